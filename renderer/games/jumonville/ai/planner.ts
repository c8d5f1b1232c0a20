// The computer at three strengths. Each ready figure's candidates are scored as the greedy player
// scores them (expected hits dealt, the enemy's chance to run, a charge's worth, less what the
// enemies can do back), over more places to go: the rules' samples round the figure and
// spots just inside the edges of woods and just behind rocks, so it moves to cover, shoots what
// it can hit, charges when its fighting pays and keeps out of sight of stronger shooters.
//   easy   the greedy player with noise on its scores, and a random deed one time in four;
//   normal the rules' move samples and cover spots, its own weights (each figure's own danger);
//   hard   more cover spots and a ring of twelve at 4 in, weighed as normal.
// Deterministic for a given view, seat and strength (its noise is seeded from the view); it never
// reads the deck's order or the dice to come.
import type { Seat, Strength } from '../../../engine/game';
import { Rng, seedRng } from '../../../engine/rng';
import { insidePolygon } from '../../../kits/geometry';
import { BASE_RADIUS, MOVE, TABLE, moveSamples, type Figure, type JumonvilleAction, type JumonvilleState, type Point } from '../rules';
import { choose, GREEDY_WEIGHTS, greedyAction, type Weights } from './greedy';
import { viewSeed } from './random';
import { randomAction } from './random';

/**
 * Normal's knobs. `reply: true` (the opponent's best reply over all our figures counted against
 * each place, one activation ahead) was tried and lost: 35% of 40 games against greedy, and hard
 * with it 37.5% of 40 against normal; a figure's own danger does better.
 */
export const NORMAL_WEIGHTS: Weights = { danger: 0.6, nextShot: 0.4, nextCharge: 0.3, approach: 0.03, reply: false };

const round = (p: Point): Point => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 });
const onBoard = (p: Point): boolean => p.x >= BASE_RADIUS && p.y >= BASE_RADIUS && p.x <= TABLE.width - BASE_RADIUS && p.y <= TABLE.height - BASE_RADIUS;
const far = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Points round the figure: `ways` directions at each of `rings` lengths. */
export function ringSpots(f: Figure, ways: number, rings: readonly number[]): Point[] {
  const out: Point[] = [];
  for (const d of rings) for (let i = 0; i < ways; i++) {
    const a = (i * 2 * Math.PI) / ways + (d % 4 === 0 ? Math.PI / ways : 0);
    out.push({ x: f.at.x + d * Math.cos(a), y: f.at.y + d * Math.sin(a) });
  }
  return out;
}

/**
 * Spots by the terrain within a move: just inside each wood's edge (in cover from all sides) and
 * just outside each rock (in its lee), at the corners and the middles of the sides.
 */
export function coverSpots(s: JumonvilleState, f: Figure, perSide: number): Point[] {
  const out: Point[] = [];
  for (const t of s.terrain) {
    if (t.kind === 'ravine') continue;
    const n = t.points.length;
    const cx = t.points.reduce((a, p) => a + p.x, 0) / n;
    const cy = t.points.reduce((a, p) => a + p.y, 0) / n;
    for (let i = 0; i < n; i++) {
      const p = t.points[i] as Point;
      const q = t.points[(i + 1) % n] as Point;
      for (let k = 0; k < perSide; k++) {
        const u = k / perSide;
        const e = { x: p.x + (q.x - p.x) * u, y: p.y + (q.y - p.y) * u };
        const dx = cx - e.x;
        const dy = cy - e.y;
        const len = Math.hypot(dx, dy) || 1;
        // Woods: an inch in; rocks: an inch out (a base may not stand on them).
        const step = t.kind === 'woods' ? 1.1 : -1.2;
        const spot = { x: e.x + (dx / len) * step, y: e.y + (dy / len) * step };
        if (t.kind === 'woods' && !insidePolygon(spot, t.points)) continue;
        if (far(spot, f.at) <= MOVE && far(spot, f.at) > 0.3) out.push(spot);
      }
    }
  }
  return out;
}

/**
 * Where a figure might go: the rules' own samples (eight ways at 2.5 and 5.5 in, and straight at
 * the nearest enemy), spots by the woods and rocks, and for hard a ring of twelve at 4 in.
 * (Rings of eight at 2, 4 and 6 in were tried for normal and lost to the greedy player: more
 * places mostly let the reckoning's errors pick a worse one.)
 */
function spotsFor(perSide: number, ring: { ways: number; at: readonly number[] } | null) {
  return (s: JumonvilleState, f: Figure): Point[] => {
    const out = [...coverSpots(s, f, perSide), ...(ring ? ringSpots(f, ring.ways, ring.at) : [])].filter(onBoard).map(round);
    return [...moveSamples(s, f), ...out];
  };
}

export const NORMAL_SPOTS = spotsFor(2, null);
export const HARD_SPOTS = spotsFor(3, { ways: 12, at: [4] });

/** The computer's action for `seat` at `strength`, from its own view; null when it has nothing to do. */
export function decideOrNull(view: JumonvilleState, seat: Seat, strength: Strength): JumonvilleAction | null {
  if (view.phase !== 'activate') return view.phase === 'draw' && seat === view.drawer ? { type: 'draw' } : null;
  if (strength === 'easy') {
    const rng = new Rng(seedRng(viewSeed(view, seat, 1)));
    if (rng.float() < 0.25) return randomAction(view, seat, rng);
    return choose(view, seat, { spots: moveSamples, weights: GREEDY_WEIGHTS, noise: 0.35, rng });
  }
  if (strength === 'normal') return choose(view, seat, { spots: NORMAL_SPOTS, weights: NORMAL_WEIGHTS });
  return choose(view, seat, { spots: HARD_SPOTS, weights: NORMAL_WEIGHTS }) ?? greedyAction(view, seat);
}

/** The computer player: `decide(view, seat, strength)`. */
export function decide(view: JumonvilleState, seat: Seat, strength: Strength): JumonvilleAction {
  const a = decideOrNull(view, seat, strength);
  if (!a) throw new Error(`Jumonville: seat ${seat} has nothing to do.`);
  return a;
}
