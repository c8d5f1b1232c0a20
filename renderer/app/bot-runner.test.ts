// The computer's worker fails safe: whether it cannot be made, errors at once, dies in the middle
// of a request or goes silent, the computer's move still arrives, once, from the page's thread;
// and a worker that answers is used as before, with nothing run inline.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action, AnyGame, Seat, Strength } from '../engine/game';
import { tiny18c } from '../games/tiny-18c/game';
import { RULES } from '../games/rules-registry';
import { workerBotRunner, type BotReply, type BotRequest, type BotWorker } from './bot-runner';

/** What Chromium hands a Worker's `error` handler for an error thrown in the worker. */
class WorkerErrorEvent extends Event {
  readonly filename = 'bot-worker.js';
  readonly lineno = 1;
  readonly colno = 1;
  readonly error: unknown = null;
  constructor(readonly message: string) {
    super('error', { cancelable: true });
  }
}

type Behaviour = 'answers' | 'errors at once' | 'dies mid-request' | 'never answers' | 'unreadable answer';

/**
 * A worker that behaves as told. One that answers does what bot-worker.ts does: the game's bot from
 * the rules registry, a turn of the event loop later. One that dies answers the request it was
 * given just after its error, as a late reply from a worker being torn down might.
 */
class FakeWorker implements BotWorker {
  onmessage: ((e: MessageEvent<BotReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: ((e: MessageEvent) => void) | null = null;
  readonly requests: BotRequest[] = [];
  terminated = false;
  lastError: WorkerErrorEvent | null = null;

  constructor(readonly behaviour: Behaviour) {
    if (behaviour === 'errors at once') setTimeout(() => this.fail('SyntaxError: the module did not load'), 0);
  }

  postMessage(request: BotRequest): void {
    this.requests.push(request);
    setTimeout(() => {
      if (this.behaviour === 'never answers' || this.behaviour === 'errors at once') return;
      if (this.behaviour === 'unreadable answer') {
        this.onmessageerror?.(new MessageEvent('messageerror'));
        return;
      }
      if (this.behaviour === 'dies mid-request') this.fail('Out of memory');
      const game = RULES[request.gameId]!;
      const reply: BotReply = { id: request.id, ok: true, action: game.bot!(request.view, request.seat, request.strength), ms: 1 };
      this.onmessage?.(new MessageEvent('message', { data: reply }));
    }, 5);
  }

  terminate(): void {
    this.terminated = true;
  }

  private fail(message: string): void {
    this.lastError = new WorkerErrorEvent(message);
    this.onerror?.(this.lastError);
  }
}

const STRENGTH: Strength = 'easy';
const SEAT: Seat = 0;
const start = tiny18c.setup({ options: tiny18c.defaultOptions, players: [0, 1].map((i) => ({ name: `P${i}`, control: 'computer', strength: STRENGTH })) }, 7);
const view = tiny18c.playerView(start, SEAT);
/** The move the bot gives for this view, wherever it runs (it is pure). */
const expected = tiny18c.bot!(view, SEAT, STRENGTH);

/** Tiny 18c with its bot counted: only the runner's inline path calls it (a fake worker uses the registry's). */
function countedGame(): { game: AnyGame; calls: () => number } {
  let calls = 0;
  const game: AnyGame = {
    ...tiny18c,
    bot: (v: unknown, seat: Seat, strength: Strength) => {
      calls++;
      return tiny18c.bot!(v as typeof view, seat, strength);
    },
  };
  return { game, calls: () => calls };
}

/** Settles after everything the fakes and the runner set going (a few turns of the event loop). */
const quiet = (ms = 60) => new Promise((r) => setTimeout(r, ms));

describe('workerBotRunner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses a worker that answers, with nothing run inline and nothing noted', async () => {
    const workers: FakeWorker[] = [];
    const note = vi.fn();
    const { game, calls } = countedGame();
    const bots = workerBotRunner(() => {
      const w = new FakeWorker('answers');
      workers.push(w);
      return w;
    }, { note });
    expect(await bots.decide(game, view, SEAT, STRENGTH)).toEqual(expected);
    expect(await bots.decide(game, view, SEAT, STRENGTH)).toEqual(expected);
    await quiet();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.requests.map((r) => r.id)).toEqual([1, 2]);
    expect(calls()).toBe(0);
    expect(note).not.toHaveBeenCalled();
    bots.dispose();
    expect(workers[0]!.terminated).toBe(true);
  });

  it("hands the worker the page's frame cell with every request, and adds up the pauses it reports", async () => {
    const cell = new Int32Array(new SharedArrayBuffer(4));
    const requests: BotRequest[] = [];
    const pausing: BotWorker = {
      onmessage: null,
      onerror: null,
      onmessageerror: null,
      postMessage(request) {
        requests.push(request);
        const reply: BotReply = { id: request.id, ok: true, action: expected, ms: 1, gaveWay: { times: 3, ms: 2.5 } };
        setTimeout(() => this.onmessage?.(new MessageEvent('message', { data: reply })), 0);
      },
      terminate() {},
    };
    const bots = workerBotRunner(() => pausing, { frames: cell });
    await bots.decide(tiny18c, view, SEAT, STRENGTH);
    await bots.decide(tiny18c, view, SEAT, STRENGTH);
    expect(requests.map((r) => r.frames)).toEqual([cell, cell]);
    expect(requests[0]!.frames).toBe(cell);
    expect(bots.gaveWay).toEqual({ times: 6, ms: 5 });
    // Where nothing can be shared (the page not cross-origin isolated) no cell is sent.
    const plain = new FakeWorker('answers');
    const unshared = workerBotRunner(() => plain, { frames: null });
    await unshared.decide(tiny18c, view, SEAT, STRENGTH);
    expect('frames' in plain.requests[0]!).toBe(false);
    expect(unshared.gaveWay).toEqual({ times: 0, ms: 0 });
  });

  it('a worker that cannot be made: the move comes from the page, and no worker is tried again', async () => {
    let tries = 0;
    const note = vi.fn();
    const { game, calls } = countedGame();
    const bots = workerBotRunner(() => {
      tries++;
      throw new Error('Workers are not allowed here');
    }, { note });
    expect(await bots.decide(game, view, SEAT, STRENGTH)).toEqual(expected);
    expect(await bots.decide(game, view, SEAT, STRENGTH)).toEqual(expected);
    expect(tries).toBe(1);
    expect(calls()).toBe(2);
    expect(note).toHaveBeenCalledTimes(1);
    expect(note.mock.calls[0]![0]).toMatch(/could not start \(Workers are not allowed here\)/);
  });

  it('a worker whose script fails at once: the waiting request is answered from the page, once', async () => {
    const workers: FakeWorker[] = [];
    const note = vi.fn();
    const { game, calls } = countedGame();
    const bots = workerBotRunner(() => {
      const w = new FakeWorker('errors at once');
      workers.push(w);
      return w;
    }, { note });
    const answers: Action[] = [];
    await bots.decide(game, view, SEAT, STRENGTH).then((a) => answers.push(a));
    await quiet();
    expect(answers).toEqual([expected]);
    expect(calls()).toBe(1);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.terminated).toBe(true);
    // The error was handled here, so the page does not report it again.
    expect(workers[0]!.lastError!.defaultPrevented).toBe(true);
    expect(note.mock.calls).toEqual([[expect.stringMatching(/failed \(SyntaxError: the module did not load\)/)]]);
    // From now on the page thinks: no new worker.
    expect(await bots.decide(game, view, SEAT, STRENGTH)).toEqual(expected);
    expect(workers).toHaveLength(1);
    expect(calls()).toBe(2);
  });

  it('a worker that dies mid-request: that request is answered from the page, and its late reply is dropped', async () => {
    const workers: FakeWorker[] = [];
    const { game, calls } = countedGame();
    const bots = workerBotRunner(() => {
      const w = new FakeWorker('dies mid-request');
      workers.push(w);
      return w;
    }, { note: () => {} });
    const answers: Action[] = [];
    const first = bots.decide(game, view, SEAT, STRENGTH).then((a) => answers.push(a));
    const second = bots.decide(game, view, 1, STRENGTH).then((a) => answers.push(a));
    await Promise.all([first, second]);
    await quiet();
    expect(answers).toEqual([expected, tiny18c.bot!(tiny18c.playerView(start, 1), 1, STRENGTH)]);
    expect(calls()).toBe(2);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('a worker that never answers is given up after the time allowed, and the move comes from the page', async () => {
    const note = vi.fn();
    const { game, calls } = countedGame();
    const worker = new FakeWorker('never answers');
    const bots = workerBotRunner(() => worker, { note, timeoutMs: 30 });
    expect(await bots.decide(game, view, SEAT, STRENGTH)).toEqual(expected);
    expect(calls()).toBe(1);
    expect(worker.terminated).toBe(true);
    expect(note.mock.calls).toEqual([[expect.stringMatching(/did not answer within 0.03 s/)]]);
  });

  it('an answer the page cannot read: the move comes from the page', async () => {
    const { game, calls } = countedGame();
    const worker = new FakeWorker('unreadable answer');
    const bots = workerBotRunner(() => worker, { note: () => {} });
    expect(await bots.decide(game, view, SEAT, STRENGTH)).toEqual(expected);
    expect(calls()).toBe(1);
    expect(worker.terminated).toBe(true);
  });

  it("a bot's own refusal from the worker is its answer: passed on, not run again inline", async () => {
    const { game, calls } = countedGame();
    const refusing: BotWorker = {
      onmessage: null,
      onerror: null,
      onmessageerror: null,
      postMessage(request) {
        setTimeout(() => this.onmessage?.(new MessageEvent('message', { data: { id: request.id, ok: false, message: 'No legal move' } satisfies BotReply })), 0);
      },
      terminate() {},
    };
    const bots = workerBotRunner(() => refusing, { note: () => {} });
    await expect(bots.decide(game, view, SEAT, STRENGTH)).rejects.toThrow('No legal move');
    expect(calls()).toBe(0);
  });
});
