import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    include: ['renderer/**/*.test.ts', 'renderer/**/*.test.tsx', 'electron/**/*.test.ts', '.config/**/*.test.ts', 'e2e/bench/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    // One worker a core. Vitest's own default leaves a core to its main thread, which on our two-core
    // machines meant one worker: `npm run test:unit` took 260 s that way and 163 s with two
    // (docs/benchmarks.md, "2026-12-06 (night), CI time").
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 20_000,
  },
});
