import { describe, expect, it } from 'vitest';
import { tiny18c, type Tiny18cState } from './rules';
import { describeOrders } from './orders-lines';

const players = [
  { name: 'Red', control: 'human' as const, strength: 'normal' as const },
  { name: 'Blue', control: 'human' as const, strength: 'normal' as const },
];
const board = (text: string, phase: 'movement' | 'declarations'): Tiny18cState => ({
  ...tiny18c.setup({ options: { armies: [[], []], turnLimit: 30, board: text }, players }, 1),
  phase,
});

describe('the "Your orders" list', () => {
  const s = tiny18c.setup({ options: { armies: [['I', 'A', 'P'], ['I']], turnLimit: 30 }, players }, 1);
  it('lists the counters placed by square, a to e, not in the order they were placed', () => {
    expect(describeOrders(s, { phase: 'deploy', columns: { A: 4, P: 0, I: 2 } })).toEqual(['P at a', 'I at c', 'A at e']);
    expect(describeOrders(s, { phase: 'scouts', columns: { S2: 3, S1: 1 } })).toEqual(['S1 at b', 'S2 at d']);
  });
  it('lists moves by the square each unit stands on, a to e, then 1 to 5', () => {
    const m = board('• • • • C\n• I1 • • •\n• • • • •\n• I2 • • •\n• • • • i', 'movement');
    expect(describeOrders(m, { phase: 'movement', moves: { C: { r: 2, c: 4 }, I1: { r: 2, c: 1 }, I2: { r: 2, c: 0 } } })).toEqual(['I2 → a3', 'I1 → b3', 'C → e3']);
  });
  it('lists the action first, then the shots by the gun\'s square', () => {
    const d = board('• • • A2 •\n• A1 • • •\n• • • • •\n• • • • •\n• i • • p', 'declarations');
    expect(describeOrders(d, { phase: 'declarations', action: null, shots: { A2: 'p', A1: 'i' } })).toEqual(['Shot: A1 at i', 'Shot: A2 at p']);
  });
});
