// The built renderer served for tests and benches (`vite preview`), with the headers the app's own
// protocol sends: cross-origin isolation, so the page can share memory with the bot's worker.
import { defineConfig } from 'vite';
import { ISOLATION_HEADERS } from '../electron/isolation';

export default defineConfig({ preview: { headers: { ...ISOLATION_HEADERS } } });
