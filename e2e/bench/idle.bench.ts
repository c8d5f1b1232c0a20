// What a still table costs the computer: npm run bench:idle (builds the renderer first). Each game
// is started between two people and left alone; then the browser's processes' CPU time (the
// page, and the GPU process that draws in software here) is read from /proc over a few seconds,
// once with the table drawn only when it changes (app/redraw.ts) and once drawing every frame,
// as Phaser does by itself (the gate told to draw always, in the same page).
import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { withBuiltApp } from '../support/preview';
import { fmt, printRows, type Row } from './measure';

const PORT = Number(process.env.MUSTER_BENCH_PORT ?? 4177);
const SECONDS = Number(process.env.MUSTER_BENCH_SECONDS ?? 4);
const GAMES = (process.env.MUSTER_BENCH_GAMES_LIST ?? 'free-table,tiny-18c,acw-ironclads,tippecanoe,jumonville').split(',');
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU milliseconds used so far by every Chromium process of this machine (the bench's browser is the only one it runs). */
function chromiumCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!name.startsWith('chrom')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * TICK_MS;
}

async function cpuShare(page: Page): Promise<number> {
  const t0 = performance.now();
  const c0 = chromiumCpuMs();
  await page.waitForTimeout(SECONDS * 1000);
  return (chromiumCpuMs() - c0) / (performance.now() - t0);
}

export async function idleBench(): Promise<Row[]> {
  const rows: Row[] = [];
  await withBuiltApp(PORT, { width: 1280, height: 800 }, async (page) => {
    for (const id of GAMES) {
      await page.goto(`http://127.0.0.1:${PORT}/?seed=5`);
      await page.getByRole('button', { name: 'Free Table' }).waitFor();
      await page.evaluate(`(() => {
        const app = window.__muster.app;
        const setup = app.modeById(${JSON.stringify(id)}).defaultSetup();
        app.newGame(${JSON.stringify(id)}, { ...setup, players: setup.players.map((p) => ({ ...p, control: 'human' })) });
      })()`);
      await page.mouse.move(2, 2);
      await page.waitForTimeout(2000);
      const onDemand = await cpuShare(page);
      const counts = (await page.evaluate('({ ...window.__muster.stage.game.redraw.counts })')) as { drawn: number; skipped: number };
      await page.evaluate(`(() => {
        const gate = window.__muster.stage.game.redraw;
        gate.shouldDraw = () => (gate.counts.drawn++, true);
      })()`);
      await page.waitForTimeout(500);
      const always = await cpuShare(page);
      rows.push({
        bench: `${id}, a still table`,
        figure: `browser CPU ${fmt(onDemand * 100)}% of a core drawn when it changes, ${fmt(always * 100)}% drawn every frame (${counts.skipped} of ${counts.drawn + counts.skipped} frames left undrawn since the game began)`,
      });
    }
  });
  printRows(`A still table's CPU (Debian Chromium, headless, software WebGL, 1280 x 800, ${SECONDS} s each)`, rows);
  return rows;
}
