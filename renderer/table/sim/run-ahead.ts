// A throw (Cups' shake, the Free Table's dice) worked out ahead of the screen. The physics runs a
// few steps further each frame than the one shown, keeping every step's poses, so it reaches the
// end (and the throw is logged) a fraction of a second after the release, long before the player
// sees where anything lands, and no frame pays for the whole throw at once: 60 tiles' shake took
// 56-63 ms of one frame in Chromium, worked out all at the release.

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
