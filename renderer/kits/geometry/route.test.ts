import { describe, expect, it } from 'vitest';
import { pointPolygonDistance } from './distance';
import { pointAlong, shortestPath, type PathPiece } from './route';
import type { Obstacle } from './sight';
import { distance, type Point } from './vec';

const square = (id: string, cx: number, cy: number, h: number): Obstacle => ({
  id,
  points: [
    { x: cx - h, y: cy - h },
    { x: cx + h, y: cy - h },
    { x: cx + h, y: cy + h },
    { x: cx - h, y: cy + h },
  ],
});

const found = (r: ReturnType<typeof shortestPath>) => {
  if (!r.found) throw new Error(`no path: ${r.reason}`);
  return r;
};

/** The pieces join end to end, from start to goal. */
function ends(pieces: readonly PathPiece[]): Point[] {
  return pieces.flatMap((p) => [pointAlong([p], 0), pointAlong([p], p.length)]);
}

describe('shortestPath', () => {
  it('goes straight when nothing is in the way', () => {
    const r = found(shortestPath({ x: 0, y: 0 }, { x: 3, y: 4 }, 0.5, [square('rock', 10, 10, 1)]));
    expect(r.length).toBe(5);
    expect(r.pieces).toHaveLength(1);
  });

  it('goes round a square between two points by the length worked by hand', () => {
    // A 2" square at the origin, a base of radius 0.5" from (-3, 0) to (3, 0). Over the top: a
    // tangent from the start to the circle round corner (-1, 1), an arc along it to its top
    // (-1, 1.5), the 2" run along the grown top edge, and the same again down to the goal.
    // Tangent: sqrt(5 - 0.25). Arc: the start lies at 90° + atan(1/2) from straight up at the
    // corner, and the tangent point acos(0.5 / sqrt 5) short of that.
    const tangent = Math.sqrt(4.75);
    const arc = 0.5 * (Math.PI / 2 + Math.atan(0.5) - Math.acos(0.5 / Math.sqrt(5)));
    const r = found(shortestPath({ x: -3, y: 0 }, { x: 3, y: 0 }, 0.5, [square('house', 0, 0, 1)]));
    expect(r.length).toBeCloseTo(2 * tangent + 2 * arc + 2, 12);
    expect(r.pieces.map((p) => p.kind)).toEqual(['run', 'arc', 'run', 'arc', 'run']);
    const points = ends(r.pieces);
    for (let i = 1; i < points.length - 1; i += 2) expect(distance(points[i] as Point, points[i + 1] as Point)).toBeLessThan(1e-12);
    expect(distance(pointAlong(r.pieces, r.length), { x: 3, y: 0 })).toBeLessThan(1e-12);
    expect(pointAlong(r.pieces, 100)).toEqual({ x: 3, y: 0 });
  });

  it('says where a 6" move round the corner stops', () => {
    const r = found(shortestPath({ x: -3, y: 0 }, { x: 3, y: 0 }, 0.5, [square('house', 0, 0, 1)]));
    const stop = pointAlong(r.pieces, 6);
    expect(pointPolygonDistance(stop, square('house', 0, 0, 1).points)).toBeGreaterThanOrEqual(0.5 - 1e-9);
  });

  it('lets a base touching an obstacle move away along it', () => {
    const r = found(shortestPath({ x: -1.5, y: 0 }, { x: 1.5, y: 0 }, 0.5, [square('house', 0, 0, 1)]));
    expect(r.length).toBeGreaterThan(3);
    expect(shortestPath({ x: -1.5, y: 0 }, { x: -5, y: 0 }, 0.5, [square('house', 0, 0, 1)])).toMatchObject({ found: true, length: 3.5 });
  });

  it('refuses a start or goal that overlaps an obstacle, naming it', () => {
    expect(shortestPath({ x: -1.2, y: 0 }, { x: 5, y: 0 }, 0.5, [square('house', 0, 0, 1)])).toEqual({ found: false, reason: 'start-blocked', obstacles: ['house'] });
    expect(shortestPath({ x: 5, y: 0 }, { x: 0, y: 0 }, 0.5, [square('house', 0, 0, 1), square('yard', 0.5, 0, 1)])).toEqual({ found: false, reason: 'goal-blocked', obstacles: ['house', 'yard'] });
  });

  it('finds no way through a closed ring, and goes round overlapping obstacles as one', () => {
    // Two overlapping squares make one wall from y = -6.2 to 6.2, between x = -3.2 and 3.2.
    const wall = [square('n', 0, 3, 3.2), square('s', 0, -3, 3.2)];
    const closed: Obstacle[] = [
      { id: 'top', points: [{ x: -5, y: 4 }, { x: 5, y: 4 }, { x: 5, y: 5 }, { x: -5, y: 5 }] },
      { id: 'bottom', points: [{ x: -5, y: -5 }, { x: 5, y: -5 }, { x: 5, y: -4 }, { x: -5, y: -4 }] },
      { id: 'left', points: [{ x: -5, y: -5 }, { x: -4, y: -5 }, { x: -4, y: 5 }, { x: -5, y: 5 }] },
      { id: 'right', points: [{ x: 4, y: -5 }, { x: 5, y: -5 }, { x: 5, y: 5 }, { x: 4, y: 5 }] },
    ];
    expect(shortestPath({ x: 0, y: 0 }, { x: 10, y: 0 }, 0.5, closed)).toEqual({ found: false, reason: 'no-way' });
    const r = found(shortestPath({ x: -5, y: 0 }, { x: 5, y: 0 }, 0.5, wall));
    // Round the overlapping pair's outer corners (±3.2, ±6.2), never through the seam.
    expect(r.length).toBeGreaterThan(2 * Math.hypot(5, 6.2) - 1);
  });

  it('fits through a gap as wide as the base, not through a narrower one', () => {
    const gapOf = (w: number): Obstacle[] => [square('a', 0, -1 - w / 2, 1), square('b', 0, 1 + w / 2, 1)];
    expect(found(shortestPath({ x: -5, y: 0 }, { x: 5, y: 0 }, 0.5, gapOf(1))).length).toBe(10);
    expect(found(shortestPath({ x: -5, y: 0 }, { x: 5, y: 0 }, 0.5, gapOf(0.99))).length).toBeGreaterThan(10);
  });

  it('keeps the bend round a corner clear of a stone beside that corner', () => {
    // The stone sits off the house's corner (1, 1): clear of both straight runs that touch the
    // corner's circle, but within the base's radius of the arc between them.
    const stone: Obstacle = { id: 'stone', points: [{ x: 1.55, y: 1.55 }, { x: 1.65, y: 1.55 }, { x: 1.6, y: 1.65 }] };
    const obstacles = [square('house', 0, 0, 1), stone];
    const r = found(shortestPath({ x: -0.5, y: 1.5 }, { x: 1.5, y: -0.5 }, 0.5, obstacles));
    expect(r.length).toBeGreaterThan(3 + Math.PI / 4);
    for (const piece of r.pieces) {
      for (let i = 0; i <= 50; i++) {
        const p = pointAlong([piece], (piece.length * i) / 50);
        for (const o of obstacles) expect(pointPolygonDistance(p, o.points)).toBeGreaterThanOrEqual(0.5 - 1e-9);
      }
    }
  });

  it('refuses a base without a size', () => {
    expect(() => shortestPath({ x: 0, y: 0 }, { x: 1, y: 1 }, 0, [])).toThrow(RangeError);
  });
});
