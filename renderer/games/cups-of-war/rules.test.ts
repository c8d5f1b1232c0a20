import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GameEvent } from '../../engine/game';
import { HIDDEN_CARD, bring, move, seatZone, type Zones, type ZonesResult } from '../../kits/cards';
import {
  CARDS,
  allStacked,
  cupsOfWar,
  freshOptions,
  handOf,
  meetsNeeds,
  resolvePile,
  strengthOf,
  type CupsAction,
  type CupsState,
  type Pile,
  type Tile,
} from './rules';
import { NO_EFFECTS } from './rules/resolve';
import { cardPlan } from './ai/planner';
import { cupsRules } from './rules-text';

const seats = (n: number, mode: 'race' | 'turns' = 'race') => ({
  options: { width: 900, height: 640, turns: 3, battle: mode, turnSeconds: 90 },
  // The log speaks to "You" and about everyone else by name.
  players: Array.from({ length: n }, (_, i) => ({ name: ['You', 'Blue', 'Green', 'Yellow'][i]!, control: 'human' as const, strength: 'normal' as const })),
});

function start(n = 2, mode: 'race' | 'turns' = 'race', seed = 1): CupsState {
  return cupsOfWar.setup(seats(n, mode), seed);
}

function zonesOf(r: ZonesResult): Zones {
  if (!r.ok) throw new Error(r.message);
  return r.zones;
}

/** `s` with `seat` holding exactly `cards`, in that order: each taken from wherever it was, the hand's others back to the deck. */
function withHand(s: CupsState, seat: number, cards: readonly string[]): CupsState {
  const hand = seatZone('hand', seat);
  let zones = s.cards;
  for (const c of handOf(s, seat)) if (!cards.includes(c)) zones = zonesOf(move(zones, c, hand, 'deck'));
  for (const c of cards) zones = zonesOf(bring(zones, c, hand));
  return { ...s, cards: zones };
}

function act(s: CupsState, seat: number, action: CupsAction): { s: CupsState; events: GameEvent[] } {
  const r = cupsOfWar.apply(s, action, seat);
  if (!r.ok) throw new Error(r.message);
  return { s: r.state, events: r.events };
}

/** Every player shakes with their tiles laid out in a row at height y (flips chosen per tile). */
function shakeAll(s: CupsState, flips: (tile: string) => number = () => 0): CupsState {
  let out = s;
  for (const seat of cupsOfWar.actors(out)) {
    const tiles = out.tiles.filter((t) => t.owner === seat && t.where === 'cup');
    out = act(out, seat, {
      type: 'shake',
      landings: tiles.map((t, i) => ({ tile: t.id, x: 40 + i * 40, y: 100 + seat * 120, angle: 0, flips: flips(t.id) })),
    }).s;
  }
  return out;
}

const pileOfTile = (s: CupsState, id: string) => s.piles.find((p) => p.tiles.includes(id))!;
const stack = (s: CupsState, seat: number, tile: string, ontoTile: string) => act(s, seat, { type: 'stack', tile, onto: pileOfTile(s, ontoTile).id }).s;
const tile = (s: CupsState, id: string) => s.tiles.find((t) => t.id === id)!;
const texts = (events: GameEvent[]) => events.flatMap((e) => (e.kind === 'note' ? [e.text] : []));

/** A fight over one pile, with tiles of chosen strengths and owners, outside any game. */
function fight(spec: { owner: number; strength: number; star?: boolean }[], fx = NO_EFFECTS) {
  const tiles = new Map<string, Tile>(
    spec.map((t, i) => [`t${i}`, { id: `t${i}`, owner: t.owner, strength: t.strength, command: !!t.star, starUp: !!t.star, type: 'infantry', where: 'table' }]),
  );
  const pile: Pile = { id: 's1', tiles: [...tiles.keys()], x: 0, y: 0, angle: 0 };
  return resolvePile(pile, tiles, fx);
}

describe('the units', () => {
  it('gives each player fifteen: five 1s, four 2s, three 3s, two 4s and a 5, one command unit of each strength', () => {
    const s = start(4);
    for (let seat = 0; seat < 4; seat++) {
      const mine = s.tiles.filter((t) => t.owner === seat);
      expect(mine.map((t) => t.strength).sort()).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5]);
      expect(mine.filter((t) => t.command).map((t) => t.strength).sort()).toEqual([1, 2, 3, 4, 5]);
      for (const type of ['infantry', 'armor', 'air']) expect(mine.filter((t) => t.type === type)).toHaveLength(5);
    }
  });

  it('deals three command cards to each player from a deck of at least twelve', () => {
    expect(CARDS.length).toBeGreaterThanOrEqual(12);
    const s = start(4);
    expect(s.players.map((_, i) => handOf(s, i).length)).toEqual([3, 3, 3, 3]);
    expect(new Set(s.players.flatMap((_, i) => handOf(s, i))).size).toBe(12);
  });

  it('shows a player their own command cards and a played one, but neither the deck nor anyone else\'s hand', () => {
    const s = withHand(start(2), 0, ['fortify', 'rally']);
    const played = zonesOf(move(s.cards, 'fortify', 'hand-0', 'discard'));
    const view = cupsOfWar.playerView({ ...s, cards: played }, 1);
    expect(handOf(view, 1)).toEqual(handOf(s, 1));
    expect(handOf(view, 0)).toEqual([HIDDEN_CARD]);
    expect(view.cards['deck']?.cards.every((c) => c === HIDDEN_CARD)).toBe(true);
    expect(view.cards['discard']?.cards).toEqual(['fortify']);
    expect(JSON.stringify(view)).not.toContain('rally');
  });

  it('gives a command unit landing star side up a strength of 0 this turn', () => {
    const t: Tile = { id: 'r01', owner: 0, strength: 4, command: true, starUp: true, type: 'infantry', where: 'table' };
    expect(strengthOf(t)).toBe(0);
    expect(strengthOf({ ...t, starUp: false })).toBe(4);
  });

  it('decides the side up from a fair seeded start and the tile\'s turns on the way', () => {
    const counts = [0, 0];
    for (let seed = 1; seed <= 200; seed++) {
      const s = shakeAll(start(2, 'race', seed));
      for (const t of s.tiles.filter((x) => x.command)) counts[t.starUp ? 1 : 0]!++;
    }
    // 200 games x 2 players x 5 command units: near half star side up.
    expect(counts[1]! / (counts[0]! + counts[1]!)).toBeGreaterThan(0.44);
    expect(counts[1]! / (counts[0]! + counts[1]!)).toBeLessThan(0.56);
    // One more turn over flips every command unit.
    const a = shakeAll(start(2, 'race', 7), () => 0);
    const b = shakeAll(start(2, 'race', 7), () => 1);
    for (const t of a.tiles.filter((x) => x.command)) expect(tile(b, t.id).starUp).toBe(!t.starUp);
  });
});

describe("stack resolution (the seed's rule 5)", () => {
  it('keeps a defender stronger than all its attackers together, and discards the attackers', () => {
    expect(fight([{ owner: 0, strength: 5 }, { owner: 1, strength: 2 }, { owner: 1, strength: 2 }]).rounds).toMatchObject([
      { defence: 5, attack: 4, lost: ['t1', 't2'] },
    ]);
  });

  it('discards a defender weaker than its attackers together, who survive', () => {
    expect(fight([{ owner: 0, strength: 3 }, { owner: 1, strength: 2 }, { owner: 1, strength: 2 }]).rounds).toMatchObject([{ defence: 3, attack: 4, lost: ['t0'] }]);
  });

  it('discards everyone on a tie', () => {
    expect(fight([{ owner: 0, strength: 4 }, { owner: 1, strength: 4 }]).rounds).toMatchObject([{ lost: ['t0', 't1'] }]);
  });

  it('counts a star-up command unit as 0', () => {
    expect(fight([{ owner: 0, strength: 5, star: true }, { owner: 1, strength: 1 }]).rounds).toMatchObject([{ defence: 0, attack: 1, lost: ['t0'] }]);
  });

  it('fights a three-player stack again when the middle unit would beat the top one, after the defender falls', () => {
    const r = fight([{ owner: 0, strength: 2 }, { owner: 1, strength: 3 }, { owner: 2, strength: 1 }]);
    expect(r.rounds).toMatchObject([
      { defender: 't0', attackers: ['t1', 't2'], attack: 4, lost: ['t0'] },
      { defender: 't1', attackers: ['t2'], defence: 3, attack: 1, lost: ['t2'] },
    ]);
  });

  it('does not fight again when the middle unit would lose or tie, or when the top two are one player\'s', () => {
    expect(fight([{ owner: 0, strength: 2 }, { owner: 1, strength: 1 }, { owner: 2, strength: 3 }]).rounds).toHaveLength(1);
    expect(fight([{ owner: 0, strength: 2 }, { owner: 1, strength: 2 }, { owner: 2, strength: 2 }]).rounds).toHaveLength(1);
    expect(fight([{ owner: 0, strength: 1 }, { owner: 1, strength: 3 }, { owner: 1, strength: 1 }]).rounds).toHaveLength(1);
  });

  it('does not fight a three-player stack again when the defender held, or all fell on a tie', () => {
    expect(fight([{ owner: 0, strength: 5 }, { owner: 1, strength: 3 }, { owner: 2, strength: 1 }]).rounds).toMatchObject([{ lost: ['t1', 't2'] }]);
    expect(fight([{ owner: 0, strength: 4 }, { owner: 1, strength: 3 }, { owner: 2, strength: 1 }]).rounds).toMatchObject([{ lost: ['t0', 't1', 't2'] }]);
  });
});

describe('stacking', () => {
  it('puts a unit on top of another, and refuses a fourth unit', () => {
    let s = shakeAll(start(3));
    s = stack(s, 1, 'b02', 'r05');
    s = stack(s, 2, 'g02', 'r05');
    expect(pileOfTile(s, 'r05').tiles).toEqual(['r05', 'b02', 'g02']);
    expect(cupsOfWar.apply(s, { type: 'stack', tile: 'r01', onto: pileOfTile(s, 'r05').id }, 0)).toEqual({ ok: false, message: 'No stack may hold more than 3 units.' });
  });

  it('moves only the player\'s own units, a stack with its top unit, and never takes a unit back out of a stack', () => {
    let s = shakeAll(start(2));
    expect(cupsOfWar.apply(s, { type: 'stack', tile: 'b01', onto: pileOfTile(s, 'r01').id }, 0)).toEqual({ ok: false, message: 'You may only stack your own units.' });
    s = stack(s, 1, 'b01', 'r01');
    const pile = pileOfTile(s, 'r01');
    expect(cupsOfWar.apply(s, { type: 'move', pile: pile.id, x: 300, y: 300, angle: 0 }, 0)).toMatchObject({ ok: false });
    s = act(s, 1, { type: 'move', pile: pile.id, x: 300, y: 300, angle: 0 }).s;
    expect(pileOfTile(s, 'r01')).toMatchObject({ x: 300, y: 300, tiles: ['r01', 'b01'] });
    expect(cupsOfWar.apply(s, { type: 'stack', tile: 'b01', onto: pileOfTile(s, 'r02').id }, 1)).toEqual({ ok: false, message: 'A unit already in a stack stays there.' });
  });

  it('ends the battle for everyone when a player with every unit stacked calls Done', () => {
    let s = shakeAll(start(2));
    const reds = s.tiles.filter((t) => t.owner === 0).map((t) => t.id);
    const blues = s.tiles.filter((t) => t.owner === 1).map((t) => t.id);
    // Blue puts each of its units on a red one (strongest on weakest): every blue unit is stacked.
    blues.forEach((b, i) => (s = stack(s, 1, b, reds[14 - i]!)));
    expect(allStacked(s, 1)).toBe(true);
    const { s: after, events } = act(s, 1, { type: 'done' });
    expect(texts(events)).toContain('Blue: "Done!" Every unit is stacked: the battle ends.');
    expect(after.turn).toBe(2);
    expect(after.phase).toBe('shake');
  });

  it('lets a player call Done early, freezing only their own units', () => {
    let s = shakeAll(start(2));
    s = act(s, 0, { type: 'done' }).s;
    expect(s.phase).toBe('battle');
    expect(cupsOfWar.actors(s)).toEqual([1]);
    expect(cupsOfWar.apply(s, { type: 'stack', tile: 'r01', onto: pileOfTile(s, 'b01').id }, 0)).toMatchObject({ ok: false });
    s = stack(s, 1, 'b05', 'r02');
    expect(pileOfTile(s, 'r02').tiles).toEqual(['r02', 'b05']);
  });
});

describe('stacking is attacking', () => {
  // "Quickly stack them to attack other units": a unit goes onto another player's unit, never onto
  // a stack its own player defends (where it would attack its own unit, and count as stacked for Done).
  const fresh = (seed = 1) => shakeAll({ ...start(3, 'race', seed), options: freshOptions(start(3).options) });

  it("refuses a unit stacked onto its own player's unit, or onto a stack that player defends", () => {
    let s = fresh();
    expect(cupsOfWar.apply(s, { type: 'stack', tile: 'r01', onto: pileOfTile(s, 'r15').id }, 0)).toEqual({
      ok: false,
      message: "A stack is an attack: stack your units onto another player's, not onto your own.",
    });
    s = stack(s, 1, 'b02', 'r05');
    expect(cupsOfWar.apply(s, { type: 'stack', tile: 'r01', onto: pileOfTile(s, 'r05').id }, 0)).toMatchObject({ ok: false });
    // Joining another player's attack on an enemy, or one's own, is an attack.
    s = stack(s, 0, 'r01', 'b05');
    s = stack(s, 2, 'g03', 'b05');
    expect(pileOfTile(s, 'b05').tiles).toEqual(['b05', 'r01', 'g03']);
    expect(pileOfTile(stack(s, 1, 'b03', 'g07'), 'g07').tiles).toEqual(['g07', 'b03']);
    // The rules window says so.
    expect(cupsRules.flatMap((x) => x.paragraphs).join(' ')).toContain('A stack is an attack: never onto a unit of your own, nor onto a stack your own unit defends.');
  });

  // The rules say nothing of who may move a stack, nor whether a unit may leave one: the code fills both.
  it('has the rules window give who moves a stack, and that a unit stays in its stack, as our reading', () => {
    const paragraphs = cupsRules.find((x) => x.title === 'Battle: stack')!.paragraphs;
    const readings = paragraphs.filter((p) => p.startsWith('Our reading:')).join(' ');
    const rest = paragraphs.filter((p) => !p.startsWith('Our reading:')).join(' ');
    for (const words of ['a stack moves with its top unit', 'A unit once in a stack stays there']) {
      expect(readings).toContain(words);
      expect(rest).not.toContain(words);
    }
  });

  it('never lets a player stack above a unit of their own at the bottom, whatever is tried', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 44 }), fc.integer({ min: 0, max: 44 })), { maxLength: 60 }), (seed, moves) => {
        let s = fresh(seed);
        for (const [seat, a, b] of moves) {
          const pile = s.piles.find((p) => p.tiles.includes(s.tiles[b]!.id));
          if (s.phase !== 'battle' || !pile) continue;
          const r = cupsOfWar.apply(s, { type: 'stack', tile: s.tiles[a]!.id, onto: pile.id }, seat);
          if (r.ok) s = r.state;
        }
        for (const p of s.piles) {
          const [bottom, ...above] = p.tiles.map((id) => tile(s, id).owner);
          expect(above).not.toContain(bottom);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('still replays a war saved before the rule as it was played: a unit stacked onto its own', () => {
    const s = shakeAll(start(2));
    expect(pileOfTile(stack(s, 0, 'r01', 'r15'), 'r15').tiles).toEqual(['r15', 'r01']);
  });
});

describe('command cards', () => {
  const tileOf = (owner: number, type: Tile['type'], star: boolean, id = 'x'): Tile => ({ id, owner, type, strength: 1, command: star, starUp: star, where: 'card' });

  it('needs star-up command units and unit types, no unit counted twice', () => {
    const needs = { stars: 1, types: { air: 2 } };
    expect(meetsNeeds([tileOf(0, 'infantry', true), tileOf(0, 'air', false), tileOf(0, 'air', false)], needs)).toBe(true);
    // A star-up Air command unit pays the star or one Air unit, not both.
    expect(meetsNeeds([tileOf(0, 'air', true), tileOf(0, 'air', false)], needs)).toBe(false);
    expect(meetsNeeds([tileOf(0, 'air', true), tileOf(0, 'air', false), tileOf(0, 'air', false)], needs)).toBe(true);
    // A command unit lying number side up is not a star.
    expect(meetsNeeds([{ ...tileOf(0, 'infantry', true), starUp: false }, tileOf(0, 'air', false), tileOf(0, 'air', false)], needs)).toBe(false);
  });

  /** A two-player battle where red holds Air Strike and its command units lie star side up. */
  function airStrikeTable(): CupsState {
    let s = start(2, 'race', 3);
    s = withHand(s, 0, ['air-strike', 'fortify', 'reinforcements']);
    // Flips chosen so red's 1-strength Infantry command unit (r01) lands star up; others as they fall.
    for (let f = 0; f < 2; f++) {
      const tried = shakeAll(s, (id) => (id === 'r01' ? f : 0));
      if (tile(tried, 'r01').starUp) return tried;
    }
    throw new Error('no way to land r01 star up');
  }

  it('is powered by stacking the units on it, and Air Strike removes every enemy Armor and Infantry unit it touches', () => {
    let s = airStrikeTable();
    // r01 is the star-up command unit; r04 and r05 are Air Support.
    s = act(s, 0, { type: 'assign', tile: 'r01', card: 'air-strike' }).s;
    s = act(s, 0, { type: 'assign', tile: 'r04', card: 'air-strike' }).s;
    const powered = act(s, 0, { type: 'assign', tile: 'r05', card: 'air-strike' });
    s = powered.s;
    expect(texts(powered.events)).toContain('Your command card is powered.');
    expect(s.players[0]?.ready).toEqual({ card: 'air-strike', tiles: ['r01', 'r04', 'r05'] });
    // Blue's row lies at y = 220: the card (63 x 88 mm) laid across x 40..80 touches b01 and b02.
    const b = s.piles.filter((p) => s.tiles.find((t) => t.id === p.tiles[0])?.owner === 1);
    expect(b.length).toBe(15);
    const { s: after, events } = act(s, 0, { type: 'command', card: 'air-strike', x: 60, y: 220, angle: 0 });
    const touched = ['b01', 'b02'];
    const removed = touched.filter((id) => ['armor', 'infantry'].includes(tile(s, id).type));
    for (const id of touched) expect(tile(after, id).where).toBe(removed.includes(id) ? 'lost' : 'table');
    expect(texts(events).at(-1)).toBe(`You played Air Strike: Blue's ${removed.map((id) => `${tile(s, id).strength} Infantry`).join(' and ')} ${removed.length === 1 ? 'is' : 'are'} removed.`);
    // The card is used up, and its units go back to the cup for next turn.
    expect(handOf(after, 0)).toEqual(['fortify', 'reinforcements']);
    expect(after.cards['discard']?.cards).toEqual(['air-strike']);
    expect(['r01', 'r04', 'r05'].map((id) => tile(after, id).where)).toEqual(['cup', 'cup', 'cup']);
  });

  it('names a command card to no one while it is in its hand: not in the log, its notes or the others\' view, until it is played', () => {
    let s = airStrikeTable();
    const secret = /air.strike/i;
    const line = (seat: number, action: CupsAction) => {
      const text = cupsOfWar.describe(action, s, seat);
      const r = act(s, seat, action);
      s = r.s;
      return JSON.stringify({ text, events: r.events });
    };
    expect(line(0, { type: 'assign', tile: 'r01', card: 'air-strike' })).not.toMatch(secret);
    expect(JSON.stringify(cupsOfWar.playerView(s, 1))).not.toMatch(secret);
    expect(line(0, { type: 'unassign', tile: 'r01', x: 300, y: 300 })).not.toMatch(secret);
    for (const id of ['r01', 'r04']) expect(line(0, { type: 'assign', tile: id, card: 'air-strike' })).not.toMatch(secret);
    const powered = line(0, { type: 'assign', tile: 'r05', card: 'air-strike' });
    expect(powered).toContain('Your command card is powered.');
    expect(powered).not.toMatch(secret);
    expect(JSON.stringify(cupsOfWar.playerView(s, 1))).not.toMatch(secret);
    // Its own player still sees it.
    expect(cupsOfWar.playerView(s, 0).players[0]?.ready?.card).toBe('air-strike');
    // Played, it is named.
    expect(line(0, { type: 'command', card: 'air-strike', x: 60, y: 220, angle: 0 })).toMatch(/played Air Strike/);
  });

  it('keeps a card that was not powered secret when its units are lost', () => {
    let s = airStrikeTable();
    s = act(s, 0, { type: 'assign', tile: 'r02', card: 'fortify' }).s;
    const blues = s.tiles.filter((t) => t.owner === 1).map((t) => t.id);
    const reds = s.tiles.filter((t) => t.owner === 0 && t.where === 'table').map((t) => t.id);
    blues.forEach((bl, i) => (s = stack(s, 1, bl, reds[i % reds.length]!)));
    const { events } = act(s, 1, { type: 'done' });
    expect(texts(events)).toContain('You did not power your command card: the unit on it is lost.');
    expect(JSON.stringify(events)).not.toMatch(/fortify/i);
  });

  it('powers one card a turn, even once a Battle card is played: a second waits for the next turn (a war saved before keeps its old reading)', () => {
    const strike = (s: CupsState) => {
      for (const id of ['r01', 'r04', 'r05']) s = act(s, 0, { type: 'assign', tile: id, card: 'air-strike' }).s;
      return act(s, 0, { type: 'command', card: 'air-strike', x: 60, y: 220, angle: 0 }).s;
    };
    const table = airStrikeTable();
    const { oneCommandATurn: _, ...before } = table.options;
    // Every war begun now plays by it, from a set-up kept by an earlier Muster too.
    let s = strike({ ...table, options: freshOptions(before) });
    expect(cupsOfWar.apply(s, { type: 'assign', tile: 'r02', card: 'fortify' }, 0)).toEqual({ ok: false, message: 'You have played a command this turn already: only one a turn.' });
    // The computer does not reach for a second card either.
    expect(cardPlan(s, 0)).toBeNull();
    // A war saved before the rule was kept replays as it was played: the second card was let through.
    expect(cupsOfWar.apply(strike({ ...table, options: before }), { type: 'assign', tile: 'r02', card: 'fortify' }, 0).ok).toBe(true);
    // Next turn, another card may be powered.
    s = act(act(s, 0, { type: 'done' }).s, 1, { type: 'done' }).s;
    expect(s.turn).toBe(2);
    expect(s.players[0]?.commanded).toBeUndefined();
  });

  it("plays the rules' Example 2: a Command unit and one Air Support on Air Strike when Blue calls Done are lost, the card kept", () => {
    let s = airStrikeTable();
    s = act(s, 0, { type: 'assign', tile: 'r01', card: 'air-strike' }).s;
    s = act(s, 0, { type: 'assign', tile: 'r04', card: 'air-strike' }).s;
    expect(s.players[0]?.ready).toBeNull();
    const reds = s.tiles.filter((t) => t.owner === 0 && t.where === 'table').map((t) => t.id);
    s.tiles.filter((t) => t.owner === 1).forEach((bl, i) => (s = stack(s, 1, bl.id, reds[i % reds.length]!)));
    const { s: after, events } = act(s, 1, { type: 'done' });
    expect(texts(events)).toContain('You did not power your command card: the 2 units on it are lost.');
    expect(['r01', 'r04'].map((id) => tile(after, id).where)).toEqual(['lost', 'lost']);
    expect(handOf(after, 0)).toContain('air-strike');
  });

  it("lasts at most three turns, then the shake-off", () => {
    let s = cupsOfWar.setup({ ...seats(2), options: freshOptions(seats(2).options) }, 4);
    for (const turn of [1, 2, 3]) {
      expect(s.turn).toBe(turn);
      s = shakeAll(s);
      s = act(act(s, 0, { type: 'done' }).s, 1, { type: 'done' }).s;
    }
    expect(s.phase).toBe('shakeoff');
    expect(s.turn).toBe(3);
  });

  it('allows units on only one card a turn, and costs a card\'s units at the end of Recovery when it is not powered', () => {
    let s = airStrikeTable();
    s = act(s, 0, { type: 'assign', tile: 'r02', card: 'fortify' }).s;
    expect(cupsOfWar.apply(s, { type: 'assign', tile: 'r03', card: 'air-strike' }, 0)).toEqual({ ok: false, message: 'You may stack units on only one command card a turn.' });
    // Units on a card cannot be attacked.
    expect(s.piles.some((p) => p.tiles.includes('r02'))).toBe(false);
    const blues = s.tiles.filter((t) => t.owner === 1).map((t) => t.id);
    const reds = s.tiles.filter((t) => t.owner === 0 && t.where === 'table').map((t) => t.id);
    blues.forEach((bl, i) => (s = stack(s, 1, bl, reds[i % reds.length]!)));
    const { s: after, events } = act(s, 1, { type: 'done' });
    expect(texts(events)).toContain('You did not power your command card: the unit on it is lost.');
    expect(tile(after, 'r02').where).toBe('lost');
    expect(handOf(after, 0)).toContain('fortify');
  });

  it('plays Fortify in Recovery: the defenders count two more', () => {
    let s = start(2, 'race', 3);
    s = withHand(s, 0, ['fortify', 'air-strike', 'rally']);
    let table: CupsState | null = null;
    for (let f = 0; f < 4 && !table; f++) {
      const tried = shakeAll(s, (id) => (id === 'r01' ? f % 2 : id === 'r06' ? Math.floor(f / 2) : 0));
      if (tile(tried, 'r01').starUp) table = tried;
    }
    s = table!;
    // r01 (star), r03 and r07 (Armor) power Fortify.
    for (const id of ['r01', 'r03', 'r08']) s = act(s, 0, { type: 'assign', tile: id, card: 'fortify' }).s;
    expect(s.players[0]?.ready?.card).toBe('fortify');
    // Blue's 3 attacks red's 2 (r07): 3 against 2 + 2.
    s = stack(s, 1, 'b10', 'r07');
    const rest = s.tiles.filter((t) => t.owner === 1 && t.id !== 'b10').map((t) => t.id);
    const targets = s.tiles.filter((t) => t.owner === 0 && t.where === 'table' && t.id !== 'r07').map((t) => t.id);
    rest.forEach((b, i) => (s = stack(s, 1, b, targets[i % targets.length]!)));
    const { s: after, events } = act(s, 1, { type: 'done' });
    expect(texts(events)).toContain('You played Fortify ("This Recovery, each of your defending units counts 2 more.")');
    expect(texts(events)).toContain("Your 2 Infantry defends against Blue's 3 Air Support: 2 + 2 for Fortify = 4 beats 3, so Blue's 3 Air Support is lost.");
    expect(tile(after, 'r07').where).toBe('cup');
    expect(tile(after, 'b10').where).toBe('lost');
  });
});

describe('the log, in the players\' words', () => {
  it('tells every fight with its sums, by the players\' names and the units\' printed strengths and types', () => {
    let s = shakeAll(start(3));
    s = { ...s, tiles: s.tiles.map((t) => ({ ...t, starUp: t.id === 'b13' })) };
    s = stack(s, 1, 'b12', 'r11'); // a 3 on a 3: a tie
    s = stack(s, 0, 'r02', 'b13'); // two 1s on a 4 lying star side up
    s = stack(s, 2, 'g03', 'b13');
    s = stack(s, 0, 'r14', 'g07'); // three players: Green's 2 falls, then my 4 beats Blue's 2
    s = stack(s, 1, 'b09', 'g07');
    s = act(s, 0, { type: 'done' }).s;
    s = act(s, 1, { type: 'done' }).s;
    const { events } = act(s, 2, { type: 'done' });
    expect(texts(events)).toEqual(
      expect.arrayContaining([
        "Your 3 Infantry defends against Blue's 3 Armor: 3 against 3, a tie, so both are lost.",
        "Blue's 4 Infantry (star side up: 0) defends against your 1 Infantry and Green's 1 Armor: 1 + 1 = 2 beats 0, so Blue's 4 Infantry (star side up: 0) is lost.",
        "Green's 2 Infantry defends against your 4 Air Support and Blue's 2 Air Support: 4 + 2 = 6 beats 2, so Green's 2 Infantry is lost.",
        "Then your 4 Air Support, now at the bottom, defends against Blue's 2 Air Support: 4 beats 2, so Blue's 2 Air Support is lost.",
      ]),
    );
  });

  it('names what was stacked on what, and who shook what star side up', () => {
    const s0 = start(2);
    const shaken = act(s0, 0, { type: 'shake', landings: s0.tiles.filter((t) => t.owner === 0).map((t, i) => ({ tile: t.id, x: 40 + i * 40, y: 100, angle: 0, flips: 0 })) });
    const stars = shaken.s.tiles.filter((t) => t.owner === 0 && t.starUp);
    expect(stars.length).toBeGreaterThan(0);
    expect(texts(shaken.events)[0]).toMatch(/^You shook 15 units onto the table; your \d \w+( \w+)?(, \d \w+( \w+)?)*( and \d \w+( \w+)?)? landed star side up \((it counts|they count) 0 this turn\)\.$/);
    let s = shakeAll(s0);
    s = { ...s, tiles: s.tiles.map((t) => ({ ...t, starUp: false })) };
    expect(cupsOfWar.describe({ type: 'stack', tile: 'r15', onto: pileOfTile(s, 'b02').id }, s, 0)).toBe("You stacked your 5 Armor on Blue's 1 Infantry");
    s = stack(s, 0, 'r15', 'b02');
    expect(cupsOfWar.describe({ type: 'stack', tile: 'r14', onto: pileOfTile(s, 'b02').id }, s, 0)).toBe("You stacked your 4 Air Support on Blue's 1 Infantry, already attacked by your 5 Armor");
    expect(cupsOfWar.describe({ type: 'shake', landings: [] }, s, 1)).toBe('Blue shook their cup');
    expect(cupsOfWar.describe({ type: 'move', pile: pileOfTile(s, 'b14').id, x: 300, y: 300, angle: 0 }, s, 1)).toBe('Blue moved their 4 Air Support');
  });
});

describe('turns and the end of the game', () => {
  it('sends every surviving unit back to the cup at the next Logistics', () => {
    let s = shakeAll(start(2));
    s = stack(s, 1, 'b15', 'r01');
    s = act(s, 0, { type: 'done' }).s;
    s = act(s, 1, { type: 'done' }).s;
    expect(s.turn).toBe(2);
    expect(tile(s, 'r01').where).toBe('lost');
    expect(s.tiles.filter((t) => t.where !== 'lost').every((t) => t.where === 'cup')).toBe(true);
    expect(s.piles).toEqual([]);
  });

  it('is won by the only player with units left', () => {
    let s = shakeAll(start(2));
    // Red is down to one unit, a 1; blue's 5 attacks it and red, fully stacked, calls Done.
    s = { ...s, tiles: s.tiles.map((t) => (t.owner === 0 && t.id !== 'r02' ? { ...t, where: 'lost' as const } : { ...t, starUp: false })) };
    s = { ...s, piles: s.piles.filter((p) => p.tiles.every((id) => s.tiles.find((t) => t.id === id)?.where === 'table')) };
    s = stack(s, 1, 'b15', 'r02');
    const { s: after, events } = act(s, 0, { type: 'done' });
    expect(after.phase).toBe('over');
    expect(cupsOfWar.result(after)).toEqual({ winners: [1], draw: false, text: 'Blue alone has units left and wins.' });
    expect(texts(events)).toContain("Your 1 Infantry defends against Blue's 5 Armor: 5 beats 1, so your 1 Infantry is lost.");
  });

  it('has no winner when the last units of every side fall together', () => {
    let s = shakeAll(start(2));
    const reds = s.tiles.filter((t) => t.owner === 0);
    const blues = s.tiles.filter((t) => t.owner === 1);
    s = { ...s, tiles: s.tiles.map((t) => ({ ...t, starUp: false })) };
    // Each blue attacks the red of the same strength: every fight is a tie, and everyone falls.
    blues.forEach((b, i) => (s = stack(s, 1, b.id, reds[i]!.id)));
    const { s: after } = act(s, 0, { type: 'done' });
    expect(cupsOfWar.result(after)).toEqual({ winners: [], draw: true, text: 'No one has a unit left: no winner.' });
  });

  it('ends after the last turn with a shake-off: the highest total wins, star-up command units counting 0, ties shared', () => {
    let s = cupsOfWar.setup({ ...seats(2), options: { ...seats(2).options, turns: 1 } }, 5);
    s = shakeAll(s);
    s = act(s, 0, { type: 'done' }).s;
    s = act(s, 1, { type: 'done' }).s;
    expect(s.phase).toBe('shakeoff');
    s = shakeAll(s, (id) => (id.startsWith('r') ? 0 : 1));
    expect(s.phase).toBe('over');
    const totals = [0, 1].map((seat) => s.tiles.filter((t) => t.owner === seat).reduce((a, t) => a + strengthOf(t), 0));
    expect(s.shakeoff).toEqual(totals);
    const best = Math.max(...totals);
    expect(cupsOfWar.result(s)?.winners).toEqual([0, 1].filter((seat) => totals[seat] === best));
    const said = totals[0] === totals[1] ? 'You and Blue share the victory' : totals[0]! > totals[1]! ? 'You win' : 'Blue wins';
    expect(cupsOfWar.result(s)?.text).toBe(`Shake-off: You ${totals[0]}, Blue ${totals[1]}. ${said}.`);
  });

  it('in turns battles, lets one stacker at a time act, and records the fastest complete time', () => {
    let s = shakeAll(start(2, 'turns'));
    expect(cupsOfWar.actors(s)).toEqual([0]);
    const blues = s.tiles.filter((t) => t.owner === 1).map((t) => t.id);
    s = act(s, 0, { type: 'done', elapsed: 5000 }).s;
    expect(cupsOfWar.actors(s)).toEqual([1]);
    const reds = s.tiles.filter((t) => t.owner === 0).map((t) => t.id);
    blues.forEach((b, i) => (s = stack(s, 1, b, reds[14 - i]!)));
    expect(s.battleLimit).toBeNull();
    const r = cupsOfWar.apply(s, { type: 'done', elapsed: 12_000 }, 1);
    expect(r.ok && r.state.phase).toBe('shake');
    expect(r.ok && r.state.turn).toBe(2);
    // Next turn the order starts one seat later.
    const next = shakeAll((r as { state: CupsState }).state);
    expect(cupsOfWar.actors(next)).toEqual([1]);
    const done = act(next, 1, { type: 'done', elapsed: 4000 }).s;
    expect(done.battleLimit).toBe(null);
  });
});

describe('whatever is done on the table', () => {
  it('never loses a unit, never builds a stack over three, and keeps every table unit in exactly one stack', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 44 }), fc.integer({ min: 0, max: 44 }), fc.constantFrom('stack', 'done', 'move')), { maxLength: 80 }),
        (seed, moves) => {
          let s = shakeAll(start(3, 'race', seed));
          for (const [seat, a, b, kind] of moves) {
            if (s.phase !== 'battle') s = shakeAll(s);
            if (s.phase !== 'battle') break;
            const t = s.tiles[a];
            const target = s.tiles[b];
            const pile = target && s.piles.find((p) => p.tiles.includes(target.id));
            const action: CupsAction | null =
              kind === 'done' ? { type: 'done' } : kind === 'move' ? (pile ? { type: 'move', pile: pile.id, x: 100 + a * 10, y: 100 + b * 8, angle: 0 } : null) : t && pile ? { type: 'stack', tile: t.id, onto: pile.id } : null;
            if (!action) continue;
            const r = cupsOfWar.apply(s, action, seat);
            if (r.ok) s = r.state;
          }
          expect(s.tiles).toHaveLength(45);
          for (const p of s.piles) expect(p.tiles.length).toBeGreaterThanOrEqual(1);
          for (const p of s.piles) expect(p.tiles.length).toBeLessThanOrEqual(3);
          const onTable = s.tiles.filter((t) => t.where === 'table').map((t) => t.id).sort();
          expect(s.piles.flatMap((p) => p.tiles).sort()).toEqual(onTable);
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('every command card does what it says', () => {
  /** A battle where `seat` holds `card` powered and ready (its units already on it). */
  function readyWith(card: string, seat = 0, seed = 11): CupsState {
    const s = shakeAll(start(2, 'race', seed));
    const ready = { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, ready: { card, tiles: [] } } : p)) };
    return withHand(ready, seat, [card, ...handOf(s, seat).filter((c) => c !== card)].slice(0, 3));
  }
  /** Ends the battle: blue, with nothing else to do, attacks as given, then everyone calls Done. */
  function endBattle(s: CupsState): { s: CupsState; events: GameEvent[] } {
    let out = s;
    const events: GameEvent[] = [];
    for (const seat of [0, 1]) {
      if (out.phase !== 'battle') break;
      const r = act(out, seat, { type: 'done' });
      out = r.s;
      events.push(...r.events);
    }
    return { s: out, events };
  }

  it.each([
    ['barrage', (t: Tile) => strengthOf(t) <= 2],
    ['bombing-run', (t: Tile) => t.type === 'armor'],
    ['strafing', (t: Tile) => t.type === 'infantry'],
  ])('%s removes only the enemy units it names, under the card', (card, hits) => {
    const s = readyWith(card);
    const under = ['b01', 'b02'];
    const { s: after } = act(s, 0, { type: 'command', card, x: 60, y: 220, angle: 0 });
    for (const id of under) expect(tile(after, id).where).toBe(hits(tile(s, id)) ? 'lost' : 'table');
    // Red's own units under a card are never struck.
    const own = act(readyWith(card), 0, { type: 'command', card, x: 60, y: 100, angle: 0 }).s;
    expect(own.tiles.filter((t) => t.owner === 0).every((t) => t.where === 'table')).toBe(true);
  });

  it('Combined Arms: the attackers count two more between them', () => {
    let s = readyWith('combined-arms');
    s = { ...s, tiles: s.tiles.map((t) => ({ ...t, starUp: false })) };
    s = stack(s, 0, 'r02', 'b06'); // red's 1 against blue's 2: 1 + 2 = 3 beats 2
    const { events } = endBattle(s);
    expect(texts(events)).toContain("Blue's 2 Armor defends against your 1 Infantry: 1 + 2 for Combined Arms = 3 beats 2, so Blue's 2 Armor is lost.");
  });

  it('Counterattack: a tie on a stack the player defends goes to the defender', () => {
    let s = readyWith('counterattack');
    s = { ...s, tiles: s.tiles.map((t) => ({ ...t, starUp: false })) };
    s = stack(s, 1, 'b06', 'r07'); // 2 against 2
    const { s: after } = endBattle(s);
    expect(tile(after, 'r07').where).toBe('cup');
    expect(tile(after, 'b06').where).toBe('lost');
  });

  it('Field Hospital: the two strongest units lost in Recovery come back', () => {
    let s = readyWith('field-hospital');
    s = { ...s, tiles: s.tiles.map((t) => ({ ...t, starUp: false })) };
    s = stack(s, 1, 'b15', 'r13'); // red's 4 falls to blue's 5
    s = stack(s, 1, 'b14', 'r06'); // red's 2 falls to blue's 4
    s = stack(s, 1, 'b13', 'r01'); // red's 1 falls to blue's 4
    const { s: after, events } = endBattle(s);
    expect(['r13', 'r06', 'r01'].map((id) => tile(after, id).where)).toEqual(['cup', 'cup', 'lost']);
    expect(texts(events)).toContain('Field Hospital: your 4 Infantry and 2 Armor return to your cup.');
  });

  it.each([
    ['reinforcements', ['r15', 'r13'], ['r01']],
    ['supply-drop', ['r15'], ['r13', 'r01']],
    ['conscription', ['r01', 'r02'], ['r15']],
    ['rally', ['r01', 'r15'], ['r02']],
  ])('%s brings lost units back at the next Logistics', (card, back, stay) => {
    let s = readyWith(card);
    const lost = ['r01', 'r02', 'r13', 'r15'];
    s = { ...s, tiles: s.tiles.map((t) => (lost.includes(t.id) ? { ...t, where: 'lost' as const } : t)) };
    s = { ...s, piles: s.piles.filter((p) => !p.tiles.some((id) => lost.includes(id))) };
    const { s: after, events } = endBattle(s);
    expect(after.turn).toBe(2);
    for (const id of back) expect(tile(after, id).where).toBe('cup');
    for (const id of stay) expect(tile(after, id).where).toBe('lost');
    expect(texts(events).some((t) => t.startsWith(`You played ${CARDS.find((c) => c.id === card)!.name}`))).toBe(true);
    expect(handOf(after, 0)).not.toContain(card);
  });
});
