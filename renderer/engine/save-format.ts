// The save file: a versioned JSON envelope around a game's action log. Shared by the main
// process (which writes and checks files) and the browser host (which keeps them in IndexedDB).
// Pure: no I/O here, only text in and checked data out.
import * as v from 'valibot';

export const SAVE_FORMAT = 'muster-save';
export const SAVE_SCHEMA_VERSION = 1;
export const SAVE_FILE_EXTENSION = '.muster';
/** Larger files are refused unread: no real game log comes near this. */
export const MAX_SAVE_BYTES = 32 * 1024 * 1024;
export const MAX_THUMBNAIL_CHARS = 512 * 1024;
export const MAX_SAVE_NAME = 80;

const SeatConfigSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  control: v.picklist(['human', 'computer']),
  strength: v.picklist(['easy', 'normal', 'hard']),
});

export const SaveNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'A save needs a name.'),
  v.maxLength(MAX_SAVE_NAME, `A save name can be at most ${MAX_SAVE_NAME} characters.`),
  // Control characters have no place in a name shown in a list.
  v.regex(/^[^\u0000-\u001f\u007f]*$/u, 'A save name cannot hold control characters.'),
);

const ActionSchema = v.looseObject({ type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

const LogEntrySchema = v.object({
  seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7)),
  action: ActionSchema,
  events: v.array(v.looseObject({ kind: v.string() })),
  text: v.string(),
});

export const SaveEnvelopeSchema = v.pipe(
  v.object({
    format: v.literal(SAVE_FORMAT),
    schema: v.literal(SAVE_SCHEMA_VERSION),
    app: v.pipe(v.string(), v.maxLength(40)),
    name: SaveNameSchema,
    savedAt: v.pipe(v.string(), v.isoTimestamp('The save time is not a valid date.')),
    game: v.object({
      id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'The game id is not valid.')),
      title: v.pipe(v.string(), v.maxLength(80)),
      options: v.unknown(),
      players: v.pipe(v.array(SeatConfigSchema), v.minLength(1), v.maxLength(8)),
    }),
    seed: v.pipe(v.number(), v.safeInteger()),
    log: v.array(LogEntrySchema),
    cursor: v.pipe(v.number(), v.integer(), v.minValue(0)),
    snapshot: v.unknown(),
    progress: v.pipe(v.string(), v.maxLength(120)),
    thumbnail: v.optional(
      v.pipe(v.string(), v.startsWith('data:image/png;base64,'), v.maxLength(MAX_THUMBNAIL_CHARS)),
    ),
  }),
  v.check((s) => s.cursor <= s.log.length, 'The log position is past the end of the log.'),
);

export type SaveEnvelope = v.InferOutput<typeof SaveEnvelopeSchema>;
export type SaveSeatConfig = v.InferOutput<typeof SeatConfigSchema>;

/** Upgrades a save from schema `n` to `n + 1`. Keyed by `n`. */
export type Migration = (old: Record<string, unknown>) => Record<string, unknown>;

/** Schema 1 is the first: nothing to migrate yet. Add `1: (s) => ...` when schema 2 comes. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {};

export type SaveCheck = { ok: true; save: SaveEnvelope; migratedFrom: number | null } | { ok: false; message: string };

/**
 * Reads a save from text. `label` names the file in any error ("Muster could not open
 * 'Siege.muster': ..."), so the player knows which file is at fault.
 */
export function readSave(
  text: string,
  label: string,
  migrations: Readonly<Record<number, Migration>> = MIGRATIONS,
  current: number = SAVE_SCHEMA_VERSION,
): SaveCheck {
  const fail = (why: string): SaveCheck => ({ ok: false, message: `Muster could not open "${label}": ${why}` });
  if (text.length === 0) return fail('the file is empty.');
  if (text.length > MAX_SAVE_BYTES) return fail('the file is far too large to be a save.');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    const trimmed = text.trimEnd();
    return fail(
      trimmed.startsWith('{') && !trimmed.endsWith('}')
        ? 'the file is cut short (it was not completely written).'
        : 'the file is not a Muster save, or it is damaged.',
    );
  }
  const migrated = migrateSave(raw, migrations, current);
  if (!migrated.ok) return fail(migrated.message);
  const parsed = v.safeParse(SaveEnvelopeSchema, migrated.value);
  if (!parsed.success) return fail(`the file is damaged (${describeIssue(parsed.issues[0])}).`);
  return { ok: true, save: parsed.output, migratedFrom: migrated.from };
}

function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'unknown problem';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Runs the migrations one schema at a time, up to `current`. */
export function migrateSave(
  raw: unknown,
  migrations: Readonly<Record<number, Migration>>,
  current: number,
): { ok: true; value: unknown; from: number | null } | { ok: false; message: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, message: 'the file is not a Muster save.' };
  }
  let value = raw as Record<string, unknown>;
  if (value.format !== SAVE_FORMAT) return { ok: false, message: 'the file is not a Muster save.' };
  const from = value.schema;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 1) {
    return { ok: false, message: 'the file does not say which save version it is.' };
  }
  if (from > current) {
    const app = typeof value.app === 'string' ? ` (Muster ${value.app})` : '';
    return { ok: false, message: `it was saved by a newer Muster${app}. Update Muster to open it.` };
  }
  for (let n = from; n < current; n++) {
    const step = migrations[n];
    if (!step) return { ok: false, message: `there is no way to upgrade a version ${n} save.` };
    value = { ...step(value), schema: n + 1 };
  }
  return { ok: true, value, from: from === current ? null : from };
}

export function writeSaveText(save: SaveEnvelope): string {
  return `${JSON.stringify(save)}\n`;
}

/** Checks a save that arrives from the renderer before it is written. */
export function checkSaveEnvelope(value: unknown): { ok: true; save: SaveEnvelope } | { ok: false; message: string } {
  const parsed = v.safeParse(SaveEnvelopeSchema, value);
  return parsed.success
    ? { ok: true, save: parsed.output }
    : { ok: false, message: `The save is not valid (${describeIssue(parsed.issues[0])}).` };
}
