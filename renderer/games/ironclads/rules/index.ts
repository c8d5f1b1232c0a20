// ACW Ironclads: riverine battles of the American Civil War, slid along matchsticks between two
// strings. A turn is Movement and Ramming (one ship at a time, furthest upstream first),
// Shooting (simultaneous: each side picks its targets in secret), then Damage and Repairs,
// which the last side's "Fire" resolves at once.
//
// Moves are swept against the banks, the hulls and the table's edge by matter-js (sweep.ts),
// so a ship stops at the first thing it touches.
import { produce, type Draft } from 'immer';
import * as v from 'valibot';
import { accept, note, refuse, type GameDefinition, type GameEvent as AnyEvent } from '../../../engine/game';
import { actionGuard, clip, MAX_PROGRESS, plainText, unknownAction } from '../../../engine/limits';
import { d6 } from '../../../engine/dice';
import { HIDDEN_RNG, Rng, seedRng } from '../../../engine/rng';
import type { Contact, Stage } from '../../../table/sim/sweep';
import { arcOf, ashore, hullGap, hullOf, lineOfSight, poseOf, sweepWorldFor } from './geometry';
import { CONTROL_POINTS, MAX_STICK_INCHES, TABLE, clampBankPoint, generateRiver, riverProblem, stickMm, upstream } from './river';
import { acrossRiver, relayY, scenarioOptions } from './scenarios';
import { SHIP_CLASSES, hullShape, shipClass } from './ships';
import { AREAS, type Area, type Damage, type Distance, type IroncladsAction, type IroncladsDetail, type IroncladsOptions, type IroncladsState, type Point, type Pose, type River, type ShotRecord, type Ship, type ShipSpec, type Side } from './types';

/** A log event of this game: dice, or a note with one of its details. */
type GameEvent = AnyEvent<IroncladsDetail>;

export * from './types';
export { SHIP_CLASSES, shipClass, hullShape } from './ships';
export { DEFAULT_STICK_INCHES, SCENARIOS, SIDE_NAMES, scenarioOptions, acrossRiver, acrossOf, relayY } from './scenarios';
export { TABLE, CONTROL_POINTS, MAX_STICK_INCHES, stickMm, widthRange, generateRiver, straightRiver, clampBankPoint, riverProblem, bankCurve, curveY, upstream } from './river';
export { arcOf, ashore, hullGap, hullOf, inside, lineOfSight, poseOf, riverCurves, obstaclesFor, sweepWorldFor } from './geometry';

/** The largest turn at the start or the end of a move, in degrees. */
export const MAX_TURN = 45;
/** Damaged areas that sink a ship. */
export const SINKING_HITS = 4;
export const MAX_SHIPS = 12;

/** The damage table, by the die: 1 is a glancing blow, 2 to 6 the card's five areas. */
const DAMAGE_TABLE: readonly (Area | 'glancing')[] = ['glancing', ...AREAS];
/** The repair list: 1 to 3 fail, then guns, boiler, rudder. */
const REPAIR_TABLE: readonly (Area | null)[] = [null, null, null, 'guns', 'boiler', 'rudder'];

export const AREA_LABELS: Record<Area, string> = {
  crew: 'Crew casualties',
  hull: 'Hull damage',
  guns: 'Damaged guns',
  boiler: 'Boiler damage',
  rudder: 'Rudder damage',
};

// ---- schemas ------------------------------------------------------------------------------------

const finite = v.pipe(v.number(), v.finite());
const side = v.picklist([0, 1] as const);
const shipId = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/));
// Every ship and every bank point lies on the 2 by 1 foot table.
const OFF_TABLE = 'A ship must lie on the table.';
const across = v.pipe(v.number(), v.finite(), v.minValue(0, OFF_TABLE), v.maxValue(TABLE.width, OFF_TABLE));
const along = v.pipe(v.number(), v.finite(), v.minValue(0, OFF_TABLE), v.maxValue(TABLE.height, OFF_TABLE));
const point = v.object({ x: across, y: along });
const bank = v.pipe(v.array(point), v.length(CONTROL_POINTS));
const heading = v.pipe(v.number(), v.finite(), v.minValue(-720), v.maxValue(720));

export const optionsSchema = v.object({
  matchstickInches: v.pipe(v.number(), v.minValue(1), v.maxValue(MAX_STICK_INCHES)),
  turnLimit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  scenario: v.pipe(v.string(), v.maxLength(40)),
  title: v.pipe(v.string(), v.maxLength(80), v.transform(plainText)),
  ships: v.pipe(
    v.array(
      v.object({
        id: shipId,
        name: v.pipe(v.string(), v.minLength(1), v.maxLength(40), v.transform(plainText)),
        side,
        cls: v.picklist(SHIP_CLASSES.map((c) => c.id)),
        x: across,
        y: along,
        heading,
        stranded: v.optional(v.boolean()),
      }),
    ),
    v.minLength(2),
    v.maxLength(MAX_SHIPS),
  ),
  river: v.object({ banks: v.tuple([bank, bank]), flow: v.picklist(['east', 'west']) }),
  arrange: v.boolean(),
  eachSideArranges: v.optional(v.boolean()),
  widthAlong: v.optional(v.literal(true)),
  levelByName: v.optional(v.literal(true)),
  // Names reach every screen at the table (across machines, from the host's set-up): shown plain.
  sides: v.tuple([v.pipe(v.string(), v.maxLength(30), v.transform(plainText)), v.pipe(v.string(), v.maxLength(30), v.transform(plainText))]),
}) satisfies v.GenericSchema<unknown, IroncladsOptions>;

const TOO_FAR = `A ship turns at most ${MAX_TURN}° at the start and at the end of its move.`;
const turn = v.pipe(v.number(), v.finite(), v.minValue(-MAX_TURN, TOO_FAR), v.maxValue(MAX_TURN, TOO_FAR));

export const actionSchema = v.variant('type', [
  v.object({ type: v.literal('place'), ship: shipId, x: across, y: along, heading }),
  v.object({ type: v.literal('bank'), bank: v.picklist([0, 1] as const), index: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CONTROL_POINTS - 1)), y: finite }),
  v.object({ type: v.literal('river'), seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31)) }),
  v.object({ type: v.literal('flow'), flow: v.picklist(['east', 'west']) }),
  v.object({ type: v.literal('begin') }),
  v.object({ type: v.literal('move'), ship: shipId, start: turn, distance: v.picklist(['stay', 'half', 'full']), end: turn }),
  v.object({ type: v.literal('fire'), targets: v.record(shipId, shipId) }),
]) satisfies v.GenericSchema<unknown, IroncladsAction>;

export const DEFAULT_OPTIONS: IroncladsOptions = scenarioOptions('plum-point');

/**
 * The options a battle begun now plays by, from any set-up (one remembered, or an old save's for
 * Another battle): strings kept apart all along them, and level ships in name order, came with
 * later Musters, and a battle begun before replays without them.
 */
export const freshOptions = (o: IroncladsOptions): IroncladsOptions => ({ ...o, widthAlong: true, levelByName: true });

const checkAction = actionGuard(actionSchema, 'ACW Ironclads');

// ---- reading the state ------------------------------------------------------------------------------

export const shipById = (s: IroncladsState, id: string): Ship | undefined => s.ships.find((x) => x.id === id);
export const afloat = (s: IroncladsState, side: Side): Ship[] => s.ships.filter((x) => x.side === side && !x.sunk);
export const hits = (d: Damage): number => AREAS.filter((a) => d[a]).length;
export const sideName = (s: IroncladsState, side: Side) => s.options.sides[side] || (side === 0 ? 'Union' : 'Confederate');
export const stick = (s: IroncladsState) => stickMm(s.options.matchstickInches);

/** How far a ship's centre slides: its own length plus the stick (half a stick for a half move). */
export function slideDistance(s: IroncladsState, ship: Ship, distance: Distance): number {
  if (distance === 'stay') return 0;
  return shipClass(ship.cls).length + (distance === 'full' ? 1 : 0.5) * stick(s);
}

/** What a ship may do this move, given its damage: the distances, and whether it may turn twice. */
export function allowed(ship: Ship): { distances: Distance[]; turns: 'both' | 'one' } {
  return { distances: ship.damage.boiler ? ['stay', 'half'] : ['stay', 'half', 'full'], turns: ship.damage.rudder ? 'one' : 'both' };
}

/** The ship whose move it is, or undefined outside movement. */
export function mover(s: IroncladsState): Ship | undefined {
  return s.phase === 'move' ? shipById(s, s.order[s.next] ?? '') : undefined;
}

/**
 * This turn's movement order: ships free to move, furthest upstream first; ships level with each
 * other in name order (then by id), or by id alone in a battle begun before that came.
 */
export function movementOrder(s: Pick<IroncladsState, 'ships' | 'river' | 'options'>): string[] {
  const byName = !!s.options.levelByName;
  const level = (a: Ship, b: Ship) => (byName && a.name !== b.name ? (a.name < b.name ? -1 : 1) : a.id < b.id ? -1 : 1);
  return s.ships
    .filter((x) => !x.sunk && !x.stranded)
    .sort((a, b) => upstream(s.river, b.x) - upstream(s.river, a.x) || level(a, b))
    .map((x) => x.id);
}

/**
 * Why a ship that touched something just stops: the table's edge, a friendly ship, or an enemy
 * she may not ram (a turn at the end was ordered, or she was touching her when the move began).
 */
export type StopReason = 'edge' | 'friend' | 'turn-at-end' | 'no-run-up';

/** What a touch means to the ship that makes it. */
export interface TouchOutcome {
  /** Strand (bank, wreck), ram (an enemy, with a run-up and no turn at the end), stop. */
  outcome: 'clear' | 'stranded' | 'ram' | 'stopped';
  /** The ship touched (a wreck included), or null. */
  other: Ship | null;
  /** Why she only stops, when she stops. */
  stop: StopReason | null;
}

export interface MovePlan extends TouchOutcome {
  stages: Stage[];
  /** Where the ship ends. */
  pose: Pose;
  contact: Contact | null;
  /** How far the centre slid (mm), and the stage the contact came in (-1: none). */
  slid: number;
  stage: number;
}

/** Why this move is not allowed, or null. */
export function moveProblem(s: IroncladsState, ship: Ship, start: number, distance: Distance, end: number): string | null {
  if (Math.abs(start) > MAX_TURN + 1e-9 || Math.abs(end) > MAX_TURN + 1e-9) return `A ship turns at most ${MAX_TURN}° at the start and at the end of its move.`;
  if (distance === 'stay' && (start !== 0 || end !== 0)) return 'A ship that stays where it is cannot turn.';
  const can = allowed(ship);
  if (!can.distances.includes(distance)) return `${ship.name}'s boiler is damaged: half a matchstick at most.`;
  if (can.turns === 'one' && start !== 0 && end !== 0) return `${ship.name}'s rudder is damaged: one turn, at the start or the end.`;
  return null;
}

/**
 * Where a move takes a ship, swept through the table: turn about the centre, slide the ship's
 * length plus the stick, turn again. The first touch stops it there.
 */
export function planMove(s: IroncladsState, ship: Ship, start: number, distance: Distance, end: number): MovePlan {
  const stages: Stage[] = [];
  if (distance !== 'stay') {
    if (start) stages.push({ kind: 'turn', degrees: start });
    stages.push({ kind: 'slide', distance: slideDistance(s, ship, distance) });
    if (end) stages.push({ kind: 'turn', degrees: end });
  }
  if (!stages.length) return { stages, pose: poseOf(ship), contact: null, outcome: 'clear', other: null, stop: null, slid: 0, stage: -1 };
  const world = sweepWorldFor(s, ship.id);
  const r = world.sweep(hullShape(ship.cls), poseOf(ship), stages);
  const touchedAtStart = (id: string) => world.touching(hullShape(ship.cls), poseOf(ship)).has(id);
  return { stages, pose: r.pose, contact: r.contact, ...touchOutcome(s, ship, r.contact, end, touchedAtStart), slid: r.slid, stage: r.stage };
}

/**
 * What a touch means (the rule, the preview and the computer all read it here): a bank or a wreck
 * strands; an enemy is rammed by a ship that turns only at the start and was not already touching
 * her when the move began (a ram needs a run-up); anything else just stops her, for a reason.
 */
export function touchOutcome(s: IroncladsState, ship: Ship, contact: Pick<Contact, 'id' | 'kind'> | null, end: number, touchedAtStart: (id: string) => boolean): TouchOutcome {
  if (!contact) return { outcome: 'clear', other: null, stop: null };
  const other = shipById(s, contact.id) ?? null;
  if (contact.kind === 'bank' || contact.kind === 'wreck') return { outcome: 'stranded', other, stop: null };
  if (contact.kind !== 'ship' || !other) return { outcome: 'stopped', other, stop: 'edge' };
  if (other.side === ship.side) return { outcome: 'stopped', other, stop: 'friend' };
  if (touchedAtStart(other.id)) return { outcome: 'stopped', other, stop: 'no-run-up' };
  if (end !== 0) return { outcome: 'stopped', other, stop: 'turn-at-end' };
  return { outcome: 'ram', other, stop: null };
}

/** The enemies a ship can see: afloat, with a clear line. */
export function targetsFor(s: IroncladsState, ship: Ship): Ship[] {
  if (ship.sunk) return [];
  return s.ships.filter((t) => t.side !== ship.side && !t.sunk && lineOfSight(s, ship, t));
}

/** The shooting range modifiers against a target: -1 ahead of the bow or astern, -1 with gun damage. */
export function rangeModifier(shooter: Ship, target: Ship): number {
  return (arcOf(shooter, target) === 'abeam' ? 0 : -1) + (shooter.damage.guns ? -1 : 0);
}

/** The distance between two models, nearest points, in matchsticks. */
export const sticksBetween = (s: IroncladsState, a: Ship, b: Ship) => hullGap(hullOf(a), hullOf(b)).distance / stick(s);

/**
 * Where a model at `at`, touching what `touching` names, lies on the land beyond a bank: 'wholly'
 * (touching no bank's string, she would sail on the grass as on the water), 'aground' (across a bank
 * with her middle on the grass: her guns' sight starts there, behind the bank, so she could never
 * fire), or null (her middle on the water).
 */
function onLand(river: River, at: Point, touching: ReadonlyMap<string, unknown>): 'wholly' | 'aground' | null {
  if (!ashore(river, at)) return null;
  return [...touching.keys()].some((id) => id.startsWith('bank')) ? 'aground' : 'wholly';
}

/**
 * A distance in sticks as the panel, the table and the log say it: to a tenth, rounded up, so a
 * target just past a range of 2 reads "2.1", never "2.0" beside a miss. Against a whole range, a
 * distance shown is within it exactly when the rules find it so.
 */
export const sticksText = (d: number): string => (Math.ceil(d * 10 - 1e-9) / 10).toFixed(1);

// ---- setting up -----------------------------------------------------------------------------------

const noDamage = (): Damage => ({ crew: false, hull: false, guns: false, boiler: false, rudder: false });

function setup(options: IroncladsOptions, seed: number): IroncladsState {
  const rng = new Rng(seedRng(seed));
  const ships: Ship[] = options.ships.map((p) => ({
    id: p.id,
    name: p.name,
    side: p.side,
    cls: p.cls,
    x: p.x,
    y: p.y,
    heading: p.heading,
    damage: noDamage(),
    markers: 0,
    stranded: !!p.stranded,
    sunk: false,
  }));
  const s: IroncladsState = {
    options,
    river: options.river,
    ships,
    turn: 1,
    phase: 'arrange',
    order: [],
    next: 0,
    fire: [null, null],
    lastShots: [],
    sunkBy: [0, 0],
    rng: rng.state(),
    result: null,
  };
  if (options.arrange) return s;
  const events: GameEvent[] = [];
  return produce(s, (d) => void beginTurn(d, events));
}

/** Why the ships and banks cannot start a battle as they lie, or null. */
export function arrangementProblem(s: Pick<IroncladsState, 'ships' | 'river' | 'options'>): string | null {
  const river = riverProblem(s.river, s.options.matchstickInches);
  if (river) return river;
  const full = { ...(s as IroncladsState), phase: 'arrange' as const };
  for (const ship of s.ships) {
    const touching = sweepWorldFor(full, ship.id).touching(hullShape(ship.cls), poseOf(ship));
    for (const [id] of touching) {
      if (id.startsWith('edge')) return `${ship.name} is off the table.`;
      if (id.startsWith('bank') && !ship.stranded) return `${ship.name} lies across a bank: move it into the river.`;
      const other = s.ships.find((o) => o.id === id);
      if (other) return `${ship.name} and ${other.name} overlap.`;
    }
    const land = onLand(s.river, ship, touching);
    if (land === 'wholly') return `${ship.name} lies on the land beyond a bank: move it into the river.`;
    if (land) return `${ship.name} lies aground with her middle on the land: move her onto the water, the bank across her hull.`;
  }
  for (const side of [0, 1] as const) if (!s.ships.some((x) => x.side === side)) return `${s.options.sides[side] || 'Each side'} needs a ship.`;
  return null;
}

/** The gap (mm) a ship added in the set-up keeps from every other ship. */
const NEW_SHIP_GAP = 5;

/**
 * A ship added to a battle of your own: her side's class, a name and id nobody has, heading
 * downriver at her side's end, in the first spot clear of the banks, the table's edge and every
 * ship already there (with a little water between), so the battle can begin without moving her.
 * With no spot clear, the first of them: the set-up then names what she overlaps.
 */
export function newShipSpec(o: IroncladsOptions, side: Side): ShipSpec {
  const n = o.ships.filter((x) => x.side === side).length;
  const cls = side === 0 ? 'city' : 'cottonclad';
  let id = `${side === 0 ? 'us' : 'cs'}-${n + 1}`;
  for (let k = n + 2; o.ships.some((s) => s.id === id); k++) id = `${side === 0 ? 'us' : 'cs'}-${k}`;
  // Named by the first number no ship goes by: after Ship 1 was removed, another is not a second Ship 2.
  const prefix = side === 0 ? 'USS' : 'CSS';
  let k = n + 1;
  while (o.ships.some((s) => s.name.trim() === `${prefix} Ship ${k}`)) k++;
  const base = { id, name: `${prefix} Ship ${k}`, side, cls, heading: side === 0 ? 0 : 180 } as const;
  const others = o.ships.map((x) => ({ ...x, damage: { crew: false, hull: false, guns: false, boiler: false, rudder: false }, sunk: false, stranded: !!x.stranded, markers: 0 })) as Ship[];
  const world = sweepWorldFor({ river: o.river, ships: others } as IroncladsState, id);
  const spots: { x: number; y: number }[] = [];
  // Her side's end first, working towards mid-table; across the river from the middle outwards.
  for (let step = 0; step < 9; step++) {
    const x = side === 0 ? 70 + step * 30 : 540 - step * 30;
    for (const across of [-0.25, 0.2, 0, -0.1, 0.3, 0.1, -0.3]) spots.push({ x, y: Math.round(acrossRiver(o.river, x, across) * 100) / 100 });
  }
  const clear = spots.find((p) => {
    const ship = { ...base, ...p } as Ship;
    if (world.touching(hullShape(cls), poseOf(ship)).size) return false;
    return others.every((x) => hullGap(hullOf(ship), hullOf(x)).distance >= NEW_SHIP_GAP);
  });
  return { ...base, ...(clear ?? spots[0]!) };
}

/**
 * The battle's options with the table as it lies in `s`: every ship where she is, the river as it
 * runs, and nothing left to arrange. From the state as a battle begins, it sets up that battle again.
 */
export function battleAsLaidOut(s: IroncladsState): IroncladsOptions {
  const ships: ShipSpec[] = s.ships.map((x) => ({ id: x.id, name: x.name, side: x.side, cls: x.cls, x: x.x, y: x.y, heading: x.heading, ...(x.stranded ? { stranded: true } : {}) }));
  return { ...s.options, river: structuredClone(s.river), ships, arrange: false };
}

// ---- the turn ----------------------------------------------------------------------------------------

function beginTurn(d: Draft<IroncladsState>, events: GameEvent[]): void {
  d.phase = 'move';
  delete d.ready;
  d.order = movementOrder(d as IroncladsState);
  d.next = 0;
  d.fire = [null, null];
  for (const x of d.ships) x.markers = 0;
  events.push(note(`Turn ${d.turn}: movement and ramming.`, null, { t: 'turn', turn: d.turn }));
  if (!d.order.length) beginShooting(d, events);
}

/** Moves on to the next ship still able to move, or to shooting. */
function advance(d: Draft<IroncladsState>, events: GameEvent[]): void {
  d.next++;
  while (d.next < d.order.length) {
    const x = d.ships.find((y) => y.id === d.order[d.next]);
    if (x && !x.sunk && !x.stranded) return;
    d.next++;
  }
  beginShooting(d, events);
}

function beginShooting(d: Draft<IroncladsState>, events: GameEvent[]): void {
  if (d.phase === 'over') return;
  d.phase = 'shoot';
  d.fire = [null, null];
  const s = d as IroncladsState;
  for (const side of [0, 1] as const) if (!afloat(s, side).some((x) => targetsFor(s, x).length > 0)) d.fire[side] = {};
  if (d.fire[0] && d.fire[1]) resolveShooting(d, events);
  else events.push(note('Shooting: each side picks its targets.', null, { t: 'shooting' }));
}

/** What each kind of damage does, for the log. */
const DAMAGE_EFFECT: Record<Area, string> = {
  crew: 'she can make no more repairs',
  hull: 'permanent, never repaired',
  guns: '1 off her range when she fires',
  boiler: 'half a matchstick a move at most',
  rudder: 'one turn a move',
};

/** Why a ship only stops, in a player's words. */
export const STOP_WORDS: Record<StopReason, string> = {
  edge: "the table's edge",
  friend: 'a friendly ship, so no harm is done',
  'turn-at-end': 'a turn at the end was ordered, so it is no ram',
  'no-run-up': 'she was already touching her as the move began, and a ram needs a run-up',
};

/** Rolls on the damage table for one hit, marks the card, and sinks the ship at four. */
function damage(d: Draft<IroncladsState>, target: Draft<Ship>, by: Side, why: 'ram' | 'shot', events: GameEvent[]): void {
  const rng = new Rng(d.rng);
  const roll = d6(rng, by, `${why === 'ram' ? 'ram damage' : 'damage'} to ${target.name}`);
  d.rng = rng.state();
  events.push(roll);
  const area = DAMAGE_TABLE[roll.total - 1] ?? 'glancing';
  const rolled = `${target.name}: ${roll.total} on the damage table`;
  if (area === 'glancing') {
    events.push(note(`${rolled}, a glancing blow: no damage.`, by, { t: 'damage', ship: target.id, roll: roll.total, area: null }));
    return;
  }
  if (target.damage[area]) {
    events.push(note(`${rolled}, ${AREA_LABELS[area].toLowerCase()} again: already marked, so no more harm.`, by, { t: 'damage', ship: target.id, roll: roll.total, area, repeat: true }));
    return;
  }
  target.damage[area] = true;
  const n = hits(target.damage);
  events.push(note(`${rolled}, ${AREA_LABELS[area].toLowerCase()} (${DAMAGE_EFFECT[area]}): ${n} of ${SINKING_HITS} hits.`, by, { t: 'damage', ship: target.id, roll: roll.total, area }));
  if (!target.sunk && n >= SINKING_HITS) {
    target.sunk = true;
    target.markers = 0;
    d.sunkBy[by]++;
    events.push(note(`${target.name} has four hits and sinks where she lies.`, by, { t: 'sunk', ship: target.id }));
  }
}

/** A shot in a player's words: the die, the sum that makes the range, the distance, and the verdict. */
function shotWords(from: Ship, to: Ship, shot: ShotRecord, distance: number): string {
  const arc = arcOf(from, to);
  const mods = `${arc === 'abeam' ? '' : ` − 1 (${arc === 'ahead' ? 'ahead of her bow' : 'astern'})`}${from.damage.guns ? ' − 1 (damaged guns)' : ''}`;
  const sum = `${from.name} fires at ${to.name}: rolls ${shot.roll}, range ${shot.roll} − 1${mods} = ${shot.range}`;
  if (shot.range <= 0) return `${sum}, no reach: a miss.`;
  const away = distance < 0.05 ? 'she lies alongside' : `she is ${sticksText(distance)} matchsticks away`;
  return `${sum} matchstick${shot.range === 1 ? '' : 's'}; ${away}: ${shot.hit ? 'a hit' : 'a miss'}.`;
}

function resolveShooting(d: Draft<IroncladsState>, events: GameEvent[]): void {
  const before = d as IroncladsState;
  const rng = new Rng(d.rng);
  const shots: ShotRecord[] = [];
  // Shooting is simultaneous: every shot is measured on the table as it stands before any damage
  // (a hit only puts a marker beside its target), and each roll is followed by what it did.
  for (const side of [0, 1] as const) {
    const targets = before.fire[side] ?? {};
    for (const shooter of afloat(before, side)) {
      const target = shipById(before, targets[shooter.id] ?? '');
      if (!target) continue;
      const roll = d6(rng, side, `${shooter.name}'s range`);
      events.push(roll);
      const range = roll.total - 1 + rangeModifier(shooter, target);
      const distance = sticksBetween(before, shooter, target);
      const hit = range > 0 && distance <= range;
      const shot = { from: shooter.id, to: target.id, roll: roll.total, range, distance: Math.round(distance * 100) / 100, hit };
      shots.push(shot);
      events.push(note(shotWords(shooter, target, shot, distance), side, { t: 'shot', ...shot }));
    }
  }
  d.rng = rng.state();
  d.lastShots = shots;
  for (const shot of shots) {
    const t = shot.hit ? d.ships.find((x) => x.id === shot.to) : undefined;
    if (t) t.markers++;
  }
  // Damage resolution: one roll on the table for each hit marker.
  for (const t of d.ships) {
    const by = (1 - t.side) as Side;
    for (let i = 0; i < t.markers && !t.sunk; i++) damage(d, t, by, 'shot', events);
    // Every marker has had its roll: it comes off (onto the card, if it did damage).
    t.markers = 0;
  }
  // Repairs: ships afloat without crew casualties, with something a repair can mend.
  for (const t of d.ships) {
    if (t.sunk || t.damage.crew || !(t.damage.guns || t.damage.boiler || t.damage.rudder)) continue;
    const r = new Rng(d.rng);
    const roll = d6(r, t.side, `${t.name}'s repairs`);
    d.rng = r.state();
    events.push(roll);
    const area = REPAIR_TABLE[roll.total - 1] ?? null;
    const mended = area !== null && t.damage[area];
    if (mended && area) t.damage[area] = false;
    events.push(
      note(
        `${t.name}'s repairs: rolls ${roll.total}, ${area === null ? 'and 1 to 3 fail' : mended ? `${AREA_LABELS[area].toLowerCase()} mended` : `for the ${area}, but there is nothing to mend there`}.`,
        t.side,
        { t: 'repair', ship: t.id, roll: roll.total, area: mended ? area : null },
      ),
    );
  }
  if (ended(d, events)) return;
  d.turn++;
  if (d.turn > d.options.turnLimit) {
    endByLimit(d, events);
    return;
  }
  beginTurn(d, events);
}

/** A side with no ship afloat has lost (both at once: a draw). */
function ended(d: Draft<IroncladsState>, events: GameEvent[]): boolean {
  const s = d as IroncladsState;
  const gone = ([0, 1] as const).filter((side) => afloat(s, side).length === 0);
  if (!gone.length) return false;
  d.phase = 'over';
  d.result =
    gone.length === 2
      ? { winners: [], text: 'Both fleets are sunk: a draw.' }
      : { winners: [(1 - (gone[0] as Side)) as Side], text: `${sideName(s, gone[0] as Side)} has no ship afloat: ${sideName(s, (1 - (gone[0] as Side)) as Side)} wins.` };
  events.push(note(d.result.text, null, { t: 'over' }));
  return true;
}

function endByLimit(d: Draft<IroncladsState>, events: GameEvent[]): void {
  const s = d as IroncladsState;
  d.phase = 'over';
  d.turn = d.options.turnLimit;
  const [a, b] = d.sunkBy;
  const tally = `${sideName(s, 0)} sank ${a}, ${sideName(s, 1)} sank ${b}`;
  d.result = a === b ? { winners: [], text: `The turn limit is reached: ${tally}, a draw.` } : { winners: [a > b ? 0 : 1], text: `The turn limit is reached: ${tally}. ${sideName(s, a > b ? 0 : 1)} wins.` };
  events.push(note(d.result.text, null, { t: 'over' }));
}

const turnWords = (deg: number) => (deg === 0 ? '' : `${Math.round(Math.abs(deg))}° to ${deg > 0 ? 'starboard' : 'port'}`);

// ---- the game -------------------------------------------------------------------------------------

export const ironclads: GameDefinition<IroncladsState, IroncladsAction, IroncladsOptions, IroncladsDetail> = {
  id: 'acw-ironclads',
  title: 'ACW Ironclads',
  optionsSchema,
  actionSchema,
  defaultOptions: DEFAULT_OPTIONS,
  minPlayers: 2,
  maxPlayers: 2,
  setup: (match, seed) => setup(match.options, seed),

  actors(s) {
    if (s.phase === 'over') return [];
    if (s.phase === 'arrange') return ([0, 1] as const).filter((side) => !s.ready?.[side]);
    if (s.phase === 'move') {
      const m = mover(s);
      return m ? [m.side] : [];
    }
    return ([0, 1] as const).filter((side) => s.fire[side] === null);
  },

  apply(state, input, seat) {
    const checked = checkAction(input);
    if (!checked.ok) return checked;
    const action = checked.action;
    if (seat !== 0 && seat !== 1) return refuse('There is no such side.');
    if (state.phase === 'over') return refuse('The battle is over.');
    const events: GameEvent[] = [];
    const me = seat as Side;
    switch (action.type) {
      case 'place': {
        if (state.phase !== 'arrange') return refuse('Ships are placed before the battle begins.');
        const ship = shipById(state, action.ship);
        if (!ship) return refuse('There is no such ship.');
        if (state.options.eachSideArranges && ship.side !== me) return refuse(`${ship.name} is the ${sideName(state, ship.side)}'s to place: arrange your own ships.`);
        const h = ((action.heading % 360) + 360) % 360;
        const moved = { ...ship, x: action.x, y: action.y, heading: Math.round(h * 10) / 10 };
        const touching = sweepWorldFor(state, ship.id).touching(hullShape(ship.cls), poseOf(moved));
        for (const [id] of touching) {
          if (id.startsWith('edge')) return refuse('A ship must lie on the table.');
          const other = shipById(state, id);
          if (other) return refuse(`${ship.name} would overlap ${other.name}.`);
          if (id.startsWith('bank') && !ship.stranded) return refuse('A ship cannot lie across a bank (only a ship that begins aground).');
        }
        const land = onLand(state.river, moved, touching);
        if (land === 'wholly') return refuse('A ship must lie in the river, between the banks (only a ship that begins aground may lie across one).');
        if (land) return refuse('A ship aground lies across a bank with her middle over the water: her guns aim from there.');
        return accept(
          produce(state, (d) => {
            const x = d.ships.find((y) => y.id === ship.id);
            if (x) Object.assign(x, { x: moved.x, y: moved.y, heading: moved.heading });
            unready(d);
          }),
          asked(state, me),
        );
      }
      case 'bank': {
        if (state.phase !== 'arrange') return refuse('The banks are laid before the battle begins.');
        const y = clampBankPoint(state.river, action.bank, action.index, action.y, state.options.matchstickInches, !!state.options.widthAlong);
        return accept(
          produce(state, (d) => {
            const p = d.river.banks[action.bank][action.index];
            if (p) p.y = y;
            unready(d);
          }),
          asked(state, me),
        );
      }
      case 'river': {
        if (state.phase !== 'arrange') return refuse('The river is laid before the battle begins.');
        const river = generateRiver(action.seed, state.options.matchstickInches, state.river.flow);
        return accept(
          produce(state, (d) => {
            relay(d, river);
            unready(d);
          }),
          [note('A new river is laid out.', me), ...asked(state, me)],
        );
      }
      case 'flow': {
        if (state.phase !== 'arrange') return refuse('The flow is set before the battle begins.');
        return accept(
          produce(state, (d) => {
            d.river.flow = action.flow;
            unready(d);
          }),
          asked(state, me),
        );
      }
      case 'begin': {
        if (state.phase !== 'arrange') return refuse('The battle has begun.');
        const problem = arrangementProblem(state);
        if (problem) return refuse(problem);
        // Each side arranging its own: the first side ready waits for the other to be.
        const other = (1 - me) as Side;
        if (state.options.eachSideArranges && !state.ready?.[other]) {
          return accept(
            produce(state, (d) => {
              d.ready = me === 0 ? [true, false] : [false, true];
            }),
            [note(`${sideName(state, me)} is ready to begin; the ${sideName(state, other)} side is still arranging.`, me)],
          );
        }
        return accept(produce(state, (d) => void beginTurn(d, events)), events);
      }
      case 'move': {
        if (state.phase !== 'move') return refuse(state.phase === 'shoot' ? 'Movement is over: it is time to shoot.' : 'The battle has not begun.');
        const ship = mover(state);
        if (!ship || ship.id !== action.ship) return refuse(ship ? `It is ${ship.name}'s move (furthest upstream first).` : 'No ship is to move.');
        if (ship.side !== me) return refuse(`${ship.name} is not yours.`);
        const problem = moveProblem(state, ship, action.start, action.distance, action.end);
        if (problem) return refuse(problem);
        const plan = planMove(state, ship, action.start, action.distance, action.end);
        const next = produce(state, (d) => {
          const x = d.ships.find((y) => y.id === ship.id) as Draft<Ship>;
          x.x = Math.round(plan.pose.x * 1000) / 1000;
          x.y = Math.round(plan.pose.y * 1000) / 1000;
          x.heading = Math.round((((plan.pose.heading % 360) + 360) % 360) * 1000) / 1000;
          const detail = { t: 'move' as const, ship: ship.id, from: poseOf(ship), to: plan.pose, stages: plan.stages, contact: plan.contact, outcome: plan.outcome, stage: plan.stage };
          if (plan.outcome === 'stranded') {
            x.stranded = true;
            const what = plan.contact?.kind === 'wreck' ? `the wreck of ${plan.other?.name ?? 'a ship'}` : 'the bank';
            events.push(note(`${ship.name} runs onto ${what} and is stranded.`, me, detail));
          } else if (plan.outcome === 'ram' && plan.other) {
            events.push(note(`${ship.name} rams ${plan.other.name}!`, me, detail));
            const target = d.ships.find((y) => y.id === plan.other?.id) as Draft<Ship>;
            damage(d, target, me, 'ram', events);
          } else if (plan.outcome === 'stopped') {
            const why = plan.other && plan.stop ? `: ${STOP_WORDS[plan.stop]}` : '';
            events.push(note(`${ship.name} comes up against ${plan.other ? plan.other.name : "the table's edge"} and stops${why}.`, me, detail));
          } else {
            events.push(note(action.distance === 'stay' ? `${ship.name} holds her position.` : `${ship.name} steams on: nothing in her way.`, me, detail));
          }
          if (ended(d, events)) return;
          advance(d, events);
        });
        return accept(next, events);
      }
      case 'fire': {
        if (state.phase !== 'shoot') return refuse('It is not time to shoot.');
        if (state.fire[me] !== null) return refuse('Your ships have fired this turn.');
        for (const [from, to] of Object.entries(action.targets)) {
          const shooter = shipById(state, from);
          const target = shipById(state, to);
          if (!shooter || shooter.side !== me) return refuse('Only your own ships can fire.');
          if (shooter.sunk) return refuse(`${shooter.name} is sinking and cannot fire.`);
          if (!target || target.side === me) return refuse(`${shooter.name} must fire at an enemy ship.`);
          if (target.sunk) return refuse(`${target.name} is already sinking.`);
          if (!lineOfSight(state, shooter, target)) return refuse(`${shooter.name} has no clear line of sight to ${target.name}.`);
        }
        const next = produce(state, (d) => {
          d.fire[me] = { ...action.targets };
          if (d.fire[0] && d.fire[1]) resolveShooting(d, events);
        });
        return accept(next, events);
      }
      default:
        return unknownAction('ACW Ironclads', action);
    }
  },

  result(s) {
    if (!s.result) return null;
    return { winners: s.result.winners, draw: s.result.winners.length !== 1, text: s.result.text };
  },

  // The other side's targets are secret until both have fired, and nobody sees the dice to come.
  playerView(s, seat) {
    const fire = s.phase === 'shoot' ? (s.fire.map((f, i) => (f && i !== seat ? {} : f)) as IroncladsState['fire']) : s.fire;
    return { ...s, fire, rng: HIDDEN_RNG };
  },

  describe(action, before, seat) {
    const who = sideName(before, seat === 1 ? 1 : 0);
    switch (action.type) {
      case 'place': {
        // The knob at her bow turns a ship where she stands: the log says so, not that she was placed again.
        const ship = shipById(before, action.ship);
        const turned = ship && Math.hypot(ship.x - action.x, ship.y - action.y) < 0.01 && ship.heading !== action.heading;
        return `${who} ${turned ? 'turned' : 'placed'} ${ship?.name ?? 'a ship'}`;
      }
      case 'bank':
        return `${who} moved the ${action.bank === 0 ? 'north' : 'south'} bank`;
      case 'river':
        return `${who} laid out a new river`;
      case 'flow':
        return `${who} set the river flowing ${action.flow}`;
      case 'begin':
        return before.options.eachSideArranges && !before.ready?.[seat === 1 ? 0 : 1] ? `${who} is ready to begin` : 'The battle begins';
      case 'move': {
        const name = shipById(before, action.ship)?.name ?? 'A ship';
        if (action.distance === 'stay') return `${name} stays`;
        const parts = [turnWords(action.start), `${action.distance === 'full' ? 'a full' : 'half a'} matchstick`, turnWords(action.end)].filter(Boolean);
        return `${name}: ${parts.join(', then ')}`;
      }
      case 'fire': {
        const n = Object.keys(action.targets).length;
        if (!n) return `${who} holds fire`;
        const ships = `${n} ship${n === 1 ? '' : 's'}`;
        // The first side's targets stay secret (the log is everyone's) until the other side has chosen.
        const first = before.fire[seat === 1 ? 0 : 1] === null;
        return first ? `${who} picks targets for ${ships}, kept secret until both sides have picked` : `${who} picks targets for ${ships}: all fire at once`;
      }
    }
  },

  // A short line for the saves list (a battle's title may be long; the ending is in the result).
  progress(s) {
    const title = clip(s.options.title, 40);
    if (s.phase === 'over') {
      const winner = s.result?.winners.length === 1 ? s.result.winners[0] : undefined;
      return clip(`${title}: ${winner === undefined ? 'a draw' : `${clip(sideName(s, winner), 20)} won`}, turn ${s.turn}`, MAX_PROGRESS);
    }
    if (s.phase === 'arrange') return `${title}: arranging`;
    return `${title}: turn ${s.turn} of ${s.options.turnLimit}`;
  },

  // Across machines each side arranges its own ships and says when it is ready (see eachSideArranges).
  acrossMachines: (o) => ({ ...o, eachSideArranges: true }),
  // A table arranged at one computer (one mouse moving both sides' ships) and hosted before the battle
  // began: arranged afresh from where it lies, each side its own. Once begun, the rule no longer matters.
  acrossMachinesFrom: (s) =>
    s.phase !== 'arrange'
      ? null
      : {
          ...s.options,
          arrange: true,
          eachSideArranges: true,
          river: s.river,
          ships: s.ships.map((x) => ({ id: x.id, name: x.name, side: x.side, cls: x.cls, x: x.x, y: x.y, heading: x.heading, ...(x.stranded ? { stranded: true } : {}) })),
        },

  // Undo never stops with one side's targets chosen and the other's not.
  undoPoint: (s) => !(s.phase === 'shoot' && (s.fire[0] === null) !== (s.fire[1] === null)),
  // Dice everyone has seen (a ram, the shooting) and the computer's moves are never taken back.
  // Between two people at one computer, targets once picked are final too: the mouse has passed
  // behind the curtain, and undo must never take back the other side's secret orders.
  kept: ({ action, events, seat }, players) =>
    players[seat]?.control === 'computer' || events.some((e) => e.kind === 'roll') || (action.type === 'fire' && players.filter((p) => p.control === 'human').length > 1),
};

/** A change to the table while arranging: whoever had said they were ready is asked again. */
function unready(d: Draft<IroncladsState>): void {
  if (d.ready) delete d.ready;
}

/** The note that a side ready to begin is asked again, the table having changed under it. */
function asked(s: IroncladsState, by: Side): GameEvent[] {
  const other = (1 - by) as Side;
  return s.ready?.[other] ? [note(`The table has changed: the ${sideName(s, other)} side is asked again whether it is ready.`, by)] : [];
}

/** A new river under the ships: each keeps its place across the river and along it. */
function relay(d: Draft<IroncladsState>, river: River): void {
  for (const x of d.ships) x.y = relayY(d.river as River, river, x.x, x.y);
  d.river = river;
}
