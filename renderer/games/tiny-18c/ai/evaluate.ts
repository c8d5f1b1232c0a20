// How good a position looks to one side: who is closer to breaking, who wins the fights that
// are about to happen, which enemies could fall on whom by the next combat, and how well placed
// the units are. The bots' only notion of "good".
// Called hundreds of times a decision, so it works on a 25-square grid, not lists of units.
import { hasAdvantage } from '../rules/resolve';
import { routLimit, type Side, type Tiny18cState, type Unit } from '../rules';
import { SIZE, backward, homeRow } from '../rules/types';
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

const advantage = (x: Unit, y: Unit): boolean => hasAdvantage(x, y, false);

type Grid = (Unit | undefined)[];

const cellOf = (u: Unit): number => (u.at as { r: number; c: number }).r * SIZE + (u.at as { r: number; c: number }).c;

function flankCount(grid: Grid, target: Unit, side: Side): number {
  const i = cellOf(target);
  let n = 0;
  for (const j of ORTHO[i] as number[]) if (grid[j]?.side === side) n++;
  for (const j of DIAG[i] as number[]) {
    const u = grid[j];
    if (u?.side === side && u.type === 'I') n++;
  }
  return n;
}

/** Would this unit rout if it lost now: artillery, flanked, or nowhere to fall back to? */
function doomedOn(grid: Grid, u: Unit): boolean {
  if (u.type === 'A' || flankCount(grid, u, u.side === 0 ? 1 : 0) >= 2) return true;
  const at = u.at as { r: number; c: number };
  const r = at.r + backward(u.side);
  if (r < 0 || r >= SIZE) return true;
  const row = r * SIZE;
  if (!grid[row + at.c]) return false;
  if (at.c - 1 >= 0 && !grid[row + at.c - 1]) return false;
  return !(at.c + 1 < SIZE && !grid[row + at.c + 1]);
}

function gridOf(units: readonly Unit[]): Grid {
  const grid: Grid = new Array<Unit | undefined>(CELLS);
  for (const u of units) if (u.at && !u.routed) grid[cellOf(u)] = u;
  return grid;
}

/** Would this unit rout if it lost now? (For the bots' choice of targets.) */
export const doomed = (units: readonly Unit[], u: Unit): boolean => doomedOn(gridOf(units), u);

/** The value of the position for `side`; large and positive once it has won. */
export function evaluate(s: Tiny18cState, side: Side): number {
  if (s.result) {
    if (s.result.winner === null) return 0;
    return s.result.winner === side ? WIN - s.turn : -WIN + s.turn;
  }
  const enemy: Side = side === 0 ? 1 : 0;
  let routedMine = 0;
  let routedTheirs = 0;
  const guns = [0, 0];
  const onField: Unit[] = [];
  for (const u of s.units) {
    if (u.routed) {
      if (u.side === side) routedMine++;
      else routedTheirs++;
    } else if (u.at) {
      onField.push(u);
      if (u.type === 'A') guns[u.side] = (guns[u.side] ?? 0) + 1;
    }
  }
  // Progress towards breaking the other side weighs most.
  let value = EVAL.routed * (routedTheirs / routLimit(s.strength[enemy]) - routedMine / routLimit(s.strength[side]));
  const grid = gridOf(onField);
  for (const u of onField) {
    const sign = u.side === side ? 1 : -1;
    value += sign * unitValue(grid, u, onField);
    // Enemy guns force a unit back one time in two: a unit that would rout is at risk every turn.
    if ((guns[u.side === 0 ? 1 : 0] ?? 0) > 0 && doomedOn(grid, u)) value -= sign * EVAL.gunRisk;
  }
  return value;
}

/** What one unit's situation is worth: the fights it is in, its safety, and its place. */
function unitValue(grid: Grid, u: Unit, onField: readonly Unit[]): number {
  const i = cellOf(u);
  const at = u.at as { r: number; c: number };
  let v = 0;
  let foes = 0;
  for (const j of AROUND[i] as number[]) {
    const e = grid[j];
    if (!e || e.side === u.side) continue;
    foes++;
    const mine = flankCount(grid, e, u.side) + (advantage(u, e) ? 2 : 0);
    const theirs = flankCount(grid, u, e.side) + (advantage(e, u) ? 2 : 0);
    // A fight about to be lost is bad, worse if it would rout; a fight about to be won is good.
    if (theirs > mine) v -= doomedOn(grid, u) ? EVAL.loseDoomed : EVAL.lose;
    else if (mine > theirs) v += doomedOn(grid, e) ? EVAL.winDoomed : EVAL.win;
  }
  // Artillery wants to stay out of reach; everyone else wants to close with the enemy.
  let nearest = 4;
  for (const e of onField) {
    if (e.side === u.side) continue;
    const d = Math.max(Math.abs((e.at as { r: number }).r - at.r), Math.abs((e.at as { c: number }).c - at.c));
    if (d < nearest) nearest = d;
    // An enemy that beats this unit, a move and a declared step (horse: two and a step) away.
    if (d >= 2 && d <= (e.type === 'C' ? 4 : 3) && advantage(e, u) && !advantage(u, e)) v -= EVAL.matchup;
  }
  if (u.type === 'A') v += nearest >= 2 ? EVAL.gunSafe : -EVAL.gunNear;
  else if (u.type === 'S') v += nearest === 2 ? EVAL.scout : 0;
  else v -= EVAL.close * nearest;
  // Friends beside a unit protect its flanks; a unit with its back to the edge cannot fall back.
  for (const j of ORTHO[i] as number[]) if (grid[j]?.side === u.side) v += EVAL.friend;
  if (at.r === homeRow(u.side) && foes) v -= EVAL.edge;
  // Central files give more ways to flank.
  v += EVAL.centre * (2 - Math.abs(at.c - 2));
  return v;
}
