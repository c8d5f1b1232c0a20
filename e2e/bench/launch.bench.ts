// Launch (issue 15): how soon after the page starts loading the main menu can be clicked, beside
// a blank Phaser 4 page's first frame (e2e/bench/control, built here from the same package with
// the stage's configuration), loaded in turn in the same browser, so both see the same machine.
import path from 'node:path';
import { build } from 'vite';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, servePreview } from '../support/preview';
import { fmt, median, percentile, printRows, type Row } from './measure';

const ROOT = path.resolve(__dirname, '..', '..');
const APP_PORT = 4178;
const CONTROL_PORT = 4179;
const GOAL = 1.5;

async function reach(page: Page, url: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.goto(url);
      return;
    } catch (e) {
      if (attempt >= 50) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** When the menu's first button was there and enabled, in ms from the start of the page's load. */
async function menuClickable(page: Page): Promise<number> {
  await page.goto(`http://127.0.0.1:${APP_PORT}/`);
  const handle = await page.waitForFunction(() => (window as unknown as { __menuAt?: number }).__menuAt, null, { timeout: 60_000 });
  return (await handle.jsonValue()) as number;
}

async function firstFrame(page: Page): Promise<number> {
  await page.goto(`http://127.0.0.1:${CONTROL_PORT}/`);
  const handle = await page.waitForFunction(() => (window as unknown as { __firstFrame?: number }).__firstFrame, null, { timeout: 60_000 });
  return (await handle.jsonValue()) as number;
}

export async function launchBench(runs = Number(process.env.MUSTER_BENCH_LAUNCHES ?? 9)): Promise<Row[]> {
  const controlOut = path.join(ROOT, 'out', 'bench-control');
  await build({ root: path.join(ROOT, 'e2e', 'bench', 'control'), logLevel: 'silent', build: { outDir: controlOut, emptyOutDir: true, modulePreload: { polyfill: false } } });
  // The app with its own headers; the control page as a plain Vite page.
  const servers = [servePreview('out/renderer', APP_PORT), servePreview(path.relative(ROOT, controlOut), CONTROL_PORT, null)];
  const browser = await chromium.launch({ executablePath: process.env.MUSTER_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows: Row[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The menu counts as clickable once its first button is in the page and enabled.
    // (As text: tsx would name the functions with a helper the page does not have.)
    await page.addInitScript(`
      const look = () => {
        if (!document.querySelector('main[aria-label="Main menu"] button:not([disabled])')) return false;
        window.__menuAt = performance.now();
        return true;
      };
      const watch = new MutationObserver(() => look() && watch.disconnect());
      watch.observe(document, { subtree: true, childList: true, attributes: true });
    `);
    await reach(page, `http://127.0.0.1:${APP_PORT}/`);
    await reach(page, `http://127.0.0.1:${CONTROL_PORT}/`);
    const menu: number[] = [];
    const control: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      const m = await menuClickable(page);
      const c = await firstFrame(page);
      // The first pair warms the browser's caches; not counted.
      if (i === 0) continue;
      menu.push(m);
      control.push(c);
    }
    const ratio = median(menu) / median(control);
    rows.push({ bench: 'control: a blank Phaser page, first frame drawn', figure: `${fmt(median(control), 0)} ms median, ${fmt(percentile(control, 95), 0)} ms p95 from the start of its load` });
    rows.push({
      bench: 'the main menu clickable',
      figure: `${fmt(median(menu), 0)} ms median, ${fmt(percentile(menu, 95), 0)} ms p95: ${fmt(ratio, 2)}× the control (goal within ${GOAL}×: ${ratio <= GOAL ? 'met' : 'NOT met'})`,
    });
  } finally {
    await browser.close();
    for (const s of servers) s.kill();
  }
  printRows(`Launch (Chromium, 1280 × 800, ${runs} loads of each, in turn)`, rows);
  return rows;
}
