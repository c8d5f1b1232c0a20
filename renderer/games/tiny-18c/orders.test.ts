import { describe, expect, it } from 'vitest';
import { tiny18c, type Tiny18cState } from './rules';
import { cancel, deploySquares, destinations, emptyOrders, orderCharge, orderMove, orderShot, place, unplace, unplaced } from './orders';

const players = [
  { name: 'Red', control: 'human' as const, strength: 'normal' as const },
  { name: 'Blue', control: 'human' as const, strength: 'normal' as const },
];
const board = (text: string, phase: 'movement' | 'declarations' = 'movement'): Tiny18cState => {
  const s = tiny18c.setup({ options: { armies: [[], []], turnLimit: 30, board: text }, players }, 1);
  return { ...s, phase };
};
const unit = (s: Tiny18cState, id: string) => s.units.find((u) => u.id === id)!;

describe('orders as a player draws them up', () => {
  it('places units one square each on the home row, and takes them back', () => {
    const s = tiny18c.setup({ options: { armies: [['I', 'C'], ['I']], turnLimit: 30 }, players }, 1);
    let o = emptyOrders(s);
    expect(unplaced(s, 0, o).map((u) => u.id)).toEqual(['I', 'C']);
    o = place(o, 'I', 2);
    expect(deploySquares(s, 0, o).map((q) => q.c)).toEqual([0, 1, 3, 4]);
    o = place(o, 'C', 2); // C takes c5: I is lifted off it
    expect(o).toEqual({ phase: 'deploy', columns: { C: 2 } });
    expect(unplace(o, 'C')).toEqual({ phase: 'deploy', columns: {} });
  });

  it('moves a unit, cancels the move by ordering it to its own square, and keeps two units off one square', () => {
    const s = board('• • • • •\n• I1 I2 • •\n• • • • •\n• • • • •\n• • • • p');
    let o = orderMove(emptyOrders(s), unit(s, 'I1'), { r: 2, c: 1 });
    expect(o).toEqual({ phase: 'movement', moves: { I1: { r: 2, c: 1 } } });
    expect(destinations(s, unit(s, 'I2'), o).some((q) => q.r === 2 && q.c === 1)).toBe(false);
    o = orderMove(o, unit(s, 'I1'), { r: 1, c: 1 });
    expect(o).toEqual({ phase: 'movement', moves: {} });
  });

  it('keeps one action in declarations, and never lets the acting gun shoot as well', () => {
    const s = board('A • • • •\n• C • • •\n• • • • •\n• • i • •\n• • • • •', 'declarations');
    let o = orderShot(emptyOrders(s), unit(s, 'A'), unit(s, 'i'));
    o = orderCharge(o, unit(s, 'C'), unit(s, 'i'));
    expect(o).toEqual({ phase: 'declarations', action: { kind: 'charge', unit: 'C', target: 'i' }, shots: { A: 'i' } });
    o = orderMove(o, unit(s, 'A'), { r: 0, c: 1 });
    expect(o).toEqual({ phase: 'declarations', action: { kind: 'move', unit: 'A', to: { r: 0, c: 1 } }, shots: {} });
    expect(cancel(o, 'A')).toEqual({ phase: 'declarations', action: null, shots: {} });
  });
});
