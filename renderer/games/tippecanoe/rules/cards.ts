// Battle of Tippecanoe's cards: every kind in the seed's materials list with its count, and the
// values the seed leaves to us (its printable materials were never published). One file: the
// rules, the computer, the cards on the table, the Rules window and the printed cards all read
// these. The values are set so the seed's worked example comes out exactly (see cards.test.ts):
//
//   Native attack, ranged: units 1+1+1+2+2 = 7 (three Defensive and two Aggressive Warriors),
//   weapons 1+2+2+2+1 = 8 (two Bows & Tomahawks, three Muskets), Flanking Maneuver +1 × 5 = 5,
//   five dice 20: 40. US defence: units 1+1+1+1+1 = 5 (four Privates and a Captain), weapons
//   1+1+1+1+0 = 4 (four Muskets w/Bayonets, the Captain's Sword), the Captain's +1 × 5 = 5, Take
//   Cover +2 × 5 = 10, four dice 14: 38. The defender loses 40 − 38 = 2 units.
//
// Pure data: no rules here beyond what a card says.

/** Seat 0 is the Native player (who moves first and attacks first), seat 1 the US player. */
export type Side = 0 | 1;
export const NATIVE: Side = 0;
export const US: Side = 1;
export const SIDE_NAMES: Readonly<Record<Side, string>> = { 0: 'Native', 1: 'US' };

export type UnitKind = 'aggressive' | 'defensive' | 'native-sharpshooter' | 'tecumseh' | 'tenskwatawa' | 'private' | 'us-sharpshooter' | 'captain' | 'harrison';
export type WeaponKind = 'sword' | 'musket' | 'bayonet' | 'bow';
export type TacticKind = 'charge' | 'flanking' | 'take-cover' | 'dig-in' | 'feigned-retreat';
export type ConditionKind = 'fair' | 'tension' | 'desertion' | 'swamp' | 'dysentery' | 'lost-unit';
export type AttackKind = 'ranged' | 'melee';

/** Attack and defence, added to every unit of its side on the field (a leader's bonus). */
export interface Bonus {
  attack: number;
  defence: number;
}

export interface UnitDef {
  kind: UnitKind;
  side: Side;
  name: string;
  count: number;
  attack: number;
  defence: number;
  /** Rolls a die in battle. Officers and historical characters do not. */
  regular: boolean;
  /** What sort of unit it is, as the card says. */
  rank: 'warrior' | 'private' | 'sharpshooter' | 'officer' | 'historical';
  /** Added to every unit of its side on the field, itself included. */
  leads?: Bonus;
  /** Added to this unit in a ranged round. */
  ranged?: Bonus;
  /** The card's words. */
  text: string;
}

export interface WeaponDef {
  kind: WeaponKind;
  name: string;
  /** In the whole weapon deck of 100. */
  count: number;
  /** Of those, the ones the US army starts with; the rest make the deck the Native player draws from. */
  usStart: number;
  /** Power in a ranged round and in hand-to-hand fighting. */
  ranged: number;
  melee: number;
  text: string;
}

export interface TacticDef {
  kind: TacticKind;
  name: string;
  count: number;
  /** Who may play it: the attacking side or the defending side of a round. */
  role: 'attacker' | 'defender';
  /** The rounds it may be played in. */
  rounds: 'ranged' | 'melee' | 'either';
  /** Added to the player's score for each of their units on the field. */
  perUnit: number;
  /** Feigned Retreat: the player removes no units if they lose the round. */
  noLosses?: boolean;
  text: string;
}

export interface ConditionDef {
  kind: ConditionKind;
  name: string;
  count: number;
  /** The army marches a day closer to Tippecanoe. */
  advance: boolean;
  /** What the US player must discard, choosing which. */
  costs: { troops: number; weapons: number; ammunition: number };
  text: string;
}

export const UNITS: readonly UnitDef[] = [
  { kind: 'aggressive', side: NATIVE, name: 'Aggressive Warrior', count: 20, attack: 2, defence: 1, regular: true, rank: 'warrior', text: 'Quick to close with the enemy.' },
  { kind: 'defensive', side: NATIVE, name: 'Defensive Warrior', count: 18, attack: 1, defence: 2, regular: true, rank: 'warrior', text: 'Holds ground and cover.' },
  {
    kind: 'native-sharpshooter',
    side: NATIVE,
    name: 'Native Sharpshooter',
    count: 10,
    attack: 1,
    defence: 1,
    regular: true,
    rank: 'sharpshooter',
    ranged: { attack: 1, defence: 1 },
    text: '+1 attack and +1 defence in a ranged round.',
  },
  {
    kind: 'tecumseh',
    side: NATIVE,
    name: 'Tecumseh',
    count: 1,
    attack: 2,
    defence: 2,
    regular: false,
    rank: 'historical',
    leads: { attack: 1, defence: 0 },
    text: 'Every Native unit on the field, Tecumseh too, +1 attack. Rolls no die.',
  },
  {
    kind: 'tenskwatawa',
    side: NATIVE,
    name: 'Tenskwatawa',
    count: 1,
    attack: 1,
    defence: 1,
    regular: false,
    rank: 'historical',
    leads: { attack: 0, defence: 1 },
    text: 'The Prophet: every Native unit on the field, Tenskwatawa too, +1 defence. Rolls no die.',
  },
  { kind: 'private', side: US, name: 'US Private', count: 40, attack: 1, defence: 1, regular: true, rank: 'private', text: 'A regular of the line or a militiaman.' },
  {
    kind: 'us-sharpshooter',
    side: US,
    name: 'US Sharpshooter',
    count: 5,
    attack: 1,
    defence: 1,
    regular: true,
    rank: 'sharpshooter',
    ranged: { attack: 1, defence: 1 },
    text: '+1 attack and +1 defence in a ranged round.',
  },
  {
    kind: 'captain',
    side: US,
    name: 'US Captain',
    count: 4,
    attack: 1,
    defence: 1,
    regular: false,
    rank: 'officer',
    leads: { attack: 0, defence: 1 },
    text: 'Every US unit on the field, the Captain too, +1 defence. Rolls no die.',
  },
  {
    kind: 'harrison',
    side: US,
    name: 'W. H. Harrison',
    count: 1,
    attack: 2,
    defence: 2,
    regular: false,
    rank: 'historical',
    leads: { attack: 1, defence: 1 },
    text: 'Every US unit on the field, Harrison too, +1 attack and +1 defence. Rolls no die.',
  },
];

export const WEAPONS: readonly WeaponDef[] = [
  { kind: 'sword', name: 'Sword', count: 5, usStart: 5, ranged: 0, melee: 3, text: "An officer's blade: nothing at range." },
  { kind: 'musket', name: 'Musket', count: 60, usStart: 30, ranged: 2, melee: 1, text: 'Best at range; a club up close.' },
  { kind: 'bayonet', name: 'Musket w/Bayonet', count: 15, usStart: 15, ranged: 1, melee: 2, text: 'The fixed bayonet slows loading but holds a charge.' },
  { kind: 'bow', name: 'Bow & Arrow/Tomahawk', count: 20, usStart: 0, ranged: 1, melee: 2, text: 'Silent at range, deadly up close.' },
];

export const TACTICS: readonly TacticDef[] = [
  { kind: 'charge', name: 'Charge', count: 5, role: 'attacker', rounds: 'melee', perUnit: 2, text: 'Attacking hand to hand: +2 attack for each of your units.' },
  { kind: 'flanking', name: 'Flanking Maneuver', count: 5, role: 'attacker', rounds: 'either', perUnit: 1, text: 'Attacking: +1 attack for each of your units.' },
  { kind: 'take-cover', name: 'Take Cover', count: 8, role: 'defender', rounds: 'ranged', perUnit: 2, text: 'Defending against a ranged attack: +2 defence for each of your units.' },
  { kind: 'dig-in', name: 'Dig In', count: 5, role: 'defender', rounds: 'either', perUnit: 1, text: 'Defending: +1 defence for each of your units.' },
  {
    kind: 'feigned-retreat',
    name: 'Feigned Retreat',
    count: 2,
    role: 'defender',
    rounds: 'melee',
    perUnit: 0,
    noLosses: true,
    text: 'Defending hand to hand: if you lose the round, you fall back and remove no units.',
  },
];

export const CONDITIONS: readonly ConditionDef[] = [
  { kind: 'fair', name: 'Fair Conditions', count: 7, advance: true, costs: { troops: 0, weapons: 0, ammunition: 0 }, text: 'Good roads and weather: march a day.' },
  { kind: 'tension', name: 'Tension in the Ranks', count: 4, advance: true, costs: { troops: 1, weapons: 0, ammunition: 0 }, text: 'March a day; discard a troop card.' },
  { kind: 'desertion', name: 'Desertion', count: 3, advance: true, costs: { troops: 2, weapons: 1, ammunition: 0 }, text: 'March a day; discard two troop cards and a weapon.' },
  { kind: 'swamp', name: 'Swamp', count: 2, advance: true, costs: { troops: 0, weapons: 0, ammunition: 2 }, text: 'March a day through the wet; discard two ammunition (the powder is soaked).' },
  { kind: 'dysentery', name: 'Dysentery', count: 3, advance: false, costs: { troops: 2, weapons: 0, ammunition: 0 }, text: 'The army rests: no march; discard two troop cards.' },
  { kind: 'lost-unit', name: 'Lost Unit', count: 1, advance: false, costs: { troops: 3, weapons: 0, ammunition: 0 }, text: 'No march while a lost company is sought; discard three troop cards.' },
];

export const AMMUNITION = { name: 'Ammunition', count: 30, usStart: 15, text: 'Spent by both sides in every ranged round.' } as const;

/** Days on the US Troop Advancement Board: Fort Harrison to Prophetstown, 29 October to 6 November 1811. */
export const MARCH_DAYS = 8;
/** Dice in the box: one a regular unit on the field, five a side. */
export const DICE = 10;
/** Units a side lays out, and the most a round can cost. */
export const FIELD_SIZE = 5;

/** Every card, as the seed's materials list counts them: 50 US troops, 50 Native warriors, 20 conditions, 30 ammunition, 100 weapons, 25 tactics. */
export const MATERIALS = {
  usTroops: UNITS.filter((u) => u.side === US).reduce((n, u) => n + u.count, 0),
  nativeWarriors: UNITS.filter((u) => u.side === NATIVE).reduce((n, u) => n + u.count, 0),
  conditions: CONDITIONS.reduce((n, c) => n + c.count, 0),
  ammunition: AMMUNITION.count,
  weapons: WEAPONS.reduce((n, w) => n + w.count, 0),
  tactics: TACTICS.reduce((n, t) => n + t.count, 0),
} as const;

const byKind = <T extends { kind: string }>(defs: readonly T[]) => new Map(defs.map((d) => [d.kind, d]));
const UNIT_BY_KIND = byKind(UNITS);
const WEAPON_BY_KIND = byKind(WEAPONS);
const TACTIC_BY_KIND = byKind(TACTICS);
const CONDITION_BY_KIND = byKind(CONDITIONS);

export const unitDef = (kind: UnitKind): UnitDef => UNIT_BY_KIND.get(kind) as UnitDef;
export const weaponDef = (kind: WeaponKind): WeaponDef => WEAPON_BY_KIND.get(kind) as WeaponDef;
export const tacticDef = (kind: TacticKind): TacticDef => TACTIC_BY_KIND.get(kind) as TacticDef;
export const conditionDef = (kind: ConditionKind): ConditionDef => CONDITION_BY_KIND.get(kind) as ConditionDef;

/** A weapon's power in a round of this kind. */
export const weaponPower = (kind: WeaponKind, attack: AttackKind): number => (attack === 'ranged' ? weaponDef(kind).ranged : weaponDef(kind).melee);
