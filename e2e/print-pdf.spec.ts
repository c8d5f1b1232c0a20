// Every game's print-and-play sheets, printed as a player prints them from inside the game (the
// toolbar's Print, the sheets as the game stands) and measured where the player meets them: in the
// PDF of the pages the dialog mounts, printed as the desktop app prints (the sheets' own page size,
// no margins, backgrounds). The PDF has the dialog's page count on the paper's size, its pieces are
// vector (no raster image), nothing inks the margins; then the test paints every face in solid
// colours (nothing moves), prints again, rasterises the pages with pdftoppm, and finds each face on
// the paper: whole (never cut at a page break), inside the printable area, and at true size (the
// size the sheet engine laid it out at), so a page Chromium shrank to fit, or a piece drawn a pixel
// off, cannot pass. #print-root is empty before and after.
//
// Each game prints once, on one paper and one way (A4 one-sided, or US Letter two-sided with
// bleed: the card games, whose backs need it); the sheet layout's unit tests cover every paper,
// way and game.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { boundsOf, insidePolygon, outlineDistance } from '../renderer/kits/geometry';
import { GLEN_TWO } from '../renderer/games/jumonville/rules/scenarios';
import { areaOf, clipToBox, type Box } from '../renderer/games/jumonville/sheet-art';
import { startMode, watchProblems } from './support/modes';
import {
  PAPERS,
  PRINTING_GAMES,
  holdPrinting,
  inkInMargins,
  openPrintDialog,
  pressAndHold,
  printPieces,
  type PrintedPage,
  printRootHtml,
  printToPages,
  release,
  type PaperId,
} from './support/print';

const run = promisify(execFile);

/** Each face's size as the engine laid it out: its box, in millimetres (SheetPages sets them so). */
async function laidOutSizes(page: Page): Promise<{ width: number; height: number }[]> {
  return page.locator('#print-root .sp-face').evaluateAll((els) =>
    els.map((e) => ({ width: parseFloat((e as HTMLElement).style.width), height: parseFloat((e as HTMLElement).style.height) })),
  );
}

type Game = (typeof PRINTING_GAMES)[number];
type Case = { paper: PaperId; sides: 'one' | 'two'; bleed: boolean };
const A4_ONE: Case = { paper: 'a4', sides: 'one', bleed: false };
const LETTER_TWO: Case = { paper: 'letter', sides: 'two', bleed: true };
const CASES: Record<Game, Case> = {
  'Tiny 18c': A4_ONE,
  'Cups of War': LETTER_TWO,
  'ACW Ironclads': A4_ONE,
  'Battle of Tippecanoe': LETTER_TWO,
  'Skirmish at Jumonville Glen': A4_ONE,
};

/** Games whose pieces all butt with bleed (one edge colour a section, or sections that fit as they are). */
const BLEED_COSTS_NO_PAGE: readonly Game[] = ['Battle of Tippecanoe'];

/**
 * Sheets printed, where a game's whole set is long: one section of each kind of piece (here
 * full-size and mini cards with their backs, the board, the marker, the summary). The whole set's
 * pages are counted in print-dialog.spec's preview.
 */
const MEASURED: Partial<Record<Game, RegExp>> = {
  'Battle of Tippecanoe': /^(Tactics|Ammunition|US Troop Advancement Board|Battle of Tippecanoe: the turn in brief)/,
};

for (const game of PRINTING_GAMES) {
  const { paper, sides, bleed } = CASES[game];
  // One game prints in `npm test` (Battle of Tippecanoe: two-sided, bleed, cards with backs, the
  // longest set); all five in the long run.
  const tag = game === 'Battle of Tippecanoe' ? [] : ['@long'];
  test(`in ${game}, Print makes a PDF of the sheets as they stand on ${PAPERS[paper].name} (${sides}-sided${bleed ? ', bleed' : ''}): the dialog's page count, vector pieces, every face whole at true size inside the printable area`, { tag }, async ({ page }) => {
    test.setTimeout(180_000);
    const problems = watchProblems(page);
    await page.goto('/?seed=12');
    await startMode(page, game, problems);
    expect(await printRootHtml(page)).toBe('');
    await holdPrinting(page);
    const dialog = await openPrintDialog(page);
    // From inside a game the dialog prints that game, as it stands: no choice of game.
    await expect(dialog.getByLabel('Game')).toHaveCount(0);
    await expect(dialog.getByText(new RegExp(`^${game},`))).toBeVisible();
    const keep = MEASURED[game];
    if (keep) {
      for (const box of await dialog.getByRole('group', { name: 'Sheets' }).getByRole('checkbox').all()) {
        const label = (await box.locator('xpath=..').textContent()) ?? '';
        await box.setChecked(keep.test(label.trim()));
      }
    }
    await dialog.getByLabel('Paper size').selectOption(paper);
    const two = dialog.getByRole('radio', { name: /^Two-sided/ });
    if (sides === 'two' && (await two.isEnabled())) await two.check();
    else await dialog.getByRole('radio', { name: 'One-sided' }).check();
    const count = async () => {
      const counted = (await dialog.getByRole('region', { name: 'Preview' }).locator('.print-count').textContent()) ?? '';
      const n = Number(/^(\d+) pages?/.exec(counted)?.[1]);
      expect(n, counted).toBeGreaterThan(0);
      return n;
    };
    await dialog.getByRole('checkbox', { name: /^Bleed/ }).setChecked(false);
    const withoutBleed = await count();
    await dialog.getByRole('checkbox', { name: /^Bleed/ }).setChecked(bleed);
    const pages = await count();
    // Cards of one deck butt with bleed as without (one cut between neighbours, the bleed round
    // the block): bleed costs no page. The PDF has that many (printToPages below).
    if (BLEED_COSTS_NO_PAGE.includes(game)) expect(pages, 'pages with bleed, against without').toBe(withoutBleed);
    await dialog.screenshot({ path: test.info().outputPath('dialog.png') });

    // Save as PDF mounts the sheets only while printing, every page drawn before the host is asked.
    const request = await pressAndHold(page, dialog);
    expect(request).toMatchObject({ action: 'pdf', paper, title: expect.stringMatching(new RegExp(`^${game},`)) });
    await expect(page.locator('#print-root .sp-page')).toHaveCount(pages);
    await expect(dialog.getByRole('progressbar', { name: 'Drawing the pages' })).toContainText(`Drawing page ${pages} of ${pages}`);
    await expect(dialog.getByRole('button', { name: 'Save as PDF…' })).toBeDisabled();

    await page.emulateMedia({ media: 'print' });
    // The PDF as it prints: the paper's size and the dialog's page count (printToPages checks
    // both against pdfinfo), vector pieces, and no ink, not even a cut mark, in the margins.
    const file = test.info().outputPath('sheets.pdf');
    const printed = await printToPages(page, paper, 100, file);
    expect(printed.length).toBe(pages);
    expect(inkInMargins(printed)).toEqual([]);
    // Vector: pdfimages lists nothing under its two header lines.
    const images = (await run('pdfimages', ['-list', file])).stdout.trim().split('\n').slice(2);
    expect(images, 'raster images in the PDF').toEqual([]);
    // Pages to look at, at a size a player reads (kept with the test's output).
    await run('pdftoppm', ['-r', '40', '-l', '3', '-png', file, test.info().outputPath('page')]);

    const sizes = await laidOutSizes(page);
    expect(sizes.length).toBeGreaterThan(0);
    const faces = await printPieces(page, paper, { face: page.locator('#print-root .sp-face') });
    faces.forEach((f, i) => {
      const want = sizes[i]!;
      expect(Math.abs(f.printed!.width - want.width), `face ${i + 1}: ${f.printed!.width.toFixed(2)} mm wide, laid out ${want.width}`).toBeLessThanOrEqual(0.35);
      expect(Math.abs(f.printed!.height - want.height), `face ${i + 1}: ${f.printed!.height.toFixed(2)} mm high, laid out ${want.height}`).toBeLessThanOrEqual(0.35);
    });
    test.info().annotations.push({ type: 'printed', description: `${faces.length} faces measured on ${pages} pages` });

    await page.emulateMedia({ media: 'screen' });
    await release(page);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Printed by the test.');
    expect(await printRootHtml(page)).toBe('');
    expect(problems).toEqual([]);
  });
}

/**
 * A terrain part's box on the table (inches), from its label ("The glen (ravine), part 2 of 5") and
 * its size: the parts of a piece split its extent into equal cells, the cells it reaches numbered in
 * reading order (jumonville/sheets.tsx's terrainGrid).
 */
function partBox(label: string, w: number, h: number): { points: { x: number; y: number }[]; box: Box } {
  const piece = GLEN_TWO.terrain.find((t) => label.startsWith(`${t.name} (`));
  if (!piece) throw new Error(`no terrain piece for ${label}`);
  const b = boundsOf(piece.points);
  const cols = Math.round(((b.x1 - b.x0) * 25.4) / w);
  const rows = Math.round(((b.y1 - b.y0) * 25.4) / h);
  const cells: Box[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const cw = (b.x1 - b.x0) / cols;
      const ch = (b.y1 - b.y0) / rows;
      const box = { x0: b.x0 + col * cw, x1: b.x0 + (col + 1) * cw, y0: b.y0 + row * ch, y1: b.y0 + (row + 1) * ch };
      if (areaOf(clipToBox(piece.points, box)) > 1e-6) cells.push(box);
    }
  }
  const n = Number(/part (\d+) of/.exec(label)?.[1] ?? 1);
  return { points: [...piece.points], box: cells[n - 1]! };
}

test("Skirmish at Jumonville Glen's terrain and figure cards printed with bleed: a hair outside the outline, the piece's own art; no band round the part; the cards' bleed in their border's colour", async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchProblems(page);
  await page.goto('/?seed=12');
  await expect(page.getByRole('main', { name: 'Main menu' })).toBeVisible();
  await holdPrinting(page);
  const dialog = await openPrintDialog(page);
  await dialog.getByLabel('Game').selectOption({ label: 'Skirmish at Jumonville Glen' });
  for (const box of await dialog.getByRole('group', { name: 'Sheets' }).getByRole('checkbox').all()) {
    const label = (await box.locator('xpath=..').textContent()) ?? '';
    await box.setChecked(/^(The glen|Laurel Hill woods|The smaller pieces|Figure cards)/.test(label.trim()));
  }
  await dialog.getByLabel('Paper size').selectOption('a4');
  await dialog.getByRole('checkbox', { name: /^Bleed/ }).setChecked(true);
  await pressAndHold(page, dialog);
  await page.emulateMedia({ media: 'print' });
  const parts = await page.locator('#print-root .sp-piece').evaluateAll((els) =>
    els.map((e) => {
      const s = (e as HTMLElement).style;
      // The piece's box on its page, in mm: its own, or its face's inside its bleed.
      const face = e.querySelector<HTMLElement>('.sp-face')!.style;
      return {
        label: e.getAttribute('aria-label') ?? '',
        page: Number(e.closest<HTMLElement>('.sp-page')?.dataset.page),
        x: parseFloat(s.left) + parseFloat(face.left),
        y: parseFloat(s.top) + parseFloat(face.top),
        w: parseFloat(face.width),
        h: parseFloat(face.height),
      };
    }),
  );
  // The figure cards (measured after the terrain), each with its team's colour round it.
  const cards = parts.filter((p) => /'s card \(/.test(p.label) && !/, back$/.test(p.label));
  expect(cards.length).toBe(GLEN_TWO.figures.length);
  const terrain = parts.filter((p) => !/'s card \(/.test(p.label));
  expect(terrain.length).toBeGreaterThan(5);
  const printed = await printToPages(page, 'a4', 100, test.info().outputPath('terrain.pdf'));
  const white = (p: PrintedPage, x: number, y: number) => {
    const k = (Math.round(y * p.pxPerMm) * p.width + Math.round(x * p.pxPerMm)) * 3;
    return p.rgb[k]! > 235 && p.rgb[k + 1]! > 235 && p.rgb[k + 2]! > 235;
  };
  const bare: string[] = [];
  const bands: string[] = [];
  for (const part of terrain) {
    const { points, box } = partBox(part.label, part.w, part.h);
    const p = printed[part.page - 1]!;
    const onPaper = (mx: number, my: number) => ({ x: box.x0 + (mx - part.x) / 25.4, y: box.y0 + (my - part.y) / 25.4 });
    let bareAt = '';
    let bandAt = '';
    let bareN = 0;
    let bandN = 0;
    // Across the part and its 3 mm of bleed, every half millimetre (clear of the bleed's own edge).
    for (let my = part.y - 2.7; my <= part.y + part.h + 2.7; my += 0.5) {
      for (let mx = part.x - 2.7; mx <= part.x + part.w + 2.7; mx += 0.5) {
        const t = onPaper(mx, my);
        const d = (insidePolygon(t, points) ? -1 : 1) * outlineDistance(t, points) * 25.4;
        // Inside the outline, or beyond it by less than the bleed: the piece's own art.
        if (d < 2.5 && Math.abs(d) > 0.4 && white(p, mx, my)) {
          bareN++;
          bareAt ||= `(${mx.toFixed(1)}, ${my.toFixed(1)}) mm, ${d.toFixed(1)} mm ${d < 0 ? 'inside' : 'outside'} the outline`;
        }
        // Further from the outline than the bleed: the paper, not a band of colour.
        if (d > 3.6 && !white(p, mx, my)) {
          bandN++;
          bandAt ||= `(${mx.toFixed(1)}, ${my.toFixed(1)}) mm, ${d.toFixed(1)} mm outside the outline`;
        }
      }
    }
    if (bareN) bare.push(`${part.label} (page ${part.page}): ${bareN} white points, the first at ${bareAt}`);
    if (bandN) bands.push(`${part.label} (page ${part.page}): ${bandN} inked points beyond the bleed, the first at ${bandAt}`);
  }
  // A figure card's bleed is its border's colour (the team's), not the card's cream: a cut a hair
  // outside the line shows no pale edge. Every 4 mm round each card, 1.5 mm outside its cut, where
  // that is bleed (not the next card, butted on it).
  const cream: string[] = [];
  for (const c of cards) {
    const p = printed[c.page - 1]!;
    const onCard = (x: number, y: number) => cards.some((o) => o.page === c.page && x > o.x && x < o.x + o.w && y > o.y && y < o.y + o.h);
    const round: [number, number][] = [];
    for (let t = 2; t < c.w - 1; t += 4) round.push([c.x + t, c.y - 1.5], [c.x + t, c.y + c.h + 1.5]);
    for (let t = 2; t < c.h - 1; t += 4) round.push([c.x - 1.5, c.y + t], [c.x + c.w + 1.5, c.y + t]);
    const pale = round.filter(([x, y]) => !onCard(x, y) && white(p, x, y));
    if (pale.length) cream.push(`${c.label}: ${pale.length} of ${round.length} points pale, the first at (${pale[0]![0].toFixed(1)}, ${pale[0]![1].toFixed(1)}) mm`);
  }
  // White where a cut a hair off the outline would show it; a band of colour round the part, off the piece; a card's pale bleed.
  expect({ bare, bands, cream }).toEqual({ bare: [], bands: [], cream: [] });
  await page.emulateMedia({ media: 'screen' });
  await release(page);
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});
