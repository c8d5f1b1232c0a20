// A game in progress: its history (the action log), where it is saved, and who is watching.
// Scenes, the HUD and bots all act through dispatch(); everything else follows from the log.
import * as v from 'valibot';
import {
  canRedo,
  canUndo,
  createHistory,
  currentState,
  dispatch,
  redo,
  restoreHistory,
  seek,
  undo,
  type History,
  type LogEntry,
} from '../engine/action-log';
import type { Action, AnyGame, MatchSetup, RuleError, Seat, SeatConfig } from '../engine/game';
import { SAVE_FORMAT, SAVE_SCHEMA_VERSION, type SaveEnvelope } from '../engine/save-format';
import type { SaveId } from './host';

export type SessionListener = (change: SessionChange) => void;
export type SessionChange =
  | { kind: 'action'; entry: LogEntry }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'viewer' }
  | { kind: 'saved' };

export class GameSession {
  private listeners = new Set<SessionListener>();
  /** The seat whose view the screen shows (hot-seat play switches it). */
  viewer: Seat = 0;

  constructor(
    readonly game: AnyGame,
    public history: History<unknown, Action, unknown>,
    public saveId: SaveId | null,
    public name: string,
  ) {}

  static start(game: AnyGame, setup: MatchSetup<unknown>, seed: number, name: string): GameSession {
    return new GameSession(game, createHistory(game, setup, seed), null, name);
  }

  get state(): unknown {
    return currentState(this.history);
  }
  get players(): SeatConfig[] {
    return this.history.setup.players;
  }
  private viewCache: { state: unknown; viewer: Seat; view: unknown } | null = null;

  /** The state as the current viewer may see it (worked out once per state and viewer). */
  get view(): unknown {
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
  private emit(change: SessionChange): void {
    for (const l of [...this.listeners]) l(change);
  }

  /** Applies an action for a seat (the viewer by default). A refused action changes nothing. */
  act<A extends Action>(action: A, seat: Seat = this.viewer): RuleError | null {
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
    return !(last && this.game.kept?.(last, this.players));
  }

  /** The earliest cursor undo or the log may go back to: just after the last kept entry. */
  get undoFloor(): number {
    if (!this.game.kept) return 0;
    for (let i = this.history.cursor - 1; i >= 0; i--) {
      const e = this.history.entries[i];
      if (e && this.game.kept(e, this.players)) return i + 1;
    }
    return 0;
  }

  /** Steps back to the previous place the game allows undo to stop. */
  undo(): boolean {
    if (!this.canUndo) return false;
    let h = undo(this.history);
    while (this.canStepBack(h) && !this.atUndoPoint(h)) h = undo(h);
    this.history = h;
    this.emit({ kind: 'undo' });
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    let h = redo(this.history);
    while (canRedo(h) && !this.atUndoPoint(h)) h = redo(h);
    this.history = h;
    this.emit({ kind: 'redo' });
    return true;
  }

  /**
   * The seat the computer plays that is to act now, when no person is (people decide first).
   * Never while there are moves to redo: stepping back through the log only looks.
   */
  computerToAct(): Seat | null {
    if (this.canRedo) return null;
    const actors = this.game.result(this.state) ? [] : this.game.actors(this.state);
    if (!actors.length || !this.game.bot) return null;
    if (!actors.every((seat) => this.players[seat]?.control === 'computer')) return null;
    return actors[0] ?? null;
  }

  /** Moves to just after log entry `cursor` (0: the set-up), keeping every later entry to redo. */
  seek(cursor: number): void {
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

  toEnvelope(appVersion: string, savedAt: Date, thumbnail?: string): SaveEnvelope {
    const h = this.history;
    return {
      format: SAVE_FORMAT,
      schema: SAVE_SCHEMA_VERSION,
      app: appVersion,
      name: this.name,
      savedAt: savedAt.toISOString(),
      game: { id: this.game.id, title: this.game.title, options: h.setup.options, players: h.setup.players },
      seed: h.seed,
      // Undone entries are kept, so redo survives a save and a reload.
      log: h.entries.map((e) => ({
        seat: e.seat,
        action: { ...e.action },
        events: e.events.map((ev) => ({ ...ev }) as { kind: string; [key: string]: unknown }),
        text: e.text,
      })),
      cursor: h.cursor,
      snapshot: this.state,
      progress: this.game.progress(this.state),
      ...(thumbnail ? { thumbnail } : {}),
    };
  }

  /**
   * Resumes a saved game by replaying its log with today's rules. A log the rules refuse is
   * reported with the move at fault; the file itself is left alone.
   */
  static fromEnvelope(game: AnyGame, save: SaveEnvelope, id: SaveId | null): { ok: true; session: GameSession } | { ok: false; message: string } {
    const fail = (why: string) => ({ ok: false as const, message: `"${save.name}" cannot be resumed: ${why}` });
    if (save.game.id !== game.id) return fail(`it is a ${save.game.title} game.`);
    const options = v.safeParse(game.optionsSchema, save.game.options);
    if (!options.success) return fail('its game options are not valid.');
    if (save.game.players.length < game.minPlayers || save.game.players.length > game.maxPlayers) {
      return fail(`${game.title} is for ${game.minPlayers} to ${game.maxPlayers} players.`);
    }
    const log: { seat: Seat; action: Action }[] = [];
    for (const [i, entry] of save.log.entries()) {
      const action = v.safeParse(game.actionSchema, entry.action);
      if (!action.success) return fail(`move ${i + 1} of its log is not a ${game.title} move.`);
      log.push({ seat: entry.seat, action: action.output as Action });
    }
    const setup = { options: options.output, players: save.game.players };
    const restored = restoreHistory(game, setup, save.seed, log, save.cursor);
    if (!restored.ok) return fail(restored.message);
    return { ok: true, session: new GameSession(game, restored.history, id, save.name) };
  }
}
