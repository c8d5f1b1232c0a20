// The Free Table played from the keyboard: what a click on the tray or in a hand does, Enter and
// Space on the same button do too.
import { expect, test } from '@playwright/test';
import { pagePoint, pieces, startFreeTable } from './support/table';

test('Enter and Space on a tray item put its piece on the table, and on a card in the hand play it, as a click does', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.setViewportSize({ width: 960, height: 600 });
  await startFreeTable(page);

  await page.getByRole('button', { name: 'Add red token' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await pieces(page)).map((p) => p.kind)).toEqual(['token']);
  await page.getByRole('button', { name: 'Add deck of cards' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await pieces(page)).map((p) => p.kind)).toEqual(['token', 'deck']);
  // A key held down is one press, not a piece for each repeat.
  await page.waitForTimeout(300);
  expect(await pieces(page)).toHaveLength(2);

  // Five cards dealt to each; the first in Red's hand played with Enter.
  const deck = (await pieces(page)).find((p) => p.kind === 'deck')!;
  const at = await pagePoint(page, deck.x, deck.y);
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Deal five cards to each player' }).click();
  const hand = page.getByRole('region', { name: "Red's hand" }).getByRole('button', { name: /^Play the / });
  await expect(hand).toHaveCount(5);
  await hand.first().focus();
  await page.keyboard.press('Enter');
  await expect(hand).toHaveCount(4);
  await expect.poll(async () => (await pieces(page)).filter((p) => p.kind === 'card').map((p) => p.faceUp)).toEqual([true]);
  // The mouse still puts down one piece a click, not two.
  await page.getByRole('button', { name: 'Add blue token' }).click();
  await expect.poll(async () => (await pieces(page)).length).toBe(4);
  await page.waitForTimeout(300);
  expect(await pieces(page)).toHaveLength(4);
  expect(problems).toEqual([]);
});

test('the menu of a card in the hand, opened from the keyboard (Shift+F10) and closed with Escape, gives the keyboard back to the card', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  await startFreeTable(page);
  await page.getByRole('button', { name: 'Add deck of cards' }).click();
  const deck = (await pieces(page)).find((p) => p.kind === 'deck')!;
  const at = await pagePoint(page, deck.x, deck.y);
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Deal five cards to each player' }).click();
  const card = page.getByRole('region', { name: "Red's hand" }).getByRole('button', { name: /^Play the / }).nth(2);
  await card.focus();
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menuitem', { name: 'Play face up' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(card).toBeFocused();
  // Tab goes on from there, to the next card.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: "Red's hand" }).getByRole('button', { name: /^Play the / }).nth(3)).toBeFocused();
});
