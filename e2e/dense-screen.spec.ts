// On a high-density screen (two device pixels to the CSS pixel: every Mac's, most laptops') the
// table must be drawn with all the screen's pixels, not at half of them and blown up (Phaser has
// no resolution of its own: renderer/app/pixel-ratio.ts). Every mode is played with the mouse at
// twice the pixels, and drawn as at one; the window resized, and taken to a screen of another
// density, keeps the canvas at the screen's own. This browser draws in software (SwiftShader),
// where the table stays at one pixel unless the page is opened with ?density=full (the last test).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { MODE_TITLES, difference, share, startMode, tablePixels, toMainMenu, watchProblems, type Pixels } from './support/modes';
import { DRAWN, MOVES, look } from './support/mode-moves';
import { dragOnTable, pieces, startFreeTable, tableStill } from './support/table';

// The tests' usual window (1280 × 800: the log open beside the table), at twice the pixels.
test.use({ deviceScaleFactor: 2 });

/** The canvas's pixels and its size on the page, and the pixel ratio of the words on the table. */
async function canvasOf(page: Page): Promise<{ width: number; height: number; cssWidth: number; cssHeight: number; words: number[] }> {
  return page.evaluate(() => {
    type T = { resolution?: number; style?: { resolution?: number }; type?: string; list?: T[] };
    type W = { __muster: { stage: { game: { scene: { getScenes(active: boolean): { children: { list: T[] } }[] } } } } };
    const c = document.querySelector('canvas')!;
    const words: number[] = [];
    const walk = (list: T[]) => {
      for (const o of list) {
        if (o.type === 'Text') words.push(o.style?.resolution ?? 0);
        else if (o.list) walk(o.list);
      }
    };
    for (const scene of (window as unknown as W).__muster.stage.game.scene.getScenes(true)) walk(scene.children.list);
    return { width: c.width, height: c.height, cssWidth: c.clientWidth, cssHeight: c.clientHeight, words: [...new Set(words)] };
  });
}

/** Each mode's table as first drawn at one pixel to the CSS pixel, in a page of its own. */
async function drawnAtOne(browser: Browser): Promise<Map<string, Pixels>> {
  const context = await browser.newContext({ deviceScaleFactor: 1, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto('/?seed=11');
  const out = new Map<string, Pixels>();
  for (const title of MODE_TITLES) {
    await startMode(page, title, problems);
    out.set(title, await look(page, problems));
    await toMainMenu(page);
  }
  expect(problems).toEqual([]);
  await context.close();
  return out;
}

test('every mode at twice the pixels: the canvas has them all, the table is drawn whole and as at one, and is played with the mouse', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const atOne = await drawnAtOne(browser);
  const problems = watchProblems(page);
  await page.goto('/?seed=11&density=full');
  for (const title of MODE_TITLES) {
    await startMode(page, title, problems);
    const first = await look(page, problems);
    const c = await canvasOf(page);
    expect([c.width, c.height], `${title}: the canvas's pixels, twice its size on the page`).toEqual([c.cssWidth * 2, c.cssHeight * 2]);
    expect([c.cssWidth, c.cssHeight], `${title}: the canvas's size on the page`).toEqual([1280, 800]);
    // Drawn to a quarter of the canvas, or at another scale, the table would differ by far more.
    expect(difference(first, atOne.get(title)!), `${title}: drawn as at one pixel to the CSS pixel`).toBeLessThan(8);
    if (c.words.length) expect(c.words, `${title}: words on the table written at twice the pixels`).toEqual([2]);
    await MOVES[title](page);
    const drawn = share(await look(page, problems), DRAWN[title].test);
    expect(drawn, `${title}: ${DRAWN[title].what} drawn after a move made with the mouse`).toBeGreaterThan(DRAWN[title].least);
    expect(problems, title).toEqual([]);
    await toMainMenu(page);
  }
});

test('at twice the pixels a piece goes where the mouse takes it, after the window is resized, after it moves to a screen of one pixel and back, and to one pixel at the same size', async ({ page }) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 960, height: 600 });
  await startFreeTable(page, '/?density=full');
  await page.getByRole('button', { name: 'Add red token' }).click();
  const drag = async (dx: number) => {
    await tableStill(page);
    const [token] = await pieces(page);
    await dragOnTable(page, token!, { x: token!.x + dx, y: token!.y });
    const [moved] = await pieces(page);
    expect(moved!.x - token!.x, 'the token moved as far as the mouse took it, on the table').toBeCloseTo(dx, -0.5);
  };
  // The Free Table's green cloth fills its picture: drawn with the boxes of another ratio, the
  // table lay in a quarter of the canvas, the rest dark.
  const drawnWhole = async (when: string) => {
    await tableStill(page);
    const cloth = share(await tablePixels(page), (r, g, b) => g > r + 20 && g > b + 10);
    expect(cloth, `${when}: the table's cloth fills its picture`).toBeGreaterThan(0.6);
  };
  await drawnWhole('at 960 × 600');
  await drag(60);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(async () => (await canvasOf(page)).width).toBe(3840);
  expect((await canvasOf(page)).height).toBe(2160);
  await drawnWhole('at 1920 × 1080');
  await drag(-40);

  // Taken to a screen of one pixel to the CSS pixel, a little narrower, and back: the canvas follows.
  // (Chromium's emulated density fires no media query change, only the resize: pixel-ratio.test
  // takes the media query's part.)
  const cdp = await page.context().newCDPSession(page);
  const screen = (width: number, deviceScaleFactor: number) =>
    cdp.send('Emulation.setDeviceMetricsOverride', { width, height: 1080, deviceScaleFactor, mobile: false });
  await screen(1900, 1);
  await expect.poll(async () => (await canvasOf(page)).width).toBe(1900);
  await drawnWhole('on a screen of one pixel');
  await drag(50);
  await screen(1920, 2);
  await expect.poll(async () => (await canvasOf(page)).width).toBe(3840);
  await drawnWhole('back on a screen of two');
  await drag(-30);

  // To a screen of one pixel at the same size: no resize, only the media query's change, on which
  // the scale manager is refreshed (followRatio: emulated here, where Chromium fires none). The
  // table is drawn whole at the new ratio, as it was at the old.
  await tableStill(page);
  const before = await tablePixels(page);
  await screen(1920, 1);
  await page.evaluate(() => (window as unknown as { __muster: { stage: { game: { scale: { refresh(): void } } } } }).__muster.stage.game.scale.refresh());
  await expect.poll(async () => (await canvasOf(page)).width).toBe(1920);
  expect(difference(await tablePixels(page), before), 'the table drawn whole at the new ratio').toBeLessThan(8);
  await drag(40);
  await cdp.detach();
  expect(problems).toEqual([]);
});

test('drawn in software, the table stays at one pixel to the CSS pixel on a screen of two: four times the pixels would cost the dice most of their frames', async ({ page }) => {
  const problems = watchProblems(page);
  await startFreeTable(page);
  // The premise: this browser's WebGL is a software renderer.
  const renderer = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return gl ? String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : 'none';
  });
  expect(renderer).toMatch(/swiftshader/i);
  const c = await canvasOf(page);
  expect([c.width, c.height], 'the canvas at one pixel to the CSS pixel').toEqual([c.cssWidth, c.cssHeight]);
  await page.setViewportSize({ width: 960, height: 600 });
  await expect.poll(async () => (await canvasOf(page)).width).toBe(960);
  // Drawn whole, and a piece still goes where the mouse takes it.
  await tableStill(page);
  expect(share(await tablePixels(page), (r, g, b) => g > r + 20 && g > b + 10)).toBeGreaterThan(0.6);
  await page.getByRole('button', { name: 'Add red token' }).click();
  await tableStill(page);
  const [token] = await pieces(page);
  await dragOnTable(page, token!, { x: token!.x + 60, y: token!.y });
  const [moved] = await pieces(page);
  expect(moved!.x - token!.x).toBeCloseTo(60, -0.5);
  expect(problems).toEqual([]);
});
