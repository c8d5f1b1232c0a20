// Every change to a game is an action in this log. The log gives undo and redo (by moving
// a cursor over states already computed, so nothing is ever re-rolled), replay from the
// start, and everything a save file needs.
import type { Action, GameDefinition, GameEvent, MatchSetup, RuleError, Seat } from './game';

export interface LogEntry<A extends Action = Action, D = unknown> {
  seat: Seat;
  action: A;
  /** What the action caused: dice rolled (with who and why) and notes (with the game's details D). */
  events: GameEvent<D>[];
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

/** One action on one state: the rules' answer, with the log entry it makes. */
export function step<S, A extends Action, O>(
  game: GameDefinition<S, A, O>,
  before: S,
  seat: Seat,
  action: A,
): { ok: true; state: S; entry: LogEntry<A> } | RuleError {
  if (game.result(before)) return { ok: false, message: 'The game is over.' };
  if (!game.actors(before).includes(seat)) return { ok: false, message: 'It is not your turn.' };
  const applied = game.apply(before, action, seat);
  if (!applied.ok) return applied;
  return { ok: true, state: applied.state, entry: { seat, action, events: applied.events, text: game.describe(action, before, seat) } };
}

/** Applies an action at the cursor. Redoable entries past the cursor are dropped, as in any editor. */
export function dispatch<S, A extends Action, O>(
  game: GameDefinition<S, A, O>,
  history: History<S, A, O>,
  seat: Seat,
  action: A,
): DispatchResult<S, A, O> {
  const r = step(game, currentState(history), seat, action);
  if (!r.ok) return r;
  return {
    ok: true,
    entry: r.entry,
    history: {
      ...history,
      entries: [...history.entries.slice(0, history.cursor), r.entry],
      states: [...history.states.slice(0, history.cursor + 1), r.state],
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
  // Built in place: nothing else holds these arrays yet, so a long log replays in linear time.
  const entries: LogEntry<A>[] = [];
  const states: S[] = [game.setup(setup, seed)];
  for (let i = 0; i < log.length; i++) {
    const logged = log[i] as { seat: Seat; action: A };
    // Every logged action is replayed, even those past the cursor, to rebuild the redo list.
    const result = step(game, states[i] as S, logged.seat, logged.action);
    if (!result.ok) {
      return { ok: false, message: `Move ${i + 1} of the log is not legal: ${result.message}`, validEntries: i };
    }
    entries.push(result.entry);
    states.push(result.state);
  }
  if (!Number.isInteger(cursor) || cursor < 0 || cursor > log.length) {
    return { ok: false, message: `The log position ${cursor} is outside the log.`, validEntries: log.length };
  }
  return { ok: true, history: { setup, seed, entries, states, cursor } };
}
