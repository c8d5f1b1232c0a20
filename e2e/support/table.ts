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

/** A point on the page, in CSS pixels (what page.mouse aims at). */
export interface PagePoint {
  x: number;
  y: number;
}

/**
 * Where `locate` (run in the page, given `arg`) puts a point, once it has stood still for five
 * animation frames. Aim a click or a drag from this right after a game starts or the window is
 * resized: the table fits itself to the window a moment later (the panels come up, the canvas
 * follows the window), and a click aimed before that lands beside its piece. Under load it did:
 * Tiny 18c's four orders lost ("Every unit stays."), a Tippecanoe loss clicked off beside its card.
 * `locate` may answer null while what it looks for is not on the table yet.
 */
export async function steadyPoint(page: Page, locate: () => PagePoint | null): Promise<PagePoint>;
export async function steadyPoint<A>(page: Page, locate: (arg: A) => PagePoint | null, arg: A): Promise<PagePoint>;
export async function steadyPoint(page: Page, locate: (arg: unknown) => PagePoint | null, arg?: unknown): Promise<PagePoint> {
  const end = Date.now() + 20_000;
  let last = '';
  for (let same = 0; ; ) {
    const p = await page.evaluate(locate, arg);
    const at = p ? `${p.x.toFixed(1)},${p.y.toFixed(1)}` : '';
    same = at && at === last ? same + 1 : 0;
    last = at;
    if (p && same >= 5) return p;
    if (Date.now() > end) throw new Error(`The point did not stand still on the page (last at ${at || 'nowhere'}).`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
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

/** Until the table stands still on the page (its corner over five frames): see steadyPoint. */
export async function tableStill(page: Page): Promise<void> {
  await steadyPoint(page, () => (window as unknown as { __musterTable: { pagePoint: (x: number, y: number) => PagePoint } }).__musterTable.pagePoint(0, 0));
}

/** A Free Table started from the main menu, standing still in the window: the tests' first clicks are aimed at it at once. */
export async function startFreeTable(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Free Table' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
  await page.getByRole('navigation', { name: 'Game toolbar' }).waitFor();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  await tableStill(page);
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

/**
 * A throw's fall on the screen (the Free Table's dice: 'throws.flight'; Cups of War's shake:
 * 'shakes.shake'), held while a window is open: waits as many frames as the whole fall has steps
 * (one a frame at most) and a second's more, and answers the step shown before and after. Held,
 * they are the same; let go, the second is the fall's last step, or null once it has landed.
 */
export async function fallWhileWaiting(page: Page, where: 'throws.flight' | 'shakes.shake'): Promise<{ before: number | null; after: number | null }> {
  type Run = { at: number; frames: unknown[] };
  type Scene = { game: { loop: { frame: number } } } & Record<string, Record<string, { fall: { run: Run } } | null | undefined> | undefined>;
  const fall = () =>
    page.evaluate((path) => {
      const scene = (window as unknown as { __musterTable: { scene: Scene } }).__musterTable.scene;
      const [owner, field] = path.split('.') as [string, string];
      const run = scene[owner]?.[field]?.fall.run;
      return { frame: scene.game.loop.frame, at: run?.at ?? null, steps: run?.frames.length ?? 0 };
    }, where);
  const held = await fall();
  await page.waitForFunction(
    ([from, steps]) => (window as unknown as { __musterTable: { scene: { game: { loop: { frame: number } } } } }).__musterTable.scene.game.loop.frame > from + steps + 60,
    [held.frame, held.steps] as const,
    { timeout: 30_000 },
  );
  return { before: held.at, after: (await fall()).at };
}
