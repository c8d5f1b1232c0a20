// Every mode at 960 × 600, 1280 × 800 and 1920 × 1080, and resized between them while playing:
// the table refits into the room the panels leave, nothing of the toolbar or the panels is off
// the screen or hidden, and each panel's main button can be pressed where it is.
import { expect, test, type Page } from '@playwright/test';
import { MODE_TITLES, idle, panelSpills, startMode, watchProblems } from './support/modes';
import { tableStill } from './support/table';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 960, height: 600 },
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
  { width: 960, height: 600 },
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Layout {
  viewport: { width: number; height: number };
  table: Box;
  insets: { left: number; top: number; right: number; bottom: number };
  toolbarOverflow: number;
  /** The game's name in the toolbar, and how much of it is cut off (0 when it reads in full). */
  title: { text: string; cut: number };
  offScreen: string[];
  panels: { name: string; box: Box }[];
  unreachable: string[];
}

/** Reads the screen: where the table is on the canvas, the panels, and what is off screen or covered. */
function readLayout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    type W = { __muster: { app: { state: { ui: { insets: Layout['insets']; view: { tableOnCanvas(): Box } | null } } } } };
    const ui = (window as unknown as W).__muster.app.state.ui;
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const name = (el: Element) => el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 40) || el.className.toString();
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none';
    };
    const inside = (r: DOMRect) => r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
    const bar = document.querySelector('nav.topbar') as HTMLElement;
    const offScreen: string[] = [];
    for (const el of bar.querySelectorAll('button, select')) if (visible(el) && !inside(el.getBoundingClientRect())) offScreen.push(`toolbar: ${name(el)}`);
    // The panels: fixed boxes of the DOM layer over the table (the log, trays, orders, status cards).
    const panels: { name: string; box: Box }[] = [];
    for (const el of document.querySelectorAll('#ui .interactive')) {
      if (!visible(el) || getComputedStyle(el).position !== 'fixed' || el.matches('nav.topbar, footer.statusbar')) continue;
      const r = el.getBoundingClientRect();
      if (!inside(r)) offScreen.push(`panel: ${name(el)}`);
      panels.push({ name: name(el), box: { x: r.left, y: r.top, width: r.width, height: r.height } });
    }
    // Each panel's main button must be there to press: on screen, not scrolled away, not covered.
    const unreachable: string[] = [];
    for (const el of document.querySelectorAll('#ui button.primary')) {
      if (!visible(el) || el.closest('[role="dialog"]')) continue;
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!inside(r) || !hit || !(el === hit || el.contains(hit))) unreachable.push(name(el));
    }
    return {
      viewport: { width: vw, height: vh },
      table: ui.view!.tableOnCanvas(),
      insets: ui.insets,
      toolbarOverflow: bar.scrollWidth - bar.clientWidth,
      title: (({ textContent, scrollWidth, clientWidth }) => ({ text: textContent ?? '', cut: scrollWidth - clientWidth }))(bar.querySelector('.title') as HTMLElement),
      offScreen,
      panels,
      unreachable,
    };
  });
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

function expectGoodLayout(l: Layout, where: string): void {
  expect(l.toolbarOverflow, `${where}: the toolbar fits`).toBeLessThanOrEqual(1);
  // The game's default name ("Battle of Tippecanoe, 5 Dec, 18:59") reads in full: the buttons drop their words first.
  expect(l.title.cut, `${where}: the toolbar's title "${l.title.text}" is not cut`).toBeLessThanOrEqual(0);
  expect(l.offScreen, `${where}: nothing off screen`).toEqual([]);
  expect(l.unreachable, `${where}: main buttons can be pressed`).toEqual([]);
  // The table sits in the room the panels leave, and fills it: fitted, not where the last size left it.
  const free = { x: l.insets.left, y: l.insets.top, width: l.viewport.width - l.insets.left - l.insets.right, height: l.viewport.height - l.insets.top - l.insets.bottom };
  const t = l.table;
  expect(t.x, `${where}: table clear of the left panel`).toBeGreaterThanOrEqual(free.x - 2);
  expect(t.y, `${where}: table clear of the toolbar`).toBeGreaterThanOrEqual(free.y - 2);
  expect(t.x + t.width, `${where}: table clear of the right`).toBeLessThanOrEqual(free.x + free.width + 2);
  expect(t.y + t.height, `${where}: table clear of the bottom`).toBeLessThanOrEqual(free.y + free.height + 2);
  expect(Math.max(t.width / free.width, t.height / free.height), `${where}: table fills its room`).toBeGreaterThan(0.6);
  for (const p of l.panels) expect(overlap(p.box, t), `${where}: table under ${p.name}`).toBeLessThan(0.02 * t.width * t.height);
}

async function resizeTo(page: Page, size: { width: number; height: number }, problems: string[]): Promise<void> {
  await page.setViewportSize(size);
  // The canvas follows the window on Phaser's next step; then the table refits.
  await page.waitForFunction(([w, h]) => {
    const c = document.querySelector('#table canvas') as HTMLCanvasElement | null;
    return !!c && Math.abs(c.clientWidth - w!) < 2 && Math.abs(c.clientHeight - h!) < 2;
  }, [size.width, size.height]);
  await idle(page, problems);
  await page.waitForTimeout(150);
}

/**
 * The layout once the table has refitted: the log folds and opens with a transition, and the table
 * refits when the room it leaves is measured, which can be a few frames after the click. The same
 * checks, asked again until they hold (for up to 5 s); a layout that never comes right still fails.
 */
async function expectSettledLayout(page: Page, where: string): Promise<void> {
  await expect(async () => expectGoodLayout(await readLayout(page), where)).toPass({ timeout: 5_000 });
}

for (const title of MODE_TITLES) {
  test(`${title} at 960 × 600, 1280 × 800 and 1920 × 1080, resized between: the table refits and every control stays on screen`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchProblems(page);
    await page.setViewportSize(SIZES[0]!);
    await page.goto('/?seed=5');
    await startMode(page, title, problems);
    for (const size of SIZES) {
      await resizeTo(page, size, problems);
      const where = `${title} at ${size.width} × ${size.height}`;
      expectGoodLayout(await readLayout(page), where);
      expect(await panelSpills(page), `${where}: nothing in a panel spills over what follows it`).toEqual([]);
      // A message ("Saved") comes up over the table between the panels, never over a panel's orders or the log.
      await page.getByRole('navigation', { name: 'Game toolbar' }).getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Saved');
      const covered = await page.evaluate(() => {
        const boxes = [...document.querySelectorAll('.toast')].map((t) => t.getBoundingClientRect());
        return [...document.querySelectorAll('aside')].flatMap((a) => {
          const r = a.getBoundingClientRect();
          return r.width > 0 && boxes.some((t) => r.left < t.right - 1 && r.right > t.left + 1 && r.top < t.bottom - 1 && r.bottom > t.top + 1) ? [a.getAttribute('aria-label')] : [];
        });
      });
      expect(covered, `${where}: the message covers a panel`).toEqual([]);
      const messages = page.getByRole('status', { name: 'Messages' });
      while (await messages.getByRole('button', { name: 'Dismiss' }).count()) await messages.getByRole('button', { name: 'Dismiss' }).first().click();
      await page.screenshot({ path: `test-results/screens/layout-${title.replace(/\W+/g, '-')}-${size.width}x${size.height}.png` });
    }
    // Folding and opening the log gives the table the room and takes it back.
    await resizeTo(page, { width: 1280, height: 800 }, problems);
    const log = page.getByRole('complementary', { name: 'Game log' });
    await log.getByRole('button', { name: 'Hide' }).click();
    await idle(page, problems);
    await expectSettledLayout(page, `${title} with the log folded`);
    await log.getByRole('button', { name: /Log/ }).click();
    await idle(page, problems);
    await expectSettledLayout(page, `${title} with the log open again`);
    expect(problems).toEqual([]);
  });
}

test('in a narrow window the log opens over the table and folds again, and the table keeps its room', async ({ page }) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 960, height: 600 });
  await page.goto('/');
  await startMode(page, 'Tiny 18c', problems);
  const before = await readLayout(page);
  const log = page.getByRole('complementary', { name: 'Game log' });
  await log.getByRole('button', { name: /Log/ }).click();
  await expect(log.getByRole('log')).toBeVisible();
  const open = await readLayout(page);
  expect(open.table).toEqual(before.table);
  await log.getByRole('button', { name: 'Hide' }).click();
  await expect(log.getByRole('log')).toBeHidden();
  // Back to a wide window: the log has its own column again (the choice made wide was to show it).
  await resizeTo(page, { width: 1280, height: 800 }, problems);
  await expect(log.getByRole('log')).toBeVisible();
  expectGoodLayout(await readLayout(page), 'Tiny 18c wide again');
  expect(problems).toEqual([]);
});

test('in a narrow window Escape folds the log opened over the table first, and only the next Escape lets go of the selection', async ({ page }) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 960, height: 600 });
  await page.goto('/');
  await startMode(page, 'Free Table', problems);
  const status = page.getByRole('contentinfo', { name: 'Status' });
  await page.getByRole('button', { name: 'Add red token' }).click();
  await expect(status).toContainText('1 selected');
  const log = page.getByRole('complementary', { name: 'Game log' });
  await log.getByRole('button', { name: /Log/ }).click();
  await expect(log.getByRole('log')).toBeVisible();
  // The log lies over the table: Escape put the selection down and left the log in the way.
  await page.keyboard.press('Escape');
  await expect(log.getByRole('log')).toBeHidden();
  await expect(status).toContainText('1 selected');
  await page.keyboard.press('Escape');
  await expect(status).not.toContainText('selected');
  expect(problems).toEqual([]);
});

/**
 * The status bar's items as laid out: how many lines each one's text takes (a wrapped item is
 * twice the bar's line high and spills over its top and bottom), whether it is cut, and its box.
 */
function readStatusBar(page: Page): Promise<{ bar: { top: number; bottom: number }; items: { text: string; lines: number; top: number; bottom: number; cut: boolean; tooltip: string | null }[] }> {
  return page.evaluate(() => {
    const bar = document.querySelector('footer.statusbar') as HTMLElement;
    const b = bar.getBoundingClientRect();
    const items = [...bar.children].flatMap((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0) return [];
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops: number[] = [];
      for (const line of range.getClientRects()) if (line.width > 0 && !tops.some((t) => Math.abs(t - line.top) < 3)) tops.push(line.top);
      return [{ text: el.textContent ?? '', lines: tops.length, top: r.top, bottom: r.bottom, cut: el.scrollWidth > el.clientWidth + 1, tooltip: el.getAttribute('title') }];
    });
    return { bar: { top: b.top, bottom: b.bottom }, items };
  });
}

for (const title of MODE_TITLES) {
  test(`${title} at 960 × 600: the status bar keeps to one line, with the tape out and pieces picked`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 960, height: 600 });
    await page.goto('/?seed=5');
    await startMode(page, title, problems);
    // The pieces and the tape are aimed at at once: the table fits itself to the window first.
    await tableStill(page);
    const toolbar = page.getByRole('navigation', { name: 'Game toolbar' });
    if (title === 'Free Table') {
      // Two pieces on the table, both picked: "2 selected".
      const at = await page.evaluate(() => {
        type W = { __muster: { app: { state: { session: { act(a: unknown): unknown } } } }; __musterTable: { pagePoint(x: number, y: number): { x: number; y: number } } };
        const w = window as unknown as W;
        for (const x of [200, 260]) w.__muster.app.state.session.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: '' }, x, y: 200, angle: 0 });
        return [200, 260].map((x) => w.__musterTable.pagePoint(x, 200));
      });
      await idle(page, problems);
      await page.mouse.click(at[0]!.x, at[0]!.y);
      await page.keyboard.down('Shift');
      await page.mouse.click(at[1]!.x, at[1]!.y);
      await page.keyboard.up('Shift');
      await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('2 selected');
    }
    if (await toolbar.getByRole('button', { name: 'Measure' }).count()) {
      // The tape laid across most of the table: the longest reading the table gives.
      await toolbar.getByRole('button', { name: 'Measure' }).click();
      const t = await page.evaluate(() => (window as unknown as { __muster: { app: { state: { ui: { view: { tableOnCanvas(): Box } } } } } }).__muster.app.state.ui.view.tableOnCanvas());
      await page.mouse.move(t.x + t.width * 0.1, t.y + t.height * 0.2);
      await page.mouse.down();
      await page.mouse.move(t.x + t.width * 0.9, t.y + t.height * 0.8, { steps: 8 });
      await page.mouse.up();
      await expect(page.getByRole('status', { name: 'Tape' })).toHaveText(/^Tape: \d/);
    }
    const s = await readStatusBar(page);
    for (const item of s.items) {
      expect(item.lines, `${title}: "${item.text}" on one line`).toBe(1);
      expect(item.top, `${title}: "${item.text}" within the status bar`).toBeGreaterThanOrEqual(s.bar.top - 0.5);
      expect(item.bottom, `${title}: "${item.text}" within the status bar`).toBeLessThanOrEqual(s.bar.bottom + 0.5);
    }
    // What the player asked for (the tape's reading, the count picked) shows in full; the controls' hint
    // gives way, and whatever is cut short reads in full in its tooltip.
    for (const item of s.items.filter((i) => /^Tape|selected$|^Zoom/.test(i.text))) expect(item.cut, `${title}: "${item.text}" shows in full`).toBe(false);
    for (const item of s.items.filter((i) => i.cut)) expect(item.tooltip, `${title}: "${item.text}" cut short, in full in its tooltip`).toBe(item.text);
    expect(problems).toEqual([]);
  });
}

test('the New game window of every game uses a large window\'s room (wide, the seats side by side, no scrolling) and still fits 960 × 600', async ({ page }) => {
  const problems = watchProblems(page);
  const measure = (title: string) =>
    page.getByRole('dialog', { name: `New ${title}` }).evaluate((d) => {
      const body = d.querySelector('.body') as HTMLElement;
      const r = d.getBoundingClientRect();
      // A list's chosen words cut short by its width ("A person at this compu"): their width in its font against its room (less its arrow and padding).
      const ctx = document.createElement('canvas').getContext('2d')!;
      const cut = [...d.querySelectorAll('select')].flatMap((sel) => {
        const cs = getComputedStyle(sel);
        ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const text = sel.selectedOptions[0]?.text ?? '';
        const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 16;
        return ctx.measureText(text).width > room ? [`${text} (${Math.round(ctx.measureText(text).width)} px in ${Math.round(room)})`] : [];
      });
      return { width: r.width, left: r.left, right: r.right, top: r.top, bottom: r.bottom, scrolls: body.scrollHeight > body.clientHeight + 1, sideways: body.scrollWidth > body.clientWidth + 1, cut };
    });
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 960, height: 600 },
  ]) {
    await page.setViewportSize(size);
    for (const title of MODE_TITLES) {
      await page.goto('/');
      await page.getByRole('button', { name: title, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `New ${title}` });
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: `test-results/screens/new-game-${title.split(' ')[0]!.toLowerCase()}-${size.width}.png` });
      const m = await measure(title);
      const at = `${title} at ${size.width} × ${size.height}`;
      expect(m.left, `${at}: within the window`).toBeGreaterThanOrEqual(0);
      expect(m.right, `${at}: within the window`).toBeLessThanOrEqual(size.width);
      expect(m.bottom, `${at}: within the window`).toBeLessThanOrEqual(size.height);
      expect(m.sideways, `${at}: nothing runs off its side`).toBe(false);
      expect(m.cut, `${at}: lists whose words are cut`).toEqual([]);
      if (size.width === 1920) {
        // It was 560 px wide in a window of 1920, the Ironclads' two fleets scrolling one under the other.
        expect(m.width, `${at}: its width`).toBeGreaterThanOrEqual(800);
        expect(m.scrolls, `${at}: all of it in sight`).toBe(false);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('the Ironclads New game window: each ship\'s Remove sits on a line with her name or class, not on a line of its own (her class read whole: the test above)', async ({ page }) => {
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 960, height: 600 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.getByRole('button', { name: 'ACW Ironclads', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
    // Plum Point Bend: the two longest classes, and a long name.
    await dialog.getByRole('group', { name: 'Confederate' }).getByRole('textbox', { name: 'Ship name' }).first().fill('CSS General M. Jeff Thompson');
    // At 1920 the Remove button wrapped under the class list: three lines a ship.
    const rows = await dialog.locator('li.ic-ship').evaluateAll((ls) =>
      ls.map((l) => {
        const box = (e: Element | null) => e!.getBoundingClientRect();
        const [n, c, b] = [box(l.querySelector('input')), box(l.querySelector('select')), box(l.querySelector('button'))];
        const mid = b.top + b.height / 2;
        return { beside: (mid > n.top && mid < n.bottom) || (mid > c.top && mid < c.bottom), inside: b.right <= l.getBoundingClientRect().right + 0.5 };
      }),
    );
    expect(rows.length, `${size.width}: ships`).toBeGreaterThan(1);
    expect(rows, `${size.width}: every Remove beside a field, inside its row`).toEqual(rows.map(() => ({ beside: true, inside: true })));
    await expect(dialog.getByRole('button', { name: 'Remove CSS General M. Jeff Thompson' })).toBeVisible();
  }
});
