// The save fuzzer: real saves of every game, damaged in every way a disk, a crash or a curious
// player can damage them, run through a store (the main process's files, or the browser's
// IndexedDB) the way the app uses it. Each file must end in a clear error or a correct load:
// never a crash, an operation over one second, a silent wrong load, or a lost good save or backup.
// Shared by the unit tests (a few hundred files) and the bench (thousands).
import fc from 'fast-check';
import * as v from 'valibot';
import type { LoadResult, OpResult, SaveSummary, WriteResult } from '../contract/bridge';
import { SaveEnvelopeSchema, writeSaveText, type SaveEnvelope } from '../contract/save-format';
import { RULES } from '../games/rules-registry';
import { GameSession } from '../kits/shell/session';
import { playSample, SAMPLE_GAME_IDS } from './sample-games';

// ---- what a good save is, said independently of the code under test ----------------------------

/** The bounds a save must keep (the oracle's own copy: the fuzzer flags any store that disagrees). */
export const ORACLE_BOUNDS = {
  maxDepth: 64,
  maxStringChars: 20_000,
  maxThumbnailChars: 512 * 1024,
  maxBytes: 16 * 1024 * 1024,
  maxLogEntries: (gameId: string): number => (gameId === 'acw-ironclads' ? 2_000 : 10_000),
};

/** True when every value is plain JSON data within the bounds: finite numbers, short strings, shallow. */
function withinBounds(value: unknown): boolean {
  const stack: { value: unknown; depth: number; thumbnail: boolean }[] = [{ value, depth: 1, thumbnail: false }];
  while (stack.length) {
    const { value: x, depth, thumbnail } = stack.pop()!;
    if (depth > ORACLE_BOUNDS.maxDepth) return false;
    if (typeof x === 'number' && !Number.isFinite(x)) return false;
    if (typeof x === 'string' && x.length > (thumbnail ? ORACLE_BOUNDS.maxThumbnailChars : ORACLE_BOUNDS.maxStringChars)) return false;
    if (x !== null && typeof x === 'object') {
      for (const [k, child] of Object.entries(x)) stack.push({ value: child, depth: depth + 1, thumbnail: depth === 1 && k === 'thumbnail' });
    }
  }
  return true;
}

export type Verdict = { valid: true; save: SaveEnvelope } | { valid: false; why: string };

/**
 * Whether a file's text is a good save: JSON within the bounds, a schema-1 envelope, a game this
 * Muster knows, and a log its rules replay to the end (the game resumes).
 */
export function judge(text: string): Verdict {
  if (text.length > ORACLE_BOUNDS.maxBytes) return { valid: false, why: 'too big' };
  let raw: unknown;
  try {
    raw = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch {
    return { valid: false, why: 'not JSON' };
  }
  if (!withinBounds(raw)) return { valid: false, why: 'out of bounds' };
  const parsed = v.safeParse(SaveEnvelopeSchema, raw);
  if (!parsed.success) return { valid: false, why: 'not an envelope' };
  const save = parsed.output;
  const game = RULES[save.game.id];
  if (!game) return { valid: false, why: 'unknown game' };
  if (save.log.length > ORACLE_BOUNDS.maxLogEntries(game.id)) return { valid: false, why: 'log too long' };
  let resumed: ReturnType<typeof GameSession.fromEnvelope>;
  try {
    resumed = GameSession.fromEnvelope(game, save, null);
  } catch {
    return { valid: false, why: 'resume threw' };
  }
  if (!resumed.ok) return { valid: false, why: 'does not resume' };
  return { valid: true, save };
}

// ---- real saves ---------------------------------------------------------------------------------

export interface SampleSet {
  gameId: string;
  /** An earlier save of the game, and the same game later: the slot holds `later`, its backup `earlier`. */
  earlier: SaveEnvelope;
  later: SaveEnvelope;
}

const THUMBNAIL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const MAX_ACTIONS: Record<string, number> = { 'free-table': 30, 'tiny-18c': 8, 'cups-of-war': 30, 'acw-ironclads': 30 };

let samples: SampleSet[] | null = null;

/** Two real saves of each game from each of a few seeds, played by the computer (cached: a second or two to make). */
export function sampleSets(seeds: readonly number[] = [1, 2, 3]): SampleSet[] {
  if (samples) return samples;
  samples = [];
  for (const id of SAMPLE_GAME_IDS) {
    for (const seed of seeds) {
      const max = MAX_ACTIONS[id] ?? 30;
      const envelope = (n: number, at: string) => {
        const s = playSample(id, seed, n);
        s.name = 'Good';
        return s.toEnvelope('0.1.0', new Date(at), THUMBNAIL);
      };
      samples.push({ gameId: id, earlier: envelope(Math.ceil(max / 2), '2026-11-30T10:00:00.000Z'), later: envelope(max, '2026-11-30T11:00:00.000Z') });
    }
  }
  return samples;
}

// ---- damage -------------------------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export type FileDamage =
  | { kind: 'truncate'; at: number }
  | { kind: 'flip'; edits: [number, number][] }
  | { kind: 'wrong-type'; pick: number; value: Json }
  | { kind: 'huge-number'; pick: number; token: string }
  | { kind: 'deep'; pick: number; depth: number; object: boolean }
  | { kind: 'long-string'; pick: number; length: number }
  | { kind: 'illegal'; how: 'seat' | 'swap' | 'duplicate' | 'drop-first' | 'cursor' | 'other-game-move'; pick: number }
  | { kind: 'unknown-game' }
  | { kind: 'future-version'; schema: number }
  | { kind: 'harmless'; how: 'name' | 'saved-at' | 'progress' | 'no-thumbnail' | 'extra-key' | 'bom' }
  | { kind: 'long-log'; factor: number }
  | { kind: 'too-big' }
  | { kind: 'garbage'; bytes: number[] }
  | { kind: 'other-json'; value: Json };

export interface FileCase {
  sample: number;
  damage: FileDamage;
}

const HOLE = '\u0000FUZZ\u0000';
const HOLE_JSON = JSON.stringify(HOLE);

/** Every path in a JSON value, with what is there. */
function paths(value: Json, at: (string | number)[] = [], out: { path: (string | number)[]; value: Json }[] = []) {
  out.push({ path: at, value });
  if (Array.isArray(value)) value.forEach((x, i) => paths(x, [...at, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, x] of Object.entries(value)) paths(x, [...at, k], out);
  return out;
}

function setAt(root: Json, path: (string | number)[], value: Json): Json {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path[path.length - 1]!] = value;
  return copy;
}

/** Puts raw JSON text (a token JSON.stringify could not write, like 1e400) at a path. */
function textWith(root: Json, path: (string | number)[], raw: string): string {
  return `${JSON.stringify(setAt(root, path, HOLE))}\n`.replace(HOLE_JSON, () => raw);
}

function choose<T>(list: readonly T[], pick: number): T {
  return list[Math.min(list.length - 1, Math.floor(pick * list.length))] as T;
}

/** The damaged file's text. `scale` shrinks the costly kinds (deep nesting, long strings) for CI. */
export function damageText(sample: SampleSet, damage: FileDamage): string {
  const good = writeSaveText(sample.later);
  const root = JSON.parse(good) as Json;
  const obj = root as { [k: string]: Json };
  const all = paths(root).filter((p) => p.path.length > 0);
  switch (damage.kind) {
    case 'truncate':
      return good.slice(0, Math.floor(damage.at * (good.length - 1)));
    case 'flip': {
      const chars = [...good];
      for (const [at, code] of damage.edits) chars[Math.floor(at * chars.length)] = String.fromCharCode(code);
      return chars.join('');
    }
    case 'wrong-type':
      return `${JSON.stringify(setAt(root, choose(all, damage.pick).path, damage.value))}\n`;
    case 'huge-number': {
      const numbers = all.filter((p) => typeof p.value === 'number');
      return textWith(root, choose(numbers, damage.pick).path, damage.token);
    }
    case 'deep': {
      const open = damage.object ? '{"a":' : '[';
      const close = damage.object ? '}' : ']';
      return textWith(root, choose(all, damage.pick).path, `${open.repeat(damage.depth)}1${close.repeat(damage.depth)}`);
    }
    case 'long-string': {
      const strings = all.filter((p) => typeof p.value === 'string');
      return textWith(root, choose(strings, damage.pick).path, JSON.stringify('x'.repeat(damage.length)));
    }
    case 'illegal': {
      const log = [...(obj.log as Json[])] as { seat: number; action: Json }[];
      const i = Math.floor(damage.pick * log.length);
      if (damage.how === 'seat' && log.length) {
        // The issue's own case: one seat id changed in the last move.
        const last = log[log.length - 1]!;
        const seats = (obj.game as { players: Json[] }).players.length;
        log[log.length - 1] = { ...last, seat: (last.seat + 1) % seats };
      } else if (damage.how === 'swap' && log.length > 1) {
        const j = (i + 1) % log.length;
        [log[i], log[j]] = [log[j]!, log[i]!];
      } else if (damage.how === 'duplicate' && log.length) log.splice(i, 0, log[i]!);
      else if (damage.how === 'drop-first') log.shift();
      else if (damage.how === 'cursor') return `${JSON.stringify({ ...obj, cursor: log.length + 1 + i })}\n`;
      else if (damage.how === 'other-game-move') {
        // A move from another game: schema-valid for nothing here.
        log.splice(i, 0, { seat: 0, action: { type: 'commit', orders: { phase: 'deploy', columns: {} } } } as never);
      }
      return `${JSON.stringify({ ...obj, log, cursor: Math.min(obj.cursor as number, log.length) })}\n`;
    }
    case 'unknown-game':
      return `${JSON.stringify({ ...obj, game: { ...(obj.game as object), id: 'chess-960', title: 'Chess 960' } })}\n`;
    case 'future-version':
      return `${JSON.stringify({ ...obj, schema: damage.schema, app: '9.9.9' })}\n`;
    case 'harmless':
      switch (damage.how) {
        case 'name':
          return `${JSON.stringify({ ...obj, name: 'Renamed by hand' })}\n`;
        case 'saved-at':
          return `${JSON.stringify({ ...obj, savedAt: '2026-12-01T09:30:00.000Z' })}\n`;
        case 'progress':
          return `${JSON.stringify({ ...obj, progress: 'Somewhere in the middle' })}\n`;
        case 'no-thumbnail': {
          const { thumbnail: _t, ...rest } = obj;
          return `${JSON.stringify(rest)}\n`;
        }
        case 'extra-key':
          return `${JSON.stringify({ ...obj, comment: 'kept by hand' })}\n`;
        case 'bom':
          return `\uFEFF${good}`;
      }
      return good;
    case 'long-log': {
      const log = obj.log as Json[];
      const want = Math.ceil(ORACLE_BOUNDS.maxLogEntries(sample.gameId) * damage.factor);
      const long: Json[] = [];
      while (long.length < want) long.push(...log);
      return `${JSON.stringify({ ...obj, log: long, cursor: long.length })}\n`;
    }
    case 'too-big':
      return textWith(root, ['snapshot'], JSON.stringify('x'.repeat(ORACLE_BOUNDS.maxBytes)));
    case 'garbage':
      return String.fromCharCode(...damage.bytes);
    case 'other-json':
      return JSON.stringify(damage.value);
  }
}

/** Damage of every kind. `heavy` allows the costly ones at full size (the bench). */
export function fileDamage(heavy: boolean): fc.Arbitrary<FileDamage> {
  // Positions as fractions, spread evenly (fast-check's doubles crowd at 0 and 1).
  const unit = fc.integer({ min: 0, max: 999_999 }).map((n) => n / 1_000_000);
  const json = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>;
  return fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: unit }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('flip' as const), edits: fc.array(fc.tuple(unit, fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('wrong-type' as const), pick: unit, value: json }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('huge-number' as const),
        pick: unit,
        token: fc.constantFrom('1e400', '-1e400', '1e308', '-1.7976931348623157e308', '9007199254740993', '1e-400', '-0', '123456789012345678901234567890', '0.1e999'),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('deep' as const), pick: unit, depth: heavy ? fc.integer({ min: 60, max: 1_000_000 }) : fc.integer({ min: 60, max: 20_000 }), object: fc.boolean() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('long-string' as const), pick: unit, length: heavy ? fc.integer({ min: 1_000, max: 4_000_000 }) : fc.integer({ min: 1_000, max: 100_000 }) }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('illegal' as const),
        how: fc.constantFrom('seat' as const, 'swap' as const, 'duplicate' as const, 'drop-first' as const, 'cursor' as const, 'other-game-move' as const),
        pick: unit,
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'unknown-game' as const }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('future-version' as const), schema: fc.integer({ min: 2, max: 99 }) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('harmless' as const),
        how: fc.constantFrom('name' as const, 'saved-at' as const, 'progress' as const, 'no-thumbnail' as const, 'extra-key' as const, 'bom' as const),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('long-log' as const), factor: heavy ? fc.double({ min: 1.01, max: 30, noNaN: true }) : fc.double({ min: 1.01, max: 1.5, noNaN: true }) }) },
    ...(heavy ? [{ weight: 1, arbitrary: fc.constant({ kind: 'too-big' as const }) }] : []),
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('garbage' as const), bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 300 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('other-json' as const), value: json }) },
  );
}

// ---- values sent to be written (the renderer's side of IPC) ------------------------------------

export type ValueDamage = {
  kind: 'undefined' | 'nan' | 'infinity' | 'date' | 'map' | 'set' | 'function' | 'bigint' | 'circular' | 'sparse' | 'deep' | 'long-string' | 'class' | 'symbol-key' | 'long-log';
  where: 'options' | 'snapshot' | 'action' | 'event' | 'progress' | 'name';
  /** Put in place of a value already there (the place picked by `pick`), or added under a new key. */
  mode: 'replace' | 'add';
  pick: number;
};

export interface WriteCase {
  sample: number;
  damage: ValueDamage;
}

export function valueDamage(): fc.Arbitrary<ValueDamage> {
  return fc.record({
    kind: fc.constantFrom(
      'undefined' as const, 'nan' as const, 'infinity' as const, 'date' as const, 'map' as const, 'set' as const, 'function' as const,
      'bigint' as const, 'circular' as const, 'sparse' as const, 'deep' as const, 'long-string' as const, 'class' as const, 'symbol-key' as const, 'long-log' as const,
    ),
    where: fc.constantFrom('options' as const, 'snapshot' as const, 'action' as const, 'event' as const, 'progress' as const, 'name' as const),
    mode: fc.constantFrom('replace' as const, 'add' as const),
    pick: fc.integer({ min: 0, max: 999_999 }).map((n) => n / 1_000_000),
  });
}

class Odd {
  x = 1;
}

/** Every place in a value where another value could go: [the object or array, the key]. */
function places(value: unknown, out: [Record<string | number, unknown>, string | number][] = []) {
  if (value === null || typeof value !== 'object') return out;
  for (const [k, x] of Object.entries(value)) {
    out.push([value as Record<string, unknown>, Array.isArray(value) ? Number(k) : k]);
    places(x, out);
  }
  return out;
}

/** The save object with something that is not JSON data put into it. */
export function damageValue(sample: SampleSet, damage: ValueDamage): unknown {
  const save = structuredClone(sample.later) as unknown as Record<string, unknown>;
  const bad = (): unknown => {
    switch (damage.kind) {
      case 'undefined': return undefined;
      case 'nan': return NaN;
      case 'infinity': return damage.pick < 0.5 ? Infinity : -Infinity;
      case 'date': return new Date('2026-11-30T12:00:00Z');
      case 'map': return new Map([['a', 1]]);
      case 'set': return new Set([1, 2]);
      case 'function': return () => 1;
      case 'bigint': return 10n;
      case 'circular': { const o: Record<string, unknown> = {}; o.self = o; return o; }
      case 'sparse': { const a: unknown[] = [1]; a[5] = 2; return a; }
      case 'deep': { let o: unknown = 1; for (let i = 0; i < 100_000; i++) o = [o]; return o; }
      case 'long-string': return 'y'.repeat(200_000);
      case 'class': return new Odd();
      case 'symbol-key': return { [Symbol('s')]: 1, a: 1 };
      case 'long-log': return 0;
    }
  };
  if (damage.kind === 'long-log') {
    const log = save.log as unknown[];
    const long: unknown[] = [];
    while (long.length <= ORACLE_BOUNDS.maxLogEntries(sample.gameId)) long.push(...log);
    return { ...save, log: long, cursor: long.length };
  }
  const game = save.game as Record<string, unknown>;
  const log = save.log as { action: Record<string, unknown>; events: Record<string, unknown>[] }[];
  // The object the damage goes into, and the key of that object in its parent (to replace it whole).
  let area: [Record<string, unknown>, string];
  switch (damage.where) {
    case 'options':
      area = [game, 'options'];
      break;
    case 'snapshot':
      area = [save, 'snapshot'];
      break;
    case 'action': {
      const entry = log[Math.floor(damage.pick * log.length)];
      area = entry ? [entry as unknown as Record<string, unknown>, 'action'] : [save, 'snapshot'];
      break;
    }
    case 'event': {
      const entry = log.find((e, i) => e.events.length > 0 && i >= Math.floor(damage.pick * log.length)) ?? log.find((e) => e.events.length > 0);
      area = entry ? [entry.events as unknown as Record<string, unknown>, '0'] : [save, 'snapshot'];
      break;
    }
    case 'progress':
      area = [save, 'progress'];
      break;
    case 'name':
      area = [save, 'name'];
      break;
  }
  const [parent, key] = area;
  const inside = parent[key];
  if (damage.mode === 'add' && inside !== null && typeof inside === 'object' && !Array.isArray(inside)) {
    (inside as Record<string, unknown>).fuzz = bad();
    return save;
  }
  // Replace: the area itself, or a value somewhere inside it.
  const spots = [[parent, key] as [Record<string | number, unknown>, string | number], ...places(inside)];
  const [where, at] = choose(spots, damage.pick);
  where[at] = bad();
  return save;
}

// ---- a store under test -------------------------------------------------------------------------

/** A save store as the app uses it: the main process's (files) or the browser host's (IndexedDB). */
export interface FuzzTarget {
  readonly name: string;
  /** Starts a fresh, empty store. */
  reset(): Promise<void>;
  write(id: string | null, save: unknown): Promise<WriteResult>;
  load(id: string): Promise<LoadResult>;
  list(): Promise<SaveSummary[]>;
  rename(id: string, name: string): Promise<OpResult>;
  /** Replaces what a slot holds with raw text, as damage on disk would. */
  plant(id: string, text: string): Promise<void>;
  /** The raw text of a slot, of its backup, and of everything else kept (damaged copies moved aside). */
  raw(id: string): Promise<{ main: string | null; backup: string | null; others: string[] }>;
  /** Whether an error message names the slot (its file, or its name in the list). */
  namesSlot(message: string, id: string): boolean;
  close?(): Promise<void>;
}

export type Outcome = 'clear error' | 'correct load' | 'crash' | 'hang' | 'silent acceptance' | 'save lost' | 'unclear or wrong refusal';
export const OUTCOMES: readonly Outcome[] = ['clear error', 'correct load', 'crash', 'hang', 'silent acceptance', 'save lost', 'unclear or wrong refusal'];

export interface CaseResult {
  outcome: Outcome;
  /** What went wrong, for a failure. */
  detail: string;
  /** The slowest operation, in ms. */
  slowestMs: number;
}

export const HANG_MS = 1000;

type Clock = () => number;

async function timed<T>(clock: Clock, times: number[], work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  const t0 = clock();
  try {
    const value = await work();
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error };
  } finally {
    times.push(clock() - t0);
  }
}

function stripUndefined<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

function sameSave(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * One damaged file in a slot that held two good saves (the later one, with the earlier as its
 * backup): list it, load it, rename it, then save the game over it. Then check what is left.
 */
export async function runFileCase(target: FuzzTarget, sample: SampleSet, text: string, clock: Clock): Promise<CaseResult> {
  await target.reset();
  const first = await target.write(null, sample.earlier);
  if (!first.ok) return { outcome: 'unclear or wrong refusal', detail: `the good save was refused: ${first.message}`, slowestMs: 0 };
  const id = first.summary.id;
  const second = await target.write(id, sample.later);
  if (!second.ok) return { outcome: 'unclear or wrong refusal', detail: `the good save was refused: ${second.message}`, slowestMs: 0 };
  const before = await target.raw(id);
  await target.plant(id, text);
  const verdict = judge(text);
  const times: number[] = [];
  const listed = await timed(clock, times, () => target.list());
  const loaded = await timed(clock, times, () => target.load(id));
  const renamed = await timed(clock, times, () => target.rename(id, 'Renamed'));
  const third = { ...sample.later, savedAt: '2026-11-30T12:00:00.000Z' };
  const rewritten = await timed(clock, times, () => target.write(id, third));
  const after = await target.raw(id);
  const slowestMs = Math.max(...times);
  const fail = (outcome: Outcome, detail: string): CaseResult => ({ outcome, detail, slowestMs });

  for (const [what, r] of [['list', listed], ['load', loaded], ['rename', renamed], ['write', rewritten]] as const) {
    if (!r.ok) return fail('crash', `${what} threw: ${r.error instanceof Error ? r.error.message : String(r.error)}`);
  }
  if (slowestMs > HANG_MS) return fail('hang', `an operation took ${Math.round(slowestMs)} ms`);
  const summary = listed.ok ? listed.value.find((s) => s.id === id) : undefined;
  const load = loaded.ok ? loaded.value : null;
  const rename = renamed.ok ? renamed.value : null;
  const write = rewritten.ok ? rewritten.value : null;
  if (!load || !rename || !write) return fail('crash', 'no result');

  // What must survive: the good backup, always; the damaged file, somewhere, if it was not good.
  const backupVerdict = after.backup === null ? null : judge(after.backup);
  if (!backupVerdict?.valid) return fail('save lost', `the backup is ${after.backup === null ? 'gone' : `no longer a good save (${backupVerdict?.why})`}`);
  if (!verdict.valid && ![after.main, after.backup, ...after.others].includes(text)) {
    return fail('save lost', 'the damaged file was overwritten, not moved aside');
  }
  if (!write.ok) return fail('unclear or wrong refusal', `saving over it was refused: ${write.message}`);
  const mainVerdict = after.main === null ? null : judge(after.main);
  if (!mainVerdict?.valid || !sameSave(mainVerdict.save, stripUndefined(third))) return fail('save lost', 'the new save is not in the slot');

  if (verdict.valid) {
    if (summary?.problem !== undefined) return fail('unclear or wrong refusal', `a good file is listed as damaged: ${summary.problem}`);
    if (!load.ok || load.notice !== undefined || !sameSave(load.save, verdict.save)) {
      return fail('unclear or wrong refusal', `a good file did not load as itself: ${load.ok ? load.notice ?? 'another save' : load.message}`);
    }
    if (!rename.ok) return fail('unclear or wrong refusal', `a good file could not be renamed: ${rename.message}`);
    return { outcome: 'correct load', detail: '', slowestMs };
  }
  // A damaged file: named in the list and in the error (or its backup loaded, with a notice naming it).
  if (!summary || summary.problem === undefined) return fail('silent acceptance', `listed without a problem (${verdict.why})`);
  const goodBackup = before.backup === null ? null : judge(before.backup);
  if (load.ok && (load.notice === undefined || !goodBackup?.valid || !sameSave(load.save, goodBackup.save))) {
    return fail('silent acceptance', `loaded ${load.notice === undefined ? 'as if good' : 'something other than its backup'} (${verdict.why})`);
  }
  if (rename.ok) return fail('silent acceptance', `renamed as if good (${verdict.why})`);
  for (const message of [summary.problem, load.ok ? load.notice! : load.message, rename.message]) {
    if (!message || !target.namesSlot(message, id)) return fail('unclear or wrong refusal', `an error that does not name the file: ${JSON.stringify(message).slice(0, 300)}`);
  }
  return { outcome: 'clear error', detail: '', slowestMs };
}

/** A save with something that is not JSON data in it, sent to be written over a good one. */
export async function runWriteCase(target: FuzzTarget, sample: SampleSet, value: unknown, clock: Clock): Promise<CaseResult> {
  await target.reset();
  const first = await target.write(null, sample.earlier);
  if (!first.ok) return { outcome: 'unclear or wrong refusal', detail: `the good save was refused: ${first.message}`, slowestMs: 0 };
  const id = first.summary.id;
  await target.write(id, sample.later);
  const before = await target.raw(id);
  const times: number[] = [];
  const written = await timed(clock, times, () => target.write(id, value));
  const loaded = await timed(clock, times, () => target.load(id));
  const after = await target.raw(id);
  const slowestMs = Math.max(...times);
  const fail = (outcome: Outcome, detail: string): CaseResult => ({ outcome, detail, slowestMs });
  if (!written.ok) return fail('crash', `write threw: ${written.error instanceof Error ? written.error.message : String(written.error)}`);
  if (!loaded.ok) return fail('crash', `load threw: ${loaded.error instanceof Error ? loaded.error.message : String(loaded.error)}`);
  if (slowestMs > HANG_MS) return fail('hang', `an operation took ${Math.round(slowestMs)} ms`);
  if (written.value.ok) {
    // Accepted: what was written must be a good save that loads as written.
    const mainVerdict = after.main === null ? null : judge(after.main);
    if (!mainVerdict?.valid) return fail('silent acceptance', `written, but the file is not a good save (${mainVerdict?.why ?? 'missing'})`);
    if (!loaded.value.ok || loaded.value.notice !== undefined) return fail('silent acceptance', 'written, but it does not load as written');
    if (after.backup !== before.main) return fail('save lost', 'the previous save did not become the backup');
    return { outcome: 'correct load', detail: '', slowestMs };
  }
  if (after.main !== before.main || after.backup !== before.backup) return fail('save lost', 'a refused save changed the slot or its backup');
  if (!written.value.message || written.value.message.length < 10) return fail('unclear or wrong refusal', `refused without a reason: ${JSON.stringify(written.value.message)}`);
  return { outcome: 'clear error', detail: '', slowestMs };
}

// ---- a run --------------------------------------------------------------------------------------

export interface Tally {
  tried: number;
  counts: Record<Outcome, number>;
  /** The first few failures of each kind, to reproduce. */
  failures: { outcome: Outcome; detail: string; case: string }[];
  slowestMs: number;
}

export function emptyTally(): Tally {
  return { tried: 0, counts: Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>, failures: [], slowestMs: 0 };
}

export function record(tally: Tally, result: CaseResult, description: string): void {
  tally.tried++;
  tally.counts[result.outcome]++;
  tally.slowestMs = Math.max(tally.slowestMs, result.slowestMs);
  if (result.outcome !== 'clear error' && result.outcome !== 'correct load' && tally.failures.filter((f) => f.outcome === result.outcome).length < 5) {
    tally.failures.push({ outcome: result.outcome, detail: result.detail, case: description.slice(0, 300) });
  }
}

export const failuresIn = (t: Tally): number => t.tried - t.counts['clear error'] - t.counts['correct load'];

/** Runs `files` damaged files and `writes` damaged values through a target, from a fast-check seed. */
export async function fuzzTarget(target: FuzzTarget, opts: { files: number; writes: number; seed: number; heavy: boolean; clock: Clock }): Promise<{ files: Tally; writes: Tally }> {
  const sets = sampleSets();
  const files = emptyTally();
  const writes = emptyTally();
  const fileCases = fc.sample(fc.record({ sample: fc.nat(sets.length - 1), damage: fileDamage(opts.heavy) }), { numRuns: opts.files, seed: opts.seed });
  for (const c of fileCases) {
    const sample = sets[c.sample]!;
    const text = damageText(sample, c.damage);
    record(files, await runFileCase(target, sample, text, opts.clock), `${sample.gameId} ${JSON.stringify(c.damage)}`);
  }
  const writeCases = fc.sample(fc.record({ sample: fc.nat(sets.length - 1), damage: valueDamage() }), { numRuns: opts.writes, seed: opts.seed + 1 });
  for (const c of writeCases) {
    const sample = sets[c.sample]!;
    record(writes, await runWriteCase(target, sample, damageValue(sample, c.damage), opts.clock), `${sample.gameId} ${JSON.stringify(c.damage)}`);
  }
  await target.close?.();
  return { files, writes };
}
