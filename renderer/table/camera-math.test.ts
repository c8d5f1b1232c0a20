import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_ZOOM, clampToTable, fitTable, screenToWorld, worldToScreen, zoomAt } from './camera-math';

const view = { width: 1200, height: 800 };

describe('table camera', () => {
  it('keeps the point under the cursor still while zooming', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: 0.3, max: 5, noNaN: true }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 800 }),
        (scrollX, scrollY, zoom, factor, sx, sy) => {
          const cam = { scrollX, scrollY, zoom };
          const before = screenToWorld(cam, view, sx, sy);
          const after = screenToWorld(zoomAt(cam, view, factor, sx, sy), view, sx, sy);
          expect(after.x).toBeCloseTo(before.x, 6);
          expect(after.y).toBeCloseTo(before.y, 6);
        },
      ),
    );
  });

  it('maps screen to world and back', () => {
    const cam = { scrollX: 37, scrollY: -12, zoom: 1.7 };
    const w = screenToWorld(cam, view, 300, 650);
    const s = worldToScreen(cam, view, w.x, w.y);
    expect(s.x).toBeCloseTo(300);
    expect(s.y).toBeCloseTo(650);
  });

  it('fits the whole table in the window with a margin', () => {
    const table = { width: 914.4, height: 609.6 };
    const cam = fitTable(table, view, 40);
    const topLeft = worldToScreen(cam, view, 0, 0);
    const bottomRight = worldToScreen(cam, view, table.width, table.height);
    expect(topLeft.x).toBeGreaterThanOrEqual(39.9);
    expect(topLeft.y).toBeGreaterThanOrEqual(39.9);
    expect(bottomRight.x).toBeLessThanOrEqual(1160.1);
    expect(bottomRight.y).toBeLessThanOrEqual(760.1);
    // One side touches its margin: no larger zoom would fit.
    expect(Math.min(topLeft.x, topLeft.y)).toBeCloseTo(40, 4);
  });

  it('fits the table into the part of the window the panels leave free', () => {
    const table = { width: 600, height: 600 };
    const insets = { left: 200, top: 50, right: 300, bottom: 100 };
    const cam = fitTable(table, view, 20, insets);
    const topLeft = worldToScreen(cam, view, 0, 0);
    const bottomRight = worldToScreen(cam, view, 600, 600);
    expect(topLeft.y).toBeCloseTo(70, 4);
    expect(bottomRight.y).toBeCloseTo(680, 4);
    expect((topLeft.x + bottomRight.x) / 2).toBeCloseTo(200 + (1200 - 500) / 2, 4);
  });

  it('stops zooming at its limits', () => {
    expect(zoomAt({ scrollX: 0, scrollY: 0, zoom: 10 }, view, 4, 0, 0).zoom).toBe(MAX_ZOOM);
  });

  it('will not let the table be panned out of sight', () => {
    const table = { width: 600, height: 300 };
    const far = clampToTable({ scrollX: 5000, scrollY: -5000, zoom: 1 }, view, table, 100);
    const centre = screenToWorld(far, view, view.width / 2, view.height / 2);
    expect(centre).toEqual({ x: 700, y: -100 });
  });
});
