import { expect, test } from '@playwright/test';

test('menu and table render', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('main', { name: 'Main menu' })).toBeVisible();
  await page.screenshot({ path: 'test-results/menu.png' });
  await page.getByRole('button', { name: 'Free Table' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('navigation', { name: 'Game toolbar' })).toBeVisible();
  await page.getByRole('button', { name: 'Add red token' }).click();
  await page.getByRole('button', { name: 'Add blue cavalry' }).click();
  await page.getByRole('button', { name: 'Add white d6' }).click();
  await page.getByRole('button', { name: 'Add deck of cards' }).click();
  await page.getByRole('button', { name: 'Add woods' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/table.png' });
  console.log(errors.join('\n'));
});
