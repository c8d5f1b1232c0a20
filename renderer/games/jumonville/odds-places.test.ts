// The numbers beside an enemy of the picked figure: beside it where a spot on the cloth is clear,
// else further out with a leader line to its base; never off the cloth.
import { describe, expect, it } from 'vitest';
import { baseBox, baseExtent, CLOTH, oddsSpots, overlapArea, type Box } from './label-places';
import { NEAR_PX, nearestPoint, oddsPlace, segmentGap, segmentHitsBox, within, type OddsAround } from './odds-places';
import { MM } from './art';

const e = baseExtent(1);
const onCloth = (b: Box) => b.x >= CLOTH.x - 1e-9 && b.y >= CLOTH.y - 1e-9 && b.x + b.w <= CLOTH.x + CLOTH.w + 1e-9 && b.y + b.h <= CLOTH.y + CLOTH.h + 1e-9;
const around = (more: Partial<OddsAround> = {}, at = { x: 300, y: 300 }): OddsAround => ({ words: [], bases: [], own: baseBox({ x: at.x / MM, y: at.y / MM }, e), leaders: [], ...more });

describe('the numbers beside an enemy, placed', () => {
  it('slide a box onto the cloth, and find the nearest point of a box', () => {
    expect(within({ x: -5, y: CLOTH.h - 3, w: 20, h: 10 }, CLOTH)).toEqual({ x: 0, y: CLOTH.h - 10, w: 20, h: 10 });
    expect(nearestPoint({ x: 10, y: 10, w: 20, h: 10 }, { x: 0, y: 15 })).toEqual({ x: 10, y: 15 });
    expect(nearestPoint({ x: 10, y: 10, w: 20, h: 10 }, { x: 15, y: 15 })).toEqual({ x: 15, y: 15 });
  });

  it('tell a line through a box from one past it, and how far two lines come to each other', () => {
    const box = { x: 10, y: 10, w: 10, h: 10 };
    expect(segmentHitsBox({ x: 0, y: 15 }, { x: 30, y: 15 }, box)).toBe(true);
    expect(segmentHitsBox({ x: 0, y: 0 }, { x: 30, y: 5 }, box)).toBe(false);
    expect(segmentHitsBox({ x: 0, y: 15 }, { x: 5, y: 15 }, box)).toBe(false);
    expect(segmentGap({ from: { x: 0, y: 0 }, to: { x: 10, y: 10 } }, { from: { x: 0, y: 10 }, to: { x: 10, y: 0 } })).toBe(0);
    expect(segmentGap({ from: { x: 0, y: 0 }, to: { x: 10, y: 0 } }, { from: { x: 0, y: 4 }, to: { x: 10, y: 4 } })).toBeCloseTo(4);
  });

  it('go above the enemy when that is clear, below when a name is there, with no leader line', () => {
    const b = { x: 300, y: 300 };
    const spots = oddsSpots(b, 80, 20, e, 1);
    expect(oddsPlace(b, 80, 20, e, 1, around())).toEqual({ box: spots[0], leader: null });
    expect(oddsPlace(b, 80, 20, e, 1, around({ words: [spots[0] as Box] }))).toEqual({ box: spots[1], leader: null });
  });

  it('keep wholly on the cloth by its edges and in its corners, where the old spots ran past it', () => {
    for (const b of [
      { x: CLOTH.w - 8, y: 300 },
      { x: 300, y: 10 },
      { x: 12, y: 12 },
      { x: CLOTH.w - 12, y: CLOTH.h - 12 },
    ]) {
      // Even with every spot beside it taken by words.
      const words = oddsSpots(b, 160, 40, e, 1).map((s) => within(s, CLOTH));
      for (const more of [{}, { words }]) expect(onCloth(oddsPlace(b, 160, 40, e, 1, around(more, b)).box), JSON.stringify(b)).toBe(true);
    }
  });

  it('crowded beside the enemy, go to the nearest clear spot further out, with a leader line from their edge to its base', () => {
    const b = { x: 300, y: 300 };
    // Words on every spot beside the enemy but its right (a melee's names and numbers), and a friend's base there.
    const spots = oddsSpots(b, 80, 20, e, 1);
    const words = spots.filter((_, i) => i !== 3);
    const place = oddsPlace(b, 80, 20, e, 1, around({ words, bases: [spots[3] as Box] }));
    expect(words.some((w) => overlapArea(w, place.box) > 0)).toBe(false);
    const gap = Math.hypot(nearestPoint(place.box, b).x - b.x, nearestPoint(place.box, b).y - b.y);
    expect(gap).toBeGreaterThan(e.r + NEAR_PX);
    expect(gap).toBeLessThan(e.r + 140);
    const leader = place.leader!;
    expect(leader).not.toBeNull();
    expect(leader.from).toEqual(nearestPoint(place.box, b));
    expect(Math.hypot(leader.to.x - b.x, leader.to.y - b.y)).toBeCloseTo(e.r + 2);
    // The line crosses none of those words (it may cross the base).
    for (const w of words) expect(segmentHitsBox(leader.from, leader.to, w)).toBe(false);
  });

  it("keep their letters off an earlier leader line, and their own line clear of it", () => {
    const b = { x: 300, y: 300 };
    const words = oddsSpots(b, 80, 20, e, 1);
    const first = oddsPlace(b, 80, 20, e, 1, around({ words }));
    const second = oddsPlace(b, 80, 20, e, 1, around({ words: [...words, first.box], leaders: [first.leader!] }));
    expect(segmentHitsBox(first.leader!.from, first.leader!.to, second.box)).toBe(false);
    expect(overlapArea(first.box, second.box)).toBe(0);
    expect(segmentGap(first.leader!, second.leader!)).toBeGreaterThan(4);
  });

  it('with nowhere clear, still stay on the cloth rather than go past its edge', () => {
    const b = { x: CLOTH.w - 8, y: 300 };
    const place = oddsPlace(b, 160, 20, e, 1, around({ words: [CLOTH] }, b));
    expect(onCloth(place.box)).toBe(true);
  });
});
