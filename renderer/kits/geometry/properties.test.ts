// Invariants of the geometry kit, over random shapes and tables (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arcPoint } from './arc';
import { circleShape, outlineDistance, pointPolygonDistance, pointShape, polygonShape, segmentPolygonDistance, segmentShape, shapeDistance, type Shape } from './distance';
import { convexOverlap, strictlyInside } from './polygon';
import { shortestPath } from './route';
import { crossesInterior, lineOfSight, type Obstacle } from './sight';
import { distance, lerp, type Point } from './vec';

const coord = fc.double({ min: -20, max: 20, noNaN: true });
const point = fc.record({ x: coord, y: coord });

/**
 * A simple polygon round a centre: corners at rising angles, each at its own distance, so it is
 * star-shaped (never self-crossing) and often concave. `convex` keeps every corner on one circle.
 */
const polygon = (convex: boolean, minR = 0.5, maxR = 4) =>
  fc
    .record({
      c: point,
      n: fc.integer({ min: 3, max: 8 }),
      spin: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
      radii: fc.array(fc.double({ min: minR, max: maxR, noNaN: true }), { minLength: 8, maxLength: 8 }),
    })
    .map(({ c, n, spin, radii }) =>
      Array.from({ length: n }, (_, i) => {
        const a = spin + (2 * Math.PI * i) / n;
        const r = convex ? (radii[0] as number) : (radii[i] as number);
        return { x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r };
      }),
    );

const shape: fc.Arbitrary<Shape> = fc.oneof(
  point.map(pointShape),
  fc.tuple(point, point).map(([a, b]) => segmentShape(a, b)),
  fc.oneof(polygon(true), polygon(false)).map(polygonShape),
  fc.tuple(point, fc.double({ min: 0.1, max: 5, noNaN: true })).map(([c, r]) => circleShape(c, r)),
);

describe('distances', () => {
  it('are symmetric', () => {
    fc.assert(fc.property(shape, shape, (s, t) => shapeDistance(s, t) === shapeDistance(t, s)));
  });

  it('between points obey the triangle inequality', () => {
    fc.assert(fc.property(point, point, point, (a, b, c) => distance(a, c) <= distance(a, b) + distance(b, c) + 1e-12));
  });

  it('are 0 exactly when two convex polygons overlap (against the separating-axis test)', () => {
    fc.assert(fc.property(polygon(true), polygon(true), (a, b) => (shapeDistance(polygonShape(a), polygonShape(b)) === 0) === convexOverlap(a, b)));
  });

  it('from a polygon are 0 exactly when a point of the other shape lies in it, and never more than to any of its points', () => {
    fc.assert(
      fc.property(fc.oneof(polygon(true), polygon(false)), point, fc.double({ min: 0.1, max: 3, noNaN: true }), (poly, c, r) => {
        const d = shapeDistance(polygonShape(poly), circleShape(c, r));
        const fromCentre = pointPolygonDistance(c, poly);
        expect(d).toBeCloseTo(Math.max(0, fromCentre - r), 12);
        return (d === 0) === (fromCentre <= r);
      }),
    );
  });
});

/** Up to 6 obstacles in a 20×20 field, convex or not, possibly overlapping. */
const field = fc.array(fc.oneof(polygon(true, 0.5, 3), polygon(false, 0.5, 3)), { minLength: 1, maxLength: 6 }).map((polys) => polys.map((points, i): Obstacle => ({ id: `o${i}`, points })));

/** Samples every piece of a path, ends included. */
function samples(pieces: ReturnType<typeof shortestPath> & { found: true }): Point[] {
  const out: Point[] = [];
  for (const p of pieces.pieces) {
    for (let i = 0; i <= 20; i++) out.push(p.kind === 'run' ? lerp(p.from, p.to, i / 20) : arcPoint(p, i / 20));
  }
  return out;
}

describe('shortest paths for a round base', () => {
  const r = 0.5;

  it('never cross an obstacle: every sampled point keeps the radius from each', () => {
    fc.assert(
      fc.property(field, point, point, (obstacles, start, goal) => {
        const path = shortestPath(start, goal, r, obstacles);
        if (!path.found) return true;
        return samples(path).every((p) => obstacles.every((o) => pointPolygonDistance(p, o.points) >= r - 1e-9));
      }),
      { numRuns: 150 },
    );
  });

  it('are never shorter than the straight line, and are the straight line when it is clear', () => {
    fc.assert(
      fc.property(field, point, point, (obstacles, start, goal) => {
        const path = shortestPath(start, goal, r, obstacles);
        if (!path.found) return true;
        const straight = distance(start, goal);
        if (path.length < straight - 1e-9) return false;
        const clear = obstacles.every((o) => segmentPolygonDistance(start, goal, o.points) >= r);
        return !clear || Math.abs(path.length - straight) < 1e-9;
      }),
      { numRuns: 150 },
    );
  });

  it('are no longer than a way through a waypoint that is itself clear', () => {
    fc.assert(
      fc.property(field, point, point, point, (obstacles, start, goal, via) => {
        const legClear = (a: Point, b: Point) => obstacles.every((o) => segmentPolygonDistance(a, b, o.points) >= r);
        if (!legClear(start, via) || !legClear(via, goal)) return true;
        const path = shortestPath(start, goal, r, obstacles);
        return path.found && path.length <= distance(start, via) + distance(via, goal) + 1e-9;
      }),
      { numRuns: 300 },
    );
  });
});

describe('line of sight', () => {
  it('is symmetric between two equal bases', () => {
    fc.assert(
      fc.property(field, point, point, fc.double({ min: 0.2, max: 1.5, noNaN: true }), (obstacles, a, b, radius) => {
        const from = { kind: 'circle' as const, circle: { centre: a, radius } };
        const to = { kind: 'circle' as const, circle: { centre: b, radius } };
        return lineOfSight(from, to, obstacles).clear === lineOfSight(to, from, obstacles).clear;
      }),
      { numRuns: 150 },
    );
  });

  it('is clear whenever a line between sampled points of the two bases crosses no obstacle', () => {
    const rim = (c: Point, r: number) => [c, ...Array.from({ length: 24 }, (_, i) => ({ x: c.x + r * Math.cos((i * Math.PI) / 12), y: c.y + r * Math.sin((i * Math.PI) / 12) }))];
    fc.assert(
      fc.property(field, point, point, (obstacles, a, b) => {
        // An outline within a hair of a base's rim makes "clear" a matter of rounding: skip it.
        const grazes = (c: Point, o: Obstacle) => Math.abs(outlineDistance(c, o.points) - 0.5) < 1e-4 || o.points.some((k) => Math.abs(distance(k, c) - 0.5) < 1e-4);
        if (obstacles.some((o) => grazes(a, o) || grazes(b, o))) return true;
        const seen = rim(a, 0.5).some((p) => rim(b, 0.5).some((q) => obstacles.every((o) => !crossesInterior(p, q, o.points))));
        return !seen || lineOfSight({ kind: 'circle', circle: { centre: a, radius: 0.5 } }, { kind: 'circle', circle: { centre: b, radius: 0.5 } }, obstacles).clear;
      }),
      { numRuns: 200 },
    );
  });

  it('gives a clear line that really is clear, from one base to the other', () => {
    fc.assert(
      fc.property(field, point, point, (obstacles, a, b) => {
        const s = lineOfSight({ kind: 'circle', circle: { centre: a, radius: 0.5 } }, { kind: 'circle', circle: { centre: b, radius: 0.5 } }, obstacles);
        // Bases that touch see each other whatever they stand in.
        if (!s.clear || distance(a, b) <= 1) return true;
        const [p, q] = s.line;
        const onBases = distance(p, a) <= 0.5 + 1e-9 && distance(q, b) <= 0.5 + 1e-9;
        // No point sampled along it lies deeper than rounding inside any obstacle.
        const deep = (m: Point) => obstacles.some((o) => strictlyInside(m, o.points) && outlineDistance(m, o.points) > 1e-7);
        return onBases && !Array.from({ length: 101 }, (_, i) => lerp(p, q, i / 100)).some(deep);
      }),
      { numRuns: 200 },
    );
  });
});
