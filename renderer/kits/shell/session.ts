// A game in progress: its history (the action log), where it is saved, and who is watching.
// Scenes, the HUD and bots all act through dispatch(); everything else follows from the log.
import {
  canRedo,
  canUndo,
  createHistory,
  currentState,
  dispatch,
  redo,
  seek,
  undo,
  type History,
  type LogEntry,
} from '../../engine/action-log';
import type { Action, AnyGame, MatchSetup, RuleError, Seat, SeatConfig } from '../../engine/game';
import { MAX_STRING_CHARS, SAVE_FORMAT, SAVE_SCHEMA_VERSION, fitProgress, fitText, type SaveEnvelope, type SeatDraft } from '../../contract/save-format';
import * as v from 'valibot';
import { garbles, plainLines, plainText } from '../../engine/limits';
import { maxLogEntriesFor, restoreSave, restoreSaveNow, restoreSteps, snapshotComparable, type Pacing, type Restored } from '../../contract/save-check';
import type { SaveId } from '../../contract/bridge';

export type SessionListener = (change: SessionChange) => void;
export type SessionChange =
  | { kind: 'action'; entry: LogEntry }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'viewer' }
  | { kind: 'saved' }
  /** The check of a resumed game's log, run behind play, found the save damaged: the game stops. */
  | { kind: 'damaged'; message: string };

/** How long each slice of a resumed game's log check behind play may take, in ms. */
const BEHIND_PLAY_SLICE_MS = 4;

/** A resumed game's log being replayed behind play: until it ends, earlier states are not yet known. */
interface LogCheck {
  steps: Generator<{ done: number; total: number }, Restored, void>;
  /** The entries as resumed: a state is filled in only where the log still begins with them. */
  entries: readonly LogEntry[];
}

/**
 * S: the game's state, as its HUD, sheets and scene read it. The app holds sessions of any game
 * (GameSession<unknown>); a game's own code is handed the session typed as its state by its mode
 * (games/mode.ts defineMode) or its scene (GameScene), the two places the type is restored.
 */
export class GameSession<S = unknown> {
  private listeners = new Set<SessionListener>();
  /** The seat whose view the screen shows (hot-seat play switches it). */
  viewer: Seat = 0;
  /** A resumed game's log check still to finish (resumed from its snapshot); null when none. */
  private logCheck: LogCheck | null = null;
  /** Settles when the log check behind play is over (at once when there is none); `damaged` then says how it went. */
  checked: Promise<void> = Promise.resolve();
  /** Why the save this game was resumed from is damaged, once its log check says so; the game then stops. */
  damaged: string | null = null;
  /**
   * A game played across machines (RemoteSession): its server plays the computers and keeps the
   * clocks, so a table must not run computer hands or a stacker's clock of its own.
   */
  readonly remote: boolean = false;
  /**
   * How long `seat` has been called on to act by the server's clock, in ms: a table across machines
   * shows it rather than a count of its own (null here, and where the server keeps no clock).
   */
  clock(_seat: Seat): number | null {
    return null;
  }

  constructor(
    readonly game: AnyGame,
    public history: History<unknown, Action, unknown>,
    public saveId: SaveId | null,
    public name: string,
  ) {}

  /** A new game; the session is typed by the game's state (`unknown` for a type-erased game). */
  static start<S = unknown>(game: AnyGame & { setup(match: MatchSetup<never>, seed: number): S }, setup: MatchSetup<unknown>, seed: number, name: string): GameSession<S> {
    return new GameSession<S>(game, createHistory(game, setup, seed), null, name);
  }

  get state(): S {
    return currentState(this.history) as S;
  }
  get players(): SeatConfig[] {
    return this.history.setup.players;
  }
  private viewCache: { state: S; viewer: Seat; view: S } | null = null;

  /** The state as the current viewer may see it (worked out once per state and viewer). */
  get view(): S {
    const state = this.state;
    const c = this.viewCache;
    if (c && c.state === state && c.viewer === this.viewer) return c.view;
    const view = this.game.playerView(state, this.viewer);
    this.viewCache = { state, viewer: this.viewer, view };
    return view;
  }
  get canUndo(): boolean {
    return this.canStepBack(this.history);
  }
  get canRedo(): boolean {
    return canRedo(this.history);
  }
  /** Entries in effect, oldest first. */
  get log(): readonly LogEntry[] {
    return this.history.entries.slice(0, this.history.cursor);
  }

  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  protected emit(change: SessionChange): void {
    for (const l of [...this.listeners]) l(change);
  }

  /** The state after the first `index` entries (0: the set-up), replaying what is not yet known. */
  stateAt(index: number): S | undefined {
    if (this.history.states[index] === undefined) this.settle();
    return this.history.states[index] as S | undefined;
  }

  /** Applies an action for a seat (the viewer by default). A refused action changes nothing. */
  act<A extends Action>(action: A, seat: Seat = this.viewer): RuleError | null {
    if (this.damaged) return { ok: false, message: this.damaged };
    // A save holds a bounded log (so a file can always be checked and resumed quickly): at the
    // bound the game says so plainly, rather than every autosave after it failing.
    const cap = maxLogEntriesFor(this.game);
    if (this.history.cursor >= cap) {
      return {
        ok: false,
        message: `This game has reached the ${cap.toLocaleString('en-GB')} moves a save can hold, so it cannot go on. It is saved as it stands; start a new game to play on.`,
      };
    }
    const r = dispatch(this.game, this.history, seat, action);
    if (!r.ok) return r;
    this.history = r.history;
    this.emit({ kind: 'action', entry: r.entry });
    return null;
  }

  /** Whether the game lets undo stop at the current state (between phases of secret orders). */
  private atUndoPoint(h: History<unknown, Action, unknown>): boolean {
    return this.game.undoPoint ? this.game.undoPoint(currentState(h)) : true;
  }

  /** Whether the entry before the cursor may be taken back (the game may keep some for good). */
  private canStepBack(h: History<unknown, Action, unknown>): boolean {
    if (!canUndo(h)) return false;
    const last = h.entries[h.cursor - 1];
    return !(last && this.game.kept?.(last, this.players, h.states[h.cursor]));
  }

  /** The earliest cursor undo or the log may go back to: just after the last kept entry. */
  get undoFloor(): number {
    if (!this.game.kept) return 0;
    for (let i = this.history.cursor - 1; i >= 0; i--) {
      const e = this.history.entries[i];
      if (e && this.game.kept(e, this.players, this.history.states[i + 1])) return i + 1;
    }
    return 0;
  }

  /** Steps back to the previous place the game allows undo to stop. */
  undo(): boolean {
    if (!this.canUndo) return false;
    this.settle();
    if (this.damaged) return false;
    let h = undo(this.history);
    while (this.canStepBack(h) && !this.atUndoPoint(h)) h = undo(h);
    this.history = h;
    this.emit({ kind: 'undo' });
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.settle();
    if (this.damaged) return false;
    let h = redo(this.history);
    while (canRedo(h) && !this.atUndoPoint(h)) h = redo(h);
    this.history = h;
    this.emit({ kind: 'redo' });
    return true;
  }

  /**
   * The seat the computer plays that is to act now, when no person is (people decide first).
   * Never while there are moves to redo: stepping back through the log only looks; never in a
   * real-time game, whose scene paces its computers.
   */
  computerToAct(): Seat | null {
    if (this.canRedo || this.game.realTime) return null;
    const actors = this.game.result(this.state) ? [] : this.game.actors(this.state);
    if (!actors.length || !this.game.bot) return null;
    if (!actors.every((seat) => this.players[seat]?.control === 'computer')) return null;
    return actors[0] ?? null;
  }

  /** Moves to just after log entry `cursor` (0: the set-up), keeping every later entry to redo. */
  seek(cursor: number): void {
    this.settle();
    if (this.damaged) return;
    const next = seek(this.history, Math.max(cursor, this.undoFloor));
    if (next.cursor === this.history.cursor) return;
    this.history = next;
    this.emit({ kind: 'undo' });
  }

  setViewer(seat: Seat): void {
    if (seat === this.viewer || seat < 0 || seat >= this.players.length) return;
    this.viewer = seat;
    this.emit({ kind: 'viewer' });
  }

  markSaved(id: SaveId, name: string): void {
    this.saveId = id;
    this.name = name;
    this.emit({ kind: 'saved' });
  }

  /**
   * The game as a save. Every string is made to fit the format's limits here (the progress line,
   * log lines), and keys whose value is undefined are left out, as JSON would: what is written
   * then reads back as it was. Anything else that is not plain data is refused by the host.
   * `drafts`: what seats have drawn up and not yet given (the game's, GameMode.drafts), kept beside
   * the log, never in it.
   */
  toEnvelope(appVersion: string, savedAt: Date, thumbnail?: string, drafts: readonly SeatDraft[] = []): SaveEnvelope {
    const h = this.history;
    return {
      format: SAVE_FORMAT,
      schema: SAVE_SCHEMA_VERSION,
      app: appVersion,
      name: this.name,
      savedAt: savedAt.toISOString(),
      game: { id: this.game.id, title: this.game.title, options: withoutUndefined(h.setup.options), players: h.setup.players },
      seed: h.seed,
      // Undone entries are kept, so redo survives a save and a reload.
      log: h.entries.map((e) => ({
        seat: e.seat,
        action: withoutUndefined({ ...e.action }),
        events: e.events.map((ev) => withoutUndefined({ ...ev }) as { kind: string; [key: string]: unknown }),
        text: fitText(e.text, MAX_STRING_CHARS),
      })),
      cursor: h.cursor,
      snapshot: withoutUndefined(this.state),
      progress: fitProgress(this.game.progress(this.state)),
      ...(thumbnail ? { thumbnail } : {}),
      ...(drafts.length > 0 ? { drafts: drafts.map((d) => ({ seat: d.seat, draft: withoutUndefined(d.draft) })) } : {}),
    };
  }

  /**
   * Resumes a saved game by replaying its log with today's rules, all at once. A log the rules
   * refuse is reported with the move at fault; the file itself is left alone.
   */
  static fromEnvelope(game: AnyGame, save: SaveEnvelope, id: SaveId | null): ResumeResult {
    const wrong = GameSession.otherGame(game, save);
    return wrong ?? GameSession.resumed(game, save, id, restoreSaveNow(game, save));
  }

  /**
   * The same, for the app: at once from the save's snapshot when this version wrote it (its host
   * has checked the file, snapshot and log, when it was written or read), the log then replayed
   * again behind play, in slices, to give undo its earlier states and to hold the snapshot to the
   * log once more (a disagreement stops the game: 'damaged'). Otherwise by replaying the log, in
   * slices that leave the page free between them, saying how far it has got.
   */
  static async resume(game: AnyGame, save: SaveEnvelope, id: SaveId | null, pacing: Pacing, appVersion?: string): Promise<ResumeResult> {
    const wrong = GameSession.otherGame(game, save);
    if (wrong) return wrong;
    const quick = appVersion === undefined ? null : GameSession.fromSnapshot(game, save, id, appVersion);
    if (quick) {
      // Behind play in short slices, so a frame of the table is never held up for long.
      quick.checked = quick.checkBehind({ ...pacing, sliceMs: Math.min(pacing.sliceMs, BEHIND_PLAY_SLICE_MS) });
      return { ok: true, session: quick };
    }
    return GameSession.resumed(game, save, id, await restoreSave(game, save, pacing, appVersion));
  }

  /**
   * A session whose current state is the save's snapshot and whose log is the save's own (its
   * actions through the game's schema), its earlier states to come from the log check; null when
   * the snapshot cannot stand in (another version's, or something the schemas refuse: the replay
   * then says what).
   */
  static fromSnapshot(game: AnyGame, save: SaveEnvelope, id: SaveId | null, appVersion: string): GameSession | null {
    if (!snapshotComparable(save, appVersion)) return null;
    const options = v.safeParse(game.optionsSchema, save.game.options);
    if (!options.success) return null;
    const entries: LogEntry[] = [];
    for (const logged of save.log) {
      const action = v.safeParse(game.actionSchema, logged.action);
      if (!action.success) return null;
      // The log is shown as the file has it (the replay behind play checks the moves, not the words):
      // a doctored file's control and text-direction characters are not shown.
      entries.push({ seat: logged.seat, action: action.output as Action, events: plainEvents(logged.events as LogEntry['events']), text: plainText(logged.text) });
    }
    const setup: MatchSetup<unknown> = { options: options.output, players: save.game.players };
    let first: unknown;
    try {
      first = game.setup(setup, save.seed);
    } catch {
      return null;
    }
    // Sparse: the set-up and the snapshot; the log check fills in the rest.
    const states: unknown[] = new Array<unknown>(save.log.length + 1);
    states[0] = first;
    states[save.cursor] = save.snapshot;
    const session = new GameSession(game, { setup, seed: save.seed, entries, states, cursor: save.cursor }, id, save.name);
    session.logCheck = { steps: restoreSteps(game, save, appVersion), entries };
    return session;
  }

  /** Whether the log check behind play is still to finish. */
  get checking(): boolean {
    return this.logCheck !== null;
  }

  /** Runs the log check in slices that leave the page free (unless settled at once meanwhile). */
  async checkBehind(pacing: Pacing): Promise<void> {
    const check = this.logCheck;
    if (!check) return;
    let sliceStart = pacing.now();
    for (;;) {
      if (this.logCheck !== check) return;
      const r = check.steps.next();
      if (r.done) return this.concludeCheck(check, r.value);
      if (pacing.now() - sliceStart >= pacing.sliceMs) {
        await pacing.pause();
        sliceStart = pacing.now();
      }
    }
  }

  /** Finishes the log check now (undo, redo and seeking need the earlier states). */
  settle(): void {
    const check = this.logCheck;
    if (!check) return;
    let r = check.steps.next();
    while (!r.done) r = check.steps.next();
    this.concludeCheck(check, r.value);
  }

  private concludeCheck(check: LogCheck, r: Restored): void {
    this.logCheck = null;
    if (!r.ok) {
      this.damaged = `“${this.name}” is damaged and cannot go on: ${r.why}`;
      this.emit({ kind: 'damaged', message: this.damaged });
      return;
    }
    // In place: the history object stays the same (nothing that watches it sees a change of game).
    const states = this.history.states as unknown[];
    const known = r.history.states;
    for (let i = 0; i < known.length && i < states.length; i++) {
      if (i > 0 && this.history.entries[i - 1] !== check.entries[i - 1]) break;
      if (states[i] === undefined) states[i] = known[i];
    }
  }

  private static otherGame(game: AnyGame, save: SaveEnvelope): ResumeResult | null {
    return save.game.id === game.id ? null : { ok: false, message: `"${save.name}" cannot be resumed: it is a ${save.game.title} game.` };
  }

  private static resumed(game: AnyGame, save: SaveEnvelope, id: SaveId | null, restored: Restored): ResumeResult {
    if (!restored.ok) return { ok: false, message: `"${save.name}" cannot be resumed: ${restored.why}` };
    return { ok: true, session: new GameSession(game, restored.history, id, save.name) };
  }
}

/** A log entry's events with its notes' words plain (plainLines: a board keeps its rows); the same events when they were. */
function plainEvents(events: LogEntry['events']): LogEntry['events'] {
  return events.map((e) => (e.kind === 'note' && typeof e.text === 'string' && garbles(e.text.replaceAll('\n', '')) ? { ...e, text: plainLines(e.text) } : e));
}

export type ResumeResult = { ok: true; session: GameSession } | { ok: false; message: string };

/**
 * The value without object keys whose value is undefined (JSON leaves them out), sharing every
 * part that had none: a state's unchanged parts stay the same objects.
 */
export function withoutUndefined<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const x = withoutUndefined(value[i] as unknown);
      if (x !== value[i]) (copy ??= [...value])[i] = x;
    }
    return (copy ?? value) as T;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const [key, x] of Object.entries(record)) {
    if (x === undefined) {
      copy ??= { ...record };
      delete copy[key];
      continue;
    }
    const y = withoutUndefined(x);
    if (y !== x) (copy ??= { ...record })[key] = y;
  }
  return (copy ?? value) as T;
}
