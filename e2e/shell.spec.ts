// The shell around every game, as a player meets it: curtains that really hide and hold the
// keyboard, the Free Table's seat passed behind one, Save As ready to type over, the set-up's
// seat names and its hint for newcomers, Enter in its fields, the log's counts in plain words.
import { expect, test, type Page } from '@playwright/test';
import { idle, liftFirstCurtain, screenPixels, startMode, toMainMenu, watchProblems } from './support/modes';
import { startFreeTable } from './support/table';

/** Focus is inside the open curtain, and Tab and Shift+Tab cannot take it out. */
async function expectCurtainHoldsFocus(page: Page, curtain: ReturnType<Page['getByRole']>): Promise<void> {
  const button = curtain.locator('button.primary');
  await expect(button).toBeFocused();
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await curtain.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // Clicking behind it does not move focus out either, nor reach the table: the curtain takes the press.
  const cursor = () => page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { history: { cursor: number } } } } } }).__muster.app.state.session.history.cursor);
  const before = await cursor();
  const hit = await page.evaluate(() => document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 120)?.closest('.curtain') !== null);
  expect(hit, 'a press beside the curtain\'s box lands on the curtain, not the table').toBe(true);
  await page.mouse.click(5, 5);
  await page.mouse.click(640, 700);
  expect(await curtain.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Nor does a click on the curtain's own words: its button keeps the focus, so Enter still lifts it.
  await curtain.locator('header h2').click();
  await expect(curtain.locator('button.primary')).toBeFocused();
  expect(await cursor()).toBe(before);
}

test('Tiny 18c between two people: every curtain has the focus, traps Tab, lifts with Enter, and hides the table', { tag: '@long' }, async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await page.goto('/?seed=3');
  await startMode(page, 'Tiny 18c', problems, async (dialog) => {
    await dialog.getByLabel('Defender played by').selectOption('human');
  });
  await liftFirstCurtain(page, 'Attacker');
  const orders = page.getByRole('complementary', { name: 'Orders' });
  let curtains = 0;
  // Deployment, scouts and the first movement: each side commits, the curtain passes the mouse.
  for (let step = 0; step < 6; step++) {
    await orders.getByRole('button', { name: 'Suggest' }).click();
    await orders.getByRole('button', { name: 'Commit orders' }).click();
    const curtain = page.getByRole('dialog', { name: /^Pass to / });
    if (!(await curtain.isVisible())) {
      await idle(page, problems);
      continue;
    }
    curtains++;
    // Opaque: the table behind does not show through (the canvas is not what is under the middle).
    const covered = await page.evaluate(() => {
      const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      return !!hit?.closest('.curtain');
    });
    expect(covered).toBe(true);
    expect(await curtain.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor)).toBe('rgb(21, 19, 15)');
    await expectCurtainHoldsFocus(page, curtain);
    // Ctrl+Z behind the curtain does nothing to the hidden game.
    const cursor = await page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { history: { cursor: number } } } } } }).__muster.app.state.session.history.cursor);
    await page.keyboard.press('Control+z');
    expect(await page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { history: { cursor: number } } } } } }).__muster.app.state.session.history.cursor)).toBe(cursor);
    await page.keyboard.press('Enter');
    await expect(curtain).toBeHidden();
  }
  expect(curtains).toBeGreaterThanOrEqual(3);
  expect(problems).toEqual([]);
});

test('the Free Table passes the seat behind a curtain, so one hand is never shown to the next player', { tag: '@long' }, async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await startMode(page, 'Free Table', problems);
  // A deck, and a card dealt to each: Red sees Red's card.
  await page.getByRole('button', { name: 'Add deck of cards' }).click();
  await page.evaluate(() => {
    type W = { __muster: { app: { state: { session: { act(a: unknown, seat: number): unknown; state: { pieces: { id: string; kind: string }[] } } } } } };
    const s = (window as unknown as W).__muster.app.state.session;
    const deck = s.state.pieces.find((p) => p.kind === 'deck')!;
    s.act({ type: 'deal', deck: deck.id, count: 1 }, 0);
  });
  await expect(page.getByRole('region', { name: "Red's hand" }).getByRole('button', { name: /^Play the / })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Seat' }).selectOption({ label: 'Blue' });
  const curtain = page.getByRole('dialog', { name: 'Pass to Blue' });
  await expect(curtain).toBeVisible();
  // Red's hand is under the curtain, not beside it.
  const hand = await page.getByRole('region', { name: "Red's hand" }).boundingBox();
  const underHand = await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.curtain'), [hand!.x + hand!.width / 2, hand!.y + hand!.height / 2]);
  expect(underHand).toBe(true);
  await expectCurtainHoldsFocus(page, curtain);
  await page.keyboard.press('Enter');
  await expect(curtain).toBeHidden();
  await expect(page.getByRole('region', { name: "Blue's hand" }).getByRole('button', { name: /^Play the / })).toHaveCount(1);
  // Staying put is a choice too.
  await page.getByRole('combobox', { name: 'Seat' }).selectOption({ label: 'Red' });
  await page.getByRole('dialog', { name: 'Pass to Red' }).getByRole('button', { name: 'Stay with Blue' }).click();
  await expect(page.getByRole('region', { name: "Blue's hand" })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Save As offers the name ready to type over; the log counts "1 move"', { tag: '@long' }, async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await startMode(page, 'Free Table', problems);
  await page.getByRole('button', { name: 'Add red token' }).click();
  await expect(page.getByRole('complementary', { name: 'Game log' })).toContainText('1 move');
  await expect(page.getByRole('complementary', { name: 'Game log' })).not.toContainText('1 moves');
  await page.getByRole('button', { name: 'Save As…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  const selected = await name.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd, el.value.length]);
  expect(selected[0]).toBe(0);
  expect(selected[1]).toBe(selected[2]);
  await page.keyboard.type('Skirmish at the ford');
  await expect(name).toHaveValue('Skirmish at the ford');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved “Skirmish at the ford”.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a new game between two people at one computer opens behind the curtain in every game with a hand or secret orders, twice in one page', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await page.goto('/?seed=3');
  // Each game, the second seat made a person's, the seat that plays first, and what its player sees once they lift the curtain.
  const games = [
    { title: 'Tiny 18c', second: 'Defender played by', first: 'Attacker', then: page.getByRole('complementary', { name: 'Orders' }).getByRole('button', { name: 'Suggest' }) },
    { title: 'Cups of War', second: 'blue played by', first: 'Red', then: page.getByRole('complementary', { name: 'War room' }) },
    { title: 'Battle of Tippecanoe', second: 'US played by', first: 'Native', then: page.getByRole('button', { name: 'Muster' }) },
  ] as const;
  for (const round of [1, 2]) {
    for (const g of games) {
      await startMode(page, g.title, problems, async (dialog) => {
        await dialog.getByLabel(g.second).selectOption('human');
      });
      // Whoever pressed Start may be the other player: nothing of the first seat's is shown until its player says so.
      const curtain = page.locator('.curtain');
      await expect(curtain, `${g.title}, game ${round}: a curtain first`).toBeVisible();
      expect(await page.evaluate(() => !!document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.closest('.curtain'))).toBe(true);
      await liftFirstCurtain(page, g.first);
      await expect(g.then).toBeVisible();
      await toMainMenu(page);
    }
  }
  expect(problems).toEqual([]);
});

test('the set-up renames a seat handed from the computer to a person, and suggests easy to newcomers', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tiny 18c', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Tiny 18c' });
  const hint = dialog.getByRole('note');
  await expect(hint).toContainText('easy');
  // It stands clear of the set-up under it (it once sat on the first field's label).
  const gap = await dialog.evaluate((d) => d.querySelector('.setup-fields')!.getBoundingClientRect().top - d.querySelector('[role="note"]')!.getBoundingClientRect().bottom);
  expect(gap).toBeGreaterThanOrEqual(8);
  const names = dialog.getByRole('textbox', { name: 'Name' });
  await expect(names.nth(1)).toHaveValue('Computer');
  await dialog.getByLabel('Defender played by').selectOption('human');
  await expect(names.nth(0)).toHaveValue('Attacker');
  await expect(names.nth(1)).toHaveValue('Defender');
  await expect(hint).toBeHidden();
  await dialog.getByLabel('Defender played by').selectOption('easy');
  await expect(names.nth(0)).toHaveValue('You');
  await expect(names.nth(1)).toHaveValue('Computer');
  await expect(hint).toBeHidden();
  await dialog.getByLabel('Defender played by').selectOption('hard');
  await expect(hint).toBeVisible();
  // A name somebody typed stays.
  await names.nth(1).fill('Nomi');
  await dialog.getByLabel('Defender played by').selectOption('human');
  await expect(names.nth(1)).toHaveValue('Nomi');
});

test('the menu comes up before the table has loaded, and a game chosen meanwhile starts once it has', async ({ page }) => {
  // Hold the table's felt back, as a slow software renderer would.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/felt*.svg', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('main', { name: 'Main menu' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __muster: { stage: { ready: boolean } } }).__muster.stage.ready)).toBe(false);
  await page.getByRole('button', { name: 'Free Table' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
  await page.getByRole('navigation', { name: 'Game toolbar' }).waitFor();
  expect(await page.evaluate(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable)).toBe(false);
  release();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  await page.getByRole('button', { name: 'Add red token' }).click();
  expect(await page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { state: { pieces: unknown[] } } } } } }).__muster.app.state.session.state.pieces.length)).toBe(1);
});

test('a menu button or game card double-clicked opens its window and leaves it open; one press beside a window still closes it', async ({ page }) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 960, height: 600 });
  await page.goto('/');
  for (const [button, window] of [
    [page.getByRole('button', { name: 'Load…' }), 'Saved games'],
    [page.getByRole('button', { name: 'About' }), 'About Muster'],
    [page.getByRole('button', { name: 'Free Table', exact: true }), 'New Free Table'],
  ] as const) {
    // The second press lands beside the window the first opened: it once closed it at once.
    await button.dblclick();
    const dialog = page.getByRole('dialog', { name: window });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(150);
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  }
  expect(problems).toEqual([]);
});

test('Escape closes a dialog after a click on its text, and after the control holding focus is drawn away', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?seed=21');
  await startMode(page, 'Battle of Tippecanoe', problems);
  const rules = page.getByRole('dialog', { name: 'Rules: Battle of Tippecanoe' });
  // A click on the rules' text: focus stays in the dialog (not the page's body), so Escape reaches it.
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(rules.locator('header button.close')).toBeFocused();
  await rules.locator('.body p').first().click();
  expect(await rules.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();
  // The game redraws the page behind a dialog; if the focused control goes, focus falls to the body.
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(rules).toBeVisible();
  // Once the dialog has taken the focus (its first control), the control is drawn away.
  await expect(rules.locator('header button.close')).toBeFocused();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();
  // Escape with no dialog open is the table's again: nothing else closes, the game is still there.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Rules' })).toBeVisible();
  // Escape the moment the dialog is on the page, before a frame is drawn (a quick hand, or a busy
  // machine): the dialog is ready for it, and has the focus, as soon as it is there.
  const focused = await page.evaluate(async () => {
    const open = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Rules');
    open?.click();
    for (let i = 0; i < 50 && !document.querySelector('[role="dialog"]'); i++) await Promise.resolve();
    const box = document.querySelector('[role="dialog"]');
    const inside = !!box?.contains(document.activeElement);
    (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    return { appeared: !!box, inside };
  });
  expect(focused).toEqual({ appeared: true, inside: true });
  await expect(rules).toBeHidden();
  expect(problems).toEqual([]);
});

test('Enter in a set-up field starts the game with what was typed, but not while the set-up has a problem, nor from a scenario editor', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?seed=3');
  await page.getByRole('button', { name: 'ACW Ironclads', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
  const toolbar = page.getByRole('navigation', { name: 'Game toolbar' });
  // A ship with no name is a problem: Enter leaves the dialog up and the focus in the field.
  const shipName = dialog.getByRole('textbox', { name: 'Ship name' }).first();
  const name = await shipName.inputValue();
  await shipName.fill('');
  await shipName.press('Enter');
  await expect(dialog.getByText('Every ship needs a name.')).toBeVisible();
  await expect(shipName).toBeFocused();
  await expect(toolbar).toBeHidden();
  await shipName.fill(name);
  // The turn limit commits on change: Enter right after typing starts with the value typed, not the one before.
  const limit = dialog.getByRole('spinbutton', { name: 'Turn limit' });
  // 0 is below the least: it is 1, not the default 10.
  await limit.fill('0');
  await limit.blur();
  await expect(limit).toHaveValue('1');
  await limit.fill('7');
  await limit.press('Enter');
  await expect(toolbar).toBeVisible();
  await expect(dialog).toBeHidden();
  const options = () => page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { state: { options: { turnLimit?: number; figures?: { at: { x: number } }[] } } } } } } }).__muster.app.state.session.state.options);
  expect((await options()).turnLimit).toBe(7);
  await idle(page, problems);
  // In Jumonville's scenario editor Enter only commits the number; a seat's name then starts the game.
  await toolbar.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Skirmish at Jumonville Glen', exact: true }).click();
  const jv = page.getByRole('dialog', { name: 'New Skirmish at Jumonville Glen' });
  await jv.getByText('Edit the figures and terrain').click();
  const firstX = jv.locator('input[aria-label$=" x"]').first();
  await firstX.fill('5');
  await firstX.press('Enter');
  await page.waitForTimeout(300);
  await expect(jv).toBeVisible();
  await jv.getByRole('textbox', { name: 'Name' }).first().press('Enter');
  await expect(toolbar).toBeVisible();
  expect((await options()).figures?.[0]?.at.x).toBe(5);
  expect(problems).toEqual([]);
});

test('New game opens on the set-up last started for that game, after a reload too, and Defaults sets it back', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?seed=3');
  const dialog = page.getByRole('dialog', { name: 'New Tiny 18c' });
  const names = dialog.getByRole('textbox', { name: 'Name' });
  const defender = dialog.getByLabel('Defender played by');
  await startMode(page, 'Tiny 18c', problems, async () => {
    await names.nth(0).fill('Ann');
    await defender.selectOption('hard');
    await names.nth(1).fill('Bob');
  });
  await toMainMenu(page);
  const expectRemembered = async () => {
    await page.getByRole('button', { name: 'Tiny 18c', exact: true }).click();
    await expect(names.nth(0)).toHaveValue('Ann');
    await expect(names.nth(1)).toHaveValue('Bob');
    await expect(defender).toHaveValue('hard');
  };
  await expectRemembered();
  // Another game's set-up is its own.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Cups of War', exact: true }).click();
  const cups = page.getByRole('dialog', { name: 'New Cups of War' });
  await expect(cups.getByRole('button', { name: 'Defaults' })).toBeDisabled();
  await cups.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Tiny 18c', exact: true })).toBeVisible();
  await expectRemembered();
  await dialog.getByRole('button', { name: 'Defaults' }).click();
  await expect(names.nth(0)).toHaveValue('You');
  await expect(names.nth(1)).toHaveValue('Computer');
  await expect(defender).not.toHaveValue('hard');
  await expect(dialog.getByRole('button', { name: 'Defaults' })).toBeDisabled();
  expect(problems).toEqual([]);
});

test('a New game dialog opens on Start: Enter straight away starts the game as set up (it once closed the dialog from its ×)', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?seed=3');
  await page.getByRole('button', { name: 'Tiny 18c', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Tiny 18c' });
  await expect(dialog.getByRole('button', { name: 'Start' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Game toolbar' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('with a dialog open, the keys for undo, redo, save and print leave the game behind it alone', async ({ page }) => {
  const problems = watchProblems(page);
  await startFreeTable(page);
  await page.getByRole('button', { name: 'Add red token' }).click();
  await page.getByRole('button', { name: 'Add blue token' }).click();
  const cursor = () => page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { history: { cursor: number } } } } } }).__muster.app.state.session.history.cursor);
  const before = await cursor();
  await page.keyboard.press('F1');
  const rules = page.getByRole('dialog', { name: /rules/i });
  await expect(rules).toBeVisible();
  for (const key of ['Control+z', 'Control+z', 'Control+Shift+z', 'Control+s', 'Control+p']) await page.keyboard.press(key);
  await expect(rules).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await cursor()).toBe(before);
  await expect(page.getByRole('status', { name: 'Messages' })).not.toContainText('Saved');
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);
  // With the dialog closed, they reach the game again.
  await page.keyboard.press('Control+z');
  await expect.poll(cursor).toBe(before - 1);
  await idle(page, problems);
});

test('under the curtain between two players the toolbar’s keys do what the app menu does: Print, Rules and Save over it, Undo and Redo say they wait', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?seed=3');
  await startMode(page, 'Tiny 18c', problems, async (dialog) => {
    await dialog.getByLabel('Defender played by').selectOption('human');
  });
  await liftFirstCurtain(page, 'Attacker');
  const orders = page.getByRole('complementary', { name: 'Orders' });
  await orders.getByRole('button', { name: 'Suggest' }).click();
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  const curtain = page.getByRole('dialog', { name: /^Pass to / });
  await expect(curtain).toBeVisible();
  const lift = curtain.locator('button.primary');
  const cursor = () => page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { history: { cursor: number } } } } } }).__muster.app.state.session.history.cursor);
  const before = await cursor();
  const messages = page.getByRole('status', { name: 'Messages' });
  /** A key opens its window over the curtain; Escape lets it go and the curtain's button has the focus again. */
  const overCurtain = async (key: string, window: ReturnType<Page['getByRole']>) => {
    await page.keyboard.press(key);
    await expect(window).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(window).toBeHidden();
    await expect(lift).toBeFocused();
  };
  // Ctrl+P: the Print dialog over the curtain (the sheets show what both may see), as the menu's Print.
  await overCurtain('Control+p', page.getByRole('dialog', { name: 'Print sheets' }));
  // F1: the rules over it.
  await overCurtain('F1', page.getByRole('dialog', { name: /rules/i }));
  // The table's own keys (M measures, 0 fits, an arrow pans, Escape lets go) wait behind it, and the curtain says so.
  const waits = curtain.getByRole('status', { name: 'Curtain' });
  await expect(waits).toBeHidden();
  for (const key of ['m', '0', 'ArrowLeft', 'Escape']) {
    await page.keyboard.press(key);
    await expect(waits).toHaveText(`The table’s keys wait while the curtain is up: press “${await lift.textContent()}” first.`);
    await expect(lift).toBeFocused();
  }
  // Ctrl+Z and Ctrl+Y take nothing back behind it, and say why.
  await page.keyboard.press('Control+z');
  await expect(messages).toContainText('Undo waits while the curtain is up: answer the curtain first.');
  await page.keyboard.press('Control+y');
  await expect(messages).toContainText('Redo waits while the curtain is up');
  expect(await cursor()).toBe(before);
  // Ctrl+Shift+S: the Save as window over it.
  await overCurtain('Control+Shift+s', page.getByRole('dialog', { name: 'Save as' }));
  // Ctrl+S saves, the curtain still up.
  await page.keyboard.press('Control+s');
  await expect(messages).toContainText('Saved “');
  await expect(curtain).toBeVisible();
  await expect(lift).toBeFocused();
  expect(await cursor()).toBe(before);
  expect(problems).toEqual([]);
});

for (const viewport of [{ width: 960, height: 600 }, { width: 1920, height: 1080 }]) {
  // 960 x 600 in `npm test`; 1920 x 1080 is the long project's, for CI's time.
  test(`the main menu's game cards show where the keyboard is (Tab), at ${viewport.width} x ${viewport.height}`, { tag: viewport.width === 960 ? [] : ['@long'] }, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const card = page.getByRole('button', { name: 'Free Table', exact: true });
    await expect(card).toBeVisible();
    for (let i = 0; i < 20 && !(await card.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(card).toBeFocused();
    // The focus colour (#ffd75e) drawn round the card, seen in the page's own pixels.
    const box = (await page.locator('li.mode').first().boundingBox())!;
    const clip = { x: Math.max(0, box.x - 6), y: Math.max(0, box.y - 6), width: box.width + 12, height: box.height + 12 };
    const p = await screenPixels(page, clip);
    // Only round the card, outside its edge (its picture has yellows of its own).
    let ringed = 0;
    for (let y = 0; y < p.height; y++) {
      for (let x = 0; x < p.width; x++) {
        if (x >= 6 && x < p.width - 6 && y >= 6 && y < p.height - 6) continue;
        const i = (y * p.width + x) * 4;
        if (Math.abs(p.data[i]! - 255) < 24 && Math.abs(p.data[i + 1]! - 215) < 24 && Math.abs(p.data[i + 2]! - 94) < 24) ringed++;
      }
    }
    // A ring two pixels wide round the card is well over a thousand pixels.
    expect(ringed).toBeGreaterThan(2 * (box.width + box.height));
  });
}

test('Menu pressed while a move plays back leaves the table without an error, and Continue picks the game up', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?seed=5');
  await startMode(page, 'Skirmish at Jumonville Glen', problems);
  // The card turns over big in the middle, then goes to the corner: Menu in the middle of it.
  await page.getByRole('button', { name: 'Turn the card' }).click();
  await expect(page.getByRole('status', { name: 'Playback' })).toBeVisible();
  await toMainMenu(page);
  // What was left of the playback would have run on the table taken down.
  await page.waitForTimeout(1500);
  expect(problems).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Game toolbar' })).toBeVisible();
  await idle(page, problems);
  expect(await page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { history: { cursor: number } } } } } }).__muster.app.state.session.history.cursor)).toBe(1);
  expect(problems).toEqual([]);
});
