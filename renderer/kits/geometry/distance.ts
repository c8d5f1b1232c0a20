// Distances between shapes on the table, measured edge to edge as a wargame measures them:
// points, segments, filled polygons and filled circles (round bases), each pair, 0 when two
// shapes touch or overlap.
import type { Circle } from './circle';
import { corner, insideConvex, insidePolygon } from './polygon';
import { nearestOnSegment, pointSegmentDistance, segmentDistance, segmentsCross, segmentsMeet } from './segment';
import { distance as pointDistance, type Point } from './vec';

/** The shapes distances are measured between. Polygons and circles are filled regions. */
export type Shape =
  | { readonly kind: 'point'; readonly at: Point }
  | { readonly kind: 'segment'; readonly a: Point; readonly b: Point }
  | { readonly kind: 'polygon'; readonly points: readonly Point[] }
  | { readonly kind: 'circle'; readonly circle: Circle };

export const pointShape = (at: Point): Shape => ({ kind: 'point', at });
export const segmentShape = (a: Point, b: Point): Shape => ({ kind: 'segment', a, b });
export const polygonShape = (points: readonly Point[]): Shape => ({ kind: 'polygon', points });
export const circleShape = (centre: Point, radius: number): Shape => ({ kind: 'circle', circle: { centre, radius } });

/** The gap between two polygons and its two ends (from on a, to on b); 0 when they touch or overlap. */
export interface Gap {
  distance: number;
  from: Point;
  to: Point;
}

function gapWith(a: readonly Point[], b: readonly Point[], inside: (p: Point, poly: readonly Point[]) => boolean): Gap {
  const a0 = a[0] as Point;
  if (a.some((p) => inside(p, b)) || b.some((p) => inside(p, a))) return { distance: 0, from: a0, to: a0 };
  // The nearest pair is a corner of one and a point of an edge of the other.
  let best = Infinity;
  let corner0 = a0;
  let edgeA = b[0] as Point;
  let edgeB = b[0] as Point;
  let flip = false;
  for (const [from, to, flipped] of [
    [a, b, false],
    [b, a, true],
  ] as const) {
    for (const p of from) {
      for (let i = 0; i < to.length; i++) {
        const e0 = to[i] as Point;
        const e1 = corner(to, i + 1);
        const d = pointSegmentDistance(p, e0, e1);
        if (d < best) {
          best = d;
          corner0 = p;
          edgeA = e0;
          edgeB = e1;
          flip = flipped;
        }
      }
    }
  }
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      if (segmentsCross(a[i] as Point, corner(a, i + 1), b[j] as Point, corner(b, j + 1))) return { distance: 0, from: a[i] as Point, to: a[i] as Point };
    }
  }
  if (best === Infinity) return { distance: Infinity, from: a0, to: b[0] as Point };
  const at = nearestOnSegment(corner0, edgeA, edgeB).at;
  return flip ? { distance: best, from: at, to: corner0 } : { distance: best, from: corner0, to: at };
}

/** The gap between two convex outlines (hulls), with its ends. */
export const convexGap = (a: readonly Point[], b: readonly Point[]): Gap => gapWith(a, b, insideConvex);

/** The gap between two simple polygons, convex or not, with its ends. */
export const polygonGap = (a: readonly Point[], b: readonly Point[]): Gap => gapWith(a, b, insidePolygon);

/** The distance from a point to a polygon's outline (inside or out). */
export function outlineDistance(p: Point, poly: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) best = Math.min(best, pointSegmentDistance(p, poly[i] as Point, corner(poly, i + 1)));
  return best;
}

/** The distance from a point to a filled polygon: 0 inside it. */
export const pointPolygonDistance = (p: Point, poly: readonly Point[]): number => (insidePolygon(p, poly) ? 0 : outlineDistance(p, poly));

/** The distance from the segment a→b to a filled polygon: 0 when it enters or touches it. */
export function segmentPolygonDistance(a: Point, b: Point, poly: readonly Point[]): number {
  if (insidePolygon(a, poly) || insidePolygon(b, poly)) return 0;
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const c = poly[i] as Point;
    const d = corner(poly, i + 1);
    if (segmentsMeet(a, b, c, d)) return 0;
    best = Math.min(best, segmentDistance(a, b, c, d));
  }
  return best;
}

const outside = (d: number, r: number): number => Math.max(0, d - r);

/** The distance between two shapes, edge to edge; 0 when they touch or overlap. Symmetric. */
export function shapeDistance(s: Shape, t: Shape): number {
  // Each pair is written once, with the shapes in the order below; the other order swaps them.
  const rank = { point: 0, segment: 1, polygon: 2, circle: 3 } as const;
  if (rank[s.kind] > rank[t.kind]) return shapeDistance(t, s);
  switch (s.kind) {
    case 'point':
      switch (t.kind) {
        case 'point':
          return pointDistance(s.at, t.at);
        case 'segment':
          return pointSegmentDistance(s.at, t.a, t.b);
        case 'polygon':
          return pointPolygonDistance(s.at, t.points);
        case 'circle':
          return outside(pointDistance(s.at, t.circle.centre), t.circle.radius);
      }
      break;
    case 'segment':
      switch (t.kind) {
        case 'segment':
          return segmentsMeet(s.a, s.b, t.a, t.b) ? 0 : segmentDistance(s.a, s.b, t.a, t.b);
        case 'polygon':
          return segmentPolygonDistance(s.a, s.b, t.points);
        case 'circle':
          return outside(pointSegmentDistance(t.circle.centre, s.a, s.b), t.circle.radius);
      }
      break;
    case 'polygon':
      switch (t.kind) {
        case 'polygon':
          return polygonGap(s.points, t.points).distance;
        case 'circle':
          return outside(pointPolygonDistance(t.circle.centre, s.points), t.circle.radius);
      }
      break;
    case 'circle':
      if (t.kind === 'circle') return outside(pointDistance(s.circle.centre, t.circle.centre), s.circle.radius + t.circle.radius);
      break;
  }
  throw new Error(`shapeDistance: unknown pair ${s.kind}, ${t.kind}`);
}

/** Do two shapes touch or overlap? */
export const shapesMeet = (s: Shape, t: Shape): boolean => shapeDistance(s, t) === 0;
