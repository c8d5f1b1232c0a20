// ACW Ironclads: the words the table lays over the river while a side picks its targets (each
// target's range and chance of a hit) read clear of one another, however near the ships lie.
import { expect, test, type Page } from '@playwright/test';
import { hullOf, type IroncladsAction, type IroncladsState } from '../renderer/games/ironclads/rules';
import { watchProblems } from './support/modes';
import { tableStill } from './support/table';

type Box = { text: string; x: number; y: number; width: number; height: number };
type Win = {
  __muster: { app: { state: { session: { state: IroncladsState; act(a: IroncladsAction, seat: number): { message: string } | null } } } };
  __musterTable: { labelBoxes(): Box[]; pagePoint(x: number, y: number): { x: number; y: number } };
};

/** Where the ships a test does not lay for itself lie: out of the way, Carondelet upstream, two Confederates downstream. */
const ASIDE: Record<string, [number, number, number]> = { carondelet: [120, 100, 0], price: [460, 100, 180], 'van-dorn': [460, 190, 180] };

/**
 * Plum Point Bend at 960 × 600 for two at one computer, its ships laid where `places` says (the
 * rest ASIDE), every ship staying put: the Union then picks its targets. The page's problems.
 */
async function shootingFrom(page: Page, lay: Record<string, [number, number, number]>): Promise<string[]> {
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = watchProblems(page);
  const places = { ...ASIDE, ...lay };
  await page.goto('/?seed=7');
  await page.getByRole('button', { name: 'ACW Ironclads', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
  await dialog.getByLabel('Scenario').selectOption('plum-point');
  await dialog.getByLabel('Confederate played by').selectOption('human');
  await dialog.getByText('Arrange the table first').click();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  const refused = await page.evaluate((places) => {
    const session = (window as unknown as Win).__muster.app.state.session;
    for (const [ship, [x, y, heading]] of Object.entries(places)) {
      const side = session.state.ships.find((s) => s.id === ship)!.side;
      const no = session.act({ type: 'place', ship, x, y, heading }, side);
      if (no) return `${ship}: ${no.message}`;
    }
    const begun = session.act({ type: 'begin' }, 0);
    if (begun) return begun.message;
    for (let s = session.state, n = 0; s.phase === 'move' && n < 20; s = session.state, n++) {
      const ship = s.ships.find((x) => x.id === s.order[s.next])!;
      const no = session.act({ type: 'move', ship: ship.id, start: 0, distance: 'stay', end: 0 }, ship.side);
      if (no) return no.message;
    }
    return session.state.phase === 'shoot' ? null : `phase ${session.state.phase}`;
  }, places);
  expect(refused).toBeNull();
  await tableStill(page);
  return problems;
}

const over = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('at 960 × 600 two ships side by side aimed at one enemy: each range and chance reads clear of the other (they lay one over the other)', async ({ page }) => {
  const problems = await shootingFrom(page, { cincinnati: [200, 132, 0], 'mound-city': [200, 150, 0], bragg: [300, 141, 180] });
  const orders = page.getByRole('complementary', { name: 'Orders' });
  await orders.getByLabel('USS Cincinnati fires at').selectOption('bragg');
  await orders.getByLabel('USS Mound City fires at').selectOption('bragg');
  await page.mouse.move(5, 590);
  await page.screenshot({ path: 'test-results/screens/ironclads-labels-960.png' });
  const labels = await page.evaluate(() => (window as unknown as Win).__musterTable.labelBoxes());
  const ranges = labels.filter((l) => l.text.includes('sticks'));
  expect(ranges.length, 'ranges shown').toBeGreaterThanOrEqual(2);
  const clashes = labels.flatMap((a, i) => labels.slice(i + 1).filter((b) => over(a, b)).map((b) => `"${a.text}" over "${b.text}"`));
  expect(clashes).toEqual([]);
  expect(problems).toEqual([]);
});

test('at 960 × 600 a range and chance lies clear of the ships, not over the two it is between (at 0.8 sticks it hid both)', async ({ page }) => {
  const problems = await shootingFrom(page, { cincinnati: [200, 150, 0], 'mound-city': [120, 200, 0], bragg: [285, 150, 180] });
  await page.getByRole('complementary', { name: 'Orders' }).getByLabel('USS Cincinnati fires at').selectOption('bragg');
  await page.mouse.move(5, 590);
  await page.screenshot({ path: 'test-results/screens/ironclads-label-off-ships-960.png' });
  const labels = await page.evaluate(() => (window as unknown as Win).__musterTable.labelBoxes());
  const s = await page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as Win).__muster.app.state.session.state)) as IroncladsState);
  const hulls: Box[] = [];
  for (const ship of s.ships) {
    const pts = await Promise.all(hullOf(ship).map((q) => page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [q.x, q.y])));
    const xs = pts.map((q) => q.x);
    const ys = pts.map((q) => q.y);
    hulls.push({ text: ship.name, x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) });
  }
  const ranges = labels.filter((l) => l.text.includes('sticks'));
  expect(ranges.length, 'ranges shown').toBeGreaterThanOrEqual(1);
  const hidden = ranges.flatMap((l) => hulls.filter((h) => over(l, h)).map((h) => `"${l.text}" over ${h.text}`));
  expect(hidden).toEqual([]);
  expect(problems).toEqual([]);
});
