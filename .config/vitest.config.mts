import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    include: ['renderer/**/*.test.ts', 'renderer/**/*.test.tsx', 'electron/**/*.test.ts', '.config/**/*.test.ts', 'e2e/bench/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
  },
});
