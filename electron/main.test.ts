// main.ts is wiring, and the real Electron cannot run here: this drives it against a stand-in
// 'electron' module to check the wires go where they should (and that saving reaches the disk).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, rmdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MenuItemConstructorOptions } from 'electron';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SaveEnvelope } from '../renderer/contract/save-format';
import { sampleSave as realSave } from '../renderer/testing/save-fixture';
import { Channel } from '../renderer/contract/channels';

type Listener = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  const order: string[] = [];
  const appListeners = new Map<string, Listener>();
  const handles = new Map<string, Listener>();
  const ons = new Map<string, Listener>();
  const paths = new Map<string, string>();

  class FakeWebContents {
    readonly mainFrame = { url: '', processId: 7, routingId: 1, parent: null };
    readonly listeners = new Map<string, Listener>();
    openHandler: Listener | null = null;
    readonly send = vi.fn();
    readonly printToPDF = vi.fn(async () => new Uint8Array([37, 80, 68, 70]));
    readonly print = vi.fn((_options: unknown, callback: (success: boolean, failureReason: string) => void) => callback(true, ''));
    isLoading = () => false;
    on(event: string, listener: Listener) {
      this.listeners.set(event, listener);
      return this;
    }
    setWindowOpenHandler(handler: Listener) {
      this.openHandler = handler;
    }
  }

  class BrowserWindow {
    static readonly all: BrowserWindow[] = [];
    static getAllWindows = () => BrowserWindow.all;
    static getFocusedWindow = () => null;
    static fromWebContents = (contents: unknown) => BrowserWindow.all.find((w) => w.webContents === contents) ?? null;
    readonly webContents = new FakeWebContents();
    readonly once = vi.fn();
    readonly on = vi.fn();
    readonly show = vi.fn();
    readonly loadURL = vi.fn(async (url: string) => {
      if (url.startsWith('muster:') && scheme.failLoad) throw new Error('ERR_FAILED (-2) loading muster://app/index.html');
      this.webContents.mainFrame.url = url;
    });
    readonly loadFile = vi.fn(async (file: string) => {
      this.webContents.mainFrame.url = pathToFileURL(file).href;
    });
    fullScreen = false;
    isDestroyed = () => false;
    isMinimized = () => false;
    readonly restore = vi.fn();
    readonly focus = vi.fn();
    readonly close = vi.fn();
    isFullScreen = () => this.fullScreen;
    setFullScreen = (on: boolean) => {
      this.fullScreen = on;
    };
    constructor(readonly options: Record<string, unknown>) {
      BrowserWindow.all.push(this);
      appListeners.get('web-contents-created')?.({}, this.webContents);
    }
  }

  const sessionHandlers = new Map<string, unknown>();
  const lock = { granted: true };
  /** What the stand-in protocol module was asked, and how it fails when a test says so. */
  const scheme = {
    privileged: [] as unknown[],
    handlers: new Map<string, Listener>(),
    failRegister: false,
    failHandle: false,
    failLoad: false,
  };
  return {
    order,
    appListeners,
    handles,
    ons,
    paths,
    BrowserWindow,
    sessionHandlers,
    lock,
    scheme,
    protocol: {
      registerSchemesAsPrivileged: vi.fn((schemes: unknown[]) => {
        order.push('registerSchemesAsPrivileged');
        if (scheme.failRegister) throw new Error('Protocol schemes must be registered before the app is ready');
        scheme.privileged.push(...schemes);
      }),
      handle: vi.fn((name: string, handler: Listener) => {
        order.push('protocol.handle');
        if (scheme.failHandle) throw new Error(`The scheme has been registered: ${name}`);
        scheme.handlers.set(name, handler);
      }),
    },
    app: {
      isPackaged: false,
      setPath: vi.fn((name: string, value: string) => {
        order.push(`setPath:${name}`);
        paths.set(name, value);
      }),
      getPath: (name: string) => paths.get(name) ?? `/nowhere/${name}`,
      getVersion: () => '0.1.0',
      enableSandbox: vi.fn(() => order.push('enableSandbox')),
      requestSingleInstanceLock: vi.fn((): boolean => {
        order.push('lock');
        return lock.granted;
      }),
      quit: vi.fn(),
      exit: vi.fn(),
      on: vi.fn((event: string, listener: Listener) => appListeners.set(event, listener)),
      whenReady: () => {
        order.push('whenReady');
        return Promise.resolve();
      },
    },
    ipcMain: {
      handle: (channel: string, listener: Listener) => handles.set(channel, listener),
      removeHandler: (channel: string) => handles.delete(channel),
      on: (channel: string, listener: Listener) => ons.set(channel, listener),
      removeListener: (channel: string) => ons.delete(channel),
    },
    Menu: {
      buildFromTemplate: vi.fn((template: unknown) => ({ template })),
      setApplicationMenu: vi.fn(),
    },
    dialog: {
      showSaveDialog: vi.fn(async (..._args: unknown[]) => ({ canceled: false, filePath: '' })),
      showOpenDialog: vi.fn(async (..._args: unknown[]) => ({ canceled: true, filePaths: [] as string[] })),
      showMessageBox: vi.fn(async (..._args: unknown[]) => ({ response: 2, checkboxChecked: false })),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: unknown) => sessionHandlers.set('request', h),
        setPermissionCheckHandler: (h: unknown) => sessionHandlers.set('check', h),
        webRequest: { onHeadersReceived: (h: unknown) => sessionHandlers.set('headers', h) },
      },
    },
  };
});

vi.mock('electron', () => ({
  app: fake.app,
  BrowserWindow: fake.BrowserWindow,
  Menu: fake.Menu,
  dialog: fake.dialog,
  ipcMain: fake.ipcMain,
  protocol: fake.protocol,
  session: fake.session,
}));

/** A real save (its log replays: the store checks that), named as the tests expect. */
function sampleSave(): SaveEnvelope {
  return realSave({ name: 'Free Table' });
}

let userData: string;
const originalPlatform = process.platform;
let window: InstanceType<typeof fake.BrowserWindow>;

beforeAll(async () => {
  userData = await mkdtemp(path.join(os.tmpdir(), 'muster-main-'));
  vi.stubEnv('MUSTER_USER_DATA_DIR', userData);
  vi.stubEnv('ELECTRON_RENDERER_URL', '');
  await import('./main');
  // Let whenReady().then(...) run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const [first] = fake.BrowserWindow.all;
  if (!first) throw new Error('main.ts opened no window');
  window = first;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(userData, { recursive: true, force: true });
});

const trusted = () => ({ sender: window.webContents, senderFrame: window.webContents.mainFrame });

async function invoke(channel: string, ...args: unknown[]): Promise<unknown> {
  const handler = fake.handles.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler(trusted(), ...args);
}

function currentMenu(): MenuItemConstructorOptions[] {
  const calls = fake.Menu.buildFromTemplate.mock.calls;
  return calls[calls.length - 1]?.[0] as MenuItemConstructorOptions[];
}

function menuItem(menu: string, label: string): MenuItemConstructorOptions {
  const top = currentMenu().find((m) => m.label?.replace('&', '') === menu);
  const found = (Array.isArray(top?.submenu) ? top.submenu : []).find((i) => i.label === label);
  if (!found) throw new Error(`no ${menu} > ${label}`);
  return found;
}

// The tests below are steps against one start of main.ts, in order: each sees what the ones before
// it did (the saves written, the menu state sent), and the last ones start main.ts afresh. So they
// keep their order even when the runner shuffles (vitest --sequence.shuffle).
describe('main.ts', { shuffle: false }, () => {
  describe('main.ts wiring', () => {
    it('uses the test folder for user data, set before the single-instance lock', () => {
      expect(fake.app.setPath).toHaveBeenCalledWith('userData', userData);
      expect(fake.order.indexOf('setPath:userData')).toBeLessThan(fake.order.indexOf('lock'));
      expect(fake.order).toContain('enableSandbox');
    });

    it('declares muster: privileged before the app is ready, and serves the built page on it once ready', async () => {
      expect(fake.scheme.privileged).toEqual([
        { scheme: 'muster', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
      ]);
      expect(fake.order.indexOf('registerSchemesAsPrivileged')).toBeLessThan(fake.order.indexOf('whenReady'));
      const handler = fake.scheme.handlers.get('muster');
      if (!handler) throw new Error('muster: is not handled');
      // The handler reads the built renderer folder: out/main/../renderer, which the test has not built.
      const response = (await handler({ url: 'muster://app/../main/index.js', method: 'GET' })) as Response;
      expect(response.status).toBe(403);
    });

    it('opens one hardened, sandboxed window on the built page with the built preload', () => {
      expect(fake.BrowserWindow.all).toHaveLength(1);
      const prefs = window.options.webPreferences as Record<string, unknown>;
      expect(prefs.sandbox).toBe(true);
      expect(prefs.contextIsolation).toBe(true);
      expect(String(prefs.preload)).toMatch(/[\\/]preload[\\/]index\.js$/);
      expect(window.loadURL).toHaveBeenCalledWith('muster://app/index.html');
      expect(window.loadFile).not.toHaveBeenCalled();
      expect(window.once).toHaveBeenCalledWith('ready-to-show', expect.any(Function));
      // Hardened through 'web-contents-created'.
      expect([...window.webContents.listeners.keys()]).toEqual(
        expect.arrayContaining(['will-navigate', 'will-redirect', 'will-attach-webview', 'will-frame-navigate']),
      );
      expect(window.webContents.openHandler?.({ url: 'https://example.com' })).toEqual({ action: 'deny' });
      expect([...fake.sessionHandlers.keys()].sort()).toEqual(['check', 'headers', 'request']);
    });

    it("fences navigation and IPC to the scheme's origin: the file: page is a stranger now", async () => {
      const prevented = (url: string): boolean => {
        let stopped = false;
        window.webContents.listeners.get('will-navigate')?.({ url, preventDefault: () => (stopped = true) });
        return stopped;
      };
      expect(prevented('muster://app/index.html#rules')).toBe(false);
      expect(prevented('muster://evil/index.html')).toBe(true);
      expect(prevented(pathToFileURL(path.join(__dirname, '../renderer/index.html')).href)).toBe(true);
      const handler = fake.handles.get(Channel.listSaves);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const filePage = { ...window.webContents.mainFrame, url: pathToFileURL(path.join(__dirname, '../renderer/index.html')).href };
      await expect(Promise.resolve(handler?.({ sender: window.webContents, senderFrame: filePage }))).rejects.toThrow('Refused: unknown sender');
      warn.mockRestore();
    });

    it('quits when the last window closes, except on macOS', () => {
      expect(fake.appListeners.has('window-all-closed')).toBe(true);
      expect(fake.appListeners.has('second-instance')).toBe(true);
    });

    it('answers every channel, and saves into <user data>/saves', async () => {
      expect([...fake.handles.keys(), ...fake.ons.keys()].sort()).toEqual(
        Object.values(Channel)
          .filter((c) => c !== Channel.menuCommand && c !== Channel.netEvent)
          .sort(),
      );
      const written = await invoke(Channel.writeSave, null, sampleSave());
      expect(written).toMatchObject({ ok: true, summary: { id: 'free-table', name: 'Free Table' } });
      expect(await readdir(path.join(userData, 'saves'))).toEqual(['free-table.muster', 'free-table.muster.summary', 'judged-saves.json']);
      expect(await invoke(Channel.listSaves)).toMatchObject([{ id: 'free-table' }]);
      expect(await invoke(Channel.appInfo)).toMatchObject({ name: 'Muster', host: 'electron', savesLocation: path.join(userData, 'saves') });
    });

    it('refuses a sender that is not its window', async () => {
      const handler = fake.handles.get(Channel.listSaves);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const stranger = { sender: {}, senderFrame: { url: 'https://evil.test/', processId: 9, routingId: 1, parent: null } };
      await expect(Promise.resolve(handler?.(stranger))).rejects.toThrow('Refused: unknown sender');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown sender'));
      warn.mockRestore();
    });

    it('asks where to Save As in a dialog on its window, with the Muster filter', async () => {
      const target = path.join(userData, 'elsewhere.muster');
      fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: target });
      expect(await invoke(Channel.saveAs, sampleSave())).toMatchObject({ ok: true, summary: { id: 'ext:1' } });
      const [parent, options] = fake.dialog.showSaveDialog.mock.calls[0] ?? [];
      expect(parent).toBe(window);
      expect(options).toMatchObject({ filters: [{ name: 'Muster save', extensions: ['muster'] }] });
      expect(existsSync(target)).toBe(true);
    });

    it('rebuilds the menu from the menu state, and menu clicks reach the window', () => {
      expect(menuItem('File', 'Save').enabled).toBe(false);
      fake.ons.get(Channel.setMenuState)?.(trusted(), { inGame: true, canUndo: true, canRedo: false, canSave: true, canPrint: true });
      expect(menuItem('File', 'Save').enabled).toBe(true);
      expect(menuItem('Edit', 'Undo').enabled).toBe(true);
      expect(fake.Menu.setApplicationMenu).toHaveBeenLastCalledWith({ template: currentMenu() });
      menuItem('File', 'Save').click?.({} as never, undefined, {} as never);
      expect(window.webContents.send).toHaveBeenCalledWith(Channel.menuCommand, 'save');
    });

    it('toggles full screen on the window that asked', () => {
      fake.ons.get(Channel.toggleFullScreen)?.(trusted());
      expect(window.isFullScreen()).toBe(true);
      fake.ons.get(Channel.toggleFullScreen)?.(trusted());
      expect(window.isFullScreen()).toBe(false);
    });

    it('prints the sheets of the window that asked to the PDF the player picks', async () => {
      const target = path.join(userData, 'sheets.pdf');
      fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: target });
      expect(await invoke(Channel.printSheets, { title: 'Cups of War', paper: 'letter', action: 'pdf' })).toEqual({ ok: true, detail: `Saved the print sheets to ${target}.` });
      expect(window.webContents.printToPDF).toHaveBeenCalledWith({ printBackground: true, preferCSSPageSize: true, pageSize: 'Letter', margins: { top: 0, bottom: 0, left: 0, right: 0 } });
      expect(readFileSync(target, 'latin1')).toBe('%PDF');
    });

    it('prints the sheets of the window that asked through the system print dialog', async () => {
      const asked = fake.dialog.showSaveDialog.mock.calls.length;
      expect(await invoke(Channel.printSheets, { title: 'Cups of War', paper: 'a4', action: 'print' })).toEqual({ ok: true, detail: 'Sent the print sheets to the printer.' });
      expect(window.webContents.print).toHaveBeenCalledWith({ silent: false, printBackground: true, pageSize: 'A4' }, expect.any(Function));
      expect(fake.dialog.showSaveDialog.mock.calls.length).toBe(asked);
    });

    it('opens a save double-clicked while it runs (a second launch, or macOS open-file): the page is told, and gets it once', async () => {
      const file = path.join(userData, 'double-clicked.muster');
      fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: file });
      expect(await invoke(Channel.saveAs, sampleSave())).toMatchObject({ ok: true });
      window.webContents.send.mockClear();
      expect(await invoke(Channel.openPending)).toBeNull();
      fake.appListeners.get('second-instance')?.({}, ['/usr/bin/muster', '--some-flag', file], '/home/ann');
      expect(window.focus).toHaveBeenCalled();
      expect(window.webContents.send).toHaveBeenCalledWith(Channel.menuCommand, 'open-pending');
      expect(await invoke(Channel.openPending)).toMatchObject({ ok: true, save: { name: 'double-clicked' } });
      expect(await invoke(Channel.openPending)).toBeNull();
      const event = { preventDefault: vi.fn() };
      fake.appListeners.get('open-file')?.(event, file);
      expect(event.preventDefault).toHaveBeenCalled();
      expect(await invoke(Channel.openPending)).toMatchObject({ ok: true, save: { name: 'double-clicked' } });
      // A launch with no file hands nothing over.
      fake.appListeners.get('second-instance')?.({}, ['/usr/bin/muster'], '/home/ann');
      expect(await invoke(Channel.openPending)).toBeNull();
    });

    it('closing the window while autosave fails asks first, and Save As… keeps the game before it closes', async () => {
      const closeListener = window.on.mock.calls.find(([event]) => event === 'close')?.[1] as ((event: { preventDefault(): void }) => void) | undefined;
      if (!closeListener) throw new Error('no close listener on the window');
      // Every autosave written: the window closes unasked.
      expect(await invoke(Channel.autosave, realSave({ name: 'Fine', cursor: 0 }))).toEqual({ ok: true });
      const unasked = { preventDefault: vi.fn() };
      closeListener(unasked);
      expect(unasked.preventDefault).not.toHaveBeenCalled();
      // The autosave cannot be written (its staging file's place is taken by a folder).
      const blocker = path.join(userData, 'saves', 'autosave.muster.tmp');
      await mkdir(blocker);
      // (This one is kept: Save As wrote it to elsewhere.muster above. The move after it is not.)
      const failed = await invoke(Channel.autosave, realSave({ name: 'Lost moves', cursor: 1 }));
      expect(failed).toMatchObject({ ok: false });
      // The next move is made within the autosave's wait: while autosave fails, the page hands it over at once.
      fake.ons.get(Channel.gameAtRisk)?.(trusted(), realSave({ name: 'Lost moves', cursor: 2 }));
      // Cancel: the window stays.
      const first = { preventDefault: vi.fn() };
      closeListener(first);
      expect(first.preventDefault).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(fake.dialog.showMessageBox).toHaveBeenCalledTimes(1));
      const [parent, question] = fake.dialog.showMessageBox.mock.calls[0] ?? [];
      expect(parent).toBe(window);
      expect(question).toMatchObject({ type: 'warning', message: 'Your last moves could not be saved. Close anyway?', buttons: ['Save As…', 'Close anyway', 'Cancel'] });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(window.close).not.toHaveBeenCalled();
      // Save As…: the game that failed to autosave goes where the player picks, then the window closes.
      const target = path.join(userData, 'kept-at-close.muster');
      fake.dialog.showMessageBox.mockResolvedValueOnce({ response: 0, checkboxChecked: false });
      fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: target });
      const second = { preventDefault: vi.fn() };
      closeListener(second);
      expect(second.preventDefault).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(window.close).toHaveBeenCalledTimes(1));
      expect(readFileSync(target, 'utf8')).toContain('kept-at-close');
      // With that last move: the file holds every move made.
      expect(JSON.parse(readFileSync(target, 'utf8'))).toMatchObject({ cursor: 2 });
      await rmdir(blocker);
    });

    it('closing the window after the player left its game anyway (the page asked) asks nothing; a game played next whose autosave fails is asked about', async () => {
      const closeListener = window.on.mock.calls.find(([event]) => event === 'close')?.[1] as ((event: { preventDefault(): void }) => void) | undefined;
      if (!closeListener) throw new Error('no close listener on the window');
      const blocker = path.join(userData, 'saves', 'autosave.muster.tmp');
      await mkdir(blocker);
      expect(await invoke(Channel.autosave, realSave({ name: 'Given up', cursor: 1 }))).toMatchObject({ ok: false });
      fake.ons.get(Channel.gameAtRisk)?.(trusted(), realSave({ name: 'Given up', cursor: 2 }));
      // Leave anyway in the page, then back at the main menu the window is closed.
      fake.ons.get(Channel.gameAtRisk)?.(trusted(), null);
      fake.dialog.showMessageBox.mockClear();
      const unasked = { preventDefault: vi.fn() };
      closeListener(unasked);
      expect(unasked.preventDefault).not.toHaveBeenCalled();
      expect(fake.dialog.showMessageBox).not.toHaveBeenCalled();
      // A new game whose autosave fails: closing asks (Cancel, the default here, keeps the window).
      expect(await invoke(Channel.autosave, realSave({ name: 'Next game', cursor: 0 }))).toMatchObject({ ok: false });
      const asked = { preventDefault: vi.fn() };
      closeListener(asked);
      expect(asked.preventDefault).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(fake.dialog.showMessageBox).toHaveBeenCalledTimes(1));
      // Its autosave works again: nothing left at risk for the tests after this one.
      await rmdir(blocker);
      expect(await invoke(Channel.autosave, realSave({ name: 'Next game', cursor: 0 }))).toEqual({ ok: true });
    });

    it('answers the net channels through the net gateway, and quitting waits for it to close and for the last autosave', async () => {
      // Nothing is hosted here, so joining needs an address (and no server starts).
      expect(await invoke(Channel.netOpen, { kind: 'join', code: 'K7M2PQ', options: { name: 'Ben' } })).toEqual({
        ok: false,
        message: 'Type the address of the computer hosting the game.',
      });
      expect(await invoke(Channel.netAct, { type: 'orders' })).toEqual({ ok: false, message: 'You are not at a remote table.' });
      expect(await invoke(Channel.netSaveText)).toEqual({ ok: false, message: 'You are not at a remote table.' });
      expect(await invoke(Channel.netClose)).toBeUndefined();
      // A window's seat goes when its page does: closed, or loaded afresh.
      expect(window.webContents.listeners.has('did-navigate')).toBe(true);
      expect(window.on).toHaveBeenCalledWith('closed', expect.any(Function));
      // Quitting is held once, for the tables to be left and the server closed, then goes ahead.
      const willQuit = fake.appListeners.get('will-quit');
      if (!willQuit) throw new Error('no will-quit listener');
      fake.app.quit.mockClear();
      // The window handed its last autosave over as it closed: taken at once, written before the app goes.
      const leaving = fake.ons.get(Channel.autosaveOnLeaving);
      if (!leaving) throw new Error('no autosaveOnLeaving listener');
      const event: { sender: unknown; senderFrame: unknown; returnValue?: unknown } = trusted();
      leaving(event, realSave({ name: 'The last move' }));
      expect(event.returnValue).toBe(true);
      const autosaveFile = path.join(userData, 'saves', 'autosave.muster');
      const first = { preventDefault: vi.fn() };
      willQuit(first);
      expect(first.preventDefault).toHaveBeenCalledTimes(1);
      let writtenAtQuit = '';
      fake.app.quit.mockImplementationOnce(() => {
        writtenAtQuit = readFileSync(autosaveFile, 'utf8');
      });
      await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalledTimes(1));
      expect(writtenAtQuit).toContain('The last move');
      const second = { preventDefault: vi.fn() };
      willQuit(second);
      expect(second.preventDefault).not.toHaveBeenCalled();
    });

    it('a second Muster gives way to the first: it quits without opening a window', async () => {
      fake.lock.granted = false;
      fake.app.quit.mockClear();
      vi.resetModules();
      await import('./main');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fake.app.quit).toHaveBeenCalledTimes(1);
      expect(fake.BrowserWindow.all).toHaveLength(1);
    });
  });

  describe('main.ts on macOS', () => {
    let mac: InstanceType<typeof fake.BrowserWindow>;
    const blocker = () => path.join(userData, 'saves', 'autosave.muster.tmp');
    const macInvoke = (channel: string, ...args: unknown[]) =>
      fake.handles.get(channel)?.({ sender: mac.webContents, senderFrame: mac.webContents.mainFrame }, ...args);
    /** What Electron does after the window is closed for good: it is gone, and with it the last window. */
    const closeListenerOf = (w: typeof mac) => w.on.mock.calls.find(([event]) => event === 'close')?.[1] as (event: { preventDefault(): void }) => void;
    /** Quit (Cmd+Q, the app menu's Quit): before-quit, then each window is asked to close. */
    function quit(): { preventDefault: ReturnType<typeof vi.fn> } {
      fake.appListeners.get('before-quit')?.({ preventDefault: vi.fn() });
      const event = { preventDefault: vi.fn() };
      closeListenerOf(mac)(event);
      return event;
    }
    /** The window closed (by the guard letting it go): Electron then says the last window is gone. */
    async function closedByTheGuard(times: number): Promise<void> {
      await vi.waitFor(() => expect(mac.close).toHaveBeenCalledTimes(times));
      fake.appListeners.get('window-all-closed')?.();
    }

    beforeAll(async () => {
      fake.lock.granted = true;
      Object.defineProperty(process, 'platform', { value: 'darwin', configurable: true });
      vi.resetModules();
      await import('./main');
      await new Promise((resolve) => setTimeout(resolve, 0));
      const opened = fake.BrowserWindow.all[fake.BrowserWindow.all.length - 1];
      if (!opened || opened === window) throw new Error('main.ts opened no new window');
      mac = opened;
      // The autosave cannot be written: closing asks first.
      await mkdir(blocker(), { recursive: true });
    });
    /** The window's autosave fails (again: a window let go is asked about nothing more). */
    async function autosaveFails(): Promise<void> {
      expect(await macInvoke(Channel.autosave, realSave({ name: 'Lost moves', cursor: 2 }))).toMatchObject({ ok: false });
    }

    afterAll(async () => {
      Object.defineProperty(process, 'platform', { value: originalPlatform, configurable: true });
      await rmdir(blocker()).catch(() => undefined);
    });

    it('closing the window (not quitting) leaves the app running in the dock', () => {
      fake.app.quit.mockClear();
      fake.appListeners.get('window-all-closed')?.();
      expect(fake.app.quit).not.toHaveBeenCalled();
    });

    it('Quit, then Cancel in the close question: the app and the window stay; closing the window later still leaves the app running', async () => {
      await autosaveFails();
      fake.app.quit.mockClear();
      fake.dialog.showMessageBox.mockClear();
      fake.dialog.showMessageBox.mockResolvedValueOnce({ response: 2, checkboxChecked: false });
      expect(quit().preventDefault).toHaveBeenCalled();
      await vi.waitFor(() => expect(fake.dialog.showMessageBox).toHaveBeenCalledTimes(1));
      // Later the player closes the window (the red button) and says Close anyway: on macOS the app stays.
      fake.dialog.showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false });
      // (Once the Cancel above is answered: until then, closing is not asked twice.)
      await vi.waitFor(() => {
        closeListenerOf(mac)({ preventDefault: vi.fn() });
        expect(fake.dialog.showMessageBox).toHaveBeenCalledTimes(2);
      });
      expect(mac.close).not.toHaveBeenCalled();
      await closedByTheGuard(1);
      expect(fake.app.quit).not.toHaveBeenCalled();
    });

    it('Quit, then Close anyway: the window closes and the app quits', async () => {
      await autosaveFails();
      fake.app.quit.mockClear();
      fake.dialog.showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false });
      expect(quit().preventDefault).toHaveBeenCalled();
      await closedByTheGuard(2);
      expect(fake.app.quit).toHaveBeenCalledTimes(1);
    });

    it('Quit, then Save As… cancelled in its file dialog: nothing quits; Quit, then Save As…: the game is kept and the app quits', async () => {
      await autosaveFails();
      fake.app.quit.mockClear();
      fake.dialog.showMessageBox.mockResolvedValueOnce({ response: 0, checkboxChecked: false });
      fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' });
      quit();
      await vi.waitFor(() => expect(fake.dialog.showSaveDialog).toHaveBeenCalled());
      // That question is over once closing asks again (answered Cancel: the window stays).
      const asked = fake.dialog.showMessageBox.mock.calls.length;
      await vi.waitFor(() => {
        closeListenerOf(mac)({ preventDefault: vi.fn() });
        expect(fake.dialog.showMessageBox).toHaveBeenCalledTimes(asked + 1);
      });
      expect(mac.close).toHaveBeenCalledTimes(2);
      fake.appListeners.get('window-all-closed')?.();
      expect(fake.app.quit).not.toHaveBeenCalled();
      const target = path.join(userData, 'kept-at-quit.muster');
      fake.dialog.showMessageBox.mockResolvedValueOnce({ response: 0, checkboxChecked: false });
      fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: target });
      // Quit once the Cancel above has been answered (until then, closing is not asked twice).
      await vi.waitFor(() => {
        quit();
        expect(fake.dialog.showMessageBox).toHaveBeenCalledTimes(asked + 2);
      });
      await closedByTheGuard(3);
      expect(readFileSync(target, 'utf8')).toContain('kept-at-quit');
      expect(fake.app.quit).toHaveBeenCalledTimes(1);
    });
  });

  describe('main.ts when the muster: scheme fails', () => {
    /** Starts main afresh with one part of the scheme failing; its new window and what it warned. */
    async function startWith(failure: 'failRegister' | 'failHandle' | 'failLoad') {
      fake.lock.granted = true;
      Object.assign(fake.scheme, { failRegister: false, failHandle: false, failLoad: false, [failure]: true });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.resetModules();
      await import('./main');
      await new Promise((resolve) => setTimeout(resolve, 0));
      const opened = fake.BrowserWindow.all[fake.BrowserWindow.all.length - 1];
      if (!opened || opened === window) throw new Error('main.ts opened no new window');
      const warnings = warn.mock.calls.map(([message]: unknown[]) => String(message));
      warn.mockRestore();
      Object.assign(fake.scheme, { failRegister: false, failHandle: false, failLoad: false });
      return { opened, warnings };
    }

    const fileUrlOf = (file: string) => pathToFileURL(file).href;

    for (const [failure, why] of [
      ['failRegister', 'could not be registered'],
      ['failHandle', 'could not serve the page'],
      ['failLoad', 'did not load from muster://app/index.html'],
    ] as const) {
      it(`${failure}: loads the page from file: as before, says why, and trusts that page and no other`, async () => {
        const { opened, warnings } = await startWith(failure);
        const file = opened.loadFile.mock.calls[0]?.[0];
        expect(file).toMatch(/[\\/]renderer[\\/]index\.html$/);
        expect(opened.webContents.mainFrame.url).toBe(fileUrlOf(String(file)));
        expect(warnings).toEqual(expect.arrayContaining([expect.stringContaining(why)]));
        expect(warnings.every((message) => message.startsWith('[muster] '))).toBe(true);
        // The sender check and the navigation fence follow the file: page.
        const listSaves = fake.handles.get(Channel.listSaves);
        await expect(Promise.resolve(listSaves?.({ sender: opened.webContents, senderFrame: opened.webContents.mainFrame }))).resolves.toEqual(
          expect.any(Array),
        );
        const muster = { ...opened.webContents.mainFrame, url: 'muster://app/index.html' };
        const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        await expect(Promise.resolve(listSaves?.({ sender: opened.webContents, senderFrame: muster }))).rejects.toThrow('Refused: unknown sender');
        quiet.mockRestore();
        let stopped = false;
        opened.webContents.listeners.get('will-navigate')?.({ url: fileUrlOf(String(file)), preventDefault: () => (stopped = true) });
        expect(stopped).toBe(false);
        opened.webContents.listeners.get('will-navigate')?.({ url: 'file:///etc/passwd', preventDefault: () => (stopped = true) });
        expect(stopped).toBe(true);
      });
    }
  });
});
