// Boot: pick the host (Electron's preload, or the browser), draw the DOM layer, start the table.
import { render } from 'preact';
import './app/ui/styles.css';
import { App } from './app/app';
import { createBrowserHost } from './app/host-browser';
import { createElectronHost } from './app/host-electron';
import type { Host } from './app/host';
import { installShortcuts } from './app/shortcuts';
import { guardUnload } from './app/unload-guard';
import { createTabGuard, type ChannelLike, type ClaimMark } from './app/tab-guard';
import { workerBotRunner } from './app/bot-runner';
import { createFrameHold } from './app/frame-hold';
import { Stage } from './app/stage';
import { Root } from './app/ui/Root';
import { MODES } from './games/registry';
import { MAX_SAVE_BYTES } from './contract/save-format';

declare const __APP_VERSION__: string;

function pickFile(): Promise<{ name: string; text: string; bytes: number } | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.muster,application/json';
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return resolve(null);
      // A file larger than any save is refused unread (reading it could hold the page up).
      if (file.size > MAX_SAVE_BYTES) return resolve({ name: file.name, text: '', bytes: file.size });
      file.text().then((text) => resolve({ name: file.name, text, bytes: file.size }), () => resolve(null));
    });
    input.addEventListener('cancel', () => resolve(null));
    input.click();
  });
}

/** The page's localStorage, unless the browser refuses it (storage turned off). */
function storageOf(page: Window): { storage?: Storage } {
  try {
    return { storage: page.localStorage };
  } catch {
    return {};
  }
}

/** Which tab holds Muster, written where every tab reads it at once (see tab-guard.ts). */
function claimMarkOf(page: Window): { mark?: ClaimMark } {
  const { storage } = storageOf(page);
  if (!storage) return {};
  const KEY = 'muster:tab-claim';
  return {
    mark: {
      read: () => storage.getItem(KEY),
      write: (token) => storage.setItem(KEY, token),
      watch: (changed) => page.addEventListener('storage', (e) => void (e.key === KEY && changed())),
    },
  };
}

// The tabs of this browser share one autosave: Muster plays in one of them at a time.
const tabs = window.muster
  ? null
  : createTabGuard({
      ...(navigator.locks ? { locks: navigator.locks } : {}),
      ...(typeof BroadcastChannel === 'function' ? { channel: new BroadcastChannel('muster-tabs') as unknown as ChannelLike } : {}),
      ...claimMarkOf(window),
    });

const host: Host = window.muster
  ? createElectronHost(window.muster)
  : createBrowserHost({
      indexedDB: window.indexedDB,
      appVersion: __APP_VERSION__,
      now: () => new Date(),
      askName: (suggested, check) => app.prompt('Save as', 'Name', suggested, 'Save', 'A save needs a name.', check),
      confirmReplace: (name) => app.confirm('Replace the save?', `There is already a save named “${name}”. Replace it with this game?`, 'Replace', true),
      askFile: pickFile,
      print: () => window.print(),
      toggleFullScreen: () => {
        if (document.fullscreenElement) void document.exitFullscreen();
        else void document.documentElement.requestFullscreen();
      },
      userAgent: navigator.userAgent.includes('Chrome') ? 'Chromium' : 'a web browser',
      page: { host: location.host, secure: location.protocol === 'https:' },
      ...storageOf(window),
      // Taken over by another tab (while this one slept, too): nothing more is written from here.
      mayWrite: () => !tabs?.lost(),
    });

// The computer thinks in a worker, which gives way while the table draws a frame where the page
// can share memory with it (app/frame-hold.ts; the app's pages are served cross-origin isolated).
const frameHold = createFrameHold(globalThis.crossOriginIsolated === true);
const bots = workerBotRunner(() => new Worker(new URL('./app/bot-worker.ts', import.meta.url), { type: 'module' }), { frames: frameHold.cell });
const params = new URLSearchParams(location.search);
const seedParam = params.get('seed');
const app = new App(
  host,
  MODES,
  bots,
  () => new Date(),
  seedParam && /^-?\d{1,10}$/.test(seedParam) ? Number(seedParam) | 0 : null,
);
if (host.kind === 'browser') {
  installShortcuts(window, (c) => void app.command(c));
  app.guardTabs(tabs);
  // The browser's "Leave site?" only when closing the tab would lose moves (see unload-guard.ts).
  guardUnload(window, () => app.unloadWouldLose());
}
render(<Root app={app} />, document.getElementById('ui') as HTMLElement);

// The menu needs no texture and no table: it comes up as soon as the saves are listed, and the
// table (Phaser, its textures) is made once it is up, so its boot does not hold the menu back (a
// game chosen before the table has loaded starts when it is ready).
app.setStageMaker(
  () =>
    new Stage(
      document.getElementById('table') as HTMLElement,
      MODES,
      frameHold,
      {
        onProgress: (p) => app.store.set({ progress: p }),
        onReady: () => undefined,
      },
      // ?density=full: the table at the screen's density in software rendering too (the tests, the frame bench).
      params.get('density') === 'full' ? 'full' : 'screen',
    ),
);
void app.ready();
// Leaving the page mid-game loses nothing: the autosave is written after every move, and a move
// made within its wait (or while it is written) is handed to the host as the page goes.
window.addEventListener('pagehide', () => app.leaving());
(window as unknown as { __muster?: unknown }).__muster = {
  app,
  bots,
  get stage() {
    return app.ensureStage();
  },
};
