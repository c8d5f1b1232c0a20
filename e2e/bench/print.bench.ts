// Print-and-play sheets to PDF in Chromium: for every game with sheets, the whole set through the
// Print dialog (the pages mounted in #print-root a few at a time, every picture decoded) and then
// Chromium's PDF of the page, as the desktop app's printToPDF makes it; median of a few runs, and
// the PDF's size. A4, one-sided, and two-sided with bleed.
import type { Page } from '@playwright/test';
import { withBuiltApp } from '../support/preview';
import { fmt, median, printRows, type Row } from './measure';

const PORT = Number(process.env.MUSTER_BENCH_PORT ?? 4178);
const RUNS = 3;

type Win = {
  __muster: { app: { modes: { title: string; sheetSet?: unknown }[]; host: { printSheets: (r: unknown) => Promise<unknown> } } };
  __printHeld?: { release: () => void };
};

async function holdPrinting(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as Win;
    w.__muster.app.host.printSheets = () =>
      new Promise((resolve) => {
        // A bound function, not an arrow: tsx names arrows in object literals with a helper the page lacks.
        w.__printHeld = { release: resolve.bind(null, { ok: true, detail: 'Printed by the benchmark.' }) };
      });
  });
}

/** One whole print: Save as PDF… pressed, the pages drawn and decoded, then the PDF made. */
async function printOnce(page: Page, game: string, sides: 'one' | 'two', bleed: boolean): Promise<{ ms: number; bytes: number; pages: number; twoSided: boolean }> {
  await page.getByRole('button', { name: 'Print…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print sheets' });
  await dialog.getByLabel('Game').selectOption({ label: game });
  await dialog.getByLabel('Paper size').selectOption('a4');
  const two = dialog.getByRole('radio', { name: /^Two-sided/ });
  // A set with no backs prints one-sided whatever is asked: the dialog offers no second side.
  const twoSided = sides === 'two' && (await two.isEnabled());
  if (twoSided) await two.check();
  else if (await two.isEnabled()) await dialog.getByRole('radio', { name: 'One-sided' }).check();
  await dialog.getByRole('checkbox', { name: /^Bleed/ }).setChecked(bleed);
  const pages = await dialog.getByRole('region', { name: 'Preview' }).locator('.sp-page').count();
  await page.evaluate(() => delete (window as unknown as Win).__printHeld);
  const t0 = Date.now();
  await dialog.getByRole('button', { name: 'Save as PDF…' }).click();
  await page.waitForFunction(() => !!(window as unknown as Win).__printHeld, null, { timeout: 120_000, polling: 10 });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const ms = Date.now() - t0;
  await page.evaluate(() => (window as unknown as Win).__printHeld?.release());
  await dialog.waitFor({ state: 'hidden' });
  return { ms, bytes: pdf.length, pages, twoSided };
}

export async function printBench(): Promise<Row[]> {
  const rows: Row[] = [];
  await withBuiltApp(PORT, { width: 1280, height: 800 }, async (page) => {
    await page.goto(`http://127.0.0.1:${PORT}/?seed=1`);
    await page.getByRole('main', { name: 'Main menu' }).waitFor();
    const games = await page.evaluate(() => (window as unknown as Win).__muster.app.modes.filter((m) => m.sheetSet).map((m) => m.title));
    await holdPrinting(page);
    for (const game of games) {
      for (const [sides, bleed] of [
        ['one', false],
        ['two', true],
      ] as const) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await printOnce(page, game, sides, bleed));
        const last = runs[runs.length - 1]!;
        const how = sides === 'one' ? 'one-sided' : last.twoSided ? 'two-sided with bleed' : 'with bleed (no backs: one-sided)';
        rows.push({
          bench: `${game}, A4, ${how}`,
          figure: `${fmt(median(runs.map((r) => r.ms)), 0)} ms median of ${RUNS} (${runs.map((r) => r.ms).join(', ')}); ${last.pages} pages, PDF ${fmt(last.bytes / 1024, 0)} KB`,
        });
      }
    }
  });
  printRows('Print-and-play sheets to PDF (Debian Chromium, headless: Save as PDF… to the PDF made)', rows);
  return rows;
}
