import { describe, expect, it } from 'vitest';
import { clampOffset, defaultPrefs, readPrintPrefs, writePrintPrefs, type PrefsStorage } from './print-prefs';

function memory(initial?: string): PrefsStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set('muster.print', initial);
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('print preferences', () => {
  it('start from the paper of the locale: Letter in the United States and Canada, A4 in France', () => {
    expect(readPrintPrefs(memory(), 'en-US').paper).toBe('letter');
    expect(readPrintPrefs(memory(), 'fr-CA').paper).toBe('letter');
    expect(readPrintPrefs(memory(), 'fr-FR').paper).toBe('a4');
    expect(readPrintPrefs(undefined, undefined)).toEqual({ paper: 'a4', sides: 'one', bleed: false, foldOver: true, calibration: false, offset: { x: 0, y: 0 } });
  });

  it('read back what was written, the remembered paper over the locale', () => {
    const storage = memory();
    const chosen = { paper: 'a4' as const, sides: 'two' as const, bleed: true, foldOver: false, calibration: true, offset: { x: -1.5, y: 2 } };
    writePrintPrefs(storage, chosen);
    expect(readPrintPrefs(storage, 'en-US')).toEqual(chosen);
  });

  it('drop only the fields that are wrong, keeping the rest', () => {
    const stored = JSON.stringify({ paper: 'legal', sides: 'two', bleed: 'yes', foldOver: false, offset: { x: 3, y: 40 } });
    expect(readPrintPrefs(memory(stored), 'de-DE')).toEqual({ ...defaultPrefs('de-DE'), sides: 'two', foldOver: false });
    expect(readPrintPrefs(memory(JSON.stringify({ offset: { x: 0.3, y: 1 } })), 'de').offset).toEqual({ x: 0, y: 0 });
    expect(readPrintPrefs(memory(JSON.stringify({ offset: { x: Number.NaN, y: 1 } })), 'de').offset).toEqual({ x: 0, y: 0 });
  });

  it('take damaged or foreign storage as nothing remembered', () => {
    for (const text of ['{', 'null', '42', '"a4"', '[]']) expect(readPrintPrefs(memory(text), 'en-GB')).toEqual(defaultPrefs('en-GB'));
    const throwing: PrefsStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readPrintPrefs(throwing, 'en-US')).toEqual(defaultPrefs('en-US'));
    expect(() => writePrintPrefs(throwing, defaultPrefs('en-US'))).not.toThrow();
  });

  it('keep the offset on the half millimetre, within ±10 mm', () => {
    expect(clampOffset(1.26)).toBe(1.5);
    expect(clampOffset(-0.2)).toBe(0);
    expect(clampOffset(12)).toBe(10);
    expect(clampOffset(-30)).toBe(-10);
    expect(clampOffset(Number.NaN)).toBe(0);
  });
});
