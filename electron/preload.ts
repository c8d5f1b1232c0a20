// The sandboxed preload: exposes window.muster with named methods, each bound to its own channel.
// Never a generic invoke: the page can ask for exactly these things and nothing else.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { Channel } from '../renderer/contract/channels';
import { isMenuCommand } from '../renderer/contract/menu-commands';
import type { MusterBridge, NetEvent } from '../renderer/contract/bridge';

const NET_EVENT_KINDS: ReadonlySet<unknown> = new Set<NetEvent['kind']>(['update', 'notice', 'closed', 'connection']);
const isNetEvent = (value: unknown): value is NetEvent =>
  typeof value === 'object' && value !== null && NET_EVENT_KINDS.has((value as { kind?: unknown }).kind);

const bridge: MusterBridge = {
  appInfo: () => ipcRenderer.invoke(Channel.appInfo),
  listSaves: () => ipcRenderer.invoke(Channel.listSaves),
  loadSave: (id) => ipcRenderer.invoke(Channel.loadSave, id),
  writeSave: (id, save) => ipcRenderer.invoke(Channel.writeSave, id, save),
  saveAs: (save) => ipcRenderer.invoke(Channel.saveAs, save),
  openSave: () => ipcRenderer.invoke(Channel.openSave),
  openPending: () => ipcRenderer.invoke(Channel.openPending),
  renameSave: (id, name) => ipcRenderer.invoke(Channel.renameSave, id, name),
  deleteSave: (id) => ipcRenderer.invoke(Channel.deleteSave, id),
  autosave: (save) => ipcRenderer.invoke(Channel.autosave, save),
  // Synchronous: the page waits (a moment) until main has the save, so closing cannot drop it.
  // Refused or failed, it goes the ordinary way, which main takes while the page's frame lasts.
  autosaveOnLeaving: (save) => {
    let taken: unknown = false;
    try {
      taken = ipcRenderer.sendSync(Channel.autosaveOnLeaving, save);
    } catch {
      // Handled below.
    }
    if (taken !== true) void ipcRenderer.invoke(Channel.autosave, save).catch(() => undefined);
    return taken === true;
  },
  gameAtRisk: (save) => ipcRenderer.send(Channel.gameAtRisk, save),
  loadAutosave: () => ipcRenderer.invoke(Channel.loadAutosave),
  printSheets: (request) => ipcRenderer.invoke(Channel.printSheets, request),
  setMenuState: (state) => ipcRenderer.send(Channel.setMenuState, state),
  onMenuCommand: (listener) => {
    // The page gets the command only: never the IPC event, which would leak ipcRenderer.
    const forward = (_event: IpcRendererEvent, command: unknown): void => {
      if (isMenuCommand(command)) listener(command);
    };
    ipcRenderer.on(Channel.menuCommand, forward);
    return () => {
      ipcRenderer.removeListener(Channel.menuCommand, forward);
    };
  },
  toggleFullScreen: () => ipcRenderer.send(Channel.toggleFullScreen),
  quit: () => ipcRenderer.send(Channel.quit),
  netOpen: (request) => ipcRenderer.invoke(Channel.netOpen, request),
  netAct: (action) => ipcRenderer.invoke(Channel.netAct, action),
  netSend: (message) => ipcRenderer.send(Channel.netSend, message),
  // No name, no argument: the channel takes an optional one.
  netSaveText: (name) => (name === undefined ? ipcRenderer.invoke(Channel.netSaveText) : ipcRenderer.invoke(Channel.netSaveText, name)),
  netClose: () => ipcRenderer.invoke(Channel.netClose),
  onNetEvent: (listener) => {
    // As with menu commands: the event's payload only, never the IPC event.
    const forward = (_event: IpcRendererEvent, event: unknown): void => {
      if (isNetEvent(event)) listener(event);
    };
    ipcRenderer.on(Channel.netEvent, forward);
    return () => {
      ipcRenderer.removeListener(Channel.netEvent, forward);
    };
  },
};

contextBridge.exposeInMainWorld('muster', bridge);
