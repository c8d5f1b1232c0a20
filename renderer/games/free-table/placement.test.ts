import { describe, expect, it } from 'vitest';
import { createHistory, currentState, dispatch } from '../../engine/action-log';
import { freeTable, type FreeTableState } from './rules';
import { freeSpot } from './placement';

const players = [{ name: 'Red', control: 'human' as const, strength: 'normal' as const }];

function tableWith(points: [number, number][]): FreeTableState {
  let h = createHistory(freeTable, { options: { width: 24, height: 12, unit: 'in', matchstickInches: 2 }, players }, 1);
  for (const [x, y] of points) {
    const r = dispatch(freeTable, h, 0, { type: 'place', spec: { kind: 'stick' }, x, y, angle: 0 });
    if (r.ok) h = r.history;
  }
  return currentState(h);
}

describe('placing from the tray', () => {
  it('uses the asked point when it is free', () => {
    expect(freeSpot(tableWith([]), 100, 100)).toEqual({ x: 100, y: 100 });
  });

  it('moves away from pieces already there, staying on the table', () => {
    const s = tableWith([[100, 100], [120, 100]]);
    const spot = freeSpot(s, 100, 100);
    for (const p of s.pieces) expect(Math.hypot(p.x - spot.x, p.y - spot.y)).toBeGreaterThanOrEqual(30);
    expect(spot.x).toBeGreaterThanOrEqual(0);
    expect(spot.y).toBeGreaterThanOrEqual(0);
  });
});
