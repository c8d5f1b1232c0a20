// Line of sight past obstacles, and which obstacles a line crosses (for cover).
//
// What "clear" means, as a player reads it: the shooter can see the target when some straight
// line from a point of the shooter's base (or hull) to a point of the target's base crosses no
// obstacle's interior on the stretch between the two bases. A line that grazes a corner or runs
// along a wall's face is not blocked. Only the stretch between the bases counts, so a base
// standing inside a wood is blocked by that wood unless the game leaves that wood out of the
// obstacles it passes (rules that let figures see out of woods do exactly that). Two bases that
// touch or overlap always see each other.
//
// How it is decided exactly: if any clear line exists, one exists that is pressed against two
// limits (it passes through two obstacle corners, or through a corner and tangent to a round
// base, or tangent to both bases, or through a corner of a polygonal base, or through a point
// where an obstacle's outline crosses a base's edge), because a clear line
// can be slid and turned until it meets two of them without becoming blocked. So it tries the
// line between the centres first, then every such limiting line, and answers from those.
import { circleSegmentHits, commonTangents, tangentPoints, type Circle } from './circle';
import { boundsMeet, boundsOf, corner, isConvexCorner, signedArea, strictlyInside, type Bounds } from './polygon';
import { outlineDistance, shapeDistance, type Shape } from './distance';
import { pointSegmentDistance, segmentIntersection } from './segment';
import { cross, dot, orient, sub, type Point } from './vec';

/** Something that blocks sight and movement: a wood, a rock, a building, as a simple polygon. */
export interface Obstacle {
  readonly id: string;
  readonly points: readonly Point[];
}

/** A shooter or target: a round base, a polygonal (convex) footprint, or a point. */
export type Viewer = Extract<Shape, { kind: 'circle' | 'polygon' | 'point' }>;

/** Rounding allowance, in table units: lines this close to a corner or a face count as touching it. */
const EPS = 1e-9;

/**
 * Does the segment a→b pass through the polygon's interior? Grazing a corner or running along
 * an edge does not count. Exact for any simple polygon: the segment is cut where it meets the
 * outline, and each piece is inside or outside as a whole.
 */
export function crossesInterior(a: Point, b: Point, poly: readonly Point[]): boolean {
  const cuts = [0, 1];
  const d = sub(b, a);
  const len2 = dot(d, d);
  for (let i = 0; i < poly.length; i++) {
    const c = poly[i] as Point;
    const e = sub(corner(poly, i + 1), c);
    // Where the segment's line meets the edge, allowing for rounding at the edge's ends, so a
    // line through a corner is cut there even when rounding puts it a hair past both edges.
    const den = cross(d, e);
    if (den !== 0) {
      const w = sub(c, a);
      const t = cross(w, e) / den;
      const u = cross(w, d) / den;
      if (u >= -EPS && u <= 1 + EPS && t > 0 && t < 1) cuts.push(t);
    }
    // Corners on (or within rounding of) the segment cut it too: an edge along it meets it only there.
    if (len2 > 0 && pointSegmentDistance(c, a, b) <= EPS) cuts.push(Math.max(0, Math.min(1, dot(sub(c, a), d) / len2)));
  }
  cuts.sort((x, y) => x - y);
  for (let i = 1; i < cuts.length; i++) {
    const t0 = cuts[i - 1] as number;
    const t1 = cuts[i] as number;
    if (t1 - t0 <= 0) continue;
    const m = { x: a.x + d.x * ((t0 + t1) / 2), y: a.y + d.y * ((t0 + t1) / 2) };
    if (strictlyInside(m, poly) && outlineDistance(m, poly) > EPS) return true;
  }
  return false;
}

/** The obstacles whose interior the segment a→b crosses, in the order given (for cover). */
export const crossedBy = (a: Point, b: Point, obstacles: readonly Obstacle[]): string[] => obstacles.filter((o) => crossesInterior(a, b, o.points)).map((o) => o.id);

/** Where the line through p along u meets a viewer, as an interval of distances along u; null if it misses. */
function chord(v: Viewer, p: Point, u: Point): [number, number] | null {
  if (v.kind === 'point') {
    const w = sub(v.at, p);
    return Math.abs(cross(u, w)) <= EPS ? [dot(w, u), dot(w, u)] : null;
  }
  if (v.kind === 'circle') {
    const w = sub(v.circle.centre, p);
    const along = dot(w, u);
    const off = cross(u, w);
    const r = v.circle.radius;
    const h2 = r * r - off * off;
    if (h2 < -EPS * Math.max(1, r)) return null;
    const h = Math.sqrt(Math.max(0, h2));
    return [along - h, along + h];
  }
  // A convex polygon: clip the line against each edge's half-plane (either winding).
  const poly = v.points;
  const sign = signedArea(poly) < 0 ? -1 : 1;
  let lo = -Infinity;
  let hi = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Point;
    const e = sub(corner(poly, i + 1), a);
    // Inside is to the left of each edge (for counter-clockwise corners): cross(e, x - a) >= 0.
    const num = sign * cross(e, sub(p, a));
    const den = sign * cross(e, u);
    if (Math.abs(den) < 1e-15) {
      if (num < -EPS) return null;
      continue;
    }
    const t = -num / den;
    if (den > 0) lo = Math.max(lo, t);
    else hi = Math.min(hi, t);
  }
  return lo <= hi + EPS ? [lo, Math.max(lo, hi)] : null;
}

function viewerBounds(v: Viewer): Bounds {
  if (v.kind === 'point') return { x0: v.at.x, y0: v.at.y, x1: v.at.x, y1: v.at.y };
  if (v.kind === 'polygon') return boundsOf(v.points);
  const { centre: c, radius: r } = v.circle;
  return { x0: c.x - r, y0: c.y - r, x1: c.x + r, y1: c.y + r };
}

const centreOf = (v: Viewer): Point => {
  if (v.kind === 'point') return v.at;
  if (v.kind === 'circle') return v.circle.centre;
  const b = boundsOf(v.points);
  return { x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 };
};

/**
 * The stretch of the line through p and q that lies between the two viewers, or a shared point
 * when the line meets both there (the bases overlap), or null when it misses either.
 */
function stretch(from: Viewer, to: Viewer, p: Point, q: Point): [Point, Point] | { shared: Point } | null {
  const d = sub(q, p);
  const len = Math.hypot(d.x, d.y);
  if (len === 0) return null;
  const u = { x: d.x / len, y: d.y / len };
  const a = chord(from, p, u);
  const b = chord(to, p, u);
  if (!a || !b) return null;
  if (a[1] >= b[0] && b[1] >= a[0]) {
    const t = Math.max(a[0], b[0]);
    return { shared: { x: p.x + u.x * t, y: p.y + u.y * t } };
  }
  // From the shooter's side to the target's, whichever way along the line the target lies.
  const [t0, t1] = a[1] < b[0] ? [a[1], b[0]] : [a[0], b[1]];
  return [
    { x: p.x + u.x * t0, y: p.y + u.y * t0 },
    { x: p.x + u.x * t1, y: p.y + u.y * t1 },
  ];
}

/**
 * The answer: clear, with one clear line (from the shooter's side to the target's; between the
 * centres when the two touch), or blocked.
 */
export type Sight = { readonly clear: true; readonly line: readonly [Point, Point] } | { readonly clear: false };

/** A point a limiting line may pass through; an obstacle's corner keeps its two neighbours. */
interface Pivot {
  readonly at: Point;
  readonly prev?: Point;
  readonly next?: Point;
}

/**
 * Does the line through p and q keep to one side of the obstacle at this corner (both neighbours
 * on the same side, or on the line)? Otherwise it passes into the obstacle right at the corner,
 * so it cannot be a clear line pressed against it.
 */
function skirts(k: Pivot, p: Point, q: Point): boolean {
  if (!k.prev || !k.next) return true;
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  const side = (n: Point) => orient(p, q, n) / (len * Math.hypot(n.x - k.at.x, n.y - k.at.y));
  const a = side(k.prev);
  const b = side(k.next);
  return !((a > EPS && b < -EPS) || (a < -EPS && b > EPS));
}

/** The lines on which a clear line can first appear (see the head of this file), centres first. */
function* limitingLines(from: Viewer, to: Viewer, pivots: readonly Pivot[]): Generator<[Point, Point]> {
  yield [centreOf(from), centreOf(to)];
  const circles = [from, to].flatMap((v) => (v.kind === 'circle' ? [v.circle] : []));
  if (circles.length === 2) for (const t of commonTangents(circles[0] as Circle, circles[1] as Circle)) yield t;
  for (const k of pivots) for (const c of circles) for (const t of tangentPoints(k.at, c, EPS)) if (skirts(k, k.at, t)) yield [k.at, t];
  for (let i = 0; i < pivots.length; i++) {
    const a = pivots[i] as Pivot;
    for (let j = i + 1; j < pivots.length; j++) {
      const b = pivots[j] as Pivot;
      if (skirts(a, a.at, b.at) && skirts(b, a.at, b.at)) yield [a.at, b.at];
    }
  }
}

/** Can `from` see `to` past the obstacles? Symmetric: swapping the two gives the same answer. */
export function lineOfSight(from: Viewer, to: Viewer, obstacles: readonly Obstacle[]): Sight {
  const box = boundsOf([...boxCorners(viewerBounds(from)), ...boxCorners(viewerBounds(to))]);
  // Only obstacles that reach into the box round both viewers can block a line between them,
  // and only their convex corners inside that box can limit one (a line through a reflex
  // corner passes into the obstacle there).
  if (shapeDistance(from, to) === 0) return { clear: true, line: [centreOf(from), centreOf(to)] };
  const near = obstacles.filter((o) => boundsMeet(box, boundsOf(o.points), EPS));
  const nearBoxes = near.map((o) => boundsOf(o.points));
  const pivots: Pivot[] = [];
  for (const v of [from, to]) {
    if (v.kind === 'polygon') pivots.push(...v.points.map((at) => ({ at })));
    if (v.kind === 'point') pivots.push({ at: v.at });
  }
  const within = (c: Point) => c.x >= box.x0 - EPS && c.x <= box.x1 + EPS && c.y >= box.y0 - EPS && c.y <= box.y1 + EPS;
  // Where an obstacle's outline crosses a viewer's edge, the stretch's end can be held too.
  for (const o of near) {
    for (let i = 0; i < o.points.length; i++) {
      const a = o.points[i] as Point;
      const b = corner(o.points, i + 1);
      for (const v of [from, to]) {
        if (v.kind === 'circle') for (const at of circleSegmentHits(v.circle, a, b)) pivots.push({ at });
        if (v.kind === 'polygon') {
          for (let j = 0; j < v.points.length; j++) {
            const hit = segmentIntersection(a, b, v.points[j] as Point, corner(v.points, j + 1));
            if (hit) pivots.push({ at: hit.at });
          }
        }
      }
    }
  }
  for (const o of near) {
    const winding = Math.sign(signedArea(o.points));
    o.points.forEach((at, i) => {
      if (within(at) && isConvexCorner(o.points, i, winding)) pivots.push({ at, prev: corner(o.points, i - 1), next: corner(o.points, i + 1) });
    });
  }
  for (const [p, q] of limitingLines(from, to, pivots)) {
    const s = stretch(from, to, p, q);
    if (s === null) continue;
    if ('shared' in s) return { clear: true, line: [s.shared, s.shared] };
    const reach = boundsOf(s);
    if (!near.some((o, i) => boundsMeet(reach, nearBoxes[i] as Bounds) && crossesInterior(s[0], s[1], o.points))) return { clear: true, line: s };
  }
  return { clear: false };
}

const boxCorners = (b: Bounds): Point[] => [
  { x: b.x0, y: b.y0 },
  { x: b.x1, y: b.y1 },
];
