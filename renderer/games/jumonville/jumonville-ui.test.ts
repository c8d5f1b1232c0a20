// What the table and panel show beside each enemy before a figure commits: the numbers each test
// needs, cover, and why a shot or a charge is not open.
import { describe, expect, it } from 'vitest';
import { activate, byId, rect, table } from './test-helpers';
import { canActWith, cardHeading, oddsFor, ringOnTable } from './jumonville-ui';

describe('the odds beside an enemy', () => {
  it('a clear shot in range: the shooting skill, no cover; a charge within 6 in: nerve and fight + 4', () => {
    const s = activate(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 15 }]));
    const o = oddsFor(s, byId(s, 'v'), byId(s, 'f'));
    expect(o.noShot).toBeNull();
    expect(o.shootNeed).toBe(8);
    expect(o.cover).toBe(false);
    expect(o.noCharge).toBeNull();
    expect(o.chargeBrave).toBe(12);
    expect(o.chargeFight).toBe(12);
    expect(o.fight).toBe(false);
  });

  it('out of range: no shot and no charge, with the reasons', () => {
    const s = activate(table([{ id: 'v', team: 'red', x: 5, y: 5 }, { id: 'f', team: 'black', x: 5, y: 25 }]));
    const o = oddsFor(s, byId(s, 'v'), byId(s, 'f'));
    expect(o.noShot).toMatch(/12 in/);
    expect(o.noCharge).toMatch(/6 in/);
  });

  it('rocks between: no sight; base contact: fight at the fighting skill', () => {
    const s = activate(table([{ id: 'v', team: 'red', x: 5, y: 5 }, { id: 'f', team: 'black', x: 5, y: 12 }, { id: 'g', team: 'black', x: 6, y: 5 }], [rect('r', 'rocks', 3, 8, 7, 9)]));
    const blocked = oddsFor(s, byId(s, 'v'), byId(s, 'f'));
    expect(blocked.clear).toBe(false);
    expect(blocked.blocked).toBe('rocks');
    const touching = oddsFor(s, byId(s, 'v'), byId(s, 'g'));
    expect(touching.fight).toBe(true);
    expect(touching.fightNeed).toBe(8);
  });

  it('only the acting seat’s ready figures can be picked to act', () => {
    const s = activate(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 30 }]));
    expect(canActWith(s, 0, 'v')?.id).toBe('v');
    expect(canActWith(s, 1, 'f')).toBeNull();
    expect(canActWith(s, 0, 'f')).toBeNull();
  });
});

describe('the panel heading', () => {
  it('names the card turned, says so before the first, and says when the skirmish is over', () => {
    expect(cardHeading({ phase: 'draw', turn: 0 })).toBe('Before the first card');
    expect(cardHeading({ phase: 'activate', turn: 1 })).toBe('Card 1');
    expect(cardHeading({ phase: 'draw', turn: 12 })).toBe('Card 12');
    expect(cardHeading({ phase: 'over', turn: 12 })).toBe('The skirmish is over');
  });
});

describe('the range ring on the table', () => {
  const on = (p: { x: number; y: number }) => p.x >= -1e-9 && p.y >= -1e-9 && p.x <= 36 + 1e-9 && p.y <= 36 + 1e-9;

  it('is the whole ring, closed, when it lies on the table', () => {
    const runs = ringOnTable({ x: 18, y: 18 }, 14, 36, 36);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.closed).toBe(true);
    for (const p of runs[0]!.points) expect(Math.hypot(p.x - 18, p.y - 18)).toBeCloseTo(14, 9);
  });

  it('stops at the edge of the table: every point on it, each run ending on an edge', () => {
    // Near the bottom edge (the picture from the glen: a figure 5 in from it).
    const runs = ringOnTable({ x: 15, y: 31 }, 14, 36, 36);
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect(run!.closed).toBe(false);
    for (const p of run!.points) {
      expect(on(p)).toBe(true);
      expect(Math.hypot(p.x - 15, p.y - 31)).toBeCloseTo(14, 9);
    }
    for (const end of [run!.points[0]!, run!.points.at(-1)!]) expect(end.y).toBeCloseTo(36, 5);
  });

  it('in a corner, the part on the table runs from one edge to the other', () => {
    const runs = ringOnTable({ x: 3, y: 4 }, 14, 36, 36);
    expect(runs).toHaveLength(1);
    const ends = [runs[0]!.points[0]!, runs[0]!.points.at(-1)!];
    // One end on the left edge and one on the top edge, whichever way round.
    expect(ends.some((p) => Math.abs(p.x) < 1e-5)).toBe(true);
    expect(ends.some((p) => Math.abs(p.y) < 1e-5)).toBe(true);
    for (const p of runs[0]!.points) expect(on(p)).toBe(true);
  });

  it('near two opposite edges, in two parts', () => {
    // A narrow table: the ring leaves it at the top and the bottom, and is on it left and right.
    const runs = ringOnTable({ x: 18, y: 5 }, 6, 36, 10);
    expect(runs).toHaveLength(2);
    for (const r of runs) for (const p of r.points) expect(p.y >= -1e-9 && p.y <= 10 + 1e-9).toBe(true);
  });
});
