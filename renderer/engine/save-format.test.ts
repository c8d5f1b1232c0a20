import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sampleSave } from './save-fixture';
import {
  SAVE_SCHEMA_VERSION,
  checkSaveEnvelope,
  migrateSave,
  readSave,
  writeSaveText,
  type Migration,
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
