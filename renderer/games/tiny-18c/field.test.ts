import { describe, expect, it } from 'vitest';
import { BOARD_Y, SQUARE, counterSpot, squareCentre } from './field';
import { SIZE, type Tiny18cState, type Unit } from './rules';

const unit = (id: string, side: 0 | 1, at: { r: number; c: number } | null, routed = false): Unit => ({ id, side, type: 'I', at, routed });
const state = (units: Unit[]) => ({ units }) as unknown as Tiny18cState;
const BEHIND = { 0: BOARD_Y - 40, 1: BOARD_Y + SIZE * SQUARE + 40 };

describe("where Tiny 18c's counters rest", () => {
  it('a unit on the field stands on its square', () => {
    const u = unit('I1', 0, { r: 2, c: 3 });
    expect(counterSpot(u, state([u]), null, 0)).toEqual({ ...squareCentre({ r: 2, c: 3 }), routed: false });
  });

  it('a routed unit is set aside behind its own home row, faded, not hidden', () => {
    const a = unit('a', 1, null, true);
    const i = unit('i1', 1, { r: 3, c: 0 });
    const A = unit('A', 0, null, true);
    const s = state([a, i, A]);
    expect(counterSpot(a, s, null, 0)).toMatchObject({ y: BEHIND[1], routed: true });
    expect(counterSpot(A, s, null, 0)).toMatchObject({ y: BEHIND[0], routed: true });
  });

  it('routed units line up after any still waiting to deploy, each on a spot of its own', () => {
    const waiting = unit('S', 0, null);
    const routed = [unit('I1', 0, null, true), unit('I2', 0, null, true)];
    const s = state([routed[0] as Unit, waiting, routed[1] as Unit]);
    const spots = [waiting, ...routed].map((u) => counterSpot(u, s, null, 0));
    expect(spots.map((p) => p.routed)).toEqual([false, true, true]);
    const xs = spots.map((p) => p.x);
    expect([...xs].sort((p, q) => p - q)).toEqual(xs);
    expect(new Set(xs).size).toBe(3);
  });

  it('a routed unit keeps nothing of its last square', () => {
    const u = { ...unit('C', 0, { r: 1, c: 1 }), routed: true };
    expect(counterSpot(u, state([u]), null, 0)).toMatchObject({ y: BEHIND[0], routed: true });
  });
});
