// Starting any mode from the main menu as a player does, watching the page for errors, and
// reading what the table actually drew (its pixels), for tests that go through every mode.
import { expect, type Page } from '@playwright/test';

export const MODE_TITLES = ['Free Table', 'Tiny 18c', 'Cups of War', 'ACW Ironclads', 'Battle of Tippecanoe', 'Skirmish at Jumonville Glen'] as const;
export type ModeTitle = (typeof MODE_TITLES)[number];

type TableWin = { __musterTable?: { busy?: () => boolean } };

/** Collects uncaught errors and console errors from the page, for an `expect(problems).toEqual([])`. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`${e.message}\n${e.stack ?? ''}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  return problems;
}

/** From the main menu: the mode's card, then Start in its New game dialog with the default set-up. */
export async function startMode(page: Page, title: ModeTitle, problems: string[] = [], configure?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>): Promise<void> {
  // A scene publishes its test handle when it is built; forget the last one so we wait for this one.
  await page.evaluate(() => void ((window as unknown as TableWin).__musterTable = undefined));
  await page.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `New ${title}` });
  await expect(dialog).toBeVisible();
  await configure?.(dialog);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await letGameInProgressGo(page);
  await until(page, problems, () => !!(window as unknown as TableWin).__musterTable, 'The table was not built');
  await idle(page, problems);
}

/**
 * Two people at one computer: a new game opens behind the curtain (whoever pressed Start may not be
 * the first to play). `name` is the seat it waits for; its own button lifts it.
 */
export async function liftFirstCurtain(page: Page, name: string): Promise<void> {
  const lift = page.locator('.curtain button.primary');
  await expect(lift).toBeVisible();
  await expect(lift).toContainText(`I am ${name}`);
  await lift.click();
  await expect(lift).toBeHidden();
}

/** Lifts the curtain a new game opens behind when two or more people share this computer (see liftFirstCurtain); else nothing. */
export async function liftCurtainIfTogether(page: Page): Promise<void> {
  type W = { __muster: { app: { state: { session: { players: { control: string; name: string }[]; viewer: number } } } } };
  const first = await page.evaluate(() => {
    const session = (window as unknown as W).__muster.app.state.session;
    return session.players.filter((p) => p.control === 'human').length > 1 ? session.players[session.viewer]!.name : null;
  });
  if (first !== null) await liftFirstCurtain(page, first);
}

/**
 * After Start (or Load): a game played earlier in the page and never saved is asked about first
 * (Save the game in progress?); it is let go, and the new game's toolbar waited for.
 */
export async function letGameInProgressGo(page: Page): Promise<void> {
  const toolbar = page.getByRole('navigation', { name: 'Game toolbar' });
  const ask = page.getByRole('dialog', { name: 'Save the game in progress?' });
  await expect(toolbar.or(ask)).toBeVisible();
  if (await ask.isVisible()) await ask.getByRole('button', { name: 'Don’t save' }).click();
  await toolbar.waitFor();
}

/** Polls `check` in the page until it holds; fails at once with the page's errors if there are any. */
async function until(page: Page, problems: string[], check: () => boolean, what: string, timeout = 30_000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    if (problems.length) throw new Error(`The page failed:\n${problems.join('\n')}`);
    if (await page.evaluate(check)) return;
    if (Date.now() > end) throw new Error(`${what} after ${timeout} ms.`);
    await page.waitForTimeout(100);
  }
}

/**
 * Waits until the table plays nothing back (modes without playback are always idle), failing at
 * once with the page's errors if it has any: a scene that threw may never be idle again.
 */
export async function idle(page: Page, problems: string[] = [], timeout = 30_000): Promise<void> {
  await until(page, problems, () => !((window as unknown as TableWin).__musterTable?.busy?.() ?? false), 'The table was still playing back', timeout);
  // Two frames, so what changed is on the canvas.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * The page's wall clock moved on by `ms`, as if the player had sat over the table that long: what
 * the app does by the time elapsed (an autosave's picture taken afresh once the last is
 * AUTOSAVE_PICTURE_EVERY_MS old) happens without the test waiting for it. Only `Date` moves; the
 * table's frames and timers run on as they were.
 */
export async function passTime(page: Page, ms: number): Promise<void> {
  await page.evaluate((ms) => {
    const w = window as unknown as { Date: DateConstructor; __musterRealDate?: DateConstructor; __musterTimeAhead?: number };
    w.__musterTimeAhead = (w.__musterTimeAhead ?? 0) + ms;
    if (w.__musterRealDate) return;
    const Real = (w.__musterRealDate = w.Date);
    const ahead = () => Real.now() + (w.__musterTimeAhead ?? 0);
    w.Date = class extends Real {
      constructor(...args: unknown[]) {
        if (args.length) super(...(args as [string]));
        else super(ahead());
      }
      static override now() {
        return ahead();
      }
    } as DateConstructor;
  }, ms);
}

export async function toMainMenu(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Game toolbar' }).getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Free Table', exact: true })).toBeVisible();
}

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: number[];
}

/** A picture (a data URL) as its pixels, decoded in the page. */
async function pixelsOf(page: Page, url: string): Promise<Pixels> {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    return { width: img.width, height: img.height, data: Array.from(ctx.getImageData(0, 0, img.width, img.height).data) };
  }, url);
}

/**
 * The table as the canvas drew it (cropped to the table and its frame), scaled to `width` pixels:
 * taken straight after Phaser renders a frame, the same way the saves list's pictures are.
 */
export async function tablePixels(page: Page, width = 160): Promise<Pixels> {
  const url = await page.evaluate(async (w) => {
    type W = {
      __muster: {
        app: { state: { ui: { view: { tableOnCanvas(): { x: number; y: number; width: number; height: number } } | null } | null } };
        stage: { thumbnail(crop: unknown, width: number): Promise<string | undefined> };
      };
    };
    const m = (window as unknown as W).__muster;
    const crop = m.app.state.ui?.view?.tableOnCanvas();
    const url = await m.stage.thumbnail(crop, w);
    if (!url) throw new Error('The table drew no frame.');
    return url;
  }, width);
  return pixelsOf(page, url);
}

/** A part of the page as the screen shows it (a screenshot of `clip`, in page pixels), to count its pixels. */
export async function screenPixels(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<Pixels> {
  return pixelsOf(page, `data:image/png;base64,${(await page.screenshot({ clip })).toString('base64')}`);
}

/** The share of pixels (0 to 1) for which `test(r, g, b)` holds. */
export function share(p: Pixels, test: (r: number, g: number, b: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4) if (test(p.data[i]!, p.data[i + 1]!, p.data[i + 2]!)) n++;
  return n / (p.data.length / 4);
}

/** Mean absolute difference per channel (0 to 255) between two pictures of the same size. */
export function difference(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) return 255;
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    sum += Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!);
  }
  return sum / ((a.data.length / 4) * 3);
}

/**
 * What spills out of its box in the panels over the table: an element whose content is taller
 * than the box it is laid out in, drawn over whatever comes below it (text over buttons). An
 * element that scrolls or clips its content is not spilling, nor is one a little wider than its
 * box (the Ironclads panel's sticky bar reaches to the panel's edges on purpose). Each is named by
 * its aria-label or its first words.
 */
export function panelSpills(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const panel of document.querySelectorAll('#ui .interactive')) {
      const ps = getComputedStyle(panel);
      if (ps.position !== 'fixed' || ps.display === 'none' || panel.matches('nav.topbar, footer.statusbar')) continue;
      for (const el of panel.querySelectorAll<HTMLElement>('*')) {
        const cs = getComputedStyle(el);
        if (cs.display === 'none' || cs.display === 'inline' || cs.visibility === 'hidden' || el.clientHeight === 0) continue;
        if (cs.overflowY !== 'visible') continue;
        if (el.scrollHeight > el.clientHeight + 1) {
          out.push(`${panel.getAttribute('aria-label') ?? 'panel'}: ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName}`);
        }
      }
    }
    return out;
  });
}

/** How many pixels of two pictures (data URLs) of the same size differ by more than 40 in a channel (Infinity when the sizes differ). */
export async function pixelsApart(page: Page, a: string, b: string): Promise<number> {
  const [p, q] = [await pixelsOf(page, a), await pixelsOf(page, b)];
  if (p.width !== q.width || p.height !== q.height) return Infinity;
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4) if (Math.max(...[0, 1, 2].map((k) => Math.abs(p.data[i + k]! - q.data[i + k]!))) > 40) n++;
  return n;
}

/**
 * Concede asks first: Cancel leaves the game as it was, and Concede ends it. `concede` is the
 * panel's button, `title` the window's, `says` what it says; `result` reads the rules' result.
 */
export async function concedeAsksFirst(page: Page, concede: ReturnType<Page['getByRole']>, title: string, says: string, result: () => Promise<unknown>): Promise<void> {
  const ask = page.getByRole('dialog', { name: title });
  // Before: one click gave the game up for good.
  await concede.click();
  await expect(ask).toContainText(says);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  expect(await result()).toBeNull();
  await concede.click();
  await ask.getByRole('button', { name: 'Concede' }).click();
  await expect.poll(result).not.toBeNull();
}
