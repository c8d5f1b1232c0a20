import { describe, expect, it } from 'vitest';
import { createHistory, currentState, dispatch } from '../../engine/action-log';
import { CARD_SIZE, DEFAULT_OPTIONS, TERRAIN_KINDS, describePiece, freeTable, type FreeTableState, type Piece, type PieceSpec } from './rules';
import { pieceSize } from './art';
import { clampOnTable, freeSpot, halfExtents, keepOnTable, type Reach } from './placement';

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

  it('lays terrain clicked in the tray on open ground, not under the pieces already in the middle', () => {
    const s = clickIn([{ kind: 'token', colour: 'red', label: '' }, { kind: 'die', sides: 6, colour: 'white' }, { kind: 'terrain', terrain: 'woods' }]);
    const woods = s.pieces.find((p) => p.kind === 'terrain')!;
    const ws = sizeOf(woods);
    for (const p of s.pieces.filter((q) => q !== woods)) {
      const ps = sizeOf(p);
      const apart = Math.abs(woods.x - p.x) >= (ws.width + ps.width) / 2 || Math.abs(woods.y - p.y) >= (ws.height + ps.height) / 2;
      expect(apart, describePiece(p)).toBe(true);
    }
  });

  it('lays terrain under pieces only when no open ground is left for it, and never on other terrain', () => {
    // Tokens every 40 mm across the 2 x 1 ft table: no room for a wood clear of them all.
    let h = createHistory(freeTable, { options: { width: 24, height: 12, unit: 'in', matchstickInches: 2 }, players }, 1);
    for (let x = 20; x < 600; x += 40) {
      for (let y = 20; y < 300; y += 40) {
        const r = dispatch(freeTable, h, 0, { type: 'place', spec: { kind: 'token', colour: 'red', label: '' }, x, y, angle: 0 });
        if (r.ok) h = r.history;
      }
    }
    const s = currentState(h);
    const at = freeSpot(s, 300, 150, { width: 100, height: 80, terrain: true }, sizeOf);
    expect(at).toEqual({ x: 300, y: 150 });
  });

  it('lets a figure stand on terrain', () => {
    const s = clickIn([{ kind: 'terrain', terrain: 'hill' }]);
    const hill = s.pieces[0]!;
    expect(freeSpot(s, hill.x, hill.y, { width: 25, height: 25, terrain: false }, sizeOf)).toEqual({ x: hill.x, y: hill.y });
  });
});

describe('keeping pieces wholly on the cloth', () => {
  const table = { width: 609.6, height: 304.8 };
  /** Whether the whole of a piece (its turned footprint) lies on the table, to a rounding. */
  const onCloth = (p: Reach) => p.x - p.half.x >= -1e-9 && p.y - p.half.y >= -1e-9 && p.x + p.half.x <= table.width + 1e-9 && p.y + p.half.y <= table.height + 1e-9;

  it('measures a turned piece by its turned footprint, a round one by its radius', () => {
    const stick = { width: 2.5, height: 50.8 };
    expect(halfExtents(stick, 0)).toEqual({ x: 1.25, y: 25.4 });
    const across = halfExtents(stick, 90);
    expect(across.x).toBeCloseTo(25.4, 9);
    expect(across.y).toBeCloseTo(1.25, 9);
    expect(halfExtents({ width: 16, height: 16 }, 45).x).toBeCloseTo(8 * Math.SQRT2, 9);
    expect(halfExtents({ width: 25, height: 25 }, 45, true)).toEqual({ x: 12.5, y: 12.5 });
  });

  it('moves a piece over an edge in just far enough to lie wholly on the table, and leaves one on it where it is', () => {
    const half = halfExtents({ width: 25, height: 25 }, 0, true);
    expect(clampOnTable(table, { x: 0, y: -40, half })).toEqual({ x: 12.5, y: 12.5 });
    expect(clampOnTable(table, { x: 700, y: 400, half })).toEqual({ x: 609.6 - 12.5, y: 304.8 - 12.5 });
    expect(clampOnTable(table, { x: 100, y: 100, half })).toEqual({ x: 100, y: 100 });
    // A wall longer than the table is deep lies across its middle.
    expect(clampOnTable(table, { x: 100, y: 10, half: { x: 5, y: 400 } })).toEqual({ x: 100, y: 152.4 });
  });

  it('stops pieces moved together as one where the first meets an edge, each wholly on the table, their formation kept', () => {
    const token = halfExtents({ width: 25, height: 25 }, 0, true);
    const stick = halfExtents({ width: 2.5, height: 50.8 }, 30);
    // Carried an inch past the top-left corner: the token was already at the left edge.
    const moved = [
      { x: 12.5 - 25.4, y: 40 - 25.4, half: token },
      { x: 60 - 25.4, y: 20 - 25.4, half: stick },
    ];
    const kept = keepOnTable(table, moved);
    const placed = kept.map((k, i) => ({ ...k, half: moved[i]!.half }));
    for (const p of placed) expect(onCloth(p), JSON.stringify(p)).toBe(true);
    expect(kept[1]!.x - kept[0]!.x).toBeCloseTo(60 - 12.5, 9);
    expect(kept[1]!.y - kept[0]!.y).toBeCloseTo(20 - 40, 9);
    expect(kept[0]!.x).toBeCloseTo(12.5, 9);
    expect(kept[1]!.y).toBeCloseTo(stick.y, 9);
    // Pieces moved within the table stay where they were put.
    expect(keepOnTable(table, [{ x: 200, y: 100, half: token }])).toEqual([{ x: 200, y: 100 }]);
  });

  it('keeps each piece on by itself when the group is wider than the table', () => {
    const token = halfExtents({ width: 25, height: 25 }, 0, true);
    const kept = keepOnTable(table, [
      { x: -10, y: 100, half: token },
      { x: 650, y: 100, half: token },
    ]);
    expect(kept).toEqual([
      { x: 12.5, y: 100 },
      { x: 609.6 - 12.5, y: 100 },
    ]);
  });
});
