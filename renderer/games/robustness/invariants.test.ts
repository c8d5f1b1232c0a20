// The fuzzer's and the soak's judge of a state catches cards gone astray.
import { describe, expect, it } from 'vitest';
import { freeTable } from '../free-table/rules';
import { cupsOfWar } from '../cups-of-war/rules';
import { stateProblem } from './invariants';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, control: 'human' as const, strength: 'normal' as const }));

describe('the state judge, on cards', () => {
  it('finds a Free Table deck without its cards, and cards kept for no hand or deck', () => {
    const s = freeTable.setup({ options: freeTable.defaultOptions, players: players(2) }, 1);
    const placed = freeTable.apply(s, { type: 'place', spec: { kind: 'deck' }, x: 100, y: 100, angle: 0 }, 0);
    if (!placed.ok) throw new Error(placed.message);
    const t = placed.state;
    expect(stateProblem(freeTable, t)).toBeNull();
    const { p1, ...rest } = t.cards;
    expect(stateProblem(freeTable, { ...t, cards: rest })).toBe('no cards kept for p1');
    expect(stateProblem(freeTable, { ...t, cards: { ...t.cards, p9: p1 } })).toBe('cards kept for p9, which is neither a hand nor a deck');
  });

  it('finds a Cups of War command card kept twice', () => {
    const s = cupsOfWar.setup({ options: cupsOfWar.defaultOptions, players: players(2) }, 1);
    expect(stateProblem(cupsOfWar, s)).toBeNull();
    const hand = s.cards['hand-0']!;
    const twice = { ...s, cards: { ...s.cards, 'hand-0': { ...hand, cards: [...hand.cards, s.cards['deck']!.cards[0]!] } } };
    expect(stateProblem(cupsOfWar, twice)).toBe('13 command cards kept, 1 of them twice');
  });
});
