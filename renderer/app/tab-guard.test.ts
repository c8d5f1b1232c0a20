// Two tabs of one browser share the autosave: Muster plays in one at a time, and a tab that takes
// it over has the other keep its game first (tab-guard.ts), with Web Locks or, without them, by
// asking on a BroadcastChannel.
import { describe, expect, it } from 'vitest';
import { ANSWER_MS, GOING_MS, createTabGuard } from './tab-guard';
import { Sleeper, claimMarks, lockManager, tabChannels as hub } from '../testing/tabs';

/**
 * Waits shortened: hearing another tab, 100 ms; a tab asked to let go has a second. (At 20 ms a
 * busy machine's timers let the answer come late: the second tab then took the lock's slow path.)
 */
const quick = { wait: (ms: number) => new Promise<void>((r) => setTimeout(r, ms === ANSWER_MS ? 100 : 1000)) };

for (const [how, locks] of [['with Web Locks', lockManager], ['on the channel alone', () => undefined]] as const) {
  describe(`tabs sharing the autosave, ${how}`, () => {
    it('the first holds Muster, the second is told another has it, and taking over has the first keep its game first', async () => {
      const channel = hub();
      const manager = locks();
      const guard = () => createTabGuard({ channel: channel(), ...(manager ? { locks: manager } : {}), ...quick })!;
      const first = guard();
      const second = guard();
      const said: string[] = [];
      first.onAsked(async (stolen) => {
        said.push(`first keeps its game${stolen ? ' (stolen)' : ''}`);
        await new Promise((r) => setTimeout(r, 10));
        said.push('first kept it');
      });
      second.onAsked(async () => void said.push('second keeps its game'));
      expect(await first.claim()).toBe(true);
      expect(await second.claim()).toBe(false);
      await second.takeOver();
      said.push('second holds it');
      expect(said).toEqual(['first keeps its game', 'first kept it', 'second holds it']);
      // And back again: the first asks, the second lets go.
      expect(await first.claim()).toBe(false);
      await first.takeOver();
      expect(said.at(-1)).toBe('second keeps its game');
    });

    it('a tab alone takes Muster at once on "Use Muster here" (the other was closed)', async () => {
      const channel = hub();
      const manager = locks();
      const only = createTabGuard({ channel: channel(), ...(manager ? { locks: manager } : {}), ...quick })!;
      const started = Date.now();
      await only.takeOver();
      expect(await only.claim()).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
    });
  });
}

it('a page reloaded waits a moment for the claim of the page before it, which no tab answers for (it is going)', async () => {
  const manager = lockManager();
  let going: () => void = () => undefined;
  void manager.request('muster-tab', {}, () => new Promise<void>((r) => (going = r)));
  const page = createTabGuard({ channel: hub()(), locks: manager, ...quick })!;
  const claimed = page.claim();
  setTimeout(() => going(), 100);
  expect(await claimed).toBe(true);
});

it('a page whose lock is held by a tab that never answers nor lets go gives up after a moment, rather than waiting for ever', async () => {
  const manager = lockManager();
  void manager.request('muster-tab', {}, () => new Promise<void>(() => undefined));
  const page = createTabGuard({ channel: hub()(), locks: manager, ...quick })!;
  const started = Date.now();
  expect(await page.claim()).toBe(false);
  expect(Date.now() - started).toBeGreaterThanOrEqual(GOING_MS - 50);
});

it('a browser without a channel between tabs has no guard (each tab plays, as before)', () => {
  expect(createTabGuard({})).toBeNull();
});

it('a tab asleep while another took Muster (it did not answer) finds so in the claim mark on waking, and lets go as stolen', async () => {
  const channels = hub();
  const marks = claimMarks();
  const asleep = new Sleeper();
  const first = createTabGuard({ channel: channels(asleep), mark: marks(asleep), ...quick })!;
  const said: string[] = [];
  first.onAsked(async (stolen) => void said.push(stolen ? 'stolen' : 'kept'));
  expect(first.lost()).toBe(false);
  expect(await first.claim()).toBe(true);
  asleep.asleep = true;
  const second = createTabGuard({ channel: channels(), mark: marks(), ...quick })!;
  expect(await second.claim()).toBe(true);
  // Before it hears anything, the woken tab asks (its autosave due): Muster is no longer its own.
  expect(first.lost()).toBe(true);
  expect(second.lost()).toBe(false);
  asleep.wake();
  await new Promise((r) => setTimeout(r, 10));
  expect(said).toEqual(['stolen']);
});
