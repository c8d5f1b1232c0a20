// Each player's fifteen units: five 1s, four 2s, three 3s, two 4s and a 5; the first of each
// strength is a command unit. Types are spread so every command card can be met from one army:
// five each of Infantry, Armor and Air Support, and command units of all three types.
import type { Tile, UnitType } from './types';

interface TileSpec {
  strength: number;
  command: boolean;
  type: UnitType;
}

export const ARMY: readonly TileSpec[] = [
  { strength: 1, command: true, type: 'infantry' },
  { strength: 1, command: false, type: 'infantry' },
  { strength: 1, command: false, type: 'armor' },
  { strength: 1, command: false, type: 'air' },
  { strength: 1, command: false, type: 'air' },
  { strength: 2, command: true, type: 'armor' },
  { strength: 2, command: false, type: 'infantry' },
  { strength: 2, command: false, type: 'armor' },
  { strength: 2, command: false, type: 'air' },
  { strength: 3, command: true, type: 'air' },
  { strength: 3, command: false, type: 'infantry' },
  { strength: 3, command: false, type: 'armor' },
  { strength: 4, command: true, type: 'infantry' },
  { strength: 4, command: false, type: 'air' },
  { strength: 5, command: true, type: 'armor' },
];

export const COLOURS = ['red', 'blue', 'green', 'yellow'] as const;
export const COLOUR_HEX: Record<string, number> = { red: 0xb3322b, blue: 0x2f5fa8, green: 0x3b7d3a, yellow: 0xd9a81e };

export function armyFor(owner: number, colour: string): Tile[] {
  return ARMY.map((spec, i) => ({
    id: `${colour[0]}${String(i + 1).padStart(2, '0')}`,
    owner,
    ...spec,
    where: 'cup',
    starUp: false,
  }));
}

/** A tile's fighting strength this turn: 0 for a command unit lying star side up. */
export const strengthOf = (t: Tile): number => (t.command && t.starUp ? 0 : t.strength);

/** Tile size on the table, in millimetres (a square). */
export const TILE_SIZE = 30;
