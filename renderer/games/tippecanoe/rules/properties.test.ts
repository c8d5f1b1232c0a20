// Property tests over whole random games (seeded, bounded): the cards are never made or lost, the
// materials list holds at every step, the field zones hold exactly the paired cards, and no seat's
// view shows a card it may not see.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, seedRng } from '../../../engine/rng';
import { HIDDEN_CARD, canSee } from '../../../kits/cards';
import { randomMove } from '../ai/random';
import { MATERIALS, UNITS, US, NATIVE, type Side } from './cards';
import { ALL_CARDS, Z, categoryOf, kindOf } from './deck';
import { tippecanoe, type TipState } from '.';

const players = [
  { name: 'Native', control: 'computer' as const, strength: 'normal' as const },
  { name: 'US', control: 'computer' as const, strength: 'normal' as const },
];
const SORTED = [...ALL_CARDS].sort();
const US_KINDS = new Set(UNITS.filter((u) => u.side === US).map((u) => u.kind as string));

/** Plays a random game from `seed`, calling `each` on every state; at most `limit` moves. */
function play(seed: number, limit: number, each: (s: TipState) => void): TipState {
  let s = tippecanoe.setup({ options: tippecanoe.defaultOptions, players }, seed);
  const rng = new Rng(seedRng(seed + 1));
  each(s);
  for (let n = 0; n < limit && !tippecanoe.result(s); n++) {
    const seat = tippecanoe.actors(s)[0] as Side;
    const move = randomMove(tippecanoe.playerView(s, seat), seat, rng);
    if (!move) throw new Error(`seat ${seat} has no move at ${s.step.k}`);
    const r = tippecanoe.apply(s, move, seat);
    if (!r.ok) throw new Error(`${JSON.stringify(move)} refused at ${s.step.k}: ${r.message}`);
    s = r.state;
    each(s);
  }
  return s;
}

function counts(s: TipState) {
  const all = Object.values(s.cards).flatMap((z) => z.cards);
  const n = (pred: (c: string) => boolean) => all.filter(pred).length;
  return {
    usTroops: n((c) => categoryOf(c) === 'unit' && US_KINDS.has(kindOf(c))),
    nativeWarriors: n((c) => categoryOf(c) === 'unit' && !US_KINDS.has(kindOf(c))),
    conditions: n((c) => categoryOf(c) === 'condition'),
    ammunition: n((c) => categoryOf(c) === 'ammunition'),
    weapons: n((c) => categoryOf(c) === 'weapon'),
    tactics: n((c) => categoryOf(c) === 'tactic'),
  };
}

describe('random games of Battle of Tippecanoe', () => {
  it('keep every card in exactly one zone, the counts of the materials list, and the fields as paired', () => {
    let finished = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const end = play(seed, 3000, (s) => {
          expect(Object.values(s.cards).flatMap((z) => z.cards).sort()).toEqual(SORTED);
          expect(counts(s)).toEqual(MATERIALS);
          for (const side of [NATIVE, US]) {
            const paired = (s.battle?.fields[side] ?? []).flatMap((p) => (p.weapon ? [p.unit, p.weapon] : [p.unit]));
            expect([...(s.cards[Z.field(side)]?.cards ?? [])].sort()).toEqual(paired.sort());
          }
        });
        if (tippecanoe.result(end)) finished++;
      }),
      { numRuns: 8, seed: 42 },
    );
    // The bound is generous: random games do end.
    expect(finished).toBe(8);
  }, 30_000);

  it("never show a seat the other hand, the muster, a deck's cards or the generator", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        play(seed, 3000, (s) => {
          for (const seat of [NATIVE, US, null]) {
            const view = tippecanoe.playerView(s, seat);
            expect(view.rng).not.toEqual(s.rng);
            for (const [name, z] of Object.entries(view.cards)) {
              const full = s.cards[name]!;
              expect(z.cards).toHaveLength(full.cards.length);
              z.cards.forEach((c, i) => {
                const real = full.cards[i]!;
                expect(c).toBe(canSee(full, real, seat) ? real : HIDDEN_CARD);
              });
            }
            const other = seat === null ? null : ((1 - seat) as Side);
            if (other !== null) expect(view.cards[Z.hand(other)]!.cards.every((c) => c === HIDDEN_CARD)).toBe(true);
            for (const deck of [Z.warriors, Z.weapons, Z.ammunition, Z.tactics, Z.conditions]) expect(view.cards[deck]!.cards.every((c) => c === HIDDEN_CARD)).toBe(true);
            if (seat !== NATIVE) expect(view.cards[Z.muster]!.cards.every((c) => c === HIDDEN_CARD)).toBe(true);
          }
        });
      }),
      { numRuns: 4, seed: 7 },
    );
    // Four whole games, every view of every step checked card by card: about 5 s on a quiet core.
  }, 30_000);
});
