// In a browser, Muster plays in one tab at a time. Every tab of the page's site shares one
// autosave slot (what Continue opens): a second tab's game would write over the first's, and the
// first's next move over the second's. So a tab that opens while another holds Muster says so and
// waits; "Use Muster here" asks the other tab to let go, which it does once its game is autosaved
// (Continue here then opens it), and that tab then waits in the same way.
//
// The Web Locks API holds the tab's claim where the page has it (a secure context: https, or
// localhost); elsewhere (a page served over plain http on the network) the tabs ask one another
// on a BroadcastChannel. With neither, there is no guard (each tab plays, as before).
//
// A tab the browser froze (a background tab) hears nothing while asleep: another tab may take
// Muster from it meanwhile (its claim stolen, or its answer never heard). Woken, its timers may run
// before it hears so (an autosave due when it fell asleep). So each claim is also written down
// where every tab reads it at once (the claim mark, in localStorage): a tab that finds another's
// claim there writes nothing more, and lets go as if stolen.

const LOCK = 'muster-tab';
/** How long a tab waits to hear of another (without Web Locks), and for one asked to let go. */
export const ANSWER_MS = 300;
export const LET_GO_MS = 5000;
/** How long a page waits for a claim no live tab answers for (the page before a reload, going). */
export const GOING_MS = 2000;

/** The messages the tabs send one another. */
type TabMessage = { kind: 'who' } | { kind: 'here' } | { kind: 'let-go' } | { kind: 'gone' };

export interface ChannelLike {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
}

/** The part of navigator.locks the guard uses. */
export interface LocksLike {
  request(name: string, options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => Promise<unknown> | unknown): Promise<unknown>;
}

/** Where the tab holding Muster is written down, read by every tab at once (localStorage). */
export interface ClaimMark {
  read(): string | null;
  write(token: string): void;
  /** Calls `changed` when another tab writes the mark (the window's storage event). */
  watch(changed: () => void): void;
}

export interface TabGuard {
  /** Whether this tab holds Muster now (it takes it when no other tab does). */
  claim(): Promise<boolean>;
  /** Asks the tab holding Muster to let go (it keeps its game first), then holds it here. */
  takeOver(): Promise<void>;
  /**
   * What this tab does when another asks for Muster: keep its game (autosave it); it lets go once
   * that resolves. `stolen`: the claim was taken from it (it did not answer in time), so the other
   * tab may already be playing: this one leaves without writing anything.
   */
  onAsked(keep: (stolen: boolean) => Promise<void>): void;
  /**
   * Whether another tab has taken Muster since this one last held it (its claim mark is another's).
   * Found so first here (the tab was asleep, and a timer of its own ran first), the tab lets go as
   * if its claim were stolen. False for a tab that never held Muster. Nothing is written after it.
   */
  lost(): boolean;
}

const isMessage = (data: unknown): data is TabMessage => typeof data === 'object' && data !== null && typeof (data as { kind?: unknown }).kind === 'string';

export function createTabGuard(deps: { locks?: LocksLike; channel?: ChannelLike; mark?: ClaimMark; wait?: (ms: number) => Promise<void> }): TabGuard | null {
  const { locks, channel, mark } = deps;
  if (!channel) return null;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let holding = false;
  let release: (() => void) | null = null;
  let keep: (stolen: boolean) => Promise<void> = async () => undefined;
  // This page's claim, as written in the mark (once it has held Muster: `marked`).
  const token = `${Date.now().toString(36)}-${crypto.getRandomValues(new Uint32Array(2)).join('-')}`;
  let marked = false;
  const markHeld = (): void => {
    holding = true;
    try {
      mark?.write(token);
      marked = mark !== undefined;
    } catch {
      // Storage refused: the channel and the lock alone guard the claim.
    }
  };
  /** Another tab's claim is in the mark (read now; a mark that cannot be read says nothing). */
  const markedElsewhere = (): boolean => {
    if (!marked) return false;
    try {
      return mark?.read() !== token;
    } catch {
      return false;
    }
  };
  /** The claim taken from this tab (stolen, or found taken on waking): it holds nothing, and writes nothing. */
  const stolen = (): void => {
    if (!holding) return;
    holding = false;
    release?.();
    release = null;
    void keep(true).catch(() => undefined);
  };
  mark?.watch(() => {
    if (markedElsewhere()) stolen();
  });
  const heard = new Set<(m: TabMessage) => void>();
  const hear = (kind: TabMessage['kind'], within: number): Promise<boolean> =>
    new Promise((resolve) => {
      const on = (m: TabMessage) => {
        if (m.kind !== kind) return;
        heard.delete(on);
        resolve(true);
      };
      heard.add(on);
      void wait(within).then(() => {
        if (heard.delete(on)) resolve(false);
      });
    });

  channel.addEventListener('message', (e) => {
    if (!isMessage(e.data)) return;
    const m = e.data;
    for (const on of [...heard]) on(m);
    if (!holding) return;
    if (m.kind === 'who') channel.postMessage({ kind: 'here' });
    // Asked while asleep, and Muster already taken meanwhile: nothing is kept over the other's game.
    if (m.kind === 'let-go' && markedElsewhere()) stolen();
    else if (m.kind === 'let-go') {
      holding = false;
      // The game is kept (autosaved) before the other tab may read or write the autosave.
      void keep(false)
        .catch(() => undefined)
        .finally(() => {
          release?.();
          release = null;
          channel.postMessage({ kind: 'gone' });
        });
    }
  });

  /** Holds the lock until let go; resolves whether it was had (`steal`: taken from a tab that did not let go). */
  const hold = (options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal }): Promise<boolean> =>
    new Promise((resolve) => {
      if (!locks) return resolve(true);
      locks
        .request(LOCK, options, (lock) => {
          if (!lock) return resolve(false);
          resolve(true);
          return new Promise<void>((let_go) => (release = let_go));
        })
        // Stolen by a tab whose ask went unanswered: this one holds nothing any more. (Or, waiting
        // for it, given up: never had.)
        .catch(() => {
          resolve(false);
          stolen();
        });
    });

  /** Whether a live tab answers that it holds Muster. */
  const someoneHere = async (): Promise<boolean> => {
    const answered = hear('here', ANSWER_MS);
    channel.postMessage({ kind: 'who' });
    return answered;
  };

  const claim = async (): Promise<boolean> => {
    if (holding) return true;
    let had: boolean;
    if (!locks) had = !(await someoneHere());
    else if (await hold({ ifAvailable: true })) had = true;
    // Held, and no tab says so: the page before a reload, going. Its claim is waited for a moment.
    else had = !(await someoneHere()) && typeof AbortSignal.timeout === 'function' && (await hold({ signal: AbortSignal.timeout(GOING_MS) }));
    if (had) markHeld();
    return had;
  };

  return {
    claim,
    async takeOver() {
      // Nobody holds it now (the other tab was closed): taken at once.
      if (await claim()) return;
      const gone = hear('gone', LET_GO_MS);
      channel.postMessage({ kind: 'let-go' });
      const answered = await gone;
      // A tab that did not answer (closed meanwhile, or hung) has its claim taken from it.
      if (locks) await hold(answered ? {} : { steal: true });
      markHeld();
    },
    onAsked(k) {
      keep = k;
    },
    lost() {
      if (!markedElsewhere()) return false;
      stolen();
      return true;
    },
  };
}
