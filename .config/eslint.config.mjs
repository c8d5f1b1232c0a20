// @ts-check
import tseslint from 'typescript-eslint';
import { layersPlugin } from './eslint-layers.mjs';

// Code that must stay pure: rules, engine, bots and headless simulations. It runs in tests,
// bots, replays and the main process, so it may not reach for a screen, a host or chance (its
// imports: layers/pure below; its globals: the block after tseslint's).
const PURE = [
  'renderer/engine/**/*.ts',
  'renderer/contract/**/*.ts',
  'renderer/kits/geometry/**/*.ts',
  'renderer/kits/cards/**/*.ts',
  'renderer/kits/print/layout/**/*.ts',
  'renderer/table/sim/**/*.ts',
  'renderer/games/*/rules.ts',
  'renderer/games/*/rules/**/*.ts',
  'renderer/games/*/ai.ts',
  'renderer/games/*/ai/**/*.ts',
  'renderer/games/*/game.ts',
  'renderer/games/rules-registry.ts',
  'renderer/net/match.ts',
];

// ---- The layers (issue 11) ------------------------------------------------
// Which folder may import which, each rule under its own name (see .config/eslint-layers.mjs), so
// that the rules never replace each other on a file two of them cover. .config/layers.test.ts
// shows each one refusing a deliberate violation: a new rule adds a row there.

/** Code only tests and benchmarks use: fixtures, fuzzers, soaks, the main store's fuzz target. */
const TEST_SUPPORT = ['renderer/testing/**', 'electron/testing/**', 'renderer/games/robustness/**'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts', 'e2e/**'];

const LAYERS = [
  {
    // (a) Pure code runs in tests, bots, replays and the main process: no screen, host or I/O.
    files: PURE,
    ignores: [...TESTS],
    rules: {
      'layers/pure': [
        'error',
        [
          { modules: ['phaser'], message: 'pure code (rules, AI, engine, contract, pure kits) never imports Phaser.' },
          { modules: ['preact'], message: 'pure code (rules, AI, engine, contract, pure kits) never imports Preact.' },
          { modules: ['electron'], message: 'pure code (rules, AI, engine, contract, pure kits) never imports Electron.' },
          { modules: ['node:', 'fs', 'path'], message: 'pure code has no I/O.' },
          {
            paths: ['renderer/table/**', 'renderer/app/**', 'renderer/scenes/**'],
            except: ['renderer/table/sim/**'],
            message: 'pure code never imports the table, its scenes or the app shell.',
          },
          {
            paths: ['renderer/games/*/**/*'],
            except: ['renderer/games/*/rules/**', 'renderer/games/*/ai/**', 'renderer/games/*/game'],
            message: "pure code imports only a game's pure parts (rules/, ai/, game.ts).",
          },
        ],
      ],
    },
  },
  {
    // (b) A game never imports another game: what two games share is lifted into a kit. The
    // registries and the test harnesses beside the games are not games.
    files: ['renderer/games/*/**/*'],
    ignores: ['renderer/games/robustness/**'],
    rules: {
      'layers/one-game': [
        'error',
        [
          {
            paths: ['renderer/games/*/**/*'],
            except: ['renderer/games/robustness/**'],
            ownFolder: 'renderer/games/*',
            message: 'a game never imports another game: lift what both need into a kit (renderer/kits/).',
          },
        ],
      ],
    },
  },
  {
    // (c) The main process and the preload reach the renderer's code only through the contract.
    files: ['electron/**'],
    ignores: [...TESTS, 'electron/testing/**'],
    rules: {
      'layers/electron': [
        'error',
        [
          {
            paths: ['renderer/**'],
            except: ['renderer/contract/**'],
            message: 'electron/ imports nothing from renderer/ but renderer/contract/.',
          },
        ],
      ],
    },
  },
  {
    // (c) for electron's tests and their harness: the contract and the test support only.
    files: [...TESTS.filter((g) => g.endsWith('.ts')).map((g) => `electron/${g}`), 'electron/testing/**'],
    rules: {
      'layers/electron': [
        'error',
        [
          {
            paths: ['renderer/**'],
            except: ['renderer/contract/**', 'renderer/testing/**'],
            message: "electron's tests import from renderer/ only the contract and renderer/testing/.",
          },
        ],
      ],
    },
  },
  {
    // (c') The Muster server (electron/net/, issue 16) hosts games with the app's own pure rules: it
    // may import the pure layer (the engine, the rules and the match it holds) and the network
    // client (the desktop app's windows take their seats through it: gateway.ts), nothing else of
    // renderer/. Its tests drive it with the app's network client.
    files: ['electron/net/**'],
    rules: {
      'layers/electron': [
        'error',
        [
          {
            paths: ['renderer/**'],
            except: [
              'renderer/contract/**',
              'renderer/engine/**',
              'renderer/games/rules-registry',
              'renderer/net/match',
              'renderer/net/link',
              'renderer/net/remote',
            ],
            message: 'the server imports from renderer/ only the contract, the pure layer (engine, rules registry, match) and the network client (link, remote).',
          },
        ],
      ],
    },
  },
  {
    files: ['electron/net/**/*.test.ts', 'electron/testing/net.ts'],
    rules: {
      'layers/electron': [
        'error',
        [
          {
            paths: ['renderer/**'],
            except: ['renderer/contract/**', 'renderer/engine/**', 'renderer/games/rules-registry', 'renderer/net/**', 'renderer/testing/**'],
            message: "the server's tests import from renderer/ the contract, the pure layer, the network client and renderer/testing/.",
          },
        ],
      ],
    },
  },
  {
    // (d) Production code never imports test support: fixtures stay out of the app.
    files: ['renderer/**', 'electron/**'],
    ignores: [...TESTS, ...TEST_SUPPORT],
    rules: {
      'layers/test-support': [
        'error',
        [{ paths: TEST_SUPPORT, message: 'production code never imports test support (tests and benchmarks only).' }],
      ],
    },
  },
  {
    // (e) The table kit sits under the games and the app: it imports neither.
    files: ['renderer/table/**'],
    ignores: [...TESTS],
    rules: {
      'layers/table': [
        'error',
        [
          { paths: ['renderer/app/**'], message: 'the table kit is under the app: it never imports renderer/app/.' },
          { paths: ['renderer/games/**'], message: 'the table kit is under the games: it never imports a game.' },
        ],
      ],
    },
  },
  {
    // (f) Games stand on the kits (engine, table, kits/), never on the app, which sits on top.
    files: ['renderer/games/**'],
    rules: {
      'layers/games-app': [
        'error',
        [{ paths: ['renderer/app/**'], message: 'games stand on the kits, never on the app: import renderer/kits/shell/ instead of renderer/app/.' }],
      ],
    },
  },
];
// ---- end of the layers ----------------------------------------------------------

export default tseslint.config(
  // electron-vite writes its config bundled beside it for a moment (electron.vite.config.ts.<time>-<hash>.mjs)
  // while `npm test` builds and lints at once: lint once read one as it was deleted and failed (ENOENT).
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '*.config.ts.*.mjs', '**/*.timestamp-*.mjs'] },
  ...tseslint.configs.recommended,
  { plugins: { layers: layersPlugin } },
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
  ...LAYERS,
);
