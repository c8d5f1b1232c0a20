// How good a position looks to one side: who is closer to breaking, who wins the fights that
// are about to happen, which enemies could fall on whom by the next combat, and how well placed
// the units are. The bots' only notion of "good".
// Called hundreds of times a decision, so it works on a 25-square grid, not lists of units.
import { hasAdvantage } from '../rules/resolve';
import { routLimit, type Side, type Tiny18cState, type Unit } from '../rules';
import { SIZE, UNIT_TYPES, backward, homeRow, type UnitType } from '../rules/types';
import { AROUND, CELLS, DIAG, ORTHO } from './grid';

const WIN = 10_000;

/**
 * The evaluation's weights, in points (a rout limit's worth of routs is 600). Exported for the
 * benches' trials (e2e/bench/anchor.ts TINY_EVAL); the bots never change them.
 */
export const EVAL = {
  /** Progress towards breaking: a whole rout limit's worth of routs. */
  routed: 600,
  /** What standing where a gun's hit would rout is worth, against a side that still has guns. */
  gunRisk: 70,
  /** A fight about to be lost, by a unit that would rout / fall back. */
  loseDoomed: 90,
  lose: 35,
  /** A fight about to be won, against a unit that would rout / fall back. */
  winDoomed: 70,
  win: 28,
  /** Guns two squares or more from every enemy; guns within one square of one (a cost). */
  gunSafe: 10,
  gunNear: 25,
  /** Scouts two squares from the nearest enemy: close enough to screen, out of its reach. */
  scout: 6,
  /** A cost per square to the nearest enemy, for everyone but guns and scouts. */
  close: 3,
  /** Per friend beside a unit (its flanks covered). */
  friend: 2,
  /** A unit in a fight with its back to its own edge (nowhere to fall back). */
  edge: 15,
  /** Per file nearer the centre. */
  centre: 1,
  /**
   * Per enemy that could be side by side with a unit by next turn's combat (a move and a declared
   * step away: Chebyshev 2 to 3 squares, horse 4) and would beat it on advantage alone. Counted for
   * both sides, so it is also what standing within reach of our prey is worth.
   */
  matchup: 4,
};

// The unit types as small numbers (their place in UNIT_TYPES), and who has the advantage over
// whom (hasAdvantage, not charging).
const TYPES = UNIT_TYPES;
const TYPE_INDEX = Object.fromEntries(UNIT_TYPES.map((t, i) => [t, i])) as Record<UnitType, number>;
const typeIndex = (u: Unit): number => TYPE_INDEX[u.type];
const ADVANTAGE = new Uint8Array(TYPES.length * TYPES.length);
for (const [x, tx] of TYPES.entries()) {
  for (const [y, ty] of TYPES.entries()) {
    ADVANTAGE[x * TYPES.length + y] = hasAdvantage({ id: '', side: 0, type: tx, at: null, routed: false }, { id: '', side: 1, type: ty, at: null, routed: false }, false) ? 1 : 0;
  }
}

type Grid = (Unit | undefined)[];

const cellOf = (u: Unit): number => (u.at as { r: number; c: number }).r * SIZE + (u.at as { r: number; c: number }).c;

/**
 * A position as the evaluation reads it, worked out once a call: the standing unit on each
 * square, how many of each side's units flank each square (board.ts flankers: beside it, or
 * diagonal to it for foot), and, asked once, whether the unit on a square would rout if it lost.
 * Kept between calls (nothing is allocated for a call): evaluate is called hundreds of times a
 * decision.
 */
const board: Grid = new Array<Unit | undefined>(CELLS);
const flankBy = new Uint8Array(2 * CELLS);
/** 0 not yet asked, 1 would rout, 2 would fall back. */
const doomedAt = new Uint8Array(CELLS);
const onField: Unit[] = [];
const kinds: number[] = [];
/** For each unit on the field (as onField): the nearest enemy (4 at most), and the enemies that beat it within a move and a step. */
const nearestFoe: number[] = [];
const threats: number[] = [];

/** Every pair of enemies once: how near each unit's nearest enemy is, and the matchups against it. */
function readPairs(): void {
  const n = onField.length;
  const T = TYPES.length;
  for (let a = 0; a < n; a++) {
    nearestFoe[a] = 4;
    threats[a] = 0;
  }
  for (let a = 0; a < n; a++) {
    const u = onField[a] as Unit;
    const ua = u.at as { r: number; c: number };
    const ka = kinds[a] as number;
    for (let b = a + 1; b < n; b++) {
      const e = onField[b] as Unit;
      if (e.side === u.side) continue;
      const eb = e.at as { r: number; c: number };
      const d = Math.max(Math.abs(eb.r - ua.r), Math.abs(eb.c - ua.c));
      if (d < (nearestFoe[a] as number)) nearestFoe[a] = d;
      if (d < (nearestFoe[b] as number)) nearestFoe[b] = d;
      if (d < 2) continue;
      // An enemy that beats a unit, a move and a declared step (horse: two and a step) away.
      const kb = kinds[b] as number;
      const aBeatsB = ADVANTAGE[ka * T + kb] === 1 && ADVANTAGE[kb * T + ka] === 0;
      const bBeatsA = ADVANTAGE[kb * T + ka] === 1 && ADVANTAGE[ka * T + kb] === 0;
      if (bBeatsA && d <= (e.type === 'C' ? 4 : 3)) threats[a] = (threats[a] as number) + 1;
      if (aBeatsB && d <= (u.type === 'C' ? 4 : 3)) threats[b] = (threats[b] as number) + 1;
    }
  }
}

function readBoard(units: readonly Unit[], side: Side | null): { routedMine: number; routedTheirs: number; guns0: number; guns1: number } {
  board.fill(undefined);
  flankBy.fill(0);
  doomedAt.fill(0);
  onField.length = 0;
  kinds.length = 0;
  let routedMine = 0;
  let routedTheirs = 0;
  let guns0 = 0;
  let guns1 = 0;
  for (const u of units) {
    if (u.routed) {
      if (u.side === side) routedMine++;
      else routedTheirs++;
    } else if (u.at) {
      onField.push(u);
      kinds.push(typeIndex(u));
      if (u.type === 'A') {
        if (u.side === 0) guns0++;
        else guns1++;
      }
      const i = cellOf(u);
      board[i] = u;
      const base = u.side * CELLS;
      for (const j of ORTHO[i] as number[]) flankBy[base + j] = (flankBy[base + j] as number) + 1;
      if (u.type === 'I') for (const j of DIAG[i] as number[]) flankBy[base + j] = (flankBy[base + j] as number) + 1;
    }
  }
  return { routedMine, routedTheirs, guns0, guns1 };
}

/** Would the unit on square `i` rout if it lost now: artillery, flanked, or nowhere to fall back to? */
function doomedOn(i: number): boolean {
  const known = doomedAt[i] as number;
  if (known) return known === 1;
  const u = board[i] as Unit;
  const yes = isDoomed(u, i);
  doomedAt[i] = yes ? 1 : 2;
  return yes;
}

function isDoomed(u: Unit, i: number): boolean {
  if (u.type === 'A' || (flankBy[(u.side === 0 ? 1 : 0) * CELLS + i] as number) >= 2) return true;
  const at = u.at as { r: number; c: number };
  const r = at.r + backward(u.side);
  if (r < 0 || r >= SIZE) return true;
  const row = r * SIZE;
  if (!board[row + at.c]) return false;
  if (at.c - 1 >= 0 && !board[row + at.c - 1]) return false;
  return !(at.c + 1 < SIZE && !board[row + at.c + 1]);
}

/**
 * Which units would rout if they lost now, on this field (for the bots' choice of targets). Ask
 * before the next evaluation: the answer reads the evaluation's board.
 */
export function doomedAmong(units: readonly Unit[]): (u: Unit) => boolean {
  readBoard(units, null);
  return (u) => doomedOn(cellOf(u));
}

/** The value of the position for `side`; large and positive once it has won. */
export function evaluate(s: Tiny18cState, side: Side): number {
  if (s.result) {
    if (s.result.winner === null) return 0;
    return s.result.winner === side ? WIN - s.turn : -WIN + s.turn;
  }
  const enemy: Side = side === 0 ? 1 : 0;
  const { routedMine, routedTheirs, guns0, guns1 } = readBoard(s.units, side);
  // Progress towards breaking the other side weighs most.
  let value = EVAL.routed * (routedTheirs / routLimit(s.strength[enemy]) - routedMine / routLimit(s.strength[side]));
  readPairs();
  for (let k = 0; k < onField.length; k++) {
    const u = onField[k] as Unit;
    const sign = u.side === side ? 1 : -1;
    const i = cellOf(u);
    value += sign * unitValue(u, i, k);
    // Enemy guns force a unit back one time in two: a unit that would rout is at risk every turn.
    if ((u.side === 0 ? guns1 : guns0) > 0 && doomedOn(i)) value -= sign * EVAL.gunRisk;
  }
  return value;
}

/** What one unit's situation is worth: the fights it is in, its safety, and its place. */
function unitValue(u: Unit, i: number, k: number): number {
  const at = u.at as { r: number; c: number };
  const T = TYPES.length;
  const kind = kinds[k] as number;
  let v = 0;
  let foes = 0;
  for (const j of AROUND[i] as number[]) {
    const e = board[j];
    if (!e || e.side === u.side) continue;
    foes++;
    const ek = typeIndex(e);
    const mine = (flankBy[u.side * CELLS + j] as number) + (ADVANTAGE[kind * T + ek] ? 2 : 0);
    const theirs = (flankBy[e.side * CELLS + i] as number) + (ADVANTAGE[ek * T + kind] ? 2 : 0);
    // A fight about to be lost is bad, worse if it would rout; a fight about to be won is good.
    if (theirs > mine) v -= doomedOn(i) ? EVAL.loseDoomed : EVAL.lose;
    else if (mine > theirs) v += doomedOn(j) ? EVAL.winDoomed : EVAL.win;
  }
  // Enemies that beat this unit within reach by the next combat (readPairs).
  for (let t = threats[k] as number; t > 0; t--) v -= EVAL.matchup;
  // Artillery wants to stay out of reach; everyone else wants to close with the enemy.
  const nearest = nearestFoe[k] as number;
  if (u.type === 'A') v += nearest >= 2 ? EVAL.gunSafe : -EVAL.gunNear;
  else if (u.type === 'S') v += nearest === 2 ? EVAL.scout : 0;
  else v -= EVAL.close * nearest;
  // Friends beside a unit protect its flanks; a unit with its back to the edge cannot fall back.
  for (const j of ORTHO[i] as number[]) if (board[j]?.side === u.side) v += EVAL.friend;
  if (at.r === homeRow(u.side) && foes) v -= EVAL.edge;
  // Central files give more ways to flank.
  v += EVAL.centre * (2 - Math.abs(at.c - 2));
  return v;
}
