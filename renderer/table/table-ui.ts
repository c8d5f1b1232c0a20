// What a table scene and the DOM around it say to each other. The app makes one per game;
// the scene fills in `view` when it is ready, the HUD and the app fill in the rest.
import { Store } from '../kits/shell/store';
import { NO_INSETS, type Insets, type PageRect } from './camera-math';

export type Tool = 'hand' | 'tape';

export interface ContextMenuItem {
  label: string;
  /** Shown at the right, e.g. "F". */
  shortcut?: string;
  disabled?: boolean;
  run: () => void;
}

/**
 * Emitted on the Phaser game's events with `true` just before the stage takes a picture of the
 * table for the saves list, and `false` once it is taken: a scene hides for that one frame what is
 * only the player's work in hand (a move being planned, targets being picked).
 */
export const TABLE_PICTURE = 'muster-table-picture';

export interface TableView {
  /** World (table millimetres) under a page position, or null when it is not over the table. */
  pageToWorld(pageX: number, pageY: number): { x: number; y: number } | null;
  /** The table point at the middle of the window. */
  centre(): { x: number; y: number };
  fit(): void;
  /**
   * The panels over the table changed (the log hidden or shown, docked or over the table): a table
   * that was fitted fits the room now left; one the player zoomed or panned stays as they left it.
   */
  refit(): void;
  zoomBy(factor: number): void;
  /** Where the table (with its frame) is on the canvas, in canvas pixels: a thumbnail crops to it. */
  tableOnCanvas(): { x: number; y: number; width: number; height: number };
}

export interface TableUiState {
  tool: Tool;
  /** The tape's reading while measuring, e.g. "6.0 in". */
  tape: string | null;
  zoom: number;
  selection: readonly string[];
  /** What is playing back on the table that the player may skip ("The orders are carried out"), or null. */
  playback: string | null;
  /**
   * How many of the log's latest entries the table has not shown yet (the one playing back and
   * those queued behind it): the log holds them back, so no line tells an outcome before the table does.
   */
  unshown: number;
  /**
   * Why Undo and Redo wait at this moment for the hand (a piece held, thrown dice still rolling),
   * in the player's words, or null: the toolbar greys them and says why (`undoRefusal`, `redoRefusal`).
   */
  undoWaits: string | null;
  redoWaits: string | null;
}

export class TableUi {
  readonly store = new Store<TableUiState>({ tool: 'hand', tape: null, zoom: 1, selection: [], playback: null, unshown: 0, undoWaits: null, redoWaits: null });
  view: TableView | null = null;
  /**
   * The game's say on Undo at this moment, set by its scene: a refusal in the player's words (a
   * piece still in the hand), or null to let it go.
   */
  undoRefusal: (() => string | null) | null = null;
  /**
   * The game's say on Undo that follows from the game and the seat at the screen alone, never from
   * the hand (two people at one computer: the other's secret orders are not the mouse's to take
   * back). Asked before `undoRefusal`; the toolbar greys Undo while it holds and says why.
   */
  undoBarred: (() => string | null) | null = null;
  /** The game's say on Redo at this moment, as `undoRefusal` (thrown dice still rolling: their throw will be a new move). */
  redoRefusal: (() => string | null) | null = null;
  /**
   * Why nothing can be taken back now, in the game's words, set by its panel (a shake lies where it
   * fell); null, or not set, for the plain "Nothing to undo.".
   */
  undoNone: (() => string | null) | null = null;
  /**
   * Set by the table: works out to the end and logs a throw (dice, a cup's shake) still in the air
   * and not yet logged. The app calls it before the game is saved or left (a reload, Menu, another
   * game): a throw let go a moment before came back to the hand or the cup, to be thrown again.
   */
  settleThrow: (() => void) | null = null;
  /**
   * Set by the app while a dialog is on its way (Save as takes the table's picture before it asks
   * for a name): keys pressed meanwhile are the dialog's, not the table's.
   */
  keysHeld = false;
  /**
   * Whether the table now shows what only the seat at the screen may see (their secret orders, a
   * hand), set by the game's panel: no picture of it is taken for the saves list, which every
   * player sees; a save keeps the last picture taken before. Never, when unset.
   */
  privateTable: (() => boolean) | null = null;
  /** Screen space the HUD's panels cover, so fitting keeps the table clear of them. */
  insets: Insets = NO_INSETS;
  /**
   * The foot of what lies over the top of the table now, in page pixels, as the page lays it out:
   * the messages (`toast`) and the playback's bar; null while neither shows. Set by the app, which
   * draws them.
   */
  coverFoot: () => number | null = () => null;
  /**
   * The part of the page where the table shows uncovered now, as the page lays it out: inside the
   * panels lying over its edges (the toolbar, a game's panels, the log, the status bar) and below
   * what `coverFoot` measures; null when not known. Set by the app, which lays the page out.
   */
  uncovered: () => PageRect | null = () => null;
  /**
   * Asks the player to say yes before a move that ends the game (Concede): a window with
   * `confirmLabel` and Cancel. Set by the app; true where no app asks (a test's table).
   */
  confirm: (title: string, message: string, confirmLabel: string) => Promise<boolean> = () => Promise.resolve(true);

  constructor(
    readonly toast: (text: string, tone?: 'info' | 'error' | 'success') => void,
    readonly contextMenu: (pageX: number, pageY: number, items: ContextMenuItem[]) => void,
    /** `maxLength`: the most letters the field takes (what is kept is what the player sees typed). */
    readonly prompt: (title: string, label: string, value: string, maxLength?: number) => Promise<string | null>,
  ) {}

  setTool(tool: Tool): void {
    this.store.set({ tool, tape: null });
  }

  private skipper: (() => void) | null = null;

  /**
   * A scene starts a playback the player may skip: the HUD shows `label` with a Skip button
   * (and Escape), which calls `skip`. Every scene's long playback goes through here, so skipping
   * looks and works the same in every game.
   */
  startPlayback(label: string, skip: () => void): void {
    this.skipper = skip;
    if (this.store.get().playback !== label) this.store.set({ playback: label });
  }

  endPlayback(): void {
    this.skipper = null;
    if (this.store.get().playback !== null) this.store.set({ playback: null });
  }

  /** The scene counts the log entries it has yet to show (see `unshown`). */
  setUnshown(n: number): void {
    if (this.store.get().unshown !== n) this.store.set({ unshown: n });
  }

  private playing = false;
  /** Whether a game's table has been drawn at all (it comes up a moment after the game starts). */
  private drawn = false;
  private drained: (() => void)[] = [];

  /** The table is playing moves back (true) until every one queued has been shown (false). */
  setPlaying(on: boolean): void {
    this.playing = on;
    if (on) return;
    this.drawn = true;
    const waiting = this.drained;
    this.drained = [];
    for (const resolve of waiting) resolve();
  }

  /** Resolves once the table is up and has shown every move made so far (at once, if it has). */
  whenShown(): Promise<void> {
    return this.playing || !this.drawn ? new Promise((resolve) => this.drained.push(resolve)) : Promise.resolve();
  }

  /** Skips the playback on the table, if one is running. */
  skipPlayback(): boolean {
    const skip = this.skipper;
    if (!skip) return false;
    skip();
    return true;
  }
}
