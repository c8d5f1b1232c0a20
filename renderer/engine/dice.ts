// Dice rolled from the game's seeded stream. Every roll is returned as a record of who
// rolled, why, and what came up, for the game log.
import type { Rng } from './rng';
import type { Seat } from './game';

export interface DiceRoll {
  kind: 'roll';
  /** The seat that rolled, or null for the game itself (a bot's coin, a set-up draw). */
  who: Seat | null;
  /** Why, in a player's words: "Ram damage", "Bravery test". */
  why: string;
  /** Dice notation, e.g. "2d6". */
  dice: string;
  faces: number[];
  total: number;
}

export function rollDice(rng: Rng, count: number, sides: number, who: Seat | null, why: string): DiceRoll {
  if (!Number.isInteger(count) || count < 1 || count > 100) throw new RangeError(`Cannot roll ${count} dice`);
  if (!Number.isInteger(sides) || sides < 2 || sides > 1000) throw new RangeError(`No die has ${sides} sides`);
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(rng.int(1, sides));
  return { kind: 'roll', who, why, dice: `${count}d${sides}`, faces, total: faces.reduce((a, b) => a + b, 0) };
}

export const d6 = (rng: Rng, who: Seat | null, why: string): DiceRoll => rollDice(rng, 1, 6, who, why);
export const d20 = (rng: Rng, who: Seat | null, why: string): DiceRoll => rollDice(rng, 1, 20, who, why);

export function describeRoll(roll: DiceRoll, seatName: (seat: Seat) => string): string {
  const who = roll.who === null ? 'The game' : seatName(roll.who);
  const faces = roll.faces.length > 1 ? ` (${roll.faces.join(' + ')})` : '';
  return `${who} rolled ${roll.dice} for ${roll.why}: ${roll.total}${faces}`;
}
