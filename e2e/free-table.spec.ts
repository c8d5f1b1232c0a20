// The foundation's acceptance, played as a player would: start a Free Table, drag a token, throw
// 2d6 with a flick, measure 6 inches, undo and redo (never the throw), save, reload, and Continue to the same table.
import { expect, test, type Page } from '@playwright/test';
import { dragOnTable, fallWhileWaiting, pagePoint, pieces, startFreeTable, steadyPoint, tableStill, type PagePoint, type PieceInfo } from './support/table';
import { difference, idle, tablePixels } from './support/modes';

const INCH = 25.4;
/** A token is 25 mm across. */
const TOKEN_RADIUS = 12.5;

test('a Free Table session, end to end', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });

  await page.goto('/');
  await expect(page.getByRole('main', { name: 'Main menu' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/menu.png' });
  await startFreeTable(page);

  // A token from the tray, dragged four inches to the right.
  await page.getByRole('button', { name: 'Add red token' }).click();
  const [token] = await pieces(page);
  expect(token?.kind).toBe('token');
  const target = { x: token!.x + 4 * INCH, y: token!.y + 1 * INCH };
  await dragOnTable(page, token!, target);
  const moved = (await pieces(page)).find((p) => p.id === token!.id)!;
  // Within 1.5 mm: the mouse lands on whole screen pixels, about a millimetre each at this zoom.
  expect(Math.abs(moved.x - target.x)).toBeLessThan(1.5);
  expect(Math.abs(moved.y - target.y)).toBeLessThan(1.5);
  const log = page.getByRole('log');
  await expect(log).toContainText('Red moved the red token');

  // Two dice, selected together, thrown with a flick of the mouse.
  await page.getByRole('button', { name: 'Add white d6' }).click();
  await page.getByRole('button', { name: 'Add white d6' }).click();
  const dice = (await pieces(page)).filter((p) => p.kind === 'die');
  expect(dice).toHaveLength(2);
  const [d1, d2] = [await pagePoint(page, dice[0]!.x, dice[0]!.y), await pagePoint(page, dice[1]!.x, dice[1]!.y)];
  await page.mouse.click(d1.x, d1.y);
  await page.keyboard.down('Shift');
  await page.mouse.click(d2.x, d2.y);
  await page.keyboard.up('Shift');
  await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('2 selected');
  // A flick: pick up, then a quick sweep of the hand, letting go while still moving. A machine too
  // busy to report the sweep quickly reads it as a slow carry and puts the dice down (as a player's
  // hand too slow would): then, as a player does, flick again, at most three times.
  let threw = false;
  const releases: unknown[] = [];
  for (let attempt = 0; attempt < 3 && !threw; attempt++) {
    const now = (await pieces(page)).filter((p) => p.kind === 'die');
    const at = await pagePoint(page, now[0]!.x, now[0]!.y);
    const way = at.x > 640 ? -1 : 1;
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(at.x + way * 110 * i, at.y + 20 * i);
    await page.mouse.up();
    threw = await expect(log).toContainText('threw 2 dice', { timeout: 8_000 }).then(
      () => true,
      () => false,
    );
    releases.push(await page.evaluate(() => (window as unknown as { __musterTable: { scene: { lastRelease: unknown } } }).__musterTable.scene.lastRelease));
    if (!threw) await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('2 selected');
  }
  expect(threw, `the flick should throw; releases: ${JSON.stringify(releases)}`).toBe(true);
  const rollLine = log.locator('.roll').last();
  await expect(rollLine).toContainText(/Red rolled 2d6 for a throw on the table: \d+ \(\d \+ \d\)/);
  const faces = (await pieces(page)).filter((p) => p.kind === 'die').map((d) => d.face!);
  const total = faces.reduce((a, b) => a + b, 0);
  await expect(rollLine).toContainText(`: ${total} (`);
  // The dice really travelled: they left the hand and rolled to a stop somewhere else.
  const landed = (await pieces(page)).filter((p) => p.kind === 'die');
  expect(Math.hypot(landed[0]!.x - dice[0]!.x, landed[0]!.y - dice[0]!.y)).toBeGreaterThan(INCH);
  await page.screenshot({ path: 'test-results/screens/thrown.png' });

  // A six-inch measurement with the tape.
  await page.getByRole('button', { name: 'Measure' }).click();
  const from = { x: 3 * INCH, y: 20 * INCH };
  await dragOnTable(page, from, { x: from.x + 6 * INCH, y: from.y });
  await expect(page.getByRole('status', { name: 'Tape' })).toHaveText('Tape: 6.0 in');
  await page.screenshot({ path: 'test-results/screens/measure.png' });
  await expect(page.locator('footer.statusbar .controls-hint')).toContainText('Measuring: drag across the table');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  // Move puts the tape away: its reading and its band on the table alike (the band was left lying).
  await expect(page.getByRole('status', { name: 'Tape' })).toHaveText('');
  expect(await page.evaluate(() => (window as unknown as { __musterTable: { scene: { tape: { start: unknown } } } }).__musterTable.scene.tape.start)).toBeNull();
  await expect(page.locator('footer.statusbar .controls-hint')).toContainText('Drag pieces');

  // The throw is kept: everyone saw the faces, so undo cannot take it back to throw again.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Nothing to undo');
  // A move after it undoes back to where the dice landed, and redoes (the same faces throughout).
  const landedAt = await pieces(page);
  const die = landedAt.find((p) => p.kind === 'die')!;
  await dragOnTable(page, die, { x: die.x + 2 * INCH, y: die.y });
  const beforeUndo = await pieces(page);
  expect(beforeUndo).not.toEqual(landedAt);
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await pieces(page)).toEqual(landedAt);
  await page.keyboard.press('Control+Shift+Z');
  expect(await pieces(page)).toEqual(beforeUndo);

  // Save, reload the page, Continue: the same table.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Saved');
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('navigation', { name: 'Game toolbar' }).waitFor();
  expect(await pieces(page)).toEqual(beforeUndo);
  await expect(log).toContainText('Red moved the red token');
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'test-results/screens/continued.png' });
  expect(problems).toEqual([]);
});

/** A 2 x 1 ft table for Red and Blue at 960 x 600, with the page's errors collected. */
async function smallTable(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.setViewportSize({ width: 960, height: 600 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Free Table' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '2 × 1 ft' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  // The tests aim at pieces at once: the table fits itself to the window first.
  await tableStill(page);
  return problems;
}

/** A piece from the tray (its button's name), clicked on the table to select it. */
async function addAndSelect(page: Page, button: string): Promise<PieceInfo> {
  await page.getByRole('button', { name: button }).click();
  const piece = (await pieces(page)).at(-1)!;
  const at = await pagePoint(page, piece.x, piece.y);
  await page.mouse.click(at.x, at.y);
  return piece;
}

/** A deck from the tray, and five cards dealt from it to each player with its right-click menu. */
async function dealFive(page: Page): Promise<PieceInfo> {
  await page.getByRole('button', { name: 'Add deck of cards' }).click();
  const deck = (await pieces(page)).find((p) => p.kind === 'deck')!;
  const at = await pagePoint(page, deck.x, deck.y);
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Deal five cards to each player' }).click();
  return deck;
}

test('clicked from the tray or a hand, pieces land beside one another, not over one another', async ({ page }) => {
  const problems = await smallTable(page);

  // Rectangles (unturned, as placed) that overlap: one piece hiding another.
  const size: Record<string, { w: number; h: number }> = { deck: { w: 63, h: 88 }, card: { w: 63, h: 88 }, woods: { w: 152.4, h: 114.3 }, hill: { w: 203.2, h: 127 }, building: { w: 50.8, h: 76.2 }, wall: { w: 152.4, h: 10.16 } };
  const boxOf = async () =>
    page.evaluate(() =>
      (window as unknown as { __muster: { app: { state: { session: { state: { pieces: { id: string; kind: string; terrain?: string; x: number; y: number }[] } } } } } }).__muster.app.state.session.state.pieces.map((p) => ({ id: p.id, kind: p.terrain ?? p.kind, x: p.x, y: p.y })),
    );
  const overlap = (a: { kind: string; x: number; y: number }, b: { kind: string; x: number; y: number }) =>
    Math.abs(a.x - b.x) < (size[a.kind]!.w + size[b.kind]!.w) / 2 && Math.abs(a.y - b.y) < (size[a.kind]!.h + size[b.kind]!.h) / 2;

  // Every piece of terrain, clicked: each lies in sight, none under another, none over the edge.
  for (const t of ['woods', 'hill', 'building', 'wall']) await page.getByRole('button', { name: `Add ${t}`, exact: true }).click();
  const terrain = await boxOf();
  const table = { w: 24 * INCH, h: 12 * INCH };
  for (const [i, a] of terrain.entries()) {
    expect(a.x - size[a.kind]!.w / 2, a.kind).toBeGreaterThanOrEqual(0);
    expect(a.y + size[a.kind]!.h / 2, a.kind).toBeLessThanOrEqual(table.h);
    for (const b of terrain.slice(i + 1)) expect(overlap(a, b), `${a.kind} over ${b.kind}`).toBe(false);
  }

  // A deck, five cards dealt to each; a card clicked in the hand lands beside the deck, not over it.
  const deck = await dealFive(page);
  await page.getByRole('region', { name: "Red's hand" }).getByRole('button').first().click();
  const played = (await boxOf()).find((p) => p.kind === 'card')!;
  expect(overlap(played, { kind: 'deck', x: deck.x, y: deck.y })).toBe(false);
  await page.screenshot({ path: 'test-results/screens/free-placed.png' });
  expect(problems).toEqual([]);
});

test('two people at one computer, resumed: nobody\'s cards show until whoever sat down says who they are', async ({ page }) => {
  const problems = await smallTable(page);
  await dealFive(page);
  // Blue takes the mouse, the table is saved; reloaded and continued, nobody's cards show until
  // whoever sat down says who they are.
  await page.getByRole('combobox', { name: 'Seat' }).selectOption({ label: 'Blue' });
  await page.getByRole('button', { name: 'I am Blue: show my hand' }).click();
  await expect(page.getByRole('region', { name: "Blue's hand" }).getByRole('button')).toHaveCount(5);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Saved');
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  const curtain = page.getByRole('dialog', { name: 'Who is at the table?' });
  await expect(curtain).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play the / })).toHaveCount(0);
  await curtain.getByRole('button', { name: 'I am Blue', exact: true }).click();
  await expect(curtain).toBeHidden();
  await expect(page.getByRole('region', { name: "Blue's hand" }).getByRole('button', { name: /^Play the / })).toHaveCount(5);
  expect(problems).toEqual([]);
});

test('a player added after Red was removed is Red again, not a second Blue the Seat list could not tell apart', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Free Table' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Free Table' });
  await dialog.getByRole('button', { name: 'Remove player 1' }).click();
  await dialog.getByRole('button', { name: 'Add a player' }).click();
  await expect(dialog.getByLabel('Player 1', { exact: true })).toHaveValue('Blue');
  await expect(dialog.getByLabel('Player 2', { exact: true })).toHaveValue('Red');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('navigation', { name: 'Game toolbar' }).waitFor();
  await expect(page.getByRole('combobox', { name: 'Seat' }).getByRole('option')).toHaveText(['Blue', 'Red']);
});

test('at 960 × 600 players of 40-letter names keep the toolbar whole: the Seat list does not push Rules out of the window', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Free Table' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Free Table' });
  await dialog.getByLabel('Player 1', { exact: true }).fill('W'.repeat(40));
  await dialog.getByLabel('Player 2', { exact: true }).fill('M'.repeat(40));
  await dialog.getByRole('button', { name: 'Start' }).click();
  const toolbar = page.getByRole('navigation', { name: 'Game toolbar' });
  await toolbar.waitFor();
  await expect(toolbar.getByRole('button', { name: 'Rules' })).toBeInViewport({ ratio: 1 });
  expect(await toolbar.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  // The list itself still names both in full.
  await expect(toolbar.getByRole('combobox', { name: 'Seat' }).getByRole('option')).toHaveText(['W'.repeat(40), 'M'.repeat(40)]);
});

test('figures standing on a hill are box-selected with Shift+drag across the hill, and the hill stays where it lies', async ({ page }) => {
  const problems = await smallTable(page);
  await page.getByRole('button', { name: 'Add hill', exact: true }).click();
  const hill = (await pieces(page))[0]!;
  // Two figures on the hill, a little apart.
  for (const [i, name] of ['Add red infantry', 'Add blue cavalry'].entries()) {
    const button = await page.getByRole('button', { name, exact: true }).boundingBox();
    const to = await pagePoint(page, hill.x - INCH + i * 2 * INCH, hill.y);
    await page.mouse.move(button!.x + button!.width / 2, button!.y + button!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await page.mouse.up();
  }
  expect((await pieces(page)).filter((p) => p.kind === 'figure')).toHaveLength(2);
  // A box from one corner of the hill, still on it, to the other, round both figures.
  const from = await pagePoint(page, hill.x - 2.5 * INCH, hill.y - 1 * INCH);
  const to = await pagePoint(page, hill.x + 2.5 * INCH, hill.y + 1 * INCH);
  await page.mouse.move(from.x, from.y);
  await page.keyboard.down('Shift');
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('2 selected');
  const after = await pieces(page);
  expect(after.find((p) => p.id === hill.id)).toMatchObject({ x: hill.x, y: hill.y });
  // Shift+click on the hill alone still adds the hill itself.
  const on = await pagePoint(page, hill.x, hill.y + 1.5 * INCH);
  await page.keyboard.down('Shift');
  await page.mouse.click(on.x, on.y);
  await page.keyboard.up('Shift');
  await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('3 selected');
  expect(problems).toEqual([]);
});

test('undo after cards are dealt says why it stops, not a bare "Nothing to undo" under a log full of moves', async ({ page }) => {
  const problems = await smallTable(page);
  await page.getByRole('button', { name: 'Add red token' }).click();
  await dealFive(page);
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Nothing to undo: cards dealt stay dealt');
  // The greyed Undo button says the same to a player who points at it.
  const undo = page.getByRole('navigation', { name: 'Game toolbar' }).getByRole('button', { name: 'Undo' });
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('title', /^Nothing to undo: cards dealt stay dealt/);
  // The message lies over the table, and a press there reaches the table under it; its × still closes it.
  const message = page.getByRole('status', { name: 'Messages' }).locator('.toast').first();
  const box = (await message.locator('span').boundingBox())!;
  const under = await page.evaluate(([x, y]) => document.elementFromPoint(x as number, y as number)?.tagName, [box.x + box.width / 2, box.y + box.height / 2]);
  expect(under).toBe('CANVAS');
  await message.getByRole('button', { name: 'Dismiss' }).click();
  await expect(message).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('terrain locked in place stays put under a drag (the table pans instead) until it is unlocked', async ({ page }) => {
  const problems = await smallTable(page);
  await page.getByRole('button', { name: 'Add hill', exact: true }).click();
  const hill = (await pieces(page))[0]!;
  const at = await pagePoint(page, hill.x, hill.y);
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Lock in place' }).click();
  await expect(page.getByRole('complementary', { name: 'Game log' })).toContainText('2 moves');
  // A drag across it moves the view, not the hill, and says nothing of a refusal.
  await dragOnTable(page, hill, { x: hill.x + 3 * INCH, y: hill.y });
  expect((await pieces(page))[0]).toMatchObject({ x: hill.x, y: hill.y });
  expect((await pagePoint(page, hill.x, hill.y)).x - at.x).toBeGreaterThan(40);
  await expect(page.getByRole('status', { name: 'Messages' })).toHaveText('');
  // Its menu offers no way to move or remove it, only to unlock it.
  const again = await pagePoint(page, hill.x, hill.y);
  await page.mouse.click(again.x, again.y, { button: 'right' });
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Unlock' }).click();
  await dragOnTable(page, hill, { x: hill.x + 3 * INCH, y: hill.y });
  // Within 1.5 mm: the mouse lands on whole screen pixels.
  expect(Math.abs((await pieces(page))[0]!.x - (hill.x + 3 * INCH))).toBeLessThan(1.5);
  expect(problems).toEqual([]);
});

/** Throws the selected die and presses `key` while it rolls: the key waits, saying `said`, and the throw lands. */
async function pressWhileRolling(page: Page, problems: string[], key: string, said: string | RegExp): Promise<void> {
  await page.keyboard.press('t');
  await page.keyboard.press(key);
  const messages = page.getByRole('status', { name: 'Messages' });
  await expect(messages).toContainText(said);
  await expect(messages).toContainText(/Red rolled 1d6/);
  await expect(messages).not.toContainText('no longer on the table');
  expect((await pieces(page)).filter((p) => p.kind === 'die')).toHaveLength(1);
  expect(problems).toEqual([]);
}

test('Ctrl+Z while thrown dice are still rolling does not take the die off the table under them, and says the throw stands', async ({ page }) => {
  const problems = await smallTable(page);
  await addAndSelect(page, 'Add white d6');
  await pressWhileRolling(page, problems, 'Control+z', 'Nothing to undo: a throw of the dice stands, everyone saw how they landed.');
  // Landed, the throw stands as was said: Undo has nothing to take back.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('Ctrl+Y while thrown dice are still rolling does not redo the die off the table under them: the throw ended what could be redone', async ({ page }) => {
  const problems = await smallTable(page);
  const die = await addAndSelect(page, 'Add white d6');
  // Removed and put back: Redo would remove it again.
  await page.keyboard.press('Delete');
  await page.keyboard.press('Control+z');
  const at = await pagePoint(page, die.x, die.y);
  await page.mouse.click(at.x, at.y);
  // Pressed before the throw is logged (the moment its physics takes to find where the die lies) or after.
  await pressWhileRolling(page, problems, 'Control+y', /Nothing to redo(: the throw is a new move, and what was undone before it is gone)?\./);
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
});

test('Delete straight after T lands the rolling die first and removes it where it landed (it removed the die before its throw was logged, and the throw was refused: "That piece is no longer on the table.")', async ({ page }) => {
  const problems = await smallTable(page);
  await addAndSelect(page, 'Add white d6');
  await page.keyboard.press('t');
  await page.keyboard.press('Delete');
  type Seen = { __muster: { app: { state: { session: { log: { action: { type: string } }[] } } } } };
  await page.waitForFunction(() => (window as unknown as Seen).__muster.app.state.session.log.length === 3, null, { timeout: 5_000 });
  expect(await page.evaluate(() => (window as unknown as Seen).__muster.app.state.session.log.map((e) => e.action.type))).toEqual(['place', 'throw', 'remove']);
  expect(await pieces(page)).toEqual([]);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('rolled 1d6');
  await expect(page.getByRole('status', { name: 'Messages' })).not.toContainText('no longer');
  expect(problems).toEqual([]);
});

test('the arrows with nothing selected pan the table while thrown dice roll on, not landing them (with a selection they land them first, as Delete does)', async ({ page }) => {
  const problems = await smallTable(page);
  await addAndSelect(page, 'Add white d6');
  await page.keyboard.press('t');
  await page.keyboard.press('Escape');
  type Seen = { __musterTable: { scene: { throws: { flight: unknown }; selection: { size: number }; cameras: { main: { scrollX: number } } } } };
  const seen = () => page.evaluate(() => {
    const scene = (window as unknown as Seen).__musterTable.scene;
    return { rolling: scene.throws.flight !== null, selected: scene.selection.size, x: scene.cameras.main.scrollX };
  });
  const before = await seen();
  expect(before).toMatchObject({ rolling: true, selected: 0 });
  await page.keyboard.press('ArrowRight');
  const after = await seen();
  expect(after.x, 'the table panned').not.toBe(before.x);
  expect(after.rolling, 'the dice roll on').toBe(true);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('rolled 1d6', { timeout: 10_000 });
  expect(problems).toEqual([]);
});

test('T with the die held in hand does not throw it from under the hand (the release then logged a move over the throw, the die shown where it was thrown), nor does Ctrl+Z take its placing back from under the hand', async ({ page }) => {
  const problems = await smallTable(page);
  const die = await addAndSelect(page, 'Add white d6');
  const at = await pagePoint(page, die.x, die.y);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 20, at.y + 10, { steps: 5 });
  await page.keyboard.press('t');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Let go of the dice first');
  // Undo took back the die's placing: it vanished from the hand, and letting go said "That piece is no longer on the table."
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Let go first: Undo waits while you hold a piece.');
  await page.mouse.move(at.x + 60, at.y + 30, { steps: 5 });
  await page.mouse.up();
  type Seen = { __muster: { app: { state: { session: { log: { action: { type: string } }[] } } } } };
  await expect.poll(() => page.evaluate(() => (window as unknown as Seen).__muster.app.state.session.log.map((e) => e.action.type))).toEqual(['place', 'move']);
  expect(problems).toEqual([]);
});

test('a reload while thrown dice still roll finds them where they landed, on the faces they landed on, not back to be thrown again; the message and the log say the result only once they land', async ({ page }) => {
  const problems = await smallTable(page);
  await addAndSelect(page, 'Add white d6');
  await addAndSelect(page, 'Add red d6');
  await page.keyboard.down('Shift');
  const first = (await pieces(page))[0]!;
  const at = await pagePoint(page, first.x, first.y);
  await page.mouse.click(at.x, at.y);
  await page.keyboard.up('Shift');
  await page.keyboard.press('t');
  type Seen = { __muster: { app: { state: { session: { log: { action: { type: string } }[] } } } }; __musterTable: { scene: { throws: { flight: unknown } } } };
  // The throw is logged as the dice leave the hand...
  await page.waitForFunction(() => (window as unknown as Seen).__muster.app.state.session.log.some((e) => e.action.type === 'throw'), null, { timeout: 5_000 });
  const rolling = await page.evaluate(() => (window as unknown as Seen).__musterTable.scene.throws.flight !== null);
  const landed = (await pieces(page)).filter((p) => p.kind === 'die');
  expect(rolling, 'the dice were still rolling').toBe(true);
  expect(landed).toHaveLength(2);
  // ...but until they land neither the message nor the log says how they fell.
  await expect(page.getByRole('status', { name: 'Messages' })).not.toContainText('rolled');
  await expect(page.getByRole('complementary', { name: 'Game log' })).not.toContainText('threw');
  await page.reload();
  await page.getByRole('button', { name: /^Continue/ }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  expect((await pieces(page)).filter((p) => p.kind === 'die')).toEqual(landed);
  // Two dice put down and one throw.
  await expect(page.getByRole('complementary', { name: 'Game log' })).toContainText('3 moves');
  expect(await page.evaluate(() => (window as unknown as Seen).__muster.app.state.session.log.at(-1)?.action.type)).toBe('throw');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  expect(problems).toEqual([]);
});

test('a key pressed straight after Ctrl+Shift+S, before the Save as dialog shows, does not reach the table', async ({ page }) => {
  const problems = await smallTable(page);
  const token = await addAndSelect(page, 'Add red token');
  // The name's first letter typed while the table's picture is still being taken: on a slow
  // machine that takes a while (made so here, so that the race is lost every time, not 1 in 4).
  await page.evaluate(() => {
    const stage = (window as unknown as { __muster: { stage: { thumbnail: (...a: unknown[]) => Promise<unknown> } } }).__muster.stage;
    const take = stage.thumbnail.bind(stage);
    stage.thumbnail = async (...a: unknown[]) => {
      await new Promise((r) => setTimeout(r, 400));
      return take(...a);
    };
  });
  await page.keyboard.press('Control+Shift+S');
  await page.keyboard.press('f');
  await page.keyboard.press('Delete');
  const dialog = page.getByRole('dialog', { name: 'Save as' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await pieces(page)).toEqual([token]);
  expect(problems).toEqual([]);
});

test('a piece locked in place shows a padlock, and loses it when unlocked', async ({ page }) => {
  const problems = await smallTable(page);
  const hill = await addAndSelect(page, 'Add hill');
  await page.keyboard.press('Escape');
  const open = await tablePixels(page);
  const at = await pagePoint(page, hill.x, hill.y);
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Lock in place' }).click();
  await page.keyboard.press('Escape');
  await idle(page);
  const locked = await tablePixels(page);
  // The padlock's cream on its dark disc: a small part of the picture, but plainly there.
  expect(difference(open, locked)).toBeGreaterThan(0.05);
  await page.screenshot({ path: 'test-results/screens/free-locked.png' });
  // A token and the locked hill selected together (a Shift+click on locked terrain selects it; it
  // did nothing): the arrows and R move and turn the token, as a drag would, and leave the hill
  // where it lies (the whole move was refused).
  const token = await addAndSelect(page, 'Add red token');
  const hillEdge = await pagePoint(page, hill.x + (hill.x > token.x ? 1 : -1) * INCH, hill.y);
  await page.keyboard.down('Shift');
  await page.mouse.click(hillEdge.x, hillEdge.y);
  await page.keyboard.up('Shift');
  await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('2 selected');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('r');
  await expect.poll(async () => (await pieces(page)).find((p) => p.id === token.id)!.y).toBeCloseTo(token.y + INCH, 3);
  expect((await pieces(page)).find((p) => p.id === token.id)!.angle).toBe(token.angle + 15);
  expect((await pieces(page)).find((p) => p.id === hill.id)).toMatchObject({ x: hill.x, y: hill.y, angle: hill.angle, locked: true });
  await expect(page.getByRole('status', { name: 'Messages' })).not.toContainText('locked in place');
  await page.keyboard.press('Escape');
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Unlock' }).click();
  await page.keyboard.press('Escape');
  await idle(page);
  expect((await pieces(page)).find((p) => p.id === hill.id)!.locked).toBeFalsy();
  // With the token taken off again, the hill's padlock is gone from the table.
  const moved = (await pieces(page)).find((p) => p.id === token.id)!;
  const tokenAt = await pagePoint(page, moved.x, moved.y);
  await page.mouse.click(tokenAt.x, tokenAt.y);
  await page.keyboard.press('Delete');
  await page.keyboard.press('Escape');
  await idle(page);
  expect(difference(open, await tablePixels(page))).toBeLessThan(0.01);
  expect(problems).toEqual([]);
});

/** Right-clicks a table point and chooses `item` from its menu. */
async function menuAt(page: Page, piece: { x: number; y: number }, item: string): Promise<void> {
  const at = await pagePoint(page, piece.x, piece.y);
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.getByRole('menuitem', { name: item }).click();
}

/** A piece from the tray (its button's name), let go of and locked in place with its menu. */
async function addLocked(page: Page, button: string, kind: string): Promise<PieceInfo> {
  await page.getByRole('button', { name: button }).click();
  await page.keyboard.press('Escape');
  const piece = (await pieces(page)).find((p) => p.kind === kind)!;
  await menuAt(page, piece, 'Lock in place');
  await page.keyboard.press('Escape');
  return piece;
}

test('a locked deck still deals by double-click, a locked card still flips with F and a locked die rolls where it lies with T', async ({ page }) => {
  const problems = await smallTable(page);
  const status = page.getByRole('contentinfo', { name: 'Status' });
  const deck = await addLocked(page, 'Add deck of cards', 'deck');
  // Double-click: the top card comes off face down beside it, and the deck itself stays put.
  const at = await pagePoint(page, deck.x, deck.y);
  await page.mouse.dblclick(at.x, at.y);
  await expect.poll(async () => (await pieces(page)).filter((p) => p.kind === 'card')).toHaveLength(1);
  const card = (await pieces(page)).find((p) => p.kind === 'card')!;
  expect((await pieces(page)).find((p) => p.id === deck.id)).toMatchObject({ x: deck.x, y: deck.y, locked: true });
  // The card, locked: a click selects it (no drag), F turns it up where it lies.
  await menuAt(page, card, 'Lock in place');
  await page.keyboard.press('Escape');
  const c = await pagePoint(page, card.x, card.y);
  await page.mouse.click(c.x, c.y);
  await expect(status).toContainText('1 selected');
  await page.keyboard.press('f');
  await expect.poll(async () => (await pieces(page)).find((p) => p.id === card.id)?.faceUp).toBe(true);
  expect((await pieces(page)).find((p) => p.id === card.id)).toMatchObject({ x: card.x, y: card.y, faceUp: true, locked: true });
  // A locked die rolls where it lies: a new face, the same place.
  const die = await addLocked(page, 'Add white d6', 'die');
  const d = await pagePoint(page, die.x, die.y);
  await page.mouse.click(d.x, d.y);
  await page.keyboard.press('t');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(/Red rolled 1d6/);
  expect((await pieces(page)).find((p) => p.id === die.id)).toMatchObject({ x: die.x, y: die.y, angle: die.angle, locked: true });
  // Its menu says so too, and still offers no way to move or remove it.
  await page.mouse.click(d.x, d.y, { button: 'right' });
  await expect(page.getByRole('menuitem', { name: 'Roll where it lies' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(problems).toEqual([]);
});

test('dice rolled at the table\'s top edge are not left under the message that says the result, nor those at its foot pushed under the hand, nor the cloth moved under a drag', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  await startFreeTable(page);
  // A die pushed to the top edge and one to the foot, both locked: T rolls them where they lie, as a
  // throw landing there would (the arrows stop a die wholly on the cloth, as a landing die lies).
  const edge = async (button: string, key: string) => {
    await page.getByRole('button', { name: button }).click();
    for (let i = 0; i < 16; i++) await page.keyboard.press(key);
    await page.keyboard.press('Escape');
    const die = (await pieces(page)).at(-1)!;
    await menuAt(page, die, 'Lock in place');
    await page.keyboard.press('Escape');
    return die;
  };
  const high = await edge('Add white d6', 'ArrowUp');
  const low = await edge('Add red d6', 'ArrowDown');
  const [h, l] = [await pagePoint(page, high.x, high.y), await pagePoint(page, low.x, low.y)];
  await page.mouse.click(h.x, h.y);
  await page.keyboard.down('Shift');
  await page.mouse.click(l.x, l.y);
  await page.keyboard.up('Shift');
  await page.keyboard.press('t');
  const said = page.getByRole('status', { name: 'Messages' }).locator('.toast').last();
  await expect(said).toContainText(/Red rolled 2d6/);
  await idle(page);
  const box = (await said.boundingBox())!;
  // Each die's far corner (16 mm, turned any way: 11.3 mm from its middle) shows: below the message, above the hand.
  const top = await pagePoint(page, high.x, high.y - 11.4);
  expect(top.y, 'the top die on the page, against the message\'s foot').toBeGreaterThan(box.y + box.height);
  const hand = (await page.getByRole('region', { name: /hand/ }).boundingBox())!;
  const foot = await pagePoint(page, low.x, low.y + 11.4);
  expect(foot.y, 'the die at the foot on the page, against the hand\'s top').toBeLessThan(hand.y);
  // Dice landing while the player drags the cloth: the table stays under the hand, where the drag has it.
  await page.keyboard.press('0');
  await idle(page);
  const cloth = await pagePoint(page, 450, 300);
  await page.mouse.move(cloth.x, cloth.y);
  await page.mouse.down();
  await page.mouse.move(cloth.x + 10, cloth.y + 10, { steps: 2 });
  const held = await pagePoint(page, 450, 300);
  await page.keyboard.press('t');
  await expect(said).toContainText(/Red rolled 2d6/);
  await idle(page);
  expect(await pagePoint(page, 450, 300), 'the cloth under the hand').toEqual(held);
  await page.mouse.up();
});

test('dice landing while the player carries a piece or draws a box wait until the hand lets go to come out from under the message, which is found wherever the stylesheet puts it', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  await startFreeTable(page);
  // A die at the top edge, locked: T rolls it where it lies, under the message that says its result.
  await page.getByRole('button', { name: 'Add white d6' }).click();
  for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Escape');
  const die = (await pieces(page)).at(-1)!;
  await menuAt(page, die, 'Lock in place');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add red token' }).click();
  const token = (await pieces(page)).at(-1)!;
  const said = page.getByRole('status', { name: 'Messages' }).locator('.toast').last();
  const dieShows = async () => {
    const box = (await said.boundingBox())!;
    return (await pagePoint(page, die.x, die.y - 11.4)).y > box.y + box.height;
  };
  const rolls = () =>
    page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { log: { action: { type: string } }[] } } } } }).__muster.app.state.session.log.filter((e) => e.action.type === 'throw').length);
  // The token and the die selected; the token carried, and T pressed while it is held.
  const d = await pagePoint(page, die.x, die.y);
  await page.keyboard.down('Shift');
  await page.mouse.click(d.x, d.y);
  await page.keyboard.up('Shift');
  const t = await pagePoint(page, token.x, token.y);
  await page.mouse.move(t.x, t.y);
  await page.mouse.down();
  await page.mouse.move(t.x + 40, t.y + 30, { steps: 4 });
  const held = await pagePoint(page, 300, 150);
  const before = await rolls();
  await page.keyboard.press('t');
  await expect.poll(rolls).toBe(before + 1);
  await idle(page);
  expect(await pagePoint(page, 300, 150), 'the table under the carried token').toEqual(held);
  expect(await dieShows(), 'the die waits under the message while the token is carried').toBe(false);
  // Let go: the token lies where the hand put it, and now the table brings the die into sight.
  await page.mouse.up();
  await expect.poll(dieShows).toBe(true);
  const dropped = (await pieces(page)).find((p) => p.id === token.id)!;
  expect(Math.hypot(dropped.x - token.x, dropped.y - token.y)).toBeGreaterThan(20);
  // A box drawn with Shift across the cloth, T pressed while it is drawn: the box's corner stays under the pointer.
  await page.keyboard.press('0');
  await idle(page);
  await page.mouse.click(d.x, d.y);
  const cloth = await pagePoint(page, 450, 250);
  await page.keyboard.down('Shift');
  await page.mouse.move(cloth.x, cloth.y);
  await page.mouse.down();
  await page.mouse.move(cloth.x + 30, cloth.y + 20, { steps: 3 });
  const boxed = await pagePoint(page, 450, 250);
  const rolled = await rolls();
  await page.keyboard.press('T');
  await expect.poll(rolls).toBe(rolled + 1);
  await idle(page);
  expect(await pagePoint(page, 450, 250), 'the table under the box').toEqual(boxed);
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect.poll(dieShows).toBe(true);
  // The messages laid lower on the page (as under a playback's bar), none showing yet: the die comes
  // out below where the message really ends. Thrown with a die that flies, so the throw lands in the
  // table's physics, a frame before the page draws its message.
  const messages = page.getByRole('status', { name: 'Messages' }).getByRole('button', { name: 'Dismiss' });
  while ((await messages.count()) > 0) await messages.first().click();
  await page.evaluate(() => document.querySelector<HTMLElement>('.toasts')!.style.setProperty('top', '150px', 'important'));
  await page.keyboard.press('0');
  await idle(page);
  await page.getByRole('button', { name: 'Add red d6' }).click();
  const d2 = await pagePoint(page, die.x, die.y);
  await page.keyboard.down('Shift');
  await page.mouse.click(d2.x, d2.y);
  await page.keyboard.up('Shift');
  const again = await rolls();
  await page.keyboard.press('t');
  await expect.poll(rolls).toBe(again + 1);
  await expect.poll(dieShows).toBe(true);
});

test('a piece added from the tray, clicked or dragged, is the selection at once; undo of the add clears it', async ({ page }) => {
  const problems = await smallTable(page);
  // At 960 x 600 the whole tray is in sight: it does not scroll, not even by a few pixels.
  const tray = page.getByRole('complementary', { name: 'Tray' });
  expect(await tray.evaluate((el) => el.scrollHeight - el.clientHeight), 'the tray scrolls by').toBeLessThanOrEqual(0);
  const status = page.getByRole('contentinfo', { name: 'Status' });
  await page.getByRole('button', { name: 'Add red token' }).click();
  await expect(status).toContainText('1 selected');
  const token = (await pieces(page))[0]!;
  // At once: R turns it, Delete takes it off.
  await page.keyboard.press('r');
  await expect.poll(async () => (await pieces(page))[0]?.angle).toBe(15);
  // Dragged from the tray: the new piece alone is the selection.
  const button = await page.getByRole('button', { name: 'Add blue infantry', exact: true }).boundingBox();
  const to = await pagePoint(page, token.x + 3 * INCH, token.y);
  await page.mouse.move(button!.x + button!.width / 2, button!.y + button!.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
  await expect(status).toContainText('1 selected');
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await pieces(page)).map((p) => p.kind)).toEqual(['token']);
  // Undo of an add takes the selection with the piece.
  await page.getByRole('button', { name: 'Add white d6' }).click();
  await expect(status).toContainText('1 selected');
  // F on a die says why nothing turns over, rather than nothing at all.
  await page.keyboard.press('f');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Only tokens, figures and cards turn over');
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await pieces(page)).map((p) => p.kind)).toEqual(['token']);
  await expect(status).not.toContainText('selected');
  expect(problems).toEqual([]);
});

test('two double-clicks on a deck draw two cards, each beside the deck in sight, not one over the other nor over a token', async ({ page }) => {
  const problems = await smallTable(page);
  await page.getByRole('button', { name: 'Add deck of cards' }).click();
  await page.getByRole('button', { name: 'Add red token' }).click();
  const deck = (await pieces(page)).find((p) => p.kind === 'deck')!;
  const at = await pagePoint(page, deck.x, deck.y);
  await page.mouse.dblclick(at.x, at.y);
  await page.mouse.dblclick(at.x, at.y);
  await expect.poll(async () => (await pieces(page)).filter((p) => p.kind === 'card').length).toBe(2);
  // Two double-clicks, two cards: the second click of one and the first of the next are no third.
  await page.waitForTimeout(400);
  expect((await pieces(page)).filter((p) => p.kind === 'card')).toHaveLength(2);
  const all = await pieces(page);
  const [a, b] = all.filter((p) => p.kind === 'card');
  const token = all.find((p) => p.kind === 'token')!;
  // Cards are 63 x 88 mm: apart by more than a card's width, clear of the token and the deck.
  expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThan(63);
  for (const card of [a!, b!]) {
    expect(Math.hypot(card.x - token.x, card.y - token.y), 'card over the token').toBeGreaterThan(44);
    expect(Math.abs(card.x - deck.x) > 63 || Math.abs(card.y - deck.y) > 88, 'card over the deck').toBe(true);
  }
  expect(problems).toEqual([]);
});

test('the arrow keys move the selection an inch at a time (Shift: a tenth), and pan the table when nothing is selected', async ({ page }) => {
  const problems = await smallTable(page);
  // The status line tells of them, and right-click, whole at 960 x 600.
  const hint = page.getByRole('contentinfo', { name: 'Status' }).locator('.controls-hint');
  await expect(hint).toContainText('right-click for more · arrows move');
  expect(await hint.evaluate((e) => e.scrollWidth - e.clientWidth), 'the line whole at 960').toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Add red token' }).click();
  const token = (await pieces(page))[0]!;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(async () => (await pieces(page))[0]!.x).toBeCloseTo(token.x + 2 * INCH, 3);
  expect((await pieces(page))[0]!.y).toBeCloseTo(token.y - 0.9 * INCH, 3);
  // The table's edge stops it with the whole token on the cloth (its middle used to stop on the
  // edge, half of it off the table), and nothing is refused.
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowUp');
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await pieces(page))[0]!.x).toBeCloseTo(TOKEN_RADIUS, 3);
  expect((await pieces(page))[0]!.y).toBeCloseTo(TOKEN_RADIUS, 3);
  await expect(page.getByRole('status', { name: 'Messages' })).not.toContainText('off the table');
  // Dragged past the far corner and let go, it lies wholly on the cloth there.
  const corner = (await pieces(page))[0]!;
  await dragOnTable(page, corner, { x: 24 * INCH + 30, y: 12 * INCH + 30 });
  await expect.poll(async () => (await pieces(page))[0]!.x).toBeCloseTo(24 * INCH - TOKEN_RADIUS, 3);
  expect((await pieces(page))[0]!.y).toBeCloseTo(12 * INCH - TOKEN_RADIUS, 3);
  // A matchstick turned 45° and pushed to the edge: its far corner stops on the edge, not past it.
  await page.getByRole('button', { name: 'Add matchstick' }).click();
  for (let i = 0; i < 3; i++) await page.keyboard.press('r');
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
  const stick = (await pieces(page)).find((p) => p.kind === 'stick')!;
  expect(stick.angle).toBe(45);
  // Two inches long, 2.5 mm thick: at 45° it reaches (2 in + 2.5 mm) / 2 / √2 across.
  expect(stick.x).toBeCloseTo((2 * INCH + 2.5) / 2 / Math.SQRT2, 3);
  // Nothing selected: the arrows pan, as before.
  await page.keyboard.press('Escape');
  const before = await pagePoint(page, token.x, token.y);
  await page.keyboard.press('ArrowLeft');
  // The camera (which pagePoint reads) catches up with the next frame drawn.
  await expect.poll(async () => (await pagePoint(page, token.x, token.y)).x).toBeGreaterThan(before.x + 20);
  expect(problems).toEqual([]);
});

test('a card dragged from the table onto the hand goes into the hand, as the menu\'s "Take into your hand" does', async ({ page }) => {
  const problems = await smallTable(page);
  await page.getByRole('button', { name: 'Add deck of cards' }).click();
  const deck = (await pieces(page)).find((p) => p.kind === 'deck')!;
  const hand = page.getByRole('region', { name: "Red's hand" });
  // At 960 x 600, and again in a window made 1920 x 1080 (the hand a wider panel further down).
  for (const [n, size] of [{ width: 960, height: 600 }, { width: 1920, height: 1080 }].entries()) {
    await page.setViewportSize(size);
    // The table is fitted to the new window over a frame or two: the deck is where it settles.
    const at = await steadyPoint(page, ([x, y]) => (window as unknown as { __musterTable: { pagePoint: (x: number, y: number) => PagePoint } }).__musterTable.pagePoint(x, y), [deck.x, deck.y] as const);
    await page.mouse.dblclick(at.x, at.y);
    await expect.poll(async () => (await pieces(page)).filter((p) => p.kind === 'card').length).toBe(1);
    const card = (await pieces(page)).find((p) => p.kind === 'card')!;
    const from = await pagePoint(page, card.x, card.y);
    const box = (await hand.boundingBox())!;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
    await page.waitForTimeout(200);
    await page.mouse.up();
    await expect(hand.getByRole('button', { name: /^Play the / })).toHaveCount(n + 1);
    expect((await pieces(page)).filter((p) => p.kind === 'card')).toHaveLength(0);
  }
  expect(problems).toEqual([]);
});

test('a piece dropped, or moved with the arrows, to the table\'s top edge under a message is brought into sight below it, and stays where it was put', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  await startFreeTable(page);
  const said = page.getByRole('status', { name: 'Messages' }).locator('.toast').last();
  /** Whether the piece's top edge (`reach` mm above its middle) shows below the message. */
  const shows = async (id: string, reach: number) => {
    const p = (await pieces(page)).find((q) => q.id === id)!;
    const box = await said.boundingBox();
    return !box || (await pagePoint(page, p.x, p.y - reach)).y > box.y + box.height;
  };
  // A token dragged to the top edge while "Saved" lies over it. Before, it stayed under the message.
  await page.getByRole('button', { name: 'Add red token' }).click();
  const token = (await pieces(page)).at(-1)!;
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+s');
  await expect(said).toContainText('Saved');
  await dragOnTable(page, token, { x: token.x, y: 12.5 });
  await page.mouse.move(100, 300);
  await expect.poll(() => shows(token.id, 12.5), 'the dropped token below the message').toBe(true);
  expect((await pieces(page)).find((p) => p.id === token.id)?.y, 'where it was put').toBeCloseTo(12.5);
  await page.screenshot({ path: 'test-results/screens/free-table-under-message.png' });
  // A second token taken up to the edge with the arrows, with a message showing.
  await page.keyboard.press('0');
  await tableStill(page);
  await page.keyboard.press('Control+s');
  await expect(said).toContainText('Saved');
  await page.getByRole('button', { name: 'Add blue token' }).click();
  const blue = (await pieces(page)).at(-1)!;
  for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowUp');
  await page.mouse.move(100, 300);
  await expect.poll(() => shows(blue.id, 12.5), 'the token moved with the arrows below the message').toBe(true);
  expect((await pieces(page)).find((p) => p.id === blue.id)?.y).toBeCloseTo(12.5);
});

test('dice thrown just before the rules window opens roll on once it closes, not unseen behind it, and their result is said then', async ({ page }) => {
  const problems = await smallTable(page);
  await addAndSelect(page, 'Add white d6');
  await page.keyboard.press('t');
  await page.keyboard.press('F1');
  const rules = page.getByRole('dialog', { name: /Rules/ });
  await expect(rules).toBeVisible();
  type Seen = { __muster: { app: { state: { session: { log: { action: { type: string } }[] } } } }; __musterTable: { scene: { throws: { flight: unknown } } } };
  // The throw is logged as ever (a reload would find the die where it landed)...
  await page.waitForFunction(() => (window as unknown as Seen).__muster.app.state.session.log.some((e) => e.action.type === 'throw'), null, { timeout: 5_000 });
  // ...but the die waits in the air for the reader: as many frames go by as its whole fall has steps
  // (one a frame, at most), and a second's more, and it shows no step further.
  const fall = await fallWhileWaiting(page, 'throws.flight');
  expect(fall.after, 'the die held where it was in the air').toBe(fall.before);
  await expect(page.getByRole('status', { name: 'Messages' })).not.toContainText('rolled');
  await rules.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(/Red rolled 1d6/);
  expect(await page.evaluate(() => (window as unknown as Seen).__musterTable.scene.throws.flight)).toBeNull();
  expect(problems).toEqual([]);
});

test('a piece dropped under the tray or the log is brought into sight beside the panel, and stays where it was put', async ({ page }) => {
  const problems = await smallTable(page);
  const panels = { tray: page.getByRole('complementary', { name: 'Tray' }), log: page.getByRole('complementary', { name: 'Game log' }) };
  /** The table point under a page point (the camera neither turns nor skews: two points give it). */
  const tableAt = async (px: number, py: number) => {
    const [o, e] = [await pagePoint(page, 0, 0), await pagePoint(page, 100, 100)];
    return { x: ((px - o.x) / (e.x - o.x)) * 100, y: ((py - o.y) / (e.y - o.y)) * 100 };
  };
  /** A token's box on the page. */
  const onPage = async (id: string) => {
    const p = (await pieces(page)).find((q) => q.id === id)!;
    const [a, b] = [await pagePoint(page, p.x - TOKEN_RADIUS, p.y - TOKEN_RADIUS), await pagePoint(page, p.x + TOKEN_RADIUS, p.y + TOKEN_RADIUS)];
    return { left: a.x, top: a.y, right: b.x, bottom: b.y };
  };
  for (const size of [{ width: 960, height: 600 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await page.keyboard.press('0');
    await tableStill(page);
    // Zoomed in with the wheel, the cloth runs on under the panels at both sides.
    await page.mouse.move(size.width / 2, size.height / 2);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -200);
    await tableStill(page);
    for (const [colour, side] of [['red', 'tray'], ['blue', 'log']] as const) {
      await page.getByRole('button', { name: `Add ${colour} token` }).click();
      const token = (await pieces(page)).at(-1)!;
      const from = await pagePoint(page, token.x, token.y);
      const panel = (await panels[side].boundingBox())!;
      const to = { x: panel.x + panel.width / 2, y: from.y };
      const put = await tableAt(to.x, to.y);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 6 });
      await page.mouse.up();
      await page.mouse.move(size.width / 2, size.height / 2);
      // The table moves just enough for the whole token to show beside the panel it was let go over.
      const clear = async () => {
        const [box, now] = [await onPage(token.id), (await panels[side].boundingBox())!];
        return side === 'tray' ? box.left >= now.x + now.width : box.right <= now.x;
      };
      await expect.poll(clear, { message: `the ${colour} token let go over the ${side} at ${size.width} × ${size.height} shows`, timeout: 3_000 }).toBe(true);
      const moved = (await pieces(page)).find((p) => p.id === token.id)!;
      expect(Math.abs(moved.x - put.x), 'where it was put').toBeLessThan(1.5);
      expect(Math.abs(moved.y - put.y)).toBeLessThan(1.5);
    }
    await page.screenshot({ path: `test-results/screens/free-table-beside-panels-${size.width}.png` });
  }
  expect(problems).toEqual([]);
});

test('a second piece dropped under the log is brought out without taking the first, brought out from under the tray, back under it', async ({ page }) => {
  const problems = await smallTable(page);
  const panels = { tray: page.getByRole('complementary', { name: 'Tray' }), log: page.getByRole('complementary', { name: 'Game log' }) };
  /** A token's box on the page. */
  const onPage = async (id: string) => {
    const p = (await pieces(page)).find((q) => q.id === id)!;
    const [a, b] = [await pagePoint(page, p.x - TOKEN_RADIUS, p.y - TOKEN_RADIUS), await pagePoint(page, p.x + TOKEN_RADIUS, p.y + TOKEN_RADIUS)];
    return { left: a.x, top: a.y, right: b.x, bottom: b.y };
  };
  const clearOf = async (id: string, side: 'tray' | 'log') => {
    const [box, now] = [await onPage(id), (await panels[side].boundingBox())!];
    return side === 'tray' ? box.left >= now.x + now.width : box.right <= now.x;
  };
  // Zoomed in with the wheel, the cloth runs on under the panels at both sides.
  await page.mouse.move(480, 300);
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -200);
  await tableStill(page);
  const put: string[] = [];
  for (const [colour, side] of [['red', 'tray'], ['blue', 'log']] as const) {
    await page.getByRole('button', { name: `Add ${colour} token` }).click();
    const token = (await pieces(page)).at(-1)!;
    put.push(token.id);
    const from = await pagePoint(page, token.x, token.y);
    const panel = (await panels[side].boundingBox())!;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(panel.x + panel.width / 2, from.y, { steps: 6 });
    await page.mouse.up();
    await page.mouse.move(480, 300);
    await expect.poll(() => clearOf(token.id, side), { message: `the ${colour} token let go over the ${side} shows`, timeout: 3_000 }).toBe(true);
  }
  await tableStill(page);
  await page.screenshot({ path: 'test-results/screens/free-table-two-reveals.png' });
  // Before, the table moved left by all the blue token needed, and the red one went back under the tray.
  expect(await clearOf(put[0]!, 'tray'), 'the red token, brought out first, still shows beside the tray').toBe(true);
  expect(problems).toEqual([]);
});

test('Undo is greyed, saying why, while a piece is held and while thrown dice roll', async ({ page }) => {
  const problems = await smallTable(page);
  const undo = page.getByRole('button', { name: 'Undo' });
  const token = await addAndSelect(page, 'Add red token');
  await expect(undo).toBeEnabled();
  // Held: Undo waits for the hand (it used to look ready, and a press then only said so).
  const at = await pagePoint(page, token.x, token.y);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 30, at.y + 10, { steps: 5 });
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('title', 'Let go first: Undo waits while you hold a piece.');
  await page.mouse.up();
  await expect(undo).toBeEnabled();
  await expect(undo).toHaveAttribute('title', 'Undo (Ctrl+Z)');
  // Rolling: the throw will stand once the dice land, so Undo waits and says so.
  await addAndSelect(page, 'Add white d6');
  await page.keyboard.press('t');
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('title', 'Nothing to undo: a throw of the dice stands, everyone saw how they landed.');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(/rolled 1d6/);
  expect(problems).toEqual([]);
});

test('the table zoomed in stays as the player left it when the log is hidden or shown, and when the window grows or shrinks', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await startFreeTable(page);
  const status = page.getByRole('contentinfo', { name: 'Status' });
  const zoom = async () => Number(/Zoom (\d+)%/.exec((await status.textContent()) ?? '')?.[1]);
  const fitted = await zoom();
  await page.getByRole('button', { name: 'Add red token' }).click();
  const token = (await pieces(page)).at(-1)!;
  await page.keyboard.press('Escape');
  // Zoomed in on the token with the wheel.
  const at = await pagePoint(page, token.x, token.y);
  await page.mouse.move(at.x, at.y);
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -200);
  await tableStill(page);
  const zoomed = await zoom();
  expect(zoomed).toBeGreaterThan(fitted * 1.5);
  const near = async () => {
    const p = await pagePoint(page, token.x, token.y);
    return Math.hypot(p.x - at.x, p.y - at.y);
  };
  // Hiding the log gives the table room, but the view the player chose stays: it jumped back to the whole table.
  await page.getByRole('complementary', { name: 'Game log' }).getByRole('button', { name: 'Hide' }).click();
  await tableStill(page);
  expect(await zoom(), 'the zoom kept when the log is hidden').toBe(zoomed);
  expect(await near(), 'the token where it was on the page').toBeLessThan(2);
  // A narrower window, then a wider one: the same table point in the middle, at the same zoom.
  await page.setViewportSize({ width: 960, height: 600 });
  await tableStill(page);
  expect(await zoom(), 'the zoom kept at 960 × 600').toBe(zoomed);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await tableStill(page);
  expect(await zoom(), 'the zoom kept back at 1920 × 1080').toBe(zoomed);
  // Fit (0) still fits, and a fitted table fits the window again as it changes.
  await page.keyboard.press('0');
  await tableStill(page);
  expect(await zoom()).toBeLessThan(zoomed);
  expect(await zoom()).toBeGreaterThanOrEqual(fitted);
});

test('a table of any shape the set-up takes saves, the narrowest and deepest too (1 × 1,000 inches): its picture for the saves list is kept small', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Free Table' }).click();
  const setup = page.getByRole('dialog');
  await setup.getByLabel('Width (inches)').fill('1');
  await setup.getByLabel('Depth (inches)').fill('1000');
  await setup.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('navigation', { name: 'Game toolbar' }).waitFor();
  await tableStill(page);
  await page.getByRole('button', { name: 'Add red token' }).click();
  const messages = page.getByRole('status', { name: 'Messages' });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+s');
  // The picture was 320 pixels wide and as deep as the table's shape made it (a 1 × 10 ft table's
  // 2,837 pixels deep, this one's 32,000 at most): too large for a save ("Autosave failed: The save is not valid (thumbnail is … characters long …)").
  await expect(messages).toContainText('Saved');
  await expect(messages).not.toContainText('not valid');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Menu/ }).first().click();
  await page.getByRole('button', { name: 'Load…' }).or(page.getByRole('button', { name: /^Load/ })).first().click();
  const picture = page.getByRole('img', { name: /The table in/ }).first();
  await expect(picture).toBeVisible();
  const size = await picture.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
  expect(Math.max(size.w, size.h)).toBeLessThanOrEqual(320);
});

test('a hand too long for the window scrolls with the mouse wheel over it, so its last cards can be played', async ({ page }) => {
  const problems = await smallTable(page);
  await page.getByRole('button', { name: 'Add deck of cards' }).click();
  const deck = (await pieces(page)).find((p) => p.kind === 'deck')!;
  const at = await pagePoint(page, deck.x, deck.y);
  for (let i = 0; i < 4; i++) {
    await page.mouse.click(at.x, at.y, { button: 'right' });
    await page.getByRole('menuitem', { name: 'Deal five cards to each player' }).click();
  }
  const hand = page.getByRole('region', { name: "Red's hand" });
  const cards = hand.getByRole('button', { name: /^Play the / });
  await expect(cards).toHaveCount(20);
  // At 960 × 600 the hand shows eleven cards; the wheel over it did nothing (it scrolls only sideways).
  await expect(cards.last()).not.toBeInViewport({ ratio: 1 });
  const status = page.getByRole('contentinfo', { name: 'Status' });
  const zoom = /Zoom \d+%/.exec((await status.textContent()) ?? '')?.[0] ?? '';
  const box = (await hand.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 200);
  await expect(cards.last()).toBeInViewport({ ratio: 1 });
  // The table did not zoom under it.
  expect(zoom).not.toBe('');
  await expect(status).toContainText(zoom);
  expect(problems).toEqual([]);
});
