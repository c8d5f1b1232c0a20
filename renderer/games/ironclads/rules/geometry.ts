// The table's geometry for the rules: hulls where ships lie, what a moving ship can touch,
// the distance between two models, which arc a target lies in, and lines of sight.
import { convexGap, insideConvex, segmentsCross } from '../../../kits/geometry';
import { SweepWorld, placeHull, type ObstacleSpec } from '../../../table/sim/sweep';
import { bankCurve, curveY, TABLE } from './river';
import { hullShape, shipClass } from './ships';
import type { IroncladsState, Point, Pose, River, Ship } from './types';

export const poseOf = (s: Ship): Pose => ({ x: s.x, y: s.y, heading: s.heading });
export const hullOf = (s: Ship): Point[] => placeHull(hullShape(s.cls), poseOf(s));

const bankCurves = new WeakMap<River, [Point[], Point[]]>();

/** The two strings as drawn and touched (cached per river). */
export function riverCurves(river: River): [Point[], Point[]] {
  let c = bankCurves.get(river);
  if (!c) {
    c = [bankCurve(river.banks[0]), bankCurve(river.banks[1])];
    bankCurves.set(river, c);
  }
  return c;
}

/**
 * Whether a point lies on the land beyond either string, not on the water between them. The
 * strings are what a hull touches, so a model laid wholly on the grass touches nothing.
 */
export function ashore(river: River, p: Point): boolean {
  const [north, south] = riverCurves(river);
  return p.y < curveY(north, p.x) || p.y > curveY(south, p.x);
}

const bankSpecs = new WeakMap<River, ObstacleSpec[]>();

/** The strings as short segments (made once per river, so their bodies are made once too). */
function banksOf(river: River): ObstacleSpec[] {
  let specs = bankSpecs.get(river);
  if (!specs) {
    specs = [];
    for (const [b, curve] of riverCurves(river).entries()) {
      for (let i = 1; i < curve.length; i++) specs.push({ id: `bank${b}-${i}`, kind: 'bank', points: [curve[i - 1] as Point, curve[i] as Point] });
    }
    bankSpecs.set(river, specs);
  }
  return specs;
}

/** Everything a ship can touch except itself: both strings, every other hull, the table's edge. */
export function obstaclesFor(state: IroncladsState, mover: string): ObstacleSpec[] {
  const out: ObstacleSpec[] = [...banksOf(state.river)];
  for (const s of state.ships) {
    if (s.id === mover) continue;
    out.push({ id: s.id, kind: s.sunk ? 'wreck' : 'ship', points: hullOf(s) });
  }
  out.push(...EDGES);
  return out;
}

const box = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
const BIG = 200;
/** The table's edge, as four wide blocks round it. */
const EDGES: readonly ObstacleSpec[] = [
  { id: 'edge-n', kind: 'edge', points: box(-BIG, -BIG, TABLE.width + BIG, 0) },
  { id: 'edge-s', kind: 'edge', points: box(-BIG, TABLE.height, TABLE.width + BIG, TABLE.height + BIG) },
  { id: 'edge-w', kind: 'edge', points: box(-BIG, 0, 0, TABLE.height) },
  { id: 'edge-e', kind: 'edge', points: box(TABLE.width, 0, TABLE.width + BIG, TABLE.height) },
];

export const sweepWorldFor = (state: IroncladsState, mover: string) => new SweepWorld(obstaclesFor(state, mover));

// ---- distances and arcs ---------------------------------------------------------------------------

/** Whether a point lies in a hull (a convex outline), edges included. */
export const inside = insideConvex;

/** The shortest distance between two hulls (0 when they touch or overlap), and its two ends. */
export const hullGap = convexGap;

export type Arc = 'ahead' | 'abeam' | 'astern';

/**
 * Where a target lies from a shooter: ahead when all of it is forward of a line across the
 * shooter's bow, astern when all of it is behind a line across the stern, otherwise abeam.
 */
export function arcOf(shooter: Ship, target: Ship): Arc {
  const half = shipClass(shooter.cls).length / 2;
  const a = (shooter.heading * Math.PI) / 180;
  const along = hullOf(target).map((p) => (p.x - shooter.x) * Math.cos(a) + (p.y - shooter.y) * Math.sin(a));
  if (Math.min(...along) >= half) return 'ahead';
  if (Math.max(...along) <= -half) return 'astern';
  return 'abeam';
}

/**
 * A clear line from the shooter to the target: from the shooter's centre to the target's
 * centre, bow or stern, crossing no other hull (afloat or sunk) and neither bank. The first
 * clear one, or null when every line is blocked.
 */
export function lineOfSight(state: IroncladsState, shooter: Ship, target: Ship): [Point, Point] | null {
  const shape = hullShape(target.cls);
  const bow = shape[0] as Point;
  const stern = { x: -shipClass(target.cls).length / 2, y: 0 };
  const ends = [{ x: target.x, y: target.y }, ...placeHull([bow, stern], poseOf(target))];
  const from = { x: shooter.x, y: shooter.y };
  const others = state.ships.filter((s) => s.id !== shooter.id && s.id !== target.id).map(hullOf);
  const curves = riverCurves(state.river);
  for (const to of ends) {
    const blockedByHull = others.some((h) => h.some((_, i) => segmentsCross(from, to, h[i] as Point, h[(i + 1) % h.length] as Point)) || inside(to, h));
    if (blockedByHull) continue;
    const blockedByBank = curves.some((c) => c.some((p, i) => i > 0 && segmentsCross(from, to, c[i - 1] as Point, p)));
    if (blockedByBank) continue;
    return [from, to];
  }
  return null;
}
