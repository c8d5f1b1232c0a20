// Circles (round bases, and the circle a base's centre keeps round an obstacle's corner): the
// lines tangent to them, from a point and between two circles. Line of sight and paths are
// built from these, because a straight line that just clears a round thing touches it.
import type { Point } from './vec';

/** A round base or any other disk: its centre and radius. */
export interface Circle {
  readonly centre: Point;
  readonly radius: number;
}

/**
 * The points where the two lines from p touch the circle, [left, right] as seen from p looking
 * at the centre. One point (p itself, projected onto the circle) when p is on the circle or
 * within `slack` outside or inside it; none when p is further inside.
 */
export function tangentPoints(p: Point, c: Circle, slack = 0): Point[] {
  const dx = p.x - c.centre.x;
  const dy = p.y - c.centre.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return [];
  if (Math.abs(d - c.radius) <= slack) return [{ x: c.centre.x + (dx / d) * c.radius, y: c.centre.y + (dy / d) * c.radius }];
  if (d < c.radius) return [];
  // The touching points lie at ±acos(r/d) from the centre's direction towards p.
  const base = Math.atan2(dy, dx);
  const off = Math.acos(c.radius / d);
  return [base - off, base + off].map((a) => ({ x: c.centre.x + Math.cos(a) * c.radius, y: c.centre.y + Math.sin(a) * c.radius }));
}

/**
 * The common tangents of two circles as segments [on a, on b]: the two outer ones, and the two
 * inner (crossing) ones when the circles are apart. None when the centres coincide.
 */
export function commonTangents(a: Circle, b: Circle): [Point, Point][] {
  const dx = b.centre.x - a.centre.x;
  const dy = b.centre.y - a.centre.y;
  const d2 = dx * dx + dy * dy;
  if (d2 === 0) return [];
  const d = Math.sqrt(d2);
  const ex = dx / d;
  const ey = dy / d;
  const out: [Point, Point][] = [];
  // A line u·x = k (|u| = 1) touches a at ca + ra·u and b at cb + sb·rb·u, where sb = 1 for an
  // outer tangent and -1 for an inner one; so u·(cb - ca) = ra - sb·rb fixes u up to a mirror.
  for (const sb of [1, -1]) {
    const c = (a.radius - sb * b.radius) / d;
    if (c * c > 1) continue;
    const h = Math.sqrt(Math.max(0, 1 - c * c));
    for (const k of [1, -1]) {
      const ux = ex * c - ey * h * k;
      const uy = ey * c + ex * h * k;
      out.push([
        { x: a.centre.x + ux * a.radius, y: a.centre.y + uy * a.radius },
        { x: b.centre.x + sb * ux * b.radius, y: b.centre.y + sb * uy * b.radius },
      ]);
    }
  }
  return out;
}

/** Where the segment a→b crosses the circle's rim (none, one or two points). */
export function circleSegmentHits(c: Circle, a: Point, b: Point): Point[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const fx = a.x - c.centre.x;
  const fy = a.y - c.centre.y;
  const A = dx * dx + dy * dy;
  const B = 2 * (fx * dx + fy * dy);
  const C = fx * fx + fy * fy - c.radius * c.radius;
  const disc = B * B - 4 * A * C;
  if (A === 0 || disc < 0) return [];
  const root = Math.sqrt(disc);
  return [(-B - root) / (2 * A), (-B + root) / (2 * A)].filter((t) => t >= 0 && t <= 1).map((t) => ({ x: a.x + dx * t, y: a.y + dy * t }));
}
