import { describe, expect, it } from 'vitest';
import { SweepWorld, placeHull, type ObstacleSpec, type Point } from './sweep';

// A hull 40 mm long and 10 wide, bow (pointed) towards +x.
const HULL: Point[] = [
  { x: 20, y: 0 },
  { x: 14, y: 5 },
  { x: -20, y: 5 },
  { x: -20, y: -5 },
  { x: 14, y: -5 },
];

/** A bent string: points along a gentle curve, laid as segments. */
function bentBank(id: string, points: Point[]): ObstacleSpec[] {
  return points.slice(1).map((p, i) => ({ id: `${id}-${i}`, kind: 'bank', points: [points[i]!, p] }));
}

describe('a hull swept across the table', () => {
  it('slides the whole way when nothing is in the path', () => {
    const w = new SweepWorld([]);
    const r = w.sweep(HULL, { x: 100, y: 100, heading: 0 }, [{ kind: 'slide', distance: 90 }]);
    expect(r.contact).toBeNull();
    expect(r.pose.x).toBeCloseTo(190, 6);
    expect(r.slid).toBeCloseTo(90, 6);
  });

  it('stops a hull slid into a bent bank at the first touch, not through it', () => {
    // The bank bends across the path: it comes closest at x ≈ 200.
    const curve = Array.from({ length: 21 }, (_, i) => ({ x: 150 + i * 5, y: 60 + Math.abs(i - 10) * 6 }));
    const w = new SweepWorld(bentBank('north', curve));
    // Heading 300° points up and right, into the bend.
    const r = w.sweep(HULL, { x: 180, y: 120, heading: 300 }, [{ kind: 'slide', distance: 200 }]);
    expect(r.contact?.kind).toBe('bank');
    // At the stop the hull touches (within a whisker) and does not cross the string.
    const hull = placeHull(HULL, r.pose);
    const stringY = (x: number) => 60 + Math.abs((x - 150) / 5 - 10) * 6;
    const gap = Math.min(...hull.map((p) => p.y - stringY(p.x)));
    expect(gap).toBeGreaterThan(-0.5);
    expect(gap).toBeLessThan(1.5);
    // Slid less than asked, and a little further would cross.
    expect(r.slid).toBeLessThan(200);
    const further = w.sweep(HULL, r.pose, [{ kind: 'slide', distance: 2 }]);
    expect(further.contact?.kind).toBe('bank');
    expect(further.slid).toBeLessThan(0.1);
  });

  it('stops a turn that would swing the bow into another hull', () => {
    const other: ObstacleSpec = { id: 'b', kind: 'ship', points: placeHull(HULL, { x: 120, y: 118, heading: 0 }) };
    const w = new SweepWorld([other]);
    const r = w.sweep(HULL, { x: 100, y: 100, heading: 0 }, [{ kind: 'turn', degrees: 45 }]);
    expect(r.contact?.id).toBe('b');
    expect(r.stage).toBe(0);
    expect(r.pose.heading).toBeGreaterThan(0);
    expect(r.pose.heading).toBeLessThan(45);
  });

  it('lets a hull whose bow touches another turn its bow away, but not press into it', () => {
    const other: ObstacleSpec = { id: 'b', kind: 'ship', points: placeHull(HULL, { x: 100, y: 130, heading: 0 }) };
    const w = new SweepWorld([other]);
    // Bow pressed 0.2 mm into the other's side, as after a ram.
    const from = { x: 100, y: 105.2, heading: 90 };
    expect(w.touching(HULL, from).get('b')).toBeGreaterThan(0);
    const turned = w.sweep(HULL, from, [{ kind: 'turn', degrees: -30 }]);
    expect(turned.contact).toBeNull();
    expect(turned.pose.heading).toBeCloseTo(60, 6);
    // Sliding on (still heading towards the other) presses back in: stopped within a few mm.
    const on = w.sweep(HULL, from, [{ kind: 'turn', degrees: -30 }, { kind: 'slide', distance: 50 }]);
    expect(on.contact?.id).toBe('b');
    expect(on.slid).toBeLessThan(5);
    // A ship alongside cannot swing its stern through its neighbour either.
    const alongside = { x: 100, y: 120.2, heading: 0 };
    const swing = w.sweep(HULL, alongside, [{ kind: 'turn', degrees: -40 }]);
    expect(swing.contact?.id).toBe('b');
  });

  it('ends in the same place every time', () => {
    const curve = Array.from({ length: 30 }, (_, i) => ({ x: i * 20, y: 50 + Math.sin(i / 3) * 15 }));
    const w = new SweepWorld(bentBank('n', curve));
    const a = w.sweep(HULL, { x: 300, y: 150, heading: 250 }, [{ kind: 'turn', degrees: 20 }, { kind: 'slide', distance: 150 }]);
    const b = new SweepWorld(bentBank('n', curve)).sweep(HULL, { x: 300, y: 150, heading: 250 }, [{ kind: 'turn', degrees: 20 }, { kind: 'slide', distance: 150 }]);
    expect(b).toEqual(a);
  });
});
