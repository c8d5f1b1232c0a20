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

type Span = { lo: number; hi: number };

const across = (boxes: readonly PageRect[]): Span[] => boxes.map((p) => ({ lo: p.left, hi: p.right }));
const down = (boxes: readonly PageRect[]): Span[] => boxes.map((p) => ({ lo: p.top, hi: p.bottom }));

/** The shifts along one axis that keep every span between `lo` and `hi` (all of them when there are none). */
function keeping(spans: readonly Span[], lo: number, hi: number): Span {
  if (!spans.length) return { lo: -Infinity, hi: Infinity };
  return { lo: lo - Math.min(...spans.map((s) => s.lo)), hi: hi - Math.max(...spans.map((s) => s.hi)) };
}

/** The shifts along one axis that bring every span between `lo` and `hi`, with the gap (empty when they cannot all be). */
function bringing(spans: readonly Span[], lo: number, hi: number): Span {
  return keeping(spans, lo + GAP, hi - GAP);
}

/** `box` shrunk by `k` toward the page point `c`. */
function shrink(box: PageRect, k: number, c: { x: number; y: number }): PageRect {
  return { left: c.x + k * (box.left - c.x), right: c.x + k * (box.right - c.x), top: c.y + k * (box.top - c.y), bottom: c.y + k * (box.bottom - c.y) };
}

const inside = (box: PageRect, clear: PageRect): boolean =>
  box.left >= clear.left && box.right <= clear.right && box.top >= clear.top && box.bottom <= clear.bottom;

/** How far to move along one axis: the least that brings `put` out, but never so far that a span of `kept` leaves `lo`..`hi`. */
function shift(put: readonly Span[], kept: readonly Span[], lo: number, hi: number): number {
  const keep = keeping(kept, lo, hi);
  return Math.min(keep.hi, Math.max(keep.lo, axisShift(put, lo, hi)));
}

/**
 * How the table moves so that every piece just put (its box on the page, `pieces`) shows in
 * `clear`, the part of the page nothing lies over: by `x`, `y` page pixels (+x right, +y down),
 * after zooming out by `zoom` (a factor under 1, only when it is given) about the middle of `clear`.
 * Never so far that another of the pieces put goes under a panel on the other side, nor that a
 * piece of `others` which showed wholly in `clear` goes under one: a piece brought out from under
 * the tray went back under it when the next was brought out from under the log. Where the pieces
 * put and those showing cannot all show at this zoom, the table zooms out just enough that they
 * do, but never by a factor under `least` (the table's least zoom over its zoom now): there, the
 * pieces that show stay in sight and those put come out as far as they can. {0, 0} when each
 * already shows.
 */
export function revealPan(pieces: readonly PageRect[], clear: PageRect, others: readonly PageRect[] = [], least = 0): { x: number; y: number; zoom?: number } {
  const kept = others.filter((b) => inside(b, clear));
  const plain = { x: shift(across(pieces), across(kept), clear.left, clear.right), y: shift(down(pieces), down(kept), clear.top, clear.bottom) };
  if (!pieces.length || !kept.length) return plain;
  // Along an axis where the pieces put could all come out alone but not with those showing kept in
  // sight, all of them must fit in the part of the page left clear, with the gap: the zoom that does.
  let zoom = 1;
  for (const [spans, lo, hi] of [[across, clear.left, clear.right], [down, clear.top, clear.bottom]] as const) {
    const [alone, keep] = [bringing(spans(pieces), lo, hi), keeping(spans(kept), lo, hi)];
    if (alone.lo > alone.hi || (Math.max(alone.lo, keep.lo) <= Math.min(alone.hi, keep.hi))) continue;
    const all = spans([...pieces, ...kept]);
    const wide = Math.max(...all.map((s) => s.hi)) - Math.min(...all.map((s) => s.lo));
    zoom = Math.min(zoom, (hi - lo - 2 * GAP) / wide);
  }
  zoom = Math.max(zoom, least);
  if (zoom >= 1 || zoom <= 0) return plain;
  const c = { x: (clear.left + clear.right) / 2, y: (clear.top + clear.bottom) / 2 };
  const [small, smallKept] = [pieces.map((b) => shrink(b, zoom, c)), kept.map((b) => shrink(b, zoom, c))];
  return {
    x: shift(across(small), across(smallKept), clear.left, clear.right),
    y: shift(down(small), down(smallKept), clear.top, clear.bottom),
    zoom,
  };
}
