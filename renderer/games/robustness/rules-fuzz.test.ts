// The rules fuzzer, CI-sized: for each game, actions drawn from its own schema (valid, broken,
// legal and junk) by any seat on deep-frozen states its own players reached. No exception, no
// refusal without a message, no change to the state, and every accepted state plain data with
// everything on the table. The full run is `npm run bench:rules`.
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { AnyGame } from '../../engine/game';
import { freeTable, type FreeTableState } from '../free-table/rules';
import { fuzzRules, fuzzStates } from './rules-fuzz';
import { SUBJECTS, freeTableSubject, type Subject } from './subjects';

const ACTIONS = 1_200;

describe('the rules fuzzer', () => {
  for (const subject of SUBJECTS) {
    it(`${subject.game.title}: ${ACTIONS} actions, any input answered, nothing mutated, nothing off the table`, () => {
      const t = fuzzRules(subject, { actions: ACTIONS, games: 2, firstSeed: 700, seed: 11 });
      expect(t.examples).toEqual([]);
      expect(t.failures).toEqual({});
      expect(t.tried).toBe(ACTIONS);
      // The fuzz reaches the rules, not just the schema check: legal and valid actions are accepted too.
      expect(t.bySource.legal.accepted).toBeGreaterThan(t.bySource.legal.tried * 0.8);
      expect(t.bySource.valid.accepted + t.bySource.broken.accepted).toBeGreaterThan(10);
      expect(t.refused).toBeGreaterThan(ACTIONS / 3);
    });
  }
});

describe('the rules fuzzer finds what it is for', () => {
  // The Free Table with one fault planted at a time, fuzzed on the same states.
  const states = fuzzStates(freeTableSubject, 1, 700).slice(0, 60);
  const planted = (apply: AnyGame['apply']): Subject => ({ ...freeTableSubject, game: { ...freeTable, apply } });
  const fuzz = (subject: Subject) => fuzzRules(subject, { actions: 300, games: 1, firstSeed: 700, seed: 5 }, states).failures;

  it('an exception, an answer of nothing, and an empty refusal', () => {
    expect(fuzz(planted((s, a, seat) => (a.type === 'flip' ? (null as never as { x: number }).x : freeTable.apply(s, a, seat)) as never))).toHaveProperty('exception');
    expect(fuzz(planted((s, a, seat) => (a.type === 'move' ? undefined : freeTable.apply(s, a, seat)) as never))).toHaveProperty('no answer');
    expect(fuzz(planted((s, a, seat) => (a.type === 'move' ? { ok: false, message: ' ' } : freeTable.apply(s, a, seat))))).toHaveProperty('empty message');
  });

  it('a write to the state it was given', () => {
    const failures = fuzz(
      planted((s, a, seat) => {
        if (a.type === 'move' && (s as FreeTableState).pieces.length) (s as FreeTableState).pieces[0]!.x = 1;
        return freeTable.apply(s, a, seat);
      }),
    );
    expect(failures).toHaveProperty('mutation');
  });

  it('a piece off the table, a number that is not finite, and undefined in the state', () => {
    const off = (change: (p: FreeTableState['pieces'][number]) => void) =>
      planted((s, a, seat) => {
        const r = freeTable.apply(s, a, seat);
        return r.ok && a.type === 'place' ? { ...r, state: produce(r.state as FreeTableState, (d) => change(d.pieces[d.pieces.length - 1]!)) } : r;
      });
    expect(fuzz(off((p) => void (p.x = -1)))).toHaveProperty('bad state');
    expect(fuzz(off((p) => void (p.angle = NaN)))).toHaveProperty('bad state');
    expect(fuzz(off((p) => void ((p as { colour?: unknown }).colour = undefined)))).toHaveProperty('bad state');
  });
});
