// Table measures. The table is laid out in millimetres; players read it in inches,
// centimetres or matchsticks (ACW Ironclads measures everything in matchsticks).

export type LengthUnit = 'in' | 'cm' | 'matchstick';

export const MM_PER_INCH = 25.4;

export interface UnitSystem {
  unit: LengthUnit;
  /** Length of one matchstick in inches, used when unit is 'matchstick'. */
  matchstickInches: number;
}

export function mmPerUnit(system: UnitSystem): number {
  switch (system.unit) {
    case 'in':
      return MM_PER_INCH;
    case 'cm':
      return 10;
    case 'matchstick':
      return system.matchstickInches * MM_PER_INCH;
  }
}

const toUnits = (mm: number, system: UnitSystem): number => mm / mmPerUnit(system);
export const toMm = (value: number, system: UnitSystem): number => value * mmPerUnit(system);

const UNIT_NAMES: Record<LengthUnit, [string, string, string]> = {
  in: ['in', 'inch', 'inches'],
  cm: ['cm', 'centimetre', 'centimetres'],
  matchstick: ['ms', 'matchstick', 'matchsticks'],
};

const unitShortName = (unit: LengthUnit): string => UNIT_NAMES[unit][0];
export const unitName = (unit: LengthUnit, plural = true): string => UNIT_NAMES[unit][plural ? 2 : 1];

/** "6.0 in", "2.5 matchsticks", "15.2 cm": one decimal, as a tape is read. */
export function formatLength(mm: number, system: UnitSystem): string {
  const value = toUnits(mm, system);
  const rounded = Math.round(value * 10) / 10;
  if (system.unit === 'matchstick') return `${rounded.toFixed(1)} ${rounded === 1 ? 'matchstick' : 'matchsticks'}`;
  return `${rounded.toFixed(1)} ${unitShortName(system.unit)}`;
}
