// Cups of War: tiles shaken out of cups onto the table, stacked by hand against the clock,
// fought out stack by stack in Recovery. At most three turns, then a shake-off.
//
// The rules see the table as piles of tiles at positions; the physics that put them there runs
// in the scene (and in tests), and its result, where each tile came to rest and how often it
// turned over, is what a shake action records.
import { current, isDraft, produce, type Draft } from 'immer';
import * as v from 'valibot';
import { accept, note, refuse, type GameDefinition, type GameEvent as AnyEvent, type Seat } from '../../../engine/game';
import { actionGuard, clip, MAX_PROGRESS, unknownAction } from '../../../engine/limits';
import { HIDDEN_RNG, Rng, seedRng } from '../../../engine/rng';
import { HIDDEN_CARD, move, seatZone, seatZones, shuffle, viewZones, zone, type Zones } from '../../../kits/cards';
import { CARDS, cardById } from './cards';
import { meetsNeeds, pilesUnderCard, resolvePile, type RecoveryEffects } from './resolve';
import { COLOURS, armyFor, strengthOf } from './tiles';
import { TYPE_NAMES, type CupsOptions, type CupsState, type Pile, type Player, type StackResult, type Tile, type TileLanding } from './types';
import { capital, fightWords, has, list, nameOf, theirs, unitWords, unitsWords, verb, whose } from './words';

export * from './types';
export { CARDS, cardById, CARD_SIZE } from './cards';
export { ARMY, COLOURS, COLOUR_HEX, TILE_SIZE, strengthOf } from './tiles';
export { meetsNeeds, pilesUnderCard, resolvePile } from './resolve';

/** A stack holds at most three units. */
export const MAX_STACK = 3;
const HAND_SIZE = 3;

export type CupsAction =
  | { type: 'shake'; landings: TileLanding[] }
  | { type: 'move'; pile: string; x: number; y: number; angle: number }
  | { type: 'stack'; tile: string; onto: string }
  | { type: 'assign'; tile: string; card: string }
  | { type: 'unassign'; tile: string; x: number; y: number }
  | { type: 'command'; card: string; x: number; y: number; angle: number }
  | { type: 'done'; elapsed?: number };

/**
 * What the rules' log notes carry: a strike laid on the table (where, and the units it removed)
 * and each round of the Recovery's fights, for the table to play back; and, for the log, a
 * command card played (named) or powered (not named: it is still in its player's secret hand),
 * a Done, the end.
 */
export type CupsDetail =
  | { t: 'strike'; card: string; x: number; y: number; angle: number; removed: string[] }
  | { t: 'fight'; pile: string; round: StackResult['rounds'][number] }
  | { t: 'command'; card: string }
  | { t: 'powered' }
  | { t: 'done' }
  | { t: 'end' };

/** A log event of this game: dice, or a note with one of its details. */
type GameEvent = AnyEvent<CupsDetail>;

const finite = v.pipe(v.number(), v.finite());
/** The physics and the strike card's knob give angles within a turn either way; a file may not give more. */
const angle = v.pipe(v.number(), v.finite(), v.minValue(-360), v.maxValue(360));
const tileId = v.pipe(v.string(), v.regex(/^[rbgy]\d{2}$/));
const pileId = v.pipe(v.string(), v.regex(/^s\d{1,6}$/));
const cardId = v.picklist(CARDS.map((c) => c.id));

export const optionsSchema = v.object({
  width: v.pipe(v.number(), v.minValue(300), v.maxValue(3000)),
  height: v.pipe(v.number(), v.minValue(300), v.maxValue(3000)),
  turns: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
  battle: v.picklist(['race', 'turns']),
  turnSeconds: v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(600)),
  oneCommandATurn: v.optional(v.literal(true)),
  stackOnEnemies: v.optional(v.literal(true)),
}) satisfies v.GenericSchema<unknown, CupsOptions>;

export const actionSchema = v.variant('type', [
  v.object({
    type: v.literal('shake'),
    landings: v.pipe(
      v.array(v.object({ tile: tileId, x: finite, y: finite, angle, flips: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)) })),
      v.maxLength(15),
    ),
  }),
  v.object({ type: v.literal('move'), pile: pileId, x: finite, y: finite, angle }),
  v.object({ type: v.literal('stack'), tile: tileId, onto: pileId }),
  v.object({ type: v.literal('assign'), tile: tileId, card: cardId }),
  v.object({ type: v.literal('unassign'), tile: tileId, x: finite, y: finite }),
  v.object({ type: v.literal('command'), card: cardId, x: finite, y: finite, angle }),
  v.object({ type: v.literal('done'), elapsed: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(3_600_000))) }),
]) satisfies v.GenericSchema<unknown, CupsAction>;

const checkAction = actionGuard(actionSchema, 'Cups of War');

/** Is this point on the table? Every unit, stack and strike card goes somewhere that is. */
const onTable = (s: CupsState, x: number, y: number): boolean => x >= 0 && y >= 0 && x <= s.options.width && y <= s.options.height;

export const DEFAULT_OPTIONS: CupsOptions = { width: 640, height: 460, turns: 3, battle: 'race', turnSeconds: 90, oneCommandATurn: true, stackOnEnemies: true };

/**
 * The options a war begun now plays by, from any set-up (one remembered, or an old save's for
 * Another war): one command a turn and stacking only onto enemies came with later Musters, and a
 * war saved before replays without them.
 */
export const freshOptions = (o: CupsOptions): CupsOptions => ({ ...o, oneCommandATurn: true, stackOnEnemies: true });

// ---- reading the state ---------------------------------------------------------------------------

const tilesOf = (s: CupsState, seat: number): Tile[] => s.tiles.filter((t) => t.owner === seat);
export const alive = (s: CupsState, seat: number): boolean => tilesOf(s, seat).some((t) => t.where !== 'lost');
export const pileOf = (s: CupsState, tile: string): Pile | undefined => s.piles.find((p) => p.tiles.includes(tile));
const tileById = (s: CupsState, id: string): Tile | undefined => s.tiles.find((t) => t.id === id);

/** Every unit of this player on the table is in a stack (or on a command card): it may call Done and end the battle. */
export function allStacked(s: CupsState, seat: number): boolean {
  return s.piles.every((p) => p.tiles.length >= 2 || tileById(s, p.tiles[0] ?? '')?.owner !== seat);
}

/** The seats still to shake this phase: everyone with units in the cup who has not shaken. */
export const toShake = (s: CupsState): Seat[] =>
  s.players.flatMap((p, i) => (!p.shaken && tilesOf(s, i).some((t) => t.where === 'cup') ? [i] : []));

/** A player as another seat sees them: the card they power, or have powered and not yet played, unnamed. */
function hideCard(p: Player): Player {
  if (!p.powering && !p.ready) return p;
  return {
    ...p,
    powering: p.powering && { ...p.powering, card: HIDDEN_CARD },
    ready: p.ready && { ...p.ready, card: HIDDEN_CARD },
  };
}

// ---- setting up ---------------------------------------------------------------------------------------

/** The command cards in a seat's hand. */
export const handOf = (s: CupsState, seat: Seat): readonly string[] => s.cards[seatZone('hand', seat)]?.cards ?? [];

/** The command deck shuffled, and each seat's hand dealt from it. */
function dealCommands(seats: number, seed: number): { cards: Zones; rng: Rng } {
  const mixed = shuffle({ deck: zone('down', null, CARDS.map((c) => c.id)), discard: zone('up'), ...seatZones('hand', seats) }, 'deck', seedRng(seed));
  if (!mixed.ok) throw new Error(mixed.message);
  let cards = mixed.zones;
  // Each hand is the next cards from the deck's bottom, seat after seat: the hands every seed dealt before the kit.
  for (let seat = 0; seat < seats; seat++) {
    for (const card of cards['deck']?.cards.slice(0, HAND_SIZE) ?? []) {
      const dealt = move(cards, card, 'deck', seatZone('hand', seat));
      if (!dealt.ok) throw new Error(dealt.message);
      cards = dealt.zones;
    }
  }
  return { cards, rng: new Rng(mixed.rng) };
}

function setup(options: CupsOptions, names: readonly string[], seed: number): CupsState {
  const { cards, rng } = dealCommands(names.length, seed);
  const players: Player[] = names.map((name, i) => ({
    colour: COLOURS[i] ?? 'red',
    name,
    powering: null,
    ready: null,
    done: false,
    shaken: false,
    effects: [],
  }));
  return {
    options,
    phase: 'shake',
    turn: 1,
    tiles: players.flatMap((p, i) => armyFor(i, p.colour)),
    piles: [],
    players,
    cards,
    lastRecovery: [],
    shakeoff: null,
    battleLimit: null,
    result: null,
    nextPile: 1,
    moves: 0,
    rng: rng.state(),
  };
}

// ---- the turn's end: recovery, logistics, the shake-off ---------------------------------------

/** Commands that act in Recovery are played as Recovery begins, their units going back to the cup. */
function playRecoveryCommands(d: Draft<CupsState>, events: GameEvent[]): RecoveryEffects {
  const fx = { fortify: new Set<number>(), combinedArms: new Set<number>(), counterattack: new Set<number>() };
  d.players.forEach((p, seat) => {
    const card = p.ready && cardById(p.ready.card);
    if (!p.ready || card?.phase !== 'recovery') return;
    if (card.id === 'fortify') fx.fortify.add(seat);
    if (card.id === 'combined-arms') fx.combinedArms.add(seat);
    if (card.id === 'counterattack') fx.counterattack.add(seat);
    if (card.id === 'field-hospital') p.effects.push('field-hospital');
    events.push(note(`${nameOf(d as CupsState, seat)} played ${card.name} ("${card.text}")`, seat, { t: 'command', card: card.id }));
    finishCommand(d, seat);
  });
  return fx;
}

/** A played command goes from the hand to the discard, face up; the units that powered it return to the cup. */
function finishCommand(d: Draft<CupsState>, seat: number): void {
  const p = d.players[seat];
  if (!p?.ready) return;
  for (const id of p.ready.tiles) {
    const t = d.tiles.find((x) => x.id === id);
    if (t) t.where = 'cup';
  }
  // The kit reads plain zones: the draft's as they are now (a plain object once replaced earlier in this step).
  const played = move(isDraft(d.cards) ? current(d.cards) : d.cards, p.ready.card, seatZone('hand', seat), 'discard');
  if (played.ok) d.cards = played.zones;
  p.ready = null;
}

function lose(d: Draft<CupsState>, ids: readonly string[]): void {
  for (const id of ids) {
    const t = d.tiles.find((x) => x.id === id);
    if (t) t.where = 'lost';
  }
  for (const pile of d.piles) pile.tiles = pile.tiles.filter((id) => !ids.includes(id));
  d.piles = d.piles.filter((p) => p.tiles.length > 0);
}

/**
 * Recovery: recovery commands, every stack fought out, then unpowered commands cost their
 * units, Field Hospital brings two back, and the game ends or the next turn's Logistics begins.
 */
function recovery(d: Draft<CupsState>, events: GameEvent[]): void {
  d.phase = 'recovery';
  // A battle command left unplayed when the battle ends is wasted: its units go home.
  d.players.forEach((p, seat) => {
    if (p.ready && cardById(p.ready.card).phase === 'battle') {
      events.push(note(`${capital(whose(d as CupsState, seat))} ${cardById(p.ready.card).name} was never played; its units return to ${theirs(d as CupsState, seat)} cup.`, seat));
      finishCommand(d, seat);
    }
  });
  const fx = playRecoveryCommands(d, events);
  const byId = new Map(d.tiles.map((t) => [t.id, t as Tile]));
  const results = d.piles.map((pile) => resolvePile(pile as Pile, byId, fx)).filter((r) => r.rounds.length > 0);
  const lostNow = new Set<string>();
  for (const r of results) {
    for (const [i, round] of r.rounds.entries()) {
      events.push(note(fightWords(d as CupsState, round, i > 0), null, { t: 'fight', pile: r.pile, round }));
      for (const id of round.lost) lostNow.add(id);
    }
  }
  d.lastRecovery = results;
  d.battleLimit = null;
  lose(d, [...lostNow]);
  d.players.forEach((p, seat) => {
    // Units on a command card whose needs were not met are lost; the card stays in hand.
    if (p.powering) {
      const n = p.powering.tiles.length;
      // The card stays in the hand, as secret as before.
      events.push(note(`${nameOf(d as CupsState, seat)} did not power ${theirs(d as CupsState, seat)} command card: the ${n === 1 ? 'unit' : `${n} units`} on it ${n === 1 ? 'is' : 'are'} lost.`, seat));
      lose(d, p.powering.tiles);
      p.powering = null;
    }
    if (p.effects.includes('field-hospital')) {
      const back = d.tiles
        .filter((t) => t.owner === seat && lostNow.has(t.id) && t.where === 'lost')
        .sort((a, b) => b.strength - a.strength)
        .slice(0, 2);
      for (const t of back) t.where = 'cup';
      if (back.length) events.push(note(`Field Hospital: ${unitsWords(d as CupsState, back as Tile[])} ${back.length === 1 ? 'returns' : 'return'} to ${whose(d as CupsState, seat)} cup.`, seat));
    }
    p.effects = [];
    p.done = false;
    p.shaken = false;
    // Next turn another card may be powered (deleted, not set false: a war saved before keeps its state's shape).
    delete p.commanded;
  });
  endTurn(d, events);
}

function endTurn(d: Draft<CupsState>, events: GameEvent[]): void {
  const standing = d.players.map((_, seat) => alive(d as CupsState, seat));
  const left = standing.flatMap((a, seat) => (a ? [seat] : []));
  if (left.length <= 1) {
    const last = left[0] as number;
    finish(d, left, left.length === 1 ? `${nameOf(d as CupsState, last)} alone ${has(d as CupsState, last)} units left and ${verb(d as CupsState, last, 'win')}.` : 'No one has a unit left: no winner.');
    events.push(note(d.result?.text ?? '', null, { t: 'end' }));
    return;
  }
  // Logistics: every surviving unit goes back to the cup; logistics commands are played.
  for (const t of d.tiles) if (t.where === 'table') t.where = 'cup';
  for (const t of d.tiles) t.starUp = false;
  d.piles = [];
  d.players.forEach((p, seat) => {
    const card = p.ready && cardById(p.ready.card);
    if (!p.ready || card?.phase !== 'logistics') return;
    const lost = d.tiles.filter((t) => t.owner === seat && t.where === 'lost');
    const back =
      card.id === 'reinforcements'
        ? [...lost].sort((a, b) => b.strength - a.strength).slice(0, 2)
        : card.id === 'supply-drop'
          ? [...lost].sort((a, b) => b.strength - a.strength).slice(0, 1)
          : card.id === 'conscription'
            ? lost.filter((t) => t.strength === 1)
            : lost.filter((t) => t.command);
    for (const t of back) t.where = 'cup';
    const them = unitsWords(d as CupsState, back as Tile[]);
    events.push(note(`${nameOf(d as CupsState, seat)} played ${card.name}${back.length ? `: ${them} ${back.length === 1 ? 'returns' : 'return'} to ${theirs(d as CupsState, seat)} cup` : ', but had no units to bring back'}.`, seat, { t: 'command', card: card.id }));
    finishCommand(d, seat);
  });
  if (d.turn >= d.options.turns) {
    d.phase = 'shakeoff';
    events.push(note(`After turn ${d.turn}, ${left.length} players remain: the shake-off decides.`, null));
  } else {
    d.turn += 1;
    d.phase = 'shake';
    events.push(note(`Turn ${d.turn}: Logistics. Every unit still in play goes back into its cup.`, null));
  }
}

function finish(d: Draft<CupsState>, winners: number[], text: string): void {
  d.phase = 'over';
  // A sentence: "Blue alone has units left and wins."
  d.result = { winners, text: text.charAt(0).toUpperCase() + text.slice(1) };
}

/** The shake-off: everyone's total shown (star-up command units count 0); the highest wins, ties share. */
function scoreShakeoff(d: Draft<CupsState>, events: GameEvent[]): void {
  const totals = d.players.map((_, seat) => d.tiles.filter((t) => t.owner === seat && t.where === 'table').reduce((sum, t) => sum + strengthOf(t as Tile), 0));
  d.shakeoff = totals;
  const best = Math.max(...totals.filter((_, seat) => alive(d as CupsState, seat)));
  const winners = totals.flatMap((t, seat) => (t === best && alive(d as CupsState, seat) ? [seat] : []));
  const s = d as CupsState;
  const names = list(winners.map((w) => nameOf(s, w)));
  const won = winners.length > 1 ? `${names} share the victory` : `${names} ${verb(s, winners[0] as number, 'win')}`;
  finish(d, winners, `Shake-off: ${totals.map((t, seat) => `${nameOf(s, seat)} ${t}`).join(', ')}. ${won}.`);
  events.push(note(d.result?.text ?? '', null, { t: 'end' }));
}

/**
 * The battle ends when a player with everything stacked calls Done (in a race), or when everyone
 * has called Done (in a race, or when every stacker has had their turn).
 */
function battleOver(s: CupsState, caller: number): boolean {
  if (s.options.battle === 'race' && allStacked(s, caller)) return true;
  return s.players.every((p, seat) => p.done || !alive(s, seat));
}

/** In turns battles, who stacks now: the order starts one seat later each turn. */
export function stackerNow(s: CupsState): number | null {
  const n = s.players.length;
  for (let k = 0; k < n; k++) {
    const seat = (s.turn - 1 + k) % n;
    if (!s.players[seat]?.done && alive(s, seat)) return seat;
  }
  return null;
}

// ---- the game ----------------------------------------------------------------------------------------

const rules: GameDefinition<CupsState, CupsAction, CupsOptions, CupsDetail> = {
  id: 'cups-of-war',
  title: 'Cups of War',
  optionsSchema,
  actionSchema,
  defaultOptions: DEFAULT_OPTIONS,
  minPlayers: 2,
  maxPlayers: 4,

  setup: ({ options, players }, seed) => setup(options, players.map((p) => p.name), seed),

  actors(s) {
    if (s.phase === 'shake' || s.phase === 'shakeoff') return toShake(s);
    if (s.phase === 'battle') {
      if (s.options.battle === 'turns') {
        const now = stackerNow(s);
        return now === null ? [] : [now];
      }
      return s.players.flatMap((p, seat) => (!p.done && alive(s, seat) ? [seat] : []));
    }
    return [];
  },

  // A shake's landing, once seen, is never thrown again; Done ends a turn or a battle for good;
  // and a computer's move in the race is not the player's to take back.
  kept: ({ action, seat }, players) => action.type === 'shake' || action.type === 'done' || players[seat]?.control === 'computer',

  apply(state, input, seat) {
    const checked = checkAction(input);
    if (!checked.ok) return checked;
    const action = checked.action;
    const me = Number.isInteger(seat) ? state.players[seat] : undefined;
    if (!me) return refuse('There is no such player.');
    const events: GameEvent[] = [];
    switch (action.type) {
      case 'shake': {
        if (state.phase !== 'shake' && state.phase !== 'shakeoff') return refuse('It is not time to shake.');
        if (!toShake(state).includes(seat)) return refuse('Your cup is empty, or you have shaken already.');
        const inCup = tilesOf(state, seat).filter((t) => t.where === 'cup');
        const ids = action.landings.map((l) => l.tile);
        if (ids.length !== inCup.length || !inCup.every((t) => ids.includes(t.id))) return refuse('Every unit in your cup must land on the table.');
        if (action.landings.some((l) => !onTable(state, l.x, l.y))) return refuse('A unit landed off the table.');
        const rng = new Rng(state.rng);
        const next = produce(state, (d) => {
          for (const l of action.landings) {
            const t = d.tiles.find((x) => x.id === l.tile);
            if (!t) continue;
            t.where = 'table';
            // Which side lands up: a fair start from the seeded stream, turned over `flips` times on the way.
            const startStar = rng.int(0, 1) === 1;
            t.starUp = t.command && startStar !== (l.flips % 2 === 1);
            d.piles.push({ id: `s${d.nextPile++}`, tiles: [t.id], x: l.x, y: l.y, angle: l.angle });
          }
          const p = d.players[seat] as Draft<Player>;
          p.shaken = true;
          d.rng = rng.state();
          if (toShake(d as CupsState).length === 0) {
            if (d.phase === 'shakeoff') scoreShakeoff(d, events);
            else d.phase = 'battle';
          }
        });
        const stars = tilesOf(next, seat).filter((t) => t.where === 'table' && t.starUp);
        const starred = stars.length ? `; ${theirs(next, seat)} ${list(stars.map((t) => `${t.strength} ${TYPE_NAMES[t.type]}`))} landed star side up (${stars.length === 1 ? 'it counts' : 'they count'} 0 this turn)` : '';
        events.unshift(note(`${nameOf(next, seat)} shook ${inCup.length} unit${inCup.length === 1 ? '' : 's'} onto the table${starred}.`, seat));
        return accept(next, events);
      }
      case 'move': {
        if (state.phase !== 'battle') return refuse('Units move only during the battle.');
        if (me.done) return refuse('You called Done: your units stay where they are.');
        const pile = state.piles.find((p) => p.id === action.pile);
        if (!pile) return refuse('That stack is no longer on the table.');
        const top = tileById(state, pile.tiles[pile.tiles.length - 1] ?? '');
        if (top?.owner !== seat) return refuse('You may only move your own units (a stack moves with its top unit).');
        if (!onTable(state, action.x, action.y)) return refuse('That is off the table.');
        return accept(
          produce(state, (d) => {
            const p = d.piles.find((x) => x.id === action.pile);
            if (p) Object.assign(p, { x: action.x, y: action.y, angle: action.angle });
          }),
        );
      }
      case 'stack': {
        if (state.phase !== 'battle') return refuse('Units are stacked only during the battle.');
        if (me.done) return refuse('You called Done: your units stay where they are.');
        const from = pileOf(state, action.tile);
        const onto = state.piles.find((p) => p.id === action.onto);
        const tile = tileById(state, action.tile);
        if (!from || !tile || tile.where !== 'table') return refuse('That unit is not on the table.');
        if (tile.owner !== seat) return refuse('You may only stack your own units.');
        if (from.tiles.length !== 1) return refuse('A unit already in a stack stays there.');
        if (!onto || onto === from) return refuse('Drop the unit onto another unit or stack.');
        if (onto.tiles.length >= MAX_STACK) return refuse(`No stack may hold more than ${MAX_STACK} units.`);
        if (state.options.stackOnEnemies && tileById(state, onto.tiles[0] ?? '')?.owner === seat) return refuse("A stack is an attack: stack your units onto another player's, not onto your own.");
        return accept(
          produce(state, (d) => {
            d.piles = d.piles.filter((p) => p.id !== from.id);
            d.piles.find((p) => p.id === onto.id)?.tiles.push(tile.id);
          }),
        );
      }
      case 'assign': {
        if (state.phase !== 'battle') return refuse('Command cards are powered during the battle.');
        if (me.done) return refuse('You called Done: your units stay where they are.');
        if (!handOf(state, seat).includes(action.card)) return refuse('That card is not in your hand.');
        if (me.ready) return refuse('You have a command ready already: only one a turn.');
        if (state.options.oneCommandATurn && me.commanded) return refuse('You have played a command this turn already: only one a turn.');
        if (me.powering && me.powering.card !== action.card) return refuse('You may stack units on only one command card a turn.');
        const from = pileOf(state, action.tile);
        const tile = tileById(state, action.tile);
        if (!tile || tile.owner !== seat || !from) return refuse('Only your own units on the table can power a card.');
        if (from.tiles.length !== 1) return refuse('A unit in a stack cannot be taken off to power a card.');
        const next = produce(state, (d) => {
          d.piles = d.piles.filter((p) => p.id !== from.id);
          const t = d.tiles.find((x) => x.id === tile.id);
          if (t) t.where = 'card';
          const p = d.players[seat] as Draft<Player>;
          p.powering = { card: action.card, tiles: [...(p.powering?.tiles ?? []), tile.id] };
          const card = cardById(action.card);
          const onCard = d.tiles.filter((x) => p.powering?.tiles.includes(x.id)) as Tile[];
          if (meetsNeeds(onCard, card.needs)) {
            p.ready = p.powering;
            p.powering = null;
            if (d.options.oneCommandATurn) p.commanded = true;
            // Unnamed, and not when it plays (that would narrow it down): the card is secret until played. Its own
            // player reads both on the card in their panel.
            events.push(note(`${capital(whose(state, seat))} command card is powered.`, seat, { t: 'powered' }));
          }
        });
        return accept(next, events);
      }
      case 'unassign': {
        if (state.phase !== 'battle') return refuse('Only during the battle.');
        if (me.done) return refuse('You called Done: your units stay where they are.');
        if (!me.powering?.tiles.includes(action.tile)) return refuse('That unit is not on a card you are powering.');
        if (!onTable(state, action.x, action.y)) return refuse('That is off the table.');
        return accept(
          produce(state, (d) => {
            const p = d.players[seat] as Draft<Player>;
            if (!p.powering) return;
            p.powering.tiles = p.powering.tiles.filter((id) => id !== action.tile);
            if (p.powering.tiles.length === 0) p.powering = null;
            const t = d.tiles.find((x) => x.id === action.tile);
            if (t) t.where = 'table';
            d.piles.push({ id: `s${d.nextPile++}`, tiles: [action.tile], x: action.x, y: action.y, angle: 0 });
          }),
        );
      }
      case 'command': {
        if (state.phase !== 'battle') return refuse('Battle commands are played during the battle.');
        if (me.ready?.card !== action.card) return refuse('That command is not powered.');
        const card = cardById(action.card);
        if (!card.strike) return refuse(`${card.name} is played in ${card.phase}, not now.`);
        if (!onTable(state, action.x, action.y)) return refuse(`Lay ${card.name} on the table.`);
        const under = pilesUnderCard(state.piles, action.x, action.y, action.angle);
        const hit = under
          .flatMap((p) => p.tiles.map((id) => tileById(state, id)))
          .filter((t): t is Tile => !!t && t.owner !== seat)
          .filter((t) => (!card.strike?.types || card.strike.types.includes(t.type)) && (card.strike?.maxStrength === undefined || strengthOf(t) <= card.strike.maxStrength));
        const next = produce(state, (d) => {
          lose(
            d,
            hit.map((t) => t.id),
          );
          finishCommand(d, seat);
        });
        events.push(
          note(
            `${nameOf(state, seat)} played ${card.name}: ${hit.length ? `${unitsWords(state, hit)} ${hit.length === 1 ? 'is' : 'are'} removed` : 'it caught no enemy unit'}.`,
            seat,
            { t: 'strike', card: card.id, x: action.x, y: action.y, angle: action.angle, removed: hit.map((t) => t.id) },
          ),
        );
        return accept(next, events);
      }
      case 'done': {
        if (state.phase !== 'battle') return refuse('Done is called during the battle.');
        if (me.done) return refuse('You called Done already.');
        const finished = allStacked(state, seat);
        const race = state.options.battle === 'race';
        const next = produce(state, (d) => {
          (d.players[seat] as Draft<Player>).done = true;
          if (!race && finished && action.elapsed !== undefined && (d.battleLimit === null || action.elapsed < d.battleLimit)) d.battleLimit = Math.round(action.elapsed);
          const who = nameOf(state, seat);
          const said = finished
            ? race
              ? `${who}: "Done!" Every unit is stacked: the battle ends.`
              : `${who}: "Done!" Every unit stacked${action.elapsed !== undefined ? ` in ${(action.elapsed / 1000).toFixed(1)} s` : ''}.`
            : race
              ? `${who} called Done early: ${theirs(state, seat)} units stay where they are.`
              : `${capital(whose(state, seat))} stacking is over.`;
          events.push(note(said, seat, { t: 'done' }));
          if (battleOver(d as CupsState, seat)) recovery(d, events);
        });
        return accept(next, events);
      }
      default:
        return unknownAction('Cups of War', action);
    }
  },

  result(s) {
    if (!s.result) return null;
    return { winners: s.result.winners, draw: s.result.winners.length !== 1, text: s.result.text };
  },

  // Command cards in other players' hands are secret, the one they are powering too (its units on it
  // are counted, not the card); everything on the table is in plain sight.
  playerView(s, seat) {
    return {
      ...s,
      players: s.players.map((p, i) => (i === seat ? p : hideCard(p))),
      cards: viewZones(s.cards, seat),
      rng: HIDDEN_RNG,
    };
  },

  describe(action, before, seat) {
    const who = nameOf(before, seat);
    const tile = (id: string) => tileById(before, id);
    const mine = (id: string) => {
      const t = tile(id);
      return t ? `${theirs(before, seat)} ${unitWords(t)}` : 'a unit';
    };
    switch (action.type) {
      case 'shake':
        return `${who} shook ${theirs(before, seat)} cup`;
      case 'move': {
        const pile = before.piles.find((p) => p.id === action.pile);
        return `${who} moved ${pile?.tiles.length === 1 ? mine(pile.tiles[0] as string) : 'a stack'}`;
      }
      case 'stack': {
        const onto = before.piles.find((p) => p.id === action.onto);
        const [bottom, ...above] = (onto?.tiles ?? []).map(tile).filter((t): t is Tile => !!t);
        if (!bottom) return `${who} stacked ${mine(action.tile)} on a stack`;
        const under = above.length ? `, already attacked by ${unitsWords(before, above)}` : '';
        return `${who} stacked ${mine(action.tile)} on ${unitsWords(before, [bottom])}${under}`;
      }
      // The card is in its player's secret hand: every seat reads this line, so it is not named.
      case 'assign':
        return `${who} put ${mine(action.tile)} on a command card`;
      case 'unassign':
        return `${who} took ${mine(action.tile)} back off ${theirs(before, seat)} command card`;
      case 'command':
        return `${who}: "Command!" ${cardById(action.card).name}`;
      case 'done':
        return `${who}: "Done!"`;
    }
  },

  // A short line for the saves list; the whole ending is in the result and the log.
  progress(s) {
    if (s.phase === 'over') return clip(`${winnersWords(s)}, turn ${s.turn}`, MAX_PROGRESS);
    if (s.phase === 'shakeoff') return 'The shake-off';
    return `Turn ${s.turn} of ${s.options.turns}, ${s.phase}`;
  },
};

/** The rules, counting each move they accept. */
export const cupsOfWar: GameDefinition<CupsState, CupsAction, CupsOptions, CupsDetail> = {
  ...rules,
  apply(state, action, seat) {
    const r = rules.apply(state, action, seat);
    return r.ok ? accept({ ...r.state, moves: state.moves + 1 }, r.events) : r;
  },
};

/** Who won, in a few words: "Blue won", "Red and Blue shared the win", "No one won". */
function winnersWords(s: CupsState): string {
  const winners = s.result?.winners ?? [];
  const names = winners.map((w) => clip(nameOf(s, w), 20));
  if (names.length === 0) return 'No one won';
  if (names.length === 1) return `${names[0]} won`;
  return `${list(names)} shared the win`;
}

