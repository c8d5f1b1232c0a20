// A side's score in a round, as the seed's worked example adds it up: units, weapons, special
// (leaders and sharpshooters), tactics, dice. One function serves the round itself, the table's
// preview and the computer, so what a player is shown is what is scored.
import type { AttackKind, TacticKind, UnitKind, WeaponKind } from './cards';
import { kindOf } from './deck';
import type { Breakdown, Pair } from './types';
import type { Values } from './values';

/**
 * The score of a field attacking or defending in a round of this kind, with its tactic and its
 * dice. The attacker counts attack values, the defender defence values; a weapon counts its power
 * for the kind of round; a leader adds its bonus to every unit of its side on the field, itself
 * too; a tactic adds its bonus for every unit on the field.
 */
export function scoreSide(values: Values, field: readonly Pair[], role: 'attacker' | 'defender', attack: AttackKind, tactic: TacticKind | null, dice: number): Breakdown {
  const pick = (b: { attack: number; defence: number } | undefined) => (b ? (role === 'attacker' ? b.attack : b.defence) : 0);
  let units = 0;
  let weapons = 0;
  let special = 0;
  for (const p of field) {
    const u = values.unit(kindOf(p.unit) as UnitKind);
    units += role === 'attacker' ? u.attack : u.defence;
    if (p.weapon !== null) weapons += values.power(kindOf(p.weapon) as WeaponKind, attack);
    special += pick(u.leads) * field.length;
    if (attack === 'ranged') special += pick(u.ranged);
  }
  const tactics = tactic ? values.tactic(tactic).perUnit * field.length : 0;
  return { units, weapons, special, tactics, dice, total: units + weapons + special + tactics + dice };
}

/** The units of a field that roll a die: regulars, not officers or historical characters. */
export const regulars = (values: Values, field: readonly Pair[]): number => field.filter((p) => values.unit(kindOf(p.unit) as UnitKind).regular).length;

/** "units 7, weapons 8, special 0, tactics 5, dice 20: 40", the seed's breakdown in a line. */
export const breakdownWords = (b: Breakdown): string => `units ${b.units}, weapons ${b.weapons}, special ${b.special}, tactics ${b.tactics}, dice ${b.dice}: ${b.total}`;
