// Everything the Free Table's tray offers, as data: the rules place them, the scene draws them,
// the print sheet lays them out. Sizes are in millimetres, as on a real table.
import { MM_PER_INCH } from '../../../engine/units';

export const COLOURS = ['red', 'blue', 'green', 'yellow', 'black', 'white'] as const;
export type Colour = (typeof COLOURS)[number];

export const COLOUR_HEX: Record<Colour, number> = {
  red: 0xb3322b,
  blue: 0x2f5fa8,
  green: 0x3b7d3a,
  yellow: 0xd9a81e,
  black: 0x2b2b2b,
  white: 0xeeeae0,
};

export const FIGURE_SHAPES = ['infantry', 'cavalry', 'artillery', 'ship'] as const;
export type FigureShape = (typeof FIGURE_SHAPES)[number];

export const TERRAIN_KINDS = ['woods', 'hill', 'building', 'wall'] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

export const DIE_SIDES = [6, 20] as const;
export type DieSides = (typeof DIE_SIDES)[number];

export const TOKEN_DIAMETER = 25;
export const DIE_SIZE = 16;
export const CARD_SIZE = { width: 63, height: 88 };
export const MATCHSTICK_WIDTH = 2.5;

export const FIGURE_SIZE: Record<FigureShape, { width: number; height: number }> = {
  infantry: { width: 25, height: 25 },
  cavalry: { width: 25, height: 50 },
  artillery: { width: 30, height: 40 },
  ship: { width: 25, height: 90 },
};

export const TERRAIN_SIZE: Record<TerrainKind, { width: number; height: number }> = {
  woods: { width: 6 * MM_PER_INCH, height: 4.5 * MM_PER_INCH },
  hill: { width: 8 * MM_PER_INCH, height: 5 * MM_PER_INCH },
  building: { width: 2 * MM_PER_INCH, height: 3 * MM_PER_INCH },
  wall: { width: 6 * MM_PER_INCH, height: 0.4 * MM_PER_INCH },
};

export const TERRAIN_NAMES: Record<TerrainKind, string> = {
  woods: 'woods',
  hill: 'hill',
  building: 'building',
  wall: 'wall',
};

// A standard pack: 52 cards and two jokers. A card's id is its rank and suit: "QH", "10S", "JK1".
const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const PLAYING_CARDS: readonly string[] = [...SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`)), 'JK1', 'JK2'];

const SUIT_NAMES: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_NAMES: Record<string, string> = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };

export function cardName(id: string): string {
  if (id.startsWith('JK')) return 'joker';
  const suit = id.slice(-1);
  const rank = id.slice(0, -1);
  return `${RANK_NAMES[rank] ?? rank} of ${SUIT_NAMES[suit] ?? suit}`;
}

export function cardSymbol(id: string): { rank: string; suit: string; red: boolean } {
  if (id.startsWith('JK')) return { rank: '★', suit: 'Joker', red: id === 'JK1' };
  const suit = id.slice(-1);
  const symbol = { S: '♠', H: '♥', D: '♦', C: '♣' }[suit] ?? '?';
  return { rank: id.slice(0, -1), suit: symbol, red: suit === 'H' || suit === 'D' };
}
