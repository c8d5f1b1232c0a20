// Tiny 18c: a 5 x 5 field, simultaneous secret orders, three phases a turn. Each side commits
// its orders for a phase; when both are in, the phase resolves at once and the log tells how.
import * as v from 'valibot';
import { accept, note, refuse, type GameDefinition, type GameEvent as AnyEvent } from '../../../engine/game';
import { actionGuard } from '../../../engine/limits';
import { HIDDEN_RNG, Rng, seedRng } from '../../../engine/rng';
import { same, sq, squareName } from './board';
import { armyProblem } from './armies';
import { boardToText, labelArmy, plainBoard, textToBoard, wideRow } from './notation';
import {
  chargeCombats,
  chargeDestination,
  combatPhase,
  fireArtillery,
  moveOptions,
  moveSimultaneously,
  newReport,
  tell,
  stepOptions,
  unitName,
  capital,
  type Report,
  type Step,
} from './resolve';
import {
  ATTACKER,
  DEFENDER,
  SIDE_NAMES,
  SIZE,
  UNIT_TYPES,
  forward,
  homeRow,
  type DeclareOrders,
  type MoveOrders,
  type Orders,
  type Side,
  type Square,
  type Tiny18cOptions,
  type Tiny18cState,
  type Unit,
  type UnitType,
} from './types';

export * from './types';
export { boardToText, textToBoard } from './notation';
export { moveOptions, stepOptions, chargeDestination } from './resolve';
export type { Step } from './resolve';

export type Tiny18cAction = { type: 'commit'; orders: Orders };

/**
 * What the rules' log notes carry: each step of a resolution (a move, a shot, a fight, a retreat,
 * a rout), for the table to play back; the board after it, in the game's notation, for the log;
 * and the end of the battle.
 */
export type Tiny18cDetail = Step | { t: 'board'; text: string; turn: number; phase: Tiny18cState['phase'] } | { t: 'end' };

/** A log event of this game: dice, or a note with one of its details. */
type GameEvent = AnyEvent<Tiny18cDetail>;

export const DEFAULT_TURN_LIMIT = 30;

const other = (side: Side): Side => (side === ATTACKER ? DEFENDER : ATTACKER);
const squareSchema = v.object({ r: v.pipe(v.number(), v.integer()), c: v.pipe(v.number(), v.integer()) });
const idSchema = v.pipe(v.string(), v.regex(/^[ICPASMicpasm]\d{0,2}$/));

export const optionsSchema = v.object({
  armies: v.tuple([v.array(v.picklist(UNIT_TYPES)), v.array(v.picklist(UNIT_TYPES))]),
  turnLimit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)),
  // A doctored save's control characters are read as spaces (as a pasted board's are), not kept to show.
  board: v.optional(v.pipe(v.string(), v.maxLength(400), v.transform(plainBoard))),
}) satisfies v.GenericSchema<unknown, Tiny18cOptions>;

/**
 * The options of a battle started from a pasted board, or why it cannot start. The battle keeps
 * the board alone, in the notation: pasted from a chat, the text brings its words along ("attacker
 * deploys here", a line about the last turn), and kept whole it ran past what a save holds (400
 * letters), so the battle started but could never be saved, nor autosaved.
 */
export function withBoard(options: Tiny18cOptions, text: string): { ok: true; options: Tiny18cOptions } | { ok: false; message: string } {
  const parsed = textToBoard(text);
  if (!parsed.ok) return parsed;
  const wide = wideRow(text);
  if (wide) return { ok: false, message: wide };
  if (!parsed.units.some((u) => u.side === ATTACKER) || !parsed.units.some((u) => u.side === DEFENDER)) return { ok: false, message: 'A board needs units of both sides.' };
  return { ok: true, options: { ...options, board: boardToText(parsed.units.map((u) => ({ ...u, routed: false }))) } };
}

export const actionSchema = v.object({
  type: v.literal('commit'),
  orders: v.variant('phase', [
    v.object({ phase: v.picklist(['deploy', 'scouts']), columns: v.record(idSchema, v.pipe(v.number(), v.integer())) }),
    v.object({ phase: v.literal('movement'), moves: v.record(idSchema, squareSchema) }),
    v.object({
      phase: v.literal('declarations'),
      action: v.nullable(
        v.variant('kind', [
          v.object({ kind: v.literal('move'), unit: idSchema, to: squareSchema }),
          v.object({ kind: v.literal('charge'), unit: idSchema, target: idSchema }),
        ]),
      ),
      shots: v.record(idSchema, idSchema),
    }),
  ]),
}) satisfies v.GenericSchema<unknown, Tiny18cAction>;

const checkAction = actionGuard(actionSchema, 'Tiny 18c');

/** The losing threshold: a quarter of a side's units, and at least one, routed. */
export const routLimit = (strength: number): number => Math.max(1, Math.ceil(strength / 4));

function createUnits(armies: readonly [readonly UnitType[], readonly UnitType[]]): Unit[] {
  return ([ATTACKER, DEFENDER] as const).flatMap((side) => {
    const army = armies[side];
    const militia = army.filter((t) => t === 'M').length;
    const types = [...army, ...Array.from({ length: militia }, () => 'M' as const)];
    const labels = labelArmy(types, side);
    const militiaIds = labels.filter((_, i) => types[i] === 'M' && i < army.length);
    return types.map((type, i): Unit => {
      const unit: Unit = { id: labels[i] as string, side, type, at: null, routed: false };
      if (i >= army.length) unit.bonusOf = militiaIds[i - army.length];
      return unit;
    });
  });
}

/** Units a side places on its home row at deployment. */
export const homeRowUnits = (s: Tiny18cState, side: Side): Unit[] => s.units.filter((u) => u.side === side && u.type !== 'S' && !u.bonusOf);
export const scoutsOf = (s: Tiny18cState, side: Side): Unit[] => s.units.filter((u) => u.side === side && u.type === 'S' && !u.routed);
export const frontRow = (side: Side): number => homeRow(side) + forward(side);
const ownStanding = (s: Tiny18cState, side: Side, id: string): Unit | undefined =>
  s.units.find((u) => u.id === id && u.side === side && u.at && !u.routed);

/** Which sides still have orders to give this phase. */
export function waitingFor(s: Tiny18cState): Side[] {
  if (s.phase === 'over') return [];
  return ([ATTACKER, DEFENDER] as const).filter((side) => !s.committed[side] && (s.phase !== 'scouts' || scoutsOf(s, side).length > 0));
}

/** Why these orders cannot be given, or null. */
export function ordersProblem(s: Tiny18cState, side: Side, o: Orders): string | null {
  if (o.phase !== s.phase) return `These are ${o.phase} orders, but it is the ${s.phase} phase.`;
  switch (o.phase) {
    case 'deploy':
    case 'scouts': {
      const mine = o.phase === 'deploy' ? homeRowUnits(s, side) : scoutsOf(s, side);
      const row = o.phase === 'deploy' ? homeRow(side) : frontRow(side);
      const ids = Object.keys(o.columns);
      const missing = mine.find((u) => !(u.id in o.columns));
      if (missing) return `Place ${missing.id} too.`;
      const stranger = ids.find((id) => !mine.some((u) => u.id === id));
      if (stranger) return `${stranger} is not one of the units to place now.`;
      const cols = Object.values(o.columns);
      if (cols.some((c) => !Number.isInteger(c) || c < 0 || c >= SIZE)) return 'Every unit must go on one of the five spaces of its row.';
      if (new Set(cols).size !== cols.length) return 'Two units cannot share a space.';
      if (o.phase === 'scouts') {
        const taken = cols.find((c) => s.units.some((u) => !u.routed && same(u.at, sq(row, c))));
        if (taken !== undefined) return `${squareName(sq(row, taken))} is taken by a militia.`;
      }
      return null;
    }
    case 'movement': {
      const seen = new Set<number>();
      for (const [id, to] of Object.entries(o.moves)) {
        const u = ownStanding(s, side, id);
        if (!u) return `${id} is not one of your units on the field.`;
        if (same(u.at, to)) continue;
        if (!moveOptions(s.units, u).some((m) => same(m, to))) {
          return u.type === 'C'
            ? `${id} cannot reach ${squareName(to)}: cavalry move one or two spaces in a straight line, not through a unit.`
            : `${id} can only move one space.`;
        }
        const k = to.r * SIZE + to.c;
        if (seen.has(k)) return `Two of your units cannot both move to ${squareName(to)}.`;
        seen.add(k);
      }
      return null;
    }
    case 'declarations': {
      const a = o.action;
      if (a) {
        const u = ownStanding(s, side, a.unit);
        if (!u) return `${a.unit} is not one of your units on the field.`;
        if (a.kind === 'move' && !stepOptions(u).some((m) => same(m, a.to))) return `A declared move is one space: ${a.unit} cannot reach ${squareName(a.to)}.`;
        if (a.kind === 'charge') {
          const t = s.units.find((x) => x.id === a.target && x.side !== side && x.at && !x.routed);
          if (!t) return `${a.target} is not an enemy unit on the field.`;
        }
      }
      for (const [gun, target] of Object.entries(o.shots)) {
        const g = ownStanding(s, side, gun);
        if (!g || g.type !== 'A') return `${gun} is not one of your artillery.`;
        if (s.moved.includes(gun)) return `${gun} moved this turn, so it cannot shoot.`;
        if (a?.unit === gun) return `${gun} is your declared ${a.kind}, so it cannot also shoot.`;
        if (!s.units.some((x) => x.id === target && x.side !== side && x.at && !x.routed)) return `${target} is not an enemy unit on the field.`;
      }
      return null;
    }
  }
}

// ---- resolving a phase -------------------------------------------------------------------------

/**
 * Deployment (home row; each militia's bonus militia in front of it) or the scouts' deployment
 * (the row in front): every side's units go to the columns it chose.
 */
function resolvePlacement(s: Tiny18cState, phase: 'deploy' | 'scouts', report: Report): void {
  for (const side of [ATTACKER, DEFENDER] as const) {
    const o = s.orders[side];
    if (o?.phase !== phase) continue;
    for (const [id, c] of Object.entries(o.columns)) {
      const u = s.units.find((x) => x.id === id);
      if (!u) continue;
      const place = sq(phase === 'deploy' ? homeRow(side) : frontRow(side), c);
      u.at = place;
      tell(report, { t: 'place', unit: u.id, at: place }, () => `${capital(unitName(u))} deployed at ${squareName(place)}.`);
      const bonus = phase === 'deploy' ? s.units.find((x) => x.bonusOf === id) : undefined;
      if (bonus) {
        const front = sq(frontRow(side), c);
        bonus.at = front;
        tell(report, { t: 'place', unit: bonus.id, at: front }, () => `${capital(unitName(bonus))}, ${id}'s bonus militia, deployed at ${squareName(front)}.`);
      }
    }
  }
}

function resolveMovement(s: Tiny18cState, report: Report): void {
  const orders = new Map<string, Square>();
  for (const side of [ATTACKER, DEFENDER] as const) {
    const o = s.orders[side] as MoveOrders | null;
    for (const [id, to] of Object.entries(o?.moves ?? {})) orders.set(id, to);
  }
  s.moved = moveSimultaneously(s.units, orders, report);
}

function resolveDeclarations(s: Tiny18cState, rng: Rng, report: Report): void {
  const decl = ([ATTACKER, DEFENDER] as const).map((side) => s.orders[side] as DeclareOrders | null);
  const moves = new Map<string, Square>();
  const charges: { unit: string; target: string }[] = [];
  const movingNow = new Set<string>();
  for (const o of decl) {
    const a = o?.action;
    if (!a) continue;
    movingNow.add(a.unit);
    if (a.kind === 'move') moves.set(a.unit, a.to);
    else {
      const charger = s.units.find((u) => u.id === a.unit);
      const target = s.units.find((u) => u.id === a.target);
      const to = charger && target ? chargeDestination(s.units, charger, target) : null;
      if (to) moves.set(a.unit, to);
      charges.push({ unit: a.unit, target: a.target });
    }
  }
  const stepped = moveSimultaneously(s.units, moves, report);
  s.moved = [...new Set([...s.moved, ...stepped])];
  const shots = decl.flatMap((o, side) => Object.entries(o?.shots ?? {}).map(([unit, target]) => ({ unit, target, seat: side as Side })));
  // A side breaks the moment enough of it has routed: after the guns, after the charges, after combat.
  fireArtillery(s.units, shots, movingNow, rng, report);
  if (checkEnd(s)) return;
  chargeCombats(s.units, charges, report);
  if (checkEnd(s)) return;
  tell(report, { t: 'phase', phase: 'combat' }, () => 'Combat phase.');
  combatPhase(s.units, report);
  checkEnd(s);
}

/**
 * Has a side broken? A quarter of its units, and at least one, routed. When both break at the
 * same moment, the one that lost the larger share of its army loses; equal shares draw.
 */
export function checkEnd(s: Tiny18cState): boolean {
  const routed = ([ATTACKER, DEFENDER] as const).map((side) => s.units.filter((u) => u.side === side && u.routed).length);
  const lost = ([ATTACKER, DEFENDER] as const).map((side) => (routed[side] ?? 0) >= routLimit(s.strength[side]));
  const broke = (loser: Side, why: string) => ({
    winner: other(loser),
    text: `The ${SIDE_NAMES[loser].toLowerCase()} broke: ${routed[loser]} of ${s.strength[loser]} units routed${why}. The ${SIDE_NAMES[other(loser)].toLowerCase()} wins.`,
  });
  if (lost[0] && lost[1]) {
    const share = (side: Side) => (routed[side] ?? 0) * s.strength[other(side)];
    if (share(ATTACKER) === share(DEFENDER)) {
      s.result = { winner: null, text: `Both sides broke at once, each losing the same share: ${routed[0]} of ${s.strength[0]} and ${routed[1]} of ${s.strength[1]} units routed. A draw.` };
    } else {
      const loser = share(ATTACKER) > share(DEFENDER) ? ATTACKER : DEFENDER;
      s.result = broke(loser, `, against ${routed[other(loser)]} of ${s.strength[other(loser)]}: both broke at once, and it lost the larger share`);
    }
  } else if (lost[0] || lost[1]) {
    s.result = broke(lost[0] ? ATTACKER : DEFENDER, '');
  }
  if (s.result) s.phase = 'over';
  return !!s.result;
}

/** After the declarations: the turn limit's draw, or on to the next turn's movement. */
export function closeTurn(s: Tiny18cState): void {
  if (!s.result && s.turn >= s.options.turnLimit) {
    s.result = { winner: null, text: `Turn ${s.turn} ended with neither side broken: a draw.` };
    s.phase = 'over';
  }
  if (!s.result) {
    s.turn += 1;
    s.phase = 'movement';
    s.moved = [];
  }
}

function cloneState(s: Tiny18cState): Tiny18cState {
  return {
    ...s,
    units: s.units.map((u) => ({ ...u, at: u.at ? { ...u.at } : null })),
    orders: [s.orders[0], s.orders[1]],
    committed: [s.committed[0], s.committed[1]],
    moved: [...s.moved],
    strength: [s.strength[0], s.strength[1]],
  };
}

/** Resolves the current phase once every side's orders are in, and moves on to the next. */
function resolvePhase(before: Tiny18cState, quiet = false): { state: Tiny18cState; events: GameEvent[] } {
  const s = cloneState(before);
  const report = newReport(quiet);
  const rng = new Rng(s.rng);
  switch (s.phase) {
    case 'deploy':
      resolvePlacement(s, 'deploy', report);
      s.phase = s.units.some((u) => u.type === 'S') ? 'scouts' : 'movement';
      break;
    case 'scouts':
      resolvePlacement(s, 'scouts', report);
      s.phase = 'movement';
      break;
    case 'movement':
      resolveMovement(s, report);
      s.phase = 'declarations';
      break;
    case 'declarations':
      resolveDeclarations(s, rng, report);
      closeTurn(s);
      break;
    case 'over':
      break;
  }
  s.orders = [null, null];
  s.committed = [false, false];
  s.rng = rng.state();
  const events: GameEvent[] = [];
  if (quiet) return { state: s, events };
  for (const t of report.told) {
    if (t.roll) events.push(t.roll);
    events.push(note(t.text, null, t.step));
  }
  const board = boardToText(s.units);
  events.push(note(board, null, { t: 'board', text: board, turn: s.turn, phase: s.phase }));
  if (s.result) events.push(note(s.result.text, null, { t: 'end' }));
  return { state: s, events };
}

/**
 * Plays a phase out with given orders and chance, for the computer's look-ahead: no checks, no
 * log. Orders must be legal (the bots generate only legal ones); `rng` is the bot's own stream,
 * never the game's, so its guesses about the dice are guesses.
 */
export function simulatePhase(s: Tiny18cState, orders: [Orders | null, Orders | null], rng: Tiny18cState['rng']): Tiny18cState {
  return resolvePhase({ ...s, orders, committed: [true, true], rng }, true).state;
}

function setupState(options: Tiny18cOptions, seed: number): Tiny18cState {
  const base = {
    options,
    turn: 1,
    orders: [null, null] as [null, null],
    committed: [false, false] as [boolean, boolean],
    moved: [],
    result: null,
    rng: seedRng(seed),
  };
  if (options.board) {
    const parsed = textToBoard(options.board);
    if (parsed.ok) {
      const units = parsed.units.map((u): Unit => ({ ...u, routed: false }));
      const count = (side: Side) => units.filter((u) => u.side === side).length;
      return { ...base, units, phase: 'movement', strength: [count(0), count(1)] };
    }
  }
  const units = createUnits(options.armies);
  const count = (side: Side) => units.filter((u) => u.side === side).length;
  return { ...base, units, phase: 'deploy', strength: [count(0), count(1)] };
}

export const tiny18c: GameDefinition<Tiny18cState, Tiny18cAction, Tiny18cOptions, Tiny18cDetail> = {
  id: 'tiny-18c',
  title: 'Tiny 18c',
  optionsSchema,
  actionSchema,
  defaultOptions: { armies: [['I', 'I', 'P', 'C', 'A', 'S'], ['I', 'I', 'P', 'C', 'A', 'S']], turnLimit: DEFAULT_TURN_LIMIT },
  minPlayers: 2,
  maxPlayers: 2,

  setup: ({ options }, seed) => setupState(options, seed),

  actors: (s) => waitingFor(s),

  apply(state, input, seat) {
    // One kind of action, so no switch to fall through: the schema check refuses any other.
    const checked = checkAction(input);
    if (!checked.ok) return checked;
    const action = checked.action;
    const side = seat as Side;
    if (state.phase === 'over') return refuse('The battle is over.');
    if (!waitingFor(state).includes(side)) return refuse(state.committed[side] ? 'Your orders for this phase are already in.' : 'You have no orders to give now.');
    const problem = ordersProblem(state, side, action.orders);
    if (problem) return refuse(problem);
    const next = cloneState(state);
    next.orders[side] = action.orders;
    next.committed[side] = true;
    if (waitingFor(next).length > 0) return accept(next);
    const { state: resolved, events } = resolvePhase(next);
    return accept(resolved, events);
  },

  result(s) {
    if (!s.result) return null;
    return { winners: s.result.winner === null ? [] : [s.result.winner], draw: s.result.winner === null, text: s.result.text };
  },

  playerView(s, seat) {
    // Orders stay secret until both sides are in (once resolved they are cleared); the dice to come, always.
    const orders: Tiny18cState['orders'] = !s.orders[0] && !s.orders[1] ? s.orders : [seat === 0 ? s.orders[0] : null, seat === 1 ? s.orders[1] : null];
    return { ...s, orders, rng: HIDDEN_RNG };
  },

  describe(action, before, seat) {
    const who = SIDE_NAMES[seat as Side];
    const phase = action.orders.phase === 'deploy' ? 'deployment' : action.orders.phase === 'scouts' ? "scouts' deployment" : `${action.orders.phase}`;
    const turn = before.phase === 'movement' || before.phase === 'declarations' ? ` (turn ${before.turn})` : '';
    // The last orders in set the phase going: say so, as the steps follow in the log.
    const last = waitingFor(before).length === 1;
    return `${who} gave their ${phase} orders${turn}${last ? '; the orders are carried out:' : ''}`;
  },

  // A short line for the saves list; the whole ending is in the result and the log.
  progress(s) {
    if (s.phase === 'over') {
      const winner = s.result?.winner ?? null;
      return winner === null ? `Drawn, turn ${s.turn}` : `${SIDE_NAMES[winner]} won, turn ${s.turn}`;
    }
    if (s.phase === 'deploy' || s.phase === 'scouts') return 'Deploying';
    return `Turn ${s.turn}, ${s.phase}`;
  },

  undoPoint: (s) => !s.committed[0] && !s.committed[1],
  // The orders that set a phase going are carried out at once: both sides' orders and any dice
  // are then on the table for all to see. Taking them back would let a player order again knowing
  // the other side's orders and the dice to come (the computer would give the same orders, the
  // dice fall the same), so only orders still secret and unresolved can be undone.
  kept: ({ events }) => events.length > 0,
};

/** The board in the seed's notation, for "Copy board as text". */
export const boardText = (s: Tiny18cState): string => boardToText(s.units);

export { armyProblem };
