// The save library on disk. All file I/O for saves happens here, in the main process: the
// renderer names saves only by ids this store issued, never by file name or path.
//
// Layout of the saves folder:
//   <id>.muster                          a save (JSON text from writeSaveText)
//   <id>.muster.bak                      the previous good version of that save
//   autosave.muster                      what Continue resumes (id 'autosave')
//   <id>-damaged-<yyyymmdd-hhmmss>.muster  a damaged file moved aside before its slot was rewritten
//                                        (with a copy of its backup beside it, .muster.bak, when it had one)
//   <id>-newer-<yyyymmdd-hhmmss>.muster    the same for a save from a newer Muster (not damaged: kept for it)
//   <id>.muster.tmp                      a new save being written and read back (gone when done;
//                                        beside its target when the save is a link, which stays one;
//                                        left by a crash, it is removed when the store starts)
//   <id>.muster.summary                  what the saves list shows of <id>.muster (its envelope
//                                        without the log and snapshot), with the size and time of
//                                        the file it summarises: a later run lists the save from it
//                                        without reading the save; when they disagree, it is ignored
//   judged-saves.json                    the texts judged good (JUDGED_FILE)
// Files outside the folder (Save As, Open) get session-only ids 'ext:<n>'.
//
// A file is good only if save-check.ts says so: its envelope, its game's schemas, and its log
// replayed to the end. A file that fails is damaged wherever it is met: listed with its problem,
// its backup offered, moved aside before its slot is written, and never copied into the backup.
import { createHash } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import writeFileAtomic from 'write-file-atomic';
import type { LoadResult, OpResult, SaveId, SaveSummary, WriteResult } from '../renderer/contract/bridge';
import {
  MAX_SAVE_BYTES,
  SAVE_FILE_EXTENSION,
  SAVE_FORMAT,
  SaveHeadSchema,
  GivenSaveNameSchema,
  checkSaveEnvelope,
  fitText,
  plainText,
  freeSaveName,
  readSave,
  saveHead as head,
  saveNameKey,
  writeSaveText,
  type SaveEnvelope,
  type SaveHead,
} from '../renderer/contract/save-format';
import { ReplayCache, checkGame, checkSaveText, logCapOf, type Games, type Pacing } from '../renderer/contract/save-check';
import { RULES } from '../renderer/contract/games';
import { ASIDE_WORD, NOT_RENAMED, THERE, backupLoaded, unopenedKind, type UnopenedKind } from '../renderer/contract/save-words';

export const AUTOSAVE_ID = 'autosave';
const BACKUP_SUFFIX = '.bak';
/** How a backup's file name ends (beside a save anywhere: Muster keeps one beside every file it saves into). */
const BACKUP_FILE = `${SAVE_FILE_EXTENSION}${BACKUP_SUFFIX}`;
const LIBRARY_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const EXTERNAL_REF = /^ext:[1-9][0-9]{0,8}$/;
// Names Windows refuses for a file, whatever the extension ("con.muster" cannot exist there).
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/;
const MAX_SLUG = 48;
/** A summary holds a thumbnail (at most 512 KB) and a few short texts. */
const MAX_SUMMARY_CHARS = 600 * 1024;
/**
 * Left by a write that never finished: our own staging and backup temps, and write-file-atomic's,
 * in any capitals (a save typed as "Typed.MUSTER" is staged as "Typed.MUSTER.tmp", on Linux too).
 */
const TEMP_FILE = /\.muster(?:\.bak|\.summary)?(?:\.tmp(?:\.\d{1,10})?|\.\d{1,10})$/i;

/** A save's file name: ".muster" in any capitals (a copy from a stick may say "ACRE.MUSTER"), as Open and Save As take it. */
const isSaveFileName = (name: string): boolean => name.toLowerCase().endsWith(SAVE_FILE_EXTENSION);

/** How every save's text begins (writeSaveText of a checked envelope: its format the first field). */
const OUR_START = `{"format":"${SAVE_FORMAT}"`;

/** A library id: a file name in the saves folder that is safe on every platform. */
function isLibraryId(id: string): boolean {
  return LIBRARY_ID.test(id) && !WINDOWS_RESERVED.test(id);
}

/** Any id the store can issue: a library id or a session ref to a file elsewhere. */
export function isSaveIdShape(id: string): boolean {
  return isLibraryId(id) || EXTERNAL_REF.test(id);
}

/** Turns a save's name into a file-name-safe id stem: "Siege of Acre!" -> "siege-of-acre". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  return slug.length > 0 ? slug : 'save';
}

/**
 * The name a save takes from the file a Save As chose: the file's own name, as the player typed it
 * (the list showed the game's old name beside the save it came from, two saves of one name), unless
 * it is the suggestion made from that name (kept as the name, its capitals and spaces with it, and
 * the suggestion's number).
 */
export function nameFromFile(file: string, name: string): string {
  const stem = path.basename(file).replace(/\.muster$/i, '');
  // The suggestion is the name's slug, numbered when that is taken ("siege-of-acre-2": "Siege of Acre (2)").
  const slug = slugify(name);
  const chosen = slugify(stem);
  if (chosen === slug) return name;
  const n = chosen.startsWith(`${slug}-`) ? chosen.slice(slug.length + 1) : '';
  if (/^\d{1,4}$/.test(n)) return `${fitText(name, 80 - n.length - 3)} (${n})`;
  // Shown plain: controls as spaces, text-direction characters (which turn a line around) left out.
  const named = fitText(plainText(stem.replace(/[\u0000-\u001f\u007f]+/g, ' ')).trim(), 80);
  // A file name of nothing to see (a zero-width space) names nothing: the game keeps its own.
  return saveNameKey(named) !== '' ? named : name;
}

/** The file system calls the store makes; tests swap in one that fails at a chosen step. */
export interface SaveFs {
  stat(file: string): Promise<{ size: number; mtimeMs: number; isFile(): boolean }>;
  readFile(file: string): Promise<string>;
  readdir(dir: string): Promise<string[]>;
  mkdir(dir: string): Promise<void>;
  copyFile(from: string, to: string): Promise<void>;
  /** Flushes a file's bytes to the disk. */
  syncFile(file: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  unlink(file: string): Promise<void>;
  /** Temp file, write, fsync, rename over the target: a reader sees the old file or the new one. */
  writeFileAtomic(file: string, text: string): Promise<void>;
  /** Flushes a folder's entries (a rename in it) to the disk. */
  syncDir(dir: string): Promise<void>;
  /** The path with every link followed (none given: paths are taken as they are spelt). */
  realpath?(file: string): Promise<string>;
}

export const nodeSaveFs: SaveFs = {
  stat: (file) => fsp.stat(file),
  readFile: (file) => fsp.readFile(file, 'utf8'),
  readdir: (dir) => fsp.readdir(dir),
  mkdir: async (dir) => {
    await fsp.mkdir(dir, { recursive: true });
  },
  copyFile: (from, to) => fsp.copyFile(from, to),
  syncFile: async (file) => {
    const handle = await fsp.open(file, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename: (from, to) => fsp.rename(from, to),
  unlink: (file) => fsp.unlink(file),
  writeFileAtomic: (file, text) => writeFileAtomic(file, text, { encoding: 'utf8', fsync: true }),
  realpath: (file) => fsp.realpath(file),
  syncDir: async (dir) => {
    const handle = await fsp.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
};

/** A long check in main works in slices of 10 ms, so windows and menus answer meanwhile. */
const mainPacing: Pacing = {
  now: () => performance.now(),
  pause: () => new Promise((resolve) => setImmediate(resolve)),
  sliceMs: 10,
};

/** Asked for the path of a Save As; gets a suggestion in the saves folder. null: cancelled. */
export type ChooseSavePath = (suggestedPath: string) => Promise<string | null>;
/** Asked which file to open; starts in the saves folder. null: cancelled. */
export type ChooseOpenPath = (folder: string) => Promise<string | null>;

export interface SaveStore {
  readonly dir: string;
  list(): Promise<SaveSummary[]>;
  load(id: SaveId): Promise<LoadResult>;
  write(id: SaveId | null, save: SaveEnvelope): Promise<WriteResult>;
  rename(id: SaveId, name: string): Promise<OpResult>;
  delete(id: SaveId): Promise<OpResult>;
  autosave(save: SaveEnvelope): Promise<OpResult>;
  loadAutosave(): Promise<LoadResult | null>;
  saveAs(save: SaveEnvelope, choosePath: ChooseSavePath): Promise<WriteResult>;
  open(choosePath: ChooseOpenPath): Promise<LoadResult | null>;
  /** Resolves once every operation asked for so far has finished (quitting waits for it). */
  settled(): Promise<void>;
}

export interface SaveStoreOptions {
  dir: string;
  /** The clock, for the names of damaged files moved aside. */
  now: () => Date;
  fs?: SaveFs;
  /** The games a save may be of (RULES). */
  games?: Games;
  pacing?: Pacing;
  /** Windows cannot open a folder to flush it: the rename is left to the file system there. */
  platform?: NodeJS.Platform;
  /**
   * This Muster's version. A snapshot it wrote must agree with the save's log; and the verdicts
   * it remembers across runs (JUDGED_FILE) hold only for the version that reached them.
   */
  appVersion?: string;
}

/**
 * Beside the saves: the texts this Muster has judged good (every check passed, its log replayed,
 * its snapshot agreeing), by file name and SHA-256 of the text, so that a file opened again, in
 * this run or a later one, is read without replaying its log. A file whose text has changed in
 * any way no longer matches and is judged in full. Not a save: listing ignores it.
 */
export const JUDGED_FILE = 'judged-saves.json';
const JudgedFileSchema = v.object({
  format: v.literal('muster-judged'),
  app: v.string(),
  good: v.record(v.pipe(v.string(), v.maxLength(80)), v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))),
});

/**
 * Beside each save in the folder, what the saves list shows of it (issue 15: the menu draws without
 * reading every save): <id>.muster.summary holds the save's envelope without its log and snapshot,
 * and the size and modification time of the file it was taken from. A later run lists the save
 * from it while the file still has that size and time; a file changed since (or a summary that is
 * not this version's, or not ours) is read and judged as before, and its summary written again.
 * Only the list trusts a summary: opening a save always reads the file itself.
 */
export const SUMMARY_SUFFIX = '.summary';
const SummaryFileSchema = v.object({
  format: v.literal('muster-summary'),
  app: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  mtimeMs: v.number(),
  save: SaveHeadSchema,
});

/**
 * Beside the saves: the files outside the folder that games were opened from or saved to, newest
 * first, with each one's game and seed (ELSEWHERE_FILE). The autosave of one of those games names
 * them when loaded (LoadResult.elsewhere), so that Continue's Save writes where the game came from,
 * as it did before Continue, in this run or a later one. Not a save: listing ignores it.
 */
export const ELSEWHERE_FILE = 'opened-elsewhere.json';
const MAX_ELSEWHERE = 20;
const ElsewhereEntrySchema = v.object({ path: v.pipe(v.string(), v.maxLength(4096)), game: v.pipe(v.string(), v.maxLength(80)), seed: v.number() });
type ElsewhereEntry = v.InferOutput<typeof ElsewhereEntrySchema>;
const ElsewhereFileSchema = v.object({ format: v.literal('muster-elsewhere'), files: v.array(ElsewhereEntrySchema) });

/** The text's SHA-256, in hex: what a remembered verdict is held to. */
export const textHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

interface Slot {
  id: SaveId;
  file: string;
  /** Shown in messages: the file's name, never its full path. */
  label: string;
  /** In the saves folder (false for Save As / Open elsewhere). */
  inLibrary: boolean;
  autosave: boolean;
}

/**
 * A file that could not be read just now (another program holds it, Muster may not use it): what
 * is in it is not known, so it is neither judged damaged nor stood in for by its backup, and
 * nothing is written over it. `why` in the player's words.
 */
type Unreadable = { state: 'unreadable'; why: string; message: string; mtimeMs: number | null };

/**
 * A file that is not a save this Muster can open: damaged, or (`kind`) a save from a newer Muster
 * or of a game this Muster does not know, which is whole and is kept as that, never called damaged.
 */
type Unopenable = { state: 'damaged'; message: string; mtimeMs: number | null; kind?: UnopenedKind };

type SlotRead = { state: 'missing' } | { state: 'ok'; save: SaveEnvelope; migratedFrom: number | null; mtimeMs: number } | Unopenable | Unreadable;

/** What is known of a file as it was at a size and time: good (with its summary) or damaged. */
type Judged = { size: number; mtimeMs: number } & ({ state: 'ok'; save: SaveHead } | { state: 'damaged'; message: string; kind?: UnopenedKind });

/** A file's state for listing and for deciding what a write does with it. */
type Status = { state: 'missing' } | { state: 'ok'; save: SaveHead; mtimeMs: number } | Unopenable | Unreadable;

type Failure = { ok: false; message: string };

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/** A file-system error in the player's words. */
function describeFsError(error: unknown): string {
  switch (errorCode(error)) {
    case 'ENOENT':
      return 'the file or folder is not there';
    case 'EACCES':
    case 'EPERM':
      return 'Muster is not allowed to use that file';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EROFS':
      return 'the disk is read-only';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'EBUSY':
      return 'another program is using the file';
    case 'ENAMETOOLONG':
      return "the file's name is too long (choose a shorter one)";
    case 'ELOOP':
      return LOOP;
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

const LOOP = 'it is a link that leads round in a loop, not to a file';

/**
 * A link that leads round in a loop (to itself, or to a link back to it) holds no save, now or in a
 * moment: it is listed as a file that cannot be opened (its backup offered, set aside by the next
 * save), never as one unread "just now".
 */
function loopOf(label: string, error: unknown, mtimeMs: number | null): Unopenable | null {
  return errorCode(error) === 'ELOOP' ? { state: 'damaged', message: `Muster could not open "${label}": ${LOOP}.`, mtimeMs } : null;
}

/** A file Muster could not read just now, and why. */
function unreadable(label: string, error: unknown, mtimeMs: number | null): Unreadable {
  const why = describeFsError(error);
  return { state: 'unreadable', why, message: `Muster could not read "${label}" just now: ${why}.`, mtimeMs };
}

function quoteId(id: string): string {
  return JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}...` : id);
}

function stamp(date: Date): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  // UTC: names sort in order and never repeat when the clocks change.
  return (
    `${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}-` +
    `${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}`
  );
}

function summarize(slot: Slot, save: SaveHead): SaveSummary {
  return {
    id: slot.id,
    name: save.name,
    gameId: save.game.id,
    gameTitle: save.game.title,
    seed: save.seed,
    progress: save.progress,
    savedAt: save.savedAt,
    ...(save.thumbnail === undefined ? {} : { thumbnail: save.thumbnail }),
    autosave: slot.autosave,
  };
}


export function createSaveStore({
  dir: rawDir,
  now,
  fs = nodeSaveFs,
  games = RULES,
  pacing = mainPacing,
  platform = process.platform,
  appVersion,
}: SaveStoreOptions): SaveStore {
  const dir = path.resolve(rawDir);
  const logCap = logCapOf(games);
  // Files judged, by path, as they were at a size and time: listing again re-reads none of them.
  const judged = new Map<string, Judged>();
  // Logs replayed lately (the game in play): the next autosave replays only what it adds.
  const replays = new ReplayCache();
  // Texts judged good, by file name in the folder: the hash of each (JUDGED_FILE on disk).
  const good = new Map<string, string>();
  let goodWritten = '';
  const judgedFile = path.join(dir, JUDGED_FILE);
  // Windows' and macOS's file systems ignore case: "AUTOSAVE.muster" there is the autosave's file.
  const caseless = platform === 'win32' || platform === 'darwin';
  const pathKey = (file: string): string => (caseless ? path.resolve(file).toLowerCase() : path.resolve(file));
  // Session-only refs for files the player picked outside the library (or with foreign names).
  const refToPath = new Map<string, string>();
  const pathToRef = new Map<string, string>();
  // The files elsewhere games came from or went to (ELSEWHERE_FILE), newest first.
  let elsewhere: ElsewhereEntry[] = [];
  const elsewhereFile = path.join(dir, ELSEWHERE_FILE);

  // One operation at a time: two saves racing for a new slot must not pick the same id.
  let queue: Promise<unknown> = Promise.resolve();
  let started: Promise<void> | null = null;
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const begin = () => (started ??= removeTemps().then(readJudged).then(readElsewhere).then(removeTempsElsewhere)).then(work);
    const run = queue.then(begin, begin);
    queue = run.catch(() => undefined);
    return run;
  }

  /** Removes what interrupted writes left in the folder (never a save, a backup or a damaged copy). */
  async function removeTemps(): Promise<void> {
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (TEMP_FILE.test(name) && !(await restoredStaging(name))) await fs.unlink(path.join(dir, name)).catch(() => undefined);
    }
    linkedSaves = names.filter(isSaveFileName).map((name) => path.join(dir, name));
  }

  /** The saves in the folder as start-up found them, for removeTempsElsewhere. */
  let linkedSaves: string[] = [];

  /**
   * A save that is a link is staged beside its target (writeSlot), and a save elsewhere beside
   * itself, out of this folder: what a write that never finished left there is removed too, but
   * only what is ours: named as we stage that very file (<target>.tmp, and write-file-atomic's
   * <target>.tmp.<number>), holding nothing or the start of a save's text. A file of that name
   * another program keeps, or its own temps, are left alone.
   */
  async function removeTempsElsewhere(): Promise<void> {
    const targets = new Set<string>();
    for (const file of [...linkedSaves, ...elsewhere.map((e) => e.path)]) {
      const target = await linkTarget(file);
      // In the folder and no link: removeTemps has seen to it.
      if (target !== file || path.dirname(file) !== dir) targets.add(target);
    }
    for (const target of targets) {
      const base = path.basename(target);
      let names: string[];
      try {
        names = await fs.readdir(path.dirname(target));
      } catch {
        continue;
      }
      for (const name of names) {
        if (!name.startsWith(`${base}.tmp`) || !/^(?:\.\d{1,10})?$/.test(name.slice(base.length + 4))) continue;
        const temp = path.join(path.dirname(target), name);
        if (await ourStaging(temp)) await fs.unlink(temp).catch(() => undefined);
      }
    }
  }

  /** Whether a file holds nothing, or the start of a save's text as writeSaveText writes it (its format first). */
  async function ourStaging(file: string): Promise<boolean> {
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile() || stat.size > MAX_SAVE_BYTES * 3) return false;
      const text = await fs.readFile(file);
      return text.length <= OUR_START.length ? OUR_START.startsWith(text) : text.startsWith(OUR_START);
    } catch {
      return false;
    }
  }

  /**
   * A new save staged (<file>.tmp, written, flushed and read back) with no file in its slot: Muster
   * stopped after moving the damaged file there aside and before putting this one in its place. It
   * is the save the player asked for: put in place, when it is a good save, rather than removed.
   */
  async function restoredStaging(name: string): Promise<boolean> {
    const staged = /^(.+\.muster)\.tmp$/i.exec(name)?.[1];
    if (staged === undefined) return false;
    const from = path.join(dir, name);
    const to = path.join(dir, staged);
    try {
      if (await exists(to)) return false;
      const checked = await checkSaveText(await fs.readFile(from), staged, games, { pacing, ...(appVersion === undefined ? {} : { appVersion }) });
      if (!checked.ok) return false;
      await fs.rename(from, to);
      await syncFolder(dir);
      return true;
    } catch {
      return false;
    }
  }

  /** What earlier runs judged good (unless another version judged it, or the file is unreadable: then nothing). */
  async function readJudged(): Promise<void> {
    try {
      const parsed = v.safeParse(JudgedFileSchema, JSON.parse(await fs.readFile(judgedFile)));
      if (!parsed.success || appVersion === undefined || parsed.output.app !== appVersion) return;
      for (const [name, hash] of Object.entries(parsed.output.good)) good.set(name, hash);
      goodWritten = JSON.stringify([...good].sort());
    } catch {
      // No file yet, or one that is not ours: every save is judged in full the first time.
    }
  }

  async function readElsewhere(): Promise<void> {
    try {
      const parsed = v.safeParse(ElsewhereFileSchema, JSON.parse(await fs.readFile(elsewhereFile)));
      if (parsed.success) elsewhere = parsed.output.files.slice(0, MAX_ELSEWHERE);
    } catch {
      // None yet (or not ours): nothing is remembered from earlier runs.
    }
  }

  /** Remembers that a file outside the folder holds a game (opened from it, or saved to it). */
  async function notedElsewhere(slot: Slot, save: SaveHead): Promise<void> {
    if (slot.inLibrary) return;
    const entry = { path: slot.file, game: save.game.id, seed: save.seed };
    const was = JSON.stringify(elsewhere);
    elsewhere = [entry, ...elsewhere.filter((e) => pathKey(e.path) !== pathKey(slot.file))].slice(0, MAX_ELSEWHERE);
    if (JSON.stringify(elsewhere) === was) return;
    try {
      await fs.mkdir(dir);
      await fs.writeFileAtomic(elsewhereFile, `${JSON.stringify({ format: 'muster-elsewhere', files: elsewhere })}\n`);
    } catch {
      // Remembered for this run only: a later Continue's Save asks for a name instead.
    }
  }

  /** The ids of the files elsewhere that hold (or held) a save's game, newest first. */
  function elsewhereOf(save: SaveEnvelope): SaveId[] {
    return elsewhere.filter((e) => e.game === save.game.id && e.seed === save.seed).map((e) => slotForPath(e.path).id);
  }

  /** The name a verdict is kept under: files in the saves folder only. */
  const goodKey = (file: string): string | null => (pathKey(path.dirname(file)) === pathKey(dir) ? path.basename(file) : null);

  function rememberGood(file: string, hash: string | null): void {
    const key = goodKey(file);
    if (key === null) return;
    if (hash === null) good.delete(key);
    else good.set(key, hash);
  }

  /** Where a file's summary is kept: beside a save in the folder (not a backup, nor a file elsewhere). */
  const summaryOf = (file: string): string | null => (goodKey(file) !== null && file.endsWith(SAVE_FILE_EXTENSION) ? `${file}${SUMMARY_SUFFIX}` : null);
  // The summary each file has on disk, as "<size>:<mtime>", so one is written only when it is new.
  const summarised = new Map<string, string>();

  /** Keeps a good file's summary beside it; failing to is only slower next time, never a lost save. */
  async function writeSummary(file: string, size: number, mtimeMs: number, save: SaveHead): Promise<void> {
    const to = summaryOf(file);
    if (to === null || appVersion === undefined || summarised.get(pathKey(file)) === `${size}:${mtimeMs}`) return;
    try {
      await fs.writeFileAtomic(to, `${JSON.stringify({ format: 'muster-summary', app: appVersion, size, mtimeMs, save })}\n`);
      summarised.set(pathKey(file), `${size}:${mtimeMs}`);
    } catch {
      summarised.delete(pathKey(file));
    }
  }

  /** A file's summary, when one beside it was written by this version for the file as it is now. */
  async function readSummary(file: string, stat: { size: number; mtimeMs: number }): Promise<SaveHead | null> {
    const from = summaryOf(file);
    if (from === null || appVersion === undefined) return null;
    try {
      // A summary is small: anything near a save's size is not one of ours.
      if ((await fs.stat(from)).size > MAX_SUMMARY_CHARS) return null;
      const text = await fs.readFile(from);
      const parsed = v.safeParse(SummaryFileSchema, JSON.parse(text));
      if (!parsed.success || parsed.output.app !== appVersion || parsed.output.size !== stat.size || parsed.output.mtimeMs !== stat.mtimeMs) return null;
      summarised.set(pathKey(file), `${stat.size}:${stat.mtimeMs}`);
      return parsed.output.save;
    } catch {
      return null;
    }
  }

  async function removeSummary(file: string): Promise<void> {
    const at = summaryOf(file);
    summarised.delete(pathKey(file));
    if (at !== null) await fs.unlink(at).catch(() => undefined);
  }

  /** Writes the verdicts when they have changed; failing to is only slower next time, never a lost save. */
  async function writeJudged(): Promise<void> {
    if (appVersion === undefined) return;
    const now = JSON.stringify([...good].sort());
    if (now === goodWritten) return;
    try {
      await fs.writeFileAtomic(judgedFile, `${JSON.stringify({ format: 'muster-judged', app: appVersion, good: Object.fromEntries(good) })}\n`);
      goodWritten = now;
    } catch {
      // Next time the files are judged in full, as on a first run.
    }
  }

  function librarySlot(id: string): Slot {
    const file = path.join(dir, `${id}${SAVE_FILE_EXTENSION}`);
    return { id, file, label: path.basename(file), inLibrary: true, autosave: id === AUTOSAVE_ID };
  }

  /** The slot for a file path: a library id when it sits in the folder under a library name. */
  function slotForPath(file: string): Slot {
    const resolved = path.resolve(file);
    const base = path.basename(resolved);
    const inFolder = pathKey(path.dirname(resolved)) === pathKey(dir);
    const named = caseless ? base.toLowerCase() : base;
    if (inFolder && named.endsWith(SAVE_FILE_EXTENSION)) {
      const stem = named.slice(0, -SAVE_FILE_EXTENSION.length);
      if (isLibraryId(stem)) return librarySlot(stem);
    }
    const key = pathKey(resolved);
    let ref = pathToRef.get(key);
    if (ref === undefined) {
      ref = `ext:${refToPath.size + 1}`;
      pathToRef.set(key, ref);
      refToPath.set(ref, resolved);
    }
    return { id: ref, file: resolved, label: base, inLibrary: inFolder, autosave: false };
  }

  /**
   * The slot for a file the player chose in a dialog. The saves folder reached by another path (a
   * link to it, a linked folder above it) is still the saves folder: its files are the library's,
   * and the autosave is still the autosave (a Save As there must not write over it).
   */
  async function chosenSlot(file: string): Promise<Slot> {
    const resolved = path.resolve(file);
    const real = (at: string) => (fs.realpath ? fs.realpath(at).catch(() => null) : Promise.resolve(null));
    const [folder, home] = await Promise.all([real(path.dirname(resolved)), real(dir)]);
    if (folder !== null && home !== null && pathKey(folder) === pathKey(home)) return slotForPath(path.join(dir, path.basename(resolved)));
    return slotForPath(resolved);
  }

  /** Checks an id from the renderer before any file is touched. */
  function resolveId(id: string): { ok: true; slot: Slot } | Failure {
    if (typeof id !== 'string' || !isSaveIdShape(id)) {
      return { ok: false, message: `Muster refused the save id ${quoteId(String(id))}: it is not one Muster issued.` };
    }
    if (EXTERNAL_REF.test(id)) {
      const file = refToPath.get(id);
      if (file === undefined) {
        return { ok: false, message: 'Muster no longer knows where that file is. Open it again with File > Open.' };
      }
      return { ok: true, slot: slotForPath(file) };
    }
    const slot = librarySlot(id);
    // Belt and braces: the id rules already keep it in the folder.
    if (pathKey(path.dirname(slot.file)) !== pathKey(dir)) {
      return { ok: false, message: `Muster refused the save id ${quoteId(id)}.` };
    }
    return { ok: true, slot };
  }

  /** Reads and judges a file in full: the envelope, the game's schemas, the log replayed. */
  async function readFile(file: string, label: string, cache: ReplayCache | undefined = replays): Promise<SlotRead> {
    let mtimeMs: number | null = null;
    const fail = (why: string): SlotRead => ({ state: 'damaged', message: `Muster could not open "${label}": ${why}`, mtimeMs });
    try {
      const stat = await fs.stat(file);
      mtimeMs = stat.mtimeMs;
      const remember = (j: Judged): void => void judged.set(pathKey(file), j);
      if (!stat.isFile()) return fail('it is not a file.');
      // Refused unread: no real save comes near the limit, and reading it could stall the app.
      if (stat.size > MAX_SAVE_BYTES) {
        const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
        const message = `Muster could not open "${label}": the file is too large to be a Muster save (${mb(stat.size)} MB; a save holds at most ${mb(MAX_SAVE_BYTES)} MB).`;
        remember({ size: stat.size, mtimeMs: stat.mtimeMs, state: 'damaged', message });
        return { state: 'damaged', message, mtimeMs };
      }
      const text = await fs.readFile(file);
      const hash = textHash(text);
      const key = goodKey(file);
      // Judged good before, to the byte: its envelope is read, its log not replayed again.
      const known = key !== null && good.get(key) === hash;
      const checked = known
        ? readSave(text, label, { maxLogEntries: logCap, ...(appVersion === undefined ? {} : { appVersion }) })
        : await checkSaveText(text, label, games, { pacing, ...(cache ? { cache } : {}), ...(appVersion === undefined ? {} : { appVersion }) });
      if (!checked.ok) {
        rememberGood(file, null);
        // Its summary (same size and time, from when it was good) must not list it good in the next run.
        await removeSummary(file);
        const kind = unopenedKind(checked);
        remember({ size: stat.size, mtimeMs: stat.mtimeMs, state: 'damaged', message: checked.message, kind });
        return { state: 'damaged', message: checked.message, mtimeMs, kind };
      }
      if (!known) {
        rememberGood(file, hash);
        await writeJudged();
      }
      const summary = head(checked.save);
      remember({ size: stat.size, mtimeMs: stat.mtimeMs, state: 'ok', save: summary });
      await writeSummary(file, stat.size, stat.mtimeMs, summary);
      return { state: 'ok', save: checked.save, migratedFrom: checked.migratedFrom, mtimeMs };
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return { state: 'missing' };
      return loopOf(label, error, mtimeMs) ?? unreadable(label, error, mtimeMs);
    }
  }

  /** A file's state, from what is known of it when it has not changed since (no re-reading). */
  async function statusOf(file: string, label: string, cache?: ReplayCache): Promise<Status> {
    let stat: { size: number; mtimeMs: number };
    try {
      stat = await fs.stat(file);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return { state: 'missing' };
      return loopOf(label, error, null) ?? unreadable(label, error, null);
    }
    const known = judged.get(pathKey(file));
    if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) {
      return known.state === 'ok'
        ? { state: 'ok', save: known.save, mtimeMs: known.mtimeMs }
        : { state: 'damaged', message: known.message, mtimeMs: known.mtimeMs, kind: known.kind ?? 'damaged' };
    }
    // Summarised as it is now, by an earlier run: listed from the summary, the file unread.
    const summary = await readSummary(file, stat);
    if (summary !== null) {
      judged.set(pathKey(file), { size: stat.size, mtimeMs: stat.mtimeMs, state: 'ok', save: summary });
      return { state: 'ok', save: summary, mtimeMs: stat.mtimeMs };
    }
    const read = await readFile(file, label, cache);
    return read.state === 'ok' ? { state: 'ok', save: head(read.save), mtimeMs: read.mtimeMs } : read;
  }

  /** Whether a file's text is still the one judged good (by its hash), read now. */
  async function stillAsJudged(file: string): Promise<boolean> {
    const key = goodKey(file);
    if (key === null || !good.has(key)) return false;
    try {
      return good.get(key) === textHash(await fs.readFile(file));
    } catch {
      return false;
    }
  }

  /** Notes a file Muster has just written (or copied) from a save it has judged good. */
  async function judgedGood(file: string, save: SaveHead): Promise<void> {
    try {
      const stat = await fs.stat(file);
      judged.set(pathKey(file), { size: stat.size, mtimeMs: stat.mtimeMs, state: 'ok', save });
      await writeSummary(file, stat.size, stat.mtimeMs, save);
    } catch {
      judged.delete(pathKey(file));
    }
  }

  async function exists(file: string): Promise<boolean> {
    try {
      await fs.stat(file);
      return true;
    } catch (error) {
      return errorCode(error) !== 'ENOENT';
    }
  }

  /** Reads a slot; a damaged or missing file falls back to its backup, with a notice saying so. */
  async function loadSlot(slot: Slot): Promise<LoadResult | null> {
    const main = await readFile(slot.file, slot.label);
    const id = slot.autosave ? null : slot.id;
    if (main.state === 'ok') {
      const notice = main.migratedFrom === null ? undefined : `"${slot.label}" was saved by an older Muster and has been brought up to date.`;
      await notedElsewhere(slot, head(main.save));
      const from = slot.autosave ? elsewhereOf(main.save) : [];
      return { ok: true, id, save: main.save, ...(notice ? { notice } : {}), ...(from.length ? { elsewhere: from } : {}) };
    }
    // Not read just now: its older backup is not opened in its place (the game played on from it
    // would be saved over the newer one), and nothing is changed.
    if (main.state === 'unreadable') return { ok: false, message: `${main.message} Nothing was changed: try again in a moment.` };
    const backupLabel = `${slot.label}${BACKUP_SUFFIX}`;
    const backup = await readFile(`${slot.file}${BACKUP_SUFFIX}`, backupLabel);
    if (backup.state === 'ok') {
      // A file gone is not said to be kept (it was "The damaged file is kept" either way), and a
      // save from a newer Muster, or of a game this Muster does not know, is not called damaged:
      // it is kept for a Muster that can open it.
      const notice = main.state === 'missing' ? backupLoaded(`"${slot.label}" is missing.`, null) : backupLoaded(main.message, main.kind ?? 'damaged');
      const from = slot.autosave ? elsewhereOf(backup.save) : [];
      return {
        ok: true,
        id,
        save: backup.save,
        notice,
        backupSavedAt: backup.save.savedAt,
        ...(from.length ? { elsewhere: from } : {}),
      };
    }
    if (main.state === 'missing') return null;
    const backupNote = backup.state === 'damaged' || backup.state === 'unreadable' ? ' Its backup could not be read either.' : '';
    return { ok: false, message: `${main.message}${backupNote}` };
  }

  /** Copies the current good file to <file>.bak through a temp name, so the backup is never half-written. */
  async function keepBackup(slot: Slot): Promise<Failure | null> {
    const backup = `${slot.file}${BACKUP_SUFFIX}`;
    const temp = `${backup}.tmp`;
    try {
      await fs.copyFile(slot.file, temp);
      await fs.syncFile(temp);
      await fs.rename(temp, backup);
      await syncFolder(path.dirname(backup));
      return null;
    } catch (error) {
      await fs.unlink(temp).catch(() => undefined);
      return {
        ok: false,
        message: `Muster could not save "${slot.label}": it could not keep a backup of the previous version (${describeFsError(error)}). The previous save is unchanged.`,
      };
    }
  }

  /**
   * Moves a damaged file (or a save from a newer Muster, or of a game this Muster does not know)
   * out of the way, so a new save never overwrites what might be recovered. The name says which
   * it is: a whole save is not named damaged.
   */
  async function moveAside(slot: Slot, kind: UnopenedKind, target: string): Promise<Failure | { aside: string | null; asideBackup: string | null }> {
    const folder = path.dirname(slot.file);
    const base = path.basename(slot.file, SAVE_FILE_EXTENSION);
    // Short enough that a library file's new name is still a library id (64 characters at most).
    const root = `${base.slice(0, 36)}-${ASIDE_WORD[kind]}-${stamp(now())}`;
    let asideBackup: string | null = null;
    try {
      for (let n = 1; n < 100; n++) {
        const aside = path.join(folder, `${n === 1 ? root : `${root}-${n}`}${SAVE_FILE_EXTENSION}`);
        if ((await exists(aside)) || (await exists(`${aside}${BACKUP_SUFFIX}`))) continue;
        // Its backup goes with it too, as a copy (the slot keeps its own, the last good file there):
        // offered beside the file set aside, and never rotated away by the slot's next saves (it was
        // the new game's backup only, and its next save wrote over it).
        asideBackup = await copiedBackup(`${slot.file}${BACKUP_SUFFIX}`, `${aside}${BACKUP_SUFFIX}`);
        const moved = target === slot.file;
        if (moved) await fs.rename(slot.file, aside);
        else {
          // A link: its target's text is copied aside (the link and its target stay, to be written through).
          await fs.copyFile(target, aside);
          await fs.syncFile(aside);
        }
        judged.delete(pathKey(slot.file));
        await removeSummary(slot.file);
        await syncFolder(folder);
        return { aside: moved ? aside : null, asideBackup };
      }
      throw new Error(`too many ${ASIDE_WORD[kind]} copies of this save`);
    } catch (error) {
      // The file stays in its slot with its own backup: the copy made for it aside would be a backup of nothing.
      if (asideBackup !== null) await fs.unlink(asideBackup).catch(() => undefined);
      const there = THERE[kind];
      return {
        ok: false,
        message: `Muster could not save "${slot.label}": the file there ${there} and could not be moved aside (${describeFsError(error)}). Nothing was overwritten.`,
      };
    }
  }

  /** Copies a backup (when there is one) to `to` through a temp name, never half-written; `to`, or null when there was none. */
  async function copiedBackup(from: string, to: string): Promise<string | null> {
    const temp = `${to}.tmp`;
    try {
      await fs.copyFile(from, temp);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    }
    try {
      await fs.syncFile(temp);
      await fs.rename(temp, to);
      return to;
    } catch (error) {
      await fs.unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  /** The file a path names once links are followed: the path itself when it is no link (or cannot be followed). */
  async function linkTarget(file: string): Promise<string> {
    if (!fs.realpath) return file;
    try {
      const [real, folder] = await Promise.all([fs.realpath(file), fs.realpath(path.dirname(file))]);
      // Only the file itself being a link counts: a linked folder above it holds the file where it is.
      return pathKey(real) === pathKey(path.join(folder, path.basename(file))) ? file : real;
    } catch {
      return file;
    }
  }

  /** Flushes the folder after a rename, where the platform can (not Windows). */
  async function syncFolder(folder: string): Promise<void> {
    if (platform === 'win32') return;
    // The save is in place either way; a folder that cannot be flushed only weakens power-cut safety.
    await fs.syncDir(folder).catch(() => undefined);
  }

  /**
   * Writes a save (already checked: envelope, game, log) into its slot. The new text goes to
   * <file>.tmp and is read back; only when it reads back exactly does the current good file
   * become the backup (a damaged one is moved aside instead), and the new one take its place.
   */
  async function writeSlot(slot: Slot, save: SaveEnvelope): Promise<WriteResult> {
    const text = writeSaveText(save);
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_SAVE_BYTES) {
      const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
      return { ok: false, message: `Muster could not save "${save.name}": the game is too large to save (${mb(bytes)} MB; a save holds at most ${mb(MAX_SAVE_BYTES)} MB).` };
    }
    const game = await checkGame(save, games, { pacing, cache: replays, ...(appVersion === undefined ? {} : { appVersion }) });
    if (!game.ok) return { ok: false, message: `Muster could not save "${save.name}": ${game.why}` };
    try {
      if (slot.inLibrary) await fs.mkdir(dir);
    } catch (error) {
      return { ok: false, message: `Muster could not make its saves folder (${describeFsError(error)}).` };
    }
    let current = await statusOf(slot.file, slot.label);
    // Good by its size and time (or its summary): before it becomes the backup, its text is held to
    // the verdict, so a file spoiled in place at the same size and time is moved aside instead.
    if (current.state === 'ok' && !(await stillAsJudged(slot.file))) {
      const read = await readFile(slot.file, slot.label);
      current = read.state === 'ok' ? { state: 'ok', save: head(read.save), mtimeMs: read.mtimeMs } : read;
    }
    if (current.state === 'unreadable') {
      return { ok: false, message: `Muster could not save "${slot.label}": the file there could not be read just now (${current.why}). Nothing was overwritten: try again in a moment.` };
    }
    const unchanged = current.state === 'missing' ? '' : ' The previous save is unchanged.';
    // A save that is a link (to a copy in a synced folder) is written through to the link's target,
    // staged in the target's folder so the last rename stays on one disk: the link stays a link.
    const target = current.state === 'missing' ? slot.file : await linkTarget(slot.file);
    const staging = `${target}.tmp`;
    const abandon = async (message: string): Promise<Failure> => {
      await fs.unlink(staging).catch(() => undefined);
      return { ok: false, message };
    };
    try {
      await fs.writeFileAtomic(staging, text);
    } catch (error) {
      return abandon(`Muster could not save "${slot.label}": ${describeFsError(error)}.${unchanged}`);
    }
    let back: string;
    try {
      back = await fs.readFile(staging);
    } catch (error) {
      return abandon(`Muster could not save "${slot.label}": the new save could not be read back (${describeFsError(error)}).${unchanged}`);
    }
    if (back !== text) return abandon(`Muster could not save "${slot.label}": the new save did not read back as it was written (is the disk failing?).${unchanged}`);
    if (current.state === 'ok') {
      const failed = await keepBackup(slot);
      if (failed) return abandon(failed.message);
    }
    // Where the damaged file in the slot was moved to, until the new save is in its place.
    let movedAside: string | null = null;
    let asideBackup: string | null = null;
    if (current.state === 'damaged') {
      const moved = await moveAside(slot, current.kind ?? 'damaged', target);
      if ('message' in moved) return abandon(moved.message);
      movedAside = moved.aside;
      asideBackup = moved.asideBackup;
    }
    try {
      await fs.rename(staging, target);
    } catch (error) {
      const why = describeFsError(error);
      // The new save is not in place: the damaged file goes back into its slot, listed there with
      // its problem and its backup (moved aside, the slot was empty: the save and its good backup
      // left the list, and the next Save called it deleted outside Muster).
      if (movedAside !== null) {
        try {
          await fs.rename(movedAside, slot.file);
          await syncFolder(path.dirname(slot.file));
          // The copy of its backup made for it there goes (the slot's own is where it was).
          if (asideBackup !== null) await fs.unlink(asideBackup).catch(() => undefined);
        } catch {
          const aside = path.basename(movedAside);
          // Kept, in the saves folder, for the next start to put in the empty slot (removeTemps).
          if (slot.inLibrary) return { ok: false, message: `Muster could not save "${slot.label}": ${why}. The file there could not be opened and was moved aside as "${aside}"; the new save is put in its place when Muster starts again.` };
          return abandon(`Muster could not save "${slot.label}": ${why}. The file there could not be opened and was moved aside as "${aside}".`);
        }
      }
      return abandon(`Muster could not save "${slot.label}": ${why}.${unchanged}`);
    }
    await syncFolder(path.dirname(target));
    if (current.state === 'ok') await judgedGood(`${slot.file}${BACKUP_SUFFIX}`, current.save);
    await judgedGood(slot.file, head(save));
    // The backup is the text that was the save; the save is the text just checked and read back.
    const backupKey = goodKey(slot.file);
    const previous = backupKey === null ? undefined : good.get(backupKey);
    rememberGood(`${slot.file}${BACKUP_SUFFIX}`, current.state === 'ok' && previous !== undefined ? previous : null);
    rememberGood(slot.file, textHash(text));
    await writeJudged();
    await notedElsewhere(slot, head(save));
    return { ok: true, summary: summarize(slot, save) };
  }

  /** A new library id from the save's name: "siege", then "siege-2", "siege-3"... */
  async function freeId(name: string): Promise<string> {
    const stem = slugify(name);
    for (let n = 1; n < 10_000; n++) {
      const id = n === 1 ? stem : `${stem}-${n}`;
      if (!isLibraryId(id) || id === AUTOSAVE_ID) continue;
      const slot = librarySlot(id);
      // A leftover backup counts as taken: a new save must not inherit an old one's backup.
      if (!(await exists(slot.file)) && !(await exists(`${slot.file}${BACKUP_SUFFIX}`))) return id;
    }
    throw new Error('there are too many saves with this name');
  }

  /** Whether another save in the folder (not the autosave) is called `name`, told apart as saveNameKey tells them. */
  async function nameTaken(name: string, except: Slot): Promise<boolean> {
    return (await takenName(name, except)) !== null;
  }

  /** The name, as the list shows it, of another save in the folder (not the autosave) called `name` as saveNameKey tells them; null when none. */
  async function takenName(name: string, except: Slot): Promise<string | null> {
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch {
      return null;
    }
    const wanted = saveNameKey(name);
    for (const entry of names) {
      if (!isSaveFileName(entry)) continue;
      const slot = slotForPath(path.join(dir, entry));
      if (slot.autosave || pathKey(slot.file) === pathKey(except.file)) continue;
      const status = await statusOf(slot.file, slot.label, new ReplayCache(1));
      if (status.state === 'ok' && saveNameKey(status.save.name) === wanted) return status.save.name;
    }
    return null;
  }

  /** Turns an unexpected exception into a result the player can read. */
  async function guard<T>(what: string, work: () => Promise<T | Failure>): Promise<T | Failure> {
    try {
      return await work();
    } catch (error) {
      return { ok: false, message: `Muster could not ${what}: ${describeFsError(error)}.` };
    }
  }

  return {
    dir,

    list: () =>
      exclusive(async () => {
        let names: string[];
        try {
          names = await fs.readdir(dir);
        } catch (error) {
          if (errorCode(error) === 'ENOENT') return [];
          throw new Error(`Muster could not read its saves folder (${describeFsError(error)}).`);
        }
        const rows: { summary: SaveSummary; at: number }[] = [];
        const seen = new Set<string>();
        for (const name of names) {
          // Backups (.bak) and temp files (.tmp, write-file-atomic's .<number>) do not match.
          if (!isSaveFileName(name)) continue;
          const slot = slotForPath(path.join(dir, name));
          seen.add(pathKey(slot.file)).add(pathKey(`${slot.file}${BACKUP_SUFFIX}`));
          // Listing judges every file once, each with a cache of its own: the store's, kept for
          // the game in play, would only be thrashed by them all.
          const read = await statusOf(slot.file, slot.label, new ReplayCache(1));
          if (read.state === 'missing') continue;
          if (read.state === 'ok') {
            const at = Date.parse(read.save.savedAt);
            rows.push({ summary: summarize(slot, read.save), at: Number.isNaN(at) ? read.mtimeMs : at });
          } else {
            const at = read.mtimeMs ?? 0;
            // Its backup, when good, is what loading it opens (not for a file only unread just now).
            const backup = read.state === 'unreadable' ? null : await statusOf(`${slot.file}${BACKUP_SUFFIX}`, `${slot.label}${BACKUP_SUFFIX}`, new ReplayCache(1));
            rows.push({
              summary: {
                id: slot.id,
                name,
                gameId: '',
                gameTitle: '',
                progress: '',
                savedAt: new Date(at).toISOString(),
                autosave: slot.autosave,
                problem: read.message,
                ...(backup?.state === 'ok' ? { backup: { savedAt: backup.save.savedAt, progress: backup.save.progress } } : {}),
              },
              at,
            });
          }
        }
        // A summary whose save has gone (deleted by hand) goes too.
        const present = new Set(names.map((name) => pathKey(path.join(dir, name))));
        for (const name of names) {
          if (name.endsWith(`${SAVE_FILE_EXTENSION}${SUMMARY_SUFFIX}`) && !present.has(pathKey(path.join(dir, name.slice(0, -SUMMARY_SUFFIX.length))))) {
            await fs.unlink(path.join(dir, name)).catch(() => undefined);
          }
        }
        // Forget files that have gone from the folder.
        for (const key of judged.keys()) if (pathKey(path.dirname(key)) === pathKey(dir) && !seen.has(key)) judged.delete(key);
        rows.sort((a, b) => b.at - a.at);
        return rows.map((row) => row.summary);
      }),

    load: (id) =>
      exclusive(() =>
        guard('open that save', async () => {
          const resolved = resolveId(id);
          if (!resolved.ok) return resolved;
          const result = await loadSlot(resolved.slot);
          return result ?? { ok: false, message: `The save "${resolved.slot.label}" is no longer there (it may have been deleted or moved).` };
        }),
      ),

    write: (id, save) =>
      exclusive(() =>
        guard('save the game', async () => {
          const valid = checkSaveEnvelope(save, logCap);
          if (!valid.ok) return valid;
          if (id === AUTOSAVE_ID) {
            return { ok: false, message: 'The autosave is kept by Muster itself: save the game under its own name instead.' };
          }
          if (id === null) {
            // A new save (a game saved for the first time, under the name it began with) is numbered
            // when another save has that name: two games begun in one minute are named alike.
            const slot = librarySlot(await freeId(valid.save.name));
            const name = await freeSaveName(valid.save.name, (name) => nameTaken(name, slot));
            return writeSlot(slot, { ...valid.save, name });
          }
          const resolved = resolveId(id);
          if (!resolved.ok) return resolved;
          // Deleted (or moved) outside Muster while its game was open: not made again unasked, as a
          // save deleted in Muster is not (the player names it again, Save As).
          if (!(await exists(resolved.slot.file))) return { ok: false, gone: true, message: `"${resolved.slot.label}" is no longer there (it was deleted or moved outside Muster).` };
          // A backup opened by hand (File > Open): the next save of its own game replaces it, and
          // deleting that save deletes it, so a game saved into it would be lost unsaid.
          if (pathKey(resolved.slot.file).endsWith(BACKUP_FILE)) {
            const of = resolved.slot.label.slice(0, -BACKUP_SUFFIX.length);
            return { ok: false, message: `"${resolved.slot.label}" is the backup Muster keeps of "${of}", and is replaced the next time that save is saved: save this game under its own name instead (Save As).` };
          }
          return writeSlot(resolved.slot, valid.save);
        }),
      ),

    rename: (id, name) =>
      exclusive(() =>
        guard('rename that save', async (): Promise<OpResult> => {
          const parsedName = v.safeParse(GivenSaveNameSchema, name);
          if (!parsedName.success) return { ok: false, message: parsedName.issues[0].message };
          const resolved = resolveId(id);
          if (!resolved.ok) return resolved;
          const { slot } = resolved;
          // Two saves of one name could not be told apart in the list.
          // The refusal quotes the save that has the name as the list shows it, not the case typed.
          const taken = await takenName(parsedName.output, slot);
          if (taken !== null) return { ok: false, message: `There is already a save named “${taken}”: choose another name.` };
          const current = await readFile(slot.file, slot.label);
          if (current.state === 'missing') return { ok: false, message: `The save "${slot.label}" is no longer there.` };
          if (current.state === 'damaged') {
            return { ok: false, message: `${current.message} ${NOT_RENAMED[current.kind ?? 'damaged']}` };
          }
          if (current.state === 'unreadable') return { ok: false, message: `${current.message} Nothing was changed: try again in a moment.` };
          const written = await writeSlot(slot, { ...current.save, name: parsedName.output });
          return written.ok ? { ok: true } : { ok: false, message: written.message };
        }),
      ),

    delete: (id) =>
      exclusive(() =>
        guard('delete that save', async (): Promise<OpResult> => {
          const resolved = resolveId(id);
          if (!resolved.ok) return resolved;
          const { slot } = resolved;
          if (!slot.inLibrary) {
            return { ok: false, message: `Muster only deletes saves in its own saves folder; "${slot.label}" is elsewhere.` };
          }
          await removeSummary(slot.file);
          for (const file of [slot.file, `${slot.file}${BACKUP_SUFFIX}`]) {
            rememberGood(file, null);
            try {
              await fs.unlink(file);
            } catch (error) {
              if (errorCode(error) !== 'ENOENT') {
                return { ok: false, message: `Muster could not delete "${path.basename(file)}": ${describeFsError(error)}.` };
              }
            }
          }
          await writeJudged();
          return { ok: true };
        }),
      ),

    autosave: (save) =>
      exclusive(() =>
        guard('autosave', async (): Promise<OpResult> => {
          const valid = checkSaveEnvelope(save, logCap);
          if (!valid.ok) return valid;
          const written = await writeSlot(librarySlot(AUTOSAVE_ID), valid.save);
          return written.ok ? { ok: true } : { ok: false, message: written.message };
        }),
      ),

    loadAutosave: () => exclusive(() => guard('open the autosave', () => loadSlot(librarySlot(AUTOSAVE_ID)))),

    saveAs: (save, choosePath) =>
      guard('save the game', async () => {
        const valid = checkSaveEnvelope(save, logCap);
        if (!valid.ok) return valid;
        // The dialog waits on the player: ask outside the queue so autosaves carry on meanwhile.
        const suggested = await exclusive(async () => librarySlot(await freeId(valid.save.name)).file);
        const chosen = await choosePath(suggested);
        if (chosen === null) return { ok: false, cancelled: true, message: 'Save As was cancelled.' };
        // Some Linux dialogs do not add the extension from the filter.
        const file = chosen.toLowerCase().endsWith(SAVE_FILE_EXTENSION) ? chosen : `${chosen}${SAVE_FILE_EXTENSION}`;
        return exclusive(async () => {
          const slot = await chosenSlot(file);
          if (slot.autosave) {
            return { ok: false, message: 'That file is the autosave, which Muster keeps itself. Choose another name.' };
          }
          // A new file in the folder under a name another save there has (renamed, so its file is
          // called otherwise) is numbered, as a new save is: the dialog asked nothing, and the list
          // would show two saves of one name.
          const named = nameFromFile(file, valid.save.name);
          const name = slot.inLibrary ? await freeSaveName(named, (n) => nameTaken(n, slot)) : named;
          return writeSlot(slot, { ...valid.save, name });
        });
      }),

    open: (choosePath) =>
      guard('open that file', async () => {
        const chosen = await choosePath(dir);
        if (chosen === null) return null;
        return exclusive(async () => {
          const slot = await chosenSlot(chosen);
          const result = await loadSlot(slot);
          return result ?? { ok: false, message: `Muster could not open "${slot.label}": the file is not there.` };
        });
      }),

    settled: () => queue.then(() => undefined),
  };
}
