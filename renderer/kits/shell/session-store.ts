// What a game's panel and its table say to each other (a move being planned, orders drawn up,
// a card being aimed) belongs to one game session: a store per session, made on first use and
// gone with the session.
import type { GameSession } from './session';
import { Store } from './store';

/** A function giving each session its own store, starting from `initial(session)`. */
export function perSession<T, S = unknown>(initial: (session: GameSession<S>) => T): (session: GameSession<S>) => Store<T> {
  const stores = new WeakMap<GameSession<S>, Store<T>>();
  return (session) => {
    let store = stores.get(session);
    if (!store) {
      store = new Store(initial(session));
      stores.set(session, store);
    }
    return store;
  };
}
