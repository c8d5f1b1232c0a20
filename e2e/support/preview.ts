// Serves the built renderer and opens it in Debian's Chromium, for scripts outside the test
// runner (benchmarks, screenshots); Playwright's own config does this for the tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

const ROOT = path.resolve(__dirname, '..', '..');

/** Headless Chromium on our machines: no GPU, no sandbox as root, and no reaching for the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs `fn` with a page showing the built app on `port`, then shuts the browser and server. */
export async function withBuiltApp<T>(
  port: number,
  viewport: { width: number; height: number },
  fn: (page: Page, browser: Browser) => Promise<T>,
): Promise<T> {
  const server = spawn('npx', ['vite', 'preview', '--outDir', 'out/renderer', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath: process.env.MUSTER_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport });
    // The server takes a moment to listen.
    for (let attempt = 0; ; attempt++) {
      try {
        await page.goto(`http://127.0.0.1:${port}/`);
        break;
      } catch (e) {
        if (attempt >= 50) throw e;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    return await fn(page, browser);
  } finally {
    await browser.close();
    server.kill();
  }
}
