// Turned rectangles (tiles, cards, footprints): their corners, and whether two overlap.
import { convexOverlap } from './polygon';
import type { Point } from './vec';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees clockwise. */
  angle: number;
}

/** The four corners of a turned rectangle, clockwise from its top left. */
export function rectCorners(r: Rect): Point[] {
  const a = (r.angle * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([dx, dy]) => {
    const lx = ((dx as number) * r.width) / 2;
    const ly = ((dy as number) * r.height) / 2;
    return { x: r.x + lx * c - ly * s, y: r.y + lx * s + ly * c };
  });
}

/** Do two turned rectangles overlap or touch? */
export const rectsTouch = (a: Rect, b: Rect): boolean => convexOverlap(rectCorners(a), rectCorners(b));
