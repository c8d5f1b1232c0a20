// Where a piece from the tray (or a card played from a hand) lands when it is clicked rather than
// dragged: near the middle of the view, wholly on the table, and not on top of what is already
// there. Pieces keep clear of pieces and terrain of terrain (a figure may stand on a hill), each by
// its own size: a hill placed after the woods does not hide them, a card played does not cover the
// deck. Terrain keeps clear of pieces too while there is open ground for it (see freeSpot).
import type { FreeTableState, Piece } from './rules';

export interface Size {
  width: number;
  height: number;
}

/** What is being placed: its size (unturned) and whether it lies under the pieces, as terrain does. */
export interface Placing extends Size {
  terrain: boolean;
}

const SMALL: Placing = { width: 25, height: 25, terrain: false };
/** Room left between a new piece and its neighbours, in mm. */
const MARGIN = 4;

/** How far a piece reaches from its centre whichever way it is turned (its longer side, halved). */
const reach = (s: Size) => Math.max(s.width, s.height) / 2;

/**
 * The first point on a spiral out from (x, y) where `placing` lies wholly on the table and clear of
 * every piece of its layer (sizes from `sizeOf`); (x, y) itself, kept on the table, if none is.
 * Terrain looks for open ground first: a wood clicked in the tray slid under the tokens in the
 * middle of the table, and put them in cover unasked. Only where no open ground is left does it
 * lie under pieces (never on other terrain); a drag still lays it under them on purpose.
 */
export function freeSpot(
  state: FreeTableState,
  x: number,
  y: number,
  placing: Placing = SMALL,
  sizeOf: (p: Piece) => Size = () => SMALL,
): { x: number; y: number } {
  const { width: W, height: H } = state.size;
  const hw = Math.min(placing.width / 2, W / 2);
  const hh = Math.min(placing.height / 2, H / 2);
  const inside = (px: number, py: number) => px >= hw && py >= hh && px <= W - hw && py <= H - hh;
  const r = reach(placing);
  const gaps = (pieces: readonly Piece[]) => pieces.map((p) => ({ x: p.x, y: p.y, gap: r + reach(sizeOf(p)) + MARGIN }));
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const start = { x: clamp(x, hw, W - hw), y: clamp(y, hh, H - hh) };
  /** The first point on the spiral clear of every one of `others`, or null. */
  const spiral = (others: readonly { x: number; y: number; gap: number }[]): { x: number; y: number } | null => {
    const clear = (px: number, py: number) => others.every((o) => Math.hypot(o.x - px, o.y - py) >= o.gap);
    if (clear(start.x, start.y)) return start;
    // Rings a fraction of the piece apart, out to the table's far corner: fine enough to find a gap
    // a hill just fits in, coarse enough that a crowded 6 x 4 ft table is searched in a moment.
    const step = Math.max(10, r / 2);
    const rings = Math.ceil(Math.hypot(W, H) / step);
    for (let ring = 1; ring <= rings; ring++) {
      const radius = ring * step;
      const steps = Math.max(6, Math.ceil((2 * Math.PI * radius) / step));
      for (let i = 0; i < steps; i++) {
        const a = (i / steps) * Math.PI * 2;
        const px = start.x + Math.cos(a) * radius;
        const py = start.y + Math.sin(a) * radius;
        if (inside(px, py) && clear(px, py)) return { x: px, y: py };
      }
    }
    return null;
  };
  const ownLayer = state.pieces.filter((p) => (p.kind === 'terrain') === placing.terrain);
  return (placing.terrain ? spiral(gaps(state.pieces)) : null) ?? spiral(gaps(ownLayer)) ?? start;
}

/** A piece as the table's edges see it: its middle, and how far it reaches from it across (x) and down (y) the table. */
export interface Reach {
  x: number;
  y: number;
  half: { x: number; y: number };
}

/**
 * How far a piece of this size reaches from its middle across and down the table, turned `angle`
 * degrees as it lies (a round piece: its radius, whichever way it is turned).
 */
export function halfExtents(size: Size, angle: number, round = false): { x: number; y: number } {
  if (round) return { x: size.width / 2, y: size.width / 2 };
  const a = (angle * Math.PI) / 180;
  const c = Math.abs(Math.cos(a));
  const s = Math.abs(Math.sin(a));
  return { x: (size.width * c + size.height * s) / 2, y: (size.width * s + size.height * c) / 2 };
}

/**
 * Where a piece's middle goes so that the whole of it lies on the table, moved in no further than
 * it must; a piece longer than the table is one way lies across its middle that way.
 */
export function clampOnTable(table: Size, piece: Reach): { x: number; y: number } {
  const clamp = (v: number, half: number, length: number) => (half * 2 >= length ? length / 2 : Math.min(length - half, Math.max(half, v)));
  return { x: clamp(piece.x, piece.half.x, table.width), y: clamp(piece.y, piece.half.y, table.height) };
}

/**
 * Pieces moved together (a selection carried or moved by the arrow keys), kept wholly on the
 * table: the group stops as one where its first piece meets an edge, so the formation holds
 * rather than piling up along the edge. Where the group cannot fit that way (wider than the
 * table, or already lying partly off it at both sides), each piece is kept on by itself.
 */
export function keepOnTable(table: Size, pieces: readonly Reach[]): { x: number; y: number }[] {
  const shift = (axis: 'x' | 'y', length: number): number | null => {
    let lo = -Infinity;
    let hi = Infinity;
    for (const p of pieces) {
      lo = Math.max(lo, p.half[axis] - p[axis]);
      hi = Math.min(hi, length - p.half[axis] - p[axis]);
    }
    return lo <= hi ? Math.min(hi, Math.max(lo, 0)) : null;
  };
  const dx = shift('x', table.width);
  const dy = shift('y', table.height);
  return pieces.map((p) => {
    const alone = clampOnTable(table, p);
    return { x: dx === null ? alone.x : p.x + dx, y: dy === null ? alone.y : p.y + dy };
  });
}
