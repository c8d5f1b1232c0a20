import { describe, expect, it } from 'vitest';
import { checkSaveEnvelope, readSave, writeSaveText } from '../../contract/save-format';
import { freeTable } from '../../games/free-table/rules';
import { GameSession, withoutUndefined } from './session';
import type { CupsState } from '../../games/cups-of-war/rules';

const setup = {
  options: { width: 24, height: 12, unit: 'in' as const, matchstickInches: 2 },
  players: [
    { name: 'Red', control: 'human' as const, strength: 'normal' as const },
    { name: 'Blue', control: 'human' as const, strength: 'normal' as const },
  ],
};

function played(): GameSession {
  const s = GameSession.start(freeTable, setup, 99, 'Ford');
  s.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: '1' }, x: 100, y: 100, angle: 0 });
  s.act({ type: 'place', spec: { kind: 'die', sides: 6, colour: 'white' }, x: 200, y: 100, angle: 0 });
  s.act({ type: 'throw', dice: [{ id: 'p2', x: 300, y: 150, angle: 30, tumbles: 'NNEW' }] }, 1);
  s.act({ type: 'move', poses: [{ id: 'p1', x: 120, y: 140, angle: 90 }] });
  s.undo();
  return s;
}

describe('a game session', () => {
  it('saves and resumes to the same table, log, cursor and redo list', () => {
    const s = played();
    const text = writeSaveText(s.toEnvelope('0.1.0', new Date('2026-11-29T12:00:00Z')));
    const read = readSave(text, 'Ford.muster');
    if (!read.ok) throw new Error(read.message);
    const back = GameSession.fromEnvelope(freeTable, read.save, 'ford');
    if (!back.ok) throw new Error(back.message);
    expect(back.session.state).toEqual(s.state);
    expect(back.session.history.cursor).toBe(3);
    expect(back.session.log.map((e) => e.text)).toEqual(s.log.map((e) => e.text));
    expect(back.session.canRedo).toBe(true);
    back.session.redo();
    expect((back.session.state as { pieces: { id: string; x: number }[] }).pieces.find((p) => p.id === 'p1')?.x).toBe(120);
    expect(back.session.saveId).toBe('ford');
    expect(back.session.name).toBe('Ford');
  });

  it('keeps the dice as they fell: the roll is replayed, not re-rolled', () => {
    const s = played();
    const roll = s.log[2]?.events[0];
    const back = GameSession.fromEnvelope(freeTable, s.toEnvelope('0.1.0', new Date()), null);
    expect(back.ok && back.session.log[2]?.events[0]).toEqual(roll);
  });

  it('names the move at fault when a saved log no longer replays', () => {
    const env = played().toEnvelope('0.1.0', new Date());
    env.log[1] = { ...env.log[1]!, action: { type: 'move', poses: [{ id: 'p9', x: 1, y: 1, angle: 0 }] } };
    expect(GameSession.fromEnvelope(freeTable, env, null)).toEqual({
      ok: false,
      message: '"Ford" cannot be resumed: move 2 of its log is not legal: That piece is no longer on the table.',
    });
  });

  it('refuses a save of another game, a move that is not a Free Table move, and bad options', () => {
    const env = played().toEnvelope('0.1.0', new Date());
    expect(GameSession.fromEnvelope(freeTable, { ...env, game: { ...env.game, id: 'tiny-18c', title: 'Tiny 18c' } }, null)).toEqual({
      ok: false,
      message: '"Ford" cannot be resumed: it is a Tiny 18c game.',
    });
    const odd = { ...env, log: [{ seat: 0, action: { type: 'teleport' }, events: [], text: '' }] };
    expect(GameSession.fromEnvelope(freeTable, odd, null)).toMatchObject({ ok: false, message: expect.stringContaining('move 1 of its log is not a Free Table move') });
    const badOptions = { ...env, game: { ...env.game, options: { width: -3 } } };
    expect(GameSession.fromEnvelope(freeTable, badOptions, null)).toMatchObject({ ok: false, message: expect.stringContaining('options are not valid') });
  });

  it('tells its listeners of every change, and refuses an illegal move without changing anything', () => {
    const s = GameSession.start(freeTable, setup, 1, 'x');
    const seen: string[] = [];
    s.subscribe((c) => seen.push(c.kind));
    s.act({ type: 'place', spec: { kind: 'stick' }, x: 10, y: 10, angle: 0 });
    const before = s.state;
    expect(s.act({ type: 'flip', ids: ['p1'] })).toEqual({ ok: false, message: 'Only tokens, figures and cards can be flipped.' });
    expect(s.state).toBe(before);
    s.undo();
    s.redo();
    s.setViewer(1);
    expect(seen).toEqual(['action', 'undo', 'redo', 'viewer']);
  });
});

describe('undo in a game of secret orders', () => {
  it('takes back orders not yet carried out, never half a phase, and never a phase both sides have seen', async () => {
    const { tiny18c } = await import('../../games/tiny-18c/game');
    const s = GameSession.start(
      tiny18c,
      {
        options: { armies: [['I'], ['I']], turnLimit: 30 },
        players: [
          { name: 'Red', control: 'human', strength: 'normal' },
          { name: 'Blue', control: 'human', strength: 'normal' },
        ],
      },
      1,
      'Tiny',
    );
    expect(s.act({ type: 'commit', orders: { phase: 'deploy', columns: { I: 2 } } }, 0)).toBeNull();
    // Red's deployment is in, Blue's is not: Red may take it back.
    expect(s.canUndo).toBe(true);
    s.undo();
    expect(s.history.cursor).toBe(0);
    s.redo();
    expect(s.act({ type: 'commit', orders: { phase: 'deploy', columns: { i: 2 } } }, 1)).toBeNull();
    // Both deployments are revealed: nobody may take them back and deploy again knowing the other's.
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
    expect(s.act({ type: 'commit', orders: { phase: 'movement', moves: {} } }, 0)).toBeNull();
    expect(s.history.cursor).toBe(3);
    // Red's movement orders are in, Blue's are not: undo takes back Red's orders, and no further.
    s.undo();
    expect(s.history.cursor).toBe(2);
    expect(s.canUndo).toBe(false);
    expect(s.undoFloor).toBe(2);
    s.seek(0);
    expect(s.history.cursor).toBe(2);
    s.redo();
    expect(s.history.cursor).toBe(3);
  });

  it('tells when only the computer is to act, and not while a person still has orders to give', async () => {
    const { tiny18c } = await import('../../games/tiny-18c/game');
    const s = GameSession.start(
      tiny18c,
      {
        options: { armies: [['I'], ['I']], turnLimit: 30 },
        players: [
          { name: 'You', control: 'human', strength: 'normal' },
          { name: 'Computer', control: 'computer', strength: 'normal' },
        ],
      },
      1,
      'Tiny',
    );
    expect(s.computerToAct()).toBeNull();
    s.act({ type: 'commit', orders: { phase: 'deploy', columns: { I: 2 } } }, 0);
    expect(s.computerToAct()).toBe(1);
    s.act({ type: 'commit', orders: { phase: 'deploy', columns: { i: 2 } } }, 1);
    s.act({ type: 'commit', orders: { phase: 'movement', moves: {} } }, 0);
    // Looking back through the log to a point where the computer was to act: it waits.
    s.seek(1);
    expect(s.computerToAct()).toBeNull();
  });
});

describe('a Tiny 18c battle saved and resumed', () => {
  it('comes back with the same field, dice and log, replayed from its orders', async () => {
    const { tiny18c } = await import('../../games/tiny-18c/game');
    const { readSave, writeSaveText } = await import('../../contract/save-format');
    const s = GameSession.start(
      tiny18c,
      {
        options: { armies: [['I', 'I', 'P', 'C', 'A', 'S'], ['P', 'P', 'I', 'I', 'A']], turnLimit: 30 },
        players: [
          { name: 'Red', control: 'computer', strength: 'easy' },
          { name: 'Blue', control: 'computer', strength: 'easy' },
        ],
      },
      77,
      'Battle',
    );
    for (let i = 0; i < 8; i++) {
      const seat = s.computerToAct();
      if (seat === null) break;
      expect(s.act(tiny18c.bot!(tiny18c.playerView(s.state as Parameters<typeof tiny18c.playerView>[0], seat), seat, 'easy'), seat)).toBeNull();
    }
    const read = readSave(writeSaveText(s.toEnvelope('0.1.0', new Date())), 'battle.muster');
    if (!read.ok) throw new Error(read.message);
    const back = GameSession.fromEnvelope(tiny18c, read.save, null);
    if (!back.ok) throw new Error(back.message);
    expect(back.session.state).toEqual(s.state);
    expect(back.session.log.map((e) => e.events)).toEqual(s.log.map((e) => e.events));
  });
});

describe('undo in a real-time race (Cups of War against the computer)', () => {
  it('takes back my own drops, never a shake, a Done or the computer\'s move, and the log cannot look back past them', async () => {
    const { cupsOfWar } = await import('../../games/cups-of-war/rules');
    const s = GameSession.start(
      cupsOfWar,
      {
        options: { ...cupsOfWar.defaultOptions },
        players: [
          { name: 'You', control: 'human', strength: 'normal' },
          { name: 'Computer', control: 'computer', strength: 'normal' },
        ],
      },
      5,
      'Race',
    );
    const state = () => s.state as CupsState;
    for (const seat of [0, 1]) {
      const mine = state().tiles.filter((t) => t.owner === seat);
      expect(s.act({ type: 'shake', landings: mine.map((t, i) => ({ tile: t.id, x: 30 + i * 38, y: 80 + seat * 200, angle: 0, flips: 0 })) }, seat)).toBeNull();
    }
    // The shakes are kept: nothing to undo.
    expect(s.canUndo).toBe(false);
    const pileOf = (id: string) => state().piles.find((p) => p.tiles.includes(id))!.id;
    expect(s.act({ type: 'stack', tile: 'r15', onto: pileOf('b01') }, 0)).toBeNull();
    expect(s.canUndo).toBe(true);
    s.undo();
    expect(state().piles.find((p) => p.tiles.includes('r15'))!.tiles).toEqual(['r15']);
    // The computer stacks: that is not mine to take back, nor is anything before it.
    expect(s.act({ type: 'stack', tile: 'b15', onto: pileOf('r01') }, 1)).toBeNull();
    expect(s.canUndo).toBe(false);
    expect(s.act({ type: 'stack', tile: 'r14', onto: pileOf('b02') }, 0)).toBeNull();
    const cursor = s.history.cursor;
    s.undo();
    expect(s.history.cursor).toBe(cursor - 1);
    expect(s.canUndo).toBe(false);
    s.seek(1);
    expect(s.history.cursor).toBe(s.undoFloor);
    expect(state().piles.find((p) => p.tiles.includes('b15'))!.tiles).toEqual(['r01', 'b15']);
  });
});

describe('every game a player finishes can be saved (issue 10)', () => {
  it('at the most moves a save can hold, a further move is refused in words, and the game stays saveable', () => {
    const game = { ...freeTable, maxLogEntries: 3 };
    const s = GameSession.start(game, setup, 5, 'Long table');
    for (let i = 0; i < 3; i++) expect(s.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: '' }, x: 50 + i * 10, y: 50, angle: 0 })).toBeNull();
    const refused = s.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: '' }, x: 90, y: 50, angle: 0 });
    expect(refused?.message).toMatch(/reached the 3 moves a save can hold/);
    expect(s.history.cursor).toBe(3);
    expect(checkSaveEnvelope(s.toEnvelope('0.1.0', new Date('2026-11-30T12:00:00Z')), () => 3)).toMatchObject({ ok: true });
    // After an undo there is room again: the move replaces the one undone.
    s.undo();
    expect(s.act({ type: 'place', spec: { kind: 'token', colour: 'blue', label: '' }, x: 90, y: 50, angle: 0 })).toBeNull();
  });

  it('fits a progress line of any length to the save format (a long battle result)', async () => {
    const { diceRace, raceSetup } = await import('../../testing/test-game');
    const result = 'The defender broke: 2 of 5 units routed, against 2 of 6: the attacker held the ridge, the ford and the village. The attacker wins.';
    expect(result.length).toBeGreaterThan(120);
    const game = { ...diceRace, progress: () => result };
    const env = GameSession.start(game, raceSetup, 1, 'Long').toEnvelope('0.1.0', new Date('2026-11-30T12:00:00Z'));
    expect(env.progress).toHaveLength(120);
    expect(env.progress.endsWith('…')).toBe(true);
    expect(checkSaveEnvelope(env)).toMatchObject({ ok: true });
  });

  it('saves, reads back and resumes a finished Tiny 18c game, whatever its result says', async () => {
    const { playSample } = await import('../../testing/sample-games');
    const { RULES } = await import('../../games/rules-registry');
    const { checkSaveText } = await import('../../contract/save-check');
    // Seed 1's result ran to 125 characters when issue 10 was found: more than a save's progress line held.
    const s = playSample('tiny-18c', 1, 1000);
    expect(s.game.result(s.state)).not.toBeNull();
    const env = s.toEnvelope('0.1.0', new Date('2026-11-30T12:00:00Z'));
    expect(env.progress.length).toBeLessThanOrEqual(120);
    const read = await checkSaveText(writeSaveText(env), 'battle.muster', RULES);
    if (!read.ok) throw new Error(read.message);
    const back = GameSession.fromEnvelope(s.game, read.save, null);
    expect(back.ok && back.session.state).toEqual(s.state);
  });

  it('leaves out keys whose value is undefined, as JSON would, sharing everything else', () => {
    const state = { a: 1, b: undefined, deep: { list: [{ x: 1, y: undefined }], same: { z: 2 } } };
    const out = withoutUndefined(state);
    expect(out).toEqual({ a: 1, deep: { list: [{ x: 1 }], same: { z: 2 } } });
    expect(Object.keys(out)).toEqual(['a', 'deep']);
    expect(out.deep.same).toBe(state.deep.same);
    const clean = { a: [1, 2], b: { c: 'd' } };
    expect(withoutUndefined(clean)).toBe(clean);
    // Not plain data is left for the host to refuse, with its reason.
    const date = new Date();
    expect(withoutUndefined({ when: date }).when).toBe(date);
  });

  it('resumes in slices, saying how far it has got, to the same game as at once', async () => {
    const s = played();
    for (let i = 0; i < 200; i++) s.act({ type: 'move', poses: [{ id: 'p1', x: 10 + i, y: 20, angle: 0 }] });
    const env = s.toEnvelope('0.1.0', new Date());
    let clock = 0;
    const seen: number[] = [];
    const slow = await GameSession.resume(freeTable, env, 'ford', { now: () => clock++, pause: async () => undefined, sliceMs: 5, onProgress: (done) => seen.push(done) });
    const fast = GameSession.fromEnvelope(freeTable, env, 'ford');
    if (!slow.ok || !fast.ok) throw new Error('not resumed');
    expect(slow.session.state).toEqual(fast.session.state);
    expect(slow.session.history.cursor).toBe(fast.session.history.cursor);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.at(-1)).toBeLessThanOrEqual(env.log.length);
  });
});
