// Battle of Tippecanoe's rules, pure: preparation (the Native Civil and War Chiefs, the US march)
// and the battle, over the card-zones kit. Each move is one small choice (a card, a pairing, a
// kind of attack), so the table, the computer and the fuzzer all see a short list of legal moves.
import * as v from 'valibot';
import { accept, note, refuse, type Applied, type GameDefinition, type GameEvent, type RuleError } from '../../../engine/game';
import { actionGuard, clip, MAX_PROGRESS } from '../../../engine/limits';
import { HIDDEN_RNG, Rng, seedRng } from '../../../engine/rng';
import { rollDice } from '../../../engine/dice';
import { draw, move, viewZones, type Zones } from '../../../kits/cards';
import { FIELD_SIZE, MARCH_DAYS, NATIVE, SIDE_NAMES, US, type AttackKind, type ConditionKind, type Side, type TacticKind } from './cards';
import { AMMO, Z, categoryOf, kindOf, startZones, type Category } from './deck';
import { breakdownWords, regulars, scoreSide } from './score';
import type { Battle, Owed, Pair, RoundScore, Step, TipAction, TipDetail, TipOptions, TipState } from './types';
import { valuesFor } from './values';

export * from './types';
export { FIELD_SIZE, MARCH_DAYS, NATIVE, US, SIDE_NAMES, type Side } from './cards';

/** Warriors a Civil Chief draws, and keeps of them. */
export const MUSTER_DRAW = 7;
export const MUSTER_KEEP = 5;
/** What a War Chief draws each turn. */
export const SUPPLY = { ammunition: 3, weapons: 5, tactics: 1 } as const;
/** Our reading: a War Chief exchanges at most three cards for warriors a turn. */
export const EXCHANGES_PER_TURN = 3;
/** The seed recommends switching to the War Chief after this many Civil Chief turns. */
export const CIVIL_TURNS_HINT = 5;

const cardId = v.pipe(v.string(), v.minLength(1), v.maxLength(40));

export const actionSchema = v.variant('type', [
  v.object({ type: v.literal('release'), card: cardId }),
  v.object({ type: v.literal('muster') }),
  v.object({ type: v.literal('trade'), warrior: cardId, take: v.picklist(['ammunition', 'weapon']) }),
  v.object({ type: v.literal('war-chief') }),
  v.object({ type: v.literal('supply') }),
  v.object({ type: v.literal('exchange'), card: cardId }),
  v.object({ type: v.literal('call-battle') }),
  v.object({ type: v.literal('end-turn') }),
  v.object({ type: v.literal('march') }),
  v.object({ type: v.literal('discard'), card: cardId }),
  v.object({ type: v.literal('deploy'), unit: cardId, weapon: v.nullable(cardId) }),
  v.object({ type: v.literal('attack'), kind: v.picklist(['ranged', 'melee']) }),
  v.object({ type: v.literal('tactic'), card: v.nullable(cardId) }),
  v.object({ type: v.literal('remove'), unit: cardId }),
  v.object({ type: v.literal('concede') }),
]) satisfies v.GenericSchema<unknown, TipAction>;

export const optionsSchema = v.object({ variant: v.picklist(['as-written', 'balanced']) }) satisfies v.GenericSchema<unknown, TipOptions>;

const checkAction = actionGuard(actionSchema, 'Battle of Tippecanoe');

const other = (side: Side): Side => (side === NATIVE ? US : NATIVE);
const sideWords = (side: Side) => `the ${SIDE_NAMES[side]} player`;
const Cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The cards in a zone. */
export const pile = (s: TipState, name: string): readonly string[] => s.cards[name]?.cards ?? [];
export const handOf = (s: TipState, side: Side) => pile(s, Z.hand(side));
const inHand = (s: TipState, side: Side, cat: Category) => handOf(s, side).filter((c) => categoryOf(c) === cat);

/** Moves a card the rules have already checked is there; a failure is a fault in the rules. */
function mv(zones: Zones, card: string, from: string, to: string, at: 'top' | 'bottom' = 'top'): Zones {
  const r = move(zones, card, from, to, at);
  if (!r.ok) throw new Error(`Tippecanoe: ${card} from ${from} to ${to}: ${r.message}`);
  return r.zones;
}

/** Draws as many as the deck has, up to `count` (decks are never reshuffled: see the rules text). */
function drawUpTo(zones: Zones, from: string, to: string, count: number): { zones: Zones; count: number } {
  const n = Math.min(count, zones[from]?.cards.length ?? 0);
  const r = draw(zones, from, to, n);
  if (!r.ok) throw new Error(`Tippecanoe: drawing ${n} from ${from}: ${r.message}`);
  return { zones: r.zones, count: n };
}

/** One card of each kind among `cards`: the legal moves offer a choice of kinds, not of identical cards. */
const oneOfEachKind = (cards: readonly string[]): string[] => {
  const seen = new Set<string>();
  return cards.filter((c) => !seen.has(kindOf(c)) && seen.add(kindOf(c)));
};

/** Who must decide now. */
export function actor(s: TipState): Side | null {
  switch (s.step.k) {
    case 'over':
      return null;
    case 'muster':
    case 'keep':
    case 'council':
    case 'supply':
    case 'arm':
      return NATIVE;
    case 'march':
    case 'pay':
      return US;
    case 'attack':
      return s.battle?.attacker ?? null;
    default:
      return s.step.seat;
  }
}

/** The role a side plays in the battle's current round. */
const roleOf = (b: Battle, side: Side): 'attacker' | 'defender' => (b.attacker === side ? 'attacker' : 'defender');

/** Whether a tactic may be played by this side now: it must suit the side's role and the kind of attack. */
function tacticFits(s: TipState, side: Side, kind: TacticKind): boolean {
  const b = s.battle;
  if (!b || !b.attack) return false;
  const t = valuesFor(s.options).tactic(kind);
  return t.role === roleOf(b, side) && (t.rounds === 'either' || t.rounds === b.attack);
}

const CIVIL_HINT = `The rules recommend the War Chief after ${CIVIL_TURNS_HINT} Civil Chief turns.`;

/** A hint for the Native player at the start of a Civil Chief turn: the five turns the rules advise, never forced. */
export const warChiefHint = (s: TipState): string | null =>
  s.step.k === 'muster' && s.chief === 'civil' && s.turns[NATIVE] > CIVIL_TURNS_HINT ? CIVIL_HINT : null;

// ---- turns ---------------------------------------------------------------------------------------

/** The Native player's turn begins: a Civil Chief musters, a War Chief draws supplies. */
function nativeTurn(s: TipState): TipState {
  return { ...s, turn: NATIVE, turns: [s.turns[0] + 1, s.turns[1]], traded: false, exchanges: 0, step: { k: s.chief === 'civil' ? 'muster' : 'supply' } };
}

/** The US player's turn ends: the battle begins when the army has reached the town, or the Native turn comes. */
function endUsTurn(s: TipState, events: GameEvent<TipDetail>[]): TipState {
  if (s.day >= MARCH_DAYS) return startBattle(s, false, events);
  events.push(note(`${Cap(sideWords(NATIVE))}'s turn.`, NATIVE, { t: 'turn', seat: NATIVE }));
  return nativeTurn(s);
}

function startBattle(s: TipState, called: boolean, events: GameEvent<TipDetail>[]): TipState {
  events.push(
    note(called ? 'The Native War Chief calls the battle: the warriors attack before dawn.' : `The army has marched ${MARCH_DAYS} days and camps outside Prophetstown: the battle begins.`, null, { t: 'battle', called }),
  );
  const battle: Battle = { round: 1, attacker: NATIVE, fields: [[], []], attack: null, defenderDry: false, tactics: [null, null], last: null, refill: [NATIVE, US] };
  return advance({ ...s, battle }, events);
}

/** Whether a side must still put units on the field: fewer than five there, and a unit in hand. */
const mustDeploy = (s: TipState, side: Side) => (s.battle?.fields[side].length ?? 0) < FIELD_SIZE && inHand(s, side, 'unit').length > 0;

/**
 * Moves the battle on once losses are taken: the sides still to refill lay out, then a side with
 * no unit on the field has lost, or the next round's attacker announces.
 */
function advance(s: TipState, events: GameEvent<TipDetail>[]): TipState {
  const b = s.battle as Battle;
  const refill = b.refill.filter((side) => mustDeploy(s, side));
  if (refill.length > 0) return { ...s, battle: { ...b, refill }, step: { k: 'deploy', seat: refill[0] as Side } };
  const beaten = ([NATIVE, US] as const).find((side) => b.fields[side].length === 0);
  if (beaten !== undefined) {
    const text = beaten === US ? 'The US army has no unit left on the field: the Confederacy holds Tippecanoe.' : 'The Native warriors have no unit left on the field: the Confederacy is scattered.';
    events.push(note(text, null, { t: 'over', winner: other(beaten), how: 'routed' }));
    return { ...s, battle: { ...b, refill: [] }, step: { k: 'over' }, result: { winner: other(beaten), how: 'routed', text } };
  }
  return { ...s, battle: { ...b, refill: [] }, step: { k: 'attack' } };
}

/** The defender's tactic closes the round: both sides roll, the totals are compared, the loser owes units. */
function fight(s: TipState, events: GameEvent<TipDetail>[]): TipState {
  const b = s.battle as Battle;
  const attack = b.attack as AttackKind;
  const values = valuesFor(s.options);
  const rng = new Rng(s.rng);
  const faces: [number[], number[]] = [[], []];
  for (const side of [b.attacker, other(b.attacker)]) {
    const n = regulars(values, b.fields[side]);
    if (n === 0) continue;
    const roll = rollDice(rng, n, 6, side, side === b.attacker ? 'the attack' : 'the defence');
    faces[side] = roll.faces;
    events.push(roll);
  }
  const sum = (f: number[]) => f.reduce((a, x) => a + x, 0);
  const scores = ([NATIVE, US] as const).map((side) => scoreSide(values, b.fields[side], roleOf(b, side), attack, b.tactics[side], sum(faces[side]))) as RoundScore['scores'];
  const [a, d] = [scores[b.attacker].total, scores[other(b.attacker)].total];
  const winner: Side | null = a === d ? null : a > d ? b.attacker : other(b.attacker);
  const loser = winner === null ? null : other(winner);
  // A Feigned Retreat falls back without loss; a dry defender who wins costs the attacker nothing.
  const retreats = loser !== null && b.tactics[loser] !== null && values.tactic(b.tactics[loser]).noLosses === true;
  const dryWin = loser === b.attacker && attack === 'ranged' && b.defenderDry;
  const losses = loser === null || retreats || dryWin ? 0 : Math.min(Math.abs(a - d), FIELD_SIZE, b.fields[loser].length);
  const score: RoundScore = { round: b.round, attacker: b.attacker, attack, scores, faces, tactics: b.tactics, winner, losses };
  const why = retreats ? ' (Feigned Retreat: they fall back)' : dryWin ? ' (the defender had no ammunition: the attacker loses nothing)' : '';
  const outcome = loser === null ? 'A tie: nobody loses a unit.' : `${Cap(sideWords(winner as Side))} wins by ${Math.abs(a - d)}; ${sideWords(loser)} removes ${losses} ${losses === 1 ? 'unit' : 'units'}${why}.`;
  events.push(
    note(`Round ${b.round}: ${SIDE_NAMES[b.attacker]} attack ${breakdownWords(scores[b.attacker])} against ${SIDE_NAMES[other(b.attacker)]} defence ${breakdownWords(scores[other(b.attacker)])}. ${outcome}`, null, { t: 'round', score }),
  );
  // Roles swap for the next round.
  const next: Battle = { ...b, round: b.round + 1, attacker: other(b.attacker), attack: null, defenderDry: false, tactics: [null, null], last: score, refill: [] };
  const after = { ...s, rng: rng.state(), battle: next };
  if (loser !== null && losses > 0) return { ...after, step: { k: 'remove', seat: loser, count: losses } };
  return advance(after, events);
}

// ---- the moves -------------------------------------------------------------------------------------

type Result = Applied<TipState, TipDetail> | RuleError;
const done = (s: TipState, events: GameEvent<TipDetail>[]): Result => accept(s, events);

function applyMove(s: TipState, a: TipAction, seat: Side): Result {
  const events: GameEvent<TipDetail>[] = [];
  const step = s.step;
  const b = s.battle;
  switch (a.type) {
    case 'concede': {
      const text = `${Cap(sideWords(seat))} concedes.`;
      events.push(note(text, seat, { t: 'over', winner: other(seat), how: 'conceded' }));
      return done({ ...s, step: { k: 'over' }, result: { winner: other(seat), how: 'conceded', text } }, events);
    }
    case 'muster': {
      if (step.k !== 'muster') return refuse('You muster warriors only at the start of a Civil Chief turn.');
      const drawn = drawUpTo(s.cards, Z.warriors, Z.muster, MUSTER_DRAW);
      let cards = drawn.zones;
      events.push(note(`The Civil Chief draws ${drawn.count} warriors.`, seat, { t: 'drew', seat, from: Z.warriors, count: drawn.count }));
      // With the deck short, every warrior drawn is kept.
      if (drawn.count <= MUSTER_KEEP) {
        for (const c of [...pile({ ...s, cards }, Z.muster)]) cards = mv(cards, c, Z.muster, Z.hand(NATIVE));
        return done({ ...s, cards, step: { k: 'council' } }, events);
      }
      return done({ ...s, cards, step: { k: 'keep' } }, events);
    }
    case 'release': {
      if (step.k !== 'keep') return refuse('There are no drawn warriors to send back.');
      if (!pile(s, Z.muster).includes(a.card)) return refuse('That warrior is not among those you drew.');
      let cards = mv(s.cards, a.card, Z.muster, Z.warriors, 'bottom');
      events.push(note('A warrior goes back to the bottom of the deck.', seat, { t: 'returned', seat, to: Z.warriors, count: 1 }));
      const left = cards[Z.muster]?.cards ?? [];
      if (left.length > MUSTER_KEEP) return done({ ...s, cards }, events);
      for (const c of [...left]) cards = mv(cards, c, Z.muster, Z.hand(NATIVE));
      return done({ ...s, cards, step: { k: 'council' } }, events);
    }
    case 'trade': {
      if (step.k !== 'council') return refuse(step.k === 'keep' ? 'Keep five warriors first.' : 'The Civil Chief trades only after mustering.');
      if (s.traded) return refuse('The Civil Chief trades only once a turn.');
      if (!handOf(s, NATIVE).includes(a.warrior) || categoryOf(a.warrior) !== 'unit') return refuse('Trade a warrior from your hand.');
      const deck = a.take === 'ammunition' ? Z.ammunition : Z.weapons;
      if (pile(s, deck).length === 0) return refuse(`The ${a.take} deck is empty.`);
      const cards = mv(s.cards, a.warrior, Z.hand(NATIVE), Z.warriors, 'bottom');
      const drawn = drawUpTo(cards, deck, Z.hand(NATIVE), 1);
      // The log's line says it all (describe): the note's words would only say it again.
      events.push(note('', seat, { t: 'drew', seat, from: deck, count: 1 }));
      return done({ ...s, cards: drawn.zones, traded: true }, events);
    }
    case 'war-chief': {
      if (step.k !== 'muster') return refuse(s.chief === 'war' ? 'The War Chief already leads.' : 'Switch to the War Chief at the start of a turn.');
      events.push(note('The Civil Chief steps aside: the War Chief leads from now on.', seat, { t: 'war-chief' }));
      return done({ ...s, chief: 'war', step: { k: 'supply' } }, events);
    }
    case 'supply': {
      if (step.k !== 'supply') return refuse('The War Chief draws supplies at the start of a turn.');
      let cards = s.cards;
      for (const [deck, n, what] of [
        [Z.ammunition, SUPPLY.ammunition, 'ammunition'],
        [Z.weapons, SUPPLY.weapons, 'weapons'],
        [Z.tactics, SUPPLY.tactics, 'tactics'],
      ] as const) {
        const r = drawUpTo(cards, deck, Z.hand(NATIVE), n);
        cards = r.zones;
        events.push(note(`The War Chief draws ${r.count} ${what}.`, seat, { t: 'drew', seat, from: deck, count: r.count }));
      }
      return done({ ...s, cards, step: { k: 'arm' } }, events);
    }
    case 'exchange': {
      if (step.k !== 'arm') return refuse('The War Chief exchanges cards after drawing supplies.');
      if (s.exchanges >= EXCHANGES_PER_TURN) return refuse(`The War Chief exchanges at most ${EXCHANGES_PER_TURN} cards a turn.`);
      const cat = categoryOf(a.card);
      if (!handOf(s, NATIVE).includes(a.card) || (cat !== 'ammunition' && cat !== 'weapon' && cat !== 'tactic')) return refuse('Exchange an ammunition, weapon or tactics card from your hand.');
      if (pile(s, Z.warriors).length === 0) return refuse('The warrior deck is empty.');
      const back = cat === 'ammunition' ? Z.ammunition : cat === 'weapon' ? Z.weapons : Z.tactics;
      const cards = mv(s.cards, a.card, Z.hand(NATIVE), back, 'bottom');
      const drawn = drawUpTo(cards, Z.warriors, Z.hand(NATIVE), 1);
      events.push(note('', seat, { t: 'drew', seat, from: Z.warriors, count: 1 }));
      return done({ ...s, cards: drawn.zones, exchanges: s.exchanges + 1 }, events);
    }
    case 'call-battle': {
      if (step.k !== 'supply' && step.k !== 'arm') return refuse(s.chief === 'civil' ? 'Only the War Chief calls the battle.' : 'Call the battle on your turn.');
      // With no warrior to lay out the battle would be lost at once: a slip of the mouse, never a plan.
      if (inHand(s, NATIVE, 'unit').length === 0) return refuse('You have no warrior to lay out: the battle would be lost at once. Draw supplies and exchange cards for warriors first.');
      return done(startBattle(s, true, events), events);
    }
    case 'end-turn': {
      if (step.k !== 'council' && step.k !== 'arm') return refuse(step.k === 'keep' ? 'Keep five warriors first.' : step.k === 'muster' || step.k === 'supply' ? 'Draw your cards first.' : 'There is no turn to end now.');
      events.push(note(`${Cap(sideWords(US))}'s turn.`, US, { t: 'turn', seat: US }));
      return done({ ...s, turn: US, turns: [s.turns[0], s.turns[1] + 1], step: { k: 'march' } }, events);
    }
    case 'march': {
      if (step.k !== 'march') return refuse('The army marches at the start of its turn.');
      let cards = drawUpTo(s.cards, Z.tactics, Z.hand(US), 1).zones;
      const card = pile(s, Z.conditions).at(-1);
      // With the conditions deck empty, every later turn is fair.
      const kind: ConditionKind = card ? (kindOf(card) as ConditionKind) : 'fair';
      if (card) cards = mv(cards, card, Z.conditions, Z.discard);
      const cond = valuesFor(s.options).condition(kind);
      const next0 = { ...s, cards };
      const owed: Owed = {
        troops: Math.min(cond.costs.troops, inHand(next0, US, 'unit').length),
        weapons: Math.min(cond.costs.weapons, inHand(next0, US, 'weapon').length),
        ammunition: Math.min(cond.costs.ammunition, inHand(next0, US, 'ammunition').length),
      };
      const day = cond.advance ? Math.min(MARCH_DAYS, s.day + 1) : s.day;
      events.push(
        note(`${card ? cond.name : 'No condition left: fair weather'}. ${cond.advance ? `The army marches to day ${day} of ${MARCH_DAYS}` : `The army stays on day ${day}`}${owedWords(owed)}.`, seat, {
          t: 'condition',
          card: card ?? null,
          kind,
          advanced: cond.advance,
          day,
          owed,
        }),
      );
      const after: TipState = { ...next0, day, owed };
      if (owedCount(owed) > 0) return done({ ...after, step: { k: 'pay' } }, events);
      return done(endUsTurn(after, events), events);
    }
    case 'discard': {
      if (step.k !== 'pay') return refuse(discardOutOfTurn(s, seat, a.card));
      const cat = categoryOf(a.card);
      if (!handOf(s, US).includes(a.card)) return refuse('That card is not in your hand.');
      const key = cat === 'unit' ? 'troops' : cat === 'weapon' ? 'weapons' : cat === 'ammunition' ? 'ammunition' : null;
      if (key === null || s.owed[key] === 0) return refuse(`The condition asks you to discard ${owedList(s.owed)}, not that card.`);
      const owed = { ...s.owed, [key]: s.owed[key] - 1 };
      events.push(note('', seat, { t: 'discarded', seat, card: a.card }));
      const after: TipState = { ...s, cards: mv(s.cards, a.card, Z.hand(US), Z.discard), owed };
      return done(owedCount(owed) > 0 ? after : endUsTurn(after, events), events);
    }
    case 'deploy': {
      if (step.k !== 'deploy' || !b) return refuse('Units go onto the field when the battle begins, or to refill it.');
      const hand = handOf(s, seat);
      if (!hand.includes(a.unit) || categoryOf(a.unit) !== 'unit') return refuse('Lay out a unit from your hand.');
      if (a.weapon === null && inHand(s, seat, 'weapon').length > 0) return refuse('Give the unit a weapon: you have weapons in hand.');
      if (a.weapon !== null && (!hand.includes(a.weapon) || categoryOf(a.weapon) !== 'weapon')) return refuse('Pair the unit with a weapon from your hand.');
      let cards = mv(s.cards, a.unit, Z.hand(seat), Z.field(seat));
      if (a.weapon !== null) cards = mv(cards, a.weapon, Z.hand(seat), Z.field(seat));
      const fields: Battle['fields'] = [...b.fields];
      fields[seat] = [...b.fields[seat], { unit: a.unit, weapon: a.weapon }];
      events.push(note('', seat, { t: 'deployed', seat, unit: a.unit, weapon: a.weapon }));
      const after: TipState = { ...s, cards, battle: { ...b, fields } };
      return done(mustDeploy(after, seat) ? after : advance(after, events), events);
    }
    case 'attack': {
      if (step.k !== 'attack' || !b) return refuse('Announce an attack at the start of a round.');
      const ammo = inHand(s, seat, 'ammunition');
      if (a.kind === 'ranged' && ammo.length === 0) return refuse('A ranged attack needs an ammunition card in your hand.');
      let cards = s.cards;
      const spent: string[] = [];
      let defenderDry = false;
      if (a.kind === 'ranged') {
        const theirs = inHand(s, other(seat), 'ammunition');
        cards = mv(cards, ammo[0] as string, Z.hand(seat), Z.discard);
        spent.push(ammo[0] as string);
        if (theirs[0] !== undefined) {
          cards = mv(cards, theirs[0], Z.hand(other(seat)), Z.discard);
          spent.push(theirs[0]);
        } else defenderDry = true;
      }
      // The line says which attack (describe); the note only what it costs.
      const words = a.kind === 'ranged' ? (defenderDry ? 'The defender has no ammunition.' : 'Both spend an ammunition card.') : '';
      events.push(note(words, seat, { t: 'attack', seat, kind: a.kind, spent, defenderDry }));
      return done({ ...s, cards, battle: { ...b, attack: a.kind, defenderDry }, step: { k: 'tactic', seat } }, events);
    }
    case 'tactic': {
      if (step.k !== 'tactic' || !b) return refuse('Tactics are played after the attack is announced.');
      let cards = s.cards;
      const tactics: Battle['tactics'] = [...b.tactics];
      if (a.card !== null) {
        if (!handOf(s, seat).includes(a.card) || categoryOf(a.card) !== 'tactic') return refuse('Play a tactics card from your hand, or pass.');
        const kind = kindOf(a.card) as TacticKind;
        if (!tacticFits(s, seat, kind)) {
          const t = valuesFor(s.options).tactic(kind);
          return refuse(`${t.name} is for ${t.role === 'attacker' ? 'an attacker' : 'a defender'}${t.rounds === 'either' ? '' : t.rounds === 'ranged' ? ' against a ranged attack' : ' in hand-to-hand fighting'}.`);
        }
        cards = mv(cards, a.card, Z.hand(seat), Z.discard);
        tactics[seat] = kind;
      }
      events.push(note('', seat, { t: 'tactic', seat, card: a.card }));
      const after: TipState = { ...s, cards, battle: { ...b, tactics } };
      if (seat === b.attacker) return done({ ...after, step: { k: 'tactic', seat: other(seat) } }, events);
      return done(fight(after, events), events);
    }
    case 'remove': {
      if (step.k !== 'remove' || !b) return refuse('A unit laid out stays on the field until its side loses a round.');
      const pair = b.fields[seat].find((p) => p.unit === a.unit);
      if (!pair) return refuse('Choose one of your units on the field.');
      let cards = mv(s.cards, pair.unit, Z.field(seat), Z.discard);
      if (pair.weapon !== null) cards = mv(cards, pair.weapon, Z.field(seat), Z.discard);
      const fields: Battle['fields'] = [...b.fields];
      fields[seat] = b.fields[seat].filter((p) => p.unit !== a.unit);
      events.push(note(pair.weapon === null ? 'It had no weapon.' : '', seat, { t: 'removed', seat, unit: pair.unit, weapon: pair.weapon }));
      const after: TipState = { ...s, cards, battle: { ...b, fields } };
      if (step.count > 1) return done({ ...after, step: { ...step, count: step.count - 1 } }, events);
      return done(advance({ ...after, battle: { ...after.battle as Battle, refill: [seat] } }, events), events);
    }
  }
}

/** Why a card dropped onto the discard is not discarded now, and what the player may do instead. */
function discardOutOfTurn(s: TipState, seat: Side, card: string): string {
  if (!s.battle) return seat === US ? 'Nothing is owed to the march now.' : 'Only the US army discards, to pay for its march. To trade or exchange, drag the card onto a deck.';
  if (s.step.k === 'attack' && categoryOf(card) === 'ammunition') return 'Ammunition is spent by a ranged attack: choose Ranged, and both sides discard one.';
  return 'In the battle cards go to the discard only as they are spent: a tactic played, ammunition for a ranged attack, units lost.';
}

const owedCount = (o: Owed) => o.troops + o.weapons + o.ammunition;

/** "2 troops, 1 weapon": what is owed, in words. */
function owedList(o: Owed): string {
  return [
    o.troops ? `${o.troops} ${o.troops === 1 ? 'troop' : 'troops'}` : '',
    o.weapons ? `${o.weapons} ${o.weapons === 1 ? 'weapon' : 'weapons'}` : '',
    o.ammunition ? `${o.ammunition} ammunition` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

const owedWords = (o: Owed): string => (owedCount(o) > 0 ? `; discard ${owedList(o)}` : '');

// ---- legal moves -----------------------------------------------------------------------------------

/** Every choice a seat has now, one card of each kind where identical cards would make the same move. */
export function legalMoves(s: TipState, seat: Side): TipAction[] {
  if (s.result || actor(s) !== seat) return [];
  const out: TipAction[] = [];
  const hand = handOf(s, seat);
  const b = s.battle;
  switch (s.step.k) {
    case 'muster':
      out.push({ type: 'muster' }, { type: 'war-chief' });
      break;
    case 'keep':
      for (const card of oneOfEachKind(pile(s, Z.muster))) out.push({ type: 'release', card });
      break;
    case 'council':
      if (!s.traded)
        for (const warrior of oneOfEachKind(inHand(s, NATIVE, 'unit')))
          for (const [take, deck] of [
            ['ammunition', Z.ammunition],
            ['weapon', Z.weapons],
          ] as const)
            if (pile(s, deck).length > 0) out.push({ type: 'trade', warrior, take });
      out.push({ type: 'end-turn' });
      break;
    case 'supply':
      out.push({ type: 'supply' });
      if (inHand(s, NATIVE, 'unit').length > 0) out.push({ type: 'call-battle' });
      break;
    case 'arm':
      if (s.exchanges < EXCHANGES_PER_TURN && pile(s, Z.warriors).length > 0)
        for (const card of oneOfEachKind(hand.filter((c) => categoryOf(c) !== 'unit'))) out.push({ type: 'exchange', card });
      out.push({ type: 'end-turn' });
      if (inHand(s, NATIVE, 'unit').length > 0) out.push({ type: 'call-battle' });
      break;
    case 'march':
      out.push({ type: 'march' });
      break;
    case 'pay':
      for (const card of oneOfEachKind(hand)) {
        const cat = categoryOf(card);
        if ((cat === 'unit' && s.owed.troops > 0) || (cat === 'weapon' && s.owed.weapons > 0) || (cat === 'ammunition' && s.owed.ammunition > 0)) out.push({ type: 'discard', card });
      }
      break;
    case 'deploy': {
      const weapons = oneOfEachKind(inHand(s, seat, 'weapon'));
      for (const unit of oneOfEachKind(inHand(s, seat, 'unit'))) {
        if (weapons.length === 0) out.push({ type: 'deploy', unit, weapon: null });
        for (const weapon of weapons) out.push({ type: 'deploy', unit, weapon });
      }
      break;
    }
    case 'attack':
      if (inHand(s, seat, 'ammunition').length > 0) out.push({ type: 'attack', kind: 'ranged' });
      out.push({ type: 'attack', kind: 'melee' });
      break;
    case 'tactic':
      out.push({ type: 'tactic', card: null });
      for (const card of oneOfEachKind(inHand(s, seat, 'tactic'))) if (tacticFits(s, seat, kindOf(card) as TacticKind)) out.push({ type: 'tactic', card });
      break;
    case 'remove':
      for (const p of b?.fields[seat] ?? []) out.push({ type: 'remove', unit: p.unit });
      break;
  }
  out.push({ type: 'concede' });
  return out;
}

/**
 * The rules for an action already of the right shape: every rule but the schema check. The search
 * players play their imagined games with it, on actions `legalMoves` made (a schema check of each
 * was a tenth of a playout); everything from outside goes through `apply`, which checks first.
 */
export function applyShaped(state: TipState, action: TipAction, seat: number): Applied<TipState, TipDetail> | RuleError {
  if (state.result) return refuse('The battle is over.');
  if (seat !== NATIVE && seat !== US) return refuse('There is no such player.');
  if (actor(state) !== seat) return refuse('It is not your turn.');
  const r = applyMove(state, action, seat);
  return r.ok ? accept({ ...r.state, moves: state.moves + 1 }, r.events) : r;
}

// ---- the definition ----------------------------------------------------------------------------------

/** Whether the state a move left waits for another person than the one who made it (two people at one computer). */
function handsOver(seat: number, after: TipState | undefined, players: readonly { control: string }[]): boolean {
  const next = after ? actor(after) : null;
  return next !== null && next !== seat && players[next]?.control === 'human';
}

/** Moves that draw from a face-down deck: what they drew has been seen, so undo stops after them. */
const DRAWS: ReadonlySet<TipAction['type']> = new Set(['muster', 'trade', 'supply', 'exchange', 'march']);

export const tippecanoe: GameDefinition<TipState, TipAction, TipOptions, TipDetail> = {
  id: 'tippecanoe',
  title: 'Battle of Tippecanoe',
  optionsSchema,
  actionSchema,
  defaultOptions: { variant: 'as-written' },
  minPlayers: 2,
  maxPlayers: 2,

  setup({ options, players }, seed) {
    const { zones, rng } = startZones(seedRng(seed));
    return {
      options,
      names: [players[0]?.name ?? 'Native', players[1]?.name ?? 'US'],
      cards: zones,
      rng,
      step: { k: 'muster' },
      turn: NATIVE,
      turns: [1, 0],
      chief: 'civil',
      traded: false,
      exchanges: 0,
      day: 0,
      owed: { troops: 0, weapons: 0, ammunition: 0 },
      battle: null,
      result: null,
      moves: 0,
    };
  },

  actors: (s) => {
    const a = actor(s);
    return a === null ? [] : [a];
  },

  legalActions: (s, seat) => (seat === NATIVE || seat === US ? legalMoves(s, seat) : []),

  apply(state, input, seat) {
    const checked = checkAction(input);
    return checked.ok ? applyShaped(state, checked.action, seat) : checked;
  },

  result: (s) => (s.result ? { winners: [s.result.winner], draw: false, text: s.result.text } : null),

  // Hands, the muster and every deck's order are secret; the fields, the discard and the march are in plain sight.
  playerView: (s, seat) => ({ ...s, cards: viewZones(s.cards, seat), rng: HIDDEN_RNG }),

  describe(action, before, seat) {
    const who = SIDE_NAMES[seat as Side] ?? 'Someone';
    const cardName = (card: string) => nameOf(card, before.options);
    switch (action.type) {
      case 'muster':
        return `${who}: the Civil Chief musters warriors`;
      case 'release':
        return `${who} sends a warrior back to the deck`;
      case 'trade':
        return `${who} trades a warrior for ${action.take === 'ammunition' ? 'ammunition' : 'a weapon'}`;
      case 'war-chief':
        return `${who}: the War Chief takes command`;
      case 'supply':
        return `${who}: the War Chief draws supplies`;
      case 'exchange':
        return `${who} exchanges a card for a warrior`;
      case 'call-battle':
        return `${who} calls the battle`;
      case 'end-turn':
        return `${who} ends the turn`;
      case 'march':
        return `${who} draws a tactic and a condition`;
      case 'discard':
        return `${who} discards ${cardName(action.card)}`;
      case 'deploy':
        return `${who} lays out ${cardName(action.unit)}${action.weapon ? ` with ${cardName(action.weapon)}` : ' unarmed'}`;
      case 'attack':
        return `${who} attacks ${action.kind === 'ranged' ? 'at range' : 'hand to hand'}`;
      case 'tactic':
        return action.card ? `${who} plays ${cardName(action.card)}` : `${who} plays no tactic`;
      case 'remove': {
        const pair = before.battle?.fields[seat as Side]?.find((p) => p.unit === action.unit);
        return `${who} removes ${cardName(action.unit)}${pair?.weapon ? ` and ${cardName(pair.weapon)}` : ''}`;
      }
      case 'concede':
        return `${who} concedes`;
    }
  },

  progress(s) {
    if (s.result) return clip(`${SIDE_NAMES[s.result.winner]} won${s.result.how === 'conceded' ? ' by concession' : ''}`, MAX_PROGRESS);
    if (s.battle) return `Battle, round ${s.battle.round}`;
    return `Preparation, day ${s.day} of ${MARCH_DAYS}`;
  },

  // The computer's moves are kept too: taken back, they would leave the person looking at the
  // computer's turn, which it never plays again while there is a move to redo. So is a move that
  // hands the mouse to the other person at the computer: they have seen its outcome (the field laid
  // out, the tactic played), and taking it back would let the first lay out or choose afresh. And so
  // is the move that ends the battle (the last unit removed, a concession): its ending has been
  // seen, as in every other game, whose last move rolls dice or is a Done.
  kept: ({ action, events, seat }, players, after) =>
    DRAWS.has(action.type) ||
    events.some((e) => e.kind === 'roll') ||
    players[seat]?.control === 'computer' ||
    handsOver(seat, after, players) ||
    (after ? after.result !== null : action.type === 'concede'),
};

/** A card's name in the log: "Musket", "Aggressive Warrior". */
export function nameOf(card: string, variant: TipOptions['variant'] | TipOptions = 'as-written'): string {
  const values = valuesFor(variant);
  const kind = kindOf(card);
  switch (categoryOf(card)) {
    case 'unit':
      return values.unit(kind as never).name;
    case 'weapon':
      return values.weapon(kind as never).name;
    case 'tactic':
      return values.tactic(kind as never).name;
    case 'condition':
      return values.condition(kind as never).name;
    case 'ammunition':
      return 'Ammunition';
    default:
      return 'a card';
  }
}

export type { Pair, Step, RoundScore };
export { AMMO, Z, categoryOf, kindOf };
