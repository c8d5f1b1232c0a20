// Arcs of a circle: the bends of a round base's path round an obstacle's corner. Their length,
// points along them, and their exact distance to a segment (to tell whether a bend stays clear).
import { circleSegmentHits } from './circle';
import { pointSegmentDistance, segmentParam } from './segment';
import { lerp, type Point } from './vec';

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
  if (circleSegmentHits(a, p, q).some((h) => spans(a, Math.atan2(h.y - c.y, h.x - c.x)))) return 0;
  let best = Math.min(pointSegmentDistance(arcPoint(a, 0), p, q), pointSegmentDistance(arcPoint(a, 1), p, q));
  for (const x of [p, q, lerp(p, q, segmentParam(c, p, q))]) {
    const ox = x.x - c.x;
    const oy = x.y - c.y;
    const d = Math.hypot(ox, oy);
    if (d === 0 || spans(a, Math.atan2(oy, ox))) best = Math.min(best, Math.abs(d - r));
  }
  return best;
}
