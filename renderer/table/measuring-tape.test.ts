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

  it('keeps to the window when the panels leave too little room', () => {
    const at = readingSpot({ x: 5, y: 5 }, size, { width: 100, height: 80 }, { left: 60, top: 60, right: 0, bottom: 0 });
    expect(at.x).toBeGreaterThanOrEqual(0);
    expect(at.x + size.w).toBeLessThanOrEqual(100);
    expect(at.y + size.h).toBeLessThanOrEqual(80);
  });
});
