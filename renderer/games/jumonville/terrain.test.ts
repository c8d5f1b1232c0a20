// The table's geometry as the rules read it: range, cover, contact, reach.
import { describe, expect, it } from 'vitest';
import { GLEN_TERRAIN, inContact, inCover, inRange, inches, legalActions, matchProblem, reachable, scenarioOptions, terrainCache, type JumonvilleState } from './rules';
import { jumonville } from './game';
import { randomAction } from './ai/random';
import { byId, players, rect, table } from './test-helpers';

const pair = (ay: number, terrain: Parameters<typeof table>[1] = []) => table([{ id: 'a', team: 'red', x: 10, y: ay }, { id: 'b', team: 'black', x: 10, y: 10 }], terrain);

describe('distances in words', () => {
  // Said to a tenth rounded up, so a hair past a limit reads past it; but a length the rules let
  // pass (a path within a millionth of an inch of 6) is never said as past it ("moves 6.1 in").
  it('are rounded up to the tenth, but not by the rules\' own tolerance', () => {
    expect(inches(12.04)).toBe('12.1 in');
    expect(inches(6.01)).toBe('6.1 in');
    expect(inches(5.5)).toBe('5.5 in');
    expect(inches(6 + 5e-7)).toBe('6.0 in');
    expect(inches(6 - 5e-7)).toBe('6.0 in');
  });
});

describe('range, contact and cover', () => {
  it('range is 12 in between the nearest edges of the bases', () => {
    expect(inRange(byId(pair(23), 'a'), byId(pair(23), 'b'))).toBe(true);
    expect(inRange(byId(pair(23.1), 'a'), byId(pair(23.1), 'b'))).toBe(false);
  });

  it('base contact: edges touching, within a tenth of an inch', () => {
    expect(inContact(byId(pair(11), 'a'), byId(pair(11), 'b'))).toBe(true);
    expect(inContact(byId(pair(11.1), 'a'), byId(pair(11.1), 'b'))).toBe(true);
    expect(inContact(byId(pair(11.2), 'a'), byId(pair(11.2), 'b'))).toBe(false);
  });

  it('cover: standing in woods or the ravine, or rocks or woods on the line within an inch of the base', () => {
    const cover = (s: JumonvilleState) => inCover(s, byId(s, 'a'), byId(s, 'b'));
    expect(cover(pair(20))).toBe(false);
    expect(cover(pair(20, [rect('g', 'ravine', 5, 5, 15, 12)]))).toBe(true);
    expect(cover(pair(20, [rect('w', 'woods', 5, 9.8, 15, 10.2)]))).toBe(true);
    expect(cover(pair(20, [rect('r', 'rocks', 8, 11.2, 12, 11.4)]))).toBe(true);
    expect(cover(pair(20, [rect('w', 'woods', 8, 11.2, 12, 11.4)]))).toBe(true);
    // Further than an inch from the base: no cover (but it may still block sight).
    expect(cover(pair(20, [rect('r', 'rocks', 8, 12, 12, 12.5)]))).toBe(false);
    // Rocks beside the line, not on it: no cover.
    expect(cover(pair(20, [rect('r', 'rocks', 11, 11, 12, 11.4)]))).toBe(false);
  });

  it('the terrain is worked out once per terrain array', () => {
    expect(terrainCache(GLEN_TERRAIN)).toBe(terrainCache(GLEN_TERRAIN));
    expect(terrainCache(GLEN_TERRAIN).rocks).toHaveLength(4);
  });

  it('reachable: within 6 in along the way round, on the table, off the rocks', () => {
    const s = table([{ id: 'a', team: 'red', x: 10, y: 10 }, { id: 'b', team: 'black', x: 30, y: 30 }], [rect('wall', 'rocks', 12, 8.2, 13, 12.5)]);
    const a = byId(s, 'a');
    expect(reachable(s, a, { x: 10, y: 15.9 })).toBe(true);
    expect(reachable(s, a, { x: 15, y: 10 })).toBe(false);
    expect(reachable(s, a, { x: 12.5, y: 10 })).toBe(false);
    expect(reachable(s, a, { x: 10, y: 0.2 })).toBe(false);
  });
});

describe('the set-up screen', () => {
  it('a ready-made glen fits the players; an editor\'s skirmish must', () => {
    expect(matchProblem({ options: scenarioOptions('glen-two'), players: players(4) })).toBeNull();
    expect(matchProblem({ options: scenarioOptions('glen-four'), players: players(3) })).toBeNull();
    expect(matchProblem({ options: { ...scenarioOptions('glen-two'), scenario: 'custom' }, players: players(3) })).toBe('Player 3 has no figures: this skirmish is for 2 players.');
    const four = jumonville.setup({ options: jumonville.defaultOptions, players: players(4) }, 1);
    expect(four.options.scenario).toBe('glen-four');
    expect(four.teams).toEqual(['red', 'red', 'black', 'black']);
  });
});

describe('legal actions', () => {
  it('every action listed is accepted, along a whole game', () => {
    let s = jumonville.setup({ options: scenarioOptions('glen-two'), players: players(2) }, 21);
    let checked = 0;
    for (let i = 0; i < 400 && !jumonville.result(s); i++) {
      const seat = jumonville.actors(s)[0]!;
      if (i % 5 === 0) {
        for (const a of legalActions(s, seat)) {
          const r = jumonville.apply(s, a, seat);
          expect(r.ok ? '' : `${a.type}: ${r.message}`).toBe('');
          checked++;
        }
        for (const other of [0, 1].filter((x) => x !== seat)) expect(legalActions(s, other)).toEqual([]);
      }
      const r = jumonville.apply(s, randomAction(s, seat)!, seat);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
