// The table as the computer reads it while it weighs a move: the strings, the wrecks, the other
// hulls and the table's edge as plain segments, for the quick questions it asks of hundreds of
// candidate poses (is this path well clear of everything, how close is the nearest bank, how far
// could she steam straight on, can she see that ship, how far apart are two hulls). Answers that
// decide anything are checked with the rules' own swept move (planMove) before the move is made.
import { insideConvex, place, raySegment, segmentDistance, segmentsCross } from '../../../kits/geometry';
import { TABLE, hullShape, riverCurves, shipClass, type IroncladsState, type Point, type Pose, type Ship } from '../rules';

/** A segment with its bounding box, for a quick rejection before any arithmetic. */
interface Seg {
  a: Point;
  b: Point;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const seg = (a: Point, b: Point): Seg => ({ a, b, x0: Math.min(a.x, b.x), y0: Math.min(a.y, b.y), x1: Math.max(a.x, b.x), y1: Math.max(a.y, b.y) });

const edgesOf = (poly: readonly Point[]): Seg[] => poly.map((p, i) => seg(p, poly[(i + 1) % poly.length] as Point));

/** A hull laid on the table at a pose (as the sweep lays it). */
export const hullAt = (cls: string, pose: Pose): Point[] => place(hullShape(cls), pose);

/** The farthest any point of the hull lies from its pivot. */
export const reachOf = (cls: string): number => Math.max(...hullShape(cls).map((p) => Math.hypot(p.x, p.y)));

const apart = (p: Seg, q: Seg): number => segmentDistance(p.a, p.b, q.a, q.b);

const near = (s: Seg, x0: number, y0: number, x1: number, y1: number) => s.x1 >= x0 && s.x0 <= x1 && s.y1 >= y0 && s.y0 <= y1;

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
    for (const s of this.all) if (near(s, x0, y0, x1, y1) && apart(path, s) <= r) return false;
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
      for (const e of edges) best = Math.min(best, apart(e, s));
      if (best <= 0) return 0;
    }
    for (const p of this.hazardPoints) if (p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1 && insideConvex(p, poly)) return 0;
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
    const ahead = { x: ux, y: uy };
    for (const s of this.hazards) {
      if (!near(s, x0 - 1, y0 - 1, x1 + 1, y1 + 1)) continue;
      for (const p of lead) best = Math.min(best, raySegment(p, ahead, s.a, s.b));
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
        if (h.edges.some((e) => near(e, line.x0, line.y0, line.x1, line.y1) && segmentsCross(line.a, line.b, e.a, e.b)) || insideConvex(to, h.poly)) {
          blocked = true;
          break;
        }
      }
      if (blocked) continue;
      if (this.banks.some((s) => near(s, line.x0, line.y0, line.x1, line.y1) && segmentsCross(line.a, line.b, s.a, s.b))) continue;
      return true;
    }
    return false;
  }
}
