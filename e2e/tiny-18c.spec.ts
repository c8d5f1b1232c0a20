// Tiny 18c against the computer, with real clicks: deploy, two full turns of movement and
// declarations, and after every resolution the board on screen must be the board of the rules.
import { expect, test, type Page } from '@playwright/test';
import { PX_PER_MM, expectA4Pdf, openPrintSheets } from './support/print';

type Win = {
  __muster: { app: { state: { session: { state: { phase: string; turn: number; units: { id: string; at: { r: number; c: number } | null; routed: boolean }[] }; log: { text: string }[] } } } };
  __musterTable: {
    squarePoint(r: number, c: number): { x: number; y: number };
    animating(): boolean;
    scene: { counters: Map<string, { x: number; y: number; visible: boolean }> };
  };
};

async function click(page: Page, r: number, c: number): Promise<void> {
  const p = await page.evaluate(([r, c]) => (window as unknown as Win).__musterTable.squarePoint(r!, c!), [r, c]);
  await page.mouse.click(p.x, p.y);
}

/** Waits for the computer to answer and the table to finish playing the resolution back. */
async function settle(page: Page, phase: string): Promise<void> {
  await page.waitForFunction(
    (p) => {
      const w = window as unknown as Win;
      const s = w.__muster.app.state.session.state;
      return (s.phase === p || s.phase === 'over') && !w.__musterTable.animating();
    },
    phase,
    { timeout: 30_000 },
  );
}

/** The board as the counters on screen show it, as the rules' state has it, and as the panel prints it. */
async function boards(page: Page): Promise<{ screen: string; rules: string; panel: string }> {
  const { screen, rules } = await page.evaluate(() => {
    const w = window as unknown as Win;
    const grid = (place: (id: string) => { r: number; c: number } | null) => {
      const rows = Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => '•'));
      for (const u of w.__muster.app.state.session.state.units) {
        const at = place(u.id);
        if (at) rows[at.r]![at.c] = u.id;
      }
      return rows.map((r) => r.join(' ')).join('\n');
    };
    const units = w.__muster.app.state.session.state.units;
    const SQUARE = 42;
    return {
      rules: grid((id) => {
        const u = units.find((x) => x.id === id);
        return u && !u.routed ? u.at : null;
      }),
      screen: grid((id) => {
        const img = w.__musterTable.scene.counters.get(id);
        if (!img?.visible) return null;
        const r = Math.floor((img.y - 75) / SQUARE);
        const c = Math.floor((img.x - 45) / SQUARE);
        return r >= 0 && r < 5 && c >= 0 && c < 5 ? { r, c } : null;
      }),
    };
  });
  const panel = (await page.getByLabel('Board in notation').textContent()) ?? '';
  return { screen, rules, panel };
}

async function expectBoardShown(page: Page): Promise<string> {
  const b = await boards(page);
  expect(b.screen).toBe(b.rules);
  expect(b.panel.trim()).toBe(b.rules);
  return b.rules;
}

const unit = (page: Page, id: string) =>
  page.evaluate((id) => (window as unknown as Win).__muster.app.state.session.state.units.find((u) => u.id === id) ?? null, id);

test('two turns against the computer, with the mouse', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));

  // A fixed seed: the same dice every run, and the computer decides the same from the same view.
  await page.goto('/?seed=18');
  await page.getByRole('button', { name: 'Tiny 18c' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Tiny 18c' });
  await expect(dialog.getByRole('combobox', { name: 'Defender played by' })).toHaveValue('normal');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);

  // Deployment: I1 I2 P C A along the home row, then the scouts in front of the pikes.
  const orders = page.getByRole('complementary', { name: 'Orders' });
  await expect(orders).toContainText('Deployment');
  for (let c = 0; c < 5; c++) await click(page, 0, c);
  await expect(orders.getByRole('list', { name: 'Your orders' })).toContainText('A at e');
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await settle(page, 'scouts');
  await click(page, 1, 2);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await settle(page, 'movement');
  const deployed = await expectBoardShown(page);
  expect(deployed.split('\n')[0]).toBe('I1 I2 P C A');
  expect(deployed.split('\n')[1]).toBe('• • S • •');
  expect(deployed.split('\n')[4]?.split(' ').filter((t) => t !== '•')).toHaveLength(5);

  // Turn 1, movement: the two infantry step forward. The enemy cannot reach row 4 this turn.
  await click(page, 0, 0);
  await click(page, 1, 0);
  await click(page, 0, 1);
  await click(page, 1, 1);
  await expect(orders.getByRole('list', { name: 'Your orders' })).toHaveText('I1 → a4I2 → b4');
  await page.screenshot({ path: 'test-results/screens/t18-orders.png' });
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await settle(page, 'declarations');
  expect(await unit(page, 'I1')).toMatchObject({ at: { r: 1, c: 0 } });
  expect(await unit(page, 'I2')).toMatchObject({ at: { r: 1, c: 1 } });
  await expectBoardShown(page);

  // Turn 1, declarations: the gun (it has not moved) fires at the enemy's pikes, wherever they are.
  const target = await page.evaluate(() => (window as unknown as Win).__muster.app.state.session.state.units.find((u) => u.id === 'p')?.at ?? null);
  expect(target).not.toBeNull();
  await click(page, 0, 4);
  await click(page, target!.r, target!.c);
  await expect(orders.getByRole('list', { name: 'Your orders' })).toHaveText('Shot: A at p');
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await settle(page, 'movement');
  const log = page.getByRole('log');
  await expect(log).toContainText(/A fired at p(: rolled \d|, which was on the move)/);
  await expectBoardShown(page);
  const turn = await page.evaluate(() => (window as unknown as Win).__muster.app.state.session.state);
  expect(turn).toMatchObject({ phase: 'movement', turn: 2 });

  // Turn 2: the pikes advance, then no declaration.
  const pike = await unit(page, 'P');
  await click(page, pike!.at!.r, pike!.at!.c);
  await click(page, pike!.at!.r + 1, pike!.at!.c);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await settle(page, 'declarations');
  await expectBoardShown(page);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await settle(page, 'movement');
  await expectBoardShown(page);
  await expect(log).toContainText(/(Attacker|Defender) gave their declarations orders \(turn 2\); the orders are carried out:/);
  await page.screenshot({ path: 'test-results/screens/t18-turn2.png' });
  expect(problems).toEqual([]);
});

test('two people at one computer pass the seat behind a curtain', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tiny 18c' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Tiny 18c' });
  await dialog.getByRole('combobox', { name: 'Defender played by' }).selectOption('human');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  for (let c = 0; c < 5; c++) await click(page, 0, c);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  const curtain = page.getByRole('dialog', { name: 'Pass to Computer' });
  await expect(curtain).toBeVisible();
  await curtain.getByRole('button', { name: 'I am Computer: show my side' }).click();
  await expect(orders).toContainText('the defender: your orders');
  // The defender's side does not see where the attacker put its units until both have committed.
  expect(await page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { view: { orders: unknown[] } } } } } }).__muster.app.state.session.view.orders[0])).toBeNull();
  for (let c = 0; c < 5; c++) await click(page, 4, c);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await expect(orders).toContainText("Scouts' deployment");
});

test('the print sheets lay out the field, every counter, the orders pads and the turn at true size on A4', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto('/?seed=18');
  await page.getByRole('button', { name: 'Tiny 18c' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Tiny 18c' });
  // The defender brings militia, so the sheets must carry their bonus units too.
  await dialog.getByLabel('Defender army').selectOption('Militia levy');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  const sheets = await openPrintSheets(page);

  // A counter for every unit of both armies, bonus militia and scouts included, and two spares of each type a side.
  const units = await page.evaluate(() => (window as unknown as Win).__muster.app.state.session.state.units.map((u) => u.id));
  expect(units).toEqual(['I1', 'I2', 'P', 'C', 'A', 'S', 'm1', 'm2', 'i', 'p', 'c', 'm3', 'm4']);
  const attacker = sheets.getByRole('group', { name: "Attacker's counters" });
  const defender = sheets.getByRole('group', { name: "Defender's counters" });
  for (const id of ['I1', 'I2', 'P', 'C', 'A', 'S']) await expect(attacker.getByRole('img', { name: new RegExp(`^${id} `) })).toHaveCount(1);
  for (const id of ['m1', 'm2', 'i', 'p', 'c', 'm3', 'm4']) await expect(defender.getByRole('img', { name: new RegExp(`^${id} `) })).toHaveCount(1);
  await expect(defender.getByRole('img', { name: 'm3 Militia' })).toBeVisible();
  await expect(attacker.getByRole('img', { name: /^spare / })).toHaveCount(12);
  await expect(defender.getByRole('img', { name: /^spare / })).toHaveCount(12);
  await expect(sheets.getByRole('table', { name: "Attacker's orders pad" })).toBeVisible();
  await expect(sheets.getByRole('table', { name: "Defender's orders pad" })).toBeVisible();
  await expect(sheets.getByText("Attacker's home row", { exact: true })).toBeVisible();
  await expect(sheets.getByText("Defender's home row", { exact: true })).toBeVisible();
  await expect(sheets.getByRole('heading', { name: 'The turn in brief' })).toBeVisible();

  // True size: at 96 px to the inch a millimetre is 3.78 px. Squares of 30 mm, counters of 22 mm.
  const px = PX_PER_MM;
  const field = await sheets.getByRole('grid', { name: 'The field' }).boundingBox();
  expect(field?.width).toBeCloseTo(150 * px, 0);
  expect(field?.height).toBeCloseTo(150 * px, 0);
  const a5 = await sheets.getByRole('gridcell', { name: 'a5' }).boundingBox();
  const e1 = await sheets.getByRole('gridcell', { name: 'e1' }).boundingBox();
  expect(a5?.width).toBeCloseTo(30 * px, 0);
  expect(a5?.height).toBeCloseTo(30 * px, 0);
  // a5 is the attacker's top-left corner, e1 the defender's bottom-right.
  expect((e1?.x ?? 0) - (a5?.x ?? 0)).toBeCloseTo(120 * px, 0);
  expect((e1?.y ?? 0) - (a5?.y ?? 0)).toBeCloseTo(120 * px, 0);
  const counter = await attacker.getByRole('img', { name: 'I1 Infantry' }).boundingBox();
  expect(counter?.width).toBeCloseTo(22 * px, 0);
  expect(counter?.height).toBeCloseTo(22 * px, 0);
  const spare = await defender.getByRole('img', { name: 'spare Scouts' }).first().boundingBox();
  expect(spare?.width).toBeCloseTo(22 * px, 0);

  await page.screenshot({ path: 'test-results/t18-print-sheets.png', fullPage: true });
  await expectA4Pdf(page, 2);
  expect(problems).toEqual([]);
});
