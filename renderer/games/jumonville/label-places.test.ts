// Where the words on the table go: names by their bases, the numbers beside the enemies, "12 in"
// on the range ring; each in the first spot clear of what is there already.
import { describe, expect, it } from 'vitest';
import { MM } from './art';
import {
  CLOTH,
  anchoredBox,
  baseBox,
  baseExtent,
  baseSquare,
  clearestSpot,
  dieBox,
  dieSpot,
  nameCuts,
  nameSpots,
  oddsSpots,
  overlapArea,
  placeNames,
  ringLabelAnchor,
  ringedExtent,
  ringLabelAnchors,
  textScale,
  type Box,
} from './label-places';
import { BASE_RADIUS } from './rules';
import { segmentGap, segmentHitsBox } from './odds-places';

describe('words placed beside figures', () => {
  const box = (x: number, y: number, w = 10, h = 4) => ({ x, y, w, h });

  it('measure how much two boxes cover each other; boxes that only touch do not', () => {
    expect(overlapArea(box(0, 0), box(5, 2))).toBe(10);
    expect(overlapArea(box(0, 0), box(10, 0))).toBe(0);
    expect(overlapArea(box(0, 0), box(0, 4))).toBe(0);
  });

  it('go to the first spot clear of what is taken, in order of preference', () => {
    const spots = [box(0, 0), box(0, 10), box(0, 20)];
    expect(clearestSpot(spots, [])).toBe(0);
    expect(clearestSpot(spots, [{ box: box(2, 1), weight: 3 }])).toBe(1);
    expect(clearestSpot(spots, [{ box: box(2, 1), weight: 3 }, { box: box(2, 11), weight: 1 }])).toBe(2);
  });

  it('in a crowd with no clear spot, cover least: a base (weight 1) rather than words (weight 3)', () => {
    const spots = [box(0, 0), box(0, 10)];
    const taken = [
      { box: box(0, 0, 10, 2), weight: 3 },
      { box: box(0, 10, 10, 3), weight: 1 },
    ];
    expect(clearestSpot(spots, taken)).toBe(1);
  });
});

const R = BASE_RADIUS * MM;
const size = { w: 60, h: 10, pad: 2 };

describe('the sizes words and bases take on the table', () => {
  it('text is scaled to its size on screen, no larger than its cap on the table', () => {
    expect(textScale(1, 10)).toBeCloseTo(10 / 40);
    expect(textScale(2, 10)).toBeCloseTo(5 / 40);
    // Zoomed far out, 10 px on screen would be 20 mm on the table: the cap (14 mm) holds.
    expect(textScale(0.5, 10)).toBeCloseTo(14 / 40);
    expect(textScale(0.5, 10, 26)).toBeCloseTo(20 / 40);
  });

  it('a base with its hit pips: the base close up, the pips wider and higher when the whole table is in view', () => {
    const near = baseExtent(1);
    expect(near.r).toBeCloseTo(R);
    expect(near.half).toBeCloseTo(R);
    expect(near.top).toBeGreaterThan(R);
    const far = baseExtent(0.5);
    expect(far.half).toBeGreaterThan(R);
    expect(far.top).toBeGreaterThan(near.top);
    // The box runs from the pips' top to the base's foot, centred on the figure.
    const b = baseBox({ x: 10, y: 10 }, far);
    expect(b.x + b.w / 2).toBeCloseTo(10 * MM);
    expect(b.y).toBeCloseTo(10 * MM - far.top);
    expect(b.y + b.h).toBeCloseTo(10 * MM + R);
    expect(baseSquare({ x: 10, y: 10 })).toEqual({ x: (10 - BASE_RADIUS) * MM, y: (10 - BASE_RADIUS) * MM, w: 2 * R, h: 2 * R });
  });
});

describe("a figure's name", () => {
  const e = baseExtent(1);

  it('may go under the base, above the pips, right or left of it: never over the base itself', () => {
    const [below, above, right, left] = nameSpots(100, 100, size, e) as [Box, Box, Box, Box];
    expect(below.y).toBeCloseTo(100 + R + 2 + size.pad);
    expect(below.x + below.w / 2).toBeCloseTo(100);
    expect(above.y + above.h).toBeCloseTo(100 - e.top - 1 - size.pad);
    expect(right.x).toBeGreaterThan(100 + e.half);
    expect(left.x + left.w).toBeLessThan(100 - e.half);
    const base = baseBox({ x: 100 / MM, y: 100 / MM }, e);
    for (const spot of [below, above, right, left]) expect(overlapArea(spot, base)).toBe(0);
  });

  it('goes under its base when nothing is in the way', () => {
    const placed = placeNames([{ id: 'a', at: { x: 10, y: 10 } }], null, () => [size], e);
    expect(placed.get('a')).toEqual({ box: nameSpots(10 * MM, 10 * MM, size, e)[0], cut: 0 });
  });

  it("goes above its pips when a neighbour's base lies under it", () => {
    const figs = [
      { id: 'a', at: { x: 10, y: 10 } },
      { id: 'b', at: { x: 10, y: 11 } },
    ];
    const placed = placeNames(figs, null, () => [size], e);
    expect(placed.get('a')?.box).toEqual(nameSpots(10 * MM, 10 * MM, size, e)[1]);
    expect(placed.get('b')?.box).toEqual(nameSpots(10 * MM, 11 * MM, size, e)[0]);
  });

  it("the picked figure's gold rings: its name and a neighbour's keep outside them", () => {
    const reach = 2 * MM;
    const ringed = ringedExtent(e, reach);
    const figs = [
      { id: 'a', at: { x: 10, y: 10 }, e: ringed },
      { id: 'b', at: { x: 11.5, y: 10.4 } },
    ];
    const placed = placeNames(figs, 'a', () => [size], e);
    const c = { x: 10 * MM, y: 10 * MM };
    for (const id of ['a', 'b']) {
      const b = placed.get(id)!.box;
      const near = Math.hypot(Math.max(b.x, Math.min(c.x, b.x + b.w)) - c.x, Math.max(b.y, Math.min(c.y, b.y + b.h)) - c.y);
      expect(near, id).toBeGreaterThanOrEqual(reach);
    }
  });

  it("side by side, the first placed keeps the spot under its base: left to right, but the selected figure's first", () => {
    const figs = [
      { id: 'a', at: { x: 10, y: 10 } },
      { id: 'b', at: { x: 11, y: 10 } },
    ];
    const below = (id: string, placed: Map<string, { box: Box }>) => placed.get(id)?.box.y === nameSpots(0, 10 * MM, size, e)[0]?.y;
    const plain = placeNames(figs, null, () => [size], e);
    expect([below('a', plain), below('b', plain)]).toEqual([true, false]);
    const picked = placeNames(figs, 'b', () => [size], e);
    expect([below('a', picked), below('b', picked)]).toEqual([false, true]);
    for (const placed of [plain, picked]) expect(overlapArea(placed.get('a')!.box, placed.get('b')!.box)).toBe(0);
  });

  // A figure by the table's edge had its name centred under it, half off the cloth.
  it("by the table's edge, keeps on the cloth: beside the base when under and above would run off it", () => {
    const long = { w: 3 * MM, h: 0.4 * MM, pad: 1 };
    const inside = (b: Box) => b.x >= CLOTH.x && b.y >= CLOTH.y && b.x + b.w <= CLOTH.x + CLOTH.w && b.y + b.h <= CLOTH.y + CLOTH.h;
    for (const at of [{ x: 0.6, y: 18 }, { x: 35.4, y: 18 }, { x: 18, y: 35.4 }, { x: 0.6, y: 35.4 }]) {
      const alone = [{ id: 'a', at }];
      expect(inside(placeNames(alone, null, () => [long], e, []).get('a')!.box), `with nothing kept off, at ${at.x}, ${at.y}`).toBe(false);
      const placed = placeNames(alone, null, () => [long], e).get('a')!;
      expect(inside(placed.box), `at ${at.x}, ${at.y}`).toBe(true);
      expect(placed.cut).toBe(0);
    }
    // Away from the edge, it still goes under the base.
    expect(placeNames([{ id: 'a', at: { x: 18, y: 18 } }], null, () => [long], e).get('a')!.box).toEqual(nameSpots(18 * MM, 18 * MM, long, e)[0]);
  });

  // Four French huddled base to base in the table's corner at 960 × 600: two names ran into one ("Le B…La F…").
  it('in a huddle of four in a corner, with the whole table in a small window, no name lies on another nor off the cloth', () => {
    const z = 0.49;
    const ez = baseExtent(z);
    const huddle = [
      { id: 'a', at: { x: 0.55, y: 0.55 } },
      { id: 'b', at: { x: 1.6, y: 0.55 } },
      { id: 'c', at: { x: 0.55, y: 1.6 } },
      { id: 'd', at: { x: 1.6, y: 1.6 } },
      { id: 'e', at: { x: 3.5, y: 3.2 } },
    ];
    // Names 10 px tall on screen, about 8 letters, cut down to 4 and "…".
    const h = 10 / z;
    const cuts = [8, 7, 6, 5, 4].map((n) => ({ w: (n * 6.5) / z, h, pad: 2 / z }));
    const placed = [...placeNames(huddle, 'e', () => cuts, ez).values()].map((p) => p.box);
    const inside = (b: Box) => b.x >= CLOTH.x && b.y >= CLOTH.y && b.x + b.w <= CLOTH.x + CLOTH.w && b.y + b.h <= CLOTH.y + CLOTH.h;
    placed.forEach((a, i) => {
      expect(inside(a), `name ${i} on the cloth`).toBe(true);
      placed.slice(i + 1).forEach((b, j) => expect(overlapArea(a, b), `names ${i} and ${i + 1 + j}`).toBe(0));
    });
  });

  // The same huddle, Tanaghrisson picked 2 in from it at 960 × 600: three of the four French
  // names lay across his gold rings ("Le B…", "Drou…", "La F…"), and "Le B…" under Drouillon.
  it("in that huddle, the names keep off the picked figure's gold rings, each beside its own figure or led to it by a line, no line across another", () => {
    const z = 0.49;
    const ez = baseExtent(z);
    // His outer ring with its dark edge reaches 41 table px from his centre at this zoom (figures.ts ringReach).
    const reach = 41;
    const huddle = [
      { id: 'a', at: { x: 0.55, y: 0.55 } },
      { id: 'b', at: { x: 1.6, y: 0.55 } },
      { id: 'c', at: { x: 0.55, y: 1.6 } },
      { id: 'd', at: { x: 1.6, y: 1.6 } },
      { id: 'e', at: { x: 3.5, y: 3.2 }, e: ringedExtent(ez, reach) },
    ];
    const h = 10 / z;
    const cuts = [8, 7, 6, 5, 4].map((n) => ({ w: (n * 6.5) / z, h, pad: 2 / z }));
    const placed = placeNames(huddle, 'e', () => cuts, ez);
    const c = { x: 3.5 * MM, y: 3.2 * MM };
    const problems: string[] = [];
    const all = [...placed];
    for (const [id, p] of all) {
      const b = p.box;
      const near = Math.hypot(Math.max(b.x, Math.min(c.x, b.x + b.w)) - c.x, Math.max(b.y, Math.min(c.y, b.y + b.h)) - c.y);
      if (id !== 'e' && near < reach) problems.push(`${id}'s name across the rings`);
      const f = huddle.find((x) => x.id === id)!;
      // Nearer its own figure than any other, or led to it.
      const d = (g: { at: { x: number; y: number } }) => Math.hypot(Math.max(b.x, Math.min(g.at.x * MM, b.x + b.w)) - g.at.x * MM, Math.max(b.y, Math.min(g.at.y * MM, b.y + b.h)) - g.at.y * MM);
      if (!p.leader && huddle.some((g) => g.id !== id && d(g) < d(f) - 1e-6)) problems.push(`${id}'s name nearer another figure, with no line to its own`);
      for (const [other, q] of all) {
        if (other <= id) continue;
        if (overlapArea(b, q.box) > 0) problems.push(`${id}'s name over ${other}'s`);
        if (p.leader && q.leader && segmentGap(p.leader, q.leader) < 2) problems.push(`${id}'s line and ${other}'s`);
      }
      for (const [other, q] of all) if (other !== id && p.leader && segmentHitsBox(p.leader.from, p.leader.to, q.box)) problems.push(`${id}'s line across ${other}'s name`);
    }
    expect(problems).toEqual([]);
  });

  it('a figure with no name drawn takes no place', () => {
    const placed = placeNames([{ id: 'a', at: { x: 10, y: 10 } }, { id: 'b', at: { x: 20, y: 10 } }], null, (id) => (id === 'a' ? [size] : undefined), e);
    expect([...placed.keys()]).toEqual(['a']);
  });

  it('may be cut short with "…", a letter at a time, down to four letters', () => {
    expect(nameCuts('Ann')).toEqual(['Ann', 'An…']);
    expect(nameCuts('Jean Le Blanc')).toEqual(['Jean Le Blanc', 'Jean Le Blan…', 'Jean Le Bla…', 'Jean Le Bl…', 'Jean Le B…', 'Jean Le…', 'Jean L…', 'Jean…']);
  });

  // In a huddle by the corner at 1920 × 1080 Pvt. La Force's name was cut to "Pvt.…": his rank, and not a letter of his name.
  it('drops the rank before it cuts the name itself, and never leaves the rank alone', () => {
    expect(nameCuts('Pvt. Hogg')).toEqual(['Pvt. Hogg', 'Hogg', 'Hog…']);
    expect(nameCuts('Pvt. La Force')).toEqual(['Pvt. La Force', 'La Force', 'La Forc…', 'La For…', 'La Fo…', 'La F…']);
    for (const name of ['Pvt. La Force', 'Ens. Jumonville', 'Cadet Drouillon', 'Sgt. Le Blanc']) for (const cut of nameCuts(name)) expect(cut, name).not.toMatch(/^(Pvt|Ens|Cadet|Sgt)\.?…$/);
  });

  // At 960 × 600 a name of 30 to 40 letters (set in the editor) ran under the base and over the
  // neighbour's beside it: no spot was clear, and the whole name took the one that covered least.
  it("too long for any spot, is cut short with \"…\" rather than laid over a neighbour's base", () => {
    const far = baseExtent(0.5);
    const long = 'Pvt. Jean-Baptiste Delacroix-Montmorency';
    // Each letter 7 table px wide, as the table's text is at 960 × 600.
    const sizes = nameCuts(long).map((t) => ({ w: [...t].length * 7, h: 14, pad: 2 }));
    // A row of French 2 in apart, one more 2.5 in above and below the middle one, their names short.
    const figs = [
      { id: 'north', at: { x: 12, y: 7.5 } },
      { id: 'west', at: { x: 10, y: 10 } },
      { id: 'long', at: { x: 12, y: 10 } },
      { id: 'east', at: { x: 14, y: 10 } },
      { id: 'south', at: { x: 12, y: 12.5 } },
    ];
    const short = { w: 28, h: 14, pad: 2 };
    const placed = placeNames(figs, null, (id) => (id === 'long' ? sizes : [short]), far);
    const mine = placed.get('long')!;
    expect(mine.cut).toBeGreaterThan(0);
    for (const f of figs) if (f.id !== 'long') expect(overlapArea(mine.box, baseBox(f.at, far)), `over ${f.id}'s base`).toBe(0);
    for (const [id, p] of placed) if (id !== 'long') expect(overlapArea(mine.box, p.box), `over ${id}'s name`).toBe(0);
    // With room (the figure alone), the same name is whole.
    expect(placeNames([figs[2]!], null, () => sizes, far).get('long')?.cut).toBe(0);
  });
});

describe('the numbers beside an enemy', () => {
  const e = baseExtent(1);
  const b = { x: 300, y: 300 };

  it('are offered above it first, then below, beside, at the corners and a line further out', () => {
    const spots = oddsSpots(b, 80, 20, e, 1);
    expect(spots).toHaveLength(10);
    const [above, below, left, right] = spots as [Box, Box, Box, Box];
    expect(above.x + above.w / 2).toBeCloseTo(b.x);
    expect(above.y + above.h).toBeLessThanOrEqual(b.y - e.top);
    expect(below.y).toBeCloseTo(b.y + R + 3);
    expect(left.x + left.w).toBeLessThan(b.x - e.half);
    expect(right.x).toBeGreaterThan(b.x + e.half);
    // The gaps are screen pixels: zoomed in, they are fewer table pixels.
    expect((oddsSpots(b, 80, 20, e, 2)[1] as Box).y).toBeCloseTo(b.y + R + 1.5);
  });
});

describe('"12 in" on the range ring', () => {
  const ring = 13;

  it('hangs from the ring\'s top, foot, shoulders and sides in turn, just outside it', () => {
    const anchors = ringLabelAnchors({ x: 18, y: 18 }, ring, 8);
    expect(anchors).toHaveLength(8);
    const top = anchors[0]!;
    expect(top.x).toBeCloseTo(18 * MM);
    expect(top.y).toBeCloseTo((18 - ring) * MM - 8);
    // Its foot-centre hangs there, so the words sit outside the ring.
    expect(top.originX).toBeCloseTo(0.5);
    expect(top.originY).toBeCloseTo(1);
    const foot = anchors[1]!;
    expect(foot.y).toBeCloseTo((18 + ring) * MM + 8);
    expect(foot.originY).toBeCloseTo(0);
    expect(anchoredBox(top, 40, 10)).toEqual({ x: top.x - 20, y: top.y - 10, w: 40, h: 10 });
  });

  it('only where that point of the ring is on the table', () => {
    const anchors = ringLabelAnchors({ x: 2, y: 2 }, ring, 8);
    // The top, the upper shoulders and the left side are off the table.
    expect(anchors).toHaveLength(3);
    expect(anchors[0]!.y).toBeCloseTo((2 + ring) * MM + 8);
    expect(ringLabelAnchors({ x: 18, y: 18 }, 40, 8)).toEqual([]);
  });

  it('takes the first spot clear of what is written and the bases; else the first; none without a point on the table', () => {
    const anchors = ringLabelAnchors({ x: 18, y: 18 }, ring, 8);
    expect(ringLabelAnchor(anchors, 40, 10, [])).toBe(anchors[0]);
    const overTop = anchoredBox(anchors[0]!, 40, 10);
    expect(ringLabelAnchor(anchors, 40, 10, [overTop])).toBe(anchors[1]);
    expect(ringLabelAnchor(anchors, 40, 10, [{ x: -1e6, y: -1e6, w: 2e6, h: 2e6 }])).toBe(anchors[0]);
    expect(ringLabelAnchor([], 40, 10, [])).toBeNull();
  });
});

describe('a d20 shown beside the figure that rolled it', () => {
  const e = baseExtent(1);
  const at = { x: 500, y: 500 };
  // The die (40 px) with "shooting ≤6 ✗ fail" under it: 110 px wide, 20 px above its centre and 38 below.
  const size = { w: 110, up: 20, down: 38 };
  const nameUnder = { x: at.x - 45, y: at.y + e.r + 2, w: 90, h: 14 };

  it("keeps its words off the figure's name under the base, and off the names of figures beside it", () => {
    const c = dieSpot(at, size, e, 1, [nameUnder], []);
    expect(overlapArea(dieBox(c, size), nameUnder)).toBe(0);
    // A neighbour's name to the right as well: the die goes where neither is.
    const right = { x: at.x + 20, y: at.y - 30, w: 120, h: 14 };
    const d = dieSpot(at, size, e, 1, [nameUnder, right], []);
    expect(overlapArea(dieBox(d, size), nameUnder) + overlapArea(dieBox(d, size), right)).toBe(0);
  });

  it('keeps off its own base, and stays beside it (within its size of the base) where nothing is in the way', () => {
    const c = dieSpot(at, size, e, 1, [], []);
    const base = baseBox({ x: at.x / MM, y: at.y / MM }, e);
    expect(overlapArea(dieBox(c, size), base)).toBe(0);
    expect(Math.hypot(c.x - at.x, c.y - at.y)).toBeLessThan(e.half + size.w);
  });
});
