// Polygons as filled regions (woods, rocks, buildings, hulls): inside tests for any simple
// polygon and a quicker one for convex outlines, their bounds, and the separating-axis overlap
// test for convex ones. A polygon is its corners in order, either winding, not repeating the first.
import { onSegment } from './segment';
import { orient, type Point } from './vec';

/** The i-th corner, wrapping round. */
export const corner = (poly: readonly Point[], i: number): Point => poly[((i % poly.length) + poly.length) % poly.length] as Point;

/** The signed area, > 0 when the corners run counter-clockwise (with y up). */
export function signedArea(poly: readonly Point[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Point;
    const b = corner(poly, i + 1);
    s += a.x * b.y - b.x * a.y;
  }
  return s / 2;
}

/** Does every corner turn the same way (no reflex corner)? Straight corners are allowed. */
export function isConvex(poly: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const o = orient(corner(poly, i - 1), poly[i] as Point, corner(poly, i + 1));
    if (o === 0) continue;
    if (sign === 0) sign = Math.sign(o);
    else if (Math.sign(o) !== sign) return false;
  }
  return true;
}

/** Is the corner i convex (turning the way the whole outline turns)? Straight corners are not. */
export function isConvexCorner(poly: readonly Point[], i: number, winding = Math.sign(signedArea(poly))): boolean {
  return Math.sign(orient(corner(poly, i - 1), poly[i] as Point, corner(poly, i + 1))) === winding;
}

export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function boundsOf(points: readonly Point[]): Bounds {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of points) {
    if (p.x < x0) x0 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.x > x1) x1 = p.x;
    if (p.y > y1) y1 = p.y;
  }
  return { x0, y0, x1, y1 };
}

/** Do two boxes overlap once the first is grown by `margin` on every side? */
export const boundsMeet = (a: Bounds, b: Bounds, margin = 0): boolean => a.x0 - margin <= b.x1 && b.x0 <= a.x1 + margin && a.y0 - margin <= b.y1 && b.y0 <= a.y1 + margin;

/** Is p inside a convex outline, edges included (either winding)? */
export function insideConvex(p: Point, poly: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Point;
    const b = corner(poly, i + 1);
    const c = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (c === 0) continue;
    const s = c > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** Does p lie on the outline of the polygon (exactly)? */
export function onOutline(p: Point, poly: readonly Point[]): boolean {
  for (let i = 0; i < poly.length; i++) {
    if (onSegment(p, poly[i] as Point, corner(poly, i + 1))) return true;
  }
  return false;
}

/** Is p strictly inside a simple polygon, convex or not (crossing number; the outline is outside)? */
export function strictlyInside(p: Point, poly: readonly Point[]): boolean {
  if (onOutline(p, poly)) return false;
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Point;
    const b = poly[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Is p inside a simple polygon, convex or not, or on its outline? */
export const insidePolygon = (p: Point, poly: readonly Point[]): boolean => onOutline(p, poly) || strictlyInside(p, poly);

/** Do two convex outlines overlap or touch? (Separating axis test; touching counts.) */
export function convexOverlap(a: readonly Point[], b: readonly Point[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i] as Point;
      const q = corner(poly, i + 1);
      const nx = q.y - p.y;
      const ny = p.x - q.x;
      let aMin = Infinity;
      let aMax = -Infinity;
      let bMin = Infinity;
      let bMax = -Infinity;
      for (const v of a) {
        const d = v.x * nx + v.y * ny;
        aMin = Math.min(aMin, d);
        aMax = Math.max(aMax, d);
      }
      for (const v of b) {
        const d = v.x * nx + v.y * ny;
        bMin = Math.min(bMin, d);
        bMax = Math.max(bMax, d);
      }
      if (aMax < bMin || bMax < aMin) return false;
    }
  }
  return true;
}
