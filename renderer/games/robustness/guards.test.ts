// Each game's `apply` against the inputs the issue found: an action type it does not know, a
// position off the table, a number too large to turn, and a progress line too long to save.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AnyGame, SeatConfig } from '../../engine/game';
import { MAX_PROGRESS, normaliseDegrees } from '../../engine/limits';
import { freeTable, type FreeTableState } from '../free-table/rules';
import { tiny18c, type Tiny18cState } from '../tiny-18c/rules';
import { cupsOfWar, handOf, type CupsState } from '../cups-of-war/rules';
import { bring } from '../../kits/cards';
import { ironclads, optionsSchema as ironcladsOptions, scenarioOptions, type IroncladsState } from '../ironclads/rules';
import { tippecanoe } from '../tippecanoe/rules';
import * as v from 'valibot';
import { deepFreeze } from './rules-fuzz';

const people = (n: number, names = ['You', 'Blue', 'Green', 'Yellow']): SeatConfig[] =>
  Array.from({ length: n }, (_, i) => ({ name: names[i] ?? `P${i}`, control: 'human', strength: 'normal' }));

const freeStart = () => deepFreeze(freeTable.setup({ options: { width: 36, height: 24, unit: 'in', matchstickInches: 2 }, players: people(2) }, 1));
const tinyStart = () => deepFreeze(tiny18c.setup({ options: tiny18c.defaultOptions, players: people(2) }, 1));
const cupsStart = () => deepFreeze(cupsOfWar.setup({ options: cupsOfWar.defaultOptions, players: people(2) }, 1));
const tipStart = () => deepFreeze(tippecanoe.setup({ options: tippecanoe.defaultOptions, players: people(2) }, 1));
const ironStart = (arrange = false) => deepFreeze(ironclads.setup({ options: { ...scenarioOptions('plum-point'), arrange }, players: people(2) }, 1));

/** The refusal's message, failing the test if the action was accepted or apply threw. */
function refusal(game: AnyGame, state: unknown, action: unknown, seat = 0): string {
  const before = JSON.stringify(state);
  const r = game.apply(state, action as never, seat);
  expect(JSON.stringify(state)).toBe(before);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
  expect(r.message.trim().length).toBeGreaterThan(0);
  return r.message;
}

const GAMES: [AnyGame, () => unknown][] = [
  [freeTable, freeStart],
  [tiny18c, tinyStart],
  [cupsOfWar, cupsStart],
  [ironclads, () => ironStart()],
  [tippecanoe, tipStart],
];

describe("every game's apply refuses what it does not know", () => {
  for (const [game, start] of GAMES) {
    it(`${game.title}: an unknown action type is refused with its name, the state untouched`, () => {
      expect(refusal(game, start(), { type: 'nonsense' })).toBe(`${game.title} has no move called "nonsense".`);
      expect(refusal(game, start(), { type: 'x'.repeat(10_000) })).toMatch(/has no move called "x+…"\.$/);
    });

    it(`${game.title}: anything that is not an action, or an action with its parts wrong, is refused with a message`, () => {
      for (const junk of [null, undefined, 7, 'move', [], {}, { type: null }, { type: 7 }]) expect(refusal(game, start(), junk)).toMatch(/move/);
      const type = (game.actionSchema as unknown as { options?: { entries: { type: { literal: string } } }[] }).options?.[0]?.entries.type.literal ?? 'commit';
      expect(refusal(game, start(), { type })).toMatch(new RegExp(`^This ${game.title} move is not valid \\(${type}`));
    });
  }
});

describe('the Free Table keeps every angle a number', () => {
  it('turns any finite angle into [0, 360), 1e306 and the largest double included', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (deg) => {
        const a = normaliseDegrees(deg);
        expect(Number.isFinite(a) && a >= 0 && a < 360).toBe(true);
        expect(Object.is(a, -0)).toBe(false);
      }),
    );
    expect(normaliseDegrees(1e306)).toBeGreaterThanOrEqual(0);
    expect([normaliseDegrees(-90), normaliseDegrees(450), normaliseDegrees(359.9996), normaliseDegrees(-0.0004)]).toEqual([270, 90, 0, 0]);
  });

  it('places and moves a piece turned 1e306 degrees with a finite angle', () => {
    const r = freeTable.apply(freeStart(), { type: 'place', spec: { kind: 'stick' }, x: 100, y: 100, angle: 1e306 }, 0);
    if (!r.ok) throw new Error(r.message);
    expect(Number.isFinite(r.state.pieces[0]?.angle)).toBe(true);
    const moved = freeTable.apply(deepFreeze(r.state), { type: 'move', poses: [{ id: 'p1', x: 10, y: 10, angle: -Number.MAX_VALUE }] }, 1);
    if (!moved.ok) throw new Error(moved.message);
    expect(Number.isFinite(moved.state.pieces[0]?.angle)).toBe(true);
  });

  it('refuses a seat that is not at the table (a card drawn for it would vanish)', () => {
    const r = freeTable.apply(freeStart(), { type: 'place', spec: { kind: 'deck' }, x: 100, y: 100, angle: 0 }, 0);
    if (!r.ok) throw new Error(r.message);
    expect(refusal(freeTable, deepFreeze(r.state), { type: 'draw', deck: 'p1', to: 'hand' }, 5)).toBe('There is no such player at this table.');
  });
});

describe('Cups of War keeps every stack and strike on the table', () => {
  /** Both players shaken out, and seat 0 with a unit on a command card. */
  function powering(): CupsState {
    let s = cupsStart() as CupsState;
    for (const seat of [0, 1]) {
      const tiles = s.tiles.filter((t) => t.owner === seat && t.where === 'cup');
      const r = cupsOfWar.apply(s, { type: 'shake', landings: tiles.map((t, i) => ({ tile: t.id, x: 30 + i * 40, y: 100 + seat * 200, angle: 0, flips: 0 })) }, seat);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    const card = handOf(s, 0)[0] as string;
    const tile = s.tiles.find((t) => t.owner === 0 && t.where === 'table' && !t.command) as { id: string };
    const r = cupsOfWar.apply(s, { type: 'assign', tile: tile.id, card }, 0);
    if (!r.ok) throw new Error(r.message);
    return deepFreeze(r.state);
  }

  it("refuses a unit taken back off a card onto a spot off the table (the issue's x -5000, y 99999)", () => {
    const s = powering();
    const tile = s.players[0]?.powering?.tiles[0] as string;
    expect(refusal(cupsOfWar, s, { type: 'unassign', tile, x: -5000, y: 99999 })).toBe('That is off the table.');
    expect(cupsOfWar.apply(s, { type: 'unassign', tile, x: 50, y: 50 }, 0).ok).toBe(true);
  });

  it('refuses a strike card laid off the table, and angles beyond a turn', () => {
    const s = powering();
    const pile = s.piles[0]?.id as string;
    expect(refusal(cupsOfWar, s, { type: 'move', pile, x: 50, y: 50, angle: 1e306 })).toMatch(/^This Cups of War move is not valid \(move, angle:/);
    // A strike with no card ready is refused for that; the table check is the next one.
    const inHand = bring(s.cards, 'air-strike', 'hand-0');
    if (!inHand.ok) throw new Error(inHand.message);
    const ready = deepFreeze({ ...s, cards: inHand.zones, players: s.players.map((p, i) => (i === 0 ? { ...p, ready: { card: 'air-strike', tiles: [] } } : p)) });
    expect(refusal(cupsOfWar, ready, { type: 'command', card: 'air-strike', x: -400, y: 50, angle: 0 })).toBe('Lay Air Strike on the table.');
    expect(cupsOfWar.apply(ready, { type: 'command', card: 'air-strike', x: 40, y: 50, angle: 0 }, 0).ok).toBe(true);
  });

  it('says who won in a short line, however long the names', () => {
    const long = 'A very long player name indeed, forty c';
    const s = cupsOfWar.setup({ options: cupsOfWar.defaultOptions, players: people(4, [long, long, long, long]) }, 1);
    const over = { ...s, phase: 'over' as const, turn: 3, result: { winners: [0, 1, 2, 3], text: 'x'.repeat(300) } };
    expect(cupsOfWar.progress(over).length).toBeLessThanOrEqual(MAX_PROGRESS);
    expect(cupsOfWar.progress({ ...over, result: { winners: [1], text: '' } })).toBe(`${long.slice(0, 19).trimEnd()}… won, turn 3`);
    const you = cupsOfWar.setup({ options: cupsOfWar.defaultOptions, players: people(2) }, 1);
    expect(cupsOfWar.progress({ ...you, phase: 'over', turn: 2, result: { winners: [0], text: '' } })).toBe('You won, turn 2');
    expect(cupsOfWar.progress({ ...you, phase: 'over', turn: 2, result: { winners: [], text: '' } })).toBe('No one won, turn 2');
  });
});

describe('ACW Ironclads keeps every ship on the table', () => {
  it('refuses a ship placed off the table, however far (the sweep only sees the edge nearby)', () => {
    const s = ironStart(true) as IroncladsState;
    for (const [x, y] of [
      [5000, 150],
      [1e300, 150],
      [300, -1e9],
      [-250, 150],
    ]) {
      expect(refusal(ironclads, s, { type: 'place', ship: 'bragg', x, y, heading: 0 })).toBe('A ship must lie on the table.');
    }
  });

  it("refuses a battle whose ships or banks lie off the table in the file's options", () => {
    const o = scenarioOptions('memphis');
    expect(v.is(ironcladsOptions, o)).toBe(true);
    expect(v.is(ironcladsOptions, { ...o, ships: o.ships.map((x, i) => (i ? x : { ...x, x: 1e300 })) })).toBe(false);
    expect(v.is(ironcladsOptions, { ...o, river: { ...o.river, banks: [o.river.banks[0].map((p) => ({ ...p, y: -40 })), o.river.banks[1]] } })).toBe(false);
  });

  it('gives a short progress line, however long the battle title', () => {
    const s = ironclads.setup({ options: { ...scenarioOptions('memphis'), title: 'T'.repeat(80), sides: ['U'.repeat(30), 'C'.repeat(30)] }, players: people(2) }, 1);
    for (const state of [s, { ...s, phase: 'over' as const, turn: 10, result: { winners: [1 as const], text: '' } }, { ...s, phase: 'arrange' as const }]) {
      expect(ironclads.progress(state).length).toBeLessThanOrEqual(MAX_PROGRESS);
    }
    const plum = ironclads.setup({ options: scenarioOptions('plum-point'), players: people(2) }, 1);
    expect(ironclads.progress({ ...plum, phase: 'over', turn: 7, result: { winners: [0], text: '' } })).toBe('Plum Point Bend, 10 May 1862: Union won, turn 7');
  });
});

describe('Tiny 18c', () => {
  it("gives a short progress line at the end, not the whole result (the issue's 125 characters)", () => {
    const s = tinyStart() as Tiny18cState;
    const text = 'The defender broke: 2 of 5 units routed, against 2 of 6: both broke at once, and it lost the larger share. The attacker wins.';
    expect(tiny18c.progress({ ...s, phase: 'over', turn: 7, result: { winner: 0, text } })).toBe('Attacker won, turn 7');
    expect(tiny18c.progress({ ...s, phase: 'over', turn: 30, result: { winner: null, text } })).toBe('Drawn, turn 30');
    expect(tiny18c.result({ ...s, phase: 'over', result: { winner: 0, text } })?.text).toBe(text);
  });

  it('refuses orders whose parts are not orders, rather than keeping them in the state', () => {
    const s = tinyStart();
    expect(refusal(tiny18c, s, { type: 'commit', orders: { phase: 'movement' } })).toMatch(/^This Tiny 18c move is not valid \(commit, orders/);
    expect(refusal(tiny18c, s, { type: 'commit', orders: { phase: 'deploy', columns: { I1: 'x' } } })).toMatch(/^This Tiny 18c move is not valid \(commit, orders/);
  });
});

describe('the games progress lines', () => {
  it('fit the saves list at the start of every game', () => {
    for (const [game, start] of GAMES) {
      const line = game.progress(start());
      expect(line.length, game.title).toBeGreaterThan(0);
      expect(line.length, game.title).toBeLessThanOrEqual(MAX_PROGRESS);
    }
    expect(freeTable.progress(freeStart() as FreeTableState)).toBe('An empty table');
  });
});
