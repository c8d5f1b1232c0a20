// The sandboxed preload: exposes window.muster with named methods, each bound to its own channel.
// Never a generic invoke: the page can ask for exactly these things and nothing else.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { Channel } from '../renderer/contract/channels';
import { isMenuCommand } from '../renderer/contract/menu-commands';
import type { MusterBridge } from '../renderer/contract/bridge';

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
};

contextBridge.exposeInMainWorld('muster', bridge);
