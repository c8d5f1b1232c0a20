// The table as the computer reads it while it weighs a move: the strings, the wrecks, the other
// hulls and the table's edge as plain segments, for the quick questions it asks of hundreds of
// candidate poses (is this path well clear of everything, how close is the nearest bank, how far
// could she steam straight on, can she see that ship, how far apart are two hulls). Answers that
// decide anything are checked with the rules' own swept move (planMove) before the move is made.
import { TABLE, hullShape, riverCurves, shipClass, type IroncladsState, type Point, type Pose, type Ship } from '../rules';

/** A segment with its bounding box, for a quick rejection before any arithmetic. */
interface Seg {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const seg = (a: Point, b: Point): Seg => ({ ax: a.x, ay: a.y, bx: b.x, by: b.y, x0: Math.min(a.x, b.x), y0: Math.min(a.y, b.y), x1: Math.max(a.x, b.x), y1: Math.max(a.y, b.y) });

const edgesOf = (poly: readonly Point[]): Seg[] => poly.map((p, i) => seg(p, poly[(i + 1) % poly.length] as Point));

/** A hull laid on the table at a pose (the same arithmetic as the sweep's placeHull). */
export function hullAt(cls: string, pose: Pose): Point[] {
  const a = (pose.heading * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return hullShape(cls).map((p) => ({ x: pose.x + p.x * c - p.y * s, y: pose.y + p.x * s + p.y * c }));
}

/** The farthest any point of the hull lies from its pivot. */
export const reachOf = (cls: string): number => Math.max(...hullShape(cls).map((p) => Math.hypot(p.x, p.y)));

function pointSegment(px: number, py: number, s: Seg): number {
  const dx = s.bx - s.ax;
  const dy = s.by - s.ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - s.ax) * dx + (py - s.ay) * dy) / len2));
  return Math.hypot(px - (s.ax + dx * t), py - (s.ay + dy * t));
}

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

/** Do two segments cross (strictly, as the rules' line of sight counts it)? */
function cross(p: Seg, q: Seg): boolean {
  const d1 = orient(q.ax, q.ay, q.bx, q.by, p.ax, p.ay);
  const d2 = orient(q.ax, q.ay, q.bx, q.by, p.bx, p.by);
  const d3 = orient(p.ax, p.ay, p.bx, p.by, q.ax, q.ay);
  const d4 = orient(p.ax, p.ay, p.bx, p.by, q.bx, q.by);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

function segmentDistance(p: Seg, q: Seg): number {
  if (cross(p, q)) return 0;
  return Math.min(pointSegment(p.ax, p.ay, q), pointSegment(p.bx, p.by, q), pointSegment(q.ax, q.ay, p), pointSegment(q.bx, q.by, p));
}

const near = (s: Seg, x0: number, y0: number, x1: number, y1: number) => s.x1 >= x0 && s.x0 <= x1 && s.y1 >= y0 && s.y0 <= y1;

/** Is a point inside a convex polygon (either winding)? */
export function insideConvex(px: number, py: number, poly: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Point;
    const b = poly[(i + 1) % poly.length] as Point;
    const c = (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x);
    if (c === 0) continue;
    const s = c > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** The shortest distance between two convex hulls, 0 when they touch or overlap (as hullGap). */
export function gapBetween(a: readonly Point[], b: readonly Point[]): number {
  if (a.some((p) => insideConvex(p.x, p.y, b)) || b.some((p) => insideConvex(p.x, p.y, a))) return 0;
  const ea = edgesOf(a);
  const eb = edgesOf(b);
  let best = Infinity;
  for (const p of ea) for (const q of eb) best = Math.min(best, segmentDistance(p, q));
  return best;
}

/** Where the ray from (px, py) along (ux, uy) meets a segment, as a distance along the ray, or Infinity. */
function rayHit(px: number, py: number, ux: number, uy: number, s: Seg): number {
  const ex = s.bx - s.ax;
  const ey = s.by - s.ay;
  const den = ux * ey - uy * ex;
  if (Math.abs(den) < 1e-12) return Infinity;
  const wx = s.ax - px;
  const wy = s.ay - py;
  const t = (wx * ey - wy * ex) / den;
  const u = (wx * uy - wy * ux) / den;
  return t >= 0 && u >= 0 && u <= 1 ? t : Infinity;
}

/** The strings' half width and the sweep's tolerance, kept clear of when judging by geometry. */
const STRING_HALF = 0.4;

export class Surroundings {
  /** What strands a ship: both strings and every wreck. */
  readonly hazards: Seg[];
  /** Everything a moving ship can touch: the hazards, the other hulls afloat, the table's edge. */
  private readonly all: Seg[];
  /** Ends of hazard segments, for the exact first touch of a hull steaming straight on. */
  private readonly hazardPoints: Point[];
  /** Hulls that block a line of sight, by ship id: every ship but the one moving. */
  private readonly hulls: Map<string, { poly: Point[]; edges: Seg[] }>;
  private readonly banks: Seg[];

  constructor(state: IroncladsState, moverId: string) {
    this.banks = [];
    this.hazardPoints = [];
    for (const curve of riverCurves(state.river)) {
      for (let i = 1; i < curve.length; i++) this.banks.push(seg(curve[i - 1] as Point, curve[i] as Point));
      this.hazardPoints.push(...curve);
    }
    this.hazards = [...this.banks];
    this.all = [...this.banks];
    this.hulls = new Map();
    for (const s of state.ships) {
      if (s.id === moverId) continue;
      const poly = hullAt(s.cls, s);
      const edges = edgesOf(poly);
      this.hulls.set(s.id, { poly, edges });
      this.all.push(...edges);
      if (s.sunk) {
        this.hazards.push(...edges);
        this.hazardPoints.push(...poly);
      }
    }
    const { width: w, height: h } = TABLE;
    this.all.push(seg({ x: 0, y: 0 }, { x: w, y: 0 }), seg({ x: w, y: 0 }, { x: w, y: h }), seg({ x: w, y: h }, { x: 0, y: h }), seg({ x: 0, y: h }, { x: 0, y: 0 }));
  }

  /**
   * Is everything at least `radius` (plus a margin) from the straight path between two points?
   * A hull that only turns about its centre and slides along that path stays inside it, so a
   * clear path means the swept move cannot touch anything.
   */
  pathClear(a: Point, b: Point, radius: number): boolean {
    const r = radius + STRING_HALF + 0.6;
    const path = seg(a, b);
    const x0 = path.x0 - r;
    const y0 = path.y0 - r;
    const x1 = path.x1 + r;
    const y1 = path.y1 + r;
    for (const s of this.all) if (near(s, x0, y0, x1, y1) && segmentDistance(path, s) <= r) return false;
    return true;
  }

  /** How far a hull lies from the nearest string or wreck (mm), up to `cap`. */
  clearance(poly: readonly Point[], cap: number): number {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const p of poly) {
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
    let best = cap;
    const edges = edgesOf(poly);
    for (const s of this.hazards) {
      if (!near(s, x0 - cap, y0 - cap, x1 + cap, y1 + cap)) continue;
      for (const e of edges) best = Math.min(best, segmentDistance(e, s));
      if (best <= 0) return 0;
    }
    for (const p of this.hazardPoints) if (p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1 && insideConvex(p.x, p.y, poly)) return 0;
    return Math.max(0, best - STRING_HALF);
  }

  /**
   * How far a ship of class `cls`, lying at `pose`, could slide straight ahead before she touches
   * a string or a wreck (mm, at most `max`). Exact for a straight slide of a convex hull: the
   * first touch is a hull corner meeting a segment, or a segment's end meeting the hull's bow.
   */
  freeRun(cls: string, pose: Pose, max: number): number {
    const a = (pose.heading * Math.PI) / 180;
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    const shape = hullShape(cls);
    const poly = hullAt(cls, pose);
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const p of poly) {
      x0 = Math.min(x0, p.x, p.x + ux * max);
      y0 = Math.min(y0, p.y, p.y + uy * max);
      x1 = Math.max(x1, p.x, p.x + ux * max);
      y1 = Math.max(y1, p.y, p.y + uy * max);
    }
    const margin = STRING_HALF + 0.2;
    let best = max + margin;
    // The bow and both shoulders lead; the sides run parallel to the slide.
    const lead = [poly[0], poly[1], poly[4]] as Point[];
    for (const s of this.hazards) {
      if (!near(s, x0 - 1, y0 - 1, x1 + 1, y1 + 1)) continue;
      for (const p of lead) best = Math.min(best, rayHit(p.x, p.y, ux, uy, s));
    }
    // Segment ends ahead of the bow, within the beam: the bow's slanting sides meet them.
    const half = (shape[0] as Point).x;
    const shoulder = shape[1] as Point;
    const beam = shoulder.y;
    const stern = -shipClass(cls).length / 2;
    for (const q of this.hazardPoints) {
      if (q.x < x0 - 1 || q.x > x1 + 1 || q.y < y0 - 1 || q.y > y1 + 1) continue;
      const fx = (q.x - pose.x) * ux + (q.y - pose.y) * uy;
      const ly = Math.abs(-(q.x - pose.x) * uy + (q.y - pose.y) * ux);
      if (ly > beam || fx < stern) continue;
      const front = half - ((half - shoulder.x) * ly) / beam;
      best = Math.min(best, Math.max(0, fx - front));
    }
    return Math.max(0, Math.min(max, best - margin));
  }

  /**
   * A clear line from a shooter's centre to a target's centre, bow or stern, as the rules draw
   * it (geometry.ts lineOfSight): crossing no other hull and neither string. `shooter` and
   * `target` are excluded from the blocking hulls by id.
   */
  sees(shooter: Ship, target: Ship, targetHull: readonly Point[]): boolean {
    const half = shipClass(target.cls).length / 2;
    const a = (target.heading * Math.PI) / 180;
    const bow = targetHull[0] as Point;
    const ends: Point[] = [{ x: target.x, y: target.y }, bow, { x: target.x - Math.cos(a) * half, y: target.y - Math.sin(a) * half }];
    for (const to of ends) {
      const line = seg({ x: shooter.x, y: shooter.y }, to);
      let blocked = false;
      for (const [id, h] of this.hulls) {
        if (id === shooter.id || id === target.id) continue;
        if (h.edges.some((e) => near(e, line.x0, line.y0, line.x1, line.y1) && cross(line, e)) || insideConvex(to.x, to.y, h.poly)) {
          blocked = true;
          break;
        }
      }
      if (blocked) continue;
      if (this.banks.some((s) => near(s, line.x0, line.y0, line.x1, line.y1) && cross(line, s))) continue;
      return true;
    }
    return false;
  }
}
