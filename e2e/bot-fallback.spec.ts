// The computer's worker fails in the real page, and the game against the computer goes on: its
// script does not load (Tiny 18c), or the page cannot make workers at all (ACW Ironclads). The
// computer still moves, the player sees no error, and the page reports none; only a console.info
// says the computer thinks on the page's thread.
import { expect, test, type Page } from '@playwright/test';
import { holdUntilOver, ironcladsState } from './support/ironclads';
import { tableStill } from './support/table';

type Win = {
  __muster: {
    app: {
      state: {
        session: { state: { phase: string; turn: number }; history: { entries: { seat: number }[]; cursor: number } };
        thinking: number | null;
        toasts: { tone: string; text: string }[];
      };
    };
  };
  __musterTable: { squarePoint(r: number, c: number): { x: number; y: number }; animating(): boolean; busy(): boolean };
};

/** Uncaught errors and console errors, but the failed load the test itself caused. */
function watch(page: Page): { problems: string[]; notes: string[] } {
  const problems: string[] = [];
  const notes: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'info') notes.push(m.text());
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(m.text());
  });
  return { problems, notes };
}

/** Nothing went wrong as the player sees it: no error message, now or earlier. */
async function expectNoErrorShown(page: Page): Promise<void> {
  await expect(page.getByRole('alert')).toHaveCount(0);
  const errors = await page.evaluate(() => (window as unknown as Win).__muster.app.state.toasts.filter((t) => t.tone === 'error').map((t) => t.text));
  expect(errors).toEqual([]);
}

/** How many moves the computer (seat 1) has made. */
const computerMoves = (page: Page) =>
  page.evaluate(() => {
    const h = (window as unknown as Win).__muster.app.state.session.history;
    return h.entries.slice(0, h.cursor).filter((e) => e.seat === 1).length;
  });

test("Tiny 18c: the worker's script does not load, and the computer still gives its orders every phase", async ({ page }) => {
  const { problems, notes } = watch(page);
  let blocked = 0;
  await page.route(/\/assets\/bot-worker[^/]*\.js$/, (route) => {
    blocked++;
    return route.abort('failed');
  });
  await page.goto('/?seed=18');
  await page.getByRole('button', { name: 'Tiny 18c' }).click();
  await page.getByRole('dialog', { name: 'New Tiny 18c' }).getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  // The squares are clicked at once: the table fits itself to the window first.
  await tableStill(page);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const settle = (phase: string) =>
    page.waitForFunction(
      (p) => {
        const w = window as unknown as Win;
        return w.__muster.app.state.session.state.phase === p && w.__muster.app.state.thinking === null && !w.__musterTable.animating();
      },
      phase,
      { timeout: 30_000 },
    );
  const click = async (r: number, c: number) => {
    const p = await page.evaluate(([r, c]) => (window as unknown as Win).__musterTable.squarePoint(r!, c!), [r, c]);
    await page.mouse.click(p.x, p.y);
  };

  // Deployment, scouts, then a turn of movement and declarations (nobody moves, nobody fires):
  // each phase goes on only once the computer's orders are in.
  for (let c = 0; c < 5; c++) await click(0, c);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await settle('scouts');
  await click(1, 2);
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await settle('movement');
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await settle('declarations');
  await orders.getByRole('button', { name: 'Commit orders' }).click();
  await settle('movement');
  expect(await page.evaluate(() => (window as unknown as Win).__muster.app.state.session.state.turn)).toBe(2);
  expect(await computerMoves(page)).toBe(4);
  await expect(page.getByRole('log')).toContainText(/Defender gave their declarations orders \(turn 1\)/);
  await page.screenshot({ path: 'test-results/screens/bot-fallback-tiny.png' });

  expect(blocked).toBe(1);
  await expectNoErrorShown(page);
  expect(notes.filter((n) => n.includes("computer player's worker"))).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('ACW Ironclads: the page cannot make workers, and the computer still moves and fires', { tag: '@long' }, async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    (window as unknown as { Worker: unknown }).Worker = class {
      constructor() {
        throw new DOMException('Workers are switched off in this test', 'SecurityError');
      }
    };
  });
  const { problems, notes } = watch(page);
  await page.goto('/?seed=7');
  await page.getByRole('button', { name: 'ACW Ironclads' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
  await dialog.getByLabel('Scenario').selectOption('memphis');
  await expect(dialog.getByLabel('Confederate played by')).not.toHaveValue('human');
  await dialog.getByLabel('Turn limit').fill('1');
  await dialog.getByLabel('Turn limit').blur();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const state = () => ironcladsState(page);

  // One turn: the Union holds its place and holds fire; the computer moves its ships and fires.
  const end = Date.now() + 60_000;
  await holdUntilOver(page, async () => {
    if (Date.now() > end) throw new Error(`The battle did not end: the computer made ${await computerMoves(page)} moves.`);
  });
  await expect(orders).toContainText('The turn limit is reached');
  // Every Confederate ship moved (or was ordered to stay) and the Confederates gave their fire.
  const confederates = (await state()).ships.filter((x) => x.side === 1).length;
  expect(await computerMoves(page)).toBeGreaterThanOrEqual(confederates + 1);

  await expectNoErrorShown(page);
  expect(notes.filter((n) => n.includes("computer player's worker could not start"))).toHaveLength(1);
  expect(problems).toEqual([]);
});
