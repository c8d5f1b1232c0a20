// One idea of a good save, shared by the main process's store, the browser host and the game's
// resume: its envelope checks (save-format.ts), it is a game this Muster knows, its options and
// every move pass the game's schemas, and its log replays to the end under today's rules, within
// the bounds. Pure: the callers say how to pause between slices of a long replay (main's event
// loop, the page's), so that no file can hold either up for long.
import * as v from 'valibot';
import { step, type History, type LogEntry } from '../engine/action-log';
import type { Action, AnyGame, MatchSetup, Seat } from '../engine/game';
import { DEFAULT_MAX_LOG_ENTRIES, readSave, type SaveEnvelope } from './save-format';
import { unknownGameWhy, type Unopened } from './save-words';

/** The games a check knows, by id (renderer/games/rules-registry.ts's RULES). */
export type Games = Readonly<Record<string, AnyGame>>;

/** The game with that id, if known: never something inherited ("constructor", "__proto__"). */
export function gameFor(games: Games, id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}

export const maxLogEntriesFor = (game: AnyGame | undefined): number => game?.maxLogEntries ?? DEFAULT_MAX_LOG_ENTRIES;

/** The log cap for each game id, for readSave and checkSaveEnvelope. */
export const logCapOf =
  (games: Games) =>
  (id: string): number =>
    maxLogEntriesFor(gameFor(games, id));

/** How a long check shares its thread: work for `sliceMs`, then `pause()` (and say how far it got). */
export interface Pacing {
  now(): number;
  pause(): Promise<void>;
  sliceMs: number;
  onProgress?(done: number, total: number): void;
}

// ---- replaying, entry by entry ------------------------------------------------------------------

/** States are kept at every 64th move of a checked log, to replay only what a later save adds. */
const CHECKPOINT_EVERY = 64;

interface Known {
  fingerprint: string;
  /** Each move as text: seat and action. */
  keys: string[];
  /** States after `index` moves, at every checkpoint and the end. */
  states: Map<number, unknown>;
}

/**
 * Logs already replayed, so that checking the next autosave of the same game replays only the
 * moves it adds (a changed move replays from the checkpoint before it). Saving after every move
 * would otherwise cost a replay of the whole log each time: quadratic over a game.
 */
export class ReplayCache {
  private known: Known[] = [];
  constructor(private readonly capacity = 4) {}

  /**
   * The furthest state known along this log (after how many moves, and the state), with every
   * checkpoint known up to there, which a check that starts from it keeps for the next one.
   */
  startFor(fingerprint: string, keys: readonly string[]): { index: number; state: unknown; states: Map<number, unknown> } | null {
    let best: { index: number; state: unknown; states: Map<number, unknown> } | null = null;
    for (const k of this.known) {
      if (k.fingerprint !== fingerprint) continue;
      const n = Math.min(k.keys.length, keys.length);
      let same = 0;
      while (same < n && k.keys[same] === keys[same]) same++;
      let top = -1;
      for (const index of k.states.keys()) if (index <= same && index > top) top = index;
      if (top >= 0 && (!best || top > best.index)) {
        const states = new Map([...k.states].filter(([index]) => index <= top));
        best = { index: top, state: k.states.get(top), states };
      }
    }
    return best;
  }

  remember(entry: Known): void {
    this.known = [entry, ...this.known.filter((k) => !(k.fingerprint === entry.fingerprint && isPrefix(k.keys, entry.keys)))];
    this.known.length = Math.min(this.known.length, this.capacity);
  }

  clear(): void {
    this.known = [];
  }
}

function isPrefix(a: readonly string[], b: readonly string[]): boolean {
  if (a.length > b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'unknown problem';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e)) || 'no reason given';

/**
 * Where two plain-data values differ, as JSON would write them (keys in any order, a key whose
 * value is undefined counted as absent, as JSON leaves it out): a path such as
 * "snapshot.units[3].hits", or null when they are the same.
 */
export function dataDifference(a: unknown, b: unknown, at = 'snapshot'): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return at;
  if (Array.isArray(a) !== Array.isArray(b)) return at;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at}.length`;
    for (let i = 0; i < a.length; i++) {
      // JSON writes an undefined element as null.
      const d = dataDifference(a[i] === undefined ? null : a[i], b[i] === undefined ? null : b[i], `${at}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key of Object.keys(x)) {
    if (x[key] === undefined) continue;
    const d = dataDifference(x[key], y[key], `${at}.${key}`);
    if (d) return d;
  }
  for (const key of Object.keys(y)) if (y[key] !== undefined && x[key] === undefined) return `${at}.${key}`;
  return null;
}

/** How a check's reason begins when a save's snapshot disagrees with its log. */
export const SNAPSHOT_DISAGREES = 'the game as it stood when saved does not agree with its log';

/**
 * Whether a save's snapshot (the game as it stood, stored beside the log) is one this Muster's
 * rules would have written: the same version wrote it, and it has one. Only such a snapshot is
 * held to its log (and may stand in for replaying it); an older version's is ignored, the log
 * being the truth.
 */
export function snapshotComparable(save: Pick<SaveEnvelope, 'app' | 'snapshot'>, appVersion: string | undefined): boolean {
  return save.snapshot !== null && save.snapshot !== undefined && (appVersion === undefined || save.app === appVersion);
}

type Outcome = { ok: true; history: History<unknown, Action, unknown> | null } | { ok: false; why: string; unknownGame?: true };

/**
 * The check as steps: yields after each move replayed (so a caller can pause), returns the
 * verdict, with the rebuilt history when `keepHistory` (a resume needs every state, for undo).
 */
function* checking(
  save: SaveEnvelope,
  games: Games,
  keepHistory: boolean,
  cache: ReplayCache | null,
  appVersion: string | undefined,
): Generator<{ done: number; total: number }, Outcome, void> {
  const game = gameFor(games, save.game.id);
  if (!game) {
    return { ok: false, why: unknownGameWhy(save.game.id, save.game.title, true), unknownGame: true };
  }
  const options = v.safeParse(game.optionsSchema, save.game.options);
  if (!options.success) return { ok: false, why: `its ${game.title} options are not valid (${describeIssue(options.issues[0])}).` };
  const players = save.game.players.length;
  if (players < game.minPlayers || players > game.maxPlayers) {
    return { ok: false, why: `${game.title} is for ${game.minPlayers} to ${game.maxPlayers} players, and it has ${players}.` };
  }
  const cap = maxLogEntriesFor(game);
  const total = save.log.length;
  if (total > cap) return { ok: false, why: `its log has ${total.toLocaleString('en')} moves, more than the ${cap.toLocaleString('en')} a ${game.title} save may hold.` };
  const setup: MatchSetup<unknown> = { options: options.output, players: save.game.players };

  let state: unknown;
  try {
    state = game.setup(setup, save.seed);
  } catch (e) {
    return { ok: false, why: `its ${game.title} game could not be set up (${errorText(e)}).` };
  }
  const fingerprint = cache ? JSON.stringify([game.id, setup.options, setup.players, save.seed]) : '';
  const keys = cache ? save.log.map((e) => `${e.seat}|${JSON.stringify(e.action)}`) : [];
  let states = new Map<number, unknown>([[0, state]]);
  let from = 0;
  if (cache && !keepHistory) {
    // Never from past the cursor: the state there is held to the snapshot.
    const start = cache.startFor(fingerprint, keys.slice(0, save.cursor));
    if (start) {
      from = start.index;
      state = start.state;
      states = start.states;
    }
  }
  const entries: LogEntry[] = [];
  const all: unknown[] = keepHistory ? [state] : [];
  const held = snapshotComparable(save, appVersion);
  const disagrees = (at: unknown): Outcome | null => {
    const where = held ? dataDifference(save.snapshot, at) : null;
    return where
      ? { ok: false, why: `${SNAPSHOT_DISAGREES} after move ${save.cursor} (${where} differs). The file has been changed or damaged.` }
      : null;
  };
  // The state at the cursor, held to the snapshot once the whole log has replayed (a move the
  // rules refuse is the clearer fault, so it is named first).
  let atCursor: unknown = save.cursor === from ? state : undefined;
  for (let i = from; i < total; i++) {
    const logged = save.log[i] as { seat: Seat; action: unknown };
    const action = v.safeParse(game.actionSchema, logged.action);
    if (!action.success) return { ok: false, why: `move ${i + 1} of its log is not a ${game.title} move (${describeIssue(action.issues[0])}).` };
    let r: ReturnType<typeof step>;
    try {
      r = step(game, state, logged.seat, action.output as Action);
    } catch (e) {
      return { ok: false, why: `move ${i + 1} of its log could not be replayed (${errorText(e)}).` };
    }
    if (!r.ok) return { ok: false, why: `move ${i + 1} of its log is not legal: ${r.message || 'the rules refuse it.'}` };
    state = r.state;
    if (keepHistory) {
      entries.push(r.entry);
      all.push(state);
    }
    if ((i + 1) % CHECKPOINT_EVERY === 0 || i + 1 === total) states.set(i + 1, state);
    if (i + 1 === save.cursor) atCursor = state;
    yield { done: i + 1, total };
  }
  const wrong = disagrees(atCursor);
  if (wrong) return wrong;
  // Only the checkpoints and the end are kept: not the end of every earlier save along the way.
  if (from % CHECKPOINT_EVERY !== 0 && from !== total) states.delete(from);
  if (cache) cache.remember({ fingerprint, keys, states });
  return { ok: true, history: keepHistory ? { setup, seed: save.seed, entries, states: all, cursor: save.cursor } : null };
}

/**
 * A saved game's log replayed with `game`'s rules, step by step, to the full history (every state,
 * for undo) and the same verdict as restoreSave: for a caller that drives the replay itself (a
 * game resumed from its snapshot checks its log behind play, and finishes at once when needed).
 */
export function restoreSteps(game: AnyGame, save: SaveEnvelope, appVersion?: string): Generator<{ done: number; total: number }, Restored, void> {
  const steps = checking(save, Object.fromEntries([[save.game.id, game]]), true, null, appVersion);
  return (function* () {
    const r = yield* steps;
    return r.ok && r.history ? { ok: true as const, history: r.history } : { ok: false as const, why: r.ok ? 'nothing to replay.' : r.why };
  })();
}

function runNow<T>(steps: Generator<unknown, T, void>): T {
  let r = steps.next();
  while (!r.done) r = steps.next();
  return r.value;
}

async function runPaced<T>(steps: Generator<{ done: number; total: number }, T, void>, pacing: Pacing): Promise<T> {
  let sliceStart = pacing.now();
  let r = steps.next();
  while (!r.done) {
    if (pacing.now() - sliceStart >= pacing.sliceMs) {
      pacing.onProgress?.(r.value.done, r.value.total);
      await pacing.pause();
      sliceStart = pacing.now();
    }
    r = steps.next();
  }
  return r.value;
}

// ---- the checks -----------------------------------------------------------------------------------

export interface CheckOptions {
  /** How to share the thread; everything at once when absent. */
  pacing?: Pacing;
  /** Logs already replayed, for a check that extends one. */
  cache?: ReplayCache;
  /**
   * This Muster's version: a snapshot written by it must agree with the log (else the save is
   * damaged); one by another version is ignored. Absent: every snapshot is held to its log.
   */
  appVersion?: string;
}

/** `unknownGame`: a save of a game this Muster does not know, whole, not damaged (save-words.ts). */
export type GameCheck = { ok: true } | { ok: false; why: string; unknownGame?: true };

/** Whether an envelope's game is one this Muster can resume: schemas and a full replay. */
export async function checkGame(save: SaveEnvelope, games: Games, options: CheckOptions = {}): Promise<GameCheck> {
  const steps = checking(save, games, false, options.cache ?? null, options.appVersion);
  const r = options.pacing ? await runPaced(steps, options.pacing) : runNow(steps);
  return r.ok ? { ok: true } : r;
}

/** The same check, at once (tests, tools). */
export function checkGameNow(save: SaveEnvelope, games: Games, cache?: ReplayCache, appVersion?: string): GameCheck {
  const r = runNow(checking(save, games, false, cache ?? null, appVersion));
  return r.ok ? { ok: true } : r;
}

export type SaveVerdict = { ok: true; save: SaveEnvelope; migratedFrom: number | null } | ({ ok: false; message: string } & Unopened);

/**
 * A file's text, judged: the envelope and bounds (readSave), then the game (checkGame). Errors
 * name the file: 'Muster could not open "Siege.muster": move 12 of its log is not legal: ...'.
 */
export async function checkSaveText(text: string, label: string, games: Games, options: CheckOptions = {}): Promise<SaveVerdict> {
  const read = readSave(text, label, { maxLogEntries: logCapOf(games), ...(options.appVersion === undefined ? {} : { appVersion: options.appVersion }) });
  if (!read.ok) return read;
  const game = await checkGame(read.save, games, options);
  return game.ok ? read : { ok: false, message: `Muster could not open "${label}": ${game.why}`, ...(game.unknownGame ? { unknownGame: true as const } : {}) };
}

export type Restored = { ok: true; history: History<unknown, Action, unknown> } | { ok: false; why: string };

/** Rebuilds a saved game's history (every state, for undo) by replaying its log with `game`'s rules. */
export async function restoreSave(game: AnyGame, save: SaveEnvelope, pacing?: Pacing, appVersion?: string): Promise<Restored> {
  const steps = checking(save, Object.fromEntries([[save.game.id, game]]), true, null, appVersion);
  const r = pacing ? await runPaced(steps, pacing) : runNow(steps);
  return r.ok && r.history ? { ok: true, history: r.history } : { ok: false, why: r.ok ? 'nothing to replay.' : r.why };
}

/** The same, at once. */
export function restoreSaveNow(game: AnyGame, save: SaveEnvelope, appVersion?: string): Restored {
  const r = runNow(checking(save, Object.fromEntries([[save.game.id, game]]), true, null, appVersion));
  return r.ok && r.history ? { ok: true, history: r.history } : { ok: false, why: r.ok ? 'nothing to replay.' : r.why };
}
