// Every IPC channel name, shared by the preload and the main-process gateway.
export const Channel = {
  appInfo: 'app:info',
  listSaves: 'saves:list',
  loadSave: 'saves:load',
  writeSave: 'saves:write',
  saveAs: 'saves:save-as',
  openSave: 'saves:open',
  openPending: 'saves:open-pending',
  renameSave: 'saves:rename',
  deleteSave: 'saves:delete',
  autosave: 'saves:autosave',
  /** Synchronous (ipcRenderer.sendSync): the page is going, and waits only for the save to be taken. */
  autosaveOnLeaving: 'saves:autosave-on-leaving',
  /** While autosave is failing: the game in play after each move, for the window's close question; null once the player left it anyway. */
  gameAtRisk: 'saves:game-at-risk',
  loadAutosave: 'saves:load-autosave',
  printSheets: 'print:sheets',
  setMenuState: 'menu:state',
  toggleFullScreen: 'window:toggle-full-screen',
  quit: 'app:quit',
  netOpen: 'net:open',
  netAct: 'net:act',
  netSend: 'net:send',
  netSaveText: 'net:save-text',
  netClose: 'net:close',
  /** Main to renderer: a menu item or accelerator was used. */
  menuCommand: 'menu:command',
  /** Main to renderer: what the window's remote table says (a NetEvent). */
  netEvent: 'net:event',
} as const;
