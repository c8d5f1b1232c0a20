import { describe, expect, it } from 'vitest';
import { nameCuts, overlapArea } from './label-places';
import { addCorner, clampToTable, cornerAt, deleteCorner, drawProblem, figureAt, insertCorner, MAP_VIEW, mapNames, midpoints, moveCorner, movePiece, nearestEdge, newPiece, outlineProblem, rocksNote, rocksUnder, snap } from './map-edit';
import { GLEN_TERRAIN, MAX_TERRAIN, type Point } from './rules';

const sq: Point[] = [
  { x: 2, y: 2 },
  { x: 6, y: 2 },
  { x: 6, y: 6 },
  { x: 2, y: 6 },
];

describe('the scenario map: editing geometry', () => {
  it('snaps to half inches and keeps corners and bases on the table', () => {
    expect(snap({ x: 3.26, y: 7.74 })).toEqual({ x: 3.5, y: 7.5 });
    expect(snap({ x: -0.2, y: 0.2 })).toEqual({ x: 0, y: 0 });
    expect(Object.is(snap({ x: -0.2, y: 0 }).x, 0)).toBe(true);
    expect(cornerAt({ x: 3.26, y: 7.74 }, true)).toEqual({ x: 3.26, y: 7.74 });
    expect(cornerAt({ x: -2, y: 40 })).toEqual({ x: 0, y: 36 });
    expect(clampToTable({ x: 37, y: -1 }, 1)).toEqual({ x: 35, y: 1 });
    expect(figureAt({ x: 0.1, y: 35.9 })).toEqual({ x: 0.5, y: 35.5 });
    expect(figureAt({ x: 12.3, y: 20.8 })).toEqual({ x: 12.5, y: 21 });
  });
  it('adds corners as they are clicked, ignores a repeated click and closes on the first corner', () => {
    let d = addCorner([], sq[0]!);
    expect(d).toEqual({ points: [sq[0]], closed: false });
    d = addCorner(d.points, sq[1]!);
    d = addCorner(d.points, sq[1]!); // a double-click's second click
    expect(d.points).toHaveLength(2);
    // With two corners the first is only a corner again, not a close.
    expect(addCorner(d.points, { x: 2.2, y: 2 }).closed).toBe(false);
    d = addCorner(addCorner(d.points, sq[2]!).points, { x: 2.3, y: 2.3 });
    expect(d).toEqual({ points: [sq[0], sq[1], sq[2]], closed: true });
  });
  it('refuses outlines the rules could not play, in words', () => {
    expect(outlineProblem(sq)).toBeNull();
    expect(outlineProblem(sq.slice(0, 2))).toBe('The new piece has 2 corners: a terrain piece needs at least 3.');
    expect(outlineProblem([sq[0]!, sq[2]!, sq[1]!, sq[3]!], 'Woods 4')).toMatch(/^Woods 4's edges cross/);
    expect(outlineProblem([...sq.slice(0, 3), { x: 2, y: 40 }])).toMatch(/runs off the table/);
  });
  it('inserts a corner into an edge, and deletes one but never below three', () => {
    const five = insertCorner(sq, 1, { x: 7, y: 4 });
    expect(five).toEqual([sq[0], sq[1], { x: 7, y: 4 }, sq[2], sq[3]]);
    expect(insertCorner(sq, 3, { x: 1, y: 4 })).toEqual([...sq, { x: 1, y: 4 }]);
    expect(deleteCorner(five, 2)).toEqual(sq);
    const three = deleteCorner(sq, 0)!;
    expect(three).toEqual(sq.slice(1));
    expect(deleteCorner(three, 0)).toBeNull();
    expect(sq).toHaveLength(4); // the input is not changed
  });
  it('finds the nearest edge and the midpoints', () => {
    expect(nearestEdge(sq, { x: 6.4, y: 4 })).toEqual({ edge: 1, at: { x: 6, y: 4 }, d: expect.closeTo(0.4, 9) as number });
    expect(nearestEdge(sq, { x: 3, y: 6.2 }).edge).toBe(2);
    expect(midpoints(sq)).toEqual([
      { x: 4, y: 2 },
      { x: 6, y: 4 },
      { x: 4, y: 6 },
      { x: 2, y: 4 },
    ]);
  });
  it('moves a corner and a whole piece, stopping at the table edge', () => {
    expect(moveCorner(sq, 2, { x: 8, y: 39 })).toEqual([sq[0], sq[1], { x: 8, y: 36 }, sq[3]]);
    expect(movePiece(sq, 1.5, -0.5)).toEqual(sq.map((q) => ({ x: q.x + 1.5, y: q.y - 0.5 })));
    // Dragged far off the top-left, it stops with its corners on the edges.
    expect(movePiece(sq, -10, -10)).toEqual(sq.map((q) => ({ x: q.x - 2, y: q.y - 2 })));
    expect(movePiece(sq, 40, 0).map((q) => q.x)).toEqual([32, 36, 36, 32]);
  });
  it('names a new piece by its kind with an id no other piece has', () => {
    const rocks = GLEN_TERRAIN.filter((t) => t.kind === 'rocks').length;
    const p = newPiece(GLEN_TERRAIN, 'rocks', sq);
    expect(p).toEqual({ id: `rocks-${rocks + 1}`, kind: 'rocks', name: `Rocks ${rocks + 1}`, points: sq });
    expect(p.points[0]).not.toBe(sq[0]);
    const taken = [...GLEN_TERRAIN, { ...p, id: 'woods-4', kind: 'woods' as const, name: 'Woods 4' }];
    expect(newPiece(taken, 'woods', sq).id).toBe('woods-5');
    expect(newPiece([], 'ravine', sq).name).toBe('Ravine 1');
    expect(drawProblem(GLEN_TERRAIN)).toBeNull();
    expect(drawProblem(Array.from({ length: MAX_TERRAIN }, (_, i) => ({ ...p, id: `p-${i}` })))).toMatch(/at most 24/);
  });
});

describe("the figures' names on the scenario map", () => {
  // Letters 0.6 in wide and 1.2 in tall: the names as a small map (960 × 600) draws them.
  const sizes = (name: string) => nameCuts(name).map((t) => ({ w: [...t].length * 0.6, h: 1.2, pad: 0.08 }));
  const figs = [
    { id: 'jumonville', name: 'Jumonville', at: { x: 12, y: 12 } },
    { id: 'le-blanc', name: 'Le Blanc', at: { x: 15, y: 13 } },
    { id: 'drouillon', name: 'Jean-Baptiste de Montmorency-Laval', at: { x: 19, y: 12 } },
    { id: 'la-force', name: 'La Force', at: { x: 22, y: 13 } },
    { id: 'edge', name: 'Tanaghrisson', at: { x: 0.5, y: 20 } },
  ];
  const placed = mapNames(figs, null, (id) => sizes(figs.find((f) => f.id === id)!.name));

  it('lie over no other name and no base, in inches, and inside the map', () => {
    const base = (at: Point) => ({ x: at.x - 0.5, y: at.y - 0.5, w: 1, h: 1 });
    for (const f of figs) {
      const { box } = placed.get(f.id)!;
      for (const g of figs) {
        if (g === f) continue;
        expect(overlapArea(box, base(g.at)), `${f.name} over ${g.name}'s base`).toBe(0);
        expect(overlapArea(box, placed.get(g.id)!.box), `${f.name} over ${g.name}`).toBe(0);
      }
      expect(box.x).toBeGreaterThanOrEqual(MAP_VIEW.x);
      expect(box.x + box.w).toBeLessThanOrEqual(MAP_VIEW.x + MAP_VIEW.size);
    }
  });

  it('go whole where there is room, and a long one is cut short where there is not', () => {
    expect(placed.get('le-blanc')?.cut).toBe(0);
    expect(placed.get('drouillon')?.cut).toBeGreaterThan(0);
    // At the table's left edge, a name that would run off the map under the base goes whole beside it.
    expect(placed.get('edge')?.cut).toBe(0);
    expect(placed.get('edge')?.box.x).toBeGreaterThan(1);
  });
});

describe('a figure dropped in rocks on the scenario map', () => {
  const boulders = GLEN_TERRAIN.find((t) => t.name === 'Boulders')!;

  it('is found in them when any of its base lies on them, as the rules judge it', () => {
    expect(rocksUnder(GLEN_TERRAIN, { x: 18, y: 21 })).toBe(boulders);
    expect(rocksUnder(GLEN_TERRAIN, { x: 18, y: 22.3 })).toBe(boulders);
    expect(rocksUnder(GLEN_TERRAIN, { x: 18, y: 23 })).toBeNull();
  });

  it('is told plainly that it cannot stand there, and where it is now', () => {
    expect(rocksNote('Capt. Washington', boulders, { x: 15, y: 29 })).toBe('Capt. Washington cannot stand in the rocks (Boulders), so the figure went back to 15, 29 in.');
  });
});
