// ACW Ironclads by hand: two people at one computer play two full turns with the mouse. Each ship
// is turned with the knob at its bow (which stops at 45°), sent half or full by the matchstick or
// the panel, and moved; then each side picks targets (one by clicking its ship and an enemy) and
// fires behind the curtain. Every ship must end where the rules' swept move puts it, and every
// status card must show the damage the rules recorded.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdUntilOver, ironcladsState } from './support/ironclads';
import { pixelsApart } from './support/modes';
import { tableStill } from './support/table';
import { MAX_STICK_INCHES, hullOf, ironclads, planMove, scenarioOptions, type IroncladsAction, type IroncladsState } from '../renderer/games/ironclads/rules';
import { GameSession } from '../renderer/kits/shell/session';
import { writeSaveText } from '../renderer/contract/save-format';
import { version as APP_VERSION } from '../package.json';

type Win = {
  __muster: { app: { state: { session: { state: IroncladsState; history: { entries: { action: IroncladsAction; seat: number }[]; cursor: number } } } } };
  __musterTable: {
    pagePoint(x: number, y: number): { x: number; y: number };
    shipPoint(id: string): { x: number; y: number } | null;
    handlePoint(which: 'start' | 'end'): { x: number; y: number } | null;
    pivotPoint(which: 'start' | 'end'): { x: number; y: number } | null;
    stickPoint(fraction: number): { x: number; y: number } | null;
    busy(): boolean;
    skips(): number;
    floats(): number;
    floatBoxes(): { text: string; x: number; y: number; width: number; height: number }[];
  };
};

const state = ironcladsState;
const lastAction = (page: Page) =>
  page.evaluate(() => {
    const h = (window as unknown as Win).__muster.app.state.session.history;
    return JSON.parse(JSON.stringify(h.entries[h.cursor - 1])) as { action: IroncladsAction; seat: number };
  });
const idle = (page: Page) => page.waitForFunction(() => !(window as unknown as Win).__musterTable.busy(), null, { timeout: 20_000 });
const skips = (page: Page) => page.evaluate(() => (window as unknown as Win).__musterTable.skips());

async function start(page: Page, against: 'human' | 'computer' = 'human', turns = 10, inDialog?: (dialog: Locator) => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto('/?seed=7');
  await page.getByRole('button', { name: 'ACW Ironclads' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
  // The note for newcomers says what easy does here: it takes its turns no slower than normal.
  await expect(dialog.getByRole('note')).toContainText('makes more mistakes');
  await dialog.getByLabel('Scenario').selectOption('memphis');
  // The computer plays the Confederates unless a person takes them.
  if (against === 'human') await dialog.getByLabel('Confederate played by').selectOption('human');
  if (turns !== 10) {
    await dialog.getByLabel('Turn limit').fill(String(turns));
    await dialog.getByLabel('Turn limit').blur();
    await expect(dialog.getByLabel('Turn limit')).toHaveValue(String(turns));
  }
  await inDialog?.(dialog);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  // The tests aim at ships and knobs at once: the table fits itself to the window first.
  await tableStill(page);
  return problems;
}

/** Drags a turn knob round its pivot by `degrees` (past 45° it must stop at 45°). */
async function turnKnob(page: Page, which: 'start' | 'end', degrees: number, pivot: { x: number; y: number }): Promise<void> {
  const knob = await page.evaluate((w) => (window as unknown as Win).__musterTable.handlePoint(w), which);
  if (!knob) throw new Error(`no ${which} knob`);
  const r = Math.hypot(knob.x - pivot.x, knob.y - pivot.y);
  const a0 = Math.atan2(knob.y - pivot.y, knob.x - pivot.x);
  await page.mouse.move(knob.x, knob.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    const a = a0 + (((degrees * i) / 8) * Math.PI) / 180;
    await page.mouse.move(pivot.x + Math.cos(a) * r, pivot.y + Math.sin(a) * r);
  }
  await page.mouse.up();
}

test('two people play two full turns of Memphis with the mouse', async ({ page }) => {
  test.setTimeout(150_000);
  const problems = await start(page);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  let moves = 0;
  let undone = false;
  for (let turn = 1; turn <= 2; turn++) {
    await expect(orders).toContainText(`Turn ${turn} of 10`);
    // Movement: one ship at a time, furthest upstream first.
    for (;;) {
      const before = await state(page);
      if (before.phase !== 'move') break;
      const id = before.order[before.next] as string;
      const ship = before.ships.find((x) => x.id === id);
      if (!ship) throw new Error('no mover');
      await expect(orders).toContainText(`${ship.name} moves`);
      const centre = await pivot(page, 'start');
      // Alternate: a hard turn towards mid-river past the limit (stops at 45°) and a full stick;
      // a gentle turn, a half stick picked on the matchstick, and a turn at the end.
      const towardsMid = (ship.y < 152 ? 1 : -1) * (ship.heading > 90 && ship.heading < 270 ? -1 : 1);
      if (moves % 2 === 0) {
        await turnKnob(page, 'start', 70 * towardsMid, centre);
        await orders.getByRole('radio', { name: 'Full' }).click();
      } else {
        await turnKnob(page, 'start', 20 * towardsMid, centre);
        const half = await page.evaluate(() => (window as unknown as Win).__musterTable.stickPoint(0.5));
        if (!half) throw new Error('no matchstick shown');
        // Click the matchstick's middle, unless the ghost's end knob lies over it (a ship that stops at once).
        const knob = await page.evaluate(() => (window as unknown as Win).__musterTable.handlePoint('end'));
        if (knob && Math.hypot(knob.x - half.x, knob.y - half.y) < 24) await orders.getByRole('radio', { name: 'Half' }).click();
        else await page.mouse.click(half.x, half.y);
        await expect(orders.getByRole('radio', { name: 'Half' })).toHaveAttribute('aria-checked', 'true');
        await turnKnob(page, 'end', -15 * towardsMid, await pivot(page, 'end'));
      }
      await orders.getByRole('button', { name: 'Move ship' }).click();
      const { action } = await lastAction(page);
      if (action.type !== 'move') throw new Error('expected a move');
      expect(action.ship).toBe(id);
      if (moves % 2 === 0) {
        expect(Math.abs(action.start)).toBe(45);
        expect(action.distance).toBe('full');
      } else {
        expect(Math.abs(action.start)).toBeGreaterThanOrEqual(15);
        expect(Math.abs(action.start)).toBeLessThanOrEqual(25);
        expect(action.distance).toBe('half');
      }
      // Where the rules put her: the same swept move, from the state before.
      const plan = planMove(before, ship, action.start, action.distance, action.end);
      const after = await state(page);
      const moved = after.ships.find((x) => x.id === id);
      expect(moved?.x).toBeCloseTo(plan.pose.x, 2);
      expect(moved?.y).toBeCloseTo(plan.pose.y, 2);
      expect(moved?.heading).toBeCloseTo(((plan.pose.heading % 360) + 360) % 360, 2);
      const replay = ironclads.apply(before, action, ship.side);
      expect(replay.ok && replay.state.ships).toEqual(after.ships);
      // The move plays back under the table's playback bar. Let the first moves play out, and skip
      // the rest with Escape; either way the model ends on the ship's place.
      if (moves < 2) await expect(page.getByRole('status', { name: 'Playback' })).toContainText(`${ship.name} moves`);
      if (moves >= 2) await page.keyboard.press('Escape');
      await idle(page);
      await expect(page.getByRole('status', { name: 'Playback' })).toBeHidden();
      const shown = await page.evaluate((k) => (window as unknown as Win).__musterTable.shipPoint(k), id);
      const expected = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [moved?.x ?? 0, moved?.y ?? 0]);
      expect(shown?.x).toBeCloseTo(expected.x, 0);
      if (!undone) {
        // Undo takes the first move back (no dice were rolled), and the ship is to move again.
        undone = true;
        await page.getByRole('button', { name: 'Undo' }).click();
        const back = await state(page);
        expect(back.ships).toEqual(before.ships);
        await expect(orders.getByRole('button', { name: 'Move ship' })).toBeEnabled();
        // The move taken back is the plan offered again, to change (it was forgotten for a fresh one).
        await expect(orders.getByRole('slider', { name: 'Turn at the start' })).toHaveValue(String(action.start));
        await expect(orders.getByRole('radio', { name: 'Full' })).toHaveAttribute('aria-checked', 'true');
        continue;
      }
      moves++;
    }
    // Shooting: each side in turn, the other behind a curtain.
    const s = await state(page);
    expect(s.phase).toBe('shoot');
    for (let k = 0; k < 2; k++) {
      const now = await state(page);
      if (now.phase !== 'shoot') break;
      const side = now.fire[0] === null ? 0 : 1;
      const curtain = page.getByRole('dialog', { name: /Pass to/ });
      if (await curtain.isVisible()) {
        // Players named for their sides are not named twice ("Confederate has picked the Confederate targets").
        await expect(curtain).toContainText(/The (Union|Confederate) targets are picked\. (Union|Confederate), take the mouse/);
        await curtain.getByRole('button', { name: /show my side/ }).click();
      }
      await expect(orders).toContainText('Each ship fires at one enemy');
      // Pick one target by hand: click a ship of ours, then an enemy it can see.
      const picks = await page.evaluate((sd) => {
        const st = (window as unknown as Win).__muster.app.state.session.state;
        return st.ships.filter((x) => x.side === sd && !x.sunk).map((x) => x.id);
      }, side);
      const shooter = picks[0] as string;
      const options = await orders.getByLabel(new RegExp(`fires at$`)).first().locator('option').allTextContents();
      expect(options.length).toBeGreaterThan(0);
      const select = orders.getByLabel(`${now.ships.find((x) => x.id === shooter)?.name} fires at`);
      const targetIds = await select.locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean));
      if (targetIds.length) {
        const target = targetIds[targetIds.length - 1] as string;
        const a = await page.evaluate((k) => (window as unknown as Win).__musterTable.shipPoint(k), shooter);
        const b = await page.evaluate((k) => (window as unknown as Win).__musterTable.shipPoint(k), target);
        await page.mouse.click(a!.x, a!.y);
        await page.mouse.click(b!.x, b!.y);
        await expect(select).toHaveValue(target);
      }
      if (turn === 2 && k === 1) {
        // Every target cleared: the button says the side holds its fire, and doing so ends the shooting.
        await orders.getByRole('button', { name: 'Clear targets' }).click();
        await expect(orders.getByRole('button', { name: 'Fire', exact: true })).toBeHidden();
        await orders.getByRole('button', { name: 'Hold fire', exact: true }).click();
      } else await orders.getByRole('button', { name: /^(Fire|Hold fire)$/ }).click();
    }
    // The shooting plays back under the bar (about ten seconds): the first turn's is skipped with
    // Escape, the second's with a click on the table; each skips it once.
    const bar = page.getByRole('status', { name: 'Playback' });
    await expect(bar).toContainText('The guns fire');
    await expect(bar.getByRole('button', { name: 'Skip' })).toBeVisible();
    // The panel's heading follows what the table plays: this turn's shooting, not the next turn's movement.
    await expect(orders.getByRole('heading', { level: 2 })).toHaveText(`Turn ${turn} of 10 · Shooting`);
    // A roll floats over the table; a skip takes it off with the rest, so none lingers over the next move.
    await page.waitForFunction(() => (window as unknown as Win).__musterTable.floats() > 0);
    const skipped = await skips(page);
    if (turn === 1) await page.keyboard.press('Escape');
    else await page.mouse.click(640, 300);
    await idle(page);
    expect(await page.evaluate(() => (window as unknown as Win).__musterTable.floats())).toBe(0);
    expect(await skips(page)).toBe(skipped + 1);
    await expect(bar).toBeHidden();
    // Every status card shows exactly the damage the rules recorded.
    const after = await state(page);
    if (turn === 1) expect(after.lastShots.length).toBeGreaterThan(0);
    for (const ship of after.ships) {
      const card = page.getByRole('article', { name: `${ship.name} status card` });
      for (const area of ['crew', 'hull', 'guns', 'boiler', 'rudder'] as const) {
        await expect(card.locator(`[data-area="${area}"]`)).toHaveClass(ship.damage[area] ? 'hit' : '');
      }
    }
  }
  await expect(orders).toContainText('Turn 3 of 10');
  await expect(page.getByRole('log', { name: 'Moves' })).toContainText('fires at');
  await page.screenshot({ path: 'test-results/ironclads-two-turns.png' });
  expect(problems).toEqual([]);
});

/** The centre a turn knob turns about: the ship's centre, or where the slide ends. */
async function pivot(page: Page, which: 'start' | 'end'): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((w) => (window as unknown as Win).__musterTable.pivotPoint(w), which);
  if (!p) throw new Error(`no ${which} pivot`);
  return p;
}

test('two ships of one name are refused at Start with the reason (the movement order, the targets and the log named both alike)', async ({ page }) => {
  await page.goto('/?seed=7');
  await page.getByRole('button', { name: 'ACW Ironclads' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
  const names = dialog.getByRole('textbox', { name: 'Ship name' });
  const first = await names.nth(0).inputValue();
  // The same name in capitals, on the other side of the river, is still the same name.
  await names.nth(3).fill(` ${first.toUpperCase()}`);
  const startButton = dialog.getByRole('button', { name: 'Start' });
  await expect(startButton).toBeDisabled();
  await expect(dialog).toContainText(`Two ships are called “${first.toUpperCase()}”: give each a name of its own.`);
  await names.nth(3).fill('CSS Little Rebel');
  await expect(startButton).toBeEnabled();
});

test('a matchstick typed longer than the table allows is cut to the longest it takes, and the set-up says why (3 in became 2.88 without a word)', async ({ page }) => {
  await page.goto('/?seed=7');
  await page.getByRole('button', { name: 'ACW Ironclads' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
  const stick = dialog.getByLabel('Matchstick length in inches');
  await stick.fill('3');
  await stick.press('Tab');
  await expect(stick).toHaveValue(String(MAX_STICK_INCHES));
  await expect(dialog).toContainText(`A matchstick is 1 to ${MAX_STICK_INCHES} in long: the river, four sticks wide at least, must fit the table 1 ft deep.`);
});

test('a matchstick field emptied goes back to the default 2 in, not to the least (1 in), as the turn limit does', async ({ page }) => {
  await page.goto('/?seed=7');
  await page.getByRole('button', { name: 'ACW Ironclads' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
  const stick = dialog.getByLabel('Matchstick length in inches');
  await stick.fill('1.5');
  await stick.press('Tab');
  await expect(stick).toHaveValue('1.5');
  await stick.fill('');
  await stick.press('Tab');
  await expect(stick).toHaveValue('2');
  // The least is still what 0 (or less) typed gives.
  await stick.fill('0');
  await stick.press('Tab');
  await expect(stick).toHaveValue('1');
});

test('a battle of your own: ships added in the set-up, placed, turned and the banks bent on the table', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/?seed=3');
  await page.getByRole('button', { name: 'ACW Ironclads' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
  await dialog.getByLabel('Scenario').selectOption('custom');
  // The words say what Start will do: place the ships first, or (the box cleared) go straight into the first turn.
  const arrange = dialog.getByRole('checkbox', { name: /^Arrange the table first/ });
  await expect(arrange).toBeChecked();
  await expect(dialog).toContainText('you place them on the table, with the banks, before the first turn');
  await arrange.uncheck();
  await expect(dialog).not.toContainText('you place them on the table');
  await expect(dialog).toContainText('the battle begins at once');
  // A ship renamed leaves the box as the player set it.
  await dialog.getByRole('list', { name: 'Union ships' }).getByLabel('Ship name').first().fill('USS Cairo');
  await expect(arrange).not.toBeChecked();
  await arrange.check();
  await dialog.getByRole('button', { name: 'Add a ship' }).last().click();
  await dialog.getByRole('list', { name: 'Confederate ships' }).getByLabel('Ship name').last().fill('CSS Arkansas');
  await dialog.getByLabel('CSS Arkansas class').selectOption('arkansas');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  await expect(orders).toContainText('Setting up');
  let s = await state(page);
  const ark = s.ships.find((x) => x.name === 'CSS Arkansas');
  expect(ark?.cls).toBe('arkansas');
  // Drag her across the river.
  const from = await page.evaluate((k) => (window as unknown as Win).__musterTable.shipPoint(k), ark?.id ?? '');
  const to = await page.evaluate(() => (window as unknown as Win).__musterTable.pagePoint(330, 150));
  await page.mouse.move(from!.x, from!.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(from!.x + ((to.x - from!.x) * i) / 8, from!.y + ((to.y - from!.y) * i) / 8);
  await page.mouse.up();
  s = await state(page);
  const placed = s.ships.find((x) => x.id === ark?.id);
  expect(Math.abs((placed?.x ?? 0) - 330)).toBeLessThan(3);
  expect(Math.abs((placed?.y ?? 0) - 150)).toBeLessThan(3);
  // Turn her with the knob at her bow: a quarter turn to port.
  const knob = await page.evaluate(() => (window as unknown as { __musterTable: { arrangeKnob(): { x: number; y: number } | null } }).__musterTable.arrangeKnob());
  const centre = await page.evaluate((k) => (window as unknown as Win).__musterTable.shipPoint(k), ark?.id ?? '');
  if (!knob || !centre) throw new Error('no knob on the picked-up ship');
  const r = Math.hypot(knob.x - centre.x, knob.y - centre.y);
  const a0 = Math.atan2(knob.y - centre.y, knob.x - centre.x);
  await page.mouse.move(knob.x, knob.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(centre.x + Math.cos(a0 - (i * Math.PI) / 16) * r, centre.y + Math.sin(a0 - (i * Math.PI) / 16) * r);
  await page.mouse.up();
  s = await state(page);
  expect(s.ships.find((x) => x.id === ark?.id)?.heading).toBe((((placed?.heading ?? 0) - 90) % 360 + 360) % 360);
  // Bend the north bank: drag its middle point down a long way; it stops where the river would come nearer
  // than four matchsticks anywhere along it (the bends either side included): about four at that point.
  const before = s.river.banks[0][3]!;
  const p = await page.evaluate(() => (window as unknown as { __musterTable: { bankPoint(b: number, i: number): { x: number; y: number } } }).__musterTable.bankPoint(0, 3));
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(p.x, p.y + i * 40);
  await page.mouse.up();
  s = await state(page);
  const south = s.river.banks[1][3]!;
  expect(s.river.banks[0][3]!.y).toBeGreaterThan(before.y);
  const gap = south.y - s.river.banks[0][3]!.y;
  expect(gap).toBeGreaterThanOrEqual(4 * 50.8 - 0.01);
  expect(gap).toBeLessThan(4 * 50.8 + 2);
  // A new river, then the battle begins.
  await orders.getByRole('button', { name: 'New river' }).click();
  s = await state(page);
  expect(s.river.banks[0][3]!.y).not.toBeCloseTo(before.y, 3);
  await orders.getByRole('button', { name: 'Begin the battle' }).click();
  await expect(orders).toContainText('Turn 1 of 10');
  expect(problems).toEqual([]);
});

for (const size of [
  { width: 960, height: 600 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${size.width} × ${size.height} Hampton Roads' stranded Minnesota reads in full on her status card, with Stranded beside her name`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/?seed=4');
    await page.getByRole('button', { name: 'ACW Ironclads' }).click();
    const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
    await dialog.getByLabel('Scenario').selectOption('hampton-roads');
    await dialog.getByRole('button', { name: 'Start' }).click();
    const card = page.getByRole('article', { name: /^USS Minnesota.* status card$/ });
    await expect(card.locator('header .hint')).toHaveText('Stranded');
    const minnesota = (await cardHeaders(page)).find((h) => h.card.startsWith('USS Minnesota'))!;
    // The card says she is aground ("Stranded"), so her name need not: "Minnesota (agr…" was cut beside it.
    expect(minnesota.nameCut, `"${minnesota.name}" is cut`).toBe(false);
    expect(['USS Minnesota', 'Minnesota']).toContain(minnesota.name);
    expect(minnesota.besideCut, `"${minnesota.beside}" is cut`).toBe(false);
    expect(minnesota.besideShown).toBe(true);
  });
}

/**
 * The status cards' headers as shown: each name's visible text and whether it is cut, and the
 * side or state beside it, whether it is cut and whether it is on the header's one line at all.
 */
function cardHeaders(page: Page): Promise<{ card: string; name: string; nameCut: boolean; beside: string; besideCut: boolean; besideShown: boolean }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.ic-card')].map((card) => {
      const header = card.querySelector('header')!.getBoundingClientRect();
      const name = card.querySelector('header strong') as HTMLElement;
      const beside = card.querySelector('header .hint') as HTMLElement;
      const b = beside.getBoundingClientRect();
      return {
        card: card.getAttribute('aria-label') ?? '',
        name: name.innerText,
        nameCut: name.scrollWidth > name.clientWidth + 1,
        beside: beside.textContent ?? '',
        besideCut: beside.scrollWidth > beside.clientWidth + 1 || (b.top < header.bottom - 1 && b.bottom > header.bottom + 1),
        besideShown: b.width > 0 && b.top < header.bottom - 1,
      };
    }),
  );
}

for (const scenario of ['plum-point', 'memphis']) {
  test(`at 960 × 600 every ship's name in ${scenario} reads in full on her status card, in the movement order and in the targets, and the side shows whole or not at all`, async ({ page }) => {
    test.setTimeout(60_000);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.setViewportSize({ width: 960, height: 600 });
    await page.goto('/?seed=7');
    await page.getByRole('button', { name: 'ACW Ironclads' }).click();
    const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
    await dialog.getByLabel('Scenario').selectOption(scenario);
    await dialog.getByLabel('Confederate played by').selectOption('human');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
    const ships = (await state(page)).ships;
    const expectReadable = async (when: string) => {
      for (const h of await cardHeaders(page)) {
        const ship = ships.find((x) => `${x.name} status card` === h.card)!;
        // "CSS General Sterling Price", or in a narrow card "General Sterling Price": never "CSS General Sterling …".
        expect([ship.name, ship.name.replace(/^(USS|CSS) /, '')], `${when}: ${h.card} names her`).toContain(h.name);
        expect(h.nameCut, `${when}: ${h.card}: "${h.name}" is not cut`).toBe(false);
        expect(h.besideCut, `${when}: ${h.card}: "${h.beside}" is whole or not there`).toBe(false);
        if (h.beside !== 'Union' && h.beside !== 'Confederate') expect(h.besideShown, `${when}: ${h.card}: "${h.beside}" shows`).toBe(true);
      }
    };
    await expectReadable('at the start');
    // The movement order shows whole in the Orders panel as it opens, not scrolled: no name below its edge.
    const hidden = await page.evaluate(() => {
      const panel = document.querySelector('.ic-panel') as HTMLElement;
      const box = panel.getBoundingClientRect();
      const bottom = box.top + panel.clientTop + panel.clientHeight;
      return [...panel.querySelectorAll('.ic-order li')].filter((li) => li.getBoundingClientRect().bottom > bottom + 0.5).map((li) => li.textContent);
    });
    expect(hidden, 'the movement order has ships below the edge of the panel').toEqual([]);
    if (scenario === 'memphis') {
      // Every ship a full matchstick ahead, to the shooting: each target's name reads in full in its select.
      const orders = page.getByRole('complementary', { name: 'Orders' });
      while ((await state(page)).phase === 'move') {
        await orders.getByRole('button', { name: 'Move ship' }).click();
        await page.keyboard.press('Escape');
        await idle(page);
      }
      await expectReadable('in the shooting');
      let targets = 0;
      for (const select of await orders.getByLabel(/ fires at$/).all()) {
        const cut = await select.evaluate((el) => {
          const sel = el as HTMLSelectElement;
          const ctx = document.createElement('canvas').getContext('2d')!;
          const css = getComputedStyle(sel);
          ctx.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
          // The select's text box: its width less its padding and the arrow.
          const room = sel.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight) - 20;
          return [...sel.options].filter((o) => o.value && ctx.measureText(o.text).width > room).map((o) => o.text);
        });
        expect(cut, 'targets cut short in their select').toEqual([]);
        targets += await select.locator('option').count();
      }
      expect(targets).toBeGreaterThan(3);
    }
    expect(problems).toEqual([]);
  });
}

test('at 1920 × 1080 the status card of the ship moving reads her name in full beside "Moving" (Memphis: "CSS General Beaur…" was cut as her move came)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const problems = await start(page);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  for (let s = await state(page); s.phase === 'move'; s = await state(page)) {
    const ship = s.ships.find((x) => x.id === s.order[s.next])!;
    await expect(page.getByRole('article', { name: `${ship.name} status card` }).locator('header .hint')).toHaveText('Moving');
    const h = (await cardHeaders(page)).find((x) => x.card === `${ship.name} status card`)!;
    expect([ship.name, ship.name.replace(/^(USS|CSS) /, '')]).toContain(h.name);
    expect(h.nameCut, `"${h.name}" beside "${h.beside}" is not cut`).toBe(false);
    await orders.getByRole('button', { name: 'Move ship' }).click();
    await page.keyboard.press('Escape');
    await idle(page);
  }
  expect(problems).toEqual([]);
});

/** The button is wholly on screen, unscrolled, and nothing covers its middle. */
async function expectInReach(page: Page, button: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = await button.boundingBox();
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null, [box!.x + box!.width / 2, box!.y + box!.height / 2]);
  expect(hit).toBe(await button.textContent());
}

for (const size of [
  { width: 960, height: 600 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width} × ${size.height} the panel keeps Move ship and Fire in reach, and every target's chance of a hit in view`, { tag: '@long' }, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    const problems = await start(page);
    const orders = page.getByRole('complementary', { name: 'Orders' });
    // All six status cards show without scrolling their strip (two rows of three), each name readable past "CSS General".
    const strip = page.getByRole('region', { name: 'Status cards' });
    await expect(strip.getByRole('article')).toHaveCount(6);
    expect(await strip.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    for (const card of await strip.getByRole('article').all()) {
      const seen = await card.locator('header strong').evaluate((el) => el.clientWidth / el.scrollWidth);
      expect(seen, `${await card.getAttribute('aria-label')}: the name shows`).toBeGreaterThan(0.8);
    }
    // Both turn sliders show unscrolled, neither under the verdict and the Move ship button.
    for (const which of ['start', 'end']) {
      const slider = orders.getByRole('slider', { name: `Turn at the ${which}` });
      await expect(slider).toBeInViewport({ ratio: 1 });
      const box = await slider.boundingBox();
      const top = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('aria-label'), [box!.x + box!.width / 2, box!.y + box!.height / 2]);
      expect(top, `the ${which} slider is not covered`).toBe(`Turn at the ${which}`);
    }
    // Every ship a full matchstick ahead: the fleets close, and most shots are in range.
    for (;;) {
      const s = await state(page);
      if (s.phase !== 'move') break;
      const move = orders.getByRole('button', { name: 'Move ship' });
      await expectInReach(page, move);
      // The verdict goes with the button.
      await expect(orders.locator('.ic-outcome')).toBeInViewport({ ratio: 1 });
      await move.click();
      await page.keyboard.press('Escape');
      await idle(page);
    }
    const s = await state(page);
    expect(s.phase).toBe('shoot');
    await expect(orders).toContainText('Each ship fires at one enemy');
    await expectInReach(page, orders.getByRole('button', { name: 'Fire', exact: true }));
    // Each ship's select leads with the chance (a long name may be cut, the odds never), and the odds line says it in full.
    const selects = orders.getByLabel(/ fires at$/);
    let inRange = 0;
    for (const select of await selects.all()) {
      if (!(await select.inputValue())) continue;
      const shown = await select.evaluate((el) => {
        const sel = el as HTMLSelectElement;
        const text = sel.selectedOptions[0]?.text ?? '';
        const chance = /^\d+%|^Out of range/.exec(text)?.[0] ?? text;
        const ctx = document.createElement('canvas').getContext('2d')!;
        const css = getComputedStyle(sel);
        ctx.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
        // The select's text box: its width less its padding and the arrow.
        const room = sel.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight) - 20;
        return { chance, fits: ctx.measureText(chance).width <= room };
      });
      expect(shown.fits, `"${shown.chance}" shows in the select`).toBe(true);
      const name = (await select.getAttribute('aria-label'))!.replace(/ fires at$/, '');
      const odds = orders.getByLabel(`${name}'s odds`);
      await expect(odds).toContainText(shown.chance === 'Out of range' ? 'out of range' : `${shown.chance} to hit`);
      expect(await odds.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      if (shown.chance !== 'Out of range') inRange++;
    }
    expect(inRange).toBeGreaterThan(0);
    await page.screenshot({ path: `test-results/ironclads-panel-${size.width}.png` });
    expect(problems).toEqual([]);
  });
}

test('at the end of a battle against the computer, Another battle sets up the same battle afresh', { tag: '@long' }, async ({ page }) => {
  test.setTimeout(90_000);
  const problems = await start(page, 'computer', 1);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const first = await state(page);
  // One turn: the Union holds its place and holds fire; the computer does as it likes.
  await holdUntilOver(page);
  await idle(page);
  await expect(orders).toContainText('The turn limit is reached');
  await orders.getByRole('button', { name: 'Another battle' }).click();
  // A new battle: turn 1 of 1 again, an empty log, every ship back where the battle began, drawn there.
  await expect(orders).toContainText('Turn 1 of 1');
  expect(await page.evaluate(() => (window as unknown as Win).__muster.app.state.session.history.entries.length)).toBe(0);
  const again = await state(page);
  expect(again.ships).toEqual(first.ships);
  expect(again.river).toEqual(first.river);
  // The table (a fresh run of the same scene) draws each model where its ship lies.
  for (const ship of again.ships) {
    await expect
      .poll(async () => {
        const shown = await page.evaluate((k) => (window as unknown as Win).__musterTable.shipPoint(k), ship.id);
        const expected = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [ship.x, ship.y]);
        return Math.hypot((shown?.x ?? 1e9) - expected.x, (shown?.y ?? 1e9) - expected.y);
      })
      .toBeLessThan(1);
  }
  await expect(orders.getByRole('button', { name: 'Move ship' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test("the saves list's picture of the table never shows the targets being picked, and the table keeps showing them", { tag: '@long' }, async ({ page }) => {
  test.setTimeout(60_000);
  const problems = await start(page);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  await everyShipAhead(page);
  await expect(orders.getByRole('button', { name: 'Clear targets' })).toBeEnabled({ timeout: 20_000 });
  await idle(page);
  const picture = () =>
    page.evaluate(() => {
      const app = (window as unknown as { __muster: { app: { ensureStage(): { thumbnail(crop: unknown): Promise<string> }; state: { ui: { view: { tableOnCanvas(): unknown } } } } } }).__muster.app;
      return app.ensureStage().thumbnail(app.state.ui.view.tableOnCanvas());
    });
  // The table with nothing aimed: no target picked, no ship clicked.
  await orders.getByRole('button', { name: 'Clear targets' }).click();
  await page.keyboard.press('Escape');
  const bare = await picture();
  // Each ship aimed at her likeliest target again, and one clicked (her lines of sight drawn): then saved.
  const s = await state(page);
  const seat = await page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { viewer: number } } } } }).__muster.app.state.session.viewer);
  const shooter = s.ships.find((x) => x.side === seat && !x.sunk)!;
  for (const select of await orders.getByLabel(/ fires at$/).all()) {
    const value = await select.locator('option').nth(1).getAttribute('value').catch(() => null);
    if (value) await select.selectOption(value);
  }
  await expect(orders.getByRole('button', { name: 'Fire', exact: true })).toBeVisible();
  const at = await page.evaluate((id) => (window as unknown as Win).__musterTable.shipPoint(id)!, shooter.id);
  await page.mouse.click(at.x, at.y);
  await page.waitForTimeout(100);
  // The table and its frame on the screen (the canvas runs under the panels and the toasts).
  const table = await page.evaluate(() => (window as unknown as { __muster: { app: { state: { ui: { view: { tableOnCanvas(): { x: number; y: number; width: number; height: number } } } } } } }).__muster.app.state.ui.view.tableOnCanvas());
  const png = async () => `data:image/png;base64,${(await page.screenshot({ clip: table })).toString('base64')}`;
  const aiming = await png();
  await page.getByRole('navigation', { name: 'Game toolbar' }).getByRole('button', { name: /^Save( \(Ctrl\+S\))?$/ }).click();
  await expect(page.getByText(/^Saved/)).toBeVisible();
  // Once the picture is taken the table shows the aim again.
  await page.waitForTimeout(300);
  const after = await pixelsApart(page, aiming, await png());
  expect(after, `${after} pixels of the table changed`).toBeLessThan(30);
  // The saves list's picture is the bare table.
  await page.getByRole('navigation', { name: 'Game toolbar' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Load…' }).click();
  const saved = await page.getByRole('dialog', { name: 'Saved games' }).getByRole('listitem').first().getByRole('img').getAttribute('src');
  const apart = await pixelsApart(page, bare, saved!);
  expect(apart, `${apart} pixels of the saved picture differ from the table with nothing aimed`).toBeLessThan(30);
  expect(problems).toEqual([]);
});

/** Every ship a full matchstick ahead, as the rules' actions (the moves are not what a test is about), the playbacks skipped. */
async function everyShipAhead(page: Page): Promise<void> {
  const refused = await page.evaluate(() => {
    const session = (window as unknown as { __muster: { app: { state: { session: { state: IroncladsState; act(a: IroncladsAction, seat: number): { message: string } | null } } } } }).__muster.app.state.session;
    for (let s = session.state, n = 0; s.phase === 'move' && n < 20; s = session.state, n++) {
      const ship = s.ships.find((x) => x.id === s.order[s.next])!;
      const no = session.act({ type: 'move', ship: ship.id, start: 0, distance: 'full', end: 0 }, ship.side);
      if (no) return no.message;
    }
    return null;
  });
  expect(refused).toBeNull();
  const bar = page.getByRole('status', { name: 'Playback' });
  while (await bar.isVisible()) await bar.getByRole('button', { name: 'Skip' }).click().catch(() => undefined);
}

// The long project's, for CI's time (ironclads-ui.test holds captionSpot to the same in Node).
test('at the start of a turn the caption "Turn 2" hides no ship (Plum Point Bend at 1920 × 1080: it lay over USS Cincinnati in the middle)', { tag: '@long' }, async ({ page }) => {
  // The guns' playback comes first, a dozen shots and more, unskipped (a skip would leave out the caption).
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const problems = await start(page, 'human', 10, async (dialog) => {
    await dialog.getByLabel('Scenario').selectOption('plum-point');
  });
  const orders = page.getByRole('complementary', { name: 'Orders' });
  await everyShipAhead(page);
  await orders.getByRole('button', { name: /^(Fire|Hold fire)$/ }).click();
  await page.getByRole('dialog', { name: /^Pass to / }).getByRole('button', { name: /show my side/ }).click();
  await orders.getByRole('button', { name: /^(Fire|Hold fire)$/ }).click();
  // It floats for about 1.6 s from the turn's start, after the guns' playback: caught as it shows.
  const caption = await page
    .waitForFunction(() => (window as unknown as Win).__musterTable.floatBoxes().find((w) => w.text === 'Turn 2') ?? null, null, { polling: 20, timeout: 120_000 })
    .then((h) => h.jsonValue() as Promise<{ x: number; y: number; width: number; height: number }>);
  const s = await state(page);
  expect(s.turn).toBe(2);
  for (const ship of s.ships) {
    const hull = await Promise.all(hullOf(ship).map((p) => page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [p.x, p.y])));
    const xs = hull.map((p) => p.x);
    const ys = hull.map((p) => p.y);
    const over = caption.x < Math.max(...xs) && Math.min(...xs) < caption.x + caption.width && caption.y < Math.max(...ys) && Math.min(...ys) < caption.y + caption.height;
    expect(over, `the caption over ${ship.name}`).toBe(false);
  }
  expect(problems).toEqual([]);
});

test('Undo with a turn knob in hand waits for the release (the knob went on to steer the ship whose move it took back); after the guns have fired it says why nothing can be taken back', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = await start(page);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  await orders.getByRole('button', { name: 'Move ship' }).click();
  await page.keyboard.press('Escape');
  await idle(page);
  const moved = await lastAction(page);
  const knob = await page.evaluate(() => (window as unknown as Win).__musterTable.handlePoint('start'));
  await page.mouse.move(knob!.x, knob!.y);
  await page.mouse.down();
  await page.mouse.move(knob!.x, knob!.y + 15, { steps: 4 });
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Let go first: Undo waits while you hold a knob.');
  await page.mouse.move(knob!.x, knob!.y + 30, { steps: 4 });
  await page.mouse.up();
  expect(await lastAction(page)).toEqual(moved);
  await everyShipAhead(page);
  // One side fires, passes the mouse behind the curtain, and the other fires.
  await orders.getByRole('button', { name: /^(Fire|Hold fire)$/ }).click();
  await page.getByRole('dialog', { name: /^Pass to / }).getByRole('button', { name: /show my side/ }).click();
  await orders.getByRole('button', { name: /^(Fire|Hold fire)$/ }).click();
  const bar = page.getByRole('status', { name: 'Playback' });
  await expect(bar).toBeVisible();
  while (await bar.isVisible()) await bar.getByRole('button', { name: 'Skip' }).click().catch(() => undefined);
  await idle(page);
  expect((await lastAction(page)).action.type).toBe('fire');
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Nothing to undo: the guns have fired and everyone has seen the dice.')).toBeVisible();
  expect((await lastAction(page)).action.type).toBe('fire');
  expect(problems).toEqual([]);
});

test('at 960 × 600 the status line says whole what the mouse and keys do in each phase: the knobs and Enter while moving, Skip while a move plays back, the targets while shooting; a ship dragged says why she stays put', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page, 'human', 10, async (dialog) => {
    // Every ship's class reads whole in its list, whichever is chosen (it was cut: "City-class casemate iro…").
    const cut = await dialog.locator('select[aria-label$=" class"]').evaluateAll((selects) =>
      selects.flatMap((el) => {
        const select = el as HTMLSelectElement;
        const css = getComputedStyle(select);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = css.font;
        // Room for the words: the box less its padding, borders and the arrow (about 20 px).
        const room = select.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight) - 20;
        return [...select.options].filter((o) => ctx.measureText(o.text).width > room).map((o) => `${o.text} (${Math.round(ctx.measureText(o.text).width)} px in ${Math.round(room)})`);
      }),
    );
    expect(cut).toEqual([]);
  });
  // The orders panel is solid: the table never shows through it (at 92% it showed as a lighter band).
  const panel = page.getByRole('complementary', { name: 'Orders' });
  expect(await panel.evaluate((e) => getComputedStyle(e).backgroundColor)).toMatch(/^rgb\(/);
  const hint = page.getByRole('contentinfo', { name: 'Status' }).locator('.controls-hint');
  // Read whole, not cut off with an ellipsis.
  const whole = async (says: string) => {
    await expect(hint).toContainText(says);
    expect(await hint.evaluate((e) => e.scrollWidth - e.clientWidth), `"${says}" whole`).toBeLessThanOrEqual(0);
  };
  const first = await state(page);
  const mover = first.ships.find((x) => x.id === first.order[first.next])!;
  await whole(`${mover.name}: drag a knob to turn`);
  await whole('Enter moves');
  // A ship's model dragged says why she does not follow, and the table stays where it was (it used
  // to pan away under the hand): the mover by her knob and matchstick, any other ship in her turn.
  const messages = page.getByRole('status', { name: 'Messages' });
  const other = first.ships.find((x) => x.id !== mover.id && x.side === mover.side)!;
  for (const [ship, says] of [[mover, 'Ships are not dragged: drag the round knob at her bow'], [other, `${mover.name} moves now`]] as const) {
    const at = await page.evaluate((k) => (window as unknown as Win).__musterTable.shipPoint(k)!, ship.id);
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + 60, at.y + 40, { steps: 6 });
    await page.mouse.up();
    await expect(messages).toContainText(says);
    expect(await page.evaluate((k) => (window as unknown as Win).__musterTable.shipPoint(k)!, ship.id)).toEqual(at);
  }
  // While her move plays back, the line speaks of the playback, not of the next ship's knobs.
  await page.getByRole('complementary', { name: 'Orders' }).getByRole('button', { name: 'Move ship' }).click();
  await expect(page.getByRole('status', { name: 'Playback' })).toBeVisible();
  await whole('Skip');
  await expect(hint).not.toContainText('knob');
  await everyShipAhead(page);
  await whole('Shooting: click one of your ships, then the enemy it fires at');
  const shooter = await page.evaluate((k) => (window as unknown as Win).__musterTable.shipPoint(k)!, mover.id);
  await page.mouse.move(shooter.x, shooter.y);
  await page.mouse.down();
  await page.mouse.move(shooter.x + 60, shooter.y + 40, { steps: 6 });
  await page.mouse.up();
  await expect(messages).toContainText('Ships do not move while shooting: click one of yours, then the enemy it fires at.');
  await expect(hint).not.toContainText('Enter moves');
  await expect(hint).not.toContainText('knob');
  expect(problems).toEqual([]);
});

test('while the guns fire, the words of a shot never lie over the name of the ship under the pointer', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  await everyShipAhead(page);
  await expect(orders.getByRole('button', { name: 'Clear targets' })).toBeEnabled({ timeout: 20_000 });
  // Every ship of the first side fires at the first enemy she may: the ship the pointer will rest on.
  let target: string | null = null;
  for (const select of await orders.getByLabel(/ fires at$/).all()) {
    const value = await select.locator('option').nth(1).getAttribute('value').catch(() => null);
    if (value) await select.selectOption(value);
    target ??= value;
  }
  expect(target).not.toBeNull();
  await orders.getByRole('button', { name: /^(Fire|Hold fire)$/ }).click();
  await page.getByRole('dialog', { name: /^Pass to / }).getByRole('button', { name: /show my side/ }).click();
  await orders.getByRole('button', { name: 'Clear targets' }).click();
  await orders.getByRole('button', { name: 'Hold fire', exact: true }).click();
  // The pointer rests on the ship shot at, as the guns' playback runs: her name shows over her.
  const at = await page.evaluate((id) => (window as unknown as Win).__musterTable.shipPoint(id)!, target!);
  await page.mouse.move(at.x - 3, at.y);
  await page.mouse.move(at.x, at.y);
  type Box = { text: string; x: number; y: number; width: number; height: number };
  // Every frame of the playback: the name and the words floating with it.
  const seen = await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __seen?: { name: Box; words: Box[] }[]; __musterTable: { busy(): boolean; nameBox(): Box | null; floatBoxes(): Box[] } };
        const seen = (w.__seen ??= []);
        const name = w.__musterTable.nameBox();
        const words = w.__musterTable.floatBoxes();
        if (name && words.length) seen.push({ name, words });
        return !w.__musterTable.busy() && seen.some((s) => s.words.some((x) => x.text.includes('range'))) ? seen : null;
      },
      null,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((h) => h.jsonValue());
  const over = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const clashes = (seen ?? []).flatMap((s) => s.words.filter((x) => over(x, s.name)).map((x) => `"${x.text}" over "${s.name.text}"`));
  expect([...new Set(clashes)]).toEqual([]);
  expect(problems).toEqual([]);
});

test('a battle hosted across machines, saved while arranging and opened at one computer: Ready to begin hands the screen to the other side, whose Begin begins it', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const options = ironclads.acrossMachines!({ ...scenarioOptions('memphis'), arrange: true });
  const players = [
    { name: 'Anne', control: 'human' as const, strength: 'easy' as const },
    { name: 'Ben', control: 'human' as const, strength: 'easy' as const },
  ];
  const session = GameSession.start(ironclads, { options, players }, 7, 'Memphis apart');
  const text = writeSaveText(session.toEnvelope(APP_VERSION, new Date()));
  await page.goto('/');
  await page.getByRole('main', { name: 'Main menu' }).waitFor();
  await page.evaluate(
    (save) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('muster', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['saves'], 'readwrite');
          tx.objectStore('saves').put(save);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    { id: 'apart', text },
  );
  await page.reload();
  await page.getByRole('main', { name: 'Main menu' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __muster: { app: { loadSave(id: string): Promise<boolean> } } }).__muster.app.loadSave('apart'))).toBe(true);
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  await expect(page.getByText('You arrange the Union ships.')).toBeVisible();
  await page.getByRole('button', { name: 'Ready to begin' }).click();
  // The screen goes to the side still arranging: its own ships, and its Begin begins the battle.
  await expect(page.getByText('You arrange the Confederate ships.')).toBeVisible({ timeout: 5_000 });
  await page.getByRole('button', { name: 'Begin the battle' }).click();
  await expect.poll(async () => (await state(page)).phase, { timeout: 5_000 }).toBe('move');
  expect(problems).toEqual([]);
});
