// What the Ironclads panel and status line say: the movement order's short names, why Undo has
// nothing to take back, and what the mouse and keys do in each phase.
import { describe, expect, it } from 'vitest';
import { inTheWay, moveHandles } from './handles';
import { captionSpot, currentDraft, curtainWords, draftPlan, ironcladsHint, orderName, playerSide, seatAtScreen, undoNoneWords, undoneDraft, type Box } from './ironclads-ui';
import { TABLE, curveY, hullOf, ironclads, mover, riverCurves, scenarioOptions, straightRiver, targetsFor, type IroncladsState, type Point, type ShipSpec } from './rules';
import { likeliestTargets } from './shooting';

describe("the movement order's names", () => {
  it('drop "USS"/"CSS" unless two ships would then read the same', () => {
    const ships = [
      { id: 'us-1', name: 'USS Carondelet' },
      { id: 'us-4', name: 'USS Ship 4' },
      { id: 'cs-4', name: 'CSS Ship 4' },
      { id: 'cs-1', name: 'CSS General Bragg' },
    ];
    expect(ships.map((s) => orderName(s, ships))).toEqual(['Carondelet', 'USS Ship 4', 'CSS Ship 4', 'General Bragg']);
  });
});

describe('a player beside their side', () => {
  it('is named once when they kept the side\'s name ("Waiting for Union (Union)" read as a fault)', () => {
    expect(playerSide('Union', 'Union')).toBe('Union');
    expect(playerSide(' union', 'Union')).toBe('Union');
    expect(playerSide('Anne', 'Union')).toBe('Anne (Union)');
    expect(playerSide(undefined, 'Confederacy')).toBe('Confederacy');
  });
});

describe('the curtain between two people at one computer', () => {
  const s = ironclads.setup({ options: scenarioOptions('memphis'), players: [{ name: 'Anne', control: 'human', strength: 'normal' }, { name: 'Confederate', control: 'human', strength: 'normal' }] }, 1);
  it('names who picked the targets, and a side with no enemy in sight as such (it read "The Union targets are picked" of a side that picked none)', () => {
    expect(curtainWords(s, 0, 'Anne', 'Confederate')).toBe('Anne has picked the Union targets. Confederate, take the mouse and pick yours; shooting is simultaneous.');
    expect(curtainWords(s, 1, 'Confederate', 'Anne')).toBe('The Confederate targets are picked. Anne, take the mouse and pick yours; shooting is simultaneous.');
    // Every enemy out of sight (here sunk): the rules passed the Union's shooting by.
    const blind: IroncladsState = { ...s, ships: s.ships.map((x) => (x.side === 1 ? { ...x, sunk: true } : x)) };
    expect(curtainWords(blind, 0, 'Anne', 'Confederate')).toBe('No Union ship has an enemy in sight. Confederate, take the mouse and pick yours; shooting is simultaneous.');
  });
});

describe('Undo with nothing to take back', () => {
  const people = [{ control: 'human' }, { control: 'human' }];
  const computer = [{ control: 'human' }, { control: 'computer' }];
  const roll = [{ kind: 'roll' }];
  it('says why: the dice seen, the targets behind the curtain, the computer', () => {
    expect(undoNoneWords({ action: { type: 'fire' }, events: roll, seat: 0 }, computer)).toMatch(/guns have fired/);
    expect(undoNoneWords({ action: { type: 'fire' }, events: [], seat: 1 }, people)).toMatch(/behind the curtain/);
    expect(undoNoneWords({ action: { type: 'move' }, events: roll, seat: 0 }, people)).toMatch(/ram/);
    expect(undoNoneWords({ action: { type: 'move' }, events: [], seat: 1 }, computer)).toMatch(/computer/);
  });
  it('leaves the plain words when nothing was played', () => {
    expect(undoNoneWords(undefined, people)).toBeNull();
    expect(undoNoneWords({ action: { type: 'move' }, events: [], seat: 0 }, computer)).toBeNull();
  });
});

describe('a move taken back by Undo', () => {
  const players = [{ name: 'Anne', control: 'human' as const, strength: 'normal' as const }, { name: 'Ben', control: 'human' as const, strength: 'normal' as const }];
  it('is the plan offered again, its turns and distance kept (a fresh plan was offered, the move forgotten)', () => {
    const s = ironclads.setup({ options: scenarioOptions('memphis'), players }, 3) as IroncladsState;
    const m = mover(s)!;
    const move = { type: 'move' as const, ship: m.id, start: -30, distance: 'half' as const, end: 12 };
    expect(undoneDraft(s, move)).toEqual({ ship: m.id, start: -30, distance: 'half', end: 12 });
    // Only the move of the ship that is to move again; nothing after a shot or another ship's move.
    expect(undoneDraft(s, { ...move, ship: s.ships.find((x) => x.id !== m.id)!.id })).toBeNull();
    expect(undoneDraft(s, { type: 'fire', targets: {} } as never)).toBeNull();
    expect(undoneDraft(s, undefined)).toBeNull();
  });
});

describe('the status line says what the mouse and keys do now', () => {
  const players = [
    { name: 'You', control: 'human' as const, strength: 'normal' as const },
    { name: 'Computer', control: 'computer' as const, strength: 'normal' as const },
  ];
  const start = (arrange = false) => ironclads.setup({ options: { ...scenarioOptions('memphis'), arrange }, players }, 3) as IroncladsState;
  const hint = (s: IroncladsState, seat: number) => ironcladsHint(ironclads.playerView(s, seat), seat);

  it('setting up: placing ships and bending the river, not the knobs of a move', () => {
    const h = hint(start(true), 0);
    expect(h).toMatch(/Drag a ship to place it/);
    expect(h).toMatch(/Begin the battle/);
    expect(h).not.toMatch(/Enter moves/);
  });
  it('setting up across machines: your own ships, then Ready to begin; once ready, waiting for the other side', () => {
    const apart = ironclads.setup({ options: { ...scenarioOptions('memphis'), arrange: true, eachSideArranges: true }, players }, 3) as IroncladsState;
    expect(hint(apart, 0)).toBe("Drag one of yours to place it, its bow's knob to turn it, a bank's points to bend the river · then Ready to begin");
    expect(hint({ ...apart, ready: [true, false] }, 0)).toBe('You are ready: waiting for the Confederate side to be ready · M measures');
    for (const line of [hint(apart, 0), hint({ ...apart, ready: [true, false] }, 0)]) expect(line.length, line).toBeLessThanOrEqual(115);
  });
  it('moving: the knobs, the matchstick and Enter for the ship whose move it is; watching for the other side', () => {
    const s = start();
    const m = mover(s)!;
    expect(hint(s, m.side)).toMatch(/drag a knob to turn.*matchstick for half or full.*Enter moves/);
    expect(hint(s, m.side)).toContain(m.name);
    const other = hint(s, 1 - m.side);
    expect(other).not.toMatch(/Enter moves/);
    expect(other).toContain(`${m.name} is moving`);
  });
  it('moving with a damaged boiler or rudder: the hint says what is left', () => {
    const s = start();
    const m = mover(s)!;
    const hurt = { ...s, ships: s.ships.map((x) => (x.id === m.id ? { ...x, damage: { ...x.damage, boiler: true, rudder: true } } : x)) };
    expect(ironcladsHint(hurt, m.side)).toMatch(/boiler hit: half a stick at most/);
    expect(ironcladsHint(hurt, m.side)).toMatch(/rudder hit: one turn/);
  });
  it('shooting: pick a ship then its target and Fire; once fired, waiting for the other side', () => {
    const s: IroncladsState = { ...start(), phase: 'shoot' };
    expect(hint(s, 0)).toMatch(/click one of your ships, then the enemy it fires at/);
    expect(hint(s, 0)).not.toMatch(/knob|Enter moves/);
    const fired: IroncladsState = { ...s, fire: [{}, null] };
    expect(hint(fired, 0)).toMatch(/waiting for the Confederate side to fire/);
  });
  it('reads whole at 960 × 600: no line longer than 115 characters, for a ship of the longest name, hurt or not', () => {
    const s = start();
    const m = mover(s)!;
    const long = 'CSS General Sterling Price';
    const named = { ...s, ships: s.ships.map((x) => (x.id === m.id ? { ...x, name: long } : x)) };
    const hurt = { ...named, ships: named.ships.map((x) => (x.id === m.id ? { ...x, damage: { ...x.damage, boiler: true, rudder: true } } : x)) };
    const lines = [hint(start(true), 0), ironcladsHint(named, m.side), ironcladsHint(hurt, m.side), ironcladsHint(named, 1 - m.side), hint({ ...s, phase: 'shoot' }, 0), hint({ ...s, phase: 'shoot', fire: [{}, null] }, 0), hint({ ...s, phase: 'over' }, 0)];
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(115);
  });
  it('over: no controls of play, another battle from the panel', () => {
    const h = hint({ ...start(), phase: 'over' }, 0);
    expect(h).toMatch(/over/);
    expect(h).not.toMatch(/Enter moves|fires at/);
  });
});

describe('the caption "Turn N" at the start of a turn', () => {
  const players = [
    { name: 'Union', control: 'human' as const, strength: 'normal' as const },
    { name: 'Confederate', control: 'human' as const, strength: 'normal' as const },
  ];
  /**
   * Plum Point Bend at the start of turn 2, after every ship steamed a full matchstick ahead and
   * both sides held their fire: USS Cincinnati lies in the middle of the table.
   */
  const plumPoint = (): IroncladsState => {
    let s = ironclads.setup({ options: scenarioOptions('plum-point'), players }, 7) as IroncladsState;
    const act = (action: Parameters<typeof ironclads.apply>[1], seat: number) => {
      const r = ironclads.apply(s, action, seat);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    };
    while (s.phase === 'move') act({ type: 'move', ship: mover(s)!.id, start: 0, distance: 'full', end: 0 }, mover(s)!.side);
    act({ type: 'fire', targets: {} }, 0);
    act({ type: 'fire', targets: {} }, 1);
    expect(s).toMatchObject({ phase: 'move', turn: 2 });
    return s;
  };
  const boxAt = (at: Point, size: { width: number; height: number }): Box => ({ x0: at.x - size.width / 2, y0: at.y - size.height / 2, x1: at.x + size.width / 2, y1: at.y + size.height / 2 });
  const touches = (box: Box, pts: readonly Point[]) =>
    Math.min(...pts.map((p) => p.x)) < box.x1 && box.x0 < Math.max(...pts.map((p) => p.x)) && Math.min(...pts.map((p) => p.y)) < box.y1 && box.y0 < Math.max(...pts.map((p) => p.y));
  const whole: Box = { x0: 0, y0: 0, x1: TABLE.width, y1: TABLE.height };
  // "Turn 2" at zoom 1.87 (1920 x 1080) and 0.76 (960 x 600), its drift up included.
  const sizes = [
    { width: 31, height: 21 },
    { width: 76, height: 52 },
  ];

  it('stood in the middle of the table over a ship; now it stands on a bank, over no ship nor the move about to be planned', () => {
    const s = plumPoint();
    const [north, south] = riverCurves(s.river);
    for (const size of sizes) {
      expect(s.ships.some((ship) => touches(boxAt({ x: TABLE.width / 2, y: TABLE.height / 2 }, size), hullOf(ship))), 'the old spot, over a ship').toBe(true);
      const keep = inTheWay(s);
      const at = captionSpot(s, size, whole, keep, 3)!;
      expect(at).not.toBeNull();
      const box = boxAt(at, size);
      for (const pts of keep) expect(touches(box, pts), JSON.stringify(at)).toBe(false);
      expect(box.x0).toBeGreaterThanOrEqual(0);
      expect(box.x1).toBeLessThanOrEqual(TABLE.width);
      const onBank = [box.x0, at.x, box.x1].every((x) => box.y1 <= curveY(north, x)) || [box.x0, at.x, box.x1].every((x) => box.y0 >= curveY(south, x));
      expect(onBank, JSON.stringify(at)).toBe(true);
    }
  });

  it('keeps clear of the move about to be planned: the ghost where she would end and her knobs', () => {
    const s = plumPoint();
    const draft = currentDraft(s, null)!;
    const plan = draftPlan(s, draft)!;
    const knobs = moveHandles(s, draft);
    const reach = inTheWay(s).at(-1)!;
    expect(inTheWay(s)).toHaveLength(s.ships.length + 1);
    for (const p of [plan.pose, knobs.start!, knobs.end!]) expect(touches({ x0: p.x - 1, y0: p.y - 1, x1: p.x + 1, y1: p.y + 1 }, reach), JSON.stringify(p)).toBe(true);
  });

  it('zoomed in on the water, it stands on open water between the ships; with no room clear of them, it is not shown', () => {
    const s = plumPoint();
    const ship = s.ships[0]!;
    const water: Box = { x0: ship.x - 80, y0: ship.y - 25, x1: ship.x + 80, y1: ship.y + 25 };
    const size = sizes[0]!;
    const at = captionSpot(s, size, water, inTheWay(s), 3)!;
    expect(at).not.toBeNull();
    const box = boxAt(at, size);
    expect(box.x0 >= water.x0 && box.x1 <= water.x1 && box.y0 >= water.y0 && box.y1 <= water.y1).toBe(true);
    for (const pts of inTheWay(s)) expect(touches(box, pts)).toBe(false);
    const onShip: Box = { x0: ship.x - 20, y0: ship.y - 12, x1: ship.x + 20, y1: ship.y + 12 };
    expect(captionSpot(s, size, onShip, inTheWay(s), 3)).toBeNull();
  });
});

describe('the targets the panel aims at when the shooting begins', () => {
  const battle = (ships: ShipSpec[]) => ironclads.setup({ options: { ...scenarioOptions('plum-point'), river: straightRiver(2), ships, arrange: false }, players: [] }, 7);
  // A ship whose only enemy in sight was out of any die's reach was aimed at it ("Out of range ·
  // Minnesota"): Fire then wasted a shot in the log. She holds her fire until the player picks one.
  it('aims each ship at the enemy she is likeliest to hit, and none at an enemy no die can reach', () => {
    const s = battle([
      { id: 'a', name: 'A', side: 0, cls: 'city', x: 60, y: 150, heading: 0 },
      { id: 'z', name: 'Z', side: 1, cls: 'city', x: 560, y: 150, heading: 180 },
    ]);
    const a = s.ships.find((x) => x.id === 'a')!;
    expect(targetsFor(s, a).map((t) => t.id), 'Z is in sight').toEqual(['z']);
    expect(likeliestTargets(s, 0)).toEqual({});
    const near = battle([
      { id: 'a', name: 'A', side: 0, cls: 'city', x: 60, y: 150, heading: 0 },
      { id: 'y', name: 'Y', side: 1, cls: 'city', x: 160, y: 120, heading: 180 },
      { id: 'z', name: 'Z', side: 1, cls: 'city', x: 560, y: 150, heading: 180 },
    ]);
    expect(likeliestTargets(near, 0)).toEqual({ a: 'y' });
  });
});

describe('the side the screen goes to at one computer', () => {
  const people = [{ control: 'human' }, { control: 'human' }];
  const vsComputer = [{ control: 'computer' }, { control: 'human' }];
  const s = ironclads.setup({ options: scenarioOptions('memphis'), players: [{ name: 'Anne', control: 'human', strength: 'normal' }, { name: 'Ben', control: 'human', strength: 'normal' }] }, 1);
  const moving = (side: 0 | 1): IroncladsState => {
    const next = s.order.findIndex((id) => s.ships.find((x) => x.id === id)?.side === side);
    return { ...s, phase: 'move', next };
  };

  it('in a move, goes to the person whose ship moves, and stays when it is there or the ship is the computer\'s', () => {
    expect(mover(moving(1))?.side).toBe(1);
    expect(seatAtScreen(moving(1), people, 0)).toBe(1);
    expect(seatAtScreen(moving(1), people, 1)).toBeNull();
    expect(seatAtScreen(moving(0), vsComputer, 1)).toBeNull();
  });

  it('in the shooting, stays with a person still to fire (the curtain hands over), and leaves the computer for the first person still to', () => {
    const shooting: IroncladsState = { ...s, phase: 'shoot', fire: [null, null] };
    expect(seatAtScreen(shooting, people, 0)).toBeNull();
    expect(seatAtScreen(shooting, people, 1)).toBeNull();
    expect(seatAtScreen(shooting, vsComputer, 0)).toBe(1);
    expect(seatAtScreen({ ...shooting, fire: [null, {}] }, vsComputer, 0)).toBeNull();
  });
});
