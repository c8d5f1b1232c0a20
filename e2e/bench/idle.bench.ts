// What a still table costs the computer: npm run bench:idle (builds the renderer first). Each game
// is started between two people and left alone (and the main menu shown, with no game); then the browser's processes' CPU time (the
// page, and the GPU process that draws in software here) is read from /proc over a few seconds,
// once with the table drawn only when it changes (app/redraw.ts) and once drawing every frame,
// as Phaser does by itself (the gate told to draw always, in the same page).
import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { withBuiltApp } from '../support/preview';
import type Phaser from 'phaser';
import { fingerprint } from '../../renderer/app/redraw';
import { fmt, median, printRows, type Row } from './measure';

const PORT = Number(process.env.MUSTER_BENCH_PORT ?? 4177);
const SECONDS = Number(process.env.MUSTER_BENCH_SECONDS ?? 4);
// 'menu': the main menu over the drifting cloth, no game started; 'menu-window': the same with a
// window open over it (About), where the cloth holds still.
const GAMES = (process.env.MUSTER_BENCH_GAMES_LIST ?? 'menu,menu-window,free-table,tiny-18c,acw-ironclads,tippecanoe,jumonville').split(',');
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

/** What the fingerprint itself costs a frame, over a table of `n` images (in Node: the page's clock is too coarse, 0.1 ms, to time it). */
function fingerprintCost(n: number): number {
  class Img {
    type = 'Image';
    visible = true;
    x = 0;
    y = 5;
    scaleX = 1;
    scaleY = 1;
    rotation = 0;
    alpha = 1;
    depth = 0;
    originX = 0.5;
    originY = 0.5;
    tintTopLeft = 0xffffff;
    frame = { name: '__BASE', texture: { key: 'piece' } };
    mask = null;
  }
  const list = Array.from({ length: n }, (_, i) => Object.assign(new Img(), { x: i * 3.5 }));
  const camera = { x: 0, y: 0, width: 1280, height: 800, scrollX: 0, scrollY: 0, zoomX: 1, zoomY: 1, rotation: 0, alpha: 1, visible: true, backgroundColor: { color32: 0 } };
  const game = { canvas: { width: 1280, height: 800 }, scene: { scenes: [{ sys: { settings: { key: 'Table', status: 5, visible: true }, displayList: { list }, cameras: { cameras: [camera] } } }] } } as unknown as Phaser.Game;
  for (let i = 0; i < 200; i++) fingerprint(game);
  const times: number[] = [];
  for (let r = 0; r < 9; r++) {
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) fingerprint(game);
    times.push((performance.now() - t0) / 200);
  }
  return median(times);
}

export async function idleBench(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const n of [50, 1000]) rows.push({ bench: `the fingerprint of a table of ${n} images`, figure: `${fmt(fingerprintCost(n) * 1000)} µs a frame (median of 9 × 200, Node, one core)` });
  await withBuiltApp(PORT, { width: 1280, height: 800 }, async (page) => {
    for (const id of GAMES) {
      await page.goto(`http://127.0.0.1:${PORT}/?seed=5`);
      await page.getByRole('button', { name: 'Free Table' }).waitFor();
      if (id === 'menu-window') await page.getByRole('button', { name: 'About' }).click();
      else if (id !== 'menu')
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
        bench: id === 'menu' ? 'the main menu, the cloth drifting behind it' : id === 'menu-window' ? 'the main menu under a window (About): the cloth still' : `${id}, a still table`,
        figure: `browser CPU ${fmt(onDemand * 100)}% of a core drawn when it changes, ${fmt(always * 100)}% drawn every frame (${counts.skipped} of ${counts.drawn + counts.skipped} frames left undrawn since the page loaded)`,
      });
    }
  });
  printRows(`A still table's CPU (Debian Chromium, headless, software WebGL, 1280 x 800, ${SECONDS} s each)`, rows);
  return rows;
}
