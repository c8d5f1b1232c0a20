import { describe, expect, it } from 'vitest';
import { median, percentile, tally, wilson } from './stats';

describe('wilson', () => {
  it('matches the published interval (Newcombe 1998: 81 of 263 gives 0.2553 to 0.3662)', () => {
    const w = wilson(81, 263);
    expect(w.p).toBeCloseTo(0.308, 3);
    expect(w.low).toBeCloseTo(0.2553, 3);
    expect(w.high).toBeCloseTo(0.3662, 3);
  });

  it('stays inside 0–1 at the ends, and narrows as the games grow', () => {
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeGreaterThan(0.2);
    expect(wilson(10, 10).high).toBe(1);
    const small = wilson(50, 100);
    const large = wilson(500, 1000);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(large.low).toBeCloseTo(0.469, 3);
    expect(large.high).toBeCloseTo(0.531, 3);
  });
});

describe('median, percentile, tally', () => {
  it('read a list as a person would', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(tally(['rout', 'draw', 'rout'])).toEqual([
      ['rout', 2],
      ['draw', 1],
    ]);
  });
});
