// Frame cost in Chromium: the Free Table with 200 pieces, idle, while a hand drags 20 of them,
// and while 20 thrown dice are in flight. A frame's cost is its update (our code, physics) plus
// Phaser's render call, in ms; the interval between frames shows what the whole pipeline,
// software WebGL and compositing included, manages here.
import type { Page } from '@playwright/test';
import { withBuiltApp } from '../support/preview';
import { fmt, median, percentile, printRows, type Row } from './measure';

// MUSTER_BENCH_PORT lets two checkouts measure side by side.
const PORT = Number(process.env.MUSTER_BENCH_PORT ?? 4174);

/** Samples `frames` frames (or, with `untilIdle`, until the table is no longer busy) while `during` runs. */
export async function sample(page: Page, frames: number, during?: () => Promise<void>, untilIdle = false) {
  await page.evaluate(([n, idle]) => {
    const w = window as unknown as { __bench?: unknown; __muster: { stage: { game: { events: { on(e: string, f: () => void): void } } } }; __musterTable: { stats: { updateMs: number[] }; busy?: () => boolean } };
    const game = w.__muster.stage.game;
    const b = { render: [] as number[], interval: [] as number[], update: [] as number[], t0: 0, last: 0, n, done: false, busy: false };
    w.__bench = b;
    game.events.on('prerender', () => (b.t0 = performance.now()));
    game.events.on('postrender', () => {
      if (b.done) return;
      const now = performance.now();
      b.render.push(now - b.t0);
      if (b.last) b.interval.push(now - b.last);
      b.last = now;
      b.update.push(w.__musterTable.stats.updateMs.at(-1) ?? 0);
      // Until idle: once the table has been busy (a throw is logged a moment after the key).
      const busy = w.__musterTable.busy?.() ?? false;
      b.busy ||= busy;
      if (b.render.length >= b.n || (idle && b.busy && !busy)) b.done = true;
    });
  }, [frames, untilIdle] as const);
  if (during) await during();
  // Frames drawn after what was being measured ended are not its frames: on a still table they
  // come only every half second (redraw.ts), and counted in they made the interval of a drag
  // half a second. (Until idle, the frames run on until the table is still.)
  if (during && !untilIdle) {
    await page.evaluate(() => {
      const b = (window as unknown as { __bench: { render: number[]; n: number; done: boolean } }).__bench;
      b.n = Math.max(1, b.render.length);
      if (b.render.length) b.done = true;
    });
  }
  await page.waitForFunction(() => (window as unknown as { __bench: { done: boolean } }).__bench.done, null, { timeout: 120_000 });
  return page.evaluate(() => {
    const b = (window as unknown as { __bench: { render: number[]; interval: number[]; update: number[] } }).__bench;
    return { render: b.render, interval: b.interval, update: b.update, cost: b.render.map((r, i) => r + (b.update[i] ?? 0)) };
  });
}

export function row(label: string, s: { cost: number[]; update: number[]; render: number[]; interval: number[] }): Row {
  return {
    bench: label,
    figure: `frame cost ${fmt(median(s.cost))} ms median, ${fmt(percentile(s.cost, 95))} ms p95 (update ${fmt(median(s.update))} + render ${fmt(median(s.render))}; p95 ${fmt(percentile(s.update, 95))} + ${fmt(percentile(s.render, 95))}) of the 16.7 ms budget; frame interval ${fmt(median(s.interval), 1)} ms median`,
  };
}

/**
 * At `deviceScaleFactor` 2 the canvas has four times the pixels (a high-density screen: pixel-ratio.ts;
 * opened with ?density=full, since in software rendering the app keeps the table at one pixel).
 */
export async function frameBench(deviceScaleFactor = 1): Promise<Row[]> {
  const rows: Row[] = [];
  await withBuiltApp(PORT, { width: 1280, height: 800 }, async (page) => {
    await page.getByRole('button', { name: 'Free Table' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
    // 200 pieces of every kind, placed through the rules as the tray would.
    await page.evaluate(() => {
      const s = (window as unknown as { __muster: { app: { state: { session: { act(a: unknown): unknown } } } } }).__muster.app.state.session;
      const specs = [
        { kind: 'token', colour: 'red', label: '3' },
        { kind: 'figure', colour: 'blue', shape: 'cavalry' },
        { kind: 'die', sides: 6, colour: 'white' },
        { kind: 'stick' },
        { kind: 'figure', colour: 'red', shape: 'infantry' },
      ];
      for (let i = 0; i < 200; i++) s.act({ type: 'place', spec: specs[i % specs.length], x: 40 + (i % 20) * 42, y: 40 + Math.floor(i / 20) * 55, angle: (i * 37) % 360 });
    });
    await page.waitForTimeout(500);
    rows.push(row('200 pieces, idle', await sample(page, 180)));

    // Select 20 pieces with a box and carry them round in circles. The last piece put down came
    // selected (a piece from the tray does), and a Shift+drag box adds to the selection: Escape
    // clears it first. Carried along with the others, that piece in the table's far corner held
    // the whole hand at the edge (the group stops as one: placement.ts keepOnTable), so the
    // pieces stood still away from the pointer and almost no frames were drawn. The box takes the
    // first ten pieces of the first two rows (x 40 to 418, y 40 and 95), clear of their neighbours.
    await page.keyboard.press('Escape');
    const box = await page.evaluate(() => {
      const t = (window as unknown as { __musterTable: { pagePoint(x: number, y: number): { x: number; y: number } } }).__musterTable;
      return [t.pagePoint(20, 20), t.pagePoint(440, 120)];
    });
    await page.keyboard.down('Shift');
    await page.mouse.move(box[0]!.x, box[0]!.y);
    await page.mouse.down();
    await page.mouse.move(box[1]!.x, box[1]!.y, { steps: 5 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    const selected = await page.evaluate(() => (window as unknown as { __musterTable: { scene: { selection: { size: number } } } }).__musterTable.scene.selection.size);
    if (selected !== 20) throw new Error(`The box selected ${selected} pieces, not 20.`);
    type Table = { __muster: { app: { state: { session: { state: { pieces: { id: string; x: number; y: number }[] } } } } }; __musterTable: { pagePoint(x: number, y: number): { x: number; y: number } } };
    const grab = await page.evaluate(() => {
      const w = window as unknown as Table;
      const p = w.__muster.app.state.session.state.pieces[0]!;
      return { id: p.id, ...w.__musterTable.pagePoint(p.x, p.y) };
    });
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    const along = (i: number) => ({ x: grab.x + 200 + Math.cos(i / 8) * 150, y: grab.y + 250 + Math.sin(i / 8) * 120 });
    const drag = await sample(page, 120, async () => {
      for (let i = 0; i < 120; i++) await page.mouse.move(along(i).x, along(i).y);
    });
    // Frames are drawn only when the picture changes (redraw.ts): a hand that follows the pointer draws one for about every move.
    const carried = row('200 pieces, dragging 20', drag);
    rows.push({ ...carried, figure: `${carried.figure}; ${drag.render.length} frames drawn for 120 moves` });
    await page.waitForTimeout(300);
    await page.mouse.up();
    // The hand went where the pointer went (no edge held it back): the piece pressed on lies under the pointer.
    const dropped = await page.evaluate((id) => {
      const w = window as unknown as Table;
      const p = w.__muster.app.state.session.state.pieces.find((q) => q.id === id)!;
      return w.__musterTable.pagePoint(p.x, p.y);
    }, grab.id);
    const last = along(119);
    if (Math.hypot(dropped.x - last.x, dropped.y - last.y) > 3) throw new Error(`The carried pieces did not follow the pointer: dropped at ${JSON.stringify(dropped)}, pointer at ${JSON.stringify(last)}.`);

    // Select 20 dice and throw them (T throws the selection).
    await page.evaluate(() => {
      const w = window as unknown as { __muster: { app: { state: { session: { state: { pieces: { id: string; kind: string }[] } } } } }; __musterTable: { scene: { selection: { select(ids: string[]): void } } } };
      const dice = w.__muster.app.state.session.state.pieces.filter((p) => p.kind === 'die').slice(0, 20).map((p) => p.id);
      w.__musterTable.scene.selection.select(dice);
    });
    rows.push(row('200 pieces, 20 dice in flight', await sample(page, 600, () => page.keyboard.press('t'), true)));
  }, deviceScaleFactor);
  const density = deviceScaleFactor === 1 ? '' : `, ${deviceScaleFactor} device pixels to the CSS pixel`;
  printRows(`Frames (Debian Chromium, headless, software WebGL, 1280 x 800${density})`, rows);
  return rows;
}
