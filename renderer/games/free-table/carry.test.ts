import { describe, expect, it } from 'vitest';
import { createHistory, currentState } from '../../engine/action-log';
import { CARD_SIZE, freeTable, type FreeTableState, type Piece } from './rules';
import { isRound, pieceSize } from './art';
import { FLICK_SPEED, carriedPoses, carryOf, letGo, type Release } from './carry';

const players = [{ name: 'Red', control: 'human' as const, strength: 'normal' as const }];

/** A 24 x 12 inch table (609.6 x 304.8 mm) with these pieces on it. */
function table(pieces: Piece[]): FreeTableState {
  const s = currentState(createHistory(freeTable, { options: { width: 24, height: 12, unit: 'in', matchstickInches: 2 }, players }, 1));
  return { ...s, pieces };
}

const die = (id: string, x: number, y: number): Piece => ({ id, kind: 'die', sides: 6, colour: 'red', face: 1, x, y, angle: 0 });
const card = (id: string, x: number, y: number): Piece => ({ id, kind: 'card', card: 'QH', faceUp: true, x, y, angle: 0 });
const deck = (id: string, x: number, y: number): Piece => ({ id, kind: 'deck', name: 'Deck', x, y, angle: 0 });

function release(s: FreeTableState, over: Partial<Release> = {}): Release {
  return {
    speed: 0,
    overHand: false,
    footprint: (p) => ({ x: p.x, y: p.y, angle: p.angle, ...pieceSize(p, s.options), round: isRound(p) }),
    ...over,
  };
}

/** `ids` of `s` lifted at (x, y) and carried to (x + dx, y + dy), turned by `turn` degrees. */
function carried(s: FreeTableState, ids: string[], [x, y]: [number, number], [dx, dy]: [number, number], turn = 0) {
  const c = carryOf(s, ids, { x, y });
  c.pointer = { x: x + dx, y: y + dy };
  c.turn = turn;
  return { c, poses: carriedPoses(s, s.size, c) };
}

describe('carrying pieces', () => {
  it('moves every held piece with the hand, keeping them apart as they lay', () => {
    const s = table([die('a', 100, 100), die('b', 130, 100)]);
    const { poses } = carried(s, ['a', 'b'], [100, 100], [50, 20]);
    expect(poses).toEqual([
      { id: 'a', x: 150, y: 120, angle: 0 },
      { id: 'b', x: 180, y: 120, angle: 0 },
    ]);
  });

  it('turns the hand about the point it took them by', () => {
    const s = table([die('a', 100, 100), die('b', 130, 100)]);
    const { poses } = carried(s, ['a', 'b'], [100, 100], [0, 0], 90);
    expect(poses[0]).toMatchObject({ x: 100, y: 100, angle: 90 });
    expect(poses[1]!.x).toBeCloseTo(100);
    expect(poses[1]!.y).toBeCloseTo(130);
    expect(poses[1]!.angle).toBe(90);
  });

  it('stops the whole hand at the edge, every piece wholly on the cloth and still apart', () => {
    const s = table([die('a', 100, 100), die('b', 130, 100)]);
    const { poses } = carried(s, ['a', 'b'], [100, 100], [10_000, 0]);
    const half = pieceSize(s.pieces[0]!, s.options).width / 2;
    expect(poses[1]!.x + half).toBeCloseTo(s.size.width);
    expect(poses[1]!.x - poses[0]!.x).toBeCloseTo(30);
  });
});

describe('letting go', () => {
  it('throws dice let go at speed, and moves them let go slowly', () => {
    const s = table([die('a', 100, 100)]);
    const { c, poses } = carried(s, ['a'], [100, 100], [40, 0]);
    expect(letGo(s, c, poses, release(s, { speed: FLICK_SPEED + 1 }))).toEqual({ kind: 'throw' });
    expect(letGo(s, c, poses, release(s, { speed: FLICK_SPEED - 1 }))).toEqual({ kind: 'act', action: { type: 'move', poses } });
  });

  it('never throws a hand holding anything but dice', () => {
    const s = table([die('a', 100, 100), card('c', 200, 100)]);
    const { c, poses } = carried(s, ['a', 'c'], [100, 100], [40, 0]);
    expect(letGo(s, c, poses, release(s, { speed: 5000 }))).toMatchObject({ kind: 'act', action: { type: 'move' } });
  });

  it('puts pieces let go where they were lifted back, with nothing logged', () => {
    const s = table([die('a', 100, 100)]);
    const { c, poses } = carried(s, ['a'], [100, 100], [0, 0]);
    expect(letGo(s, c, poses, release(s))).toEqual({ kind: 'back' });
    // Turned where it lay, it has moved.
    const turned = carried(s, ['a'], [100, 100], [0, 0], 15);
    expect(letGo(s, turned.c, turned.poses, release(s))).toMatchObject({ kind: 'act', action: { type: 'move' } });
  });

  it('takes a lone card let go over the hand into the hand', () => {
    const s = table([card('c', 100, 100)]);
    const { c, poses } = carried(s, ['c'], [100, 100], [0, 100]);
    expect(letGo(s, c, poses, release(s, { overHand: true }))).toEqual({ kind: 'act', action: { type: 'take', id: 'c' } });
  });

  it('stacks a lone card let go on a deck onto the deck, and only a lone card', () => {
    const s = table([deck('d', 300, 150), card('c', 100, 150), card('e', 100, 150 + CARD_SIZE.height)]);
    const one = carried(s, ['c'], [100, 150], [195, 5]);
    expect(letGo(s, one.c, one.poses, release(s))).toEqual({ kind: 'act', action: { type: 'stack', ids: ['c'], deck: 'd' } });
    const two = carried(s, ['c', 'e'], [100, 150], [195, 5]);
    expect(letGo(s, two.c, two.poses, release(s))).toMatchObject({ kind: 'act', action: { type: 'move' } });
    // Beside the deck, not on it: a move.
    const beside = carried(s, ['c'], [100, 150], [100, 0]);
    expect(letGo(s, beside.c, beside.poses, release(s))).toMatchObject({ kind: 'act', action: { type: 'move' } });
  });
});
