// The Free Table's right-click menu lies wholly in the window, wherever the piece clicked lies.
import { expect, test } from '@playwright/test';
import { pagePoint, pieces, startFreeTable } from './support/table';

for (const viewport of [{ width: 960, height: 600 }, { width: 1920, height: 1080 }]) {
  test(`a deck right-clicked in the table's bottom right corner opens its menu whole in the window, every item in sight, at ${viewport.width} x ${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await startFreeTable(page);
    await page.getByRole('button', { name: 'Add deck of cards' }).click();
    const deck = (await pieces(page)).find((p) => p.kind === 'deck')!;
    // Near the bottom right corner of the table, with the arrow keys (an inch a press).
    const size = await page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { state: { size: { width: number; height: number } } } } } } }).__muster.app.state.session.state.size);
    for (let i = 0; i < Math.floor((size.width - deck.x) / 25.4) - 2; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < Math.floor((size.height - deck.y) / 25.4) - 2; i++) await page.keyboard.press('ArrowDown');
    const moved = (await pieces(page)).find((p) => p.kind === 'deck')!;
    const at = await pagePoint(page, moved.x, moved.y);
    await page.mouse.click(at.x, at.y, { button: 'right' });
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    for (const item of await menu.getByRole('menuitem').all()) await expect(item).toBeInViewport({ ratio: 1 });
    // Each item on one line: the menu is not squeezed against the window's edge.
    const heights = await menu.getByRole('menuitem').evaluateAll((items) => items.map((i) => i.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(Math.min(...heights) * 1.5);
    await page.screenshot({ path: `test-results/screens/free-menu-corner-${viewport.width}.png` });
    await menu.getByRole('menuitem', { name: 'Remove' }).click();
    await expect.poll(async () => (await pieces(page)).length).toBe(0);
  });
}

test('a token\'s label takes no more than the 12 characters it keeps: what the field shows is what the token is labelled, nothing cut off unseen', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  await startFreeTable(page);
  await page.getByRole('button', { name: 'Add red token' }).click();
  const token = (await pieces(page))[0]!;
  const at = await pagePoint(page, token.x, token.y);
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Label…' }).click();
  const field = page.getByRole('dialog', { name: 'Label the token' }).getByRole('textbox');
  await field.pressSequentially('Light infantry company');
  await expect(field).toHaveValue('Light infant');
  await page.keyboard.press('Enter');
  await expect.poll(async () => ((await pieces(page))[0] as unknown as { label: string }).label).toBe('Light infant');
});
