import { describe, expect, it } from 'vitest';
import { PADLOCK_RADIUS, padlockAt } from './selection-outline';
import { DIE_SIZE, TOKEN_DIAMETER } from './rules';
import type { Footprint } from '../../table/hit-test';

/** How far the padlock's disc lies from a square of `side` mm round the piece's middle (negative: over it). */
function clearOf(f: Footprint, zoom: number, side: number): number {
  const at = padlockAt(f, zoom);
  const dx = Math.max(0, Math.abs(at.x - f.x) - side / 2);
  const dy = Math.max(0, Math.abs(at.y - f.y) - side / 2);
  return Math.hypot(dx, dy) - PADLOCK_RADIUS / zoom;
}

describe('the padlock on a piece locked in place', () => {
  it('lies beside a die, clear of its face, at the zoom a 960 x 600 window fits the table to and closer in', () => {
    // A locked die rolls where it lies (T): its face (pips and number in its middle six tenths) is
    // the result, and the padlock's disc covered it whole.
    for (const zoom of [0.4, 0.61, 1, 2, 4]) {
      for (const angle of [0, 30, 45, 90]) {
        const die: Footprint = { x: 100, y: 100, width: DIE_SIZE, height: DIE_SIZE, angle, round: false };
        expect(clearOf(die, zoom, DIE_SIZE * 0.6), `zoom ${zoom}, turned ${angle}°`).toBeGreaterThan(-1e-9);
      }
    }
  });

  it('lies beside a token, clear of its middle, its label', () => {
    const token: Footprint = { x: 50, y: 50, width: TOKEN_DIAMETER, height: TOKEN_DIAMETER, angle: 0, round: true };
    for (const zoom of [0.61, 1, 2]) expect(clearOf(token, zoom, TOKEN_DIAMETER * 0.5), `zoom ${zoom}`).toBeGreaterThan(-1e-9);
  });

  it('lies on a large piece (a hill), towards its corner, clear of a figure standing in its middle', () => {
    const hill: Footprint = { x: 300, y: 200, width: 150, height: 110, angle: 0, round: true };
    const at = padlockAt(hill, 1);
    expect(Math.abs(at.x - hill.x)).toBeLessThan(hill.width / 2);
    expect(Math.abs(at.y - hill.y)).toBeLessThan(hill.height / 2);
    expect(clearOf(hill, 1, 30)).toBeGreaterThan(-1e-9);
  });
});
