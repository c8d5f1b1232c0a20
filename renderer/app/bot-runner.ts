// Asks a game's bot for a move: in a worker when the page can make one, otherwise in place.
import type { Action, AnyGame, Seat, Strength } from '../engine/game';
import type { GaveWay } from './frame-hold';

export interface BotRequest {
  id: number;
  gameId: string;
  view: unknown;
  seat: Seat;
  strength: Strength;
  /** The page's frame cell (app/frame-hold.ts), where one can be shared. */
  frames?: Int32Array;
}

export type BotReply =
  | { id: number; ok: true; action: Action; /** The decision's time, its pauses included. */ ms: number; /** Its pauses for the page's frames (frame-hold.ts). */ gaveWay?: GaveWay }
  | { id: number; ok: false; message: string };

export interface BotRunner {
  decide(game: AnyGame, view: unknown, seat: Seat, strength: Strength): Promise<Action>;
  dispose(): void;
  /** How often, and how long in all, the worker gave way to the page's frames this session. */
  readonly gaveWay: Readonly<GaveWay>;
}

/** Runs the bot in the calling thread (tests, or where workers are unavailable). */
export function inlineBotRunner(): BotRunner {
  return {
    async decide(game, view, seat, strength) {
      if (!game.bot) throw new Error(`${game.title} has no computer player`);
      return game.bot(view, seat, strength) as Action;
    },
    dispose() {},
    gaveWay: { times: 0, ms: 0 },
  };
}

/**
 * The part of a Worker the runner uses: a DOM Worker is one, and a test passes a fake. The
 * handlers are properties (not listeners) so a test page can wrap them on the real Worker.
 */
export interface BotWorker {
  onmessage: ((e: MessageEvent<BotReply>) => void) | null;
  /** Chromium passes a plain Event (no message) when the worker's script did not load. */
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
  postMessage(request: BotRequest): void;
  terminate(): void;
}

export interface WorkerBotRunnerOptions {
  /**
   * How long a request may go unanswered before the worker is taken for dead. Generous: the
   * hard Tiny 18c player's slowest decisions take about a second on a busy machine.
   */
  timeoutMs?: number;
  /** Where the bot runs once the worker is given up. */
  inline?: BotRunner;
  /** Told once, when the worker is given up: for diagnosis only, the player is not told. */
  note?: (message: string) => void;
  /** The cell the page marks while it draws a frame, handed to the worker (app/frame-hold.ts). */
  frames?: Int32Array | null;
}

/** Answers waiting for a move. */
interface Waiting {
  game: AnyGame;
  view: unknown;
  seat: Seat;
  strength: Strength;
  resolve: (a: Action) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Runs the bot in a worker, and fails safe: if the worker cannot be made, reports an error, sends
 * an unreadable answer or goes silent, it is given up for the rest of the session and the bot runs
 * on the page's thread instead, the requests already waiting included, each answered once. Module
 * workers are known to break in some Electron set-ups (electron#45139, #44661), and a computer
 * that never moves is worse than a table that pauses while it thinks. A bot's own refusal
 * (`ok: false`) is its answer, not the worker failing: inline, it would refuse the same.
 */
export function workerBotRunner(makeWorker: () => BotWorker, options: WorkerBotRunnerOptions = {}): BotRunner {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const inline = options.inline ?? inlineBotRunner();
  const note = options.note ?? ((message: string) => console.info(message));
  let worker: BotWorker | null = null;
  let givenUp = false;
  let next = 1;
  const pending = new Map<number, Waiting>();
  const gaveWay: GaveWay = { times: 0, ms: 0 };

  /** Lets the page draw (the "thinking" sign) before the bot holds its thread. */
  const runInline = (game: AnyGame, view: unknown, seat: Seat, strength: Strength): Promise<Action> =>
    new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => inline.decide(game, view, seat, strength));

  const giveUp = (reason: string) => {
    if (givenUp) return;
    givenUp = true;
    note(`Muster: the computer player's worker ${reason}; the computer thinks on the page's thread from now on.`);
    const dead = worker;
    worker = null;
    if (dead) {
      dead.onmessage = dead.onerror = dead.onmessageerror = null;
      dead.terminate();
    }
    const waiting = [...pending.values()];
    pending.clear();
    for (const w of waiting) {
      clearTimeout(w.timer);
      runInline(w.game, w.view, w.seat, w.strength).then(w.resolve, w.reject);
    }
  };

  const ensure = (): BotWorker | null => {
    if (givenUp) return null;
    if (worker) return worker;
    let made: BotWorker;
    try {
      made = makeWorker();
    } catch (e) {
      giveUp(`could not start (${(e as Error).message})`);
      return null;
    }
    worker = made;
    made.onmessage = (e) => {
      const reply = e.data;
      const w = pending.get(reply.id);
      if (!w) return; // answered already (inline, after the worker was given up) or disposed
      pending.delete(reply.id);
      clearTimeout(w.timer);
      const paused = reply.ok ? reply.gaveWay : undefined;
      if (paused && Number.isFinite(paused.times) && Number.isFinite(paused.ms)) {
        gaveWay.times += paused.times;
        gaveWay.ms += paused.ms;
      }
      if (reply.ok) w.resolve(reply.action);
      else w.reject(new Error(reply.message));
    };
    made.onerror = (e) => {
      // Handled here: otherwise an error thrown in the worker is reported again on the page.
      e.preventDefault();
      giveUp(`failed (${e.message || 'its script did not load, or it stopped'})`);
    };
    made.onmessageerror = () => giveUp('sent an answer that could not be read');
    return made;
  };

  return {
    decide(game, view, seat, strength) {
      const w = ensure();
      if (!w) return runInline(game, view, seat, strength);
      const id = next++;
      return new Promise<Action>((resolve, reject) => {
        const timer = setTimeout(() => giveUp(`did not answer within ${timeoutMs / 1000} s`), timeoutMs);
        pending.set(id, { game, view, seat, strength, resolve, reject, timer });
        const request: BotRequest = { id, gameId: game.id, view, seat, strength, ...(options.frames ? { frames: options.frames } : {}) };
        try {
          w.postMessage(request);
        } catch (e) {
          giveUp(`could not be asked (${(e as Error).message})`);
        }
      });
    },
    dispose() {
      for (const w of pending.values()) clearTimeout(w.timer);
      pending.clear();
      worker?.terminate();
      worker = null;
    },
    gaveWay,
  };
}
