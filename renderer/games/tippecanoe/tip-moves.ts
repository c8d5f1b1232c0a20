// What a move made away from the screen (the computer's, or the other person's) moves on the
// table, card by card, so the scene can fly each one there before it redraws: a unit and its
// weapon from the hand to the field, a paid card, a tactic or spent ammunition to the discard,
// draws from a deck into the hand (face down), losses from the field to the discard. Read from
// the log entry's details only: they name a card only where everyone sees it, so a card that is
// still hidden flies as its back. Pure: the scene's tests and the unit tests share it.
import type { Deck } from './art';
import { Z, categoryOf, type Pair, type Side, type TipDetail } from './rules';
import { HAND, OTHER_HAND, WEAPON_DROP, pileAt, slotCentre } from './tip-layout';
import type { Variant } from './rules/types';

type Point = { x: number; y: number };

/** One card's flight: its face (null: its back, of `back`'s deck), from where to where. */
export interface Flight {
  face: string | null;
  back: Deck;
  from: Point;
  to: Point;
  /** A unit leaving the field: the scene hides its drawn card (and its weapon) while it flies. */
  leaves?: string;
}

/** What the table shows now, for the flights to start and end where the cards are. */
export interface TableNow {
  /** The seat at the screen. */
  me: Side;
  /** Whether a person plays that seat: a person's own moves are not flown again (they made them). */
  person: boolean;
  /** The game's card values: a face flown shows its variant's numbers. */
  variant: Variant;
  /** Both fields as they will be drawn once the move is shown (the view after it). */
  fields: readonly [readonly Pair[], readonly Pair[]];
  /** Where a unit is drawn now, if it is. */
  unitAt(unit: string): Point | null;
  /** Where the screen seat's hand stack of a kind of card lies, if it has one. */
  handAt(card: string): Point | null;
}

/** Cards flown at most for one draw: a supply of five flies five, a muster of seven flies five. */
const MOST = 5;

/** The centre of the other side's hand of backs. */
export const otherHandCentre = (): Point => ({ x: OTHER_HAND.x + 50, y: OTHER_HAND.y + 22 });

/** The back a deck's cards show. */
export function deckBack(zone: string): Deck {
  return zone === Z.weapons ? 'weapons' : zone === Z.ammunition ? 'ammunition' : zone === Z.tactics ? 'tactics' : zone === Z.conditions ? 'conditions' : 'native';
}

/** The back a card in a hand shows when face down: its own deck's. */
function backOf(card: string, seat: Side): Deck {
  const cat = categoryOf(card);
  if (cat === 'weapon') return 'weapons';
  if (cat === 'ammunition') return 'ammunition';
  if (cat === 'tactic') return 'tactics';
  return seat === 0 ? 'native' : 'us';
}

/** The flights one detail of a log entry makes. */
export function flightsFor(d: TipDetail, t: TableNow): Flight[] {
  const hand = (seat: Side, card: string | null): Point => {
    if (seat !== t.me) return otherHandCentre();
    return (card ? t.handAt(card) : null) ?? { x: (HAND.left + HAND.right) / 2, y: HAND.y };
  };
  const pileCentre = (zone: string): Point => {
    const p = pileAt(zone);
    return p ? { x: p.x, y: p.y } : otherHandCentre();
  };
  const toDiscard = (seat: Side, card: string): Flight => ({ face: card, back: backOf(card, seat), from: hand(seat, card), to: pileCentre(Z.discard) });
  switch (d.t) {
    case 'drew': {
      // Into a hand (or the Civil Chief's draw): backs, whoever sees them later.
      const n = Math.min(MOST, d.count);
      return Array.from({ length: n }, () => ({ face: null, back: deckBack(d.from), from: pileCentre(d.from), to: hand(d.seat, null) }));
    }
    case 'returned':
      return Array.from({ length: Math.min(MOST, d.count) }, () => ({ face: null, back: deckBack(d.to), from: hand(d.seat, null), to: pileCentre(d.to) }));
    case 'discarded':
      return [toDiscard(d.seat, d.card)];
    case 'tactic':
      return d.card ? [toDiscard(d.seat, d.card)] : [];
    case 'attack':
      // The attacker's ammunition first, then the defender's: both go face up onto the discard.
      return d.spent.map((card, i) => toDiscard((i === 0 ? d.seat : 1 - d.seat) as Side, card));
    case 'deployed': {
      const near = d.seat === t.me;
      const field = t.fields[d.seat];
      const i = field.findIndex((p) => p.unit === d.unit);
      const slot = slotCentre(i < 0 ? field.length : i, near);
      const out: Flight[] = [];
      if (d.weapon) out.push({ face: d.weapon, back: 'weapons', from: hand(d.seat, d.weapon), to: { x: slot.x, y: slot.y + WEAPON_DROP } });
      out.push({ face: d.unit, back: backOf(d.unit, d.seat), from: hand(d.seat, d.unit), to: slot });
      return out;
    }
    case 'removed': {
      const at = t.unitAt(d.unit);
      if (!at) return [];
      const out: Flight[] = [];
      if (d.weapon) out.push({ face: d.weapon, back: 'weapons', from: { x: at.x, y: at.y + WEAPON_DROP }, to: pileCentre(Z.discard), leaves: d.unit });
      out.push({ face: d.unit, back: backOf(d.unit, d.seat), from: at, to: pileCentre(Z.discard), leaves: d.unit });
      return out;
    }
    default:
      return [];
  }
}
