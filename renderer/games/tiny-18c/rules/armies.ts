// Armies: what each side may field, and ready-made ones for a quick start.
import type { UnitType } from './types';
import { SIZE } from './types';

export interface ReadyArmy {
  name: string;
  units: UnitType[];
  blurb: string;
}

export const READY_ARMIES: readonly ReadyArmy[] = [
  { name: 'Line of battle', units: ['I', 'I', 'P', 'C', 'A', 'S'], blurb: 'Two foot, pikes, horse and a gun, with scouts ahead.' },
  { name: 'Pike and shot', units: ['P', 'P', 'I', 'I', 'A'], blurb: 'A solid line that horse will not break.' },
  { name: 'Horse and guns', units: ['C', 'C', 'C', 'I', 'A'], blurb: 'Fast and hard-hitting, thin on foot.' },
  { name: 'Militia levy', units: ['M', 'M', 'I', 'P', 'C'], blurb: 'Numbers: each militia brings a second one.' },
  { name: 'Skirmish screen', units: ['I', 'C', 'P', 'A', 'S', 'S'], blurb: 'Scouts to draw the enemy on.' },
];

/** Home-row units: everything but scouts, one to a column. */
export const homeUnits = (army: readonly UnitType[]): number => army.filter((t) => t !== 'S').length;
/** The row in front holds the scouts and each militia's bonus militia. */
export const frontUnits = (army: readonly UnitType[]): number => army.filter((t) => t === 'S' || t === 'M').length;

/** Why an army cannot take the field, or null if it can. */
export function armyProblem(army: readonly UnitType[]): string | null {
  if (homeUnits(army) < 1) return 'An army needs at least one unit that is not scouts.';
  if (homeUnits(army) > SIZE) return `At most ${SIZE} units fit on the home row (scouts do not count).`;
  if (frontUnits(army) > SIZE) return `Scouts and the militia's bonus units share the row in front: at most ${SIZE}.`;
  return null;
}
