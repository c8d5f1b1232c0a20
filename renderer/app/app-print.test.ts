import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import type { Host } from './host';
import type { GameMode } from '../games/mode';
import type { SheetSet } from '../kits/print/layout/layout';
import type { Face } from '../kits/print/SheetPages';
import { freeTable } from '../games/free-table/rules';

/** A mode as the menu and the Print dialog see it: only what they read. */
function mode(id: string, sheets: boolean): GameMode {
  const setup = vi.fn((_match: unknown, seed: number) => ({ id, seed }));
  return {
    id,
    title: `Game ${id}`,
    defaultSetup: () => ({ options: {}, players: [] }),
    game: { setup },
    ...(sheets ? { sheetSet: (state: { id: string; seed: number }): SheetSet<Face> => ({ title: `${state.id} sheets`, sections: [] }) } : {}),
  } as unknown as GameMode;
}

function host(): Host & { setMenuState: ReturnType<typeof vi.fn> } {
  return { kind: 'browser', onMenuCommand: () => () => undefined, setMenuState: vi.fn() } as unknown as Host & { setMenuState: ReturnType<typeof vi.fn> };
}

beforeEach(() => vi.stubGlobal('document', { title: '', getElementById: () => null }));
afterEach(() => vi.unstubAllGlobals());

describe('Print from the app', () => {
  it('from the main menu offers every game with sheets, each as a new game of its default set-up', () => {
    const app = new App(host(), [mode('a', true), mode('b', false), mode('c', true)]);
    app.store.set({ phase: 'menu' });
    const sources = app.sheetSources();
    expect(sources.map((s) => [s.id, s.title])).toEqual([
      ['a', 'Game a'],
      ['c', 'Game c'],
    ]);
    expect(sources[1]!.build().title).toBe('c sheets');
  });

  it("enables the app menu's Print on the main menu when any game prints, and not when none does", () => {
    const h = host();
    const app = new App(h, [mode('a', false), mode('b', true)]);
    app.store.set({ phase: 'menu' });
    app.syncMenu();
    expect(h.setMenuState).toHaveBeenLastCalledWith(expect.objectContaining({ canPrint: true }));
    const none = host();
    const plain = new App(none, [mode('a', false)]);
    plain.store.set({ phase: 'menu' });
    plain.syncMenu();
    expect(none.setMenuState).toHaveBeenLastCalledWith(expect.objectContaining({ canPrint: false }));
  });

  it("greys the app menu's Save, Undo, Redo and Print while a dialog is open, and gives them back when it closes", () => {
    const h = host();
    const app = new App(h, [mode('a', true)]);
    app.store.set({ phase: 'menu' });
    app.syncMenu();
    expect(h.setMenuState).toHaveBeenLastCalledWith(expect.objectContaining({ canPrint: true }));
    app.openDialog({ kind: 'about' });
    expect(h.setMenuState).toHaveBeenLastCalledWith(expect.objectContaining({ canPrint: false }));
    app.closeDialogs();
    expect(h.setMenuState).toHaveBeenLastCalledWith(expect.objectContaining({ canPrint: true }));
    app.store.set({ phase: 'game' });
    app.syncMenu();
    expect(h.setMenuState).toHaveBeenLastCalledWith(expect.objectContaining({ canSave: true }));
    app.openDialog({ kind: 'about' });
    expect(h.setMenuState).toHaveBeenLastCalledWith(expect.objectContaining({ canSave: false, canUndo: false, canRedo: false }));
    app.closeDialogs();
    expect(h.setMenuState).toHaveBeenLastCalledWith(expect.objectContaining({ canSave: true }));
  });

  it('opens the Print dialog, or says there is nothing to print', () => {
    const app = new App(host(), [mode('a', true)]);
    app.store.set({ phase: 'menu' });
    app.print();
    expect(app.state.dialogs).toEqual([{ kind: 'print' }]);
    const plain = new App(host(), [mode('a', false)]);
    plain.store.set({ phase: 'menu' });
    plain.print();
    expect(plain.state.dialogs).toEqual([]);
    expect(plain.state.toasts.map((t) => t.text)).toEqual(['No game has sheets to print.']);
  });

  it("prints a game in progress as everyone at the table may see it: one side's secrets stay off the sheets, whoever is at the mouse", () => {
    // A game of secret orders: the red side has given theirs; the sheets would print what they are given.
    type Secret = { field: string; orders: (string | null)[] };
    const secretive = {
      id: 's',
      title: 'Secrets',
      game: { playerView: (s: Secret, seat: number | null) => ({ ...s, orders: s.orders.map((o, i) => (i === seat ? o : o && 'given')) }) },
      sheetSet: (s: Secret): SheetSet<Face> => ({ title: `${s.field}; orders: ${s.orders.join(', ')}`, sections: [] }),
    } as unknown as GameMode;
    const app = new App(host(), [secretive]);
    const session = { name: 'Secrets, turn 2', state: { field: 'the field', orders: ['advance on the left', null] }, viewer: 0 };
    app.store.set({ phase: 'game', mode: secretive, session: session as never });
    expect(app.sheetSources()[0]!.build().title).toBe('the field; orders: given, ');
  });

  it('says so in words when the page has nowhere to lay the sheets out', async () => {
    const app = new App(host(), [mode('a', true)]);
    expect(await app.printPages([], { title: 'x', paper: 'a4', action: 'pdf' })).toEqual({
      ok: false,
      message: 'Muster could not find where to lay the sheets out for printing.',
    });
  });

  it('prints under the name Save As gave, though Print was opened while that save was still being written', async () => {
    // The Save As window answered "Ford"; the write (and the autosave that follows it) takes a moment.
    let written: () => void = () => undefined;
    const writing = new Promise<void>((r) => (written = r));
    const saving = {
      ...host(),
      appInfo: async () => ({ name: 'Muster', version: '0.1.0', host: 'browser', platform: 'test', versions: {}, savesLocation: '' }),
      listSaves: async () => [],
      loadAutosave: async () => null,
      openPending: async () => null,
      autosave: async () => ({ ok: true }),
      saveAs: async (save: { name: string }) => (await writing, { ok: true, summary: { id: 'save-1', name: 'Ford', gameId: 'free-table', gameTitle: 'Free Table', progress: '', savedAt: save.name, autosave: false } }),
    } as unknown as Host;
    const table = { id: 'free-table', title: 'Free Table', game: freeTable, defaultSetup: () => ({ options: freeTable.defaultOptions, players: [] }), sheetSet: (): SheetSet<Face> => ({ title: 'table', sections: [] }) } as unknown as GameMode;
    const app = new App(saving, [table]);
    app.stage = { play: () => undefined, showBackdrop: () => undefined, thumbnail: async () => undefined };
    await app.ready();
    app.newGame('free-table', { options: freeTable.defaultOptions, players: [{ name: 'Ann', control: 'human', strength: 'normal' }] });
    const saved = app.saveAs();
    // Ctrl+P at once: the Print window opens on the game as it stands.
    await new Promise((r) => setTimeout(r, 0));
    app.print();
    const [source] = app.sheetSources();
    written();
    expect(await saved).toBe(true);
    // What the open Print window shows and sends to the printer is the new name, not the old one.
    expect(source!.title).toBe('Ford');
  });
});
