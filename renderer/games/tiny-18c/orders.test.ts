import { describe, expect, it } from 'vitest';
import { GameSession } from '../../kits/shell/session';
import { tiny18c as game } from './game';
import { tiny18c, type Orders, type Side, type Tiny18cState } from './rules';
import {
  cancel,
  chargeOutcome,
  commitDraft,
  deployMissWords,
  deploySquares,
  destinations,
  draftProblem,
  draftStore,
  emptyOrders,
  orderCharge,
  orderMove,
  orderShot,
  place,
  placeProblem,
  readDraft,
  replacedWords,
  sideAfterName,
  swapPlaces,
  tiny18cHint,
  undoNoneWords,
  unplace,
  unreachableWords,
  unplaced,
  writeDraft,
} from './orders';

const players = [
  { name: 'Red', control: 'human' as const, strength: 'normal' as const },
  { name: 'Blue', control: 'human' as const, strength: 'normal' as const },
];
const board = (text: string, phase: 'movement' | 'declarations' = 'movement'): Tiny18cState => {
  const s = tiny18c.setup({ options: { armies: [[], []], turnLimit: 30, board: text }, players }, 1);
  return { ...s, phase };
};
const unit = (s: Tiny18cState, id: string) => s.units.find((u) => u.id === id)!;

describe('orders as a player draws them up', () => {
  it('places units one square each on the home row, and takes them back', () => {
    const s = tiny18c.setup({ options: { armies: [['I', 'C'], ['I']], turnLimit: 30 }, players }, 1);
    let o = emptyOrders(s);
    expect(unplaced(s, 0, o).map((u) => u.id)).toEqual(['I', 'C']);
    o = place(o, 'I', 2);
    expect(deploySquares(s, 0, o).map((q) => q.c)).toEqual([0, 1, 3, 4]);
    o = place(o, 'C', 2); // C takes c5: I is lifted off it
    expect(o).toEqual({ phase: 'deploy', columns: { C: 2 } });
    expect(unplace(o, 'C')).toEqual({ phase: 'deploy', columns: {} });
  });

  it('places only the units of this deployment step: scouts and bonus militia wait, and say why', () => {
    const s = tiny18c.setup({ options: { armies: [['I', 'M', 'S'], ['I']], turnLimit: 30 }, players }, 1);
    const o = emptyOrders(s);
    expect(placeProblem(s, 0, o, unit(s, 'I'))).toBeNull();
    expect(placeProblem(s, 0, o, unit(s, 'M1'))).toBeNull();
    expect(placeProblem(s, 0, o, unit(s, 'S'))).toMatch(/^Scouts deploy after the other units/);
    expect(placeProblem(s, 0, o, unit(s, 'M2'))).toBe("M2 is M1's bonus militia: it takes the square in front of M1 by itself.");
    const scouts = { ...s, phase: 'scouts' as const };
    expect(placeProblem(scouts, 0, emptyOrders(scouts), unit(s, 'S'))).toBeNull();
  });

  it('says why a square clicked in deployment takes no unit: outside the row, taken, or every unit of the step placed', () => {
    const s = tiny18c.setup({ options: { armies: [['I', 'C', 'S'], ['I']], turnLimit: 30 }, players }, 1);
    let o = emptyOrders(s);
    expect(deployMissWords(s, 0, o, { r: 0, c: 2 }, unit(s, 'I'))).toBeNull();
    expect(deployMissWords(s, 0, o, { r: 1, c: 2 }, unit(s, 'I'))).toBe('I deploys in your home row (row 5): c4 is not in it.');
    o = place(o, 'I', 2);
    expect(deployMissWords(s, 0, o, { r: 0, c: 2 }, unit(s, 'C'))).toBe('c5 is taken: C needs a free square in your home row (row 5).');
    // I dragged and let go on its own square: it stays, and nothing is said.
    expect(deployMissWords(s, 0, o, { r: 0, c: 2 }, unit(s, 'I'))).toBeNull();
    o = place(o, 'C', 0);
    // All placed but the scout: a click in front of the home row says the scout comes later, and what to do now.
    expect(deployMissWords(s, 0, o, { r: 1, c: 2 }, undefined)).toBe(
      'Every unit of this step is placed: commit your orders in the panel, or click a placed unit to take it back. Scouts deploy after the other units, in the row in front of your home row, once both sides have deployed.',
    );
    const scouts = { ...s, phase: 'scouts' as const };
    expect(deployMissWords(scouts, 0, emptyOrders(scouts), { r: 0, c: 3 }, unit(s, 'S'))).toBe('S deploys in the row in front of your home row (row 4): d5 is not in it.');
    expect(deployMissWords(s, 1, emptyOrders(s), { r: 0, c: 0 }, unit(s, 'i'))).toBe('i deploys in your home row (row 1): a5 is not in it.');
  });

  it('moves a unit, cancels the move by ordering it to its own square, and keeps two units off one square', () => {
    const s = board('• • • • •\n• I1 I2 • •\n• • • • •\n• • • • •\n• • • • p');
    let o = orderMove(emptyOrders(s), unit(s, 'I1'), { r: 2, c: 1 });
    expect(o).toEqual({ phase: 'movement', moves: { I1: { r: 2, c: 1 } } });
    expect(destinations(s, unit(s, 'I2'), o).some((q) => q.r === 2 && q.c === 1)).toBe(false);
    o = orderMove(o, unit(s, 'I1'), { r: 1, c: 1 });
    expect(o).toEqual({ phase: 'movement', moves: {} });
  });

  it("offers only the squares a move could reach: an enemy's, a friend's it is leaving, never a friend's that stays", () => {
    const s = board('• • • • •\n• I1 C • •\n• i • • •\n• • • • •\n• • • • a');
    const offered = (o: Orders, id: string) => destinations(s, unit(s, id), o).map((q) => `${q.r}${q.c}`).sort();
    const none = emptyOrders(s);
    // I1 at b4: C stays at c4, so c4 is not offered; the enemy's b3 is.
    expect(offered(none, 'I1')).toEqual(['00', '01', '02', '10', '20', '21', '22']);
    const cLeaves = orderMove(none, unit(s, 'C'), { r: 3, c: 2 });
    expect(offered(cLeaves, 'I1')).toContain('12');
    // A declared move goes only to a free square: a click on a unit there is a charge, or picks it.
    const decl = { ...s, phase: 'declarations' as const };
    expect(destinations(decl, unit(s, 'I1'), emptyOrders(decl)).map((q) => `${q.r}${q.c}`).sort()).toEqual(['00', '01', '02', '10', '20', '22']);
  });

  it('tells a charge that fights from one that falls short or cannot step at all', () => {
    const s = board('I1 • • • •\n• • • • •\n• • C • •\n• • • • •\n• • • P i', 'declarations');
    expect(chargeOutcome(s, unit(s, 'P'), unit(s, 'i'))).toBe('fight');
    expect(chargeOutcome(s, unit(s, 'C'), unit(s, 'i'))).toBe('fight');
    expect(chargeOutcome(s, unit(s, 'I1'), unit(s, 'i'))).toBe('short');
    const hemmed = board('I1 • • • •\n• • • • •\n• • • • •\n• • • P1 P2\n• • • P3 i', 'declarations');
    expect(chargeOutcome(hemmed, unit(hemmed, 'i'), unit(hemmed, 'I1'))).toBe('stuck');
  });

  it('keeps one action in declarations, and never lets the acting gun shoot as well', () => {
    const s = board('A • • • •\n• C • • •\n• • • • •\n• • i • •\n• • • • •', 'declarations');
    let o = orderShot(emptyOrders(s), unit(s, 'A'), unit(s, 'i'));
    o = orderCharge(o, unit(s, 'C'), unit(s, 'i'));
    expect(o).toEqual({ phase: 'declarations', action: { kind: 'charge', unit: 'C', target: 'i' }, shots: { A: 'i' } });
    o = orderMove(o, unit(s, 'A'), { r: 0, c: 1 });
    expect(o).toEqual({ phase: 'declarations', action: { kind: 'move', unit: 'A', to: { r: 0, c: 1 } }, shots: {} });
    expect(cancel(o, 'A')).toEqual({ phase: 'declarations', action: null, shots: {} });
  });

  it('says what a new declaration takes away: another unit’s move or charge, and the gun’s own shot; nothing when nothing goes', () => {
    const s = board('A • • • •\n• C • • •\n• • • • •\n• • i • •\n• • • • •', 'declarations');
    const shot = orderShot(emptyOrders(s), unit(s, 'A'), unit(s, 'i'));
    const charge = orderCharge(shot, unit(s, 'C'), unit(s, 'i'));
    expect(replacedWords(shot, charge)).toBeNull();
    const move = orderMove(charge, unit(s, 'A'), { r: 0, c: 1 });
    expect(replacedWords(charge, move)).toMatch(/^One action a side: A’s move to [a-e][1-5] replaces C’s charge on i\. A gun that moves or charges cannot shoot: its shot at i is called off\.$/);
    expect(replacedWords(move, orderMove(move, unit(s, 'A'), { r: 1, c: 0 }))).toBeNull();
    expect(replacedWords(emptyOrders(s), orderCharge(emptyOrders(s), unit(s, 'C'), unit(s, 'i')))).toBeNull();
  });
});

describe('the draft when the same player carries on into the next phase (two people at one computer)', () => {
  const hotSeat = () =>
    GameSession.start(game, { options: { armies: [['I', 'S'], ['I', 'S']], turnLimit: 30 }, players }, 1, 'Hot seat');
  const view = (session: GameSession<Tiny18cState>) => session.view;
  const me = (session: GameSession<Tiny18cState>, id: string) => unit(view(session), id);

  /** What the table and the panel do: read the draft, change it, write it back. */
  const draw = (session: GameSession<Tiny18cState>, change: (o: Orders) => Orders) => writeDraft(session, change(readDraft(session).orders), null);

  /** The seat on screen commits; the curtain passes the mouse to the other seat if it still has orders to give. */
  const commitAndPass = (session: GameSession<Tiny18cState>) => {
    expect(draftProblem(view(session), session.viewer as Side, readDraft(session).orders)).toBeNull();
    expect(commitDraft(session)).toBeNull();
    const s = view(session);
    if (s.committed.some(Boolean)) session.setViewer(session.viewer === 0 ? 1 : 0);
  };

  /** The orders the player now on screen starts from: empty, and of the phase on the table. */
  const expectFreshDraft = (session: GameSession<Tiny18cState>, phase: Orders['phase']) => {
    expect(view(session).phase).toBe(phase);
    expect(readDraft(session)).toEqual({ orders: emptyOrders(view(session)), selected: null });
    expect(readDraft(session).orders.phase).toBe(phase);
  };

  it('starts each phase from empty orders of that phase, for every change of phase', () => {
    const session = hotSeat();
    // Deployment: the attacker, then the defender, who resolves it and carries on into the scouts.
    draw(session, (o) => place(o, 'I', 2));
    commitAndPass(session);
    expect(session.viewer).toBe(1);
    draw(session, (o) => place(o, 'i', 2));
    commitAndPass(session);
    expect(session.viewer).toBe(1);
    expectFreshDraft(session, 'scouts');
    expect(unplaced(view(session), 1, readDraft(session).orders).map((u) => u.id)).toEqual(['s']);
    draw(session, (o) => place(o, 's', 2));
    expect(readDraft(session).orders).toEqual({ phase: 'scouts', columns: { s: 2 } });
    commitAndPass(session);
    // Scouts: the attacker resolves them and carries on into movement.
    expect(session.viewer).toBe(0);
    draw(session, (o) => place(o, 'S', 1));
    commitAndPass(session);
    expect(session.viewer).toBe(0);
    expectFreshDraft(session, 'movement');
    draw(session, (o) => orderMove(o, me(session, 'I'), { r: 1, c: 3 }));
    expect(readDraft(session).orders).toEqual({ phase: 'movement', moves: { I: { r: 1, c: 3 } } });
    commitAndPass(session);
    // Movement: the defender resolves it and carries on into declarations.
    draw(session, (o) => orderMove(o, me(session, 'i'), { r: 3, c: 3 }));
    commitAndPass(session);
    expect(session.viewer).toBe(1);
    expectFreshDraft(session, 'declarations');
    draw(session, (o) => orderMove(o, me(session, 's'), { r: 2, c: 2 }));
    expect(readDraft(session).orders).toEqual({ phase: 'declarations', action: { kind: 'move', unit: 's', to: { r: 2, c: 2 } }, shots: {} });
    commitAndPass(session);
    // Declarations: the attacker resolves them and carries on into the next turn's movement.
    expect(session.viewer).toBe(0);
    commitAndPass(session);
    expect(session.viewer).toBe(0);
    expect(view(session).turn).toBe(2);
    expectFreshDraft(session, 'movement');
    draw(session, (o) => orderMove(o, me(session, 'I'), { r: 2, c: 3 }));
    expect(draftProblem(view(session), 0, readDraft(session).orders)).toBeNull();
  });

  it('never keeps orders of another phase, even written after the phase moved on', () => {
    const session = hotSeat();
    draw(session, (o) => place(o, 'I', 2));
    commitAndPass(session);
    draw(session, (o) => place(o, 'i', 2));
    const deployment = readDraft(session).orders;
    expect(session.act({ type: 'commit', orders: deployment }, 1)).toBeNull();
    // The phase has moved on to the scouts: the deployment orders written now are not kept.
    writeDraft(session, deployment, 'i');
    expect(draftStore(session).get().orders).toBeNull();
    expectFreshDraft(session, 'scouts');
    expect(draftProblem(view(session), 1, readDraft(session).orders)).toBe('Place s too.');
  });
});

describe("the status line's hint follows the phase", () => {
  it('says what a click does in each phase, and that orders given wait for the other side', () => {
    const start = tiny18c.setup({ options: { armies: [['I', 'C', 'A', 'S'], ['I', 'C', 'A', 'S']], turnLimit: 30 }, players }, 1);
    expect(start.phase).toBe('deploy');
    expect(tiny18cHint(start, 0)).toMatch(/square of your home row/);
    expect(tiny18cHint({ ...start, phase: 'scouts' }, 0)).toMatch(/in front of your home row/);
    const moving = board('• • • • •\n• I • • •\n• • • • •\n• • i • •\n• • • • •');
    expect(tiny18cHint(moving, 1)).toMatch(/where it goes/);
    expect(tiny18cHint(moving, 1)).not.toMatch(/enemy|home row/);
    expect(tiny18cHint({ ...moving, phase: 'declarations' }, 0)).toMatch(/an enemy \(a charge\).*unmoved gun.*any enemy/);
    expect(tiny18cHint({ ...moving, committed: [true, false] }, 0)).toMatch(/Your orders are in/);
    expect(tiny18cHint({ ...moving, committed: [true, false] }, 1)).toMatch(/where it goes/);
    expect(tiny18cHint({ ...moving, phase: 'over' }, 0)).toMatch(/battle is over/);
  });
});

describe('Undo with nothing to take back', () => {
  it('says how uncommitted orders are taken back, and that orders carried out stand, rather than a bare "Nothing to undo."', () => {
    const session = GameSession.start(game, { options: { armies: [['I', 'S'], ['I', 'S']], turnLimit: 30 }, players }, 1, 'Hot seat');
    // A new battle, nothing placed: nothing to say beyond the plain words.
    expect(undoNoneWords(session)).toBeNull();
    // Units placed on the home row are not moves yet: Undo cannot take them back, a click on them (or Clear) does.
    writeDraft(session, place(readDraft(session).orders, 'I', 2), null);
    expect(undoNoneWords(session)).toBe('Nothing to undo: your orders are not given yet. Click a placed unit to take it back, or Clear in the panel.');
    // Both deployed: what was carried out stands.
    expect(commitDraft(session)).toBeNull();
    session.setViewer(1);
    writeDraft(session, place(readDraft(session).orders, 'i', 2), null);
    expect(commitDraft(session)).toBeNull();
    expect(session.view.phase).toBe('scouts');
    expect(undoNoneWords(session)).toBe('Nothing to undo: orders carried out stand, once both sides have seen them.');
  });

  it('in movement and declarations points to the right-click that cancels an order', () => {
    const text = ['• • I • •', '• • • • •', '• • • • •', '• • • • •', '• • i • •'].join('\n');
    const session = GameSession.start(game, { options: { armies: [[], []], turnLimit: 30, board: text }, players }, 1, 'Pasted');
    const s = session.view;
    expect(s.phase).toBe('movement');
    writeDraft(session, orderMove(readDraft(session).orders, unit(s, 'I'), { r: 1, c: 2 }), null);
    expect(undoNoneWords(session)).toBe('Nothing to undo: your orders are not given yet. Right-click a unit to cancel its order, or Clear in the panel.');
  });
});

describe('a click on a square the picked unit cannot go to', () => {
  it('says why, rather than only dropping the pick', () => {
    const s = board(['• • • • •', '• I1 C • •', '• i • • •', '• • • • •', '• • • • a'].join('\n'));
    let o = emptyOrders(s);
    // Out of reach: one square for infantry, one or two in a straight line for cavalry.
    expect(unreachableWords(s, unit(s, 'I1'), o, { r: 3, c: 1 })).toBe('I1 moves one square, diagonals too: b2 is out of its reach.');
    expect(unreachableWords(s, unit(s, 'C'), o, { r: 3, c: 3 })).toBe('C moves one square, or two in a straight line over an empty square: d2 is out of its reach.');
    // In reach, but another of the side's units is ordered there.
    o = orderMove(o, unit(s, 'C'), { r: 0, c: 1 });
    expect(unreachableWords(s, unit(s, 'I1'), o, { r: 0, c: 1 })).toBe('C is ordered to b5: two of your units cannot go to one square.');
    // A square it may go to, or its own: nothing to say.
    expect(unreachableWords(s, unit(s, 'I1'), o, { r: 0, c: 0 })).toBeNull();
    expect(unreachableWords(s, unit(s, 'I1'), o, { r: 1, c: 1 })).toBeNull();
    // In declarations a move is one square.
    const d = board(['• • • • •', '• I1 C • •', '• i • • •', '• • • • •', '• • • • a'].join('\n'), 'declarations');
    expect(unreachableWords(d, unit(d, 'C'), emptyOrders(d), { r: 3, c: 2 })).toBe('A declared move is one square: c2 is out of reach of C.');
  });
});

describe('the player asked for orders', () => {
  it('is named beside their side, or once when they kept the side\'s own name', () => {
    expect(`Anna${sideAfterName('Anna', 0)}: your orders.`).toBe('Anna, the attacker: your orders.');
    expect(`You${sideAfterName('You', 1)}: your orders.`).toBe('You, the defender: your orders.');
    // Two people at one computer who typed no names are "Attacker" and "Defender".
    expect(`Attacker${sideAfterName('Attacker', 0)}: your orders.`).toBe('Attacker: your orders.');
    expect(`defender ${sideAfterName('defender ', 1)}`).toBe('defender ');
    // Another side's name is not theirs: said in full.
    expect(sideAfterName('Defender', 0)).toBe(', the attacker');
  });
});

describe('swapPlaces', () => {
  const deploy = (columns: Record<string, number>) => ({ phase: 'deploy' as const, columns });
  it('gives the square to the counter dropped on it, and the other its old square, or the reserve', () => {
    expect(swapPlaces(deploy({ I1: 0, P: 2 }), 'I1', 2)).toEqual({ orders: deploy({ I1: 2, P: 0 }), other: 'P', waits: false });
    expect(swapPlaces(deploy({ P: 2 }), 'A', 2)).toEqual({ orders: deploy({ A: 2 }), other: 'P', waits: true });
  });
  it('is nothing on a free square, or in movement', () => {
    expect(swapPlaces(deploy({ P: 2 }), 'A', 3)).toBeNull();
    expect(swapPlaces({ phase: 'movement', moves: {} }, 'A', 3)).toBeNull();
  });
});
