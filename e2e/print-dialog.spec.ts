// The Print dialog as a player meets it from the main menu: it offers every game with sheets,
// previews their pages (drawn as they come into view), remembers the paper and the backs offset,
// opens with Ctrl+P, and says why a print failed. The PDFs it makes, game by game, are
// print-pdf.spec's.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MODE_TITLES, watchProblems, type ModeTitle } from './support/modes';
import { PRINTING_GAMES, holdPrinting, openPrintDialog, pressAndHold, printRootHtml, release } from './support/print';

type Win = { __muster: { app: { modes: { title: string; sheetSet?: unknown }[] } } };

/** The games whose sheets print, as the registry has them. */
async function printableGames(page: Page): Promise<ModeTitle[]> {
  const titles = await page.evaluate(() => (window as unknown as Win).__muster.app.modes.filter((m) => m.sheetSet).map((m) => m.title));
  return titles.filter((t): t is ModeTitle => (MODE_TITLES as readonly string[]).includes(t));
}

async function menu(page: Page): Promise<string[]> {
  const problems = watchProblems(page);
  await page.goto('/?seed=12');
  await expect(page.getByRole('main', { name: 'Main menu' })).toBeVisible();
  return problems;
}

/** The preview's page count ("12 pages (6 sheets of paper, two-sided)"), checked against its pages. */
async function previewCount(dialog: Locator): Promise<number> {
  const preview = dialog.getByRole('region', { name: 'Preview' });
  const text = (await preview.locator('.print-count').textContent()) ?? '';
  const n = Number(/^(\d+) pages?/.exec(text)?.[1]);
  // Every page has its place in the preview; a page is drawn as it comes near the view (the last one once scrolled to).
  const thumbs = preview.locator('.print-thumb');
  await expect(thumbs).toHaveCount(n);
  // A long set is not drawn all at once: pages far below the view wait until they are scrolled to.
  if (n >= 8) await expect(thumbs.last().locator('.sp-page')).toHaveCount(0);
  await thumbs.last().scrollIntoViewIfNeeded();
  await expect(thumbs.last().locator('.sp-page')).toHaveCount(1);
  await thumbs.first().scrollIntoViewIfNeeded();
  await expect(preview.locator('.print-caption')).toHaveCount(n);
  await expect(preview.locator('.print-caption').last()).toHaveText(new RegExp(`^page ${n} of ${n}`));
  return n;
}

test('from the main menu the dialog offers every game with sheets, previews its pages, and prints nothing until asked', { tag: '@long' }, async ({ page }) => {
  // Every game's preview scrolled end to end, twice: Battle of Tippecanoe's alone is 74 pages.
  test.setTimeout(180_000);
  const problems = await menu(page);
  const games = await printableGames(page);
  expect(games, 'the games with print-and-play sheets (PRINTING_GAMES in e2e/support/print.ts)').toEqual([...PRINTING_GAMES]);
  expect(await printRootHtml(page)).toBe('');
  const dialog = await openPrintDialog(page);
  await expect(dialog.getByLabel('Game').locator('option')).toHaveText(games);
  for (const game of games) {
    await dialog.getByLabel('Game').selectOption({ label: game });
    const sheets = dialog.getByRole('group', { name: 'Sheets' }).getByRole('checkbox');
    expect(await sheets.count()).toBeGreaterThan(0);
    for (const box of await sheets.all()) await expect(box).toBeChecked();
    const all = await previewCount(dialog);
    expect(all).toBeGreaterThan(0);
    await dialog.screenshot({ path: test.info().outputPath(`dialog-${game}.png`) });
    // Leaving a sheet out leaves its pages out; leaving every sheet out says so.
    for (const box of await sheets.all()) await box.uncheck();
    await expect(dialog.getByRole('alert')).toHaveText('Choose at least one sheet to print.');
    await expect(dialog.getByRole('button', { name: 'Save as PDF…' })).toBeDisabled();
    await sheets.first().check();
    expect(await previewCount(dialog)).toBeLessThanOrEqual(all);
  }
  // Nothing was mounted for printing while choosing.
  expect(await printRootHtml(page)).toBe('');
  await dialog.getByLabel('Game').focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('the paper and the backs offset are remembered, the offset kept on the half millimetre within ±10', { tag: '@long' }, async ({ page }) => {
  await menu(page);
  let dialog = await openPrintDialog(page);
  await dialog.getByLabel('Paper size').selectOption('letter');
  await dialog.getByLabel('Right (mm)').fill('1.3');
  await dialog.getByLabel('Right (mm)').blur();
  await dialog.getByLabel('Down (mm)').fill('-25');
  await dialog.getByLabel('Down (mm)').blur();
  await expect(dialog.getByLabel('Right (mm)')).toHaveValue('1.5');
  await expect(dialog.getByLabel('Down (mm)')).toHaveValue('-10');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  dialog = await openPrintDialog(page);
  await expect(dialog.getByLabel('Paper size')).toHaveValue('letter');
  await expect(dialog.getByLabel('Right (mm)')).toHaveValue('1.5');
  await expect(dialog.getByLabel('Down (mm)')).toHaveValue('-10');
  // The calibration pair goes first, its back's cross moved by the offset.
  const captions = dialog.getByRole('region', { name: 'Preview' }).locator('.print-caption');
  await expect(captions.first()).toHaveText(/^page 1 of \d+$/);
  await dialog.getByRole('checkbox', { name: 'Calibration page first' }).check();
  await expect(captions.nth(0)).toHaveText(/^page 1 of \d+ · calibration, front$/);
  await expect(captions.nth(1)).toHaveText(/^page 2 of \d+ · calibration, back$/);
  await expect(dialog.getByRole('region', { name: 'Preview' }).getByRole('img', { name: 'Calibration, back: scales' })).toBeVisible();
  await dialog.screenshot({ path: test.info().outputPath('calibration.png') });
});

test('Ctrl+P opens the dialog from the main menu, and Escape closes it', async ({ page }) => {
  await menu(page);
  await page.keyboard.press('Control+p');
  const dialog = page.getByRole('dialog', { name: 'Print sheets' });
  await expect(dialog).toBeVisible();
  // A modal: focus moves in (to its first control), and Escape there closes it.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('at 960 x 600 the pages scroll on their own: the options stay where they are beside them', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  await menu(page);
  await page.keyboard.press('Control+p');
  const dialog = page.getByRole('dialog', { name: 'Print sheets' });
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('.print-thumb').first()).toBeVisible();
  const first = dialog.getByRole('checkbox').first();
  await expect(first).toBeInViewport({ ratio: 1 });
  const box = (await preview.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 1500);
  // The pages moved under the pointer; the options column did not (the whole window scrolled before).
  await expect.poll(() => preview.evaluate((el) => el.scrollTop)).toBeGreaterThan(500);
  await expect(first).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Save as PDF…' })).toBeInViewport({ ratio: 1 });
});

test('a print that fails says why in the dialog, and the sheets are taken down all the same', async ({ page }) => {
  const problems = await menu(page);
  const dialog = await openPrintDialog(page);
  const answers = [
    ['the host refuses', "Promise.resolve({ ok: false, message: 'Muster could not write \"/x.pdf\": disk full.' })", 'Muster could not write “/x.pdf”: disk full.'],
    ['the host throws', "Promise.reject(new Error('The print job could not start.'))", 'The print job could not start.'],
  ] as const;
  for (const [, answer, message] of answers) {
    await page.evaluate(`window.__muster.app.host.printSheets = () => ${answer}`);
    await dialog.getByRole('button', { name: 'Save as PDF…' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(message);
    expect(await printRootHtml(page)).toBe('');
    await expect(dialog.getByRole('button', { name: 'Save as PDF…' })).toBeEnabled();
  }
  // A cancel is no error: nothing said, the dialog stays for another try.
  await page.evaluate(`window.__muster.app.host.printSheets = () => { window.__cancelAsked = true; return Promise.resolve({ ok: false, cancelled: true, message: 'Saving the PDF was cancelled.' }); }`);
  await dialog.getByRole('button', { name: 'Save as PDF…' }).click();
  // The host was asked (the sheets were up), and the dialog is no longer busy (they are down again):
  // with nothing on screen to wait for, a busy machine could otherwise look before the teardown.
  await page.waitForFunction(() => (window as unknown as { __cancelAsked?: boolean }).__cancelAsked === true);
  await expect(dialog.getByRole('progressbar', { name: 'Drawing the pages' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  expect(await printRootHtml(page)).toBe('');
  expect(problems).toEqual([]);
});

/**
 * Every box on the printed pages that clips what overflows it (a text section, a card's face, a
 * heading) holds all of its content, on both papers: words that ran past a box's end were printed
 * nowhere (Cups of War's turn in brief lost its last line on A4, into a hidden third column).
 */
async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const e of document.querySelectorAll<HTMLElement>('#print-root *')) {
      const cs = getComputedStyle(e);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      if (e.scrollHeight <= e.clientHeight + 1 && e.scrollWidth <= e.clientWidth + 1) continue;
      const where = e.closest<HTMLElement>('[data-page]')?.dataset.page;
      out.push(`page ${where}: ${e.tagName.toLowerCase()}.${e.className} holds ${e.scrollWidth} × ${e.scrollHeight} px in ${e.clientWidth} × ${e.clientHeight}: “${(e.textContent ?? '').slice(0, 50)}…”`);
    }
    return out;
  });
}

test("Jumonville's figure cards print a figure's name whole, at the most the set-up takes (40 letters): smaller type over two lines, never cut short", async ({ page }) => {
  const problems = await menu(page);
  const long = 'Lieutenant-Colonel George Washington III';
  const wide = 'W'.repeat(40);
  expect([long.length, wide.length]).toEqual([40, 40]);
  await page.getByRole('button', { name: 'Skirmish at Jumonville Glen' }).click();
  const setup = page.getByRole('dialog', { name: 'New Skirmish at Jumonville Glen' });
  await setup.getByText('Edit the figures and terrain').click();
  await setup.getByLabel('Figure name').nth(0).fill(long);
  await setup.getByLabel('Figure name').nth(1).fill(wide);
  await setup.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  await holdPrinting(page);
  for (const paper of ['a4', 'letter'] as const) {
    const dialog = await openPrintDialog(page);
    await dialog.getByLabel('Paper size').selectOption(paper);
    await pressAndHold(page, dialog);
    await page.emulateMedia({ media: 'print' });
    const names = page.locator('#print-root .jmp-card h3');
    await expect(names.nth(0)).toHaveText(long);
    await expect(names.nth(1)).toHaveText(wide);
    // A long name of ordinary letters takes two lines at most; forty of the widest take a third, and
    // still nothing on either card is cut off (its hit boxes too keep their place).
    const lines = await names.nth(0).evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)));
    expect(lines, `${paper}: the lines of ${long}`).toBe(2);
    expect(await clipped(page), paper).toEqual([]);
    for (const i of [0, 1]) await page.locator('#print-root .jmp-card').nth(i).screenshot({ path: `test-results/screens/jumonville-long-name-${i + 1}-${paper}.png` });
    await page.emulateMedia({ media: 'screen' });
    await release(page);
    await expect(dialog).toBeHidden();
  }
  expect(problems).toEqual([]);
});

test("ACW Ironclads' status cards print a ship's name whole, at the most the set-up takes (40 letters), and the models' note keeps to its two lines", async ({ page }) => {
  const problems = await menu(page);
  const long = 'USS Commodore Perry of the Western Fleet';
  const wide = 'W'.repeat(40);
  expect([long.length, wide.length]).toEqual([40, 40]);
  await page.getByRole('button', { name: 'ACW Ironclads' }).click();
  const setup = page.getByRole('dialog', { name: 'New ACW Ironclads' });
  const names = setup.getByRole('textbox', { name: 'Ship name' });
  await names.nth(0).fill(long);
  await names.nth(1).fill(wide);
  await names.nth(2).fill('USS Admiral Andrew Hull Foote of Cairo');
  await setup.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  await holdPrinting(page);
  const dialog = await openPrintDialog(page);
  await pressAndHold(page, dialog);
  await page.emulateMedia({ media: 'print' });
  // Before, each was cut short with "…" on its card, and the list of the models' names lost its third line.
  const cards = page.locator('#print-root .icp-card h3');
  await expect(cards.nth(0)).toHaveText(long);
  await expect(cards.nth(1)).toHaveText(wide);
  expect(await clipped(page)).toEqual([]);
  await page.locator('#print-root .icp-card').nth(1).screenshot({ path: 'test-results/screens/ironclads-long-name.png' });
  await page.emulateMedia({ media: 'screen' });
  await release(page);
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('every game prints all of its words on A4 and US Letter: no text section, card face or heading clips what it holds', { tag: '@long' }, async ({ page }) => {
  test.setTimeout(240_000);
  const problems = await menu(page);
  await holdPrinting(page);
  for (const game of PRINTING_GAMES) {
    for (const paper of ['a4', 'letter'] as const) {
      const dialog = await openPrintDialog(page);
      await dialog.getByLabel('Game').selectOption({ label: game });
      await dialog.getByLabel('Paper size').selectOption(paper);
      await pressAndHold(page, dialog);
      // As printed: print media, the sheets' own fonts and sizes.
      await page.emulateMedia({ media: 'print' });
      expect(await clipped(page), `${game} on ${paper}`).toEqual([]);
      await page.emulateMedia({ media: 'screen' });
      await release(page);
      await expect(dialog).toBeHidden();
    }
  }
  expect(problems).toEqual([]);
});

test('in a game of an 80-letter name without a space, the Print window shows the name whole in its options column, which does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  await menu(page);
  await page.getByRole('button', { name: 'Cups of War' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
  await page.getByRole('navigation', { name: 'Game toolbar' }).waitFor();
  const name = 'W'.repeat(80);
  await page.getByRole('button', { name: 'Save As…' }).click();
  await page.getByRole('dialog', { name: 'Save as' }).getByRole('textbox').fill(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(`Saved “${name}”`);
  await page.keyboard.press('Control+p');
  const dialog = page.getByRole('dialog', { name: 'Print sheets' });
  const options = dialog.locator('.print-options');
  await expect(options.getByText(name)).toBeVisible();
  expect(await options.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const column = (await options.boundingBox())!;
  const title = (await options.getByText(name).boundingBox())!;
  expect(title.x + title.width).toBeLessThanOrEqual(column.x + column.width);
});
