// ACW Ironclads frames in Chromium: eight ships on a bent river with the move being planned on
// the table (matchstick, path, ghost, turn knobs), while a hand drags the turn knob (each move
// of the mouse re-sweeps the path), and while a move plays back with the stick laid at the bow.
import type { Page } from '@playwright/test';
import { withBuiltApp } from '../support/preview';
import { row, sample } from './frame.bench';
import { fmt, median, percentile, printRows, type Row } from './measure';

const PORT = 4176;

type Table = { __musterTable: { handlePoint(w: 'start' | 'end'): { x: number; y: number } | null; pivotPoint(w: 'start' | 'end'): { x: number; y: number } | null; busy(): boolean } };

async function startEightShips(page: Page): Promise<void> {
  await page.goto(`http://127.0.0.1:${PORT}/?seed=12`);
  await page.getByRole('button', { name: 'ACW Ironclads' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ACW Ironclads' });
  await dialog.getByLabel('Confederate played by').selectOption('human');
  // Plum Point's three a side, and one more each: eight ships.
  for (const add of await dialog.getByRole('button', { name: 'Add a ship' }).all()) await add.click();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  await page.getByRole('button', { name: 'Begin the battle' }).click();
  await page.getByRole('button', { name: 'Move ship' }).waitFor();
}

export async function ironcladsFrameBench(): Promise<Row[]> {
  const rows: Row[] = [];
  await withBuiltApp(PORT, { width: 1280, height: 800 }, async (page) => {
    await startEightShips(page);
    await page.waitForTimeout(300);
    rows.push(row('8 ships, a move planned (stick, path, ghost, knobs)', await sample(page, 300)));
    const knob = await page.evaluate(() => (window as unknown as Table).__musterTable.handlePoint('start'));
    const pivot = await page.evaluate(() => (window as unknown as Table).__musterTable.pivotPoint('start'));
    if (!knob || !pivot) throw new Error('no turn knob on the table');
    const r = Math.hypot(knob.x - pivot.x, knob.y - pivot.y);
    await page.evaluate(() => (window as unknown as { __musterTable: { replanMs: number[] } }).__musterTable.replanMs.splice(0));
    rows.push(
      row(
        '8 ships, dragging the turn knob (re-swept each move)',
        await sample(page, 150, async () => {
          await page.mouse.move(knob.x, knob.y);
          await page.mouse.down();
          for (let i = 0; i < 60; i++) {
            const a = Math.sin(i / 6) * 0.7;
            await page.mouse.move(pivot.x + Math.cos(a) * r, pivot.y + Math.sin(a) * r);
          }
          await page.mouse.up();
        }),
      ),
    );
    const replan = await page.evaluate(() => [...(window as unknown as { __musterTable: { replanMs: number[] } }).__musterTable.replanMs]);
    rows.push({
      bench: '8 ships, one re-plan of a dragged knob',
      figure: `${fmt(median(replan))} ms median, ${fmt(percentile(replan, 95))} ms p95 (sweep, preview and redraw; ${replan.length} re-plans)`,
    });
    rows.push(
      row(
        '8 ships, a move playing back (stick laid, slide)',
        await sample(page, 40, async () => {
          await page.getByRole('button', { name: 'Move ship' }).click();
        }),
      ),
    );
  });
  printRows('ACW Ironclads frames (Debian Chromium, headless, software WebGL, 1280 x 800)', rows);
  return rows;
}
