// Every game's print-and-play sheets, measured where the player meets them: in the PDF of the
// pages the Print dialog mounts, printed as the desktop app prints (the sheets' own page size,
// no margins, backgrounds). The test paints every face in solid colours (nothing moves), prints,
// rasterises the pages with pdftoppm, and finds each face on the paper: whole (never cut at a page
// break), inside the printable area, and at true size (the size the sheet engine laid it out at),
// so a page Chromium shrank to fit, or a piece drawn a pixel off, cannot pass.
import { expect, test, type Page } from '@playwright/test';
import { watchProblems } from './support/modes';
import {
  PAPERS,
  PRINTING_GAMES,
  holdPrinting,
  inkInMargins,
  openPrintDialog,
  pressAndHold,
  printPieces,
  printRootHtml,
  printToPages,
  release,
  type PaperId,
} from './support/print';

/** Each face's size as the engine laid it out: its box, in millimetres (SheetPages sets them so). */
async function laidOutSizes(page: Page): Promise<{ width: number; height: number }[]> {
  return page.locator('#print-root .sp-face').evaluateAll((els) =>
    els.map((e) => ({ width: parseFloat((e as HTMLElement).style.width), height: parseFloat((e as HTMLElement).style.height) })),
  );
}

const CASES: { paper: PaperId; sides: 'one' | 'two'; bleed: boolean }[] = [
  { paper: 'a4', sides: 'one', bleed: false },
  { paper: 'letter', sides: 'two', bleed: true },
];

/**
 * Sheets measured face by face, where a game's whole set is long: one section of each kind of
 * piece (here full-size and mini cards with their backs, the board, the marker, the summary).
 * The whole set's page count, paper and vector pieces are print-dialog.spec's, for every game.
 */
const MEASURED: Partial<Record<(typeof PRINTING_GAMES)[number], RegExp>> = {
  'Battle of Tippecanoe': /^(Tactics|Ammunition|US Troop Advancement Board|Battle of Tippecanoe: the turn in brief)/,
};

for (const game of PRINTING_GAMES) {
  for (const { paper, sides, bleed } of CASES) {
    test(`the sheets of ${game} print every face whole, at true size, inside the printable area of ${PAPERS[paper].name} (${sides}-sided${bleed ? ', bleed' : ''})`, async ({ page }) => {
      test.setTimeout(180_000);
      const problems = watchProblems(page);
      await page.goto('/?seed=3');
      await holdPrinting(page);
      const dialog = await openPrintDialog(page);
      await dialog.getByLabel('Game').selectOption({ label: game });
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
      await dialog.getByRole('checkbox', { name: /^Bleed/ }).setChecked(bleed);
      const pages = await dialog.getByRole('region', { name: 'Preview' }).locator('.print-thumb').count();
      await pressAndHold(page, dialog);

      await page.emulateMedia({ media: 'print' });
      const printed = await printToPages(page, paper, 100);
      expect(printed.length).toBe(pages);
      // Nothing, not even a cut mark or the foot line, outside the printable area.
      expect(inkInMargins(printed)).toEqual([]);
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
      expect(await printRootHtml(page)).toBe('');
      expect(problems).toEqual([]);
    });
  }
}
