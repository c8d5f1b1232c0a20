// The words over the Recovery's fights: above the ring where that is clear, else the nearest
// place clear of the words still showing, on the table; no two ever cover each other.
import { describe, expect, it } from 'vitest';
import { LABEL_GAP, labelSweep, placeFightLabel, type Box } from './fight-labels';

const TABLE = { width: 640, height: 460 };
const SIZE = { w: 50, h: 19 };
const RING = 30;
const RISE = 18;

const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Lays out fights one after another, as the Recovery does, each keeping clear of the ones before it still showing. */
function layOut(fights: { x: number; y: number }[], showing = fights.length): Box[] {
  const boxes: Box[] = [];
  for (const at of fights) {
    const p = placeFightLabel(at, RING, SIZE, RISE, boxes.slice(Math.max(0, boxes.length - (showing - 1))), TABLE);
    boxes.push(labelSweep(p, SIZE, RISE));
  }
  return boxes;
}

describe('placeFightLabel', () => {
  it('puts a fight\'s words just above its ring when nothing is in the way', () => {
    expect(placeFightLabel({ x: 300, y: 200 }, RING, SIZE, RISE, [], TABLE)).toEqual({ x: 300, y: 200 - RING });
  });

  it('keeps the second round of a stack (in the same place) clear of the first round\'s words', () => {
    const [first, second] = layOut([
      { x: 300, y: 200 },
      { x: 303, y: 197 },
    ]);
    expect(overlap(first!, second!)).toBe(false);
    // Still by its fight: below the ring, not across the table.
    expect(Math.abs(second!.x + SIZE.w / 2 - 303)).toBeLessThan(1);
    expect(second!.y).toBeGreaterThan(197);
  });

  it('keeps clear of the words still showing when many stacks lie close together', () => {
    const cluster = Array.from({ length: 12 }, (_, i) => ({ x: 280 + (i % 4) * 12, y: 380 + Math.floor(i / 4) * 10 }));
    const boxes = layOut(cluster, 4);
    boxes.forEach((a, i) =>
      boxes.slice(Math.max(0, i - 3), i).forEach((b) => {
        expect(overlap(a, b), `fight ${i} and one before it`).toBe(false);
        // With a little room between.
        const apart = a.x + a.w + LABEL_GAP <= b.x || b.x + b.w + LABEL_GAP <= a.x || a.y + a.h + LABEL_GAP <= b.y || b.y + b.h + LABEL_GAP <= a.y;
        expect(apart).toBe(true);
      }),
    );
    for (const b of boxes) expect(b.x >= 0 && b.y >= 0 && b.x + b.w <= TABLE.width && b.y + b.h <= TABLE.height).toBe(true);
  });

  it('stays on the table for a fight in its top left corner: below the ring, moved along onto the table', () => {
    expect(placeFightLabel({ x: 20, y: 10 }, RING, SIZE, RISE, [], TABLE)).toEqual({ x: SIZE.w / 2, y: 10 + RING + RISE });
  });

  it('still says it above the ring on a table with no clear place left', () => {
    const everywhere = [{ x: 0, y: 0, w: TABLE.width, h: TABLE.height }];
    expect(placeFightLabel({ x: 300, y: 200 }, RING, SIZE, RISE, everywhere, TABLE)).toEqual({ x: 300, y: 200 - RING });
  });
});

describe('labelSweep', () => {
  it('takes the room the words float through as they fade', () => {
    expect(labelSweep({ x: 100, y: 50 }, { w: 40, h: 20 }, 18)).toEqual({ x: 80, y: 22, w: 40, h: 38 });
  });
});
