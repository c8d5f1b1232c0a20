// The activation deck: a standard 52-card pack, shuffled from the game's own seeded stream. A
// red card (hearts, diamonds) calls Red, a black card (spades, clubs) Black; a face card (jack,
// queen, king) calls two different figures from each of that team's players instead of one.
// When the deck runs out, the turned cards are shuffled into a new deck.
import { draw as drawCards, move, shuffle, viewZones, zone, type Zones } from '../../../kits/cards';
import type { Seat } from '../../../engine/game';
import type { RngState } from '../../../engine/rng';
import type { Team } from './types';

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const DECK: readonly string[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));

const SUIT_NAMES: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_NAMES: Record<string, string> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

export const suitOf = (card: string): string => card.slice(-1);
export const rankOf = (card: string): string => card.slice(0, -1);
/** Hearts and diamonds call Red; spades and clubs Black. */
export const teamOf = (card: string): Team => (suitOf(card) === 'H' || suitOf(card) === 'D' ? 'red' : 'black');
export const isFace = (card: string): boolean => ['J', 'Q', 'K'].includes(rankOf(card));
/** "Queen of hearts", "7 of spades". */
export const cardName = (card: string): string => `${RANK_NAMES[rankOf(card)] ?? rankOf(card)} of ${SUIT_NAMES[suitOf(card)] ?? suitOf(card)}`;

/** A new deck, shuffled, and the generator after the shuffle. */
export function newDeck(rng: RngState): { cards: Zones; rng: RngState } {
  const zones: Zones = { deck: zone('down', null, DECK), discard: zone('up'), showing: zone('up') };
  const r = shuffle(zones, 'deck', rng);
  if (!r.ok) throw new Error(r.message);
  return { cards: r.zones, rng: r.rng };
}

/**
 * Puts the card showing on the discard and turns the top card of the deck; an empty deck is
 * first made again from the discard, shuffled.
 */
export function turnCard(cards: Zones, rng: RngState): { cards: Zones; rng: RngState; card: string; reshuffled: boolean } | { error: string } {
  let zones = cards;
  const old = showing(cards);
  if (old !== null) {
    const m = move(zones, old, 'showing', 'discard');
    if (!m.ok) return { error: m.message };
    zones = m.zones;
  }
  const reshuffled = (zones.deck?.cards.length ?? 0) === 0;
  const r = drawCards(zones, 'deck', 'showing', 1, { zone: 'discard', rng });
  if (!r.ok) return { error: r.message };
  const card = r.drawn[0];
  if (card === undefined) return { error: 'The deck is empty.' };
  return { cards: r.zones, rng: r.rng ?? rng, card, reshuffled };
}

/** The card showing, or null before the first. */
export const showing = (cards: Zones): string | null => cards.showing?.cards[cards.showing.cards.length - 1] ?? null;

/** The cards as a seat may see them: the deck's order hidden. */
export const cardsView = (cards: Zones, seat: Seat | null): Zones => viewZones(cards, seat);
