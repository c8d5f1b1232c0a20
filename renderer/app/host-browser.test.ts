import { describe, expect, it, beforeEach, vi } from 'vitest';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { createBrowserHost, AUTOSAVE_ID, LEAVING_KEY } from './host-browser';
import { sampleSave } from '../testing/save-fixture';
import { SAVE_SCHEMA_VERSION, writeSaveText, type SaveEnvelope } from '../contract/save-format';
import type { Host } from './host';

let factory: IDBFactory;
let names: (string | null)[];
let files: ({ name: string; text: string; bytes?: number } | null)[];
let host: Host;
let clock = 1_000;

beforeEach(() => {
  factory = new IDBFactory();
  names = [];
  files = [];
  host = createBrowserHost({
    indexedDB: factory,
    appVersion: '0.1.0',
    now: () => new Date(clock++),
    askName: async () => names.shift() ?? null,
    askFile: async () => files.shift() ?? null,
    print: () => undefined,
    toggleFullScreen: () => undefined,
    userAgent: 'test',
  });
});

/** Writes raw text under an id, as a damaged record would be. */
async function corrupt(id: string, text: string) {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const r = factory.open('muster', 1);
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  await new Promise<void>((resolve) => {
    const tx = db.transaction('saves', 'readwrite');
    tx.objectStore('saves').put({ id, text });
    tx.oncomplete = () => resolve();
  });
  db.close();
}

describe('browser host saves', () => {
  it('writes a save into a new slot, lists it and loads every field back', async () => {
    const save = sampleSave();
    const w = await host.writeSave(null, save);
    expect(w.ok).toBe(true);
    if (!w.ok) return;
    const list = await host.listSaves();
    expect(list).toEqual([w.summary]);
    expect(list[0]).toMatchObject({ name: save.name, gameTitle: 'Free Table', progress: save.progress, autosave: false });
    expect(await host.loadSave(w.summary.id)).toEqual({ ok: true, id: w.summary.id, save });
  });

  it('keeps an autosave for Continue, and none before the first', async () => {
    expect(await host.loadAutosave()).toBeNull();
    await host.autosave(sampleSave({ name: 'Autosave' }));
    const r = await host.loadAutosave();
    expect(r).toMatchObject({ ok: true, id: AUTOSAVE_ID, save: { name: 'Autosave' } });
  });

  it("keeps a seat's draft (orders not yet given) with the autosave and a save, never in the list, and one damaged is left out", async () => {
    const drafts = [{ seat: 0, draft: { key: 'deploy:1:0:false,false', orders: { phase: 'deploy', columns: { I1: 2 } } } }];
    expect(await host.autosave(sampleSave({ drafts }))).toEqual({ ok: true });
    expect(await host.loadAutosave()).toMatchObject({ ok: true, save: { drafts } });
    const w = await host.writeSave(null, sampleSave({ drafts }));
    expect(w.ok && (await host.loadSave(w.summary.id))).toMatchObject({ ok: true, save: { drafts } });
    expect(JSON.stringify(await host.listSaves())).not.toContain('columns');
    // A record whose draft is damaged loads without it, and says nothing.
    const damaged = writeSaveText(sampleSave()).replace(/\n$/, '').replace(/}$/, ',"drafts":[{"seat":0,"draft":{"orders":"' + 'x'.repeat(9_000) + '"}}]}');
    await corrupt('damaged', damaged);
    expect(await host.loadSave('damaged')).toEqual({ ok: true, id: 'damaged', save: sampleSave() });
  });

  it('renames and deletes', async () => {
    const w = await host.writeSave(null, sampleSave());
    if (!w.ok) throw new Error(w.message);
    expect(await host.renameSave(w.summary.id, 'Second try')).toEqual({ ok: true });
    expect((await host.listSaves())[0]?.name).toBe('Second try');
    expect(await host.renameSave(w.summary.id, '')).toEqual({ ok: false, message: 'A save needs a name.' });
    // Nor one of nothing to see: it was listed as a save with no name.
    expect(await host.renameSave(w.summary.id, '\u200b')).toEqual({ ok: false, message: 'A save needs a name.' });
    // Nor one that turns the list's text around (a right-to-left override) or holds a C1 control.
    for (const bad of ['Acre\u202Eerca', 'A\u2067cre', 'Acre\u009b']) {
      expect(await host.renameSave(w.summary.id, bad)).toEqual({ ok: false, message: 'A save name cannot hold control or text-direction characters.' });
    }
    expect(await host.deleteSave(w.summary.id)).toEqual({ ok: true });
    expect(await host.listSaves()).toEqual([]);
  });

  // play38 found it: a delete the browser called off (its transaction aborted: the site's data
  // cleared, the disk failing) never finished, and every save operation after it waited behind it
  // for good: autosaves were not written, and nothing said so.
  it('says a delete the browser called off, naming the save, and saves on after it', async () => {
    const w = await host.writeSave(null, sampleSave({ name: 'Ford' }));
    if (!w.ok) throw new Error(w.message);
    await host.listSaves();
    // Called off once both deletes are done, before it commits (as a commit that fails): only 'abort' is heard.
    const remove = IDBObjectStore.prototype.delete;
    const spy = vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(function (this: IDBObjectStore, key: IDBValidKey | IDBKeyRange) {
      const r = remove.call(this, key);
      if (this.name === 'backups') r.addEventListener('success', () => this.transaction.abort());
      return r;
    });
    const deleted = await Promise.race([host.deleteSave(w.summary.id), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 10_000))]);
    spy.mockRestore();
    expect(deleted).toEqual({ ok: false, message: 'Muster could not delete “Ford”: the browser called it off. Nothing was deleted.' });
    expect(await Promise.race([host.autosave(sampleSave({ name: 'Ford', progress: 'Turn 4' })), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 10_000))])).toEqual({ ok: true });
    expect(await host.loadSave(w.summary.id)).toMatchObject({ ok: true, save: { name: 'Ford' } });
  }, 30_000);

  it('names a save deleted meanwhile (in another tab) by its name, never by its id', async () => {
    const w = await host.writeSave(null, sampleSave({ name: 'Beta' }));
    if (!w.ok) throw new Error(w.message);
    await host.listSaves();
    // Another tab, on the same browser's saves, deletes it.
    const other = createBrowserHost({ indexedDB: factory, appVersion: '0.1.0', now: () => new Date(clock++), askName: async () => null, askFile: async () => null, print: () => undefined, toggleFullScreen: () => undefined, userAgent: 'test' });
    expect(await other.deleteSave(w.summary.id)).toEqual({ ok: true });
    expect(await host.loadSave(w.summary.id)).toEqual({ ok: false, message: 'There is no save “Beta” any more (it was deleted, perhaps in another tab).' });
    expect(await host.renameSave(w.summary.id, 'Gamma')).toEqual({ ok: false, message: 'There is no save “Beta” any more (it was deleted, perhaps in another tab).' });
    // A tab that never saw it says "that save", not the id it was stored under.
    expect(await other.loadSave(w.summary.id)).toEqual({ ok: false, message: 'That save is not there any more (it was deleted, perhaps in another tab).' });
  });

  it('names a damaged save, loads its backup instead, and never overwrites it', async () => {
    const w = await host.writeSave(null, sampleSave({ name: 'Ford' }));
    if (!w.ok) throw new Error(w.message);
    await host.writeSave(w.summary.id, sampleSave({ name: 'Ford', progress: 'later' }));
    const damaged = '{"format":"muster-save","schema":1,"name":"Ford","app":"0.1';
    await corrupt(w.summary.id, damaged);
    const r = await host.loadSave(w.summary.id);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.notice).toMatch(/"Ford".*cut short.*backup/);
    // The time goes to the page as a time (App writes it in the player's words, as every other).
    expect(r.backupSavedAt).toBe(sampleSave({ name: 'Ford' }).savedAt);
    // Saving into the slot moves the damaged record aside rather than replacing it.
    await host.writeSave(w.summary.id, r.save);
    const list = await host.listSaves();
    const kept = list.find((s) => s.problem);
    expect(kept?.name).toBe('Ford');
    expect(kept?.problem).toContain('cut short');
    expect(list.filter((s) => !s.problem)).toHaveLength(1);
  });

  it('gives a clear error for a damaged save with no backup, and still lists the good ones', async () => {
    await host.writeSave(null, sampleSave({ name: 'Good' }));
    await corrupt('broken', 'not json at all');
    const list = await host.listSaves();
    expect(list.map((s) => s.name).sort()).toEqual(['Good', 'broken']);
    const r = await host.loadSave('broken');
    expect(r).toEqual({ ok: false, message: 'Muster could not open "broken": the file is not a Muster save, or it is damaged.' });
  });

  it('Save As under a name already taken replaces that save when the player says so (its old version the backup), else keeps it', async () => {
    const replies: boolean[] = [];
    const asked: string[] = [];
    const h = createBrowserHost({
      indexedDB: factory,
      appVersion: '0.1.0',
      now: () => new Date(clock++),
      askName: async () => names.shift() ?? null,
      confirmReplace: async (name) => (asked.push(name), replies.shift() ?? false),
      askFile: async () => null,
      print: () => undefined,
      toggleFullScreen: () => undefined,
      userAgent: 'test',
    });
    names.push('Ford');
    const first = await h.saveAs(sampleSave({ progress: 'First' }));
    if (!first.ok) throw new Error(first.message);
    expect(asked).toEqual([]);
    names.push(' ford ');
    replies.push(false);
    expect(await h.saveAs(sampleSave({ progress: 'Second' }))).toMatchObject({ ok: false, cancelled: true });
    names.push('FORD');
    replies.push(true);
    const replaced = await h.saveAs(sampleSave({ progress: 'Third' }));
    expect(replaced.ok && replaced.summary.id).toBe(first.summary.id);
    // Asked about the save as it is named, not as typed.
    expect(asked).toEqual(['Ford', 'Ford']);
    expect((await h.listSaves()).map((s) => [s.name, s.progress])).toEqual([['FORD', 'Third']]);
  });

  it('Save As checks the name in the window that asks: a refused one, or a taken one not replaced, is said there and the window kept', async () => {
    const heard: (string | null)[] = [];
    const replies = [false, true];
    const h = createBrowserHost({
      indexedDB: factory,
      appVersion: '0.1.0',
      now: () => new Date(clock++),
      // The player types a name with a control character, then one taken (not replaced, then replaced).
      askName: async (_suggested, check) => {
        for (const typed of ['Ford\u0007', ' \u200b\u2060', 'ford', 'FORD']) {
          const why = await check(typed);
          heard.push(why);
          if (why === null) return typed;
        }
        return null;
      },
      confirmReplace: async () => replies.shift() ?? false,
      askFile: async () => null,
      print: () => undefined,
      toggleFullScreen: () => undefined,
      userAgent: 'test',
    });
    const first = await host.writeSave(null, sampleSave({ name: 'Ford', progress: 'First' }));
    if (!first.ok) throw new Error(first.message);
    const saved = await h.saveAs(sampleSave({ progress: 'Second' }));
    expect(heard).toEqual(['A save name cannot hold control characters.', 'A save needs a name.', 'There is already a save named “Ford”: choose another name, or replace it.', null]);
    expect(saved.ok && saved.summary.id).toBe(first.summary.id);
    expect((await h.listSaves()).map((s) => [s.name, s.progress])).toEqual([['FORD', 'Second']]);
  });

  it('does not make again a save deleted while its game was open: writing into it says it is gone, and writes nothing', async () => {
    const w = await host.writeSave(null, sampleSave({ name: 'Ford' }));
    if (!w.ok) throw new Error(w.message);
    expect(await host.deleteSave(w.summary.id)).toEqual({ ok: true });
    expect(await host.writeSave(w.summary.id, sampleSave({ name: 'Ford' }))).toEqual({ ok: false, gone: true, message: '“Ford” is no longer among the saves (it was deleted).' });
    expect(await host.listSaves()).toEqual([]);
  });

  it('numbers a new save whose name another save has (two games begun in one minute, each saved): the list tells them apart', async () => {
    const first = await host.writeSave(null, sampleSave({ name: 'Free Table, Dec 7, 07:11 AM' }));
    const second = await host.writeSave(null, sampleSave({ name: 'free table, Dec 7, 07:11 AM' }));
    expect(first.ok && first.summary.name).toBe('Free Table, Dec 7, 07:11 AM');
    expect(second.ok && second.summary.name).toBe('free table, Dec 7, 07:11 AM (2)');
    // Saved into again, a save keeps its own name.
    expect(first.ok && (await host.writeSave(first.summary.id, sampleSave({ name: 'Free Table, Dec 7, 07:11 AM' })))).toMatchObject({ ok: true, summary: { name: 'Free Table, Dec 7, 07:11 AM' } });
    expect((await host.listSaves()).map((s) => s.name).sort()).toEqual(['Free Table, Dec 7, 07:11 AM', 'free table, Dec 7, 07:11 AM (2)']);
  });

  it('refuses to rename a save to a name another save has, whatever its case', async () => {
    const a = await host.writeSave(null, sampleSave({ name: 'Ford' }));
    const b = await host.writeSave(null, sampleSave({ name: 'Ambush' }));
    if (!a.ok || !b.ok) throw new Error('not written');
    // The refusal names the save that has the name, as the list shows it, not the case typed.
    expect(await host.renameSave(b.summary.id, ' FORD ')).toEqual({ ok: false, message: 'There is already a save named “Ford”: choose another name.' });
    // Nor one that only looks the same: a zero-width space in it, full-width letters, "é" decomposed.
    for (const same of ['Fo\u200Brd', 'ＦＯＲＤ']) expect(await host.renameSave(b.summary.id, same)).toEqual({ ok: false, message: 'There is already a save named “Ford”: choose another name.' });
    const cafe = await host.writeSave(null, sampleSave({ name: 'Café' }));
    if (!cafe.ok) throw new Error(cafe.message);
    expect(await host.renameSave(b.summary.id, 'Cafe\u0301')).toMatchObject({ ok: false });
    expect(await host.renameSave(a.summary.id, 'ford')).toEqual({ ok: true });
    expect((await host.listSaves()).map((s) => s.name).sort()).toEqual(['Ambush', 'Café', 'ford']);
  });

  it('saves as a name the player gives, and opens a file the player picks', async () => {
    names.push('Named by me');
    const w = await host.saveAs(sampleSave());
    expect(w.ok && w.summary.name).toBe('Named by me');
    names.push(null);
    expect(await host.saveAs(sampleSave())).toMatchObject({ ok: false, cancelled: true });
    files.push({ name: 'friend.muster', text: JSON.stringify(sampleSave({ name: 'From a friend' })) });
    const o = await host.openSave();
    expect(o).toMatchObject({ ok: true, save: { name: 'From a friend' } });
    // The same file again opens the save it made, not a copy; another file of that name is numbered.
    files.push({ name: 'friend.muster', text: JSON.stringify(sampleSave({ name: 'From a friend' })) });
    expect(await host.openSave()).toMatchObject({ ok: true, id: o?.ok ? o.id : '', save: { name: 'From a friend' } });
    files.push({ name: 'friend-2.muster', text: JSON.stringify(sampleSave({ name: 'From a friend', cursor: 2 })) });
    expect(await host.openSave()).toMatchObject({ ok: true, save: { name: 'From a friend (2)' } });
    expect((await host.listSaves()).map((s) => s.name).sort()).toEqual(['From a friend', 'From a friend (2)', 'Named by me']);
    files.push({ name: 'junk.muster', text: '{"oops' });
    expect(await host.openSave()).toEqual({ ok: false, message: 'Muster could not open "junk.muster": the file is cut short (it was not completely written).' });
    expect(await host.openSave()).toBeNull();
    // No file manager hands a page a file: nothing is ever pending.
    expect(await host.openPending()).toBeNull();
  });
});

describe('browser saves: the same idea of a good save as the main process (issue 10)', () => {
  function seatChanged(save: SaveEnvelope): SaveEnvelope {
    const last = save.log[save.log.length - 1]!;
    return { ...save, log: [...save.log.slice(0, -1), { ...last, seat: 3 }] };
  }

  async function raw(store: string): Promise<{ id: string; text: string }[]> {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = factory.open('muster', 1);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const rows = await new Promise<{ id: string; text: string }[]>((resolve) => {
      const r = db.transaction(store, 'readonly').objectStore(store).getAll();
      r.onsuccess = () => resolve(r.result as { id: string; text: string }[]);
    });
    db.close();
    return rows;
  }

  it('lists a save whose last move changed seat with its problem and its backup, and will not rename it', async () => {
    const w = await host.writeSave(null, sampleSave({ name: 'Ford', progress: 'Turn 1' }));
    if (!w.ok) throw new Error(w.message);
    await host.writeSave(w.summary.id, sampleSave({ name: 'Ford', progress: 'Turn 2', cursor: 2 }));
    const goodBackup = (await raw('backups'))[0]?.text;
    await corrupt(w.summary.id, writeSaveText(seatChanged(sampleSave({ name: 'Ford', cursor: 2 }))));
    const [listed] = await host.listSaves();
    expect(listed).toMatchObject({ name: 'Ford', problem: 'Muster could not open "Ford": move 2 of its log is not legal: It is not your turn.', backup: { progress: 'Turn 1' } });
    expect(await host.renameSave(w.summary.id, 'Renamed')).toEqual({ ok: false, message: expect.stringMatching(/not legal.*A damaged save cannot be renamed\.$/) });
    const loaded = await host.loadSave(w.summary.id);
    expect(loaded).toMatchObject({ ok: true, save: { progress: 'Turn 1' }, notice: expect.stringMatching(/move 2 of its log is not legal.*backup/) });
    // Saving over it moves the damaged save aside; the backup stays the good one.
    await host.writeSave(w.summary.id, sampleSave({ name: 'Ford', progress: 'Turn 3' }));
    expect((await raw('backups'))[0]?.text).toBe(goodBackup);
    expect((await host.listSaves()).filter((s) => s.problem)).toHaveLength(1);
  });

  // play38 found it (the desktop did the same): Save As another game under a damaged save's name,
  // replace said yes, set the damaged save aside listed with no backup offered any more; its good
  // backup was the new game's now, and that game's next save wrote over it: gone.
  it('a damaged save set aside keeps its backup: offered beside it, opened in its place, never rotated away by the saves after', async () => {
    const replacing = createBrowserHost({
      indexedDB: factory,
      appVersion: '0.1.0',
      now: () => new Date(clock++),
      askName: async () => 'Ford',
      confirmReplace: async () => true,
      askFile: async () => null,
      print: () => undefined,
      toggleFullScreen: () => undefined,
      userAgent: 'test',
    });
    const w = await replacing.writeSave(null, sampleSave({ name: 'Ford', progress: 'Turn 1' }));
    if (!w.ok) throw new Error(w.message);
    const id = w.summary.id;
    await replacing.writeSave(id, sampleSave({ name: 'Ford', progress: 'Turn 2' }));
    await corrupt(id, '{"format":"muster-save","name":"Ford","cut short');
    const other = sampleSave({ name: 'Another game', seed: 99, progress: 'Day 1' });
    const as = await replacing.saveAs(other);
    expect(as).toMatchObject({ ok: true, summary: { id, name: 'Ford' } });
    await replacing.writeSave(id, { ...other, name: 'Ford', progress: 'Day 2' });
    await replacing.writeSave(id, { ...other, name: 'Ford', progress: 'Day 3' });
    const aside = (await raw('saves')).find((r) => r.id.startsWith(`${id}-damaged-`))?.id;
    expect(aside).toBeDefined();
    for (const h of [replacing, host]) {
      const listed = (await h.listSaves()).find((s) => s.id === aside);
      expect(listed).toMatchObject({ name: 'Ford', problem: expect.stringMatching(/^Muster could not open "Ford"/), backup: { progress: 'Turn 1' } });
      expect(await h.loadSave(aside!)).toMatchObject({ ok: true, save: { progress: 'Turn 1' }, notice: expect.stringMatching(/loaded its backup instead/) });
    }
    expect(await replacing.loadSave(id)).toMatchObject({ ok: true, save: { progress: 'Day 3' } });
  });

  it('keeps a save from a newer Muster as that, as the desktop does: never called damaged, set aside whole as newer, not renamed', async () => {
    const w = await host.writeSave(null, sampleSave({ name: 'Ford', progress: 'Turn 1' }));
    if (!w.ok) throw new Error(w.message);
    const id = w.summary.id;
    await host.writeSave(id, sampleSave({ name: 'Ford', progress: 'Turn 2' }));
    const goodBackup = (await raw('backups'))[0]?.text;
    // A newer Muster saved this game over the same slot (the same browser, a downgrade).
    const newer = JSON.stringify({ ...sampleSave({ name: 'Ford', progress: 'Turn 9' }), schema: SAVE_SCHEMA_VERSION + 1, app: '9.0.0' });
    await corrupt(id, newer);

    const loaded = await host.loadSave(id);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.save.progress).toBe('Turn 1');
    expect(loaded.notice).toMatch(/newer Muster \(Muster 9\.0\.0\)/);
    expect(loaded.notice).not.toMatch(/damaged/i);
    expect(loaded.notice).toMatch(/The newer save is kept, for a newer Muster to open\.$/);
    expect(await host.renameSave(id, 'Renamed')).toEqual({ ok: false, message: expect.stringMatching(/newer Muster.* It can be renamed in a newer Muster\.$/) });

    await host.writeSave(id, sampleSave({ name: 'Ford', progress: 'Turn 3' }));
    const rows = await raw('saves');
    expect(rows.filter((r) => r.id.includes('-damaged-'))).toEqual([]);
    const aside = rows.filter((r) => r.id.startsWith(`${id}-newer-`));
    expect(aside.map((r) => r.text)).toEqual([newer]);
    // Still listed with its true reason; the good backup is untouched by it.
    expect((await host.listSaves()).find((s) => s.id === aside[0]?.id)?.problem).toMatch(/saved by a newer Muster/);
    expect((await raw('backups'))[0]?.text).toBe(goodBackup);
  });

  it('keeps a save of a game this Muster does not know (or under a mangled game id) as that, in the desktop\'s words: never called damaged, set aside whole, not renamed', async () => {
    for (const gameId of ['chess-960', 'Chess_960!']) {
      const w = await host.writeSave(null, sampleSave({ name: `Ford ${gameId}`, progress: 'Turn 1' }));
      if (!w.ok) throw new Error(w.message);
      const id = w.summary.id;
      await host.writeSave(id, sampleSave({ name: `Ford ${gameId}`, progress: 'Turn 2' }));
      const other = JSON.stringify({ ...sampleSave({ name: `Ford ${gameId}`, progress: 'Turn 9' }), game: { ...sampleSave().game, id: gameId, title: 'Chess 960' } });
      await corrupt(id, other);

      const listed = (await host.listSaves()).find((s) => s.id === id);
      expect(listed?.problem).toMatch(/: it is a save of a game this Muster does not know: "Chess 960"/);
      expect(listed?.problem).not.toMatch(/damaged/i);
      const loaded = await host.loadSave(id);
      if (!loaded.ok) throw new Error(loaded.message);
      expect(loaded.save.progress).toBe('Turn 1');
      expect(loaded.notice).not.toMatch(/damaged/i);
      expect(loaded.notice).toMatch(/a save of a game this Muster does not know: "Chess 960".* The save is kept, for a Muster that knows its game to open\.$/);
      expect(await host.renameSave(id, 'Renamed')).toEqual({ ok: false, message: expect.stringMatching(/does not know.* It can be renamed in a Muster that knows its game\.$/) });

      await host.writeSave(id, sampleSave({ name: `Ford ${gameId}`, progress: 'Turn 3' }));
      const rows = await raw('saves');
      expect(rows.filter((r) => r.id.includes('-damaged-'))).toEqual([]);
      const aside = rows.filter((r) => r.id.startsWith(`${id}-unknown-`));
      expect(aside.map((r) => r.text)).toEqual([other]);
      expect((await host.listSaves()).find((s) => s.id === aside[0]?.id)?.problem).toMatch(/a game this Muster does not know/);
    }
  });

  it('says a damaged save\'s backup was loaded in the desktop\'s words (it said "Its backup was loaded instead; the damaged save was kept.")', async () => {
    const w = await host.writeSave(null, sampleSave({ name: 'Ford', progress: 'Turn 1' }));
    if (!w.ok) throw new Error(w.message);
    await host.writeSave(w.summary.id, sampleSave({ name: 'Ford', progress: 'Turn 2' }));
    const text = writeSaveText(sampleSave({ name: 'Ford', progress: 'Turn 2' }));
    await corrupt(w.summary.id, text.slice(0, Math.floor(text.length / 2)));
    const loaded = await host.loadSave(w.summary.id);
    if (!loaded.ok) throw new Error(loaded.message);
    // electron/saves.ts says the same of a file: 'Muster could not open "ford.muster": … Muster loaded its backup instead. The damaged save is kept.'
    expect(loaded.notice).toBe('Muster could not open "Ford": the file is cut short (it was not completely written). Muster loaded its backup instead. The damaged save is kept.');
  });

  it('refuses undefined, NaN, a Date or a Map in a save, leaving the slot and its backup as they were', async () => {
    const w = await host.writeSave(null, sampleSave({ progress: 'Turn 1' }));
    if (!w.ok) throw new Error(w.message);
    await host.writeSave(w.summary.id, sampleSave({ progress: 'Turn 2' }));
    const before = [await raw('saves'), await raw('backups')];
    const good = sampleSave();
    for (const value of [undefined, NaN, new Date(), new Map()]) {
      const r = await host.autosave({ ...good, snapshot: { ...(good.snapshot as object), size: value } });
      expect(r).toMatchObject({ ok: false, message: expect.stringMatching(/^The save is not valid \(snapshot\.size /) });
      const o = await host.writeSave(w.summary.id, { ...good, game: { ...good.game, options: value } });
      expect(o).toMatchObject({ ok: false, message: expect.stringMatching(/^The save is not valid \(game\.options /) });
    }
    expect([await raw('saves'), await raw('backups')]).toEqual(before);
  });

  it('refuses a save whose own log does not replay', async () => {
    expect(await host.autosave(seatChanged(sampleSave({ cursor: 2 })))).toEqual({
      ok: false,
      message: 'Muster could not save "Skirmish at the ford": move 2 of its log is not legal: It is not your turn.',
    });
    expect(await host.listSaves()).toEqual([]);
  });

  it('reads a new save back before it replaces the old one: one that reads back wrong changes nothing', async () => {
    const w = await host.writeSave(null, sampleSave({ progress: 'Turn 1' }));
    if (!w.ok) throw new Error(w.message);
    await host.writeSave(w.summary.id, sampleSave({ progress: 'Turn 2' }));
    const before = [await raw('saves'), await raw('backups')];
    // A store that keeps other bytes than it was given.
    const put = IDBObjectStore.prototype.put;
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      const row = value as { id: string; text: string };
      return put.call(this, row.id === w.summary.id && this.name === 'saves' ? { ...row, text: `${row.text} ` } : value, key);
    });
    const r = await host.writeSave(w.summary.id, sampleSave({ progress: 'Turn 3' }));
    spy.mockRestore();
    expect(r).toEqual({ ok: false, message: 'Muster could not save “Skirmish at the ford”: the new save did not read back as it was written. The previous save is unchanged.' });
    expect([await raw('saves'), await raw('backups')]).toEqual(before);
  });

  // play38 saw it in Chromium, its storage quota full: IndexedDB aborts the write with a
  // QuotaExceededError whose message is empty, and the player read "The game could not be saved: .
  // The previous save is unchanged." (which save, and why, unsaid).
  it('names the save, and says the browser’s storage is full, when the browser will not store it', async () => {
    const w = await host.writeSave(null, sampleSave({ name: 'Ford', progress: 'Turn 1' }));
    if (!w.ok) throw new Error(w.message);
    const before = [await raw('saves'), await raw('backups')];
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('', 'QuotaExceededError');
    });
    const full = 'Muster could not save “Ford”: the browser’s storage for this page is full (delete saves you no longer need, or free space on the disk). The previous save is unchanged.';
    expect(await host.writeSave(w.summary.id, sampleSave({ name: 'Ford', progress: 'Turn 2' }))).toEqual({ ok: false, message: full });
    expect(await host.autosave(sampleSave({ name: 'Ford', progress: 'Turn 2' }))).toEqual({ ok: false, message: full });
    // Another failure without words of its own is named by what it is, never left blank.
    spy.mockImplementation(() => {
      throw new DOMException('', 'UnknownError');
    });
    expect(await host.writeSave(w.summary.id, sampleSave({ name: 'Ford', progress: 'Turn 2' }))).toEqual({
      ok: false,
      message: 'Muster could not save “Ford”: the browser would not store it (UnknownError). The previous save is unchanged.',
    });
    spy.mockRestore();
    expect([await raw('saves'), await raw('backups')]).toEqual(before);
  });

  it('opens a picked file only when its game resumes', async () => {
    files.push({ name: 'odd.muster', text: writeSaveText(seatChanged(sampleSave({ cursor: 2 }))) });
    expect(await host.openSave()).toEqual({ ok: false, message: 'Muster could not open "odd.muster": move 2 of its log is not legal: It is not your turn.' });
    files.push({ name: 'chess.muster', text: writeSaveText(sampleSave({ game: { ...sampleSave().game, id: 'chess-960', title: 'Chess 960' } })) });
    expect(await host.openSave()).toEqual({ ok: false, message: 'Muster could not open "chess.muster": it is a save of a game this Muster does not know: "Chess 960". A newer Muster may open it.' });
    // A file larger than any save comes unread, and is refused by its size.
    files.push({ name: 'huge.muster', text: '', bytes: 40 * 1024 * 1024 });
    expect(await host.openSave()).toEqual({ ok: false, message: 'Muster could not open "huge.muster": the file is too large to be a Muster save (40.0 MB; a save holds at most 16.0 MB).' });
    expect(await host.listSaves()).toEqual([]);
  });
});

describe('browser saves remember their verdict (issue 15: resume without replaying)', () => {
  async function counted(appVersion = '0.1.0') {
    const { RULES } = await import('../games/rules-registry');
    const freeTable = RULES['free-table']!;
    const tally = { applied: 0 };
    const games = { 'free-table': { ...freeTable, apply: (s: never, a: never, seat: number) => (tally.applied++, freeTable.apply(s, a, seat)) } };
    const made = createBrowserHost({ indexedDB: factory, appVersion, now: () => new Date(clock++), askName: async () => null, askFile: async () => null, print: () => undefined, toggleFullScreen: () => undefined, userAgent: 'test', games });
    return { host: made, tally };
  }

  it('opens a save written by this version, in a later page, without replaying its log; another version replays it', async () => {
    const first = await counted();
    const w = await first.host.writeSave(null, sampleSave());
    if (!w.ok) throw new Error(w.message);
    const later = await counted();
    expect(await later.host.loadSave(w.summary.id)).toEqual({ ok: true, id: w.summary.id, save: sampleSave() });
    expect(later.tally.applied).toBe(0);
    const newer = await counted('0.2.0');
    expect((await newer.host.loadSave(w.summary.id)).ok).toBe(true);
    expect(newer.tally.applied).toBeGreaterThan(0);
  });

  it('judges in full a record whose text was changed behind its back (its mark no longer fits), naming the snapshot', async () => {
    const first = await counted();
    const w = await first.host.writeSave(null, sampleSave());
    if (!w.ok) throw new Error(w.message);
    const text = writeSaveText(sampleSave());
    const at = text.indexOf('"snapshot"');
    await corrupt(w.summary.id, text.slice(0, at) + text.slice(at).replace('"x":100', '"x":101'));
    const later = await counted();
    const r = await later.host.loadSave(w.summary.id);
    expect(r).toMatchObject({ ok: false, message: expect.stringMatching(/does not agree with its log after move 1 \(snapshot\.pieces\[0\]\.x differs\)/) });
  });
});

describe('browser host: saves listed from the summaries kept with them (issue 15)', () => {
  it('lists a save from the summary written with it, and still judges the text itself when it is opened', async () => {
    const w = await host.writeSave(null, sampleSave());
    if (!w.ok) throw new Error(w.message);
    // The text changed behind Muster's back, the mark and the summary kept: the list shows the
    // summary (it never read the text), opening it finds the damage.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = factory.open('muster', 1);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const record = await new Promise<{ id: string; text: string; judged?: string; head?: unknown }>((resolve) => {
      const req = db.transaction('saves', 'readonly').objectStore('saves').get(w.summary.id);
      req.onsuccess = () => resolve(req.result);
    });
    expect(record.head).toMatchObject({ name: sampleSave().name, progress: sampleSave().progress });
    await new Promise<void>((resolve) => {
      const tx = db.transaction('saves', 'readwrite');
      tx.objectStore('saves').put({ ...record, text: record.text.slice(0, -20) });
      tx.oncomplete = () => resolve();
    });
    db.close();
    const later = createBrowserHost({ indexedDB: factory, appVersion: '0.1.0', now: () => new Date(), askName: async () => null, askFile: async () => null, print: () => undefined, toggleFullScreen: () => undefined, userAgent: 'test' });
    expect(await later.listSaves()).toEqual([w.summary]);
    expect(await later.loadSave(w.summary.id)).toMatchObject({ ok: false });
    // Once opening has found the damage, the list says so (Load is not offered again for it).
    const [found] = await later.listSaves();
    expect(found).toMatchObject({ id: w.summary.id, name: sampleSave().name, problem: expect.stringMatching(/cut short|damaged|not/) });
    // Another version trusts no summary: it reads the text, and lists the damage.
    const other = createBrowserHost({ indexedDB: factory, appVersion: '0.2.0', now: () => new Date(), askName: async () => null, askFile: async () => null, print: () => undefined, toggleFullScreen: () => undefined, userAgent: 'test' });
    const [row] = await other.listSaves();
    expect(row?.problem).toBeTruthy();
  });
});

describe('browser host: a record damaged in the database itself (not only its text)', () => {
  /** Changes the stored record of `id` as `change` says, behind the host's back. */
  async function reshape(id: string, change: (record: Record<string, unknown>) => Record<string, unknown>) {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = factory.open('muster', 1);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const record = await new Promise<Record<string, unknown>>((resolve) => {
      const req = db.transaction('saves', 'readonly').objectStore('saves').get(id);
      req.onsuccess = () => resolve(req.result as Record<string, unknown>);
    });
    await new Promise<void>((resolve) => {
      const tx = db.transaction('saves', 'readwrite');
      tx.objectStore('saves').put(change(record));
      tx.oncomplete = () => resolve();
    });
    db.close();
  }
  const fresh = () => createBrowserHost({ indexedDB: factory, appVersion: '0.1.0', now: () => new Date(), askName: async () => null, askFile: async () => null, print: () => undefined, toggleFullScreen: () => undefined, userAgent: 'test' });

  it('lists every other save, Continue too, when one record has a broken summary, and names the damaged one', async () => {
    const ford = await host.writeSave(null, sampleSave({ name: 'Ford' }));
    const other = await host.writeSave(null, sampleSave({ name: 'Other' }));
    await host.autosave(sampleSave({ name: 'Other' }));
    if (!ford.ok || !other.ok) throw new Error('not written');
    // Its summary lost its game: listing it threw, and the list (and the menu's Continue) showed no save at all.
    await reshape(ford.summary.id, (r) => ({ ...r, head: { name: 'Ford' } }));
    const later = fresh();
    const list = await later.listSaves();
    expect(list.map((s) => s.name).sort()).toEqual(['Ford', 'Other', 'Other']);
    expect(list.find((s) => s.id === ford.summary.id)).toMatchObject({ gameTitle: 'Free Table', progress: sampleSave().progress });
    expect(await later.loadAutosave()).toMatchObject({ ok: true, save: { name: 'Other' } });
  });

  it('says a record with no text is damaged, under the name the list shows, and keeps it aside when its slot is saved into', async () => {
    const ford = await host.writeSave(null, sampleSave({ name: 'Ford' }));
    const cup = await host.writeSave(null, sampleSave({ name: 'Cup' }));
    if (!ford.ok || !cup.ok) throw new Error('not written');
    await reshape(ford.summary.id, (r) => ({ ...r, text: 42 }));
    await reshape(cup.summary.id, ({ text: _text, ...r }) => r);
    const later = fresh();
    // Opening them said "Muster could not open the save: e.slice is not a function".
    expect(await later.loadSave(ford.summary.id)).toEqual({ ok: false, message: 'Muster could not open "Ford": the file is empty.' });
    expect(await later.loadSave(cup.summary.id)).toEqual({ ok: false, message: 'Muster could not open "Cup": the file is empty.' });
    const list = await later.listSaves();
    expect(list.find((s) => s.id === ford.summary.id)).toMatchObject({ name: 'Ford', problem: 'Muster could not open "Ford": the file is empty.' });
    // Saved into again (its game still open): written, the damaged record listed aside.
    expect(await later.writeSave(cup.summary.id, sampleSave({ name: 'Cup' }))).toMatchObject({ ok: true });
    expect((await later.listSaves()).filter((s) => s.name === 'Cup').map((s) => !!s.problem).sort()).toEqual([false, true]);
    // Kept aside as it was stored, not made into an empty text.
    expect(await later.writeSave(ford.summary.id, sampleSave({ name: 'Ford' }))).toMatchObject({ ok: true });
    const db = await new Promise<IDBDatabase>((resolve) => {
      const r = factory.open('muster', 1);
      r.onsuccess = () => resolve(r.result);
    });
    const records = await new Promise<{ id: string; text: unknown }[]>((resolve) => {
      const req = db.transaction('saves', 'readonly').objectStore('saves').getAll();
      req.onsuccess = () => resolve(req.result as { id: string; text: unknown }[]);
    });
    db.close();
    expect(records.filter((r) => r.id.startsWith(`${ford.summary.id}-damaged-`)).map((r) => r.text)).toEqual([42]);
  });

  it('names a save by its summary when its text, garbled, no longer shows its name', async () => {
    const ford = await host.writeSave(null, sampleSave({ name: 'Ford' }));
    if (!ford.ok) throw new Error('not written');
    await reshape(ford.summary.id, (r) => ({ ...r, text: 'garbage{{' }));
    const r = await fresh().loadSave(ford.summary.id);
    // It said: Muster could not open "save-…-0": …, a name the list (showing "Ford") never showed.
    expect(r).toEqual({ ok: false, message: 'Muster could not open "Ford": the file is not a Muster save, or it is damaged.' });
  });
});

describe('the browser host across machines', () => {
  const request = (address?: string) => ({ kind: 'join' as const, code: 'ABC234', options: { name: 'Ben' }, ...(address ? { address } : {}) });
  const withPage = (page?: { host: string; secure: boolean }) =>
    createBrowserHost({ indexedDB: factory, appVersion: '0.1.0', now: () => new Date(), askName: async () => null, askFile: async () => null, print: () => undefined, toggleFullScreen: () => undefined, userAgent: 'test', ...(page ? { page } : {}) });

  it('plays only on the server the page came from, saying where to go for another', async () => {
    const host = withPage({ host: '192.168.1.20:2567', secure: false });
    expect(await host.netOpen(request('10.0.0.7:2567'))).toEqual({ ok: false, message: expect.stringContaining('open http://10.0.0.7:2567 in the browser') });
    expect(await withPage().netOpen(request())).toEqual({ ok: false, message: 'This page cannot reach a Muster server.' });
  });

  it('refuses a request the contract does not allow, before any connection', async () => {
    const host = withPage({ host: '192.168.1.20:2567', secure: false });
    expect(await host.netOpen({ kind: 'join', code: 'A1', options: { name: 'Ben' } })).toEqual({ ok: false, message: expect.stringMatching(/room code/) });
    expect(await host.netAct({ type: 'orders' })).toEqual({ ok: false, message: 'You are not at a remote table.' });
    expect(await host.netSaveText()).toEqual({ ok: false, message: 'You are not at a remote table.' });
  });
});

describe('the autosave handed over as the page goes (a move made within the autosave wait is kept)', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }
  const seatChanged = (save: SaveEnvelope): SaveEnvelope => {
    const last = save.log[save.log.length - 1]!;
    return { ...save, log: [...save.log.slice(0, -1), { ...last, seat: 3 }] };
  };
  const page = (storage: ReturnType<typeof memoryStorage>) =>
    createBrowserHost({ indexedDB: factory, appVersion: '0.1.0', now: () => new Date(clock++), askName: async () => null, askFile: async () => null, print: () => undefined, toggleFullScreen: () => undefined, userAgent: 'test', storage });

  it('is there for Continue in the next page, though the page went before its write could finish', async () => {
    const storage = memoryStorage();
    const first = page(storage);
    expect((await first.autosave(sampleSave({ name: 'Before', savedAt: '2026-12-05T10:00:00.000Z' }))).ok).toBe(true);
    // The page goes: nothing asynchronous finishes, but the storage has it at once.
    const last = sampleSave({ name: 'Last move', savedAt: '2026-12-05T10:00:01.000Z' });
    first.autosaveOnLeaving(last);
    expect(storage.items.get(LEAVING_KEY)).toBe(writeSaveText(last));
    const next = page(storage);
    expect(await next.loadAutosave()).toEqual({ ok: true, id: AUTOSAVE_ID, save: last });
    expect(storage.items.size).toBe(0);
    // And it was written through the ordinary checks: the slot's backup is the autosave before it.
    expect((await next.listSaves()).map((s) => s.name)).toEqual(['Last move']);
  });

  it('is taken too by a page open before it was left (a second tab that waited, then took Muster), at its next use of the saves', async () => {
    const storage = memoryStorage();
    expect((await page(storage).autosave(sampleSave({ name: 'Before', savedAt: '2026-12-05T10:00:00.000Z' }))).ok).toBe(true);
    // The second tab is open, waiting; the first is closed straight after a move, its write unfinished.
    const second = page(storage);
    const last = sampleSave({ name: 'Last move', savedAt: '2026-12-05T10:00:01.000Z' });
    storage.setItem(LEAVING_KEY, writeSaveText(last));
    // "Use Muster here", then Continue: the move is there (it was in storage only, and lost).
    expect(await second.loadAutosave()).toEqual({ ok: true, id: AUTOSAVE_ID, save: last });
    expect(storage.items.size).toBe(0);
  });

  it('never takes the place of a later autosave, nor of the slot when its game refuses it', async () => {
    const storage = memoryStorage();
    const first = page(storage);
    const later = sampleSave({ name: 'Later', savedAt: '2026-12-05T11:00:00.000Z' });
    expect((await first.autosave(later)).ok).toBe(true);
    storage.setItem(LEAVING_KEY, writeSaveText(sampleSave({ name: 'Older', savedAt: '2026-12-05T10:00:00.000Z' })));
    expect(await page(storage).loadAutosave()).toEqual({ ok: true, id: AUTOSAVE_ID, save: later });
    expect(storage.items.size).toBe(0);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storage.setItem(LEAVING_KEY, writeSaveText(seatChanged(sampleSave({ name: 'Bad', cursor: 2, savedAt: '2026-12-05T12:00:00.000Z' }))));
    expect(await page(storage).loadAutosave()).toEqual({ ok: true, id: AUTOSAVE_ID, save: later });
    storage.setItem(LEAVING_KEY, '{"format":"muster-save", cut off');
    expect(await page(storage).loadAutosave()).toEqual({ ok: true, id: AUTOSAVE_ID, save: later });
    expect(warn.mock.calls.map(([m]) => String(m))).toEqual([
      expect.stringMatching(/^The autosave made as the page closed was not kept: Muster could not save "Bad": move 2 of its log is not legal/),
      expect.stringMatching(/^The autosave made as the page closed was not kept: Muster could not open "the last autosave"/),
    ]);
    expect(storage.items.size).toBe(0);
    warn.mockRestore();
  });

  it('is kept for the next start when the browser will not store it yet (its storage full), not dropped', async () => {
    const storage = memoryStorage();
    expect((await page(storage).autosave(sampleSave({ name: 'Before', savedAt: '2026-12-05T10:00:00.000Z' }))).ok).toBe(true);
    // The page went: its last autosave is in storage only.
    const last = sampleSave({ name: 'Last move', savedAt: '2026-12-05T10:00:01.000Z' });
    storage.setItem(LEAVING_KEY, writeSaveText(last));
    // The next page starts with the browser's storage full: the autosave cannot be written into the slot.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const full = await page(storage).loadAutosave();
    spy.mockRestore();
    warn.mockRestore();
    expect(full).toMatchObject({ ok: true, save: { name: 'Before' } });
    expect(storage.items.get(LEAVING_KEY)).toBe(writeSaveText(last));
    // Room again: the page after takes it.
    expect(await page(storage).loadAutosave()).toEqual({ ok: true, id: AUTOSAVE_ID, save: last });
    expect(storage.items.size).toBe(0);
  });

  it('says whether local storage kept it: only then does it outlive the page (the page asks before it goes otherwise)', async () => {
    const kept = page(memoryStorage());
    expect(kept.autosaveOnLeaving(sampleSave({ name: 'Kept' }))).toBe(true);
    const full = page({
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    expect(full.autosaveOnLeaving(sampleSave({ name: 'Not kept' }))).toBe(false);
    // (Their ordinary writes, started as well, land before the next test.)
    await kept.loadAutosave();
    await full.loadAutosave();
  });

  it('is forgotten once the page lives on after all and its own write lands, but not for an older write landing late', async () => {
    const storage = memoryStorage();
    const host = page(storage);
    const older = host.autosave(sampleSave({ name: 'Older', savedAt: '2026-12-05T10:00:00.000Z' }));
    host.autosaveOnLeaving(sampleSave({ name: 'Leaving', savedAt: '2026-12-05T10:00:01.000Z' }));
    expect((await older).ok).toBe(true);
    expect(storage.items.has(LEAVING_KEY)).toBe(true);
    await vi.waitFor(async () => expect((await host.loadAutosave())?.ok && (await host.loadAutosave())).toMatchObject({ save: { name: 'Leaving' } }));
    expect(storage.items.size).toBe(0);
  });
});

describe('a tab another has taken Muster from (its claim lost while the browser froze it)', () => {
  it('writes nothing more: not the autosave, a save, a delete, nor the autosave as it goes', async () => {
    const items = new Map<string, string>();
    const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
    let held = true;
    const tab = createBrowserHost({ indexedDB: factory, appVersion: '0.1.0', now: () => new Date(clock++), askName: async () => null, askFile: async () => null, print: () => undefined, toggleFullScreen: () => undefined, userAgent: 'test', storage, mayWrite: () => held });
    const mine = await tab.writeSave(null, sampleSave({ name: 'Mine' }));
    if (!mine.ok) throw new Error(mine.message);
    // The other tab's game, in the autosave: this tab slept through its taking Muster over.
    expect((await host.autosave(sampleSave({ name: 'The other tab’s' }))).ok).toBe(true);
    held = false;
    const refused = { ok: false, message: expect.stringMatching(/Muster is in use in another tab now/) };
    expect(await tab.autosave(sampleSave({ name: 'Woken' }))).toEqual(refused);
    expect(await tab.writeSave(mine.summary.id, sampleSave({ name: 'Mine', progress: 'later' }))).toEqual(refused);
    expect(await tab.deleteSave(mine.summary.id)).toEqual(refused);
    tab.autosaveOnLeaving(sampleSave({ name: 'Woken, going' }));
    expect(items.size).toBe(0);
    expect(await host.loadAutosave()).toMatchObject({ ok: true, save: { name: 'The other tab’s' } });
    expect(await host.loadSave(mine.summary.id)).toMatchObject({ ok: true, save: { name: 'Mine', progress: sampleSave().progress } });
  });
});
