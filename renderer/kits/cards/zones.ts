// What a zone is: an ordered pile of card ids with an owner and a rule for who sees the faces.
import type { Seat } from '../../engine/game';

/**
 * Who sees the faces of a zone's cards: `down` nobody (a deck), `up` everybody (a discard, a
 * market row), `owner` only the zone's owner (a hand).
 */
export type Visibility = 'down' | 'up' | 'owner';

export interface Zone {
  /** The seat the zone belongs to (a hand, a seat's own deck), or null for a shared one. */
  owner: Seat | null;
  visibility: Visibility;
  /** Bottom first: the last card is the top, the one a draw takes. */
  cards: string[];
  /**
   * Cards lying the other way from the zone's visibility: turned face up in a face-down zone or
   * a hand (shown to everyone), or face down in a face-up one. Absent when there are none. A
   * card that moves takes the lie of the zone it moves to.
   */
  turned?: string[];
}

/** A game's zones by name. Names are the game's own: "deck", "discard", "hand-0", "market". */
export type Zones = Record<string, Zone>;

/** What a card reads as to a seat that may not see it: the same for every hidden card. */
export const HIDDEN_CARD = '??';

/** A zone, empty unless given its cards (bottom first). */
export const zone = (visibility: Visibility, owner: Seat | null = null, cards: readonly string[] = []): Zone => ({
  owner,
  visibility,
  cards: [...cards],
});

/** The name of a seat's own zone of a kind: `seatZone('hand', 1)` is "hand-1". */
export const seatZone = (kind: string, seat: Seat): string => `${kind}-${seat}`;

/** One zone of a kind for each seat ("hand-0", "hand-1", ...), each owned by its seat. */
export function seatZones(kind: string, seats: number, visibility: Visibility = 'owner'): Zones {
  const out: Zones = {};
  for (let seat = 0; seat < seats; seat++) out[seatZone(kind, seat)] = zone(visibility, seat);
  return out;
}

/** The name of the zone holding `card`, or null when no zone holds it. */
export function zoneOf(zones: Zones, card: string): string | null {
  for (const [name, z] of Object.entries(zones)) if (z.cards.includes(card)) return name;
  return null;
}

/** Whether `card` lies face up in `z`, for everyone to see. */
export const faceUp = (z: Zone, card: string): boolean => (z.visibility === 'up') !== (z.turned?.includes(card) ?? false);
