// @ts-check
import tseslint from 'typescript-eslint';

// Code that must stay pure: rules, engine, bots and headless simulations. It runs in tests,
// bots, replays and the main process, so it may not reach for a screen, a host or chance.
const PURE = [
  'renderer/engine/**/*.ts',
  'renderer/table/sim/**/*.ts',
  'renderer/kits/cards/**/*.ts',
  'renderer/games/*/rules.ts',
  'renderer/games/*/rules/**/*.ts',
  'renderer/games/*/ai.ts',
  'renderer/games/*/ai/**/*.ts',
  'renderer/games/*/game.ts',
  'renderer/games/rules-registry.ts',
];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in the game state (renderer/engine/rng.ts).' },
      ],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: PURE,
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['phaser', 'phaser/*'], message: 'Rules and engine code are pure: no Phaser.' },
            { group: ['electron', 'electron/*'], message: 'Rules and engine code are pure: no Electron.' },
            { group: ['preact', 'preact/*'], message: 'Rules and engine code are pure: no UI.' },
            { group: ['node:*', 'fs', 'path'], message: 'Rules and engine code are pure: no I/O.' },
            { group: ['**/app/*', '**/scenes/*', '**/table/*.ts'], message: 'Pure code may not import screen code.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'Pure code has no window.' },
        { name: 'document', message: 'Pure code has no document.' },
        { name: 'Date', message: 'Pure code has no clock: pass time in the action if it matters.' },
        { name: 'setTimeout', message: 'Pure code has no timers.' },
        { name: 'performance', message: 'Pure code has no clock.' },
      ],
    },
  },
);
