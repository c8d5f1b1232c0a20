// Skirmish at Jumonville Glen's scenario editor with the mouse: open the set-up from the main
// menu, draw a rocks piece corner by corner on the map, drag one of its corners, add a corner
// with a double-click and delete it with the key, drag the whole piece, drag a figure,
// see a self-crossing outline refused (its message shown, nothing added) and Escape abandon it
// without closing the dialog; then start, and the game's state has the drawn piece with its
// corners and the figure where it was dropped. Screenshots at 1280 × 800 and 960 × 600.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mapFraction } from '../renderer/games/jumonville/map-edit';
import type { JumonvilleState, Point } from '../renderer/games/jumonville/rules';

type Win = { __muster: { app: { state: { session: { state: JumonvilleState } } } }; __musterTable?: unknown };

const state = (page: Page): Promise<JumonvilleState> => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as Win).__muster.app.state.session.state)) as JumonvilleState);

/** The page point of a point in inches on the map. */
async function at(map: Locator, p: Point): Promise<Point> {
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  const f = mapFraction(p);
  return { x: box.x + f.x * box.width, y: box.y + f.y * box.height };
}

async function click(page: Page, map: Locator, p: Point): Promise<void> {
  const q = await at(map, p);
  await page.mouse.click(q.x, q.y);
}

async function drag(page: Page, map: Locator, from: Point, to: Point): Promise<void> {
  const a = await at(map, from);
  const b = await at(map, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 5, a.y + ((b.y - a.y) * i) / 5);
  await page.mouse.up();
}

/** From the main menu (seed 3) into the New game dialog, its editor opened: the dialog. */
async function openEditor(page: Page): Promise<Locator> {
  await page.goto('/?seed=3');
  await page.getByRole('button', { name: 'Skirmish at Jumonville Glen' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Skirmish at Jumonville Glen' });
  await dialog.getByText('Edit the figures and terrain').click();
  return dialog;
}

test('the scenario editor: draw rocks, drag a corner and a figure, a crossing outline refused, and the game plays what was drawn', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  const dialog = await openEditor(page);
  const map = dialog.getByRole('application', { name: /Table map/ });
  await map.scrollIntoViewIfNeeded();
  const pieces = map.locator('[data-hit="piece"]');
  await expect(pieces).toHaveCount(8);
  // The figures' skills are headed by their names, as on the figure cards in play ("Br" was a puzzle).
  expect(await dialog.getByRole('columnheader').allInnerTexts()).toEqual(['Name', 'Side', 'Team', 'Player', 'Shoot', 'Fight', 'Bravery', 'Save', 'x, y (in)', '']);
  // The map's own note (the app's Messages region, a status too, sits at the foot of an open window).
  const note = dialog.getByRole('status').and(dialog.locator('.jv-map-note'));

  // Draw a rocks piece: four corners, closed by clicking the first again.
  await dialog.getByLabel('New piece kind').selectOption('rocks');
  await dialog.getByRole('button', { name: 'Draw a piece' }).click();
  const corners: Point[] = [
    { x: 21, y: 24 },
    { x: 25, y: 24 },
    { x: 25, y: 26.5 },
    { x: 21, y: 26.5 },
  ];
  for (const c of corners) await click(page, map, c);
  await click(page, map, { x: 21.1, y: 24.1 });
  await expect(note).toHaveText(/Rocks 5 added/);
  await expect(pieces).toHaveCount(9);
  await expect(dialog.getByLabel('Scenario')).toHaveValue('custom');

  // Reshape it: drag its third corner 1 in right and down; then drag Capt. Washington.
  await drag(page, map, { x: 25, y: 26.5 }, { x: 26, y: 27.5 });
  const rocks = map.locator('[data-id="rocks-5"][data-hit="piece"]');
  await expect(rocks).toHaveAttribute('points', '21,24 25,24 26,27.5 21,26.5');
  // A double-click on its west edge adds a corner there; Delete takes that corner away again.
  const west = await at(map, { x: 21, y: 26 });
  await page.mouse.dblclick(west.x, west.y);
  await expect(rocks).toHaveAttribute('points', '21,24 25,24 26,27.5 21,26.5 21,26');
  await page.keyboard.press('Delete');
  await expect(rocks).toHaveAttribute('points', '21,24 25,24 26,27.5 21,26.5');
  // Dragged by its middle, the whole piece moves an inch east.
  await drag(page, map, { x: 23, y: 25.5 }, { x: 24, y: 25.6 });
  await expect(rocks).toHaveAttribute('points', '22,24 26,24 27,27.5 22,26.5');
  // The arrow keys nudge it too: right, then back left.
  await page.keyboard.press('ArrowRight');
  await expect(rocks).toHaveAttribute('points', '22.5,24 26.5,24 27.5,27.5 22.5,26.5');
  await page.keyboard.press('ArrowLeft');
  await expect(rocks).toHaveAttribute('points', '22,24 26,24 27,27.5 22,26.5');
  await drag(page, map, { x: 15, y: 29 }, { x: 13.4, y: 31.1 });
  await expect(dialog.getByLabel('Capt. Washington x')).toHaveValue('13.5');
  await expect(dialog.getByLabel('Capt. Washington y')).toHaveValue('31');
  await page.screenshot({ path: '/tmp/jv-editor-1280.png' });
  await dialog.getByRole('button', { name: 'Add a figure' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/jv-editor-1280-table.png' });
  await map.scrollIntoViewIfNeeded();

  // At 960 × 600: a bow tie of woods is refused with its message, and nothing is added.
  await page.setViewportSize({ width: 960, height: 600 });
  await map.scrollIntoViewIfNeeded();
  await dialog.getByLabel('New piece kind').selectOption('woods');
  await dialog.getByRole('button', { name: 'Draw a piece' }).click();
  for (const c of [
    { x: 2, y: 30 },
    { x: 6, y: 34 },
    { x: 6, y: 30 },
    { x: 2, y: 34 },
  ])
    await click(page, map, c);
  await page.keyboard.press('Enter');
  await expect(note).toHaveText(/edges cross/);
  await expect(pieces).toHaveCount(9);
  await page.screenshot({ path: '/tmp/jv-editor-960.png' });
  // Escape abandons the drawing, not the dialog.
  await page.keyboard.press('Escape');
  await expect(note).toHaveText(/Drawing cancelled/);
  await expect(dialog).toBeVisible();
  await expect(pieces).toHaveCount(9);
  await expect(dialog.getByRole('button', { name: 'Draw a piece' })).toBeVisible();

  // The game starts with what was drawn and placed.
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as Win).__musterTable);
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/jv-editor-game.png' });
  const s = await state(page);
  expect(s.options.scenario).toBe('custom');
  expect(s.terrain).toHaveLength(9);
  expect(s.terrain.find((t) => t.id === 'rocks-5')).toEqual({
    id: 'rocks-5',
    kind: 'rocks',
    name: 'Rocks 5',
    points: [
      { x: 22, y: 24 },
      { x: 26, y: 24 },
      { x: 27, y: 27.5 },
      { x: 22, y: 26.5 },
    ],
  });
  expect(s.figures.find((f) => f.id === 'washington')?.at).toEqual({ x: 13.5, y: 31 });
  expect(problems).toEqual([]);
});

test('Add a figure after taking one of the French away: the new figure joins the player who is short, so the skirmish can start', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const dialog = await openEditor(page);
  await dialog.getByRole('button', { name: 'Remove Pvt. La Force' }).click();
  await dialog.getByRole('button', { name: 'Add a figure' }).click();
  await expect(dialog.locator('.t18-problem')).toHaveCount(0);
  await expect(dialog.getByLabel('Figure 8 team')).toHaveValue('black');
  await expect(dialog.getByLabel('Figure 8 player')).toHaveValue('1');
  await expect(dialog.getByLabel('Figure 8 side')).toHaveValue('french');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as Win).__musterTable);
  const s = await state(page);
  expect(s.figures.filter((f) => f.team === 'black')).toHaveLength(4);
  expect(problems).toEqual([]);
});

test('with every player at four figures, Add a figure is off and says why; with a third player it is on again, and the new figure is theirs', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.setViewportSize({ width: 960, height: 600 });
  const dialog = await openEditor(page);
  const add = dialog.getByRole('button', { name: 'Add a figure' });
  const why = 'Each player has 4 figures, the most a player commands';
  // The glen for two: four figures each. The button cannot make a set-up the game refuses.
  await add.scrollIntoViewIfNeeded();
  await expect(add).toBeDisabled();
  await expect(add).toHaveAttribute('title', new RegExp(why));
  await expect(dialog.getByText(why)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/jumonville-editor-full.png' });
  await expect(dialog.locator('.t18-problem')).toHaveCount(0);
  // Three players: the third has none, so a figure may be added, and it is theirs.
  await dialog.getByLabel('Scenario').selectOption('custom');
  await dialog.getByLabel('Players').selectOption('3');
  await expect(add).toBeEnabled();
  await expect(dialog.getByText(why)).toHaveCount(0);
  await add.click();
  await expect(dialog.getByLabel('Figure 9 player')).toHaveValue('2');
  // A figure's player is one of those playing: three here.
  await expect(dialog.getByLabel('Figure 9 player').locator('option')).toHaveText(['1', '2', '3']);
  await expect(dialog.locator('.t18-problem')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a figure dragged off the editor map and let go out there stays where it stood; let go on the map frame, it stands at the table edge', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const dialog = await openEditor(page);
  const map = dialog.getByRole('application', { name: /Table map/ });
  await map.scrollIntoViewIfNeeded();
  const note = dialog.locator('.jv-map-note');
  const box = (await map.boundingBox())!;
  const from = await at(map, { x: 15, y: 29 });
  // Out past the map's right side, beside the tools, and let go there: nothing moves.
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + ((box.x + box.width + 150 - from.x) * i) / 8, from.y + 3 * i);
  await page.mouse.up();
  await expect(note).toHaveText('Let go off the map: Capt. Washington stays at 15, 29 in.');
  await expect(dialog.getByLabel('Capt. Washington x')).toHaveValue('15');
  await expect(dialog.getByLabel('Capt. Washington y')).toHaveValue('29');
  // Let go just past the table's edge, on the map's frame: he stands at the edge, as shown while dragged.
  await drag(page, map, { x: 15, y: 29 }, { x: 36.4, y: 29 });
  await expect(dialog.getByLabel('Capt. Washington x')).toHaveValue('35.5');
  await expect(dialog.getByLabel('Capt. Washington y')).toHaveValue('29');
});

test('a figure whose name is emptied, or given another figure\'s name, keeps the skirmish from starting and the set-up says which', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const dialog = await openEditor(page);
  const start = dialog.getByRole('button', { name: 'Start' });
  const names = dialog.getByLabel('Figure name');
  // Before, it started, and no save of it could be made ("options are not valid").
  await names.first().fill('');
  await expect(dialog.locator('.t18-problem')).toHaveText(/Figure 1 has no name/);
  await expect(start).toBeDisabled();
  await names.first().fill('Pvt. Hogg');
  await expect(dialog.locator('.t18-problem')).toHaveText(/Two figures are called Pvt. Hogg/);
  await expect(start).toBeDisabled();
  await names.first().fill('Col. Washington');
  await expect(dialog.locator('.t18-problem')).toHaveCount(0);
  await expect(start).toBeEnabled();
});

test('a skirmish half drawn and closed by an Escape too many opens again as it was left, and starts as drawn', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const dialog = await openEditor(page);
  const map = dialog.getByRole('application', { name: /Table map/ });
  await map.scrollIntoViewIfNeeded();
  const pieces = map.locator('[data-hit="piece"]');
  await dialog.getByRole('button', { name: 'Draw a piece' }).click();
  for (const c of [
    { x: 3, y: 9 },
    { x: 9, y: 9 },
    { x: 9, y: 13 },
  ])
    await click(page, map, c);
  await click(page, map, { x: 3, y: 9 });
  await expect(pieces).toHaveCount(9);
  // The first Escape lets go of the new piece; the second closes the window. Before, the drawing was lost with it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Skirmish at Jumonville Glen' }).click();
  await expect(dialog.getByLabel('Scenario')).toHaveValue('custom');
  await dialog.locator('summary').click();
  await expect(pieces).toHaveCount(9);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as Win).__musterTable);
  expect((await state(page)).terrain.find((t) => t.id === 'woods-4')?.points).toEqual([
    { x: 3, y: 9 },
    { x: 9, y: 9 },
    { x: 9, y: 13 },
  ]);
});

test('a skill typed out of 1 to 20, 0 as much as 21, stays as typed and the set-up says why the skirmish cannot start', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const dialog = await openEditor(page);
  const shooting = dialog.getByLabel('Capt. Washington shooting');
  // Before, 0 (or an emptied field) became 1 without a word, while 21 was refused.
  for (const typed of ['0', '21']) {
    await shooting.fill(typed);
    await shooting.press('Tab');
    await expect(shooting).toHaveValue(typed);
    await expect(dialog.locator('.t18-problem')).toHaveText(`Capt. Washington's shooting is ${typed}: skills are whole numbers from 1 to 20.`);
    await expect(dialog.getByRole('button', { name: 'Start' })).toBeDisabled();
  }
  await shooting.fill('20');
  await shooting.press('Tab');
  await expect(dialog.locator('.t18-problem')).toHaveCount(0);
});

test('the figures\' names on the editor map, at 960 × 600 and 1920 × 1080: none over another name or a base, each at least 10 px tall, a long one cut short with "…" and whole in its tooltip', async ({ page }) => {
  const long = 'Sgt. Jean-Baptiste de Montmorency-Laval';
  for (const size of [
    { width: 960, height: 600 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    const dialog = await openEditor(page);
    await dialog.getByLabel('Figure name').nth(6).fill(long);
    const map = dialog.getByRole('application', { name: /Table map/ });
    await map.scrollIntoViewIfNeeded();
    await map.screenshot({ path: `test-results/screens/jumonville-editor-names-${size.width}.png` });
    type Rect = { x: number; y: number; w: number; h: number };
    const figures = await map.locator('.jv-map-figure').evaluateAll((gs) =>
      gs.map((g) => {
        const rect = (e: Element | null): Rect => {
          const r = e?.getBoundingClientRect();
          return r ? { x: r.x, y: r.y, w: r.width, h: r.height } : { x: 0, y: 0, w: 0, h: 0 };
        };
        return { name: g.querySelector('text')?.textContent ?? '', title: g.querySelector('title')?.textContent ?? '', base: rect(g.querySelector('circle')), text: rect(g.querySelector('text')) };
      }),
    );
    expect(figures).toHaveLength(8);
    const over = (a: Rect, b: Rect) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
    const clashes: string[] = [];
    for (const a of figures) {
      expect(a.text.h, `"${a.name}" at ${size.width} × ${size.height}`).toBeGreaterThanOrEqual(10);
      for (const b of figures) {
        if (a === b) continue;
        if (over(a.text, b.base) > 0.5) clashes.push(`"${a.name}" over the base of "${b.name}"`);
        if (a.name < b.name && over(a.text, b.text) > 0.5) clashes.push(`"${a.name}" over "${b.name}"`);
      }
    }
    expect(clashes, `names at ${size.width} × ${size.height}`).toEqual([]);
    const cut = figures.find((f) => f.title.startsWith(long));
    expect(cut?.title, 'the whole name in its tooltip').toMatch(/^Sgt\. Jean-Baptiste de Montmorency-Laval at /);
    expect(cut?.name.length).toBeLessThanOrEqual(long.length);
  }
});

test('a figure dropped into rocks on the editor map goes back, and the note beside the map says plainly why and where it is', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const dialog = await openEditor(page);
  const map = dialog.getByRole('application', { name: /Table map/ });
  await map.scrollIntoViewIfNeeded();
  const note = dialog.locator('.jv-map-note');
  // Capt. Washington from 15, 29 onto the Boulders (16.5 to 19.5, 20 to 22 in). Before, he stood
  // there, the note said only "stands at 18, 21 in", and the refusal showed at the dialog's foot.
  await drag(page, map, { x: 15, y: 29 }, { x: 18, y: 21 });
  await expect(note).toHaveText('Capt. Washington cannot stand in the rocks (Boulders), so the figure went back to 15, 29 in.');
  await expect(note).toHaveClass(/problem/);
  await map.screenshot({ path: 'test-results/screens/jumonville-editor-rocks-drop.png' });
  await expect(dialog.getByLabel('Capt. Washington x')).toHaveValue('15');
  await expect(dialog.getByLabel('Capt. Washington y')).toHaveValue('29');
  await expect(dialog.locator('.t18-problem')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Start' })).toBeEnabled();
});

test('a figure dragged on the map, then given another place in its x, y boxes: the note beside the map does not go on saying where the drag left it', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const dialog = await openEditor(page);
  const map = dialog.getByRole('application', { name: /Table map/ });
  await map.scrollIntoViewIfNeeded();
  const note = dialog.locator('.jv-map-note');
  await drag(page, map, { x: 15, y: 29 }, { x: 15, y: 26 });
  await expect(note).toHaveText('Capt. Washington stands at 15, 26 in.');
  // play39 typed 27 into his y: the note still said 'stands at 15, 26 in.' beside the box saying 27.
  const y = dialog.getByLabel('Capt. Washington y');
  await y.fill('27');
  await y.press('Tab');
  await expect(map.locator('[data-id="washington"]').first()).toBeVisible();
  await expect(note).not.toHaveText(/15, 26 in/);
});
