import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { sampleSave } from '../testing/save-fixture';
import {
  MAX_DRAFT_CHARS,
  MAX_SAVE_BYTES,
  MAX_STRING_CHARS,
  SAVE_SCHEMA_VERSION,
  SaveHeadSchema,
  checkSaveEnvelope,
  fitProgress,
  fitText,
  jsonProblem,
  migrateSave,
  nestedDeeperThan,
  readSave,
  saveHead,
  writeSaveText,
  type Migration,
  type SaveEnvelope,
} from './save-format';

describe('save format', () => {
  it('round-trips every field', () => {
    const save = sampleSave();
    const back = readSave(writeSaveText(save), 'ford.muster');
    expect(back).toEqual({ ok: true, save, migratedFrom: null });
  });

  it('names the file and says when a file is cut short', () => {
    const text = writeSaveText(sampleSave());
    const r = readSave(text.slice(0, text.length / 2), 'ford.muster');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toContain('"ford.muster"');
    expect(r.message).toContain('cut short');
  });

  it('names the field at fault in a damaged file', () => {
    const bad = { ...sampleSave(), cursor: 9 };
    const r = readSave(JSON.stringify(bad), 'x.muster');
    expect(r).toEqual({
      ok: false,
      message: 'Muster could not open "x.muster": the file is damaged (The log position is past the end of the log.).',
    });
    const r2 = readSave(JSON.stringify({ ...sampleSave(), seed: 'twelve' }), 'y.muster');
    expect(!r2.ok && r2.message).toMatch(/"y\.muster".*seed/);
  });

  it('refuses empty files, other JSON and saves from a newer Muster', () => {
    expect(readSave('', 'a.muster')).toMatchObject({ ok: false, message: expect.stringContaining('empty') });
    expect(readSave('[1,2]', 'a.muster')).toMatchObject({ ok: false, message: expect.stringContaining('not a Muster save') });
    const newer = JSON.stringify({ ...sampleSave(), schema: SAVE_SCHEMA_VERSION + 1, app: '9.0.0' });
    expect(readSave(newer, 'a.muster')).toMatchObject({ ok: false, message: expect.stringContaining('newer Muster (Muster 9.0.0)') });
    expect(readSave(newer, 'a.muster', { appVersion: '0.1.0' })).toMatchObject({ ok: false, message: expect.stringContaining('newer Muster (Muster 9.0.0)') });
  });

  it('names the Muster a newer save came from only when it is newer than this one (a file whose save version was changed by hand names this very Muster)', () => {
    const doctored = (app: string) => JSON.stringify({ ...sampleSave(), schema: SAVE_SCHEMA_VERSION + 1, app });
    for (const app of ['0.1.0', '0.0.9', '0.1.0-beta.2', 'Muster']) {
      expect(readSave(doctored(app), 'a.muster', { appVersion: '0.1.0' }), app).toMatchObject({ ok: false, newer: true, message: 'Muster could not open "a.muster": it was saved by a newer Muster. Update Muster to open it.' });
    }
    for (const app of ['0.1.1', '0.2.0', '1.0.0', '0.10.0']) {
      expect(readSave(doctored(app), 'a.muster', { appVersion: '0.1.0' }), app).toMatchObject({ message: `Muster could not open "a.muster": it was saved by a newer Muster (Muster ${app}). Update Muster to open it.` });
    }
  });

  it('gives a clear error and never throws for a thousand truncated or fuzzed files', () => {
    const text = writeSaveText(sampleSave());
    fc.assert(
      fc.property(
        fc.oneof(
          fc.nat(text.length - 2).map((n) => text.slice(0, n)),
          fc.tuple(fc.nat(text.length - 1), fc.string({ minLength: 1, maxLength: 3 })).map(
            ([i, s]) => text.slice(0, i) + s + text.slice(i + 1),
          ),
          fc.string(),
          fc.jsonValue().map((j) => JSON.stringify(j)),
        ),
        (fuzzed) => {
          const r = readSave(fuzzed, 'fuzz.muster');
          if (!r.ok) expect(r.message).toMatch(/^Muster could not open "fuzz\.muster": .+/);
          else expect(checkSaveEnvelope(r.save).ok).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('migrates older schema versions one step at a time', () => {
    const calls: number[] = [];
    const migrations: Record<number, Migration> = {
      1: (s) => { calls.push(1); return { ...s, title: s.name }; },
      2: (s) => { calls.push(2); const { title, ...rest } = s; return { ...rest, label: title }; },
    };
    const r = migrateSave({ format: 'muster-save', schema: 1, name: 'Old' }, migrations, 3);
    expect(calls).toEqual([1, 2]);
    expect(r).toEqual({ ok: true, from: 1, value: { format: 'muster-save', schema: 3, name: 'Old', label: 'Old' } });
    const missing = migrateSave({ format: 'muster-save', schema: 1 }, { 2: (s) => s }, 3);
    expect(missing).toEqual({ ok: false, message: 'there is no way to upgrade a version 1 save.' });
  });

  it('refuses an oversized thumbnail or a thumbnail that is not a PNG', () => {
    expect(checkSaveEnvelope(sampleSave({ thumbnail: 'javascript:alert(1)' })).ok).toBe(false);
    expect(checkSaveEnvelope(sampleSave({ thumbnail: `data:image/png;base64,${'A'.repeat(600_000)}` })).ok).toBe(false);
  });

  it('refuses names that are empty or hold control characters', () => {
    expect(checkSaveEnvelope(sampleSave({ name: '   ' })).ok).toBe(false);
    expect(checkSaveEnvelope(sampleSave({ name: 'a\u0000b' })).ok).toBe(false);
    expect(checkSaveEnvelope(sampleSave({ name: 'Ford, turn 3 – Blue’s ambush' })).ok).toBe(true);
  });
});

describe('bounds and plain data (issue 10)', () => {
  it('fits any progress line to the format, with an ellipsis, at one place', () => {
    const long = 'The defender broke: 2 of 5 units routed, against 2 of 6: the attacker held the field and the day. The attacker wins the battle.';
    expect(long.length).toBeGreaterThan(120);
    const fitted = fitProgress(long);
    expect(fitted).toHaveLength(120);
    expect(fitted.endsWith('…')).toBe(true);
    expect(long.startsWith(fitted.slice(0, -1))).toBe(true);
    expect(fitProgress('Turn 3, movement')).toBe('Turn 3, movement');
    expect(checkSaveEnvelope(sampleSave({ progress: fitted })).ok).toBe(true);
    expect(checkSaveEnvelope(sampleSave({ progress: long })).ok).toBe(false);
    // Never half a surrogate pair.
    expect(fitText('ab😀cd', 4)).toBe('ab…');
  });

  it('says where a value is not plain data', () => {
    const at = (value: unknown) => jsonProblem({ snapshot: { pieces: [{ id: 'p1', x: value }] } });
    expect(at(1.5)).toBeNull();
    expect(at(undefined)).toBe('snapshot.pieces[0].x has no value (undefined)');
    expect(at(NaN)).toBe('snapshot.pieces[0].x is not a finite number (NaN)');
    expect(at(-Infinity)).toBe('snapshot.pieces[0].x is not a finite number (-Infinity)');
    expect(at(new Date())).toBe('snapshot.pieces[0].x is a Date, not plain data');
    expect(at(new Map())).toBe('snapshot.pieces[0].x is a Map, not plain data');
    expect(at(new Set())).toBe('snapshot.pieces[0].x is a Set, not plain data');
    expect(at(10n)).toBe('snapshot.pieces[0].x is a BigInt, which a save cannot hold');
    expect(at(() => 1)).toBe('snapshot.pieces[0].x is a function, which a save cannot hold');
    expect(at({ [Symbol('s')]: 1 })).toBe('snapshot.pieces[0].x has a symbol for a key');
    expect(at([1, , 3])).toBe('snapshot.pieces[0].x has a gap at [1]');
    expect(at('y'.repeat(MAX_STRING_CHARS + 1))).toBe(`snapshot.pieces[0].x is 20,001 characters long, more than 20,000`);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(at(circular)).toMatch(/is nested more than 64 levels deep \(or holds itself\)$/);
    expect(jsonProblem({ thumbnail: 'x'.repeat(MAX_STRING_CHARS + 1) })).toBeNull();
    expect(jsonProblem(Object.create(null))).toBeNull();
  });

  it('reads a save that gained a byte-order mark, refuses huge numbers, deep nesting and long texts in a file', () => {
    const text = writeSaveText(sampleSave());
    expect(readSave(`\uFEFF${text}`, 'bom.muster')).toMatchObject({ ok: true });
    expect(readSave(text.replace('"x":120', '"x":1e400'), 'huge.muster')).toEqual({
      ok: false,
      message: 'Muster could not open "huge.muster": the file holds what no save can (log[1].action.poses[0].x is not a finite number (Infinity)).',
    });
    const deep = text.replace('"snapshot":', `"snapshot":${'['.repeat(65)}${']'.repeat(65)},"was":`);
    expect(readSave(deep, 'deep.muster')).toEqual({ ok: false, message: 'Muster could not open "deep.muster": the file is nested more than 64 levels deep, which no save is.' });
    // Brackets inside strings are not nesting.
    expect(readSave(writeSaveText(sampleSave({ name: '['.repeat(70) })), 'name.muster')).toMatchObject({ ok: true });
    expect(nestedDeeperThan(`{"a":"\\"[[["}`, 1)).toBe(false);
    const long = writeSaveText(sampleSave({ log: [{ ...sampleSave().log[0]!, text: 'z'.repeat(30_000) }], cursor: 1 }));
    expect(readSave(long, 'long.muster')).toEqual({ ok: false, message: 'Muster could not open "long.muster": the file holds what no save can (log[0].text is 30,000 characters long, more than 20,000).' });
    expect(readSave(' '.repeat(MAX_SAVE_BYTES + 1), 'big.muster')).toEqual({ ok: false, message: 'Muster could not open "big.muster": the file is too large to be a Muster save (16.0 MB; a save holds at most 16.0 MB).' });
  });
});

describe("orders not yet given, kept with a save (a seat's draft, never in the log)", () => {
  const drafts = [{ seat: 1, draft: { key: 'movement:1:1:false,false', orders: { phase: 'movement', moves: { i: { r: 3, c: 0 } } } } }];

  it('round-trips a draft, through the file and the check a host makes of what it is sent', () => {
    const save = sampleSave({ drafts });
    expect(readSave(writeSaveText(save), 'ford.muster')).toEqual({ ok: true, save, migratedFrom: null });
    expect(checkSaveEnvelope(save)).toEqual({ ok: true, save });
  });

  it('loads an old save, written before drafts were kept, as it was: no drafts', () => {
    const { drafts: _none, ...old } = sampleSave();
    const text = writeSaveText(old as SaveEnvelope);
    expect(text).not.toContain('drafts');
    const r = readSave(text, 'old.muster');
    expect(r).toEqual({ ok: true, save: old, migratedFrom: null });
    expect(r.ok && 'drafts' in r.save).toBe(false);
  });

  it('loads, and takes, a save with a damaged, oversized or doubled draft without its drafts, saying nothing of them', () => {
    const plain = sampleSave();
    const bad: unknown[] = [
      'not a list',
      [{ seat: 9, draft: {} }],
      [{ seat: 0 }],
      [{ seat: 0, draft: { orders: 'x'.repeat(MAX_DRAFT_CHARS) } }],
      [{ seat: 0, draft: { note: 'y'.repeat(MAX_STRING_CHARS + 1) } }],
      [{ seat: 0, draft: 1 }, { seat: 0, draft: 2 }],
      Array.from({ length: 9 }, (_, seat) => ({ seat, draft: 1 })),
      null,
    ];
    for (const d of bad) {
      const text = writeSaveText({ ...plain, drafts: d } as unknown as SaveEnvelope);
      expect(readSave(text, 'x.muster'), JSON.stringify(d).slice(0, 60)).toEqual({ ok: true, save: plain, migratedFrom: null });
      expect(checkSaveEnvelope({ ...plain, drafts: d })).toEqual({ ok: true, save: plain });
    }
    // Not plain data, from the page: written without it, the rest of the save kept.
    expect(checkSaveEnvelope({ ...plain, drafts: [{ seat: 0, draft: { when: new Date() } }] })).toEqual({ ok: true, save: plain });
    expect(checkSaveEnvelope({ ...plain, drafts: [{ seat: 0, draft: undefined }] })).toEqual({ ok: true, save: plain });
  });

  it("never puts a seat's draft in a save's head, which the saves list reads", () => {
    expect(saveHead(sampleSave({ drafts }))).not.toHaveProperty('drafts');
    expect(v.safeParse(SaveHeadSchema, { ...saveHead(sampleSave()), drafts }).output).not.toHaveProperty('drafts');
  });
});
