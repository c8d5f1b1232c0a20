// Every change to a game is an action in this log. The log gives undo and redo (by moving
// a cursor over states already computed, so nothing is ever re-rolled), replay from the
// start, and everything a save file needs.
import type { Action, GameDefinition, GameEvent, MatchSetup, RuleError, Seat } from './game';

export interface LogEntry<A extends Action = Action> {
  seat: Seat;
  action: A;
  /** What the action caused: dice rolled (with who and why) and notes. */
  events: GameEvent[];
  /** The log line, in a player's words. */
  text: string;
}

export interface History<S, A extends Action, O = unknown> {
  readonly setup: MatchSetup<O>;
  readonly seed: number;
  /** Every action taken, including those undone but still redoable (after `cursor`). */
  readonly entries: readonly LogEntry<A>[];
  /** states[i] is the state after the first i entries; states[0] is the set-up. */
  readonly states: readonly S[];
  /** How many entries are in effect; the current state is states[cursor]. */
  readonly cursor: number;
}

export type DispatchResult<S, A extends Action, O> =
  | { ok: true; history: History<S, A, O>; entry: LogEntry<A> }
  | RuleError;

export function createHistory<S, A extends Action, O>(
  game: GameDefinition<S, A, O>,
  setup: MatchSetup<O>,
  seed: number,
): History<S, A, O> {
  return { setup, seed, entries: [], states: [game.setup(setup, seed)], cursor: 0 };
}

export function currentState<S, A extends Action, O>(history: History<S, A, O>): S {
  return history.states[history.cursor] as S;
}

/** Applies an action at the cursor. Redoable entries past the cursor are dropped, as in any editor. */
export function dispatch<S, A extends Action, O>(
  game: GameDefinition<S, A, O>,
  history: History<S, A, O>,
  seat: Seat,
  action: A,
): DispatchResult<S, A, O> {
  const before = currentState(history);
  if (game.result(before)) return { ok: false, message: 'The game is over.' };
  if (!game.actors(before).includes(seat)) return { ok: false, message: 'It is not your turn.' };
  const applied = game.apply(before, action, seat);
  if (!applied.ok) return applied;
  const entry: LogEntry<A> = { seat, action, events: applied.events, text: game.describe(action, before, seat) };
  return {
    ok: true,
    entry,
    history: {
      ...history,
      entries: [...history.entries.slice(0, history.cursor), entry],
      states: [...history.states.slice(0, history.cursor + 1), applied.state],
      cursor: history.cursor + 1,
    },
  };
}

export const canUndo = (history: History<unknown, Action, unknown>): boolean => history.cursor > 0;
export const canRedo = (history: History<unknown, Action, unknown>): boolean =>
  history.cursor < history.entries.length;

export function undo<S, A extends Action, O>(history: History<S, A, O>): History<S, A, O> {
  return canUndo(history) ? { ...history, cursor: history.cursor - 1 } : history;
}

export function redo<S, A extends Action, O>(history: History<S, A, O>): History<S, A, O> {
  return canRedo(history) ? { ...history, cursor: history.cursor + 1 } : history;
}

/** Moves the cursor anywhere in the log (replay stepping); the entries stay. */
export function seek<S, A extends Action, O>(history: History<S, A, O>, cursor: number): History<S, A, O> {
  const clamped = Math.max(0, Math.min(history.entries.length, Math.trunc(cursor)));
  return { ...history, cursor: clamped };
}

export type RestoreResult<S, A extends Action, O> =
  | { ok: true; history: History<S, A, O> }
  | { ok: false; message: string; /** How many entries replayed cleanly before the failure. */ validEntries: number };

/**
 * Rebuilds a history by replaying a log from the set-up and seed: the log, not any stored
 * snapshot, is the truth. Fails with the first entry the rules refuse.
 */
export function restoreHistory<S, A extends Action, O>(
  game: GameDefinition<S, A, O>,
  setup: MatchSetup<O>,
  seed: number,
  log: readonly { seat: Seat; action: A }[],
  cursor: number,
): RestoreResult<S, A, O> {
  let history = createHistory(game, setup, seed);
  for (let i = 0; i < log.length; i++) {
    const step = log[i] as { seat: Seat; action: A };
    // Replay applies every logged action, even ones past the cursor, to rebuild the redo list.
    const result = dispatch(game, history, step.seat, step.action);
    if (!result.ok) {
      return { ok: false, message: `Move ${i + 1} of the log is not legal: ${result.message}`, validEntries: i };
    }
    history = result.history;
  }
  if (!Number.isInteger(cursor) || cursor < 0 || cursor > log.length) {
    return { ok: false, message: `The log position ${cursor} is outside the log.`, validEntries: log.length };
  }
  return { ok: true, history: seek(history, cursor) };
}
