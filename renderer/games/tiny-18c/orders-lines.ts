// The "Your orders" list in the panel: one line an order, by square (a to e) as a player scans the board.
import { squareName } from './rules/board';
import type { Orders, Tiny18cState } from './rules';
import { chargeOutcome } from './orders';

/** A charge's line, saying when it cannot come to a fight as things stand. */
function describeCharge(s: Tiny18cState, unit: string, target: string): string {
  const u = s.units.find((x) => x.id === unit);
  const t = s.units.find((x) => x.id === target);
  const outcome = u && t ? chargeOutcome(s, u, t) : 'fight';
  const why = outcome === 'short' ? ': one step towards it, too far to fight' : outcome === 'stuck' ? ': no free square nearer it, no fight' : '';
  return `Charge: ${unit} on ${target}${why}`;
}

/** Where a unit stands, as a key that orders squares a to e, then 1 to 5 (a unit off the field last). */
function squareKey(s: Tiny18cState, id: string): number {
  const at = s.units.find((u) => u.id === id)?.at;
  return at ? at.c * 10 + (5 - at.r) : 99;
}

/** Orders keyed by unit, listed as a player scans the board: by square, a to e (not in the order they were given). */
function bySquare<T>(orders: Record<string, T>, key: (id: string, order: T) => number): [string, T][] {
  return Object.entries(orders).sort(([a, x], [b, y]) => key(a, x) - key(b, y) || a.localeCompare(b));
}

export function describeOrders(s: Tiny18cState, o: Orders): string[] {
  switch (o.phase) {
    case 'deploy':
    case 'scouts':
      return bySquare(o.columns, (_, c) => c).map(([id, c]) => `${id} at ${'abcde'[c]}`);
    case 'movement':
      return bySquare(o.moves, (id) => squareKey(s, id)).map(([id, to]) => `${id} → ${squareName(to)}`);
    case 'declarations': {
      const out: string[] = [];
      if (o.action?.kind === 'move') out.push(`Move: ${o.action.unit} → ${squareName(o.action.to)}`);
      if (o.action?.kind === 'charge') out.push(describeCharge(s, o.action.unit, o.action.target));
      for (const [gun, target] of bySquare(o.shots, (id) => squareKey(s, id))) out.push(`Shot: ${gun} at ${target}`);
      return out;
    }
  }
}
