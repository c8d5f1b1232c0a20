import { describe, expect, it } from 'vitest';
import { sampleSave, withSnapshot } from '../testing/save-fixture';
import { ReplayCache, checkGame, checkGameNow, checkSaveText, gameFor, logCapOf, restoreSave, restoreSaveNow, type Games } from './save-check';
import { DEFAULT_MAX_LOG_ENTRIES, writeSaveText, type SaveEnvelope } from './save-format';
import type { AnyGame } from '../engine/game';
import { diceRace, raceSetup } from '../testing/test-game';
import { freeTable } from '../games/free-table/rules';
import { RULES } from '../games/rules-registry';

/** A Free Table game of `n` moves of one token, every one legal. */
function moves(n: number): SaveEnvelope {
  const base = sampleSave();
  const place = base.log[0]!;
  const log = [place];
  for (let i = 1; i < n; i++) log.push({ seat: i % 2, action: { type: 'move', poses: [{ id: 'p1', x: 10 + i, y: 20 + (i % 50), angle: i % 360 }] }, events: [], text: '' });
  return withSnapshot({ ...base, log, cursor: log.length });
}

/** The Free Table with its rules counted: how many moves a check replays. */
function counted(): { games: Games; applied: () => number } {
  let n = 0;
  const game: AnyGame = { ...freeTable, apply: (s, a, seat) => (n++, freeTable.apply(s, a, seat)) };
  return { games: { 'free-table': game }, applied: () => n };
}

describe('one idea of a good save', () => {
  it('passes a real save, and names the move at fault when one seat id is changed in the last move', async () => {
    const save = sampleSave({ cursor: 2 });
    expect(await checkGame(save, RULES)).toEqual({ ok: true });
    const last = save.log[save.log.length - 1]!;
    // Seat 1's move given to seat 5: the envelope is fine, the log is not.
    const bad = { ...save, log: [...save.log.slice(0, -1), { ...last, seat: 5 }] };
    expect(await checkGame(bad, RULES)).toEqual({ ok: false, why: 'move 2 of its log is not legal: It is not your turn.' });
    const read = await checkSaveText(writeSaveText(bad), 'Ford.muster', RULES);
    expect(read).toEqual({ ok: false, message: 'Muster could not open "Ford.muster": move 2 of its log is not legal: It is not your turn.' });
  });

  it('refuses an unknown game (a newer Muster\'s), never taking an inherited name for a game', async () => {
    for (const id of ['chess-960', 'constructor', '__proto__', 'to-string']) {
      const save = sampleSave({ game: { ...sampleSave().game, id, title: 'Chess 960' } });
      expect(gameFor(RULES, id)).toBeUndefined();
      expect(await checkGame(save, RULES)).toEqual({ ok: false, why: 'it is a save of a game this Muster does not know: "Chess 960". A newer Muster may open it.', unknownGame: true });
    }
  });

  it('checks the options, the number of players and every move against the game\'s schemas', () => {
    const save = sampleSave();
    expect(checkGameNow({ ...save, game: { ...save.game, options: { width: -3 } } }, RULES)).toMatchObject({ ok: false, why: expect.stringMatching(/^its Free Table options are not valid \(width/) });
    const crowd = Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, control: 'human' as const, strength: 'normal' as const }));
    expect(checkGameNow({ ...save, game: { ...save.game, players: crowd } }, RULES)).toEqual({ ok: false, why: 'Free Table is for 1 to 4 players, and it has 5.' });
    const odd = { ...save, log: [{ seat: 0, action: { type: 'teleport' }, events: [], text: '' }], cursor: 0 };
    expect(checkGameNow(odd, RULES)).toMatchObject({ ok: false, why: expect.stringMatching(/^move 1 of its log is not a Free Table move \(/) });
    const off = { ...save, log: [{ ...save.log[0]!, action: { ...save.log[0]!.action, x: 1e9 } }] };
    expect(checkGameNow(off, RULES)).toEqual({ ok: false, why: 'move 1 of its log is not legal: That is off the table.' });
  });

  it('turns a game whose rules throw (an action with no refusing branch) into a clear error', () => {
    const broken: AnyGame = { ...diceRace, apply: () => undefined as never };
    const save = { ...sampleSave(), game: { ...sampleSave().game, id: 'dice-race', title: 'Dice Race', options: { target: 20 }, players: raceSetup.players }, log: [{ seat: 0, action: { type: 'roll' }, events: [], text: '' }], cursor: 1 };
    expect(checkGameNow(save, { 'dice-race': broken })).toMatchObject({ ok: false, why: expect.stringMatching(/^move 1 of its log could not be replayed \(.+\)\.$/) });
    const throws: AnyGame = { ...diceRace, setup: () => { throw new Error('no such board'); } };
    expect(checkGameNow(save, { 'dice-race': throws })).toEqual({ ok: false, why: 'its Dice Race game could not be set up (no such board).' });
  });

  it('caps a log at the game\'s own length, or the format\'s default', () => {
    expect(logCapOf(RULES)('free-table')).toBe(DEFAULT_MAX_LOG_ENTRIES);
    expect(logCapOf(RULES)('no-such-game')).toBe(DEFAULT_MAX_LOG_ENTRIES);
    const short: AnyGame = { ...freeTable, maxLogEntries: 3 };
    expect(logCapOf({ 'free-table': short })('free-table')).toBe(3);
    expect(checkGameNow(moves(4), { 'free-table': short })).toEqual({ ok: false, why: 'its log has 4 moves, more than the 3 a Free Table save may hold.' });
    expect(checkGameNow(moves(3), { 'free-table': short })).toEqual({ ok: true });
  });

  it('refuses a 300,000-move file before reading a move of it', async () => {
    // The smallest entries there are, so the file is within the size of a save (15 MB).
    const text = writeSaveText({ ...moves(1), log: Array.from({ length: 300_000 }, () => ({ seat: 0, action: { type: 'x' }, events: [], text: '' })), cursor: 0 });
    const { games, applied } = counted();
    expect(await checkSaveText(text, 'long.muster', games)).toEqual({
      ok: false,
      message: 'Muster could not open "long.muster": its log has 300,000 moves, more than the 10,000 a save of this game may hold.',
    });
    expect(applied()).toBe(0);
  });

  it('replays only the moves a later autosave adds, and from the checkpoint before a changed move', () => {
    const { games, applied } = counted();
    const cache = new ReplayCache();
    expect(checkGameNow(moves(200), games, cache)).toEqual({ ok: true });
    expect(applied()).toBe(200);
    // The next autosave: one more move.
    expect(checkGameNow(moves(201), games, cache)).toEqual({ ok: true });
    expect(applied()).toBe(200 + 1);
    // Undo past move 150 and play on: replayed from the checkpoint at 128.
    const changed = moves(201);
    changed.log[150] = { ...changed.log[150]!, action: { type: 'move', poses: [{ id: 'p1', x: 300, y: 300, angle: 0 }] } };
    expect(checkGameNow(changed, games, cache)).toEqual({ ok: true });
    expect(applied()).toBe(201 + (201 - 128));
    // Another game altogether (another seed) shares nothing.
    expect(checkGameNow(withSnapshot({ ...moves(10), seed: 99 }), games, cache)).toEqual({ ok: true });
    expect(applied()).toBe(274 + 10);
    // Without the cache, every check replays it all.
    const before = applied();
    checkGameNow(moves(201), games);
    expect(applied() - before).toBe(201);
  });

  it('never lets a cached good prefix pass a log whose later move is bad', () => {
    const cache = new ReplayCache();
    expect(checkGameNow(moves(100), RULES, cache)).toEqual({ ok: true });
    const bad = moves(101);
    bad.log[100] = { ...bad.log[100]!, seat: 7 };
    expect(checkGameNow(bad, RULES, cache)).toEqual({ ok: false, why: 'move 101 of its log is not legal: It is not your turn.' });
  });

  it('replays in slices when paced, saying how far it got, and rebuilds the same history as at once', async () => {
    const save = moves(300);
    let clock = 0;
    const progress: [number, number][] = [];
    let pauses = 0;
    const paced = await restoreSave(freeTable, save, {
      // Each look at the clock is a millisecond: a slice of 10 ms is a few moves.
      now: () => clock++,
      pause: async () => void pauses++,
      sliceMs: 10,
      onProgress: (done, total) => progress.push([done, total]),
    });
    const now = restoreSaveNow(freeTable, save);
    if (!paced.ok || !now.ok) throw new Error('not restored');
    expect(paced.history.states.at(-1)).toEqual(now.history.states.at(-1));
    expect(paced.history.entries.map((e) => e.text)).toEqual(now.history.entries.map((e) => e.text));
    expect(pauses).toBeGreaterThan(20);
    expect(progress.length).toBe(pauses);
    expect(progress.every(([done, total], i) => total === 300 && done > (progress[i - 1]?.[0] ?? 0))).toBe(true);
  });
});
