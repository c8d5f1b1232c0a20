// Tiny 18c's Print dialog from the game: the preview shows each page as it prints, its headings
// whole, none dressed as the dialog's own header and footer.
import { expect, test } from '@playwright/test';
import { watchProblems } from './support/modes';
import { holdPrinting, openPrintDialog, pressAndHold, release } from './support/print';

test("the print preview's headings and page footers are the printed sheets': the counters' heading whole, not cut by the dialog's header style", async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?seed=18');
  await page.getByRole('button', { name: 'Tiny 18c' }).click();
  await page.getByRole('dialog', { name: 'New Tiny 18c' }).getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  const dialog = await openPrintDialog(page);
  const preview = dialog.getByRole('region', { name: 'Preview' });
  const thumbs = preview.locator('.print-thumb');
  for (const thumb of await thumbs.all()) await thumb.scrollIntoViewIfNeeded();
  await expect(preview.locator('.sp-head', { hasText: "Attacker's counters" })).toHaveCount(1);
  /** Each heading and page footer as drawn: its words, whether they are cut, and its box's dress. */
  const looks = (root: string) =>
    page.evaluate((root) => {
      const el = document.querySelector(root)!;
      return [...el.querySelectorAll<HTMLElement>('.sp-head, .sp-foot')].map((e) => {
        const cs = getComputedStyle(e);
        const h2 = e.querySelector('h2');
        return {
          text: (h2 ?? e).textContent,
          cut: h2 ? h2.scrollWidth > h2.clientWidth : e.scrollWidth > e.clientWidth,
          dress: [cs.display, cs.paddingTop, cs.paddingLeft, cs.borderTopStyle, h2 ? getComputedStyle(h2).fontSize : ''].join(' '),
        };
      });
    }, root);
  const shown = await looks('.print-preview');
  expect(shown.filter((h) => h.cut).map((h) => h.text)).toEqual([]);
  // The same headings and footers, dressed alike, in the sheets the print job mounts.
  await holdPrinting(page);
  await pressAndHold(page, dialog);
  const printed = await looks('#print-root');
  expect(shown).toEqual(printed);
  await release(page);
  expect(problems).toEqual([]);
});
