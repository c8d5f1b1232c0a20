// Where a piece from the tray (or a card played from a hand) lands when it is clicked rather than
// dragged: near the middle of the view, wholly on the table, and not on top of what is already
// there. Pieces keep clear of pieces and terrain of terrain (a figure may stand on a hill), each by
// its own size: a hill placed after the woods does not hide them, a card played does not cover the deck.
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
  const others = state.pieces.filter((p) => (p.kind === 'terrain') === placing.terrain).map((p) => ({ x: p.x, y: p.y, gap: r + reach(sizeOf(p)) + MARGIN }));
  const clear = (px: number, py: number) => others.every((o) => Math.hypot(o.x - px, o.y - py) >= o.gap);
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const start = { x: clamp(x, hw, W - hw), y: clamp(y, hh, H - hh) };
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
  return start;
}
