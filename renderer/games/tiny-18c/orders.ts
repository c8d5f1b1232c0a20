// Orders as a player builds them, click by click, before committing: pure helpers the scene
// and the panel share, and a small store per game session.
import * as v from 'valibot';
import type { GameSession } from '../../kits/shell/session';
import { perSession } from '../../kits/shell/session-store';
import { watchChanges } from '../../kits/shell/store';
import type { RuleError } from '../../engine/game';
import { saveNameKey, type SeatDraft } from '../../contract/save-format';
import type { DraftKeeper } from '../mode';
import { adjacent, same, squareName } from './rules/board';
import {
  actionSchema,
  chargeDestination,
  frontRow,
  homeRow,
  homeRowUnits,
  moveOptions,
  ordersProblem,
  scoutsOf,
  stepOptions,
  waitingFor,
  SIDE_NAMES,
  type DeclareOrders,
  type Orders,
  type Side,
  type Square,
  type Tiny18cAction,
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

/**
 * Why a click on `square` in a deployment step places nothing, in a player's words, or null where
 * it places `pick` (the unit picked, else the next one waiting). A click on a square outside the row
 * being deployed, or on a taken one, did nothing and told nobody why: a new player clicking the row
 * in front of the home row for the scout left waiting met a table that would not answer.
 */
export function deployMissWords(s: Tiny18cState, side: Side, o: Orders, square: Square, pick: Unit | undefined): string | null {
  if (o.phase !== 'deploy' && o.phase !== 'scouts') return null;
  const free = deploySquares(s, side, o);
  if (!pick) {
    const waiting = s.units.find((u) => u.side === side && !u.at && !u.routed && !(u.id in o.columns) && placeProblem(s, side, o, u));
    const later = waiting ? ` ${placeProblem(s, side, o, waiting)}` : '';
    return `Every unit of this step is placed: commit your orders in the panel, or click a placed unit to take it back.${later}`;
  }
  if (free.some((q) => same(q, square))) return null;
  const r = o.phase === 'deploy' ? homeRow(side) : frontRow(side);
  const row = squareName({ r, c: 0 }).slice(1);
  const where = o.phase === 'deploy' ? `your home row (row ${row})` : `the row in front of your home row (row ${row})`;
  if (square.r !== r) return `${pick.id} deploys in ${where}: ${squareName(square)} is not in it.`;
  // A placed unit dragged and let go on its own square stays there: nothing to tell.
  if (o.columns[pick.id] === square.c) return null;
  return `${squareName(square)} is taken: ${pick.id} needs a free square in ${where}.`;
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

/**
 * A counter dropped on a square of its row that another of its side is placed on, in these orders:
 * it takes the square, and the other goes where the dropped one came from (its square, or back to
 * wait off the field), as two counters change places on a table. Null where no placed unit holds it.
 */
export function swapPlaces(o: Orders, unit: string, column: number): { orders: Orders; other: string; waits: boolean } | null {
  if (o.phase !== 'deploy' && o.phase !== 'scouts') return null;
  const other = Object.keys(o.columns).find((id) => id !== unit && o.columns[id] === column);
  if (!other) return null;
  const from = o.columns[unit];
  const rest = Object.entries(o.columns).filter(([id]) => id !== unit && id !== other);
  return { orders: { ...o, columns: Object.fromEntries([...rest, [unit, column], ...(from === undefined ? [] : [[other, from]])]) }, other, waits: from === undefined };
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

/**
 * What a new declaration took away, in a player's words, or null. A side declares one action, so
 * another unit's move or charge replaces the one given before; and a gun given the move or charge
 * no longer shoots. Both once went in silence: the first arrow simply vanished.
 */
export function replacedWords(before: Orders, after: Orders): string | null {
  if (before.phase !== 'declarations' || after.phase !== 'declarations' || !after.action) return null;
  const words = (a: NonNullable<DeclareOrders['action']>) => (a.kind === 'move' ? `${a.unit}’s move to ${squareName(a.to)}` : `${a.unit}’s charge on ${a.target}`);
  const out: string[] = [];
  if (before.action && before.action.unit !== after.action.unit) out.push(`One action a side: ${words(after.action)} replaces ${words(before.action)}.`);
  const shot = before.shots[after.action.unit];
  if (shot && !after.shots[after.action.unit]) out.push(`A gun that moves or charges cannot shoot: its shot at ${shot} is called off.`);
  return out.length ? out.join(' ') : null;
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
  /**
   * Orders not yet given that came back with a save, each waiting for its own seat to say it has
   * the mouse (sitDown): never shown to another seat.
   */
  held: HeldDraft[];
  /**
   * A game begun or resumed between two people at one computer: nobody has yet said who is at the
   * mouse, so the table stays behind a curtain until the seat to give orders lifts it (false once lifted).
   */
  screened: false | 'begun' | 'resumed';
}

/** A seat's orders drawn up and not yet given, as a save keeps them: for the position `key` names. */
interface HeldDraft {
  seat: Side;
  key: string;
  orders: Orders;
}

export const draftKey = (s: Tiny18cState, seat: number): string => `${s.phase}:${s.turn}:${seat}:${s.committed.join(',')}`;

/** The orders being drawn up in this session (shared by the table and the panel). */
export const draftStore = perSession<DraftState, Tiny18cState>((session) => ({
  key: '',
  orders: null,
  selected: null,
  animating: false,
  given: null,
  held: [],
  // A new game between two people opens behind the curtain too: whoever pressed Start may not be the first to give orders.
  screened: peopleAtOneComputer(session) && !session.state.result ? 'begun' : false,
}));

/**
 * The current draft: what is stored, unless the phase, turn or seat has changed since. With none
 * stored, orders this seat gave here and took back (the next move to redo is its own commit) come
 * back as they were given: after a reload, too, when nothing of this sitting's draft is kept.
 */
export function readDraft(session: GameSession<Tiny18cState>): { orders: Orders; selected: string | null } {
  const s = session.view;
  const d = draftStore(session).get();
  const current = d.key === draftKey(s, session.viewer) && d.orders?.phase === s.phase;
  if (current && d.orders) return { orders: d.orders, selected: d.selected };
  const undone = session.history.entries[session.history.cursor];
  const taken = undone?.seat === session.viewer && undone.action.type === 'commit' ? (undone.action as Tiny18cAction).orders : null;
  return { orders: taken?.phase === s.phase ? taken : emptyOrders(s), selected: null };
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
 * Commits the viewer's draft. Once in, no draft shows: the position has moved on (the draft is
 * kept only for the position it was drawn up in), and if these were the last orders the phase
 * resolves and the same player carries on into the next phase with a fresh, empty draft. Orders
 * taken back while still secret (Undo before the other side's are in, against the computer too,
 * or Take back my orders at the curtain) bring that position back, and with it these orders.
 */
export function commitDraft(session: GameSession<Tiny18cState>): RuleError | null {
  const refused = session.act({ type: 'commit', orders: readDraft(session).orders }, session.viewer);
  if (!refused) draftStore(session).set({ selected: null, given: session.history.cursor });
  return refused;
}

// ---- orders not yet given, kept with a save -----------------------------------------------------

/** A draft as a save holds it: orders of the game's own schema (those Commit gives), for the position `key` names. */
const SavedDraftSchema = v.object({ key: v.pipe(v.string(), v.maxLength(200)), orders: actionSchema.entries.orders });

const peopleAtOneComputer = (session: GameSession<Tiny18cState>): boolean => session.players.filter((p) => p.control === 'human').length > 1;

/**
 * Whether orders drawn up, perhaps only begun, still fit the position: its phase, units of this
 * side that are to be ordered now, free squares of the row to deploy in, moves and declarations the
 * rules would take (orders not complete yet are fine: this is a draft).
 */
export function draftFits(s: Tiny18cState, side: Side, o: Orders): boolean {
  if (o.phase !== s.phase) return false;
  if (o.phase === 'deploy' || o.phase === 'scouts') {
    const mine = (o.phase === 'deploy' ? homeRowUnits(s, side) : scoutsOf(s, side)).map((u) => u.id);
    const free = deploySquares(s, side, emptyOrders(s)).map((q) => q.c);
    const columns = Object.values(o.columns);
    return Object.keys(o.columns).every((id) => mine.includes(id)) && columns.every((c) => free.includes(c)) && new Set(columns).size === columns.length;
  }
  return ordersProblem(s, side, o) === null;
}

/**
 * Each seat's orders drawn up and not yet given, for a save: the draft of the seat at the screen,
 * and any kept from a save still waiting for its seat to take the mouse. Only for the position on
 * the table (a draft left behind by an undo is not this position's).
 */
export function keepDrafts(session: GameSession<Tiny18cState>): SeatDraft[] {
  const s = session.state;
  const d = draftStore(session).get();
  const out: SeatDraft[] = [];
  const empty = JSON.stringify(emptyOrders(s));
  if (d.orders && d.key === draftKey(s, session.viewer) && d.orders.phase === s.phase && JSON.stringify(d.orders) !== empty) {
    out.push({ seat: session.viewer, draft: { key: d.key, orders: d.orders } });
  }
  for (const h of d.held) if (!out.some((o) => o.seat === h.seat) && h.key === draftKey(s, h.seat)) out.push({ seat: h.seat, draft: { key: h.key, orders: h.orders } });
  return out;
}

/**
 * A save's drafts, handed to the game just resumed from it: a seat's draft is kept only if it is
 * a person's, for this very position (phase, turn, who has given orders), still to be given, and
 * fits the field; anything else is dropped, unsaid. Against the computer it is back on the table
 * at once; between two people at one computer the game opens behind a curtain, and each draft
 * comes back only when its own seat lifts it (sitDown).
 */
export function restoreDrafts(session: GameSession<Tiny18cState>, drafts: readonly SeatDraft[]): void {
  const s = session.state;
  const held: HeldDraft[] = [];
  for (const { seat, draft } of drafts) {
    if (seat !== 0 && seat !== 1) continue;
    if (session.players[seat]?.control !== 'human' || !waitingFor(s).includes(seat) || held.some((h) => h.seat === seat)) continue;
    const parsed = v.safeParse(SavedDraftSchema, draft);
    if (!parsed.success || parsed.output.key !== draftKey(s, seat) || !draftFits(s, seat, parsed.output.orders)) continue;
    held.push({ seat, key: parsed.output.key, orders: parsed.output.orders });
  }
  const screened = peopleAtOneComputer(session) && !s.result ? 'resumed' : false;
  draftStore(session).set({ held, screened });
  if (!screened) sitDown(session, session.viewer as Side);
}

/**
 * The person at the mouse says which seat they are (lifts the curtain): the screen shows that
 * seat, and its own orders kept from a save come back, never another seat's.
 */
export function sitDown(session: GameSession<Tiny18cState>, seat: Side): void {
  session.setViewer(seat);
  const store = draftStore(session);
  const { held } = store.get();
  const mine = held.find((h) => h.seat === seat);
  const rest = held.filter((h) => h.seat !== seat);
  if (mine && mine.key === draftKey(session.state, seat)) store.set({ held: rest, screened: false, key: mine.key, orders: mine.orders, selected: null });
  else store.set({ held: rest, screened: false });
}

/** Calls `changed` when the drafts a save would keep change (not a pick of a unit, nor a playback). */
export function watchDrafts(session: GameSession<Tiny18cState>, changed: () => void): () => void {
  return watchChanges(draftStore(session), () => keepDrafts(session), changed);
}

/**
 * Whether the table shows orders only the seat at the screen may see, so that no picture of it is
 * taken for the saves list (TableUi.privateTable): orders drawn up and not given (against the
 * computer too: the list's picture never shows a draft), or, between two people at one computer,
 * orders given and still secret.
 */
export function tableShowsSecrets(session: GameSession<Tiny18cState>): boolean {
  const s = session.state;
  if (s.result) return false;
  const { orders } = readDraft(session);
  if (JSON.stringify(orders) !== JSON.stringify(emptyOrders(session.view))) return true;
  return peopleAtOneComputer(session) && s.orders[session.viewer as Side] !== null;
}

/** Tiny 18c's orders not yet given, kept with each save (GameMode.drafts). */
export const tiny18cDrafts: DraftKeeper<Tiny18cState> = { keep: keepDrafts, restore: restoreDrafts, watch: watchDrafts };

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

/**
 * The side after the name of the player asked for orders (", the attacker" in "Anna, the attacker:
 * your orders."), or nothing when the player kept the side's own name (two people at one computer
 * are "Attacker" and "Defender" unless they type theirs): "Attacker: your orders.", not
 * "Attacker, the attacker: your orders."
 */
export function sideAfterName(name: string | undefined, side: Side): string {
  return name?.trim() && saveNameKey(name) === saveNameKey(SIDE_NAMES[side]) ? '' : `, the ${SIDE_NAMES[side].toLowerCase()}`;
}
