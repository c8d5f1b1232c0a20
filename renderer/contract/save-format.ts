// The save file: a versioned JSON envelope around a game's action log. Shared by the main
// process (which writes and checks files) and the browser host (which keeps them in IndexedDB).
// Pure: no I/O here, only text in and checked data out. The checks that need a game's rules (its
// schemas, and replaying its log) are in save-check.ts.
import * as v from 'valibot';
import { garbles } from '../engine/limits';
import { unknownGameWhy, type Unopened } from './save-words';

/** A name taken from elsewhere (a file's) shown plain: for the main process, which reaches the renderer only through contract/. */
export { plainText } from '../engine/limits';

export const SAVE_FORMAT = 'muster-save';
export const SAVE_SCHEMA_VERSION = 1;
export const SAVE_FILE_EXTENSION = '.muster';

// Bounds on what a save may hold, so that no file, however made, can stall the app that reads it.
// A real save comes nowhere near any of them (see docs/benchmarks.md, "Saves").
/** Larger files are refused unread: reading one would hold the app up (JSON.parse, about 8 ms a MB). */
export const MAX_SAVE_BYTES = 16 * 1024 * 1024;
/** Nesting: real saves go 8 levels deep. Checked on the text before it is parsed. */
export const MAX_DEPTH = 64;
/** Any text in a save (a name, a log line, a label on a token) but the thumbnail. */
export const MAX_STRING_CHARS = 20_000;
const MAX_THUMBNAIL_CHARS = 512 * 1024;
const MAX_SAVE_NAME = 80;
const MAX_PROGRESS_CHARS = 120;
/**
 * A seat's draft (orders drawn up and not yet given), as JSON text: a real one is a few hundred
 * characters (Tiny 18c's whole army ordered, about 300).
 */
export const MAX_DRAFT_CHARS = 8_000;
/** How many values (numbers, strings, objects...) a save may hold in all. */
const MAX_VALUES = 2_000_000;
/**
 * Moves in a log, unless the game says otherwise (GameDefinition.maxLogEntries): replaying one
 * costs 0.02 to 0.6 ms, and a loaded file is replayed in full.
 */
export const DEFAULT_MAX_LOG_ENTRIES = 10_000;

/** Cuts a text to `max` characters, ending it with an ellipsis when it was longer. */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, Math.max(0, max - 1));
  // Never half a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** A game's progress line, as the saves list shows it: the one place it is made to fit. */
export const fitProgress = (text: string): string => fitText(text, MAX_PROGRESS_CHARS);

export const SeatConfigSchema = v.object({
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

/** Why a name given to a save is refused when it holds a character that garbles a line (GARBLING). */
export const SAVE_NAME_GARBLES = 'A save name cannot hold control or text-direction characters.';

/**
 * A name a player gives a save (Save As, Rename): as SaveNameSchema, and something to see in it: a
 * name of only invisible characters (a zero-width space) was listed as a save with no name. Saves
 * already named so still open (SaveNameSchema is the envelope's); only a new name is held to this.
 */
export const GivenSaveNameSchema = v.pipe(
  SaveNameSchema,
  v.check((name) => saveNameKey(name) !== '', 'A save needs a name.'),
  // Nor one that garbles the list it is shown in (a right-to-left override turns the line around).
  v.check((name) => !garbles(name), SAVE_NAME_GARBLES),
);

/**
 * What save names are told apart by: two that look the same in a list are one name, whatever
 * their case, their Unicode form ("Café" typed on a Mac is decomposed), full-width letters or
 * invisible characters (a zero-width space) between them.
 */
export function saveNameKey(name: string): string {
  return name.normalize('NFKC').replace(/\p{Default_Ignorable_Code_Point}/gu, '').trim().toLocaleLowerCase();
}

/** A save's name numbered to tell it from another of that name: "Siege of Acre (2)", within the 80 letters a name may have. */
const numberedName = (name: string, n: number): string => `${fitText(name, 80 - String(n).length - 3)} (${n})`;

/** `name`, or numbered ("name (2)", "name (3)"…) while `taken` says another save has it: the list tells them apart. */
export async function freeSaveName(name: string, taken: (name: string) => Promise<boolean>): Promise<string> {
  let free = name;
  for (let n = 2; (await taken(free)) && n < 1000; n++) free = numberedName(name, n);
  return free;
}

/** The first of `names` that an earlier one reads as (saveNameKey), as written; null when each is its own. */
export function repeatedName(names: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of names) {
    const key = saveNameKey(name);
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return null;
}

const ActionSchema = v.looseObject({ type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

const LogEntrySchema = v.object({
  seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7)),
  action: ActionSchema,
  events: v.array(v.looseObject({ kind: v.string() })),
  text: v.string(),
});

/** The JSON text's length of a plain-data value; Infinity for one JSON cannot write (a cycle, a BigInt). */
function jsonChars(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? Infinity;
  } catch {
    return Infinity;
  }
}

/**
 * What a seat had drawn up on the table and not yet given when the game was saved (a game's
 * draft: Tiny 18c's orders before Commit). Not a move: never in the log, so undo, replay and the
 * move count never see it. Each game checks its own drafts when it resumes, and keeps only one
 * that fits the position, for its own seat.
 */
const SeatDraftSchema = v.object({
  seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7)),
  draft: v.pipe(
    v.unknown(),
    v.check((d) => d !== undefined && jsonChars(d) <= MAX_DRAFT_CHARS, `A draft is at most ${MAX_DRAFT_CHARS.toLocaleString('en')} characters.`),
  ),
});
export type SeatDraft = v.InferOutput<typeof SeatDraftSchema>;

/** At most one draft a seat. */
export const DraftsSchema = v.pipe(
  v.array(SeatDraftSchema),
  v.maxLength(8),
  v.check((ds) => new Set(ds.map((d) => d.seat)).size === ds.length, 'A seat has one draft at most.'),
);

/** What a game's id is made of. */
const GAME_ID = /^[a-z0-9-]{1,40}$/;

const SaveEnvelopeObject = v.object({
  format: v.literal(SAVE_FORMAT),
  schema: v.literal(SAVE_SCHEMA_VERSION),
  app: v.pipe(v.string(), v.maxLength(40)),
  name: SaveNameSchema,
  savedAt: v.pipe(v.string(), v.isoTimestamp('The save time is not a valid date.')),
  game: v.object({
    id: v.pipe(v.string(), v.regex(GAME_ID, 'The game id is not valid.')),
    title: v.pipe(v.string(), v.maxLength(80)),
    options: v.unknown(),
    players: v.pipe(v.array(SeatConfigSchema), v.minLength(1), v.maxLength(8)),
  }),
  seed: v.pipe(v.number(), v.safeInteger()),
  log: v.array(LogEntrySchema),
  cursor: v.pipe(v.number(), v.integer(), v.minValue(0)),
  snapshot: v.unknown(),
  progress: v.pipe(v.string(), v.maxLength(MAX_PROGRESS_CHARS)),
  thumbnail: v.optional(
    v.pipe(v.string(), v.startsWith('data:image/png;base64,'), v.maxLength(MAX_THUMBNAIL_CHARS)),
  ),
  drafts: v.optional(DraftsSchema),
});

export const SaveEnvelopeSchema = v.pipe(
  SaveEnvelopeObject,
  v.check((s) => s.cursor <= s.log.length, 'The log position is past the end of the log.'),
);

/**
 * A save without its log, snapshot and drafts: what listing it needs (a summary kept beside a
 * save holds this). Drafts are secret to their seats: never in what the saves list reads.
 */
export const SaveHeadSchema = v.omit(SaveEnvelopeObject, ['log', 'snapshot', 'drafts']);
export type SaveHead = v.InferOutput<typeof SaveHeadSchema>;

/** A save's head: the envelope without its log, snapshot and drafts. */
export function saveHead(save: SaveEnvelope): SaveHead {
  const { log: _log, snapshot: _snapshot, drafts: _drafts, ...head } = save;
  return head;
}

/**
 * The save as it may leave this computer (hosted on a server that others' tables talk to): without
 * its drafts, each seat's orders not yet given, which are secret to that seat.
 */
export function withoutDrafts(save: SaveEnvelope): SaveEnvelope {
  const { drafts: _drafts, ...rest } = save;
  return rest;
}

/**
 * The save without its drafts when they are not sound (damaged, too large, not plain data): a
 * draft is only orders not given yet, so a save loads (and is written) without a bad one rather
 * than be refused, and nothing is said. Anything else is left to the envelope's checks.
 */
export function withSoundDrafts(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, 'drafts')) return value;
  const { drafts, ...rest } = value as Record<string, unknown>;
  const sound = jsonProblem(drafts) === null && v.safeParse(DraftsSchema, drafts).success;
  return sound ? value : rest;
}

export type SaveEnvelope = v.InferOutput<typeof SaveEnvelopeSchema>;

/** Upgrades a save from schema `n` to `n + 1`. Keyed by `n`. */
export type Migration = (old: Record<string, unknown>) => Record<string, unknown>;

/** Schema 1 is the first: nothing to migrate yet. Add `1: (s) => ...` when schema 2 comes. */
const MIGRATIONS: Readonly<Record<number, Migration>> = {};

/**
 * `newer`: the file is a save from a newer Muster (a later save version), `unknownGame`: one under
 * a game id no Muster game has; whole, not damaged ones (save-words.ts).
 */
export type SaveCheck = { ok: true; save: SaveEnvelope; migratedFrom: number | null } | ({ ok: false; message: string } & Unopened);

export interface ReadOptions {
  migrations?: Readonly<Record<number, Migration>>;
  current?: number;
  /** The most moves a save of a game may hold (save-check.ts asks the game). */
  maxLogEntries?: (gameId: string) => number;
  /** This Muster's version: a save from a newer Muster names the one it came from only when that is newer. */
  appVersion?: string;
}

/**
 * Reads a save from text. `label` names the file in any error ("Muster could not open
 * 'Siege.muster': ..."), so the player knows which file is at fault. Checks the envelope and the
 * bounds only: whether the log is a game the rules accept is save-check.ts's question.
 */
export function readSave(text: string, label: string, options: ReadOptions = {}): SaveCheck {
  const { migrations = MIGRATIONS, current = SAVE_SCHEMA_VERSION, maxLogEntries = () => DEFAULT_MAX_LOG_ENTRIES, appVersion } = options;
  const fail = (why: string, newer = false, unknownGame = false): SaveCheck => ({
    ok: false,
    message: `Muster could not open "${label}": ${why}`,
    ...(newer ? { newer: true as const } : {}),
    ...(unknownGame ? { unknownGame: true as const } : {}),
  });
  // A save edited in Notepad may have gained a byte-order mark.
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  if (text.length === 0) return fail('the file is empty.');
  if (text.length > MAX_SAVE_BYTES) return fail(tooBig(text.length));
  if (nestedDeeperThan(text, MAX_DEPTH)) return fail(`the file is nested more than ${MAX_DEPTH} levels deep, which no save is.`);
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
  const migrated = migrateSave(raw, migrations, current, appVersion);
  if (!migrated.ok) return fail(migrated.message, migrated.newer === true);
  const tooLong = logTooLong(migrated.value, maxLogEntries);
  if (tooLong) return fail(tooLong);
  const value = withSoundDrafts(migrated.value);
  const problem = jsonProblem(value);
  if (problem) return fail(`the file holds what no save can (${problem}).`);
  // A game id no Muster game could have (mangled by hand, or by another program) names a game this
  // Muster does not know: said so, and the file kept as that, not called damaged.
  const game = value && typeof value === 'object' ? (value as { game?: { id?: unknown; title?: unknown } | null }).game : undefined;
  if (typeof game?.id === 'string' && game.id !== '' && !GAME_ID.test(game.id)) return fail(unknownGameWhy(game.id, game.title, false), false, true);
  const parsed = v.safeParse(SaveEnvelopeSchema, value);
  if (!parsed.success) return fail(`the file is damaged (${describeIssue(parsed.issues[0])}).`);
  return { ok: true, save: parsed.output, migratedFrom: migrated.from };
}

function tooBig(chars: number): string {
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  return `the file is too large to be a Muster save (${mb(chars)} MB; a save holds at most ${mb(MAX_SAVE_BYTES)} MB).`;
}

/** Checked before anything walks the log: a long log costs time in every later check. */
function logTooLong(value: unknown, maxLogEntries: (gameId: string) => number): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { log, game } = value as { log?: unknown; game?: { id?: unknown } };
  if (!Array.isArray(log)) return null;
  const id = typeof game === 'object' && game !== null && typeof game.id === 'string' ? game.id : '';
  const cap = maxLogEntries(id);
  return log.length > cap ? `its log has ${log.length.toLocaleString('en')} moves, more than the ${cap.toLocaleString('en')} a save of this game may hold.` : null;
}

/** Whether JSON text nests deeper than `max`, by counting brackets outside strings (no parsing). */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/**
 * Where a value is not plain JSON data within the bounds, in words with its place
 * ("snapshot.pieces[2].x is not a finite number (NaN)"); null when it is. JSON.stringify would
 * quietly drop an undefined, turn NaN into null and a Date into text, and a file written so
 * would not read back as it was: such values are refused before anything is written.
 */
export function jsonProblem(value: unknown): string | null {
  interface Item {
    value: unknown;
    key: string | number | null;
    parent: Item | null;
    depth: number;
  }
  const where = (item: Item): string => {
    const keys: (string | number)[] = [];
    for (let at: Item | null = item; at && at.key !== null; at = at.parent) keys.unshift(at.key);
    if (keys.length === 0) return 'the save';
    return keys.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
  };
  const stack: Item[] = [{ value, key: null, parent: null, depth: 0 }];
  let count = 0;
  while (stack.length > 0) {
    const item = stack.pop() as Item;
    const x = item.value;
    if (++count > MAX_VALUES) return `it holds more than ${MAX_VALUES.toLocaleString('en')} values`;
    switch (typeof x) {
      case 'string': {
        const max = item.depth === 1 && item.key === 'thumbnail' ? MAX_THUMBNAIL_CHARS : MAX_STRING_CHARS;
        if (x.length > max) return `${where(item)} is ${x.length.toLocaleString('en')} characters long, more than ${max.toLocaleString('en')}`;
        continue;
      }
      case 'number':
        if (!Number.isFinite(x)) return `${where(item)} is not a finite number (${String(x)})`;
        continue;
      case 'boolean':
        continue;
      case 'undefined':
        return `${where(item)} has no value (undefined)`;
      case 'bigint':
        return `${where(item)} is a BigInt, which a save cannot hold`;
      case 'function':
      case 'symbol':
        return `${where(item)} is a ${typeof x}, which a save cannot hold`;
    }
    if (x === null) continue;
    if (item.depth >= MAX_DEPTH) return `${where(item)} is nested more than ${MAX_DEPTH} levels deep (or holds itself)`;
    const o = x as object;
    if (Object.getOwnPropertySymbols(o).length > 0) return `${where(item)} has a symbol for a key`;
    if (Array.isArray(o)) {
      for (let i = o.length - 1; i >= 0; i--) {
        if (!(i in o)) return `${where(item)} has a gap at [${i}]`;
        stack.push({ value: o[i], key: i, parent: item, depth: item.depth + 1 });
      }
      continue;
    }
    const proto = Object.getPrototypeOf(o) as object | null;
    if (proto !== Object.prototype && proto !== null) {
      const kind = (o as { constructor?: { name?: unknown } }).constructor?.name;
      return `${where(item)} is ${typeof kind === 'string' && kind ? `a ${kind}` : 'an object'}, not plain data`;
    }
    for (const key of Object.keys(o)) stack.push({ value: (o as Record<string, unknown>)[key], key, parent: item, depth: item.depth + 1 });
  }
  return null;
}

function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'unknown problem';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Whether version `a` ("0.10.2") comes after `b` ("0.9.0"), part by part; one that is not a version never does. */
export function versionAfter(a: string, b: string): boolean {
  const parts = (v: string) => (/^\d+(\.\d+)*$/.test(v) ? v.split('.').map(Number) : null);
  const x = parts(a.replace(/[-+].*$/, ''));
  const y = parts(b.replace(/[-+].*$/, ''));
  if (!x || !y) return false;
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return false;
}

/** Runs the migrations one schema at a time, up to `current`. */
export function migrateSave(
  raw: unknown,
  migrations: Readonly<Record<number, Migration>>,
  current: number,
  appVersion?: string,
): { ok: true; value: unknown; from: number | null } | { ok: false; message: string; newer?: true } {
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
    // The Muster it came from, when the file names one newer than this: a file whose save version
    // was changed by hand names this very Muster, and "a newer Muster (Muster 0.1.0)" puzzled.
    const app = typeof value.app === 'string' && (appVersion === undefined || versionAfter(value.app, appVersion)) ? ` (Muster ${value.app})` : '';
    return { ok: false, message: `it was saved by a newer Muster${app}. Update Muster to open it.`, newer: true };
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

/**
 * Checks a save that arrives from the renderer before it is written: the bounds, plain JSON data
 * throughout, and the envelope. What JSON.stringify writes of a save that passes reads back the same.
 */
export function checkSaveEnvelope(
  value: unknown,
  maxLogEntries: (gameId: string) => number = () => DEFAULT_MAX_LOG_ENTRIES,
): { ok: true; save: SaveEnvelope } | { ok: false; message: string } {
  const fail = (why: string) => ({ ok: false as const, message: `The save is not valid (${why}).` });
  const tooLong = logTooLong(value, maxLogEntries);
  if (tooLong) return { ok: false, message: `The game is too long to save: ${tooLong}` };
  const sound = withSoundDrafts(value);
  const problem = jsonProblem(sound);
  if (problem) return fail(problem);
  const parsed = v.safeParse(SaveEnvelopeSchema, sound);
  return parsed.success ? { ok: true, save: parsed.output } : fail(describeIssue(parsed.issues[0]));
}
