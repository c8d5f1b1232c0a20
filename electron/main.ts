// The main process: wiring only. Every decision lives in a module with its own tests
// (window, app-protocol, menu, ipc, saves, print, net/gateway); this file hands them Electron's real objects.
import { readFile, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BrowserWindow, Menu, app, dialog, ipcMain, protocol, session, type WebContents } from 'electron';
import type { MenuCommand } from '../renderer/contract/menu-commands';
import type { MenuState } from '../renderer/contract/payloads';
import type { SaveEnvelope } from '../renderer/contract/save-format';
import type { OpResult, WriteResult } from '../renderer/contract/bridge';
import { Channel } from '../renderer/contract/channels';
import { APP_PAGE_URL, registerAppScheme, serveAppScheme } from './app-protocol';
import { CONTENT_SECURITY_POLICY } from './csp';
import { createSenderCheck, registerIpcGateway, type Logger } from './ipc';
import { APP_NAME, buildMenuTemplate } from './menu';
import { PendingOpen, saveFileIn } from './open-files';
import { printSheets } from './print';
import { createSaveStore, type SaveStore } from './saves';
import { createWindowOptions, hardenSession, hardenWebContents } from './window';
import { createCloseGuard } from './close-guard';
import { createNetGateway, lanAddresses } from './net/gateway';
import { startServer } from './net/server';

const SAVE_FILTERS = [{ name: 'Muster save', extensions: ['muster'] }];
/** How long quitting waits for the remote tables to be left and the app's server to close. */
const NET_SHUTDOWN_MS = 3000;
/** How long quitting waits for saves under way (the last autosave of a closed window, most often). */
const SAVES_SHUTDOWN_MS = 10_000;

// Tests launch the app against a throwaway folder. Must precede the single-instance lock,
// which is held per user-data folder.
const userDataOverride = process.env.MUSTER_USER_DATA_DIR;
if (userDataOverride) app.setPath('userData', path.resolve(userDataOverride));

// Every renderer sandboxed, whatever its webPreferences say.
app.enableSandbox();

// The page's own scheme (see app-protocol.ts) must be declared before the app is ready.
const schemeRegistered = registerAppScheme(protocol, {
  warn: (message) => console.warn(`[muster] ${message}`),
});

if (app.requestSingleInstanceLock()) {
  start();
} else {
  // Another Muster is running; it is told through 'second-instance' and comes to the front.
  app.quit();
}

function start(): void {
  const log: Logger = {
    warn: (message) => console.warn(`[muster] ${message}`),
    error: (message, error) => console.error(`[muster] ${message}`, error),
  };
  // electron-vite dev sets this; an empty value means none.
  const devServerUrl = (!app.isPackaged && process.env.ELECTRON_RENDERER_URL) || undefined;
  const rendererDir = path.join(__dirname, '../renderer');
  const rendererFile = path.join(rendererDir, 'index.html');
  const fileUrl = pathToFileURL(rendererFile).href;
  // The page's address: the dev server's, or muster://app once the scheme serves it (when ready),
  // or file: when the scheme cannot. The navigation fences and the sender check read it live.
  let appUrl = devServerUrl ?? fileUrl;
  const currentAppUrl = (): string => appUrl;
  const isMac = process.platform === 'darwin';

  let mainWindow: BrowserWindow | null = null;
  // A save double-clicked to start Muster, or handed over later (see open-files.ts).
  const pending = new PendingOpen(saveFileIn(process.argv));
  const handOver = (file: string): void => {
    const window = mainWindow;
    const ready = !!window && !window.isDestroyed() && !window.webContents.isLoading();
    if (pending.arrive(file, ready) && window) window.webContents.send(Channel.menuCommand, 'open-pending');
  };
  // macOS hands files over with an event, possibly before the app is ready.
  app.on('open-file', (event, file) => {
    event.preventDefault();
    handOver(file);
  });
  let menuState: MenuState = { inGame: false, canUndo: false, canRedo: false, canSave: false, canPrint: false };

  const windowOf = (contents: WebContents): BrowserWindow | null => BrowserWindow.fromWebContents(contents);

  // Remote play: each window's seat at a remote table, and the server the app starts to host one.
  const net = createNetGateway<WebContents>({
    startServer,
    appVersion: app.getVersion(),
    roomsDir: path.join(app.getPath('userData'), 'rooms'),
    // The game itself, for friends who join from a browser at the address shown.
    appDir: rendererDir,
    networkAddresses: () => lanAddresses(os.networkInterfaces()),
    send: (contents, event) => {
      if (!contents.isDestroyed()) contents.send(Channel.netEvent, event);
    },
    log: (line) => console.log(`[muster] ${line}`),
  });
  const forgetSeat = (contents: WebContents): void => {
    net.forget(contents).catch((error: unknown) => log.error('A window did not leave its remote table.', error));
  };
  // Made once the app is ready; quitting waits for the saves under way in it.
  let saveStore: SaveStore | null = null;
  // Quit asked for (Cmd+Q, the menu's Quit, the dock's, logging out): a window that asks before it
  // closes holds the quit up, and the quit goes on once the answer lets the window go. On macOS the
  // app stays in the dock when its last window is closed, but not when the player asked it to quit.
  let quitAsked = false;
  app.on('before-quit', () => {
    quitAsked = true;
  });
  // A window whose autosave is failing asks before it closes (see close-guard.ts).
  const closeGuard = createCloseGuard<BrowserWindow>({
    ask: async (window, question) => (await dialog.showMessageBox(window, { type: 'warning', noLink: true, ...question })).response,
    saveAs: async (window, save) => {
      if (!saveStore) return { ok: false, message: 'Muster has no saves folder yet.' };
      return saveStore.saveAs(save, (suggestedPath) => askSavePath(window.webContents, saveAsOptions(suggestedPath)));
    },
    close: (window) => {
      if (!window.isDestroyed()) window.close();
    },
    // Kept open: a quit that asked it to close is called off (Electron has called it off already).
    stays: () => {
      quitAsked = false;
    },
    log: (message, error) => log.error(message, error),
  });
  // The window's game as its page hands it over, and what became of its autosaves and saves, for the close guard.
  const current = (sender: WebContents, save: SaveEnvelope): void => {
    const window = windowOf(sender);
    if (window) closeGuard.current(window, save);
  };
  const autosaveOf = async (sender: WebContents, save: SaveEnvelope): Promise<OpResult> => {
    current(sender, save);
    const result = await (saveStore ? saveStore.autosave(save) : Promise.resolve<OpResult>({ ok: false, message: 'Muster has no saves folder yet.' }));
    const window = windowOf(sender);
    if (window) closeGuard.autosaved(window, result);
    return result;
  };
  const abandoned = (sender: WebContents): void => {
    const window = windowOf(sender);
    if (window) closeGuard.abandoned(window);
  };
  const saved = (sender: WebContents, save: SaveEnvelope, result: WriteResult): WriteResult => {
    const window = windowOf(sender);
    if (window) closeGuard.saved(window, save, result);
    return result;
  };
  // Quitting waits (a little) for every table to be left and the server to close, keeping its rooms,
  // and for the saves under way: a window closed straight after a move hands its last autosave over
  // as it goes (autosaveOnLeaving), and that write must not be cut off.
  let shutDown = false;
  const within = <T>(work: Promise<T>, ms: number): Promise<unknown> => Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  app.on('will-quit', (event) => {
    if (shutDown) return;
    event.preventDefault();
    shutDown = true;
    Promise.all([
      within(net.shutdown(), NET_SHUTDOWN_MS).catch((error: unknown) => log.error('Remote play did not close cleanly.', error)),
      saveStore ? within(saveStore.settled(), SAVES_SHUTDOWN_MS) : undefined,
    ]).finally(() => app.quit());
  });
  const target = (): BrowserWindow | null => BrowserWindow.getFocusedWindow() ?? mainWindow;

  function toggleFullScreen(window: BrowserWindow | null): void {
    if (window && !window.isDestroyed()) window.setFullScreen(!window.isFullScreen());
  }

  function sendMenuCommand(command: MenuCommand): void {
    const window = target();
    if (window && !window.isDestroyed()) window.webContents.send(Channel.menuCommand, command);
  }

  function refreshMenu(): void {
    const template = buildMenuTemplate({
      state: menuState,
      platform: process.platform,
      isDev: !app.isPackaged,
      send: sendMenuCommand,
      toggleFullScreen: () => toggleFullScreen(target()),
      quit: () => app.quit(),
    });
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  }

  function createWindow(): void {
    const window = new BrowserWindow(createWindowOptions(path.join(__dirname, '../preload/index.js')));
    mainWindow = window;
    // The window's seat at a remote table goes with its page: closed, or loaded afresh.
    const contents = window.webContents;
    contents.on('did-navigate', () => forgetSeat(contents));
    window.once('ready-to-show', () => window.show());
    window.on('close', (event) => {
      if (!closeGuard.closing(window)) event.preventDefault();
    });
    window.on('closed', () => {
      closeGuard.forget(window);
      if (mainWindow === window) mainWindow = null;
      forgetSeat(contents);
    });
    const fromFile = (): Promise<void> => {
      appUrl = fileUrl;
      return window.loadFile(rendererFile);
    };
    const loading = devServerUrl
      ? window.loadURL(devServerUrl)
      : appUrl === APP_PAGE_URL
        ? window.loadURL(APP_PAGE_URL).catch((error: unknown) => {
            // The scheme is registered but did not serve the page: the player still gets the game.
            log.warn(`The page did not load from ${APP_PAGE_URL} (${String(error)}); loading it from file: instead.`);
            return fromFile();
          })
        : fromFile();
    loading.catch((error: unknown) => log.error('The game page did not load.', error));
  }

  async function askSavePath(contents: WebContents, options: Electron.SaveDialogOptions): Promise<string | null> {
    const parent = windowOf(contents);
    const result = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
    return result.canceled || !result.filePath ? null : result.filePath;
  }

  function saveAsOptions(suggestedPath: string): Electron.SaveDialogOptions {
    return { title: 'Save As', defaultPath: suggestedPath, filters: SAVE_FILTERS, properties: ['createDirectory', 'showOverwriteConfirmation'] };
  }

  async function askOpenPath(contents: WebContents, options: Electron.OpenDialogOptions): Promise<string | null> {
    const parent = windowOf(contents);
    const result = parent ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options);
    return result.canceled ? null : (result.filePaths[0] ?? null);
  }

  // Every web contents, ours or any that might appear: no navigation away, no popups, no webviews.
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, currentAppUrl));

  app.on('second-instance', (_event, argv) => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
    // A save double-clicked while Muster runs arrives on the second launch's command line.
    const file = saveFileIn(argv);
    if (file) handOver(file);
  });

  app.on('window-all-closed', () => {
    if (!isMac || quitAsked) app.quit();
  });

  app
    .whenReady()
    .then(() => {
      hardenSession(session.defaultSession, { devServerUrl });
      if (
        !devServerUrl &&
        schemeRegistered &&
        serveAppScheme(
          protocol,
          { root: rendererDir, files: { readFile, realpath }, contentSecurityPolicy: CONTENT_SECURITY_POLICY },
          log,
        )
      ) {
        appUrl = APP_PAGE_URL;
      }
      const store = createSaveStore({ dir: path.join(app.getPath('userData'), 'saves'), now: () => new Date(), appVersion: app.getVersion() });
      saveStore = store;

      registerIpcGateway<WebContents>({
        ipcMain,
        isTrustedSender: createSenderCheck({ getWindows: () => BrowserWindow.getAllWindows(), appUrl: currentAppUrl }),
        log,
        handlers: {
          appInfo: async () => ({
            name: APP_NAME,
            version: app.getVersion(),
            host: 'electron',
            platform: process.platform,
            versions: Object.fromEntries(
              (['electron', 'chrome', 'node', 'v8'] as const).flatMap((k) => {
                const version = process.versions[k];
                return version ? [[k, version]] : [];
              }),
            ),
            savesLocation: store.dir,
          }),
          listSaves: () => store.list(),
          loadSave: (id) => store.load(id),
          writeSave: async (id, save, sender) => saved(sender, save, await store.write(id, save)),
          saveAs: async (save, sender) => saved(sender, save, await store.saveAs(save, (suggestedPath) => askSavePath(sender, saveAsOptions(suggestedPath)))),
          openSave: (sender) =>
            store.open((folder) =>
              askOpenPath(sender, { title: 'Open', defaultPath: folder, filters: SAVE_FILTERS, properties: ['openFile'] }),
            ),
          openPending: async () => {
            const file = pending.take();
            return file ? store.open(async () => file) : null;
          },
          renameSave: (id, name) => store.rename(id, name),
          deleteSave: (id) => store.delete(id),
          autosave: (save, sender) => autosaveOf(sender, save),
          autosaveOnLeaving: (save, sender) => {
            autosaveOf(sender, save).then(
              (r) => {
                if (!r.ok) log.warn(`The last autosave of a closed window failed: ${r.message}`);
              },
              (error: unknown) => log.error('The last autosave of a closed window failed.', error),
            );
          },
          gameAtRisk: (save, sender) => (save ? current(sender, save) : abandoned(sender)),
          loadAutosave: () => store.loadAutosave(),
          printSheets: (request, sender) =>
            printSheets({
              webContents: sender,
              request,
              choosePath: (defaultName) =>
                askSavePath(sender, {
                  title: 'Save print sheets',
                  defaultPath: path.join(app.getPath('documents'), defaultName),
                  filters: [{ name: 'PDF', extensions: ['pdf'] }],
                  properties: ['createDirectory', 'showOverwriteConfirmation'],
                }),
            }),
          setMenuState: (state) => {
            menuState = state;
            refreshMenu();
          },
          toggleFullScreen: (sender) => toggleFullScreen(windowOf(sender)),
          quit: () => app.quit(),
          netOpen: (request, sender) => net.open(sender, request),
          netAct: (action, sender) => net.act(sender, action),
          netSend: (message, sender) => net.send(sender, message),
          netSaveText: (name, sender) => net.saveText(sender, name),
          netClose: (sender) => net.close(sender),
        },
      });

      refreshMenu();
      createWindow();
      // macOS keeps the app running with no window; clicking the dock icon brings one back.
      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) createWindow();
      });
    })
    .catch((error: unknown) => {
      log.error('Muster could not start.', error);
      app.exit(1);
    });
}
