import { describe, expect, it } from 'vitest';
import { solveMatrixGame } from './matrix-game';

describe('solving simultaneous choices', () => {
  it('plays matching pennies half and half', () => {
    const s = solveMatrixGame([
      [1, -1],
      [-1, 1],
    ], 4000);
    expect(s.rows[0]).toBeCloseTo(0.5, 1);
    expect(s.cols[0]).toBeCloseTo(0.5, 1);
  });

  it('picks a dominant order, and the safe one over a gamble the enemy can punish', () => {
    expect(solveMatrixGame([[1, 2], [3, 4]]).best).toBe(1);
    // Row 0 wins big only if the enemy blunders; row 1 is always fair.
    const s = solveMatrixGame([
      [10, -10],
      [1, 1],
    ]);
    expect(s.best).toBe(1);
    expect(s.cols[1]).toBeGreaterThan(0.5);
  });
});
