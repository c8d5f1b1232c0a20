import { describe, expect, it } from 'vitest';
import { rulerPieces } from './IroncladsSheets';
import { MAX_STICK_INCHES, stickMm } from './rules';

describe('the printed ruler', () => {
  it('runs 0 to 5 sticks in pieces that each fit between A4 margins (190 mm), for every stick length allowed', () => {
    for (let inches = 1; inches <= MAX_STICK_INCHES + 1e-9; inches += 0.01) {
      const stick = stickMm(inches);
      const pieces = rulerPieces(stick);
      expect(pieces[0]![0]).toBe(0);
      expect(pieces.at(-1)![1]).toBe(5);
      pieces.forEach(([from, to], i) => {
        if (i) expect(from).toBe(pieces[i - 1]![1]);
        expect(to).toBeGreaterThan(from);
        // The piece and room for its last number.
        expect((to - from) * stick + 4).toBeLessThanOrEqual(190);
      });
    }
    expect(rulerPieces(stickMm(2))).toEqual([[0, 3], [3, 5]]);
    expect(rulerPieces(stickMm(MAX_STICK_INCHES))).toEqual([[0, 2], [2, 4], [4, 5]]);
    expect(rulerPieces(stickMm(1))).toEqual([[0, 5]]);
  });
});
