import type { RngState } from '../../../engine/rng';
import type { LengthUnit } from '../../../engine/units';
import type { Zones } from '../../../kits/cards';
import type { Colour, DieSides, FigureShape, TerrainKind } from './catalog';

export interface FreeTableOptions {
  /** Table size in `unit`s. */
  width: number;
  height: number;
  unit: LengthUnit;
  /** Length of a matchstick in inches (used for the matchstick unit and the matchstick piece). */
  matchstickInches: number;
}

interface PieceCommon {
  id: string;
  /** Centre, in millimetres from the table's top-left corner. */
  x: number;
  y: number;
  /** Degrees clockwise. */
  angle: number;
  /** Locked in place (terrain laid out, say): not moved, turned or removed until unlocked; still flipped, rolled where it lies, drawn from. */
  locked?: boolean;
}

export type Piece = PieceCommon &
  (
    | { kind: 'token'; colour: Colour; label: string; flipped: boolean }
    | { kind: 'figure'; colour: Colour; shape: FigureShape; flipped: boolean }
    | { kind: 'stick' }
    | { kind: 'die'; sides: DieSides; colour: Colour; face: number }
    | { kind: 'card'; card: string; faceUp: boolean }
    | { kind: 'deck'; name: string }
    | { kind: 'terrain'; terrain: TerrainKind }
  );

/** What the tray hands out: a piece without its place or id. */
export type PieceSpec =
  | { kind: 'token'; colour: Colour; label: string }
  | { kind: 'figure'; colour: Colour; shape: FigureShape }
  | { kind: 'stick' }
  | { kind: 'die'; sides: DieSides; colour: Colour }
  | { kind: 'deck' }
  | { kind: 'terrain'; terrain: TerrainKind };

export interface FreeTableState {
  options: FreeTableOptions;
  /** Table size in millimetres. */
  size: { width: number; height: number };
  /** Drawing order: later pieces lie on top. */
  pieces: Piece[];
  /**
   * Cards off the cloth: each seat's hand ("hand-0"...), and each deck's cards in the zone named by
   * its piece's id. A card's id is its face ("QH"): two decks on one table hold the same faces.
   */
  cards: Zones;
  players: string[];
  nextId: number;
  rng: RngState;
}

export interface PiecePose {
  id: string;
  x: number;
  y: number;
  angle: number;
}

export type FreeTableAction =
  | { type: 'place'; spec: PieceSpec; x: number; y: number; angle: number }
  | { type: 'move'; poses: PiecePose[] }
  | { type: 'flip'; ids: string[] }
  | { type: 'remove'; ids: string[] }
  | { type: 'throw'; dice: (PiecePose & { tumbles: string })[] }
  | { type: 'shuffle'; deck: string }
  | { type: 'draw'; deck: string; to: 'table' | 'hand'; x?: number; y?: number }
  | { type: 'deal'; deck: string; count: number }
  | { type: 'play'; card: string; x: number; y: number; faceUp: boolean }
  | { type: 'take'; id: string }
  | { type: 'stack'; ids: string[]; deck: string }
  | { type: 'label'; id: string; label: string }
  | { type: 'lock'; ids: string[]; locked: boolean };
