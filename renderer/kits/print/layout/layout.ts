// The sheet engine's arithmetic: a game's print-and-play set (sections of pieces to cut out and
// blocks of text) laid out on pages of A4 or US Letter, in millimetres. Pieces keep their true
// size; cut marks sit on the line of every cut, outside every piece (and its bleed), inside the
// printable area; backs go on the page after their fronts, mirrored for a long-edge flip and moved
// by the player's calibration offset; or, where a section allows it, each piece folds over its
// back. Pure: the renderer draws what this returns (kits/print/SheetPages.tsx), tests measure it.
import { PAPERS, type Paper, type PaperId } from './paper';

/** A piece to cut out, at true size. F is how a face is drawn (the renderer's business). */
export interface Piece<F> {
  key: string;
  /** What it is, for screen readers and tests ("Red 3 Infantry"). */
  label: string;
  /** Millimetres, as cut. */
  w: number;
  h: number;
  front: F;
  back?: F;
  /** The colour at the piece's edge: the bleed is filled with it. White when not given. */
  edge?: string;
  /** The colour at the back's edge, when it is not the front's (a card's coloured back). */
  backEdge?: string;
  /**
   * The front drawn BLEED mm larger every way, the piece at its middle: for a piece whose art runs
   * on past its cut (a shape cut round its outline), printed under the front as its bleed instead
   * of the edge colour. Such a piece keeps a bleed of its own: it never butts a neighbour.
   */
  frontBleed?: F;
}

export interface CutSection<F> {
  kind: 'cut';
  key: string;
  title: string;
  /**
   * A line or two under the title: how to cut, fold or use them. Where that depends on how the
   * pages print (backs to glue on, or printed on the sheet's other side), one line for each.
   */
  note?: string | Record<PrintOptions['sides'], string>;
  pieces: readonly Piece<F>[];
  /**
   * Each piece may print as a strip to fold: its face above the fold line, its back below, turned
   * half round (SheetPages) so that, folded and turned over side to side, it reads upright.
   */
  foldable?: boolean;
}

export interface TextSection<F> {
  kind: 'text';
  key: string;
  title?: string;
  /** Millimetres tall, across the printable width. */
  h: number;
  face: F;
}

export type Section<F> = CutSection<F> | TextSection<F>;

export interface SheetSet<F> {
  /** "Cups of War": on every page's foot. */
  title: string;
  sections: readonly Section<F>[];
}

export interface PrintOptions {
  paper: PaperId;
  /** 'two': the pages print both sides, flipped on the long edge. */
  sides: 'one' | 'two';
  /**
   * 3 mm of each piece's edge colour beyond its cut. Equal pieces of one edge colour butt as they
   * do without bleed (one cut between neighbours, each the other's bleed) with the bleed round the
   * block; others keep a gap of two bleeds between them.
   */
  bleed: boolean;
  /** Foldable sections print as fold-over strips instead of backs on the next page. */
  foldOver: boolean;
  /** Millimetres the backs move, right and down as seen on the back: what the calibration page reads. */
  offset: { x: number; y: number };
  /** Starts with the calibration page (front and back). */
  calibration: boolean;
}

export const DEFAULT_OPTIONS: PrintOptions = { paper: 'a4', sides: 'one', bleed: false, foldOver: true, offset: { x: 0, y: 0 }, calibration: false };

/**
 * Millimetres from the paper's edge that nothing prints within: home printers print to within
 * 3–5 mm of the edge (a few older inkjets lose more at the foot, where only the foot line and a
 * spare mark sit). Heads and texts keep INSET from the sides.
 */
export const MARGIN = 6;
export const INSET = 10;
/** Where the first head starts. */
export const TOP = 8;
export const BLEED = 3;
/** A cut mark starts this far beyond a piece's bleed and is this long. */
export const MARK_GAP = 1;
export const MARK_LEN = 3;
/** The page's foot line (title and page number), inside the printable area. */
export const FOOT_H = 4;
export const HEAD_H = 6;
export const NOTE_H = 7;
export const SECTION_GAP = 3;
/** The largest calibration offset the dialog takes, either way. */
export const MAX_OFFSET = 10;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlacedPiece<F> extends Rect {
  key: string;
  label: string;
  face: F;
  /** Fold-over: the back, under the face; the piece is then twice the component's height. */
  fold?: F;
  bleed: number;
  /**
   * Butted on its neighbours (the same size and edge colour): one cut between them, each
   * neighbour's face over the other's bleed, so the bleed shows only round the block, and the
   * block's marks run through it from MARK_GAP beyond the cut.
   */
  butted: boolean;
  edge: string;
  /** Its own art in its bleed (Piece.frontBleed): a front's, never a back's. */
  bleedFace?: F;
}

export interface PlacedHead extends Rect {
  key: string;
  title: string;
  note?: string;
}

export interface PlacedText<F> extends Rect {
  key: string;
  face: F;
}

export interface Mark {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  kind: 'cut' | 'fold';
}

export interface SheetPage<F> {
  /** 1-based, in print order. */
  number: number;
  side: 'front' | 'back';
  /** A back's front page number. */
  backOf?: number;
  /** The calibration pair: a cross at (cx, cy) (the back's already moved by the offset). */
  calibration?: { cx: number; cy: number };
  paper: Paper;
  heads: PlacedHead[];
  texts: PlacedText<F>[];
  pieces: PlacedPiece<F>[];
  marks: Mark[];
  foot: string;
}

export class SheetLayoutError extends Error {}

/** The printable area, less the foot line: where heads, texts and pieces (with their marks) go. */
export function contentArea(paper: Paper): { x0: number; x1: number; y0: number; y1: number } {
  return { x0: INSET, x1: paper.w - INSET, y0: TOP, y1: paper.h - MARGIN - FOOT_H };
}

/**
 * Room kept round a block of pieces for its cut marks: beyond the bleed where each piece has its
 * own, through the bleed round a butted block (it is cut away with it).
 */
export const markRoom = (bleed: number, butted = false): number => (butted ? Math.max(bleed, MARK_GAP + MARK_LEN) : bleed + MARK_GAP + MARK_LEN);

/**
 * Whether a uniform section's pieces butt with bleed on: one edge colour front and back (a
 * neighbour's edge is then as good as a piece's own bleed) and no art of their own in the bleed.
 */
export function buttsWithBleed(pieces: readonly Piece<unknown>[]): boolean {
  const first = pieces[0];
  if (!first) return true;
  return pieces.every((p) => p.frontBleed === undefined && edgeKey(p) === edgeKey(first));
}

/** A piece's edge colours, front and back, as one key: pieces with the same key may butt. */
const edgeKey = (p: Piece<unknown>): string => `${p.edge ?? '#ffffff'} ${p.backEdge ?? p.edge ?? '#ffffff'}`;

const same = (a: Piece<unknown>, b: Piece<unknown>) => a.w === b.w && a.h === b.h;
const EPS = 1e-6;

interface Cursor<F> {
  pages: FrontPage<F>[];
  y: number;
}

interface FrontPage<F> {
  heads: PlacedHead[];
  texts: PlacedText<F>[];
  pieces: (PlacedPiece<F> & { back?: F; backEdge: string })[];
  folds: number[][];
}

/** A uniform section's pieces in runs of one edge colour (front and back), in their order. */
function colourRuns<T extends { piece: Piece<unknown> }>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (const it of items) {
    const last = out[out.length - 1];
    if (last && edgeKey((last[0] as T).piece) === edgeKey(it.piece)) last.push(it);
    else out.push([it]);
  }
  return out;
}

/** Lays a set out. Throws SheetLayoutError (with the piece named) when something cannot fit the paper. */
export function layoutSheets<F>(set: SheetSet<F>, options: PrintOptions): SheetPage<F>[] {
  const paper = PAPERS[options.paper];
  const area = contentArea(paper);
  const bleed = options.bleed ? BLEED : 0;
  const cur: Cursor<F> = { pages: [], y: area.y1 };
  const newPage = () => {
    cur.pages.push({ heads: [], texts: [], pieces: [], folds: [] });
    cur.y = area.y0;
  };
  const page = () => cur.pages[cur.pages.length - 1] as FrontPage<F>;
  const gapBefore = () => (cur.y === area.y0 ? 0 : SECTION_GAP);

  for (const section of set.sections) {
    if (section.kind === 'text') {
      const headH = section.title ? HEAD_H : 0;
      const need = headH + section.h;
      if (need > area.y1 - area.y0 + EPS) throw new SheetLayoutError(`"${section.title ?? section.key}" is ${section.h} mm tall: taller than a page of ${paper.name}.`);
      if (cur.y + gapBefore() + need > area.y1 + EPS) newPage();
      cur.y += gapBefore();
      if (section.title) {
        page().heads.push({ key: `${section.key}-head`, title: section.title, x: area.x0, y: cur.y, w: area.x1 - area.x0, h: HEAD_H });
        cur.y += HEAD_H;
      }
      page().texts.push({ key: section.key, face: section.face, x: area.x0, y: cur.y, w: area.x1 - area.x0, h: section.h });
      cur.y += section.h;
      continue;
    }
    const fold = !!section.foldable && options.foldOver && section.pieces.some((p) => p.back !== undefined);
    const note = typeof section.note === 'string' ? section.note : section.note?.[options.sides];
    const items = section.pieces.map((p) => ({ piece: p, w: p.w, h: fold ? p.h * 2 : p.h }));
    if (items.length === 0) continue;
    const uniform = items.every((it) => same(it.piece, (items[0] as (typeof items)[number]).piece));
    // Butted (one cut between neighbours) unless each piece needs a bleed of its own; mixed sizes keep room for their own marks.
    let butted = uniform && (bleed === 0 || buttsWithBleed(section.pieces));
    // Equal pieces of several edge colours (armies, sides): each run of one colour may butt instead,
    // a run starting a row, where that takes less of the page than a bleed each.
    const runs = uniform && !butted && section.pieces.every((p) => p.frontBleed === undefined) ? colourRuns(items) : [items];
    if (runs.length > 1) {
      const { w, h } = items[0] as (typeof items)[number];
      const roomB = markRoom(bleed, true);
      const colsB = Math.max(1, Math.floor((paper.w - 2 * MARGIN - 2 * roomB + EPS) / w));
      const tallB = runs.reduce((n, run) => n + Math.ceil(run.length / colsB), 0) * h + runs.length * 2 * roomB;
      const roomG = markRoom(bleed);
      const colsG = Math.max(1, Math.floor((paper.w - 2 * MARGIN - 2 * roomG + 2 * bleed + EPS) / (w + 2 * bleed)));
      const rowsG = Math.ceil(items.length / colsG);
      const tallG = rowsG * h + (rowsG - 1) * 2 * bleed + 2 * roomG;
      butted = tallB < tallG;
    }
    const room = markRoom(bleed, butted);
    const gap = butted ? 0 : uniform ? 2 * bleed : 2 * room;
    const left = MARGIN + room;
    const right = paper.w - MARGIN - room;
    for (const it of items) {
      if (it.w > right - left + EPS || it.h + 2 * room + HEAD_H + (note ? NOTE_H : 0) > area.y1 - area.y0 + EPS) {
        throw new SheetLayoutError(`${it.piece.label} (${it.w} × ${it.h} mm) does not fit a page of ${paper.name} with its cut marks.`);
      }
    }
    // Rows: as many as fit across. A uniform section's grid is centred on the paper (so its backs
    // mirror onto it), and a short last row keeps to the grid's columns (its cuts are the same cuts).
    const rows: { items: typeof items; h: number; xs: number[]; newRun?: boolean }[] = [];
    let row: typeof items = [];
    let x = 0;
    let gridStart = left;
    const flush = () => {
      if (row.length === 0) return;
      let at = uniform ? gridStart : left;
      const xs = row.map((it) => {
        const here = at;
        at += it.w + gap;
        return here;
      });
      rows.push({ items: row, h: Math.max(...row.map((it) => it.h)), xs });
      row = [];
      x = 0;
    };
    if (uniform) {
      const first = items[0] as (typeof items)[number];
      const cols = Math.max(1, Math.floor((right - left + gap + EPS) / (first.w + gap)));
      const used = Math.min(cols, items.length);
      gridStart = (paper.w - (used * first.w + (used - 1) * gap)) / 2;
      // Butted runs of one edge colour each start a row, a block of their own (marks room between).
      for (const [n, run] of (butted && bleed > 0 ? runs : [items]).entries()) {
        for (let i = 0; i < run.length; i += cols) {
          row = run.slice(i, i + cols);
          flush();
          if (n > 0 && i === 0) (rows[rows.length - 1] as (typeof rows)[number]).newRun = true;
        }
      }
    } else {
      for (const it of items) {
        if (row.length && x + gap + it.w > right - left + EPS) flush();
        x += (row.length ? gap : 0) + it.w;
        row.push(it);
      }
      flush();
    }
    const headH = HEAD_H + (note ? NOTE_H : 0);
    let open = false; // a block of this section is open on the current page
    let blockBottom = 0;
    rows.forEach((r, i) => {
      const between = r.newRun ? 2 * room : gap;
      const fits = open ? blockBottom + between + r.h + room <= area.y1 + EPS : cur.y + gapBefore() + headH + room + r.h + room <= area.y1 + EPS;
      if (!fits) {
        newPage();
        open = false;
      }
      let y: number;
      if (open) y = blockBottom + between;
      else {
        cur.y += gapBefore();
        page().heads.push({
          key: `${section.key}-head-${i}`,
          title: i > 0 ? `${section.title} (continued)` : section.title,
          ...(note && { note }),
          x: area.x0,
          y: cur.y,
          w: area.x1 - area.x0,
          h: headH,
        });
        y = cur.y + headH + room;
        open = true;
      }
      r.items.forEach((it, j) => {
        const px = r.xs[j] as number;
        page().pieces.push({
          key: it.piece.key,
          label: it.piece.label,
          x: px,
          y,
          w: it.w,
          h: it.h,
          face: it.piece.front,
          ...(fold && it.piece.back !== undefined ? { fold: it.piece.back } : {}),
          ...(!fold && it.piece.back !== undefined ? { back: it.piece.back } : {}),
          ...(!fold && bleed > 0 && it.piece.frontBleed !== undefined ? { bleedFace: it.piece.frontBleed } : {}),
          bleed,
          butted,
          edge: it.piece.edge ?? '#ffffff',
          backEdge: it.piece.backEdge ?? it.piece.edge ?? '#ffffff',
        });
        if (fold) page().folds.push([px, y + it.h / 2, it.w, markOff({ bleed, butted })]);
      });
      blockBottom = y + r.h;
      cur.y = blockBottom + room;
    });
  }

  return finish(set.title, paper, options, cur.pages);
}

/** Numbers the pages, adds backs (and blank backs when two-sided), marks, feet and the calibration pair. */
function finish<F>(title: string, paper: Paper, options: PrintOptions, fronts: FrontPage<F>[]): SheetPage<F>[] {
  const out: SheetPage<F>[] = [];
  const empty = (side: 'front' | 'back'): SheetPage<F> => ({ number: out.length + 1, side, paper, heads: [], texts: [], pieces: [], marks: [], foot: '' });
  if (options.calibration) {
    const front = empty('front');
    front.calibration = { cx: paper.w / 2, cy: paper.h / 2 };
    front.foot = `${title} · calibration, front`;
    out.push(front);
    const back = empty('back');
    back.backOf = front.number;
    back.calibration = { cx: paper.w / 2 + options.offset.x, cy: paper.h / 2 + options.offset.y };
    back.foot = `${title} · calibration, back`;
    out.push(back);
  }
  fronts.forEach((f, i) => {
    const front: SheetPage<F> = {
      ...empty('front'),
      heads: f.heads,
      texts: f.texts,
      pieces: f.pieces.map(({ back: _back, backEdge: _backEdge, ...p }) => p),
      marks: [...cutMarks(f.pieces, paper), ...f.folds.flatMap(([x, y, w, off]) => foldMarks(x as number, y as number, w as number, off as number, f.pieces, paper))],
    };
    out.push(front);
    const backs = f.pieces.filter((p) => p.back !== undefined);
    // A blank back keeps the next front on a front (with only the calibration pair printing on
    // backs too: its front then went on the back of the one before); after the last, none is needed.
    const last = i === fronts.length - 1;
    if (backs.length || (options.sides === 'two' && !last)) {
      const back = empty('back');
      back.backOf = front.number;
      back.pieces = backs.map(({ back: face, backEdge, bleedFace: _front, ...p }) => ({ ...mirror(p, paper, options.offset), key: `${p.key}-back`, label: `${p.label}, back`, face: face as F, edge: backEdge }));
      out.push(back);
    }
  });
  const total = out.length;
  for (const p of out) {
    if (p.calibration) continue;
    p.foot =
      p.side === 'front'
        ? `${title} · page ${p.number} of ${total}`
        : p.pieces.length
          ? `${title} · page ${p.number} of ${total}: the backs of page ${p.backOf}`
          : `${title} · page ${p.number} of ${total}: left blank, the back of page ${p.backOf}`;
  }
  return out;
}

/** Where a piece's back prints: mirrored across the page (a long-edge flip), then moved by the offset. */
export function mirror<R extends Rect>(r: R, paper: Paper, offset: { x: number; y: number }): R {
  return { ...r, x: paper.w - r.x - r.w + offset.x, y: r.y + offset.y };
}

export const grow = (r: Rect & { bleed: number }): Rect => ({ x: r.x - r.bleed, y: r.y - r.bleed, w: r.w + 2 * r.bleed, h: r.h + 2 * r.bleed });

/** Does the segment touch the rectangle, edges included (a mark along a butted edge would print over both pieces)? Axis-aligned segments only. */
function crosses(m: Mark, r: Rect): boolean {
  const minX = Math.min(m.x1, m.x2);
  const maxX = Math.max(m.x1, m.x2);
  const minY = Math.min(m.y1, m.y2);
  const maxY = Math.max(m.y1, m.y2);
  return maxX >= r.x - EPS && minX <= r.x + r.w + EPS && maxY >= r.y - EPS && minY <= r.y + r.h + EPS;
}

const near = (a: number, b: number) => Math.abs(a - b) < EPS;

type Marked = Rect & { bleed: number; butted?: boolean; fold?: unknown };

/** Does the butted piece have a cut (or its fold) on this line? A mark on it may then run through its bleed. */
function onItsLine(p: Marked, vertical: boolean, at: number): boolean {
  if (!p.butted) return false;
  if (vertical) return near(p.x, at) || near(p.x + p.w, at);
  return near(p.y, at) || near(p.y + p.h, at) || (p.fold !== undefined && near(p.y + p.h / 2, at));
}

/** The printable area holds the whole mark. */
function printable(m: Mark, paper: Paper): boolean {
  const inside = (x: number, y: number) => x >= MARGIN - EPS && x <= paper.w - MARGIN + EPS && y >= MARGIN - EPS && y <= paper.h - MARGIN + EPS;
  return inside(m.x1, m.y1) && inside(m.x2, m.y2);
}

/**
 * Marks along a line at both ends of an edge, kept where they print and cross no piece, nor a
 * piece's bleed unless the piece is butted and cut (or folded) on that line.
 */
function endMarks(kind: Mark['kind'], vertical: boolean, at: number, from: number, to: number, off: number, pieces: readonly Marked[], paper: Paper): Mark[] {
  const boxes = pieces.map((p) => (onItsLine(p, vertical, at) ? p : grow(p)));
  const a = from - off;
  const b = to + off;
  const candidates: Mark[] = vertical
    ? [
        { x1: at, y1: a - MARK_LEN, x2: at, y2: a, kind },
        { x1: at, y1: b, x2: at, y2: b + MARK_LEN, kind },
      ]
    : [
        { x1: a - MARK_LEN, y1: at, x2: a, y2: at, kind },
        { x1: b, y1: at, x2: b + MARK_LEN, y2: at, kind },
      ];
  return candidates.filter((m) => printable(m, paper) && !boxes.some((r) => crosses(m, r)));
}

const keyOf = (m: Mark) => [m.x1, m.y1, m.x2, m.y2].map((n) => n.toFixed(2)).join(',');

function dedupe(marks: Mark[]): Mark[] {
  const seen = new Set<string>();
  return marks.filter((m) => {
    const k = keyOf(m);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Where a piece's marks start beyond its corner: beyond its bleed, or through the bleed round a butted block. */
const markOff = (p: { bleed: number; butted?: boolean }) => (p.butted ? MARK_GAP : p.bleed + MARK_GAP);

/** A mark on the line of every edge of every piece, beyond the corners, wherever it crosses no piece. */
export function cutMarks(pieces: readonly Marked[], paper: Paper): Mark[] {
  const out: Mark[] = [];
  for (const p of pieces) {
    const off = markOff(p);
    for (const x of [p.x, p.x + p.w]) out.push(...endMarks('cut', true, x, p.y, p.y + p.h, off, pieces, paper));
    for (const y of [p.y, p.y + p.h]) out.push(...endMarks('cut', false, y, p.x, p.x + p.w, off, pieces, paper));
  }
  return dedupe(out);
}

/** Marks on a strip's fold line at both ends, `off` beyond them (the strip's markOff). */
function foldMarks(x: number, y: number, w: number, off: number, pieces: readonly Marked[], paper: Paper): Mark[] {
  return endMarks('fold', false, y, x, x + w, off, pieces, paper);
}

/**
 * How many of a piece fit a page, across and down, on its own under one heading (for the dialog and
 * tests). `butted`: as equal pieces of one edge colour print (buttsWithBleed); false for pieces
 * that each keep a bleed of their own.
 */
export function perPage(w: number, h: number, options: Pick<PrintOptions, 'paper' | 'bleed'>, note = false, butted = true): { across: number; down: number } {
  const paper = PAPERS[options.paper];
  const area = contentArea(paper);
  const bleed = options.bleed ? BLEED : 0;
  const butt = butted || bleed === 0;
  const room = markRoom(bleed, butt);
  const gap = butt ? 0 : 2 * bleed;
  const across = Math.floor((paper.w - 2 * MARGIN - 2 * room + gap + EPS) / (w + gap));
  const tall = area.y1 - area.y0 - HEAD_H - (note ? NOTE_H : 0) - 2 * room;
  const down = Math.floor((tall + gap + EPS) / (h + gap));
  return { across: Math.max(0, across), down: Math.max(0, down) };
}
