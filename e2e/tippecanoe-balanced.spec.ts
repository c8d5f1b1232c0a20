// Battle of Tippecanoe's two variants as a player meets them: "Balanced" chosen in the set-up says
// what it changes, the game plays with it, the Rules window says what the lab found, and the sheets
// printed from that game carry the balanced values; a game as written, started again in the same
// page, does not.
import { expect, test, type Page } from '@playwright/test';
import { startMode, toMainMenu, watchProblems } from './support/modes';
import { holdPrinting, openPrintDialog, pressAndHold, release } from './support/print';

type Win = { __muster: { app: { state: { session: { state: { options: { variant: string; tuning?: unknown } } } } } } };
const options = (page: Page) => page.evaluate(() => (window as unknown as Win).__muster.app.state.session.state.options);

/** Prints the game's sheets with the host held, and returns the text of what was mounted to print. */
async function printedText(page: Page): Promise<string> {
  const dialog = await openPrintDialog(page);
  await holdPrinting(page);
  await pressAndHold(page, dialog);
  const text = (await page.locator('#print-root').textContent()) ?? '';
  await release(page);
  await expect(dialog).toBeHidden();
  return text;
}

test('Balanced in the set-up: the hint, the game, the Rules window and the printed sheets; then a game as written in the same page', { tag: '@long' }, async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?seed=21');
  await startMode(page, 'Battle of Tippecanoe', problems, async (dialog) => {
    const values = dialog.getByLabel('Card values');
    await expect(values.locator('option')).toHaveText(['As written', 'Balanced']);
    await values.selectOption({ label: 'Balanced' });
    await expect(dialog).toContainText('Tuned by self-play');
    await expect(dialog).toContainText('(as written');
    await dialog.screenshot({ path: test.info().outputPath('setup-balanced.png') });
  });
  expect(await options(page)).toEqual({ variant: 'balanced' });

  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Rules: Battle of Tippecanoe' });
  await expect(rules.getByRole('heading', { name: 'As written, or balanced' })).toBeVisible();
  await expect(rules).toContainText('The Balanced variant (chosen in the set-up) changes only values the worked example does not use');
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();

  const balanced = await printedText(page);
  expect(balanced).toContain('The balanced variant.');
  // The turn in brief's table of conditions gives the balanced Desertion.
  expect(balanced).toContain('Desertion3March a day3 troop cards, 1 weapon');
  expect(problems).toEqual([]);

  await toMainMenu(page);
  // New game opens on the last set-up started (Balanced); Defaults takes it back to as written.
  await startMode(page, 'Battle of Tippecanoe', problems, async (dialog) => {
    await expect(dialog.getByLabel('Card values')).toHaveValue('balanced');
    await dialog.getByRole('button', { name: 'Defaults' }).click();
  });
  expect(await options(page)).toEqual({ variant: 'as-written' });
  const asWritten = await printedText(page);
  expect(asWritten).toContain('Battle of Tippecanoe: the turn in brief');
  expect(asWritten).toContain('Desertion3March a day2 troop cards, 1 weapon');
  expect(asWritten).not.toContain('The balanced variant.');
  expect(problems).toEqual([]);
});
