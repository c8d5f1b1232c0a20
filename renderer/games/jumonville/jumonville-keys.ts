// The skirmish's keys, as the panel lists them: Space (or T) turns the card, Tab picks the next
// figure that may act, S shoots, C charges, F fights, D is done after a move, Escape lets go (or
// takes back a drag). A key pressed while a move plays back acts once the table shows the outcome,
// or says why not then; a key that does nothing now says why.
import type { JumonvilleUi } from './jumonville-ui';
import type { Store } from '../../kits/shell/store';
import { acting, readyFigures, seatWord, type Figure, type JumonvilleAction, type JumonvilleState } from './rules';

/** The keys the game takes (Space and T turn the card, Tab, S, C, F, D), held while a move plays back: not the page's, nor the toolbar's. */
const GAME_KEYS = new Set([' ', 't', 'tab', 's', 'c', 'f', 'd']);

export interface KeysHost {
  /** The seat at the screen's view, and the whole state. */
  view(): JumonvilleState;
  full(): JumonvilleState;
  store: Store<JumonvilleUi>;
  canAct(): boolean;
  selectedActor(): Figure | null;
  playing(): boolean;
  /** Does `fn` once the table has shown what is playing back. */
  whenShown(fn: () => void): void;
  /** A figure being dragged goes back where it stood; whether one was. */
  dropDrag(): boolean;
  act(action: JumonvilleAction): boolean;
  command(kind: 'shoot' | 'charge' | 'fight'): boolean;
  toast(text: string): void;
}

/** What a game key does now; whether the game took it. */
export function gameKey(h: KeysHost, e: KeyboardEvent): boolean {
  const k = e.key.toLowerCase();
  // A figure being dragged goes back where it stood, still picked; letting go of the button then does nothing.
  if (e.key === 'Escape' && h.dropDrag()) return true;
  if (e.key === 'Escape') {
    h.store.set({ selected: h.view().activation?.moved ?? null, target: null });
    return true;
  }
  if (h.playing() && GAME_KEYS.has(k)) {
    // Pressed while a move plays back: the key acts once the table shows the outcome, or says why not then.
    h.whenShown(() => {
      if (!gameKey(h, e)) h.toast(keyNotNow(h, k));
    });
    return true;
  }
  if (!h.canAct()) {
    if (k === 'tab' || !GAME_KEYS.has(k)) return false;
    h.toast(keyNotNow(h, k));
    return true;
  }
  const s = h.view();
  if ((k === ' ' || k === 't') && s.phase === 'draw') return h.act({ type: 'draw' }), true;
  const me = h.selectedActor();
  if (k === 's') return h.command('shoot'), true;
  if (k === 'c') return h.command('charge'), true;
  if (k === 'f') return h.command('fight'), true;
  if (k === 'd' && me && s.activation?.moved === me.id) return h.act({ type: 'done', figure: me.id }), true;
  if (k === 'tab' && s.phase === 'activate') {
    const ready = s.activation?.moved ? [] : readyFigures(s);
    if (!ready.length) return false;
    const i = ready.findIndex((f) => f.id === h.store.get().selected);
    h.store.set({ selected: (ready[(i + 1) % ready.length] as Figure).id, target: null });
    return true;
  }
  if (k === 'd' || k === ' ' || k === 't') {
    h.toast(keyNotNow(h, k));
    return true;
  }
  return false;
}

/** Why a game key does nothing now, in a player's words. */
function keyNotNow(h: KeysHost, k: string): string {
  const s = h.view();
  const now = acting(h.full());
  if (s.phase === 'over') return 'The skirmish is over.';
  if (!h.canAct()) return now === null ? 'Nobody acts now.' : `${seatWord(s, now)} is acting now: your keys work on your turn.`;
  if (k === ' ' || k === 't') return 'The card is already turned: act with a figure ringed in gold (or Stand in the panel).';
  if (k === 'd') return s.phase === 'draw' ? 'D is for a figure that has moved: turn the card first (Space).' : 'D is for a figure that has moved and will not shoot; Stand in the panel lets a figure do nothing.';
  if (k === 'tab') return 'No figure of yours may act now.';
  return 'Pick one of your figures ringed in gold first.';
}
