// What the table and panel show beside each enemy before a figure commits: the numbers each test
// needs, cover, and why a shot or a charge is not open.
import { describe, expect, it } from 'vitest';
import { activate, byId, rect, table } from './test-helpers';
import { canActWith, cardHeading, oddsFor } from './jumonville-ui';

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
