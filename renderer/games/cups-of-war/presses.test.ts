import { describe, expect, it } from 'vitest';
import { PileOrder, pilesAt } from './presses';
import type { Pile } from './rules';

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
