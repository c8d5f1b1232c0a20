// Where a piece from the tray lands when it is clicked rather than dragged: near the middle of
// the view, but not on top of what is already there.
import type { FreeTableState } from './rules';

/** The first point on a spiral out from (x, y) at least `gap` mm from every piece's centre. */
export function freeSpot(state: FreeTableState, x: number, y: number, gap = 30): { x: number; y: number } {
  const inside = (px: number, py: number) => px >= 0 && py >= 0 && px <= state.size.width && py <= state.size.height;
  const clear = (px: number, py: number) =>
    state.pieces.every((p) => p.kind === 'terrain' || Math.hypot(p.x - px, p.y - py) >= gap);
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  const start = { x: clamp(x, state.size.width), y: clamp(y, state.size.height) };
  if (clear(start.x, start.y)) return start;
  for (let ring = 1; ring <= 40; ring++) {
    const r = ring * gap * 0.75;
    const steps = 6 * ring;
    for (let i = 0; i < steps; i++) {
      const a = (i / steps) * Math.PI * 2;
      const px = start.x + Math.cos(a) * r;
      const py = start.y + Math.sin(a) * r;
      if (inside(px, py) && clear(px, py)) return { x: px, y: py };
    }
  }
  return start;
}
