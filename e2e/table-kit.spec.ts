// The tabletop kit under a real mouse: turning, flipping, the right-click menu, cards and hands,
// and the camera (zoom to the cursor, pan by dragging the cloth, fit).
import { expect, test, type Page } from '@playwright/test';
import { dragOnTable, pagePoint, pieces, startFreeTable } from './support/table';

async function worldAt(page: Page, sx: number, sy: number) {
  return page.evaluate(([x, y]) => {
    const cam = (window as unknown as { __musterTable: { scene: { cameras: { main: { getWorldPoint(x: number, y: number): { x: number; y: number }; zoom: number } } } } }).__musterTable.scene.cameras.main;
    const p = cam.getWorldPoint(x!, y!);
    return { x: p.x, y: p.y, zoom: cam.zoom };
  }, [sx, sy]);
}

test('a held piece turns with the wheel and R, flips with F, and the right-click menu acts on it', { tag: '@long' }, async ({ page }) => {
  await startFreeTable(page);
  await page.getByRole('button', { name: 'Add blue infantry' }).click();
  const [fig] = await pieces(page);
  const at = await pagePoint(page, fig!.x, fig!.y);
  // Pick it up, turn it one notch with the wheel while held, put it down a little way off.
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 20, at.y + 5, { steps: 4 });
  await page.mouse.wheel(0, 100);
  await page.mouse.move(at.x + 30, at.y + 10, { steps: 3 });
  await page.waitForTimeout(300);
  await page.mouse.up();
  expect((await pieces(page))[0]?.angle).toBe(15);
  await page.keyboard.press('r');
  expect((await pieces(page))[0]?.angle).toBe(30);
  await page.keyboard.press('f');
  expect(await pieces(page)).toMatchObject([{ flipped: true }]);
  await expect(page.getByRole('log')).toContainText('Red flipped the blue infantry');

  const now = (await pieces(page))[0]!;
  const p = await pagePoint(page, now.x, now.y);
  await page.mouse.click(p.x, p.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Turn 90° clockwise' }).click();
  expect((await pieces(page))[0]?.angle).toBe(120);
  await page.keyboard.press('Delete');
  expect(await pieces(page)).toEqual([]);
  await page.keyboard.press('Control+z');
  expect(await pieces(page)).toHaveLength(1);
});

test('a deck deals to the hands, a card is played from a hand by dragging, and hands stay private', async ({ page }) => {
  await startFreeTable(page);
  await page.getByRole('button', { name: 'Add deck of cards' }).click();
  const [deck] = await pieces(page);
  const d = await pagePoint(page, deck!.x, deck!.y);
  await page.mouse.dblclick(d.x, d.y);
  await expect(page.getByRole('log')).toContainText('Red drew a card onto the table');
  expect((await pieces(page)).filter((p) => p.kind === 'card')).toMatchObject([{ faceUp: false }]);

  await page.mouse.click(d.x, d.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Deal five cards to each player' }).click();
  const hand = page.getByRole('region', { name: "Red's hand" });
  await expect(hand.getByRole('button')).toHaveCount(5);
  const first = hand.getByRole('button').first();
  const cardName = ((await first.getAttribute('aria-label')) ?? '').replace('Play the ', '');
  const box = (await first.boundingBox())!;
  const target = await pagePoint(page, 300, 300);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x, target.y, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByRole('log')).toContainText(`Red played the ${cardName}`);
  await expect(hand.getByRole('button')).toHaveCount(4);
  const played = (await pieces(page)).filter((p) => p.kind === 'card').at(-1)!;
  expect(played).toMatchObject({ faceUp: true });
  expect(Math.hypot(played.x - 300, played.y - 300)).toBeLessThan(2);

  // Blue's seat shows Blue's five cards, and none of Red's.
  const redCards = await hand.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await page.getByRole('combobox', { name: 'Seat' }).selectOption({ label: 'Blue' });
  await page.getByRole('dialog', { name: 'Pass to Blue' }).getByRole('button', { name: 'I am Blue: show my hand' }).click();
  const blueHand = page.getByRole('region', { name: "Blue's hand" });
  await expect(blueHand.getByRole('button')).toHaveCount(5);
  const blueCards = await blueHand.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  // Every card of the pack is named once but for its two jokers ("JK1", "JK2": "the joker"), so a
  // joker in each hand is two cards, not one seen twice.
  expect(blueCards.filter((c) => redCards.includes(c) && c !== 'Play the joker')).toEqual([]);
  expect([...redCards, ...blueCards].filter((c) => c === 'Play the joker').length).toBeLessThanOrEqual(2);
  await page.screenshot({ path: 'test-results/screens/cards.png' });
});

test('the wheel zooms to the cursor, dragging the cloth pans, and 0 fits the table again', { tag: '@long' }, async ({ page }) => {
  await startFreeTable(page);
  const spot = { x: 500, y: 300 };
  const before = await worldAt(page, spot.x, spot.y);
  await page.mouse.move(spot.x, spot.y);
  await page.mouse.wheel(0, -400);
  await page.waitForTimeout(200);
  const after = await worldAt(page, spot.x, spot.y);
  expect(after.zoom).toBeGreaterThan(before.zoom * 1.5);
  expect(Math.abs(after.x - before.x)).toBeLessThan(1);
  expect(Math.abs(after.y - before.y)).toBeLessThan(1);

  await page.mouse.move(spot.x, spot.y);
  await page.mouse.down();
  await page.mouse.move(spot.x + 120, spot.y + 60, { steps: 8 });
  await page.mouse.up();
  const panned = await worldAt(page, spot.x + 120, spot.y + 60);
  expect(Math.abs(panned.x - after.x)).toBeLessThan(1);
  expect(Math.abs(panned.y - after.y)).toBeLessThan(1);

  await page.keyboard.press('0');
  expect((await worldAt(page, 0, 0)).zoom).toBeCloseTo(before.zoom, 5);
  await page.keyboard.press('ArrowRight');
  // The camera's matrix (what getWorldPoint reads) is brought up to date when the next frame is
  // drawn, with the picture: until then a pointer meets the table where the screen still shows it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect((await worldAt(page, spot.x, spot.y)).x).toBeGreaterThan(before.x);
});

test('a move is undone and redone from the toolbar and from the log', async ({ page }) => {
  await startFreeTable(page);
  await page.getByRole('button', { name: 'Add green token' }).click();
  const [t] = await pieces(page);
  await dragOnTable(page, t!, { x: t!.x - 80, y: t!.y - 40 });
  const moved = (await pieces(page))[0]!;
  await page.getByRole('button', { name: 'Undo' }).click();
  expect((await pieces(page))[0]).toMatchObject({ x: t!.x, y: t!.y });
  await page.getByRole('button', { name: 'Redo' }).click();
  expect((await pieces(page))[0]).toEqual(moved);
  // The log steps back and forward too: back to just after move 1, then on to move 2.
  await page.getByRole('button', { name: 'Go to move 1: Red put a green token on the table' }).click();
  expect((await pieces(page))[0]).toMatchObject({ x: t!.x, y: t!.y });
  await expect(page.getByRole('log').locator('li.undone')).toHaveCount(1);
  await page.getByRole('button', { name: /Go to move 2: Red moved the green token/ }).click();
  expect((await pieces(page))[0]).toEqual(moved);
});

test('the log folds away to a tab, the table grows into the room, and the choice is remembered', { tag: '@long' }, async ({ page }) => {
  await startFreeTable(page);
  const zoomOf = async () => Number((await page.getByRole('contentinfo', { name: 'Status' }).textContent())?.match(/Zoom (\d+)%/)?.[1]);
  const before = await zoomOf();
  const log = page.getByRole('complementary', { name: 'Game log' });
  await log.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('log', { name: 'Moves' })).toHaveCount(0);
  await expect.poll(zoomOf).toBeGreaterThan(before);
  const tab = log.getByRole('button', { name: /Log/ });
  expect((await log.boundingBox())?.width).toBeLessThan(60);
  // A new game keeps the log folded; the tab brings it back, and the table fits as before.
  await startFreeTable(page);
  await expect(page.getByRole('log', { name: 'Moves' })).toHaveCount(0);
  await tab.click();
  await expect(page.getByRole('log', { name: 'Moves' })).toBeVisible();
  await expect.poll(zoomOf).toBe(before);
});

/** Frames the stage has drawn and left undrawn so far (app/redraw.ts). */
const redrawCounts = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { __muster: { stage: { game: { redraw: { counts: { drawn: number; skipped: number } } } } } }).__muster.stage.game.redraw.counts }));

test('a still table is not drawn again, still shows, and is drawn the moment something on it changes', async ({ page }) => {
  await startFreeTable(page);
  await page.getByRole('button', { name: 'Add blue infantry' }).click();
  // Put down, the figure is selected, and the arrows would move it: let it go, so they pan.
  await page.keyboard.press('Escape');
  await page.mouse.move(5, 5);
  await page.waitForTimeout(400);
  const canvas = page.locator('canvas').first();
  const still = await canvas.screenshot();
  // Forty frames, however long they take: a busy machine once gave only five in the second this
  // waited, and "more than 20 left undrawn" failed on a table that was still. A still table is drawn
  // once every half second (SAFETY_MS) whatever the frame rate, and every other frame left undrawn.
  const a = await redrawCounts(page);
  const t0 = Date.now();
  await page.waitForFunction(
    (from) => {
      const c = (window as unknown as { __muster: { stage: { game: { redraw: { counts: { drawn: number; skipped: number } } } } } }).__muster.stage.game.redraw.counts;
      return c.drawn + c.skipped >= from + 40;
    },
    a.drawn + a.skipped,
    { timeout: 30_000 },
  );
  // And a second and more, so the half-second frame comes at least once.
  await page.waitForTimeout(Math.max(0, 1200 - (Date.now() - t0)));
  const b = await redrawCounts(page);
  const halfSeconds = (Date.now() - t0) / 500;
  const drawn = b.drawn - a.drawn;
  const frames = drawn + b.skipped - a.skipped;
  expect(frames).toBeGreaterThanOrEqual(40);
  expect(drawn, `frames drawn of ${frames} in ${halfSeconds / 2} s`).toBeLessThanOrEqual(Math.ceil(halfSeconds) + 1);
  expect(drawn).toBeGreaterThanOrEqual(1);
  // The picture a still table leaves on the screen is the table, not a cleared canvas.
  expect(await canvas.screenshot()).toEqual(still);

  // Panning draws at once, and the piece is seen where it now is.
  const [fig] = await pieces(page);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(100);
  expect((await redrawCounts(page)).drawn).toBeGreaterThan(b.drawn);
  expect(await canvas.screenshot()).not.toEqual(still);
  const at = await pagePoint(page, fig!.x, fig!.y);
  // Pick the piece up where the picture shows it: the drawn frame and the input agree.
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 40, at.y, { steps: 4 });
  await page.mouse.up();
  expect((await pieces(page))[0]!.x).toBeGreaterThan(fig!.x);
});

test('the menu’s cloth drifts, and holds still under a window and for a player who asks for less motion', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main', { name: 'Main menu' })).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { __muster: { stage: { ready: boolean } } }).__muster.stage.ready);
  // Where the cloth has drifted to (the Backdrop scene's felt), and the frames drawn meanwhile.
  const cloth = () =>
    page.evaluate(() => {
      const felt = (window as unknown as { __muster: { stage: { game: { scene: { getScene(k: string): { felt: { tilePositionX: number; tilePositionY: number } } } } } } }).__muster.stage.game.scene.getScene('Backdrop').felt;
      return felt.tilePositionX + felt.tilePositionY * 1000;
    });
  const over = async (ms: number) => {
    const [at, a] = [await cloth(), await redrawCounts(page)];
    await page.waitForTimeout(ms);
    return { moved: (await cloth()) !== at, drawn: (await redrawCounts(page)).drawn - a.drawn };
  };
  expect((await over(1000)).moved, 'the cloth drifts behind the menu').toBe(true);
  // Under a window the cloth is dimmed and still, and the stage draws next to nothing: a drawn
  // frame would cost what the window needs.
  await page.getByRole('button', { name: 'About' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(100);
  const under = await over(1000);
  expect(under.moved, 'still under a window').toBe(false);
  expect(under.drawn).toBeLessThanOrEqual(3);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await over(1000)).moved, 'drifting again once the window is shut').toBe(true);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForTimeout(100);
  expect((await over(1000)).moved, 'still for a player who asks for less motion').toBe(false);
});
