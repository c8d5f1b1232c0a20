// The table's geometry as the rules read it: who sees whom, who is in cover, how far a figure
// may walk round rocks and other figures, where a frightened figure runs to. Pure, over the
// geometry kit; what depends only on the terrain is worked out once per terrain array (a
// WeakMap keyed by it), so each action pays only for the figures.
import {
  boundsMeet,
  boundsOf,
  crossesInterior,
  insidePolygon,
  lineOfSight,
  pointAlong,
  pointPolygonDistance,
  segmentPolygonDistance,
  shortestPath,
  strictlyInside,
  type Bounds,
  type Obstacle,
  type PathPiece,
} from '../../../kits/geometry';
import { arcPoint } from '../../../kits/geometry/arc';
import { BASE_RADIUS, MOVE, SHOT_RANGE, TABLE } from './scenarios';
import type { Figure, JumonvilleState, Point, TerrainPiece } from './types';

/** More than this much wood along the line between two figures' centres blocks sight. */
export const WOODS_SIGHT = 2;
/** Rocks or woods this close to the target's base, on the shooter's line, give it cover. */
export const COVER_REACH = 1;
/** Bases whose edges are this close (or touch) are in base contact. */
export const CONTACT_SLACK = 0.1;
/** The step a runner's sight is checked at. */
export const RUN_STEP = 0.25;
const EPS = 1e-9;

type Shaped = Obstacle & { box: Bounds };

interface TerrainCache {
  rocks: Shaped[];
  woods: Shaped[];
  covers: Shaped[];
  ravines: Shaped[];
  walls: Shaped[];
}

const caches = new WeakMap<readonly TerrainPiece[], TerrainCache>();

const shaped = (id: string, points: readonly Point[]): Shaped => ({ id, points, box: boundsOf(points) });

/** The table's four edges as obstacles just outside it, so paths keep their bases on the table. */
const WALLS: Shaped[] = [
  shaped('edge-w', [{ x: -5, y: -5 }, { x: 0, y: -5 }, { x: 0, y: TABLE.height + 5 }, { x: -5, y: TABLE.height + 5 }]),
  shaped('edge-e', [{ x: TABLE.width, y: -5 }, { x: TABLE.width + 5, y: -5 }, { x: TABLE.width + 5, y: TABLE.height + 5 }, { x: TABLE.width, y: TABLE.height + 5 }]),
  shaped('edge-n', [{ x: -5, y: -5 }, { x: TABLE.width + 5, y: -5 }, { x: TABLE.width + 5, y: 0 }, { x: -5, y: 0 }]),
  shaped('edge-s', [{ x: -5, y: TABLE.height }, { x: TABLE.width + 5, y: TABLE.height }, { x: TABLE.width + 5, y: TABLE.height + 5 }, { x: -5, y: TABLE.height + 5 }]),
];

/** What the terrain alone decides, worked out once per terrain array. */
export function terrainCache(terrain: readonly TerrainPiece[]): TerrainCache {
  let c = caches.get(terrain);
  if (!c) {
    const of = (kind: TerrainPiece['kind']) => terrain.filter((t) => t.kind === kind).map((t) => shaped(t.id, t.points));
    const rocks = of('rocks');
    const woods = of('woods');
    c = { rocks, woods, covers: [...rocks, ...woods], ravines: of('ravine'), walls: WALLS };
    caches.set(terrain, c);
  }
  return c;
}

const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
/**
 * A distance in a player's words: to a tenth, rounded up, so one a hair past a limit is said as past
 * it ("12.1 in away: shots reach 12 in", not "12.0 in"), and one said within a limit is within it.
 * Within a hundred-thousandth of an inch of a tenth it is that tenth: a path the rules let pass
 * at 6 in (they allow a millionth over) is never said as "6.1 in".
 */
export const inches = (d: number): string => `${(Math.ceil(d * 10 - 1e-4) / 10).toFixed(1)} in`;

/** Figures still on the table. */
export const onTable = (s: Pick<JumonvilleState, 'figures'>): Figure[] => s.figures.filter((f) => !f.removed);

/** The gap between two bases' nearest edges (negative when they overlap). */
export const gap = (a: Figure, b: Figure): number => dist(a.at, b.at) - 2 * BASE_RADIUS;

/** Are the two bases in base contact (touching, within a small allowance)? */
export const inContact = (a: Figure, b: Figure): boolean => a.id !== b.id && gap(a, b) <= CONTACT_SLACK;

/** The figures on the table in base contact with this one. */
export const contacts = (s: Pick<JumonvilleState, 'figures'>, f: Figure): Figure[] => onTable(s).filter((o) => inContact(f, o));

/**
 * The enemy this figure is fighting (in base contact with it), if any: figures in a fight cannot
 * be shot. Friends standing in contact are not in a fight.
 */
export const fightingWith = (s: Pick<JumonvilleState, 'figures'>, f: Figure): Figure | undefined => onTable(s).find((o) => o.team !== f.team && inContact(f, o));

/** Within shooting range: the nearest edges of the bases at most 12 inches apart. */
export const inRange = (a: Figure, b: Figure): boolean => gap(a, b) <= SHOT_RANGE + EPS;

/** How much of the segment a→b lies inside the polygon. */
export function lengthInside(a: Point, b: Point, poly: readonly Point[]): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const cuts = [0, 1];
  for (let i = 0; i < poly.length; i++) {
    const c = poly[i] as Point;
    const d = poly[(i + 1) % poly.length] as Point;
    const ex = d.x - c.x;
    const ey = d.y - c.y;
    const den = dx * ey - dy * ex;
    if (den === 0) continue;
    const wx = c.x - a.x;
    const wy = c.y - a.y;
    const t = (wx * ey - wy * ex) / den;
    const u = (wx * dy - wy * dx) / den;
    if (t > 0 && t < 1 && u >= -EPS && u <= 1 + EPS) cuts.push(t);
  }
  cuts.sort((x, y) => x - y);
  const len = Math.hypot(dx, dy);
  let inside = 0;
  for (let i = 1; i < cuts.length; i++) {
    const t0 = cuts[i - 1] as number;
    const t1 = cuts[i] as number;
    if (t1 - t0 <= 0) continue;
    const m = { x: a.x + dx * ((t0 + t1) / 2), y: a.y + dy * ((t0 + t1) / 2) };
    if (strictlyInside(m, poly)) inside += (t1 - t0) * len;
  }
  return inside;
}

/** The inches of woods the line between two points runs through, in total. */
export function woodsAlong(terrain: readonly TerrainPiece[], a: Point, b: Point): number {
  const box = boundsOf([a, b]);
  let total = 0;
  for (const w of terrainCache(terrain).woods) if (boundsMeet(box, w.box)) total += lengthInside(a, b, w.points);
  return total;
}

export type SightResult = { clear: true } | { clear: false; reason: 'rocks' | 'woods'; woods?: number };

/**
 * Can a figure standing at `a` see one at `b`? Our reading: rocks block sight unless some line from
 * base to base passes them; woods block sight when the line between the centres runs through more
 * than 2 inches of woods in all, so figures at the edge of a wood see out and are seen; the ravine
 * and other figures block nothing.
 */
export function sightBetween(terrain: readonly TerrainPiece[], a: Point, b: Point): SightResult {
  const woods = woodsAlong(terrain, a, b);
  if (woods > WOODS_SIGHT + EPS) return { clear: false, reason: 'woods', woods };
  const rocks = terrainCache(terrain).rocks;
  if (rocks.length) {
    const box = boundsOf([a, b]);
    const near = rocks.filter((r) => boundsMeet(box, r.box, BASE_RADIUS + EPS));
    if (near.length && near.some((r) => crossesInterior(a, b, r.points))) {
      const seen = lineOfSight({ kind: 'circle', circle: { centre: a, radius: BASE_RADIUS } }, { kind: 'circle', circle: { centre: b, radius: BASE_RADIUS } }, near);
      if (!seen.clear) return { clear: false, reason: 'rocks' };
    }
  }
  return { clear: true };
}

/** Can figure a see figure b? */
export const sight = (s: Pick<JumonvilleState, 'terrain'>, a: Figure, b: Figure): SightResult => sightBetween(s.terrain, a.at, b.at);

/** Why a sight line is blocked, in a player's words. */
export const blockedText = (r: SightResult): string =>
  r.clear ? '' : r.reason === 'rocks' ? 'Rocks block the sight line.' : `The sight line runs through ${inches(r.woods ?? 0)} of woods: more than ${WOODS_SIGHT} in of woods blocks sight.`;

/**
 * Is the target in cover from this shooter? Our reading: its centre stands in woods or in the
 * ravine, or the line from the shooter's centre passes through rocks or woods within an inch of
 * the target's base (behind an obstacle).
 */
export function inCover(s: Pick<JumonvilleState, 'terrain'>, shooter: Figure, target: Figure): boolean {
  const c = terrainCache(s.terrain);
  const t = target.at;
  for (const w of [...c.woods, ...c.ravines]) if (insidePolygon(t, w.points)) return true;
  const d = dist(shooter.at, t);
  const reach = BASE_RADIUS + COVER_REACH;
  const q = d <= reach ? shooter.at : { x: t.x + ((shooter.at.x - t.x) * reach) / d, y: t.y + ((shooter.at.y - t.y) * reach) / d };
  const box = boundsOf([q, t]);
  return c.covers.some((o) => boundsMeet(box, o.box) && crossesInterior(q, t, o.points));
}

// ---- moving ---------------------------------------------------------------------------------------

/** Half the inner width of an octagon round a base: the octagon holds the whole base. */
const OCTAGON_R = BASE_RADIUS / Math.cos(Math.PI / 8);

/**
 * Another figure's base as an obstacle: an octagon holding the base, turned so a face looks at
 * `from` (a mover standing in contact with it can still leave). A mover that keeps its radius
 * clear of it keeps its base off that base.
 */
function octagon(f: Figure, from: Point): Shaped {
  const a0 = Math.atan2(from.y - f.at.y, from.x - f.at.x) + Math.PI / 8;
  const points: Point[] = [];
  for (let i = 0; i < 8; i++) {
    const a = a0 + (i * Math.PI) / 4;
    points.push({ x: f.at.x + OCTAGON_R * Math.cos(a), y: f.at.y + OCTAGON_R * Math.sin(a) });
  }
  return shaped(f.id, points);
}

export type MovePlan =
  | { ok: true; path: Point[]; pieces: readonly PathPiece[]; length: number }
  | { ok: false; reason: string };

/** A path's pieces as points for the scene (arcs in a few steps). */
export function pathPoints(start: Point, pieces: readonly PathPiece[]): Point[] {
  const out: Point[] = [start];
  for (const p of pieces) {
    if (p.kind === 'run') out.push(p.to);
    else {
      const n = Math.max(2, Math.ceil(p.length / 0.25));
      for (let i = 1; i <= n; i++) out.push(arcPoint(p, i / n));
    }
  }
  return out.map((q) => ({ x: Math.round(q.x * 1000) / 1000, y: Math.round(q.y * 1000) / 1000 }));
}

/** Is a base centred here on the table? */
export const onTableAt = (p: Point): boolean => p.x >= BASE_RADIUS - EPS && p.y >= BASE_RADIUS - EPS && p.x <= TABLE.width - BASE_RADIUS + EPS && p.y <= TABLE.height - BASE_RADIUS + EPS;

/** What a base centred at `p` would stand on that it may not: rocks, another base, the table's edge. */
export function standProblem(s: Pick<JumonvilleState, 'terrain' | 'figures'>, p: Point, ignore: readonly string[]): string | null {
  const b = standBlocker(s, p, ignore);
  return !b ? null : b.by === 'edge' ? 'That is off the table.' : b.by === 'rocks' ? 'A base cannot stand in the rocks.' : `${b.name}'s base is in the way there.`;
}

/** What keeps a base from standing somewhere: the table's edge, rocks or another base. */
export type Blocker = { by: 'edge' } | { by: 'rocks' } | { by: 'base'; name: string };

/** What keeps a base from standing at `p` (figures in `ignore` aside), or null. */
export function standBlocker(s: Pick<JumonvilleState, 'terrain' | 'figures'>, p: Point, ignore: readonly string[]): Blocker | null {
  if (!onTableAt(p)) return { by: 'edge' };
  for (const r of terrainCache(s.terrain).rocks) {
    if (p.x < r.box.x0 - BASE_RADIUS || p.x > r.box.x1 + BASE_RADIUS || p.y < r.box.y0 - BASE_RADIUS || p.y > r.box.y1 + BASE_RADIUS) continue;
    if (pointPolygonDistance(p, r.points) < BASE_RADIUS - 1e-6) return { by: 'rocks' };
  }
  for (const o of onTable(s)) if (!ignore.includes(o.id) && dist(o.at, p) < 2 * BASE_RADIUS - 1e-6) return { by: 'base', name: o.name };
  return null;
}

/**
 * The obstacles a path of at most `reach` inches from `start` to `goal` could meet: a path that
 * long stays inside the ellipse whose points are at most `reach` from the two ends together, so
 * anything wholly outside it (grown by the base) cannot touch it. Dropping those keeps the
 * search small; a path found without them that is short enough is clear of them too.
 */
function obstaclesNear(s: Pick<JumonvilleState, 'terrain' | 'figures'>, start: Point, goal: Point, reach: number, ignore: readonly string[]): Shaped[] {
  const c = terrainCache(s.terrain);
  const within = (cx: number, cy: number, rad: number) =>
    Math.hypot(cx - start.x, cy - start.y) + Math.hypot(cx - goal.x, cy - goal.y) - 2 * rad <= reach + 2 * BASE_RADIUS + 1e-6;
  const out: Shaped[] = [];
  for (const o of [...c.rocks, ...c.walls]) {
    const cx = (o.box.x0 + o.box.x1) / 2;
    const cy = (o.box.y0 + o.box.y1) / 2;
    if (within(cx, cy, Math.hypot(o.box.x1 - o.box.x0, o.box.y1 - o.box.y0) / 2)) out.push(o);
  }
  for (const f of onTable(s)) {
    if (ignore.includes(f.id)) continue;
    if (within(f.at.x, f.at.y, OCTAGON_R)) out.push(octagon(f, start));
  }
  return out;
}

/** Is the straight run a→b clear for a base (rocks, edges, other bases)? */
function straightClear(obstacles: readonly Shaped[], a: Point, b: Point): boolean {
  const box = boundsOf([a, b]);
  return obstacles.every((o) => !boundsMeet(box, o.box, BASE_RADIUS) || segmentPolygonDistance(a, b, o.points) >= BASE_RADIUS - 1e-9);
}

/** The shortest way from `start` to `to` round rocks, edges and bases (ids in `ignore` left out), or null. */
export function routeTo(
  s: Pick<JumonvilleState, 'terrain' | 'figures'>,
  start: Point,
  to: Point,
  ignore: readonly string[],
  reach: number,
): { pieces: readonly PathPiece[]; length: number } | null {
  const obstacles = obstaclesNear(s, start, to, reach, ignore);
  if (straightClear(obstacles, start, to)) {
    const length = dist(start, to);
    return { pieces: length > 0 ? [{ kind: 'run', from: start, to, length }] : [], length };
  }
  const r = shortestPath(start, to, BASE_RADIUS, obstacles);
  return r.found ? { pieces: r.pieces, length: r.length } : null;
}

/**
 * Where a move to `to` would go: the shortest path for the figure's base round rocks and other
 * figures' bases, on the table, at most 6 inches. Our reading: woods and the ravine do not slow.
 */
export function planMove(s: Pick<JumonvilleState, 'terrain' | 'figures'>, figure: Figure, to: Point, limit = MOVE): MovePlan {
  const stand = standProblem(s, to, [figure.id]);
  if (stand) return { ok: false, reason: stand };
  const straight = dist(figure.at, to);
  if (straight > limit + EPS) return { ok: false, reason: `That is ${inches(straight)} away: a move is at most ${limit} in.` };
  const route = routeTo(s, figure.at, to, [figure.id], limit + EPS);
  if (!route) return { ok: false, reason: 'There is no way round to there within 6 in.' };
  if (route.length > limit + 1e-6) return { ok: false, reason: `That path is ${inches(route.length)}: a move is at most ${limit} in.` };
  return { ok: true, path: pathPoints(figure.at, route.pieces), pieces: route.pieces, length: route.length };
}

/** Can the figure move to this point? (For the scene's reach area.) */
export const reachable = (s: Pick<JumonvilleState, 'terrain' | 'figures'>, figure: Figure, point: Point): boolean => planMove(s, figure, point).ok;

export type ChargePlan =
  | { ok: true; pieces: readonly PathPiece[]; length: number; contact: Point; path: Point[] }
  | { ok: false; reason: string };

/**
 * The charger's way into base contact with the target: the shortest path to a point touching
 * the target's base, at most 6 inches. The way to the target's centre is tried first (its last
 * inch cut off); when that is blocked, points round the target's base.
 */
export function planCharge(s: Pick<JumonvilleState, 'terrain' | 'figures'>, charger: Figure, target: Figure): ChargePlan {
  const d = dist(charger.at, target.at);
  const touch = 2 * BASE_RADIUS;
  if (d - touch > MOVE + EPS) return { ok: false, reason: `${target.name} is ${inches(d - touch)} away: a charge reaches 6 in.` };
  let best: { pieces: readonly PathPiece[]; length: number; contact: Point } | null = null;
  const direct = routeTo(s, charger.at, target.at, [charger.id, target.id], MOVE + touch + EPS);
  if (direct && direct.length > touch) {
    const last = direct.pieces[direct.pieces.length - 1];
    if (last && last.kind === 'run' && last.length >= touch) {
      const length = direct.length - touch;
      const contact = pointAlong(direct.pieces, length);
      if (!standProblem(s, contact, [charger.id, target.id])) best = { pieces: cut(direct.pieces, length), length, contact };
    }
  }
  if (!best) {
    // Points round the target's base, nearest first; at most four path searches.
    const toward = Math.atan2(charger.at.y - target.at.y, charger.at.x - target.at.x);
    const spots: Point[] = [];
    for (let i = 0; i < 12; i++) {
      const a = toward + (i % 2 ? 1 : -1) * Math.ceil(i / 2) * (Math.PI / 6);
      const contact = { x: target.at.x + touch * Math.cos(a), y: target.at.y + touch * Math.sin(a) };
      if (dist(charger.at, contact) <= MOVE + EPS && !standProblem(s, contact, [charger.id, target.id])) spots.push(contact);
    }
    spots.sort((p, q) => dist(charger.at, p) - dist(charger.at, q));
    for (const contact of spots.slice(0, 4)) {
      if (best && dist(charger.at, contact) >= best.length) break;
      const r = routeTo(s, charger.at, contact, [charger.id, target.id], MOVE + EPS);
      if (r && r.length <= MOVE + 1e-6 && (!best || r.length < best.length)) best = { ...r, contact };
    }
  }
  if (!best) return { ok: false, reason: `There is no way into contact with ${target.name} within 6 in.` };
  if (best.length > MOVE + 1e-6) return { ok: false, reason: `The way to ${target.name} is ${inches(best.length)}: a charge reaches 6 in.` };
  return { ok: true, ...best, path: pathPoints(charger.at, best.pieces) };
}

/** The first `d` inches of a path. */
export function cut(pieces: readonly PathPiece[], d: number): PathPiece[] {
  const out: PathPiece[] = [];
  let left = d;
  for (const p of pieces) {
    if (left <= 1e-12) break;
    if (p.length <= left) {
      out.push(p);
      left -= p.length;
    } else if (p.kind === 'run') {
      const t = left / p.length;
      const to = { x: p.from.x + (p.to.x - p.from.x) * t, y: p.from.y + (p.to.y - p.from.y) * t };
      out.push({ kind: 'run', from: p.from, to, length: left });
      left = 0;
    } else {
      out.push({ ...p, sweep: (p.sweep * left) / p.length, length: left });
      left = 0;
    }
  }
  return out;
}

/**
 * Where a frightened figure runs: straight away from `from`, up to 6 inches, stopping as soon as
 * it is out of the sight of the figure at `from` (when `untilHidden`), or where rocks, the table's
 * edge or another base stop it. Our reading: a runner does not go round things; it stops at them.
 */
export function runAway(s: Pick<JumonvilleState, 'terrain' | 'figures'>, figure: Figure, from: Point, untilHidden = true): { to: Point; length: number; stop: Blocker | { by: 'sight' } | null } {
  let dx = figure.at.x - from.x;
  let dy = figure.at.y - from.y;
  let len = Math.hypot(dx, dy);
  if (len < 1e-9) {
    // Straight on top of each other (never, with bases that do not overlap): run down the table.
    dx = 0;
    dy = 1;
    len = 1;
  }
  const ux = dx / len;
  const uy = dy / len;
  const at = (d: number): Point => ({ x: figure.at.x + ux * d, y: figure.at.y + uy * d });
  const free = (d: number): boolean => !standBlocker(s, at(d), [figure.id]);
  let done = 0;
  let stop: Blocker | { by: 'sight' } | null = null;
  while (done < MOVE - 1e-9) {
    const next = Math.min(MOVE, done + RUN_STEP);
    const blocker = standBlocker(s, at(next), [figure.id]);
    if (blocker) {
      stop = blocker;
      // Stopped part way through this step: find where, to a hundredth.
      let lo = done;
      let hi = next;
      for (let i = 0; i < 5; i++) {
        const mid = (lo + hi) / 2;
        if (free(mid)) lo = mid;
        else hi = mid;
      }
      done = lo;
      break;
    }
    done = next;
    if (untilHidden && !sightBetween(s.terrain, from, at(done)).clear) {
      stop = { by: 'sight' };
      break;
    }
  }
  return { to: at(done), length: done, stop };
}
