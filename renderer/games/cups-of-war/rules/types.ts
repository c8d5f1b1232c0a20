// Cups of War's pieces and phases, as plain data.
import type { RngState } from '../../../engine/rng';
import type { Zones } from '../../../kits/cards';

export type UnitType = 'infantry' | 'armor' | 'air';
export const UNIT_TYPES: readonly UnitType[] = ['infantry', 'armor', 'air'];
export const TYPE_NAMES: Record<UnitType, string> = { infantry: 'Infantry', armor: 'Armor', air: 'Air Support' };

export type Phase = 'shake' | 'battle' | 'recovery' | 'shakeoff' | 'over';
export type CardPhase = 'logistics' | 'battle' | 'recovery';

export interface Tile {
  /** "r07": the owner's colour letter and a number; unique in a game. */
  id: string;
  owner: number;
  strength: number;
  /** A command unit: a star on one side, its strength on the other. */
  command: boolean;
  type: UnitType;
  where: 'cup' | 'table' | 'card' | 'lost';
  /** A command unit that landed star side up: strength 0 this turn. */
  starUp: boolean;
}

/** Tiles lying on the table: one alone, or a stack of up to three (bottom first). */
export interface Pile {
  id: string;
  tiles: string[];
  /** Centre in millimetres from the table's top-left corner; degrees clockwise. */
  x: number;
  y: number;
  angle: number;
}

export interface Player {
  colour: string;
  /** What the log calls this player: the set-up's name ("You" for the one person at the screen). */
  name: string;
  /** The card being powered this turn, if any, and the tiles on it. */
  powering: { card: string; tiles: string[] } | null;
  /** A powered card waiting for its phase (its tiles stay on it until it is played). */
  ready: { card: string; tiles: string[] } | null;
  /** Called "Done!": no more moves this battle. */
  done: boolean;
  /** Shaken this turn (or in the shake-off). */
  shaken: boolean;
  /** Effects of commands played this turn that act in Recovery. */
  effects: string[];
  /** A card was powered this turn (with oneCommandATurn: no second one until the next turn). */
  commanded?: boolean;
}

/** Where a tile came to rest after a shake: the physics' record, kept so replays need no physics. */
export interface TileLanding {
  tile: string;
  x: number;
  y: number;
  angle: number;
  /** How many times it turned over on the way: its side up follows from this and its start. */
  flips: number;
}

export interface CupsOptions {
  /** Table size in millimetres. */
  width: number;
  height: number;
  /** At most this many turns before the shake-off (the seed says three). */
  turns: number;
  /**
   * race: everyone stacks at once and the first to stack everything and call Done ends the battle
   * (one person against the computer). turns: people sharing one mouse stack one after another,
   * each against a clock; the first to stack everything sets the time the later ones get.
   */
  battle: 'race' | 'turns';
  /** In turns, how long a stacker may take when no one has set a time yet (seconds). */
  turnSeconds: number;
  /**
   * One command card powered a turn, even once a Battle card is played (the rules: "at most one
   * Command per turn"). Set in every war begun since; a war saved before lacks it, and its log
   * replays as it was played (a second card powered after a strike was let through then).
   */
  oneCommandATurn?: true;
  /**
   * A unit is stacked only onto a stack another player defends (the rules: "stack them to attack
   * other units"), never onto its own player's unit. Set in every war begun since; a war saved
   * before lacks it, and its log replays as it was played (a unit stacked onto its own was let through).
   */
  stackOnEnemies?: true;
}

export interface CupsState {
  options: CupsOptions;
  phase: Phase;
  turn: number;
  tiles: Tile[];
  piles: Pile[];
  players: Player[];
  /** The command cards: the deck, a hand per seat ("hand-0"...), and the discard of those played. */
  cards: Zones;
  /** Recovery's results, kept for the screen: what each pile did. */
  lastRecovery: StackResult[];
  /** The shake-off's totals, once shaken. */
  shakeoff: number[] | null;
  /** In turns battles: the time (ms) the fastest complete stacker took, which the later ones get. */
  battleLimit: number | null;
  result: { winners: number[]; text: string } | null;
  nextPile: number;
  /**
   * How many moves the rules have accepted. Public, and never the same twice: with the table, it
   * seeds a computer hand's choices and slips (ai/bot.ts), so they replay from the log and never
   * fall into a loop when a table comes round again.
   */
  moves: number;
  rng: RngState;
}

export interface StackResult {
  pile: string;
  /** Each round of the fight: defender against attackers, and who was lost. */
  rounds: { defender: string; attackers: string[]; defence: number; attack: number; lost: string[]; modifiers: string[] }[];
}
