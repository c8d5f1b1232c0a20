// The host inside Electron: everything goes through the preload's named methods on window.muster.
import type { Host } from './host';
import type { MusterBridge } from '../contract/bridge';

declare global {
  interface Window {
    muster?: MusterBridge;
  }
}

export function createElectronHost(bridge: MusterBridge): Host {
  // Spelled out, not spread: the bridge is a frozen proxy object from contextBridge.
  return {
    kind: 'electron',
    appInfo: () => bridge.appInfo(),
    listSaves: () => bridge.listSaves(),
    loadSave: (id) => bridge.loadSave(id),
    writeSave: (id, save) => bridge.writeSave(id, save),
    saveAs: (save) => bridge.saveAs(save),
    openSave: () => bridge.openSave(),
    openPending: () => bridge.openPending(),
    renameSave: (id, name) => bridge.renameSave(id, name),
    deleteSave: (id) => bridge.deleteSave(id),
    autosave: (save) => bridge.autosave(save),
    autosaveOnLeaving: (save) => bridge.autosaveOnLeaving(save),
    gameAtRisk: (save) => bridge.gameAtRisk(save),
    loadAutosave: () => bridge.loadAutosave(),
    printSheets: (request) => bridge.printSheets(request),
    setMenuState: (state) => bridge.setMenuState(state),
    onMenuCommand: (listener) => bridge.onMenuCommand(listener),
    toggleFullScreen: () => bridge.toggleFullScreen(),
    quit: () => bridge.quit(),
    netOpen: (request) => bridge.netOpen(request),
    netAct: (action) => bridge.netAct(action),
    netSend: (message) => bridge.netSend(message),
    netSaveText: (name) => bridge.netSaveText(name),
    netClose: () => bridge.netClose(),
    onNetEvent: (listener) => bridge.onNetEvent(listener),
  };
}
