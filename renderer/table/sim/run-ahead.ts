// A throw (Cups' shake, the Free Table's dice) worked out ahead of the screen. The physics runs a
// few steps further each frame than the one shown, keeping every step's poses, so it reaches the
// end (and the throw is logged) a fraction of a second after the release, long before the player
// sees where anything lands, and no frame pays for the whole throw at once: 60 tiles' shake took
// 56-63 ms of one frame in Chromium, worked out all at the release.
import { STEP_MS } from './physics';

export class RunAhead<F> {
  /** Every step's poses so far: the last is where everything lies once `done`. */
  readonly frames: F[] = [];
  /** The physics has stopped: every step is in `frames`. */
  done = false;
  /** The next step to show. */
  at = 0;

  constructor(
    /** One physics step; true once everything is still. */
    private readonly step: () => boolean,
    /** The poses after a step. */
    private readonly poses: () => F,
    /** Steps worked out for each step shown. */
    private readonly pace = 6,
  ) {}

  /** Works out the steps it keeps ahead of the screen for one frame. */
  ahead(): void {
    this.run(this.pace);
  }

  /** Works out up to `n` more steps (all the rest with Infinity). */
  run(n: number): void {
    for (let i = 0; i < n && !this.done; i++) {
      this.done = this.step();
      this.frames.push(this.poses());
    }
  }

  /**
   * The step to show now, working out `pace` more first; then the next. null while the physics has
   * not yet reached it (it never falls behind at a pace above 1).
   */
  next(): { frame: F; last: boolean } | null {
    this.run(this.pace);
    const frame = this.frames[this.at];
    if (frame === undefined) return null;
    const last = this.done && this.at >= this.frames.length - 1;
    if (!last) this.at++;
    return { frame, last };
  }

  /** Everything where it lies at the end (the physics worked out to it first). */
  end(): F {
    this.run(Infinity);
    this.at = this.frames.length - 1;
    return this.frames[this.at] as F;
  }

  /** Steps still to show. */
  get left(): number {
    return Math.max(0, this.frames.length - 1 - this.at);
  }
}

/**
 * A throw in the air, as both throwing games keep it: its physics run ahead of the screen, logged
 * once by `log` as soon as the end is known (or at once when the game is saved or left), and
 * `landed` once the screen shows everything lying still. `log` says whether the throw was taken;
 * refused, the scene has put its table back and the throw shows no more.
 */
export class Throw<F> {
  readonly run: RunAhead<F>;
  /** Whether the throw was taken, once logged (null before). */
  private taken: boolean | null = null;
  private landedNow: () => void = () => undefined;
  readonly landed = new Promise<void>((resolve) => (this.landedNow = resolve));
  /** Whether the fall was held behind a window since its playback last began to wait. */
  private wasHeld = false;
  private isLanded = false;

  constructor(step: () => boolean, poses: () => F, private readonly log: (last: F) => boolean) {
    this.run = new RunAhead(step, poses);
  }

  /** Logs the throw, the first time it is asked: whether it was taken (asked again while logging, as taken). */
  private logOnce(): boolean {
    if (this.taken === null) {
      this.taken = true;
      this.taken = this.log(this.run.frames.at(-1) as F);
    }
    return this.taken;
  }

  /**
   * The step to show this frame, the throw logged as soon as the physics reaches the end; null while
   * none is ready, or once refused. `held` while a window is over the table (the rules, Save As,
   * Print): the physics works on ahead and the throw is logged as ever, but the screen shows nothing
   * new, and the fall plays on from where it stopped once the window closes. Let go, the dice rolled
   * and landed unseen behind the rules, and their result was said there.
   */
  next(held = false): { frame: F; last: boolean } | null {
    if (held) {
      this.wasHeld = true;
      this.run.ahead();
      if (this.run.done) this.logOnce();
      return null;
    }
    const next = this.run.next();
    return this.run.done && !this.logOnce() ? null : next;
  }


  /** The game is saved or left: worked out to the end and logged now, its fall still shown. */
  settle(): void {
    if (this.taken !== null) return;
    this.run.run(Infinity);
    this.logOnce();
  }

  /** Where everything lies (worked out and logged first, at a skip), or null if refused. */
  finish(): F | null {
    const last = this.run.end();
    return this.logOnce() ? last : null;
  }

  /** The screen shows it still: `landed` is settled. */
  land(): void {
    this.isLanded = true;
    this.landedNow();
  }

  /**
   * Until it has landed, or its fall's time (and a second) has passed: a skip of the playback ends
   * the wait at once. A fall held behind a window meanwhile is waited for again (the playback's
   * wait itself starts once no window is open).
   */
  async waitFor(playback: { wait(ms: number): Promise<void> }): Promise<void> {
    for (;;) {
      this.wasHeld = false;
      await Promise.race([this.landed, playback.wait(this.run.left * STEP_MS + 1000)]);
      if (this.isLanded || !this.wasHeld) return;
    }
  }
}
