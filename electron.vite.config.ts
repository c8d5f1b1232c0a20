import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'electron-vite';
import { META_CONTENT_SECURITY_POLICY } from './electron/csp';

const pkg = JSON.parse(readFileSync(resolve(__dirname, 'package.json'), 'utf8')) as { version: string };

// The three Electron processes live in electron/ (main, preload) and renderer/,
// not electron-vite's default src/ folders, so every entry is named here.
export default defineConfig(({ mode }) => ({
  main: {
    build: {
      outDir: 'out/main',
      lib: { entry: { index: resolve(__dirname, 'electron/main.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot require() node_modules: bundle everything but electron.
      externalizeDeps: false,
      lib: { entry: { index: resolve(__dirname, 'electron/preload.ts') } },
    },
  },
  renderer: {
    root: 'renderer',
    base: './',
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    plugins: [
      {
        // The built page carries the strict policy itself (a file: page gets no headers); the dev
        // server's page gets the dev policy as a header from the main process instead.
        name: 'muster-csp-meta',
        apply: 'build',
        transformIndexHtml: () => [
          { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: META_CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
        ],
      },
    ],
    publicDir: resolve(__dirname, 'assets/public'),
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      emptyOutDir: true,
      // Files, not data: URLs: Phaser's loader decodes data: URLs as base64 only, and Vite inlines SVG as text.
      assetsInlineLimit: 0,
      minify: mode === 'production',
      sourcemap: mode !== 'production',
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        input: { index: resolve(__dirname, 'renderer/index.html') },
        output: {
          // Phaser is large and changes rarely: its own chunk caches apart from ours.
          codeSplitting: { groups: [{ name: 'phaser', test: /node_modules[\\/]phaser/ }] },
        },
      },
    },
  },
}));
