// Arcs of a circle: the bends of a round base's path round an obstacle's corner. Their length,
// points along them, and their exact distance to a segment (to tell whether a bend stays clear).
import { pointSegmentDistance } from './segment';
import type { Point } from './vec';

/** Part of a circle from `start` (radians) turning through `sweep` (> 0 anticlockwise with y up). */
export interface Arc {
  readonly centre: Point;
  readonly radius: number;
  readonly start: number;
  readonly sweep: number;
}

export const arcLength = (a: Arc): number => Math.abs(a.sweep) * a.radius;

/** The point a fraction t of the way along the arc. */
export function arcPoint(a: Arc, t: number): Point {
  const angle = a.start + a.sweep * t;
  return { x: a.centre.x + Math.cos(angle) * a.radius, y: a.centre.y + Math.sin(angle) * a.radius };
}

const TAU = 2 * Math.PI;

/** How far (radians, 0 to 2π) one must turn from `from` to reach `to` in direction `dir` (±1). */
export function turnBetween(from: number, to: number, dir: number): number {
  return ((((to - from) * dir) % TAU) + TAU) % TAU;
}

/** Does the ray from the centre at this angle pass through the arc? */
function spans(a: Arc, angle: number): boolean {
  return turnBetween(a.start, angle, Math.sign(a.sweep) || 1) <= Math.abs(a.sweep);
}

/**
 * The distance between an arc and the segment p→q, 0 when they meet. Exact: the nearest pair is
 * an end of the arc against the segment, or a point of the segment (an end, or the foot of the
 * centre on it) against the arc along the radius through it, or a crossing.
 */
export function arcSegmentDistance(a: Arc, p: Point, q: Point): number {
  const { centre: c, radius: r } = a;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const fx = p.x - c.x;
  const fy = p.y - c.y;
  const A = dx * dx + dy * dy;
  const B = 2 * (fx * dx + fy * dy);
  const C = fx * fx + fy * fy - r * r;
  if (A > 0) {
    const disc = B * B - 4 * A * C;
    if (disc >= 0) {
      const root = Math.sqrt(disc);
      for (const t of [(-B - root) / (2 * A), (-B + root) / (2 * A)]) {
        if (t >= 0 && t <= 1 && spans(a, Math.atan2(fy + dy * t, fx + dx * t))) return 0;
      }
    }
  }
  let best = Math.min(pointSegmentDistance(arcPoint(a, 0), p, q), pointSegmentDistance(arcPoint(a, 1), p, q));
  const t = A === 0 ? 0 : Math.max(0, Math.min(1, -(fx * dx + fy * dy) / A));
  for (const x of [p, q, { x: p.x + dx * t, y: p.y + dy * t }]) {
    const ox = x.x - c.x;
    const oy = x.y - c.y;
    const d = Math.hypot(ox, oy);
    if (d === 0 || spans(a, Math.atan2(oy, ox))) best = Math.min(best, Math.abs(d - r));
  }
  return best;
}
