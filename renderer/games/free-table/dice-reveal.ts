// Pieces put down (or dice come to rest) where something on the page lies over the table (the
// message saying a throw's result along the top edge, the tray, the log, the hand at the foot)
// are brought into sight: the table moves just enough to show them clear of it. Pure: the scene
// gives where the pieces and the uncovered part of the page are, and moves the table by the answer.

import type { PageRect } from '../../table/camera-math';

/** Room left between a panel's edge and the piece nearest it, in page pixels. */
const GAP = 2;

/**
 * How far the table moves along one axis (page pixels, + toward `hi`) so that every span lies
 * between `lo` and `hi`; never so far that another span goes past the other side. 0 when all lie
 * between them already, or when they cannot all be brought between them.
 */
function axisShift(spans: readonly { lo: number; hi: number }[], lo: number, hi: number): number {
  if (!spans.length) return 0;
  const least = Math.min(...spans.map((s) => s.lo));
  const most = Math.max(...spans.map((s) => s.hi));
  const before = lo + GAP - least;
  if (before > 0) return Math.max(0, Math.min(before, hi - most));
  const after = most - (hi - GAP);
  if (after > 0) return -Math.max(0, Math.min(after, least - lo));
  return 0;
}

/**
 * How far the table moves (page pixels: +x right, +y down) so that every piece (its box on the
 * page, `pieces`) shows in `clear`, the part of the page nothing lies over; never so far that
 * another of them goes under a panel on the other side. {0, 0} when each already shows.
 */
export function revealPan(pieces: readonly PageRect[], clear: PageRect): { x: number; y: number } {
  return {
    x: axisShift(pieces.map((p) => ({ lo: p.left, hi: p.right })), clear.left, clear.right),
    y: axisShift(pieces.map((p) => ({ lo: p.top, hi: p.bottom })), clear.top, clear.bottom),
  };
}
