import { describe, expect, it } from 'vitest';
import { PileOrder, pilesAt, pourFrom } from './presses';
import { cupsOfWar, type Pile } from './rules';

const pile = (id: string, x: number, tiles: string[]): Pile => ({ id, tiles, x, y: 50, angle: 0 });
const ids = (piles: readonly Pile[]) => piles.map((p) => p.id);

describe("Cups of War's piles, drawn and pressed in the order a player sees them", () => {
  it('a pile moved half over a neighbour lies on top of it, and a press there takes it, whatever the rules order', () => {
    const order = new PileOrder();
    const a = pile('a', 40, ['t1']);
    const b = pile('b', 80, ['t2']);
    expect(ids(order.order([a, b]))).toEqual(['a', 'b']);
    // a is moved to lie half over b: drawn over it, and the press between them finds a first.
    const moved = { ...a, x: 70 };
    const drawn = order.order([moved, b]);
    expect(ids(drawn)).toEqual(['b', 'a']);
    expect(ids(pilesAt(drawn, 75, 50, 0, () => false))).toEqual(['a', 'b']);
    // Unmoved since, it keeps its place; b stacked onto (a unit more) goes on top in its turn.
    expect(ids(order.order([moved, b]))).toEqual(['b', 'a']);
    expect(ids(order.order([moved, { ...b, tiles: ['t2', 't3'] }]))).toEqual(['a', 'b']);
  });

  it('piles seen for the first time keep the rules order among themselves', () => {
    const order = new PileOrder();
    const piles = ['p', 'q', 'r', 's'].map((id, i) => pile(id, 10 * i, [`t${i}`]));
    expect(ids(order.order(piles))).toEqual(['p', 'q', 'r', 's']);
  });
});

describe('a cup let go over the table', () => {
  const s = cupsOfWar.setup(
    {
      options: { width: 900, height: 640, turns: 3, battle: 'turns', turnSeconds: 90 },
      players: ['Red', 'Blue'].map((name) => ({ name, control: 'human' as const, strength: 'normal' as const })),
    },
    1,
  );
  // A flick to the right: 60 px in 20 ms on the screen, at half zoom 6 m/s on the table.
  const flick = { samples: [0, 10, 20].map((t) => ({ t, x: 100 + 3 * t, y: 200 })), path: 400, start: -980 };

  it('pours every unit in that cup, from the nearest point on the table, at the hand\'s speed up to 1.8 m/s', () => {
    const pour = pourFrom(s, 0, flick, { at: { x: -30, y: 700 }, t: 20, zoom: 0.5 }, 7);
    expect(pour.tiles).toEqual(s.tiles.filter((t) => t.owner === 0 && t.where === 'cup').map((t) => t.id));
    expect(pour.tiles.length).toBeGreaterThan(0);
    expect({ x: pour.x, y: pour.y }).toEqual({ x: 0, y: 640 });
    expect(Math.hypot(pour.vx, pour.vy)).toBeCloseTo(1800, 6);
    expect(pour.vx).toBeGreaterThan(0);
    // Shaken 400 mm in a second: as hard as it goes at 900 mm a second and more.
    expect(pour.vigour).toBeCloseTo(400 / 900, 6);
    expect(pour.seed).toBe(7 ^ 400);
  });

  it('held still before letting go, the units drop without speed', () => {
    const pour = pourFrom(s, 1, flick, { at: { x: 450, y: 320 }, t: 900, zoom: 1 }, 7);
    expect({ vx: pour.vx, vy: pour.vy }).toEqual({ vx: 0, vy: 0 });
    expect(pour.tiles.every((id) => s.tiles.find((t) => t.id === id)?.owner === 1)).toBe(true);
  });
});
