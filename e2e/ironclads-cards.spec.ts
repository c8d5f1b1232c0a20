// ACW Ironclads' status cards: every card the same size whatever row it falls in, and their strip
// as tall as the cards it holds (at 1920 × 1080 four cards sat in a strip made for three rows).
import { expect, test, type Page } from '@playwright/test';

async function battle(page: Page, scenario: string): Promise<void> {
  await page.goto('/?seed=3');
  await page.getByRole('button', { name: 'ACW Ironclads' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
  await dialog.getByLabel('Scenario').selectOption(scenario);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
}

const boxes = (page: Page) =>
  page.getByRole('region', { name: 'Status cards' }).evaluate((strip) => ({
    strip: strip.getBoundingClientRect().toJSON() as DOMRect,
    cards: [...strip.querySelectorAll('article')].map((c) => c.getBoundingClientRect().toJSON() as DOMRect),
  }));

for (const size of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
  { width: 960, height: 600 },
]) {
  test(`at ${size.width} × ${size.height} Hampton Roads' four status cards are one size (the last, alone on its row, was 260 px wide beside 227), in a strip that fits them`, async ({ page }) => {
    await page.setViewportSize(size);
    await battle(page, 'hampton-roads');
    const { strip, cards } = await boxes(page);
    expect(cards).toHaveLength(4);
    for (const c of cards) {
      expect(Math.round(c.width), 'every card as wide as the first').toBe(Math.round(cards[0]!.width));
      expect(Math.round(c.height), 'every card as tall as the first').toBe(Math.round(cards[0]!.height));
    }
    // The strip hugs its cards: no more than its padding below the last row.
    const bottom = Math.max(...cards.map((c) => c.bottom));
    expect(strip.bottom - bottom, 'room under the last row of cards').toBeLessThanOrEqual(10);
    await page.screenshot({ path: `test-results/screens/ironclads-cards-${size.width}.png` });
  });
}
