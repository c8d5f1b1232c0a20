import { describe, expect, it } from 'vitest';
import { contains } from './hit-test';

describe('hit testing', () => {
  it('finds a point inside a turned rectangle and not just inside its unturned box', () => {
    const stick = { x: 100, y: 100, width: 4, height: 50, angle: 90, round: false };
    expect(contains(stick, 120, 101)).toBe(true); // along its length, now lying east-west
    expect(contains(stick, 101, 120)).toBe(false);
  });

  it('uses the circle for round pieces', () => {
    const token = { x: 0, y: 0, width: 25, height: 25, angle: 0, round: true };
    expect(contains(token, 12, 0)).toBe(true);
    expect(contains(token, 11, 11)).toBe(false); // in the square's corner, outside the disc
  });
});
