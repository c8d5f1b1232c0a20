// Properties over random games of cards: whatever sequence of moves is tried (accepted or
// refused), no card is made or lost, each card is in exactly one zone, and a seat's view never
// holds an id that seat may not see, nor the order of a pile it may not see.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, seedRng, type RngState } from '../../engine/rng';
import { HIDDEN_CARD, canSee, deal, draw, flip, move, seatZones, shuffle, viewZones, zone, type Place, type Zones } from '.';

const SEATS = 3;
const NAMES = ['deck', 'discard', 'field', 'removed', 'market', ...Object.keys(seatZones('hand', SEATS))];

/** A move tried on the zones: which zones and cards, as indexes into whatever is there. */
type Op =
  | { op: 'shuffle'; zone: number }
  | { op: 'draw'; from: number; to: number; count: number; refill: number | null }
  | { op: 'deal'; from: number; to: number[]; count: number }
  | { op: 'move'; card: number; to: number; at: Place }
  | { op: 'flip'; card: number; up: boolean };

const index = fc.nat({ max: 40 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('shuffle' as const), zone: index }),
  fc.record({ op: fc.constant('draw' as const), from: index, to: index, count: fc.nat({ max: 6 }), refill: fc.option(index) }),
  fc.record({ op: fc.constant('deal' as const), from: index, to: fc.array(index, { minLength: 1, maxLength: 4 }), count: fc.nat({ max: 4 }) }),
  fc.record({ op: fc.constant('move' as const), card: index, to: index, at: fc.oneof(fc.constant<Place>('top'), fc.constant<Place>('bottom'), fc.integer({ min: -1, max: 12 })) }),
  fc.record({ op: fc.constant('flip' as const), card: index, up: fc.boolean() }),
);

/** Zones as a game might start them: unique cards spread over the piles, the rest empty. */
const startArb = fc
  .tuple(fc.nat({ max: 30 }), fc.array(fc.nat({ max: NAMES.length - 1 }), { minLength: 30, maxLength: 30 }))
  .map(([n, where]) => {
    const zones: Zones = { deck: zone('down'), discard: zone('up'), field: zone('up'), removed: zone('down'), market: zone('up'), ...seatZones('hand', SEATS) };
    for (let i = 0; i < n; i++) zones[NAMES[where[i] ?? 0] ?? 'deck']?.cards.push(`c${i}`);
    return zones;
  });

const name = (i: number) => NAMES[i % NAMES.length] ?? 'deck';
const allCards = (z: Zones) => Object.values(z).flatMap((x) => x.cards);

function apply(zones: Zones, rng: RngState, o: Op): { zones: Zones; rng: RngState } {
  const cards = allCards(zones);
  const r = (() => {
    switch (o.op) {
      case 'shuffle':
        return shuffle(zones, name(o.zone), rng);
      case 'draw':
        return draw(zones, name(o.from), name(o.to), o.count, o.refill === null ? undefined : { zone: name(o.refill), rng });
      case 'deal':
        return deal(zones, name(o.from), o.to.map(name), o.count);
      case 'move': {
        const card = cards[o.card % Math.max(1, cards.length)] ?? 'nothing';
        const from = Object.entries(zones).find(([, z]) => z.cards.includes(card))?.[0] ?? 'deck';
        return move(zones, card, from, name(o.to), o.at);
      }
      case 'flip': {
        const card = cards[o.card % Math.max(1, cards.length)] ?? 'nothing';
        const from = Object.entries(zones).find(([, z]) => z.cards.includes(card))?.[0] ?? 'deck';
        return flip(zones, from, card, o.up);
      }
    }
  })();
  if (!r.ok) return { zones, rng };
  const next = 'rng' in r ? (r.rng as RngState | undefined) : undefined;
  return { zones: r.zones, rng: next ?? rng };
}

function play(start: Zones, seed: number, ops: readonly Op[]): Zones[] {
  let at = { zones: start, rng: seedRng(seed) };
  const seen = [start];
  for (const o of ops) {
    at = apply(at.zones, at.rng, o);
    seen.push(at.zones);
  }
  return seen;
}

describe('card zones, over random sequences of moves', () => {
  it('never make or lose a card: each is in exactly one zone, and turned cards are in their zone', () => {
    fc.assert(
      fc.property(startArb, fc.integer(), fc.array(opArb, { maxLength: 40 }), (start, seed, ops) => {
        const before = allCards(start).sort();
        for (const z of play(start, seed, ops)) {
          expect(allCards(z).sort()).toEqual(before);
          expect(Object.keys(z).sort()).toEqual([...NAMES].sort());
          for (const pile of Object.values(z)) for (const c of pile.turned ?? []) expect(pile.cards).toContain(c);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never show a seat an id it may not see, and keep every count', () => {
    fc.assert(
      fc.property(startArb, fc.integer(), fc.array(opArb, { maxLength: 40 }), fc.option(fc.nat({ max: SEATS - 1 })), (start, seed, ops, seat) => {
        const zones = play(start, seed, ops).at(-1) ?? start;
        const view = viewZones(zones, seat);
        for (const [n, z] of Object.entries(zones)) {
          const seen = view[n];
          expect(seen?.cards).toHaveLength(z.cards.length);
          const allowed = new Set(z.cards.filter((c) => canSee(z, c, seat)));
          for (const c of [...(seen?.cards ?? []), ...(seen?.turned ?? [])]) expect(c === HIDDEN_CARD || allowed.has(c)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('show the same view of a hidden pile however it is ordered', () => {
    fc.assert(
      fc.property(startArb, fc.integer(), fc.array(opArb, { maxLength: 40 }), fc.option(fc.nat({ max: SEATS - 1 })), fc.integer(), (start, seed, ops, seat, reseed) => {
        const zones = play(start, seed, ops).at(-1) ?? start;
        // Every pile the seat sees nothing of, in another order, each card lying as it did.
        const gen = new Rng(seedRng(reseed));
        const other: Zones = {};
        for (const [n, z] of Object.entries(zones)) other[n] = z.cards.some((c) => canSee(z, c, seat)) ? z : { ...z, cards: gen.shuffle(z.cards) };
        expect(viewZones(other, seat)).toEqual(viewZones(zones, seat));
      }),
      { numRuns: 200 },
    );
  });
});
