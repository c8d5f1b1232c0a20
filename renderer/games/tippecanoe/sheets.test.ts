// Battle of Tippecanoe's print-and-play set on the sheet engine: every card in the materials list's
// counts at its size with its deck's back, the board in pieces that fit and join, and the whole set
// laid out on both papers with every print option. Faces are never drawn here (they need a page).
import { describe, expect, it } from 'vitest';
import { BLEED, MARGIN, layoutSheets, markRoom, type CutSection, type PrintOptions, type SheetPage } from '../../kits/print/layout/layout';
import { PAPERS, PAPER_IDS } from '../../kits/print/layout/paper';
import type { Face } from '../../kits/print/SheetPages';
import { faceText, faceTree } from '../../kits/print/face-tree';
import { BOARD, CARD, MARKER_MM, MINI } from './art';
import { AMMUNITION, CONDITIONS, MARCH_DAYS, MATERIALS, TACTICS, UNITS, WEAPONS } from './rules/cards';
import { PIECE_WIDTH_MM, boardPieces, tippecanoeSheetSet } from './sheets';

const everyOption: PrintOptions[] = PAPER_IDS.flatMap((paper) =>
  (['one', 'two'] as const).flatMap((sides) =>
    [false, true].flatMap((bleed) =>
      [false, true].flatMap((calibration) => [false, true].map((foldOver) => ({ paper, sides, bleed, foldOver, calibration, offset: { x: calibration ? 2 : 0, y: calibration ? -1.5 : 0 } }))),
    ),
  ),
);

const set = tippecanoeSheetSet();
const cut = (key: string) => set.sections.find((s) => s.kind === 'cut' && s.key === key) as CutSection<Face>;
const fronts = (pages: SheetPage<Face>[]) => pages.filter((p) => p.side === 'front');
const CARD_SECTIONS = ['native', 'us', 'tactics', 'conditions', 'weapons', 'ammunition'] as const;

describe("Battle of Tippecanoe's print-and-play set", () => {
  it('lays out on A4 and Letter with every option: every piece once on a front, every back once on the page after its front, mirrored', () => {
    const pieces = set.sections.flatMap((s) => (s.kind === 'cut' ? s.pieces : []));
    for (const o of everyOption) {
      const pages = layoutSheets(set, o);
      expect(pages.every((p) => p.paper === PAPERS[o.paper])).toBe(true);
      const placed = fronts(pages).flatMap((p) => p.pieces.map((x) => x.key));
      expect([...placed].sort(), JSON.stringify(o)).toEqual(pieces.map((p) => p.key).sort());
      expect(fronts(pages).flatMap((p) => p.texts.map((t) => t.key))).toEqual(['summary']);
      pages.forEach((page, i) => {
        const withBacks = page.side === 'front' ? page.pieces.filter((p) => pieces.find((x) => x.key === p.key)?.back) : [];
        if (!withBacks.length) return;
        const next = pages[i + 1] as SheetPage<Face>;
        expect(next.backOf).toBe(page.number);
        for (const p of withBacks) {
          const b = next.pieces.find((x) => x.key === `${p.key}-back`);
          expect(b, p.label).toBeDefined();
          expect(b?.x).toBeCloseTo(page.paper.w - p.x - p.w + o.offset.x, 6);
          expect(b?.y).toBeCloseTo(p.y + o.offset.y, 6);
        }
      });
    }
  });

  it('has all 275 cards in the counts of the materials list, each at its size', () => {
    const all = CARD_SECTIONS.flatMap((k) => cut(k).pieces);
    expect(all.length).toBe(275);
    expect(Object.fromEntries(CARD_SECTIONS.map((k) => [k, cut(k).pieces.length]))).toEqual({
      native: MATERIALS.nativeWarriors,
      us: MATERIALS.usTroops,
      tactics: MATERIALS.tactics,
      conditions: MATERIALS.conditions,
      weapons: MATERIALS.weapons,
      ammunition: MATERIALS.ammunition,
    });
    const byLabel = (key: string, suffix: string) => cut(key).pieces.filter((p) => p.label.endsWith(suffix));
    for (const u of UNITS) {
      const section = u.side === 0 ? 'native' : 'us';
      expect(cut(section).pieces.filter((p) => p.label === `${u.name}, ${u.side === 0 ? 'Native warrior' : 'US troop'} card`).length, u.name).toBe(u.count);
    }
    for (const w of WEAPONS) expect(byLabel('weapons', 'weapon card').filter((p) => p.label.startsWith(`${w.name},`)).length, w.name).toBe(w.count);
    for (const t of TACTICS) expect(byLabel('tactics', 'tactic card').filter((p) => p.label.startsWith(`${t.name},`)).length, t.name).toBe(t.count);
    for (const c of CONDITIONS) expect(byLabel('conditions', 'condition card').filter((p) => p.label.startsWith(`${c.name},`)).length, c.name).toBe(c.count);
    expect(cut('ammunition').pieces.length).toBe(AMMUNITION.count);
    for (const k of ['native', 'us', 'tactics', 'conditions'] as const) for (const p of cut(k).pieces) expect([p.w, p.h]).toEqual([CARD.w, CARD.h]);
    for (const k of ['weapons', 'ammunition'] as const) for (const p of cut(k).pieces) expect([p.w, p.h]).toEqual([MINI.w, MINI.h]);
    expect([CARD.w, CARD.h, MINI.w, MINI.h]).toEqual([63, 88, 44, 63]);
    expect(new Set(all.map((p) => p.key)).size).toBe(275);
  });

  it("gives every card its deck's back, one back a deck, each deck's back its own", () => {
    const backs = CARD_SECTIONS.map((k) => {
      const pieces = cut(k).pieces;
      for (const p of pieces) expect(p.back, p.label).toBeTypeOf('function');
      expect(new Set(pieces.map((p) => p.back)).size, k).toBe(1);
      expect(new Set(pieces.map((p) => p.backEdge)).size, k).toBe(1);
      return pieces[0]?.back;
    });
    expect(new Set(backs).size).toBe(CARD_SECTIONS.length);
  });

  it('cuts the board in pieces that fit both papers with bleed and join into Fort Harrison and MARCH_DAYS days, with a marker that fits a space', () => {
    const board = cut('board').pieces.filter((p) => p.key.startsWith('board-'));
    const spans = boardPieces();
    expect(board.length).toBe(spans.length);
    expect(spans[0]?.[0]).toBe(0);
    expect(spans.at(-1)?.[1]).toBe(MARCH_DAYS + 1);
    spans.forEach(([from, to], i) => {
      if (i) expect(from).toBe(spans[i - 1]?.[1]);
      expect(to).toBeGreaterThan(from);
      expect(board[i]?.w).toBe((to - from) * BOARD.space);
      for (const paper of Object.values(PAPERS)) expect(board[i]!.w).toBeLessThanOrEqual(paper.w - 2 * MARGIN - 2 * markRoom(BLEED));
    });
    expect(board.reduce((n, p) => n + p.w, 0)).toBe((MARCH_DAYS + 1) * BOARD.space);
    // Wider than the paper in one piece: two, as even as the spaces allow.
    expect((MARCH_DAYS + 1) * BOARD.space).toBeGreaterThan(PIECE_WIDTH_MM);
    expect(spans).toEqual([
      [0, 5],
      [5, 9],
    ]);
    expect(boardPieces(1000)).toEqual([[0, MARCH_DAYS + 1]]);
    const marker = cut('board').pieces.find((p) => p.key === 'marker');
    expect([marker?.w, marker?.h]).toEqual([MARKER_MM, MARKER_MM]);
    expect(MARKER_MM).toBeLessThan(BOARD.space);
  });

  it("speaks to the player in the turn in brief: the rules' advice and example, never the app's source material (no \"seed\")", () => {
    const texts = set.sections.flatMap((s) => (s.kind === 'text' ? [faceText(faceTree(s.face))] : []));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.join(' ')).toContain('War Chief');
    expect(texts.filter((t) => /\bseed/i.test(t))).toEqual([]);
  });

  it('says how to back the cards whichever way the player prints: the turn in brief is the same sheet for a one-sided print as for a two-sided one', () => {
    const text = set.sections.flatMap((s) => (s.kind === 'text' ? [faceText(faceTree(s.face))] : [])).join(' ');
    expect(text).toContain('Each page of cards is followed by its backs: print two-sided, flipped on the long edge, or one-sided and glue the backs on (or leave them out).');
  });

  it('prints the turn in brief on one page of either paper', () => {
    for (const o of everyOption) {
      const pages = fronts(layoutSheets(set, o));
      expect(pages.filter((p) => p.texts.length).length).toBe(1);
    }
  });

  it('prints nine full-size cards or sixteen minis to a page of A4 (six and twelve on Letter), bleed or not: no note under a card section costs a row', () => {
    const perPageOf = (paper: 'a4' | 'letter', key: string) => fronts(layoutSheets({ title: 't', sections: [cut(key)] }, { ...everyOption[0]!, paper })).map((p) => p.pieces.length);
    expect(perPageOf('a4', 'native')).toEqual([9, 9, 9, 9, 9, 5]);
    expect(perPageOf('letter', 'native')).toEqual([6, 6, 6, 6, 6, 6, 6, 6, 2]);
    expect(perPageOf('a4', 'weapons')).toEqual([16, 16, 16, 16, 16, 16, 4]);
    expect(perPageOf('letter', 'weapons')).toEqual([12, 12, 12, 12, 12, 12, 12, 12, 4]);
    const pages = (paper: 'a4' | 'letter', bleed: boolean) => layoutSheets(set, { ...everyOption[0]!, paper, bleed, sides: 'two' }).length;
    // With bleed the cards butt as they do without (one cut between neighbours, the bleed round each block): as many pages.
    expect({ a4: pages('a4', false), letter: pages('letter', false), a4Bleed: pages('a4', true), letterBleed: pages('letter', true) }).toEqual({ a4: 55, letter: 75, a4Bleed: 55, letterBleed: 75 });
    for (const bleed of [false, true]) {
      const perPageBleed = (paper: 'a4' | 'letter', key: string) => fronts(layoutSheets({ title: 't', sections: [cut(key)] }, { ...everyOption[0]!, paper, bleed })).map((p) => p.pieces.length);
      expect(perPageBleed('a4', 'native'), `bleed ${bleed}`).toEqual([9, 9, 9, 9, 9, 5]);
      expect(perPageBleed('letter', 'weapons'), `bleed ${bleed}`).toEqual([12, 12, 12, 12, 12, 12, 12, 12, 4]);
    }
  });
});
