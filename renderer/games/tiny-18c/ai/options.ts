// Every order a side could give this phase, unit by unit, for bots and property tests.
import type { Rng } from '../../../engine/rng';
import { same } from '../rules/board';
import {
  frontRow,
  homeRowUnits,
  moveOptions,
  scoutsOf,
  stepOptions,
  type DeclareOrders,
  type Declaration,
  type Orders,
  type Side,
  type Square,
  type Tiny18cState,
  type Unit,
} from '../rules';
import { SIZE } from '../rules/types';

export const mine = (s: Tiny18cState, side: Side): Unit[] => s.units.filter((u) => u.side === side && u.at && !u.routed);
export const theirs = (s: Tiny18cState, side: Side): Unit[] => s.units.filter((u) => u.side !== side && u.at && !u.routed);

/** Deployment with the units in the given column order (a permutation of 0..4). */
export function deployOrders(s: Tiny18cState, side: Side, columns: readonly number[]): Orders {
  if (s.phase === 'deploy') {
    const units = homeRowUnits(s, side);
    return { phase: 'deploy', columns: Object.fromEntries(units.map((u, i) => [u.id, columns[i] ?? i])) };
  }
  const row = frontRow(side);
  const free = columns.filter((c) => !s.units.some((u) => !u.routed && u.at?.r === row && u.at.c === c));
  return { phase: 'scouts', columns: Object.fromEntries(scoutsOf(s, side).map((u, i) => [u.id, free[i] ?? 0])) };
}

export const shuffleColumns = (rng: Rng): number[] => rng.shuffle(Array.from({ length: SIZE }, (_, i) => i));

/** Random movement orders: each unit stays or takes one of its moves, never two to one square. */
function randomMoveOrders(s: Tiny18cState, side: Side, rng: Rng, stayChance = 1 / 9): Orders {
  const moves: Record<string, Square> = {};
  const taken: Square[] = [];
  for (const u of rng.shuffle(mine(s, side))) {
    if (rng.float() < stayChance) continue;
    const options = moveOptions(s.units, u).filter((m) => !taken.some((t) => same(t, m)));
    if (!options.length) continue;
    const to = rng.pick(options);
    moves[u.id] = to;
    taken.push(to);
  }
  return { phase: 'movement', moves };
}

/** Every declaration a side could make: nothing, a one-space move, or a charge. */
export function declarationOptions(s: Tiny18cState, side: Side): (Declaration | null)[] {
  const out: (Declaration | null)[] = [null];
  for (const u of mine(s, side)) {
    for (const to of stepOptions(u)) out.push({ kind: 'move', unit: u.id, to });
    for (const e of theirs(s, side)) out.push({ kind: 'charge', unit: u.id, target: e.id });
  }
  return out;
}

/** Artillery that may shoot this declarations phase (those that have not moved). */
export const gunsReady = (s: Tiny18cState, side: Side, action: Declaration | null): Unit[] =>
  mine(s, side).filter((u) => u.type === 'A' && !s.moved.includes(u.id) && action?.unit !== u.id);

function randomDeclareOrders(s: Tiny18cState, side: Side, rng: Rng): DeclareOrders {
  const action = rng.pick(declarationOptions(s, side));
  const targets = theirs(s, side);
  const shots: Record<string, string> = {};
  if (targets.length) for (const g of gunsReady(s, side, action)) if (rng.float() < 0.7) shots[g.id] = rng.pick(targets).id;
  return { phase: 'declarations', action, shots };
}

/** Any legal orders for the phase, chosen at random: the random player, and the property tests' hand. */
export function randomOrders(s: Tiny18cState, side: Side, rng: Rng): Orders {
  switch (s.phase) {
    case 'deploy':
    case 'scouts':
      return deployOrders(s, side, shuffleColumns(rng));
    case 'movement':
      return randomMoveOrders(s, side, rng);
    case 'declarations':
    case 'over':
      return randomDeclareOrders(s, side, rng);
  }
}
