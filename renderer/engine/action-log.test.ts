import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { saysMore } from './game';
import {
  canRedo,
  canUndo,
  createHistory,
  currentState,
  dispatch,
  redo,
  restoreHistory,
  seek,
  undo,
  type History,
} from './action-log';
import { diceRace, raceSetup, type RaceAction, type RaceState } from '../testing/test-game';

type H = History<RaceState, RaceAction, { target: number }>;

function play(seed: number, actions: RaceAction[]): H {
  let h: H = createHistory(diceRace, raceSetup, seed);
  for (const action of actions) {
    const seat = diceRace.actors(currentState(h))[0];
    if (seat === undefined) break;
    const r = dispatch(diceRace, h, seat, action);
    if (r.ok) h = r.history;
  }
  return h;
}

const someActions = fc.array(fc.constantFrom<RaceAction>({ type: 'roll' }, { type: 'pass' }, { type: 'jump', to: 19 }), {
  maxLength: 40,
});

describe('action log', () => {
  it('is deterministic: the same seed and actions give the same state and the same dice', () => {
    fc.assert(
      fc.property(fc.integer(), someActions, (seed, actions) => {
        const a = play(seed, actions);
        const b = play(seed, actions);
        expect(currentState(a)).toEqual(currentState(b));
        expect(a.entries).toEqual(b.entries);
      }),
    );
  });

  it('logs every roll with who rolled and why', () => {
    const h = play(1, [{ type: 'roll' }, { type: 'roll' }]);
    expect(h.entries.map((e) => e.events[0])).toMatchObject([
      { kind: 'roll', who: 0, why: 'Race', dice: '1d6' },
      { kind: 'roll', who: 1, why: 'Race', dice: '1d6' },
    ]);
  });

  it('refuses an illegal move with the reason and leaves the state unchanged', () => {
    const h = play(9, [{ type: 'roll' }]);
    const before = currentState(h);
    const r = dispatch(diceRace, h, 1, { type: 'jump', to: 20 });
    expect(r).toEqual({ ok: false, message: 'You cannot jump ahead: roll the die.' });
    expect(currentState(h)).toBe(before);
    expect(h.entries).toHaveLength(1);
  });

  it('refuses a move out of turn', () => {
    const h = play(9, []);
    expect(dispatch(diceRace, h, 1, { type: 'roll' })).toEqual({ ok: false, message: 'It is not your turn.' });
  });

  it('undoes and redoes without re-rolling', () => {
    const h = play(4, [{ type: 'roll' }, { type: 'roll' }, { type: 'roll' }]);
    const after = currentState(h);
    const back = undo(undo(h));
    expect(back.cursor).toBe(1);
    expect(canRedo(back)).toBe(true);
    const again = redo(redo(back));
    expect(currentState(again)).toBe(after);
    expect(currentState(again).scores).toEqual(after.scores);
  });

  it('round-trips any run of undo and redo back to the same states', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.boolean(), { maxLength: 30 }), (seed, moves) => {
        const h = play(seed, Array.from({ length: 12 }, () => ({ type: 'roll' }) as RaceAction));
        let cur = h;
        for (const back of moves) cur = back ? undo(cur) : redo(cur);
        // Whatever the path, the state at each cursor is the one first computed there.
        expect(currentState(cur)).toBe(h.states[cur.cursor]);
        while (canRedo(cur)) cur = redo(cur);
        expect(currentState(cur)).toBe(currentState(h));
      }),
    );
  });

  it('drops the redo list when a new action is taken after undo', () => {
    const h = undo(play(4, [{ type: 'roll' }, { type: 'roll' }]));
    const r = dispatch(diceRace, h, 1, { type: 'pass' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.history.entries).toHaveLength(2);
    expect(r.history.entries[1]?.action).toEqual({ type: 'pass' });
    expect(canRedo(r.history)).toBe(false);
    expect(canUndo(r.history)).toBe(true);
  });

  it('replays a log from the seed to the same states, keeping the redo list', () => {
    const h = undo(play(77, [{ type: 'roll' }, { type: 'pass' }, { type: 'roll' }, { type: 'roll' }]));
    const r = restoreHistory(diceRace, raceSetup, 77, h.entries, h.cursor);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.history.cursor).toBe(h.cursor);
    expect(r.history.states).toEqual(h.states);
  });

  it('says which logged move fails when a log cannot be replayed', () => {
    const r = restoreHistory(diceRace, raceSetup, 1, [
      { seat: 0, action: { type: 'roll' } },
      { seat: 1, action: { type: 'jump', to: 3 } },
    ], 2);
    expect(r).toEqual({ ok: false, message: 'Move 2 of the log is not legal: You cannot jump ahead: roll the die.', validEntries: 1 });
  });

  it('steps forward and backward through a replay', () => {
    const h = play(5, [{ type: 'roll' }, { type: 'roll' }, { type: 'roll' }]);
    expect(currentState(seek(h, 0))).toBe(h.states[0]);
    expect(currentState(seek(h, 2))).toBe(h.states[2]);
    expect(seek(h, 99).cursor).toBe(3);
    expect(seek(h, -4).cursor).toBe(0);
  });

  it('stops taking actions once the game is over', () => {
    let h = play(3, Array.from({ length: 60 }, () => ({ type: 'roll' }) as RaceAction));
    expect(diceRace.result(currentState(h))).not.toBeNull();
    const r = dispatch(diceRace, h, 0, { type: 'roll' });
    expect(r).toEqual({ ok: false, message: 'The game is over.' });
    h = undo(h);
    expect(diceRace.result(currentState(h))).toBeNull();
  });

  it('hides another seat\'s secrets in a player view', () => {
    const s = currentState(play(1, []));
    expect(diceRace.playerView(s, 0).secret).toEqual(['red plan', 'hidden']);
    expect(diceRace.playerView(s, null).secret).toEqual(['hidden', 'hidden']);
  });
});

describe('a note under its move in the log', () => {
  it('is shown only when it says more than the move\'s own line', () => {
    expect(saysMore('US plays no tactic', 'US plays no tactic.')).toBe(false);
    expect(saysMore('US plays no tactic', '')).toBe(false);
    expect(saysMore('Native attacks at range', 'Both spend an ammunition card.')).toBe(true);
    expect(saysMore('Native removes Defensive Warrior', 'It had no weapon.')).toBe(true);
  });
});
