// ACW Ironclads: the shapes of the game's state and actions. Lengths are millimetres on a
// 2 by 1 foot table (609.6 × 304.8 mm), headings degrees clockwise from east (+x).
import type { Contact, Point, Pose, Stage } from '../../../table/sim/sweep';

export type { Point, Pose };
export type Side = 0 | 1;

/** The five areas of a ship's status card, in the damage table's order (2 to 6). */
export const AREAS = ['crew', 'hull', 'guns', 'boiler', 'rudder'] as const;
export type Area = (typeof AREAS)[number];
export type Damage = Record<Area, boolean>;

export type Distance = 'stay' | 'half' | 'full';

export interface Ship {
  id: string;
  name: string;
  side: Side;
  /** Key into SHIP_CLASSES: the model's size and look. */
  cls: string;
  x: number;
  y: number;
  heading: number;
  damage: Damage;
  /** Hit markers placed beside the ship by this turn's shooting, resolved in Damage. */
  markers: number;
  stranded: boolean;
  sunk: boolean;
}

/** A ship as a scenario places it. */
export interface ShipSpec {
  id: string;
  name: string;
  side: Side;
  cls: string;
  x: number;
  y: number;
  heading: number;
  /** Begins the battle aground (Minnesota at Hampton Roads). */
  stranded?: boolean;
}

/** The river: two strings across the table, each through control points, and its flow. */
export interface River {
  /** The north (top) and south (bottom) banks' control points, west to east. */
  banks: [Point[], Point[]];
  /** Which way the water runs: downstream is east (+x) or west. */
  flow: 'east' | 'west';
}

export interface IroncladsOptions {
  /** One matchstick, in inches (2 unless the players choose another). */
  matchstickInches: number;
  /** Turns to play before the battle is decided by ships sunk. */
  turnLimit: number;
  /** A ready-made scenario's id, or "custom". */
  scenario: string;
  /** The scenario's title, for the saves list and the panel. */
  title: string;
  ships: ShipSpec[];
  river: River;
  /** Start on the table arranging ships and banks before the first turn. */
  arrange: boolean;
  /** The names the two sides go by ("Union", "Confederate"). */
  sides: [string, string];
  /**
   * Each side arranges its own ships, and the battle begins once both sides are ready: a battle
   * across machines (the server sets it). Absent at one computer, where one mouse arranges both
   * sides and Begin begins, as in every battle saved before.
   */
  eachSideArranges?: boolean;
  /**
   * The strings stay four to five matchsticks apart all along them, not only at their pinned points,
   * however the set-up drags them. Set in every battle begun since (freshSetup); a battle laid out
   * before lacks it and replays as it was laid out.
   */
  widthAlong?: true;
  /**
   * Ships level with each other move in name order (as the rules window says), not by their ids. Set
   * in every battle begun since (freshOptions); a battle begun before replays in the order it was played.
   */
  levelByName?: true;
}

export interface ShotRecord {
  from: string;
  to: string;
  roll: number;
  range: number;
  distance: number;
  hit: boolean;
}

/**
 * What the rules' log notes carry, for the table to play back step by step: a move (each stage
 * of it, and what it touched), a shot, a roll on the damage table, a sinking, a repair, a turn
 * beginning, the shooting beginning, the end.
 */
export type IroncladsDetail =
  | { t: 'move'; ship: string; from: Pose; to: Pose; stages: Stage[]; contact: Contact | null; outcome: 'clear' | 'stranded' | 'ram' | 'stopped'; stage: number }
  | ({ t: 'shot' } & ShotRecord)
  | { t: 'damage'; ship: string; roll: number; area: Area | null; repeat?: boolean }
  | { t: 'sunk'; ship: string }
  | { t: 'repair'; ship: string; roll: number; area: Area | null }
  | { t: 'turn'; turn: number }
  | { t: 'shooting' }
  | { t: 'over' };

export interface IroncladsState {
  options: IroncladsOptions;
  river: River;
  ships: Ship[];
  turn: number;
  phase: 'arrange' | 'move' | 'shoot' | 'over';
  /** While arranging (each side its own ships): the sides that have said they are ready to begin. */
  ready?: [boolean, boolean];
  /** This turn's movement order (ship ids, furthest upstream first) and who is next. */
  order: string[];
  next: number;
  /** Each side's chosen targets this turn, null until it has fired (hidden from the other side). */
  fire: [Record<string, string> | null, Record<string, string> | null];
  /** The last turn's shots, for the table to show. */
  lastShots: ShotRecord[];
  /** Ships each side has sunk. */
  sunkBy: [number, number];
  rng: [number, number, number, number];
  result: { winners: Side[]; text: string } | null;
}

export type IroncladsAction =
  | { type: 'place'; ship: string; x: number; y: number; heading: number }
  | { type: 'bank'; bank: 0 | 1; index: number; y: number }
  | { type: 'river'; seed: number }
  | { type: 'flow'; flow: River['flow'] }
  | { type: 'begin' }
  | { type: 'move'; ship: string; start: number; distance: Distance; end: number }
  | { type: 'fire'; targets: Record<string, string> };
