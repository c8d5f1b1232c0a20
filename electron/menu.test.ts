import type { BaseWindow, KeyboardEvent, MenuItem, MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { MenuCommand } from '../renderer/contract/menu-commands';
import type { MenuState } from '../renderer/contract/payloads';
import { buildMenuTemplate } from './menu';

const IDLE: MenuState = { inGame: false, canUndo: false, canRedo: false, canSave: false, canPrint: false };
const PLAYING: MenuState = { inGame: true, canUndo: true, canRedo: true, canSave: true, canPrint: true };

function build(platform: NodeJS.Platform, state: MenuState = PLAYING, isDev = false) {
  const sent: MenuCommand[] = [];
  const toggleFullScreen = vi.fn();
  const quit = vi.fn();
  const template = buildMenuTemplate({ state, platform, isDev, send: (c) => sent.push(c), toggleFullScreen, quit });
  return { template, sent, toggleFullScreen, quit };
}

function submenu(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const menu = template.find((item) => item.label?.replace('&', '') === label);
  if (!menu || !Array.isArray(menu.submenu)) throw new Error(`no ${label} menu`);
  return menu.submenu;
}

function item(template: MenuItemConstructorOptions[], menu: string, label: string, index = 0): MenuItemConstructorOptions {
  const found = submenu(template, menu).filter((i) => i.label === label)[index];
  if (!found) throw new Error(`no ${menu} > ${label}`);
  return found;
}

function click(entry: MenuItemConstructorOptions): void {
  if (!entry.click) throw new Error(`${entry.label ?? entry.role} has no click`);
  entry.click({} as MenuItem, undefined as BaseWindow | undefined, {} as KeyboardEvent);
}

const labels = (items: MenuItemConstructorOptions[]) => items.filter((i) => i.type !== 'separator').map((i) => i.label ?? `role:${i.role}`);

describe('buildMenuTemplate on Windows and Linux', () => {
  for (const platform of ['win32', 'linux'] as const) {
    it(`${platform}: File, Edit, View, Help with Alt mnemonics, Quit in File`, () => {
      const { template } = build(platform);
      expect(template.map((m) => m.label)).toEqual(['&File', '&Edit', '&View', '&Help']);
      expect(labels(submenu(template, 'File'))).toEqual([
        'New Game',
        'Continue',
        'Open...',
        'Save',
        'Save As...',
        'Saves...',
        'Print Sheets...',
        'Main Menu',
        'Quit',
      ]);
      expect(labels(submenu(template, 'Edit'))).toEqual(['Undo', 'Redo', 'Redo', 'role:cut', 'role:copy', 'role:paste', 'role:selectAll']);
      expect(labels(submenu(template, 'View'))).toEqual(['Full Screen']);
      expect(labels(submenu(template, 'Help'))).toEqual(['Rules', 'About Muster']);
    });
  }

  it('uses the usual shortcuts', () => {
    const { template } = build('win32');
    const accel = (menu: string, label: string, index = 0) => item(template, menu, label, index).accelerator;
    expect(accel('File', 'New Game')).toBe('CmdOrCtrl+N');
    expect(accel('File', 'Open...')).toBe('CmdOrCtrl+O');
    expect(accel('File', 'Save')).toBe('CmdOrCtrl+S');
    expect(accel('File', 'Save As...')).toBe('CmdOrCtrl+Shift+S');
    expect(accel('File', 'Print Sheets...')).toBe('CmdOrCtrl+P');
    expect(accel('File', 'Quit')).toBe('CmdOrCtrl+Q');
    expect(accel('Edit', 'Undo')).toBe('CmdOrCtrl+Z');
    expect(accel('Edit', 'Redo')).toBe('CmdOrCtrl+Shift+Z');
    expect(accel('Edit', 'Redo', 1)).toBe('Ctrl+Y');
    expect(item(template, 'Edit', 'Redo', 1).visible).toBe(false);
    expect(accel('View', 'Full Screen')).toBe('F11');
    expect(accel('Help', 'Rules')).toBe('F1');
  });
});

describe('buildMenuTemplate on macOS', () => {
  it('starts with the app menu holding About, Hide and Quit; File has no Quit', () => {
    const { template, quit, sent } = build('darwin');
    expect(template.map((m) => m.label ?? `role:${m.role}`)).toEqual(['Muster', 'File', 'Edit', 'View', 'role:windowMenu', 'Help']);
    const app = labels(submenu(template, 'Muster'));
    expect(app).toContain('About Muster');
    expect(app).toContain('role:hide');
    expect(app).toContain('Quit Muster');
    expect(labels(submenu(template, 'File'))).not.toContain('Quit');
    expect(labels(submenu(template, 'Help'))).toEqual(['Rules']);
    expect(labels(submenu(template, 'Edit'))).toEqual(['Undo', 'Redo', 'role:cut', 'role:copy', 'role:paste', 'role:selectAll']);

    const quitItem = item(template, 'Muster', 'Quit Muster');
    expect(quitItem.accelerator).toBe('CmdOrCtrl+Q');
    click(quitItem);
    expect(quit).toHaveBeenCalledTimes(1);
    click(item(template, 'Muster', 'About Muster'));
    expect(sent).toEqual(['about']);
  });

  it('uses Ctrl+Cmd+F for full screen', () => {
    const { template, toggleFullScreen } = build('darwin');
    const full = item(template, 'View', 'Full Screen');
    expect(full.accelerator).toBe('Ctrl+Cmd+F');
    click(full);
    expect(toggleFullScreen).toHaveBeenCalledTimes(1);
  });
});

describe('buildMenuTemplate follows the game state', () => {
  const flags = (state: MenuState) => {
    const { template } = build('linux', state);
    const enabled = (menu: string, label: string, index = 0) => item(template, menu, label, index).enabled !== false;
    return {
      save: enabled('File', 'Save'),
      saveAs: enabled('File', 'Save As...'),
      print: enabled('File', 'Print Sheets...'),
      mainMenu: enabled('File', 'Main Menu'),
      undo: enabled('Edit', 'Undo'),
      redo: enabled('Edit', 'Redo'),
      redoY: enabled('Edit', 'Redo', 1),
      newGame: enabled('File', 'New Game'),
    };
  };

  it('greys out Save, Print, Undo, Redo and Main Menu at the main menu', () => {
    expect(flags(IDLE)).toEqual({ save: false, saveAs: false, print: false, mainMenu: false, undo: false, redo: false, redoY: false, newGame: true });
  });

  it('enables each item by its own flag', () => {
    expect(flags({ ...IDLE, inGame: true, canUndo: true })).toMatchObject({ undo: true, redo: false, save: false, mainMenu: true });
    expect(flags({ ...IDLE, inGame: true, canRedo: true })).toMatchObject({ undo: false, redo: true, redoY: true });
    expect(flags({ ...IDLE, inGame: true, canSave: true })).toMatchObject({ save: true, saveAs: true, print: false });
    expect(flags({ ...IDLE, inGame: true, canPrint: true })).toMatchObject({ save: false, print: true });
  });
});

describe('buildMenuTemplate sends commands', () => {
  it('each item sends its command through send', () => {
    const cases: [string, string, MenuCommand, number?][] = [
      ['File', 'New Game', 'new-game'],
      ['File', 'Continue', 'continue'],
      ['File', 'Open...', 'open'],
      ['File', 'Save', 'save'],
      ['File', 'Save As...', 'save-as'],
      ['File', 'Saves...', 'saves'],
      ['File', 'Print Sheets...', 'print'],
      ['File', 'Main Menu', 'main-menu'],
      ['Edit', 'Undo', 'undo'],
      ['Edit', 'Redo', 'redo'],
      ['Edit', 'Redo', 'redo', 1],
      ['Help', 'Rules', 'rules'],
      ['Help', 'About Muster', 'about'],
    ];
    for (const [menu, label, command, index] of cases) {
      const { template, sent, quit, toggleFullScreen } = build('win32');
      click(item(template, menu, label, index));
      expect(sent, `${menu} > ${label}`).toEqual([command]);
      expect(quit).not.toHaveBeenCalled();
      expect(toggleFullScreen).not.toHaveBeenCalled();
    }
  });

  it('Quit and Full Screen call their functions and send nothing', () => {
    const { template, sent, quit, toggleFullScreen } = build('win32');
    click(item(template, 'File', 'Quit'));
    click(item(template, 'View', 'Full Screen'));
    expect(quit).toHaveBeenCalledTimes(1);
    expect(toggleFullScreen).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('offers the developer tools only in development', () => {
    const roles = (isDev: boolean) => submenu(build('linux', PLAYING, isDev).template, 'View').map((i) => i.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(true)).toContain('toggleDevTools');
  });
});
