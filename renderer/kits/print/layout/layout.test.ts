import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BLEED,
  DEFAULT_OPTIONS,
  FOOT_H,
  MARGIN,
  MARK_GAP,
  MARK_LEN,
  SheetLayoutError,
  contentArea,
  grow,
  layoutSheets,
  markRoom,
  mirror,
  perPage,
  type Mark,
  type Piece,
  type PrintOptions,
  type Section,
  type SheetPage,
  type SheetSet,
} from './layout';
import { PAPERS, defaultPaper, isPaperId } from './paper';

const piece = (key: string, w: number, h: number, back = false): Piece<string> => ({ key, label: key, w, h, front: `${key} front`, ...(back ? { back: `${key} back` } : {}) });
const pieces = (prefix: string, n: number, w: number, h: number, back = false) => Array.from({ length: n }, (_, i) => piece(`${prefix}${i}`, w, h, back));
const opts = (o: Partial<PrintOptions> = {}): PrintOptions => ({ ...DEFAULT_OPTIONS, ...o });
const fronts = <F,>(pages: SheetPage<F>[]) => pages.filter((p) => p.side === 'front' && !p.calibration);

describe('papers', () => {
  it('gives Letter where the locale (or its likeliest region) uses it, A4 elsewhere', () => {
    expect(defaultPaper('en-US')).toBe('letter');
    expect(defaultPaper('en')).toBe('letter');
    expect(defaultPaper('fr-CA')).toBe('letter');
    expect(defaultPaper('es-MX')).toBe('letter');
    expect(defaultPaper('fil')).toBe('letter');
    expect(defaultPaper('en-GB')).toBe('a4');
    expect(defaultPaper('fr')).toBe('a4');
    expect(defaultPaper('de-DE')).toBe('a4');
    expect(defaultPaper('pt-BR')).toBe('a4');
    expect(defaultPaper('es')).toBe('a4');
    expect(defaultPaper(undefined)).toBe('a4');
    expect(defaultPaper('not a locale!')).toBe('a4');
  });

  it('knows the papers by their sizes in millimetres and inches', () => {
    expect(PAPERS.a4).toMatchObject({ w: 210, h: 297 });
    expect(PAPERS.letter).toMatchObject({ w: 215.9, h: 279.4, inches: { width: 8.5, height: 11 } });
    expect(PAPERS.a4.inches.width * 25.4).toBeCloseTo(210, 9);
    expect(isPaperId('letter')).toBe(true);
    expect(isPaperId('legal')).toBe(false);
  });
});

describe('how many fit a page', () => {
  it('puts playing cards three by three on A4, three by two on Letter, bleed or not; two across with a bleed each', () => {
    expect(perPage(63, 88, { paper: 'a4', bleed: false })).toEqual({ across: 3, down: 3 });
    expect(perPage(63, 88, { paper: 'letter', bleed: false })).toEqual({ across: 3, down: 2 });
    // Butted, one cut between neighbours: the bleed runs round the block.
    expect(perPage(63, 88, { paper: 'a4', bleed: true })).toEqual({ across: 3, down: 3 });
    expect(perPage(63, 88, { paper: 'letter', bleed: true })).toEqual({ across: 3, down: 2 });
    // Each its own bleed (different edge colours, or art of its own in the bleed): a gutter of two bleeds.
    expect(perPage(63, 88, { paper: 'a4', bleed: true }, false, false).across).toBe(2);
  });

  it('agrees with the layout', () => {
    for (const paper of ['a4', 'letter'] as const) {
      for (const bleed of [false, true]) {
        for (const [w, h] of [
          [30, 30],
          [63, 88],
          [22, 22],
          [5, 5],
        ] as const) {
          const n = perPage(w, h, { paper, bleed });
          const pages = layoutSheets({ title: 't', sections: [{ kind: 'cut', key: 's', title: 'S', pieces: pieces('p', n.across * n.down + 1, w, h) }] }, opts({ paper, bleed }));
          expect(fronts(pages).map((p) => p.pieces.length)).toEqual([n.across * n.down, 1]);
        }
      }
    }
  });
});

describe('a worked example: a 2 × 2 block of 80 × 50 mm boards', () => {
  const set: SheetSet<string> = { title: 'Boards', sections: [{ kind: 'cut', key: 't', title: 'Boards', pieces: pieces('t', 4, 80, 50) }] };

  it('butts them two across (three would need 240 mm) in a grid centred on the paper, under their heading, with room for the marks', () => {
    const [page] = layoutSheets(set, opts({ paper: 'a4' }));
    // 8 mm top, a 6 mm heading, 4 mm for the marks: the block starts 18 mm down; (210 - 160) / 2 = 25 mm in.
    expect(page?.pieces.map((p) => [p.x, p.y])).toEqual([
      [25, 18],
      [105, 18],
      [25, 68],
      [105, 68],
    ]);
    expect(page?.heads[0]).toMatchObject({ title: 'Boards', y: 8, h: 6 });
  });

  it('marks each of the six cut lines at both ends, outside the block, 1 mm off and 3 mm long', () => {
    const [page] = layoutSheets(set, opts({ paper: 'a4' }));
    const marks = page?.marks ?? [];
    expect(marks).toHaveLength(12);
    // The three upright lines, marked above and below the block; the three across, left and right of it.
    for (const x of [25, 105, 185]) {
      expect(marks).toContainEqual({ x1: x, y1: 18 - MARK_GAP - MARK_LEN, x2: x, y2: 18 - MARK_GAP, kind: 'cut' });
      expect(marks).toContainEqual({ x1: x, y1: 118 + MARK_GAP, x2: x, y2: 118 + MARK_GAP + MARK_LEN, kind: 'cut' });
    }
    for (const y of [18, 68, 118]) {
      expect(marks).toContainEqual({ x1: 25 - MARK_GAP - MARK_LEN, y1: y, x2: 25 - MARK_GAP, y2: y, kind: 'cut' });
      expect(marks).toContainEqual({ x1: 185 + MARK_GAP, y1: y, x2: 185 + MARK_GAP + MARK_LEN, y2: y, kind: 'cut' });
    }
  });

  it("keeps a short last row to the grid's columns, so its cuts are the same cuts", () => {
    const [page] = layoutSheets({ title: 'T', sections: [{ kind: 'cut', key: 't', title: 'Tiles', pieces: pieces('t', 8, 30, 30) }] }, opts());
    const xs = page?.pieces.map((p) => p.x) ?? [];
    expect(xs).toEqual([15, 45, 75, 105, 135, 165, 15, 45]);
  });

  it('with bleed, butts them as without (one cut between neighbours, one edge colour): the bleed runs round the block, under the same marks', () => {
    const plain = layoutSheets(set, opts({ paper: 'a4' }));
    const [page] = layoutSheets(set, opts({ paper: 'a4', bleed: true }));
    expect(page?.pieces.map((p) => [p.x, p.y, p.bleed])).toEqual(plain[0]?.pieces.map((p) => [p.x, p.y, BLEED]));
    expect(page?.marks).toEqual(plain[0]?.marks);
    expect(page?.pieces.every((p) => p.butted)).toBe(true);
  });

  it('with bleed, spaces pieces of different edge colours 6 mm apart (each its own bleed) and keeps the marks beyond the bleed', () => {
    const coloured: SheetSet<string> = { title: 'Boards', sections: [{ kind: 'cut', key: 't', title: 'Boards', pieces: pieces('t', 4, 80, 50).map((p, i) => ({ ...p, edge: i % 2 ? '#aa0000' : '#0000aa' })) }] };
    const [page] = layoutSheets(coloured, opts({ paper: 'a4', bleed: true }));
    const [a, b] = page?.pieces ?? [];
    expect((b?.x ?? 0) - (a?.x ?? 0)).toBe(80 + 2 * BLEED);
    expect(a?.bleed).toBe(BLEED);
    expect(a?.butted).toBe(false);
    expect(page?.marks).toContainEqual({ x1: a?.x, y1: (a?.y ?? 0) - BLEED - MARK_GAP - MARK_LEN, x2: a?.x, y2: (a?.y ?? 0) - BLEED - MARK_GAP, kind: 'cut' });
  });
});

describe('equal pieces of several edge colours', () => {
  it('butt in runs of one colour, each run starting a row, where that takes less of the page than a bleed each', () => {
    // Two armies of 15 tiles, 30 × 30 mm: six across, butted, three rows an army; with a bleed each, five across.
    const tiles = pieces('t', 30, 30, 30).map((p, i) => ({ ...p, edge: i < 15 ? '#aa2222' : '#2222aa' }));
    const [page] = layoutSheets({ title: 'T', sections: [{ kind: 'cut', key: 't', title: 'Tiles', pieces: tiles }] }, opts({ bleed: true }));
    const ps = page?.pieces ?? [];
    expect(ps.every((p) => p.butted)).toBe(true);
    const rows = [...new Set(ps.map((p) => p.y))];
    expect(rows.map((y) => ps.filter((p) => p.y === y).length)).toEqual([6, 6, 3, 6, 6, 3]);
    // The armies' blocks apart by both blocks' marks: 4 mm each.
    expect((rows[3] ?? 0) - (rows[2] ?? 0)).toBe(30 + 8);
    expect(new Set(ps.filter((p) => p.y === rows[2]).map((p) => p.edge))).toEqual(new Set(['#aa2222']));
    // Status cards of two sides, three each, two across: runs would take four rows, a bleed each three.
    const cards = pieces('c', 6, 88, 63).map((p, i) => ({ ...p, edge: i < 3 ? '#aa2222' : '#2222aa' }));
    const [cardPage] = layoutSheets({ title: 'C', sections: [{ kind: 'cut', key: 'c', title: 'Cards', note: 'n', pieces: cards }] }, opts({ bleed: true }));
    expect(cardPage?.pieces.every((p) => !p.butted)).toBe(true);
    expect(cardPage?.pieces.length).toBe(6);
  });

  it("mark each strip's fold from the strip's own bleed, whatever else shares the page (a butted block above)", () => {
    // Found by the properties: a butted section first on the page gave every fold its offset.
    const set: SheetSet<string> = {
      title: 'F',
      sections: [
        { kind: 'cut', key: 'a', title: 'A', pieces: pieces('a', 1, 5, 5) },
        { kind: 'cut', key: 'f', title: 'F', foldable: true, pieces: pieces('f', 2, 5, 5, true).map((p, i) => ({ ...p, edge: i ? '#aa2222' : '#2222aa' })) },
      ],
    };
    const [page] = layoutSheets(set, opts({ bleed: true, foldOver: true }));
    const strips = page?.pieces.filter((p) => p.fold) ?? [];
    expect(strips.map((p) => p.butted)).toEqual([false, false]);
    const folds = page?.marks.filter((m) => m.kind === 'fold') ?? [];
    const first = strips[0]!;
    expect(folds).toContainEqual({ x1: first.x - BLEED - MARK_GAP - MARK_LEN, y1: first.y + 5, x2: first.x - BLEED - MARK_GAP, y2: first.y + 5, kind: 'fold' });
  });
});

describe('art of its own in the bleed', () => {
  it('prints under the front of a piece that keeps its own bleed (it never butts), and only with bleed on; never under a back', () => {
    const shaped = pieces('s', 4, 40, 40, true).map((p) => ({ ...p, frontBleed: `${p.key} bleed` }));
    const set: SheetSet<string> = { title: 'S', sections: [{ kind: 'cut', key: 's', title: 'Shapes', pieces: shaped }] };
    const [front, back] = layoutSheets(set, opts({ bleed: true }));
    expect(front?.pieces.map((p) => [p.bleedFace, p.butted])).toEqual(shaped.map((p) => [`${p.key} bleed`, false]));
    expect((front?.pieces[1]?.x ?? 0) - (front?.pieces[0]?.x ?? 0)).toBe(40 + 2 * BLEED);
    expect(back?.pieces.every((p) => p.bleedFace === undefined)).toBe(true);
    expect(layoutSheets(set, opts()).flatMap((p) => p.pieces.map((q) => q.bleedFace))).toEqual(Array(8).fill(undefined));
  });
});

describe('backs', () => {
  const cards: SheetSet<string> = { title: 'Cards', sections: [{ kind: 'cut', key: 'c', title: 'Cards', pieces: pieces('c', 12, 63, 88, true) }] };

  it('go on the page after their fronts, mirrored across the page and moved by the calibration offset', () => {
    const pages = layoutSheets(cards, opts({ sides: 'two', offset: { x: 1.5, y: -2 } }));
    expect(pages.map((p) => p.side)).toEqual(['front', 'back', 'front', 'back']);
    const [front, back] = pages;
    for (const p of front?.pieces ?? []) {
      const b = back?.pieces.find((q) => q.key === `${p.key}-back`);
      expect(b).toMatchObject({ x: 210 - p.x - p.w + 1.5, y: p.y - 2, w: p.w, h: p.h, face: `${p.key} back` });
    }
    expect(back?.marks).toEqual([]);
    expect(back?.pieces.every((p) => p.edge === '#ffffff')).toBe(true);
    const coloured = layoutSheets({ title: 'C', sections: [{ kind: 'cut', key: 'c', title: 'C', pieces: [{ ...piece('c', 63, 88, true), edge: '#fbf7ec', backEdge: '#2d5590' }] }] }, opts());
    expect(coloured.map((p) => p.pieces[0]?.edge)).toEqual(['#fbf7ec', '#2d5590']);
    expect(back?.foot).toBe('Cards · page 2 of 4: the backs of page 1');
  });

  it('mirror a piece for a long-edge flip', () => {
    expect(mirror({ x: 20, y: 30, w: 30, h: 40 }, PAPERS.a4, { x: 0, y: 0 })).toEqual({ x: 160, y: 30, w: 30, h: 40 });
    expect(mirror({ x: 20, y: 30, w: 30, h: 40 }, PAPERS.letter, { x: -1, y: 0.5 })).toEqual({ x: 215.9 - 50 - 1, y: 30.5, w: 30, h: 40 });
  });

  it('leave blank backs behind pages without any when two-sided, so every front stays a front', () => {
    const set: SheetSet<string> = {
      title: 'Mixed',
      sections: [
        { kind: 'cut', key: 'board', title: 'Board', pieces: [piece('board', 180, 230)] },
        { kind: 'cut', key: 'cards', title: 'Cards', pieces: pieces('c', 9, 63, 88, true) },
      ],
    };
    const two = layoutSheets(set, opts({ sides: 'two' }));
    expect(two.map((p) => `${p.side}${p.pieces.length}`)).toEqual(['front1', 'back0', 'front9', 'back9']);
    expect(two[1]?.foot).toMatch(/left blank, the back of page 1/);
    const one = layoutSheets(set, opts({ sides: 'one' }));
    expect(one.map((p) => `${p.side}${p.pieces.length}`)).toEqual(['front1', 'front9', 'back9']);
    // After the last front, nothing needs keeping on a front: no blank page at the end.
    const endsBare: SheetSet<string> = { title: 'End', sections: [...set.sections].reverse() };
    expect(layoutSheets(endsBare, opts({ sides: 'two' })).map((p) => `${p.side}${p.pieces.length}`)).toEqual(['front9', 'back9', 'front1']);
  });

  it("say under their heading how to join them to their fronts as the player chose to print: one-sided, glued on; two-sided, flipped on the long edge", () => {
    const note = { one: 'Glue each page of backs behind its fronts.', two: 'Flip on the long edge.' };
    const set: SheetSet<string> = { title: 'Cards', sections: [{ kind: 'cut', key: 'c', title: 'Cards', note, pieces: pieces('c', 12, 63, 88, true) }] };
    const heads = (sides: PrintOptions['sides']) => layoutSheets(set, opts({ sides })).flatMap((p) => p.heads.map((h) => h.note));
    expect(heads('one')).toEqual([note.one, note.one]);
    expect(heads('two')).toEqual([note.two, note.two]);
  });

  it('fold over instead where the section allows it: a strip twice as tall, the back under the fold, a fold mark each side', () => {
    const set: SheetSet<string> = { title: 'Fold', sections: [{ kind: 'cut', key: 't', title: 'Tiles', foldable: true, pieces: pieces('t', 6, 30, 30, true) }] };
    const [page, ...rest] = layoutSheets(set, opts({ foldOver: true, sides: 'two' }));
    expect(rest).toEqual([]);
    expect(page?.pieces.every((p) => p.h === 60 && p.fold === `${p.key} back`)).toBe(true);
    const folds = page?.marks.filter((m) => m.kind === 'fold') ?? [];
    const y = (page?.pieces[0]?.y ?? 0) + 30;
    expect(folds).toEqual([
      { x1: 15 - MARK_GAP - MARK_LEN, y1: y, x2: 15 - MARK_GAP, y2: y, kind: 'fold' },
      { x1: 195 + MARK_GAP, y1: y, x2: 195 + MARK_GAP + MARK_LEN, y2: y, kind: 'fold' },
    ]);
    const unfolded = layoutSheets(set, opts({ foldOver: false }));
    expect(unfolded.map((p) => p.side)).toEqual(['front', 'back']);
  });
});

describe('the calibration pair', () => {
  it('comes first: a front with the cross at the centre, a back with it moved by the offset', () => {
    const set: SheetSet<string> = { title: 'T', sections: [{ kind: 'cut', key: 'c', title: 'C', pieces: [piece('a', 20, 20, true)] }] };
    const pages = layoutSheets(set, opts({ calibration: true, paper: 'letter', offset: { x: 2, y: -1.5 } }));
    expect(pages[0]).toMatchObject({ side: 'front', calibration: { cx: 215.9 / 2, cy: 279.4 / 2 }, pieces: [] });
    expect(pages[1]).toMatchObject({ side: 'back', backOf: 1, calibration: { cx: 215.9 / 2 + 2, cy: 279.4 / 2 - 1.5 } });
    expect(pages[2]?.foot).toBe('T · page 3 of 4');
  });
});

describe('what does not fit', () => {
  it('is refused with the piece named', () => {
    const set: SheetSet<string> = { title: 'T', sections: [{ kind: 'cut', key: 'r', title: 'Ruler', pieces: [{ ...piece('r', 200, 10), label: 'The long ruler' }] }] };
    expect(() => layoutSheets(set, opts({ paper: 'a4' }))).toThrow(SheetLayoutError);
    expect(() => layoutSheets(set, opts({ paper: 'a4' }))).toThrow(/The long ruler \(200 × 10 mm\) does not fit a page of A4/);
    const text: SheetSet<string> = { title: 'T', sections: [{ kind: 'text', key: 'ref', title: 'Reference', h: 300, face: 'x' }] };
    expect(() => layoutSheets(text, opts())).toThrow(/"Reference" is 300 mm tall/);
  });
});

// ---- Properties: any set, any options ----

const pieceArb = (i: number) =>
  fc.record({ w: fc.integer({ min: 5, max: 170 }), h: fc.integer({ min: 5, max: 200 }), back: fc.boolean() }).map(({ w, h, back }) => piece(`p${i}`, w, h, back));

const sectionArb: fc.Arbitrary<Section<string>> = fc.oneof(
  // A uniform section: n of one size, of one edge colour or in runs of two (armies, sides).
  fc
    .record({
      n: fc.integer({ min: 1, max: 30 }),
      w: fc.integer({ min: 5, max: 90 }),
      h: fc.integer({ min: 5, max: 120 }),
      back: fc.boolean(),
      foldable: fc.boolean(),
      note: fc.boolean(),
      edges: fc.array(fc.constantFrom('#aa2222', '#2222aa'), { maxLength: 30 }),
    })
    .map(({ n, w, h, back, foldable, note, edges }) => ({
      kind: 'cut' as const,
      key: 'u',
      title: 'Uniform',
      pieces: pieces('u', n, w, h, back).map((p, i) => (edges.length ? { ...p, edge: edges[i % edges.length] as string } : p)),
      foldable,
      ...(note ? { note: 'A note' } : {}),
    })),
  // A mixed section.
  fc.array(fc.nat(), { minLength: 1, maxLength: 12 }).chain((xs) => fc.tuple(...xs.map((_, i) => pieceArb(i)))).map((ps) => ({ kind: 'cut' as const, key: 'm', title: 'Mixed', pieces: ps })),
  fc.integer({ min: 5, max: 200 }).map((h) => ({ kind: 'text' as const, key: 'x', title: 'Text', h, face: 'text' })),
);

const setArb: fc.Arbitrary<SheetSet<string>> = fc
  .array(sectionArb, { minLength: 1, maxLength: 5 })
  .map((sections) => ({ title: 'Any', sections: sections.map((s, i) => ({ ...s, key: `s${i}`, ...(s.kind === 'cut' ? { pieces: s.pieces.map((p) => ({ ...p, key: `s${i}-${p.key}`, label: `s${i}-${p.key}` })) } : {}) })) }));

const optionsArb: fc.Arbitrary<PrintOptions> = fc.record({
  paper: fc.constantFrom('a4' as const, 'letter' as const),
  sides: fc.constantFrom('one' as const, 'two' as const),
  bleed: fc.boolean(),
  foldOver: fc.boolean(),
  offset: fc.record({ x: fc.integer({ min: -20, max: 20 }).map((n) => n / 2), y: fc.integer({ min: -20, max: 20 }).map((n) => n / 2) }),
  calibration: fc.boolean(),
});

const overlap = (a: { x: number; y: number; w: number; h: number }, b: typeof a) => a.x < b.x + b.w - 1e-6 && b.x < a.x + a.w - 1e-6 && a.y < b.y + b.h - 1e-6 && b.y < a.y + a.h - 1e-6;
const within = (r: { x: number; y: number; w: number; h: number }, x0: number, y0: number, x1: number, y1: number) =>
  r.x >= x0 - 1e-6 && r.y >= y0 - 1e-6 && r.x + r.w <= x1 + 1e-6 && r.y + r.h <= y1 + 1e-6;
const touches = (m: Mark, r: { x: number; y: number; w: number; h: number }) =>
  Math.max(m.x1, m.x2) >= r.x - 1e-6 && Math.min(m.x1, m.x2) <= r.x + r.w + 1e-6 && Math.max(m.y1, m.y2) >= r.y - 1e-6 && Math.min(m.y1, m.y2) <= r.y + r.h + 1e-6;
const onLine = (m: Mark, vertical: boolean, at: number) => (vertical ? m.x1 === m.x2 && Math.abs(m.x1 - at) < 1e-6 : m.y1 === m.y2 && Math.abs(m.y1 - at) < 1e-6);

/** The pages, or null when the layout refused a piece too big for the paper (the first property checks that is the only refusal). */
function laidOut(set: SheetSet<string>, options: PrintOptions): SheetPage<string>[] | null {
  try {
    return layoutSheets(set, options);
  } catch (e) {
    if (e instanceof SheetLayoutError) return null;
    throw e;
  }
}

describe('any set on any paper', () => {
  it('keeps every piece at its size, once, inside the printable area, overlapping nothing', () => {
    fc.assert(
      fc.property(setArb, optionsArb, (set, options) => {
        let pages: SheetPage<string>[];
        try {
          pages = layoutSheets(set, options);
        } catch (e) {
          // Only a piece too big for the paper may be refused.
          expect(e).toBeInstanceOf(SheetLayoutError);
          return;
        }
        const paper = PAPERS[options.paper];
        const area = contentArea(paper);
        const want = set.sections.flatMap((s) => (s.kind === 'cut' ? s.pieces : []));
        const placed = fronts(pages).flatMap((p) => p.pieces);
        expect(placed.map((p) => p.key).sort()).toEqual(want.map((p) => p.key).sort());
        for (const p of placed) {
          const w = want.find((q) => q.key === p.key) as Piece<string>;
          expect(p.w).toBe(w.w);
          expect(p.h).toBe(p.fold ? 2 * w.h : w.h);
        }
        const sectionOf = (key: string) => key.split('-')[0];
        for (const page of fronts(pages)) {
          const boxes = page.pieces.map(grow);
          for (const b of boxes) expect(within(b, MARGIN, MARGIN, paper.w - MARGIN, paper.h - MARGIN - FOOT_H)).toBe(true);
          // Pieces never overlap; bleeds only where neighbours of one section butt (each one's face over the other's bleed).
          const ps = page.pieces;
          for (let i = 0; i < ps.length; i++) {
            for (let j = i + 1; j < ps.length; j++) {
              const [a, b] = [ps[i]!, ps[j]!];
              expect(overlap(a, b)).toBe(false);
              const shared = a.butted && b.butted && sectionOf(a.key) === sectionOf(b.key);
              if (!shared) expect(overlap(boxes[i] as never, boxes[j] as never)).toBe(false);
            }
          }
          for (const t of [...page.heads, ...page.texts]) {
            expect(within(t, area.x0, area.y0, area.x1, area.y1)).toBe(true);
            for (const b of boxes) expect(overlap(t, b)).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('marks every cut line, never over a piece, nor its bleed but round a butted block, always where the printer reaches', () => {
    fc.assert(
      fc.property(setArb, optionsArb, (set, options) => {
        const pages = laidOut(set, options);
        if (!pages) return;
        const paper = PAPERS[options.paper];
        for (const page of fronts(pages)) {
          const boxes = page.pieces.map(grow);
          // Plain checks gathered into one expect per page (hundreds of expects a page made this
          // property the suite's slowest test on a loaded machine).
          const reaches = (x: number, y: number) =>
            x >= MARGIN - 1e-6 && x <= paper.w - MARGIN + 1e-6 && y >= MARGIN - 1e-6 && y <= paper.h - MARGIN + 1e-6;
          // Not even touching a piece: a mark along a butted edge would print over both pieces. Nor its
          // bleed, but where the block is butted: its marks then run through the bleed round it.
          const marksLine = (m: Mark, p: (typeof page.pieces)[number]) =>
            p.butted && (onLine(m, true, p.x) || onLine(m, true, p.x + p.w) || onLine(m, false, p.y) || onLine(m, false, p.y + p.h) || (!!p.fold && onLine(m, false, p.y + p.h / 2)));
          const badMarks = page.marks.filter(
            (m) => page.pieces.some((p, i) => touches(m, p) || (!marksLine(m, p) && touches(m, boxes[i]!))) || !reaches(m.x1, m.y1) || !reaches(m.x2, m.y2),
          );
          expect(badMarks).toEqual([]);
          const cuts = page.marks.filter((m) => m.kind === 'cut');
          const unmarked = page.pieces.filter(
            (p) =>
              ![p.x, p.x + p.w].every((x) => cuts.some((m) => onLine(m, true, x))) ||
              ![p.y, p.y + p.h].every((y) => cuts.some((m) => onLine(m, false, y))) ||
              (p.fold && !page.marks.some((m) => m.kind === 'fold' && onLine(m, false, p.y + p.h / 2))),
          );
          expect(unmarked).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('puts every back behind its front, mirrored and offset; two-sided, fronts and backs alternate', () => {
    fc.assert(
      fc.property(setArb, optionsArb, (set, options) => {
        const pages = laidOut(set, options);
        if (!pages) return;
        const paper = PAPERS[options.paper];
        pages.forEach((p, i) => expect(p.number).toBe(i + 1));
        for (const back of pages.filter((p) => p.side === 'back' && !p.calibration)) {
          const front = pages[(back.backOf ?? 0) - 1] as SheetPage<string>;
          expect(front.side).toBe('front');
          expect(back.number).toBe(front.number + 1);
          for (const b of back.pieces) {
            const f = front.pieces.find((p) => `${p.key}-back` === b.key) as SheetPage<string>['pieces'][number];
            expect(f).toBeDefined();
            expect(b.x).toBeCloseTo(paper.w - f.x - f.w + options.offset.x, 9);
            expect(b.y).toBeCloseTo(f.y + options.offset.y, 9);
            expect([b.w, b.h]).toEqual([f.w, f.h]);
          }
        }
        const withBacks = set.sections.some((s) => s.kind === 'cut' && s.pieces.some((p) => p.back) && !(s.foldable && options.foldOver));
        // Two-sided, every front keeps to a front, backs or none (the calibration pair alone prints on a back).
        if (options.sides === 'two') {
          pages.forEach((p, i) => expect(p.side).toBe(i % 2 === 0 ? 'front' : 'back'));
          // Never a blank page at the very end.
          expect(pages.at(-1)?.side === 'back' && pages.at(-1)?.pieces.length === 0 && !pages.at(-1)?.calibration).toBe(false);
        }
        const backs = pages.filter((p) => p.side === 'back' && !p.calibration);
        if (!withBacks) expect(options.sides === 'one' ? backs : backs.filter((p) => p.pieces.length > 0)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

it('keeps the marks room the constants say', () => {
  expect(markRoom(0)).toBe(MARK_GAP + MARK_LEN);
  expect(markRoom(BLEED)).toBe(BLEED + MARK_GAP + MARK_LEN);
});
