// Undo against the computer never goes back past what has been seen: a shake's landing (which
// side each command unit fell), a Done (and the Recovery it may have set off), or a computer's
// move in the race. Each of the three is tested alone, so each part of `kept` is needed.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../kits/shell/session';
import { cupsOfWar, type CupsState } from './rules';

function race(): GameSession {
  return GameSession.start(
    cupsOfWar,
    {
      options: { ...cupsOfWar.defaultOptions },
      players: [
        { name: 'You', control: 'human', strength: 'normal' },
        { name: 'Blue', control: 'computer', strength: 'normal' },
      ],
    },
    9,
    'Race',
  );
}

const state = (s: GameSession) => s.state as CupsState;
const pileOf = (s: GameSession, tile: string) => state(s).piles.find((p) => p.tiles.includes(tile))!.id;

function shake(s: GameSession, seat: number): void {
  const mine = state(s).tiles.filter((t) => t.owner === seat && t.where === 'cup');
  expect(s.act({ type: 'shake', landings: mine.map((t, i) => ({ tile: t.id, x: 30 + i * 38, y: 100 + seat * 200, angle: 0, flips: i })) }, seat)).toBeNull();
}

describe('undo against the computer', () => {
  it('never takes back my shake: where my units fell, and which side up, stay as everyone saw them', () => {
    const s = race();
    shake(s, 0);
    const seen = state(s);
    expect(seen.tiles.some((t) => t.owner === 0 && t.starUp)).toBe(true);
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
    s.seek(0);
    expect(state(s)).toBe(seen);
  });

  it('takes back my own drop, but nothing from before the computer\'s move', () => {
    const s = race();
    shake(s, 0);
    shake(s, 1);
    expect(s.act({ type: 'stack', tile: 'r15', onto: pileOf(s, 'b01') }, 0)).toBeNull();
    expect(s.canUndo).toBe(true);
    expect(s.act({ type: 'stack', tile: 'b15', onto: pileOf(s, 'r02') }, 1)).toBeNull();
    // My drop came before Blue's move: it is history now, as Blue's move is.
    expect(s.canUndo).toBe(false);
    const before = s.history.cursor;
    s.seek(before - 2);
    expect(s.history.cursor).toBe(before);
  });

  it('never takes back my Done', () => {
    const s = race();
    shake(s, 0);
    shake(s, 1);
    expect(s.act({ type: 'done' }, 0)).toBeNull();
    expect(state(s).players[0]!.done).toBe(true);
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
    expect(state(s).players[0]!.done).toBe(true);
  });
});
