// Helpers for driving the table with a real mouse: where a table point is on the page, and the
// state behind the screen (read only, to check what the player sees against the rules).
import type { Page } from '@playwright/test';

export interface PieceInfo {
  id: string;
  kind: string;
  x: number;
  y: number;
  angle: number;
  face?: number;
  faceUp?: boolean;
  locked?: boolean;
  colour?: string;
}

export async function pagePoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([wx, wy]) => (window as unknown as { __musterTable: { pagePoint: (x: number, y: number) => { x: number; y: number } } }).__musterTable.pagePoint(wx!, wy!),
    [x, y],
  );
}

export async function pieces(page: Page): Promise<PieceInfo[]> {
  return page.evaluate(() => {
    const app = (window as unknown as { __muster: { app: { state: { session: { state: { pieces: PieceInfo[] } } | null } } } }).__muster.app;
    return JSON.parse(JSON.stringify(app.state.session?.state.pieces ?? [])) as PieceInfo[];
  });
}

export async function startFreeTable(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Free Table' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
  await page.getByRole('navigation', { name: 'Game toolbar' }).waitFor();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
}

/** Press on a table point, move to another in small steps, rest, and let go: a drag, not a flick. */
export async function dragOnTable(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const a = await pagePoint(page, from.x, from.y);
  const b = await pagePoint(page, to.x, to.y);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.waitForTimeout(200);
  await page.mouse.up();
}
