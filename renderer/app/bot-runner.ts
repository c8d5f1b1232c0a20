// Asks a game's bot for a move: in a worker when the page can make one, otherwise in place.
import type { Action, AnyGame, Seat, Strength } from '../engine/game';

export interface BotRequest {
  id: number;
  gameId: string;
  view: unknown;
  seat: Seat;
  strength: Strength;
}

export type BotReply = { id: number; ok: true; action: Action; ms: number } | { id: number; ok: false; message: string };

export interface BotRunner {
  decide(game: AnyGame, view: unknown, seat: Seat, strength: Strength): Promise<Action>;
  dispose(): void;
}

/** Runs the bot in the calling thread (tests, or where workers are unavailable). */
export function inlineBotRunner(): BotRunner {
  return {
    async decide(game, view, seat, strength) {
      if (!game.bot) throw new Error(`${game.title} has no computer player`);
      return game.bot(view, seat, strength) as Action;
    },
    dispose() {},
  };
}

export function workerBotRunner(makeWorker: () => Worker): BotRunner {
  let worker: Worker | null = null;
  let next = 1;
  const pending = new Map<number, { resolve: (a: Action) => void; reject: (e: Error) => void }>();
  const ensure = () => {
    if (worker) return worker;
    worker = makeWorker();
    worker.onmessage = (e: MessageEvent<BotReply>) => {
      const p = pending.get(e.data.id);
      if (!p) return;
      pending.delete(e.data.id);
      if (e.data.ok) p.resolve(e.data.action);
      else p.reject(new Error(e.data.message));
    };
    worker.onerror = (e) => {
      for (const p of pending.values()) p.reject(new Error(e.message || 'The computer player stopped working'));
      pending.clear();
    };
    return worker;
  };
  return {
    decide(game, view, seat, strength) {
      const id = next++;
      return new Promise<Action>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const request: BotRequest = { id, gameId: game.id, view, seat, strength };
        ensure().postMessage(request);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}
