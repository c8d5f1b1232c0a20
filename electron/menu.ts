// The application menu as data. Pure: main.ts turns the template into a Menu and rebuilds it
// whenever the renderer reports a new MenuState (so Undo greys out when there is nothing to undo).
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../renderer/contract/menu-commands';
import type { MenuState } from '../renderer/contract/payloads';

export const APP_NAME = 'Muster';

export interface MenuOptions {
  state: MenuState;
  platform: NodeJS.Platform;
  /** Not packaged: adds Reload and the developer tools. */
  isDev: boolean;
  send: (command: MenuCommand) => void;
  toggleFullScreen: () => void;
  quit: () => void;
}

export function buildMenuTemplate({ state, platform, isDev, send, toggleFullScreen, quit }: MenuOptions): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const command = (label: string, cmd: MenuCommand, extra: MenuItemConstructorOptions = {}): MenuItemConstructorOptions => ({
    label,
    click: () => send(cmd),
    ...extra,
  });
  // Alt+F and friends on Windows and Linux; macOS would show the '&'.
  const top = (label: string): string => (mac ? label : `&${label}`);
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  const quitItem: MenuItemConstructorOptions = {
    label: mac ? `Quit ${APP_NAME}` : 'Quit',
    accelerator: 'CmdOrCtrl+Q',
    click: () => quit(),
  };
  const about = command(`About ${APP_NAME}`, 'about');

  const appMenu: MenuItemConstructorOptions = {
    label: APP_NAME,
    submenu: [
      about,
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      quitItem,
    ],
  };

  const file: MenuItemConstructorOptions = {
    label: top('File'),
    submenu: [
      command('New Game', 'new-game', { accelerator: 'CmdOrCtrl+N' }),
      command('Continue', 'continue'),
      command('Open...', 'open', { accelerator: 'CmdOrCtrl+O' }),
      separator,
      command('Save', 'save', { accelerator: 'CmdOrCtrl+S', enabled: state.canSave }),
      command('Save As...', 'save-as', { accelerator: 'CmdOrCtrl+Shift+S', enabled: state.canSave }),
      command('Saves...', 'saves'),
      separator,
      command('Print Sheets...', 'print', { accelerator: 'CmdOrCtrl+P', enabled: state.canPrint }),
      separator,
      command('Main Menu', 'main-menu', { enabled: state.inGame }),
      ...(mac ? [] : [separator, quitItem]),
    ],
  };

  const edit: MenuItemConstructorOptions = {
    label: top('Edit'),
    submenu: [
      // While Undo is disabled its accelerator is not taken, so Ctrl+Z reaches text fields.
      command('Undo', 'undo', { accelerator: 'CmdOrCtrl+Z', enabled: state.canUndo }),
      command('Redo', 'redo', { accelerator: 'CmdOrCtrl+Shift+Z', enabled: state.canRedo }),
      // Windows and Linux players also expect Ctrl+Y; a hidden item still answers its accelerator there.
      ...(mac ? [] : [command('Redo', 'redo', { accelerator: 'Ctrl+Y', enabled: state.canRedo, visible: false })]),
      separator,
      // Text fields (save names, seat names) need the clipboard roles to work at all.
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };

  // No page zoom items: the table has its own camera zoom, and page zoom would blur the canvas.
  const view: MenuItemConstructorOptions = {
    label: top('View'),
    submenu: [
      { label: 'Full Screen', accelerator: mac ? 'Ctrl+Cmd+F' : 'F11', click: () => toggleFullScreen() },
      ...(isDev ? [separator, { role: 'reload' } as const, { role: 'toggleDevTools' } as const] : []),
    ],
  };

  const help: MenuItemConstructorOptions = {
    label: top('Help'),
    // macOS adds its Help search box to the menu with this role.
    ...(mac ? { role: 'help' as const } : {}),
    submenu: [command('Rules', 'rules', { accelerator: 'F1' }), ...(mac ? [] : [separator, about])],
  };

  return [
    ...(mac ? [appMenu] : []),
    file,
    edit,
    view,
    ...(mac ? [{ role: 'windowMenu' } as const] : []),
    help,
  ];
}
