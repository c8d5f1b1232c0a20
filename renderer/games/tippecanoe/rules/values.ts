// The one place the rules read card values through: each variant's set of values. The balance lab
// will add a 'balanced' variant here; everything that scores or costs asks `valuesFor`, never
// cards.ts directly, so a variant changes the game in one place.
import { CONDITIONS, TACTICS, UNITS, WEAPONS, type AttackKind, type ConditionDef, type ConditionKind, type TacticDef, type TacticKind, type UnitDef, type UnitKind, type WeaponDef, type WeaponKind } from './cards';
import type { Variant } from './types';

export interface Values {
  unit(kind: UnitKind): UnitDef;
  weapon(kind: WeaponKind): WeaponDef;
  tactic(kind: TacticKind): TacticDef;
  condition(kind: ConditionKind): ConditionDef;
  /** A weapon's power in a round of this kind. */
  power(kind: WeaponKind, attack: AttackKind): number;
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

const AS_WRITTEN = valuesOf(UNITS, WEAPONS, TACTICS, CONDITIONS);

/** The card values a game of this variant plays with. */
export const valuesFor = (variant: Variant): Values => {
  switch (variant) {
    case 'as-written':
      return AS_WRITTEN;
  }
};
