import { describe, expect, it } from 'vitest';
import { numberWithin, wholeWithin } from './whole-number';

describe('a whole number typed in a set-up field', () => {
  // A turn limit of 0 became the default 10 (0 is falsy), while -5 became 1.
  it('is kept within its bounds, 0 and below to the least, not to the default', () => {
    expect(wholeWithin(0, 1, 99, 10)).toBe(1);
    expect(wholeWithin(-5, 1, 99, 10)).toBe(1);
    expect(wholeWithin(7.4, 1, 99, 10)).toBe(7);
    expect(wholeWithin(250, 1, 99, 10)).toBe(99);
  });

  it('is the default when the field is left empty or holds no number', () => {
    expect(wholeWithin(Number.NaN, 1, 99, 10)).toBe(10);
    expect(wholeWithin(Number.POSITIVE_INFINITY, 1, 99, 10)).toBe(10);
  });
});

describe('a number typed in a set-up field (a matchstick in inches)', () => {
  // An emptied Matchstick field became 1 in (Number('') is 0, cut to the least), not the default 2 in.
  it('is the default when the field is left empty or holds no number', () => {
    expect(numberWithin(Number.NaN, 1, 2.88, 2)).toBe(2);
    expect(numberWithin(Number.NEGATIVE_INFINITY, 1, 2.88, 2)).toBe(2);
  });

  it('is kept within its bounds, to the hundredth', () => {
    expect(numberWithin(0, 1, 2.88, 2)).toBe(1);
    expect(numberWithin(3, 1, 2.88, 2)).toBe(2.88);
    expect(numberWithin(1.234, 1, 2.88, 2)).toBe(1.23);
  });
});
