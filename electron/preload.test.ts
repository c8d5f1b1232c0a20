import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MenuCommand } from '../renderer/contract/menu-commands';
import type { MusterBridge, NetEvent, NetOpen } from '../renderer/contract/bridge';
import { Channel } from '../renderer/contract/channels';

// The real 'electron' module cannot load outside Electron: stand in for the two parts the preload uses.
const electron = vi.hoisted(() => {
  const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  return {
    exposed: new Map<string, unknown>(),
    listeners,
    invoke: vi.fn(async (..._args: unknown[]): Promise<unknown> => 'result'),
    send: vi.fn(),
    sendSync: vi.fn((..._args: unknown[]): unknown => true),
    emit(channel: string, ...args: unknown[]) {
      for (const listener of listeners.get(channel) ?? []) listener({ sender: 'ipc internals' }, ...args);
    },
  };
});

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api),
  },
  ipcRenderer: {
    invoke: electron.invoke,
    send: electron.send,
    sendSync: electron.sendSync,
    on: (channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
      const set = electron.listeners.get(channel) ?? new Set();
      set.add(listener);
      electron.listeners.set(channel, set);
    },
    removeListener: (channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
      electron.listeners.get(channel)?.delete(listener);
    },
  },
}));

// Listing the names this way makes TypeScript fail here when MusterBridge gains or loses a method.
const BRIDGE_METHODS = {
  appInfo: true,
  listSaves: true,
  loadSave: true,
  writeSave: true,
  saveAs: true,
  openSave: true,
  openPending: true,
  renameSave: true,
  deleteSave: true,
  autosave: true,
  autosaveOnLeaving: true,
  gameAtRisk: true,
  loadAutosave: true,
  printSheets: true,
  setMenuState: true,
  onMenuCommand: true,
  toggleFullScreen: true,
  quit: true,
  netOpen: true,
  netAct: true,
  netSend: true,
  netSaveText: true,
  netClose: true,
  onNetEvent: true,
} satisfies Record<keyof MusterBridge, true>;

let bridge: MusterBridge;
beforeAll(async () => {
  await import('./preload');
  bridge = electron.exposed.get('muster') as MusterBridge;
});

describe('preload', () => {
  it('exposes window.muster and nothing else', () => {
    expect([...electron.exposed.keys()]).toEqual(['muster']);
  });

  it('exposes exactly the MusterBridge methods, all functions, and no generic invoke', () => {
    expect(Object.keys(bridge).sort()).toEqual(Object.keys(BRIDGE_METHODS).sort());
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function');
    expect(bridge).not.toHaveProperty('invoke');
    expect(bridge).not.toHaveProperty('send');
  });

  it('sends each call on its own channel, with its arguments and nothing more', async () => {
    const save = { name: 'a save' } as unknown as Parameters<MusterBridge['autosave']>[0];
    const state = { inGame: true, canUndo: true, canRedo: false, canSave: true, canPrint: false };
    const invokes: [() => Promise<unknown>, string, unknown[]][] = [
      [() => bridge.appInfo(), Channel.appInfo, []],
      [() => bridge.listSaves(), Channel.listSaves, []],
      [() => bridge.loadSave('siege'), Channel.loadSave, ['siege']],
      [() => bridge.writeSave(null, save), Channel.writeSave, [null, save]],
      [() => bridge.saveAs(save), Channel.saveAs, [save]],
      [() => bridge.openSave(), Channel.openSave, []],
      [() => bridge.openPending(), Channel.openPending, []],
      [() => bridge.renameSave('siege', 'New'), Channel.renameSave, ['siege', 'New']],
      [() => bridge.deleteSave('siege'), Channel.deleteSave, ['siege']],
      [() => bridge.autosave(save), Channel.autosave, [save]],
      [() => bridge.loadAutosave(), Channel.loadAutosave, []],
      [() => bridge.printSheets({ title: 'T', paper: 'letter', action: 'print' }), Channel.printSheets, [{ title: 'T', paper: 'letter', action: 'print' }]],
    ];
    for (const [call, channel, args] of invokes) {
      electron.invoke.mockClear();
      expect(await call()).toBe('result');
      expect(electron.invoke).toHaveBeenCalledExactlyOnceWith(channel, ...args);
    }
    electron.send.mockClear();
    bridge.setMenuState(state);
    bridge.toggleFullScreen();
    bridge.quit();
    expect(electron.send.mock.calls).toEqual([[Channel.setMenuState, state], [Channel.toggleFullScreen], [Channel.quit]]);
  });

  it('hands the last autosave over synchronously as the page goes, and the ordinary way when main did not take it', () => {
    const save = { name: 'a save' } as unknown as Parameters<MusterBridge['autosave']>[0];
    electron.invoke.mockClear();
    electron.sendSync.mockClear();
    expect(bridge.autosaveOnLeaving(save)).toBe(true);
    expect(electron.sendSync).toHaveBeenCalledExactlyOnceWith(Channel.autosaveOnLeaving, save);
    expect(electron.invoke).not.toHaveBeenCalled();
    // Refused (false), or sendSync failing outright: the ordinary autosave is sent instead (and may not finish).
    electron.sendSync.mockReturnValueOnce(false);
    expect(bridge.autosaveOnLeaving(save)).toBe(false);
    electron.sendSync.mockImplementationOnce(() => {
      throw new Error('gone');
    });
    expect(bridge.autosaveOnLeaving(save)).toBe(false);
    expect(electron.invoke.mock.calls).toEqual([
      [Channel.autosave, save],
      [Channel.autosave, save],
    ]);
  });

  it('sends each net call on its own channel, with its arguments and nothing more', async () => {
    const open: NetOpen = { kind: 'join', address: '192.168.1.20:2567', code: 'K7M2PQ', options: { name: 'Ben' } };
    const action = { type: 'orders', orders: { moves: [] } };
    const invokes: [() => Promise<unknown>, string, unknown[]][] = [
      [() => bridge.netOpen(open), Channel.netOpen, [open]],
      [() => bridge.netAct(action), Channel.netAct, [action]],
      [() => bridge.netSaveText('Siege'), Channel.netSaveText, ['Siege']],
      [() => bridge.netSaveText(), Channel.netSaveText, []],
      [() => bridge.netClose(), Channel.netClose, []],
    ];
    for (const [call, channel, args] of invokes) {
      electron.invoke.mockClear();
      expect(await call()).toBe('result');
      expect(electron.invoke).toHaveBeenCalledExactlyOnceWith(channel, ...args);
    }
    electron.invoke.mockClear();
    electron.send.mockClear();
    bridge.netSend({ type: 'undo' });
    bridge.netSend({ type: 'computer', seat: 1, strength: 'hard' });
    expect(electron.send.mock.calls).toEqual([
      [Channel.netSend, { type: 'undo' }],
      [Channel.netSend, { type: 'computer', seat: 1, strength: 'hard' }],
    ]);
    expect(electron.invoke).toHaveBeenCalledTimes(0);
  });

  it("passes a remote table's events to the listener, payload only, drops what is not one, and unsubscribes", () => {
    const seen: unknown[][] = [];
    const unsubscribe = bridge.onNetEvent((...args: unknown[]) => seen.push(args));
    const notice: NetEvent = { kind: 'notice', text: 'Ben asks to take back his move.' };
    const closed: NetEvent = { kind: 'closed', code: 4403, reason: 'gone' };
    electron.emit(Channel.netEvent, notice);
    electron.emit(Channel.netEvent, { kind: 'format-disk' });
    electron.emit(Channel.netEvent, 'notice');
    electron.emit(Channel.netEvent, null);
    electron.emit(Channel.netEvent, closed);
    // Another channel's message is not a net event.
    electron.emit(Channel.menuCommand, 'undo');
    expect(seen).toEqual([[notice], [closed]]);
    unsubscribe();
    electron.emit(Channel.netEvent, notice);
    expect(seen).toHaveLength(2);
    expect(electron.listeners.get(Channel.netEvent)?.size).toBe(0);
  });

  it('passes menu commands to the listener, drops unknown ones, and unsubscribes', () => {
    const received: MenuCommand[] = [];
    const unsubscribe = bridge.onMenuCommand((command) => received.push(command));
    electron.emit(Channel.menuCommand, 'undo');
    electron.emit(Channel.menuCommand, 'format-disk');
    electron.emit(Channel.menuCommand, { command: 'undo' });
    electron.emit(Channel.menuCommand, 42);
    electron.emit(Channel.menuCommand, 'save-as');
    expect(received).toEqual(['undo', 'save-as']);
    unsubscribe();
    electron.emit(Channel.menuCommand, 'redo');
    expect(received).toEqual(['undo', 'save-as']);
    expect(electron.listeners.get(Channel.menuCommand)?.size).toBe(0);
  });

  it('never hands the IPC event to the page', () => {
    const seen: unknown[][] = [];
    const unsubscribe = bridge.onMenuCommand((...args: unknown[]) => seen.push(args));
    electron.emit(Channel.menuCommand, 'rules');
    unsubscribe();
    expect(seen).toEqual([['rules']]);
  });
});
