import { describe, expect, it } from 'vitest';
import { inContact, jumonville, scenarioOptions, type JumonvilleAction, type JumonvilleState } from './rules';
import { activate, at, byId, players, rect, rig, stack, table } from './test-helpers';

const apply = (s: JumonvilleState, a: JumonvilleAction, seat = 0) => jumonville.apply(s, a, seat);
function ok(s: JumonvilleState, a: JumonvilleAction, seat = 0) {
  const r = apply(s, a, seat);
  if (!r.ok) throw new Error(r.message);
  return r;
}
/** Refused with this message, and the state left as it was. */
function refused(s: JumonvilleState, a: JumonvilleAction, message: string | RegExp, seat = 0) {
  const before = JSON.stringify(s);
  const r = apply(s, a, seat);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.message).toMatch(message);
  expect(JSON.stringify(s)).toBe(before);
}
const rolls = (r: ReturnType<typeof ok>) => r.events.flatMap((e) => (e.kind === 'roll' ? [e] : []));
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);
const pass = (n: number) => (r: number) => r <= n;
const fail = (n: number) => (r: number) => r > n;

describe('moving', () => {
  it('moves up to 6 inches, and no further', () => {
    const s = activate(table([{ id: 'hogg', name: 'Pvt. Hogg', team: 'red', x: 10, y: 30 }, { id: 'lb', team: 'black', x: 10, y: 5 }]));
    const r = ok(s, { type: 'move', figure: 'hogg', to: { x: 15, y: 30 } });
    expect(at(r.state, 'hogg')).toEqual({ x: 15, y: 30 });
    expect(r.state.activation?.moved).toBe('hogg');
    refused(s, { type: 'move', figure: 'hogg', to: { x: 17, y: 30 } }, 'That is 7.0 in away: a move is at most 6 in.');
  });

  it('goes round a rock: 5 inches away in a straight line but 7 round the rock is out of reach', () => {
    const wall = rect('wall', 'rocks', 12, 8.2, 13, 12.5);
    const s = activate(table([{ id: 'hogg', team: 'red', x: 10, y: 10 }, { id: 'lb', team: 'black', x: 30, y: 30 }], [wall]));
    refused(s, { type: 'move', figure: 'hogg', to: { x: 15, y: 10 } }, /^That path is 7\.\d in: a move is at most 6 in\.$/);
    // Round the corner to a point behind the wall's end is in reach.
    const r = ok(s, { type: 'move', figure: 'hogg', to: { x: 14, y: 7 } });
    const d = r.events.find((e) => e.kind === 'note' && (e.detail as { t?: string })?.t === 'move');
    const detail = (d as { detail: { path: { x: number; y: number }[]; length: number } }).detail;
    expect(detail.length).toBeGreaterThan(dist({ x: 10, y: 10 }, { x: 14, y: 7 }));
    expect(detail.length).toBeLessThanOrEqual(6);
    expect(detail.path.length).toBeGreaterThan(2);
  });

  it('never ends in rocks, on another base, off the table, or in contact with an enemy', () => {
    const s = activate(
      table(
        [
          { id: 'hogg', team: 'red', x: 10, y: 10 },
          { id: 'friend', team: 'red', x: 13, y: 10 },
          { id: 'lb', name: 'Sgt. Le Blanc', team: 'black', x: 10, y: 14 },
        ],
        [rect('rock', 'rocks', 5, 5, 7, 7)],
      ),
    );
    refused(s, { type: 'move', figure: 'hogg', to: { x: 7.2, y: 6 } }, 'A base cannot stand in the rocks.');
    refused(s, { type: 'move', figure: 'hogg', to: { x: 13.5, y: 10 } }, "friend's base is in the way there.");
    refused({ ...s, figures: s.figures.map((f) => (f.id === 'hogg' ? { ...f, at: { x: 3, y: 3 } } : f)) }, { type: 'move', figure: 'hogg', to: { x: 0.3, y: 3 } }, 'That is off the table.');
    refused(s, { type: 'move', figure: 'hogg', to: { x: 10, y: 13 } }, 'That puts hogg in base contact with Sgt. Le Blanc: to close with an enemy, charge.');
    // Friends may touch.
    expect(apply(s, { type: 'move', figure: 'hogg', to: { x: 12, y: 10 } }).ok).toBe(true);
  });

  it('woods and the ravine do not slow a move', () => {
    const s = activate(table([{ id: 'hogg', team: 'red', x: 10, y: 10 }, { id: 'lb', team: 'black', x: 30, y: 30 }], [rect('w', 'woods', 0, 0, 20, 20), rect('r', 'ravine', 5, 5, 15, 15)]));
    expect(apply(s, { type: 'move', figure: 'hogg', to: { x: 16, y: 10 } }).ok).toBe(true);
  });
});

describe('shooting', () => {
  const two = () => table([{ id: 'hogg', name: 'Pvt. Hogg', team: 'red', x: 10, y: 20 }, { id: 'lb', name: 'Sgt. Le Blanc', team: 'black', x: 10, y: 10 }]);

  it('hits at or under the shooting skill; the target then tests bravery', () => {
    const s = rig(activate(two()), (r) => r === 8, pass(10));
    const r = ok(s, { type: 'shoot', figure: 'hogg', target: 'lb' });
    const [shot, nerve] = rolls(r);
    expect(shot?.total).toBe(8);
    expect(shot?.why).toBe("Pvt. Hogg's shooting test (8 or under)");
    expect(nerve?.why).toBe("Sgt. Le Blanc's bravery test (10 or under)");
    expect(byId(r.state, 'lb').hits).toBe(1);
    expect(at(r.state, 'lb')).toEqual({ x: 10, y: 10 });
    expect(r.state.phase).toBe('draw');
    expect(r.state.drawer).toBe(0);
  });

  it('misses above the skill', () => {
    const r = ok(rig(activate(two()), (x) => x === 9, pass(10)), { type: 'shoot', figure: 'hogg', target: 'lb' });
    expect(byId(r.state, 'lb').hits).toBe(0);
    expect(rolls(r)).toHaveLength(2);
  });

  it('moving first takes 2 off the shooting test', () => {
    const s = rig(activate(two()), (x) => x === 7, pass(10));
    const moved = ok(s, { type: 'move', figure: 'hogg', to: { x: 12, y: 18 } }).state;
    refused(moved, { type: 'stand', figure: 'hogg' }, 'Pvt. Hogg has moved: it may shoot now (at −2), or be done.');
    const r = ok(moved, { type: 'shoot', figure: 'hogg', target: 'lb' });
    const [shot] = rolls(r);
    expect(shot?.why).toBe("Pvt. Hogg's shooting test (8 − 2 for moving = 6 or under)");
    expect(byId(r.state, 'lb').hits).toBe(0);
    // Or the moved figure is simply done.
    expect(ok(moved, { type: 'done', figure: 'hogg' }).state.phase).toBe('draw');
  });

  it('a save only for a target in cover', () => {
    const inWoods = table([{ id: 'hogg', team: 'red', x: 10, y: 20 }, { id: 'lb', team: 'black', x: 10, y: 10 }], [rect('w', 'woods', 5, 9, 15, 11)]);
    const r = ok(rig(activate(inWoods), pass(8), pass(10), pass(10)), { type: 'shoot', figure: 'hogg', target: 'lb' });
    expect(rolls(r).map((x) => x.why)).toEqual(["hogg's shooting test (8 or under)", "lb's save test (10 or under)", "lb's bravery test (10 or under)"]);
    expect(byId(r.state, 'lb').hits).toBe(0);
    const failed = ok(rig(activate(inWoods), pass(8), fail(10), pass(10)), { type: 'shoot', figure: 'hogg', target: 'lb' });
    expect(byId(failed.state, 'lb').hits).toBe(1);
    const open = ok(rig(activate(two()), pass(8), pass(10)), { type: 'shoot', figure: 'hogg', target: 'lb' });
    expect(rolls(open).map((x) => x.why)).toEqual(["Pvt. Hogg's shooting test (8 or under)", "Sgt. Le Blanc's bravery test (10 or under)"]);
    // Behind a rock within an inch of the base is cover too.
    const behind = table([{ id: 'hogg', team: 'red', x: 10, y: 20 }, { id: 'lb', team: 'black', x: 10, y: 10 }], [rect('r', 'rocks', 9.7, 11, 10.1, 11.3)]);
    const rr = ok(rig(activate(behind), pass(8), pass(10), pass(10)), { type: 'shoot', figure: 'hogg', target: 'lb' });
    expect(rolls(rr)).toHaveLength(3);
  });

  it('the third hit takes a figure off the table, with no bravery test', () => {
    const s = table([{ id: 'hogg', team: 'red', x: 10, y: 20 }, { id: 'lb', team: 'black', x: 10, y: 10, hits: 2 }, { id: 'other', team: 'black', x: 30, y: 5 }]);
    const r = ok(rig(activate(s), pass(8)), { type: 'shoot', figure: 'hogg', target: 'lb' });
    expect(byId(r.state, 'lb')).toMatchObject({ hits: 3, removed: true });
    expect(rolls(r)).toHaveLength(1);
    refused(activate(r.state), { type: 'shoot', figure: 'hogg', target: 'lb' }, 'lb is no longer on the table.');
  });

  it('removing the last enemy ends the game', () => {
    const s = table([{ id: 'hogg', team: 'red', x: 10, y: 20 }, { id: 'lb', team: 'black', x: 10, y: 10, hits: 2 }]);
    const r = ok(rig(activate(s), pass(8)), { type: 'shoot', figure: 'hogg', target: 'lb' });
    expect(jumonville.result(r.state)).toEqual({ winners: [0], draw: false, text: 'Black has no figures left on the table: Red wins.' });
    expect(jumonville.actors(r.state)).toEqual([]);
  });

  it('refuses out of range, out of sight, friends and figures in base contact', () => {
    const far = table([{ id: 'hogg', team: 'red', x: 10, y: 25.3 }, { id: 'lb', name: 'Sgt. Le Blanc', team: 'black', x: 10, y: 10 }]);
    refused(activate(far), { type: 'shoot', figure: 'hogg', target: 'lb' }, 'Sgt. Le Blanc is 14.3 in away: shots reach 12 in.');
    // A hair past the range is said as past it: it read "12.0 in away: shots reach 12 in".
    const edge = table([{ id: 'hogg', team: 'red', x: 10, y: 23.04 }, { id: 'lb', name: 'Sgt. Le Blanc', team: 'black', x: 10, y: 10 }]);
    refused(activate(edge), { type: 'shoot', figure: 'hogg', target: 'lb' }, 'Sgt. Le Blanc is 12.1 in away: shots reach 12 in.');
    const melee = table([
      { id: 'hogg', team: 'red', x: 10, y: 20 },
      { id: 'lb', name: 'Sgt. Le Blanc', team: 'black', x: 10, y: 10 },
      { id: 'tan', name: 'Tanaghrisson', team: 'red', x: 10, y: 11 },
    ]);
    refused(activate(melee), { type: 'shoot', figure: 'hogg', target: 'lb' }, 'Sgt. Le Blanc is fighting Tanaghrisson in base contact: figures in a fight cannot be shot.');
    refused(activate(melee), { type: 'shoot', figure: 'hogg', target: 'tan' }, 'Tanaghrisson is on your own side.');
    const rocks = table([{ id: 'hogg', team: 'red', x: 10, y: 20 }, { id: 'lb', team: 'black', x: 10, y: 10 }], [rect('r', 'rocks', 7, 14, 13, 16)]);
    refused(activate(rocks), { type: 'shoot', figure: 'hogg', target: 'lb' }, 'Rocks block the sight line.');
  });

  it('friends standing in base contact are not in a fight: they can be shot (our reading)', () => {
    const pair = table([
      { id: 'hogg', team: 'red', x: 10, y: 20 },
      { id: 'lb', name: 'Sgt. Le Blanc', team: 'black', x: 10, y: 10 },
      { id: 'jv', name: 'Ens. Jumonville', team: 'black', x: 11, y: 10 },
    ]);
    expect(inContact(byId(pair, 'lb'), byId(pair, 'jv'))).toBe(true);
    const r = ok(rig(activate(pair), pass(8), pass(10)), { type: 'shoot', figure: 'hogg', target: 'lb' });
    expect(byId(r.state, 'lb').hits).toBe(1);
  });

  it('a frightened target runs straight away, and stops once out of sight', () => {
    // Woods from y 0 to 8: the line from the shooter runs through more than 2 in of them once the runner is past y 6.
    const s = table([{ id: 'hogg', team: 'red', x: 10, y: 18 }, { id: 'lb', team: 'black', x: 10, y: 10 }], [rect('w', 'woods', 0, 0, 20, 8)]);
    const r = ok(rig(activate(s), fail(8), fail(10)), { type: 'shoot', figure: 'hogg', target: 'lb' });
    expect(at(r.state, 'lb').x).toBeCloseTo(10);
    expect(at(r.state, 'lb').y).toBeCloseTo(5.75);
    expect(dist(at(r.state, 'lb'), { x: 10, y: 10 })).toBeLessThan(6);
    // In the open it runs the full 6 inches.
    const open = table([{ id: 'hogg', team: 'red', x: 10, y: 18 }, { id: 'lb', team: 'black', x: 10, y: 10 }]);
    const r2 = ok(rig(activate(open), fail(8), fail(10)), { type: 'shoot', figure: 'hogg', target: 'lb' });
    expect(at(r2.state, 'lb').y).toBeCloseTo(4);
    // The table's edge stops it.
    const edge = table([{ id: 'hogg', team: 'red', x: 10, y: 12 }, { id: 'lb', team: 'black', x: 10, y: 3 }]);
    const r3 = ok(rig(activate(edge), fail(8), fail(10)), { type: 'shoot', figure: 'hogg', target: 'lb' });
    expect(at(r3.state, 'lb').y).toBeCloseTo(0.5, 1);
    expect(at(r3.state, 'lb').y).toBeGreaterThanOrEqual(0.5 - 1e-9);
  });

  it('the log says what stopped a runner short of 6 in, and a runner already against it cannot run (play39 read "runs 0.0 in away (out of sight, or stopped)")', () => {
    const says = (r: ReturnType<typeof ok>) => r.events.flatMap((e) => (e.kind === 'note' && (e.detail as { t?: string })?.t === 'run' ? [e.text] : []));
    const shot = (s: JumonvilleState) => ok(rig(activate(s), fail(8), fail(10)), { type: 'shoot', figure: 'hogg', target: 'lb' });
    const hogg = { id: 'hogg', name: 'Pvt. Hogg', team: 'red' as const, x: 10, y: 12 };
    const lb = (y: number) => ({ id: 'lb', name: 'Sgt. Le Blanc', team: 'black' as const, x: 10, y });
    expect(says(shot(table([hogg, lb(0.5)])))).toEqual(["Sgt. Le Blanc cannot run from Pvt. Hogg: the table's edge is in the way."]);
    expect(says(shot(table([hogg, lb(3)])))).toEqual(["Sgt. Le Blanc runs 2.5 in away from Pvt. Hogg, to the table's edge."]);
    expect(says(shot(table([hogg, lb(6)], [rect('rock', 'rocks', 8, 1, 12, 2.5)])))).toEqual(['Sgt. Le Blanc runs 3.0 in away from Pvt. Hogg, to the rocks.']);
    expect(says(shot(table([hogg, lb(6), { id: 'lf', name: 'Pvt. La Force', team: 'black', x: 10, y: 2 }])))).toEqual(["Sgt. Le Blanc runs 3.0 in away from Pvt. Hogg, to Pvt. La Force's base."]);
    expect(says(shot(table([{ ...hogg, y: 18 }, lb(10)], [rect('w', 'woods', 0, 0, 20, 8)])))).toEqual(["Sgt. Le Blanc runs 4.3 in away from Pvt. Hogg, out of Pvt. Hogg's sight."]);
    expect(says(shot(table([{ ...hogg, y: 18 }, lb(10)])))).toEqual(['Sgt. Le Blanc runs 6.0 in away from Pvt. Hogg.']);
  });
});

describe('sight', () => {
  it('sees past rocks beside the line, not through them; through up to 2 in of woods, not more', async () => {
    const { sight } = await import('./rules');
    const mk = (terrain: Parameters<typeof table>[1]) => table([{ id: 'a', team: 'red', x: 10, y: 20 }, { id: 'b', team: 'black', x: 10, y: 10 }], terrain);
    const see = (s: JumonvilleState) => sight(s, byId(s, 'a'), byId(s, 'b')).clear;
    expect(see(mk([]))).toBe(true);
    expect(see(mk([rect('r', 'rocks', 9, 14, 11, 16)]))).toBe(false);
    // A rock across the centre line whose edge a base-to-base line clears: seen past it.
    expect(see(mk([rect('r', 'rocks', 9.8, 14, 12, 16)]))).toBe(true);
    expect(see(mk([rect('r', 'rocks', 10.6, 14, 12, 16)]))).toBe(true);
    expect(see(mk([rect('w', 'woods', 0, 14, 20, 15.5)]))).toBe(true);
    expect(see(mk([rect('w', 'woods', 0, 14, 20, 16.5)]))).toBe(false);
    // At the edge of a wood: seen and seeing out.
    expect(see(mk([rect('w', 'woods', 0, 0, 20, 11.5)]))).toBe(true);
    // Two thin woods add up.
    expect(see(mk([rect('w1', 'woods', 0, 12, 20, 13.2), rect('w2', 'woods', 0, 16, 20, 17.2)]))).toBe(false);
    // The ravine hides nobody.
    expect(see(mk([rect('g', 'ravine', 0, 5, 20, 25)]))).toBe(true);
  });
});

describe('charging and fighting', () => {
  const pair = (gapY = 15) => table([{ id: 'tan', name: 'Tanaghrisson', team: 'red', side: 'indians', x: 10, y: gapY }, { id: 'lb', name: 'Sgt. Le Blanc', team: 'black', x: 10, y: 10 }]);

  it('a charge that holds reaches base contact and fights at +4', () => {
    const s = rig(activate(pair()), pass(14), pass(10), (x) => x === 14);
    const r = ok(s, { type: 'charge', figure: 'tan', target: 'lb' });
    const [nerve, held, blow] = rolls(r);
    expect(nerve?.why).toBe("Tanaghrisson's bravery test (14 or under)");
    expect(held?.why).toBe("Sgt. Le Blanc's bravery test (10 or under)");
    expect(blow?.why).toBe("Tanaghrisson's fighting test (10 + 4 for the charge = 14 or under)");
    expect(dist(at(r.state, 'tan'), at(r.state, 'lb'))).toBeCloseTo(1, 6);
    expect(byId(r.state, 'lb').hits).toBe(1);
  });

  it('a charger who fails its bravery stays put, its activation spent', () => {
    const r = ok(rig(activate(pair()), fail(14)), { type: 'charge', figure: 'tan', target: 'lb' });
    expect(rolls(r)).toHaveLength(1);
    expect(at(r.state, 'tan')).toEqual({ x: 10, y: 15 });
    expect(r.state.phase).toBe('draw');
  });

  it('a target whose nerve fails runs 6 in; the charger halts short of contact and there is no fight', () => {
    const r = ok(rig(activate(pair()), pass(14), fail(10)), { type: 'charge', figure: 'tan', target: 'lb' });
    expect(rolls(r)).toHaveLength(2);
    expect(at(r.state, 'tan').y).toBeCloseTo(11.25, 6);
    expect(at(r.state, 'lb').y).toBeCloseTo(4, 6);
    expect(byId(r.state, 'lb').hits).toBe(0);
  });

  it('refuses a charge beyond 6 in, round rocks too', () => {
    refused(activate(pair(17.5)), { type: 'charge', figure: 'tan', target: 'lb' }, 'Sgt. Le Blanc is 6.5 in away: a charge reaches 6 in.');
    refused(activate(pair(17.03)), { type: 'charge', figure: 'tan', target: 'lb' }, 'Sgt. Le Blanc is 6.1 in away: a charge reaches 6 in.');
    const walled = table(
      [{ id: 'tan', team: 'red', side: 'indians', x: 10, y: 16 }, { id: 'lb', name: 'Sgt. Le Blanc', team: 'black', x: 10, y: 10 }],
      [rect('wall', 'rocks', 6, 12.5, 14, 13.5)],
    );
    refused(activate(walled), { type: 'charge', figure: 'tan', target: 'lb' }, /Sgt\. Le Blanc/);
  });

  it('a fight in base contact: one hit on success, no save, no bravery test', () => {
    const s = table([{ id: 'hogg', team: 'red', x: 10, y: 11 }, { id: 'lb', team: 'black', x: 10, y: 10 }], [rect('w', 'woods', 0, 0, 20, 20)]);
    const r = ok(rig(activate(s), pass(8)), { type: 'fight', figure: 'hogg', target: 'lb' });
    expect(rolls(r).map((x) => x.why)).toEqual(["hogg's fighting test (8 or under)"]);
    expect(byId(r.state, 'lb').hits).toBe(1);
    const miss = ok(rig(activate(s), fail(8)), { type: 'fight', figure: 'hogg', target: 'lb' });
    expect(byId(miss.state, 'lb').hits).toBe(0);
    const apart = table([{ id: 'hogg', team: 'red', x: 10, y: 12 }, { id: 'lb', name: 'Sgt. Le Blanc', team: 'black', x: 10, y: 10 }]);
    refused(activate(apart), { type: 'fight', figure: 'hogg', target: 'lb' }, 'hogg is not in base contact with Sgt. Le Blanc: charge to close with an enemy.');
    refused(activate(s), { type: 'charge', figure: 'hogg', target: 'lb' }, /already in base contact/);
  });
});

describe('cards and turns', () => {
  const four = () =>
    table([
      { id: 'a', team: 'red', x: 5, y: 30 },
      { id: 'b', team: 'red', x: 10, y: 30 },
      { id: 'c', team: 'red', x: 15, y: 30 },
      { id: 'x', team: 'black', x: 5, y: 5 },
      { id: 'y', team: 'black', x: 10, y: 5 },
    ]);

  it('a red card calls Red, a black card Black, one figure each', () => {
    const r = ok(stack(four(), '7H'), { type: 'draw' });
    expect(r.state.activation).toMatchObject({ team: 'red', card: '7H', per: 1, seats: [0] });
    expect(r.events.some((e) => e.kind === 'note' && e.text === '7 of hearts: Red activates one figure for each player.')).toBe(true);
    const b = ok(stack(four(), '10S'), { type: 'draw' });
    expect(b.state.activation).toMatchObject({ team: 'black', per: 1, seats: [1] });
    expect(jumonville.actors(b.state)).toEqual([1]);
    const after = ok(b.state, { type: 'stand', figure: 'x' }, 1).state;
    expect(after.phase).toBe('draw');
    expect(after.drawer).toBe(1);
    refused(after, { type: 'draw' }, 'Black (French) turns the next card.', 0);
  });

  it('a face card activates two DIFFERENT figures', () => {
    let s = ok(stack(four(), 'QD'), { type: 'draw' }).state;
    expect(s.activation?.per).toBe(2);
    s = ok(s, { type: 'stand', figure: 'a' }).state;
    expect(s.phase).toBe('activate');
    refused(s, { type: 'stand', figure: 'a' }, 'a has already been activated for this card: a face card activates two different figures.');
    s = ok(s, { type: 'move', figure: 'b', to: { x: 10, y: 27 } }).state;
    s = ok(s, { type: 'done', figure: 'b' }).state;
    expect(s.phase).toBe('draw');
  });

  it('a face card for a player with one figure left activates just that one', () => {
    const s = table([{ id: 'a', team: 'red', x: 5, y: 30 }, { id: 'x', team: 'black', x: 5, y: 5 }]);
    const r = ok(ok(stack(s, 'KH'), { type: 'draw' }).state, { type: 'stand', figure: 'a' });
    expect(r.state.phase).toBe('draw');
  });

  it('an empty deck is made again from the discard, shuffled, and all 52 cards stay in play', () => {
    let s = four();
    for (let i = 0; i < 53; i++) {
      const d = ok(s, { type: 'draw' }, s.drawer);
      if (i === 52) expect(d.events.some((e) => e.kind === 'note' && e.text.startsWith('The deck ran out'))).toBe(true);
      s = d.state;
      while (s.phase === 'activate') {
        const seat = jumonville.actors(s)[0]!;
        const f = s.figures.find((x) => x.owner === seat && !s.activation!.used.includes(x.id))!;
        s = ok(s, { type: 'stand', figure: f.id }, seat).state;
      }
      const total = Object.values(s.cards).reduce((n, z) => n + z.cards.length, 0);
      expect(total).toBe(52);
    }
    expect(s.cards.deck?.cards.length).toBe(51);
    expect(s.turn).toBe(53);
  });

  it('each player of the called team activates in seat order', () => {
    const s = jumonville.setup({ options: scenarioOptions('glen-four'), players: players(4) }, 5);
    const r = ok(stack(s, '9C'), { type: 'draw' });
    expect(r.state.activation?.seats).toEqual([2, 3]);
    const s2 = ok(r.state, { type: 'stand', figure: 'jumonville' }, 2).state;
    expect(jumonville.actors(s2)).toEqual([3]);
    const s3 = ok(s2, { type: 'stand', figure: 'gaudet' }, 3).state;
    expect(s3.phase).toBe('draw');
    expect(jumonville.actors(s3)).toEqual([3]);
  });

  it('refuses what is not yours, out of turn, before a card, and after the end', () => {
    const s = activate(four());
    refused(s, { type: 'stand', figure: 'x' }, 'x is not yours to command.');
    refused(s, { type: 'stand', figure: 'x' }, 'Red (Virginians) is activating now.', 1);
    refused(four(), { type: 'stand', figure: 'a' }, 'Turn a card first: Red (Virginians) turns the next card.');
    refused(s, { type: 'stand', figure: 'nobody' }, 'There is no such figure.');
    refused(s, { type: 'done', figure: 'a' }, 'a has not moved: choose what it does.');
    refused(s, { type: 'fly' } as unknown as JumonvilleAction, /has no move called "fly"/);
    refused(s, { type: 'move', figure: 'a', to: { x: Number.NaN, y: 3 } } as JumonvilleAction, /not valid/);
    const over = ok(s, { type: 'concede' }, 1).state;
    expect(jumonville.result(over)).toMatchObject({ winners: [0], text: 'Black concedes: Red wins.' });
    refused(over, { type: 'draw' }, 'The skirmish is over.');
  });

  it('hides only the deck order from a player', () => {
    const s = ok(stack(four(), '7H'), { type: 'draw' }).state;
    const v = jumonville.playerView(s, 0);
    expect(v.cards.deck?.cards.every((c) => c === '??')).toBe(true);
    expect(v.cards.deck?.cards.length).toBe(51);
    expect(v.cards.showing?.cards).toEqual(['7H']);
    expect(v.figures).toEqual(s.figures);
  });
});

describe('the log names a seat by its forces', () => {
  it('says "Red (Virginians and Indians)" and "Black (French)", with the player where two seats command the same', () => {
    const two = jumonville.setup({ options: scenarioOptions('glen-two'), players: players(2) }, 5);
    expect(jumonville.describe({ type: 'draw' }, two, 0)).toBe('Red (Virginians and Indians) turns a card');
    expect(jumonville.describe({ type: 'draw' }, two, 1)).toBe('Black (French) turns a card');
    const four = jumonville.setup({ options: scenarioOptions('glen-four'), players: players(4) }, 5);
    const names = [0, 1, 2, 3].map((k) => jumonville.describe({ type: 'draw' }, four, k));
    expect(new Set(names).size).toBe(4);
    expect(names.filter((n) => n.includes(', player '))).toHaveLength(2);
  });
});
