// Segments: the nearest point of one to a point, whether two cross, where a ray meets one, and
// the distance between two. Ends are given as points; nothing is allocated on the hot paths
// (distance and crossing tests), since the computer players ask them thousands of times a move.
import { orient, type Point } from './vec';

/** How far along a→b (0 at a, 1 at b) the point of the segment nearest p lies. */
export function segmentParam(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  return len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
}

/** The point of the segment a→b nearest p, and its distance from p. */
export function nearestOnSegment(p: Point, a: Point, b: Point): { d: number; at: Point } {
  const t = segmentParam(p, a, b);
  const at = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
  return { d: Math.hypot(p.x - at.x, p.y - at.y), at };
}

/** The distance from p to the segment a→b. */
export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const t = segmentParam(p, a, b);
  return Math.hypot(p.x - (a.x + (b.x - a.x) * t), p.y - (a.y + (b.y - a.y) * t));
}

/**
 * Do a→b and c→d cross properly: each one's ends strictly on opposite sides of the other?
 * Touching at an end, or running along one another, is not crossing (a line of sight that grazes
 * a corner is not blocked by it).
 */
export function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = orient(c, d, a);
  const d2 = orient(c, d, b);
  const d3 = orient(a, b, c);
  const d4 = orient(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Does p lie on the segment a→b (exactly: on its line and within its box)? */
export const onSegment = (p: Point, a: Point, b: Point): boolean =>
  orient(a, b, p) === 0 && Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y);

/** Do a→b and c→d share any point: crossing, touching at an end, or overlapping along a line? */
export function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  if (segmentsCross(a, b, c, d)) return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/**
 * The distance between segments a→b and c→d: 0 when they cross, otherwise the nearest of each
 * one's ends to the other (which is exact: two segments that do not cross are nearest at an end
 * of one of them).
 */
export function segmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsCross(a, b, c, d)) return 0;
  return Math.min(pointSegmentDistance(a, c, d), pointSegmentDistance(b, c, d), pointSegmentDistance(c, a, b), pointSegmentDistance(d, a, b));
}

/**
 * Where a→b meets c→d: the point, and how far along each (t along a→b, u along c→d, both in
 * [0, 1]); null when they miss or are parallel.
 */
export function segmentIntersection(a: Point, b: Point, c: Point, d: Point): { at: Point; t: number; u: number } | null {
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const den = rx * sy - ry * sx;
  if (den === 0) return null;
  const wx = c.x - a.x;
  const wy = c.y - a.y;
  const t = (wx * sy - wy * sx) / den;
  const u = (wx * ry - wy * rx) / den;
  if (t < 0 || t > 1 || u < 0 || u > 1) return null;
  return { at: { x: a.x + rx * t, y: a.y + ry * t }, t, u };
}

/**
 * How far along the ray from `origin` in direction `dir` it first meets the segment a→b (in
 * lengths of `dir`), or Infinity when it misses or runs parallel to it.
 */
export function raySegment(origin: Point, dir: Point, a: Point, b: Point): number {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const den = dir.x * ey - dir.y * ex;
  if (Math.abs(den) < 1e-12) return Infinity;
  const wx = a.x - origin.x;
  const wy = a.y - origin.y;
  const t = (wx * ey - wy * ex) / den;
  const u = (wx * dir.y - wy * dir.x) / den;
  return t >= 0 && u >= 0 && u <= 1 ? t : Infinity;
}
