// The smallest complete use of the kit, as a game would write it: zones in the state, a seeded
// shuffle whose generator state goes back into the state, a deal, a draw that reshuffles the
// discard, and the view one player gets.
import { describe, expect, it } from 'vitest';
import { seedRng, type RngState } from '../../engine/rng';
import { HIDDEN_CARD, deal, draw, move, seatZone, seatZones, shuffle, viewZones, zone, type Zones } from '.';

interface State {
  cards: Zones;
  rng: RngState;
}

function setup(seed: number): State {
  const cards = { deck: zone('down', null, ['a', 'b', 'c', 'd', 'e', 'f']), discard: zone('up'), ...seatZones('hand', 2) };
  const mixed = shuffle(cards, 'deck', seedRng(seed));
  if (!mixed.ok) throw new Error(mixed.message);
  const dealt = deal(mixed.zones, 'deck', [seatZone('hand', 0), seatZone('hand', 1)], 2);
  if (!dealt.ok) throw new Error(dealt.message);
  return { cards: dealt.zones, rng: mixed.rng };
}

describe('the card-zones kit, as a game uses it', () => {
  it('deals, draws through a reshuffle, and hides what a seat may not see', () => {
    let s = setup(7);
    expect(s.cards['deck']?.cards).toHaveLength(2);
    expect(s.cards['hand-0']?.cards).toHaveLength(2);

    // Seat 0 discards a card, then draws three: two from the deck, then the discard reshuffled.
    const card = s.cards['hand-0']?.cards[0] ?? '';
    const played = move(s.cards, card, 'hand-0', 'discard');
    if (!played.ok) throw new Error(played.message);
    const drawn = draw(played.zones, 'deck', 'hand-0', 3, { zone: 'discard', rng: s.rng });
    if (!drawn.ok) throw new Error(drawn.message);
    s = { cards: drawn.zones, rng: drawn.rng ?? s.rng };
    expect(drawn.drawn.at(-1)).toBe(card);
    expect(s.cards['hand-0']?.cards).toHaveLength(4);
    expect(s.cards['discard']?.cards).toEqual([]);

    // Seat 1 sees its own hand, and only how many cards seat 0 holds.
    const view = viewZones(s.cards, 1);
    expect(view['hand-1']).toEqual(s.cards['hand-1']);
    expect(view['hand-0']?.cards).toEqual([HIDDEN_CARD, HIDDEN_CARD, HIDDEN_CARD, HIDDEN_CARD]);
  });

  it('deals the same cards from the same seed', () => {
    expect(setup(11)).toEqual(setup(11));
    expect(setup(11).cards).not.toEqual(setup(12).cards);
  });
});
