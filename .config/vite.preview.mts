// The built renderer served for tests and benches (`vite preview`), with the headers the app's own
// protocol sends: cross-origin isolation, so the page can share memory with the bot's worker
// (renderer/app/frame-hold.ts). Spelled out here, not imported, so Vite loads this file as it is;
// electron/isolation.test.ts checks the two agree.
import { defineConfig } from 'vite';

export default defineConfig({
  preview: {
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    },
  },
});
