// Tabs of one browser for tests of the tab guard (tab-guard.ts): their channel, their lock and
// their claim mark, with a tab the browser can put to sleep (what it is sent waits until it wakes).
import type { ChannelLike, ClaimMark, LocksLike } from '../app/tab-guard';

type Listener = (e: { data: unknown }) => void;

/** A sleeping tab hears nothing; woken, it hears what came meanwhile, in order. */
export class Sleeper {
  asleep = false;
  private held: (() => void)[] = [];
  /** Runs `f` now, or on waking. */
  deliver(f: () => void): void {
    if (this.asleep) this.held.push(f);
    else f();
  }
  wake(): void {
    this.asleep = false;
    for (const f of this.held.splice(0)) f();
  }
}

/** The tabs' channel: a message reaches every other tab, later (as a BroadcastChannel's does). */
export function tabChannels() {
  const tabs: { listeners: Listener[]; sleeper: Sleeper }[] = [];
  return (sleeper = new Sleeper()): ChannelLike => {
    const mine = { listeners: [] as Listener[], sleeper };
    tabs.push(mine);
    return {
      postMessage: (data) =>
        setTimeout(() => tabs.filter((t) => t !== mine).forEach((t) => t.sleeper.deliver(() => t.listeners.forEach((l) => l({ data })))), 1),
      addEventListener: (_type, l) => void mine.listeners.push(l),
    };
  };
}

/** The claim mark every tab reads (localStorage): a write is heard by the other tabs (their storage event). */
export function claimMarks() {
  let value: string | null = null;
  const tabs: { changed: (() => void)[]; sleeper: Sleeper }[] = [];
  return (sleeper = new Sleeper()): ClaimMark => {
    const mine = { changed: [] as (() => void)[], sleeper };
    tabs.push(mine);
    return {
      read: () => value,
      write: (token) => {
        value = token;
        setTimeout(() => tabs.filter((t) => t !== mine).forEach((t) => t.sleeper.deliver(() => t.changed.forEach((f) => f()))), 1);
      },
      watch: (changed) => void mine.changed.push(changed),
    };
  };
}

/** One lock, as navigator.locks keeps it: held until its callback's promise settles; waiters queue (until their signal aborts); steal takes it. */
export function lockManager(): LocksLike {
  let held: { reject: (e: Error) => void } | null = null;
  const queue: (() => void)[] = [];
  const grant = (callback: (lock: unknown) => unknown): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const mine = { reject };
      held = mine;
      Promise.resolve(callback({ name: 'muster-tab' })).then((v) => {
        if (held === mine) {
          held = null;
          queue.shift()?.();
        }
        resolve(v);
      });
    });
  return {
    request(_name, options, callback) {
      if (options.steal) {
        held?.reject(new Error('AbortError'));
        return grant(callback);
      }
      if (!held) return grant(callback);
      if (options.ifAvailable) return Promise.resolve(callback(null));
      // Waiting, given up when the signal aborts (a wait for a page going that never went).
      const { signal } = options;
      if (signal?.aborted) return Promise.reject(new Error('AbortError'));
      return new Promise((resolve, reject) => {
        const go = () => {
          signal?.removeEventListener('abort', abort);
          resolve(grant(callback));
        };
        const abort = () => {
          queue.splice(queue.indexOf(go), 1);
          reject(new Error('AbortError'));
        };
        signal?.addEventListener('abort', abort, { once: true });
        queue.push(go);
      });
    },
  };
}
