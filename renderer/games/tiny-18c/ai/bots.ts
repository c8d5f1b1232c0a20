// The computer opponents. The seed's "Nomi" decides without seeing the other side's orders,
// and so do these: they are handed the seat's player view (the other side's orders are not in
// it) and imagine the dice with their own seeded stream, never the game's.
//
// random: any legal orders. greedy: the best orders against an enemy that stands still (one
// ply). search (easy, normal, hard): samples what the enemy might do, plays each candidate set of
// orders against each sample through the rest of the turn, and keeps the one that does best on
// average and in the worst case.
import { Rng, seedRng, type RngState } from '../../../engine/rng';
import { pausePoint } from '../../../engine/pause-point';
import type { Strength } from '../../../engine/game';
import { adjacent, distance, same } from '../rules/board';
import { chargeDestination, moveOptions, stepOptions } from '../rules/resolve';
import {
  type DeclareOrders,
  type Declaration,
  type MoveOrders,
  type Orders,
  type Side,
  type Square,
  type Tiny18cState,
  type Unit,
} from '../rules';
import { SIZE } from '../rules/types';
import { doomedAmong, evaluate } from './evaluate';
import { fastPhase } from './fast-phase';
import { solveMatrixGame } from './matrix-game';
import { deployOrders, gunsReady, mine, randomOrders, shuffleColumns, theirs } from './options';

/**
 * The rules' phase (as fast-phase.ts works it out, the same state sooner), with a pause point
 * before it: each play-out is where the search may give way.
 */
const simulatePhase: typeof fastPhase = (s, orders, rng) => {
  pausePoint();
  return fastPhase(s, orders, rng);
};

export type BotKind = 'random' | 'greedy' | Strength;

export interface SearchSettings {
  candidates: number;
  replies: number;
  /** How many imagined throws of the dice each declarations trial is averaged over. */
  dice: number;
  /** How many movement candidates get the closer look (declarations played out), over how many throws. */
  finalists: number;
  deepThrows: number;
  /** How far the candidate moves stray from the best single-unit moves (softmax temperature). */
  temperature: number;
  /** Weight of the worst reply against the mean. */
  caution: number;
  /**
   * How many other ways of aiming the guns are tried, with nothing else declared (each gun at
   * any enemy; the usual aim is the best targets by a rule of thumb).
   */
  aims: number;
}

/** Each strength's search (exported for the benches that try others: e2e/bench/tiny18c-hard.ts). */
export const SETTINGS: Record<Strength, SearchSettings> = {
  easy: { candidates: 4, replies: 3, dice: 1, finalists: 1, deepThrows: 1, temperature: 40, caution: 0, aims: 0 },
  normal: { candidates: 16, replies: 8, dice: 3, finalists: 3, deepThrows: 1, temperature: 14, caution: 0.3, aims: 24 },
  hard: { candidates: 32, replies: 12, dice: 5, finalists: 4, deepThrows: 2, temperature: 10, caution: 0.3, aims: 24 },
};

/** A seed from what the bot can see, so the same view gets the same decision. */
function viewSeed(s: Tiny18cState, side: Side, salt: number): number {
  let h = (2166136261 ^ salt ^ (side * 7919) ^ (s.turn * 104729)) >>> 0;
  const text = `${s.phase}|${s.units.map((u) => `${u.id}${u.at ? u.at.r * SIZE + u.at.c : 'x'}`).join(',')}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h | 0;
}

/**
 * The view with every unit built alike: the same fields in the same order. Units reach the bot
 * made several ways (the rules' set-up, a militia's bonus, a save read back, the seat's view), and
 * a search that meets many shapes of unit runs its hundreds of thousands of look-ups slowly.
 */
function uniform(view: Tiny18cState): Tiny18cState {
  return {
    options: view.options,
    units: view.units.map((u): Unit => ({ id: u.id, side: u.side, type: u.type, at: u.at ? { r: u.at.r, c: u.at.c } : null, routed: u.routed, bonusOf: u.bonusOf })),
    phase: view.phase,
    turn: view.turn,
    orders: view.orders,
    committed: view.committed,
    moved: view.moved,
    strength: view.strength,
    result: view.result,
    rng: view.rng,
  };
}

/** Decide orders for `side` from its view of the game. */
export function decide(seen: Tiny18cState, side: Side, kind: BotKind): Orders {
  const view = uniform(seen);
  const rng = new Rng(seedRng(viewSeed(view, side, kind.length)));
  if (kind === 'random') return randomOrders(view, side, rng);
  switch (view.phase) {
    case 'deploy':
    case 'scouts':
      return deployFormation(view, side, kind === 'greedy' ? shuffleColumns(rng) : null);
    case 'movement':
      return kind === 'greedy' ? greedyMoves(view, side, rng) : searchMoves(view, side, SETTINGS[kind], rng);
    case 'declarations':
    case 'over':
      return kind === 'greedy' ? greedyDeclare(view, side, rng) : searchDeclare(view, side, SETTINGS[kind], rng);
  }
}

// ---- deployment -----------------------------------------------------------------------------

/**
 * A formation: foot in the centre, horse on the wings, the guns on a flank; scouts in the
 * centre files. Given `columns`, deploys in that order instead (the greedy and random players).
 */
function deployFormation(s: Tiny18cState, side: Side, columns: number[] | null): Orders {
  if (columns) return deployOrders(s, side, columns);
  const order: Record<string, number> = { P: 0, I: 1, M: 2, S: 3, C: 4, A: 5 };
  const files = [2, 1, 3, 0, 4];
  if (s.phase === 'deploy') {
    const units = s.units.filter((u) => u.side === side && u.type !== 'S' && !u.bonusOf);
    const sorted = [...units].sort((a, b) => (order[a.type] ?? 9) - (order[b.type] ?? 9));
    const taken = new Set<number>();
    const columnsFor: Record<string, number> = {};
    for (const u of sorted) {
      // Artillery takes the outermost free file, everything else the innermost.
      const pick = u.type === 'A' ? [...files].reverse().find((c) => !taken.has(c)) : files.find((c) => !taken.has(c));
      const c = pick ?? 0;
      taken.add(c);
      columnsFor[u.id] = c;
    }
    return { phase: 'deploy', columns: columnsFor };
  }
  return deployOrders(s, side, files);
}

// ---- movement ---------------------------------------------------------------------------------

const STAND: MoveOrders = { phase: 'movement', moves: {} };
const NO_DECLARATION: DeclareOrders = { phase: 'declarations', action: null, shots: {} };

/**
 * Where artillery should shoot: first an enemy a hit would rout (their guns, a flanked unit, one
 * with nowhere to fall back), then one fighting our units, then the nearest. Not at a unit the
 * enemy is likely to move, which the bot cannot know: it takes the risk.
 */
function shotsFor(s: Tiny18cState, side: Side, action: Declaration | null): Record<string, string> {
  const shots: Record<string, string> = {};
  const guns = gunsReady(s, side, action);
  if (!guns.length) return shots;
  const ranked = targetsRanked(s, side);
  if (!ranked.length) return shots;
  // Guns spread over the two best targets, so one miss does not waste them all.
  guns.forEach((g, i) => {
    const t = ranked[Math.min(i, ranked.length - 1, 1)];
    if (t) shots[g.id] = t.id;
  });
  return shots;
}

/** Each state's targets, best first, per side: a declaration's shots are asked for many times over one state. */
const rankings = new WeakMap<Tiny18cState, [Unit[] | undefined, Unit[] | undefined]>();

function targetsRanked(s: Tiny18cState, side: Side): Unit[] {
  let known = rankings.get(s);
  if (!known) rankings.set(s, (known = [undefined, undefined]));
  const cached = known[side];
  if (cached) return cached;
  const friends = mine(s, side);
  const doomed = doomedAmong(s.units);
  const worth = (t: Unit) =>
    (doomed(t) ? 100 : 0) +
    friends.filter((f) => adjacent(f.at as Square, t.at as Square)).length * 10 -
    Math.min(9, ...friends.map((f) => distance(f.at as Square, t.at as Square)));
  // Each target's worth once, then sorted (as the comparator once worked it out on every comparison).
  const ranked = theirs(s, side)
    .map((t) => ({ t, w: worth(t) }))
    .sort((a, b) => b.w - a.w || a.t.id.localeCompare(b.t.id))
    .map((x) => x.t);
  known[side] = ranked;
  return ranked;
}

/** The rest of the turn, quickly: no declared actions, guns at their best target, then combat. */
function finishTurn(s: Tiny18cState, rng: RngState): Tiny18cState {
  if (s.phase !== 'declarations') return s;
  return simulatePhase(
    s,
    [
      { ...NO_DECLARATION, shots: shotsFor(s, 0, null) },
      { ...NO_DECLARATION, shots: shotsFor(s, 1, null) },
    ],
    rng,
  );
}

function withOrders(side: Side, mineOrders: Orders, theirOrders: Orders): [Orders, Orders] {
  return side === 0 ? [mineOrders, theirOrders] : [theirOrders, mineOrders];
}

/** The value of a set of movement orders against a reply, played through the turn's combat. */
function playMovement(s: Tiny18cState, side: Side, mineOrders: Orders, reply: Orders, rng: Rng): number {
  const moved = simulatePhase(s, withOrders(side, mineOrders, reply), rng.state());
  return evaluate(finishTurn(moved, new Rng(seedRng(rng.int(-2147483648, 2147483647))).state()), side);
}

/**
 * Builds movement orders a unit at a time, each unit taking one of its better moves, judged on
 * the field as planned so far with the enemy standing still, chosen at random by a softmax of
 * `temperature` (0 takes the best). Squares already planned for, or held by the enemy, are
 * passed over.
 */
function policyMoves(s: Tiny18cState, side: Side, rng: Rng, temperature: number): MoveOrders {
  const moves: Record<string, Square> = {};
  const work: Tiny18cState = { ...s, units: s.units.map((u) => ({ ...u })) };
  for (const original of rng.shuffle(mine(s, side))) {
    const u = work.units.find((x) => x.id === original.id) as Unit;
    const home = u.at as Square;
    const free = (m: Square) => !work.units.some((x) => x !== u && !x.routed && same(x.at, m));
    const scored = [home, ...moveOptions(s.units, original).filter(free)].map((to) => {
      u.at = to;
      return { to, value: evaluate(work, side) };
    });
    const pick = temperature <= 0 ? best(scored) : softmax(scored, temperature, rng);
    u.at = pick.to;
    if (!same(pick.to, home)) moves[u.id] = pick.to;
  }
  return { phase: 'movement', moves };
}

function best<T extends { value: number }>(items: readonly T[]): T {
  return items.reduce((a, b) => (b.value > a.value ? b : a));
}

function softmax<T extends { value: number }>(items: readonly T[], temperature: number, rng: Rng): T {
  const top = Math.max(...items.map((i) => i.value));
  const weights = items.map((i) => Math.exp((i.value - top) / temperature));
  let roll = rng.float() * weights.reduce((a, b) => a + b, 0);
  for (const [i, w] of weights.entries()) {
    roll -= w;
    if (roll <= 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

function greedyMoves(s: Tiny18cState, side: Side, rng: Rng): Orders {
  return policyMoves(s, side, rng, 0);
}

function searchMoves(s: Tiny18cState, side: Side, settings: SearchSettings, rng: Rng): Orders {
  const enemy: Side = side === 0 ? 1 : 0;
  const candidates: MoveOrders[] = [STAND, policyMoves(s, side, rng, 0)];
  while (candidates.length < settings.candidates) candidates.push(policyMoves(s, side, rng, settings.temperature));
  const replies: MoveOrders[] = [STAND, policyMoves(s, enemy, rng, 0)];
  while (replies.length < settings.replies) replies.push(policyMoves(s, enemy, rng, settings.temperature * 1.5));
  // A quick look at every pairing, then a closer one at the few best: both sides' declarations
  // (charges and the guns) played out, over several imagined throws.
  const quick = candidates
    .map((c) => ({ c, value: mean(replies.map((r) => playMovement(s, side, c, r, rng))) }))
    .sort((a, b) => b.value - a.value)
    .slice(0, settings.finalists);
  const throws = imaginedThrows(rng, settings.deepThrows);
  return pickRobust(
    quick.map((q) => q.c),
    replies,
    settings,
    (c, r) => {
      const moved = simulatePhase(s, withOrders(side, c, r), rng.state());
      if (moved.phase !== 'declarations') return evaluate(moved, side);
      // Both sides declaring nothing is played once, for both sides' choices; a side that keeps
      // to nothing leaves the pairing already played for the other's choice.
      const quiet = playDeclaration(moved, side, declareWith(moved, side, null), declareWith(moved, enemy, null), throws);
      const mine = greedyDeclareOrders(moved, side, throws, quiet);
      const theirs = greedyDeclareOrders(moved, enemy, throws, quiet.map((v) => -v));
      if (theirs.quiet) return mine.values;
      if (mine.quiet) return theirs.values.map((v) => -v);
      return playDeclaration(moved, side, mine.orders, theirs.orders, throws);
    },
  );
}

/** A side's declarations and what they are worth to it, over each throw, against an enemy who declares nothing. */
interface Likely {
  orders: Orders;
  values: readonly number[];
  /** Nothing declared (but the guns). */
  quiet: boolean;
}

/**
 * One side's likely declarations in a look-ahead: the best charge or gun's side-step against an
 * enemy who declares nothing (ordinary moves are left out: they rarely decide a turn). `quiet`
 * is what both sides declaring nothing is worth to this side, played already.
 */
function greedyDeclareOrders(s: Tiny18cState, side: Side, throws: readonly RngState[], quiet: readonly number[]): Likely {
  const enemy: Side = side === 0 ? 1 : 0;
  const passive = declareWith(s, enemy, null);
  let pick: Likely = { orders: passive, values: quiet, quiet: true };
  let bestValue = -Infinity;
  const likely = sensibleDeclarations(s, side, true);
  for (const d of likely) {
    const orders = declareWith(s, side, d);
    const values = d ? playDeclaration(s, side, orders, passive, throws) : quiet;
    const value = mean(values);
    if (value > bestValue) {
      bestValue = value;
      pick = { orders, values, quiet: !d };
    }
  }
  return pick;
}

/**
 * Plays every candidate against every reply (averaging over imagined throws), solves the
 * resulting matrix game, and takes the candidate that does best against the enemy's mix,
 * blended with its worst case by `caution`.
 */
function pickRobust<C, R>(candidates: readonly C[], replies: readonly R[], settings: SearchSettings, play: (c: C, r: R) => number | readonly number[]): C {
  const payoff = candidates.map((c) => replies.map((r) => {
    const v = play(c, r);
    return typeof v === 'number' ? v : settings.caution * Math.min(...v) + (1 - settings.caution) * mean(v);
  }));
  const { cols } = solveMatrixGame(payoff);
  let bestIndex = 0;
  let bestValue = -Infinity;
  payoff.forEach((row, i) => {
    const expected = row.reduce((a, v, j) => a + v * (cols[j] ?? 0), 0);
    const value = (1 - settings.caution) * expected + settings.caution * Math.min(...row);
    if (value > bestValue) {
      bestValue = value;
      bestIndex = i;
    }
  });
  return candidates[bestIndex] as C;
}

// ---- declarations -------------------------------------------------------------------------------

function declareWith(s: Tiny18cState, side: Side, action: Declaration | null): DeclareOrders {
  return { phase: 'declarations', action, shots: shotsFor(s, side, action) };
}

/**
 * Declarations worth a look: nothing, charges that can reach, and moves by units near the enemy
 * (declarationOptions' list, in its order, with the rest left out; the cheap tests first).
 * `likely`: only nothing, the charges and the guns' side-steps.
 */
function sensibleDeclarations(s: Tiny18cState, side: Side, likely = false): (Declaration | null)[] {
  const out: (Declaration | null)[] = [null];
  const foes = theirs(s, side);
  for (const u of mine(s, side)) {
    const at = u.at as Square;
    // Guns may step aside to spoil the enemy's aim; others move only near the enemy.
    if (u.type === 'A' || !likely) {
      for (const to of stepOptions(u)) if (u.type === 'A' || foes.some((e) => distance(e.at as Square, to) <= 2)) out.push({ kind: 'move', unit: u.id, to });
    }
    for (const e of foes) {
      const d = distance(at, e.at as Square);
      if (d === 1 || (d === 2 && chargeDestination(s.units, u, e) !== null)) out.push({ kind: 'charge', unit: u.id, target: e.id });
    }
  }
  return out;
}

/**
 * The values of declarations against a reply, one for each of `dice` imagined throws of the guns
 * (the same throws for every candidate, so they are compared on equal luck).
 */
function playDeclaration(s: Tiny18cState, side: Side, mineOrders: Orders, reply: Orders, throws: readonly RngState[]): number[] {
  return throws.map((t) => evaluate(simulatePhase(s, withOrders(side, mineOrders, reply), t), side));
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function imaginedThrows(rng: Rng, n: number): RngState[] {
  return Array.from({ length: n }, () => seedRng(rng.int(-2147483648, 2147483647)));
}

function greedyDeclare(s: Tiny18cState, side: Side, rng: Rng): Orders {
  const enemy: Side = side === 0 ? 1 : 0;
  const throws = imaginedThrows(rng, 1);
  const scored = sensibleDeclarations(s, side).map((d) => {
    const orders = declareWith(s, side, d);
    return { orders, value: mean(playDeclaration(s, side, orders, declareWith(s, enemy, null), throws)) };
  });
  return best(scored).orders;
}

/**
 * Declaring nothing but with the guns aimed otherwise than `shotsFor` would: every enemy for each
 * ready gun, in turn, up to `limit` of them. Which enemy to fire at is the game's only throw of
 * the dice worth choosing, and the rule of thumb does not always choose well.
 */
export function otherAims(s: Tiny18cState, side: Side, limit: number): { orders: DeclareOrders; quiet: false }[] {
  if (limit <= 0) return [];
  const usual = JSON.stringify(shotsFor(s, side, null));
  let aims: Record<string, string>[] = [{}];
  for (const g of gunsReady(s, side, null)) aims = aims.flatMap((a) => theirs(s, side).map((e) => ({ ...a, [g.id]: e.id })));
  return aims
    .filter((shots) => Object.keys(shots).length && JSON.stringify(shots) !== usual)
    .slice(0, limit)
    .map((shots) => ({ orders: { phase: 'declarations', action: null, shots }, quiet: false }));
}

function searchDeclare(s: Tiny18cState, side: Side, settings: SearchSettings, rng: Rng): Orders {
  const enemy: Side = side === 0 ? 1 : 0;
  const passive = declareWith(s, enemy, null);
  const throws = imaginedThrows(rng, settings.dice);
  // Every sensible declaration (the guns aimed by rule of thumb), and nothing declared with the
  // guns aimed otherwise: first against an enemy who declares nothing, to keep the most
  // promising; then against replies.
  const options = [...sensibleDeclarations(s, side).map((d) => ({ orders: declareWith(s, side, d), quiet: !d })), ...otherAims(s, side, settings.aims)];
  const first = options
    .map(({ orders, quiet }) => {
      const values = playDeclaration(s, side, orders, passive, throws);
      return { orders, values, value: mean(values), quiet };
    })
    .sort((a, b) => b.value - a.value)
    .slice(0, settings.candidates);
  const theirOptions = sensibleDeclarations(s, enemy)
    .map((d) => {
      const orders = declareWith(s, enemy, d);
      const values = playDeclaration(s, enemy, orders, declareWith(s, side, null), throws);
      return { orders, values, value: mean(values) };
    })
    .sort((a, b) => b.value - a.value);
  const replies = [passive, ...theirOptions.slice(0, Math.max(1, settings.replies - 1)).map((o) => o.orders)];
  // The pairings against an enemy who declares nothing, and of our nothing against each of its
  // options, were played above: they are taken from there (what one side gains the other loses).
  const against = new Map(first.map((f) => [f.orders, f]));
  const quietAgainst = new Map(theirOptions.map((o) => [o.orders, o.values]));
  return pickRobust(
    first.map((f) => f.orders),
    replies,
    settings,
    (c, r) => {
      const row = against.get(c);
      if (r === passive && row) return row.values;
      const theirs = row?.quiet ? quietAgainst.get(r) : undefined;
      return theirs ? theirs.map((v) => -v) : playDeclaration(s, side, c, r, throws);
    },
  );
}
