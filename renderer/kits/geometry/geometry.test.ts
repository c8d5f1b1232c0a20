import { describe, expect, it } from 'vitest';
import { arcSegmentDistance } from './arc';
import { commonTangents, tangentPoints } from './circle';
import { circleShape, convexGap, pointShape, polygonGap, polygonShape, segmentShape, shapeDistance } from './distance';
import { convexOverlap, insideConvex, insidePolygon, isConvex, strictlyInside } from './polygon';
import { rectsTouch } from './rect';
import { raySegment, segmentIntersection, segmentsCross, segmentsMeet } from './segment';
import { distance, place, rotateAbout } from './vec';

const square = (cx: number, cy: number, h: number) => [
  { x: cx - h, y: cy - h },
  { x: cx + h, y: cy - h },
  { x: cx + h, y: cy + h },
  { x: cx - h, y: cy + h },
];
/** An L: a 2×2 square with its top-right 1×1 quarter cut out. */
const ell = [
  { x: 0, y: 0 },
  { x: 2, y: 0 },
  { x: 2, y: 1 },
  { x: 1, y: 1 },
  { x: 1, y: 2 },
  { x: 0, y: 2 },
];

describe('points and segments', () => {
  it('turns a point about another, and lays a shape at a pose', () => {
    const p = rotateAbout(10, 0, 0, 0, 90);
    expect(p.x).toBeCloseTo(0, 12);
    expect(p.y).toBeCloseTo(10, 12);
    const [q] = place([{ x: 1, y: 0 }], { x: 5, y: 5, heading: 180 });
    expect(q?.x).toBeCloseTo(4, 12);
    expect(q?.y).toBeCloseTo(5, 12);
  });

  it('tells crossing from touching', () => {
    const a = { x: 0, y: 0 };
    const b = { x: 2, y: 2 };
    expect(segmentsCross(a, b, { x: 0, y: 2 }, { x: 2, y: 0 })).toBe(true);
    // A T: one end lies on the other segment.
    expect(segmentsCross(a, b, { x: 1, y: 1 }, { x: 2, y: 0 })).toBe(false);
    expect(segmentsMeet(a, b, { x: 1, y: 1 }, { x: 2, y: 0 })).toBe(true);
    expect(segmentsMeet(a, b, { x: 3, y: 3 }, { x: 4, y: 4 })).toBe(false);
    expect(segmentsMeet(a, b, { x: 1, y: 1 }, { x: 4, y: 4 })).toBe(true);
  });

  it('finds where segments and rays meet', () => {
    const hit = segmentIntersection({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 1, y: -1 }, { x: 1, y: 3 });
    expect(hit?.at).toEqual({ x: 1, y: 0 });
    expect(hit?.t).toBeCloseTo(0.25, 12);
    expect(hit?.u).toBeCloseTo(0.25, 12);
    expect(segmentIntersection({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 5, y: -1 }, { x: 5, y: 3 })).toBeNull();
    expect(raySegment({ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 5, y: -1 }, { x: 5, y: 3 })).toBeCloseTo(5, 12);
    expect(raySegment({ x: 0, y: 0 }, { x: -1, y: 0 }, { x: 5, y: -1 }, { x: 5, y: 3 })).toBe(Infinity);
  });
});

describe('polygons', () => {
  it('tells inside from outside, for convex and concave outlines', () => {
    expect(insideConvex({ x: 0, y: 0 }, square(0, 0, 1))).toBe(true);
    expect(insideConvex({ x: 1, y: 0 }, square(0, 0, 1))).toBe(true);
    expect(insideConvex({ x: 1.01, y: 0 }, square(0, 0, 1))).toBe(false);
    expect(isConvex(ell)).toBe(false);
    expect(isConvex(square(0, 0, 1))).toBe(true);
    expect(insidePolygon({ x: 0.5, y: 1.5 }, ell)).toBe(true);
    expect(insidePolygon({ x: 1.5, y: 1.5 }, ell)).toBe(false);
    expect(insidePolygon({ x: 1.5, y: 1 }, ell)).toBe(true);
    expect(strictlyInside({ x: 1.5, y: 1 }, ell)).toBe(false);
  });

  it('finds two turned rectangles overlapping only when they do', () => {
    expect(rectsTouch({ x: 0, y: 0, width: 2, height: 2, angle: 45 }, { x: 2.3, y: 0, width: 2, height: 2, angle: 0 })).toBe(true);
    expect(rectsTouch({ x: 0, y: 0, width: 2, height: 2, angle: 0 }, { x: 2.5, y: 0, width: 2, height: 2, angle: 0 })).toBe(false);
    expect(convexOverlap(square(0, 0, 1), square(2, 0, 1))).toBe(true);
  });
});

describe('distances between shapes', () => {
  it('measures each pair edge to edge', () => {
    const sq = polygonShape(square(0, 0, 1));
    expect(shapeDistance(pointShape({ x: 3, y: 0 }), sq)).toBe(2);
    expect(shapeDistance(pointShape({ x: 0.5, y: 0 }), sq)).toBe(0);
    expect(shapeDistance(segmentShape({ x: 3, y: -5 }, { x: 3, y: 5 }), sq)).toBe(2);
    expect(shapeDistance(segmentShape({ x: -5, y: 0 }, { x: 5, y: 0 }), sq)).toBe(0);
    expect(shapeDistance(circleShape({ x: 4, y: 0 }, 1), sq)).toBe(2);
    expect(shapeDistance(circleShape({ x: 4, y: 0 }, 1), circleShape({ x: 0, y: 0 }, 1))).toBe(2);
    expect(shapeDistance(circleShape({ x: 4, y: 0 }, 1), segmentShape({ x: 0, y: -1 }, { x: 0, y: 1 }))).toBe(3);
    expect(shapeDistance(sq, polygonShape(square(5, 0, 1)))).toBe(3);
    // A square sitting in the L's notch, clear of it by 0.25 on both sides.
    expect(polygonGap(square(1.75, 1.75, 0.5), ell).distance).toBeCloseTo(0.25, 12);
    expect(shapeDistance(pointShape({ x: 0, y: 0 }), pointShape({ x: 3, y: 4 }))).toBe(5);
  });

  it('gives the gap between hulls with its ends', () => {
    const g = convexGap(square(0, 0, 1), square(4, 0.5, 1));
    expect(g.distance).toBe(2);
    expect(distance(g.from, g.to)).toBe(2);
    expect(convexGap(square(0, 0, 1), square(1.5, 0, 1)).distance).toBe(0);
  });
});

describe('circles and arcs', () => {
  it('finds the tangents from a point and between circles', () => {
    const [l, r] = tangentPoints({ x: 2, y: 0 }, { centre: { x: 0, y: 0 }, radius: 1 });
    // From (2, 0) the tangents touch the unit circle at 60° either side.
    expect(l?.x).toBeCloseTo(0.5, 12);
    expect(r?.x).toBeCloseTo(0.5, 12);
    expect(Math.abs(l?.y ?? 0)).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(tangentPoints({ x: 0.5, y: 0 }, { centre: { x: 0, y: 0 }, radius: 1 })).toEqual([]);
    const ts = commonTangents({ centre: { x: 0, y: 0 }, radius: 1 }, { centre: { x: 4, y: 0 }, radius: 1 });
    expect(ts).toHaveLength(4);
    const outerYs = ts.slice(0, 2).map(([a, b]) => [a.y, b.y]);
    expect(outerYs.flat().map((y) => Math.abs(y))).toEqual([1, 1, 1, 1].map((v) => expect.closeTo(v, 12)));
    expect(commonTangents({ centre: { x: 0, y: 0 }, radius: 1 }, { centre: { x: 1, y: 0 }, radius: 1 })).toHaveLength(2);
  });

  it('measures an arc against a segment', () => {
    const topHalf = { centre: { x: 0, y: 0 }, radius: 1, start: 0, sweep: Math.PI };
    expect(arcSegmentDistance(topHalf, { x: -3, y: 3 }, { x: 3, y: 3 })).toBeCloseTo(2, 12);
    // The line y = -3 is nearest the missing lower half: the arc's ends at (±1, 0) are 3 away.
    expect(arcSegmentDistance(topHalf, { x: -3, y: -3 }, { x: 3, y: -3 })).toBeCloseTo(3, 12);
    expect(arcSegmentDistance(topHalf, { x: 0, y: 0 }, { x: 0, y: 5 })).toBe(0);
    expect(arcSegmentDistance(topHalf, { x: 0, y: 0 }, { x: 0, y: -5 })).toBeCloseTo(1, 12);
  });
});
