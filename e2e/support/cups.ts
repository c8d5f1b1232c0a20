// Cups of War in the page, for the end-to-end tests: the state as the page holds it, the cup's
// shake as a real gesture, a drag from pile to pile, and the units lying alone.
import { expect, type Page } from '@playwright/test';
import { steadyPoint } from './table';

export interface Tile {
  id: string;
  owner: number;
  type: string;
  strength: number;
  command: boolean;
  starUp: boolean;
  where: string;
}
export interface Pile {
  id: string;
  tiles: string[];
  x: number;
  y: number;
}
export type Win = {
  __muster: { app: { state: { session: { state: { phase: string; turn: number; tiles: Tile[]; piles: Pile[]; players: { done: boolean }[]; cards: Record<string, { cards: string[] }> }; log: { text: string }[] } } } };
  __musterTable: { cupPoint(seat: number): { x: number; y: number }; pagePoint(x: number, y: number): { x: number; y: number }; busy(): boolean };
};

export const state = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as Win).__muster.app.state.session.state)) as Win['__muster']['app']['state']['session']['state']);
export const strength = (t: Tile) => (t.command && t.starUp ? 0 : t.strength);
/** A unit as the log and the panel name it: "5 Armor", "4 Infantry (star side up: 0)". */
const TYPE: Record<string, string> = { infantry: 'Infantry', armor: 'Armor', air: 'Air Support' };
export const unit = (t: Tile) => `${t.strength} ${TYPE[t.type]}${t.command && t.starUp ? ' (star side up: 0)' : ''}`;


/** The gesture alone: grab the cup, shake it side to side, then throw it up onto the table (the units are still falling when it returns). */
export async function throwCup(page: Page, seat: number): Promise<void> {
  await expect(page.getByRole('complementary', { name: 'War room' })).toContainText('Grab your cup');
  // Grabbed once it stands still: the first shake comes straight after the war starts, while the table fits itself to the window.
  const cup = await steadyPoint(page, (k) => (window as unknown as Win).__musterTable.cupPoint(k), seat);
  const up = seat === 0 ? -1 : 1;
  await page.mouse.move(cup.x, cup.y);
  await page.mouse.down();
  for (let i = 0; i < 8; i++) await page.mouse.move(cup.x + (i % 2 ? 35 : -35), cup.y + up * (20 + i * 3));
  for (let i = 1; i <= 5; i++) await page.mouse.move(cup.x + i * 8, cup.y + up * (50 + i * 45));
  await page.mouse.up();
}

/** The gesture (throwCup), then the units landed and the table still; `meanwhile` runs while the units still slide. */
export async function shake(page: Page, seat: number, meanwhile?: () => Promise<void>): Promise<void> {
  await throwCup(page, seat);
  await meanwhile?.();
  // The units have landed (the table takes the release on its next frame), and the table is still.
  await page.waitForFunction((k) => !(window as unknown as Win).__muster.app.state.session.state.tiles.some((t) => t.owner === k && t.where === 'cup'), seat, { timeout: 15_000 });
  await page.waitForFunction(() => !(window as unknown as Win).__musterTable.busy(), null, { timeout: 15_000 });
  // Idle means nothing on the table moves: no unit is still turning over to the side it landed on.
  const turning = await page.evaluate(() => {
    const sprites = (window as unknown as { __musterTable: { scene: { sprites: Map<string, { visible: boolean; displayWidth: number; displayHeight: number }> } } }).__musterTable.scene.sprites;
    return [...sprites].filter(([, img]) => img.visible && Math.abs(img.displayWidth - img.displayHeight) > 0.01).map(([id, img]) => `${id} ${img.displayWidth.toFixed(1)} wide`);
  });
  expect(turning, 'units still turning over when the table said it was idle').toEqual([]);
}

export async function drag(page: Page, from: Pile, to: Pile): Promise<void> {
  const a = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [from.x, from.y]);
  const b = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [to.x, to.y]);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 10 });
  await page.mouse.up();
}

export const lone = (s: Awaited<ReturnType<typeof state>>, owner: number) =>
  s.piles
    .filter((p) => p.tiles.length === 1)
    .map((p) => ({ pile: p, tile: s.tiles.find((t) => t.id === p.tiles[0])! }))
    .filter((x) => x.tile.owner === owner && x.tile.where === 'table');

