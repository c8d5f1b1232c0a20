import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Strength } from '../../../engine/game';
import { ironclads } from '../game';
import { arcOf, mover, planMove, scenarioOptions, sticksBetween, straightRiver, type IroncladsState, type Ship, type ShipSpec } from '../rules';
import { playGame, type BotKind } from './arena';
import { chooseMove, chooseTargets, hitChance, hitValue } from './planner';

const STRENGTHS: Strength[] = ['easy', 'normal', 'hard'];

/** A battle laid out by hand on a straight river (banks at y 38.1 and 266.7 mm), flowing east. */
function battle(ships: ShipSpec[], seed = 7): IroncladsState {
  const options = { ...scenarioOptions('plum-point'), river: straightRiver(2), ships, arrange: false };
  return ironclads.setup({ options, players: [] }, seed);
}

const ship = (s: IroncladsState, id: string): Ship => s.ships.find((x) => x.id === id)!;

/** The move the computer makes for the ship to move, and where the rules take her. */
function played(s: IroncladsState, strength: Strength = 'normal') {
  const me = mover(s)!;
  const move = chooseMove(s, me.side, strength);
  expect(v.safeParse(ironclads.actionSchema, move).success).toBe(true);
  const plan = planMove(s, me, move.start, move.distance, move.end);
  return { move, plan, after: { ...me, ...plan.pose } };
}

const damaged = (areas: number): Ship['damage'] => ({ crew: areas > 0, hull: areas > 1, guns: false, boiler: areas > 2, rudder: false });

describe('the computer at the helm', () => {
  it('never runs a ship aground when a safe move exists', () => {
    // Heading north-west-by-north towards the north bank: straight on runs her aground.
    const s = battle([
      { id: 'a', name: 'A', side: 0, cls: 'city', x: 150, y: 90, heading: 300 },
      { id: 'z', name: 'Z', side: 1, cls: 'cottonclad', x: 520, y: 150, heading: 180 },
    ]);
    expect(planMove(s, ship(s, 'a'), 0, 'full', 0).outcome).toBe('stranded');
    for (const strength of STRENGTHS) {
      const { move, plan } = played(s, strength);
      expect(plan.outcome, strength).toBe('clear');
      expect(move.distance, strength).not.toBe('stay');
    }
  });

  it('stays put when every move would run her aground (a stationary ship cannot turn)', () => {
    const s = battle([
      { id: 'a', name: 'A', side: 0, cls: 'city', x: 150, y: 72, heading: 270 },
      { id: 'z', name: 'Z', side: 1, cls: 'cottonclad', x: 520, y: 150, heading: 180 },
    ]);
    for (const strength of STRENGTHS) expect(played(s, strength).move.distance, strength).toBe('stay');
  });

  it('rams an enemy lying across her bow within reach', () => {
    const s = battle([
      { id: 'a', name: 'A', side: 0, cls: 'city', x: 200, y: 150, heading: 0 },
      { id: 'z', name: 'Z', side: 1, cls: 'cottonclad', x: 290, y: 150, heading: 90 },
    ]);
    for (const strength of ['normal', 'hard'] as const) {
      const { move, plan } = played(s, strength);
      expect(plan.outcome, strength).toBe('ram');
      expect(plan.other?.id).toBe('z');
      expect(move.end).toBe(0);
    }
  });

  it('rams a ship one hit from sinking rather than trade shots with her', () => {
    const s = battle([
      { id: 'a', name: 'A', side: 0, cls: 'city', x: 200, y: 150, heading: 0 },
      { id: 'z', name: 'Z', side: 1, cls: 'cottonclad', x: 300, y: 175, heading: 0 },
    ]);
    const hurt = { ...s, ships: s.ships.map((x) => (x.id === 'z' ? { ...x, damage: damaged(3) } : x)) };
    expect(played(hurt).plan.outcome).toBe('ram');
  });

  it('turns at the end of her move to bring an enemy on her beam, where her guns reach further', () => {
    for (const y of [240, 70]) {
      const s = battle([
        { id: 'a', name: 'A', side: 0, cls: 'city', x: 100, y: 150, heading: 0 },
        { id: 'z', name: 'Z', side: 1, cls: 'cottonclad', x: 330, y, heading: 90, stranded: true },
      ]);
      const z = ship(s, 'z');
      const { move, after } = played(s);
      expect(move.end).not.toBe(0);
      expect(arcOf(after, z)).toBe('abeam');
      const straight = { ...ship(s, 'a'), ...planMove(s, ship(s, 'a'), 0, 'full', 0).pose };
      expect(arcOf(straight, z)).toBe('ahead');
      const chance = (x: Ship) => hitChance(sticksBetween(s, x, z), arcOf(x, z) === 'abeam' ? 0 : -1);
      expect(chance(after)).toBeGreaterThan(chance(straight));
    }
  });

  it('decides from the player view only: hidden targets and the dice to come change nothing', () => {
    const moving = battle([
      { id: 'a', name: 'A', side: 0, cls: 'city', x: 150, y: 150, heading: 0 },
      { id: 'b', name: 'B', side: 0, cls: 'city', x: 120, y: 100, heading: 0 },
      { id: 'z', name: 'Z', side: 1, cls: 'cottonclad', x: 330, y: 180, heading: 180 },
    ]);
    const other = { ...moving, rng: [1, 2, 3, 4] as IroncladsState['rng'] };
    expect(ironclads.bot!(ironclads.playerView(other, 0), 0, 'normal')).toEqual(ironclads.bot!(ironclads.playerView(moving, 0), 0, 'normal'));
    // Shooting: the other side has fired at one ship or another; the computer cannot know which.
    const shooting = { ...moving, phase: 'shoot' as const, fire: [null, { z: 'a' }] as IroncladsState['fire'] };
    const elsewhere = { ...shooting, fire: [null, { z: 'b' }] as IroncladsState['fire'], rng: [9, 9, 9, 9] as IroncladsState['rng'] };
    const a = ironclads.bot!(ironclads.playerView(shooting, 0), 0, 'hard');
    expect(a.type).toBe('fire');
    expect(ironclads.bot!(ironclads.playerView(elsewhere, 0), 0, 'hard')).toEqual(a);
  });

  it('begins the battle when arranging, and makes the same move from the same view', () => {
    const options = { ...scenarioOptions('memphis'), arrange: true };
    const s = ironclads.setup({ options, players: [] }, 3);
    expect(ironclads.bot!(s, 0, 'normal')).toEqual({ type: 'begin' });
    const r = ironclads.apply(s, { type: 'begin' }, 1);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const seat = mover(r.state)!.side;
    for (const strength of STRENGTHS) expect(ironclads.bot!(r.state, seat, strength)).toEqual(ironclads.bot!(structuredClone(r.state), seat, strength));
  });
});

describe('the computer at the guns', () => {
  it('picks a visible target in range rather than an unlikely one', () => {
    const s = battle([
      { id: 'a', name: 'A', side: 0, cls: 'city', x: 200, y: 150, heading: 0 },
      { id: 'near', name: 'Near', side: 1, cls: 'cottonclad', x: 200, y: 200, heading: 0 },
      { id: 'far', name: 'Far', side: 1, cls: 'cottonclad', x: 480, y: 150, heading: 180 },
    ]);
    expect(sticksBetween(s, ship(s, 'a'), ship(s, 'far'))).toBeGreaterThan(4);
    expect(chooseTargets(s, 0)).toEqual({ a: 'near' });
    // Even when the far one is nearly sunk: a hit there is all but out of reach.
    const hurt = { ...s, ships: s.ships.map((x) => (x.id === 'far' ? { ...x, damage: damaged(3) } : x)) };
    expect(chooseTargets(hurt, 0)).toEqual({ a: 'near' });
  });

  it('at equal odds, fires on the ship nearest to sinking; every ship with a target fires', () => {
    const s = battle([
      { id: 'a', name: 'A', side: 0, cls: 'city', x: 200, y: 150, heading: 0 },
      { id: 'b', name: 'B', side: 0, cls: 'city', x: 100, y: 150, heading: 0 },
      { id: 'north', name: 'North', side: 1, cls: 'cottonclad', x: 200, y: 100, heading: 0 },
      { id: 'south', name: 'South', side: 1, cls: 'cottonclad', x: 200, y: 200, heading: 0 },
    ]);
    const hurt = { ...s, ships: s.ships.map((x) => (x.id === 'south' ? { ...x, damage: damaged(2) } : x)) };
    expect(hitValue(ship(hurt, 'south'))).toBeGreaterThan(hitValue(ship(hurt, 'north')));
    const targets = chooseTargets(hurt, 0);
    expect(targets.a).toBe('south');
    expect(Object.keys(targets).sort()).toEqual(['a', 'b']);
  });

  it('knows the odds: d6 − 1 with its modifiers must be above 0 and reach', () => {
    expect(hitChance(0, 0)).toBeCloseTo(5 / 6);
    expect(hitChance(1, 0)).toBeCloseTo(5 / 6);
    expect(hitChance(1.01, 0)).toBeCloseTo(4 / 6);
    expect(hitChance(2.5, -1)).toBeCloseTo(2 / 6);
    expect(hitChance(0.2, -2)).toBeCloseTo(3 / 6);
    expect(hitChance(5.1, 0)).toBe(0);
  });
});

describe('whole battles, computer against computer', () => {
  const SCENARIOS = ['plum-point', 'memphis', 'hampton-roads'];

  it('normal beats the random baseline in most of 20 battles, never running aground, each within the turn limit', () => {
    let won = 0;
    let sank = 0;
    let lost = 0;
    const tally: string[] = [];
    for (let g = 0; g < 20; g++) {
      const seat = g % 2;
      const kinds: [BotKind, BotKind] = seat === 0 ? ['normal', 'random'] : ['random', 'normal'];
      const out = playGame(1000 + g, SCENARIOS[Math.floor(g / 2) % 3]!, kinds);
      expect(out.result).not.toBeNull();
      expect(out.turns).toBeLessThanOrEqual(10);
      expect(out.strandings[seat], `game ${g}`).toBe(0);
      if (out.result?.winners.length === 1 && out.result.winners[0] === seat) won++;
      sank += out.sunk[seat]!;
      lost += out.sunk[1 - seat]!;
      tally.push(out.result?.winners.length === 1 ? (out.result.winners[0] === seat ? 'W' : 'L') : 'D');
    }
    console.info(`normal against random: won ${won} of 20 (${tally.join('')}), sank ${sank} ships and lost ${lost}`);
    expect(won).toBeGreaterThan(10);
    expect(sank).toBeGreaterThan(3 * lost);
  }, 60_000);

  it('plays every scenario to its end at every strength, with only legal actions', () => {
    const pairs: [BotKind, BotKind][] = [
      ['hard', 'easy'],
      ['easy', 'normal'],
      ['normal', 'hard'],
    ];
    for (const [i, sc] of SCENARIOS.entries()) {
      const out = playGame(77 + i, sc, pairs[i]!, () => 0, 6);
      expect(out.final.phase).toBe('over');
      expect(out.turns).toBeLessThanOrEqual(6);
      expect(out.strandings).toEqual([0, 0]);
    }
  }, 60_000);
});
