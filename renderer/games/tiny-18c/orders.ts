// Orders as a player builds them, click by click, before committing: pure helpers the scene
// and the panel share, and a small store per game session.
import type { GameSession } from '../../kits/shell/session';
import { perSession } from '../../kits/shell/session-store';
import type { RuleError } from '../../engine/game';
import { adjacent, same, squareName } from './rules/board';
import {
  chargeDestination,
  frontRow,
  homeRow,
  homeRowUnits,
  moveOptions,
  ordersProblem,
  scoutsOf,
  stepOptions,
  type DeclareOrders,
  type Orders,
  type Side,
  type Square,
  type Tiny18cState,
  type Unit,
} from './rules';

export function emptyOrders(s: Tiny18cState): Orders {
  switch (s.phase) {
    case 'deploy':
    case 'scouts':
      return { phase: s.phase, columns: {} };
    case 'movement':
      return { phase: 'movement', moves: {} };
    case 'declarations':
    case 'over':
      return { phase: 'declarations', action: null, shots: {} };
  }
}

/** Units this side still has to place this deployment step. */
export function unplaced(s: Tiny18cState, side: Side, o: Orders): Unit[] {
  if (o.phase !== 'deploy' && o.phase !== 'scouts') return [];
  const units = o.phase === 'deploy' ? homeRowUnits(s, side) : scoutsOf(s, side);
  return units.filter((u) => !(u.id in o.columns));
}

/**
 * Why a unit waiting off the field cannot be placed in this deployment step, or null if it can:
 * scouts deploy in a step of their own, and a bonus militia goes with the militia that brought it.
 */
export function placeProblem(s: Tiny18cState, side: Side, o: Orders, unit: Unit): string | null {
  if (o.phase !== 'deploy' && o.phase !== 'scouts') return null;
  const now = o.phase === 'deploy' ? homeRowUnits(s, side) : scoutsOf(s, side);
  if (now.some((u) => u.id === unit.id)) return null;
  if (unit.bonusOf) return `${unit.id} is ${unit.bonusOf}'s bonus militia: it takes the square in front of ${unit.bonusOf} by itself.`;
  if (unit.type === 'S') return 'Scouts deploy after the other units, in the row in front of your home row, once both sides have deployed.';
  return `${unit.id} is not placed now.`;
}

/** The row a side deploys into this step, and the squares there that are free. */
export function deploySquares(s: Tiny18cState, side: Side, o: Orders): Square[] {
  if (o.phase !== 'deploy' && o.phase !== 'scouts') return [];
  const r = o.phase === 'deploy' ? homeRow(side) : frontRow(side);
  const used = new Set(Object.values(o.columns));
  return [0, 1, 2, 3, 4]
    .filter((c) => !used.has(c) && !s.units.some((u) => !u.routed && u.at?.r === r && u.at.c === c))
    .map((c) => ({ r, c }));
}

export function place(o: Orders, unit: string, column: number): Orders {
  if (o.phase !== 'deploy' && o.phase !== 'scouts') return o;
  const columns = Object.fromEntries(Object.entries(o.columns).filter(([id, c]) => id !== unit && c !== column));
  return { ...o, columns: { ...columns, [unit]: column } };
}

export function unplace(o: Orders, unit: string): Orders {
  if (o.phase !== 'deploy' && o.phase !== 'scouts') return o;
  return { ...o, columns: Object.fromEntries(Object.entries(o.columns).filter(([id]) => id !== unit)) };
}

/**
 * Squares a selected unit may be sent to this phase, as the table offers them. In movement: its
 * moves, but not a square another of its side is ordered to, nor one a unit of its side holds and
 * is not ordered out of (the move could only fail; a click there picks that unit instead). An
 * enemy's square is offered: the enemy may be leaving it. In declarations: the free squares next
 * to it (a click on an enemy is a charge or a shot; a unit of its side cannot move out of the way,
 * as a side declares one action).
 */
export function destinations(s: Tiny18cState, unit: Unit, o: Orders): Square[] {
  const holder = (q: Square) => s.units.find((u) => !u.routed && same(u.at, q));
  if (o.phase === 'movement') {
    const taken = Object.entries(o.moves).filter(([id]) => id !== unit.id).map(([, to]) => to);
    const staying = (q: Square) => {
      const u = holder(q);
      return !!u && u.side === unit.side && (!o.moves[u.id] || same(o.moves[u.id] ?? null, q));
    };
    return moveOptions(s.units, unit).filter((m) => !taken.some((t) => same(t, m)) && !staying(m));
  }
  if (o.phase === 'declarations') return stepOptions(unit).filter((q) => !holder(q));
  return [];
}

/**
 * Why the picked unit cannot be ordered to `square` (a click there), in a player's words, or null
 * where it can (or where the click means something else: its own square, a unit of its side there
 * staying, which the click picks instead). A click that only dropped the pick told nobody why.
 */
export function unreachableWords(s: Tiny18cState, unit: Unit, o: Orders, square: Square): string | null {
  if (!unit.at || same(unit.at, square) || destinations(s, unit, o).some((q) => same(q, square))) return null;
  const name = squareName(square);
  if (o.phase === 'movement') {
    if (!moveOptions(s.units, unit).some((q) => same(q, square))) {
      const reach = unit.type === 'C' ? 'one square, or two in a straight line over an empty square' : 'one square, diagonals too';
      return `${unit.id} moves ${reach}: ${name} is out of its reach.`;
    }
    const other = Object.entries(o.moves).find(([id, to]) => id !== unit.id && same(to, square));
    return other ? `${other[0]} is ordered to ${name}: two of your units cannot go to one square.` : null;
  }
  if (o.phase === 'declarations' && !stepOptions(unit).some((q) => same(q, square))) return `A declared move is one square: ${name} is out of reach of ${unit.id}.`;
  return null;
}

/** Orders a unit to a square (or back to where it stands, cancelling its move). */
export function orderMove(o: Orders, unit: Unit, to: Square): Orders {
  if (o.phase === 'movement') {
    const moves = { ...o.moves };
    if (same(unit.at, to)) delete moves[unit.id];
    else moves[unit.id] = to;
    return { ...o, moves };
  }
  if (o.phase === 'declarations') return withoutClash({ ...o, action: same(unit.at, to) ? null : { kind: 'move', unit: unit.id, to } });
  return o;
}

export function orderCharge(o: Orders, unit: Unit, target: Unit): Orders {
  if (o.phase !== 'declarations') return o;
  return withoutClash({ ...o, action: { kind: 'charge', unit: unit.id, target: target.id } });
}

export function orderShot(o: Orders, gun: Unit, target: Unit): Orders {
  if (o.phase !== 'declarations') return o;
  const action = o.action?.unit === gun.id ? null : o.action;
  return { ...o, action, shots: { ...o.shots, [gun.id]: target.id } };
}

/** Removes every order a unit has this phase. */
export function cancel(o: Orders, unit: string): Orders {
  switch (o.phase) {
    case 'movement': {
      const moves = { ...o.moves };
      delete moves[unit];
      return { ...o, moves };
    }
    case 'declarations': {
      const shots = { ...o.shots };
      delete shots[unit];
      return { ...o, action: o.action?.unit === unit ? null : o.action, shots };
    }
    default:
      return unplace(o, unit);
  }
}

/** A unit declared to move or charge cannot also shoot. */
function withoutClash(o: DeclareOrders): DeclareOrders {
  if (!o.action) return o;
  const shots = { ...o.shots };
  delete shots[o.action.unit];
  return { ...o, shots };
}

/** Where a charge would carry its unit, for drawing the arrow. */
export function chargeStep(s: Tiny18cState, unit: Unit, target: Unit): Square | null {
  return chargeDestination(s.units, unit, target);
}

/**
 * What a charge comes to, as things stand: a fight (the charger is next to its target, or its
 * step ends there), a step that stops short of it, or no step at all (no free square nearer).
 */
export function chargeOutcome(s: Tiny18cState, unit: Unit, target: Unit): 'fight' | 'short' | 'stuck' {
  if (!unit.at || !target.at) return 'stuck';
  if (adjacent(unit.at, target.at)) return 'fight';
  const step = chargeStep(s, unit, target);
  return !step ? 'stuck' : adjacent(step, target.at) ? 'fight' : 'short';
}

/** Are these orders complete and legal? The reason, if not. */
export const draftProblem = (s: Tiny18cState, side: Side, o: Orders): string | null => ordersProblem(s, side, o);

export interface DraftState {
  /** Whose, and for which phase (draftKey): a draft for another phase, turn or seat is never read. */
  key: string;
  /** Always orders for the phase in `key`: writeDraft and readDraft see to it. */
  orders: Orders | null;
  selected: string | null;
  /** True while a resolution plays out on the table. */
  animating: boolean;
  /**
   * The log's length just after orders were committed at this table, in this sitting: while the
   * log still ends there, whoever gave them is still at the screen and may take them back from the
   * curtain. A game continued or reloaded starts with none (nobody knows who sat down).
   */
  given: number | null;
}

export const draftKey = (s: Tiny18cState, seat: number): string => `${s.phase}:${s.turn}:${seat}:${s.committed.join(',')}`;

/** The orders being drawn up in this session (shared by the table and the panel). */
export const draftStore = perSession<DraftState>(() => ({ key: '', orders: null, selected: null, animating: false, given: null }));

/** The current draft: what is stored, unless the phase, turn or seat has changed since. */
export function readDraft(session: GameSession<Tiny18cState>): { orders: Orders; selected: string | null } {
  const s = session.view;
  const d = draftStore(session).get();
  const current = d.key === draftKey(s, session.viewer) && d.orders?.phase === s.phase;
  return current && d.orders ? { orders: d.orders, selected: d.selected } : { orders: emptyOrders(s), selected: null };
}

/**
 * Keeps the orders drawn up so far, for the phase on screen. Orders of any other phase are not
 * kept (written after the phase moved on, they would pass for this phase's): the draft is empty.
 */
export function writeDraft(session: GameSession<Tiny18cState>, orders: Orders, selected: string | null): void {
  const s = session.view;
  const store = draftStore(session);
  if (orders.phase !== s.phase) store.set({ key: '', orders: null, selected: null });
  else store.set({ key: draftKey(s, session.viewer), orders, selected });
}

/** Throws the draft away: the next read starts from empty orders for whatever phase is on. */
export function clearDraft(session: GameSession<Tiny18cState>): void {
  draftStore(session).set({ key: '', orders: null, selected: null });
}

/**
 * Commits the viewer's draft. Once in, the draft is gone: if these were the last orders, the phase
 * resolves and the same player may carry on into the next phase with a fresh, empty draft.
 */
export function commitDraft(session: GameSession<Tiny18cState>): RuleError | null {
  const refused = session.act({ type: 'commit', orders: readDraft(session).orders }, session.viewer);
  if (!refused) {
    clearDraft(session);
    draftStore(session).set({ given: session.history.cursor });
  }
  return refused;
}

/**
 * What Undo says when it has nothing to take back (the shell's undoNone): orders being drawn up
 * are not moves yet, so they are taken back on the table; orders carried out stand. Null for the
 * plain "Nothing to undo." (a battle with nothing done yet).
 */
export function undoNoneWords(session: GameSession<Tiny18cState>): string | null {
  const s = session.view;
  const { orders } = readDraft(session);
  if (!s.result && s.orders[session.viewer as Side] === null && JSON.stringify(orders) !== JSON.stringify(emptyOrders(s))) {
    const how = orders.phase === 'deploy' || orders.phase === 'scouts' ? 'Click a placed unit to take it back' : 'Right-click a unit to cancel its order';
    return `Nothing to undo: your orders are not given yet. ${how}, or Clear in the panel.`;
  }
  return session.log.length > 0 ? 'Nothing to undo: orders carried out stand, once both sides have seen them.' : null;
}

/**
 * The status line's reminder of what the mouse does now, for the seat at the screen: where the
 * units deploy, how a move or a declaration is given, or nothing but to read the end.
 */
export function tiny18cHint(s: Tiny18cState, seat: number): string {
  const pan = 'drag the cloth to pan';
  if (s.phase !== 'over' && s.committed[seat as Side]) return `Your orders are in: waiting for the other side · wheel zooms · ${pan}`;
  switch (s.phase) {
    case 'deploy':
      return `Click a unit, then a square of your home row (or drag it) · click a placed unit to take it back · ${pan}`;
    case 'scouts':
      return `Click your scouts, then a square in front of your home row (or drag them) · wheel zooms · ${pan}`;
    case 'movement':
      return `Click a unit, then where it goes (or drag it) · right-click a unit to cancel its order · ${pan}`;
    case 'declarations':
      return 'Click a unit, then a square beside it (a move) or an enemy (a charge) · an unmoved gun: click it, then any enemy';
    case 'over':
      return `The battle is over: read it in the log, or start another from the panel · ${pan}`;
  }
}
