// The Print dialog's choices, remembered between prints in this browser's (or this app's)
// localStorage. Read back through a schema field by field: a value another version wrote, or a
// hand-edited one, falls back to its default alone, never spoiling the rest or the dialog.
import * as v from 'valibot';
import { DEFAULT_OPTIONS, MAX_OFFSET, type PrintOptions } from '../../kits/print/layout/layout';
import { PAPER_IDS, defaultPaper } from '../../kits/print/layout/paper';

const KEY = 'muster.print';

/** The offset's step in the dialog, in millimetres: finer than a printer keeps a duplex sheet. */
export const OFFSET_STEP = 0.5;

/** Storage as the dialog needs it: localStorage, or a fake in a test. */
export interface PrefsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const Offset = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(-MAX_OFFSET),
  v.maxValue(MAX_OFFSET),
  v.check((n) => Number.isInteger(n / OFFSET_STEP), 'on a half millimetre'),
);

const FIELDS = {
  paper: v.picklist(PAPER_IDS),
  sides: v.picklist(['one', 'two'] as const),
  bleed: v.boolean(),
  foldOver: v.boolean(),
  calibration: v.boolean(),
  offset: v.strictObject({ x: Offset, y: Offset }),
} satisfies { [K in keyof PrintOptions]: v.GenericSchema<unknown, PrintOptions[K]> };

/** The choices a player starts with: the paper of their locale, one-sided, no bleed. */
export function defaultPrefs(locale: string | undefined): PrintOptions {
  return { ...DEFAULT_OPTIONS, offset: { ...DEFAULT_OPTIONS.offset }, paper: defaultPaper(locale) };
}

/** The object kept under `key`, unchecked; null when there is none, or the storage or its text will not give one. */
export function readStoredRecord(storage: PrefsStorage | undefined, key: string): Record<string, unknown> | null {
  try {
    const text = storage?.getItem(key);
    const stored: unknown = text ? JSON.parse(text) : null;
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What was remembered, each field checked; anything missing or wrong is its default. */
export function readPrintPrefs(storage: PrefsStorage | undefined, locale: string | undefined): PrintOptions {
  const prefs = defaultPrefs(locale);
  const record = readStoredRecord(storage, KEY);
  if (!record) return prefs;
  const out: Record<string, unknown> = prefs as unknown as Record<string, unknown>;
  for (const [name, schema] of Object.entries(FIELDS)) {
    const parsed = v.safeParse(schema, record[name]);
    if (parsed.success) out[name] = parsed.output;
  }
  return prefs;
}

export function writePrintPrefs(storage: PrefsStorage | undefined, prefs: PrintOptions): void {
  try {
    storage?.setItem(KEY, JSON.stringify(prefs));
  } catch {
    /* Storage full or switched off: the dialog just forgets the choices. */
  }
}

/** The page's own storage, if it has one (a sandboxed or private page may refuse even the lookup). */
export function pageStorage(): PrefsStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** An offset typed or stepped to: on the half millimetre, within the bounds. */
export function clampOffset(n: number): number {
  if (!Number.isFinite(n)) return 0;
  // `|| 0`: no minus zero, which the field would show as "-0".
  return Math.min(MAX_OFFSET, Math.max(-MAX_OFFSET, Math.round(n / OFFSET_STEP) * OFFSET_STEP)) || 0;
}
