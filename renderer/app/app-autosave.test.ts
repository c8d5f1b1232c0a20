// Autosave's picture of the table (issue 15: frames stay smooth while computers play): taking one
// reads the whole canvas back, a dropped frame in software rendering, so an autosave reuses a
// picture taken within AUTOSAVE_PICTURE_EVERY_MS; a save the player asks for, and the last
// autosave on leaving a game, take a fresh one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, AUTOSAVE_PICTURE_EVERY_MS, type StageLike } from './app';
import type { Host } from './host';
import type { GameMode } from '../games/mode';
import type { SaveEnvelope } from '../contract/save-format';
import { freeTable } from '../games/free-table/rules';

const mode = { id: 'free-table', title: 'Free Table', game: freeTable, defaultSetup: () => ({ options: freeTable.defaultOptions, players: [] }) } as unknown as GameMode;
const players = [{ name: 'Ann', control: 'human' as const, strength: 'normal' as const }];

function fixture(modes: GameMode[] = [mode]) {
  const autosaves: SaveEnvelope[] = [];
  const writes: SaveEnvelope[] = [];
  const left: SaveEnvelope[] = [];
  const atRisk: SaveEnvelope[] = [];
  /** While set, autosave writes wait for it (a write under way as the page goes). */
  const hold: { until: Promise<void> | null } = { until: null };
  const host = {
    kind: 'browser',
    onMenuCommand: () => () => undefined,
    setMenuState: () => undefined,
    listSaves: async () => [],
    openPending: async () => null,
    appInfo: async () => ({ name: 'Muster', version: '0.1.0', host: 'browser', platform: 'test', versions: {}, savesLocation: '' }),
    autosave: async (env: SaveEnvelope) => {
      await hold.until;
      autosaves.push(env);
      return { ok: true };
    },
    autosaveOnLeaving: (env: SaveEnvelope) => (left.push(env), true),
    gameAtRisk: (env: SaveEnvelope) => void atRisk.push(env),
    writeSave: async (_id: string | null, env: SaveEnvelope) => (writes.push(env), { ok: true, summary: { id: 'x', name: env.name } }),
  } as unknown as Host;
  let pictures = 0;
  const stage = { play: () => undefined, showBackdrop: () => undefined, thumbnail: async () => `data:image/png;base64,${++pictures}` } as unknown as StageLike;
  let clock = Date.parse('2026-12-02T12:00:00Z');
  const app = new App(host, modes, undefined, () => new Date(clock));
  app.stage = stage;
  const tick = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  return { app, autosaves, writes, left, atRisk, hold, tick, pictures: () => pictures };
}

/** Lets the autosave chain (promises) run after the timers. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('document', { title: '', getElementById: () => null, body: { classList: { toggle: () => undefined } } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("an autosave's picture of the table", () => {
  it('is taken again at most every 20 seconds while playing, fresh for a save asked for, and fresh on leaving', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    expect(f.autosaves).toHaveLength(1);
    expect(f.pictures()).toBe(1);
    const session = f.app.state.session!;
    // A move every second for ten seconds: ten autosaves, the first picture in each.
    for (let n = 0; n < 10; n++) {
      session.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: String(n) }, x: 100 + n, y: 100, angle: 0 }, 0);
      f.tick(1000);
      await settle();
    }
    expect(f.autosaves).toHaveLength(11);
    expect(f.pictures()).toBe(1);
    expect(new Set(f.autosaves.map((a) => a.thumbnail))).toEqual(new Set(['data:image/png;base64,1']));
    // Past the interval, the next autosave takes a new one.
    f.tick(AUTOSAVE_PICTURE_EVERY_MS);
    session.act({ type: 'place', spec: { kind: 'token', colour: 'blue', label: '' }, x: 300, y: 100, angle: 0 }, 0);
    f.tick(1000);
    await settle();
    expect(f.pictures()).toBe(2);
    expect(f.autosaves.at(-1)?.thumbnail).toBe('data:image/png;base64,2');
    // A save the player asks for: always a fresh picture.
    await f.app.save();
    expect(f.writes.at(-1)?.thumbnail).toBe('data:image/png;base64,3');
    // Moves after it reuse that one; leaving the game writes the autosave again with a fresh one.
    session.act({ type: 'place', spec: { kind: 'token', colour: 'green', label: '' }, x: 400, y: 100, angle: 0 }, 0);
    f.tick(1000);
    await settle();
    expect(f.autosaves.at(-1)?.thumbnail).toBe('data:image/png;base64,3');
    const before = f.autosaves.length;
    const leaving = f.app.toMainMenu();
    for (let i = 0; i < 5; i++) await settle();
    await leaving;
    expect(f.autosaves.length).toBe(before + 1);
    expect(f.autosaves.at(-1)?.thumbnail).toBe('data:image/png;base64,4');
  });
});

describe('the page going (closed or reloaded) straight after a move', () => {
  const place = (f: ReturnType<typeof fixture>, label: string) =>
    f.app.state.session!.act({ type: 'place', spec: { kind: 'token', colour: 'red', label }, x: 100, y: 100, angle: 0 }, 0);

  it('hands the move to the host at once, with the last picture, when its autosave is still waiting', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    place(f, 'a');
    f.app.leaving();
    expect(f.left).toHaveLength(1);
    expect(f.left[0]?.cursor).toBe(f.app.state.session!.history.cursor);
    expect(f.left[0]?.thumbnail).toBe('data:image/png;base64,1');
    // The waiting autosave is not written as well.
    f.tick(1000);
    await settle();
    expect(f.autosaves).toHaveLength(1);
  });

  it('hands it over when its write is still under way, and hands nothing over when all is written', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    let release = () => undefined as void;
    f.hold.until = new Promise<void>((resolve) => (release = resolve));
    place(f, 'a');
    f.tick(200);
    await settle();
    f.app.leaving();
    expect(f.left.map((e) => e.cursor)).toEqual([f.app.state.session!.history.cursor]);
    release();
    f.hold.until = null;
    await settle();
    f.app.leaving();
    expect(f.left).toHaveLength(1);
  });
});

describe('a throw let go a moment before the game is saved or left', () => {
  // The table logs a throw a moment after the release (its physics runs ahead of the screen): a
  // reload or Menu in that moment put the dice back in the hand, a cup's units back in the cup.
  const inTheAir = (f: ReturnType<typeof fixture>) => {
    const session = f.app.state.session!;
    let thrown = 0;
    f.app.state.ui!.settleThrow = () => {
      if (thrown++) return;
      session.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: 'thrown' }, x: 100, y: 100, angle: 0 }, 0);
    };
    return session;
  };

  it('is logged and handed over as the page goes (a reload)', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    const session = inTheAir(f);
    f.app.leaving();
    expect(session.history.cursor).toBe(1);
    expect(f.left.map((e) => e.cursor)).toEqual([1]);
  });

  it('is logged and autosaved before Menu leaves the game, and is in a save asked for', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    inTheAir(f);
    await f.app.save();
    expect(f.writes.at(-1)?.cursor).toBe(1);
    const g = fixture();
    g.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    inTheAir(g);
    const leaving = g.app.toMainMenu();
    for (let i = 0; i < 5; i++) await settle();
    await leaving;
    expect(g.autosaves.at(-1)?.cursor).toBe(1);
  });
});

describe('the page going after its last autosave failed (storage full)', () => {
  it('hands the game over as it goes (the browser keeps it for the next start), and leaving the game tries the write again', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    const host = f.app.host as { autosave(env: SaveEnvelope): Promise<unknown> };
    const write = host.autosave;
    host.autosave = async () => ({ ok: false, message: 'the browser’s storage for this site is full' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    f.app.state.session!.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: 'a' }, x: 100, y: 100, angle: 0 }, 0);
    f.tick(200);
    await settle();
    expect(f.app.state.toasts.at(-1)?.text).toMatch(/^Autosave failed/);
    // Nothing waits and nothing is under way: only the failure says the move is not kept.
    f.app.leaving();
    expect(f.left.map((e) => e.cursor)).toEqual([1]);
    // Room made meanwhile: Menu writes it again.
    host.autosave = write;
    await f.app.toMainMenu();
    expect(f.autosaves.at(-1)?.cursor).toBe(1);
  });
});

describe('moves made while autosave fails (the desktop app asks before its window closes, with Save As…)', () => {
  it('are handed to the host at once, not after the autosave’s wait: the close question’s Save As… keeps every one', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    expect(f.atRisk).toHaveLength(0);
    const host = f.app.host as { autosave(env: SaveEnvelope): Promise<unknown> };
    let release = () => undefined as void;
    let failing: Promise<void> = new Promise<void>((resolve) => (release = resolve));
    host.autosave = async () => (await failing, { ok: false, message: 'the disk is full' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = f.app.state.session!;
    const place = (label: string) => session.act({ type: 'place', spec: { kind: 'token', colour: 'red', label }, x: 100, y: 100, angle: 0 }, 0);
    place('a');
    f.tick(200);
    await settle();
    // A move made while that autosave is being written (and fails): the host has it once the failure is known.
    place('b');
    release();
    await settle();
    expect(f.atRisk.at(-1)?.cursor).toBe(2);
    // The next move, with no wait at all (a window closed 10 ms later).
    failing = Promise.resolve();
    place('c');
    expect(f.atRisk.at(-1)?.cursor).toBe(3);
    expect(f.atRisk.at(-1)?.log).toHaveLength(3);
  });

  it('are not handed over while autosaves are written', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    f.app.state.session!.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: 'a' }, x: 100, y: 100, angle: 0 }, 0);
    f.tick(200);
    await settle();
    expect(f.autosaves).toHaveLength(2);
    expect(f.atRisk).toHaveLength(0);
  });
});

describe('a browser page about to unload (beforeunload)', () => {
  it('would lose moves only while autosave fails and the hand-over to local storage fails too', async () => {
    const f = fixture();
    const host = f.app.host as { autosave(env: SaveEnvelope): Promise<unknown>; autosaveOnLeaving(env: SaveEnvelope): boolean };
    // No game: nothing to lose.
    expect(f.app.unloadWouldLose()).toBe(false);
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    const place = (label: string) => f.app.state.session!.act({ type: 'place', spec: { kind: 'token', colour: 'red', label }, x: 100, y: 100, angle: 0 }, 0);
    // Every autosave written (a move within the wait is handed over as the page goes): not asked.
    place('a');
    expect(f.app.unloadWouldLose()).toBe(false);
    f.tick(200);
    await settle();
    host.autosave = async () => ({ ok: false, message: 'the browser’s storage for this site is full' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    place('b');
    f.tick(200);
    await settle();
    // Autosave failing, but local storage keeps the game as the page goes: not asked, and it was handed over.
    expect(f.app.unloadWouldLose()).toBe(false);
    expect(f.left.at(-1)?.cursor).toBe(2);
    // Local storage full too, for a move made since (the game handed over above is kept there): asked.
    host.autosaveOnLeaving = () => false;
    place('c');
    expect(f.app.unloadWouldLose()).toBe(true);
  });
});

describe('a browser page going while autosave fails: beforeunload, then pagehide', () => {
  it('hands the game over once, not twice; again only when it has changed since or was not kept', async () => {
    const f = fixture();
    const host = f.app.host as { autosave(env: SaveEnvelope): Promise<unknown>; autosaveOnLeaving(env: SaveEnvelope): boolean };
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    host.autosave = async () => ({ ok: false, message: 'the browser’s storage for this site is full' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const place = (label: string) => f.app.state.session!.act({ type: 'place', spec: { kind: 'token', colour: 'red', label }, x: 100, y: 100, angle: 0 }, 0);
    place('a');
    f.tick(200);
    await settle();
    const before = f.left.length;
    // The tab closed: beforeunload asks whether it would lose, handing the game over; then pagehide.
    expect(f.app.unloadWouldLose()).toBe(false);
    f.app.leaving();
    expect(f.left.length - before).toBe(1);
    expect(f.left.at(-1)?.cursor).toBe(1);
    // The page stayed after all, and a move was made: the next going hands that over.
    place('b');
    expect(f.app.unloadWouldLose()).toBe(false);
    f.app.leaving();
    expect(f.left.length - before).toBe(2);
    expect(f.left.at(-1)?.cursor).toBe(2);
    // Not kept by the host (local storage full): pagehide tries again, rather than trusting it done.
    const tries: SaveEnvelope[] = [];
    host.autosaveOnLeaving = (env) => (tries.push(env), false);
    place('c');
    expect(f.app.unloadWouldLose()).toBe(true);
    f.app.leaving();
    expect(tries.map((t) => t.cursor)).toEqual([3, 3]);
  });
});

/** A Free Table game in `f` with one move its failing autosave (a full disk) has not kept. */
async function gameAtRisk(f: ReturnType<typeof fixture>): Promise<void> {
  f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
  await settle();
  (f.app.host as { autosave(env: SaveEnvelope): Promise<unknown> }).autosave = async () => ({ ok: false, message: 'the disk is full' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  f.app.state.session!.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: 'a' }, x: 100, y: 100, angle: 0 }, 0);
  f.tick(200);
  await settle();
}

/** Answers the question asked before a game at risk is left: true Save As…, 'alternative' Leave anyway, false Cancel. */
async function answerLeaving(f: ReturnType<typeof fixture>, reply: boolean | 'alternative'): Promise<void> {
  for (let i = 0; i < 50 && !f.app.state.dialogs.some((d) => d.kind === 'confirm'); i++) await settle();
  const dialog = f.app.state.dialogs.find((d) => d.kind === 'confirm');
  if (dialog?.kind !== 'confirm') throw new Error('nothing was asked');
  expect(dialog.title).toBe('Your last moves could not be saved');
  dialog.resolve(reply);
}

describe('leaving a game (Menu) while its autosave fails', () => {
  it('asks first: Cancel stays in the game, Save As… keeps it and leaves, Leave anyway leaves', async () => {
    const f = fixture();
    await gameAtRisk(f);
    const saveAses: SaveEnvelope[] = [];
    (f.app.host as { saveAs(env: SaveEnvelope): Promise<unknown> }).saveAs = async (env: SaveEnvelope) => (saveAses.push(env), { ok: true, summary: { id: 'kept', name: 'Kept' } });
    let leaving = f.app.toMainMenu();
    await answerLeaving(f, false);
    await leaving;
    expect(f.app.state.phase).toBe('game');
    leaving = f.app.toMainMenu();
    await answerLeaving(f, true);
    await leaving;
    expect(saveAses.map((e) => e.cursor)).toEqual([1]);
    expect(f.app.state.phase).toBe('menu');
  });

  it('Another battle asks as the menu does: Cancel keeps the game, Leave anyway starts the new one and lets the old go', async () => {
    const f = fixture();
    await gameAtRisk(f);
    const first = f.app.state.session;
    let again = f.app.restart('free-table', { options: freeTable.defaultOptions, players });
    await answerLeaving(f, false);
    expect(await again).toBe(false);
    expect(f.app.state.session).toBe(first);
    expect(f.app.state.session!.history.cursor).toBe(1);
    again = f.app.restart('free-table', { options: freeTable.defaultOptions, players });
    await answerLeaving(f, 'alternative');
    expect(await again).toBe(true);
    expect(f.app.state.session).not.toBe(first);
    expect(f.app.state.session!.history.cursor).toBe(0);
    // Given up: main's close question asks about it no more.
    expect(f.atRisk.at(-1)).toBeNull();
  });

  it('Leave anyway leaves', async () => {
    const f = fixture();
    await gameAtRisk(f);
    const leaving = f.app.toMainMenu();
    await answerLeaving(f, 'alternative');
    await leaving;
    expect(f.app.state.phase).toBe('menu');
  });

  it('Leave anyway lets that game go: the host is told nothing is at risk, and a game played next is at risk only once its own autosave fails', async () => {
    const f = fixture();
    const host = f.app.host as { autosave(env: SaveEnvelope): Promise<unknown>; autosaveOnLeaving(env: SaveEnvelope): boolean };
    const write = host.autosave;
    host.autosave = async () => ({ ok: false, message: 'the disk is full' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    f.app.state.session!.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: 'a' }, x: 100, y: 100, angle: 0 }, 0);
    f.tick(200);
    await settle();
    expect(f.atRisk.at(-1)?.cursor).toBe(1);
    const leaving = f.app.toMainMenu();
    await answerLeaving(f, 'alternative');
    await leaving;
    expect(f.app.state.phase).toBe('menu');
    // Given up: closing the window from the menu asks about it no more (main's close question).
    expect(f.atRisk.at(-1)).toBeNull();
    // The next game's autosave works, but its write is slow: a move made meanwhile is not at risk.
    host.autosave = write;
    let release = () => undefined as void;
    f.hold.until = new Promise<void>((resolve) => (release = resolve));
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    f.app.state.session!.act({ type: 'place', spec: { kind: 'token', colour: 'blue', label: 'b' }, x: 200, y: 100, angle: 0 }, 0);
    await settle();
    expect(f.atRisk.at(-1)).toBeNull();
    release();
    f.tick(200);
    await settle();
    expect(f.atRisk.at(-1)).toBeNull();
    // Its autosave failing in turn: it is handed over, and protected as the first one was.
    host.autosave = async () => ({ ok: false, message: 'the disk is full' });
    f.app.state.session!.act({ type: 'place', spec: { kind: 'token', colour: 'green', label: 'c' }, x: 300, y: 100, angle: 0 }, 0);
    f.tick(200);
    await settle();
    expect(f.atRisk.at(-1)?.cursor).toBe(2);
    host.autosaveOnLeaving = () => false;
    expect(f.app.unloadWouldLose()).toBe(true);
  });

  it('Leave anyway for a save that then cannot be opened keeps the game in play at risk', async () => {
    const f = fixture();
    const host = f.app.host as unknown as Record<string, unknown>;
    host.autosave = async () => ({ ok: false, message: 'the disk is full' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    const session = f.app.state.session!;
    session.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: 'a' }, x: 100, y: 100, angle: 0 }, 0);
    f.tick(200);
    await settle();
    // A save whose log does not replay: its game refuses the second move.
    const broken = session.toEnvelope('0.1.0', new Date(), undefined);
    host.loadSave = async (id: string) => ({ ok: true, id, save: { ...broken, log: [...broken.log, { type: 'no-such-move' }], cursor: broken.cursor + 1 } });
    const opening = f.app.loadSave('other');
    await answerLeaving(f, 'alternative');
    expect(await opening).toBe(false);
    expect(f.app.state.session).toBe(session);
    // Leaving it later by a way that does not ask (a new game started straight off) does not let it go unasked at close.
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    expect(f.atRisk).not.toContain(null);
  });

  it('asks too before a save opened from the Saved games window takes its place, and Cancel keeps it', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    const host = f.app.host as unknown as Record<string, unknown>;
    host.autosave = async () => ({ ok: false, message: 'the disk is full' });
    host.loadSave = async (id: string) => ({ ok: true, id, save: f.app.state.session!.toEnvelope('0.1.0', new Date(), undefined) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = f.app.state.session!;
    session.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: 'a' }, x: 100, y: 100, angle: 0 }, 0);
    f.tick(200);
    await settle();
    const opening = f.app.loadSave('other');
    await answerLeaving(f, false);
    expect(await opening).toBe(false);
    expect(f.app.state.session).toBe(session);
  });
});

describe('the page going while the picture for an autosave is being taken', () => {
  it('hands the move over: its autosave has not reached the host yet', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    // The last picture is old: the next autosave takes a fresh one, which waits for a frame.
    f.app.stage = { play: () => undefined, showBackdrop: () => undefined, thumbnail: () => new Promise<string | undefined>(() => undefined) };
    f.tick(AUTOSAVE_PICTURE_EVERY_MS + 1);
    f.app.state.session!.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: 'a' }, x: 100, y: 100, angle: 0 }, 0);
    f.tick(200);
    await settle();
    f.app.leaving();
    expect(f.left.map((e) => e.cursor)).toEqual([f.app.state.session!.history.cursor]);
  });
});

describe('an autosave the host throws on (a broken channel, a bug)', () => {
  it('is reported, and the autosaves after it are still written', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    const host = f.app.host as { autosave(env: SaveEnvelope): Promise<unknown> };
    const write = host.autosave;
    host.autosave = () => Promise.reject(new Error('the channel broke'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = f.app.state.session!;
    session.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: 'a' }, x: 100, y: 100, angle: 0 }, 0);
    f.tick(200);
    await settle();
    expect(f.app.state.toasts.at(-1)?.text).toBe('Autosave failed: the channel broke');
    expect(errors).toHaveBeenCalledWith('Autosave failed: the channel broke');
    host.autosave = write;
    session.act({ type: 'place', spec: { kind: 'token', colour: 'blue', label: 'b' }, x: 200, y: 100, angle: 0 }, 0);
    f.tick(200);
    await settle();
    expect(f.autosaves.at(-1)?.cursor).toBe(2);
    await f.app.toMainMenu();
    expect(f.app.state.phase).toBe('menu');
  });

  it('a Save the host throws on is reported too', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    (f.app.host as unknown as { writeSave(): Promise<unknown> }).writeSave = () => Promise.reject(new Error('the channel broke'));
    expect(await f.app.save()).toBe(false);
    expect(f.app.state.toasts.at(-1)?.text).toBe('The game could not be saved: the channel broke.');
    // play38 saw Chromium's own words, which end in a full stop, said with two: "…is closing..".
    (f.app.host as unknown as { writeSave(): Promise<unknown> }).writeSave = () => Promise.reject(new Error("Failed to execute 'transaction' on 'IDBDatabase': The database connection is closing."));
    expect(await f.app.save()).toBe(false);
    expect(f.app.state.toasts.at(-1)?.text).toBe("The game could not be saved: Failed to execute 'transaction' on 'IDBDatabase': The database connection is closing.");
  });
});

describe('a save the player asks for', () => {
  it('brings the autosave (what Continue opens) up to the save before "Saved" shows, even with an autosave still due', async () => {
    const f = fixture();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    const session = f.app.state.session!;
    session.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: 'a' }, x: 100, y: 100, angle: 0 }, 0);
    f.tick(1000);
    await settle();
    const before = f.autosaves.length;
    // The last move's autosave is still due (its delay has not passed) when the player saves.
    session.act({ type: 'place', spec: { kind: 'token', colour: 'blue', label: 'b' }, x: 200, y: 100, angle: 0 }, 0);
    expect(await f.app.save()).toBe(true);
    expect(f.autosaves).toHaveLength(before + 1);
    expect(f.autosaves.at(-1)).toEqual(f.writes.at(-1));
    expect(f.autosaves.at(-1)?.cursor).toBe(session.history.cursor);
    // The due autosave was dropped: nothing older is written after it.
    f.tick(1000);
    await settle();
    expect(f.autosaves).toHaveLength(before + 1);
  });
});

describe('the table made behind the menu (issue 15, the launch goal)', () => {
  const made = () => {
    const calls: string[] = [];
    const stage = { play: () => void calls.push('play'), showBackdrop: () => undefined, thumbnail: async () => undefined } as unknown as StageLike;
    return { calls, stage };
  };

  it('is not made before the menu is up, is made once just after, and a game started meanwhile makes it first', async () => {
    const f = fixture();
    f.app.stage = null;
    const { calls, stage } = made();
    let makes = 0;
    f.app.setStageMaker(() => (makes++, stage));
    expect(makes).toBe(0);
    const ready = f.app.ready();
    await settle();
    expect(f.app.state.phase).toBe('menu');
    expect(makes).toBe(0);
    f.tick(1);
    await ready;
    expect(makes).toBe(1);
    expect(f.app.ensureStage()).toBe(stage);
    expect(makes).toBe(1);

    // A second app whose game starts before the menu's timer has run: the game makes the table and plays on it.
    const g = fixture();
    g.app.stage = null;
    const second = made();
    let secondMakes = 0;
    g.app.setStageMaker(() => (secondMakes++, second.stage));
    g.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    expect(secondMakes).toBe(1);
    expect(second.calls).toEqual(['play']);
    expect(calls).toEqual([]);
  });
});

describe("orders not yet given (a game's drafts): kept with every autosave, handed back on resume", () => {
  /** A game whose seats draw up orders before giving them: its drafts, as the shell sees them. */
  function drafting() {
    let drafts: { seat: number; draft: unknown }[] = [];
    const listeners = new Set<() => void>();
    const restored: { viewer: number; drafts: unknown }[] = [];
    const keeper = {
      keep: () => drafts,
      restore: (session: { viewer: number }, given: unknown) => void restored.push({ viewer: session.viewer, drafts: given }),
      watch: (_session: unknown, changed: () => void) => (listeners.add(changed), () => void listeners.delete(changed)),
    };
    const draw = (next: typeof drafts) => {
      drafts = next;
      for (const l of listeners) l();
    };
    return { mode: { ...mode, drafts: keeper } as unknown as GameMode, draw, restored, listeners };
  }

  it('autosaves a draft drawn up, though no move was made, and hands it over as the page goes', async () => {
    const d = drafting();
    const f = fixture([d.mode]);
    const app = f.app;
    app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await settle();
    const before = f.autosaves.length;
    const draft = [{ seat: 0, draft: { aim: 'the ford' } }];
    d.draw(draft);
    f.tick(1000);
    await settle();
    expect(f.autosaves).toHaveLength(before + 1);
    expect(f.autosaves.at(-1)?.drafts).toEqual(draft);
    expect(f.autosaves.at(-1)?.log).toHaveLength(0);
    // Drawn again, and the page goes before its autosave: the host has it at once.
    d.draw([{ seat: 0, draft: { aim: 'the hill' } }]);
    app.leaving();
    expect(f.left.at(-1)?.drafts).toEqual([{ seat: 0, draft: { aim: 'the hill' } }]);
    // A game with nothing drawn up keeps no drafts field at all.
    d.draw([]);
    f.tick(1000);
    await settle();
    expect(f.autosaves.at(-1)).not.toHaveProperty('drafts');
    // Leaving the game stops listening.
    await app.toMainMenu();
    expect(d.listeners.size).toBe(0);
  });

  it("hands a resumed save's drafts to its game once the screen shows the person's seat, and an old save's none", async () => {
    const d = drafting();
    const f = fixture([d.mode]);
    const app = f.app;
    const seats = [{ ...players[0]!, control: 'computer' as const }, { ...players[0]!, name: 'Bo' }];
    app.newGame('free-table', { options: freeTable.defaultOptions, players: seats });
    await settle();
    // A new game is no resumed one: nothing is handed to its game.
    expect(d.restored).toEqual([]);
    const save = { ...app.state.session!.toEnvelope('0.1.0', new Date(0)), drafts: [{ seat: 1, draft: { aim: 'the ford' } }] };
    const resuming = app.resume({ ok: true, id: 'autosave', save }, '');
    for (let i = 0; i < 5; i++) await settle();
    expect(await resuming).toBe(true);
    expect(d.restored.at(-1)).toEqual({ viewer: 1, drafts: save.drafts });
    const { drafts: _none, ...old } = save;
    const again = app.resume({ ok: true, id: 'autosave', save: old }, '');
    for (let i = 0; i < 5; i++) await settle();
    expect(await again).toBe(true);
    expect(d.restored.at(-1)).toEqual({ viewer: 1, drafts: [] });
  });
});

describe('a game begun now', () => {
  it("plays by the mode's fresh set-up (a rule a later Muster added), whatever set-up it was begun from", () => {
    const later = { ...mode, freshSetup: (s: { options: unknown; players: unknown[] }) => ({ ...s, options: { ...(s.options as object), width: 123 } }) } as unknown as GameMode;
    const f = fixture([later]);
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    expect(f.app.state.session?.history.setup).toMatchObject({ options: { ...freeTable.defaultOptions, width: 123 }, players });
  });
});
