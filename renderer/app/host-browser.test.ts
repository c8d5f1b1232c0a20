import { describe, expect, it, beforeEach } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createBrowserHost, AUTOSAVE_ID } from './host-browser';
import { sampleSave } from '../engine/save-fixture';
import type { Host } from './host';

let factory: IDBFactory;
let names: (string | null)[];
let files: ({ name: string; text: string } | null)[];
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

  it('renames and deletes', async () => {
    const w = await host.writeSave(null, sampleSave());
    if (!w.ok) throw new Error(w.message);
    expect(await host.renameSave(w.summary.id, 'Second try')).toEqual({ ok: true });
    expect((await host.listSaves())[0]?.name).toBe('Second try');
    expect(await host.renameSave(w.summary.id, '')).toEqual({ ok: false, message: 'A save needs a name.' });
    expect(await host.deleteSave(w.summary.id)).toEqual({ ok: true });
    expect(await host.listSaves()).toEqual([]);
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

  it('saves as a name the player gives, and opens a file the player picks', async () => {
    names.push('Named by me');
    const w = await host.saveAs(sampleSave());
    expect(w.ok && w.summary.name).toBe('Named by me');
    names.push(null);
    expect(await host.saveAs(sampleSave())).toMatchObject({ ok: false, cancelled: true });
    files.push({ name: 'friend.muster', text: JSON.stringify(sampleSave({ name: 'From a friend' })) });
    const o = await host.openSave();
    expect(o).toMatchObject({ ok: true, save: { name: 'From a friend' } });
    files.push({ name: 'junk.muster', text: '{"oops' });
    expect(await host.openSave()).toEqual({ ok: false, message: 'Muster could not open "junk.muster": the file is cut short (it was not completely written).' });
    expect(await host.openSave()).toBeNull();
    // No file manager hands a page a file: nothing is ever pending.
    expect(await host.openPending()).toBeNull();
  });
});
