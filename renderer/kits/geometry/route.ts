// The shortest way for a round base round obstacles: "move up to 6 inches" with an exact answer.
//
// The base's centre must keep at least its radius r from every obstacle, so it moves in the
// free space outside each obstacle grown by a disk of radius r. The shortest path there is
// straight runs that touch the circles of radius r round obstacles' convex corners, joined by
// arcs along those circles (the grown obstacle's outline is exactly such runs and arcs). So the
// search runs on those tangents: from the start to each circle, between every two circles, and
// from each circle to the goal, with A* (the straight distance to the goal never overestimates),
// and checks each run and arc for clearance only when the search reaches it.
import { arcLength, arcPoint, arcSegmentDistance, turnBetween, type Arc } from './arc';
import { commonTangents, tangentPoints, type Circle } from './circle';
import { outlineDistance, pointPolygonDistance, segmentPolygonDistance } from './distance';
import { MinHeap } from './heap';
import { boundsMeet, boundsOf, corner, isConvexCorner, signedArea, strictlyInside, type Bounds } from './polygon';
import type { Obstacle } from './sight';
import { cross, distance, lerp, type Point } from './vec';

/** Rounding allowance (table units): a base this close to touching an obstacle counts as touching it. */
export const CLEARANCE_SLACK = 1e-9;

/** A straight run from one point to another, or an arc round an obstacle's corner; each with its length. */
export type PathPiece = { readonly kind: 'run'; readonly from: Point; readonly to: Point; readonly length: number } | ({ readonly kind: 'arc'; readonly length: number } & Arc);

/**
 * The answer: the path as runs and arcs with its exact length; or why there is none: the start or
 * goal overlaps obstacles (listed), or no way round them exists.
 */
export type PathResult =
  | { readonly found: true; readonly pieces: readonly PathPiece[]; readonly length: number }
  | { readonly found: false; readonly reason: 'start-blocked' | 'goal-blocked'; readonly obstacles: readonly string[] }
  | { readonly found: false; readonly reason: 'no-way' };

/** A place the search has reached: at the start, or arrived on a corner's circle turning one way. */
interface Node {
  readonly key: string;
  /** The corner's index, or -1 for the start and -2 for the goal. */
  readonly at: number;
  readonly point: Point;
  /** +1 when the base goes round the corner anticlockwise (with y up), -1 clockwise, 0 either. */
  readonly dir: number;
  readonly g: number;
  readonly parent: Node | null;
  /** The arc round the parent's corner and the run that brought the base here. */
  readonly pieces: readonly PathPiece[];
}

const run = (from: Point, to: Point): PathPiece => ({ kind: 'run', from, to, length: distance(from, to) });

/** Which way a base running from p to q goes round a circle it touches at p or q (0: it only touches). */
const sideOf = (p: Point, q: Point, centre: Point, at: Point): number => Math.sign(cross({ x: q.x - p.x, y: q.y - p.y }, { x: centre.x - at.x, y: centre.y - at.y }));

/** Obstacles that overlap a base of radius r centred at p. */
const overlapping = (p: Point, r: number, obstacles: readonly Obstacle[]): string[] => obstacles.filter((o) => pointPolygonDistance(p, o.points) < r - CLEARANCE_SLACK).map((o) => o.id);

/**
 * The shortest path for a round base of radius r (> 0) whose centre goes from `start` to `goal`,
 * keeping at least r from every obstacle (touching is allowed). Obstacles are simple polygons,
 * convex or not, and may overlap. A base that starts touching an obstacle may leave it.
 */
export function shortestPath(start: Point, goal: Point, r: number, obstacles: readonly Obstacle[]): PathResult {
  if (!(r > 0)) throw new RangeError(`shortestPath: the base's radius must be above 0, not ${r}`);
  const startHit = overlapping(start, r, obstacles);
  if (startHit.length) return { found: false, reason: 'start-blocked', obstacles: startHit };
  const goalHit = overlapping(goal, r, obstacles);
  if (goalHit.length) return { found: false, reason: 'goal-blocked', obstacles: goalHit };
  return new PathSearch(start, goal, r, obstacles).run();
}

/** A corner's circle, with the outward normals of the edges before and after the corner. */
interface CornerCircle extends Circle {
  readonly before: Point;
  readonly after: Point;
  readonly winding: number;
}

function cornerCircle(poly: readonly Point[], i: number, r: number, winding: number): CornerCircle {
  const v = poly[i] as Point;
  const prev = corner(poly, i - 1);
  const next = corner(poly, i + 1);
  // Outward normals: to the right of each edge when the corners run anticlockwise, else the left.
  const normal = (a: Point, b: Point): Point => ({ x: (b.y - a.y) * winding, y: -(b.x - a.x) * winding });
  return { centre: v, radius: r, before: normal(prev, v), after: normal(v, next), winding };
}

/**
 * Is the point of a corner's circle on the side facing away from the obstacle (between the two
 * edges' outward normals)? Only there can a clear straight run touch the circle: elsewhere the
 * circle lies within r of one of the corner's edges, so a run touching it there is not clear.
 */
function facesOut(c: CornerCircle, p: Point): boolean {
  const d = { x: p.x - c.centre.x, y: p.y - c.centre.y };
  const slack = -CLEARANCE_SLACK * c.radius;
  return cross(c.before, d) * c.winding >= slack * Math.hypot(c.before.x, c.before.y) && cross(d, c.after) * c.winding >= slack * Math.hypot(c.after.x, c.after.y);
}

class PathSearch {
  /** The circle a base's centre keeps round each convex corner that a clear base can touch. */
  private readonly corners: CornerCircle[] = [];
  private readonly boxes: Bounds[];
  private readonly runCache = new Map<string, boolean>();

  constructor(
    private readonly start: Point,
    private readonly goal: Point,
    private readonly r: number,
    private readonly obstacles: readonly Obstacle[],
  ) {
    this.boxes = obstacles.map((o) => boundsOf(o.points));
    for (const o of obstacles) {
      const winding = Math.sign(signedArea(o.points));
      for (let i = 0; i < o.points.length; i++) {
        const c = o.points[i] as Point;
        // A path bends only round convex corners; a corner buried inside another obstacle
        // cannot be touched by a base that keeps clear of that obstacle.
        if (!isConvexCorner(o.points, i, winding)) continue;
        if (obstacles.some((other) => other !== o && strictlyInside(c, other.points) && outlineDistance(c, other.points) > CLEARANCE_SLACK)) continue;
        this.corners.push(cornerCircle(o.points, i, r, winding));
      }
    }
  }

  run(): PathResult {
    const open = new MinHeap<Node>();
    const closed = new Set<string>();
    const startNode: Node = { key: 'start', at: -1, point: this.start, dir: 0, g: 0, parent: null, pieces: [] };
    open.push(distance(this.start, this.goal), startNode);
    for (let node = open.pop(); node; node = open.pop()) {
      if (closed.has(node.key)) continue;
      if (!this.valid(node)) continue;
      closed.add(node.key);
      if (node.at === -2) return this.result(node);
      for (const next of this.successors(node)) if (!closed.has(next.key)) open.push(next.g + distance(next.point, this.goal), next);
    }
    return { found: false, reason: 'no-way' };
  }

  private result(goal: Node): PathResult {
    const pieces: PathPiece[] = [];
    for (let n: Node | null = goal; n; n = n.parent) pieces.unshift(...n.pieces);
    const kept = pieces.filter((p) => p.length > 0);
    return { found: true, pieces: kept, length: goal.g };
  }

  /** Every place reachable from a node by an arc round its corner (if any) and one straight run. */
  private *successors(n: Node): Generator<Node> {
    const from = n.at >= 0 ? (this.corners[n.at] as CornerCircle) : null;
    const leave = (depart: Point, dir: number): PathPiece[] | null => {
      if (!from) return [];
      if (dir !== 0 && n.dir !== 0 && dir !== n.dir) return null;
      const way = n.dir || dir || 1;
      const a0 = Math.atan2(n.point.y - from.centre.y, n.point.x - from.centre.x);
      const a1 = Math.atan2(depart.y - from.centre.y, depart.x - from.centre.x);
      let turn = turnBetween(a0, a1, way);
      if (turn > 2 * Math.PI - 1e-12) turn = 0;
      const arc: Arc = { centre: from.centre, radius: from.radius, start: a0, sweep: turn * way };
      return [{ kind: 'arc', ...arc, length: arcLength(arc) }];
    };
    const step = (key: string, at: number, depart: Point, arrive: Point, leaveDir: number, arriveDir: number): Node | null => {
      const bend = leave(depart, leaveDir);
      if (!bend) return null;
      const pieces = [...bend, run(depart, arrive)];
      const g = n.g + pieces.reduce((s, p) => s + p.length, 0);
      return { key, at, point: arrive, dir: arriveDir, g, parent: n, pieces };
    };
    const origin = from ? null : n.point;
    // To the goal.
    if (origin) {
      const s = step('goal', -2, origin, this.goal, 0, 0);
      if (s) yield s;
    } else if (from) {
      for (const t of tangentPoints(this.goal, from, CLEARANCE_SLACK)) {
        if (!facesOut(from, t)) continue;
        const s = step('goal', -2, t, this.goal, sideOf(t, this.goal, from.centre, t), 0);
        if (s) yield s;
      }
    }
    // To every other corner's circle.
    for (let j = 0; j < this.corners.length; j++) {
      if (j === n.at) continue;
      const to = this.corners[j] as CornerCircle;
      if (origin) {
        for (const t of tangentPoints(origin, to, CLEARANCE_SLACK)) {
          if (!facesOut(to, t)) continue;
          const side = sideOf(origin, t, to.centre, t);
          for (const dir of side === 0 ? [1, -1] : [side]) {
            const s = step(`${n.key}>${j}:${dir}:${t.x},${t.y}`, j, origin, t, 0, dir);
            if (s) yield s;
          }
        }
      } else if (from) {
        const tangents = commonTangents(from, to);
        for (let k = 0; k < tangents.length; k++) {
          const [p, q] = tangents[k] as [Point, Point];
          if (!facesOut(from, p) || !facesOut(to, q)) continue;
          const s = step(`${n.at}>${j}:${k}`, j, p, q, sideOf(p, q, from.centre, p), sideOf(p, q, to.centre, q));
          if (s) yield s;
        }
      }
    }
  }

  /** Does the arc and run that reach this node keep clear of every obstacle? */
  private valid(n: Node): boolean {
    for (const p of n.pieces) {
      if (p.kind === 'run' ? !this.runClear(p.from, p.to) : !this.arcClear(p)) return false;
    }
    return true;
  }

  private runClear(a: Point, b: Point): boolean {
    const key = `${a.x},${a.y},${b.x},${b.y}`;
    const known = this.runCache.get(key);
    if (known !== undefined) return known;
    const box = boundsOf([a, b]);
    const clear = this.obstacles.every((o, i) => !boundsMeet(box, this.boxes[i] as Bounds, this.r) || segmentPolygonDistance(a, b, o.points) >= this.r - CLEARANCE_SLACK);
    this.runCache.set(key, clear);
    return clear;
  }

  private arcClear(a: Arc): boolean {
    const { x, y } = a.centre;
    const box = { x0: x - a.radius, y0: y - a.radius, x1: x + a.radius, y1: y + a.radius };
    return this.obstacles.every((o, i) => {
      if (!boundsMeet(box, this.boxes[i] as Bounds, this.r)) return true;
      const poly = o.points;
      for (let e = 0; e < poly.length; e++) if (arcSegmentDistance(a, poly[e] as Point, corner(poly, e + 1)) < this.r - CLEARANCE_SLACK) return false;
      return true;
    });
  }
}

/** The point reached after going `d` along a path (its end if d is longer): where a 6" move stops. */
export function pointAlong(pieces: readonly PathPiece[], d: number): Point {
  let left = Math.max(0, d);
  for (const p of pieces) {
    if (left < p.length) return p.kind === 'run' ? lerp(p.from, p.to, left / p.length) : arcPoint(p, left / p.length);
    left -= p.length;
  }
  const last = pieces[pieces.length - 1];
  if (!last) throw new RangeError('pointAlong: an empty path has no points');
  return last.kind === 'run' ? last.to : arcPoint(last, 1);
}
