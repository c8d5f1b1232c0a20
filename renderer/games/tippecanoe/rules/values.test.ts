// The variants' card values: the seed's worked example holds for every tuning the lab may try
// (so for the balanced variant), a tuning changes exactly the values it names and the cards' words
// with them, and the options a save holds never carry a lab's candidate.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONDITIONS, TACTICS, UNITS, WEAPONS } from './cards';
import { optionsSchema } from './index';
import { scoreSide } from './score';
import { AS_WRITTEN_TUNING, BALANCED_TUNING, TUNING_KNOBS, balancedChanges, tuned, valuesFor, type Tuning, type Values } from './values';

/** The seed's round scored with `values`: [the Native attack, the US defence]. */
function example(values: Values): [number, number] {
  const native = [
    ['defensive-1', 'bow-1'],
    ['defensive-2', 'musket-31'],
    ['defensive-3', 'musket-32'],
    ['aggressive-1', 'musket-33'],
    ['aggressive-2', 'bow-2'],
  ].map(([unit, weapon]) => ({ unit: unit as string, weapon: weapon as string }));
  const us = [
    ['private-1', 'bayonet-1'],
    ['private-2', 'bayonet-2'],
    ['private-3', 'bayonet-3'],
    ['private-4', 'bayonet-4'],
    ['captain-1', 'sword-1'],
  ].map(([unit, weapon]) => ({ unit: unit as string, weapon: weapon as string }));
  return [scoreSide(values, native, 'attacker', 'ranged', 'flanking', 20).total, scoreSide(values, us, 'defender', 'ranged', 'take-cover', 14).total];
}

const tuning = fc.record(Object.fromEntries(TUNING_KNOBS.map((k) => [k.key, fc.integer({ min: k.min, max: k.max })])) as { [K in keyof Tuning]: fc.Arbitrary<number> });

describe("Battle of Tippecanoe's variants", () => {
  it('keep the worked example, 40 against 38, as written, balanced, and for every tuning within the bounds', () => {
    expect(example(valuesFor('as-written'))).toEqual([40, 38]);
    expect(example(valuesFor('balanced'))).toEqual([40, 38]);
    fc.assert(
      fc.property(tuning, (t) => {
        expect(example(tuned(t))).toEqual([40, 38]);
      }),
    );
  });

  it('hold the balanced tuning within the bounds, and the as-written tuning is cards.ts itself', () => {
    for (const k of TUNING_KNOBS) {
      expect(BALANCED_TUNING[k.key]).toBeGreaterThanOrEqual(k.min);
      expect(BALANCED_TUNING[k.key]).toBeLessThanOrEqual(k.max);
      expect(AS_WRITTEN_TUNING[k.key]).toBeGreaterThanOrEqual(k.min);
      expect(AS_WRITTEN_TUNING[k.key]).toBeLessThanOrEqual(k.max);
    }
    const asWritten = tuned(AS_WRITTEN_TUNING);
    for (const u of UNITS) expect(asWritten.unit(u.kind)).toEqual(u);
    for (const w of WEAPONS) expect(asWritten.weapon(w.kind)).toEqual(w);
    for (const c of CONDITIONS) expect(asWritten.condition(c.kind)).toEqual(c);
    expect(balancedChanges(AS_WRITTEN_TUNING)).toEqual([]);
    expect(balancedChanges().length).toBeGreaterThan(0);
  });

  it('change exactly the values a tuning names, and the cards say the new numbers', () => {
    const t: Tuning = { bowMelee: 3, tecumsehLeads: 2, desertionTroops: 1, harrisonLeads: 0 };
    const values = tuned(t);
    expect(values.power('bow', 'melee')).toBe(3);
    expect(values.power('bow', 'ranged')).toBe(1);
    expect(values.unit('tecumseh').leads).toEqual({ attack: 2, defence: 0 });
    expect(values.unit('tecumseh').text).toContain('+2 attack');
    expect(values.unit('harrison').leads).toEqual({ attack: 0, defence: 0 });
    expect(values.condition('desertion').costs).toEqual({ troops: 1, weapons: 1, ammunition: 0 });
    expect(values.condition('desertion').text).toBe('March a day; discard a troop card and a weapon.');
    // Everything else as written.
    for (const u of UNITS.filter((u) => u.kind !== 'tecumseh' && u.kind !== 'harrison')) expect(values.unit(u.kind)).toEqual(u);
    for (const k of TACTICS) expect(values.tactic(k.kind)).toEqual(k);
    for (const w of WEAPONS.filter((w) => w.kind !== 'bow')) expect(values.weapon(w.kind)).toEqual(w);
    expect(balancedChanges(t)).toHaveLength(4);
  });

  it('offer "balanced" to a save, and drop a lab candidate from the options a save holds', () => {
    expect(v.parse(optionsSchema, { variant: 'balanced' })).toEqual({ variant: 'balanced' });
    expect(v.parse(optionsSchema, { variant: 'balanced', tuning: AS_WRITTEN_TUNING })).toEqual({ variant: 'balanced' });
    expect(v.safeParse(optionsSchema, { variant: 'house rules' }).success).toBe(false);
  });
});
