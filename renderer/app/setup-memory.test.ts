import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { GameMode } from '../games/mode';
import type { MatchSetup } from '../engine/game';
import { initialSetup, leaveUnstarted, readLastSetup, seatNamesProblem, writeLastSetup, type UnstartedSetups } from './setup-memory';
import type { PrefsStorage } from './print/print-prefs';
import { defaultIroncladsSetup, ironcladsSetupProblem, recalledIronclads } from '../games/ironclads/IroncladsSetup';
import { ironclads } from '../games/ironclads/game';
import { scenarioOptions } from '../games/ironclads/rules';

function memory(): PrefsStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, value) => void data.set(k, value) };
}

const defaults = (): MatchSetup<unknown> => ({
  options: { size: 3 },
  players: [
    { name: 'Red', control: 'human', strength: 'normal' },
    { name: 'Blue', control: 'computer', strength: 'normal' },
  ],
});

function mode(id = 'game'): GameMode {
  return {
    id,
    defaultSetup: defaults,
    setupProblem: (s: MatchSetup<unknown>) => ((s.options as { size: number }).size === 7 ? 'Seven is unlucky.' : null),
    game: { optionsSchema: v.object({ size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)) }), minPlayers: 2, maxPlayers: 3 },
  } as unknown as GameMode;
}

const chosen: MatchSetup<unknown> = {
  options: { size: 5 },
  players: [
    { name: 'Ann', control: 'human', strength: 'normal' },
    { name: 'Bob', control: 'computer', strength: 'hard' },
  ],
};

describe('the New game window remembers the last set-up of each game', () => {
  it('opens on the defaults when nothing is kept, and on the last set-up started once one is', () => {
    const storage = memory();
    expect(initialSetup(storage, mode())).toEqual(defaults());
    writeLastSetup(storage, 'game', chosen);
    expect(initialSetup(storage, mode())).toEqual(chosen);
    // Each game its own.
    expect(initialSetup(storage, mode('other'))).toEqual(defaults());
  });

  it('keeps names as the game started with them: trimmed, a blank one "Player 2"', () => {
    const storage = memory();
    writeLastSetup(storage, 'game', { ...chosen, players: [{ ...chosen.players[0]!, name: '  Ann ' }, { ...chosen.players[1]!, name: ' ' }] });
    expect(readLastSetup(storage, mode())?.players.map((p) => p.name)).toEqual(['Ann', 'Player 2']);
  });

  it('passes over quietly a kept set-up that no longer fits the game (the defaults instead)', () => {
    const bad: unknown[] = [
      'not json {',
      '42',
      'null',
      JSON.stringify({ players: chosen.players }),
      JSON.stringify({ ...chosen, options: { size: 'large' } }),
      JSON.stringify({ ...chosen, options: { size: 12 } }),
      JSON.stringify({ ...chosen, options: { size: 7 } }),
      JSON.stringify({ ...chosen, players: [chosen.players[0]] }),
      JSON.stringify({ ...chosen, players: [...chosen.players, ...chosen.players] }),
      JSON.stringify({ ...chosen, players: [{ ...chosen.players[0], strength: 'godlike' }, chosen.players[1]] }),
      JSON.stringify({ ...chosen, players: [{ ...chosen.players[0], name: 'x'.repeat(41) }, chosen.players[1]] }),
    ];
    for (const text of bad) {
      const storage = memory();
      storage.data.set('muster.setup.game', text as string);
      expect(readLastSetup(storage, mode()), text as string).toBeNull();
      expect(initialSetup(storage, mode())).toEqual(defaults());
    }
  });

  it("a set-up kept by an earlier Muster opens with the rules a game begun now plays by, its names kept", () => {
    const storage = memory();
    writeLastSetup(storage, 'game', chosen);
    const later = { ...mode(), freshSetup: (s: MatchSetup<unknown>) => ({ ...s, options: { size: 8 } }) } as GameMode;
    expect(readLastSetup(storage, later)).toEqual({ ...chosen, options: { size: 8 } });
  });
  it('storage refused or full is no error: the window opens on the defaults and starting forgets', () => {
    const refusing: PrefsStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(initialSetup(refusing, mode())).toEqual(defaults());
    expect(() => writeLastSetup(refusing, 'game', chosen)).not.toThrow();
    expect(initialSetup(undefined, mode())).toEqual(defaults());
  });

  it('a set-up changed and left unstarted (Cancel, Escape) opens again as it was left, problems and all, until a game starts', () => {
    const storage = memory();
    const unstarted: UnstartedSetups = new Map();
    writeLastSetup(storage, 'game', chosen, unstarted);
    const opened = initialSetup(storage, mode(), unstarted);
    // Opened and closed unchanged: the last set-up started is still what opens.
    leaveUnstarted('game', opened, opened, unstarted);
    expect(unstarted.size).toBe(0);
    // Half made, with a problem the game would refuse to start: kept as it was left, for that game only.
    const half: MatchSetup<unknown> = { ...chosen, options: { size: 7 } };
    leaveUnstarted('game', half, opened, unstarted);
    expect(initialSetup(storage, mode(), unstarted)).toEqual(half);
    expect(initialSetup(storage, mode('other'), unstarted)).toEqual(defaults());
    // Starting a game forgets it: the set-up started is the one to open on.
    const started: MatchSetup<unknown> = { ...chosen, options: { size: 4 } };
    writeLastSetup(storage, 'game', started, unstarted);
    expect(initialSetup(storage, mode(), unstarted)).toEqual(started);
  });
});

describe('the New game window refuses two seats of one name', () => {
  const seat = (name: string, control: 'human' | 'computer' = 'human') => ({ name, control, strength: 'normal' as const });
  it('names the name, whether typed alike or only looking alike', () => {
    expect(seatNamesProblem([seat('Anne'), seat('Anne', 'computer')])).toBe('Two players are called “Anne”: give each a name of their own, so the game can tell them apart.');
    expect(seatNamesProblem([seat('Anne'), seat(' anne ')])).toMatch(/^Two players are called “anne”/);
    expect(seatNamesProblem([seat('Café'), seat('Cafe\u0301')])).not.toBeNull();
    expect(seatNamesProblem([seat('Anne'), seat('A\u200bnne')])).not.toBeNull();
    // A blank name starts as "Player 2", as the game would name it.
    expect(seatNamesProblem([seat('Player 2'), seat('')])).toMatch(/“Player 2”/);
  });
  it('refuses a name holding control or text-direction characters, saying which seat', () => {
    expect(seatNamesProblem([seat('Anne'), seat('\u202Enne')])).toBe("Player 2's name cannot hold control or text-direction characters: type it again.");
    expect(seatNamesProblem([seat('A\u2066nne'), seat('Ben')])).toMatch(/^Player 1's name cannot hold/);
    expect(seatNamesProblem([seat('Anne\u0085'), seat('Ben')])).toMatch(/^Player 1's name cannot hold/);
  });
  it('lets names of their own start, blank ones too', () => {
    expect(seatNamesProblem([seat('Anne'), seat('Ben'), seat(''), seat('  ')])).toBeNull();
    expect(seatNamesProblem(defaults().players)).toBeNull();
  });
});

describe('a set-up remembered from the last battle started', () => {
  const storage = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, value: string) => void data.set(k, value) };
  };
  const ironcladsMode = { id: 'ironclads', game: ironclads, defaultSetup: defaultIroncladsSetup, setupProblem: ironcladsSetupProblem, recalled: recalledIronclads } as unknown as GameMode;

  it('opens a ready-made battle to begin at once, though it was started arranged (or kept so by a Muster before withScenario)', () => {
    const kept = storage();
    const started = defaultIroncladsSetup();
    writeLastSetup(kept, 'ironclads', { ...started, options: { ...scenarioOptions('hampton-roads'), arrange: true } }, new Map());
    expect(readLastSetup(kept, ironcladsMode)?.options).toMatchObject({ scenario: 'hampton-roads', arrange: false });
  });

  it('keeps a battle of your own as it was: arranged on the table first, or not', () => {
    const kept = storage();
    const own = { ...scenarioOptions('memphis'), scenario: 'custom', title: 'A battle of your own' };
    for (const arrange of [true, false]) {
      writeLastSetup(kept, 'ironclads', { ...defaultIroncladsSetup(), options: { ...own, arrange } }, new Map());
      expect(readLastSetup(kept, ironcladsMode)?.options).toMatchObject({ scenario: 'custom', arrange });
    }
  });
});
