// A hull slid and turned across the table, with contact found by matter-js: the hull is a convex
// body set at each pose along its path, tested against every obstacle (strings laid as thin
// segments, other hulls, the table's edge) by matter's separating-axis collision test. The path
// is walked in steps no longer than half a millimetre at any point of the hull, and the first
// touch is then narrowed down by bisection, so a hull stops at the first contact, never through
// it. Pure and deterministic: no engine is stepped, nothing moves by itself.
import Matter from 'matter-js';
import { degToRad, place } from '../../kits/geometry';

export interface Point {
  x: number;
  y: number;
}

/** Where a hull lies: its centre, and its heading in degrees clockwise from +x (screen east). */
export interface Pose {
  x: number;
  y: number;
  heading: number;
}

export interface ObstacleSpec {
  id: string;
  /** What it is, for whoever reads the contact: "bank", "wreck", "ship", "edge". */
  kind: string;
  /** A convex polygon in table coordinates, or a segment (two points) laid as a thin strip. */
  points: readonly Point[];
}

export interface Contact {
  id: string;
  kind: string;
  /** Where the two touch, roughly (matter's support point). */
  point: Point;
}

/** One stage of a move: turn in place about the centre, or slide straight ahead. */
export type Stage = { kind: 'turn'; degrees: number } | { kind: 'slide'; distance: number };

export interface SweepResult {
  /** Where the hull ends: the end of the path, or the last pose before the first touch. */
  pose: Pose;
  contact: Contact | null;
  /** The stage (index) the contact happened in, or -1. */
  stage: number;
  /** How far the hull's centre slid, in mm. */
  slid: number;
}

const STRING_WIDTH = 0.8;
/** Penetration below this is resting contact, not a new touch (mm). */
const EPSILON = 0.05;
const MAX_STEP = 0.5;
/** How much deeper a turn may press into a hull it touched at the start (mm). */
const TURN_SLACK = 2;

/** A hull outline in table coordinates: `shape` is given with the bow towards +x about (0, 0). */
export const placeHull: (shape: readonly Point[], pose: Pose) => Point[] = place;

function bodyOf(points: readonly Point[], label: string): Matter.Body {
  if (points.length === 2) {
    const [a, b] = points as [Point, Point];
    const len = Math.max(Math.hypot(b.x - a.x, b.y - a.y), 0.01);
    return Matter.Bodies.rectangle((a.x + b.x) / 2, (a.y + b.y) / 2, len, STRING_WIDTH, { isStatic: true, angle: Math.atan2(b.y - a.y, b.x - a.x), label });
  }
  const vertices = points.map((p) => ({ x: p.x, y: p.y }));
  // Matter centres a body's vertices on their centre of mass: place it there, or it shifts.
  return Matter.Body.create({ isStatic: true, label, vertices, position: Matter.Vertices.centre(vertices) });
}

/** A hull's body, made once and then set at each pose (its centre of mass sits off the pivot). */
class HullBody {
  readonly body: Matter.Body;
  private readonly offset: Point;

  constructor(shape: readonly Point[]) {
    const vertices = shape.map((p) => ({ x: p.x, y: p.y }));
    this.offset = Matter.Vertices.centre(vertices);
    this.body = Matter.Body.create({ vertices, position: { ...this.offset } });
  }

  at(pose: Pose): Matter.Body {
    const a = degToRad(pose.heading);
    Matter.Body.setAngle(this.body, a);
    Matter.Body.setPosition(this.body, { x: pose.x + this.offset.x * Math.cos(a) - this.offset.y * Math.sin(a), y: pose.y + this.offset.x * Math.sin(a) + this.offset.y * Math.cos(a) });
    return this.body;
  }
}

interface Placed {
  spec: ObstacleSpec;
  body: Matter.Body;
}

/** Bodies for obstacles that outlive one world (the strings), by their points array. */
const bodies = new WeakMap<readonly Point[], Matter.Body>();

/** The obstacles of one moment on the table, to sweep hulls through. */
export class SweepWorld {
  private readonly placed: Placed[];
  private readonly hulls = new Map<readonly Point[], HullBody>();

  constructor(obstacles: readonly ObstacleSpec[]) {
    this.placed = obstacles.map((spec) => {
      let body = bodies.get(spec.points);
      if (!body) {
        body = bodyOf(spec.points, spec.id);
        bodies.set(spec.points, body);
      }
      return { spec, body };
    });
  }

  /** How deep a hull at this pose sits in each obstacle it touches (mm), by obstacle id. */
  touching(shape: readonly Point[], pose: Pose, ignore: ReadonlySet<string> = new Set()): Map<string, number> {
    const hull = this.hullBody(shape, pose);
    const out = new Map<string, number>();
    for (const p of this.placed) {
      if (ignore.has(p.spec.id) || !Matter.Bounds.overlaps(hull.bounds, p.body.bounds)) continue;
      const c = Matter.Collision.collides(hull, p.body);
      if (c) out.set(p.spec.id, c.depth);
    }
    return out;
  }

  /**
   * Moves a hull through `stages` from `from`. Obstacles the hull already touches at the start
   * (a ship alongside the one it rammed) count only if it presses further into them: in a slide
   * at all, in a turn by more than TURN_SLACK (so a ship can pivot free of one it touches).
   */
  sweep(shape: readonly Point[], from: Pose, stages: readonly Stage[], ignore: ReadonlySet<string> = new Set()): SweepResult {
    const touched = new Set(this.touching(shape, from, ignore).keys());
    const reach = Math.max(...shape.map((p) => Math.hypot(p.x, p.y)), 1);
    let pose = { ...from };
    let slid = 0;
    for (const [i, stage] of stages.entries()) {
      // What the hull presses into at this stage's start is its baseline for the stage; a turn
      // may press up to TURN_SLACK into what it touches, never further (so it cannot creep in).
      const depths = this.touching(shape, pose, ignore);
      const start = new Map(
        [...touched].map((id) => {
          const depth = depths.get(id) ?? 0;
          return [id, stage.kind === 'turn' && depth <= TURN_SLACK + EPSILON ? TURN_SLACK : depth];
        }),
      );
      const at = (t: number): Pose =>
        stage.kind === 'turn'
          ? { ...pose, heading: pose.heading + stage.degrees * t }
          : { x: pose.x + Math.cos(degToRad(pose.heading)) * stage.distance * t, y: pose.y + Math.sin(degToRad(pose.heading)) * stage.distance * t, heading: pose.heading };
      // Only obstacles within reach of this stage's path can be touched.
      const end = at(1);
      const near = sweptBounds(pose, end, reach);
      const candidates = this.placed.filter((p) => !ignore.has(p.spec.id) && Matter.Bounds.overlaps(near, p.body.bounds));
      // Steps short enough that no point of the hull moves more than MAX_STEP.
      const travel = stage.kind === 'turn' ? Math.abs(degToRad(stage.degrees)) * reach : Math.abs(stage.distance);
      const steps = Math.max(1, Math.ceil(travel / MAX_STEP));
      let free = 0;
      for (let k = 1; k <= steps; k++) {
        const t = k / steps;
        const hit = this.firstHit(shape, at(t), start, candidates);
        if (!hit) {
          free = t;
          continue;
        }
        // Bisect between the last free pose and this one for the first touch.
        let lo = free;
        let hi = t;
        let contact = hit;
        for (let n = 0; n < 14; n++) {
          const mid = (lo + hi) / 2;
          const h = this.firstHit(shape, at(mid), start, candidates);
          if (h) {
            hi = mid;
            contact = h;
          } else lo = mid;
        }
        if (stage.kind === 'slide') slid += stage.distance * lo;
        return { pose: normalise(at(lo)), contact, stage: i, slid };
      }
      pose = at(1);
      if (stage.kind === 'slide') slid += stage.distance;
    }
    return { pose: normalise(pose), contact: null, stage: -1, slid };
  }

  private hullBody(shape: readonly Point[], pose: Pose): Matter.Body {
    let h = this.hulls.get(shape);
    if (!h) {
      h = new HullBody(shape);
      this.hulls.set(shape, h);
    }
    return h.at(pose);
  }

  private firstHit(shape: readonly Point[], pose: Pose, start: ReadonlyMap<string, number>, candidates: readonly Placed[]): Contact | null {
    const hull = this.hullBody(shape, pose);
    let best: { depth: number; contact: Contact } | null = null;
    for (const p of candidates) {
      if (!Matter.Bounds.overlaps(hull.bounds, p.body.bounds)) continue;
      const c = Matter.Collision.collides(hull, p.body);
      if (!c) continue;
      const depth = c.depth - (start.get(p.spec.id) ?? 0);
      if (depth <= EPSILON) continue;
      const support = c.supports[0] ?? pose;
      if (!best || depth > best.depth) best = { depth, contact: { id: p.spec.id, kind: p.spec.kind, point: { x: support.x, y: support.y } } };
    }
    return best?.contact ?? null;
  }
}

/** A box round every place a hull within `reach` of its centre can be between two poses. */
function sweptBounds(a: Pose, b: Pose, reach: number): Matter.Bounds {
  const pad = reach + 1;
  return { min: { x: Math.min(a.x, b.x) - pad, y: Math.min(a.y, b.y) - pad }, max: { x: Math.max(a.x, b.x) + pad, y: Math.max(a.y, b.y) + pad } };
}

function normalise(p: Pose): Pose {
  let h = p.heading % 360;
  if (h < 0) h += 360;
  return { x: p.x, y: p.y, heading: h };
}
