// The cards a move away from the screen flies: every card shown face up is one the seat at the
// screen may see once the move is made (the details name no hidden card, and the flights use
// nothing else), and each kind of move flies from and to the right places.
import { describe, expect, it } from 'vitest';
import { details } from '../../engine/game';
import { HIDDEN_CARD } from '../../kits/cards';
import { randomBot } from './ai/random';
import { NATIVE, US, Z, tippecanoe, type Side, type TipDetail, type TipState } from './rules';
import { flightsFor, otherHandCentre, type TableNow } from './tip-moves';
import { pileAt, slotCentre, WEAPON_DROP } from './tip-layout';

const start = (seed: number): TipState =>
  tippecanoe.setup({ options: { variant: 'as-written' }, players: [{ name: 'N', control: 'computer', strength: 'easy' }, { name: 'U', control: 'computer', strength: 'easy' }] }, seed);

/** The table of `viewer` after a move, as the scene would describe it. */
const tableOf = (s: TipState, viewer: Side): TableNow => ({
  me: viewer,
  person: true,
  variant: s.options.variant,
  fields: s.battle?.fields ?? [[], []],
  unitAt: (unit) => (s.battle?.fields.some((f) => f.some((p) => p.unit === unit)) ? { x: 1, y: 2 } : null),
  handAt: () => ({ x: 3, y: 4 }),
});

const seen = (s: TipState, viewer: Side): Set<string> => new Set(Object.values(tippecanoe.playerView(s, viewer).cards).flatMap((z) => z.cards.filter((c) => c !== HIDDEN_CARD)));

describe('flightsFor', () => {
  it('over whole games between random players, shows face up only cards the other seat sees after the move', () => {
    let faces = 0;
    let backs = 0;
    for (const seed of [1, 2, 3, 4]) {
      let s = start(seed);
      for (let moves = 0; tippecanoe.actors(s).length > 0 && moves < 3000; moves++) {
        const seat = tippecanoe.actors(s)[0] as Side;
        const r = tippecanoe.apply(s, randomBot(tippecanoe.playerView(s, seat), seat, 'easy'), seat);
        if (!r.ok) throw new Error(r.message);
        const viewer = (1 - seat) as Side;
        // Units leave the field from where they were drawn before the move.
        const before = tableOf(s, viewer);
        const visible = seen(r.state, viewer);
        for (const d of details(r.events) as TipDetail[]) {
          for (const f of flightsFor(d, { ...tableOf(r.state, viewer), unitAt: before.unitAt })) {
            if (f.face === null) backs++;
            else {
              faces++;
              expect(visible.has(f.face), `${d.t} shows ${f.face}`).toBe(true);
            }
          }
        }
        s = r.state;
      }
      expect(s.result).not.toBeNull();
    }
    expect(faces).toBeGreaterThan(50);
    expect(backs).toBeGreaterThan(50);
  });

  it('flies a unit and its weapon from the other hand to its slot on the far field, and losses to the discard', () => {
    const fields: TableNow['fields'] = [[], [{ unit: 'private-1', weapon: null }, { unit: 'captain-1', weapon: 'musket-3' }]];
    const t: TableNow = { me: NATIVE, person: true, variant: 'as-written', fields, unitAt: (u) => (u === 'captain-1' ? { x: 50, y: 60 } : null), handAt: () => null };
    const laid = flightsFor({ t: 'deployed', seat: US, unit: 'captain-1', weapon: 'musket-3' }, t);
    expect(laid).toEqual([
      { face: 'musket-3', back: 'weapons', from: otherHandCentre(), to: { x: slotCentre(1, false).x, y: slotCentre(1, false).y + WEAPON_DROP } },
      { face: 'captain-1', back: 'us', from: otherHandCentre(), to: slotCentre(1, false) },
    ]);
    const discard = pileAt(Z.discard)!;
    const lost = flightsFor({ t: 'removed', seat: US, unit: 'captain-1', weapon: 'musket-3' }, t);
    expect(lost.map((f) => [f.face, f.from, f.to, f.leaves])).toEqual([
      ['musket-3', { x: 50, y: 60 + WEAPON_DROP }, { x: discard.x, y: discard.y }, 'captain-1'],
      ['captain-1', { x: 50, y: 60 }, { x: discard.x, y: discard.y }, 'captain-1'],
    ]);
    // A draw into the other hand: backs of the deck drawn from, five at most.
    const drew = flightsFor({ t: 'drew', seat: US, from: Z.weapons, count: 9 }, t);
    expect(drew).toHaveLength(5);
    expect(drew.every((f) => f.face === null && f.back === 'weapons')).toBe(true);
    // A pass flies nothing.
    expect(flightsFor({ t: 'tactic', seat: US, card: null }, t)).toEqual([]);
  });
});
