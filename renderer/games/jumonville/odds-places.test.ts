// The numbers beside an enemy of the picked figure: beside it where a spot on the cloth is clear,
// else further out with a leader line to its base; never off the cloth.
import { describe, expect, it } from 'vitest';
import { baseBox, baseExtent, CLOTH, oddsSpots, overlapArea, type Box } from './label-places';
import { NEAR_PX, nearestPoint, oddsPlace, placeOdds, segmentGap, segmentHitsBox, within, type OddsAround } from './odds-places';
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

// Four French huddled base to base in the table's north-west corner, Tanaghrisson picked 2 in
// away, the whole table in a 960 × 600 window (zoom 0.49): the sizes and names as drawn there.
// Placed one after the other, three of the four leader lines went out across each other.
describe('the numbers beside four enemies huddled in a corner', () => {
  const z = 0.4925;
  const ez = baseExtent(z);
  const at = (x: number, y: number) => ({ x: x * MM, y: y * MM });
  const foes = [
    { id: 'jumonville', at: at(0.55, 0.55), w: 211.6, h: 27.9 },
    { id: 'le-blanc', at: at(1.6, 0.55), w: 213.9, h: 126.8 },
    { id: 'drouillon', at: at(0.55, 1.6), w: 213.9, h: 126.8 },
    { id: 'la-force', at: at(1.6, 1.6), w: 215, h: 126.8 },
  ];
  const names: Box[] = [
    { x: 13, y: 126.7, w: 151.8, h: 25.4 },
    { x: 52.6, y: 14, w: 77.7, h: 25.4 },
    { x: 5.6, y: 52, w: 70.1, h: 25.4 },
    { x: 13.9, y: 78.7, w: 75.6, h: 25.4 },
    { x: 91.5, y: 40.6, w: 68, h: 25.4 },
  ];
  const picked = baseBox({ x: 3.5, y: 3.2 }, ez);
  const bases = new Map(foes.map((f) => [f.id, baseBox({ x: f.at.x / MM, y: f.at.y / MM }, ez)]));

  it('lead their lines out without crossing each other or the other numbers, each wholly on the cloth', () => {
    const placed = placeOdds(foes, ez, z, { words: [...names, picked], bases });
    const all = [...placed];
    expect(all).toHaveLength(4);
    const problems: string[] = [];
    all.forEach(([id, p], i) => {
      if (!onCloth(p.box)) problems.push(`${id}'s numbers off the cloth`);
      for (const [other, q] of all.slice(i + 1)) {
        if (overlapArea(p.box, q.box) > 0) problems.push(`${id}'s numbers over ${other}'s`);
        if (p.leader && q.leader && segmentGap(p.leader, q.leader) < 5 / z) problems.push(`${id}'s line and ${other}'s`);
      }
      for (const [other, q] of all) if (other !== id && p.leader && segmentHitsBox(p.leader.from, p.leader.to, q.box)) problems.push(`${id}'s line across ${other}'s numbers`);
    });
    expect(problems).toEqual([]);
  });
});
