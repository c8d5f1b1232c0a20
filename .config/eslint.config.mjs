// @ts-check
import path from 'node:path';
import tseslint from 'typescript-eslint';

// Code that must stay pure: rules, engine, bots and headless simulations. It runs in tests,
// bots, replays and the main process, so it may not reach for a screen, a host or chance.
const PURE = [
  'renderer/engine/**/*.ts',
  'renderer/table/sim/**/*.ts',
  'renderer/games/*/rules.ts',
  'renderer/games/*/rules/**/*.ts',
  'renderer/games/*/ai.ts',
  'renderer/games/*/ai/**/*.ts',
  'renderer/games/*/game.ts',
  'renderer/games/rules-registry.ts',
];

// ---- Layers: the shell kit ------------------------------------------------------------------
// The table kit sits under the games and the app; the games stand on the kits (engine, table,
// kits/shell) and never on the app, which sits on top. A rule of our own, `shell-layers/imports`,
// so that these blocks never replace another block's `no-restricted-imports` options.
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Reports an import whose resolved path (from the repository's root) matches a banned pattern. */
const shellLayers = {
  rules: {
    imports: {
      meta: {
        type: /** @type {const} */ ('problem'),
        schema: [{ type: 'array', items: { type: 'object', properties: { pattern: { type: 'string' }, message: { type: 'string' } }, required: ['pattern', 'message'] } }],
      },
      /** @param {import('eslint').Rule.RuleContext} context */
      create(context) {
        /** @type {{ pattern: string; message: string }[]} */
        const bans = context.options[0] ?? [];
        /** @param {import('estree').Node} node @param {unknown} source */
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.relative(ROOT, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/');
          for (const ban of bans) if (new RegExp(ban.pattern).test(target)) context.report({ node, message: `${ban.message} (${source})` });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => check(node, node.source?.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : null),
        };
      },
    },
  },
};

const shellLayerRules = [
  {
    files: ['renderer/table/**/*.{ts,tsx}'],
    plugins: { 'shell-layers': shellLayers },
    rules: {
      'shell-layers/imports': [
        'error',
        [
          { pattern: '^renderer/app/', message: 'The table kit is under the app: it may not import renderer/app/.' },
          { pattern: '^renderer/games/', message: 'The table kit is under the games: it may not import a game.' },
        ],
      ],
    },
  },
  {
    files: ['renderer/games/**/*.{ts,tsx}'],
    plugins: { 'shell-layers': shellLayers },
    rules: {
      'shell-layers/imports': ['error', [{ pattern: '^renderer/app/', message: 'Games stand on the kits, never on the app: import renderer/kits/shell/ instead of renderer/app/.' }]],
    },
  },
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
  ...shellLayerRules,
);
