// Tiny 18c's pieces and phases, as plain data.
import type { RngState } from '../../../engine/rng';

/** Infantry, Cavalry, Pike, Artillery, Scouts, Militia: the seed's letters. */
export type UnitType = 'I' | 'C' | 'P' | 'A' | 'S' | 'M';
export const UNIT_TYPES: readonly UnitType[] = ['I', 'C', 'P', 'A', 'S', 'M'];
export const UNIT_NAMES: Record<UnitType, string> = {
  I: 'Infantry',
  C: 'Cavalry',
  P: 'Pike',
  A: 'Artillery',
  S: 'Scouts',
  M: 'Militia',
};

/** Seat 0 attacks from the top row (capital letters); seat 1 defends the bottom row (lower case). */
export type Side = 0 | 1;
export const ATTACKER: Side = 0;
export const DEFENDER: Side = 1;
export const SIDE_NAMES = ['Attacker', 'Defender'] as const;

export const SIZE = 5;

export interface Square {
  r: number;
  c: number;
}

export interface Unit {
  /** Its label on the board, as the seed writes it: "A1", "c", "m2". Unique in a game. */
  id: string;
  side: Side;
  type: UnitType;
  /** Where it stands; null before deployment and after it has routed. */
  at: Square | null;
  routed: boolean;
  /** A militia's free second militia, which deploys in front of it. */
  bonusOf?: string;
}

export type Phase = 'deploy' | 'scouts' | 'movement' | 'declarations' | 'over';

/** Deployment: a column for each unit placed (home row units, or scouts in the row in front). */
export interface DeployOrders {
  phase: 'deploy' | 'scouts';
  columns: Record<string, number>;
}

/** Movement: where each unit goes; units not named stay. */
export interface MoveOrders {
  phase: 'movement';
  moves: Record<string, Square>;
}

export type Declaration = { kind: 'move'; unit: string; to: Square } | { kind: 'charge'; unit: string; target: string };

/** Declarations: at most one move or charge, plus any artillery shots (unit -> target). */
export interface DeclareOrders {
  phase: 'declarations';
  action: Declaration | null;
  shots: Record<string, string>;
}

export type Orders = DeployOrders | MoveOrders | DeclareOrders;

export interface Tiny18cOptions {
  /** Each side's army: the units it picked (bonus militia are added at deployment). */
  armies: [UnitType[], UnitType[]];
  /** The game is drawn if neither side has lost by the end of this turn. */
  turnLimit: number;
  /** A position to start from instead of deploying (pasted in the seed's notation). */
  board?: string;
}

export interface Tiny18cState {
  options: Tiny18cOptions;
  units: Unit[];
  phase: Phase;
  turn: number;
  /** Committed, unresolved orders per side; hidden from the other side until both are in. */
  orders: [Orders | null, Orders | null];
  /** Whether each side has committed its orders for this phase (shown to both sides). */
  committed: [boolean, boolean];
  /** Units that moved in this turn's movement phase (artillery that moved may not shoot). */
  moved: string[];
  /** How many units each side started with (for the quarter-routed defeat). */
  strength: [number, number];
  result: { winner: Side | null; text: string } | null;
  rng: RngState;
}

/** Turns the seed's two words for retreat direction into arithmetic: attacker's home is row 0. */
export const homeRow = (side: Side): number => (side === ATTACKER ? 0 : SIZE - 1);
export const backward = (side: Side): number => (side === ATTACKER ? -1 : 1);
export const forward = (side: Side): number => -backward(side);
