// Undo as the session does it: a player takes back their own moves, never the computer's, never
// dice everyone has seen (a ram, the shooting), never steps back to the other side's targets once
// both sides have shown theirs, and between two people never targets once picked.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../kits/shell/session';
import { ironclads } from './game';
import { mover, scenarioOptions, straightRiver, type IroncladsState, type ShipSpec } from './rules';

const players = [
  { name: 'You', control: 'human' as const, strength: 'normal' as const },
  { name: 'Computer', control: 'computer' as const, strength: 'normal' as const },
];

/** Lets the computer make every move that is its to make now; how many it made. */
function computerPlays(s: GameSession): number {
  let n = 0;
  for (let seat = s.computerToAct(); seat !== null; seat = s.computerToAct(), n++) {
    expect(s.act(ironclads.bot!(ironclads.playerView(s.state as IroncladsState, seat), seat, 'normal'), seat)).toBeNull();
  }
  return n;
}

describe('undo against the computer', () => {
  it("takes back my moves and unrevealed targets, but not the computer's moves nor the shooting everyone has seen", () => {
    const s = GameSession.start(ironclads, { options: scenarioOptions('memphis'), players }, 3, 'Memphis');
    const state = () => s.state as IroncladsState;
    // My first move is mine to take back.
    const first = mover(state())!;
    expect(first.side).toBe(0);
    expect(s.act({ type: 'move', ship: first.id, start: 10, distance: 'half', end: 0 }, 0)).toBeNull();
    expect(s.canUndo).toBe(true);
    expect(s.undo()).toBe(true);
    expect(mover(state())?.id).toBe(first.id);
    // The Union ships hold; then the computer moves the Confederates: those moves are not mine to undo.
    while (mover(state())?.side === 0) expect(s.act({ type: 'move', ship: mover(state())!.id, start: 0, distance: 'stay', end: 0 }, 0)).toBeNull();
    const before = s.history.cursor;
    expect(computerPlays(s)).toBe(3);
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
    s.seek(before);
    expect(s.history.cursor).toBe(before + 3);
    expect(s.undoFloor).toBe(s.history.cursor);
    // Shooting: my targets, still secret, I may change...
    expect(state().phase).toBe('shoot');
    expect(state().fire).toEqual([null, null]);
    const mine = state().ships.filter((x) => x.side === 0 && !x.sunk);
    const enemy = state().ships.find((x) => x.side === 1)!;
    expect(s.act({ type: 'fire', targets: { [mine[0]!.id]: enemy.id } }, 0)).toBeNull();
    expect(s.undo()).toBe(true);
    expect(state().fire).toEqual([null, null]);
    expect(s.act({ type: 'fire', targets: Object.fromEntries(mine.map((x) => [x.id, enemy.id])) }, 0)).toBeNull();
    // ...until the computer shows its own and the dice fly: from then on nothing before can be undone.
    expect(computerPlays(s)).toBeGreaterThan(0);
    expect(s.log.some((e) => e.events.some((ev) => ev.kind === 'roll'))).toBe(true);
    expect(s.canUndo).toBe(false);
    s.seek(0);
    expect(s.history.cursor).toBe(s.undoFloor);
    expect(state().turn).toBe(2);
  });

  it('keeps a ram of mine once its damage is rolled', () => {
    const ships: ShipSpec[] = [
      { id: 'a', name: 'USS A', side: 0, cls: 'city', x: 100, y: 152.4, heading: 0 },
      { id: 'b', name: 'CSS B', side: 1, cls: 'city', x: 220, y: 152.4, heading: 90 },
    ];
    const options = { ...scenarioOptions('plum-point'), river: straightRiver(2), ships };
    const s = GameSession.start(ironclads, { options, players }, 1, 'Ram');
    expect(s.act({ type: 'move', ship: 'a', start: 0, distance: 'full', end: 0 }, 0)).toBeNull();
    expect(s.log[0]?.events.some((e) => e.kind === 'roll' && e.why === 'ram damage to CSS B')).toBe(true);
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
  });

  it("between two people at one computer, targets once picked are final: the other side cannot take them back", () => {
    const people = [
      { name: 'Union', control: 'human' as const, strength: 'normal' as const },
      { name: 'Confederate', control: 'human' as const, strength: 'normal' as const },
    ];
    const s = GameSession.start(ironclads, { options: scenarioOptions('memphis'), players: people }, 3, 'Memphis');
    const state = () => s.state as IroncladsState;
    // Every ship stays; then the shooting.
    for (let m = mover(state()); m && state().phase === 'move'; m = mover(state())) expect(s.act({ type: 'move', ship: m.id, start: 0, distance: 'stay', end: 0 }, m.side)).toBeNull();
    expect(state().phase).toBe('shoot');
    const union = state().ships.filter((x) => x.side === 0 && !x.sunk);
    const enemy = state().ships.find((x) => x.side === 1)!;
    expect(s.act({ type: 'fire', targets: { [union[0]!.id]: enemy.id } }, 0)).toBeNull();
    // The Confederate player now has the mouse: the Union's secret targets are not theirs to undo.
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
    expect(state().fire[0]).not.toBeNull();
  });
});
