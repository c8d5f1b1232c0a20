// Every game's print-and-play sheets, measured where the player meets them: in the PDF, printed as
// the desktop app prints (A4, the sheets' own page size and margins, backgrounds). The test paints
// the pieces in solid colours (nothing moves), prints, rasterises the pages with pdftoppm, and
// finds each piece on the paper: whole (never cut at a page break), between the margins, and at
// true size, so a sheet wider than the paper (which Chromium shrinks to fit) cannot pass.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  inkInMargins,
  openPrintSheets,
  printPieces,
  printToPages,
  printWidthViewport,
  printedOf,
  type PrintedBox,
} from './support/print';

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  return problems;
}

async function begin(page: Page, seed: number, mode: string, fill: (dialog: Locator) => Promise<unknown>): Promise<Locator> {
  await page.goto(`/?seed=${seed}`);
  await page.getByRole('button', { name: mode }).click();
  const dialog = page.getByRole('dialog', { name: `New ${mode}` });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  const sheets = await openPrintSheets(page);
  await printWidthViewport(page);
  return sheets;
}

/**
 * Every printed box of a set at `width` × `height` mm. Chromium draws a box's edges on whole CSS
 * pixels (0.26 mm), so a piece prints within a third of a millimetre of its size.
 */
function expectSize(boxes: readonly PrintedBox[], width: number, height: number, what: string): void {
  expect(boxes.length, what).toBeGreaterThan(0);
  const w = boxes.map((b) => b.width);
  const h = boxes.map((b) => b.height);
  // What printed, for the record (in the test's annotations).
  test.info().annotations.push({
    type: 'printed',
    description: `${what}: ${Math.min(...w).toFixed(2)}–${Math.max(...w).toFixed(2)} × ${Math.min(...h).toFixed(2)}–${Math.max(...h).toFixed(2)} mm (true ${width.toFixed(2)} × ${height.toFixed(2)}), ${boxes.length} measured`,
  });
  for (const b of boxes) {
    expect(Math.abs(b.width - width), `${what}: ${b.width.toFixed(2)} mm wide, not ${width.toFixed(2)}`).toBeLessThanOrEqual(0.35);
    expect(Math.abs(b.height - height), `${what}: ${b.height.toFixed(2)} mm high, not ${height.toFixed(2)}`).toBeLessThanOrEqual(0.35);
  }
}

/** Nothing at all printed in the margins, on any page. */
async function expectCleanMargins(page: Page, pages: number): Promise<void> {
  const printed = await printToPages(page, 100);
  expect(printed.length).toBe(pages);
  expect(inkInMargins(printed)).toEqual([]);
}

test('Cups of War prints its fold-over tiles and command cards at true size, whole, between the margins of A4', async ({ page }) => {
  const problems = watch(page);
  const sheets = await begin(page, 4, 'Cups of War', (d) => d.getByLabel('blue played by').selectOption('human'));
  await expectCleanMargins(page, 3);
  const pieces = await printPieces(page, {
    head: sheets.locator('.cowp-head'),
    strip: sheets.locator('.cowp-pair'),
    card: sheets.locator('.cowp-card'),
    ref: sheets.getByRole('region', { name: 'The turn in brief' }),
  });
  expectSize(printedOf(pieces, 'strip'), 30, 60, 'a fold strip');
  expect(printedOf(pieces, 'strip').length).toBe(30);
  expectSize(printedOf(pieces, 'card'), 63, 88, 'a command card');
  expect(printedOf(pieces, 'card').length).toBe(12);
  const tiles = await printPieces(page, { tile: sheets.locator('.cowp-tile') });
  expectSize(printedOf(tiles, 'tile'), 30, 30, 'a tile');
  expect(problems).toEqual([]);
});
