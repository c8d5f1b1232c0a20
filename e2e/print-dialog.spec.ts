// The Print dialog as a player meets it, from the main menu and from each game, and the PDF of
// what it mounts: for every game with sheets, on A4 and US Letter, one-sided and two-sided, the
// page count is the dialog's, every page is the paper's size, the pieces are vector (no raster
// image in the PDF), and #print-root is empty before and after.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MODE_TITLES, startMode, watchProblems, type ModeTitle } from './support/modes';
import { PAPERS, PRINTING_GAMES, holdPrinting, openPrintDialog, pressAndHold, printRootHtml, release, type PaperId } from './support/print';

const run = promisify(execFile);

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

async function choose(dialog: Locator, game: string | null, paper: PaperId, sides: 'one' | 'two'): Promise<void> {
  if (game) await dialog.getByLabel('Game').selectOption({ label: game });
  await dialog.getByLabel('Paper size').selectOption(paper);
  const radio = dialog.getByRole('radio', { name: sides === 'one' ? 'One-sided' : /^Two-sided/ });
  if (await radio.isEnabled()) await radio.check();
}

test('from the main menu the dialog offers every game with sheets, previews its pages, and prints nothing until asked', async ({ page }) => {
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

test('the paper and the backs offset are remembered, the offset kept on the half millimetre within ±10', async ({ page }) => {
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

for (const game of PRINTING_GAMES) {
  test(`in ${game}, Print offers that game's sheets as they stand, and Save as PDF mounts them only while printing`, async ({ page }) => {
    const problems = await menu(page);
    await startMode(page, game, problems);
    expect(await printRootHtml(page)).toBe('');
    const dialog = await openPrintDialog(page);
    await expect(dialog.getByLabel('Game')).toHaveCount(0);
    await expect(dialog.getByText(new RegExp(`^${game},`))).toBeVisible();
    const n = await previewCount(dialog);
    await dialog.screenshot({ path: test.info().outputPath('dialog.png') });
    await holdPrinting(page);
    const request = await pressAndHold(page, dialog);
    expect(request).toMatchObject({ action: 'pdf', title: expect.stringMatching(new RegExp(`^${game},`)) });
    await expect(page.locator('#print-root .sp-page')).toHaveCount(n);
    await expect(dialog.getByRole('progressbar', { name: 'Drawing the pages' })).toContainText(`Drawing page ${n} of ${n}`);
    await expect(dialog.getByRole('button', { name: 'Save as PDF…' })).toBeDisabled();
    await dialog.screenshot({ path: test.info().outputPath('printing.png') });
    await release(page);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Printed by the test.');
    expect(await printRootHtml(page)).toBe('');
    expect(problems).toEqual([]);
  });
}

// Each paper and each way of printing once (A4 one-sided, Letter two-sided with bleed): the four
// combinations took four minutes of the CI's twenty, and the layout's unit tests cover every one.
for (const [paper, sides] of [
  ['a4', 'one'],
  ['letter', 'two'],
] as const) {
  {
    test(`every game's sheets as a PDF on ${PAPERS[paper].name}, ${sides}-sided: the dialog's page count, the paper's size, vector pieces`, async ({ page }) => {
      test.setTimeout(180_000);
      const problems = await menu(page);
      const games = await printableGames(page);
      expect(games.length).toBeGreaterThan(0);
      await holdPrinting(page);
      const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-dialog-'));
      try {
        for (const game of games) {
          const dialog = await openPrintDialog(page);
          await choose(dialog, games.length > 1 ? game : null, paper, sides);
          if (sides === 'two') await dialog.getByRole('checkbox', { name: 'Bleed: 3 mm of colour past every cut' }).check();
          const n = await previewCount(dialog);
          expect(await printRootHtml(page)).toBe('');
          expect(await pressAndHold(page, dialog)).toMatchObject({ paper, action: 'pdf' });
          await expect(dialog.getByRole('progressbar', { name: 'Drawing the pages' })).toHaveAttribute('aria-valuenow', String(n));
          const file = path.join(dir, `${game}.pdf`);
          await writeFile(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
          await release(page);
          await expect(dialog).toBeHidden();
          expect(await printRootHtml(page)).toBe('');

          const info = (await run('pdfinfo', [file])).stdout;
          expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1]), `${game}: pages`).toBe(n);
          const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
          expect(Number(size?.[1]), `${game}: page width`).toBeCloseTo(PAPERS[paper].points[0], 0);
          expect(Number(size?.[2]), `${game}: page height`).toBeCloseTo(PAPERS[paper].points[1], 0);
          // Vector: pdfimages lists nothing under its two header lines.
          const images = (await run('pdfimages', ['-list', file])).stdout.trim().split('\n').slice(2);
          expect(images, `${game}: raster images in the PDF`).toEqual([]);
          // The pages to look at, at a size a player reads (kept with the test's output).
          const out = test.info().outputPath(`${game}-${paper}-${sides}`);
          await run('pdftoppm', ['-r', '50', '-png', file, out]);
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      expect((await readdir(test.info().outputPath())).length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }
}

test('a print that fails says why in the dialog, and the sheets are taken down all the same', async ({ page }) => {
  const problems = await menu(page);
  const dialog = await openPrintDialog(page);
  const answers = [
    ['the host refuses', "Promise.resolve({ ok: false, message: 'Muster could not write \"/x.pdf\": disk full.' })", 'Muster could not write "/x.pdf": disk full.'],
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
  await page.evaluate(`window.__muster.app.host.printSheets = () => Promise.resolve({ ok: false, cancelled: true, message: 'Saving the PDF was cancelled.' })`);
  await dialog.getByRole('button', { name: 'Save as PDF…' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  expect(await printRootHtml(page)).toBe('');
  expect(problems).toEqual([]);
});
