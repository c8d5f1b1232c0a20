import { describe, expect, it } from 'vitest';
import { crossedBy, crossesInterior, lineOfSight, type Obstacle, type Viewer } from './sight';
import type { Point } from './vec';

const base = (x: number, y: number, r = 0.5): Viewer => ({ kind: 'circle', circle: { centre: { x, y }, radius: r } });
const box = (id: string, x0: number, y0: number, x1: number, y1: number): Obstacle => ({
  id,
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
});
/** A U-shaped building, 3 wide and 2 deep, open to the north between x = 1 and 2 down to y = 1. */
const yard: readonly Point[] = [
  [0, 0],
  [3, 0],
  [3, 2],
  [2, 2],
  [2, 1],
  [1, 1],
  [1, 2],
  [0, 2],
].map(([x, y]) => ({ x: x as number, y: y as number }));

describe('crossesInterior', () => {
  it('counts passing through, not grazing a corner or running along a face', () => {
    const sq = box('b', 0, 0, 2, 2).points;
    expect(crossesInterior({ x: -1, y: 1 }, { x: 3, y: 1 }, sq)).toBe(true);
    expect(crossesInterior({ x: -1, y: 1 }, { x: 1, y: 3 }, sq)).toBe(false);
    expect(crossesInterior({ x: -1, y: 0 }, { x: 3, y: 0 }, sq)).toBe(false);
    expect(crossesInterior({ x: 1, y: 1 }, { x: 1, y: 1 }, sq)).toBe(true);
  });

  it('sees into the yard of a concave obstacle, and across its mouth along the walls', () => {
    expect(crossesInterior({ x: 1.5, y: 3 }, { x: 1.5, y: 1 }, yard)).toBe(false);
    expect(crossesInterior({ x: 1.5, y: 3 }, { x: 1.5, y: 0.9 }, yard)).toBe(true);
    expect(crossesInterior({ x: -1, y: 2 }, { x: 4, y: 2 }, yard)).toBe(false);
    expect(crossesInterior({ x: 0, y: 2.5 }, { x: 2.5, y: 0 }, yard)).toBe(true);
  });

  it('lists the obstacles a line crosses, for cover', () => {
    expect(crossedBy({ x: -5, y: 1 }, { x: 5, y: 1 }, [box('wood', -3, 0, -2, 2), box('rock', 8, 0, 9, 2), box('wall', 2, 0, 2.5, 5)])).toEqual(['wood', 'wall']);
  });
});

describe('lineOfSight', () => {
  it('is blocked by a wall wider than both bases', () => {
    expect(lineOfSight(base(-5, 0), base(5, 0), [box('wall', -0.5, -3, 0.5, 3)])).toEqual({ clear: false });
  });

  it('is clear past the edge of a wall that hides the centres from each other', () => {
    // The wall hides the centre line and reaches to y = 0.4, short of the bases' tops at 0.5.
    const s = lineOfSight(base(-5, 0), base(5, 0), [box('wall', -0.5, -3, 0.5, 0.4)]);
    expect(s.clear).toBe(true);
    if (s.clear) expect(s.line[0].y).toBeGreaterThan(0.4);
  });

  it('is clear along a line that just grazes two corners', () => {
    const walls = [box('low', -1, -3, 1, 0.5), box('high', -1, 0.5 + 1e-3, 1, 4)];
    // The gap between the walls is a sliver: only a line at y = 0.5 .. 0.501 passes.
    expect(lineOfSight(base(-5, 0), base(5, 0), walls).clear).toBe(true);
    const shut = [box('low', -1, -3, 1, 0.5), box('high', -1, 0.5, 1, 4)];
    expect(lineOfSight(base(-5, 0), base(5, 0), shut).clear).toBe(true);
    const overlapping = [box('low', -1, -3, 1, 0.6), box('high', -1, 0.5, 1, 4)];
    expect(lineOfSight(base(-5, 0), base(5, 0), overlapping).clear).toBe(false);
  });

  it('sees between polygonal footprints and points too, and two touching bases always see each other', () => {
    const hull: Viewer = { kind: 'polygon', points: box('h', -6, -1, -4, 1).points };
    expect(lineOfSight(hull, { kind: 'point', at: { x: 5, y: 0.9 } }, [box('wall', -0.5, -3, 0.5, 0.8)]).clear).toBe(true);
    expect(lineOfSight(hull, { kind: 'point', at: { x: 5, y: 0 } }, [box('wall', -0.5, -3, 0.5, 1.2)]).clear).toBe(false);
    expect(lineOfSight(base(0, 0), base(0.9, 0), [box('wall', -5, -5, 5, 5)]).clear).toBe(true);
  });
});
