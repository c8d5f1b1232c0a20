// ACW Ironclads: the move a player has planned (turned, the matchstick laid) and not yet given is
// kept by a save beside the log, never in it: saved, reloaded and continued, the plan is still on
// the table and in the panel, Undo has nothing to take back, and Move ship gives that very move.
import { expect, test, type Page } from '@playwright/test';
import { ironcladsState } from './support/ironclads';
import { tableStill } from './support/table';
import type { IroncladsAction } from '../renderer/games/ironclads/rules';

type Win = { __muster: { app: { state: { session: { history: { entries: { action: IroncladsAction }[]; cursor: number } } } } } };

const orders = (page: Page) => page.getByRole('complementary', { name: 'Orders' });

async function planHalfTurned(page: Page): Promise<void> {
  await orders(page).getByRole('radio', { name: 'Half' }).click();
  await orders(page).getByRole('slider').first().focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(orders(page)).toContainText('3° starboard');
}

test('a move planned and not yet given is kept by a save: reloaded and continued, the plan is back, Undo has nothing to take back, and Move ship gives it', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/?seed=7');
  await page.getByRole('button', { name: 'ACW Ironclads' }).click();
  await page.getByRole('dialog', { name: 'New ACW Ironclads' }).getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  await tableStill(page);
  const before = await ironcladsState(page);
  await planHalfTurned(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Saved');
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  await tableStill(page);
  await page.screenshot({ path: 'test-results/screens/ironclads-plan-kept.png' });
  // Before: the plan was gone, Full and straight offered afresh.
  await expect(orders(page).getByRole('radio', { name: 'Half' })).toBeChecked();
  await expect(orders(page)).toContainText('3° starboard');
  // No move: the log is as it was, and Undo does not take the plan back as if it were one.
  expect(await ironcladsState(page)).toEqual(before);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await orders(page).getByRole('button', { name: 'Move ship' }).click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as Win).__muster.app.state.session.history.entries[0]?.action ?? null)) as IroncladsAction | null))
    .toMatchObject({ type: 'move', distance: 'half', start: 3, end: 0 });
  expect(problems).toEqual([]);
});

/** Against the computer from the table's start: every Union ship stays, the computer moves its own, and the shooting is on. */
async function toTheShooting(page: Page): Promise<void> {
  await page.goto('/?seed=5');
  await page.getByRole('button', { name: 'ACW Ironclads' }).click();
  await page.getByRole('dialog', { name: 'New ACW Ironclads' }).getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  await tableStill(page);
  const fire = orders(page).getByRole('button', { name: /^(Fire|Hold fire)$/ });
  const bar = page.getByRole('status', { name: 'Playback' });
  while (!(await fire.isVisible())) {
    if (await bar.isVisible()) await bar.getByRole('button', { name: 'Skip' }).click().catch(() => undefined);
    else if (await orders(page).getByRole('button', { name: 'Move ship' }).isVisible()) {
      await orders(page).getByRole('radio', { name: 'Stay' }).click();
      await orders(page).getByRole('button', { name: 'Move ship' }).click();
    } else await page.waitForTimeout(100);
  }
}

async function saveReloadContinue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Saved');
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
}

const targetValues = (page: Page) => orders(page).getByRole('combobox').evaluateAll((ss) => ss.map((x) => (x as HTMLSelectElement).value));

test('targets picked and not yet fired are kept by a save against the computer: reloaded and continued, my choice is back, not the likeliest', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await toTheShooting(page);
  const fire = orders(page).getByRole('button', { name: 'Fire', exact: true });
  await expect(fire).toBeVisible();
  const target = orders(page).getByRole('combobox').first();
  const choices = await target.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const prefilled = await target.inputValue();
  const mine = choices.filter((c) => c !== '' && c !== prefilled).at(-1)!;
  await target.selectOption(mine);
  const picked = await targetValues(page);
  await saveReloadContinue(page);
  await expect(fire).toBeVisible();
  // Before: the likeliest target came back in place of the one picked.
  await expect(orders(page).getByRole('combobox').first()).toHaveValue(mine);
  expect(await targetValues(page)).toEqual(picked);
  await page.screenshot({ path: 'test-results/screens/ironclads-targets-kept.png' });
  expect(problems).toEqual([]);
});

test('targets cleared before a save stay cleared: reloaded and continued, every ship still holds its fire, not aimed again', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await toTheShooting(page);
  // The table aimed them; the player clears them all.
  expect((await targetValues(page)).some((v) => v !== '')).toBe(true);
  await orders(page).getByRole('button', { name: 'Clear targets' }).click();
  const hold = orders(page).getByRole('button', { name: 'Hold fire', exact: true });
  await expect(hold).toBeVisible();
  await saveReloadContinue(page);
  // Before: the likeliest targets came back, and Fire would have shot at them.
  await expect(hold).toBeVisible();
  expect((await targetValues(page)).every((v) => v === '')).toBe(true);
  await expect(orders(page).getByRole('button', { name: 'Clear targets' })).toBeDisabled();
  expect(problems).toEqual([]);
});
