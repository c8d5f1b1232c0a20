// A game mode as the app shell sees it: the pure game, its scene, its set-up form, its rules
// text and its HUD panels. Each game's issue adds its own entry to the registry when playable.
import type { ComponentType } from 'preact';
import type Phaser from 'phaser';
import type { AnyGame, MatchSetup, Seat } from '../engine/game';
import type { GameSession } from '../kits/shell/session';
import type { TableUi } from '../table/table-ui';
import type { Insets } from '../table/camera-math';
import type { SheetSet } from '../kits/print/layout/layout';
import type { Face } from '../kits/print/SheetPages';
import type { SeatDraft } from '../contract/save-format';

export interface RulesSection {
  title: string;
  /** Paragraphs; a paragraph starting "Our reading:" marks a gap in the source rules we filled. */
  paragraphs: string[];
}

export interface SetupFormProps {
  value: MatchSetup<unknown>;
  onChange: (value: MatchSetup<unknown>) => void;
}

/**
 * What seats have drawn up on the table and not yet given (orders before Commit): not moves, so
 * never in the log, but kept with every save and autosave (the save's `drafts`), so that a game
 * saved, closed or reloaded mid-orders comes back with them. Undo, replay and the move count never
 * see them.
 */
export interface DraftKeeper<S = unknown> {
  /** Each seat's draft as it stands, to keep with a save (plain data); none for a seat with nothing drawn up. */
  keep(session: GameSession<S>): SeatDraft[];
  /**
   * A save's drafts, handed to the game just resumed from it (its viewer set): the game keeps only
   * a draft that fits the position, and shows it to its own seat only (between people at one
   * computer, once that seat has the mouse).
   */
  restore(session: GameSession<S>, drafts: readonly SeatDraft[]): void;
  /** Calls `changed` whenever what keep() gives may have changed (the shell then autosaves); returns the way to stop. */
  watch(session: GameSession<S>, changed: () => void): () => void;
}

/** S: the mode's game state, which `session.view` and `session.state` are. */
export interface HudProps<S = unknown> {
  session: GameSession<S>;
  ui: TableUi;
  /** The seat the computer is thinking for, or null. */
  thinking: number | null;
  /** Starts a new game of this mode with this set-up (e.g. from a pasted position). */
  restart: (setup: MatchSetup<unknown>) => void;
}

export interface GameMode<S = unknown> {
  id: string;
  title: string;
  /** One line for the main menu. */
  blurb: string;
  /** URL of the menu picture. */
  picture: string;
  game: AnyGame;
  /** The Phaser scene that draws this game; its key is its class name. */
  scene: new () => Phaser.Scene;
  sceneKey: string;
  defaultSetup: () => MatchSetup<unknown>;
  /** Why a set-up from the form cannot start (the Start button says so), or null. */
  setupProblem?: (setup: MatchSetup<unknown>) => string | null;
  /**
   * A set-up as a game begun now plays it: a rule a later Muster added behind an option (which a
   * game saved before lacks, so that its log replays as it was played) switched on. Applied to every
   * new game, room and remembered set-up; never to a save.
   */
  freshSetup?: (setup: MatchSetup<unknown>) => MatchSetup<unknown>;
  /**
   * The last set-up started, as the New game window opens on it again (setup-memory): what the
   * player chose for that one game only (Ironclads' "Arrange the table first" on a ready-made
   * battle) set back. As it was kept, when absent.
   */
  recalled?: (setup: MatchSetup<unknown>) => MatchSetup<unknown>;
  SetupForm: ComponentType<SetupFormProps>;
  /** Panels drawn over the table for this game (trays, hands, status cards). */
  Hud?: ComponentType<HudProps<S>>;
  rules: RulesSection[];
  /** Screen pixels the HUD's panels cover on each side of the table. */
  insets: Insets;
  /**
   * The status line's reminder of the controls: one line, or what the mouse and keys do now, from
   * the state as the seat at the screen sees it (a game whose controls change with its phases).
   */
  hint: string | ((state: S, seat: Seat) => string);
  /** Whether the measuring tape is offered (a grid game has no use for it). */
  tape: boolean;
  /**
   * Whether the toolbar lets anyone switch whose view is on screen. Off for games of secret
   * orders, where the game itself passes the seat (behind a curtain).
   */
  seatSelect: boolean;
  /**
   * Print-and-play on the sheet engine (kits/print): the pieces, cards and references for a game in
   * this state, made from the same data the game plays with. From the main menu, the state is a new
   * game of the default set-up. A mode with it gets Print (the toolbar, Ctrl+P, the app menu).
   */
  sheetSet?: (state: S) => SheetSet<Face>;
  /** Orders drawn up and not yet given, kept with saves (a game of secret orders). */
  drafts?: DraftKeeper<S>;
}

/**
 * A mode whose HUD and sheets read its own game's state, as the registry holds it. The app hands
 * a mode's HUD and sheets only sessions of that mode's game, so the state type they were written
 * for is the one they get: this is the one place it is erased.
 */
export const defineMode = <S>(mode: GameMode<S>): GameMode => mode as unknown as GameMode;

/** What the status line says while the measuring tape is the tool, in every game that has one. */
export const TAPE_HINT = 'Measuring: drag across the table · Esc clears the reading · M or Move goes back to the pieces';
/** What it says while the table plays a move back. */
export const PLAYBACK_HINT = 'Playing back: Skip, Escape or a click on the table shows the outcome now';

/**
 * The status line's reminder of the controls for this state and seat. While the table plays a move
 * back (`playback`, the bar's words) the state has moved on already, so the line speaks of the
 * playback rather than of the next step's gestures, as the panel does; with the tape in hand, of
 * what the tape does (the game's own controls are not what a press does then).
 */
export const modeHint = (mode: GameMode, state: unknown, seat: Seat, now: { tool?: 'hand' | 'tape'; playback?: string | null } = {}): string =>
  now.playback ? PLAYBACK_HINT : mode.tape && now.tool === 'tape' ? TAPE_HINT : typeof mode.hint === 'string' ? mode.hint : mode.hint(state, seat);
