import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { produce, type Draft } from 'immer';
import { Rng, seedRng, type RngState } from '../../engine/rng';
import type { DiceRoll } from '../../engine/dice';
import type { GameEvent } from '../../engine/game';
import {
  AREAS,
  acrossOf,
  arcOf,
  arrangementProblem,
  bankCurve,
  curveY,
  battleAsLaidOut,
  freshOptions,
  scenarioOptions,
  hullShape,
  ironclads,
  lineOfSight,
  mover,
  movementOrder,
  newShipSpec,
  obstaclesFor,
  planMove,
  poseOf,
  rangeModifier,
  shipClass,
  slideDistance,
  stick,
  TABLE,
  sticksText,
  straightRiver,
  sweepWorldFor,
  targetsFor,
  type Area,
  type Distance,
  type IroncladsAction,
  type IroncladsOptions,
  type IroncladsState,
  type River,
  type Ship,
  type ShipSpec,
  type Side,
} from './rules';
import { outcomeText } from './ironclads-ui';
import { ironcladsRules } from './rules-text';

// ---- tables and ships --------------------------------------------------------------------------------

const players = [
  { name: 'North', control: 'human' as const, strength: 'normal' as const },
  { name: 'South', control: 'human' as const, strength: 'normal' as const },
];

// The default straight river: strings at y = 38.1 and 266.7 (4.5 sticks apart), centre 152.4.
const RIVER = straightRiver(2);
const NORTH = RIVER.banks[0][0]!.y;
const SOUTH = RIVER.banks[1][0]!.y;
const MID = 152.4;
const CITY = shipClass('city');
const COTTON = shipClass('cottonclad');

const spec = (id: string, side: Side, x: number, y: number, heading: number, cls = 'city', extra: Partial<ShipSpec> = {}): ShipSpec => ({
  id,
  name: id.toUpperCase(),
  side,
  cls,
  x,
  y,
  heading,
  ...extra,
});

function battle(ships: ShipSpec[], opts: Partial<IroncladsOptions> = {}, seed = 1): IroncladsState {
  const inches = opts.matchstickInches ?? 2;
  const options: IroncladsOptions = {
    matchstickInches: inches,
    turnLimit: 10,
    scenario: 'custom',
    title: 'Test',
    ships,
    river: straightRiver(inches, 'east'),
    arrange: false,
    sides: ['Union', 'Confederate'],
    ...opts,
  };
  return ironclads.setup({ options, players }, seed);
}

/** The state changed by hand (damage, wrecks), with the movement order taken afresh. */
function edit(s: IroncladsState, fn: (d: Draft<IroncladsState>) => void): IroncladsState {
  return produce(s, (d) => {
    fn(d);
    if (d.phase === 'move') {
      d.order = movementOrder(d as IroncladsState);
      d.next = 0;
    }
  });
}

function damaged(s: IroncladsState, id: string, areas: Area[]): IroncladsState {
  return edit(s, (d) => {
    const x = d.ships.find((y) => y.id === id)!;
    for (const a of areas) x.damage[a] = true;
  });
}

const sunk = (s: IroncladsState, id: string) =>
  edit(s, (d) => {
    const x = d.ships.find((y) => y.id === id)!;
    x.sunk = true;
    x.damage = { crew: true, hull: true, guns: true, boiler: true, rudder: false };
  });

/** An RNG state whose next d6 rolls come out as `faces`, found by trying seeds. */
function rngRolling(...faces: number[]): RngState {
  for (let seed = 1; seed < 1_000_000; seed++) {
    const st = seedRng(seed);
    const r = new Rng(st);
    if (faces.every((f) => r.int(1, 6) === f)) return st;
  }
  throw new Error(`no seed rolls ${faces.join(', ')}`);
}

const withDice = (s: IroncladsState, ...faces: number[]) =>
  produce(s, (d) => {
    d.rng = rngRolling(...faces);
  });

const ship = (s: IroncladsState, id: string): Ship => s.ships.find((x) => x.id === id)!;
const texts = (events: GameEvent[]) => events.flatMap((e) => (e.kind === 'note' ? [e.text] : []));
const rolls = (events: GameEvent[]) => events.filter((e): e is DiceRoll => e.kind === 'roll');
const noDamage = { crew: false, hull: false, guns: false, boiler: false, rudder: false };

function act(s: IroncladsState, seat: number, action: IroncladsAction): { s: IroncladsState; events: GameEvent[] } {
  const r = ironclads.apply(s, action, seat);
  if (!r.ok) throw new Error(r.message);
  return { s: r.state, events: r.events };
}

/** Applies an action that must be refused: returns the message, and checks the state is as it was. */
function refused(s: IroncladsState, seat: number, action: IroncladsAction): string {
  const before = structuredClone(s);
  const r = ironclads.apply(s, action, seat);
  expect(s).toEqual(before);
  if (r.ok) throw new Error(`expected ${action.type} to be refused`);
  return r.message;
}

const move = (s: IroncladsState, id: string, distance: Distance, start = 0, end = 0) => act(s, ship(s, id).side, { type: 'move', ship: id, start, distance, end });

/** Every ship still to move stays; every side asked to shoot holds its fire. */
function finishTurn(s: IroncladsState): IroncladsState {
  let out = s;
  while (out.phase === 'move') out = move(out, mover(out)!.id, 'stay').s;
  while (out.phase === 'shoot') out = act(out, ironclads.actors(out)[0]!, { type: 'fire', targets: {} }).s;
  return out;
}

/** Both sides hold fire after every ship stays: the turn's repairs and nothing else. */
function toShooting(s: IroncladsState): IroncladsState {
  let out = s;
  while (out.phase === 'move') out = move(out, mover(out)!.id, 'stay').s;
  return out;
}

// ---- 1. movement ----------------------------------------------------------------------------------

describe('sliding along the matchstick', () => {
  it("slides a full move the ship's length plus one 2-inch matchstick: the stern ends where the stick's far end was", () => {
    const s = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 550, MID, 180, 'cottonclad')]);
    expect(stick(s)).toBeCloseTo(50.8, 9);
    expect(slideDistance(s, ship(s, 'a'), 'full')).toBeCloseTo(CITY.length + 50.8, 9);
    const bowBefore = 100 + CITY.length / 2;
    const { s: after, events } = move(s, 'a', 'full');
    const a = ship(after, 'a');
    expect(a.x - CITY.length / 2).toBeCloseTo(bowBefore + 50.8, 2);
    expect(a.y).toBeCloseTo(MID, 6);
    expect(a.heading).toBe(0);
    expect(texts(events)).toContain('A steams on: nothing in her way.');
  });

  it("slides a half move the ship's length plus half a stick, whichever way the ship points", () => {
    const s = move(battle([spec('a', 0, 100, MID, 0), spec('b', 1, 550, MID, 180, 'cottonclad')]), 'a', 'stay').s;
    expect(mover(s)?.id).toBe('b');
    const b = ship(move(s, 'b', 'half').s, 'b');
    expect(b.x).toBeCloseTo(550 - (COTTON.length + 25.4), 2);
    expect(b.y).toBeCloseTo(MID, 6);
  });

  it('measures with the matchstick the players chose (2.5 in = 63.5 mm)', () => {
    const s = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 550, MID, 180)], { matchstickInches: 2.5 });
    expect(stick(s)).toBeCloseTo(63.5, 9);
    expect(ship(move(s, 'a', 'full').s, 'a').x).toBeCloseTo(100 + CITY.length + 63.5, 2);
    expect(ship(move(s, 'a', 'half').s, 'a').x).toBeCloseTo(100 + CITY.length + 31.75, 2);
  });

  it('holds position when the ship stays', () => {
    const s = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 550, MID, 180)]);
    const { s: after, events } = move(s, 'a', 'stay');
    expect(poseOf(ship(after, 'a'))).toEqual(poseOf(ship(s, 'a')));
    expect(texts(events)).toContain('A holds her position.');
  });
});

// ---- 2. turning ----------------------------------------------------------------------------------

describe('turning up to 45 degrees at the start and the end', () => {
  const s = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 550, MID, 180)]);
  const D = CITY.length + 50.8;

  it('accepts 45° at the start and 45° at the end: the heading changes by 90° and the slide runs along the first turn', () => {
    const a = ship(move(s, 'a', 'full', 45, 45).s, 'a');
    expect(a.heading).toBeCloseTo(90, 6);
    expect(a.x).toBeCloseTo(100 + D * Math.SQRT1_2, 2);
    expect(a.y).toBeCloseTo(MID + D * Math.SQRT1_2, 2);
  });

  it('turns back straight after a turn to port, heading 0 again', () => {
    const a = ship(move(s, 'a', 'half', -45, 45).s, 'a');
    expect(a.heading).toBeCloseTo(0, 6);
    expect(a.y).toBeCloseTo(MID - (CITY.length + 25.4) * Math.SQRT1_2, 2);
  });

  it('refuses 46° at either end, leaving the state as it was', () => {
    const message = 'A ship turns at most 45° at the start and at the end of its move.';
    expect(refused(s, 0, { type: 'move', ship: 'a', start: 46, distance: 'full', end: 0 })).toBe(message);
    expect(refused(s, 0, { type: 'move', ship: 'a', start: 0, distance: 'full', end: -46 })).toBe(message);
  });

  it('does not let a stationary ship turn', () => {
    expect(refused(s, 0, { type: 'move', ship: 'a', start: 10, distance: 'stay', end: 0 })).toBe('A ship that stays where it is cannot turn.');
    expect(refused(s, 0, { type: 'move', ship: 'a', start: 0, distance: 'stay', end: -5 })).toBe('A ship that stays where it is cannot turn.');
  });
});

// ---- 3. stranding ----------------------------------------------------------------------------------

describe('riverbanks and wrecks', () => {
  it('stops a ship steered into the bank at the first touch, strands her, and leaves her out of the next turn', () => {
    // Pointing north, 62 mm of water ahead of the centre: a full move would cross the bank.
    const s = battle([spec('a', 0, 100, 100, 270), spec('b', 1, 500, MID, 180)]);
    const { s: after, events } = move(s, 'a', 'full');
    const a = ship(after, 'a');
    expect(a.stranded).toBe(true);
    expect(texts(events)).toContain('A runs onto the bank and is stranded.');
    // The bow rests against the string (0.8 mm wide), not across it.
    const bow = a.y - CITY.length / 2;
    expect(bow).toBeGreaterThan(NORTH);
    expect(bow).toBeLessThan(NORTH + 0.6);
    expect(a.x).toBeCloseTo(100, 6);
    const next = finishTurn(after);
    expect(next.turn).toBe(2);
    expect(next.order).toEqual(['b']);
    expect(refused(next, 0, { type: 'move', ship: 'a', start: 0, distance: 'half', end: 0 })).toBe("It is B's move (furthest upstream first).");
  });

  it('strands a ship that runs onto a wreck', () => {
    const s = sunk(battle([spec('a', 0, 100, MID, 0), spec('w', 1, 220, MID, 90), spec('b', 1, 500, MID + 60, 180)]), 'w');
    const { s: after, events } = move(s, 'a', 'full');
    expect(ship(after, 'a').stranded).toBe(true);
    expect(texts(events)).toContain('A runs onto the wreck of W and is stranded.');
    expect(ship(after, 'a').x + CITY.length / 2).toBeCloseTo(220 - CITY.beam / 2, 0);
    expect(ship(after, 'w').damage).toEqual(ship(s, 'w').damage);
  });
});

// ---- 4. ramming ----------------------------------------------------------------------------------

describe('ramming', () => {
  // B lies broadside across A's path, 91 mm from A's bow.
  const ships = (bSide: Side) => [spec('a', 0, 100, MID, 0), spec('b', bSide, 220, MID, 90), spec('c', 1, 60, MID - 60, 0)];

  it('rolls on the damage table at once when a ship that turned only at the start touches an enemy', () => {
    let s = battle(ships(1));
    s = move(s, 'c', 'stay').s;
    const { s: after, events } = move(withDice(s, 3), 'a', 'full', 5, 0);
    expect(texts(events)).toContain('A rams B!');
    expect(rolls(events)).toMatchObject([{ who: 0, why: 'ram damage to B', faces: [3] }]);
    expect(texts(events)).toContain('B: 3 on the damage table, hull damage (permanent, never repaired): 1 of 4 hits.');
    expect(ship(after, 'b').damage).toEqual({ ...noDamage, hull: true });
    expect(ship(after, 'a').stranded).toBe(false);
    // A stops at the touch.
    expect(sweepWorldFor(after, 'a').touching(hullShape('city'), poseOf(ship(after, 'a'))).get('b') ?? 0).toBeLessThan(0.1);
  });

  it('just stops a ship that touches an enemy with a turn declared at the end: no ram, no turn', () => {
    let s = battle(ships(1));
    s = move(s, 'c', 'stay').s;
    const { s: after, events } = move(s, 'a', 'full', 0, 20);
    expect(rolls(events)).toEqual([]);
    expect(texts(events)).toContain('A comes up against B and stops: a turn at the end was ordered, so it is no ram.');
    expect(ship(after, 'b').damage).toEqual(noDamage);
    expect(ship(after, 'a').heading).toBe(0);
    expect(ship(after, 'a').x + CITY.length / 2).toBeCloseTo(220 - CITY.beam / 2, 0);
  });

  it('stops a ship that touches a friendly ship, without damage', () => {
    let s = battle(ships(0));
    s = move(s, 'c', 'stay').s;
    const { s: after, events } = move(s, 'a', 'full');
    expect(rolls(events)).toEqual([]);
    expect(texts(events)).toContain('A comes up against B and stops: a friendly ship, so no harm is done.');
    expect(ship(after, 'b').damage).toEqual(noDamage);
    expect(ship(after, 'a').stranded).toBe(false);
  });

  it('does not ram again a ship it lies alongside merely by sliding past her', () => {
    // B alongside A's starboard side, the hulls touching by 0.02 mm.
    const s = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 120, MID + CITY.beam - 0.02, 0)]);
    expect(sweepWorldFor(s, 'a').touching(hullShape('city'), poseOf(ship(s, 'a'))).has('b')).toBe(true);
    const { s: after, events } = move(s, 'a', 'full');
    expect(rolls(events)).toEqual([]);
    expect(texts(events)).toContain('A steams on: nothing in her way.');
    expect(ship(after, 'a').x).toBeCloseTo(100 + CITY.length + 50.8, 2);
    expect(ship(after, 'b').damage).toEqual(noDamage);
  });

  it('needs a run-up: pressing on into an enemy her bow already touches stops her, no ram', () => {
    const s = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 100 + CITY.length / 2 + CITY.beam / 2 - 0.02, MID, 90)]);
    const { s: after, events } = move(withDice(s, 1), 'a', 'full');
    expect(rolls(events)).toEqual([]);
    expect(texts(events)).toContain('A comes up against B and stops: she was already touching her as the move began, and a ram needs a run-up.');
    expect(ship(after, 'b').damage).toEqual(noDamage);
    expect(ship(after, 'a').x).toBeCloseTo(100, 0);
  });
});

describe('the preview of a move that only stops', () => {
  // The panel's verdict comes from planMove, the same reading the rule makes: it must give her real reason.
  const touching = () => battle([spec('a', 0, 100, MID, 0), spec('b', 1, 100 + CITY.length / 2 + CITY.beam / 2 - 0.02, MID, 90)]);

  it('says a ship already touching an enemy needs a run-up, whether or not a turn at the end is ordered', () => {
    const s = touching();
    for (const end of [0, 20]) {
      const plan = planMove(s, ship(s, 'a'), 0, 'full', end);
      expect(plan).toMatchObject({ outcome: 'stopped', stop: 'no-run-up', other: { id: 'b' } });
      expect(outcomeText(plan)).toBe('Comes up against B and stops: she was already touching her as the move began, and a ram needs a run-up.');
    }
  });

  it('says a turn at the end was ordered when that alone spoils a ram, and names a friend or the edge', () => {
    const s = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 220, MID, 90), spec('c', 1, 60, MID - 60, 0)]);
    const late = planMove(s, ship(s, 'a'), 0, 'full', 20);
    expect(late).toMatchObject({ outcome: 'stopped', stop: 'turn-at-end' });
    expect(outcomeText(late)).toBe('Comes up against B and stops: a turn at the end was ordered, so it is no ram.');
    expect(planMove(s, ship(s, 'a'), 0, 'full', 0)).toMatchObject({ outcome: 'ram', stop: null });
    const friends = battle([spec('a', 0, 100, MID, 0), spec('b', 0, 220, MID, 90), spec('c', 1, 500, MID, 180)]);
    const friend = planMove(friends, ship(friends, 'a'), 0, 'full', 0);
    expect(friend).toMatchObject({ outcome: 'stopped', stop: 'friend' });
    expect(outcomeText(friend)).toBe('Comes up against B and stops: a friendly ship, so no harm is done.');
    const edge = battle([spec('a', 0, 560, MID, 0), spec('b', 1, 100, MID, 180)]);
    const atEdge = planMove(edge, ship(edge, 'a'), 0, 'full', 0);
    expect(atEdge).toMatchObject({ outcome: 'stopped', stop: 'edge', other: null });
    expect(outcomeText(atEdge)).toBe("Stops at the table's edge.");
  });
});

// ---- 5. range ----------------------------------------------------------------------------------

describe('shooting range', () => {
  const mk = (id: string, side: Side, x: number, y: number, heading: number, damage: Partial<Ship['damage']> = {}): Ship => ({
    id,
    name: id,
    side,
    cls: 'city',
    x,
    y,
    heading,
    damage: { ...noDamage, ...damage },
    markers: 0,
    stranded: false,
    sunk: false,
  });
  const shooter = mk('s', 0, 300, MID, 0);

  it('takes 1 off ahead of the bow, nothing abeam, 1 off astern of the stern', () => {
    const ahead = mk('t', 1, 400, MID, 90);
    const abeam = mk('t', 1, 300, MID + 60, 0);
    const astern = mk('t', 1, 200, MID, 0);
    expect([arcOf(shooter, ahead), arcOf(shooter, abeam), arcOf(shooter, astern)]).toEqual(['ahead', 'abeam', 'astern']);
    expect([rangeModifier(shooter, ahead), rangeModifier(shooter, abeam), rangeModifier(shooter, astern)]).toEqual([-1, 0, -1]);
    // The arcs turn with the shooter: heading south, the target to the east lies abeam.
    expect(arcOf({ ...shooter, heading: 90 }, ahead)).toBe('abeam');
  });

  it('counts a target abeam when any of it overlaps the beam, even if its centre is ahead', () => {
    expect(arcOf(shooter, mk('t', 1, 330, MID + 40, 0))).toBe('abeam');
  });

  it('takes 1 more off for damaged guns', () => {
    const gunner = { ...shooter, damage: { ...noDamage, guns: true } };
    expect(rangeModifier(gunner, mk('t', 1, 300, MID + 60, 0))).toBe(-1);
    expect(rangeModifier(gunner, mk('t', 1, 400, MID, 90))).toBe(-2);
  });

  // A abeam of B, their sides 1.5 sticks apart (76.2 mm); B holds fire.
  const pair = (gap: number, bx = 200, bHeading = 0) => battle([spec('a', 0, 200, 100, 0), spec('b', 1, bx, 100 + CITY.beam + gap, bHeading)]);
  function shoot(s: IroncladsState, faces: number[]) {
    const ready = withDice(toShooting(s), ...faces);
    const first = act(ready, 0, { type: 'fire', targets: { a: 'b' } });
    const second = act(first.s, 1, { type: 'fire', targets: {} });
    return { s: second.s, events: second.events };
  }

  it('hits when the roll less one, with modifiers, reaches the nearest point of the target', () => {
    for (const roll of [1, 2, 3, 4, 5, 6]) {
      // A glancing blow follows any hit so the card stays clean.
      const { s } = shoot(pair(76.2), [roll, 1]);
      const shot = s.lastShots[0]!;
      expect(shot).toMatchObject({ from: 'a', to: 'b', roll, range: roll - 1, distance: 1.5 });
      expect(shot.hit).toBe(roll - 1 >= 1.5);
    }
  });

  it('says a distance just past a range as past it: 2.03 sticks is "2.1" against a range of 2, a miss (it read "2.0 matchsticks away: a miss")', () => {
    const { s, events } = shoot(pair(2.03 * 50.8), [3, 1]);
    expect(s.lastShots[0]).toMatchObject({ range: 2, hit: false });
    expect(texts(events)).toContain('A fires at B: rolls 3, range 3 − 1 = 2 matchsticks; she is 2.1 matchsticks away: a miss.');
    // As the panel and the table say it, beside the roll it needs: 2.1 sticks needs a 4.
    expect([2.03, 2, 1.97, 0.31].map(sticksText)).toEqual(['2.1', '2.0', '2.0', '0.4']);
  });

  it('reports the shot with its sums, and a hit rolls for damage on the target', () => {
    const { s, events } = shoot(pair(76.2), [3, 4, 1]);
    expect(texts(events)).toContain('A fires at B: rolls 3, range 3 − 1 = 2 matchsticks; she is 1.5 matchsticks away: a hit.');
    expect(texts(events)).toContain('B: 4 on the damage table, damaged guns (1 off her range when she fires): 1 of 4 hits.');
    // Each roll is followed by what it did.
    expect(events.map((e) => (e.kind === 'roll' ? e.why : e.text.slice(0, 14)))).toEqual(["A's range", 'A fires at B: ', 'damage to B', 'B: 4 on the da', "B's repairs", "B's repairs: r", 'Turn 2: moveme']);
    expect(rolls(events).map((r) => [r.why, r.total])).toEqual([
      ["A's range", 3],
      ['damage to B', 4],
      ["B's repairs", 1],
    ]);
    expect(ship(s, 'b').damage.guns).toBe(true);
  });

  it('misses at 1.5 sticks ahead with a 3 (range 3 − 1 − 1 = 1), hits with a 4', () => {
    // B across A's bow: 1.5 sticks from A's bow to B's side.
    const ahead = (faces: number[]) =>
      shoot(battle([spec('a', 0, 100, MID, 0), spec('b', 1, 100 + CITY.length / 2 + 76.2 + CITY.beam / 2, MID, 90)]), faces).s.lastShots[0]!;
    expect(ahead([3])).toMatchObject({ range: 1, distance: 1.5, hit: false });
    expect(ahead([4, 1])).toMatchObject({ range: 2, distance: 1.5, hit: true });
  });

  // The rules say "-1 if shooting forward of the bow or rearward of the stern" and "if the target ship is
  // within range": where ahead begins, where the distance is taken from and whether a range of 0 reaches
  // a ship alongside are ours to fill, and the rules window must say so as our reading.
  it('has the rules window give the arcs, the distance and a range of 0 as our reading, as the code does them', () => {
    const shooting = ironcladsRules.find((x) => x.title === 'Shooting')!.paragraphs;
    const readings = shooting.filter((p) => p.startsWith('Our reading:')).join(' ');
    const rest = shooting.filter((p) => !p.startsWith('Our reading:')).join(' ');
    for (const words of ['all of it is forward of a line across her bow', 'nearest points of the two models', 'A range of 0 or less misses']) {
      expect(readings).toContain(words);
      expect(rest).not.toContain(words);
    }
  });

  it('never hits with a range of 0, even a ship alongside', () => {
    const s = shoot(pair(0.5), [1]).s;
    expect(s.lastShots[0]).toMatchObject({ range: 0, hit: false });
  });
});

// ---- 6. the damage table ----------------------------------------------------------------------------------

describe('the damage table', () => {
  // A rams B broadside; the ram's roll is set.
  const ramWith = (roll: number, before: Area[] = []) => {
    const s = damaged(battle([spec('a', 0, 100, MID, 0), spec('b', 1, 220, MID, 90), spec('c', 1, 500, MID + 60, 180)]), 'b', before);
    return move(withDice(s, roll), 'a', 'full');
  };

  it('1 is a glancing blow: no mark on the card', () => {
    const { s, events } = ramWith(1);
    expect(ship(s, 'b').damage).toEqual(noDamage);
    expect(texts(events)).toContain('B: 1 on the damage table, a glancing blow: no damage.');
  });

  it.each([
    [2, 'crew', 'crew casualties (she can make no more repairs)'],
    [3, 'hull', 'hull damage (permanent, never repaired)'],
    [4, 'guns', 'damaged guns (1 off her range when she fires)'],
    [5, 'boiler', 'boiler damage (half a matchstick a move at most)'],
    [6, 'rudder', 'rudder damage (one turn a move)'],
  ] as const)('%i marks %s', (roll, area, words) => {
    const { s, events } = ramWith(roll);
    expect(ship(s, 'b').damage).toEqual({ ...noDamage, [area]: true });
    expect(texts(events)).toContain(`B: ${roll} on the damage table, ${words}: 1 of 4 hits.`);
    expect(AREAS[roll - 2]).toBe(area);
  });

  it('ignores a result for an area already damaged', () => {
    const { s, events } = ramWith(3, ['hull']);
    expect(ship(s, 'b').damage).toEqual({ ...noDamage, hull: true });
    expect(texts(events)).toContain('B: 3 on the damage table, hull damage again: already marked, so no more harm.');
  });
});

// ---- 7. sinking ----------------------------------------------------------------------------------

describe('sinking', () => {
  it('sinks a ship at her fourth damaged area: she stays as a wreck, is counted, and can no longer act or be shot', () => {
    // C (upstream) stays; A rams B, who has three areas damaged, and a 5 marks the fourth.
    let s = damaged(battle([spec('a', 0, 100, MID, 0), spec('b', 1, 220, MID, 90), spec('c', 1, 60, MID - 60, 0)]), 'b', ['crew', 'hull', 'guns']);
    s = move(s, 'c', 'stay').s;
    const before = ship(s, 'b');
    const { s: after, events } = move(withDice(s, 5), 'a', 'full');
    const b = ship(after, 'b');
    expect(b.sunk).toBe(true);
    expect(texts(events)).toContain('B has four hits and sinks where she lies.');
    expect(poseOf(b)).toEqual(poseOf(before));
    expect(after.sunkBy).toEqual([1, 0]);
    expect(obstaclesFor(after, 'c').find((o) => o.id === 'b')?.kind).toBe('wreck');
    // B would have moved next: the turn goes straight on to shooting.
    expect(after.phase).toBe('shoot');
    expect(targetsFor(after, ship(after, 'a')).map((t) => t.id)).toEqual(['c']);
    expect(refused(after, 1, { type: 'fire', targets: { b: 'a' } })).toBe('B is sinking and cannot fire.');
    expect(refused(after, 0, { type: 'fire', targets: { a: 'b' } })).toBe('B is already sinking.');
    const next = finishTurn(after);
    expect(next.order).toEqual(['c', 'a']);
    expect(ship(next, 'b')).toMatchObject({ sunk: true, x: before.x, y: before.y });
  });

  it('ends the battle when a side has no ship afloat', () => {
    const s = damaged(battle([spec('a', 0, 100, MID, 0), spec('b', 1, 220, MID, 90)]), 'b', ['crew', 'hull', 'guns']);
    const { s: after, events } = move(withDice(s, 6), 'a', 'full');
    expect(after.phase).toBe('over');
    expect(ironclads.result(after)).toEqual({ winners: [0], draw: false, text: 'Confederate has no ship afloat: Union wins.' });
    expect(texts(events)).toContain('Confederate has no ship afloat: Union wins.');
    expect(ironclads.actors(after)).toEqual([]);
    expect(refused(after, 0, { type: 'fire', targets: {} })).toBe('The battle is over.');
  });

  it('sinks a ship under fire once her markers bring the fourth area', () => {
    let s = damaged(battle([spec('a', 0, 200, 100, 0), spec('b', 1, 200, 100 + CITY.beam + 20, 0), spec('c', 1, 500, 230, 180)]), 'b', ['crew', 'hull', 'boiler']);
    s = act(toShooting(s), 0, { type: 'fire', targets: { a: 'b' } }).s;
    // B's and C's range rolls (both miss), then B's damage: 6, rudder.
    const { s: after } = act(withDice(s, 6, 1, 1, 6), 1, { type: 'fire', targets: { b: 'a', c: 'a' } });
    expect(after.lastShots.map((x) => [x.from, x.hit])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
    expect(ship(after, 'b').sunk).toBe(true);
    expect(after.sunkBy).toEqual([1, 0]);
    expect(after.phase).toBe('move');
    expect(after.order).not.toContain('b');
  });
});

// ---- 8. repairs ----------------------------------------------------------------------------------

describe('repairs', () => {
  const repairWith = (roll: number, areas: Area[] = ['guns', 'boiler', 'rudder']) => {
    const s = damaged(battle([spec('a', 0, 100, MID, 0), spec('b', 1, 500, MID, 180)]), 'a', areas);
    const ready = withDice(toShooting(s), roll);
    const first = act(ready, 0, { type: 'fire', targets: {} });
    return act(first.s, 1, { type: 'fire', targets: {} });
  };

  it.each([1, 2, 3])('fails on a %i', (roll) => {
    const { s, events } = repairWith(roll);
    expect(ship(s, 'a').damage).toEqual({ ...noDamage, guns: true, boiler: true, rudder: true });
    expect(texts(events)).toContain(`A's repairs: rolls ${roll}, and 1 to 3 fail.`);
  });

  it.each([
    [4, 'guns', 'damaged guns'],
    [5, 'boiler', 'boiler damage'],
    [6, 'rudder', 'rudder damage'],
  ] as const)('mends on a %i the %s', (roll, area, words) => {
    const { s, events } = repairWith(roll);
    expect(ship(s, 'a').damage).toEqual({ ...noDamage, guns: true, boiler: true, rudder: true, [area]: false });
    expect(texts(events)).toContain(`A's repairs: rolls ${roll}, ${words} mended.`);
  });

  it('mends nothing when the number rolled names a sound area', () => {
    const { s, events } = repairWith(5, ['guns']);
    expect(ship(s, 'a').damage).toEqual({ ...noDamage, guns: true });
    expect(texts(events)).toContain("A's repairs: rolls 5, for the boiler, but there is nothing to mend there.");
  });

  it('never repairs a ship with crew casualties, and never mends the hull', () => {
    expect(rolls(repairWith(4, ['crew', 'guns']).events)).toEqual([]);
    expect(ship(repairWith(4, ['crew', 'guns']).s, 'a').damage.guns).toBe(true);
    expect(rolls(repairWith(4, ['hull']).events)).toEqual([]);
  });
});

// ---- 9. the order of movement ----------------------------------------------------------------------------------

describe('the order of movement', () => {
  const fleet = (flow: River['flow']) =>
    sunk(
      battle(
        [
          spec('a', 0, 300, MID, 0),
          spec('b', 1, 100, MID, 0),
          spec('c', 0, 500, MID, 180),
          spec('d', 1, 200, MID + 60, 0, 'city', { stranded: true }),
          spec('e', 1, 400, MID - 60, 0),
        ],
        { river: straightRiver(2, flow) },
      ),
      'e',
    );

  it('moves the westmost ship first when the river flows east, leaving out the stranded and the sunk', () => {
    const s = fleet('east');
    expect(s.order).toEqual(['b', 'a', 'c']);
    expect(refused(s, 0, { type: 'move', ship: 'a', start: 0, distance: 'half', end: 0 })).toBe("It is B's move (furthest upstream first).");
    const seen: string[] = [];
    let t = s;
    while (t.phase === 'move') {
      seen.push(mover(t)!.id);
      t = move(t, mover(t)!.id, 'stay').s;
    }
    expect(seen).toEqual(['b', 'a', 'c']);
  });

  // The rules window: "ships level with each other go in name order" (the code went by their ids, which
  // no player sees: 'us-1', 'cs-2' in a battle of one's own, whatever the ships are called).
  it('moves ships level with each other in name order', () => {
    const level = (o: Partial<IroncladsOptions>) => battle([spec('us-1', 0, 200, 100, 0, 'city', { name: 'USS Zouave' }), spec('cs-1', 1, 200, 200, 180, 'city', { name: 'CSS Arkansas' }), spec('us-2', 0, 200, 150, 0, 'city', { name: 'USS Essex' })], o).order;
    expect(level({ levelByName: true })).toEqual(['cs-1', 'us-2', 'us-1']);
    expect(freshOptions(scenarioOptions('memphis')).levelByName).toBe(true);
    // A battle begun before keeps the order it was played in.
    expect(level({})).toEqual(['cs-1', 'us-1', 'us-2']);
  });

  it('moves the eastmost ship first when the river flows west', () => {
    expect(fleet('west').order).toEqual(['c', 'a', 'b']);
    expect(ironclads.actors(fleet('west'))).toEqual([0]);
  });

  it("refuses to move the other side's ship", () => {
    expect(refused(fleet('east'), 0, { type: 'move', ship: 'b', start: 0, distance: 'half', end: 0 })).toBe('B is not yours.');
  });
});

// ---- 10. damage and movement ----------------------------------------------------------------------------------

describe('the effects of damage on movement', () => {
  const s0 = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 500, MID, 180)]);

  it('limits a ship with a damaged boiler to half a matchstick', () => {
    const s = damaged(s0, 'a', ['boiler']);
    expect(refused(s, 0, { type: 'move', ship: 'a', start: 0, distance: 'full', end: 0 })).toBe("A's boiler is damaged: half a matchstick at most.");
    expect(ship(move(s, 'a', 'half').s, 'a').x).toBeCloseTo(100 + CITY.length + 25.4, 2);
  });

  it('lets a ship with a damaged rudder make one turn, at the start or the end, not both', () => {
    const s = damaged(s0, 'a', ['rudder']);
    expect(refused(s, 0, { type: 'move', ship: 'a', start: 10, distance: 'full', end: 10 })).toBe("A's rudder is damaged: one turn, at the start or the end.");
    expect(ship(move(s, 'a', 'full', 10, 0).s, 'a').heading).toBeCloseTo(10, 6);
    expect(ship(move(s, 'a', 'full', 0, -30).s, 'a').heading).toBeCloseTo(330, 6);
  });
});

// ---- 11. shooting ----------------------------------------------------------------------------------

describe('shooting', () => {
  it('lets a ship that rammed this turn fire too ("all ships get to shoot (even those engaged in ramming)")', () => {
    const s = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 220, MID, 90), spec('c', 1, 500, MID + 60, 180)]);
    // The ram's roll (a glancing blow), then A's range (6: 6 - 1 = 5, B's hull across her bow, so abeam), then the hit's damage (a glancing blow).
    const rammed = move(withDice(s, 1, 6, 1), 'a', 'full');
    expect(texts(rammed.events)).toContain('A rams B!');
    const ready = toShooting(rammed.s);
    expect(targetsFor(ready, ship(ready, 'a')).map((t) => t.id)).toContain('b');
    const fired = act(act(ready, 0, { type: 'fire', targets: { a: 'b' } }).s, 1, { type: 'fire', targets: {} }).s;
    expect(fired.lastShots).toEqual([{ from: 'a', to: 'b', roll: 6, range: 5, distance: 0, hit: true }]);
  });

  it('applies a ram\'s damage at once: a boiler hit by a ram holds the rammed ship to half a matchstick in her move that same turn', () => {
    const s = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 220, MID, 90), spec('c', 1, 500, MID + 60, 180)]);
    const { s: after } = move(withDice(s, 5), 'a', 'full');
    expect(mover(after)?.id).toBe('b');
    expect(refused(after, 1, { type: 'move', ship: 'b', start: 0, distance: 'full', end: 0 })).toBe("B's boiler is damaged: half a matchstick at most.");
  });

  it('places a hit marker for every hit, and rolls on the damage table once for each', () => {
    const s = battle([spec('a', 0, 200, 100, 0), spec('b', 1, 200, 100 + CITY.beam + 76.2, 0), spec('c', 0, 350, 100, 0)]);
    // A's range (6: 5, B 1.5 sticks abeam), C's (6: 5 - 1 astern = 4, B about 3 sticks off), B's two damage rolls (3, 4), B's repairs (1).
    const ready = withDice(toShooting(s), 6, 6, 3, 4, 1);
    const { s: after, events } = act(act(ready, 0, { type: 'fire', targets: { a: 'b', c: 'b' } }).s, 1, { type: 'fire', targets: {} });
    expect(after.lastShots.map((x) => [x.from, x.range, x.hit])).toEqual([
      ['a', 5, true],
      ['c', 4, true],
    ]);
    expect(texts(events)).toContain('B: 3 on the damage table, hull damage (permanent, never repaired): 1 of 4 hits.');
    expect(texts(events)).toContain('B: 4 on the damage table, damaged guns (1 off her range when she fires): 2 of 4 hits.');
    expect(ship(after, 'b').damage).toEqual({ ...noDamage, hull: true, guns: true });
  });

  it('lets a stranded ship fire, and mend her guns in Repairs: stranded is immobile, not out of the battle', () => {
    let s = damaged(battle([spec('a', 0, 200, 100, 0), spec('b', 1, 200, 100 + CITY.beam + 76.2, 0)]), 'a', ['guns']);
    s = edit(s, (d) => void (d.ships.find((x) => x.id === 'a')!.stranded = true));
    expect(s.order).toEqual(['b']);
    // A's range (6: 6 - 1 for her guns = 5, B lying 1.5 sticks abeam), B's damage (a glancing blow), A's repairs (4: guns).
    const ready = withDice(toShooting(s), 6, 1, 4);
    const { s: after, events } = act(act(ready, 0, { type: 'fire', targets: { a: 'b' } }).s, 1, { type: 'fire', targets: {} });
    expect(after.lastShots).toEqual([{ from: 'a', to: 'b', roll: 6, range: 4, distance: 1.5, hit: true }]);
    expect(texts(events)).toContain("A's repairs: rolls 4, damaged guns mended.");
    expect(ship(after, 'a')).toMatchObject({ stranded: true, damage: noDamage });
  });

  it('refuses a target behind another hull', () => {
    // A, then C (her own), then B, in a line along the river.
    const s = toShooting(battle([spec('a', 0, 100, MID, 0), spec('c', 0, 200, MID, 0), spec('b', 1, 300, MID, 180)]));
    expect(s.phase).toBe('shoot');
    expect(lineOfSight(s, ship(s, 'a'), ship(s, 'b'))).toBeNull();
    expect(targetsFor(s, ship(s, 'a'))).toEqual([]);
    expect(targetsFor(s, ship(s, 'c')).map((t) => t.id)).toEqual(['b']);
    expect(refused(s, 0, { type: 'fire', targets: { a: 'b' } })).toBe('A has no clear line of sight to B.');
    expect(act(s, 0, { type: 'fire', targets: { c: 'b' } }).s.fire[0]).toEqual({ c: 'b' });
  });

  // The north bank bulges 50 mm into the river at mid-table, between two ships near it.
  const bend: River = {
    banks: [
      [0, 1, 2, 3, 4, 5, 6].map((i) => ({ x: (609.6 * i) / 6, y: i === 3 ? 70 : 20 })),
      [0, 1, 2, 3, 4, 5, 6].map((i) => ({ x: (609.6 * i) / 6, y: i === 3 ? 298 : 248 })),
    ],
    flow: 'east',
  };

  it('refuses a target across a bend of the bank, and asks neither side to shoot when nobody sees an enemy', () => {
    const s = battle([spec('a', 0, 150, 50, 0), spec('b', 1, 460, 50, 180)], { river: bend });
    expect(lineOfSight(s, ship(s, 'a'), ship(s, 'b'))).toBeNull();
    expect(lineOfSight(s, ship(s, 'b'), ship(s, 'a'))).toBeNull();
    const m = move(s, 'a', 'stay').s;
    const { s: after, events } = move(m, 'b', 'stay');
    // Shooting passes at once (nobody rolls), and the next turn begins.
    expect(rolls(events)).toEqual([]);
    expect(after.turn).toBe(2);
    expect(after.phase).toBe('move');
  });

  it('asks only the side that sees an enemy', () => {
    // From A's centre the line to B's bow passes below the wreck W; from B's centre every line to A runs into W.
    let s = battle([spec('a', 0, 100, MID, 0), spec('w', 1, 360, MID - 7, 90), spec('b', 1, 400, MID, 90, 'virginia')]);
    s = sunk(s, 'w');
    expect(lineOfSight(s, ship(s, 'a'), ship(s, 'b'))).not.toBeNull();
    expect(lineOfSight(s, ship(s, 'b'), ship(s, 'a'))).toBeNull();
    s = toShooting(s);
    expect(s.phase).toBe('shoot');
    expect(s.fire[1]).toEqual({});
    expect(ironclads.actors(s)).toEqual([0]);
    expect(refused(s, 1, { type: 'fire', targets: {} })).toBe('Your ships have fired this turn.');
  });

  it("hides one side's targets from the other until both have fired", () => {
    const s = toShooting(battle([spec('a', 0, 200, 100, 0), spec('b', 1, 200, 200, 0)]));
    const fired = act(s, 0, { type: 'fire', targets: { a: 'b' } }).s;
    expect(ironclads.playerView(fired, 0).fire[0]).toEqual({ a: 'b' });
    expect(ironclads.playerView(fired, 1).fire[0]).toEqual({});
    expect(ironclads.playerView(fired, null).fire[0]).toEqual({});
    expect(ironclads.actors(fired)).toEqual([1]);
    expect(refused(fired, 0, { type: 'fire', targets: { a: 'b' } })).toBe('Your ships have fired this turn.');
    expect(ironclads.undoPoint?.(fired)).toBe(false);
    const done = act(fired, 1, { type: 'fire', targets: { b: 'a' } }).s;
    expect(done.lastShots.map((x) => [x.from, x.to])).toEqual([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(ironclads.playerView(done, 1).lastShots).toEqual(done.lastShots);
    // The log is everyone's: it names no target of the first side's before the other has chosen.
    expect(ironclads.describe({ type: 'fire', targets: { a: 'b' } }, s, 0)).toBe('Union picks targets for 1 ship, kept secret until both sides have picked');
    expect(ironclads.describe({ type: 'fire', targets: { b: 'a' } }, fired, 1)).toBe('Confederate picks targets for 1 ship: all fire at once');
    expect(ironclads.describe({ type: 'fire', targets: {} }, fired, 1)).toBe('Confederate holds fire');
  });

  it('never shows a player the dice to come', () => {
    const s = battle([spec('a', 0, 200, 100, 0), spec('b', 1, 200, 200, 0)]);
    for (const seat of [0, 1, null]) {
      const view = ironclads.playerView(s, seat);
      expect(view.rng).not.toEqual(s.rng);
      expect(view.ships).toEqual(s.ships);
    }
  });

  it('refuses to fire at a friend, or with an enemy ship', () => {
    const s = toShooting(battle([spec('a', 0, 200, 100, 0), spec('c', 0, 300, 100, 0), spec('b', 1, 200, 200, 0)]));
    expect(refused(s, 0, { type: 'fire', targets: { a: 'c' } })).toBe('A must fire at an enemy ship.');
    expect(refused(s, 0, { type: 'fire', targets: { b: 'a' } })).toBe('Only your own ships can fire.');
  });

  it('ends at the turn limit with a draw when both sides sank as many', () => {
    const s = finishTurn(battle([spec('a', 0, 100, MID, 0), spec('b', 1, 500, MID, 180)], { turnLimit: 1 }));
    expect(s.phase).toBe('over');
    expect(ironclads.result(s)).toEqual({ winners: [], draw: true, text: 'The turn limit is reached: Union sank 0, Confederate sank 0, a draw.' });
  });

  it('ends at the turn limit with a win for the side that sank more', () => {
    let s = damaged(battle([spec('a', 0, 100, MID, 0), spec('b', 1, 220, MID, 90), spec('c', 1, 500, MID + 60, 180)], { turnLimit: 1 }), 'b', ['crew', 'hull', 'guns']);
    s = move(withDice(s, 5), 'a', 'full').s;
    s = finishTurn(s);
    expect(ironclads.result(s)).toEqual({ winners: [0], draw: false, text: 'The turn limit is reached: Union sank 1, Confederate sank 0. Union wins.' });
    expect(s.turn).toBe(1);
  });
});

// ---- 12. arranging the table ----------------------------------------------------------------------------------

describe('arranging the table', () => {
  const arranged = (ships: ShipSpec[] = [spec('a', 0, 100, MID, 0), spec('b', 1, 500, MID, 180)]) => battle(ships, { arrange: true });

  it('plays on a flat surface of 2 by 1 foot, the banks 4 to 5 matchsticks apart', () => {
    expect(TABLE.width / 25.4).toBeCloseTo(24, 9);
    expect(TABLE.height / 25.4).toBeCloseTo(12, 9);
    expect((SOUTH - NORTH) / stick(arranged())).toBeCloseTo(4.5, 6);
  });

  it('places a ship in the river, and refuses one overlapping another or off the table', () => {
    const s = arranged();
    expect(s.phase).toBe('arrange');
    expect(ironclads.actors(s)).toEqual([0, 1]);
    const placed = act(s, 0, { type: 'place', ship: 'a', x: 250, y: 120, heading: -90 }).s;
    expect(poseOf(ship(placed, 'a'))).toEqual({ x: 250, y: 120, heading: 270 });
    expect(refused(s, 0, { type: 'place', ship: 'a', x: 510, y: MID + 5, heading: 0 })).toBe('A would overlap B.');
    expect(refused(s, 0, { type: 'place', ship: 'a', x: 10, y: MID, heading: 0 })).toBe('A ship must lie on the table.');
    expect(refused(s, 0, { type: 'place', ship: 'a', x: 200, y: NORTH, heading: 0 })).toBe('A ship cannot lie across a bank (only a ship that begins aground).');
  });

  it('lays a new river under the ships, each keeping its place across it, ready to begin', () => {
    for (const id of ['plum-point', 'memphis']) {
      const s = ironclads.setup({ options: { ...scenarioOptions(id), arrange: true }, players }, 1);
      for (const seed of [1, 2, 3, 44, 99]) {
        const r = act(s, 1, { type: 'river', seed }).s;
        expect(r.river).not.toEqual(s.river);
        expect(r.ships.map((x) => x.x)).toEqual(s.ships.map((x) => x.x));
        for (const x of r.ships) expect(acrossOf(r.river, x.x, x.y)).toBeCloseTo(Math.max(-0.4, Math.min(0.4, acrossOf(s.river, x.x, ship(s, x.id).y))), 1);
        expect(arrangementProblem(r)).toBeNull();
      }
    }
  });

  it('adds a ship in the set-up clear of every other, so a ready-made battle with ships added can begin at once', () => {
    for (const id of ['plum-point', 'memphis', 'hampton-roads']) {
      let o: IroncladsOptions = { ...scenarioOptions(id), scenario: 'custom', arrange: true };
      // Up to twelve ships: each side in turn gets another.
      for (let k = 0; o.ships.length < 12; k++) o = { ...o, ships: [...o.ships, newShipSpec(o, (k % 2) as Side)] };
      expect(new Set(o.ships.map((x) => x.id)).size).toBe(12);
      const s = ironclads.setup({ options: o, players }, 1);
      expect(arrangementProblem(s), id).toBeNull();
      expect(act(s, 0, { type: 'begin' }).s.phase).toBe('move');
    }
  });

  it('names a ship added after another was removed by a number nobody goes by (it was a second "USS Ship 2")', () => {
    let o: IroncladsOptions = { ...scenarioOptions('memphis'), scenario: 'custom', arrange: true };
    o = { ...o, ships: o.ships.filter((x) => x.side === 1) };
    o = { ...o, ships: [...o.ships, newShipSpec(o, 0)] };
    o = { ...o, ships: [...o.ships, newShipSpec(o, 0)] };
    expect(o.ships.filter((x) => x.side === 0).map((x) => x.name)).toEqual(['USS Ship 1', 'USS Ship 2']);
    o = { ...o, ships: o.ships.filter((x) => x.name !== 'USS Ship 1') };
    o = { ...o, ships: [...o.ships, newShipSpec(o, 0)] };
    expect(o.ships.filter((x) => x.side === 0).map((x) => x.name)).toEqual(['USS Ship 2', 'USS Ship 3']);
  });

  it('refuses a ship placed on the land beyond a bank, clear of its string (she sailed on the grass), and will not begin with one there', () => {
    const s = arranged();
    expect(refused(s, 0, { type: 'place', ship: 'a', x: 300, y: NORTH - 20, heading: 0 })).toBe('A ship must lie in the river, between the banks (only a ship that begins aground may lie across one).');
    expect(refused(s, 0, { type: 'place', ship: 'a', x: 300, y: SOUTH + 20, heading: 0 })).toBe('A ship must lie in the river, between the banks (only a ship that begins aground may lie across one).');
    const ashore = arranged([spec('a', 0, 300, NORTH - 20, 0), spec('b', 1, 500, MID, 180)]);
    expect(refused(ashore, 0, { type: 'begin' })).toBe('A lies on the land beyond a bank: move it into the river.');
  });

  it('lets a ship that begins aground lie across a bank', () => {
    const s = arranged([spec('a', 0, 100, MID, 0, 'city', { stranded: true }), spec('b', 1, 500, MID, 180)]);
    expect(ship(act(s, 0, { type: 'place', ship: 'a', x: 200, y: NORTH, heading: 0 }).s, 'a').y).toBe(NORTH);
  });

  it('refuses a ship that begins aground with her middle on the land (her guns aim from there, so she could never fire), and will not begin with one there', () => {
    const s = arranged([spec('a', 0, 100, MID, 0, 'city', { stranded: true }), spec('b', 1, 500, MID, 180)]);
    const upTheBank = 'A ship aground lies across a bank with her middle over the water: her guns aim from there.';
    // Bow first into the river, her middle on the grass.
    expect(refused(s, 0, { type: 'place', ship: 'a', x: 200, y: NORTH - 10, heading: 90 })).toBe(upTheBank);
    expect(refused(s, 0, { type: 'place', ship: 'a', x: 200, y: SOUTH + 10, heading: 270 })).toBe(upTheBank);
    // Her middle on the water, the bank across her bow, she may lie there; and aim at the enemy.
    const placed = act(s, 0, { type: 'place', ship: 'a', x: 200, y: NORTH + 8, heading: 90 }).s;
    expect(ship(placed, 'a').y).toBe(NORTH + 8);
    const up = arranged([spec('a', 0, 200, NORTH - 10, 90, 'city', { stranded: true }), spec('b', 1, 500, MID, 180)]);
    expect(refused(up, 0, { type: 'begin' })).toBe('A lies aground with her middle on the land: move her onto the water, the bank across her hull.');
  });

  it('sets up the same battle again as it was laid out when it began: ships placed, banks bent, nothing left to arrange', () => {
    let s = arranged([spec('a', 0, 100, MID, 0, 'city', { stranded: true }), spec('b', 1, 500, MID, 180)]);
    s = act(s, 0, { type: 'place', ship: 'a', x: 250, y: 120, heading: 30 }).s;
    s = act(s, 1, { type: 'bank', bank: 0, index: 3, y: 60 }).s;
    const begun = act(s, 0, { type: 'begin' }).s;
    const options = battleAsLaidOut(begun);
    expect(options).toMatchObject({ arrange: false, river: begun.river, matchstickInches: 2, turnLimit: 10 });
    expect(options.ships).toEqual([
      { id: 'a', name: 'A', side: 0, cls: 'city', x: 250, y: 120, heading: 30, stranded: true },
      { id: 'b', name: 'B', side: 1, cls: 'city', x: 500, y: MID, heading: 180 },
    ]);
    const again = ironclads.setup({ options, players }, 5);
    expect(again.phase).toBe('move');
    expect(again.ships).toEqual(begun.ships);
    expect(again.river).toEqual(begun.river);
  });

  it('clamps a bank point so the river stays four to five sticks wide', () => {
    const s = arranged();
    const south = s.river.banks[1][3]!.y;
    const north = (y: number) => act(s, 0, { type: 'bank', bank: 0, index: 3, y }).s.river.banks[0][3]!.y;
    expect(north(200)).toBeCloseTo(south - 4 * 50.8, 6);
    expect(north(0)).toBeCloseTo(south - 5 * 50.8, 6);
    expect(north(50)).toBe(50);
    const moved = act(s, 1, { type: 'bank', bank: 1, index: 3, y: 1000 }).s;
    expect(moved.river.banks[1][3]!.y).toBeCloseTo(NORTH + 5 * 50.8, 6);
    expect(moved.river.banks[0][3]!.y).toBe(NORTH);
  });

  // "Lay the two lengths of string on the tabletop ... spaced between 4 to 5 matchstick lengths apart":
  // all along them, not only at the seven points where they are pinned (between which the strings bend
  // smoothly, and came up to an eighth of a stick nearer or further: 3.875 to 5.125 sticks).
  const widths = (river: River) => {
    const [north, south] = [bankCurve(river.banks[0]), bankCurve(river.banks[1])];
    const out: number[] = [];
    for (let x = 0; x <= TABLE.width; x += 0.5) out.push((curveY(south, x) - curveY(north, x)) / 50.8);
    return out;
  };
  const drag = fc.tuple(fc.constantFrom(0 as const, 1 as const), fc.integer({ min: 0, max: 6 }), fc.double({ min: 0, max: 305, noNaN: true }));

  it('keeps the strings four to five sticks apart all along them, however their points are dragged', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(drag, fc.integer({ min: 0, max: 2 ** 31 })), { maxLength: 30 }), (drags) => {
        let s = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 500, MID, 180)], { arrange: true, widthAlong: true });
        // Points dragged, and now and then a new river laid out.
        for (const d of drags) s = typeof d === 'number' ? act(s, 0, { type: 'river', seed: d }).s : act(s, d[0], { type: 'bank', bank: d[0], index: d[1], y: d[2] }).s;
        const w = widths(s.river);
        expect(Math.min(...w)).toBeGreaterThanOrEqual(4 - 1e-3);
        expect(Math.max(...w)).toBeLessThanOrEqual(5 + 1e-3);
      }),
      { numRuns: 150 },
    );
  });

  // "Spaced between 4 to 5 matchstick lengths apart" does not say which way apart is measured; the code
  // measures north to south, straight across the table (widthRange, clampBankPoint, riverProblem).
  it('has the rules window say, as our reading, which way the banks are measured apart', () => {
    const table = ironcladsRules.find((x) => x.title === 'The table')!.paragraphs;
    expect(table.filter((p) => p.startsWith('Our reading:')).join(' ')).toContain('measured north to south, straight across the table');
    let s = arranged();
    // A bank point dragged as far north as it goes: five sticks from the south bank's point below it, across the table.
    s = act(s, 0, { type: 'bank', bank: 0, index: 3, y: 0 }).s;
    expect((s.river.banks[1][3]!.y - s.river.banks[0][3]!.y) / 50.8).toBeCloseTo(5, 6);
  });

  it('keeps the strings apart all along them in every battle begun now', () => {
    expect(freshOptions(scenarioOptions('memphis')).widthAlong).toBe(true);
    expect(ironcladsRules.find((x) => x.title === 'The table')!.paragraphs.join(' ')).toContain('the river stays four to five matchsticks wide all along it');
  });

  it('keeps a battle saved before the strings were kept apart all along them as it was laid out: pinned points only', () => {
    let s = arranged();
    // Points 0 to 2 at four sticks, 3 to 6 at five: between 1 and 2 the strings came nearer than four.
    for (const i of [0, 1, 2]) s = act(s, 0, { type: 'bank', bank: 0, index: i, y: 500 }).s;
    for (const i of [3, 4, 5, 6]) s = act(s, 0, { type: 'bank', bank: 0, index: i, y: 0 }).s;
    expect(Math.min(...widths(s.river))).toBeLessThan(3.95);
  });

  it("refuses to begin while a ship lies across a bank, naming her; begins once she's in the river", () => {
    const s = arranged([spec('a', 0, 300, NORTH + 3, 0), spec('b', 1, 500, MID, 180)]);
    expect(refused(s, 0, { type: 'begin' })).toBe('A lies across a bank: move it into the river.');
    const fixed = act(s, 0, { type: 'place', ship: 'a', x: 300, y: MID, heading: 0 }).s;
    const { s: begun, events } = act(fixed, 1, { type: 'begin' });
    expect(begun.phase).toBe('move');
    expect(begun.order).toEqual(['a', 'b']);
    expect(texts(events)).toContain('Turn 1: movement and ramming.');
  });

  it('refuses to begin when a bank is moved onto a ship, or ships overlap', () => {
    const s = arranged([spec('a', 0, 304.8, 68, 0), spec('b', 1, 500, MID, 180)]);
    const bent = act(s, 0, { type: 'bank', bank: 0, index: 3, y: 80 }).s;
    expect(bent.river.banks[0][3]!.y).toBe(63.5);
    expect(refused(bent, 0, { type: 'begin' })).toBe('A lies across a bank: move it into the river.');
    const overlap = arranged([spec('a', 0, 300, MID, 0), spec('b', 1, 310, MID + 5, 180)]);
    expect(refused(overlap, 1, { type: 'begin' })).toBe('A and B overlap.');
  });

  it('across machines has each side arrange its own ships, and begins once both are ready', () => {
    const s = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 500, MID, 180)], { arrange: true, eachSideArranges: true });
    expect(refused(s, 1, { type: 'place', ship: 'a', x: 250, y: 120, heading: 0 })).toBe("A is the Union's to place: arrange your own ships.");
    const ready = act(s, 0, { type: 'begin' });
    expect(ready.s.phase).toBe('arrange');
    expect(ironclads.describe({ type: 'begin' }, s, 0)).toBe('Union is ready to begin');
    expect(texts(ready.events)).toEqual(['Union is ready to begin; the Confederate side is still arranging.']);
    expect(ironclads.actors(ready.s)).toEqual([1]);
    // The Confederates move a ship: the Union is asked again.
    const moved = act(ready.s, 1, { type: 'place', ship: 'b', x: 480, y: MID, heading: 180 });
    expect(texts(moved.events)).toEqual(['The table has changed: the Union side is asked again whether it is ready.']);
    expect(ironclads.actors(moved.s)).toEqual([0, 1]);
    const both = act(act(moved.s, 1, { type: 'begin' }).s, 0, { type: 'begin' });
    expect(ironclads.describe({ type: 'begin' }, act(moved.s, 1, { type: 'begin' }).s, 0)).toBe('The battle begins');
    expect(both.s.phase).toBe('move');
    expect(both.s.ready).toBeUndefined();
    // At one computer (no eachSideArranges) one mouse arranges both sides and one Begin begins, as before.
    const one = battle([spec('a', 0, 100, MID, 0), spec('b', 1, 500, MID, 180)], { arrange: true });
    expect(act(act(one, 1, { type: 'place', ship: 'a', x: 250, y: 120, heading: 0 }).s, 1, { type: 'begin' }).s.phase).toBe('move');
  });

  it('does not take movement orders before the battle begins, nor arrange after', () => {
    const s = arranged();
    expect(refused(s, 0, { type: 'move', ship: 'a', start: 0, distance: 'half', end: 0 })).toBe('The battle has not begun.');
    const begun = act(s, 0, { type: 'begin' }).s;
    expect(refused(begun, 0, { type: 'place', ship: 'a', x: 250, y: 120, heading: 0 })).toBe('Ships are placed before the battle begins.');
    expect(refused(begun, 0, { type: 'bank', bank: 0, index: 3, y: 50 })).toBe('The banks are laid before the battle begins.');
  });
});
