// The cards as ids in zones: every card of the materials list is one id ("musket-31"), its kind
// read back from the id, and the zones a game starts with. Pure.
import { seatZone, shuffle, zone, type Zones } from '../../../kits/cards';
import type { RngState } from '../../../engine/rng';
import { AMMUNITION, CONDITIONS, NATIVE, TACTICS, UNITS, US, WEAPONS, type ConditionKind, type Side, type TacticKind, type UnitKind, type WeaponKind } from './cards';

export const AMMO = 'ammunition';
export type CardKind = UnitKind | WeaponKind | TacticKind | ConditionKind | typeof AMMO;
export type Category = 'unit' | 'weapon' | 'tactic' | 'condition' | 'ammunition';

/** The zones' names. Decks are face down and shared; hands and the muster are their owner's; fields and the discard lie face up. */
export const Z = {
  warriors: 'warriors',
  weapons: 'native-weapons',
  ammunition: 'native-ammunition',
  tactics: 'tactics',
  conditions: 'conditions',
  /** The seven warriors a Civil Chief has drawn and not yet kept or sent back. */
  muster: 'muster',
  discard: 'discard',
  hand: (side: Side) => seatZone('hand', side),
  field: (side: Side) => seatZone('field', side),
} as const;

const ids = (kind: string, from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => `${kind}-${from + i}`);

const CATEGORY = new Map<string, Category>([
  ...UNITS.map((u) => [u.kind, 'unit'] as const),
  ...WEAPONS.map((w) => [w.kind, 'weapon'] as const),
  ...TACTICS.map((t) => [t.kind, 'tactic'] as const),
  ...CONDITIONS.map((c) => [c.kind, 'condition'] as const),
  [AMMO, 'ammunition'],
]);

/** A card's kind worked out from its id ("musket-31" is a Musket). */
const kindFromId = (card: string): CardKind => card.slice(0, card.lastIndexOf('-')) as CardKind;

/** Every card's id in the game, 275 of them. */
export const ALL_CARDS: readonly string[] = [
  ...UNITS.flatMap((u) => ids(u.kind, 1, u.count)),
  ...WEAPONS.flatMap((w) => ids(w.kind, 1, w.count)),
  ...TACTICS.flatMap((t) => ids(t.kind, 1, t.count)),
  ...CONDITIONS.flatMap((c) => ids(c.kind, 1, c.count)),
  ...ids(AMMO, 1, AMMUNITION.count),
];

// Each card's kind and sort, looked up: the computer's playouts ask them millions of times, and
// slicing the id each time was a quarter of a playout's cost.
const KIND = new Map<string, CardKind>(ALL_CARDS.map((c) => [c, kindFromId(c)]));
const CARD_CATEGORY = new Map<string, Category | null>(ALL_CARDS.map((c) => [c, CATEGORY.get(kindFromId(c)) ?? null]));

/** A card's kind, from its id: "musket-31" is a Musket. */
export const kindOf = (card: string): CardKind => KIND.get(card) ?? kindFromId(card);

/** Which sort of card it is, or null for an id that is no card of this game. */
export const categoryOf = (card: string): Category | null => {
  const known = CARD_CATEGORY.get(card);
  return known !== undefined ? known : (CATEGORY.get(kindFromId(card)) ?? null);
};

/** The US army's starting hand: all its troops, the weapons the seed lists, 15 ammunition. */
export const US_START: readonly string[] = [
  ...UNITS.filter((u) => u.side === US).flatMap((u) => ids(u.kind, 1, u.count)),
  ...WEAPONS.flatMap((w) => ids(w.kind, 1, w.usStart)),
  ...ids(AMMO, 1, AMMUNITION.usStart),
];

/**
 * The zones at the start, each deck shuffled with the game's generator: the Native warrior deck,
 * the Native weapon deck (the 30 Muskets and 20 Bows & Tomahawks the US does not start with), the
 * Native ammunition deck (the other 15), the shared tactics deck and the US conditions deck.
 */
export function startZones(rng: RngState): { zones: Zones; rng: RngState } {
  let zones: Zones = {
    [Z.warriors]: zone('down', null, UNITS.filter((u) => u.side === NATIVE).flatMap((u) => ids(u.kind, 1, u.count))),
    [Z.weapons]: zone('down', null, WEAPONS.flatMap((w) => ids(w.kind, w.usStart + 1, w.count))),
    [Z.ammunition]: zone('down', null, ids(AMMO, AMMUNITION.usStart + 1, AMMUNITION.count)),
    [Z.tactics]: zone('down', null, TACTICS.flatMap((t) => ids(t.kind, 1, t.count))),
    [Z.conditions]: zone('down', null, CONDITIONS.flatMap((c) => ids(c.kind, 1, c.count))),
    [Z.muster]: zone('owner', NATIVE),
    [Z.hand(NATIVE)]: zone('owner', NATIVE),
    [Z.hand(US)]: zone('owner', US, US_START),
    [Z.field(NATIVE)]: zone('up', NATIVE),
    [Z.field(US)]: zone('up', US),
    [Z.discard]: zone('up'),
  };
  let next = rng;
  for (const deck of [Z.warriors, Z.weapons, Z.ammunition, Z.tactics, Z.conditions]) {
    const mixed = shuffle(zones, deck, next);
    if (!mixed.ok) throw new Error(mixed.message);
    zones = mixed.zones;
    next = mixed.rng;
  }
  return { zones, rng: next };
}
