// Playing across machines in Chromium: `npm run server -- --app out/renderer` on the loopback
// address serves the page and the rooms; two browser pages (two people, each their own storage)
// load it, one hosts a Tiny 18c battle and the other joins by its room code, and they give their
// orders by mouse. Each page shows only its own side's orders until both are in, the log reads
// the same on both, and the room's code and both players are in each status bar.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { SERVER_READY, freePort, musterServerArgs, startProcess } from '../electron/testing/net';
import { drag, lone, shake, state as cupsState, strength, unit, type Win as CupsWin } from './support/cups';
import { steadyPoint } from './support/table';
import { towards } from './support/jumonville';
import { onTable, type JumonvilleState, type Point } from '../renderer/games/jumonville/rules';

type Win = {
  __muster: { app: { state: { session: { state: { phase: string; orders: unknown[] }; log: { text: string }[]; update: { at: number } | null } | null } } };
  __musterTable?: { squarePoint(r: number, c: number): { x: number; y: number }; animating(): boolean };
};

let server: ChildProcess | null = null;
let rooms = '';
let base = '';

test.beforeAll(async () => {
  const port = await freePort();
  rooms = mkdtempSync(join(tmpdir(), 'muster-e2e-rooms-'));
  const children: ChildProcess[] = [];
  server = await startProcess(process.execPath, musterServerArgs(port, rooms, ['--app', 'out/renderer']), SERVER_READY, children, join(__dirname, '..'));
  base = `http://127.0.0.1:${port}`;
});

test.afterAll(() => {
  server?.kill('SIGKILL');
  if (rooms) rmSync(rooms, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

/** Each test's browser contexts, closed after it: a table left open draws on, costing later tests their time. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function person(browser: Browser, problems: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(base);
  return page;
}

const at = (page: Page) => page.evaluate(() => (window as unknown as Win).__muster.app.state.session?.update?.at ?? -1);
const phase = (page: Page) => page.evaluate(() => (window as unknown as Win).__muster.app.state.session?.state.phase ?? '');

/** A click on a square once it stands still: the first comes as the table opens, while it fits itself to the window. */
/** Anne hosts a Tiny 18c battle for Anne and Ben on the server the page came from: the room's code, once it is open with seat 2 free. */
async function hostTiny(anne: Page): Promise<{ code: string; anneRoom: Locator }> {
  await anne.getByRole('button', { name: 'Tiny 18c', exact: true }).click();
  const dialog = anne.getByRole('dialog', { name: 'New Tiny 18c' });
  await dialog.getByRole('group', { name: /^Attacker \(/ }).getByLabel('Name', { exact: true }).fill('Anne');
  await dialog.getByRole('group', { name: /^Defender \(/ }).getByLabel('Name', { exact: true }).fill('Ben');
  await dialog.getByRole('combobox', { name: 'Defender played by' }).selectOption('human');
  await dialog.getByLabel('Play with friends on other computers').check();
  await dialog.getByRole('button', { name: 'Host' }).click();
  const anneRoom = anne.getByRole('status', { name: 'Room' });
  await expect(anneRoom).toContainText('seat 2 free');
  return { code: ((await anneRoom.locator('.net-code').textContent()) ?? '').trim(), anneRoom };
}

async function clickSquare(page: Page, r: number, c: number): Promise<void> {
  const p = await steadyPoint(page, ([r, c]) => (window as unknown as Win).__musterTable!.squarePoint(r, c), [r, c] as const);
  await page.mouse.click(p.x, p.y);
}

test('two browsers: one hosts Tiny 18c, the other joins by the room code, and they give their orders by mouse', async ({ browser }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const anne = await person(browser, problems);
  const ben = await person(browser, problems);
  // The server sends the page cross-origin isolated, as the app does (the frame hold needs it).
  expect(await anne.evaluate(() => crossOriginIsolated)).toBe(true);

  // Anne sets up a battle for two people and hosts it on the server the page came from.
  const { code, anneRoom } = await hostTiny(anne);
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await expect(anne.getByRole('status', { name: 'Waiting' })).toContainText(`Waiting for a friend to join room ${code}`);

  // Ben joins by the code, pasted from a chat with a space before it and in groups (the box once
  // cut it at six characters, " abc 2", and Join stayed off).
  await ben.getByRole('button', { name: 'Join a game…' }).click();
  const join = ben.getByRole('dialog', { name: 'Join a game' });
  await join.getByLabel('Room code').fill(` ${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}\n`);
  await expect(join.getByLabel('Room code')).toHaveValue(code);
  await join.getByLabel('Your name').fill('Ben');
  await join.getByRole('button', { name: 'Join' }).click();
  const benRoom = ben.getByRole('status', { name: 'Room' });
  await expect(benRoom).toContainText(code);
  await expect(benRoom).toContainText('Ben (you)');
  await expect(anneRoom).toContainText('Ben');
  await expect(anneRoom).not.toContainText('free');
  await anne.waitForFunction(() => !!(window as unknown as Win).__musterTable);
  await ben.waitForFunction(() => !!(window as unknown as Win).__musterTable);

  // Ben reloads his page: it leaves the table, and Join offers the room again (he never wrote the code down).
  await ben.reload();
  // Anne is told plainly: Ben has left, the game waits for him, and what she can do meanwhile.
  const anneAway = anne.getByRole('region', { name: 'Player away' });
  await expect(anneAway).toContainText('Ben has left the table');
  await expect(anneAway).toContainText(`when Ben joins room ${code} again, play goes on from here`);
  await expect(anneAway.getByRole('button', { name: 'Keep a copy' })).toBeVisible();
  await expect(anneAway.getByRole('button', { name: 'Main menu' })).toBeVisible();
  await ben.getByRole('button', { name: 'Join a game…' }).click();
  await expect(join.getByLabel('Room code')).toHaveValue(code);
  await expect(join).toContainText(`Your last room, ${code}, is filled in`);
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(benRoom).toContainText('Ben (you)');
  await ben.waitForFunction(() => !!(window as unknown as Win).__musterTable);
  // Back: the panel goes, on its own.
  await expect(anneAway).toHaveCount(0);

  // Deployment: Anne clicks her home row on the table and commits; her orders stay hers.
  const anneOrders = anne.getByRole('complementary', { name: 'Orders' });
  const benOrders = ben.getByRole('complementary', { name: 'Orders' });
  await expect(anneOrders).toContainText('Deployment');
  for (let c = 0; c < 5; c++) await clickSquare(anne, 0, c);
  await anneOrders.getByRole('button', { name: 'Commit orders' }).click();
  await expect.poll(() => at(ben)).toBe(1);
  const benSees = await ben.evaluate(() => (window as unknown as Win).__muster.app.state.session!.state.orders);
  expect(benSees[0]).toBeNull();
  await expect(ben.getByRole('status', { name: 'Waiting' })).toHaveCount(0);
  await expect(anne.getByRole('status', { name: 'Waiting' })).toContainText('Waiting for Ben');
  // Ben lets the computer suggest his deployment, and commits it: the phase is carried out on both.
  await benOrders.getByRole('button', { name: 'Suggest' }).click();
  await benOrders.getByRole('button', { name: 'Commit orders' }).click();
  await expect.poll(() => phase(anne)).toBe('scouts');
  await expect.poll(() => phase(ben)).toBe('scouts');

  // The scouts: Anne places hers in front of the pikes by mouse (once the deployment has played
  // back on her table), Ben by suggestion.
  await anne.waitForFunction(() => !(window as unknown as Win).__musterTable!.animating());
  await clickSquare(anne, 1, 2);
  await anneOrders.getByRole('button', { name: 'Commit orders' }).click();
  await expect.poll(() => at(ben)).toBe(3);
  await benOrders.getByRole('button', { name: 'Suggest' }).click();
  await benOrders.getByRole('button', { name: 'Commit orders' }).click();
  await expect.poll(() => phase(anne)).toBe('movement');
  await expect.poll(() => phase(ben)).toBe('movement');

  // A board pasted starts a new battle: across machines, mid-battle, it took Anne to a new room of
  // her own unasked, Ben left behind told only that she had gone. It waits for the battle's end here.
  const paste = anneOrders.getByRole('button', { name: 'Paste board…' });
  await expect(paste).toBeDisabled();
  await expect(paste).toHaveAttribute('title', /once this battle is over/);
  await expect(anneOrders.getByRole('button', { name: 'Copy board as text' })).toBeEnabled();

  // The log reads the same on both machines, and nobody saw an error.
  const logs = await Promise.all([anne, ben].map((p) => p.evaluate(() => (window as unknown as Win).__muster.app.state.session!.log.map((l) => l.text))));
  expect(logs[0]!.length).toBe(4);
  expect(logs[1]).toEqual(logs[0]);
  await anne.screenshot({ path: 'test-results/remote-anne.png' });
  await ben.screenshot({ path: 'test-results/remote-ben.png' });

  // Anne keeps a copy of the game as an ordinary save, leaves, and hosts the save as a new room;
  // Ben joins that one by its code, and both are where they were.
  await anne.getByRole('navigation', { name: 'Game toolbar' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(anne.getByText(/^Saved “/)).toBeVisible();
  await anne.getByRole('navigation', { name: 'Game toolbar' }).getByRole('button', { name: 'Menu' }).click();
  await anne.getByRole('button', { name: 'Load…' }).click();
  await anne.getByRole('button', { name: /^Host Tiny 18c with friends for friends$/ }).click();
  await expect(anneRoom).toContainText('seat 2 free');
  const second = ((await anneRoom.locator('.net-code').textContent()) ?? '').trim();
  expect(second).not.toBe(code);
  // Ben was told Anne left, what waits for her, and that only she can keep the game as a save; he goes to the menu from there.
  const benAway = ben.getByRole('region', { name: 'Player away' });
  await expect(benAway).toContainText('Anne has left the table');
  await expect(benAway).toContainText('Only Anne can keep a copy');
  await expect(benAway.getByRole('button', { name: 'Keep a copy' })).toHaveCount(0);
  await benAway.getByRole('button', { name: 'Main menu' }).click();
  await ben.getByRole('button', { name: 'Join a game…' }).click();
  await ben.getByRole('dialog', { name: 'Join a game' }).getByLabel('Room code').fill(second);
  await ben.getByRole('dialog', { name: 'Join a game' }).getByRole('button', { name: 'Join' }).click();
  await expect(benRoom).toContainText(second);
  await expect.poll(() => phase(ben)).toBe('movement');
  const again = await Promise.all([anne, ben].map((p) => p.evaluate(() => (window as unknown as Win).__muster.app.state.session!.log.map((l) => l.text))));
  expect(again[0]).toEqual(logs[0]);
  expect(again[1]).toEqual(logs[0]);
  expect(problems).toEqual([]);
});

test("the New game window, hosting for friends on other computers, says nothing of people at one computer", async ({ browser }) => {
  const problems: string[] = [];
  const anne = await person(browser, problems);
  // Each with its seats set as a host sets them: people in two seats, then the box ticked.
  const games: { button: string; dialog: string; people?: string; said: RegExp }[] = [
    { button: 'Battle of Tippecanoe', dialog: 'New Battle of Tippecanoe', people: 'US played by', said: /Each player sees only their own hand, on their own screen/ },
    { button: 'Cups of War', dialog: 'New Cups of War', people: 'Blue played by', said: /More than one person at the table: the battle is stacked in turns/ },
    { button: 'Free Table', dialog: 'New Free Table', said: /Each player moves the pieces with their own mouse and sees only their own hand of cards/ },
    { button: 'Tiny 18c', dialog: 'New Tiny 18c', people: 'Defender played by', said: /A person \(you or a friend\)/ },
  ];
  for (const g of games) {
    await anne.getByRole('button', { name: g.button, exact: true }).click();
    const dialog = anne.getByRole('dialog', { name: g.dialog });
    if (g.people) await dialog.getByRole('combobox', { name: g.people }).selectOption('human');
    await dialog.getByLabel('Play with friends on other computers').check();
    // It read 'Two people at one computer: a curtain hides each hand…', 'More than one person at
    // this computer…', 'Everyone shares the mouse…', under the box just ticked.
    await expect(dialog).not.toContainText(/at (this|one) computer|shares the mouse|curtain/);
    await expect(dialog).toContainText(g.said);
    // Unticked, the words for one computer come back.
    await dialog.getByLabel('Play with friends on other computers').uncheck();
    await expect(dialog).toContainText(/at (this|one) computer|shares the mouse/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  expect(problems).toEqual([]);
});

test('a connection dropped in the first seconds at the table rejoins by itself, as a later one does', async ({ browser }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  const anne = await person(browser, problems);
  const ben = await person(browser, []);
  const { code } = await hostTiny(anne);
  await ben.getByRole('button', { name: 'Join a game…' }).click();
  const join = ben.getByRole('dialog', { name: 'Join a game' });
  await join.getByLabel('Room code').fill(code);
  await join.getByLabel('Your name').fill('Ben');
  await join.getByRole('button', { name: 'Join' }).click();
  const benRoom = ben.getByRole('status', { name: 'Room' });
  await expect(benRoom).toContainText('Ben (you)');
  // Ben's Wi-Fi drops a moment after he sat down (the SDK would not reconnect a room joined less
  // than five seconds before: he was put out at the menu, 'Room uptime too short for reconnection..').
  await ben.context().setOffline(true);
  const anneAway = anne.getByRole('region', { name: 'Player away' });
  await expect(anneAway).toContainText('Ben has left the table');
  // Ben's own table says so, and what it means for his moves (it read as if all were well).
  const benWaiting = ben.getByRole('status', { name: 'Waiting' });
  await expect(benWaiting).toContainText(`The connection to room ${code} is down: reconnecting…`);
  await expect(benWaiting).toContainText('A move made now is not sent.');
  await ben.context().setOffline(false);
  // Back by himself: still at the table, and Anne's panel goes, and so does his word of the drop.
  await expect(anneAway).toHaveCount(0, { timeout: 30_000 });
  await expect(ben.getByText('is down: reconnecting')).toHaveCount(0);
  await expect(benRoom).toContainText('Ben (you)');
  await expect(ben.getByRole('alert')).toHaveCount(0);
  // And the game goes on: his deployment, suggested and committed, reaches Anne.
  const benOrders = ben.getByRole('complementary', { name: 'Orders' });
  await benOrders.getByRole('button', { name: 'Suggest' }).click();
  await benOrders.getByRole('button', { name: 'Commit orders' }).click();
  await expect.poll(() => at(anne)).toBe(1);
  expect(problems).toEqual([]);
});

test('a seat nobody takes is given to the computer, which the server then plays', async ({ browser }) => {
  const problems: string[] = [];
  const anne = await person(browser, problems);
  await anne.getByRole('button', { name: 'Tiny 18c', exact: true }).click();
  const dialog = anne.getByRole('dialog', { name: 'New Tiny 18c' });
  await dialog.getByRole('combobox', { name: 'Defender played by' }).selectOption('human');
  await dialog.getByLabel('Play with friends on other computers').check();
  await dialog.getByRole('button', { name: 'Host' }).click();
  const waiting = anne.getByRole('status', { name: 'Waiting' });
  await expect(waiting).toContainText('Waiting for a friend');
  await waiting.getByRole('button', { name: /^Computer plays / }).click();
  await expect(anne.getByRole('status', { name: 'Room' })).toContainText('(computer)');
  await anne.waitForFunction(() => !!(window as unknown as Win).__musterTable);
  const orders = anne.getByRole('complementary', { name: 'Orders' });
  for (let c = 0; c < 5; c++) await clickSquare(anne, 0, c);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  // The server's computer gave the defender's deployment at once: the phase was carried out.
  await expect.poll(() => phase(anne)).toBe('scouts');
  expect(problems).toEqual([]);
});

test('Cups of War between two machines: each shakes their own cup by hand, stacks in turn on the server\'s clock, and both see the recovery', async ({ browser }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const anne = await person(browser, problems);
  const ben = await person(browser, problems);
  await anne.getByRole('button', { name: 'Cups of War', exact: true }).click();
  const dialog = anne.getByRole('dialog', { name: 'New Cups of War' });
  await dialog.getByLabel('blue played by').selectOption('human');
  await dialog.getByLabel('Play with friends on other computers').check();
  await dialog.getByRole('button', { name: 'Host' }).click();
  const code = ((await anne.getByRole('status', { name: 'Room' }).locator('.net-code').textContent()) ?? '').trim();
  await ben.getByRole('button', { name: 'Join a game…' }).click();
  await ben.getByRole('dialog', { name: 'Join a game' }).getByLabel('Room code').fill(code);
  await ben.getByRole('dialog', { name: 'Join a game' }).getByLabel('Your name').fill('Ben');
  await ben.getByRole('dialog', { name: 'Join a game' }).getByRole('button', { name: 'Join' }).click();
  await expect(ben.getByRole('status', { name: 'Room' })).toContainText('Ben (you)');
  for (const p of [anne, ben]) await p.waitForFunction(() => !!(window as unknown as CupsWin).__musterTable);

  // Each shakes their own cup with the mouse, at their own table; the other's tiles arrive.
  await shake(anne, 0);
  await expect.poll(async () => (await cupsState(ben)).tiles.filter((t) => t.owner === 0 && t.where === 'table').length).toBe(15);
  await shake(ben, 1);
  await expect.poll(async () => (await cupsState(anne)).phase).toBe('battle');
  await expect(ben.getByRole('complementary', { name: 'War room' })).toContainText('at another computer');
  // Ben reloads while Red stacks: his clock goes on from the server's, not from 0 s again (the turn
  // once ended on the server's clock while his still showed most of it left).
  await ben.waitForTimeout(6_000);
  await ben.reload();
  await ben.getByRole('button', { name: 'Join a game…' }).click();
  await ben.getByRole('dialog', { name: 'Join a game' }).getByRole('button', { name: 'Join' }).click();
  const clock = ben.getByRole('timer', { name: 'Battle clock' });
  await expect(clock).toHaveText(/^\d+ s of 90 s$/);
  expect(Number((await clock.textContent())?.split(' ')[0])).toBeGreaterThanOrEqual(6);
  // No curtain at either table: each is one person's.
  await expect(anne.getByRole('dialog', { name: /'s turn$/ })).toHaveCount(0);
  await expect(ben.getByRole('dialog', { name: /'s turn$/ })).toHaveCount(0);

  // Red stacks first: the strongest red unit onto a blue unit it beats; then Done; Ben is done at once.
  // Ben joined the blue seat by his own name, and the game's words call him by it, not "Blue".
  const s = await cupsState(anne);
  const mine = lone(s, 0).sort((a, b) => strength(b.tile) - strength(a.tile))[0]!;
  const target = lone(s, 1).filter((x) => strength(x.tile) < strength(mine.tile)).sort((a, b) => strength(a.tile) - strength(b.tile))[0]!;
  expect(target, 'a blue unit the strongest red unit beats').toBeTruthy();
  await anne.waitForFunction(() => !(window as unknown as CupsWin).__musterTable.busy());
  await drag(anne, mine.pile, target.pile);
  await expect(ben.getByRole('log')).toContainText(`Red stacked their ${unit(mine.tile)} on Ben's ${unit(target.tile)}`);
  await anne.getByRole('button', { name: /^Done/ }).click();
  await expect(ben.getByRole('log')).toContainText("Red's stacking is over");
  await ben.getByRole('button', { name: /^Done/ }).click();
  for (const p of [anne, ben]) await expect.poll(async () => (await cupsState(p)).turn, { timeout: 20_000 }).toBe(2);
  await expect(ben.getByRole('log')).toContainText(`Ben's ${unit(target.tile)} defends against Red's ${unit(mine.tile)}`);
  const logs = await Promise.all([anne, ben].map((p) => p.evaluate(() => (window as unknown as CupsWin).__muster.app.state.session.log.map((l) => l.text))));
  expect(logs[1]).toEqual(logs[0]);
  await ben.screenshot({ path: 'test-results/remote-cups-ben.png' });
  expect(problems).toEqual([]);
});

test('Skirmish at Jumonville Glen between two machines: a friend\'s moves are said as theirs, not the computer\'s, and both logs agree', { tag: '@long' }, async ({ browser }) => {
  test.setTimeout(120_000);
  type JWin = { __muster: { app: { state: { session: { state: JumonvilleState; log: { text: string }[] } } } }; __musterTable?: { figurePoint(id: string): Point | null; inchPoint(x: number, y: number): Point; busy(): boolean } };
  const problems: string[] = [];
  const anne = await person(browser, problems);
  const ben = await person(browser, problems);
  await anne.getByRole('button', { name: 'Skirmish at Jumonville Glen', exact: true }).click();
  const dialog = anne.getByRole('dialog', { name: 'New Skirmish at Jumonville Glen' });
  await dialog.getByRole('group', { name: /^Player 2 · / }).getByRole('combobox', { name: /played by/i }).selectOption('human');
  await dialog.getByLabel('Play with friends on other computers').check();
  await dialog.getByRole('button', { name: 'Host' }).click();
  const anneRoom = anne.getByRole('status', { name: 'Room' });
  const code = ((await anneRoom.locator('.net-code').textContent()) ?? '').trim();
  await ben.getByRole('button', { name: 'Join a game…' }).click();
  const join = ben.getByRole('dialog', { name: 'Join a game' });
  await join.getByLabel('Room code').fill(code);
  await join.getByLabel('Your name').fill('Ben');
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(ben.getByRole('status', { name: 'Room' })).toContainText('Ben (you)');
  for (const p of [anne, ben]) await p.waitForFunction(() => !!(window as unknown as JWin).__musterTable);

  const jstate = (p: Page) => p.evaluate(() => JSON.parse(JSON.stringify((window as unknown as JWin).__muster.app.state.session.state)) as JumonvilleState);
  const point = (p: Page, id: string) => steadyPoint(p, (x) => (window as unknown as JWin).__musterTable!.figurePoint(x)!, id);
  // Cards are turned by mouse, each on its own player's page; Anne's figures stand (a click on one,
  // then Stand) until Ben's card comes, and he drags a French figure.
  let benMoved = false;
  for (let guard = 0; guard < 40 && !benMoved; guard++) {
    const s = await jstate(anne);
    const seat = s.phase === 'draw' ? s.drawer : (s.activation?.seats[0] ?? -1);
    const page = [anne, ben][seat];
    if (!page || (await page.evaluate(() => !!(window as unknown as JWin).__musterTable?.busy()))) {
      await anne.waitForTimeout(100);
      continue;
    }
    const panel = page.getByRole('complementary', { name: 'Skirmish' });
    const before = JSON.stringify([s.phase, s.turn, s.activation]);
    const f = onTable(s).find((x) => x.owner === seat && !s.activation?.used.includes(x.id));
    if (s.phase === 'draw') await panel.getByRole('button', { name: 'Turn the card' }).click();
    else if (seat === 0) {
      const at = await point(page, f!.id);
      await page.mouse.click(at.x, at.y);
      await panel.getByRole('button', { name: 'Stand' }).click();
    } else {
      const from = await point(page, f!.id);
      const dest = await page.evaluate((q) => (window as unknown as JWin).__musterTable!.inchPoint(q.x, q.y), towards(s, f!)!);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let i = 1; i <= 6; i++) await page.mouse.move(from.x + ((dest.x - from.x) * i) / 6, from.y + ((dest.y - from.y) * i) / 6);
      await page.mouse.up();
      benMoved = true;
    }
    await expect.poll(async () => { const t = await jstate(anne); return JSON.stringify([t.phase, t.turn, t.activation]); }).not.toBe(before);
  }
  expect(benMoved).toBe(true);
  // Anne's panel tells Ben's move as the other table's, in the log's words; nothing says the computer made it.
  const anneLog = await anne.evaluate(() => (window as unknown as JWin).__muster.app.state.session.log.map((l) => l.text));
  const panel = anne.getByRole('complementary', { name: 'Skirmish' });
  const theirs = panel.getByLabel('The last moves at the other tables');
  await expect(theirs).toContainText(/^Since your last move: .* moves/);
  await expect(theirs).toContainText(anneLog.filter((t) => / moves$/.test(t)).at(-1)!);
  await expect(panel).not.toContainText('The computer');
  const benLog = await ben.evaluate(() => (window as unknown as JWin).__muster.app.state.session.log.map((l) => l.text));
  expect(benLog).toEqual(anneLog);

  // Ben concedes, and Anne plays again: Ben is asked to follow her to the new room, and they play on
  // there (the new table once stood dead for her, and Ben was left waiting in the old room).
  await ben.getByRole('complementary', { name: 'Skirmish' }).getByRole('button', { name: 'Concede' }).click();
  await ben.getByRole('dialog', { name: 'Concede the skirmish?' }).getByRole('button', { name: 'Concede' }).click();
  await anne.getByRole('complementary', { name: 'Skirmish' }).getByRole('button', { name: 'Play again' }).click();
  await expect(anneRoom).not.toContainText(code);
  const next = ((await anneRoom.locator('.net-code').textContent()) ?? '').trim();
  const ask = ben.getByRole('dialog', { name: 'Another battle?' });
  await expect(ask).toContainText(`set up another battle at this table, in room ${next}. Join it?`);
  await ask.getByRole('button', { name: 'Join' }).click();
  await expect(ben.getByRole('status', { name: 'Room' })).toContainText(next);
  // Both are there: neither is away.
  for (const p of [anne, ben]) await expect(p.getByRole('status', { name: 'Room' })).not.toContainText('away');
  const s = await jstate(anne);
  expect(s.result).toBeNull();
  const drawer = [anne, ben][s.drawer]!;
  await drawer.getByRole('complementary', { name: 'Skirmish' }).getByRole('button', { name: 'Turn the card' }).click();
  await expect.poll(async () => (await jstate(ben)).phase).not.toBe('draw');
  expect(problems).toEqual([]);
});
