// What the Ironclads panel and status line say: the movement order's short names, why Undo has
// nothing to take back, and what the mouse and keys do in each phase.
import { describe, expect, it } from 'vitest';
import { ironcladsHint, orderName, undoNoneWords } from './ironclads-ui';
import { ironclads, mover, scenarioOptions, type IroncladsState } from './rules';

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
