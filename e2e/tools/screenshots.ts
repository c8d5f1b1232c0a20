// npm run screenshots: the README's pictures, taken from the built app in Chromium.
// Sets out a small skirmish on the Free Table, throws two dice, and lays a tape between the lines;
// then a moment of each game.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { gap, onTable, shotProblem, type Figure, type JumonvilleState, type Point } from '../../renderer/games/jumonville/rules';
import { towards } from '../support/jumonville';
import { letGameInProgressGo } from '../support/modes';
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
      const t = (window as unknown as { __musterTable: { scene: { selection: { select(ids: string[]): void } } } }).__musterTable;
      t.scene.selection.select(['p24', 'p25']);
    });
    await page.keyboard.press('t');
    await page.waitForFunction(() => (window as unknown as { __muster: { app: { state: { session: { log: { text: string }[] } } } } }).__muster.app.state.session.log.some((e) => e.text.includes('threw')), null, { timeout: 20_000 });
    // The throw is logged as it leaves the hand: the dice roll on after it, and a press or a key
    // while they roll lands them (and does nothing else). Let them roll to a stop first.
    await page.waitForFunction(() => !(window as unknown as { __musterTable: { scene: { throws: { rolling: boolean } } } }).__musterTable.scene.throws.rolling, null, { timeout: 20_000 });
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
    // The last game, never saved, is let go (Start asks first).
    await letGameInProgressGo(page);
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
    // The last game, never saved, is let go (Start asks first).
    await letGameInProgressGo(page);
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
    // The last game, never saved, is let go (Start asks first).
    await letGameInProgressGo(page);
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

    // Battle of Tippecanoe, the computer on both sides: the first battle round's dice on the table.
    await page.goto(`http://127.0.0.1:${PORT}/?seed=11`);
    await page.getByRole('button', { name: 'Battle of Tippecanoe' }).click();
    const tip = page.getByRole('dialog', { name: 'New Battle of Tippecanoe' });
    await tip.getByRole('combobox', { name: 'Native played by' }).selectOption('normal');
    await tip.getByRole('button', { name: 'Start' }).click();
    // The last game, never saved, is let go (Start asks first).
    await letGameInProgressGo(page);
    await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
    type TipWin = { __muster: { app: { state: { session: { state: { battle: { round: number } | null } } } } } };
    await page.waitForFunction(() => ((window as unknown as TipWin).__muster.app.state.session.state.battle?.round ?? 0) >= 2, null, { timeout: 120_000 });
    await page.getByRole('status', { name: 'Playback' }).filter({ hasText: /^Round 1/ }).waitFor({ timeout: 30_000 });
    await page.mouse.move(700, 890);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: path.join(OUT, 'tippecanoe.png') });

    // Skirmish at Jumonville Glen against the computer: Red's figures close in until one has an
    // enemy in range; picked, it shows its reach, its 12-inch ring, its sight lines and each shot's odds.
    await page.goto(`http://127.0.0.1:${PORT}/?seed=3`);
    await page.getByRole('button', { name: 'Skirmish at Jumonville Glen' }).click();
    await page.getByRole('dialog', { name: 'New Skirmish at Jumonville Glen' }).getByRole('button', { name: 'Start' }).click();
    // The last game, never saved, is let go (Start asks first).
    await letGameInProgressGo(page);
    await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
    await jumonvilleInRange(page);
    await page.screenshot({ path: path.join(OUT, 'jumonville.png') });

    console.log(`Screenshots written to ${OUT}`);
  });
}

type JvWin = { __muster: { app: { state: { session: { state: JumonvilleState } } } }; __musterTable: { busy(): boolean; figurePoint(id: string): Point; inchPoint(x: number, y: number): Point } };

/**
 * Plays Red's activations with the mouse (turning the cards, dragging the figure nearest the
 * French towards them, skipping the computer's playbacks) until a Red figure could shoot; then
 * picks it and points at its target.
 */
async function jumonvilleInRange(page: Page): Promise<void> {
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  const state = (): Promise<JumonvilleState> => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as JvWin).__muster.app.state.session.state)) as JumonvilleState);
  const figure = (id: string): Promise<Point> => page.evaluate((x) => (window as unknown as JvWin).__musterTable.figurePoint(x), id);
  for (let i = 0; i < 400; i++) {
    if (await page.evaluate(() => (window as unknown as JvWin).__musterTable.busy())) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(100);
      continue;
    }
    const s = await state();
    if (s.phase === 'over') break;
    if ((s.phase === 'draw' ? s.drawer : s.activation?.seats[0]) !== 0) {
      await page.waitForTimeout(100);
      continue;
    }
    if (s.phase === 'draw') {
      await panel.getByRole('button', { name: 'Turn the card' }).click();
      await page.waitForTimeout(300);
      continue;
    }
    const a = s.activation;
    if (!a) continue;
    if (a.moved) {
      await panel.getByRole('button', { name: 'Done' }).click();
      await page.waitForTimeout(200);
      continue;
    }
    const mine = onTable(s).filter((f) => f.owner === 0 && !a.used.includes(f.id));
    const foes = (f: Figure) => onTable(s).filter((o) => o.team !== f.team);
    const shot = mine.flatMap((f) => foes(f).filter((o) => !shotProblem(s, f, o)).map((o) => ({ f, o })))[0];
    if (shot) {
      const p = await figure(shot.f.id);
      await page.mouse.click(p.x, p.y);
      const q = await figure(shot.o.id);
      await page.mouse.move(q.x, q.y);
      await page.waitForTimeout(700);
      return;
    }
    const nearest = (f: Figure) => Math.min(...foes(f).map((o) => gap(f, o)));
    const f = mine.sort((x, y) => nearest(x) - nearest(y))[0];
    if (!f) continue;
    const from = await figure(f.id);
    await page.mouse.click(from.x, from.y);
    const to = towards(s, f);
    if (!to) {
      await panel.getByRole('button', { name: 'Stand' }).click();
      continue;
    }
    const t = await page.evaluate((q) => (window as unknown as JvWin).__musterTable.inchPoint(q.x, q.y), to);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let k = 1; k <= 6; k++) await page.mouse.move(from.x + ((t.x - from.x) * k) / 6, from.y + ((t.y - from.y) * k) / 6);
    await page.mouse.up();
    await page.waitForTimeout(300);
  }
  throw new Error('No Red figure came within range of the French.');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
