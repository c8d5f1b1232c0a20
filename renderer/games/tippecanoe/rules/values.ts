// The one place the rules read card values through: each variant's set of values. Everything that
// scores or costs asks `valuesFor`, never cards.ts directly, so a variant changes the game in one
// place. 'as-written' is cards.ts as set from the seed's worked example; 'balanced' changes the
// few values the balance lab tuned (TUNING_KNOBS), none of which the worked example reads.
import { CONDITIONS, TACTICS, UNITS, WEAPONS, type AttackKind, type ConditionDef, type ConditionKind, type TacticDef, type TacticKind, type UnitDef, type UnitKind, type WeaponDef, type WeaponKind } from './cards';
import type { TipOptions, Variant } from './types';

export interface Values {
  unit(kind: UnitKind): UnitDef;
  weapon(kind: WeaponKind): WeaponDef;
  tactic(kind: TacticKind): TacticDef;
  condition(kind: ConditionKind): ConditionDef;
  /** A weapon's power in a round of this kind. */
  power(kind: WeaponKind, attack: AttackKind): number;
}

/**
 * The values the balance lab may tune, each within its bounds. The seed's worked example reads
 * none of them (it reads the warriors' and Privates' attack and defence, the Captain's bonus, the
 * Muskets', Bows' and Bayonets' ranged power, the Sword's, Flanking Maneuver and Take Cover).
 */
export interface Tuning {
  /** Bow & Arrow/Tomahawk, hand to hand (the Native side's own weapon). */
  bowMelee: number;
  /** Tecumseh's attack bonus to every Native unit on the field. */
  tecumsehLeads: number;
  /** Troop cards a Desertion costs the US army. */
  desertionTroops: number;
  /** W. H. Harrison's attack and defence bonus to every US unit on the field. */
  harrisonLeads: number;
}

/** Each tunable value, its bounds, and the side a higher value helps. */
export const TUNING_KNOBS: readonly { key: keyof Tuning; name: string; min: number; max: number; raising: 'Native' | 'US' }[] = [
  { key: 'bowMelee', name: 'Bow & Arrow/Tomahawk, hand to hand', min: 1, max: 3, raising: 'Native' },
  { key: 'tecumsehLeads', name: "Tecumseh's attack bonus to the field", min: 0, max: 2, raising: 'Native' },
  { key: 'desertionTroops', name: 'Troops a Desertion costs', min: 1, max: 3, raising: 'Native' },
  { key: 'harrisonLeads', name: "Harrison's bonus to the field", min: 0, max: 2, raising: 'US' },
];

const def = <T extends { kind: string }>(defs: readonly T[], kind: string): T => defs.find((d) => d.kind === kind) as T;

/** The tuning of the values as written (cards.ts). */
export const AS_WRITTEN_TUNING: Tuning = {
  bowMelee: def(WEAPONS, 'bow').melee,
  tecumsehLeads: def(UNITS, 'tecumseh').leads?.attack ?? 0,
  desertionTroops: def(CONDITIONS, 'desertion').costs.troops,
  harrisonLeads: def(UNITS, 'harrison').leads?.attack ?? 0,
};

/**
 * The balanced variant's tuning, found by the balance lab (e2e/bench/tippecanoe-tune.ts; docs/benchmarks.md):
 * a Desertion costs three troop cards. When it was chosen (normal's earlier, smaller budget), the
 * Native side won 45.9% [42.8%–49.0%] of 1,000 games between normal players, where as written it
 * won 42.0% [39.0%–45.1%]; Tecumseh's +2 gave 55.4% and Harrison's +0 59.6%, both too far the
 * other way. Today's figures, which the rules window shows, are LAB_FIGURES below.
 */
export const BALANCED_TUNING: Tuning = { ...AS_WRITTEN_TUNING, desertionTroops: 3 };

/** What the balance lab measured between two normal computer players, the Native side's share of the wins (docs/benchmarks.md). */
// Re-measured 2026-12-05 with normal's larger budget (48 playouts 48 moves deep; ai/search.ts):
// as written 38.6% [35.6%–41.7%], balanced 45.4% [42.3%–48.5%], 1,000 games each (42.0% and 45.5%
// at the old budget).
export const LAB_FIGURES = { games: 1000, asWritten: 0.386, balanced: 0.454 } as const;

/** What the balanced variant changes, in words: "Bow & Arrow/Tomahawk, hand to hand: 3 (as written 2)". */
export function balancedChanges(t: Tuning = BALANCED_TUNING): string[] {
  return TUNING_KNOBS.filter((k) => t[k.key] !== AS_WRITTEN_TUNING[k.key]).map((k) => `${k.name}: ${t[k.key]} (as written ${AS_WRITTEN_TUNING[k.key]})`);
}

function valuesOf(units: readonly UnitDef[], weapons: readonly WeaponDef[], tactics: readonly TacticDef[], conditions: readonly ConditionDef[]): Values {
  const u = new Map(units.map((d) => [d.kind, d]));
  const w = new Map(weapons.map((d) => [d.kind, d]));
  const t = new Map(tactics.map((d) => [d.kind, d]));
  const c = new Map(conditions.map((d) => [d.kind, d]));
  return {
    unit: (k) => u.get(k) as UnitDef,
    weapon: (k) => w.get(k) as WeaponDef,
    tactic: (k) => t.get(k) as TacticDef,
    condition: (k) => c.get(k) as ConditionDef,
    power: (k, attack) => (attack === 'ranged' ? (w.get(k) as WeaponDef).ranged : (w.get(k) as WeaponDef).melee),
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n === 1 ? 'a' : n === 2 ? 'two' : n === 3 ? 'three' : n} ${n === 1 ? one : many}`;

/** The card values with a tuning applied, the cards' words following their numbers. */
export function tuned(t: Tuning): Values {
  const units = UNITS.map((d): UnitDef => {
    if (d.kind === 'tecumseh')
      return { ...d, leads: { attack: t.tecumsehLeads, defence: 0 }, text: `Every Native unit on the field, Tecumseh too, +${t.tecumsehLeads} attack. Rolls no die.` };
    if (d.kind === 'harrison')
      return {
        ...d,
        leads: { attack: t.harrisonLeads, defence: t.harrisonLeads },
        text: `Every US unit on the field, Harrison too, +${t.harrisonLeads} attack and +${t.harrisonLeads} defence. Rolls no die.`,
      };
    return d;
  });
  const weapons = WEAPONS.map((d): WeaponDef => (d.kind === 'bow' ? { ...d, melee: t.bowMelee } : d));
  const conditions = CONDITIONS.map((d): ConditionDef =>
    d.kind === 'desertion' ? { ...d, costs: { ...d.costs, troops: t.desertionTroops }, text: `March a day; discard ${plural(t.desertionTroops, 'troop card')} and a weapon.` } : d,
  );
  return valuesOf(units, weapons, TACTICS, conditions);
}

const AS_WRITTEN = valuesOf(UNITS, WEAPONS, TACTICS, CONDITIONS);
const BALANCED = tuned(BALANCED_TUNING);
/** The balance lab's candidates (options.tuning), built once each. */
const candidates = new Map<string, Values>();

/** The card values a game of this variant plays with (a set-up's options, or the variant's name). */
export function valuesFor(of: Variant | Pick<TipOptions, 'variant' | 'tuning'>): Values {
  if (typeof of !== 'string' && of.tuning) {
    const key = JSON.stringify(of.tuning);
    let v = candidates.get(key);
    if (!v) candidates.set(key, (v = tuned(of.tuning)));
    return v;
  }
  const variant = typeof of === 'string' ? of : of.variant;
  switch (variant) {
    case 'as-written':
      return AS_WRITTEN;
    case 'balanced':
      return BALANCED;
  }
}
