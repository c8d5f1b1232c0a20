import { describe, expect, it } from 'vitest';
import { createHistory, currentState, dispatch } from '../../engine/action-log';
import { CARD_SIZE, DEFAULT_OPTIONS, TERRAIN_KINDS, describePiece, freeTable, type FreeTableState, type Piece, type PieceSpec } from './rules';
import { pieceSize } from './art';
import { freeSpot } from './placement';

const players = [{ name: 'Red', control: 'human' as const, strength: 'normal' as const }];

function tableWith(points: [number, number][]): FreeTableState {
  let h = createHistory(freeTable, { options: { width: 24, height: 12, unit: 'in', matchstickInches: 2 }, players }, 1);
  for (const [x, y] of points) {
    const r = dispatch(freeTable, h, 0, { type: 'place', spec: { kind: 'stick' }, x, y, angle: 0 });
    if (r.ok) h = r.history;
  }
  return currentState(h);
}

describe('placing from the tray', () => {
  it('uses the asked point when it is free', () => {
    expect(freeSpot(tableWith([]), 100, 100)).toEqual({ x: 100, y: 100 });
  });

  it('moves away from pieces already there, staying on the table', () => {
    const s = tableWith([[100, 100], [120, 100]]);
    const spot = freeSpot(s, 100, 100);
    for (const p of s.pieces) expect(Math.hypot(p.x - spot.x, p.y - spot.y)).toBeGreaterThanOrEqual(30);
    expect(spot.x).toBeGreaterThanOrEqual(0);
    expect(spot.y).toBeGreaterThanOrEqual(0);
  });
});

describe('placing by size', () => {
  const sizeOf = (p: Piece) => pieceSize(p, DEFAULT_OPTIONS);
  const sizeOfSpec = (spec: PieceSpec) => pieceSize({ ...spec, id: 'new', x: 0, y: 0, angle: 0, ...(spec.kind === 'deck' ? { name: '' } : {}) } as Piece, DEFAULT_OPTIONS);

  /** A 2 x 1 ft table with these pieces placed one by one from the tray's middle, as clicks do. */
  function clickIn(specs: PieceSpec[]): FreeTableState {
    let h = createHistory(freeTable, { options: { width: 24, height: 12, unit: 'in', matchstickInches: 2 }, players }, 1);
    for (const spec of specs) {
      const s = currentState(h);
      const at = freeSpot(s, s.size.width / 2, s.size.height / 2, { ...sizeOfSpec(spec), terrain: spec.kind === 'terrain' }, sizeOf);
      const r = dispatch(freeTable, h, 0, { type: 'place', spec, x: at.x, y: at.y, angle: 0 });
      if (!r.ok) throw new Error(r.message);
      h = r.history;
    }
    return currentState(h);
  }

  it('lays each piece of terrain clear of the others and wholly on the table', () => {
    const s = clickIn(TERRAIN_KINDS.map((terrain) => ({ kind: 'terrain', terrain })));
    for (const [i, a] of s.pieces.entries()) {
      const sa = sizeOf(a);
      expect(a.x - sa.width / 2).toBeGreaterThanOrEqual(0);
      expect(a.y - sa.height / 2).toBeGreaterThanOrEqual(0);
      expect(a.x + sa.width / 2).toBeLessThanOrEqual(s.size.width);
      expect(a.y + sa.height / 2).toBeLessThanOrEqual(s.size.height);
      for (const b of s.pieces.slice(i + 1)) {
        const sb = sizeOf(b);
        // Their rectangles do not overlap.
        const apart = Math.abs(a.x - b.x) >= (sa.width + sb.width) / 2 || Math.abs(a.y - b.y) >= (sa.height + sb.height) / 2;
        expect(apart, `${describePiece(a)} and ${describePiece(b)}`).toBe(true);
      }
    }
  });

  it('keeps a token or a card off the deck in the middle', () => {
    const s = clickIn([{ kind: 'deck' }, { kind: 'token', colour: 'red', label: '' }]);
    const [deck, token] = s.pieces as [Piece, Piece];
    const apart = Math.abs(deck.x - token.x) >= (CARD_SIZE.width + 25) / 2 || Math.abs(deck.y - token.y) >= (CARD_SIZE.height + 25) / 2;
    expect(apart).toBe(true);
    const card = freeSpot(s, deck.x, deck.y, { ...CARD_SIZE, terrain: false }, sizeOf);
    expect(Math.abs(card.x - deck.x) >= CARD_SIZE.width || Math.abs(card.y - deck.y) >= CARD_SIZE.height).toBe(true);
  });

  it('lets a figure stand on terrain', () => {
    const s = clickIn([{ kind: 'terrain', terrain: 'hill' }]);
    const hill = s.pieces[0]!;
    expect(freeSpot(s, hill.x, hill.y, { width: 25, height: 25, terrain: false }, sizeOf)).toEqual({ x: hill.x, y: hill.y });
  });
});
