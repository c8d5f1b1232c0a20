import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { Rng, seedRng } from '../../engine/rng';
import type { GameEvent } from '../../engine/game';
import { randomOrders } from './ai/options';
import {
  routLimit,
  tiny18c,
  withBoard,
  type DeclareOrders,
  type Orders,
  type Side,
  type Tiny18cState,
  type UnitType,
} from './rules';
import { boardToText, labelArmy, textToBoard } from './rules/notation';
import { armyProblem } from './rules/armies';

const players = [
  { name: 'Red', control: 'human' as const, strength: 'normal' as const },
  { name: 'Blue', control: 'human' as const, strength: 'normal' as const },
];

function fromBoard(board: string, seed = 1): Tiny18cState {
  return tiny18c.setup({ options: { armies: [[], []], turnLimit: 30, board }, players }, seed);
}

function fromArmies(a: UnitType[], d: UnitType[], seed = 1): Tiny18cState {
  return tiny18c.setup({ options: { armies: [a, d], turnLimit: 30 }, players }, seed);
}

/** Both sides' orders for the phase; returns the state after and the events of the resolution. */
function both(s: Tiny18cState, attacker: Orders, defender: Orders): { s: Tiny18cState; events: GameEvent[] } {
  const a = tiny18c.apply(s, { type: 'commit', orders: attacker }, 0);
  if (!a.ok) throw new Error(`attacker: ${a.message}`);
  const d = tiny18c.apply(a.state, { type: 'commit', orders: defender }, 1);
  if (!d.ok) throw new Error(`defender: ${d.message}`);
  return { s: d.state, events: d.events };
}

const stay: Orders = { phase: 'movement', moves: {} };
const noDecl: DeclareOrders = { phase: 'declarations', action: null, shots: {} };
const at = (s: Tiny18cState, id: string) => s.units.find((u) => u.id === id)?.at ?? null;
const routed = (s: Tiny18cState, id: string) => s.units.find((u) => u.id === id)?.routed ?? false;
const texts = (events: GameEvent[]) => events.flatMap((e) => (e.kind === 'note' ? [e.text] : []));
const board = (...rows: string[]) => rows.join('\n');
/** Skips the movement phase (nobody moves) to reach declarations and combat. */
const toDeclarations = (s: Tiny18cState) => both(s, stay, stay).s;
const combatOnly = (s: Tiny18cState) => both(toDeclarations(s), noDecl, noDecl);

describe("the seed's notation", () => {
  it('reads the seed\'s empty field, rows spaced by blank lines, and its deployment drawing with words after the rows', () => {
    const empty = '• • • • •\n\n• • • • •\n\n• • • • •\n\n• • • • •\n\n• • • • •';
    expect(textToBoard(empty)).toEqual({ ok: true, units: [] });
    const deploy = '• • • • • attacker deploys here\n\n• • • • •\n\n• • • • •\n\n• • • • •\n\n• • • • • defender deploys here';
    expect(textToBoard(deploy)).toEqual({ ok: true, units: [] });
  });

  it('gives capitals to the attacker and lower case to the defender, numbered where a type repeats', () => {
    const r = textToBoard(board('A1 • C • A2', '• • • • •', '• • • • •', '• • • i •', 'p • • • m'));
    expect(r.ok && r.units.map((u) => [u.id, u.side, u.type, u.at.r, u.at.c])).toEqual([
      ['A1', 0, 'A', 0, 0],
      ['C', 0, 'C', 0, 2],
      ['A2', 0, 'A', 0, 4],
      ['i', 1, 'I', 3, 3],
      ['p', 1, 'P', 4, 0],
      ['m', 1, 'M', 4, 4],
    ]);
    expect(labelArmy(['A', 'I', 'A', 'C'], 0)).toEqual(['A1', 'I', 'A2', 'C']);
    expect(labelArmy(['m', 'M'].map((x) => x.toUpperCase() as UnitType), 1)).toEqual(['m1', 'm2']);
  });

  it('round-trips a position, and explains what is wrong with a bad one', () => {
    const s = fromBoard(board('• I • C •', '• • • • •', '• • • • •', '• • • • •', 'c • p • •'));
    expect(boardToText(s.units)).toBe('• I • C •\n• • • • •\n• • • • •\n• • • • •\nc • p • •');
    expect(textToBoard('• • •')).toEqual({ ok: false, message: 'A board has 5 rows of 5; this text has 1.' });
    // Squares typed run together were told "this text has 0" rows, of a text of five.
    expect(textToBoard('I••••\n•••••\n•••••\n•••••\n••••i')).toEqual({ ok: false, message: 'Put a space between the squares of a row: "I••••" reads as one square; write it "I • • • •".' });
    expect(textToBoard('A1....\n.....\n.....\n.....\n....a')).toEqual({ ok: false, message: 'Put a space between the squares of a row: "A1...." reads as one square; write it "A1 . . . .".' });
    // Words before a board are let be, as before, and a word is not taken for a row run together.
    expect(textToBoard('Map.\n• • •')).toEqual({ ok: false, message: 'A board has 5 rows of 5; this text has 1.' });
    expect(textToBoard('Map as of turn 3\nI • • • •\n• • • • •\n• • • • •\n• • • • •\n• • • • i').ok).toBe(true);
    expect(textToBoard(board('X • • • •', '• • • • •', '• • • • •', '• • • • •', '• • • • •')).ok).toBe(false);
    expect(textToBoard(board('I • I • •', '• • • • •', '• • • • •', '• • • • •', '• • • • •'))).toEqual({
      ok: false,
      message: '"I" appears twice; number repeated units (A1, A2).',
    });
    expect(textToBoard(board('I • I1 • •', '• • • • •', '• • • • •', '• • • • •', '• • • • •'))).toMatchObject({ ok: false });
  });

  it('keeps a board pasted from a chat as the board alone, so the battle started from it can be saved', () => {
    // 431 letters: the board with the words round it, as a friend wrote it in a chat.
    const chat = [
      'Here is the board after turn 3, as my Nomi sees it. We are both playing carefully and I think the attacker has a slight edge now because of the cavalry on the left flank, which could swing round.',
      'I1 • • • A     attacker deploys here',
      '• . • • •',
      '• • • • •',
      '• • • • •',
      '• • • • a     defender deploys here',
      'Your move next! Remember the defender always moves into a contested space first, so be careful with that cavalry of yours this time.',
    ].join('\n');
    const from = withBoard(tiny18c.defaultOptions, chat);
    expect(from).toEqual({ ok: true, options: { ...tiny18c.defaultOptions, board: 'I1 • • • A\n• • • • •\n• • • • •\n• • • • •\n• • • • a' } });
    // What a save checks the options against: the whole chat was refused (more than 400 letters).
    expect(v.safeParse(tiny18c.optionsSchema, from.ok && from.options).success).toBe(true);
    expect(tiny18c.setup({ options: from.ok ? from.options : tiny18c.defaultOptions, players }, 1).units.map((u) => u.id)).toEqual(['I1', 'A', 'a']);
    expect(withBoard(tiny18c.defaultOptions, board('I • • • •', '• • • • •', '• • • • •', '• • • • •', '• • • • •'))).toEqual({ ok: false, message: 'A board needs units of both sides.' });
    expect(withBoard(tiny18c.defaultOptions, '• • •')).toEqual({ ok: false, message: 'A board has 5 rows of 5; this text has 1.' });
  });

  it('reads a control or text-direction character in a board as a space: never quoted raw, nor kept from a doctored save', () => {
    const rest = ['• • • • •', '• • • • •', '• • • • •', 'i • • • •'];
    expect(withBoard(tiny18c.defaultOptions, board('I • \u0007x • •', ...rest))).toEqual({ ok: false, message: 'Row 1 should hold 5 spaces or units: "I • x • •".' });
    expect(withBoard(tiny18c.defaultOptions, board('I\u202E• • • •', ...rest))).toEqual({ ok: true, options: { ...tiny18c.defaultOptions, board: board('I • • • •', ...rest) } });
    // A save whose board was doctored opens on the board cleaned, the battle as it began.
    const doctored = v.parse(tiny18c.optionsSchema, { ...tiny18c.defaultOptions, board: board('I\u202E • • • \u0000•', ...rest) });
    expect(doctored.board).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/u);
    expect(tiny18c.setup({ options: doctored, players }, 1).units.map((u) => u.id)).toEqual(['I', 'i']);
  });

  it('refuses a pasted row with a unit past the fifth square, rather than leave the unit out without a word', () => {
    // A board six wide: C1 was dropped and the battle began without it.
    const wide = board('I1 • • • • C1', '• • • • • •', '• • • • • •', '• • • • • •', 'i • • • • •');
    expect(withBoard(tiny18c.defaultOptions, wide)).toEqual({ ok: false, message: 'Row 1 holds more than 5 spaces or units (C1 is past the fifth): "I1 • • • • C1".' });
    // Empty squares or words after the fifth are let be, as in the seed's drawing.
    expect(withBoard(tiny18c.defaultOptions, board('I1 • • • • • - attacker deploys here', '• • • • •', '• • • • •', '• • • • •', 'i • • • • defender deploys here')).ok).toBe(true);
    // A battle saved from such a board before still opens as it began.
    expect(textToBoard(wide).ok).toBe(true);
  });
});

describe('armies and deployment', () => {
  it('limits an army to the spaces it deploys into', () => {
    expect(armyProblem(['I', 'I', 'P', 'C', 'A', 'S'])).toBeNull();
    expect(armyProblem(['I', 'I', 'P', 'C', 'A', 'A'])).toMatch(/home row/);
    expect(armyProblem(['M', 'M', 'M', 'S', 'S', 'S'])).toMatch(/row in front/);
    expect(armyProblem(['S'])).toMatch(/not scouts/);
  });

  it('deploys both sides at once on their home rows: the attacker at the top, the defender at the bottom', () => {
    const s = fromArmies(['I', 'C'], ['P', 'A']);
    expect(tiny18c.actors(s)).toEqual([0, 1]);
    const { s: after } = both(s, { phase: 'deploy', columns: { I: 0, C: 4 } }, { phase: 'deploy', columns: { p: 2, a: 3 } });
    expect([at(after, 'I'), at(after, 'C'), at(after, 'p'), at(after, 'a')]).toEqual([
      { r: 0, c: 0 },
      { r: 0, c: 4 },
      { r: 4, c: 2 },
      { r: 4, c: 3 },
    ]);
    expect(after.phase).toBe('movement');
  });

  it('gives each militia a bonus militia, deployed in front of it', () => {
    const s = fromArmies(['M', 'M', 'I'], ['I']);
    expect(s.units.filter((u) => u.side === 0).map((u) => [u.id, u.bonusOf ?? null])).toEqual([
      ['M1', null],
      ['M2', null],
      ['I', null],
      ['M3', 'M1'],
      ['M4', 'M2'],
    ]);
    const { s: after } = both(s, { phase: 'deploy', columns: { M1: 1, M2: 3, I: 2 } }, { phase: 'deploy', columns: { i: 2 } });
    expect(at(after, 'M3')).toEqual({ r: 1, c: 1 });
    expect(at(after, 'M4')).toEqual({ r: 1, c: 3 });
    expect(after.strength).toEqual([5, 1]);
  });

  it('deploys scouts after the rest, to the row in front of home, and asks only the side that has them', () => {
    let s = fromArmies(['I', 'S', 'M'], ['I']);
    s = both(s, { phase: 'deploy', columns: { I: 0, M1: 2 } }, { phase: 'deploy', columns: { i: 4 } }).s;
    expect(s.phase).toBe('scouts');
    expect(tiny18c.actors(s)).toEqual([0]);
    const onMilitia = tiny18c.apply(s, { type: 'commit', orders: { phase: 'scouts', columns: { S: 2 } } }, 0);
    expect(onMilitia).toEqual({ ok: false, message: 'c4 is taken by a militia.' });
    const r = tiny18c.apply(s, { type: 'commit', orders: { phase: 'scouts', columns: { S: 3 } } }, 0);
    expect(r.ok && at(r.state, 'S')).toEqual({ r: 1, c: 3 });
    expect(r.ok && r.state.phase).toBe('movement');
  });

  it('refuses a deployment that misses a unit or doubles up a space', () => {
    const s = fromArmies(['I', 'C'], ['P']);
    expect(tiny18c.apply(s, { type: 'commit', orders: { phase: 'deploy', columns: { I: 0 } } }, 0)).toEqual({ ok: false, message: 'Place C too.' });
    expect(tiny18c.apply(s, { type: 'commit', orders: { phase: 'deploy', columns: { I: 0, C: 0 } } }, 0)).toEqual({
      ok: false,
      message: 'Two units cannot share a space.',
    });
  });
});

describe('secret, simultaneous orders', () => {
  it("keeps each side's committed orders from the other until both are in", () => {
    const s = fromArmies(['I'], ['I']);
    const r = tiny18c.apply(s, { type: 'commit', orders: { phase: 'deploy', columns: { I: 3 } } }, 0);
    if (!r.ok) throw new Error(r.message);
    expect(tiny18c.playerView(r.state, 1).orders).toEqual([null, null]);
    expect(tiny18c.playerView(r.state, 1).committed).toEqual([true, false]);
    expect(tiny18c.playerView(r.state, 0).orders[0]).toEqual({ phase: 'deploy', columns: { I: 3 } });
    expect(tiny18c.actors(r.state)).toEqual([1]);
    expect(tiny18c.apply(r.state, { type: 'commit', orders: { phase: 'deploy', columns: { I: 2 } } }, 0)).toEqual({
      ok: false,
      message: 'Your orders for this phase are already in.',
    });
  });

  it('stops undo only between phases, never on half-given orders', () => {
    const s = fromArmies(['I'], ['I']);
    expect(tiny18c.undoPoint?.(s)).toBe(true);
    const r = tiny18c.apply(s, { type: 'commit', orders: { phase: 'deploy', columns: { I: 3 } } }, 0);
    expect(r.ok && tiny18c.undoPoint?.(r.state)).toBe(false);
  });
});

describe('movement', () => {
  const field = fromBoard(board('• • • • •', '• I C • •', '• • • • •', '• • • • •', '• • • • p'));

  it('moves any unit one space, diagonals too, but no further', () => {
    const { s } = both(field, { phase: 'movement', moves: { I: { r: 2, c: 2 } } }, stay);
    expect(at(s, 'I')).toEqual({ r: 2, c: 2 });
    expect(tiny18c.apply(field, { type: 'commit', orders: { phase: 'movement', moves: { I: { r: 3, c: 1 } } } }, 0)).toEqual({
      ok: false,
      message: 'I can only move one space.',
    });
  });

  it('moves cavalry one or two spaces in a straight line, not round a corner or through a unit', () => {
    expect(at(both(field, { phase: 'movement', moves: { C: { r: 3, c: 4 } } }, stay).s, 'C')).toEqual({ r: 3, c: 4 });
    expect(at(both(field, { phase: 'movement', moves: { C: { r: 3, c: 2 } } }, stay).s, 'C')).toEqual({ r: 3, c: 2 });
    expect(tiny18c.apply(field, { type: 'commit', orders: { phase: 'movement', moves: { C: { r: 3, c: 3 } } } }, 0)).toMatchObject({ ok: false });
    expect(tiny18c.apply(field, { type: 'commit', orders: { phase: 'movement', moves: { C: { r: 1, c: 0 } } } }, 0)).toMatchObject({
      ok: false,
      message: expect.stringContaining('not through a unit'),
    });
  });

  it('gives a space both sides move into to the defender; the attacker stays put', () => {
    const s0 = fromBoard(board('• • • • •', '• • I • •', '• • • • •', '• • p • •', '• • • • •'));
    const { s, events } = both(s0, { phase: 'movement', moves: { I: { r: 2, c: 2 } } }, { phase: 'movement', moves: { p: { r: 2, c: 2 } } });
    expect(at(s, 'p')).toEqual({ r: 2, c: 2 });
    expect(at(s, 'I')).toEqual({ r: 1, c: 2 });
    expect(texts(events)).toContain("Attacker's infantry I at c4 could not move to c3: defender's pikes p got there first (the defender always moves in first).");
  });

  it('lets a unit move into a space its occupant leaves at the same time, but not swap with it', () => {
    const s0 = fromBoard(board('• • • • •', '• I • • •', '• C • • •', '• • • • •', '• • • • p'));
    const chain = both(s0, { phase: 'movement', moves: { C: { r: 3, c: 1 }, I: { r: 2, c: 1 } } }, stay).s;
    expect([at(chain, 'I'), at(chain, 'C')]).toEqual([{ r: 2, c: 1 }, { r: 3, c: 1 }]);
    const swap = both(s0, { phase: 'movement', moves: { C: { r: 1, c: 1 }, I: { r: 2, c: 1 } } }, stay).s;
    expect([at(swap, 'I'), at(swap, 'C')]).toEqual([{ r: 1, c: 1 }, { r: 2, c: 1 }]);
  });

  it('stops a move into a space held by a unit that stays', () => {
    const s0 = fromBoard(board('• • • • •', '• • • • •', '• • I • •', '• • p • •', '• • • • •'));
    expect(at(both(s0, { phase: 'movement', moves: { I: { r: 3, c: 2 } } }, stay).s, 'I')).toEqual({ r: 2, c: 2 });
  });

  it('refuses orders sending two of one side to the same space', () => {
    expect(
      tiny18c.apply(field, { type: 'commit', orders: { phase: 'movement', moves: { I: { r: 2, c: 2 }, C: { r: 2, c: 2 } } } }, 0),
    ).toEqual({ ok: false, message: 'Two of your units cannot both move to c3.' });
  });
});

describe('declarations', () => {
  it('allows one declared move of one space', () => {
    const s = toDeclarations(fromBoard(board('• • • • •', '• I • • •', '• • • • •', '• • • • •', '• • • • p')));
    const r = both(s, { phase: 'declarations', action: { kind: 'move', unit: 'I', to: { r: 2, c: 1 } }, shots: {} }, noDecl).s;
    expect(at(r, 'I')).toEqual({ r: 2, c: 1 });
    expect(tiny18c.apply(s, { type: 'commit', orders: { phase: 'declarations', action: { kind: 'move', unit: 'I', to: { r: 3, c: 1 } }, shots: {} } }, 0)).toMatchObject({
      ok: false,
      message: expect.stringContaining('one space'),
    });
  });

  it("keeps a cavalry's declared move to one space, though cavalry move two in the movement phase (our reading)", () => {
    const s = toDeclarations(fromBoard(board('• • • • •', '• C • • •', '• • • • •', '• • • • •', '• • • • p')));
    expect(tiny18c.apply(s, { type: 'commit', orders: { phase: 'declarations', action: { kind: 'move', unit: 'C', to: { r: 3, c: 1 } }, shots: {} } }, 0)).toMatchObject({
      ok: false,
      message: expect.stringContaining('one space'),
    });
    const r = both(s, { phase: 'declarations', action: { kind: 'move', unit: 'C', to: { r: 2, c: 2 } }, shots: {} }, noDecl).s;
    expect(at(r, 'C')).toEqual({ r: 2, c: 2 });
  });

  it('charges one space towards the target and fights an early, extra combat', () => {
    // C charges i from two rows away: one step, then the charge combat (cavalry over infantry, +2).
    const s = toDeclarations(fromBoard(board('• • • • •', '• • C • •', '• • • • •', '• • i • •', '• • • • •')));
    const { s: r, events } = both(s, { phase: 'declarations', action: { kind: 'charge', unit: 'C', target: 'i' }, shots: {} }, noDecl);
    expect(at(r, 'C')).toEqual({ r: 2, c: 2 });
    expect(texts(events)).toContain(
      "Attacker's cavalry C at c3 charged defender's infantry i at c2, 3 against 1: C has +1 for flanking i and +2 for advantage (cavalry over infantry); i has +1 for flanking C. i loses.",
    );
    // The early combat's loser fell back; the combat phase then found no one next to C.
    expect(at(r, 'i')).toEqual({ r: 4, c: 2 });
  });

  it('always lets pikes win against a charge', () => {
    const s = toDeclarations(fromBoard(board('• • • • •', '• I • • •', '• C p • •', '• • • • •', '• • • • •')));
    const { s: r, events } = both(s, { phase: 'declarations', action: { kind: 'charge', unit: 'I', target: 'p' }, shots: {} }, noDecl);
    expect(texts(events).find((t) => t.includes('infantry I at b4 charged'))).toMatch(/, 4 against 0: .*\. Pikes always beat a charge: I loses\.$/);
    expect(at(r, 'I')).toEqual({ r: 0, c: 1 });
  });

  it('gives the advantage to any unit charging militia', () => {
    const s = toDeclarations(fromBoard(board('• • • • •', '• • • • •', '• • A • •', '• • m • •', '• • • • •')));
    const { events } = both(s, { phase: 'declarations', action: { kind: 'charge', unit: 'A', target: 'm' }, shots: {} }, noDecl);
    expect(texts(events).find((t) => t.includes('artillery A at c3 charged'))).toContain('A has +1 for flanking m and +2 for advantage (charging militia)');
  });

  it('lets unmoved artillery shoot besides the one action, and misses a unit on the move without a roll', () => {
    const s = toDeclarations(fromBoard(board('A • • • •', '• • • • •', '• • • • •', '• • • • •', '• • i • •')));
    const { events } = both(
      s,
      { phase: 'declarations', action: null, shots: { A: 'i' } },
      { phase: 'declarations', action: { kind: 'move', unit: 'i', to: { r: 4, c: 1 } }, shots: {} },
    );
    expect(texts(events)).toContain("Attacker's artillery A at a5 fired at defender's infantry i, which was on the move: a miss.");
    expect(events.filter((e) => e.kind === 'roll')).toEqual([]);
  });

  it('rolls a d6 for a shot at a standing unit: 4 or more hits and forces it back', () => {
    let hits = 0;
    let misses = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const s2 = toDeclarations(fromBoard(board('A • • • •', '• • • • •', '• • i • •', '• • • • •', '• • • • •'), seed));
      const shot = both(s2, { phase: 'declarations', action: null, shots: { A: 'i' } }, noDecl);
      const roll = shot.events.find((e) => e.kind === 'roll');
      expect(roll).toMatchObject({ kind: 'roll', who: 0, dice: '1d6', why: "artillery A's shot at infantry i" });
      if (roll?.kind === 'roll' && roll.total >= 4) {
        hits++;
        expect(at(shot.s, 'i')).toEqual({ r: 3, c: 2 });
      } else {
        misses++;
        expect(at(shot.s, 'i')).toEqual({ r: 2, c: 2 });
      }
    }
    expect(hits).toBeGreaterThan(5);
    expect(misses).toBeGreaterThan(5);
  });

  it('does not let artillery that moved this turn shoot', () => {
    const s = both(fromBoard(board('A • • • •', '• • • • •', '• • i • •', '• • • • •', '• • • • •')), { phase: 'movement', moves: { A: { r: 0, c: 1 } } }, stay).s;
    expect(tiny18c.apply(s, { type: 'commit', orders: { phase: 'declarations', action: null, shots: { A: 'i' } } }, 0)).toEqual({
      ok: false,
      message: 'A moved this turn, so it cannot shoot.',
    });
  });
});

describe('combat', () => {
  it('makes adjacent enemies fight: +1 for each unit flanking the enemy, the lower side falls back', () => {
    // I and a second I flank p's neighbour? Here: two attackers orthogonally next to c.
    // I1 and I2 both flank c (+2), but cavalry has the advantage over infantry (+2) and c flanks each (+1).
    const { s, events } = combatOnly(fromBoard(board('• • • • •', '• I1 • • •', 'I2 c • • •', '• • • • •', '• • • • •')));
    expect(texts(events)).toContain(
      "Attacker's infantry I1 at b4 fought defender's cavalry c at b3, 2 against 3: I1 has +2 for flanking c with I2; c has +1 for flanking I1 and +2 for advantage (cavalry over infantry). I1 loses.",
    );
    expect(texts(events)).toContain(
      "Attacker's infantry I2 at a3 fought defender's cavalry c at b3, 2 against 3: I2 has +2 for flanking c with I1; c has +1 for flanking I2 and +2 for advantage (cavalry over infantry). I2 loses.",
    );
    expect([at(s, 'I1'), at(s, 'I2'), at(s, 'c')]).toEqual([{ r: 0, c: 1 }, { r: 1, c: 0 }, { r: 2, c: 1 }]);
  });

  it('gives the seed\'s advantages: infantry over pike, cavalry over infantry, pike over cavalry, everyone over artillery', () => {
    const fightText = (b: string) => texts(combatOnly(fromBoard(b)).events).find((t) => t.includes('fought'));
    expect(fightText(board('• • • • •', '• • I • •', '• • p • •', '• • • • •', '• • • • •'))).toBe(
      "Attacker's infantry I at c4 fought defender's pikes p at c3, 3 against 1: I has +1 for flanking p and +2 for advantage (infantry over pikes); p has +1 for flanking I. p loses.",
    );
    expect(fightText(board('• • • • •', '• • C • •', '• • i • •', '• • • • •', '• • • • •'))).toContain('C has +1 for flanking i and +2 for advantage (cavalry over infantry)');
    expect(fightText(board('• • • • •', '• • P • •', '• • c • •', '• • • • •', '• • • • •'))).toContain('P has +1 for flanking c and +2 for advantage (pikes over cavalry)');
    expect(fightText(board('• • • • •', '• • M • •', '• • a • •', '• • • • •', '• • • • •'))).toContain('M has +1 for flanking a and +2 for advantage (everyone over artillery)');
  });

  it('lets infantry flank diagonally, and nobody else', () => {
    const inf = texts(combatOnly(fromBoard(board('• • • • •', '• I1 • • •', '• • m • •', '• • • • •', '• • • • •'))).events);
    expect(inf[inf.findIndex((t) => t.includes('fought'))]).toBe("Attacker's infantry I1 at b4 fought defender's militia m at c3, 1 against 0: I1 has +1 for flanking m; m has nothing. m loses.");
    const cav = texts(combatOnly(fromBoard(board('• • • • •', '• C • • •', '• • m • •', '• • • • •', '• • • • •'))).events);
    expect(cav.find((t) => t.includes('fought'))).toBe("Attacker's cavalry C at b4 fought defender's militia m at c3, 0 against 0: C has nothing; m has nothing. A tie: both hold.");
    // Counted as the rules count: each unit of the side next to the enemy, the fighter's own side-square or not ('C has +1 for flanking (P)' named no fighter).
    const with_p = texts(combatOnly(fromBoard(board('• • • • •', '• C P • •', '• • m • •', '• • • • •', '• • • • •'))).events);
    expect(with_p.find((t) => t.includes('cavalry C at b4 fought'))).toContain(': C has +1 from P flanking m; m has nothing.');
  });

  it('holds on a tie', () => {
    const { s } = combatOnly(fromBoard(board('• • • • •', '• • M • •', '• • m • •', '• • • • •', '• • • • •')));
    expect([at(s, 'M'), at(s, 'm')]).toEqual([{ r: 1, c: 2 }, { r: 2, c: 2 }]);
  });

  it('falls back one space towards home, or diagonally back when that is taken, and routs with nowhere to go', () => {
    const straight = combatOnly(fromBoard(board('• • • • •', '• • • • •', '• • C • •', '• • i • •', '• • • • •'))).s;
    expect(at(straight, 'i')).toEqual({ r: 4, c: 2 });
    const aside = combatOnly(fromBoard(board('• • • • •', '• • • • •', '• • C • •', '• • i • •', '• • m • •'))).s;
    expect(at(aside, 'i')?.r).toBe(4);
    expect(at(aside, 'i')?.c).not.toBe(2);
    const home = combatOnly(fromBoard(board('• • • • •', '• • • • •', '• • • • •', '• • C • •', '• • i • •')));
    expect(routed(home.s, 'i')).toBe(true);
    expect(texts(home.events)).toContain("Defender's infantry i at c1 routed: driven off its own edge of the field.");
  });

  it('routs a unit forced back while flanked', () => {
    const { s, events } = combatOnly(fromBoard(board('• • • • •', '• • C1 • •', '• C2 i • •', '• • • • •', '• • • • •')));
    expect(routed(s, 'i')).toBe(true);
    expect(texts(events)).toContain("Defender's infantry i at c3 routed: forced back while flanked.");
  });

  it('routs artillery forced to fall back', () => {
    const { s, events } = combatOnly(fromBoard(board('• • • • •', '• • I • •', '• • a • •', '• • • • •', '• • • • •')));
    expect(routed(s, 'a')).toBe(true);
    expect(texts(events)).toContain("Defender's artillery a at c3 routed: artillery forced back is lost.");
  });

  it('steps scouts away from the enemy as combat begins, unless flanked', () => {
    const free = combatOnly(fromBoard(board('• • • • •', '• • I • •', '• • s • •', '• • • • •', '• • • • •')));
    expect(texts(free.events)).toContain("Defender's scouts s skirmished away from c3 to c2.");
    expect(at(free.s, 's')).toEqual({ r: 3, c: 2 });
    const pinned = combatOnly(fromBoard(board('• • • • •', '• • I1 • •', '• I2 s • •', '• • • • •', '• • • • •')));
    expect(texts(pinned.events).some((t) => t.includes('skirmished'))).toBe(false);
  });
});

describe('winning', () => {
  it('is lost when a quarter of a side, and at least one unit, has routed', () => {
    expect([1, 2, 4, 5, 6, 8, 9].map(routLimit)).toEqual([1, 1, 1, 2, 2, 2, 3]);
    const { s } = combatOnly(fromBoard(board('• • • • •', '• • I • •', '• • a • •', '• • • • •', '• • • • •')));
    expect(tiny18c.result(s)).toEqual({ winners: [0], draw: false, text: 'The defender broke: 1 of 1 units routed. The attacker wins.' });
    expect(s.phase).toBe('over');
    expect(tiny18c.actors(s)).toEqual([]);
  });

  it('ends the moment a side breaks: a rout by the guns ends the battle before the charges and the combat', () => {
    const s = toDeclarations(fromBoard(board('A • • • •', '• • • • •', '• • a • •', '• • • • •', '• • • • •'), 3));
    for (let seed = 1; seed < 40; seed++) {
      const r = both({ ...s, rng: seedRng(seed) }, { phase: 'declarations', action: null, shots: { A: 'a' } }, noDecl);
      const roll = r.events.find((e) => e.kind === 'roll');
      if (roll?.kind !== 'roll' || roll.total < 4) continue;
      expect(tiny18c.result(r.s)?.winners).toEqual([0]);
      expect(texts(r.events)).not.toContain('Combat phase.');
      return;
    }
    throw new Error('no hit in 40 seeds');
  });

  it('gives a battle where both break at once to the side that lost the smaller share, and draws equal shares', () => {
    // Both guns are pushed back by infantry in the same combat: one of one against one of two.
    const uneven = combatOnly(fromBoard(board('• • • • •', '• • • • •', '• A • a •', '• i • I •', '• • • • M'))).s;
    expect(tiny18c.result(uneven)).toMatchObject({ winners: [0], draw: false });
    expect(tiny18c.result(uneven)?.text).toContain('lost the larger share');
    const even = combatOnly(fromBoard(board('• • • • •', '• • • • •', '• A • a •', '• i • I •', '• • • • •'))).s;
    expect(tiny18c.result(even)).toMatchObject({ draw: true });
  });

  it('is drawn when nobody has broken by the turn limit', () => {
    const quiet = tiny18c.setup({ options: { armies: [[], []], turnLimit: 1, board: board('I • • • •', '• • • • •', '• • • • •', '• • • • •', '• • • • i') }, players }, 1);
    expect(tiny18c.result(combatOnly(quiet).s)).toEqual({ winners: [], draw: true, text: 'Turn 1 ended with neither side broken: a draw.' });
  });
});

describe('whatever legal orders are given', () => {
  it('never puts two units on a space or a unit off the field, and never loses track of a unit', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (seed, ai, di) => {
        const armies: UnitType[][] = [
          ['I', 'I', 'P', 'C', 'A', 'S'],
          ['P', 'P', 'I', 'I', 'A'],
          ['C', 'C', 'C', 'I', 'A'],
          ['M', 'M', 'I', 'P', 'C'],
          ['I', 'C', 'P', 'A', 'S', 'S'],
        ];
        let s = tiny18c.setup({ options: { armies: [armies[ai]!, armies[di]!], turnLimit: 40 }, players }, seed);
        const total = s.units.length;
        const ids = s.units.map((u) => u.id).sort();
        const rng = new Rng(seedRng(seed ^ 0x5bd1e995));
        for (let step = 0; step < 200 && s.phase !== 'over'; step++) {
          for (const side of tiny18c.actors(s) as Side[]) {
            const r = tiny18c.apply(s, { type: 'commit', orders: randomOrders(s, side, rng) }, side);
            if (!r.ok) throw new Error(`random legal orders were refused: ${r.message}`);
            s = r.state;
          }
          expect(s.units).toHaveLength(total);
          expect(s.units.map((u) => u.id).sort()).toEqual(ids);
          const onField = s.units.filter((u) => !u.routed && u.at);
          const squares = onField.map((u) => `${u.at!.r},${u.at!.c}`);
          expect(new Set(squares).size).toBe(squares.length);
          for (const u of onField) expect(u.at!.r >= 0 && u.at!.r < 5 && u.at!.c >= 0 && u.at!.c < 5).toBe(true);
          for (const u of s.units) if (u.routed) expect(u.at).toBeNull();
          if (s.phase === 'movement' || s.phase === 'declarations') expect(s.units.filter((u) => !u.routed).every((u) => u.at)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('replays the same battle from the same seed and orders', () => {
    const run = (seed: number) => {
      let s = tiny18c.setup({ options: { armies: [['I', 'C', 'A', 'P'], ['I', 'C', 'A', 'P']], turnLimit: 30 }, players }, seed);
      const rng = new Rng(seedRng(99));
      const log: string[] = [];
      while (s.phase !== 'over') {
        for (const side of tiny18c.actors(s) as Side[]) {
          const r = tiny18c.apply(s, { type: 'commit', orders: randomOrders(s, side, rng) }, side);
          if (!r.ok) throw new Error(r.message);
          s = r.state;
          log.push(...texts(r.events));
        }
      }
      return log;
    };
    expect(run(5)).toEqual(run(5));
  });
});

