// How good a position is for a side, in one transparent model of the battle to come: what the
// computer players (greedy and search) compare positions by. The battle is attrition: each round
// the loser removes as many units as it lost by (at most five), so what matters is how many units
// a side has and how much its field of five scores a round. From a side's cards in hand and on the
// field (card values of its variant, rules/values.ts) the model takes its units, the round score
// its field can expect with average dice (the mean unit's score and die, the weapons it can carry,
// its best leader's bonus, a share of its tactics and ammunition), the losses each side can
// expect a round from the difference of the two scores (the dice spread about it), and so how
// many rounds each side can last; the position's worth is the log of the ratio of the two. In the
// preparation each army is first projected to the battle's start (the Native player's draws to
// come, the US march's losses to come, from the conditions still in the deck); in the battle the
// field as it stands counts too, and an announced round by the losses each side can expect from
// it. It reads whole states: the players hand it states imagined from their views
// (determinize.ts), never the game's own. Pure.
import { FIELD_SIZE, MARCH_DAYS, NATIVE, US, type AttackKind, type ConditionKind, type Side, type TacticKind, type UnitKind, type WeaponKind } from '../rules/cards';
import { Z, categoryOf, kindOf } from '../rules/deck';
import { scoreSide } from '../rules/score';
import { valuesFor, type Values } from '../rules/values';
import { MUSTER_KEEP, SUPPLY, EXCHANGES_PER_TURN, pile, type Pair, type TipState } from '../rules';

/** The mean of a die; the spread of the difference of two fields' dice (five regulars a side). */
const DIE = 3.5;
const DIE_VAR = 35 / 12;
const SPREAD = Math.sqrt(2 * FIELD_SIZE * DIE_VAR);

/**
 * The model's constants: ammunition counts up to `ammoCap` cards, each adding `ammo` to a round's
 * score (a ranged round needs it); a tactic's points count once in `tacticRounds` rounds; the field
 * as it stands weighs `field` against the army's average in the battle.
 */
export const MODEL: { ammo: number; readonly ammoCap: number; readonly tacticRounds: number; field: number } = { ammo: 0.15, ammoCap: 10, tacticRounds: 10, field: 0.5 };

/**
 * In the battle a tactic in hand is one card, played once: it counts as `heldUse` of what it would
 * add to one round at the lead the armies have (the units it would save its side and cost the
 * other: expectedLoss with and without its points), for at most as many cards as rounds are left.
 * (Counted as a lead in every round to come, as the preparation's projection does, a card in hand
 * looked worth more than playing it, so the computer held its tactics and lost with them in hand.)
 */
export const HELD = { use: 0.8 };

/**
 * How the battle's evaluation counts the tactics in hand: 'cards' (HELD), what the search players
 * judge by; 'lead', a share of their points in every round to come, as the greedy player still
 * does: it is the fixed yardstick the figures measure against (docs/benchmarks.md, 2026-12-02).
 */
export type HeldModel = 'cards' | 'lead';

/** What an army holds, counted (fractional when projected). */
export interface Army {
  units: number;
  /** Each unit's score summed: the mean of attack and defence, its die, half a sharpshooter's ranged bonus. */
  unitScore: number;
  /** The best leader's bonus to a whole field. */
  leader: number;
  weapons: number;
  /** Each weapon's mean power summed. */
  power: number;
  ammo: number;
  /** Points the tactics in hand add when played: bonus a unit × a full field. */
  tactics: number;
}

/** A unit's own score in a round, its die included (a leader's bonus apart). */
export function unitWorth(values: Values, kind: UnitKind): number {
  const u = values.unit(kind);
  const ranged = u.ranged ? (u.ranged.attack + u.ranged.defence) / 4 : 0;
  return (u.attack + u.defence) / 2 + (u.regular ? DIE : 0) + ranged;
}

/** A leader's bonus to a full field, in either role on average. */
export const leaderWorth = (values: Values, kind: UnitKind): number => {
  const l = values.unit(kind).leads;
  return l ? ((l.attack + l.defence) / 2) * FIELD_SIZE : 0;
};

export const weaponWorth = (values: Values, kind: WeaponKind): number => (values.weapon(kind).ranged + values.weapon(kind).melee) / 2;

/** A tactic's points: its bonus for a full field; a Feigned Retreat as the few units it can save. */
export const tacticWorth = (values: Values, kind: TacticKind): number => {
  const t = values.tactic(kind);
  return t.noLosses ? 3 : t.perUnit * FIELD_SIZE;
};

/** The worth the quick player and the US discards rank a unit by: its score and its bonus to the field. */
export const unitRank = (values: Values, kind: UnitKind): number => unitWorth(values, kind) + leaderWorth(values, kind);

/** A side's cards in hand and on the field, as an army; a Civil Chief's drawn warriors count as the five best. */
export function armyOf(s: TipState, side: Side): Army {
  const values = valuesFor(s.options);
  const army: Army = { units: 0, unitScore: 0, leader: 0, weapons: 0, power: 0, ammo: 0, tactics: 0 };
  const cards = [...pile(s, Z.hand(side)), ...pile(s, Z.field(side))];
  if (side === NATIVE && s.step.k === 'keep') {
    const drawn = pile(s, Z.muster)
      .filter((c) => categoryOf(c) === 'unit')
      .sort((a, b) => unitRank(values, kindOf(b) as UnitKind) - unitRank(values, kindOf(a) as UnitKind));
    cards.push(...drawn.slice(0, MUSTER_KEEP));
  }
  for (const c of cards) {
    switch (categoryOf(c)) {
      case 'unit':
        army.units++;
        army.unitScore += unitWorth(values, kindOf(c) as UnitKind);
        army.leader = Math.max(army.leader, leaderWorth(values, kindOf(c) as UnitKind));
        break;
      case 'weapon':
        army.weapons++;
        army.power += weaponWorth(values, kindOf(c) as WeaponKind);
        break;
      case 'ammunition':
        army.ammo++;
        break;
      case 'tactic':
        army.tactics += tacticWorth(values, kindOf(c) as TacticKind);
        break;
    }
  }
  return army;
}

/** The round score an army's field of five can expect on average over the battle, with average dice. */
export function fieldScore(a: Army): number {
  if (a.units <= 0) return 0;
  const n = Math.min(FIELD_SIZE, a.units);
  const armed = a.weapons > 0 ? Math.min(1, a.weapons / a.units) * (a.power / a.weapons) : 0;
  return n * (a.unitScore / a.units + armed) + (a.leader * n) / FIELD_SIZE;
}

/** What tactics and ammunition add to a round, spread over the battle. */
const extras = (a: Army): number => a.tactics / MODEL.tacticRounds + ammoWorth(a);
const ammoWorth = (a: Army): number => MODEL.ammo * Math.min(a.ammo, MODEL.ammoCap);

/** The standard normal density and distribution. */
const phi = (z: number) => Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
function Phi(z: number): number {
  // Abramowitz and Stegun 26.2.17: good to 7.5e-8, plenty for an evaluation.
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = phi(z) * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - d : d;
}

/** E[min(cap, max(0, X))] for X normal with mean m and deviation sd: the units a round is expected to cost the side behind by X. */
export function expectedLoss(m: number, sd: number, cap: number): number {
  const part = (x: number) => {
    const z = (m - x) / sd;
    return (m - x) * Phi(z) + sd * phi(z);
  };
  return Math.max(0, part(0) - part(cap));
}

/**
 * A battle by the model, from the Native side: the log of how many rounds the Native army can last
 * over how many the US army can, each side's units over the units a round is expected to cost it,
 * given by how much the Native field outscores the US one a round (`lead`, dice spread about it).
 * Ten times the log, so lasting twice as long is worth about 7.
 */
export function battleWorth(units: [number, number], lead: number): number {
  return 10 * Math.log(lasts(units[0], lead) / lasts(units[1], -lead));
}

/** Rounds a side's units last at a lead (negative: behind) of `lead` a round. */
const lasts = (n: number, lead: number) => Math.max(0.01, n) / Math.max(0.05, expectedLoss(-lead, SPREAD, FIELD_SIZE));

/**
 * What the tactics each side holds are worth in units, at the Native lead `lead` a round (HELD):
 * each card the units one round with its points would save its side and cost the other, the best
 * cards first, no more cards than rounds the battle can last. Indexed by the side that holds them.
 */
export function heldTactics(points: [number[], number[]], units: [number, number], lead: number): [{ saved: number; dealt: number }, { saved: number; dealt: number }] {
  const rounds = Math.max(1, Math.ceil(Math.min(lasts(units[0], lead), lasts(units[1], -lead))));
  return ([NATIVE, US] as const).map((side) => {
    const l = side === NATIVE ? lead : -lead;
    let saved = 0;
    let dealt = 0;
    for (const p of [...points[side]].sort((a, b) => b - a).slice(0, rounds)) {
      saved += HELD.use * (expectedLoss(-l, SPREAD, FIELD_SIZE) - expectedLoss(-l - p, SPREAD, FIELD_SIZE));
      dealt += HELD.use * (expectedLoss(l + p, SPREAD, FIELD_SIZE) - expectedLoss(l, SPREAD, FIELD_SIZE));
    }
    return { saved, dealt };
  }) as [{ saved: number; dealt: number }, { saved: number; dealt: number }];
}

/** The same, for two whole armies (the preparation's projections). */
const armiesWorth = (native: Army, us: Army): number => battleWorth([native.units, us.units], fieldScore(native) + extras(native) - fieldScore(us) - extras(us));

/** The mean worth of each card left in a deck (as the state holds it: a determinized state's deck). */
function meanOf(s: TipState, deck: string, worth: (card: string) => number, fallback: number): number {
  const cards = pile(s, deck);
  return cards.length > 0 ? cards.reduce((n, c) => n + worth(c), 0) / cards.length : fallback;
}

/**
 * Preparation turns each side has left before the army reaches the town: the days still to march
 * over the share of the conditions still in the deck that march (every turn marches once it is empty).
 */
export function turnsLeft(s: TipState): number {
  const values = valuesFor(s.options);
  const deck = pile(s, Z.conditions);
  const marching = deck.length > 0 ? deck.filter((c) => values.condition(kindOf(c) as ConditionKind).advance).length / deck.length : 1;
  return Math.max(0, (MARCH_DAYS - s.day) / Math.max(0.25, marching));
}

/** The US army at the battle's start: what it holds, less what the conditions still to come will cost, plus a tactic a turn. */
export function projectUs(s: TipState, turns: number): Army {
  const values = valuesFor(s.options);
  const a = armyOf(s, US);
  const deck = pile(s, Z.conditions);
  const n = Math.min(turns, deck.length);
  const cost = { troops: 0, weapons: 0, ammunition: 0 };
  for (const c of deck) {
    const d = values.condition(kindOf(c) as ConditionKind).costs;
    cost.troops += d.troops / deck.length;
    cost.weapons += d.weapons / deck.length;
    cost.ammunition += d.ammunition / deck.length;
  }
  const perUnit = a.units > 0 ? a.unitScore / a.units : 0;
  const perWeapon = a.weapons > 0 ? a.power / a.weapons : 0;
  // The US player discards its weakest cards, so a loss costs less than the average.
  const troops = Math.min(a.units, cost.troops * n);
  const weapons = Math.min(a.weapons, cost.weapons * n);
  return {
    units: a.units - troops,
    unitScore: a.unitScore - troops * perUnit * 0.9,
    leader: a.leader,
    weapons: a.weapons - weapons,
    power: a.power - weapons * perWeapon * 0.9,
    ammo: Math.max(0, a.ammo - cost.ammunition * n),
    tactics: a.tactics + turns * meanOf(s, Z.tactics, (c) => tacticWorth(values, kindOf(c) as TacticKind), 4),
  };
}

/**
 * The Native army at the battle's start, against the US army `us` there: a Civil Chief's turns
 * bring five warriors each, a War Chief's five weapons, three ammunition and a tactic, and up to
 * three exchanges of spare cards for warriors; the best split of the turns left between the two
 * chiefs (a War Chief cannot go back).
 */
export function projectNative(s: TipState, turns: number, us: Army): Army {
  const values = valuesFor(s.options);
  const now = armyOf(s, NATIVE);
  const warrior = meanOf(s, Z.warriors, (c) => unitWorth(values, kindOf(c) as UnitKind), 5);
  const weapon = meanOf(s, Z.weapons, (c) => weaponWorth(values, kindOf(c) as WeaponKind), 1.5);
  const tactic = meanOf(s, Z.tactics, (c) => tacticWorth(values, kindOf(c) as TacticKind), 4);
  // The US turns left include the one under way or next; the Native turn before it counts only
  // until the Civil Chief has mustered or the War Chief has drawn (during the US turn it is past).
  const started = s.step.k !== 'muster' && s.step.k !== 'supply' ? 1 : 0;
  const whole = Math.max(0, Math.round(turns) - started);
  const canCivil = s.chief === 'civil';
  let best: Army = now;
  let bestWorth = -Infinity;
  for (let civil = canCivil ? whole : 0; civil >= 0; civil--) {
    const a = { ...now };
    a.units += civil * MUSTER_KEEP;
    a.unitScore += civil * MUSTER_KEEP * warrior;
    let swaps = 0;
    for (let t = 0; t < whole - civil; t++) {
      a.weapons += SUPPLY.weapons;
      a.power += SUPPLY.weapons * weapon;
      a.ammo += SUPPLY.ammunition;
      a.tactics += SUPPLY.tactics * tactic;
      // Spare weapons and ammunition beyond what the army can use go back for warriors.
      for (swaps = 0; swaps < EXCHANGES_PER_TURN && (a.weapons > a.units + 2 || a.ammo > MODEL.ammoCap); swaps++) {
        if (a.weapons > a.units + 2) {
          a.weapons--;
          a.power -= weapon;
        } else a.ammo--;
        a.units++;
        a.unitScore += warrior;
      }
    }
    const w = armiesWorth(a, us);
    if (w > bestWorth) {
      best = a;
      bestWorth = w;
    }
    if (!canCivil) break;
  }
  return best;
}

/** The five a side would field: those there, then the best of the hand, each with the best weapon left. */
export function fieldFor(s: TipState, side: Side): Pair[] {
  const values = valuesFor(s.options);
  const field = [...(s.battle?.fields[side] ?? [])];
  if (field.length >= FIELD_SIZE) return field;
  const hand = pile(s, Z.hand(side));
  const units = hand.filter((c) => categoryOf(c) === 'unit').sort((a, b) => unitRank(values, kindOf(b) as UnitKind) - unitRank(values, kindOf(a) as UnitKind));
  const weapons = hand.filter((c) => categoryOf(c) === 'weapon').sort((a, b) => weaponWorth(values, kindOf(b) as WeaponKind) - weaponWorth(values, kindOf(a) as WeaponKind));
  for (const unit of units) {
    if (field.length >= FIELD_SIZE) break;
    field.push({ unit, weapon: weapons.shift() ?? null });
  }
  return field;
}

/** A field's expected score in a round, with average dice. */
export function expectedScore(values: Values, field: readonly Pair[], role: 'attacker' | 'defender', attack: AttackKind, tactic: TacticKind | null): number {
  const dice = field.filter((p) => values.unit(kindOf(p.unit) as UnitKind).regular).length * DIE;
  return scoreSide(values, field, role, attack, tactic, dice).total;
}

/** The best tactic a side holds for its role in the round, or the one it has played. */
function tacticFor(s: TipState, side: Side, attack: AttackKind): TacticKind | null {
  const b = s.battle;
  if (!b) return null;
  const step = s.step;
  const chosen = b.tactics[side];
  // The attacker has chosen (or passed) once the defender is choosing.
  const decided = chosen !== null || (step.k === 'tactic' && side === b.attacker && step.seat !== side);
  if (decided) return chosen;
  const values = valuesFor(s.options);
  const role = b.attacker === side ? 'attacker' : 'defender';
  let best: TacticKind | null = null;
  for (const c of pile(s, Z.hand(side))) {
    if (categoryOf(c) !== 'tactic') continue;
    const t = values.tactic(kindOf(c) as TacticKind);
    if (t.role !== role || (t.rounds !== 'either' && t.rounds !== attack)) continue;
    if (best === null || tacticWorth(values, t.kind) > tacticWorth(values, best)) best = t.kind;
  }
  return best;
}

/**
 * A position's worth to `seat` (battleWorth's scale: about 7 for lasting twice as long). The end
 * of the game counts far beyond any position.
 */
export function evaluate(s: TipState, seat: Side, held: HeldModel = 'cards'): number {
  if (s.result) return s.result.winner === seat ? 1000 : -1000;
  const values = valuesFor(s.options);
  const sign = seat === NATIVE ? 1 : -1;
  if (!s.battle) {
    const turns = turnsLeft(s);
    const us = projectUs(s, turns);
    return sign * armiesWorth(projectNative(s, turns, us), us);
  }
  const b = s.battle;
  const armies: [Army, Army] = [armyOf(s, NATIVE), armyOf(s, US)];
  const units: [number, number] = [armies[0].units, armies[1].units];
  const scores: [number, number] = [0, 0];
  for (const side of [NATIVE, US] as const) {
    const field = fieldFor(s, side);
    const kind: AttackKind = armies[side].ammo > 0 ? 'ranged' : 'melee';
    const now = (expectedScore(values, field, 'attacker', kind, null) + expectedScore(values, field, 'defender', kind, null)) / 2;
    scores[side] = MODEL.field * now + (1 - MODEL.field) * fieldScore(armies[side]) + (held === 'lead' ? extras(armies[side]) : ammoWorth(armies[side]));
  }
  // The tactics in hand, as points each (one of them may be the one counted for the round announced).
  const hand: [number[], number[]] = [NATIVE, US].map((side) =>
    pile(s, Z.hand(side as Side))
      .filter((c) => categoryOf(c) === 'tactic')
      .map((c) => tacticWorth(values, kindOf(c) as TacticKind)),
  ) as [number[], number[]];
  // Units already owed.
  if (s.step.k === 'remove') units[s.step.seat] -= s.step.count;
  // A round announced: the losses each side can expect from it, and the tactics it will spend.
  if (b.attack && s.step.k === 'tactic') {
    const a = b.attacker;
    const d: Side = a === NATIVE ? US : NATIVE;
    const ta = tacticFor(s, a, b.attack);
    const td = tacticFor(s, d, b.attack);
    const m = expectedScore(values, b.fields[a], 'attacker', b.attack, ta) - expectedScore(values, b.fields[d], 'defender', b.attack, td);
    const dice = b.fields[a].concat(b.fields[d]).filter((p) => values.unit(kindOf(p.unit) as UnitKind).regular).length;
    const sd = Math.sqrt(Math.max(1, dice * DIE_VAR));
    const retreat = td !== null && values.tactic(td).noLosses === true;
    units[d] -= retreat ? 0 : expectedLoss(m, sd, Math.min(FIELD_SIZE, b.fields[d].length));
    units[a] -= b.attack === 'ranged' && b.defenderDry ? 0 : expectedLoss(-m, sd, Math.min(FIELD_SIZE, b.fields[a].length));
    const spend = (side: Side, t: TacticKind) => {
      if (held === 'lead') scores[side] -= tacticWorth(values, t) / MODEL.tacticRounds;
      const i = hand[side].indexOf(tacticWorth(values, t));
      if (i >= 0) hand[side].splice(i, 1);
    };
    if (ta !== null && b.tactics[a] === null) spend(a, ta);
    if (td !== null && b.tactics[d] === null) spend(d, td);
  }
  const lead = scores[0] - scores[1];
  if (held === 'cards') {
    const h = heldTactics(hand, units, lead);
    units[NATIVE] += h[NATIVE].saved - h[US].dealt;
    units[US] += h[US].saved - h[NATIVE].dealt;
  }
  return sign * battleWorth(units, lead);
}
