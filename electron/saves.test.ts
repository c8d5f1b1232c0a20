import fs from 'node:fs';
import { mkdtemp, readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadResult } from '../renderer/contract/bridge';
import { MAX_SAVE_BYTES, SAVE_SCHEMA_VERSION, writeSaveText, type SaveEnvelope } from '../renderer/contract/save-format';
import { sampleSave as realSave, withSnapshot } from '../renderer/testing/save-fixture';
import { createSaveStore, nameFromFile, nodeSaveFs, slugify, type SaveFs, type SaveStore } from './saves';

const NOW = new Date('2026-11-29T15:04:05Z');
const now = () => NOW;

/** A real Free Table save (its log replays), named and dated for these tests. */
function sampleSave(overrides: Partial<SaveEnvelope> = {}): SaveEnvelope {
  return realSave({ name: 'Siege of Acre', savedAt: '2026-11-29T14:00:00.000Z', progress: 'Turn 2', ...overrides });
}

let dir: string;
let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'muster-saves-'));
  dir = path.join(scratch, 'saves');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(scratch, { recursive: true, force: true });
});

const file = (name: string) => path.join(dir, name);

function expectLoaded(result: LoadResult | null): Extract<LoadResult, { ok: true }> {
  if (!result || !result.ok) throw new Error(`expected a loaded save, got ${JSON.stringify(result)}`);
  return result;
}

async function written(store: SaveStore, id: string | null, save: SaveEnvelope): Promise<string> {
  const result = await store.write(id, save);
  if (!result.ok) throw new Error(result.message);
  return result.summary.id;
}

describe('the save library', () => {
  it('round-trips every field of the envelope', async () => {
    const store = createSaveStore({ dir, now });
    const save = sampleSave();
    const result = await store.write(null, save);
    expect(result).toEqual({
      ok: true,
      summary: {
        id: 'siege-of-acre',
        name: 'Siege of Acre',
        gameId: 'free-table',
        gameTitle: 'Free Table',
        seed: save.seed,
        progress: 'Turn 2',
        savedAt: '2026-11-29T14:00:00.000Z',
        thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
        autosave: false,
      },
    });
    expect(await readFile(file('siege-of-acre.muster'), 'utf8')).toBe(writeSaveText(save));
    const loaded = expectLoaded(await store.load('siege-of-acre'));
    expect(loaded.id).toBe('siege-of-acre');
    expect(loaded.save).toEqual(save);
    expect(loaded.notice).toBeUndefined();
    // A second store (the next time Muster starts) reads the same.
    expect(expectLoaded(await createSaveStore({ dir, now }).load('siege-of-acre')).save).toEqual(save);
  });

  it('names new slots after the save, never reusing a taken id or the autosave', async () => {
    const store = createSaveStore({ dir, now });
    expect(await written(store, null, sampleSave())).toBe('siege-of-acre');
    expect(await written(store, null, sampleSave())).toBe('siege-of-acre-2');
    expect(await written(store, null, sampleSave())).toBe('siege-of-acre-3');
    expect(await written(store, null, sampleSave({ name: 'Autosave' }))).toBe('autosave-2');
    expect(await written(store, null, sampleSave({ name: 'CON' }))).toBe('con-2');
    expect(await written(store, null, sampleSave({ name: '!!!' }))).toBe('save');
    expect(await written(store, null, sampleSave({ name: 'Château Gaillard' }))).toBe('chateau-gaillard');
    const long = await written(store, null, sampleSave({ name: 'A'.repeat(80) }));
    expect(long).toBe('a'.repeat(48));
    expect((await readdir(dir)).sort()).toEqual(
      ['a'.repeat(48), 'autosave-2', 'chateau-gaillard', 'con-2', 'save', 'siege-of-acre', 'siege-of-acre-2', 'siege-of-acre-3']
        .map((n) => `${n}.muster`)
        .sort(),
    );
  });

  it('numbers a new save whose name another save has (two games begun in one minute, each saved): the list tells them apart', async () => {
    const store = createSaveStore({ dir, now });
    await written(store, null, sampleSave());
    await written(store, null, sampleSave({ name: 'SIEGE of Acre' }));
    expect(await store.rename('siege-of-acre', 'Siege of Acre (3)')).toEqual({ ok: true });
    await written(store, null, sampleSave());
    expect((await store.list()).map((s) => s.name).sort()).toEqual(['SIEGE of Acre (2)', 'Siege of Acre', 'Siege of Acre (3)'].sort());
    // Saved into again, a save keeps its own name.
    expect(await store.write('siege-of-acre-2', sampleSave({ name: 'SIEGE of Acre (2)' }))).toMatchObject({ ok: true, summary: { name: 'SIEGE of Acre (2)' } });
  });

  it('gives two saves started at once two different slots', async () => {
    const store = createSaveStore({ dir, now });
    const [a, b] = await Promise.all([store.write(null, sampleSave()), store.write(null, sampleSave())]);
    expect(a.ok && b.ok && a.summary.id !== b.summary.id).toBe(true);
  });

  it('slugify keeps ids short and file-name safe', () => {
    expect(slugify('  Hello,  World!  ')).toBe('hello-world');
    expect(slugify('../../etc/passwd')).toBe('etc-passwd');
    expect(slugify('日本語')).toBe('save');
    expect(slugify('x'.repeat(47) + ' y')).toBe('x'.repeat(47));
  });

  it('lists every save newest first, with the autosave flagged and unreadable files shown by file name', async () => {
    const store = createSaveStore({ dir, now });
    await written(store, null, sampleSave({ name: 'Oldest', savedAt: '2026-01-01T00:00:00.000Z' }));
    await written(store, null, sampleSave({ name: 'Newest', savedAt: '2026-11-01T00:00:00.000Z' }));
    await written(store, null, sampleSave({ name: 'Middle', savedAt: '2026-06-01T00:00:00.000Z' }));
    expect((await store.autosave(sampleSave({ name: 'Auto', savedAt: '2026-03-01T00:00:00.000Z' }))).ok).toBe(true);
    await writeFile(file('broken.muster'), '{"format":"muster-save","sch');
    // Not saves: a backup, a temp file left by a crash, something else.
    await writeFile(file('newest.muster.bak'), writeSaveText(sampleSave()));
    await writeFile(file('newest.muster.1234567'), '{"half');
    await writeFile(file('notes.txt'), 'hello');
    const fixed = new Date('2026-02-01T00:00:00Z');
    fs.utimesSync(file('broken.muster'), fixed, fixed);

    const list = await store.list();
    expect(list.map((s) => s.name)).toEqual(['Newest', 'Middle', 'Auto', 'broken.muster', 'Oldest']);
    expect(list.map((s) => s.autosave)).toEqual([false, false, true, false, false]);
    expect(list.find((s) => s.autosave)?.id).toBe('autosave');
    const broken = list[3];
    expect(broken?.id).toBe('broken');
    expect(broken?.problem).toMatch(/"broken\.muster".*cut short/);
    expect(list.filter((s) => s.problem !== undefined)).toHaveLength(1);
  });

  it('lists a save copied into the folder under any file name, and can open and delete it', async () => {
    await fs.promises.mkdir(dir, { recursive: true });
    await writeFile(file('My Game (copy).muster'), writeSaveText(sampleSave({ name: 'Copied' })));
    const store = createSaveStore({ dir, now });
    const [listed] = await store.list();
    expect(listed).toMatchObject({ id: 'ext:1', name: 'Copied', autosave: false });
    expect(listed?.problem).toBeUndefined();
    expect(expectLoaded(await store.load('ext:1')).save.name).toBe('Copied');
    expect(await store.delete('ext:1')).toEqual({ ok: true });
    expect(await readdir(dir)).toEqual([]);
  });

  it('lists a save whose file name ends ".MUSTER" in capitals (copied from a stick, or typed so in Save As), on every platform', async () => {
    await fs.promises.mkdir(dir, { recursive: true });
    await writeFile(file('ACRE.MUSTER'), writeSaveText(sampleSave({ name: 'Acre' })));
    // Linux tells the capitals apart: a file of its own, listed, opened and deleted as any copied in.
    const linux = createSaveStore({ dir, now, platform: 'linux' });
    const saved = await linux.saveAs(sampleSave({ name: 'Typed' }), async () => file('Typed.MUSTER'));
    expect(saved.ok).toBe(true);
    const listed = await linux.list();
    expect(listed.map((s) => s.name).sort()).toEqual(['Acre', 'Typed']);
    const acre = listed.find((s) => s.name === 'Acre');
    expect(expectLoaded(await linux.load(acre?.id ?? '')).save.name).toBe('Acre');
    // Its name is taken as any listed save's is.
    expect((await linux.rename(saved.ok ? saved.summary.id : '', 'ACRE')).ok).toBe(false);
    expect(await linux.delete(acre?.id ?? '')).toEqual({ ok: true });
    expect(await readdir(dir)).not.toContain('ACRE.MUSTER');

    // Windows and macOS ignore the capitals: "ACRE.MUSTER" is the save "acre", and its summary stays beside it.
    await writeFile(file('ACRE.MUSTER'), writeSaveText(sampleSave({ name: 'Acre' })));
    const caseless: SaveFs = { ...nodeSaveFs };
    const onDisk = (at: string): string => {
      const name = fs.readdirSync(path.dirname(at)).find((n) => n.toLowerCase() === path.basename(at).toLowerCase());
      return name === undefined ? at : path.join(path.dirname(at), name);
    };
    for (const call of ['stat', 'readFile', 'syncFile', 'unlink', 'writeFileAtomic'] as const) {
      const real = nodeSaveFs[call] as (file: string, ...rest: unknown[]) => Promise<unknown>;
      Object.assign(caseless, { [call]: (at: string, ...rest: unknown[]) => real(onDisk(at), ...rest) });
    }
    const windows = createSaveStore({ dir, now, platform: 'win32', appVersion: '0.1.0', fs: caseless });
    const first = await windows.list();
    expect(first.map((s) => [s.id, s.name]).sort()).toEqual([['acre', 'Acre'], ['typed', 'Typed']]);
    expect(await readdir(dir)).toContain('acre.muster.summary');
    await windows.list();
    expect(await readdir(dir)).toContain('acre.muster.summary');
  });

  it('lists nothing, without failing, before the saves folder exists', async () => {
    expect(await createSaveStore({ dir, now }).list()).toEqual([]);
  });

  it('renames a save inside the file, keeping its slot', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave());
    expect(await store.rename(id, '  The Long Siege  ')).toEqual({ ok: true });
    const loaded = expectLoaded(await store.load(id));
    expect(loaded.save).toEqual({ ...sampleSave(), name: 'The Long Siege' });
    expect((await store.list()).map((s) => [s.id, s.name])).toEqual([[id, 'The Long Siege']]);
  });

  it('refuses to rename a save to a name another save has, whatever its case', async () => {
    const store = createSaveStore({ dir, now });
    const ford = await written(store, null, sampleSave({ name: 'Ford' }));
    const ambush = await written(store, null, sampleSave({ name: 'Ambush' }));
    await written(store, null, sampleSave({ name: 'Autosave' }));
    await store.autosave(sampleSave({ name: 'Kept by Continue' }));
    // The refusal names the save that has the name, as the list shows it, not the case typed.
    expect(await store.rename(ambush, ' FORD ')).toEqual({ ok: false, message: 'There is already a save named “Ford”: choose another name.' });
    // Nor one that only looks the same: a zero-width space in it, full-width letters.
    for (const same of ['Fo\u200Brd', 'ＦＯＲＤ']) expect(await store.rename(ambush, same)).toEqual({ ok: false, message: 'There is already a save named “Ford”: choose another name.' });
    expect(await store.rename(ford, 'ford')).toEqual({ ok: true });
    // The autosave's name is not a save's name.
    expect(await store.rename(ambush, 'Kept by Continue')).toEqual({ ok: true });
    expect((await store.list()).map((s) => s.name).sort()).toEqual(['Autosave', 'Kept by Continue', 'Kept by Continue', 'ford']);
  });

  it('refuses names that cannot be shown in a list', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave());
    // A name of nothing to see (a zero-width space, a word joiner) was taken: the list showed a save with no name.
    for (const bad of ['', '   ', 'x'.repeat(81), 'bell\u0007', '\u200b', ' \u2060\u200b ']) {
      const result = await store.rename(id, bad);
      expect(result.ok, JSON.stringify(bad)).toBe(false);
    }
    expect(expectLoaded(await store.load(id)).save.name).toBe('Siege of Acre');
  });

  it('refuses a name with text-direction or C1 control characters, saying why, and still opens a save named so before', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave());
    for (const bad of ['Acre\u202Eerca', 'A\u2066cre\u2069', 'Acre\u0085', 'Acre\u202A']) {
      expect(await store.rename(id, bad), JSON.stringify(bad)).toEqual({ ok: false, message: 'A save name cannot hold control or text-direction characters.' });
    }
    expect(expectLoaded(await store.load(id)).save.name).toBe('Siege of Acre');
    // A save named so by an earlier Muster still opens, as it was named.
    const old = await written(store, null, sampleSave({ name: 'Old \u202Ename' }));
    expect(expectLoaded(await store.load(old)).save.name).toBe('Old \u202Ename');
    // A file chosen in Save As under such a name: the name shown is the file's, plain.
    expect(nameFromFile('/x/Acre\u202Eerca.muster', 'Siege of Acre')).toBe('Acreerca');
  });

  it('deletes a save and its backup', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave());
    await written(store, id, sampleSave({ progress: 'Turn 3' }));
    expect(fs.existsSync(file(`${id}.muster.bak`))).toBe(true);
    expect(await store.delete(id)).toEqual({ ok: true });
    expect(await readdir(dir)).toEqual([]);
    const gone = await store.load(id);
    expect(gone.ok).toBe(false);
    expect(!gone.ok && gone.message).toMatch(/no longer there/);
    expect(await store.list()).toEqual([]);
  });

  it('keeps an autosave that Continue resumes as a new game to save', async () => {
    const store = createSaveStore({ dir, now });
    expect(await store.loadAutosave()).toBeNull();
    expect(await store.autosave(sampleSave({ progress: 'Turn 5' }))).toEqual({ ok: true });
    const loaded = expectLoaded(await store.loadAutosave());
    expect(loaded.save.progress).toBe('Turn 5');
    // No slot: the player's Save makes a named one rather than overwriting the autosave.
    expect(loaded.id).toBeNull();
    expect(expectLoaded(await store.load('autosave')).id).toBeNull();
    const refused = await store.write('autosave', sampleSave());
    expect(refused.ok).toBe(false);
    expect(await written(store, null, sampleSave())).toBe('siege-of-acre');
  });

  it("keeps a seat's draft (orders not yet given) in the save and the autosave, never in the list's summary, and writes a save without a draft too large", async () => {
    const store = createSaveStore({ dir, now, appVersion: '0.1.0' });
    const drafts = [{ seat: 1, draft: { key: 'movement:1:1:false,false', orders: { phase: 'movement', moves: { i: { r: 3, c: 0 } } } } }];
    const id = await written(store, null, sampleSave({ drafts }));
    expect(expectLoaded(await store.load(id)).save.drafts).toEqual(drafts);
    expect(await store.autosave(sampleSave({ drafts }))).toEqual({ ok: true });
    expect(expectLoaded(await store.loadAutosave()).save.drafts).toEqual(drafts);
    // The saves list, and the summary kept beside each save for it, hold no draft.
    expect(JSON.stringify(await store.list())).not.toContain('moves');
    const summaries = (await readdir(dir)).filter((n) => n.endsWith('.summary'));
    expect(summaries.length).toBeGreaterThan(0);
    for (const name of summaries) expect(await readFile(file(name), 'utf8')).not.toContain('drafts');
    // A later start reads the drafts from the file, not from the summary.
    expect(expectLoaded(await createSaveStore({ dir, now, appVersion: '0.1.0' }).load(id)).save.drafts).toEqual(drafts);
    const huge = { ...sampleSave(), drafts: [{ seat: 0, draft: 'x'.repeat(20_000) }] };
    expect(await store.autosave(huge)).toEqual({ ok: true });
    expect(expectLoaded(await store.loadAutosave()).save).toEqual(sampleSave());
  });

  it('refuses to write a save that is not valid', async () => {
    const store = createSaveStore({ dir, now });
    const bad = { ...sampleSave(), cursor: 99 };
    const result = await store.write(null, bad);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/log position/);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('refuses a save too large to load back', async () => {
    const store = createSaveStore({ dir, now });
    // Every text within its limit, but so many of them that the file would pass the size of any save.
    const entry = { ...sampleSave().log[0]!, events: [{ kind: 'note', text: 'x'.repeat(19_000) }] };
    const huge = sampleSave({ log: Array.from({ length: Math.ceil(MAX_SAVE_BYTES / 19_000) + 1 }, () => entry), cursor: 0 });
    const result = await store.write(null, huge);
    expect(!result.ok && result.message).toMatch(/"Siege of Acre".*too large to save \(16\.\d MB; a save holds at most 16\.0 MB\)/);
    expect(fs.existsSync(dir)).toBe(false);
  });
});

describe('backups and damaged files', () => {
  it('keeps the previous good version as <id>.muster.bak', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave({ progress: 'Turn 1' }));
    expect(fs.existsSync(file(`${id}.muster.bak`))).toBe(false);
    await written(store, id, sampleSave({ progress: 'Turn 2' }));
    expect(await readFile(file(`${id}.muster.bak`), 'utf8')).toBe(writeSaveText(sampleSave({ progress: 'Turn 1' })));
    await written(store, id, sampleSave({ progress: 'Turn 3' }));
    expect(await readFile(file(`${id}.muster.bak`), 'utf8')).toBe(writeSaveText(sampleSave({ progress: 'Turn 2' })));
    expect(expectLoaded(await store.load(id)).save.progress).toBe('Turn 3');
  });

  it('loads the backup of a damaged save, says so, and never overwrites the damaged file', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave({ progress: 'Turn 1' }));
    await written(store, id, sampleSave({ progress: 'Turn 2' }));
    // Power cut: the file is cut short.
    const full = await readFile(file(`${id}.muster`));
    const damaged = full.subarray(0, Math.floor(full.length / 2));
    await writeFile(file(`${id}.muster`), damaged);

    const loaded = expectLoaded(await store.load(id));
    expect(loaded.save.progress).toBe('Turn 1');
    expect(loaded.id).toBe(id);
    expect(loaded.notice).toMatch(/"siege-of-acre\.muster"/);
    // The browser's host says it in the same words (renderer/app/host-browser.test.ts).
    expect(loaded.notice).toBe('Muster could not open "siege-of-acre.muster": the file is cut short (it was not completely written). Muster loaded its backup instead. The damaged save is kept.');
    // When the backup was saved goes to the page as a time, which it writes as it writes every
    // other: never an ISO stamp in the player's message ("saved 2026-11-29T15:04:05.000Z").
    expect(loaded.notice).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(loaded.backupSavedAt).toBe(sampleSave({ progress: 'Turn 1' }).savedAt);

    await written(store, id, sampleSave({ progress: 'Turn 3' }));
    const aside = file(`${id}-damaged-20261129-150405.muster`);
    expect(Buffer.compare(await readFile(aside), damaged)).toBe(0);
    expect(expectLoaded(await store.load(id)).save.progress).toBe('Turn 3');
    // The backup still holds the last good version, not the damaged bytes.
    expect(await readFile(file(`${id}.muster.bak`), 'utf8')).toBe(writeSaveText(sampleSave({ progress: 'Turn 1' })));

    // The damaged file stays listed until the player deletes it.
    const listed = (await store.list()).find((s) => s.id === `${id}-damaged-20261129-150405`);
    expect(listed?.problem).toMatch(/cut short/);
    expect(await store.delete(`${id}-damaged-20261129-150405`)).toEqual({ ok: true });
    expect(fs.existsSync(aside)).toBe(false);
  });

  it('keeps a save from a newer Muster as that, never calling it damaged, and sets it aside whole', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave({ progress: 'Turn 1' }));
    await written(store, id, sampleSave({ progress: 'Turn 2' }));
    // A newer Muster saved this game over the same file (a shared folder, a downgrade).
    const newer = JSON.stringify({ ...sampleSave({ progress: 'Turn 9' }), schema: SAVE_SCHEMA_VERSION + 1, app: '9.0.0' });
    await writeFile(file(`${id}.muster`), newer);

    const loaded = expectLoaded(await store.load(id));
    expect(loaded.save.progress).toBe('Turn 1');
    expect(loaded.notice).toMatch(/newer Muster \(Muster 9\.0\.0\)/);
    expect(loaded.notice).not.toMatch(/damaged/i);
    expect(loaded.notice).toMatch(/is kept/);

    await written(store, id, sampleSave({ progress: 'Turn 3' }));
    const names = await readdir(dir);
    expect(names.filter((n) => n.includes('-damaged-'))).toEqual([]);
    const aside = `${id}-newer-20261129-150405.muster`;
    expect(names).toContain(aside);
    expect(await readFile(file(aside), 'utf8')).toBe(newer);
    // Still listed with its true reason; the good backup is untouched by it.
    expect((await store.list()).find((s) => s.id === `${id}-newer-20261129-150405`)?.problem).toMatch(/saved by a newer Muster/);
    expect(await readFile(file(`${id}.muster.bak`), 'utf8')).toBe(writeSaveText(sampleSave({ progress: 'Turn 1' })));
  });

  it('keeps a save of a game this Muster does not know (or under a mangled game id) as that, never calling it damaged, and never writes over it', async () => {
    for (const [n, gameId] of ['chess-960', 'Chess_960!'].entries()) {
      const store = createSaveStore({ dir, now });
      const id = await written(store, null, sampleSave({ name: `Ford ${n}`, progress: 'Turn 1' }));
      await written(store, id, sampleSave({ name: `Ford ${n}`, progress: 'Turn 2' }));
      // A Muster that knows another game saved it over the same file (a shared folder), or a hand edited its id.
      const other = JSON.stringify({ ...sampleSave({ name: `Ford ${n}`, progress: 'Turn 9' }), game: { ...sampleSave().game, id: gameId, title: 'Chess 960' } });
      await writeFile(file(`${id}.muster`), other);

      const listed = (await store.list()).find((s) => s.id === id);
      expect(listed?.problem).toMatch(/: it is a save of a game this Muster does not know: "Chess 960"/);
      expect(listed?.problem).not.toMatch(/damaged/i);
      const loaded = expectLoaded(await store.load(id));
      expect(loaded.save.progress).toBe('Turn 1');
      expect(loaded.notice).toMatch(/a save of a game this Muster does not know: "Chess 960"/);
      expect(loaded.notice).not.toMatch(/damaged/i);
      expect(loaded.notice).toMatch(/ The save is kept, for a Muster that knows its game to open\.$/);
      expect(await store.rename(id, 'Renamed')).toEqual({ ok: false, message: expect.stringMatching(/does not know.* It can be renamed in a Muster that knows its game\.$/) });

      await written(store, id, sampleSave({ name: `Ford ${n}`, progress: 'Turn 3' }));
      const names = await readdir(dir);
      expect(names.filter((name) => name.includes('-damaged-'))).toEqual([]);
      const aside = names.find((name) => name.startsWith(`${id}-unknown-`))!;
      expect(aside).toMatch(/-unknown-20261129-150405(-\d+)?\.muster$/);
      expect(await readFile(file(aside), 'utf8')).toBe(other);
      expect((await store.list()).find((s) => `${s.id}.muster` === aside)?.problem).toMatch(/a game this Muster does not know/);
      expect(await readFile(file(`${id}.muster.bak`), 'utf8')).toBe(writeSaveText(sampleSave({ name: `Ford ${n}`, progress: 'Turn 1' })));
    }
  });

  // play38 found it: a Save As of another game over a damaged save (the file dialog asked, and the
  // player said replace) moved the damaged file aside, listed with no backup offered any more; its
  // good backup was now the new game's, and that game's next save wrote over it: gone.
  it('a damaged save moved aside keeps its backup: offered beside it, opened in its place, never rotated away by the saves after', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave({ progress: 'Turn 1' }));
    await written(store, id, sampleSave({ progress: 'Turn 2' }));
    await writeFile(file(`${id}.muster`), 'damaged');
    const other = sampleSave({ name: 'Another game', seed: 99, progress: 'Day 1' });
    expect((await store.saveAs(other, async () => file(`${id}.muster`))).ok).toBe(true);
    await written(store, id, { ...other, name: 'Siege of Acre', progress: 'Day 2' });
    await written(store, id, { ...other, name: 'Siege of Acre', progress: 'Day 3' });
    const aside = `${id}-damaged-20261129-150405`;
    for (const s of [store, createSaveStore({ dir, now })]) {
      const listed = (await s.list()).find((row) => row.id === aside);
      expect(listed?.problem).toMatch(/"siege-of-acre-damaged-20261129-150405\.muster"/);
      expect(listed?.backup?.progress).toBe('Turn 1');
      const loaded = expectLoaded(await s.load(aside));
      expect(loaded.save.progress).toBe('Turn 1');
      expect(loaded.notice).toMatch(/loaded its backup instead/);
    }
    // The slot's own backup is still the last good file that was there.
    expect(await readFile(file(`${id}.muster.bak`), 'utf8')).toBe(writeSaveText({ ...other, name: 'Siege of Acre', progress: 'Day 2' }));
  });

  it('moves a second damaged copy aside under another name in the same second', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave());
    await writeFile(file(`${id}.muster`), 'garbage one');
    await written(store, id, sampleSave());
    await writeFile(file(`${id}.muster`), 'garbage two');
    await written(store, id, sampleSave());
    expect(await readFile(file(`${id}-damaged-20261129-150405.muster`), 'utf8')).toBe('garbage one');
    expect(await readFile(file(`${id}-damaged-20261129-150405-2.muster`), 'utf8')).toBe('garbage two');
  });

  it('says which file is damaged when there is no backup', async () => {
    await fs.promises.mkdir(dir, { recursive: true });
    await writeFile(file('lost.muster'), '{"format":"muster-save","schema":1,"name":"Lo');
    const result = await createSaveStore({ dir, now }).load('lost');
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^Muster could not open "lost\.muster": the file is cut short/) });
  });

  it('loads the backup when the save itself has gone missing', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave({ progress: 'Turn 1' }));
    await written(store, id, sampleSave({ progress: 'Turn 2' }));
    await rm(file(`${id}.muster`));
    const loaded = expectLoaded(await store.load(id));
    expect(loaded.save.progress).toBe('Turn 1');
    expect(loaded.notice).toMatch(/missing.*backup/);
    // Nothing damaged is there to keep: the notice does not say one is.
    expect(loaded.notice).not.toMatch(/damaged/);
  });

  it('does not make again a save deleted (or moved) outside Muster while its game was open: Save says it is gone, writing nothing', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave({ progress: 'Turn 1' }));
    await written(store, id, sampleSave({ progress: 'Turn 2' }));
    await rm(file(`${id}.muster`));
    expect(await store.write(id, sampleSave({ progress: 'Turn 3' }))).toEqual({ ok: false, gone: true, message: '"siege-of-acre.muster" is no longer there (it was deleted or moved outside Muster).' });
    expect(fs.existsSync(file(`${id}.muster`))).toBe(false);
    // A file saved elsewhere, likewise.
    const elsewhere = path.join(scratch, 'Acre.muster');
    const r = await store.saveAs(sampleSave(), async () => elsewhere);
    if (!r.ok) throw new Error(r.message);
    await rm(elsewhere);
    expect(await store.write(r.summary.id, sampleSave())).toMatchObject({ ok: false, gone: true, message: '"Acre.muster" is no longer there (it was deleted or moved outside Muster).' });
    expect(fs.existsSync(elsewhere)).toBe(false);
  });

  it('refuses, unread, a file larger than any save', async () => {
    await fs.promises.mkdir(dir, { recursive: true });
    await writeFile(file('huge.muster'), '');
    await truncate(file('huge.muster'), MAX_SAVE_BYTES + 1);
    const readSpy = vi.fn(nodeSaveFs.readFile);
    const result = await createSaveStore({ dir, now, fs: { ...nodeSaveFs, readFile: readSpy } }).load('huge');
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/"huge\.muster".*too large/) });
    expect(readSpy).not.toHaveBeenCalledWith(file('huge.muster'));
  });

  it('gives a clear error naming the file for a thousand truncated or fuzzed files, and never throws', async () => {
    const store = createSaveStore({ dir, now });
    await fs.promises.mkdir(dir, { recursive: true });
    const good = Buffer.from(writeSaveText(sampleSave()), 'utf8');
    const damagedFile = fc.oneof(
      // Cut short anywhere.
      fc.integer({ min: 0, max: good.length - 2 }).map((end) => good.subarray(0, end)),
      // A few bytes changed.
      fc
        .array(fc.tuple(fc.integer({ min: 0, max: good.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 })
        .map((edits) => {
          const copy = Buffer.from(good);
          for (const [at, byte] of edits) copy[at] = byte;
          return copy;
        }),
      // Anything at all.
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      // Valid JSON that is not a save.
      fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value) ?? '', 'utf8')),
    );
    await fc.assert(
      fc.asyncProperty(damagedFile, async (bytes) => {
        await writeFile(file('fuzz.muster'), bytes);
        const result = await store.load('fuzz');
        if (result.ok) {
          // A harmless edit (inside a string, say) may leave a valid save: then it must really be one.
          expect(result.save.format).toBe('muster-save');
          expect(result.notice).toBeUndefined();
        } else {
          expect(result.message).toContain('"fuzz.muster"');
        }
        const [listed] = await store.list();
        expect(listed?.id).toBe('fuzz');
        expect(result.ok ? listed?.problem : listed?.problem?.includes('"fuzz.muster"')).toBe(result.ok ? undefined : true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('an interrupted save leaves the previous save loadable', () => {
  /** A store whose fs fails once, at the named step, the way a full disk or a yanked drive would. */
  function failingAt(step: 'copyFile' | 'syncFile' | 'rename'): SaveFs {
    return {
      ...nodeSaveFs,
      [step]: async (...args: [string, string]) => {
        if (step === 'rename' && !args[0].endsWith('.bak.tmp')) return nodeSaveFs.rename(...args);
        throw Object.assign(new Error(`${step} failed`), { code: 'EIO' });
      },
    };
  }

  async function expectPreviousIntact(id: string) {
    const fresh = createSaveStore({ dir, now });
    const loaded = expectLoaded(await fresh.load(id));
    expect(loaded.save).toEqual(sampleSave({ progress: 'Turn 1' }));
    expect(loaded.notice).toBeUndefined();
    const list = await fresh.list();
    expect(list.map((s) => [s.id, s.progress, s.problem])).toEqual([[id, 'Turn 1', undefined]]);
  }

  for (const step of ['copyFile', 'syncFile', 'rename'] as const) {
    it(`when keeping the backup fails at ${step === 'copyFile' ? 'the copy' : step === 'syncFile' ? 'the fsync' : 'the rename'}`, async () => {
      const id = await written(createSaveStore({ dir, now }), null, sampleSave({ progress: 'Turn 1' }));
      const result = await createSaveStore({ dir, now, fs: failingAt(step) }).write(id, sampleSave({ progress: 'Turn 2' }));
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message).toMatch(/backup.*previous save is unchanged/);
      await expectPreviousIntact(id);
      // No half-made backup left behind under either name.
      expect((await readdir(dir)).sort()).toEqual([`${id}.muster`]);
    });
  }

  const atomicSteps = [
    ['writing the temp file', 'write'],
    ['the fsync', 'fsync'],
    ['renaming the temp file over the save', 'rename'],
  ] as const;
  for (const [label, call] of atomicSteps) {
    it(`when the atomic write fails at ${label}`, async () => {
      const id = await written(createSaveStore({ dir, now }), null, sampleSave({ progress: 'Turn 1' }));
      // write-file-atomic calls Node's callback fs; fail that one call there.
      const original = fs[call] as (...args: unknown[]) => void;
      vi.spyOn(fs, call).mockImplementation(((...args: unknown[]) => {
        const callback = args[args.length - 1] as (error: Error) => void;
        if (call === 'write') {
          // A torn write: half the bytes reach the temp file, then the disk gives out.
          const [fd, text] = args as [number, string];
          fs.writeSync(fd, text.slice(0, text.length / 2));
        }
        if (call === 'rename' && !String(args[0]).includes('.muster.')) return original(...args);
        callback(Object.assign(new Error(`${call} failed`), { code: 'EIO' }));
      }) as never);
      const result = await createSaveStore({ dir, now }).write(id, sampleSave({ progress: 'Turn 2' }));
      vi.restoreAllMocks();
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message).toMatch(/"siege-of-acre\.muster".*previous save is unchanged/);
      await expectPreviousIntact(id);
    });
  }

  it('when Muster is killed mid-write, leaving a torn temp file behind', async () => {
    const id = await written(createSaveStore({ dir, now }), null, sampleSave({ progress: 'Turn 1' }));
    const crashing: SaveFs = {
      ...nodeSaveFs,
      writeFileAtomic: async (target, text) => {
        // What a killed process leaves: a half-written temp file, never renamed, never cleaned up.
        await writeFile(`${target}.3141592`, text.slice(0, 100));
        throw new Error('killed');
      },
    };
    expect((await createSaveStore({ dir, now, fs: crashing }).write(id, sampleSave({ progress: 'Turn 2' }))).ok).toBe(false);
    await expectPreviousIntact(id);
  });

  it('when Muster is killed after moving a damaged save aside and before putting the new one in its place, the new save is there next time', async () => {
    const id = await written(createSaveStore({ dir, now }), null, sampleSave({ progress: 'Turn 1' }));
    await written(createSaveStore({ dir, now }), id, sampleSave({ progress: 'Turn 2' }));
    await writeFile(file(`${id}.muster`), 'damaged');
    // Save, over the damaged file: the new save is written and read back, the damaged one moved aside, then the process dies.
    const killed: SaveFs = {
      ...nodeSaveFs,
      rename: async (from, to) => {
        // Dead, it neither puts the new save in place nor the damaged file back.
        if (from.endsWith('.muster.tmp') || /-damaged-[0-9-]+\.muster$/.test(from)) throw new Error('killed');
        await nodeSaveFs.rename(from, to);
      },
      unlink: async (at) => {
        if (!at.endsWith('.muster.tmp')) await nodeSaveFs.unlink(at);
      },
    };
    expect(await createSaveStore({ dir, now, fs: killed }).write(id, sampleSave({ progress: 'Turn 3' }))).toEqual({
      ok: false,
      message: 'Muster could not save "siege-of-acre.muster": killed. The file there could not be opened and was moved aside as "siege-of-acre-damaged-20261129-150405.muster"; the new save is put in its place when Muster starts again.',
    });
    expect(await readdir(dir)).not.toContain(`${id}.muster`);
    expect(await readdir(dir)).toContain(`${id}.muster.tmp`);
    // Started again: the save is the one the player saved, not the older backup said to stand in for a "missing" file.
    const fresh = createSaveStore({ dir, now });
    const loaded = expectLoaded(await fresh.load(id));
    expect(loaded.save.progress).toBe('Turn 3');
    expect(loaded.notice).toBeUndefined();
    expect((await fresh.list()).map((s) => [s.id, s.problem === undefined]).sort()).toEqual([[id, true], [expect.stringMatching(/-damaged-/), false]]);
    expect(expectLoaded(await fresh.load(id)).save.progress).toBe('Turn 3');
    expect(await readdir(dir)).not.toContain(`${id}.muster.tmp`);
  });

  it('when renaming the new save into place fails, the slot keeps the previous save and a good backup', async () => {
    const id = await written(createSaveStore({ dir, now }), null, sampleSave({ progress: 'Turn 1' }));
    const stuck: SaveFs = {
      ...nodeSaveFs,
      rename: async (from, to) => {
        if (from.endsWith('.muster.tmp')) throw Object.assign(new Error('rename failed'), { code: 'EBUSY' });
        return nodeSaveFs.rename(from, to);
      },
    };
    const result = await createSaveStore({ dir, now, fs: stuck }).write(id, sampleSave({ progress: 'Turn 2' }));
    expect(result).toEqual({ ok: false, message: 'Muster could not save "siege-of-acre.muster": another program is using the file. The previous save is unchanged.' });
    await expectPreviousIntact(id);
    // The backup is a copy of the previous save: good, whatever happens next.
    expect(await readFile(file(`${id}.muster.bak`), 'utf8')).toBe(writeSaveText(sampleSave({ progress: 'Turn 1' })));
    expect((await readdir(dir)).sort()).toEqual([`${id}.muster`, `${id}.muster.bak`]);
  });

  // play16 found it: a save another program held for a moment (an antivirus, a cloud folder's
  // sync) was judged damaged. Load opened its older backup ("The damaged file is kept"), and the
  // next Save made that newer file the backup and wrote the older game over it: two saves later the
  // newer game was gone.
  it('a save that cannot be read for the moment is not taken for damaged: nothing older is opened in its place, nor saved over it', async () => {
    const id = await written(createSaveStore({ dir, now }), null, sampleSave({ progress: 'Turn 1' }));
    await written(createSaveStore({ dir, now }), id, sampleSave({ progress: 'Turn 2' }));
    let held = true;
    const busy = (file: string) => held && file.endsWith(`${id}.muster`);
    const locked: SaveFs = {
      ...nodeSaveFs,
      readFile: async (f) => (busy(f) ? Promise.reject(Object.assign(new Error('busy'), { code: 'EBUSY' })) : nodeSaveFs.readFile(f)),
      copyFile: async (from, to) => (busy(from) ? Promise.reject(Object.assign(new Error('busy'), { code: 'EBUSY' })) : nodeSaveFs.copyFile(from, to)),
      rename: async (from, to) => (busy(from) || busy(to) ? Promise.reject(Object.assign(new Error('busy'), { code: 'EBUSY' })) : nodeSaveFs.rename(from, to)),
    };
    const store = createSaveStore({ dir, now, fs: locked });
    const loaded = await store.load(id);
    expect(loaded).toEqual({ ok: false, message: 'Muster could not read "siege-of-acre.muster" just now: another program is using the file. Nothing was changed: try again in a moment.' });
    // Listed with its problem, and no backup offered in its place.
    const [listed] = await store.list();
    expect(listed?.problem).toMatch(/could not read .* another program is using the file/);
    expect(listed?.backup).toBeUndefined();
    // A save into it while it is held writes nothing: the file is neither kept as the backup nor moved aside.
    const refused = await store.write(id, sampleSave({ progress: 'Turn 3' }));
    expect(refused).toEqual({ ok: false, message: 'Muster could not save "siege-of-acre.muster": the file there could not be read just now (another program is using the file). Nothing was overwritten: try again in a moment.' });
    expect((await readdir(dir)).filter((f) => f.endsWith('.muster') || f.endsWith('.bak')).sort()).toEqual([`${id}.muster`, `${id}.muster.bak`]);
    // Let go, it opens as it was, and its backup is the one before.
    held = false;
    expect(expectLoaded(await store.load(id)).save.progress).toBe('Turn 2');
    expect(expectLoaded(await createSaveStore({ dir, now }).load(id)).notice).toBeUndefined();
    expect(JSON.parse(await readFile(file(`${id}.muster.bak`), 'utf8')).progress).toBe('Turn 1');
  });

  // play38 found it: the damaged file was moved aside, then the new save could not be renamed into
  // its place (another program held it): the new save was removed, the slot left empty, the message
  // said "The previous save is unchanged", the save and its good backup were gone from the list,
  // and the next Save said the save "was deleted or moved outside Muster".
  it('when renaming the new save into place fails after the damaged file was moved aside, the slot is as it was: listed, its backup offered', async () => {
    const id = await written(createSaveStore({ dir, now }), null, sampleSave({ progress: 'Turn 1' }));
    await written(createSaveStore({ dir, now }), id, sampleSave({ progress: 'Turn 2' }));
    await writeFile(file(`${id}.muster`), 'damaged');
    const stuck: SaveFs = {
      ...nodeSaveFs,
      rename: async (from, to) => {
        if (from.endsWith('.muster.tmp')) throw Object.assign(new Error('rename failed'), { code: 'EBUSY' });
        return nodeSaveFs.rename(from, to);
      },
    };
    const store = createSaveStore({ dir, now, fs: stuck });
    const result = await store.write(id, sampleSave({ progress: 'Turn 3' }));
    expect(result).toEqual({ ok: false, message: 'Muster could not save "siege-of-acre.muster": another program is using the file. The previous save is unchanged.' });
    // The damaged file is back in its slot, listed with its problem and its good backup.
    expect(await readFile(file(`${id}.muster`), 'utf8')).toBe('damaged');
    expect((await readdir(dir)).filter((f) => /\.muster(\.bak)?$/.test(f)).sort()).toEqual([`${id}.muster`, `${id}.muster.bak`]);
    for (const s of [store, createSaveStore({ dir, now })]) {
      const list = await s.list();
      expect(list.map((row) => [row.id, row.backup?.progress])).toEqual([[id, 'Turn 1']]);
    }
    // The next Save (the program gone) writes into it, as a save there, not one "deleted outside Muster".
    expect(await written(createSaveStore({ dir, now }), id, sampleSave({ progress: 'Turn 3' }))).toBe(id);
    expect(expectLoaded(await createSaveStore({ dir, now }).load(id)).save.progress).toBe('Turn 3');
    expect(await readFile(file(`${id}.muster.bak`), 'utf8')).toBe(writeSaveText(sampleSave({ progress: 'Turn 1' })));
  });

  it('when the damaged file cannot be moved aside, the copy of its backup made for it goes too: nothing left over', async () => {
    const id = await written(createSaveStore({ dir, now }), null, sampleSave({ progress: 'Turn 1' }));
    await written(createSaveStore({ dir, now }), id, sampleSave({ progress: 'Turn 2' }));
    await writeFile(file(`${id}.muster`), 'damaged');
    const stuck: SaveFs = {
      ...nodeSaveFs,
      rename: async (from, to) => (from === file(`${id}.muster`) ? Promise.reject(Object.assign(new Error('busy'), { code: 'EBUSY' })) : nodeSaveFs.rename(from, to)),
    };
    const refused = await createSaveStore({ dir, now, fs: stuck }).write(id, sampleSave({ progress: 'Turn 3' }));
    expect(!refused.ok && refused.message).toMatch(/damaged and could not be moved aside \(another program is using the file\)/);
    expect((await readdir(dir)).sort()).toEqual([`${id}.muster`, `${id}.muster.bak`]);
  });

  it('when the damaged file cannot be moved aside, nothing is overwritten', async () => {
    await fs.promises.mkdir(dir, { recursive: true });
    await writeFile(file('slot.muster'), 'damaged bytes');
    const stuck: SaveFs = { ...nodeSaveFs, rename: async () => Promise.reject(new Error('no')) };
    const refused = await createSaveStore({ dir, now, fs: stuck }).write('slot', sampleSave());
    expect(!refused.ok && refused.message).toMatch(/damaged and could not be moved aside/);
    expect(await readdir(dir)).toEqual(['slot.muster']);
    expect(await readFile(file('slot.muster'), 'utf8')).toBe('damaged bytes');
  });
});

describe('ids from the renderer', () => {
  const BAD_IDS = [
    '../x',
    '..',
    '.',
    '',
    '/etc/passwd',
    'C:\\x',
    'a\\b',
    'a/b',
    'con',
    'nul',
    'prn',
    'aux',
    'com1',
    'lpt9',
    'Upper',
    '-lead',
    'a b',
    'é',
    'x'.repeat(65),
    'ext:0',
    'ext:1/../../x',
    'siege.muster',
    'x\u0000',
  ];

  it('refuses traversal, absolute, reserved and malformed ids before touching the disk', async () => {
    const calls: string[] = [];
    const spying = Object.fromEntries(
      Object.entries(nodeSaveFs).map(([name, fn]) => [
        name,
        (...args: unknown[]) => {
          calls.push(name);
          return (fn as (...a: unknown[]) => unknown)(...args);
        },
      ]),
    ) as unknown as SaveFs;
    const store = createSaveStore({ dir, now, fs: spying });
    // The store's first act is to clear what interrupted writes left: then nothing more.
    await store.list();
    calls.length = 0;
    for (const id of BAD_IDS) {
      const results = [await store.load(id), await store.write(id, sampleSave()), await store.rename(id, 'x'), await store.delete(id)];
      for (const result of results) {
        expect(result.ok, `${JSON.stringify(id)} was accepted`).toBe(false);
        expect(!result.ok && result.message, JSON.stringify(id)).toMatch(/refused the save id/);
      }
    }
    expect(calls).toEqual([]);
  });

  it('refuses an external ref this session never issued', async () => {
    const result = await createSaveStore({ dir, now }).load('ext:7');
    expect(!result.ok && result.message).toMatch(/Open it again/);
  });
});

describe('Save As and Open', () => {
  it('writes a file elsewhere under a session ref, and saves to it again', async () => {
    const store = createSaveStore({ dir, now });
    const elsewhere = path.join(scratch, 'My Games', 'Acre.muster');
    await fs.promises.mkdir(path.dirname(elsewhere));
    let suggested = '';
    const result = await store.saveAs(sampleSave({ progress: 'Turn 1' }), async (s) => {
      suggested = s;
      return elsewhere;
    });
    expect(suggested).toBe(file('siege-of-acre.muster'));
    if (!result.ok) throw new Error(result.message);
    expect(result.summary.id).toBe('ext:1');
    expect(JSON.stringify(result)).not.toContain(scratch);
    // Named after the file, as the player named it in the dialog.
    expect(result.summary.name).toBe('Acre');
    expect(await readFile(elsewhere, 'utf8')).toBe(writeSaveText(sampleSave({ progress: 'Turn 1', name: 'Acre' })));

    await written(store, 'ext:1', sampleSave({ progress: 'Turn 2' }));
    expect(expectLoaded(await store.load('ext:1')).save.progress).toBe('Turn 2');
    expect(await readFile(`${elsewhere}.bak`, 'utf8')).toBe(writeSaveText(sampleSave({ progress: 'Turn 1', name: 'Acre' })));
    // Not in the library, and not Muster's to delete.
    expect(await store.list()).toEqual([]);
    expect((await store.delete('ext:1')).ok).toBe(false);
    expect(fs.existsSync(elsewhere)).toBe(true);

    // Opening the same file again gives the same ref.
    const opened = expectLoaded(await store.open(async () => elsewhere));
    expect(opened.id).toBe('ext:1');
  });

  it('names, with the autosave of a game opened from or saved to a file outside the folder, that file: in this run and the next, gone or not', async () => {
    const outside = path.join(scratch, 'usb', 'acre.muster');
    await fs.promises.mkdir(path.dirname(outside));
    await writeFile(outside, writeSaveText(sampleSave({ name: 'Acre', cursor: 1 })));
    const store = createSaveStore({ dir, now });
    const opened = expectLoaded(await store.open(async () => outside));
    expect(opened.id).toBe('ext:1');
    expect(opened.elsewhere).toBeUndefined();
    // Played on: Continue opens the autosave, which names where the game came from.
    expect(await store.autosave(sampleSave({ name: 'Acre', cursor: 2 }))).toEqual({ ok: true });
    expect(expectLoaded(await store.loadAutosave()).elsewhere).toEqual(['ext:1']);
    // Nothing of it is in the saves list, and no path goes to the page.
    expect((await store.list()).map((s) => s.id)).toEqual(['autosave']);
    expect(JSON.stringify(await store.loadAutosave())).not.toContain(scratch);

    // Muster started again: the file is known by a new id, and Save writes into it.
    const later = createSaveStore({ dir, now });
    const [from] = expectLoaded(await later.loadAutosave()).elsewhere ?? [];
    if (!from) throw new Error('the autosave named no file elsewhere after a restart');
    expect(await written(later, from, sampleSave({ name: 'Acre', cursor: 2 }))).toBe(from);
    expect(await readFile(outside, 'utf8')).toBe(writeSaveText(sampleSave({ name: 'Acre', cursor: 2 })));

    // Taken away (the stick unplugged): still named, and writing into it says it is gone.
    await rm(outside);
    expect(expectLoaded(await later.loadAutosave()).elsewhere).toEqual([from]);
    expect(await later.write(from, sampleSave({ name: 'Acre', cursor: 2 }))).toMatchObject({ ok: false, gone: true });

    // Another game's autosave names none of them.
    expect(await later.autosave(withSnapshot(sampleSave({ name: 'Other', seed: 7 })))).toEqual({ ok: true });
    expect(expectLoaded(await later.loadAutosave()).elsewhere).toBeUndefined();
  });

  it('a path chosen inside the saves folder becomes a library save', async () => {
    const store = createSaveStore({ dir, now });
    const result = await store.saveAs(sampleSave(), async () => file('my-copy'));
    expect(result.ok && result.summary.id).toBe('my-copy');
    expect(fs.existsSync(file('my-copy.muster'))).toBe(true);
    expect((await store.list()).map((s) => s.id)).toEqual(['my-copy']);
    expect(expectLoaded(await store.open(async () => file('my-copy.muster'))).id).toBe('my-copy');
  });

  it('names the save after the file chosen, unless that is the name suggested: the list never shows the old name twice', async () => {
    const store = createSaveStore({ dir, now });
    await written(store, null, sampleSave({ name: 'Siege of Acre' }));
    const copy = await store.saveAs(sampleSave({ name: 'Siege of Acre' }), async () => file('Acre, second try.muster'));
    expect(copy.ok && copy.summary.name).toBe('Acre, second try');
    const suggested = await store.saveAs(sampleSave({ name: 'Siege of Acre' }), async (s) => s);
    expect(suggested.ok && suggested.summary.name).toBe('Siege of Acre (2)');
    expect((await store.list()).map((s) => s.name).sort()).toEqual(['Acre, second try', 'Siege of Acre', 'Siege of Acre (2)']);
    expect(nameFromFile('/x/Siege-Of-Acre.MUSTER', 'Siege of Acre')).toBe('Siege of Acre');
    expect(nameFromFile(`/x/${'a'.repeat(120)}.muster`, 'Siege of Acre')).toHaveLength(80);
    expect(nameFromFile('/x/.muster', 'Siege of Acre')).toBe('Siege of Acre');
    expect(nameFromFile('/x/\u200b.muster', 'Siege of Acre')).toBe('Siege of Acre');
  });

  it('numbers a Save As into the saves folder under a name another save there has (renamed, so its file is called otherwise): the list tells them apart', async () => {
    const store = createSaveStore({ dir, now });
    const first = await written(store, null, sampleSave({ name: 'Siege of Acre', progress: 'Turn 1' }));
    expect(await store.rename(first, 'Campaign')).toEqual({ ok: true });
    // "Campaign" typed in the dialog: campaign.muster is a new file, so the dialog asked nothing.
    const copy = await store.saveAs(sampleSave({ name: 'Free Table', progress: 'Turn 7' }), async () => file('Campaign.muster'));
    expect(copy.ok && copy.summary.name).toBe('Campaign (2)');
    expect((await store.list()).map((s) => s.name).sort()).toEqual(['Campaign', 'Campaign (2)']);
    // Over the save's own file (the dialog asked to replace it), or outside the folder, the name is as typed.
    const again = await store.saveAs(sampleSave({ name: 'Free Table', progress: 'Turn 8' }), async () => file('Campaign.muster'));
    expect(again.ok && again.summary.name).toBe('Campaign (2)');
    const outside = await store.saveAs(sampleSave({ name: 'Free Table' }), async () => path.join(scratch, 'Campaign.muster'));
    expect(outside.ok && outside.summary.name).toBe('Campaign');
  });

  it('says a name too long for the disk in words, with no path, and writes nothing', async () => {
    const store = createSaveStore({ dir, now });
    // 255 characters: a file may be called so, but not the new save written beside it first.
    const long = path.join(scratch, `${'a'.repeat(248)}.muster`);
    const result = await store.saveAs(sampleSave(), async () => long);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/: the file's name is too long \(choose a shorter one\)\.$/) });
    expect(JSON.stringify(result)).not.toContain(scratch);
    expect(await readdir(scratch)).toEqual([]);
  });

  it('refuses to Save As over the autosave', async () => {
    const store = createSaveStore({ dir, now });
    const result = await store.saveAs(sampleSave(), async () => file('autosave.muster'));
    expect(result.ok).toBe(false);
    expect(fs.existsSync(file('autosave.muster'))).toBe(false);
  });

  it('the saves folder reached through a link is still the saves folder: Save As there leaves the autosave alone, and its saves are the library\'s', async () => {
    const store = createSaveStore({ dir, now });
    expect((await store.autosave(sampleSave({ name: 'The game Continue opens', cursor: 2 }))).ok).toBe(true);
    const link = path.join(scratch, 'linked-saves');
    // (A junction on Windows, which needs no rights to make.)
    fs.symlinkSync(dir, link, process.platform === 'win32' ? 'junction' : 'dir');
    const result = await store.saveAs(sampleSave({ name: 'Another game', cursor: 0 }), async () => path.join(link, 'autosave.muster'));
    expect(!result.ok && result.message).toMatch(/is the autosave/);
    expect(expectLoaded(await store.loadAutosave()).save).toMatchObject({ name: 'The game Continue opens', cursor: 2 });
    // A save chosen there is the library's own (one save, not a second under another id).
    expect(await written(store, null, sampleSave({ progress: 'Turn 1' }))).toBe('siege-of-acre');
    const again = await store.saveAs(sampleSave({ progress: 'Turn 3' }), async () => path.join(link, 'siege-of-acre.muster'));
    expect(again.ok && again.summary.id).toBe('siege-of-acre');
    expect(expectLoaded(await store.open(async () => path.join(link, 'siege-of-acre.muster'))).id).toBe('siege-of-acre');
  });

  /** A save written, then moved to a synced folder and linked from the saves folder (Linux only: links need rights on Windows). */
  async function linkedSave() {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave({ progress: 'Turn 1' }));
    const synced = path.join(scratch, 'Dropbox');
    await fs.promises.mkdir(synced);
    const target = path.join(synced, 'acre.muster');
    await fs.promises.rename(file(`${id}.muster`), target);
    fs.symlinkSync(target, file(`${id}.muster`));
    return { store, id, synced, target };
  }

  it.runIf(process.platform === 'linux')('a save that is a link (to a copy in a synced folder) is written through to its target, and stays a link', async () => {
    const { store, id, synced, target } = await linkedSave();

    await written(store, id, sampleSave({ progress: 'Turn 2' }));
    expect(fs.lstatSync(file(`${id}.muster`)).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(file(`${id}.muster`))).toBe(target);
    expect(await readFile(target, 'utf8')).toBe(writeSaveText(sampleSave({ progress: 'Turn 2' })));
    expect(await readFile(file(`${id}.muster.bak`), 'utf8')).toBe(writeSaveText(sampleSave({ progress: 'Turn 1' })));
    // Nothing left over beside the target.
    expect(await readdir(synced)).toEqual(['acre.muster']);

    // Damaged at its target: the damaged text is set aside in the saves folder, the link kept.
    await writeFile(target, 'garbage');
    await written(store, id, sampleSave({ progress: 'Turn 3' }));
    expect(fs.lstatSync(file(`${id}.muster`)).isSymbolicLink()).toBe(true);
    expect(await readFile(target, 'utf8')).toBe(writeSaveText(sampleSave({ progress: 'Turn 3' })));
    expect(await readFile(file(`${id}-damaged-20261129-150405.muster`), 'utf8')).toBe('garbage');
    expect(await readdir(synced)).toEqual(['acre.muster']);
    expect(expectLoaded(await createSaveStore({ dir, now }).load(id)).save.progress).toBe('Turn 3');
  });

  // Linux only, as the tests of links above: making a link needs no rights there (Windows asks for them).
  it.runIf(process.platform === 'linux')('what a save through a link left beside its target when Muster stopped mid-save is cleared at the next start, and nothing else there (Linux only: links need rights on Windows)', async () => {
    const { id, synced, target } = await linkedSave();
    // Stopped mid-save: our staging beside the target, half written, and write-file-atomic's own temp
    // of it, empty. Beside them, files that are not ours: another program's temps, a note, an unlinked save's.
    const text = writeSaveText(sampleSave({ progress: 'Turn 2' }));
    await writeFile(`${target}.tmp`, text.slice(0, 200));
    await writeFile(`${target}.tmp.1234567`, '');
    const theirs = { 'acre.muster.tmp.old': text, 'notes.txt.tmp': 'my notes', 'other.muster.tmp': text, 'acre.muster.swp': 'x' };
    for (const [name, body] of Object.entries(theirs)) await writeFile(path.join(synced, name), body);

    const next = createSaveStore({ dir, now });
    expect(expectLoaded(await next.load(id)).save.progress).toBe('Turn 1');
    expect((await readdir(synced)).sort()).toEqual(['acre.muster', ...Object.keys(theirs)].sort());
    expect(fs.lstatSync(file(`${id}.muster`)).isSymbolicLink()).toBe(true);

    // A file of that name that is not a save's text is not ours: left as it is.
    await writeFile(`${target}.tmp`, 'a file some other program keeps here');
    await createSaveStore({ dir, now }).list();
    expect(await readFile(`${target}.tmp`, 'utf8')).toBe('a file some other program keeps here');
  });

  it.runIf(process.platform === 'linux')('a link in the saves folder that loops round to itself is listed in plain words, and a save there sets it aside', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave({ progress: 'Turn 1' }));
    await written(store, id, sampleSave({ progress: 'Turn 1' }));
    await fs.promises.unlink(file(`${id}.muster`));
    fs.symlinkSync(file(`${id}.muster`), file(`${id}.muster`));
    fs.symlinkSync(file('b.muster'), file('a.muster'));
    fs.symlinkSync(file('a.muster'), file('b.muster'));

    const listed = await store.list();
    const problems = listed.filter((s) => s.problem !== undefined).map((s) => s.problem);
    expect(problems).toHaveLength(3);
    for (const problem of problems) {
      expect(problem).not.toMatch(/ELOOP|just now|symbolic/);
      expect(problem).toMatch(/^Muster could not open "[a-z-]+\.muster": it is a link that leads round in a loop, not to a file\.$/);
    }
    const loaded = await store.load('a');
    expect(!loaded?.ok && loaded?.message).toBe('Muster could not open "a.muster": it is a link that leads round in a loop, not to a file.');
    // Its backup is still offered, and the next save sets the loop aside (nothing in it to lose).
    expect(expectLoaded(await store.load(id)).save.progress).toBe('Turn 1');
    await written(store, id, sampleSave({ progress: 'Turn 2' }));
    expect(expectLoaded(await store.load(id)).save.progress).toBe('Turn 2');
    expect(fs.lstatSync(file(`${id}-damaged-20261129-150405.muster`)).isSymbolicLink()).toBe(true);
  });

  it('on Windows and macOS, whose file systems ignore case, "AUTOSAVE.muster" is the autosave too', async () => {
    for (const platform of ['win32', 'darwin'] as const) {
      const store = createSaveStore({ dir, now, platform });
      const result = await store.saveAs(sampleSave(), async () => file('AUTOSAVE.Muster'));
      expect(!result.ok && result.message).toMatch(/is the autosave/);
      expect(fs.existsSync(file('AUTOSAVE.Muster'))).toBe(false);
    }
    // Linux tells the two names apart, so the file is the player's own, elsewhere than the autosave.
    const linux = await createSaveStore({ dir, now, platform: 'linux' }).saveAs(sampleSave(), async () => file('AUTOSAVE.muster'));
    expect(linux.ok && linux.summary.id).toBe('ext:1');
  });

  it('on Windows and macOS a library save chosen under other capitals is the same save, not a second one', async () => {
    const store = createSaveStore({ dir, now, platform: 'win32' });
    expect(await written(store, null, sampleSave({ progress: 'Turn 1' }))).toBe('siege-of-acre');
    // (This test's folder tells case apart, so the capitalised name only shows which slot the store picks.)
    const result = await store.saveAs(sampleSave({ progress: 'Turn 2' }), async () => file('Siege-Of-Acre.MUSTER'));
    expect(result.ok && result.summary.id).toBe('siege-of-acre');
    expect(expectLoaded(await store.load('siege-of-acre')).save.progress).toBe('Turn 2');
  });

  it('never saves a game into a backup opened by hand (the next save of its own game replaces a backup, and Delete takes it): Save says so and writes nothing', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave({ progress: 'Turn 1' }));
    await written(store, id, sampleSave({ progress: 'Turn 2' }));
    const backup = file(`${id}.muster.bak`);
    const before = await readFile(backup, 'utf8');
    // File > Open on the backup itself (typed, or shown with "All files"), to play the older game on.
    const opened = expectLoaded(await store.open(async () => backup));
    expect(opened.save.progress).toBe('Turn 1');
    const saved = await store.write(opened.id, sampleSave({ progress: 'Turn 3, from the backup' }));
    expect(saved).toEqual({ ok: false, message: expect.stringMatching(/"siege-of-acre\.muster\.bak" is the backup .*"siege-of-acre\.muster".*Save As/) });
    expect(await readFile(backup, 'utf8')).toBe(before);
    // So too beside a save elsewhere, and under other capitals where the file system ignores them.
    const outside = path.join(scratch, 'Acre.muster');
    expect((await store.saveAs(sampleSave({ progress: 'Turn 1' }), async () => outside)).ok).toBe(true);
    expect((await store.write('ext:2', sampleSave({ progress: 'Turn 2' }))).ok).toBe(true);
    const elsewhere = expectLoaded(await store.open(async () => `${outside}.bak`));
    expect((await store.write(elsewhere.id, sampleSave({ progress: 'Turn 9' }))).ok).toBe(false);
    await fs.promises.copyFile(`${outside}.bak`, path.join(scratch, 'OLD.MUSTER.BAK'));
    const windows = createSaveStore({ dir, now, platform: 'win32' });
    const upper = expectLoaded(await windows.open(async () => path.join(scratch, 'OLD.MUSTER.BAK')));
    expect((await windows.write(upper.id, sampleSave({ progress: 'Turn 9' }))).ok).toBe(false);
  });

  it('reports cancelling', async () => {
    const store = createSaveStore({ dir, now });
    expect(await store.saveAs(sampleSave(), async () => null)).toEqual({ ok: false, cancelled: true, message: expect.any(String) });
    expect(await store.open(async () => null)).toBeNull();
  });

  it('opening a damaged file names it', async () => {
    const bad = path.join(scratch, 'Broken Game.muster');
    await writeFile(bad, 'not json');
    const result = await createSaveStore({ dir, now }).open(async () => bad);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('"Broken Game.muster"') });
  });
});

describe('a file is good only if its game resumes (issue 10)', () => {
  /** The save with one seat id changed in its last move: the envelope is fine, the log does not replay. */
  function seatChanged(save: SaveEnvelope): SaveEnvelope {
    const last = save.log[save.log.length - 1]!;
    return { ...save, log: [...save.log.slice(0, -1), { ...last, seat: 3 }] };
  }

  it('lists a save whose last move changed seat with its problem, offers its backup, and does not continue it', async () => {
    const store = createSaveStore({ dir, now });
    expect((await store.autosave(sampleSave({ progress: 'Turn 1' }))).ok).toBe(true);
    expect((await store.autosave(sampleSave({ progress: 'Turn 2', cursor: 2 }))).ok).toBe(true);
    await writeFile(file('autosave.muster'), writeSaveText(seatChanged(sampleSave({ progress: 'Turn 3', cursor: 2 }))));
    const [listed] = await store.list();
    expect(listed).toMatchObject({
      id: 'autosave',
      autosave: true,
      problem: 'Muster could not open "autosave.muster": move 2 of its log is not legal: It is not your turn.',
      backup: { progress: 'Turn 1', savedAt: '2026-11-29T14:00:00.000Z' },
    });
    const loaded = expectLoaded(await store.loadAutosave());
    expect(loaded.save.progress).toBe('Turn 1');
    expect(loaded.notice).toMatch(/^Muster could not open "autosave\.muster": move 2 of its log is not legal: .* Muster loaded its backup instead/);
  });

  it('refuses to rename a save whose log does not replay, keeping its good backup', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave({ progress: 'Turn 1' }));
    await written(store, id, sampleSave({ progress: 'Turn 2' }));
    const goodBackup = await readFile(file(`${id}.muster.bak`), 'utf8');
    const damaged = writeSaveText(seatChanged(sampleSave({ progress: 'Turn 3' })));
    await writeFile(file(`${id}.muster`), damaged);
    const renamed = await store.rename(id, 'Renamed');
    expect(renamed).toEqual({ ok: false, message: expect.stringMatching(/^Muster could not open "siege-of-acre\.muster": move 2 of its log is not legal: .*A damaged save cannot be renamed\.$/) });
    expect(await readFile(file(`${id}.muster.bak`), 'utf8')).toBe(goodBackup);
    expect(await readFile(file(`${id}.muster`), 'utf8')).toBe(damaged);
    // Saving the game again moves the damaged file aside; the backup is still the good one.
    await written(store, id, sampleSave({ progress: 'Turn 4' }));
    expect(await readFile(file(`${id}-damaged-20261129-150405.muster`), 'utf8')).toBe(damaged);
    expect(await readFile(file(`${id}.muster.bak`), 'utf8')).toBe(goodBackup);
    expect(expectLoaded(await store.load(id)).save.progress).toBe('Turn 4');
  });

  it('refuses to write a save whose own log does not replay, touching nothing', async () => {
    const store = createSaveStore({ dir, now });
    const id = await written(store, null, sampleSave({ progress: 'Turn 1' }));
    const result = await store.write(id, seatChanged(sampleSave({ cursor: 2 })));
    expect(result).toEqual({ ok: false, message: 'Muster could not save "Siege of Acre": move 2 of its log is not legal: It is not your turn.' });
    expect((await readdir(dir)).sort()).toEqual([`${id}.muster`]);
  });

  const NOT_DATA: [string, unknown, RegExp][] = [
    ['undefined', undefined, /has no value \(undefined\)/],
    ['NaN', NaN, /is not a finite number \(NaN\)/],
    ['Infinity', Infinity, /is not a finite number \(Infinity\)/],
    ['a Date', new Date('2026-11-30T12:00:00Z'), /is a Date, not plain data/],
    ['a Map', new Map([['a', 1]]), /is a Map, not plain data/],
    ['a function', () => 1, /is a function, which a save cannot hold/],
  ];
  for (const [what, value, says] of NOT_DATA) {
    it(`refuses ${what} in the options, the snapshot or an action before anything is written or rotated`, async () => {
      const store = createSaveStore({ dir, now });
      const id = await written(store, null, sampleSave({ progress: 'Turn 1' }));
      await written(store, id, sampleSave({ progress: 'Turn 2' }));
      const before = [await readFile(file(`${id}.muster`), 'utf8'), await readFile(file(`${id}.muster.bak`), 'utf8')];
      const good = sampleSave({ progress: 'Turn 3' });
      const bad: [string, SaveEnvelope][] = [
        ['game.options.width', { ...good, game: { ...good.game, options: { ...(good.game.options as object), width: value } } }],
        ['game.options', { ...good, game: { ...good.game, options: value } }],
        ['snapshot', { ...good, snapshot: value }],
        ['snapshot.size', { ...good, snapshot: { ...(good.snapshot as object), size: value } }],
        ['log[0].action.x', { ...good, log: [{ ...good.log[0]!, action: { ...good.log[0]!.action, x: value } }, good.log[1]!] }],
      ];
      for (const [where, save] of bad) {
        for (const result of [await store.write(id, save), await store.autosave(save)]) {
          expect(result.ok, where).toBe(false);
          expect(!result.ok && result.message, where).toMatch(new RegExp(`^The save is not valid \\(${where.replace(/[.[\]]/g, '\\$&')} ${says.source}\\)\\.$`));
        }
      }
      expect([await readFile(file(`${id}.muster`), 'utf8'), await readFile(file(`${id}.muster.bak`), 'utf8')]).toEqual(before);
      expect((await readdir(dir)).sort()).toEqual([`${id}.muster`, `${id}.muster.bak`]);
    });
  }

  it('refuses a snapshot nested a million deep without parsing it', async () => {
    await fs.promises.mkdir(dir, { recursive: true });
    const text = writeSaveText(sampleSave()).replace('"snapshot":', `"snapshot":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)},"was":`);
    await writeFile(file('deep.muster'), text);
    const parse = vi.spyOn(JSON, 'parse');
    const result = await createSaveStore({ dir, now }).load('deep');
    expect(result).toEqual({ ok: false, message: 'Muster could not open "deep.muster": the file is nested more than 64 levels deep, which no save is.' });
    expect(parse).not.toHaveBeenCalled();
  });

  it('refuses a 300,000-entry save, naming the count, before checking a move', async () => {
    await fs.promises.mkdir(dir, { recursive: true });
    const log = Array.from({ length: 300_000 }, () => ({ seat: 0, action: { type: 'x' }, events: [], text: '' }));
    await writeFile(file('long.muster'), writeSaveText(sampleSave({ log, cursor: 0 })));
    const result = await createSaveStore({ dir, now }).load('long');
    expect(result).toEqual({ ok: false, message: 'Muster could not open "long.muster": its log has 300,000 moves, more than the 10,000 a save of this game may hold.' });
    const refused = await createSaveStore({ dir, now }).autosave(sampleSave({ log, cursor: 0 }));
    expect(refused).toEqual({ ok: false, message: 'The game is too long to save: its log has 300,000 moves, more than the 10,000 a save of this game may hold.' });
  });

  it('removes what interrupted writes left when it starts, and nothing else', async () => {
    await fs.promises.mkdir(dir, { recursive: true });
    const keep = ['a.muster', 'a.muster.bak', 'a-damaged-20261129-150405.muster', 'notes.txt', 'b.muster.old'];
    const temps = ['a.muster.tmp', 'a.muster.bak.tmp', 'a.muster.3141592', 'a.muster.tmp.2718281', 'autosave.muster.tmp', 'a.muster.bak.tmp.12'];
    for (const name of [...keep, ...temps]) await writeFile(file(name), name === 'a.muster' ? writeSaveText(sampleSave()) : 'x');
    const store = createSaveStore({ dir, now });
    expect((await readdir(dir)).length).toBe(keep.length + temps.length);
    await store.list();
    expect((await readdir(dir)).sort()).toEqual([...keep].sort());
  });

  it('removes the same leftovers under other capitals on Linux (a file typed as "Typed.MUSTER"), and keeps saves so named', async () => {
    await fs.promises.mkdir(dir, { recursive: true });
    const keep = ['Typed.MUSTER', 'Typed.MUSTER.bak', 'Other.Muster', 'notes.TMP'];
    const temps = ['Typed.MUSTER.tmp', 'Typed.MUSTER.TMP', 'Typed.MUSTER.BAK.tmp', 'Other.Muster.Tmp.42', 'Typed.MUSTER.3141592', 'Typed.MUSTER.SUMMARY.tmp'];
    for (const name of [...keep, ...temps]) await writeFile(file(name), name === 'Typed.MUSTER' ? writeSaveText(sampleSave()) : 'x');
    await createSaveStore({ dir, now, platform: 'linux' }).list();
    expect((await readdir(dir)).filter((n) => !n.endsWith('.summary') && n !== 'judged-saves.json').sort()).toEqual([...keep].sort());
  });

  it('flushes the folder after each rename where it can, not on Windows, and a folder that cannot be flushed costs no save', async () => {
    const calls: string[] = [];
    const logging = (platform: NodeJS.Platform, syncDir: SaveFs['syncDir']): SaveFs => ({
      ...nodeSaveFs,
      rename: async (from, to) => {
        calls.push(`rename ${path.basename(from)} ${path.basename(to)}`);
        return nodeSaveFs.rename(from, to);
      },
      syncDir: async (folder) => {
        calls.push(`sync ${folder === dir ? 'folder' : folder} on ${platform}`);
        return syncDir(folder);
      },
    });
    const linux = createSaveStore({ dir, now, platform: 'linux', fs: logging('linux', nodeSaveFs.syncDir) });
    const id = await written(linux, null, sampleSave({ progress: 'Turn 1' }));
    await written(linux, id, sampleSave({ progress: 'Turn 2' }));
    expect(calls).toEqual([
      'rename siege-of-acre.muster.tmp siege-of-acre.muster',
      'sync folder on linux',
      'rename siege-of-acre.muster.bak.tmp siege-of-acre.muster.bak',
      'sync folder on linux',
      'rename siege-of-acre.muster.tmp siege-of-acre.muster',
      'sync folder on linux',
    ]);
    calls.length = 0;
    const windows = createSaveStore({ dir, now, platform: 'win32', fs: logging('win32', nodeSaveFs.syncDir) });
    await written(windows, id, sampleSave({ progress: 'Turn 3' }));
    expect(calls.filter((c) => c.startsWith('sync'))).toEqual([]);
    const failing = createSaveStore({ dir, now, platform: 'darwin', fs: logging('darwin', async () => Promise.reject(Object.assign(new Error('EINVAL'), { code: 'EINVAL' }))) });
    await written(failing, id, sampleSave({ progress: 'Turn 4' }));
    expect(expectLoaded(await createSaveStore({ dir, now }).load(id)).save.progress).toBe('Turn 4');
  });

  it('reads a new save back before the old one becomes the backup: one that reads back wrong changes nothing', async () => {
    const id = await written(createSaveStore({ dir, now }), null, sampleSave({ progress: 'Turn 1' }));
    await written(createSaveStore({ dir, now }), id, sampleSave({ progress: 'Turn 2' }));
    const before = [await readFile(file(`${id}.muster`), 'utf8'), await readFile(file(`${id}.muster.bak`), 'utf8')];
    // A disk that hands back other bytes than it was given.
    const flaky: SaveFs = { ...nodeSaveFs, readFile: async (f) => (f.endsWith('.tmp') ? `${await nodeSaveFs.readFile(f)} ` : nodeSaveFs.readFile(f)) };
    const result = await createSaveStore({ dir, now, fs: flaky }).write(id, sampleSave({ progress: 'Turn 3' }));
    expect(result).toEqual({ ok: false, message: 'Muster could not save "siege-of-acre.muster": the new save did not read back as it was written (is the disk failing?). The previous save is unchanged.' });
    expect([await readFile(file(`${id}.muster`), 'utf8'), await readFile(file(`${id}.muster.bak`), 'utf8')]).toEqual(before);
    expect((await readdir(dir)).sort()).toEqual([`${id}.muster`, `${id}.muster.bak`]);
  });

  it('lists without re-reading files that have not changed since, and re-reads one that has', async () => {
    const reads: string[] = [];
    const counting: SaveFs = { ...nodeSaveFs, readFile: async (f) => (reads.push(path.basename(f)), nodeSaveFs.readFile(f)) };
    const store = createSaveStore({ dir, now, fs: counting });
    for (const name of ['One', 'Two', 'Three']) await written(store, null, sampleSave({ name }));
    reads.length = 0;
    await fs.promises.writeFile(file('four.muster'), writeSaveText(sampleSave({ name: 'Four' })));
    expect((await store.list()).map((s) => s.name).sort()).toEqual(['Four', 'One', 'Three', 'Two']);
    // Written by this store: known. Copied in: read once.
    expect(reads).toEqual(['four.muster']);
    reads.length = 0;
    await store.list();
    await store.list();
    expect(reads).toEqual([]);
    const later = new Date(Date.now() + 5_000);
    await fs.promises.writeFile(file('two.muster'), writeSaveText(seatChanged(sampleSave({ name: 'Two', cursor: 2 }))));
    fs.utimesSync(file('two.muster'), later, later);
    const list = await store.list();
    expect(reads).toEqual(['two.muster']);
    expect(list.find((s) => s.id === 'two')?.problem).toMatch(/"two\.muster": move 2 of its log is not legal/);
  });

  it('replays only the moves an autosave adds to the log it checked last', async () => {
    const freeTable = (await import('../renderer/contract/games')).RULES['free-table']!;
    let applied = 0;
    const games = { 'free-table': { ...freeTable, apply: (s: never, a: never, seat: number) => (applied++, freeTable.apply(s, a, seat)) } };
    const store = createSaveStore({ dir, now, games });
    const first = sampleSave();
    const moves = (n: number): SaveEnvelope => {
      const log = [first.log[0]!];
      for (let i = 1; i < n; i++) log.push({ seat: 0, action: { type: 'move', poses: [{ id: 'p1', x: 50 + i, y: 60, angle: 0 }] }, events: [], text: '' });
      return withSnapshot({ ...first, log, cursor: n });
    };
    for (let n = 1; n <= 100; n++) expect((await store.autosave(moves(n))).ok).toBe(true);
    // One replay of each move, not 1 + 2 + ... + 100.
    expect(applied).toBe(100);
    // Loading it, and Continue, replay nothing either.
    expectLoaded(await store.loadAutosave());
    expect(applied).toBe(100);
  });
});

describe('verdicts remembered beside the saves (issue 15: resume without replaying)', () => {
  async function counted(appVersion = '0.1.0') {
    const freeTable = (await import('../renderer/contract/games')).RULES['free-table']!;
    const tally = { applied: 0 };
    const games = { 'free-table': { ...freeTable, apply: (s: never, a: never, seat: number) => (tally.applied++, freeTable.apply(s, a, seat)) } };
    return { store: createSaveStore({ dir, now, games, appVersion }), tally };
  }

  it('opens a save it judged good in an earlier run without replaying its log, and lists it too', async () => {
    const first = await counted();
    const id = await written(first.store, null, sampleSave());
    expect(first.tally.applied).toBeGreaterThan(0);
    expect(await readdir(dir)).toContain('judged-saves.json');
    // A later run: a new store over the same folder.
    const later = await counted();
    expect((await later.store.list()).map((s) => s.id)).toEqual([id]);
    expect(expectLoaded(await later.store.load(id)).save).toEqual(sampleSave());
    expect(later.tally.applied).toBe(0);
  });

  it('judges in full a file whose text changed, even at the same size and time, and falls back to its backup', async () => {
    const first = await counted();
    const id = await written(first.store, null, sampleSave());
    await written(first.store, id, sampleSave({ progress: 'Turn 3' }));
    // One digit of the snapshot changed, the size and the time kept: the log no longer leads there.
    const target = file(`${id}.muster`);
    const stat = fs.statSync(target);
    const text = await readFile(target, 'utf8');
    const at = text.indexOf('"snapshot"');
    const changed = text.slice(0, at) + text.slice(at).replace('"x":100', '"x":101');
    expect(changed).not.toBe(text);
    expect(changed.length).toBe(text.length);
    await writeFile(target, changed);
    fs.utimesSync(target, stat.atime, stat.mtime);
    const later = await counted();
    const loaded = expectLoaded(await later.store.load(id));
    expect(loaded.save.progress).toBe('Turn 2');
    expect(loaded.notice).toMatch(/does not agree with its log after move 1 \(snapshot\.pieces\[0\]\.x differs\)/);
    expect(later.tally.applied).toBeGreaterThan(0);
  });

  it('never makes a file damaged at the same size and time the backup: saving over it moves it aside, in this run and a later one', async () => {
    for (const run of ['same', 'later'] as const) {
      // The file system keeps the spoiled file's time as it was (a sync tool, a disk).
      const kept = new Map<string, number>();
      const keeping: SaveFs = {
        ...nodeSaveFs,
        stat: async (f) => {
          const stat = await nodeSaveFs.stat(f);
          const mtimeMs = kept.get(f);
          return mtimeMs === undefined ? stat : { size: stat.size, mtimeMs, isFile: () => stat.isFile() };
        },
      };
      const first = createSaveStore({ dir, now, appVersion: '0.1.0', fs: keeping });
      const id = await written(first, null, sampleSave({ name: `Siege ${run}` }));
      await written(first, id, sampleSave({ name: `Siege ${run}`, progress: 'Turn 3' }));
      const backup = await readFile(file(`${id}.muster.bak`), 'utf8');
      // Spoiled in place at the same size and time: its summary and what the store knew still fit it.
      const target = file(`${id}.muster`);
      const stat = await nodeSaveFs.stat(target);
      const text = await readFile(target, 'utf8');
      const at = text.indexOf('"snapshot"');
      await writeFile(target, text.slice(0, at) + text.slice(at).replace('"x":100', '"x":101'));
      kept.set(target, stat.mtimeMs);
      const store = run === 'same' ? first : createSaveStore({ dir, now, appVersion: '0.1.0', fs: keeping });
      await written(store, id, sampleSave({ name: `Siege ${run}`, progress: 'Turn 4' }));
      expect(await readFile(file(`${id}.muster.bak`), 'utf8'), run).toBe(backup);
      // Moved aside with a copy of its backup beside it.
      expect((await readdir(dir)).filter((n) => n.startsWith(`${id}-damaged-`)).map((n) => n.replace(/^.*?\.muster/, '.muster')).sort(), run).toEqual(['.muster', '.muster.bak']);
    }
  });

  it('trusts no verdict another version reached, nor a verdicts file that is not its own', async () => {
    const first = await counted('0.1.0');
    const id = await written(first.store, null, sampleSave());
    const other = await counted('0.2.0');
    expectLoaded(await other.store.load(id));
    expect(other.tally.applied).toBeGreaterThan(0);
    await writeFile(file('judged-saves.json'), '{"format":"muster-judged","app":"0.1.0","good":{"x":"not a hash"}}');
    const spoiled = await counted('0.1.0');
    expectLoaded(await spoiled.store.load(id));
    expect(spoiled.tally.applied).toBeGreaterThan(0);
    // Nor is it listed as a save.
    expect((await spoiled.store.list()).map((s) => s.id)).toEqual([id]);
  });
});

describe('summaries kept beside the saves (issue 15: the menu lists saves without reading them)', () => {
  /** A store of a later run whose file reads are counted, saves apart from everything else. */
  function reading(appVersion = '0.1.0') {
    const reads: string[] = [];
    const fsCounted: SaveFs = { ...nodeSaveFs, readFile: (f) => (reads.push(path.basename(f)), nodeSaveFs.readFile(f)) };
    const saveReads = () => reads.filter((name) => name.endsWith('.muster'));
    return { store: createSaveStore({ dir, now, appVersion, fs: fsCounted }), reads, saveReads };
  }

  it('lists every save of an earlier run from its summary, reading no save, and lists the same as reading them', async () => {
    const first = createSaveStore({ dir, now, appVersion: '0.1.0' });
    await written(first, null, sampleSave());
    await written(first, null, sampleSave({ name: 'Second', progress: 'Turn 9' }));
    expect((await first.autosave(sampleSave({ name: 'Autosave' }))).ok).toBe(true);
    expect((await readdir(dir)).filter((n) => n.endsWith('.summary')).sort()).toEqual(['autosave.muster.summary', 'second.muster.summary', 'siege-of-acre.muster.summary']);
    const later = reading();
    const listed = await later.store.list();
    expect(later.saveReads()).toEqual([]);
    expect(later.reads.filter((n) => n.endsWith('.summary')).length).toBe(3);
    // What reading every save in full lists (no version: no summaries trusted).
    expect(listed).toEqual(await createSaveStore({ dir, now }).list());
    expect(listed.map((s) => s.name).sort()).toEqual(['Autosave', 'Second', 'Siege of Acre']);
    // Opening a save still reads the file itself.
    expectLoaded(await later.store.load('second'));
    expect(later.saveReads()).toEqual(['second.muster']);
  });

  it('reads a save changed since its summary, lists what it holds now, and writes its summary again', async () => {
    await written(createSaveStore({ dir, now, appVersion: '0.1.0' }), null, sampleSave());
    // Changed by another program: a valid save with another name, at another size.
    await writeFile(file('siege-of-acre.muster'), writeSaveText(sampleSave({ name: 'Renamed elsewhere' })));
    const later = reading();
    expect((await later.store.list()).map((s) => s.name)).toEqual(['Renamed elsewhere']);
    expect(later.saveReads()).toEqual(['siege-of-acre.muster']);
    const summary = JSON.parse(await readFile(file('siege-of-acre.muster.summary'), 'utf8'));
    expect(summary.save.name).toBe('Renamed elsewhere');
    const third = reading();
    expect((await third.store.list()).map((s) => s.name)).toEqual(['Renamed elsewhere']);
    expect(third.saveReads()).toEqual([]);
  });

  it('ignores a summary that is garbage, of another version, too large, or of a file damaged since, and loses nothing', async () => {
    await written(createSaveStore({ dir, now, appVersion: '0.1.0' }), null, sampleSave());
    const good = await readFile(file('siege-of-acre.muster.summary'), 'utf8');
    const spoiled = [
      'not json',
      good.replace('"app":"0.1.0"', '"app":"0.0.9"'),
      good.replace('"name":"Siege of Acre"', '"name":"Siege\\u0007"'),
      good.replace(/"size":\d+/, '"size":1'),
      `${good.slice(0, -2)}${' '.repeat(700 * 1024)}}`,
    ];
    for (const text of spoiled) {
      await writeFile(file('siege-of-acre.muster.summary'), text);
      const later = reading();
      expect((await later.store.list()).map((s) => [s.name, s.problem])).toEqual([['Siege of Acre', undefined]]);
      expect(later.saveReads()).toEqual(['siege-of-acre.muster']);
    }
    // The save cut short by hand: its summary (for the old size) is not believed, and the damage is listed.
    await written(createSaveStore({ dir, now, appVersion: '0.1.0' }), 'siege-of-acre', sampleSave({ progress: 'Turn 3' }));
    const size = fs.statSync(file('siege-of-acre.muster')).size;
    await truncate(file('siege-of-acre.muster'), size - 10);
    const later = reading();
    const [row] = await later.store.list();
    expect(row?.problem).toMatch(/siege-of-acre\.muster/);
    expect(row?.backup?.progress).toBe('Turn 2');
  });

  it('lists a save found damaged on opening with its problem, in this run and the next, though its size and time still fit its summary', async () => {
    await written(createSaveStore({ dir, now, appVersion: '0.1.0' }), null, sampleSave());
    await written(createSaveStore({ dir, now, appVersion: '0.1.0' }), 'siege-of-acre', sampleSave({ progress: 'Turn 3' }));
    // Spoiled in place, to the same size and modification time (a disk fault, or a tool that keeps
    // times): a whole-second time, which the file system keeps exactly, summarised by a listing.
    const when = new Date('2026-12-01T10:00:00Z');
    fs.utimesSync(file('siege-of-acre.muster'), when, when);
    await reading().store.list();
    const text = await readFile(file('siege-of-acre.muster'), 'utf8');
    await writeFile(file('siege-of-acre.muster'), text.replace('"seed":', '"sXed":'));
    fs.utimesSync(file('siege-of-acre.muster'), when, when);
    const store = reading().store;
    expect((await store.list()).map((s) => s.problem)).toEqual([undefined]);
    const opened = await store.load('siege-of-acre');
    expect(opened.ok && opened.notice).toMatch(/loaded its backup/);
    expect((await store.list()).map((s) => s.problem)).toEqual([expect.stringMatching(/siege-of-acre\.muster/)]);
    expect((await reading().store.list()).map((s) => s.problem)).toEqual([expect.stringMatching(/siege-of-acre\.muster/)]);
  });

  it('removes a save\'s summary with the save, and a summary whose save was deleted by hand', async () => {
    const store = createSaveStore({ dir, now, appVersion: '0.1.0' });
    const a = await written(store, null, sampleSave());
    await written(store, null, sampleSave({ name: 'Second' }));
    expect((await store.delete(a)).ok).toBe(true);
    expect(await readdir(dir)).not.toContain('siege-of-acre.muster.summary');
    fs.unlinkSync(file('second.muster'));
    expect(await createSaveStore({ dir, now, appVersion: '0.1.0' }).list()).toEqual([]);
    expect((await readdir(dir)).filter((n) => n.endsWith('.summary'))).toEqual([]);
  });
});
