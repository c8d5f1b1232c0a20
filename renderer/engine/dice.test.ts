import { describe, expect, it } from 'vitest';
import { d20, d6, describeRoll, rollDice } from './dice';
import { Rng, seedRng } from './rng';

describe('dice', () => {
  it('records who rolled, why, the dice, each face and the total', () => {
    const roll = rollDice(new Rng(seedRng(3)), 2, 6, 1, 'Ram damage');
    expect(roll).toMatchObject({ kind: 'roll', who: 1, why: 'Ram damage', dice: '2d6' });
    expect(roll.faces).toHaveLength(2);
    expect(roll.total).toBe(roll.faces[0]! + roll.faces[1]!);
  });

  it('keeps d6 and d20 faces on the die', () => {
    const rng = new Rng(seedRng(11));
    for (let i = 0; i < 500; i++) {
      const a = d6(rng, 0, 'test').total;
      const b = d20(rng, 0, 'test').total;
      expect(a).toBeGreaterThanOrEqual(1);
      expect(a).toBeLessThanOrEqual(6);
      expect(b).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(20);
    }
  });

  it('describes a roll in a player\'s words', () => {
    const text = describeRoll(
      { kind: 'roll', who: 0, why: 'Bravery test', dice: '2d6', faces: [3, 5], total: 8 },
      (s) => ['Red', 'Blue'][s] ?? '?',
    );
    expect(text).toBe('Red rolled 2d6 for Bravery test: 8 (3 + 5)');
  });
});
