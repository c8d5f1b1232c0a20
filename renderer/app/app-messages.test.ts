// Messages and the game they are about: those left from before (the last game's "Saved", a file
// that would not open) are taken down when a game opens, so they never lie over the new table.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, madeHere } from './app';
import type { Host } from './host';
import type { GameMode } from '../games/mode';
import { freeTable } from '../games/free-table/rules';
import { sampleSave } from '../testing/save-fixture';
import { formatWhen } from './dates';

const mode = { id: 'free-table', title: 'Free Table', game: freeTable, defaultSetup: () => ({ options: freeTable.defaultOptions, players: [] }) } as unknown as GameMode;
const players = [{ name: 'Ann', control: 'human' as const, strength: 'normal' as const }];

function fixture() {
  const host = {
    kind: 'browser',
    onMenuCommand: () => () => undefined,
    setMenuState: () => undefined,
    listSaves: async () => [],
    autosave: async () => ({ ok: true }),
  } as unknown as Host;
  const app = new App(host, [mode], undefined, () => new Date('2026-12-02T12:00:00Z'));
  app.stage = { play: () => undefined, showBackdrop: () => undefined, thumbnail: async () => undefined } as never;
  return app;
}

beforeEach(() => vi.stubGlobal('document', { title: '', getElementById: () => null, body: { classList: { toggle: () => undefined } } }));
afterEach(() => vi.unstubAllGlobals());

describe('messages when a game opens', () => {
  it('a new game takes down the messages about what came before', () => {
    const app = fixture();
    app.toast('Saved "Tiny battle".', 'success');
    app.toast('Muster could not open "notes.txt": the file is not a Muster save.', 'error');
    app.newGame('free-table', { options: freeTable.defaultOptions, players });
    expect(app.state.phase).toBe('game');
    expect(app.state.toasts).toEqual([]);
  });

  it("a save opened takes them down too, and keeps its own notice (a backup loaded instead)", async () => {
    const app = fixture();
    app.toast('Muster could not open "notes.txt": the file is not a Muster save.', 'error');
    const save = sampleSave({ name: 'Ford' });
    expect(await app.resume({ ok: true, id: 'save-1', save, notice: 'Its backup was loaded instead.' }, '')).toBe(true);
    expect(app.state.toasts.map((t) => t.text)).toEqual(['Its backup was loaded instead.']);
  });

  it("says when a backup loaded instead was saved as the rest of the app says a time, never as an ISO stamp", async () => {
    const app = fixture();
    const save = sampleSave({ name: 'Ford' });
    const savedAt = '2026-12-01T08:12:03.123Z';
    expect(await app.resume({ ok: true, id: 'save-1', save, notice: 'Its backup was loaded instead.', backupSavedAt: savedAt }, '')).toBe(true);
    expect(app.state.toasts.map((t) => t.text)).toEqual([`Its backup was loaded instead. The backup is from ${formatWhen(savedAt, new Date('2026-12-02T12:00:00Z'))}.`]);
    expect(app.state.toasts[0]?.text).not.toContain('2026-12-01T');
  });
});

describe('Undo with nothing it may take back', () => {
  it('says, over a log of moves, that the last one stands because its outcome was seen, not "Nothing to undo." alone', () => {
    const app = fixture();
    app.newGame('free-table', { options: freeTable.defaultOptions, players });
    app.undo();
    expect(app.state.toasts.map((t) => t.text)).toEqual(['Nothing to undo.']);
    // A move the game keeps (orders carried out, dice seen): Undo cannot cross it.
    const session = app.state.session!;
    session.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: '1' }, x: 100, y: 100, angle: 0 } as never);
    Object.defineProperty(session, 'canUndo', { get: () => false });
    app.undo();
    expect(app.state.toasts.map((t) => t.text)).toEqual(['Nothing to undo.', 'Nothing to undo. The last move’s outcome has been seen, so it stands.']);
  });
});

describe("a game's bar on Undo (the other player's secret orders)", () => {
  it('greys the menu\'s Undo while it holds, says why when pressed all the same, and lifts with it', () => {
    const app = fixture();
    const menu = vi.fn();
    (app.host as unknown as { setMenuState: typeof menu }).setMenuState = menu;
    app.newGame('free-table', { options: freeTable.defaultOptions, players });
    const session = app.state.session!;
    let bar: string | null = "Anna's orders are given in secret and stay as given.";
    app.state.ui!.undoBarred = () => bar;
    session.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: '1' }, x: 100, y: 100, angle: 0 } as never);
    expect(menu).toHaveBeenLastCalledWith(expect.objectContaining({ canUndo: false }));
    expect(app.undoBarred()).toBe(bar);
    app.undo();
    expect(app.state.toasts.map((t) => t.text)).toEqual([bar]);
    expect(session.history.cursor).toBe(1);
    bar = null;
    app.syncMenu();
    expect(menu).toHaveBeenLastCalledWith(expect.objectContaining({ canUndo: true }));
    app.undo();
    expect(session.history.cursor).toBe(0);
  });
});

describe('windows closed together (New game from the menu, a game opened)', () => {
  it('answer a question left open Cancel, so what waited on it goes on (a Save As waiting on its name held every later save)', async () => {
    const app = fixture();
    await app.ready().catch(() => undefined);
    const name = app.prompt('Save as', 'Name', 'Ford', 'Save');
    const sure = app.confirm('Delete save?', 'Delete “Ford”?', 'Delete', true);
    expect(app.state.dialogs).toHaveLength(2);
    await app.command('new-game');
    expect(app.state.dialogs).toEqual([]);
    const within = <T,>(p: Promise<T>) => Promise.race([p, new Promise<'never answered'>((r) => setTimeout(() => r('never answered'), 50))]);
    expect(await within(name)).toBeNull();
    expect(await within(sure)).toBe(false);
  });
});

describe('a message said again', () => {
  it('shows once, for as long as from the last time it was said, not once for every press', () => {
    vi.useFakeTimers();
    try {
      const app = fixture();
      // Ctrl+Z held down, or pressed four times, with nothing to undo.
      for (let i = 0; i < 4; i++) {
        app.toast('Nothing to undo.', 'info');
        vi.advanceTimersByTime(1000);
      }
      app.toast('Saved "Ford".', 'success');
      expect(app.state.toasts.map((t) => t.text)).toEqual(['Nothing to undo.', 'Saved “Ford”.']);
      // 4.5 s after the first press it is still up: the last press was only 1.5 s ago.
      vi.advanceTimersByTime(500);
      expect(app.state.toasts.map((t) => t.text)).toContain('Nothing to undo.');
      // 4.5 s after the last press it goes.
      vi.advanceTimersByTime(3000);
      expect(app.state.toasts.map((t) => t.text)).toEqual(['Saved “Ford”.']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the table's refusals and hints, once a person here moves", () => {
  const place = { type: 'place', spec: { kind: 'token', colour: 'red', label: '' }, x: 20, y: 20, angle: 0 };

  it('go when a person at this computer makes a move: they were about the table before it ("Turn a card first" lay over it for nine seconds, four deep)', async () => {
    vi.useFakeTimers();
    try {
      const app = fixture();
      app.newGame('free-table', { options: freeTable.defaultOptions, players });
      app.state.ui!.toast('White d6: 4. Total 4.', 'success');
      app.state.ui!.toast('Turn a card first: Red turns the next card.', 'error');
      app.state.ui!.toast('Select one or more dice to throw.', 'info');
      app.toast('Muster could not save “Ford”: the disk is full.', 'error');
      await vi.advanceTimersByTimeAsync(1);
      expect(app.state.toasts).toHaveLength(4);
      expect(app.state.session!.act(place as never, 0)).toBeNull();
      // What the table told, and the app's own messages, stay their time.
      expect(app.state.toasts.map((t) => t.text)).toEqual(['White d6: 4. Total 4.', 'Muster could not save “Ford”: the disk is full.']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('said along with the move (in the same task), a refusal stays for it', async () => {
    vi.useFakeTimers();
    try {
      const app = fixture();
      app.newGame('free-table', { options: freeTable.defaultOptions, players });
      app.state.ui!.toast('That unit is not on the table.', 'error');
      expect(app.state.session!.act(place as never, 0)).toBeNull();
      expect(app.state.toasts.map((t) => t.text)).toEqual(['That unit is not on the table.']);
      // The next move, later, takes it down.
      await vi.advanceTimersByTimeAsync(1);
      expect(app.state.session!.act(place as never, 0)).toBeNull();
      expect(app.state.toasts).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a computer's move, or across machines another player's, is not one made here", () => {
    const players3 = [
      { name: 'Ann', control: 'human' as const, strength: 'normal' as const },
      { name: 'Computer', control: 'computer' as const, strength: 'normal' as const },
      { name: 'Bo', control: 'human' as const, strength: 'normal' as const },
    ];
    const here = { players: players3, viewer: 0 };
    expect([0, 1, 2].map((seat) => madeHere(here, seat, false))).toEqual([true, false, true]);
    expect([0, 1, 2].map((seat) => madeHere(here, seat, true))).toEqual([true, false, false]);
  });
});
