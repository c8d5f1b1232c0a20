// Skirmish at Jumonville Glen's print-and-play set on the sheet engine: it lays out on both papers
// with every print option for both scenarios; a card (and its team's back) for every figure; three
// hit markers a figure; gauges of exactly 6 and 12 inches; terrain parts that add up to each
// piece's extent and fit the paper; the quick-play sheet in half a page. Faces are not drawn here
// (they need a page), but every painter runs on a recording context that checks its calls.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLEED, HEAD_H, MARGIN, contentArea, layoutSheets, markRoom, perPage, type CutSection, type PrintOptions, type SheetPage, type TextSection } from '../../kits/print/layout/layout';
import { PAPERS, PAPER_IDS } from '../../kits/print/layout/paper';
import type { Face } from '../../kits/print/SheetPages';
import { faceText, faceTree, withClass } from '../../kits/print/face-tree';
import { GLEN_FOUR, GLEN_TWO, SCENARIOS, scenarioOptions, type Scenario } from './rules/scenarios';
import type { TerrainPiece } from './rules/types';
import { TEAM_COLOUR, areaOf, clipToBox, paintCardBack, paintGauge, paintHitMarker, paintTerrainPart } from './sheet-art';
import {
  CARD,
  GAUGES,
  GAUGE_H,
  HITS_PER_FIGURE,
  HIT_MARKER_MM,
  PIECE_HEIGHT_MM,
  PIECE_WIDTH_MM,
  QUICK_MM,
  jumonvilleSheetSet,
  partLook,
  terrainGrid,
  type SheetSource,
} from './sheets';

const everyOption: PrintOptions[] = PAPER_IDS.flatMap((paper) =>
  (['one', 'two'] as const).flatMap((sides) =>
    [false, true].flatMap((bleed) =>
      [false, true].flatMap((calibration) => [false, true].map((foldOver) => ({ paper, sides, bleed, foldOver, calibration, offset: { x: calibration ? 2 : 0, y: calibration ? -1.5 : 0 } }))),
    ),
  ),
);

const source = (sc: Scenario): SheetSource => {
  const o = scenarioOptions(sc.id);
  return { options: o, figures: o.figures, terrain: o.terrain };
};
/** An editor's skirmish at the limits: sixteen figures, one side of its own, a wood over most of the table, an L-shaped ravine, a sliver of rock. */
function edited(): SheetSource {
  const o = scenarioOptions('glen-four');
  const figures = Array.from({ length: 16 }, (_, i) => ({ ...o.figures[i % o.figures.length]!, id: `f${i}`, name: `Figure ${i + 1}`, owner: i % 4, side: i === 0 ? 'Rangers' : o.figures[i % o.figures.length]!.side }));
  const terrain: TerrainPiece[] = [
    { id: 'big', kind: 'woods', name: 'Big wood', points: [{ x: 0.5, y: 0.5 }, { x: 30, y: 2 }, { x: 35, y: 35 }, { x: 2, y: 30 }] },
    { id: 'l', kind: 'ravine', name: 'Elbow', points: [{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 2 }, { x: 2, y: 2 }, { x: 2, y: 20 }, { x: 0, y: 20 }] },
    { id: 'sliver', kind: 'rocks', name: 'Sliver', points: [{ x: 5, y: 5 }, { x: 5.2, y: 5 }, { x: 5.1, y: 9 }] },
  ];
  return { options: { scenario: 'custom' }, figures, terrain };
}
const cut = (set: ReturnType<typeof jumonvilleSheetSet>, key: string) => set.sections.find((s) => s.kind === 'cut' && s.key === key) as CutSection<Face>;
const fronts = (pages: SheetPage<Face>[]) => pages.filter((p) => p.side === 'front');
const terrainPieces = (set: ReturnType<typeof jumonvilleSheetSet>) => set.sections.flatMap((s) => (s.kind === 'cut' && s.key.startsWith('terrain') ? s.pieces : []));

describe("Skirmish at Jumonville Glen's print-and-play set", () => {
  it('lays out on A4 and Letter, one- and two-sided, bleed or not, for both scenarios: every piece once on a front, every back mirrored on the page after', () => {
    for (const set of [jumonvilleSheetSet(), ...SCENARIOS.map((sc) => jumonvilleSheetSet(source(sc))), jumonvilleSheetSet(edited())]) {
      const pieces = set.sections.flatMap((s) => (s.kind === 'cut' ? s.pieces : []));
      expect(new Set(pieces.map((p) => p.key)).size).toBe(pieces.length);
      for (const o of everyOption) {
        const pages = layoutSheets(set, o);
        expect(pages.every((p) => p.paper === PAPERS[o.paper])).toBe(true);
        expect(
          fronts(pages)
            .flatMap((p) => p.pieces.map((x) => x.key))
            .sort(),
          JSON.stringify(o),
        ).toEqual(pieces.map((p) => p.key).sort());
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
        // Two-sided, every front is on an odd page (a blank back keeps the next front on a front).
        if (o.sides === 'two') pages.forEach((p, i) => expect(p.side).toBe(i % 2 === 0 ? 'front' : 'back'));
      }
    }
  });

  it('gives every figure of each scenario a card with its team colour, skills and team back (one back a team, mirrored by the engine)', () => {
    for (const sc of SCENARIOS) {
      const set = jumonvilleSheetSet(source(sc));
      const cards = cut(set, 'cards').pieces;
      expect(cards.map((c) => c.key)).toEqual(sc.figures.map((f) => `card-${f.id}`));
      for (const c of cards) expect([c.w, c.h]).toEqual([CARD.w, CARD.h]);
      for (const f of sc.figures) expect(cards.find((c) => c.key === `card-${f.id}`)?.label).toContain(f.name);
      const backOf = (team: 'red' | 'black') => new Set(cards.filter((_, i) => sc.figures[i]?.team === team).map((c) => c.back));
      expect(backOf('red').size).toBe(1);
      expect(backOf('black').size).toBe(1);
      expect([...backOf('red')][0]).not.toBe([...backOf('black')][0]);
      // The bleed, front and back, is the card's border: its team's colour (a cream one showed on an off cut).
      cards.forEach((c, i) => expect([c.edge, c.backEdge ?? c.edge]).toEqual([TEAM_COLOUR[sc.figures[i]!.team], TEAM_COLOUR[sc.figures[i]!.team]]));
      expect(new Set(cards.map((c) => c.edge)).size).toBe(2);
    }
    // Two to a row on either paper, bleed or not.
    for (const paper of PAPER_IDS) for (const bleed of [false, true]) expect(perPage(CARD.w, CARD.h, { paper, bleed }, true).across).toBe(2);
    // Without a state: the two-player scenario's eight.
    expect(cut(jumonvilleSheetSet(), 'cards').pieces.length).toBe(GLEN_TWO.figures.length);
  });

  it("tells how to back the figure cards as the player chose to print: one-sided, a page of backs to glue on or leave out; two-sided, flipped on the long edge", () => {
    const notes = (sides: 'one' | 'two') => layoutSheets(jumonvilleSheetSet(), { ...everyOption[0]!, sides }).flatMap((p) => p.heads.filter((h) => h.key.startsWith('cards-')).map((h) => h.note ?? ''));
    const one = notes('one');
    expect(one.length).toBeGreaterThan(0);
    for (const n of one) {
      expect(n).toContain('to glue back to back or leave out');
      expect(n).not.toMatch(/two-sided|long edge/);
    }
    const two = notes('two');
    expect(two.length).toBeGreaterThan(0);
    for (const n of two) expect(n).toContain('printed two-sided, flipped on the long edge');
  });

  it("prints a game in progress as it stands: each figure's hits taken filled in on its card, a figure taken off said to be so; a fresh set's boxes empty", () => {
    const o = scenarioOptions(GLEN_TWO.id);
    const figures = o.figures.map((f, i) => ({ ...f, hits: i === 0 ? 2 : i === 1 ? 3 : 0, ...(i === 1 ? { removed: true } : {}) }));
    const cards = cut(jumonvilleSheetSet({ options: o, figures, terrain: o.terrain }), 'cards').pieces;
    const boxes = (i: number) => withClass(faceTree(cards[i]!.front), 'jmp-box');
    const taken = (i: number) => boxes(i).map((b) => String(b.props.class).includes('jmp-taken'));
    expect(taken(0)).toEqual([true, true, false]);
    expect(boxes(0).map((b) => b.props['aria-label'])).toEqual(['Hit 1, taken', 'Hit 2, taken', 'Hit 3']);
    expect(taken(1)).toEqual([true, true, true]);
    expect(faceText(faceTree(cards[1]!.front))).toContain('Off the table');
    expect(faceText(faceTree(cards[0]!.front))).not.toContain('Off the table');
    expect(taken(2)).toEqual([false, false, false]);
    for (const c of cut(jumonvilleSheetSet(), 'cards').pieces) expect(withClass(faceTree(c.front), 'jmp-taken')).toEqual([]);
  });

  it("says where each figure starts, from the scenario, when printed from a game in which it has moved", () => {
    const o = scenarioOptions(GLEN_TWO.id);
    const moved = o.figures.map((f) => ({ ...f, hits: 0, at: { x: f.at.x + 7.3, y: f.at.y - 4.1 } }));
    const cards = cut(jumonvilleSheetSet({ options: o, figures: moved, terrain: o.terrain }), 'cards').pieces;
    o.figures.forEach((f, i) => {
      const text = faceText(faceTree(cards[i]!.front));
      const r = (n: number) => Math.round(n * 10) / 10;
      expect(text).toContain(`starts ${r(f.at.x)} in from the west edge, ${r(f.at.y)} in from the north`);
    });
  });

  it('cuts three 10 mm hit markers a figure', () => {
    for (const sc of SCENARIOS) {
      const markers = cut(jumonvilleSheetSet(source(sc)), 'markers').pieces;
      expect(markers.length).toBe(HITS_PER_FIGURE * sc.figures.length);
      for (const m of markers) expect([m.w, m.h]).toEqual([HIT_MARKER_MM, HIT_MARKER_MM]);
    }
    expect([cut(jumonvilleSheetSet(), 'markers').pieces.length, cut(jumonvilleSheetSet(source(GLEN_FOUR)), 'markers').pieces.length]).toEqual([24, 36]);
  });

  it('measures the gauges at true size: 152.4 mm for 6 in, 304.8 mm for 12 in in two parts that each fit the paper', () => {
    const gauges = cut(jumonvilleSheetSet(), 'gauges').pieces;
    const six = gauges.filter((g) => g.key === 'gauge-6');
    const twelve = gauges.filter((g) => g.key.startsWith('gauge-12'));
    expect(six.reduce((n, g) => n + g.w, 0)).toBeCloseTo(152.4, 9);
    expect(twelve.length).toBe(2);
    expect(twelve.reduce((n, g) => n + g.w, 0)).toBeCloseTo(304.8, 9);
    for (const g of gauges) {
      expect(g.h).toBe(GAUGE_H);
      for (const paper of Object.values(PAPERS)) expect(g.w).toBeLessThanOrEqual(paper.w - 2 * MARGIN - 2 * markRoom(BLEED));
    }
    expect(twelve.map((g) => g.label)).toEqual(['12-inch gauge, part 1 of 2 (0 to 6 in)', '12-inch gauge, part 2 of 2 (6 to 12 in)']);
    // The parts run on: the second starts where the first ends, and each carries the join.
    expect(GAUGES[1].to).toBe(GAUGES[2].from);
    expect(GAUGES[1].joinRight).toBe('part 2');
    expect(GAUGES[2].joinLeft).toBe('part 1');
  });

  it("cuts each terrain piece into parts that add up to the polygon's extent, each fitting the printable area of A4 and Letter with bleed", () => {
    // The largest piece that fits is PIECE_WIDTH_MM × PIECE_HEIGHT_MM: A4's width and Letter's height, with bleed.
    expect(PIECE_WIDTH_MM).toBe(184);
    expect(PIECE_HEIGHT_MM).toBeCloseTo(279.4 - MARGIN - 4 - 8 - HEAD_H - 7 - 2 * markRoom(BLEED), 9);
    const huge: TerrainPiece = { id: 'big', kind: 'woods', name: 'Big wood', points: [{ x: 0.5, y: 0.5 }, { x: 30, y: 2 }, { x: 35, y: 35 }, { x: 2, y: 30 }] };
    const hollow: TerrainPiece = { id: 'l', kind: 'ravine', name: 'Elbow', points: [{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 2 }, { x: 2, y: 2 }, { x: 2, y: 20 }, { x: 0, y: 20 }] };
    for (const piece of [...GLEN_TWO.terrain, huge, hollow]) {
      const g = terrainGrid(piece);
      const w = (g.bounds.x1 - g.bounds.x0) * 25.4;
      const h = (g.bounds.y1 - g.bounds.y0) * 25.4;
      // At least as many columns and rows as it takes to fit; every part the same size (the engine packs equal pieces on a grid).
      expect(g.cols).toBeGreaterThanOrEqual(Math.ceil(w / PIECE_WIDTH_MM));
      expect(g.rows).toBeGreaterThanOrEqual(Math.ceil(h / PIECE_HEIGHT_MM));
      expect(new Set(g.parts.map((p) => `${p.w},${p.h}`)).size).toBe(1);
      for (const p of g.parts) {
        expect(p.w).toBeCloseTo((p.box.x1 - p.box.x0) * 25.4, 9);
        expect(p.h).toBeCloseTo((p.box.y1 - p.box.y0) * 25.4, 9);
      }
      for (const p of g.parts) {
        const pw = (p.box.x1 - p.box.x0) * 25.4;
        const ph = (p.box.y1 - p.box.y0) * 25.4;
        expect(pw).toBeLessThanOrEqual(PIECE_WIDTH_MM + 1e-9);
        expect(ph).toBeLessThanOrEqual(PIECE_HEIGHT_MM + 1e-9);
        for (const paper of Object.values(PAPERS)) {
          const a = contentArea(paper);
          expect(pw + 2 * markRoom(BLEED)).toBeLessThanOrEqual(paper.w - 2 * MARGIN + 1e-9);
          expect(ph + 2 * markRoom(BLEED) + HEAD_H + 7).toBeLessThanOrEqual(a.y1 - a.y0 + 1e-9);
        }
      }
      // The grid's cells tile the extent: a column's widths and a row's heights add up to it.
      const cells = Array.from({ length: g.cols * g.rows }, (_, i) => {
        const kept = g.parts.find((p) => p.col === i % g.cols && p.row === Math.floor(i / g.cols));
        return kept?.box;
      });
      const colW = [...new Set(g.parts.map((p) => p.col))].map((c) => g.parts.find((p) => p.col === c)!.box).reduce((n, b) => n + (b.x1 - b.x0), 0);
      if (new Set(g.parts.map((p) => p.col)).size === g.cols) expect(colW).toBeCloseTo(g.bounds.x1 - g.bounds.x0, 9);
      const rowH = [...new Set(g.parts.map((p) => p.row))].map((r) => g.parts.find((p) => p.row === r)!.box).reduce((n, b) => n + (b.y1 - b.y0), 0);
      if (new Set(g.parts.map((p) => p.row)).size === g.rows) expect(rowH).toBeCloseTo(g.bounds.y1 - g.bounds.y0, 9);
      // The parts hold the whole polygon between them, once: what a cell left out would hold is nothing.
      expect(g.parts.reduce((n, p) => n + areaOf(clipToBox(piece.points, p.box)), 0)).toBeCloseTo(areaOf(piece.points), 6);
      expect(cells.filter((c) => c === undefined).length).toBe(g.cols * g.rows - g.parts.length);
      // Seams: each kept neighbour, both ways.
      for (const p of g.parts) {
        for (const s of p.seams) {
          const other = g.parts[s.part - 1]!;
          expect(Math.abs(other.col - p.col) + Math.abs(other.row - p.row)).toBe(1);
          expect(other.seams.some((t) => t.part === p.part)).toBe(true);
        }
      }
    }
    // The glen: the ravine and the north woods in five parts, the side woods in two, the outcrops whole.
    expect(Object.fromEntries(GLEN_TWO.terrain.map((t) => [t.id, terrainGrid(t).parts.length]))).toEqual({
      ravine: 5,
      'north-woods': 5,
      'west-woods': 2,
      'east-woods': 2,
      'north-rocks': 1,
      'west-rocks': 1,
      'south-rocks': 1,
      'east-rocks': 1,
    });
    expect(terrainGrid(huge).rows).toBe(4);
    // An L: the cells of the grid its corner leaves empty are left out.
    expect(terrainGrid(hollow).parts.length).toBeLessThan(terrainGrid(hollow).cols * terrainGrid(hollow).rows);
    // In the set: every part of every piece, at its size in millimetres.
    const set = jumonvilleSheetSet();
    const placed = terrainPieces(set);
    const expected = GLEN_TWO.terrain.flatMap((t) => terrainGrid(t).parts.map((p) => ({ key: `terrain-${t.id}-${p.part}`, w: (p.box.x1 - p.box.x0) * 25.4, h: (p.box.y1 - p.box.y0) * 25.4 })));
    expect(placed.map((p) => p.key).sort()).toEqual(expected.map((e) => e.key).sort());
    for (const e of expected) {
      const p = placed.find((x) => x.key === e.key)!;
      expect(p.w).toBeCloseTo(e.w, 9);
      expect(p.h).toBeCloseTo(e.h, 9);
    }
    expect(placed.filter((p) => p.key.startsWith('terrain-ravine-')).reduce((n, p) => n + p.w, 0)).toBeCloseTo(30 * 25.4, 9);
  });

  it('prints the quick-play sheet in half a page, one for each team: both on the first page of either paper, text at 7 pt or more', () => {
    for (const paper of Object.values(PAPERS)) expect(HEAD_H + QUICK_MM).toBeLessThanOrEqual(paper.h / 2);
    // Every size in the sheets' stylesheet is 7 pt or more; the quick-play sheet's text 8 pt.
    const css = readFileSync(new URL('./sheets.css', import.meta.url), 'utf8');
    const sizes = [...css.matchAll(/([\d.]+)pt/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(7);
    expect(/\.jmp-quick \{[^}]*font-size: 8pt/.test(css)).toBe(true);
    const set = jumonvilleSheetSet();
    const quick = set.sections.filter((s): s is TextSection<Face> => s.kind === 'text');
    expect(quick.map((q) => q.key)).toEqual(['quick-red', 'quick-black']);
    for (const o of everyOption) {
      const first = fronts(layoutSheets(set, o)).filter((p) => p.texts.length);
      expect(first.length).toBe(1);
      expect(first[0]!.texts.map((t) => t.key)).toEqual(['quick-red', 'quick-black']);
    }
  });

  it('pins the page counts per paper (two-player set; four-player set)', () => {
    const count = (set: ReturnType<typeof jumonvilleSheetSet>, paper: 'a4' | 'letter', sides: 'one' | 'two', bleed: boolean) =>
      layoutSheets(set, { ...everyOption[0]!, paper, sides, bleed }).length;
    const table = (set: ReturnType<typeof jumonvilleSheetSet>) =>
      Object.fromEntries(PAPER_IDS.flatMap((paper) => (['one', 'two'] as const).flatMap((sides) => [false, true].map((bleed) => [`${paper} ${sides}${bleed ? ' bleed' : ''}`, count(set, paper, sides, bleed)]))));
    const two = table(jumonvilleSheetSet());
    const four = table(jumonvilleSheetSet(source(GLEN_FOUR)));
    expect(two).toEqual(PINNED.two);
    expect(four).toEqual(PINNED.four);
  });
});

/**
 * Pages as printed. Two-sided, each front has a back (its cards' backs, or blank): the same sheets
 * of paper as one-sided. The terrain is most of it: the glen's 36-inch table at true size.
 */
const PINNED = {
  two: { 'a4 one': 19, 'a4 one bleed': 20, 'a4 two': 35, 'a4 two bleed': 35, 'letter one': 20, 'letter one bleed': 20, 'letter two': 35, 'letter two bleed': 35 },
  four: { 'a4 one': 20, 'a4 one bleed': 21, 'a4 two': 35, 'a4 two bleed': 37, 'letter one': 21, 'letter one bleed': 21, 'letter two': 37, 'letter two bleed': 37 },
};

// ---- the painters, on a recording context ---------------------------------------------------------

/** A Canvas 2D stand-in that checks what a painter asks of it: finite numbers, no fill lost to a clip. */
function recorder(w: number, h: number) {
  const problems: string[] = [];
  let drawnOnPath = false;
  let ops = 0;
  const ctx: Record<string, unknown> = {
    measureText: (t: string) => ({ width: t.length * 5 }),
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    createRadialGradient: () => ({ addColorStop: () => undefined }),
  };
  const proxy = new Proxy(ctx, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      return (...args: unknown[]) => {
        ops++;
        for (const a of args) if (typeof a === 'number' && !Number.isFinite(a)) problems.push(`${prop}(${args.join(', ')})`);
        if (prop === 'beginPath') drawnOnPath = false;
        if (prop === 'fill' || prop === 'stroke') drawnOnPath = true;
        if (prop === 'clip' && drawnOnPath) problems.push('clip() on a path already filled or stroked: svgcanvas would lose it');
      };
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  });
  return { ctx: proxy as unknown as CanvasRenderingContext2D, problems, ops: () => ops, w, h };
}

describe("the print set's painters", () => {
  it('paint every piece with finite numbers, and clip on paths of their own', () => {
    const run = (w: number, h: number, paint: (c: CanvasRenderingContext2D, w: number, h: number) => void) => {
      const r = recorder(w, h);
      paint(r.ctx, w * 10, h * 10);
      expect(r.problems).toEqual([]);
      expect(r.ops()).toBeGreaterThan(5);
    };
    run(CARD.w, CARD.h, paintCardBack('red'));
    run(CARD.w, CARD.h, paintCardBack('black'));
    run(HIT_MARKER_MM, HIT_MARKER_MM, paintHitMarker);
    for (const g of GAUGES) run((g.to - g.from) * 25.4, GAUGE_H, paintGauge(g));
    for (const piece of GLEN_FOUR.terrain) {
      const grid = terrainGrid(piece);
      for (const p of grid.parts) run((p.box.x1 - p.box.x0) * 25.4, (p.box.y1 - p.box.y0) * 25.4, paintTerrainPart(partLook(p, grid.parts.length)));
    }
  });
});

describe('a terrain part too small for its name', () => {
  /** The words a painter writes, each as the box its letters fill (a letter 0.6 of the type size wide). */
  function words(paint: (c: CanvasRenderingContext2D, w: number, h: number) => void, w: number, h: number) {
    const out: { text: string; x0: number; x1: number; y0: number; y1: number }[] = [];
    const ctx: Record<string, unknown> = { createLinearGradient: () => ({ addColorStop: () => undefined }), createRadialGradient: () => ({ addColorStop: () => undefined }) };
    const size = () => Number(/([\d.]+)px/.exec(String(ctx.font))?.[1] ?? 0);
    ctx.measureText = (t: string) => ({ width: t.length * size() * 0.6 });
    ctx.fillText = (text: string, x: number, y: number) => {
      const tw = text.length * size() * 0.6;
      const left = ctx.textAlign === 'center' ? x - tw / 2 : ctx.textAlign === 'right' ? x - tw : x;
      out.push({ text, x0: left, x1: left + tw, y0: y - size() / 2, y1: y + size() / 2 });
    };
    const proxy = new Proxy(ctx, { get: (t, p: string) => (p in t ? t[p] : () => undefined), set: (t, p: string, v) => ((t[p] = v), true) });
    paint(proxy as unknown as CanvasRenderingContext2D, w, h);
    return out;
  }

  it('prints its name in smaller type inside its box, or not at all, never cut by the box (a 0.5 in triangle cut "Woods 5" to "oods")', () => {
    const tri = (s: number): TerrainPiece => ({ id: 'woods-5', kind: 'woods', name: 'Woods 5', points: [{ x: 30, y: 20 }, { x: 30 + s, y: 20 }, { x: 30, y: 20 + s }] });
    const wall: TerrainPiece = { id: 'rocks-6', kind: 'rocks', name: 'Rocks 6', points: [{ x: 5, y: 5 }, { x: 10, y: 5 }, { x: 10, y: 5.3 }, { x: 5, y: 5.3 }] };
    for (const piece of [tri(0.5), tri(0.8), wall]) {
      const grid = terrainGrid(piece);
      const part = grid.parts[0]!;
      const w = (part.box.x1 - part.box.x0) * 25.4 * 10;
      const h = (part.box.y1 - part.box.y0) * 25.4 * 10;
      for (const t of words(paintTerrainPart(partLook(part, 1)), w, h)) {
        expect(t.x0, `"${t.text}" on ${piece.name}`).toBeGreaterThanOrEqual(0);
        expect(t.x1, `"${t.text}" on ${piece.name}`).toBeLessThanOrEqual(w);
        expect(t.y0, `"${t.text}" on ${piece.name}`).toBeGreaterThanOrEqual(0);
        expect(t.y1, `"${t.text}" on ${piece.name}`).toBeLessThanOrEqual(h);
      }
    }
    // Every piece of the glens has room for its name, at full size.
    for (const piece of [...GLEN_TWO.terrain, ...GLEN_FOUR.terrain]) {
      const grid = terrainGrid(piece);
      for (const part of grid.parts) {
        const named = words(paintTerrainPart(partLook(part, grid.parts.length)), (part.box.x1 - part.box.x0) * 254, (part.box.y1 - part.box.y0) * 254).find((t) => t.text === piece.name);
        expect(named && named.y1 - named.y0, `${piece.name}, part ${part.part}`).toBeCloseTo(3.4 * 10, 1);
      }
    }
  });
});
