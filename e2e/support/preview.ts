// Serves the built renderer and opens it in Debian's Chromium, for scripts outside the test
// runner (benchmarks, screenshots); Playwright's own config does this for the tests.
import { spawn, type ChildProcess } from 'node:child_process';
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

/**
 * Serves `outDir` with `vite preview` on the loopback address, with the app's own headers
 * (.config/vite.preview.mts: cross-origin isolation). Vite's script is run by this Node itself, not
 * through npx, whose wrapper left the server running when it was killed: a later bench on the same
 * port then measured the old server's build. The server failing to start (its port taken) ends
 * the run with that reason rather than quietly leaving another server to answer.
 */
export function servePreview(outDir: string, port: number, config: string | null = '.config/vite.preview.mts'): ChildProcess {
  const args = [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'preview', ...(config ? ['--config', config] : []), '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'];
  const server = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  server.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  // Whatever ends this process (an uncaught error included) ends the server with it.
  const stop = () => server.kill();
  process.once('exit', stop);
  server.once('exit', (code) => {
    process.off('exit', stop);
    if (code && !server.killed) {
      console.error(`vite preview on port ${port} stopped (exit ${code}): ${errors.trim()}`);
      process.exit(1);
    }
  });
  return server;
}

/** Runs `fn` with a page showing the built app on `port`, then shuts the browser and server. */
export async function withBuiltApp<T>(
  port: number,
  viewport: { width: number; height: number },
  fn: (page: Page, browser: Browser) => Promise<T>,
  deviceScaleFactor = 1,
): Promise<T> {
  const server = servePreview('out/renderer', port);
  const browser = await chromium.launch({ executablePath: process.env.MUSTER_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport, deviceScaleFactor });
    // The server takes a moment to listen.
    for (let attempt = 0; ; attempt++) {
      try {
        // At a high density, drawn at it even though this browser renders in software (pixel-ratio.ts).
        await page.goto(`http://127.0.0.1:${port}/${deviceScaleFactor === 1 ? '' : '?density=full'}`);
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
