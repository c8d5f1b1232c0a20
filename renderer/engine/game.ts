// The game contract, in the manner of boardgame.io: a game is a plain object of pure
// functions. Tests, bots, replays, saves and scenes all drive it the same way.
import type { GenericSchema } from 'valibot';
import type { DiceRoll } from './dice';

/** A player's place at the table, counted from 0. */
export type Seat = number;

export type Control = 'human' | 'computer';
export type Strength = 'easy' | 'normal' | 'hard';

export interface SeatConfig {
  name: string;
  control: Control;
  /** How well the computer plays this seat; ignored for a human. */
  strength: Strength;
}

/**
 * Everything a log line can say happened, besides the action itself. A note's `detail` is what a
 * scene plays back (a shot, a move, a fight): each game declares the details its rules give in
 * its rules' types, so the scene, the playback and the log read them without casts.
 */
export type GameEvent<D = unknown> = DiceRoll | { kind: 'note'; text: string; who?: Seat | null; detail?: D };

/** An action is plain data with a `type`; each game narrows it. */
export interface Action {
  type: string;
}

export interface RuleError {
  ok: false;
  /** Why the move is refused, in a player's words. */
  message: string;
}

export interface Applied<S, D = unknown> {
  ok: true;
  state: S;
  events: GameEvent<D>[];
}

export type ApplyResult<S, D = unknown> = Applied<S, D> | RuleError;

export interface GameResult {
  /** Seats that won; empty with `draw` for a drawn game. */
  winners: Seat[];
  draw: boolean;
  /** The ending in a player's words: "Red has no ship afloat." */
  text: string;
}

export interface MatchSetup<O> {
  options: O;
  players: SeatConfig[];
}

/** A game: its state S, actions A, options O, and the details D its log notes carry. */
export interface GameDefinition<S, A extends Action, O, D = unknown> {
  /** Stable id, used in saves: lower-case letters, digits and dashes. */
  id: string;
  title: string;
  /** Schemas for what a save file may hold: checked before anything is applied. */
  optionsSchema: GenericSchema<unknown, O>;
  actionSchema: GenericSchema<unknown, A>;
  defaultOptions: O;
  minPlayers: number;
  maxPlayers: number;
  setup(match: MatchSetup<O>, seed: number): S;
  /** Seats that may act now: one seat, every seat at once (simultaneous orders), or none when over. */
  actors(state: S): readonly Seat[];
  /** Legal actions for a seat, for bots and tests; games with free-form moves may list a sample. */
  legalActions?(state: S, seat: Seat): A[];
  /** The next state, or a rule error; never mutates `state`. */
  apply(state: S, action: A, seat: Seat): ApplyResult<S, D>;
  result(state: S): GameResult | null;
  /** What `seat` may see (null: a spectator, or the screen between two players). */
  playerView(state: S, seat: Seat | null): S;
  /** The log line for an action, in a player's words. */
  describe(action: A, before: S, seat: Seat): string;
  /** A short progress line for the saves list: "Turn 3", "12 pieces". */
  progress(state: S): string;
  /**
   * Where undo may stop. A game of secret simultaneous orders stops only between phases, so
   * undoing never lands on the other side's hidden orders. Every state, when absent.
   */
  undoPoint?(state: S): boolean;
  /**
   * Log entries undo can never take back, so undo stops just after them: a physical throw whose
   * landing everyone has seen (undoing it would let a player throw again), or a computer's move
   * in a real-time race, or dice everyone has seen. None, when absent. `after` is the state the
   * entry left (undefined while a resumed game's earlier states are still being replayed): who
   * acts next, say, when the entry handed the mouse to another person.
   */
  kept?(entry: { action: A; seat: Seat; events: readonly GameEvent<D>[] }, players: readonly SeatConfig[], after?: S): boolean;
  /**
   * The computer's move for a seat, from what that seat may see (its player view) only: it
   * must not cheat. Pure and deterministic for a given view, seat and strength.
   */
  bot?(view: S, seat: Seat, strength: Strength): A;
  /**
   * Computers move on the table's clock, alongside the people (a race): the game's scene paces
   * each computer seat and asks `bot` for its move when its beat falls due, so the app's
   * turn-by-turn bot path leaves its seats alone. Turn by turn, when absent.
   */
  realTime?: boolean;
  /**
   * Across machines the server keeps the clock (a client's own is not trusted): a real-time game's
   * action that carries the time its player took, with the time the server measured since that
   * seat was last called on to act. The action as sent, when absent.
   */
  serverTime?(action: A, elapsedMs: number, state: S): A;
  /**
   * The options a game plays by across machines, each seat at its own (the server applies it to
   * every room it opens, whatever the host sent): Ironclads' set-up then has each side arrange
   * its own ships. The options as chosen, when absent.
   */
  acrossMachines?(options: O): O;
  /**
   * A game saved at one computer whose log will not replay under `acrossMachines` (there one mouse
   * did what each side does for itself across machines), as the options of the same game begun
   * afresh across machines from where it stands (Ironclads' table as arranged so far); null to play
   * it on as saved, when the options no longer matter (a battle begun). Never, when absent.
   */
  acrossMachinesFrom?(state: S): O | null;
  /**
   * What the server does for a seat whose time is up, `elapsedMs` after it was called on to act
   * (a stacker's clock in a Cups of War turns battle), or null while it has time. Never, when absent.
   */
  timeUp?(state: S, seat: Seat, elapsedMs: number): A | null;
  /**
   * A real-time game's computer where no table paces it (a server across machines): its beat (ms)
   * at a strength, and its move on a beat from its seat's view, given how many beats running it has
   * found nothing worth doing (`idle`); a null action waits for the next beat.
   */
  paced?: {
    beatMs(strength: Strength): number;
    move(view: S, seat: Seat, strength: Strength, idle: number): { action: A | null; idle: number };
  };
  /**
   * The most moves a save of this game may hold (a loaded log is replayed in full, so this bounds
   * the work a file can ask for). DEFAULT_MAX_LOG_ENTRIES in renderer/contract/save-format.ts, when absent.
   */
  maxLogEntries?: number;
}

/** Type-erased game, for registries and saves that hold any game. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;

export const refuse = (message: string): RuleError => ({ ok: false, message });
export const accept = <S, D = unknown>(state: S, events: GameEvent<D>[] = []): Applied<S, D> => ({ ok: true, state, events });
export const note = <D = unknown>(text: string, who: Seat | null = null, detail?: D): GameEvent<D> =>
  detail === undefined ? { kind: 'note', text, who } : { kind: 'note', text, who, detail };

/**
 * Whether a note says anything the log's line for its move does not: a note with no words (one
 * kept for its detail, for the table to play back) or the line's own words again ("US plays no
 * tactic" under "US plays no tactic") is not shown under it.
 */
export function saysMore(line: string, text: string): boolean {
  const plain = (t: string) => t.trim().replace(/[.!]+$/, '').toLowerCase();
  return plain(text) !== '' && plain(text) !== plain(line);
}

/** The details of a log entry's notes, in order (the dice it rolled left out). */
export const details = <D>(events: readonly GameEvent<D>[]): D[] => events.flatMap((e) => (e.kind === 'note' && e.detail !== undefined ? [e.detail] : []));
