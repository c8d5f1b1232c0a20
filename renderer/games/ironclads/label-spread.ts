// Words over the river that must read clear of one another: each target's range and chance lies at
// the middle of its line of fire, and two ships side by side aimed at one enemy put theirs one on
// the other. Pure: boxes in (their middles and sizes, table mm), the heights they read at out.

/** A label's box: its middle and its size. */
export interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlaps = (a: LabelBox, b: LabelBox): boolean => Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.y - b.y) * 2 < a.h + b.h;

/**
 * The height each of `moving` reads at: its own where it is clear of `fixed` and of those placed
 * before it, else the nearest clear one a line or more above or below (up first), `gap` between
 * lines; its own again when none is clear within eight lines.
 */
export function spreadLabels(fixed: readonly LabelBox[], moving: readonly LabelBox[], gap: number): number[] {
  const placed: LabelBox[] = [...fixed];
  return moving.map((box) => {
    const step = box.h + gap;
    const tries = [0, ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => [-n * step, n * step])];
    const offset = tries.find((dy) => !placed.some((p) => overlaps(p, { ...box, y: box.y + dy }))) ?? 0;
    const at = { ...box, y: box.y + offset };
    placed.push(at);
    return at.y;
  });
}

/** The box round a ship's hull (its corners, table mm). */
export function hullBox(hull: readonly { x: number; y: number }[]): LabelBox {
  const xs = hull.map((p) => p.x);
  const ys = hull.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, w: x1 - x0, h: y1 - y0 };
}
