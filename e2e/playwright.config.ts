import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/preview';

// Debian's Chromium (Playwright's own browser download is not available on our machines).
const executablePath = process.env.MUSTER_CHROMIUM ?? '/usr/bin/chromium';
// MUSTER_E2E_PORT lets two checkouts run their end-to-end tests side by side.
const port = Number(process.env.MUSTER_E2E_PORT ?? 4173);

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests, not files, are shared out: with files, the last long file (Tippecanoe's) ran on alone
  // at the end while the other worker stood idle. Every test has its own page and storage, and
  // remote.spec's server is started per worker (its beforeAll).
  fullyParallel: true,
  // Two workers, one a core on our machines: the core suite passed whole this way under the load of
  // two other checkouts running their own tests (docs/benchmarks.md, "CI time"). The long project's
  // races against computers in real time are run on one (`npm run test:e2e:long` says --workers=1):
  // with another browser beside them under that load, one ran past its three minutes.
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./skip-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // Tracing snapshots the page on every action, which slows mouse gestures enough to spoil a flick.
    trace: process.env.MUSTER_TRACE ? 'on' : 'off',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  // `npm test` runs the core project; whole games and races against the computer, tagged @long,
  // are the long project's (`npm run test:e2e:long`), so CI stays within its time on two cores.
  projects: [
    { name: 'core', grepInvert: /@long/ },
    { name: 'long', grep: /@long/ },
  ],
  webServer: {
    command: `npx vite preview --config .config/vite.preview.mts --outDir out/renderer --port ${port} --strictPort --host 127.0.0.1`,
    cwd: '..',
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
