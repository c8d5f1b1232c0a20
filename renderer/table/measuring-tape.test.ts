import { describe, expect, it } from 'vitest';
import { readingSpot } from './measuring-tape';

// The panels round the table as Jumonville has them, with the log folded to its tab at the right.
const insets = { left: 288, top: 56, right: 56, bottom: 40 };
const size = { w: 70, h: 24 };

describe("the tape's reading", () => {
  it('sits above and right of the tape’s end where there is room', () => {
    expect(readingSpot({ x: 500, y: 300 }, size, { width: 960, height: 600 }, insets)).toEqual({ x: 510, y: 268 });
  });

  for (const view of [
    { width: 960, height: 600 },
    { width: 1920, height: 1080 },
  ]) {
    it(`stays whole, clear of the panels, wherever the tape ends (${view.width} × ${view.height})`, () => {
      for (let x = insets.left; x <= view.width - insets.right; x += 13)
        for (let y = insets.top; y <= view.height - insets.bottom; y += 17) {
          const at = readingSpot({ x, y }, size, view, insets);
          expect(at.x).toBeGreaterThanOrEqual(insets.left);
          expect(at.y).toBeGreaterThanOrEqual(insets.top);
          expect(at.x + size.w).toBeLessThanOrEqual(view.width - insets.right);
          expect(at.y + size.h).toBeLessThanOrEqual(view.height - insets.bottom);
        }
    });
  }

  it('goes left of an end near the log’s tab, and below one near the toolbar, not over the end itself', () => {
    const at = readingSpot({ x: 900, y: 60 }, size, { width: 960, height: 600 }, insets);
    expect(at.x + size.w).toBeLessThan(900);
    expect(at.y).toBeGreaterThan(60);
  });

  // Where the band runs on screen, its last 40 px before the end (and its 5 px half-width): does the reading lie on it?
  const onBand = (at: { x: number; y: number }, end: { x: number; y: number }, start: { x: number; y: number }) => {
    const len = Math.hypot(end.x - start.x, end.y - start.y);
    for (let d = 0; d <= 40; d += 2) {
      const x = end.x + ((start.x - end.x) * d) / len;
      const y = end.y + ((start.y - end.y) * d) / len;
      if (x > at.x - 5 && x < at.x + size.w + 5 && y > at.y - 5 && y < at.y + size.h + 5) return true;
    }
    return false;
  };

  for (const view of [
    { width: 960, height: 600 },
    { width: 1920, height: 1080 },
  ]) {
    it(`lies beside the band, never over it, wherever the tape comes from, across to the left of an end near the right too (${view.width} × ${view.height})`, () => {
      const free = { l: insets.left, t: insets.top, r: view.width - insets.right, b: view.height - insets.bottom };
      const over: string[] = [];
      const out: string[] = [];
      for (let x = free.l + 2; x <= free.r - 2; x += 23)
        for (let y = free.t + 2; y <= free.b - 2; y += 19)
          for (let k = 0; k < 16; k++) {
            const a = (k * Math.PI) / 8;
            const start = { x: x - Math.cos(a) * 150, y: y - Math.sin(a) * 150 };
            // A tape pointing into a corner of the free part has no room beyond its end either way.
            const cornered = (Math.cos(a) > 0.1 ? free.r - x : Math.cos(a) < -0.1 ? x - free.l : Infinity) < size.w + 12 && (Math.sin(a) > 0.1 ? free.b - y : Math.sin(a) < -0.1 ? y - free.t : Infinity) < size.h + 16;
            if (cornered) continue;
            const at = readingSpot({ x, y }, size, view, insets, start);
            const where = `end ${x},${y} from ${Math.round(start.x)},${Math.round(start.y)}`;
            if (at.x < free.l || at.y < free.t || at.x + size.w > free.r || at.y + size.h > free.b) out.push(where);
            if (onBand(at, { x, y }, start)) over.push(where);
          }
      expect(out.slice(0, 5), `${out.length} readings out of the free part`).toEqual([]);
      expect(over.slice(0, 5), `${over.length} readings over the band`).toEqual([]);
    });
  }

  it('keeps to the window when the panels leave too little room', () => {
    const at = readingSpot({ x: 5, y: 5 }, size, { width: 100, height: 80 }, { left: 60, top: 60, right: 0, bottom: 0 });
    expect(at.x).toBeGreaterThanOrEqual(0);
    expect(at.x + size.w).toBeLessThanOrEqual(100);
    expect(at.y + size.h).toBeLessThanOrEqual(80);
  });
});
