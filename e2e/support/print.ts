// Print sheets under test: the Print dialog opened as a player opens it, and the print job held
// at the moment the host is asked (the sheets mounted in #print-root, every picture decoded), so
// the test can read the PDF Chromium makes of the page, as Electron's printToPDF does: its pages
// rasterised by poppler's pdftoppm at a known resolution, and the pieces on them measured in mm.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';

/** Screen pixels to a millimetre at 96 px to the inch: true size under print media. */
/**
 * The games that print, in menu order. A spec loops over these, and print-dialog.spec checks the
 * app's own list against it, so a game that gains (or loses) sheets cannot be missed silently.
 */
export const PRINTING_GAMES = ['Tiny 18c', 'Cups of War', 'ACW Ironclads', 'Battle of Tippecanoe', 'Skirmish at Jumonville Glen'] as const;

export const PX_PER_MM = 96 / 25.4;

export type PaperId = 'a4' | 'letter';

/** The papers in millimetres and in PDF points, and the printable area's margin (the sheet engine's MARGIN). */
export const PAPERS = {
  a4: { width: 210, height: 297, points: [595.3, 841.9], name: 'A4' },
  letter: { width: 215.9, height: 279.4, points: [612, 792], name: 'US Letter' },
} as const;
export const MARGIN = 6;

type HeldWin = { __muster: { app: { host: { printSheets: (r: unknown) => Promise<unknown> } } }; __printHeld?: { request: unknown; release: () => void } };

/** The main menu's or the game toolbar's Print, and the dialog it opens. */
export async function openPrintDialog(page: Page): Promise<Locator> {
  const toolbar = page.getByRole('navigation', { name: 'Game toolbar' });
  const button = (await toolbar.isVisible()) ? toolbar.getByRole('button', { name: 'Print', exact: true }) : page.getByRole('button', { name: 'Print…' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Print sheets' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * From now on the host's print waits, with the sheets mounted, until the test releases it: the
 * test then prints the page itself (page.pdf(), what the desktop app's printToPDF makes).
 */
export async function holdPrinting(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as HeldWin;
    w.__muster.app.host.printSheets = (request) =>
      new Promise((resolve) => {
        w.__printHeld = { request, release: () => resolve({ ok: true, detail: 'Printed by the test.' }) };
      });
  });
}

/** Presses Save as PDF… (or Print…) and waits until the job asks the host: the sheets are mounted. */
export async function pressAndHold(page: Page, dialog: Locator, button: 'Save as PDF…' | 'Print…' = 'Save as PDF…'): Promise<unknown> {
  await page.evaluate(() => delete (window as unknown as HeldWin).__printHeld);
  await dialog.getByRole('button', { name: button }).click();
  await page.waitForFunction(() => !!(window as unknown as HeldWin).__printHeld);
  return page.evaluate(() => (window as unknown as HeldWin).__printHeld?.request);
}

export async function release(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as HeldWin).__printHeld?.release());
}

/** What #print-root holds, in short: '' (nothing) before and after printing. */
export const printRootHtml = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const root = document.getElementById('print-root');
    if (!root) return 'no #print-root';
    return root.innerHTML === '' ? '' : `#print-root holds ${root.querySelectorAll('.sp-page').length} pages, ${root.innerHTML.length} characters`;
  });

// ---- the PDF itself ---------------------------------------------------------------------------------

/** One printed page, rasterised: RGB bytes, `pxPerMm` pixels to the millimetre. */
export interface PrintedPage {
  width: number;
  height: number;
  pxPerMm: number;
  rgb: Uint8Array;
}

const run = promisify(execFile);

/**
 * Prints the page to PDF as the desktop app does (Electron's printToPDF with printBackground and
 * preferCSSPageSize) and rasterises every page with pdftoppm at `dpi`.
 */
export async function printToPages(page: Page, paper: PaperId, dpi = 200, keep?: string): Promise<PrintedPage[]> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-print-'));
  try {
    await writeFile(path.join(dir, 'sheets.pdf'), pdf);
    if (keep) await writeFile(keep, pdf);
    const info = (await run('pdfinfo', [path.join(dir, 'sheets.pdf')])).stdout;
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    expect(Number(size?.[1])).toBeCloseTo(PAPERS[paper].points[0], 0);
    expect(Number(size?.[2])).toBeCloseTo(PAPERS[paper].points[1], 0);
    await run('pdftoppm', ['-r', String(dpi), path.join(dir, 'sheets.pdf'), path.join(dir, 'page')]);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.ppm')).sort();
    const pages: PrintedPage[] = [];
    for (const f of files) pages.push(readPpm(await readFile(path.join(dir, f)), dpi / 25.4));
    expect(pages.length).toBe(Number(/Pages:\s+(\d+)/.exec(info)?.[1]));
    return pages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A binary PPM (P6, 8 bits a channel), as pdftoppm writes by default. */
function readPpm(buf: Buffer, pxPerMm: number): PrintedPage {
  const fields: number[] = [];
  let i = 2;
  while (fields.length < 3) {
    while (/\s/.test(String.fromCharCode(buf[i]!))) i++;
    if (buf[i] === 0x23) {
      while (buf[i] !== 0x0a) i++;
      continue;
    }
    let n = '';
    while (/\d/.test(String.fromCharCode(buf[i]!))) n += String.fromCharCode(buf[i++]!);
    fields.push(Number(n));
  }
  const [width, height] = fields as [number, number];
  return { width, height, pxPerMm, rgb: new Uint8Array(buf.buffer, buf.byteOffset + i + 1, width * height * 3) };
}

/** Where ink falls outside the printable area, page by page (empty: everything is within it). */
export function inkInMargins(pages: readonly PrintedPage[]): string[] {
  const out: string[] = [];
  pages.forEach((p, n) => {
    const m = Math.floor(MARGIN * p.pxPerMm) - 1;
    let count = 0;
    let first = '';
    for (let y = 0; y < p.height; y++) {
      const inside = y >= m && y < p.height - m;
      for (let x = 0; x < p.width; x++) {
        if (inside && x >= m && x < p.width - m) continue;
        const k = (y * p.width + x) * 3;
        if (p.rgb[k]! < 245 || p.rgb[k + 1]! < 245 || p.rgb[k + 2]! < 245) {
          if (!count++) first = `(${(x / p.pxPerMm).toFixed(1)}, ${(y / p.pxPerMm).toFixed(1)}) mm`;
        }
      }
    }
    if (count) out.push(`page ${n + 1}: ${count} inked pixels in the margins, the first at ${first}`);
  });
  return out;
}

/** A piece found on the printed pages: its page (from 1) and its box on the paper, in millimetres. */
export interface PrintedBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A piece of a sheet as the test marked it: which set, its place in the set, and its box on screen under print media (mm). */
export interface MarkedPiece {
  set: string;
  index: number;
  colour: number;
  width: number;
  height: number;
  /** Where it printed: filled in by `findPieces`. */
  printed?: PrintedBox;
}

/** Solid colours far from each other and from anything the sheets draw (everything else is hidden). */
const PALETTE: readonly (readonly [number, number, number])[] = [
  [255, 0, 255],
  [0, 255, 255],
  [255, 255, 0],
  [0, 0, 255],
  [255, 0, 0],
  [0, 200, 0],
  [255, 128, 0],
  [128, 0, 255],
];

/**
 * Gives every element each locator matches a solid colour, touching or nested neighbours never
 * the same, and hides everything else on the sheets. Nothing moves: only colours and visibility
 * change. Returns the pieces with their size on screen (print media), the size they must print at.
 */
export async function markPieces(page: Page, sets: Record<string, Locator>): Promise<MarkedPiece[]> {
  await unmarkPieces(page);
  const names = Object.keys(sets);
  for (const [n, name] of names.entries()) {
    await sets[name]!.evaluateAll((els, set) => els.forEach((e, i) => e.setAttribute('data-print-mark', `${set}:${i}`)), n);
  }
  const marked = await page.evaluate(
    ({ palette, pxPerMm }) => {
      const els = [...document.querySelectorAll<HTMLElement>('#print-root [data-print-mark]')];
      const rects = els.map((e) => e.getBoundingClientRect());
      const colours: number[] = [];
      const near = 1 * pxPerMm;
      rects.forEach((r, i) => {
        const taken = new Set<number>();
        for (let j = 0; j < i; j++) {
          const q = rects[j]!;
          if (r.left - near <= q.right && q.left - near <= r.right && r.top - near <= q.bottom && q.top - near <= r.bottom) taken.add(colours[j]!);
        }
        let c = 0;
        while (taken.has(c)) c++;
        if (c >= palette.length) throw new Error('Too many touching pieces to tell apart by colour');
        colours.push(c);
        els[i]!.style.setProperty('--print-mark', `rgb(${palette[c]!.join(',')})`);
      });
      // Through the CSSOM: the app's content security policy allows no inline <style>.
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`
        #print-root * { visibility: hidden !important; }
        #print-root [data-print-mark] {
          visibility: visible !important; color: transparent !important; background: var(--print-mark) !important;
          border-color: var(--print-mark) !important; outline: none !important; box-shadow: none !important; text-shadow: none !important;
        }
        #print-root img[data-print-mark] { object-position: -100000px -100000px !important; }
        #print-root [data-print-mark]::before, #print-root [data-print-mark]::after { visibility: hidden !important; }`);
      (window as unknown as { __printMarks?: CSSStyleSheet }).__printMarks = sheet;
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      return els.map((e, i) => {
        const [set, index] = (e.getAttribute('data-print-mark') ?? '0:0').split(':').map(Number) as [number, number];
        return { set, index, colour: colours[i]!, width: rects[i]!.width / pxPerMm, height: rects[i]!.height / pxPerMm };
      });
    },
    { palette: PALETTE, pxPerMm: PX_PER_MM },
  );
  return marked.map((m) => ({ ...m, set: names[m.set]! }));
}

/** Takes the marks off again. */
export async function unmarkPieces(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __printMarks?: CSSStyleSheet };
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((x) => x !== w.__printMarks);
    delete w.__printMarks;
    for (const e of document.querySelectorAll<HTMLElement>('[data-print-mark]')) {
      e.removeAttribute('data-print-mark');
      e.style.removeProperty('--print-mark');
    }
  });
}

/** Solid blocks of one palette colour on a page: their boxes in millimetres. */
function blocksOf(p: PrintedPage, pageNo: number): { colour: number; box: PrintedBox }[] {
  const { width: w, height: h, rgb } = p;
  const colourAt = new Int8Array(w * h).fill(-1);
  for (let k = 0; k < w * h; k++) {
    const r = rgb[k * 3]!;
    const g = rgb[k * 3 + 1]!;
    const b = rgb[k * 3 + 2]!;
    if (r > 240 && g > 240 && b > 240) continue;
    for (let c = 0; c < PALETTE.length; c++) {
      const q = PALETTE[c]!;
      if (Math.abs(r - q[0]) < 40 && Math.abs(g - q[1]) < 40 && Math.abs(b - q[2]) < 40) {
        colourAt[k] = c;
        break;
      }
    }
  }
  const seen = new Uint8Array(w * h);
  const out: { colour: number; box: PrintedBox }[] = [];
  const stack: number[] = [];
  for (let k = 0; k < w * h; k++) {
    const c = colourAt[k]!;
    if (c < 0 || seen[k]) continue;
    let x0 = w;
    let y0 = h;
    let x1 = 0;
    let y1 = 0;
    let n = 0;
    seen[k] = 1;
    stack.push(k);
    while (stack.length) {
      const j = stack.pop()!;
      const x = j % w;
      const y = (j - x) / w;
      n++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (const nb of [x > 0 ? j - 1 : -1, x < w - 1 ? j + 1 : -1, y > 0 ? j - w : -1, y < h - 1 ? j + w : -1]) {
        if (nb >= 0 && !seen[nb] && colourAt[nb] === c) {
          seen[nb] = 1;
          stack.push(nb);
        }
      }
    }
    // A few stray pixels where two colours blend are not a piece.
    if (n < 6) continue;
    // To a fraction of a pixel: across the middle of the block, each pixel counts for how much of
    // it the colour covers (its edge pixels are part white), read from the channels the colour lacks.
    const zero = [0, 1, 2].filter((ch) => PALETTE[c]![ch] === 0);
    const cover = (x: number, y: number): number => {
      if (x < 0 || y < 0 || x >= w || y >= h) return 0;
      const k = y * w + x;
      if (colourAt[k] === c) return 1;
      if (colourAt[k]! >= 0) return 0;
      const v = zero.reduce((sum, ch) => sum + (255 - rgb[k * 3 + ch]!) / 255, 0) / zero.length;
      return Math.min(1, Math.max(0, v));
    };
    const ym = Math.round((y0 + y1) / 2);
    const xm = Math.round((x0 + x1) / 2);
    let across = 0;
    for (let x = x0 - 1; x <= x1 + 1; x++) across += cover(x, ym);
    let down = 0;
    for (let y = y0 - 1; y <= y1 + 1; y++) down += cover(xm, y);
    const wide = x1 + 1 - x0;
    const high = y1 + 1 - y0;
    const mm = p.pxPerMm;
    out.push({
      colour: c,
      box: { page: pageNo, x: x0 / mm, y: y0 / mm, width: (Math.abs(across - wide) <= 2 ? across : wide) / mm, height: (Math.abs(down - high) <= 2 ? down : high) / mm },
    });
  }
  return out;
}

/**
 * Finds every marked piece on the printed pages: one solid block of its colour and of its size
 * (to `tolerance` mm: Chromium puts a box's edges on whole CSS pixels, 0.26 mm). Returns what went wrong, in words: a piece printed smaller or larger (the
 * page was shrunk), cut in two at a page break, or missing; and anything printed that is no piece.
 */
export function findPieces(pieces: MarkedPiece[], pages: readonly PrintedPage[], tolerance = 0.35): string[] {
  const blocks = pages.flatMap((p, i) => blocksOf(p, i + 1));
  const problems: string[] = [];
  const fits = (m: MarkedPiece, b: { colour: number; box: PrintedBox }) =>
    b.colour === m.colour && Math.abs(b.box.width - m.width) <= tolerance && Math.abs(b.box.height - m.height) <= tolerance;
  for (const m of pieces) {
    const i = blocks.findIndex((b) => fits(m, b));
    if (i < 0) {
      const same = blocks.filter((b) => b.colour === m.colour).map((b) => `${b.box.width.toFixed(1)} × ${b.box.height.toFixed(1)} on page ${b.box.page}`);
      problems.push(`${m.set} ${m.index + 1} (${m.width.toFixed(1)} × ${m.height.toFixed(1)} mm) is not printed whole at that size; of its colour there are ${same.slice(0, 6).join(', ') || 'none'}`);
      continue;
    }
    m.printed = blocks[i]!.box;
    blocks.splice(i, 1);
  }
  for (const b of blocks) problems.push(`something ${b.box.width.toFixed(1)} × ${b.box.height.toFixed(1)} mm printed on page ${b.box.page} is no marked piece`);
  return problems;
}

/** Pieces that print (partly) outside the printable area. */
export function outsideMargins(pieces: readonly MarkedPiece[], paper: PaperId, slack = 0.3): string[] {
  const lo = MARGIN - slack;
  const { width, height } = PAPERS[paper];
  return pieces
    .filter((m) => m.printed)
    .filter(({ printed: b }) => b!.x < lo || b!.y < lo || b!.x + b!.width > width - lo || b!.y + b!.height > height - lo)
    .map((m) => `${m.set} ${m.index + 1} lies outside the margins on page ${m.printed!.page}`);
}

/**
 * Prints the sheets with the given pieces marked and checks each printed whole, at the size it has
 * on screen under print media (true size: CSS millimetres), between the margins. Returns the pieces
 * with where they printed, for the caller's own checks of sizes in millimetres.
 */
export async function printPieces(page: Page, paper: PaperId, sets: Record<string, Locator>): Promise<MarkedPiece[]> {
  const pieces = await markPieces(page, sets);
  for (const name of Object.keys(sets)) expect(pieces.filter((m) => m.set === name).length, `pieces marked as ${name}`).toBeGreaterThan(0);
  const pages = await printToPages(page, paper);
  await unmarkPieces(page);
  expect(findPieces(pieces, pages)).toEqual([]);
  expect(outsideMargins(pieces, paper)).toEqual([]);
  return pieces;
}

/** The printed pieces of one set. */
export const printedOf = (pieces: readonly MarkedPiece[], set: string): PrintedBox[] => pieces.filter((m) => m.set === set).map((m) => m.printed!);
