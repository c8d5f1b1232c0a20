// npm run screenshots: the README's pictures, taken from the built app in Chromium.
// Sets out a small skirmish on the Free Table, throws two dice, and lays a tape between the lines.
import path from 'node:path';
import { withBuiltApp } from '../support/preview';

const ROOT = path.resolve(__dirname, '..', '..');
const OUT = path.join(ROOT, 'docs', 'screenshots');
const PORT = 4175;
const INCH = 25.4;

async function main(): Promise<void> {
  await withBuiltApp(PORT, { width: 1440, height: 900 }, async (page) => {
    await page.getByRole('main', { name: 'Main menu' }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(OUT, 'menu.png') });

    await page.getByRole('button', { name: 'Free Table' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '2 × 1 ft' }).click();
    await page.screenshot({ path: path.join(OUT, 'new-game.png') });
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
    // A list of placements, not a helper function: page.evaluate gets the function's source, and
    // tsx would wrap a named inner function in a helper the page does not have.
    const placements: [unknown, number, number, number][] = [
      [{ kind: 'terrain', terrain: 'woods' }, 6, 3.2, 10],
      [{ kind: 'terrain', terrain: 'hill' }, 17.5, 8.4, -8],
      [{ kind: 'terrain', terrain: 'building' }, 12, 2.6, 90],
      [{ kind: 'terrain', terrain: 'wall' }, 13.5, 6.2, 0],
      ...[0, 1, 2, 3, 4].map((i): [unknown, number, number, number] => [{ kind: 'figure', colour: 'red', shape: 'infantry' }, 4.5 + i * 1.1, 8.6, 0]),
      [{ kind: 'figure', colour: 'red', shape: 'artillery' }, 10.6, 9.4, 0],
      [{ kind: 'figure', colour: 'red', shape: 'cavalry' }, 2.6, 9.6, 20],
      ...[0, 1, 2, 3].map((i): [unknown, number, number, number] => [{ kind: 'figure', colour: 'blue', shape: 'infantry' }, 15 + i * 1.1, 3.6, 180]),
      [{ kind: 'figure', colour: 'blue', shape: 'cavalry' }, 20.8, 4.2, 200],
      [{ kind: 'figure', colour: 'blue', shape: 'cavalry' }, 21.9, 4.5, 200],
      [{ kind: 'token', colour: 'yellow', label: 'HQ' }, 7.8, 10.6, 0],
      [{ kind: 'token', colour: 'white', label: '2' }, 15, 2.5, 0],
      [{ kind: 'token', colour: 'black', label: '' }, 16.1, 2.5, 0],
      [{ kind: 'stick' }, 9.2, 7.3, 60],
      [{ kind: 'deck' }, 22.6, 10.4, 0],
    ];
    await page.evaluate(
      ([inch, list]) => {
        const s = (window as unknown as { __muster: { app: { state: { session: { act(a: unknown): unknown } } } } }).__muster.app.state.session;
        for (const [spec, x, y, angle] of list) s.act({ type: 'place', spec, x: x * inch, y: y * inch, angle });
        s.act({ type: 'draw', deck: 'p22', to: 'table', x: 20.6 * inch, y: 10.5 * inch });
        s.act({ type: 'flip', ids: ['p23'] });
        s.act({ type: 'place', spec: { kind: 'die', sides: 6, colour: 'white' }, x: 2 * inch, y: 5 * inch, angle: 0 });
        s.act({ type: 'place', spec: { kind: 'die', sides: 6, colour: 'red' }, x: 2.6 * inch, y: 5.4 * inch, angle: 0 });
        s.act({ type: 'place', spec: { kind: 'die', sides: 20, colour: 'green' }, x: 20.4 * inch, y: 7.8 * inch, angle: 0 });
        s.act({ type: 'deal', deck: 'p22', count: 5 });
      },
      [INCH, placements] as const,
    );
    // Throw the two d6 with T, and let them roll to a stop.
    await page.evaluate(() => {
      const t = (window as unknown as { __musterTable: { scene: { select(ids: string[]): void } } }).__musterTable;
      t.scene.select(['p24', 'p25']);
    });
    await page.keyboard.press('t');
    await page.waitForFunction(() => (window as unknown as { __muster: { app: { state: { session: { log: { text: string }[] } } } } }).__muster.app.state.session.log.some((e) => e.text.includes('threw')), null, { timeout: 20_000 });
    await page.keyboard.press('Escape');
    // A tape from the red line towards the blue one.
    await page.getByRole('button', { name: 'Measure' }).click();
    const a = await page.evaluate((inch) => (window as unknown as { __musterTable: { pagePoint(x: number, y: number): { x: number; y: number } } }).__musterTable.pagePoint(8.9 * inch, 8.2 * inch), INCH);
    const b = await page.evaluate((inch) => (window as unknown as { __musterTable: { pagePoint(x: number, y: number): { x: number; y: number } } }).__musterTable.pagePoint(15 * inch, 4.1 * inch), INCH);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 10 });
    await page.mouse.up();
    await page.mouse.move(700, 880);
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(OUT, 'free-table.png') });

    // Tiny 18c against the computer: deploy, a turn played, the next turn's orders drawn up.
    await page.goto(`http://127.0.0.1:${PORT}/?seed=18`);
    await page.getByRole('button', { name: 'Tiny 18c' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
    const t18 = {
      click: async (r: number, c: number) => {
        const p = await page.evaluate(([r, c]) => (window as unknown as { __musterTable: { squarePoint(r: number, c: number): { x: number; y: number } } }).__musterTable.squarePoint(r!, c!), [r, c]);
        await page.mouse.click(p.x, p.y);
      },
      commit: () => page.getByRole('button', { name: 'Commit orders' }).click(),
      settle: (phase: string) =>
        page.waitForFunction(
          (p) => {
            const w = window as unknown as { __muster: { app: { state: { session: { state: { phase: string } } } } }; __musterTable: { animating(): boolean } };
            return w.__muster.app.state.session.state.phase === p && !w.__musterTable.animating();
          },
          phase,
          { timeout: 30_000 },
        ),
    };
    for (let c = 0; c < 5; c++) await t18.click(0, c);
    await t18.commit();
    await t18.settle('scouts');
    await t18.click(1, 2);
    await t18.commit();
    await t18.settle('movement');
    await t18.click(0, 0);
    await t18.click(1, 0);
    await t18.click(0, 1);
    await t18.click(1, 1);
    await t18.commit();
    await t18.settle('declarations');
    await t18.commit();
    await t18.settle('movement');
    await page.getByLabel('Boards').check();
    // Orders for turn 2, drawn as arrows: the pikes and the horse go forward.
    await t18.click(0, 2);
    await t18.click(1, 3);
    await t18.click(0, 3);
    await t18.click(2, 3);
    await t18.click(0, 4);
    await page.mouse.move(700, 790);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(OUT, 'tiny-18c.png') });

    // Cups of War, four players: shake the red cup, and catch the three computers stacking.
    await page.goto(`http://127.0.0.1:${PORT}/?seed=6`);
    await page.getByRole('button', { name: 'Cups of War' }).click();
    const cups = page.getByRole('dialog', { name: 'New Cups of War' });
    await cups.getByRole('button', { name: 'Add a player' }).click();
    await cups.getByRole('button', { name: 'Add a player' }).click();
    await cups.getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
    await page.waitForTimeout(2500);
    const cup = await page.evaluate(() => (window as unknown as { __musterTable: { cupPoint(seat: number): { x: number; y: number } } }).__musterTable.cupPoint(0));
    await page.mouse.move(cup.x, cup.y);
    await page.mouse.down();
    for (let i = 0; i < 8; i++) await page.mouse.move(cup.x + (i % 2 ? 35 : -35), cup.y - 20 - i * 3);
    for (let i = 1; i <= 4; i++) await page.mouse.move(cup.x + i * 6, cup.y - 40 - i * 32);
    await page.mouse.up();
    await page.waitForFunction(() => (window as unknown as { __muster: { app: { state: { session: { state: { phase: string } } } } } }).__muster.app.state.session.state.phase === 'battle', null, { timeout: 20_000 });
    await page.waitForTimeout(4500);
    await page.mouse.move(700, 890);
    await page.screenshot({ path: path.join(OUT, 'cups-of-war.png') });

    // ACW Ironclads, Plum Point Bend against the computer: the first ship's move planned with a
    // turn at the start, the matchstick at her bow and the ghost where she would end.
    await page.goto(`http://127.0.0.1:${PORT}/?seed=9`);
    await page.getByRole('button', { name: 'ACW Ironclads' }).click();
    await page.getByRole('dialog', { name: 'New ACW Ironclads' }).getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
    type IcTable = { __musterTable: { handlePoint(w: string): { x: number; y: number } | null; pivotPoint(w: string): { x: number; y: number } | null; pagePoint(x: number, y: number): { x: number; y: number } } };
    await page.getByRole('button', { name: 'Move ship' }).waitFor();
    const middle = await page.evaluate(() => (window as unknown as IcTable).__musterTable.pagePoint(190, 150));
    await page.mouse.move(middle.x, middle.y);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -100);
    await page.waitForTimeout(300);
    const knob = await page.evaluate(() => (window as unknown as IcTable).__musterTable.handlePoint('start'));
    const pivot = await page.evaluate(() => (window as unknown as IcTable).__musterTable.pivotPoint('start'));
    if (knob && pivot) {
      const r = Math.hypot(knob.x - pivot.x, knob.y - pivot.y);
      const a0 = Math.atan2(knob.y - pivot.y, knob.x - pivot.x);
      await page.mouse.move(knob.x, knob.y);
      await page.mouse.down();
      for (let i = 1; i <= 6; i++) await page.mouse.move(pivot.x + Math.cos(a0 + i * 0.06) * r, pivot.y + Math.sin(a0 + i * 0.06) * r);
      await page.mouse.up();
    }
    await page.mouse.move(700, 890);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(OUT, 'ironclads.png') });
    console.log(`Screenshots written to ${OUT}`);
  });
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
