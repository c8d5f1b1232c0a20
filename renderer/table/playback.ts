// What the rules decided, played back on the table before it is redrawn: tweens and pauses a
// player may skip (the bar's Skip, Escape, or a click on the table). Every game's playback goes
// through one of these, so skipping looks and works the same in every game.
import type Phaser from 'phaser';
import type { TableUi } from './table-ui';

/** The windows that may be open over the table (the rules, Save As, Print): what plays waits while one is. */
export interface WindowsOver {
  open(): boolean;
  /** Calls `closed` once none is open any more (never at once); returns how to stop waiting. */
  whenClosed(closed: () => void): () => void;
}

export class Playback {
  /** Whether a playback holds the table (input waits, the HUD shows the bar). */
  running = false;
  /** Whether the player asked to see the outcome now: every tween and pause still to come is instant. */
  skipped = false;
  /** How often a playback was skipped (once per click or Escape), for the tests. */
  skips = 0;
  private label: string | null = null;
  private tweens = new Map<Phaser.Tweens.Tween, () => void>();
  private waits = new Map<Phaser.Time.TimerEvent, () => void>();
  /** The waits for the windows over the table to close, each with how to stop watching. */
  private reading = new Map<() => void, () => void>();

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly ui: TableUi,
    private readonly windows: WindowsOver,
  ) {}

  /** The table is held from here until `end`: input waits, and the bar can show what plays. */
  begin(): void {
    this.running = true;
    this.skipped = false;
    this.label = null;
  }

  /** The playback is over (played out or skipped through): the bar goes and the table is free. */
  end(): void {
    this.running = false;
    this.skipped = false;
    this.label = null;
    this.ui.endPlayback();
  }

  /** What the bar says is playing now ("Turn 2 begins"); nothing once the player has skipped. */
  say(label: string): void {
    if (!this.running || this.skipped || label === this.label) return;
    this.label = label;
    this.ui.startPlayback(label, () => this.skip());
  }

  /** Shows the outcome now: every tween and pause in progress ends at once, later ones take no time. */
  skip(): void {
    if (!this.running) return;
    this.skips++;
    this.skipped = true;
    for (const [tween, resolve] of [...this.tweens]) {
      tween.stop();
      resolve();
    }
    this.tweens.clear();
    for (const [timer, resolve] of [...this.waits]) {
      timer.remove();
      resolve();
    }
    this.waits.clear();
    for (const read of [...this.reading.keys()]) read();
  }

  /**
   * The scene is going (Menu, another game): nothing of this run may be left in the HUD, and what
   * waits on a tween or a pause waits for good. Let go, a game's playback went on after its pause
   * onto the table taken down (Jumonville's card, Menu pressed while it turned: an error).
   */
  stop(): void {
    this.gone = true;
    for (const tween of this.tweens.keys()) tween.stop();
    this.tweens.clear();
    for (const timer of this.waits.keys()) timer.remove();
    this.waits.clear();
    for (const unwatch of this.reading.values()) unwatch();
    this.reading.clear();
    this.end();
  }

  private gone = false;

  /** Whether a window is open over the table now: a throw's fall, drawn frame by frame, holds while one is. */
  windowOpen(): boolean {
    return this.windows.open();
  }

  /**
   * Whether what is about to play waits for a window over the table to close: the person is reading
   * (the rules, Save As, Print), not watching. A computer's move that came in behind the rules
   * played out unseen, and on closing them the player found only its outcome.
   */
  private behindWindow(): boolean {
    return this.running && this.windows.open();
  }

  /** Until the windows over the table have closed, or a skip (the outcome shows); after `stop`, for good. */
  private untilRead(): Promise<void> {
    return new Promise((resolve) => {
      const read = () => {
        this.reading.get(read)?.();
        this.reading.delete(read);
        resolve();
      };
      this.reading.set(read, this.windows.whenClosed(read));
    });
  }

  /**
   * A tween that a skip finishes at once (its targets stay where it stopped: the redraw places them).
   * It starts once no window is open over the table.
   */
  tween(config: Phaser.Types.Tweens.TweenBuilderConfig): Promise<void> {
    if (this.gone) return new Promise(() => undefined);
    if (this.skipped) return Promise.resolve();
    if (this.behindWindow()) return this.untilRead().then(() => this.tween(config));
    return new Promise((resolve) => {
      const tween = this.scene.tweens.add({
        ...config,
        onComplete: () => {
          this.tweens.delete(tween);
          resolve();
        },
      });
      this.tweens.set(tween, resolve);
    });
  }

  /** A pause that a skip ends at once. It starts once no window is open over the table. */
  wait(ms: number): Promise<void> {
    if (this.gone) return new Promise(() => undefined);
    if (this.skipped) return Promise.resolve();
    if (this.behindWindow()) return this.untilRead().then(() => this.wait(ms));
    return new Promise((resolve) => {
      const timer = this.scene.time.delayedCall(ms, () => {
        this.waits.delete(timer);
        resolve();
      });
      this.waits.set(timer, resolve);
    });
  }
}
