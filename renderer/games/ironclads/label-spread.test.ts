import { describe, expect, it } from 'vitest';
import { hullBox, spreadLabels } from './label-spread';

describe('spreadLabels', () => {
  const label = (x: number, y: number) => ({ x, y, w: 30, h: 4 });
  it('leaves labels where they are when none lies on another', () => {
    expect(spreadLabels([], [label(0, 0), label(40, 0), label(0, 10)], 1)).toEqual([0, 0, 10]);
  });
  it('moves a label lying on one before it a line up, then a line down', () => {
    expect(spreadLabels([], [label(0, 0), label(2, 1), label(-3, 0)], 1)).toEqual([0, -4, 5]);
  });
  it('keeps clear of the labels that stay (a ship\'s name), and the first clear line is the nearest', () => {
    expect(spreadLabels([label(0, 0), label(0, -5)], [label(0, 0)], 1)).toEqual([5]);
  });
});

describe('hullBox', () => {
  it('is the box round a hull\'s corners, by its middle and size', () => {
    expect(hullBox([{ x: 0, y: 0 }, { x: 10, y: 2 }, { x: 4, y: -2 }])).toEqual({ x: 5, y: 0, w: 10, h: 4 });
  });
});
