// Every game's print-and-play sheets, measured where the player meets them: in the PDF, printed as
// the desktop app prints (A4, the sheets' own page size and margins, backgrounds). The test paints
// the pieces in solid colours (nothing moves), prints, rasterises the pages with pdftoppm, and
// finds each piece on the paper: whole (never cut at a page break), between the margins, and at
// true size, so a sheet wider than the paper (which Chromium shrinks to fit) cannot pass.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  PAPER,
  inkInMargins,
  openPrintSheets,
  printPieces,
  printToPages,
  printWidthViewport,
  printedOf,
  type PrintedBox,
} from './support/print';
import { MAX_STICK_INCHES, shipClass, stickMm, type IroncladsState } from '../renderer/games/ironclads/rules';

type Win = { __muster: { app: { state: { session: { state: unknown } } } } };
const gameState = <S>(page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as Win).__muster.app.state.session.state)) as S);

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

test('Tiny 18c prints its field, counters and orders pads at true size, whole, between the margins of A4', async ({ page }) => {
  const problems = watch(page);
  const sheets = await begin(page, 18, 'Tiny 18c', (d) => d.getByLabel('Defender army').selectOption('Militia levy'));
  await expectCleanMargins(page, 2);
  const pieces = await printPieces(page, {
    head: sheets.locator('.t18p-head'),
    field: sheets.getByRole('grid', { name: 'The field' }),
    ref: sheets.locator('.t18p-ref'),
    counter: sheets.locator('.t18p-counter'),
    pads: sheets.locator('.t18p-pads'),
    now: sheets.locator('.t18p-now'),
  });
  expectSize(printedOf(pieces, 'field'), 150, 150, 'the field');
  expectSize(printedOf(pieces, 'counter'), 22, 22, 'a counter');
  expect(printedOf(pieces, 'counter').length).toBe(13 + 24);
  const squares = await printPieces(page, { square: sheets.getByRole('gridcell') });
  expectSize(printedOf(squares, 'square'), 30, 30, 'a square');
  // a5 is the attacker's top-left corner, e1 the defender's bottom-right: four squares apart each way.
  const [a5, e1] = [printedOf(squares, 'square')[0]!, printedOf(squares, 'square')[24]!];
  expect(e1.x - a5.x).toBeCloseTo(120, 0);
  expect(e1.y - a5.y).toBeCloseTo(120, 0);
  expect(problems).toEqual([]);
});

/** The Ironclads sheets: every piece whole and at true size, for the battle on the table. */
async function expectIroncladsSheets(page: Page, sheets: Locator, pages: number): Promise<void> {
  const s = await gameState<IroncladsState>(page);
  const stick = stickMm(s.options.matchstickInches);
  for (const ship of s.ships) await expect(sheets.getByRole('heading', { name: ship.name })).toBeVisible();
  await expectCleanMargins(page, pages);
  const pieces = await printPieces(page, {
    head: sheets.locator('.ic-sheet-head'),
    card: sheets.locator('.ic-print-card'),
    model: sheets.getByRole('img'),
    stick: sheets.locator('.stick'),
    ruler: sheets.locator('.ic-print-ruler'),
    marker: sheets.locator('.marker'),
    flow: sheets.locator('.flow'),
    ref: sheets.locator('.ic-print-ref'),
  });
  // Five matchsticks of the battle's length and a half one; 5 mm hit markers; the flow marker.
  const sticks = printedOf(pieces, 'stick');
  expectSize(sticks.slice(0, 5), stick, 2, 'a matchstick');
  expectSize(sticks.slice(5), stick / 2, 2, 'half a matchstick');
  expectSize(printedOf(pieces, 'marker'), 5, 5, 'a hit marker');
  expect(printedOf(pieces, 'marker').length).toBe(60);
  expectSize(printedOf(pieces, 'flow'), 36, 14, 'the flow marker');
  // Each ship at 1:1200, with a millimetre round it to cut along.
  const models = printedOf(pieces, 'model');
  const names = await sheets.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('alt')));
  expect(names).toEqual(s.ships.map((x) => x.name));
  s.ships.forEach((ship, i) => {
    const c = shipClass(ship.cls);
    expectSize([models[i]!], c.length + 2, c.beam + 2, ship.name);
  });
  // The areas of the status cards hold a hit marker each; the ruler's ticks fall every half stick.
  const inner = await printPieces(page, { box: sheets.locator('.ic-print-areas .box'), tick: sheets.locator('.ic-print-ruler .tick') });
  expectSize(printedOf(inner, 'box'), 12, 12, 'a status card area');
  const ticks = printedOf(inner, 'tick');
  const labels = await sheets.locator('.ic-print-ruler .tick').allTextContents();
  // The ruler runs 0 to 5 sticks, in pieces that each fit the paper; a piece starts where the last ended.
  expect(labels.filter(Boolean).map(Number)).toEqual(expect.arrayContaining([0, 1, 2, 3, 4, 5]));
  let count = 0;
  for (const ruler of printedOf(pieces, 'ruler')) {
    const mine = ticks.filter((t) => t.page === ruler.page && t.y >= ruler.y - 0.5 && t.y <= ruler.y + ruler.height + 0.5).sort((a, b) => a.x - b.x);
    expect(mine.length).toBeGreaterThan(2);
    for (let i = 1; i < mine.length; i++) expect(Math.abs(mine[i]!.x - mine[i - 1]!.x - stick / 2), `tick ${i} of a ruler piece`).toBeLessThanOrEqual(0.35);
    expect(ruler.width).toBeLessThanOrEqual(PAPER.width - 2 * PAPER.margin);
    count += mine.length;
  }
  expect(count).toBe(ticks.length);
}

test('ACW Ironclads prints status cards, models, matchsticks, ruler and hit markers at true size, whole, between the margins of A4', async ({ page }) => {
  const problems = watch(page);
  const sheets = await begin(page, 7, 'ACW Ironclads', async (d) => {
    await d.getByLabel('Scenario').selectOption('memphis');
    await d.getByLabel('Confederate played by').selectOption('human');
  });
  await expectIroncladsSheets(page, sheets, 2);
  expect(problems).toEqual([]);
});

test('ACW Ironclads with twelve ships and the longest matchstick still prints at true size, over more pages', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watch(page);
  const sheets = await begin(page, 9, 'ACW Ironclads', async (d) => {
    await d.getByLabel('Scenario').selectOption('custom');
    await d.getByLabel('Confederate played by').selectOption('human');
    // Ships to each side in turn, up to the most a battle may have.
    const add = d.getByRole('button', { name: 'Add a ship' });
    for (let i = 0; await add.first().isEnabled(); i++) await add.nth(i % 2).click();
    await d.getByLabel('Matchstick length in inches').fill(String(MAX_STICK_INCHES));
    await d.getByLabel('Matchstick length in inches').blur();
  });
  const s = await gameState<IroncladsState>(page);
  expect(s.ships.length).toBe(12);
  expect(s.options.matchstickInches).toBe(2.88);
  await expectIroncladsSheets(page, sheets, 3);
  expect(problems).toEqual([]);
});
