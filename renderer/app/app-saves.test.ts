// The saves as the main menu shows them: Continue follows the list, so a save deleted from the
// Load dialog is not still offered by Continue (which would then refuse it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import type { Host } from './host';
import type { SaveSummary } from '../contract/bridge';
import type { SaveEnvelope } from '../contract/save-format';
import type { GameMode } from '../games/mode';
import { freeTable } from '../games/free-table/rules';
import { sampleSave } from '../testing/save-fixture';
import { RemoteSession } from '../net/remote-session';
import { createTabGuard, ANSWER_MS, type TabGuard } from './tab-guard';
import { Sleeper, claimMarks, tabChannels } from '../testing/tabs';

const summary = (id: string, name: string): SaveSummary => ({
  id,
  name,
  gameId: 'free-table',
  gameTitle: 'Free Table',
  progress: '1 piece on the table',
  savedAt: '2026-12-02T12:00:00.000Z',
  autosave: id === 'autosave',
});

function fixture(saves: SaveSummary[]) {
  let list = [...saves];
  const host = {
    kind: 'browser',
    onMenuCommand: () => () => undefined,
    setMenuState: () => undefined,
    openPending: async () => null,
    appInfo: async () => ({ name: 'Muster', version: '0.1.0', host: 'browser', platform: 'test', versions: {}, savesLocation: '' }),
    listSaves: async () => [...list],
    deleteSave: async (id: string) => ((list = list.filter((s) => s.id !== id)), { ok: true }),
  } as unknown as Host;
  return new App(host, []);
}

beforeEach(() => vi.stubGlobal('document', { title: '', getElementById: () => null }));
afterEach(() => vi.unstubAllGlobals());

describe('deleting a save from the Load dialog', () => {
  it('takes the autosave off the main menu: Continue is no longer offered for it', async () => {
    const app = fixture([summary('autosave', 'Ford'), summary('save-1', 'Ambush')]);
    await app.ready();
    expect(app.state.autosave?.name).toBe('Ford');
    expect(await app.deleteSave(summary('autosave', 'Ford'))).toBe(true);
    expect(app.state.autosave).toBeNull();
    expect(app.state.toasts.at(-1)?.text).toBe('Deleted “Ford”.');
  });

  it('says, when it is the autosave of the game in play, that the game is autosaved again with its next move', async () => {
    const { app } = hostWith(sampleSave({ name: 'Ford' }));
    await app.ready();
    await app.continueGame();
    expect(await app.deleteSave(summary('autosave', 'Ford'))).toBe(true);
    expect(app.state.toasts.at(-1)?.text).toBe('Deleted the autosave; the game in play, “Ford”, is autosaved again with its next move.');
  });

  it('leaves Continue as it was when another save is deleted', async () => {
    const app = fixture([summary('autosave', 'Ford'), summary('save-1', 'Ambush')]);
    await app.ready();
    await app.deleteSave(summary('save-1', 'Ambush'));
    expect(app.state.autosave?.name).toBe('Ford');
  });
});

const mode = { id: 'free-table', title: 'Free Table', game: freeTable, defaultSetup: () => ({ options: freeTable.defaultOptions, players: [] }) } as unknown as GameMode;
const players = [{ name: 'Ann', control: 'human' as const, strength: 'normal' as const }];

/** A host holding an autosave and named saves, which records what is written. */
function hostWith(autosave: SaveEnvelope | null, named: Record<string, SaveEnvelope> = {}) {
  named = { ...named };
  const writes: { id: string | null; save: SaveEnvelope }[] = [];
  const saveAses: SaveEnvelope[] = [];
  const autosaves: SaveEnvelope[] = [];
  const loads: string[] = [];
  const listed = (id: string, save: SaveEnvelope): SaveSummary => ({ ...summary(id, save.name), seed: save.seed, savedAt: save.savedAt, progress: save.progress });
  const host = {
    kind: 'browser',
    onMenuCommand: () => () => undefined,
    setMenuState: () => undefined,
    openPending: async () => null,
    appInfo: async () => ({ name: 'Muster', version: '0.1.0', host: 'browser', platform: 'test', versions: {}, savesLocation: '' }),
    listSaves: async () => [...(autosave ? [listed('autosave', autosave)] : []), ...Object.entries(named).map(([id, save]) => listed(id, save))],
    loadAutosave: async () => (autosave ? { ok: true, id: 'autosave', save: autosave } : null),
    loadSave: async (id: string) => {
      loads.push(id);
      const save = named[id];
      return save ? { ok: true, id, save } : { ok: false, message: 'gone' };
    },
    writeSave: async (id: string | null, save: SaveEnvelope) => (writes.push({ id, save }), { ok: true, summary: summary('save-9', save.name) }),
    autosave: async (save: SaveEnvelope) => (autosaves.push(save), (autosave = save), { ok: true }),
    renameSave: async (id: string, name: string) => ((named[id] = { ...named[id]!, name }), { ok: true }),
    deleteSave: async (id: string) => (delete named[id], { ok: true }),
    saveAs: async (save: SaveEnvelope) => (saveAses.push(save), (named['save-8'] = save), { ok: true, summary: summary('save-8', save.name) }),
  } as unknown as Host;
  const app = new App(host, [mode]);
  app.stage = { play: () => undefined, showBackdrop: () => undefined, thumbnail: async () => undefined };
  return { app, writes, saveAses, autosaves, loads };
}

const asked = (app: App) => app.state.dialogs.find((d) => d.kind === 'confirm');
const answer = async (app: App, reply: boolean | 'alternative') => {
  for (let i = 0; i < 20 && !asked(app); i++) await new Promise((r) => setTimeout(r, 0));
  const dialog = asked(app);
  if (dialog?.kind !== 'confirm') throw new Error('nothing was asked');
  dialog.resolve(reply);
};

describe('a new game or another save over the game Continue opens', () => {
  // Moved on from the save it came from: the token moved after "Ford" was saved.
  const unsaved = sampleSave({ name: 'Ford', cursor: 2, savedAt: '2026-12-02T12:05:00.000Z' });
  const ford = sampleSave({ name: 'Ford', cursor: 1, progress: unsaved.progress });
  const other = sampleSave({ name: 'Other', seed: 7 });

  it('asks when that game has moves no save holds; Save keeps it under its name before the new game starts', async () => {
    const { app, writes } = hostWith(unsaved, { 'save-2': other });
    await app.ready();
    const started = app.startNewGame('free-table', { options: freeTable.defaultOptions, players });
    await answer(app, true);
    expect(await started).toBe(true);
    expect(writes).toEqual([{ id: null, save: unsaved }]);
    expect(app.state.phase).toBe('game');
  });

  it('saves it into its own save when it was saved before and played on (not a second save of that name)', async () => {
    const { app, writes } = hostWith(unsaved, { 'save-1': { ...ford, name: 'Ford at dawn' } });
    await app.ready();
    const started = app.startNewGame('free-table', { options: freeTable.defaultOptions, players });
    await answer(app, true);
    expect(await started).toBe(true);
    expect(writes).toEqual([{ id: 'save-1', save: { ...unsaved, name: 'Ford at dawn' } }]);
  });

  it('starts nothing on Cancel, and lets the game go on Don’t save', async () => {
    const { app, writes } = hostWith(unsaved, { 'save-2': other });
    await app.ready();
    const cancelled = app.startNewGame('free-table', { options: freeTable.defaultOptions, players });
    await answer(app, false);
    expect(await cancelled).toBe(false);
    expect(app.state.phase).toBe('menu');
    const loaded = app.loadSave('save-2');
    await answer(app, 'alternative');
    expect(await loaded).toBe(true);
    expect(app.state.session?.name).toBe('Other');
    expect(writes).toEqual([]);
  });

  it('asks too when the autosave is damaged and its good backup holds the game (the next game’s autosaves would replace it)', async () => {
    const { app, writes } = hostWith(unsaved);
    const damaged = { ...summary('autosave', 'autosave.muster'), problem: 'Muster could not open "autosave.muster": the file is cut short.', backup: { savedAt: unsaved.savedAt, progress: unsaved.progress } };
    (app.host as unknown as { listSaves(): Promise<SaveSummary[]> }).listSaves = async () => [damaged];
    await app.ready();
    const started = app.startNewGame('free-table', { options: freeTable.defaultOptions, players });
    await answer(app, true);
    expect(await started).toBe(true);
    expect(writes).toEqual([{ id: null, save: unsaved }]);
  });

  it('asks nothing about a game played to its end (as "Another battle" does not)', async () => {
    const f = hostWith(unsaved);
    const over = { ...mode, game: { ...freeTable, result: (state: unknown) => (state === null ? null : { winners: [0], draw: false, text: 'Ann won.' }) } } as unknown as GameMode;
    const app = new App(f.app.host, [over]);
    app.stage = f.app.stage;
    await app.ready();
    expect(await app.startNewGame('free-table', { options: freeTable.defaultOptions, players })).toBe(true);
    expect(asked(app)).toBeUndefined();
    expect(f.writes).toEqual([]);
  });

  it('asks nothing when a save holds it as it stands (whatever its name and time), or it has no moves', async () => {
    const held = hostWith(unsaved, { 'save-1': { ...unsaved, name: 'Renamed', savedAt: '2026-12-02T12:04:00.000Z' } });
    const fresh = hostWith(sampleSave({ log: [], cursor: 0 }));
    for (const f of [held, fresh]) {
      await f.app.ready();
      expect(await f.app.startNewGame('free-table', { options: freeTable.defaultOptions, players })).toBe(true);
      expect(asked(f.app)).toBeUndefined();
      expect(f.writes).toEqual([]);
    }
  });
});

describe('a save opened', () => {
  it('is autosaved at once (its log checked first), so Continue opens it even with nothing played', async () => {
    const { app, autosaves } = hostWith(null, { 'save-1': sampleSave({ name: 'Ford' }) });
    await app.ready();
    expect(await app.loadSave('save-1')).toBe(true);
    await app.state.session?.checked;
    await app.flushAutosave();
    expect(autosaves.map((s) => [s.name, s.cursor])).toEqual([['Ford', 1]]);
  });

  it('leaves the autosave alone when its log check finds it damaged', async () => {
    const forged = sampleSave({ name: 'Forged' });
    (forged.snapshot as { pieces: { x: number }[] }).pieces[0]!.x = 999;
    const { app, autosaves } = hostWith(null, { 'save-1': forged });
    await app.ready();
    // A log this short is checked before the game would show (in the check's first slice of a few
    // ms): it is not opened at all. The page's clock stands still here, so a loaded machine cannot
    // end that slice early (the game then opened, to stop as damaged a moment later).
    const clock = vi.spyOn(performance, 'now').mockReturnValue(0);
    try {
      expect(await app.loadSave('save-1')).toBe(false);
    } finally {
      clock.mockRestore();
    }
    await app.flushAutosave();
    expect(app.state.session).toBeNull();
    expect(app.state.toasts.map((t) => t.text)).toEqual([expect.stringMatching(/^“Forged” is damaged and cannot go on/)]);
    expect(autosaves).toEqual([]);
  });
});

describe('Save pressed twice before the first is written', () => {
  it('writes the second into the slot the first made', async () => {
    const { app, writes } = hostWith(null);
    await app.ready();
    app.newGame('free-table', { options: freeTable.defaultOptions, players });
    expect(await Promise.all([app.save(), app.save()])).toEqual([true, true]);
    expect(writes.map((w) => w.id)).toEqual([null, 'save-9']);
  });

  it('Save As pressed twice (its button double-clicked) asks for the name once, not again after the first is answered', async () => {
    const { app, saveAses } = hostWith(null);
    await app.ready();
    app.newGame('free-table', { options: freeTable.defaultOptions, players });
    expect(await Promise.all([app.saveAs(), app.saveAs()])).toEqual([true, true]);
    expect(saveAses).toHaveLength(1);
    // Answered: the next Save As asks again.
    await app.saveAs();
    expect(saveAses).toHaveLength(2);
  });
});

describe('File > Continue during a game', () => {
  it('leaves the game in play as it is: the move made just before (its autosave still waiting) is not taken back', async () => {
    const { app } = hostWith(null);
    await app.ready();
    app.newGame('free-table', { options: freeTable.defaultOptions, players });
    const session = app.state.session!;
    session.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: '1' }, x: 100, y: 100, angle: 0 }, 0);
    expect(await app.continueGame()).toBe(true);
    expect(app.state.session).toBe(session);
    expect(app.state.session?.history.cursor).toBe(1);
  });
});

describe('renaming a save', () => {
  it('renames the game in play when it is that save, so its next Save keeps the new name', async () => {
    const { app, writes } = hostWith(null, { 'save-1': sampleSave({ name: 'Ford' }) });
    await app.ready();
    await app.loadSave('save-1');
    expect(await app.renameSave(summary('save-2', 'Other'), 'Elsewhere')).toBe(true);
    expect(app.state.session?.name).toBe('Ford');
    expect(await app.renameSave(summary('save-1', 'Ford'), '  Ford at dawn ')).toBe(true);
    expect(app.state.session?.name).toBe('Ford at dawn');
    await app.save();
    expect(writes.map((w) => [w.id, w.save.name])).toEqual([['save-1', 'Ford at dawn']]);
  });

  it('says a refusal in the Rename window with names quoted as the app quotes them (a host quotes straight)', async () => {
    const { app } = hostWith(null, { 'save-1': sampleSave({ name: 'Ford' }) });
    app.host.renameSave = async () => ({ ok: false, message: 'Muster could not save "Ford": the disk is full. The previous save is unchanged.' });
    await app.ready();
    expect(await app.renameRefusal(summary('save-1', 'Ford'), 'Ford at dawn')).toBe('Muster could not save “Ford”: the disk is full. The previous save is unchanged.');
  });
});

describe('renaming, from the main menu, the save Continue opens', () => {
  // The autosave: the game saved as "Ford", played on a move.
  const autosave = sampleSave({ name: 'Ford', cursor: 2, savedAt: '2026-12-02T12:05:00.000Z' });

  it('renames the autosave too, its game and time as they were: the menu says the new name at once', async () => {
    const { app, autosaves } = hostWith(autosave, { 'save-1': sampleSave({ name: 'Ford', cursor: 1 }) });
    await app.ready();
    expect(await app.renameSave(summary('save-1', 'Ford'), ' Ford at dawn ')).toBe(true);
    expect(autosaves).toEqual([{ ...autosave, name: 'Ford at dawn' }]);
    expect(app.state.autosave?.name).toBe('Ford at dawn');
    expect(app.state.autosave?.savedAt).toBe(autosave.savedAt);
  });

  it('renames it at once during a game across machines too (the autosave still holds the last game played here)', async () => {
    const { app, autosaves } = hostWith(autosave, { 'save-1': sampleSave({ name: 'Ford', cursor: 1 }) });
    await app.ready();
    app.store.set({ phase: 'game', session: Object.create(RemoteSession.prototype) as RemoteSession });
    expect(await app.renameSave(summary('save-1', 'Ford'), 'Ford at dawn')).toBe(true);
    expect(autosaves).toEqual([{ ...autosave, name: 'Ford at dawn' }]);
    expect(app.state.autosave?.name).toBe('Ford at dawn');
  });

  it('leaves it alone when the save renamed holds another game', async () => {
    const { app, autosaves } = hostWith(autosave, { 'save-1': sampleSave({ name: 'Ford', cursor: 1 }), 'save-3': sampleSave({ name: 'Another game', seed: 7 }) });
    await app.ready();
    expect(await app.renameSave(summary('save-3', 'Another game'), 'Elsewhere')).toBe(true);
    expect(autosaves).toEqual([]);
    expect(app.state.autosave?.name).toBe('Ford');
  });
});

describe('a game continued from the autosave', () => {
  // The autosave: a token put down (saved then as "Ford"), then moved.
  const autosave = sampleSave({ name: 'Ford', cursor: 2, savedAt: '2026-12-02T12:05:00.000Z' });

  it('saves into the save it was saved as, the furthest on of those its moves begin with, under that save’s name', async () => {
    const { app, writes } = hostWith(autosave, {
      'save-1': sampleSave({ name: 'Ford at dawn', cursor: 1 }),
      'save-2': sampleSave({ name: 'Set-up', log: [], cursor: 0 }),
      'save-3': sampleSave({ name: 'Another game', seed: 7 }),
      'save-4': sampleSave({ name: 'Another branch', cursor: 1, log: [{ ...autosave.log[0]!, text: 'elsewhere' }] }),
    });
    await app.ready();
    expect(await app.continueGame()).toBe(true);
    await app.save();
    expect(writes.map((w) => [w.id, w.save.name, w.save.cursor])).toEqual([['save-1', 'Ford at dawn', 2]]);
  });

  it('saves into the save of its own name, though it was taken back and played on otherwise since: not into an earlier save its moves begin with', async () => {
    // Saved as "Ford at dawn" after one move, as "Ford" after two; the second taken back (Undo) and
    // another made in its place, then the page reloaded: before the reload Save wrote into "Ford".
    const branched = [autosave.log[0]!, { ...autosave.log[1]!, text: 'the move taken back' }];
    const { app, writes } = hostWith(autosave, {
      'save-1': sampleSave({ name: 'Ford at dawn', cursor: 1 }),
      'save-5': sampleSave({ name: 'Ford', cursor: 2, log: branched }),
    });
    await app.ready();
    expect(await app.continueGame()).toBe(true);
    await app.save();
    expect(writes.map((w) => [w.id, w.save.name, w.save.cursor])).toEqual([['save-5', 'Ford', 2]]);
  });

  it('reads only the saves of its own seed to find it: a library of other games of the same kind is not loaded', async () => {
    const others = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`other-${i}`, sampleSave({ name: `Other ${i}`, seed: 100 + i })]));
    const { app, writes, loads } = hostWith(autosave, { ...others, 'save-1': sampleSave({ name: 'Ford at dawn', cursor: 1 }) });
    await app.ready();
    await app.continueGame();
    await app.save();
    expect(writes.map((w) => w.id)).toEqual(['save-1']);
    expect(loads).toEqual(['save-1']);
  });

  /** The host as the desktop app's is after File > Open of a file outside the saves folder: the autosave names it. */
  function openedElsewhere(files: Record<string, SaveEnvelope>) {
    const f = hostWith(autosave, files);
    const host = f.app.host as unknown as { listSaves: Host['listSaves']; loadAutosave: Host['loadAutosave']; writeSave: Host['writeSave'] };
    const list = host.listSaves;
    // A file elsewhere is not in the saves list.
    host.listSaves = async () => (await list()).filter((s) => !s.id.startsWith('ext:'));
    const loadAutosave = host.loadAutosave;
    host.loadAutosave = async () => {
      const r = await loadAutosave();
      return r?.ok ? { ...r, elsewhere: ['ext:1'] } : r;
    };
    return { ...f, host };
  }

  it('saves into the file outside the saves folder it was opened from, as before Continue: not a new save in the library', async () => {
    const { app, writes } = openedElsewhere({ 'ext:1': sampleSave({ name: 'Ford on the stick', cursor: 1 }) });
    await app.ready();
    expect(await app.continueGame()).toBe(true);
    await app.save();
    expect(writes.map((w) => [w.id, w.save.name, w.save.cursor])).toEqual([['ext:1', 'Ford on the stick', 2]]);
  });

  it('says so when that file is no longer there, and asks for a name (Save As), making nothing unasked', async () => {
    const { app, writes, saveAses, host } = openedElsewhere({});
    const write = host.writeSave;
    host.writeSave = async (id, save) => (id === 'ext:1' ? { ok: false, gone: true, message: '"ford.muster" is no longer there (it was deleted or moved outside Muster).' } : write(id, save));
    await app.ready();
    expect(await app.continueGame()).toBe(true);
    expect(await app.save()).toBe(true);
    expect(writes).toEqual([]);
    expect(saveAses.map((s) => s.name)).toEqual(['Ford']);
    expect(app.state.toasts.map((t) => t.text)).toContain('“ford.muster” is no longer there (it was deleted or moved outside Muster). Give the game a name to save it again.');
  });

  it('makes a new save when no save holds its beginning', async () => {
    const { app, writes } = hostWith(autosave, { 'save-3': sampleSave({ name: 'Another game', seed: 7 }) });
    await app.ready();
    await app.continueGame();
    await app.save();
    expect(writes.map((w) => w.id)).toEqual([null]);
  });
});

describe('a save deleted while its game is in play, or is the one Continue opens', () => {
  const ford = sampleSave({ name: 'Ford', cursor: 1 });
  const listedFord = { ...summary('save-1', 'Ford'), seed: ford.seed };

  it('is not written again by Save under its old name: Save asks for a name, as Save As does, and says why', async () => {
    const { app, writes, saveAses } = hostWith(null, { 'save-1': ford });
    await app.ready();
    await app.loadSave('save-1');
    expect(await app.deleteSave(listedFord)).toBe(true);
    expect(await app.save()).toBe(true);
    expect(writes).toEqual([]);
    expect(saveAses.map((s) => s.name)).toEqual(['Ford']);
    expect(app.state.toasts.map((t) => t.text)).toContain('“Ford” was deleted: give the game a name to save it again.');
    // Saved again knowingly: the next Save writes into that save, unasked.
    await app.save();
    expect(writes.map((w) => w.id)).toEqual(['save-8']);
    expect(saveAses).toHaveLength(1);
  });

  it('is not brought back by Continue then Save either (deleted from the main menu), nor after the page is opened again', async () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) });
    const autosave = sampleSave({ name: 'Ford', cursor: 2, savedAt: '2026-12-02T12:05:00.000Z' });
    const first = hostWith(autosave, { 'save-1': ford });
    await first.app.ready();
    await first.app.deleteSave(listedFord);
    // Another run of Muster: the same saves, the same storage.
    const { app, writes, saveAses } = hostWith(autosave);
    await app.ready();
    expect(await app.continueGame()).toBe(true);
    await app.save();
    expect(writes).toEqual([]);
    expect(saveAses.map((s) => [s.name, s.cursor])).toEqual([['Ford', 2]]);
  });

  it('leaves Save as it was for another game of another name', async () => {
    const { app, writes, saveAses } = hostWith(null, { 'save-1': ford, 'save-2': sampleSave({ name: 'Other', seed: 7 }) });
    await app.ready();
    await app.loadSave('save-2');
    await app.deleteSave(listedFord);
    await app.save();
    expect(writes.map((w) => [w.id, w.save.name])).toEqual([['save-2', 'Other']]);
    expect(saveAses).toEqual([]);
  });
});

describe('two tabs of one browser (they share the autosave)', () => {
  /** A guard whose other tab holds Muster until asked; `ask` plays the other tab asking this one. */
  function guard(heldElsewhere: boolean) {
    let asked: ((stolen: boolean) => Promise<void>) | null = null;
    const g: TabGuard & { ask: () => Promise<void>; takeOvers: number } = {
      takeOvers: 0,
      claim: async () => !heldElsewhere,
      takeOver: async () => void (g.takeOvers++, (heldElsewhere = false)),
      onAsked: (keep) => void (asked = keep),
      lost: () => false,
      ask: () => asked!(false),
    };
    return g;
  }

  it('the second waits, saying so, and plays nothing until "Use Muster here"', async () => {
    const { app, autosaves } = hostWith(sampleSave({ name: 'Ford' }));
    const tabs = guard(true);
    app.guardTabs(tabs);
    await app.ready();
    expect(app.state.phase).toBe('elsewhere');
    await app.command('continue');
    await app.command('saves');
    expect(app.state.phase).toBe('elsewhere');
    expect(app.state.dialogs).toEqual([]);
    await app.useHere();
    expect(tabs.takeOvers).toBe(1);
    expect(app.state.phase).toBe('menu');
    expect(app.state.autosave?.name).toBe('Ford');
    expect(autosaves).toEqual([]);
  });

  it('the first, asked to let go, autosaves its game (the last move too) and leaves it, a question left open answered Cancel', async () => {
    const { app, autosaves } = hostWith(null);
    const tabs = guard(false);
    app.guardTabs(tabs);
    await app.ready();
    app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await app.flushAutosave();
    const session = app.state.session!;
    expect(session.act(sampleSave().log[0]!.action as never, 0)).toBeNull();
    const named = app.prompt('Save as', 'Name', 'Ford');
    await tabs.ask();
    expect(await named).toBeNull();
    expect(app.state.phase).toBe('elsewhere');
    expect(app.state.session).toBeNull();
    expect(autosaves.at(-1)?.cursor).toBe(session.history.cursor);
  });
});

describe('a short save whose snapshot its log does not lead to', () => {
  it('is not opened, its problem said, and nothing is written over it (its log check ends before the game would show)', async () => {
    // The snapshot of another seed's game: the generator's state disagrees with the log.
    const damaged = { ...sampleSave({ name: 'Ford' }), snapshot: sampleSave({ seed: 4242 }).snapshot };
    const f = hostWith(null, { 'save-1': damaged });
    await f.app.ready();
    await f.app.loadSave('save-1');
    await f.app.state.session?.checked;
    // However the check ran (at once, or behind play on a slow machine): back at the menu, saying why.
    for (let i = 0; i < 20 && f.app.state.phase !== 'menu'; i++) await new Promise((r) => setTimeout(r, 0));
    expect(f.app.state.phase).toBe('menu');
    expect(f.app.state.session).toBeNull();
    expect(f.app.state.toasts.map((t) => t.text)).toEqual(['“Ford” is damaged and cannot go on: the game as it stood when saved does not agree with its log after move 1 (snapshot.rng[0] differs). The file has been changed or damaged.']);
    expect(await f.app.save()).toBe(false);
    expect(f.writes).toEqual([]);
    expect(f.autosaves).toEqual([]);
  });
});

describe('the words of save messages', () => {
  it('quote names with curly quotes, as "Deleted “Ford”." does: the app\'s own and those the host sends', async () => {
    const f = hostWith(null, { 'save-1': sampleSave({ name: 'Ford' }) });
    const host = f.app.host as unknown as { renameSave: Host['renameSave'] };
    host.renameSave = async () => ({ ok: false, message: 'Muster could not open "ford.muster": the file is cut short. A damaged save cannot be renamed.' });
    await f.app.ready();
    expect(await f.app.loadSave('save-1')).toBe(true);
    await f.app.state.session!.checked;
    expect(await f.app.save()).toBe(true);
    await f.app.renameSave(summary('save-1', 'Ford'), 'Beta');
    expect(await f.app.deleteSave(summary('save-1', 'Ford'))).toBe(true);
    const texts = f.app.state.toasts.map((t) => t.text);
    expect(texts).toEqual(['Saved “Ford”.', 'Muster could not open “ford.muster”: the file is cut short. A damaged save cannot be renamed.', 'Deleted “Ford”.']);
    for (const text of texts) expect(text).not.toContain('"');
  });
});

describe('Save of a game whose save was deleted or moved outside Muster while it was open', () => {
  it('writes nothing into it: it says so and asks for a name (Save As), as for a save deleted in Muster', async () => {
    const f = hostWith(null, { 'save-1': sampleSave({ name: 'Ford' }) });
    const host = f.app.host as unknown as { writeSave: Host['writeSave'] };
    const write = host.writeSave;
    host.writeSave = async (id, save) => (id === 'save-1' ? { ok: false, gone: true, message: '"ford.muster" is no longer there (it was deleted or moved outside Muster).' } : write(id, save));
    await f.app.ready();
    expect(await f.app.loadSave('save-1')).toBe(true);
    await f.app.state.session!.checked;
    expect(await f.app.save()).toBe(true);
    expect(f.writes).toEqual([]);
    expect(f.saveAses.map((s) => s.name)).toEqual(['Ford']);
    expect(f.app.state.session?.saveId).toBe('save-8');
    expect(f.app.state.toasts.map((t) => t.text)).toEqual(['“ford.muster” is no longer there (it was deleted or moved outside Muster). Give the game a name to save it again.', 'Saved “Ford”.']);
  });

  it('asks again on the next Save when that Save As was cancelled: no new save is made of it unasked', async () => {
    const f = hostWith(null, { 'save-1': sampleSave({ name: 'Ford', seed: 4242 }) });
    const host = f.app.host as unknown as { writeSave: Host['writeSave']; saveAs: Host['saveAs'] };
    const write = host.writeSave;
    host.writeSave = async (id, save) => (id === 'save-1' ? { ok: false, gone: true, message: '"ford.muster" is no longer there (it was deleted or moved outside Muster).' } : write(id, save));
    let asked = 0;
    host.saveAs = async () => (asked++, { ok: false, cancelled: true, message: 'Save As was cancelled.' });
    await f.app.ready();
    expect(await f.app.loadSave('save-1')).toBe(true);
    await f.app.state.session!.checked;
    expect(await f.app.save()).toBe(false);
    expect(await f.app.save()).toBe(false);
    expect(asked).toBe(2);
    expect(f.writes).toEqual([]);
  });
});

describe('a tab the browser froze, woken after another tab took Muster over', () => {
  it('writes nothing over the other tab’s game (not even the autosave of its last move), and says Muster is elsewhere', async () => {
    const channels = tabChannels();
    const marks = claimMarks();
    const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms === ANSWER_MS ? 20 : 1000));
    const asleep = new Sleeper();
    const first = hostWith(null);
    first.app.guardTabs(createTabGuard({ channel: channels(asleep), mark: marks(asleep), wait }));
    await first.app.ready();
    first.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await first.app.flushAutosave();
    const written = first.autosaves.length;
    // A move, its autosave due in a moment; then the browser puts the tab to sleep.
    expect(first.app.state.session!.act(sampleSave().log[0]!.action as never, 0)).toBeNull();
    asleep.asleep = true;
    // Another tab: the sleeping one does not answer, so Muster is this one's.
    const second = hostWith(null);
    second.app.guardTabs(createTabGuard({ channel: channels(), mark: marks(), wait }));
    await second.app.ready();
    expect(second.app.state.phase).toBe('menu');
    second.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await second.app.flushAutosave();
    // Woken: the autosave it had due comes round before it hears anything.
    await new Promise((r) => setTimeout(r, 250));
    asleep.wake();
    await new Promise((r) => setTimeout(r, 20));
    await first.app.flushAutosave();
    expect(first.autosaves.length).toBe(written);
    expect(first.app.state.phase).toBe('elsewhere');
  });
});

describe('a save opened while the game before it is being saved', () => {
  it('is what Continue opens: the save under way does not write the game it left into the autosave after it', async () => {
    const f = hostWith(null, { 'save-2': sampleSave({ name: 'Other' }) });
    let finish: () => void = () => undefined;
    const host = f.app.host as unknown as { writeSave: Host['writeSave'] };
    const write = host.writeSave;
    host.writeSave = (id, save) => new Promise((resolve) => (finish = () => resolve(write(id, save))));
    await f.app.ready();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await f.app.flushAutosave();
    const saved = f.app.save();
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
    const opened = f.app.loadSave('save-2');
    await answer(f.app, 'alternative').catch(() => undefined);
    expect(await opened).toBe(true);
    await f.app.state.session?.checked;
    await f.app.flushAutosave();
    finish();
    expect(await saved).toBe(true);
    await f.app.flushAutosave();
    expect(f.autosaves.at(-1)?.name).toBe('Other');
    expect(f.app.state.session?.name).toBe('Other');
    // Said over "Other", the message says which game it speaks of.
    expect(f.app.state.toasts.map((t) => t.text)).toEqual([`Saved “${f.writes[0]!.save.name}” (the game before this one).`]);
  });

  it('says which game a save that failed meanwhile was of', async () => {
    const f = hostWith(null, { 'save-2': sampleSave({ name: 'Other' }) });
    let fail: () => void = () => undefined;
    const host = f.app.host as unknown as { writeSave: Host['writeSave'] };
    host.writeSave = () => new Promise((resolve) => (fail = () => resolve({ ok: false, message: 'Muster could not save "ford.muster": the disk is full.' })));
    await f.app.ready();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await f.app.flushAutosave();
    const name = f.app.state.session!.name;
    const saved = f.app.save();
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
    const opened = f.app.loadSave('save-2');
    await answer(f.app, 'alternative').catch(() => undefined);
    expect(await opened).toBe(true);
    fail();
    expect(await saved).toBe(false);
    expect(f.app.state.toasts.map((t) => t.text)).toEqual([`The game before this one, “${name}”, was not saved: Muster could not save “ford.muster”: the disk is full.`]);
  });
});

describe('a move made while a save is asked for or written (the computer plays on behind the Save As window)', () => {
  it('is in the autosave that follows the save: Continue never opens the table as it was before that move', async () => {
    const f = hostWith(null);
    const host = f.app.host as unknown as { saveAs: Host['saveAs'] };
    const saveAs = host.saveAs;
    await f.app.ready();
    f.app.newGame('free-table', { options: freeTable.defaultOptions, players });
    await f.app.flushAutosave();
    const session = f.app.state.session!;
    host.saveAs = async (save) => {
      // The computer's move, while the player types the name.
      expect(session.act(sampleSave().log[0]!.action as never, 0)).toBeNull();
      return saveAs(save);
    };
    expect(await f.app.saveAs()).toBe(true);
    await f.app.flushAutosave();
    expect(session.history.cursor).toBe(1);
    expect(f.autosaves.at(-1)).toMatchObject({ name: session.name, cursor: 1 });
  });
});
