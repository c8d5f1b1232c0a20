// What the table and panel show beside each enemy before a figure commits: the numbers each test
// needs, cover, and why a shot or a charge is not open.
import { describe, expect, it } from 'vitest';
import { activate, byId, rect, table } from './test-helpers';
import { canActWith, cardHeading, computerSince, dragLabel, enemyBrief, jumonvilleHint, noTargetWords, oddsAfterMove, oddsFor, oddsWords, reachShapes, ringOnTable, lastRolls, readRoll, rollCaption, rollMeant, rollNeed, rollsCaption, seatSideNames, seatWithTeam, turnWords, undoNoneWords } from './jumonville-ui';
import { MOVE, moveOk, planMove, scenarioOptions } from './rules';

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

  it("the words beside the enemy on the table name both nerves a charge tests, the charger's and the target's, as the panel does", () => {
    const s = activate(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 15 }]));
    // Before: "charge: nerve 12, fight 12/20" beside a French figure of bravery 10, read as its own nerve;
    // and the target's test, which may send it running with no fight, was not shown at all.
    expect(oddsWords(oddsFor(s, byId(s, 'v'), byId(s, 'f')))).toEqual(['shoot 8', 'charge: nerve 12', 'their nerve 10', 'fight 12 (+4)']);
  });

  it('are short lines, each test its number and any modifier (a melee huddle in a corner had them 41 letters wide, leader lines long across the cloth)', () => {
    const s = activate(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 15 }, { id: 'g', team: 'black', x: 11, y: 10 }]));
    const v = byId(s, 'v');
    const shot = oddsWords(oddsFor(s, v, byId(s, 'f')));
    const fight = oddsWords(oddsFor(s, v, byId(s, 'g')));
    const moved = oddsWords(oddsAfterMove(s, v, { x: 10, y: 12 }, byId(s, 'f')));
    expect(fight).toEqual(['fight 8']);
    // A shot after a move says its −2, as the dice in the panel do.
    expect(moved).toEqual(['shoot 6 (−2)']);
    for (const line of [...shot, ...fight, ...moved]) expect(line.length, line).toBeLessThanOrEqual(16);
  });

  it('a target in cover: its save beside the shot', () => {
    const s = activate(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 20 }], [rect('w', 'woods', 8, 19, 12, 22)]));
    const o = oddsFor(s, byId(s, 'v'), byId(s, 'f'));
    expect(o.cover).toBe(true);
    expect(oddsWords(o)[0]).toBe('shoot 8 · save 10');
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

  it('while a figure is dragged: the shot from where it would stand, at −2 for the move, and no charge after it', () => {
    const s = activate(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 25 }]));
    expect(oddsFor(s, byId(s, 'v'), byId(s, 'f')).noShot).toMatch(/12 in/);
    const o = oddsAfterMove(s, byId(s, 'v'), { x: 10, y: 14 }, byId(s, 'f'));
    expect(o.noShot).toBeNull();
    expect(o.shootNeed).toBe(6);
    expect(o.noCharge).toMatch(/moved/);
    expect(o.distance).toBeCloseTo(10, 5);
  });

  it('in a line (the panel in a short window): the chance of what may be done, or why nothing may', () => {
    const s = activate(
      table(
        [
          { id: 'v', team: 'red', x: 5, y: 5 },
          { id: 'near', team: 'black', x: 5, y: 9 },
          { id: 'mid', team: 'black', x: 13, y: 5 },
          { id: 'far', team: 'black', x: 5, y: 25 },
          { id: 'hid', team: 'black', x: 5, y: 14 },
          { id: 'touch', team: 'black', x: 6, y: 5 },
        ],
        [rect('r', 'rocks', 3, 11, 7, 12)],
      ),
    );
    const brief = (id: string) => enemyBrief(oddsFor(s, byId(s, 'v'), byId(s, id)));
    expect(brief('near')).toBe('shoot 8/20 · may charge');
    expect(brief('mid')).toBe('shoot 8/20');
    expect(brief('far')).toBe('too far');
    expect(brief('hid')).toBe('out of sight');
    expect(brief('touch')).toBe('fight 8/20');
  });

  it('only the acting seat’s ready figures can be picked to act', () => {
    const s = activate(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 30 }]));
    expect(canActWith(s, 0, 'v')?.id).toBe('v');
    expect(canActWith(s, 1, 'f')).toBeNull();
    expect(canActWith(s, 0, 'f')).toBeNull();
  });
});

describe('the words under a dragged figure', () => {
  it('gives the path\'s length with its unit once ("5.0 in", not "5.0 in in")', () => {
    const s = activate(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 30 }]));
    const plan = planMove(s, byId(s, 'v'), { x: 13, y: 14 });
    expect(dragLabel(plan, true)).toBe('5.0 in');
  });

  it('says why a drop is refused: too far, or onto an enemy', () => {
    const s = activate(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 30 }]));
    const far = planMove(s, byId(s, 'v'), { x: 10, y: 20 });
    expect(far.ok).toBe(false);
    expect(dragLabel(far, false)).toBe(far.ok ? '' : far.reason);
    expect(dragLabel(planMove(s, byId(s, 'v'), { x: 10, y: 14 }), false)).toMatch(/charge instead/);
    expect(dragLabel(null, false)).toBe('');
  });
});

describe('the seats\' parties, for seats nobody named', () => {
  it('names each seat by its figures\' sides, numbering two seats of one party', () => {
    expect(seatSideNames(scenarioOptions('glen-two'), 2)).toEqual(['Virginians and Indians', 'French']);
    expect(seatSideNames(scenarioOptions('glen-four'), 4)).toEqual(['Virginians', 'Indians', 'French 1', 'French 2']);
    expect(seatSideNames(scenarioOptions('glen-two'), 3)).toEqual(['Virginians and Indians', 'French', 'Player 3']);
    // Three parties under one player read as a list, not "Virginians and Indians and French".
    const mixed = scenarioOptions('glen-two');
    const figures = mixed.figures.map((f) => (f.id === 'kanuksusy' ? { ...f, side: 'french' as const } : f));
    expect(seatSideNames({ figures }, 2)).toEqual(['Virginians, Indians and French', 'French']);
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

describe('the shaded reach', () => {
  const area = (shape: { x: number; y: number }[]) => Math.abs(shape.reduce((a, p, k) => a + p.x * shape[(k + 1) % shape.length]!.y - shape[(k + 1) % shape.length]!.x * p.y, 0)) / 2;
  const total = (shapes: { x: number; y: number }[][]) => shapes.reduce((a, s) => a + area(s), 0);

  it('a lone reachable point is a small diamond round it', () => {
    const shapes = reachShapes([{ x: 4, y: 6 }], 0.5);
    expect(shapes).toHaveLength(4);
    expect(total(shapes)).toBeCloseTo(0.125, 9);
    for (const s of shapes) for (const p of s) expect(Math.max(Math.abs(p.x - 4), Math.abs(p.y - 6))).toBeLessThanOrEqual(0.5);
  });

  it('a block of points: whole squares inside, cut ones on its edge, even corners', () => {
    const cells = [0, 1, 2].flatMap((i) => [0, 1, 2].map((j) => ({ x: 10 + i * 0.5, y: 3 + j * 0.5 })));
    // 4 whole squares, 8 halves on the sides, 4 eighths at the corners: 8.5 squares of 0.25.
    const shapes = reachShapes(cells, 0.5);
    expect(total(shapes)).toBeCloseTo(8.5 * 0.25, 9);
    // Each row's whole squares are one rectangle (2 rows), then the 8 cut sides and 4 corners.
    expect(shapes).toHaveLength(2 + 8 + 4);
  });

  it("a figure's real reach: never past half a step from a reachable point, and no more shade than the cells had", () => {
    const s = activate(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 24, y: 24 }], [rect('boulder', 'rocks', 12, 8, 14, 12)]));
    const f = byId(s, 'v');
    const cells: { x: number; y: number }[] = [];
    for (let i = -12; i <= 12; i++) for (let j = -12; j <= 12; j++) {
      const p = { x: f.at.x + i * 0.5, y: f.at.y + j * 0.5 };
      if (Math.hypot(i, j) * 0.5 <= MOVE && moveOk(s, f, p)) cells.push(p);
    }
    // The rock stands in the way: some points within 6 in are not reached.
    expect(cells.length).toBeLessThan(400);
    expect(cells.some((c) => c.x > 14)).toBe(true);
    const shapes = reachShapes(cells, 0.5);
    for (const shape of shapes) for (const p of shape) expect(Math.min(...cells.map((c) => Math.max(Math.abs(c.x - p.x), Math.abs(c.y - p.y))))).toBeLessThanOrEqual(0.5 + 1e-9);
    // The shade is even: no point lies under two shapes (sampled off the grid's lines).
    const within = (p: { x: number; y: number }, poly: { x: number; y: number }[]) => {
      let on = false;
      for (let k = 0, m = poly.length - 1; k < poly.length; m = k++) {
        const u = poly[k]!;
        const v = poly[m]!;
        if (u.y > p.y !== v.y > p.y && p.x < ((v.x - u.x) * (p.y - u.y)) / (v.y - u.y) + u.x) on = !on;
      }
      return on;
    };
    let covered = 0;
    for (let x = 3.513; x < 17; x += 0.173) for (let y = 3.537; y < 17; y += 0.191) {
      const n = shapes.filter((shape) => within({ x, y }, shape)).length;
      expect(n).toBeLessThanOrEqual(1);
      covered += n;
    }
    expect(covered).toBeGreaterThan(1000);
    const a = total(shapes);
    expect(a).toBeLessThanOrEqual(cells.length * 0.25);
    expect(a).toBeGreaterThan(cells.length * 0.25 * 0.8);
  });
});

describe('the line under the card', () => {
  const teams = ['red', 'black'] as const;
  it('says who acts and who turns the next card, the verb agreeing with "You" and with no other name (a party reads as well as a person)', () => {
    const figures = table([{ id: 'a', team: 'red', x: 5, y: 5 }, { id: 'b', team: 'red', x: 9, y: 5 }, { id: 'c', team: 'black', x: 5, y: 30 }, { id: 'd', team: 'black', x: 9, y: 30 }]).figures;
    const acting = (seat: 0 | 1) => ({ phase: 'activate' as const, drawer: 0, teams: [...teams], figures, activation: { team: teams[seat], card: 'QH', per: 2 as const, seats: [seat], used: ['a'], moved: null } });
    expect(turnWords(acting(0), 'QH', ['You', 'French'])).toBe('Red: each player activates 2 figures (Queen of hearts). You (Red) are acting, 1 of 2 done.');
    expect(turnWords(acting(1), 'QH', ['You', 'French'])).toBe('Black: each player activates 2 figures (Queen of hearts). French (Black) to act, 1 of 2 done.');
    expect(turnWords(acting(0), 'QH', ['Virginians and Indians', 'French'])).toBe('Red: each player activates 2 figures (Queen of hearts). Virginians and Indians (Red) to act, 1 of 2 done.');
    const drawing = (drawer: 0 | 1) => ({ phase: 'draw' as const, drawer, teams: [...teams], figures, activation: null });
    expect(turnWords(drawing(0), '7S', ['You', 'French'])).toBe('Next card: You (Red) turn it. Last: 7 of spades.');
    expect(turnWords(drawing(1), null, ['You', 'French'])).toBe('Next card: French (Black) to turn it.');
    expect(turnWords(drawing(0), null, ['Virginians and Indians', 'French'])).toBe('Next card: Virginians and Indians (Red) to turn it.');
    // Seats named as their teams are said once.
    expect(turnWords(drawing(1), null, ['Red', 'Black'])).toBe('Next card: Black to turn it.');
    expect(seatWithTeam('red', 'red')).toBe('red');
    expect(seatWithTeam('Red', 'black')).toBe('Red (Black)');
  });

  it('a face card for a player with one figure left says that one acts, not "0 of 2 done" (play39 saw it beside Kanuksusy alone)', () => {
    const last = table([{ id: 'k', name: 'Kanuksusy', team: 'red', x: 5, y: 5 }, { id: 'f', team: 'black', x: 9, y: 30 }, { id: 'g', team: 'black', x: 12, y: 30 }]);
    const s = { ...last, phase: 'activate' as const, activation: { team: 'red' as const, card: 'JD', per: 2 as const, seats: [0], used: [], moved: null } };
    expect(turnWords(s, 'JD', ['You', 'Computer'])).toBe('Red: each player activates 2 figures (Jack of diamonds). You (Red) are acting: one figure left, so just that one.');
    expect(turnWords(s, 'JD', ['Virginians', 'Computer'])).toBe('Red: each player activates 2 figures (Jack of diamonds). Virginians (Red) to act: one figure left, so just that one.');
  });
});

describe('a d20 read from its log words', () => {
  it('names the figure (the longest name that fits), the test, what it needed and whether it passed', () => {
    const figures = table([{ id: 'hogg', name: 'Hogg', team: 'red', x: 5, y: 5 }, { id: 'hogg2', name: 'Hogg Junior', team: 'red', x: 9, y: 5 }]).figures;
    const shot = readRoll("Hogg Junior's shooting test (8 − 2 for moving = 6 or under)", 6, figures);
    expect(shot).toMatchObject({ who: 'Hogg Junior', what: 'shooting', test: { figure: 'hogg2', need: 6, roll: 6, pass: true } });
    const brave = readRoll("Hogg's bravery test (12 or under)", 13, figures);
    expect(brave).toMatchObject({ who: 'Hogg', what: 'bravery', test: { figure: 'hogg', need: 12, roll: 13, pass: false } });
  });

  it('keeps the modifier: a shot after moving and a charge\'s fight say the skill and what was added or taken off, on the table and in the panel', () => {
    const figures = table([{ id: 'hogg', name: 'Hogg', team: 'red', x: 5, y: 5 }]).figures;
    const shot = readRoll("Hogg's shooting test (8 − 2 for moving = 6 or under)", 7, figures);
    expect(shot.test.modifier).toBe(-2);
    // Before, the die said "shooting ≤6" and the panel "needed 6 or under" beside a card saying Shoot 8.
    expect(rollCaption(shot)).toBe('shooting ≤6 ✗ fail\n8 − 2 for moving');
    expect(rollNeed(shot)).toBe('needed 8 − 2 for moving = 6 or under');
    const fight = readRoll("Hogg's fighting test (8 + 4 for the charge = 12 or under)", 12, figures);
    expect(fight.test).toMatchObject({ need: 12, modifier: 4, pass: true });
    expect(rollCaption(fight)).toBe('fighting ≤12 ✓ pass\n8 + 4 for the charge');
    expect(rollNeed(fight)).toBe('needed 8 + 4 for the charge = 12 or under');
    // A plain test says its number alone, as before.
    const brave = readRoll("Hogg's bravery test (12 or under)", 3, figures);
    expect(brave.test.modifier).toBe(0);
    expect(rollCaption(brave)).toBe('bravery ≤12 ✓ pass');
    expect(rollNeed(brave)).toBe('needed 12 or under');
  });
});

describe('the last dice read back from the log, for a game opened under way', () => {
  it("are the last entry's that rolled, on the card it was rolled on", () => {
    const figures = table([{ id: 'hogg', name: 'Hogg', team: 'red', x: 5, y: 5 }]).figures;
    const roll = (why: string, total: number) => ({ kind: 'roll' as const, who: 0, why, dice: '1d20', faces: [total], total });
    const log = [
      { action: { type: 'draw' }, events: [] },
      { action: { type: 'shoot' }, events: [roll("Hogg's shooting test (8 or under)", 3), roll("Hogg's bravery test (12 or under)", 15)] },
      { action: { type: 'draw' }, events: [] },
      { action: { type: 'move' }, events: [] },
    ];
    expect(lastRolls(log, figures).map((r) => [r.what, r.test.roll, r.test.pass, r.card])).toEqual([
      ['shooting', 3, true, 1],
      ['bravery', 15, false, 1],
    ]);
    expect(lastRolls(log.slice(0, 1), figures)).toEqual([]);
  });

  it('counts the cards turned at another table too (across machines its turn comes as a line, not a draw)', () => {
    const figures = table([{ id: 'hogg', name: 'Hogg', team: 'red', x: 5, y: 5 }]).figures;
    const roll = { kind: 'roll' as const, who: 0, why: "Hogg's shooting test (8 or under)", dice: '1d20', faces: [3], total: 3 };
    const turned = { kind: 'note' as const, text: 'Red 4: Red activates one figure for each player.', who: 1, detail: { t: 'card', card: 'R4', team: 'red', per: 1, reshuffled: false } };
    const log = [
      { action: { type: 'draw' }, events: [turned] },
      { action: { type: 'remote' }, events: [turned] },
      { action: { type: 'remote' }, events: [turned] },
      { action: { type: 'shoot' }, events: [roll] },
    ];
    // On the third card, as the panel's card reads: not "Rolled on card 1".
    expect(lastRolls(log, figures).map((r) => r.card)).toEqual([3]);
    expect(rollsCaption(lastRolls(log, figures), 3)).toBeNull();
  });
});

describe("the computer's moves since yours", () => {
  const e = (seat: number, type: string, text: string) => ({ seat, action: { type }, text });
  const computer = (seat: number) => seat === 1;
  it('its headlines since your last, cards turned left out, three at most', () => {
    const log = [e(0, 'move', 'Capt. Washington moves'), e(0, 'draw', 'Red turns a card'), e(1, 'draw', 'Black turns a card'), e(1, 'move', 'Ens. Jumonville moves'), e(1, 'shoot', 'Sgt. Le Blanc shoots at Pvt. Hogg')];
    expect(computerSince(log, 0, computer)).toEqual(['Ens. Jumonville moves', 'Sgt. Le Blanc shoots at Pvt. Hogg']);
    expect(computerSince([...log, e(0, 'draw', 'Red turns a card')], 0, computer)).toEqual([]);
    expect(computerSince([e(1, 'move', 'a'), e(1, 'move', 'b'), e(1, 'move', 'c'), e(1, 'move', 'd')], 0, computer)).toEqual(['b', 'c', 'd']);
    expect(computerSince(log, 0, () => false)).toEqual([]);
  });
  it("across machines too, where another table's card comes as its note alone", () => {
    const card = { kind: 'note' as const, text: '5 of clubs: Black activates one figure for each player.', who: 1, detail: { t: 'card' as const, card: '5C', team: 'black' as const, per: 1 as const, reshuffled: false } };
    const log = [e(0, 'move', 'Capt. Washington moves'), { ...e(1, 'remote', 'Black (French) turns a card'), events: [card] }, e(1, 'remote', 'Ens. Jumonville moves')];
    expect(computerSince(log, 0, computer)).toEqual(['Ens. Jumonville moves']);
  });
});

describe('what a d20 meant, after its pass or fail', () => {
  it('a shot or a blow hits or misses; cover takes the shot, or the hit stands; nerve holds or goes', () => {
    expect(rollMeant('shooting', true)).toBe('a hit');
    expect(rollMeant('fighting', false)).toBe('a miss');
    expect(rollMeant('save', true)).toBe('the cover takes the shot');
    expect(rollMeant('save', false)).toBe('the hit stands');
    expect(rollMeant('bravery', true)).toBe('keeps their nerve');
    expect(rollMeant('bravery', false)).toBe('loses their nerve');
  });
});

describe('Undo with nothing to take back', () => {
  const people = [{ control: 'human' }, { control: 'human' }];
  // The state each entry left: the first seat still acting, or the second one handed the mouse.
  const stillMine = activate(table([]), 0);
  const handedOn = activate(table([]), 1);
  it('says why: a turned card, a roll, the computer, the mouse handed on; a bare message otherwise', () => {
    expect(undoNoneWords({ action: { type: 'draw' }, seat: 0, events: [{ kind: 'note' }] }, people, stillMine)).toBe('Nothing to undo: a turned card is not taken back.');
    expect(undoNoneWords({ action: { type: 'shoot' }, seat: 1, events: [{ kind: 'roll' }, { kind: 'note' }] }, people, handedOn)).toMatch(/a roll is not taken back/);
    expect(undoNoneWords({ action: { type: 'move' }, seat: 1, events: [] }, [{ control: 'human' }, { control: 'computer' }], handedOn)).toMatch(/computer's moves/);
    expect(undoNoneWords({ action: { type: 'done' }, seat: 0, events: [] }, people, handedOn)).toMatch(/the next player has the mouse/);
    expect(undoNoneWords(undefined, people, stillMine)).toBeNull();
    expect(undoNoneWords({ action: { type: 'move' }, seat: 0, events: [] }, people, stillMine)).toBeNull();
  });
});

describe("the status line's hint follows the card", () => {
  const s = table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 25 }]);

  it('the card to turn for the drawer, and for the other seat whose turn it is', () => {
    expect(s.phase).toBe('draw');
    expect(jumonvilleHint(s, s.drawer)).toMatch(/Space or Turn the card/);
    expect(jumonvilleHint(s, 1 - s.drawer)).toMatch(/other side turns the next card/);
  });

  it('the gold figures while acting, the shot after a move, the other side acting, the end', () => {
    const a = activate(s, 0);
    expect(jumonvilleHint(a, 0)).toMatch(/ringed in gold.*right-click an enemy to charge/);
    expect(jumonvilleHint(a, 0)).not.toMatch(/Space/);
    expect(jumonvilleHint(a, 1)).toMatch(/other side is acting/);
    expect(jumonvilleHint({ ...a, activation: { ...a.activation!, moved: 'v' } }, 0)).toMatch(/may shoot \(at −2\)/);
    expect(jumonvilleHint({ ...a, phase: 'over' }, 0)).toMatch(/skirmish is over/);
  });

  it('an ally on your own team acting or turning the card is not "the other side" (play39: three players, the computer commanding your Indians)', () => {
    const three = { ...s, teams: ['red', 'red', 'black'] as ('red' | 'black')[] };
    expect(jumonvilleHint(activate(three, 1), 0)).toMatch(/^Your ally on Red is acting · /);
    expect(jumonvilleHint(activate(three, 2), 0)).toMatch(/^The other side is acting · /);
    expect(jumonvilleHint({ ...three, phase: 'draw', drawer: 1 }, 0)).toMatch(/^Your ally on Red turns the next card · /);
    expect(jumonvilleHint({ ...three, phase: 'draw', drawer: 2 }, 0)).toMatch(/^The other side turns the next card · /);
  });
});

describe('rollsCaption', () => {
  it('names the card of dice rolled on an earlier card, and says nothing over dice of this one', () => {
    expect(rollsCaption([{ card: 4 }, { card: 4 }], 7)).toBe('Rolled on card 4');
    expect(rollsCaption([{ card: 7 }], 7)).toBeNull();
    expect(rollsCaption([], 7)).toBeNull();
  });
});

describe('S, C or F with no enemy aimed at', () => {
  it('says which click aims, or why no enemy can be shot, charged or fought, and what to do instead', () => {
    // Every enemy out of reach: it said "Click an enemy first.", and each enemy clicked was too far.
    const far = activate(table([{ id: 'v', name: 'Capt. Washington', team: 'red', x: 5, y: 5 }, { id: 'f', team: 'black', x: 5, y: 25 }]));
    const v = byId(far, 'v');
    expect(noTargetWords(far, v, 'shoot')).toBe('No enemy is within 12 in and in sight of Capt. Washington: drag it closer first, or Stand.');
    expect(noTargetWords(far, v, 'charge')).toBe('No enemy is within a 6 in charge of Capt. Washington: drag it closer first, or Stand.');
    expect(noTargetWords(far, v, 'fight')).toBe('Capt. Washington is in base contact with no enemy: charge one first (right-click it).');
    // Within reach, and in base contact: the click that aims.
    const near = activate(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 15 }, { id: 'g', team: 'black', x: 11, y: 10 }]));
    expect(noTargetWords(near, byId(near, 'v'), 'shoot')).toBe('Click the enemy to shoot at.');
    expect(noTargetWords(near, byId(near, 'v'), 'charge')).toBe('Right-click the enemy to charge.');
    expect(noTargetWords(near, byId(near, 'v'), 'fight')).toBe('Click the enemy in base contact to fight it.');
  });
});
