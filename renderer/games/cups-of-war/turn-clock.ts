// The battle clock at one computer: it runs only while the table is in play (not behind the
// curtain, not while a window such as the rules is open over it), and the time a stacker has used
// is kept as it runs, so a reload or Continue picks the turn up with the time it had left. It is
// kept in this computer's storage, not in the save: a save is the log of moves, and the time
// someone has spent looking is not a move (the rules text says so, "Our reading:"); a save opened
// elsewhere starts the turn's clock afresh.
import { openWindows } from '../../kits/shell/modal-focus';

/** A clock that can be stopped and started again; `used` is the time it has run, in ms. */
export class StackClock {
  private stood = 0;
  private since: number | null = null;

  constructor(private readonly now: () => number) {}

  get used(): number {
    return this.stood + (this.since === null ? 0 : Math.max(0, this.now() - this.since));
  }

  get running(): boolean {
    return this.since !== null;
  }

  /** Runs the clock, or stops it where it stands. */
  run(on: boolean): void {
    if (on && this.since === null) this.since = this.now();
    else if (!on && this.since !== null) {
      this.stood = this.used;
      this.since = null;
    }
  }

  /** Starts a new count at `usedMs` (a new turn: 0; a turn resumed: the time it had used), stopped. */
  reset(usedMs = 0): void {
    this.stood = Math.max(0, usedMs);
    this.since = null;
  }
}

/** Where the running turn's clock is kept (one turn at a time: the one being played). */
export const CLOCK_KEY = 'muster:cups-turn-clock';

type Keep = Pick<Storage, 'getItem' | 'setItem'>;

/** The time kept for this turn (`turn` names the game, turn and stacker), or 0 when none is kept. */
export function keptTime(storage: Keep | undefined, turn: string): number {
  try {
    const kept = JSON.parse(storage?.getItem(CLOCK_KEY) ?? 'null') as { turn?: unknown; used?: unknown } | null;
    return kept?.turn === turn && typeof kept.used === 'number' && Number.isFinite(kept.used) ? Math.max(0, kept.used) : 0;
  } catch {
    return 0;
  }
}

/** Keeps the time this turn has used (a full or refused store only loses the kept time, never the game). */
export function keepTime(storage: Keep | undefined, turn: string, usedMs: number): void {
  try {
    storage?.setItem(CLOCK_KEY, JSON.stringify({ turn, used: Math.round(usedMs) }));
  } catch {
    // Nothing to do: the clock goes on in memory.
  }
}

/**
 * A window open over the table (the rules, Print, a save's name, a question; not the curtain
 * between two players): the person is reading, not playing, so the clocks and the computers' hands wait.
 */
export const windowOpen = (): boolean => openWindows().length > 0;
