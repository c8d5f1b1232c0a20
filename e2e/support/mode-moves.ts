// One move of each mode, made with the mouse as a player makes it, and what its table must show
// after it: for the tests that go through every mode (modes.spec, dense-screen.spec).
import { expect, type Page } from '@playwright/test';
import { idle, tablePixels, type ModeTitle, type Pixels } from './modes';
import { steadyPoint } from './table';

type Win = { __musterTable: { cupPoint(seat: number): { x: number; y: number } } };

/** One move of each mode, made with the mouse as a player makes it. */
export const MOVES: Record<ModeTitle, (page: Page) => Promise<void>> = {
  'Free Table': async (page) => {
    await page.getByRole('button', { name: 'Add red token' }).click();
  },
  'Tiny 18c': async (page) => {
    const orders = page.getByRole('complementary', { name: 'Orders' });
    await orders.getByRole('button', { name: 'Suggest' }).click();
    await orders.getByRole('button', { name: 'Commit orders' }).click();
    await expect(orders).toContainText("Scouts' deployment", { timeout: 20_000 });
  },
  'Cups of War': async (page) => {
    // Grabbed once it stands still: the war has just started, and the table fits itself to the window.
    const cup = await steadyPoint(page, () => (window as unknown as Win).__musterTable.cupPoint(0));
    await page.mouse.move(cup.x, cup.y);
    await page.mouse.down();
    for (let i = 0; i < 8; i++) await page.mouse.move(cup.x + (i % 2 ? 35 : -35), cup.y - (20 + i * 3));
    for (let i = 1; i <= 5; i++) await page.mouse.move(cup.x + i * 8, cup.y - (50 + i * 45));
    await page.mouse.up();
    // The pour is logged once the tiles have settled.
    await expect(page.getByRole('log')).toContainText(/shook their cup/, { timeout: 20_000 });
  },
  'ACW Ironclads': async (page) => {
    await page.getByRole('button', { name: 'Move ship' }).click();
  },
  'Battle of Tippecanoe': async (page) => {
    await page.getByRole('group', { name: 'Moves' }).getByRole('button', { name: 'Muster' }).click();
    await expect(page.getByRole('status', { name: 'What to do' })).toContainText('Keep 5 of the warriors drawn');
  },
  'Skirmish at Jumonville Glen': async (page) => {
    await page.getByRole('complementary', { name: 'Skirmish' }).getByRole('button', { name: 'Turn the card' }).click();
    await expect(page.getByRole('log')).toContainText(/ of (hearts|diamonds|spades|clubs)/i, { timeout: 20_000 });
  },
};

/** What each mode's table must show after that move: its own things, not an empty cloth. */
export const DRAWN: Record<ModeTitle, { what: string; test: (r: number, g: number, b: number) => boolean; least: number }> = {
  'Free Table': { what: 'the red token', test: (r, g, b) => r > 150 && g < 90 && b < 90, least: 0.0005 },
  'Tiny 18c': { what: 'the cream squares of the field', test: (r, g, b) => r > 190 && g > 175 && b > 130 && r - b < 90, least: 0.2 },
  'Cups of War': { what: 'the red tiles poured from the cup', test: (r, g, b) => r > 140 && g < 90 && b < 90, least: 0.002 },
  'ACW Ironclads': { what: 'the blue river', test: (r, g, b) => b > r + 25 && b > 90, least: 0.25 },
  'Battle of Tippecanoe': { what: 'the cream faces of the warriors mustered', test: (r, g, b) => r > 225 && g > 215 && b > 185 && b < 225, least: 0.05 },
  'Skirmish at Jumonville Glen': { what: 'the brown ravine of the glen', test: (r, g, b) => r > 95 && r < 140 && g > 65 && g < 105 && b > 30 && b < 75 && r - b > 45, least: 0.04 },
};

/** Moves the mouse off the table (no hover labels) and reads the table. */
export async function look(page: Page, problems: string[]): Promise<Pixels> {
  await page.mouse.move(2, 300);
  await idle(page, problems);
  return tablePixels(page);
}
