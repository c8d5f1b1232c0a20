// Print sheets under test: press the toolbar's Print as a player would (the browser's print dialog
// cannot be driven headless, so it is counted), then show the page as print media shows it; and
// read the PDF Chromium makes of it.
import { expect, type Locator, type Page } from '@playwright/test';

/** Screen pixels to a millimetre at 96 px to the inch: true size under print media. */
export const PX_PER_MM = 96 / 25.4;

/** Presses Print, checks the page asked for the print dialog once, and returns the sheets as printed. */
export async function openPrintSheets(page: Page): Promise<Locator> {
  await page.evaluate(() => {
    const w = window as unknown as { __printed: number; print: () => void };
    w.__printed = 0;
    w.print = () => void w.__printed++;
  });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByText(/print dialog/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const sheets = page.getByLabel('Print sheets');
  await expect(sheets).toBeVisible();
  return sheets;
}

/** The page as a PDF: it has `pages` pages, each A4 (595.3 × 841.9 points). */
export async function expectA4Pdf(page: Page, pages: number): Promise<void> {
  const text = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(text.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(pages);
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text);
  expect(Number(box?.[1])).toBeCloseTo(595.3, 0);
  expect(Number(box?.[2])).toBeCloseTo(841.9, 0);
}
