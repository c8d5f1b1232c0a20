// The scene every game is played in: the table (TableScene) bound to a game session. It gives a
// game the state typed as its own (the seat's view and the full state), the pointer wired once
// (the middle button pans, the tape measures, a press during a playback skips it, a release off
// the canvas still lets go), moves acted with any refusal shown to the player, and a queue that
// plays back what each move did before the table is redrawn. A game scene adds only its own:
// what a press, a drag and a release mean, how its state is drawn, and how its events play.
import type Phaser from 'phaser';
import type { LogEntry } from '../engine/action-log';
import type { Action } from '../engine/game';
import type { GameSession, SessionChange } from '../kits/shell/session';
import { windowsOverApp } from '../kits/shell/modal-focus';
import { Playback } from './playback';
import { TableScene, type TableSceneData } from './TableScene';

export interface GameSceneData extends TableSceneData {
  session: GameSession;
}

export type Point = { x: number; y: number };

/** What one log entry plays on the table: the bar's words (none yet, when null) and the show itself. */
export interface Replay {
  label: string | null;
  run(): Promise<void>;
}

/** When the browser saw the pointer event (ms), falling back to now: Phaser may handle several queued moves in one frame. */
export function eventTime(pointer: Phaser.Input.Pointer): number {
  return (pointer.event as Event | undefined)?.timeStamp ?? performance.now();
}

/** S: the game's state; A: its actions; D: the details its log notes carry (what plays back). */
export abstract class GameScene<S, A extends Action, D = unknown> extends TableScene {
  protected session!: GameSession<S>;
  /** The playback in progress: scenes tween and wait through it so a skip ends them all. */
  protected playback!: Playback;
  private queue: LogEntry<A, D>[] = [];
  private draining = false;
  private taping = false;
  /** A button went down on the table and has not been let go yet. */
  private holding = false;
  private unsubscribe: (() => void)[] = [];

  override init(data: GameSceneData): void {
    super.init(data);
    // The stage starts each game's scene with a session of that game: its state is this scene's S.
    this.session = data.session as GameSession<S>;
    this.queue = [];
    this.draining = false;
    this.taping = false;
    this.holding = false;
    this.unsubscribe = [];
  }

  /** The state as the seat at the screen may see it: what the table shows. */
  protected get view(): S {
    return this.session.view;
  }

  /** The whole state, hidden parts too: for who acts next and for the computer's hands, never for drawing. */
  protected get full(): S {
    return this.session.state;
  }

  override create(): void {
    super.create();
    // What plays waits while a window is open over the table: it is played out to be seen.
    this.playback = new Playback(this, this.ui, windowsOverApp);
    this.input.on('pointerdown', this.pointerDown, this);
    this.input.on('pointermove', this.pointerMove, this);
    this.input.on('pointerup', this.pointerUp, this);
    // A press let go off the canvas still ends here, or a pan would follow the pointer back in.
    this.input.on('pointerupoutside', this.pointerUp, this);
    this.listen(this.session.subscribe((change) => this.sessionChanged(change)));
    const settle = () => this.settleThrow();
    this.ui.settleThrow = settle;
    this.events.once('shutdown', () => {
      this.input.off('pointerdown', this.pointerDown, this);
      this.input.off('pointermove', this.pointerMove, this);
      this.input.off('pointerup', this.pointerUp, this);
      this.input.off('pointerupoutside', this.pointerUp, this);
      if (this.ui.settleThrow === settle) this.ui.settleThrow = null;
      for (const u of this.unsubscribe) u();
      this.unsubscribe = [];
      this.queue = [];
      this.playback.stop();
      this.ui.setUnshown(0);
      this.ui.setPlaying(false);
      this.setCarrying(false);
    });
    // For end-to-end tests and benchmarks: where things are, in page pixels, and what is going on.
    (window as unknown as { __musterTable?: unknown }).__musterTable = {
      scene: this,
      pagePoint: (x: number, y: number) => this.worldToPage(x, y),
      busy: () => this.playback.running,
      /** Moves made but not yet shown on the table (not counting the one playing). */
      queued: () => this.queue.length,
      skips: () => this.playback.skips,
      stats: this.stats,
      ...this.testHook(),
    };
    // The table is up: a game the computer plays on every side may make its first move.
    if (!this.draining) this.ui.setPlaying(false);
  }

  /** More for window.__musterTable: a game's own points (a square, a cup) and states. */
  protected testHook(): Record<string, unknown> {
    return {};
  }

  /** Keeps a subscription for this run only: it ends when the scene shuts down. */
  protected listen(unsubscribe: () => void): void {
    this.unsubscribe.push(unsubscribe);
  }

  /**
   * Where a table point is on the page, in CSS pixels, as the last frame drawn shows it: the
   * worldView, like the pointer's getWorldPoint, is worked out as a frame is drawn, so a point
   * asked for here is where a press meets the piece (the camera's newer pose is not yet on screen).
   */
  protected worldToPage(x: number, y: number): Point {
    const cam = this.cameras.main;
    const rect = this.game.canvas.getBoundingClientRect();
    return { x: rect.left + (x - cam.worldView.x) * cam.zoom, y: rect.top + (y - cam.worldView.y) * cam.zoom };
  }

  /**
   * Undo and Redo wait while the hand holds something (`held` names it, "a unit"): taken back or
   * redone under the hand, what was held jumped out of it or was let go onto nothing. `own` is the
   * scene's own say, asked first (the Free Table's dice still rolling). For this run of the scene.
   */
  protected undoWaitsWhileHeld(held: () => string | null, own: { undo?: () => string | null; redo?: () => string | null } = {}): void {
    const refusal = (what: 'Undo' | 'Redo', first?: () => string | null) => (): string | null => {
      const said = first?.();
      if (said) return said;
      const thing = held();
      return thing ? `Let go first: ${what} waits while you hold ${thing}.` : null;
    };
    const undo = refusal('Undo', own.undo);
    const redo = refusal('Redo', own.redo);
    this.ui.undoRefusal = undo;
    this.ui.redoRefusal = redo;
    // Said on the toolbar as it changes: Undo looked ready while a piece was held or dice rolled,
    // and a press then only said why not.
    const watch = (): void => {
      const [undoWaits, redoWaits] = [undo(), redo()];
      const now = this.ui.store.get();
      if (now.undoWaits !== undoWaits || now.redoWaits !== redoWaits) this.ui.store.set({ undoWaits, redoWaits });
    };
    this.events.on('update', watch);
    this.events.once('shutdown', () => {
      this.events.off('update', watch);
      if (this.ui.undoRefusal === undo) this.ui.undoRefusal = null;
      if (this.ui.redoRefusal === redo) this.ui.redoRefusal = null;
      this.ui.store.set({ undoWaits: null, redoWaits: null });
    });
  }

  /** While a hand carries something, the panels over the table let the pointer through to it. */
  protected setCarrying(on: boolean): void {
    document.body.classList.toggle('carrying', on);
  }

  // ---- acting ---------------------------------------------------------------------------------

  /**
   * Acts for a seat (the one at the screen by default). A refusal is shown to the player in the
   * rules' own words (unless `quiet`: a computer's hand, a physical throw) and `refused` redraws.
   */
  protected act(action: A, seat = this.session.viewer, quiet = false): boolean {
    const refusal = this.session.act(action, seat);
    if (!refusal) return true;
    if (!quiet) this.ui.toast(refusal.message, 'error');
    this.refused();
    return false;
  }

  /**
   * A throw still in the air and not yet logged is worked out to the end and logged now, its fall
   * shown on as before: the game is about to be saved or left (see TableUi.settleThrow).
   */
  protected settleThrow(): void {}

  /** After a refused move: put back what the pointer moved. */
  protected refused(): void {}

  // ---- the session: redraw, or play back first ------------------------------------------------

  /** Draws the state as it is now (after any change, once any playback is over). */
  protected abstract refresh(): void;

  /** What a new log entry plays on the table before the redraw: null when it shows nothing. */
  protected playEntry(_entry: LogEntry<A, D>): Replay | null {
    return null;
  }

  /** The table is held for a playback (true) or free again (false): a game's panel may follow. */
  protected playbackHeld(_on: boolean): void {}

  private sessionChanged(change: SessionChange): void {
    if (change.kind === 'saved') return;
    if (change.kind === 'action') {
      // The session holds any game: this scene's game logs its own actions and details.
      this.queue.push(change.entry as LogEntry<A, D>);
      this.ui.setUnshown(this.queue.length + (this.draining ? 1 : 0));
      if (!this.draining) void this.drain();
      return;
    }
    // Undo, redo, another seat at the screen: show the state as it is now.
    this.queue = [];
    this.ui.setUnshown(0);
    if (this.playback.running) this.playback.skip();
    else if (!this.draining) this.refresh();
  }

  /** Plays the queued entries one after another (a skip runs through all of them), then redraws. */
  private async drain(): Promise<void> {
    this.draining = true;
    this.ui.setPlaying(true);
    let held = false;
    try {
      while (this.queue.length) {
        const entry = this.queue.shift() as LogEntry<A, D>;
        // The log holds this entry back until the table has played it out, and those queued behind it.
        this.ui.setUnshown(this.queue.length + 1);
        const replay = this.playEntry(entry);
        if (!replay) continue;
        if (!held) {
          held = true;
          this.playback.begin();
          this.playbackHeld(true);
        }
        if (replay.label) this.playback.say(replay.label);
        await replay.run();
      }
    } finally {
      if (held) {
        this.playback.end();
        this.playbackHeld(false);
      }
      this.draining = false;
      this.ui.setUnshown(0);
      // Whoever waits for the table (computers playing each other) goes on once this is drawn.
      this.ui.setPlaying(false);
      if (this.live) this.refresh();
    }
  }

  // ---- the pointer ------------------------------------------------------------------------------

  /** A press the table kit did not take: a game's own (pick up, select, start a pan of the cloth). */
  protected onPress(_pointer: Phaser.Input.Pointer, _world: Point): void {}
  /**
   * A press that skipped a playback (the outcome is being shown): by default it does nothing more,
   * and its release comes to onRelease as any other's. A game may keep what it pressed on.
   */
  protected onSkippingPress(_pointer: Phaser.Input.Pointer, _world: Point): void {}
  /** A move that is neither a pan nor the tape: a game's drag, or hovering with no button down. */
  protected onDrag(_pointer: Phaser.Input.Pointer, _world: Point): void {}
  /** A release (on the canvas or off it) that ends neither a pan nor the tape. */
  protected onRelease(_pointer: Phaser.Input.Pointer, _world: Point): void {}

  /**
   * Whether the player's hand is at work on the table: from a press until its release, whatever it
   * became (a drag, a pan, the tape, a box). Nothing may move the table under it then.
   */
  protected get pointerHeld(): boolean {
    return this.holding;
  }

  private pointerDown(pointer: Phaser.Input.Pointer): void {
    this.holding = true;
    // A press on the table shows the outcome of a playback now, as the bar's Skip does; a game may
    // keep the press too, to take it as a pick once the outcome is shown.
    if (this.playback.running) {
      this.playback.skip();
      return this.onSkippingPress(pointer, this.worldAt(pointer));
    }
    if (pointer.button === 1) return this.startPan(pointer);
    const world = this.worldAt(pointer);
    if (pointer.button === 0 && this.tapeAllowed && this.ui.store.get().tool === 'tape') {
      this.taping = true;
      this.tape.begin(world);
      this.ui.store.set({ tape: this.tape.reading });
      return;
    }
    this.onPress(pointer, world);
  }

  private pointerMove(pointer: Phaser.Input.Pointer): void {
    if (this.continuePan(pointer)) return;
    const world = this.worldAt(pointer);
    if (this.taping) {
      this.tape.to(world);
      this.ui.store.set({ tape: this.tape.reading });
      return;
    }
    this.onDrag(pointer, world);
  }

  /** Ends whatever the pointer was doing: a pan, the tape (which stays, reading, until the next press or Escape), or a game's drag. */
  protected pointerUp(pointer: Phaser.Input.Pointer): void {
    this.holding = false;
    if (this.endPan()) return;
    if (this.taping) {
      this.taping = false;
      return;
    }
    this.onRelease(pointer, this.worldAt(pointer));
  }

  // ---- keys ---------------------------------------------------------------------------------------

  /**
   * A game's own keys, after the table's; never a key meant for a field or a dialog, nor one held
   * with Ctrl, Alt or Cmd (Ctrl+S is Save, not also a game's S).
   */
  protected onKey(_e: KeyboardEvent): boolean {
    return false;
  }

  protected override onKeyDown(e: KeyboardEvent): boolean {
    if (super.onKeyDown(e)) return true;
    if (this.keyIsForPage(e)) return false;
    // During a playback Escape belongs to the playback bar, which skips it (once).
    if (e.key === 'Escape' && this.playback.running) return false;
    // Escape puts a tape's reading away in every game with a tape (only the Free Table's did).
    if (e.key === 'Escape' && this.tape.start && this.ui.store.get().tool === 'tape') {
      this.ui.store.set({ tape: null });
      e.preventDefault();
      return true;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    return this.onKey(e);
  }
}
