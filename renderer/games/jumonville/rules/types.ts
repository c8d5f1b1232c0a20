// Skirmish at Jumonville Glen: the shapes of the game's state and actions. Lengths are inches on
// a 36 by 36 inch table, origin at the top-left corner, y down. Figures stand on round bases
// one inch across (radius 0.5).
import type { Seat } from '../../../engine/game';
import type { RngState } from '../../../engine/rng';
import type { Zones } from '../../../kits/cards';

export interface Point {
  x: number;
  y: number;
}

export type Team = 'red' | 'black';
/** The three sides of 1754, or a name a scenario editor gives a side of its own. */
export type Side = 'virginians' | 'indians' | 'french' | (string & {});

export interface Skills {
  shooting: number;
  fighting: number;
  bravery: number;
  save: number;
}

/** A figure on the table (or taken off it, `removed`, after three hits). */
export interface Figure {
  id: string;
  name: string;
  side: Side;
  /** The seat that commands it. */
  owner: Seat;
  team: Team;
  skills: Skills;
  /** Hits taken, 0 to 3; the third takes the figure off the table. */
  hits: number;
  /** The centre of its base. */
  at: Point;
  removed?: boolean;
}

/** A figure as a scenario places it. */
export interface FigureSpec {
  id: string;
  name: string;
  side: Side;
  owner: Seat;
  team: Team;
  skills: Skills;
  at: Point;
}

export type TerrainKind = 'woods' | 'rocks' | 'ravine';

/** A wood, a rock outcrop or the ravine, as a simple polygon in inches. */
export interface TerrainPiece {
  id: string;
  kind: TerrainKind;
  name: string;
  points: Point[];
}

export interface JumonvilleOptions {
  /** A ready-made scenario's id, or "custom" for one from the editor. */
  scenario: string;
  terrain: TerrainPiece[];
  figures: FigureSpec[];
}

/** The card showing and what it has set in motion. */
export interface Activation {
  team: Team;
  /** The card that called this team: "QH", "7S", "10D". */
  card: string;
  /** Figures each player activates for this card: 2 for a face card, else 1. */
  per: 1 | 2;
  /** Seats still to activate, in seat order; the first is acting now. */
  seats: Seat[];
  /** Figures the acting seat has activated for this card (ids), in order. */
  used: string[];
  /** A figure that has moved and may still shoot (at -2) or be done. */
  moved: string | null;
}

export interface JumonvilleState {
  options: JumonvilleOptions;
  /** The table's terrain: the options' own array, so per-terrain caches hit across states. */
  terrain: TerrainPiece[];
  figures: Figure[];
  /** Each seat's team, by seat. */
  teams: Team[];
  /** The deck (face down) and the turned cards (face up); the top of the discard is showing. */
  cards: Zones;
  phase: 'draw' | 'activate' | 'over';
  /** Who turns the next card: the seat that finished last (seat 0 at the start). */
  drawer: Seat;
  activation: Activation | null;
  /** Cards turned so far. */
  turn: number;
  rng: RngState;
  result: { winners: Seat[]; text: string } | null;
}

export type JumonvilleAction =
  | { type: 'draw' }
  | { type: 'move'; figure: string; to: Point }
  | { type: 'shoot'; figure: string; target: string }
  | { type: 'charge'; figure: string; target: string }
  | { type: 'fight'; figure: string; target: string }
  | { type: 'stand'; figure: string }
  | { type: 'done'; figure: string }
  | { type: 'concede' };

/** A skill test as the scene plays it back. */
export interface TestRecord {
  figure: string;
  skill: keyof Skills;
  /** The skill with its modifier: the number to roll at or under. */
  need: number;
  modifier: number;
  roll: number;
  pass: boolean;
}

/**
 * What the rules' log notes carry, for the table to play back: a card turned, a move with its
 * path's points, a shot, a save, a bravery test and the run it caused, a charge, a fight, a
 * figure taken off, the end.
 */
export type JumonvilleDetail =
  | { t: 'card'; card: string; team: Team; per: 1 | 2; reshuffled: boolean }
  | { t: 'move'; figure: string; path: Point[]; length: number }
  | { t: 'shot'; figure: string; target: string; test: TestRecord; cover: boolean; moved: boolean }
  | { t: 'save'; figure: string; test: TestRecord }
  | { t: 'hit'; figure: string; hits: number }
  | { t: 'bravery'; figure: string; test: TestRecord; from: string }
  | { t: 'run'; figure: string; from: Point; to: Point; away: string }
  | { t: 'charge'; figure: string; target: string; path: Point[]; outcome: 'balked' | 'target-ran' | 'contact' }
  | { t: 'fight'; figure: string; target: string; test: TestRecord; charge: boolean }
  | { t: 'removed'; figure: string }
  | { t: 'stand'; figure: string }
  | { t: 'over'; winners: Team | null };
