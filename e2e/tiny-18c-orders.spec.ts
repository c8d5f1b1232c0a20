// Tiny 18c's orders as a new player gives them with the mouse: what a click on a counter or a
// square means in each phase, and the reserve the units wait in before they deploy.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { liftCurtainIfTogether, passTime, pixelsApart, watchProblems } from './support/modes';
import { steadyPoint } from './support/table';

type Win = {
  __muster: { app: { state: { session: { state: { units: { id: string; at: { r: number; c: number } | null }[] } } } } };
  __musterTable: {
    squarePoint(r: number, c: number): { x: number; y: number };
    pagePoint(x: number, y: number): { x: number; y: number };
    scene: { counters: Map<string, { x: number; y: number; visible: boolean }> };
  };
};

async function clickSquare(page: Page, r: number, c: number): Promise<void> {
  const p = await page.evaluate(([r, c]) => (window as unknown as Win).__musterTable.squarePoint(r!, c!), [r, c]);
  await page.mouse.click(p.x, p.y);
}

/** Where a unit's counter is on the page, wherever it stands (on the field or waiting off it). */
async function counterPoint(page: Page, id: string): Promise<{ x: number; y: number }> {
  return page.evaluate((id) => {
    const t = (window as unknown as Win).__musterTable;
    const img = t.scene.counters.get(id);
    if (!img?.visible) throw new Error(`${id} is not on the table`);
    return t.pagePoint(img.x, img.y);
  }, id);
}

/** Whether a unit's counter stands on a square of the field (as placed there, in orders or for good). */
async function onSquare(page: Page, id: string, r: number, c: number): Promise<boolean> {
  const at = await counterPoint(page, id);
  const square = await page.evaluate(([r, c]) => (window as unknown as Win).__musterTable.squarePoint(r!, c!), [r, c]);
  return Math.hypot(at.x - square.x, at.y - square.y) < 4;
}

async function clickCounter(page: Page, id: string): Promise<void> {
  const p = await counterPoint(page, id);
  await page.mouse.click(p.x, p.y);
}

/** Starts a battle from the New game dialog; `arrange` fills the form in first. */
async function start(page: Page, arrange?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>): Promise<void> {
  await page.goto('/?seed=18');
  await page.getByRole('button', { name: 'Tiny 18c' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Tiny 18c' });
  await arrange?.(dialog);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  await page.waitForFunction(() => (window as unknown as Win).__musterTable.scene.counters.size > 0);
  await settled(page);
  // Two people at one computer: the game opens behind the curtain, lifted by the first seat.
  await liftCurtainIfTogether(page);
}

/**
 * Until the field stands still on the page: the table fits itself to the window as the panels come
 * up, and a click aimed before that lands beside its square (see steadyPoint).
 */
async function settled(page: Page): Promise<void> {
  await steadyPoint(page, () => (window as unknown as Win).__musterTable.squarePoint(0, 0));
}

/** Anna (attacker) and Ben (defender), two people at one computer; from a board when one is given. */
function annaAndBen(board?: string[]): (dialog: ReturnType<Page['getByRole']>) => Promise<void> {
  return async (dialog) => {
    await dialog.getByRole('group', { name: /^Attacker \(/ }).getByLabel('Name', { exact: true }).fill('Anna');
    await dialog.getByRole('group', { name: /^Defender \(/ }).getByLabel('Name', { exact: true }).fill('Ben');
    await dialog.getByRole('combobox', { name: 'Defender played by' }).selectOption('human');
    if (board) await dialog.getByLabel('Start from a board').fill(board.join('\n'));
  };
}

/** A small battle in movement: Anna's I1 and C, Ben's i in the far corner. */
const FORWARD_BOARD = ['I1 • • • •', '• • • • •', '• • C • •', '• • • • •', '• • • • i'];

/** Anna and Ben on FORWARD_BOARD; Anna orders I1 and C forward (not yet committed). Her orders panel. */
async function annaOrdersForward(page: Page): Promise<Locator> {
  await start(page, annaAndBen(FORWARD_BOARD));
  const orders = page.getByRole('complementary', { name: 'Orders' });
  await clickSquare(page, 0, 0);
  await clickSquare(page, 1, 0);
  await clickSquare(page, 2, 2);
  await clickSquare(page, 2, 3);
  await expect(orders.getByRole('list', { name: 'Your orders' })).toHaveText('I1 → a4C → d3');
  return orders;
}

/** The window reloaded, and the game continued from the main menu. */
async function continueAfterReload(page: Page): Promise<void> {
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  await page.waitForFunction(() => (window as unknown as Win).__musterTable.scene.counters.size > 0);
  await settled(page);
}

/** Anna and Ben at one computer; Anna deploys along her home row and commits: the curtain comes up for Ben. */
async function annaDeploysForBen(page: Page): Promise<Locator> {
  await start(page, annaAndBen());
  const orders = page.getByRole('complementary', { name: 'Orders' });
  for (let c = 0; c < 5; c++) await clickSquare(page, 0, c);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  const curtain = page.getByRole('dialog', { name: 'Pass to Ben' });
  await expect(curtain).toBeVisible();
  return curtain;
}

/** A command from the desktop app's menu (its accelerators too), which reaches the app past the page's keys. */
const menuCommand = (page: Page, command: string): Promise<void> =>
  page.evaluate((c) => void (window as unknown as { __muster: { app: { command(c: string): Promise<void> } } }).__muster.app.command(c), command);

test('at deployment the scouts waiting off the field cannot be put on the home row: a click on them says when they deploy', async ({ page }) => {
  const problems = watchProblems(page);
  await start(page);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const mine = orders.getByRole('list', { name: 'Your orders' });
  await clickCounter(page, 'S');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Scouts deploy after the other units, in the row in front of your home row');
  // The click on the home row places the next unit of the home row, not the scouts.
  await clickSquare(page, 0, 2);
  await expect(mine).toHaveText('I1 at c');
  await clickSquare(page, 0, 0);
  // Listed by square, a to e, not in the order given.
  await expect(mine).toHaveText('I2 at aI1 at c');
  // Orders not given yet survive a reload (Continue): back in the panel, and on the table where they were put.
  await continueAfterReload(page);
  await expect(mine).toHaveText('I2 at aI1 at c');
  for (const [id, c] of [['I1', 2], ['I2', 0]] as const) expect(await onSquare(page, id, 0, c), `${id} on its square`).toBe(true);
  for (const c of [1, 3, 4]) await clickSquare(page, 0, c);
  await expect(mine.getByRole('listitem')).toHaveCount(5);
  await expect(mine).not.toContainText('S at');
  await expect(orders.getByRole('button', { name: 'Commit orders' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test('at 960 × 600 a message over the waiting counters fades while the pointer is on them, so the counter aimed at shows, and a press through it picks it', async ({ page }) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 960, height: 600 });
  await start(page);
  const messages = page.getByRole('status', { name: 'Messages' });
  // The message about the scouts comes up over the top of the table, where the reserve waits.
  await clickCounter(page, 'S');
  await expect(messages).toContainText('Scouts deploy after the other units');
  /** The opacity of each message lying over a counter's centre, or near it. */
  const overCounter = (id: string) =>
    counterPoint(page, id).then((at) =>
      page.evaluate((at) => {
        return [...document.querySelectorAll('.toast')].flatMap((t) => {
          const r = t.getBoundingClientRect();
          return at.x > r.left && at.x < r.right && at.y > r.top - 24 && at.y < r.bottom + 24 ? [Number(getComputedStyle(t).opacity)] : [];
        });
      }, at),
    );
  // The pointer still on S, where it clicked: the message over it has faded.
  await expect.poll(() => overCounter('S')).toEqual([expect.closeTo(0.2, 1)]);
  // Away from the reserve, the message reads whole again.
  const far = await page.evaluate(() => (window as unknown as Win).__musterTable.squarePoint(2, 2));
  await page.mouse.move(far.x, far.y);
  await expect.poll(() => overCounter('S')).toEqual([1]);
  // On I2, beside S under the same message: it fades, and a press there picks I2 through it (else
  // the click on the home row would place I1, the first waiting).
  const i2 = await counterPoint(page, 'I2');
  await page.mouse.move(i2.x, i2.y);
  await expect.poll(() => overCounter('I2')).toEqual([expect.closeTo(0.2, 1)]);
  await page.screenshot({ path: 'test-results/screens/t18-message-faded.png' });
  await page.mouse.click(i2.x, i2.y);
  await clickSquare(page, 0, 4);
  await expect(page.getByRole('complementary', { name: 'Orders' }).getByRole('list', { name: 'Your orders' })).toHaveText('I2 at e');
  // The message's × is whole under the pointer, to be read as it is dismissed.
  const dismiss = messages.getByRole('button', { name: 'Dismiss' });
  await dismiss.hover();
  await expect(messages.locator('.toast')).toHaveCSS('opacity', '1');
  await dismiss.click();
  await expect(messages).toBeEmpty();
  expect(problems).toEqual([]);
});

test("in movement a click on another of my units picks it, and a click on an enemy's square sends the picked unit there", async ({ page }) => {
  const problems = watchProblems(page);
  // I1 and C side by side, the enemy's i in front of I1.
  await start(page, (dialog) => dialog.getByLabel('Start from a board').fill(['• • • • •', '• I1 C • •', '• i • • •', '• • • • •', '• • • • a'].join('\n')));
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const mine = orders.getByRole('list', { name: 'Your orders' });
  await expect(orders).toContainText('Turn 1 · Movement');
  // I1, then C: C is picked (C stays, so I1 could not go there), and goes where clicked next.
  await clickSquare(page, 1, 1);
  await clickSquare(page, 1, 2);
  await expect(mine).toHaveText('Every unit stays.');
  await clickSquare(page, 3, 2);
  await expect(mine).toHaveText('C → c2');
  // Now C leaves c4: I1 may follow it in.
  await clickSquare(page, 1, 1);
  await clickSquare(page, 1, 2);
  // Listed by the square each unit stands on: I1 (b4) before C (c4).
  await expect(mine).toHaveText('I1 → c4C → c2');
  // I1 again, then the enemy in front of it: I1 is ordered onto its square (the enemy may leave it).
  await clickSquare(page, 1, 1);
  await clickSquare(page, 2, 1);
  await expect(mine).toHaveText('I1 → b3C → c2');
  // I1, then a square two away: it is told why it cannot go, and stays picked for the next click.
  await clickSquare(page, 1, 1);
  await clickSquare(page, 3, 1);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('I1 moves one square, diagonals too: b2 is out of its reach.');
  await clickSquare(page, 0, 1);
  await expect(mine).toHaveText('I1 → b5C → c2');
  expect(problems).toEqual([]);
});

test('an army of ten waits for deployment on the table, every counter in sight and none under the log', async ({ page }) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Three militia (each bringing a bonus militia), infantry, pikes and two scouts: ten counters off the field.
  await start(page, async (dialog) => {
    const units = dialog.getByRole('group', { name: 'Attacker units' });
    await dialog.getByLabel('Attacker army').selectOption('Militia levy');
    await units.getByRole('button', { name: 'One more Militia' }).click();
    await units.getByRole('button', { name: 'One fewer Cavalry' }).click();
    await units.getByRole('button', { name: 'One more Scouts' }).click();
    await units.getByRole('button', { name: 'One more Scouts' }).click();
  });
  const ids = await page.evaluate(() => (window as unknown as Win).__muster.app.state.session.state.units.filter((u) => /^[A-Z]/.test(u.id)).map((u) => u.id));
  expect(ids).toHaveLength(10);
  const hidden: string[] = [];
  for (const id of ids) {
    const p = await counterPoint(page, id);
    // The counter's centre is on the canvas, not under a panel.
    const on = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName ?? null, p);
    if (on !== 'CANVAS') hidden.push(`${id} under ${on}`);
  }
  expect(hidden).toEqual([]);
  // And on the table itself, not off its edge: within the 300 mm centred on the field (the table reaches on to 345 mm on the right, for the sides' names).
  const off = await page.evaluate((ids) => {
    const t = (window as unknown as Win).__musterTable;
    return ids.filter((id) => {
      const img = t.scene.counters.get(id)!;
      return img.x - 17 < 0 || img.x + 17 > 300;
    });
  }, ids);
  expect(off).toEqual([]);
  expect(problems).toEqual([]);
});

test('two people at one computer: whoever has just committed can take their orders back from the curtain, as the rules promise', async ({ page }) => {
  const problems = watchProblems(page);
  await start(page, annaAndBen());
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const mine = orders.getByRole('list', { name: 'Your orders' });
  for (let c = 0; c < 5; c++) await clickSquare(page, 0, c);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  // The curtain is up for Ben, and covers the toolbar's Undo: Anna takes her orders back from it.
  const curtain = page.getByRole('dialog', { name: 'Pass to Ben' });
  await expect(curtain).toBeVisible();
  await curtain.getByRole('button', { name: 'Take back my orders' }).click();
  await expect(curtain).toBeHidden();
  await expect(orders).toContainText('Anna, the attacker: your orders.');
  // Her orders come back as she gave them, to change and commit again.
  await expect(mine).toHaveText('I1 at aI2 at bP at cC at dA at e');
  await clickSquare(page, 0, 4);
  await clickSquare(page, 0, 4);
  await expect(mine).toHaveText('I1 at aI2 at bP at cC at dA at e');
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  // Once Ben has the mouse, Anna's secret orders are hers alone: his Undo (toolbar or Ctrl+Z) says so and takes nothing back.
  // Ctrl+Z straight after the curtain goes (the next task, before any paint) reaches the game: the curtain held
  // the keyboard until a frame later once, and a key in between was lost.
  const lift = curtain.getByRole('button', { name: 'I am Ben: show my side' });
  await lift.evaluate(async (button: HTMLElement) => {
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true }));
  });
  await expect(orders).toContainText('Ben, the defender: your orders.');
  const committed = () => page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { state: { committed: boolean[] } } } } } }).__muster.app.state.session.state.committed);
  expect(await committed()).toEqual([true, false]);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText("Anna's orders are given in secret");
  // The toolbar's Undo is greyed for Ben, and says why.
  const undo = page.getByRole('navigation', { name: 'Game toolbar' }).getByRole('button', { name: /^Undo/ });
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('title', /^Anna's orders are given in secret/);
  expect(await committed()).toEqual([true, false]);
  await expect(orders).toContainText('Ben, the defender: your orders.');
  expect(problems).toEqual([]);
});

test("two people at one computer: once the other has the mouse, the log's steps do not take back the secret orders given before it either", async ({ page }) => {
  const problems = watchProblems(page);
  await start(page, annaAndBen(FORWARD_BOARD));
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const curtain = page.getByRole('dialog', { name: /^Pass to / });
  const committed = () => page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { state: { committed: boolean[] } } } } } }).__muster.app.state.session.state.committed);
  // Movement: both commit (carried out at once), then Ben, still at the mouse, gives his declarations in secret and passes it.
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await curtain.getByRole('button', { name: 'I am Ben: show my side' }).click();
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await expect(orders).toContainText('Turn 1 · Declarations');
  await expect(orders).toContainText('Ben, the defender: your orders.');
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await curtain.getByRole('button', { name: 'I am Anna: show my side' }).click();
  await expect(orders).toContainText('Anna, the attacker: your orders.');
  expect(await committed()).toEqual([false, true]);
  // Anna steps back in the log to just after the movement: Ben's declarations are his, and stay.
  const log = page.getByRole('complementary', { name: 'Game log' });
  await expect(log.getByRole('listitem')).toHaveCount(3);
  const step = log.getByRole('button', { name: /^Go to move 2: / });
  await step.click();
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText("Ben's orders are given in secret");
  expect(await committed()).toEqual([false, true]);
  await expect(log.getByRole('listitem').nth(2)).not.toHaveClass(/undone/);
  await expect(orders).toContainText('Anna, the attacker: your orders.');
  expect(problems).toEqual([]);
});

test('two people at one computer: after a reload between the two, the curtain says whose turn it is and offers nobody the first orders to take back', async ({ page }) => {
  const problems = watchProblems(page);
  await start(page, annaAndBen());
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const mine = orders.getByRole('list', { name: 'Your orders' });
  await clickSquare(page, 0, 2);
  await clickSquare(page, 0, 0);
  // Listed by square, a to e, not in the order given.
  await expect(mine).toHaveText('I2 at aI1 at c');
  // Reloaded with Anna's orders only begun: whoever is at the mouse may be Ben. Behind the curtain nothing of them is
  // on the table or in the panel, until Anna says she has the mouse.
  await continueAfterReload(page);
  const annas = page.getByRole('dialog', { name: "Anna's turn to give orders" });
  await expect(annas).toBeVisible();
  await expect(orders).not.toContainText('I1 at c');
  expect(await onSquare(page, 'I1', 0, 2), 'I1 on c1 behind the curtain').toBe(false);
  await annas.getByRole('button', { name: 'I am Anna: show my side' }).click();
  await expect(mine).toHaveText('I2 at aI1 at c');
  expect(await onSquare(page, 'I1', 0, 2), 'I1 back on c1').toBe(true);
  for (const c of [1, 3, 4]) await clickSquare(page, 0, c);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await expect(page.getByRole('dialog', { name: 'Pass to Ben' })).toBeVisible();
  // The window is reloaded (or the game continued later): whoever is at the mouse now may be Ben.
  await continueAfterReload(page);
  const curtain = page.getByRole('dialog', { name: "Ben's turn to give orders" });
  await expect(curtain).toBeVisible();
  await expect(curtain).toContainText('Ben, it is your turn');
  await expect(curtain.getByRole('button', { name: 'Take back my orders' })).toHaveCount(0);
  await curtain.getByRole('button', { name: 'I am Ben: show my side' }).click();
  await expect(page.getByRole('complementary', { name: 'Orders' })).toContainText('Ben, the defender: your orders.');
  const committed = () => page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { state: { committed: boolean[] } } } } } }).__muster.app.state.session.state.committed);
  expect(await committed()).toEqual([true, false]);
  expect(problems).toEqual([]);
});

/** What the screen shows of the table, as a picture the size of the saves list's. */
function tablePicture(page: Page): Promise<string> {
  return page.evaluate(() => {
    const app = (window as unknown as { __muster: { app: { ensureStage(): { thumbnail(crop: unknown): Promise<string> }; state: { ui: { view: { tableOnCanvas(): unknown } } } } } }).__muster.app;
    return app.ensureStage().thumbnail(app.state.ui.view.tableOnCanvas());
  });
}

/** The window closed and opened again: the autosave as the saves list (Load…) shows it. */
async function autosaveAfterReload(page: Page) {
  await page.reload();
  await page.getByRole('button', { name: 'Load…' }).click();
  return page.getByRole('dialog', { name: 'Saved games' }).getByRole('listitem').first();
}

test("two people at one computer: the saves list's picture of the table never shows the orders one side has given in secret", async ({ page }) => {
  test.slow();
  const problems = watchProblems(page);
  // Anna orders I1 and C forward, takes her time (an autosave's picture is then taken afresh), commits and passes the mouse.
  const orders = await annaOrdersForward(page);
  await passTime(page, 21_000);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  // The mouse takes a moment to pass.
  await page.waitForTimeout(1_000);
  await page.getByRole('dialog', { name: 'Pass to Ben' }).getByRole('button', { name: 'I am Ben: show my side' }).click();
  await expect(orders).toContainText('Ben, the defender: your orders.');
  // What Ben's screen shows of the table, as a picture the size of the saves list's.
  const bens = await tablePicture(page);
  // Ben closes the window and comes back to the saves list.
  const autosave = await autosaveAfterReload(page);
  await expect(autosave).toContainText('Turn 1, movement');
  const picture = autosave.getByRole('img');
  // No picture, one taken before Anna gave her orders (the table as it was framed then), or Ben's table: never Anna's arrows.
  if ((await picture.count()) > 0) {
    const shown = (await picture.getAttribute('src'))!;
    const apart = await pixelsApart(page, bens, shown);
    expect(apart === Infinity || apart < 30, `${apart} pixels apart from Ben's table`).toBe(true);
  }
  expect(problems).toEqual([]);
});

test("the saves list's first picture of a new game is the table fitted to the window, as the player sees it", async ({ page }) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 960, height: 600 });
  await start(page);
  await page.waitForTimeout(1500);
  // The table as the player sees it once it has settled in the window.
  const seen = await tablePicture(page);
  const autosave = await autosaveAfterReload(page);
  await expect(autosave).toContainText('Tiny 18c · Deploying');
  const shown = (await autosave.getByRole('img').getAttribute('src'))!;
  const apart = await pixelsApart(page, seen, shown);
  expect(apart, `the first picture is ${apart} pixels apart from the fitted table`).toBeLessThan(30);
  expect(problems).toEqual([]);
});

test('a charge at an enemy out of reach says it will fall short, rather than show a fight that cannot happen', async ({ page }) => {
  const problems = watchProblems(page);
  // Two at one computer, so nothing moves but what is ordered: I1 far from the defender's i, C two squares from it.
  await start(page, async (dialog) => {
    await dialog.getByLabel('Start from a board').fill(['I1 • • • •', '• • • • •', '• • C • •', '• • • • •', '• • • • i'].join('\n'));
    await dialog.getByRole('combobox', { name: 'Defender played by' }).selectOption('human');
  });
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const mine = orders.getByRole('list', { name: 'Your orders' });
  const curtain = page.getByRole('dialog', { name: /^Pass to / });
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await curtain.getByRole('button', { name: /show my side/ }).click();
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await expect(orders).toContainText('Turn 1 · Declarations');
  // Named once: two people who typed no names are "Attacker" and "Defender" (it said "Defender, the defender").
  await expect(orders.getByText('Defender: your orders.', { exact: true })).toBeVisible();
  await clickCounter(page, 'i');
  await clickCounter(page, 'I1');
  await expect(mine).toHaveText('Charge: i on I1: one step towards it, too far to fight');
  // C is near enough: the step ends beside it, and they fight.
  await clickCounter(page, 'i');
  await clickCounter(page, 'C');
  await expect(mine).toHaveText('Charge: i on C');
  expect(problems).toEqual([]);
});

test("in declarations a second unit's move or charge replaces the first unit's, and a gun moved drops its shot: each said, not done in silence", async ({ page }) => {
  const problems = watchProblems(page);
  // Two at one computer, from a board: I1, C and the gun A, the defender's i far off.
  await start(page, async (dialog) => {
    await dialog.getByLabel('Start from a board').fill(['I1 • • • A', '• • • • •', '• • C • •', '• • • • •', '• • • • i'].join('\n'));
    await dialog.getByRole('combobox', { name: 'Defender played by' }).selectOption('human');
  });
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const mine = orders.getByRole('list', { name: 'Your orders' });
  const messages = page.getByRole('status', { name: 'Messages' });
  const curtain = page.getByRole('dialog', { name: /^Pass to / });
  // Movement: nobody moves. The defender, who carries on into the declarations, declares nothing.
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await curtain.getByRole('button', { name: /show my side/ }).click();
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await expect(orders).toContainText('Turn 1 · Declarations');
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await curtain.getByRole('button', { name: /show my side/ }).click();
  await expect(orders.getByText('Attacker: your orders.', { exact: true })).toBeVisible();
  // The gun shoots at i; I1 declares a move.
  await clickCounter(page, 'A');
  await clickCounter(page, 'i');
  await clickCounter(page, 'I1');
  await clickSquare(page, 1, 0);
  await expect(mine).toHaveText('Move: I1 → a4Shot: A at i');
  // C's charge takes the side's one action from I1: once its arrow only vanished, without a word.
  await clickCounter(page, 'C');
  await clickCounter(page, 'i');
  await expect(mine).toHaveText('Charge: C on iShot: A at i');
  await expect(messages).toContainText('One action a side: C’s charge on i replaces I1’s move to a4.');
  // The gun given the move: it cannot shoot as well, and its shot goes, said too.
  await clickCounter(page, 'A');
  await clickSquare(page, 1, 4);
  await expect(mine).toHaveText('Move: A → e4');
  await expect(messages).toContainText('One action a side: A’s move to e4 replaces C’s charge on i. A gun that moves or charges cannot shoot: its shot at i is called off.');
  expect(problems).toEqual([]);
});

test('while the orders play out on the table, the panel names the phase being carried out and shows the board it starts from', async ({ page }) => {
  const problems = watchProblems(page);
  await start(page);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const idle = () =>
    page.waitForFunction(() => {
      const w = window as unknown as { __muster: { app: { state: { thinking: number | null } } }; __musterTable: { animating(): boolean } };
      return w.__muster.app.state.thinking === null && !w.__musterTable.animating();
    });
  await orders.getByRole('button', { name: 'Suggest' }).click();
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await idle();
  await orders.getByRole('button', { name: 'Suggest' }).click();
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await idle();
  await expect(orders.getByRole('heading')).toHaveText('Turn 1 · Movement');
  const before = (await orders.getByLabel('Board in notation').textContent())!.trim();
  await clickSquare(page, 0, 0);
  await clickSquare(page, 1, 0);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  // Read in the page at the moment the playback is on, heading and board together.
  const during = await page.waitForFunction(() => {
    const w = window as unknown as { __musterTable: { animating(): boolean } };
    const panel = document.querySelector('aside[aria-label="Orders"]');
    if (!w.__musterTable.animating() || !panel?.textContent?.includes('The orders are being carried out.')) return null;
    return { heading: panel.querySelector('h2')?.textContent, board: panel.querySelector('[aria-label="Board in notation"]')?.textContent?.trim() };
  });
  expect(await during.jsonValue()).toEqual({ heading: 'Turn 1 · Movement', board: before });
  await idle();
  await expect(orders.getByRole('heading')).toHaveText('Turn 1 · Declarations');
  expect(problems).toEqual([]);
});

/** Presses on a counter, drags it in steps to the centre of a square, and lets go there. */
async function dragCounter(page: Page, id: string, r: number, c: number): Promise<void> {
  const from = await counterPoint(page, id);
  const to = await page.evaluate(([r, c]) => (window as unknown as Win).__musterTable.squarePoint(r!, c!), [r, c]);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

test('a counter dragged to its square is ordered there, as a click and a click would: at deployment and in movement', async ({ page }) => {
  const problems = watchProblems(page);
  await start(page);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const mine = orders.getByRole('list', { name: 'Your orders' });
  const centre = () => page.evaluate(() => (window as unknown as Win).__musterTable.squarePoint(2, 2));
  const before = await centre();
  // Deployment: the gun dragged from the reserve to c5; dropped off the home row, the pikes go back.
  await dragCounter(page, 'A', 0, 2);
  await expect(mine).toHaveText('A at c');
  await dragCounter(page, 'P', 2, 2);
  await expect(mine).toHaveText('A at c');
  // The drags moved counters, not the table under them.
  expect(await centre()).toEqual(before);
  // Dragged again, the gun moves along the row.
  await dragCounter(page, 'A', 0, 4);
  await expect(mine).toHaveText('A at e');
  for (const c of [0, 1, 2, 3]) await clickSquare(page, 0, c);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await expect(orders).toContainText("Scouts' deployment");
  await dragCounter(page, 'S', 1, 2);
  await expect(mine).toHaveText('S at c');
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await expect(orders).toContainText('Turn 1 · Movement');
  // Movement: the cavalry dragged two squares; a drop where it may not go leaves no order.
  await expect(page.getByRole('status', { name: 'Playback' })).toBeHidden();
  const cavalry = await page.evaluate(() => (window as unknown as Win).__muster.app.state.session.state.units.find((u) => u.id === 'C')!.at!);
  await dragCounter(page, 'C', cavalry.r + 2, cavalry.c);
  await expect(mine).toHaveText(`C → ${'abcde'[cavalry.c]}${3 - cavalry.r}`);
  await dragCounter(page, 'I1', 4, 0);
  await expect(mine).toHaveText(`C → ${'abcde'[cavalry.c]}${3 - cavalry.r}`);
  const c = (await counterPoint(page, 'I1')).x;
  expect(Math.abs(c - (await page.evaluate(() => (window as unknown as Win).__musterTable.squarePoint(0, 0))).x)).toBeLessThan(2);
  expect(problems).toEqual([]);
});

test('at deployment a counter dropped on a square another already holds takes it: the other goes where the dropped one came from', async ({ page }) => {
  const problems = watchProblems(page);
  await start(page);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const placed = orders.getByRole('list', { name: 'Your orders' }).getByRole('listitem');
  await dragCounter(page, 'A', 0, 2);
  await expect(placed).toHaveText(['A at c']);
  // From the reserve onto the gun's square: the pikes take c5, the gun waits off the field again, and the table says so.
  // Before, the pikes went back to the reserve and the gun stayed.
  await dragCounter(page, 'P', 0, 2);
  await expect(placed).toHaveText(['P at c']);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('P takes c5: A waits off the field again.');
  expect(await onSquare(page, 'P', 0, 2)).toBe(true);
  // From a square onto another: the two change places.
  await dragCounter(page, 'A', 0, 4);
  await expect(placed).toHaveText(['P at c', 'A at e']);
  await dragCounter(page, 'A', 0, 2);
  await expect(placed).toHaveText(['A at c', 'P at e']);
  expect(await onSquare(page, 'A', 0, 2)).toBe(true);
  expect(await onSquare(page, 'P', 0, 4)).toBe(true);
  expect(problems).toEqual([]);
});

test('at 960 × 600 the status line shows its reminder of the controls whole, and in each phase what a click does then', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  await start(page);
  const hint = page.locator('footer.statusbar .controls-hint');
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const phase = () => page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { state: { phase: string } } } } } }).__muster.app.state.session.state.phase);
  for (const [name, says] of [['deploy', 'your home row'], ['scouts', 'in front of your home row'], ['movement', 'where it goes'], ['declarations', 'an enemy (a charge)']] as const) {
    await expect.poll(phase, { timeout: 30_000 }).toBe(name);
    await expect(orders.getByRole('button', { name: 'Suggest' })).toBeEnabled({ timeout: 30_000 });
    await expect(hint, name).toContainText(says);
    expect(await hint.evaluate((e) => e.scrollWidth - e.clientWidth), `${name}: the hint whole`).toBeLessThanOrEqual(0);
    await orders.getByRole('button', { name: 'Suggest' }).click();
    await orders.getByRole('button', { name: 'Commit orders' }).click();
  }
});

test("two people at one computer: Print from the app menu over the curtain shows the battle as both may see it, not the orders just given, and the curtain stays up", async ({ page }) => {
  const problems = watchProblems(page);
  // Anna orders I1 and C forward, commits, and the curtain comes up for Ben.
  const orders = await annaOrdersForward(page);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  const curtain = page.getByRole('dialog', { name: 'Pass to Ben' });
  await expect(curtain).toBeVisible();
  // The desktop app's menu (File > Print, its Ctrl+P) is not behind the curtain: it opens the Print dialog over it.
  await menuCommand(page, 'print');
  const dialog = page.getByRole('dialog', { name: 'Print sheets' });
  await expect(dialog).toBeVisible();
  const preview = dialog.getByRole('region', { name: 'Preview' });
  for (const thumb of await preview.locator('.print-thumb').all()) await thumb.scrollIntoViewIfNeeded();
  // The notation prints the field as it stands, before the orders are carried out: Anna's moves are hers alone.
  const notation = preview.getByLabel('Position in notation');
  await expect(notation).toHaveText(FORWARD_BOARD.join('\n'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Behind it the curtain is still up, its button ready for Ben.
  await expect(curtain).toBeVisible();
  await expect(curtain.getByRole('button', { name: 'I am Ben: show my side' })).toBeFocused();
  expect(problems).toEqual([]);
});

test('two people at one computer: Save As from the app menu over the curtain takes its keys (Ctrl+A, Enter, Escape), and the curtain stays up', async ({ page }) => {
  const problems = watchProblems(page);
  const curtain = await annaDeploysForBen(page);
  // The desktop app's menu (File > Save As, its Ctrl+Shift+S) opens the Save As window over the curtain.
  await menuCommand(page, 'save-as');
  const dialog = page.getByRole('dialog', { name: 'Save as' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await page.keyboard.type('Anna first');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Ford at dusk');
  await expect(name).toHaveValue('Ford at dusk');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Saved “Ford at dusk”');
  await expect(dialog).toBeHidden();
  await expect(curtain.getByRole('button', { name: 'I am Ben: show my side' })).toBeFocused();
  // Opened again and let go with Escape: the curtain is still up for Ben.
  await menuCommand(page, 'save-as');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(curtain.getByRole('button', { name: 'I am Ben: show my side' })).toBeFocused();
  expect(problems).toEqual([]);
});

test('at 960 × 600 a 40-letter name with nowhere to break wraps in the orders panel, none of it cut off by the panel', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const name = 'W'.repeat(40);
  await start(page, async (dialog) => {
    await dialog.getByRole('group', { name: /^Attacker \(/ }).getByLabel('Name', { exact: true }).fill(name);
  });
  const orders = page.getByRole('complementary', { name: 'Orders' });
  await expect(orders).toContainText(`${name}, the attacker: your orders.`);
  // It ran on past the panel's edge, where the panel cut it off (and scrolled sideways).
  expect(await orders.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
});
