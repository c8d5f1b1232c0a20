// The playback every game's table plays through: the bar shows what plays, and a skip (the bar's
// button, Escape, a click) ends every tween and pause at once, and those after it take no time.
import type Phaser from 'phaser';
import { describe, expect, it } from 'vitest';
import { Playback, type WindowsOver } from './playback';
import { TableUi } from './table-ui';

/** Just enough of a Phaser scene: tweens and timers that run only when the test says so. */
function fakeScene() {
  const tweens: { config: Phaser.Types.Tweens.TweenBuilderConfig; stopped: boolean }[] = [];
  const timers: { ms: number; fire: () => void; removed: boolean }[] = [];
  const scene = {
    tweens: {
      add: (config: Phaser.Types.Tweens.TweenBuilderConfig) => {
        const t = { config, stopped: false, stop: () => void (t.stopped = true) };
        tweens.push(t);
        return t;
      },
    },
    time: {
      delayedCall: (ms: number, fire: () => void) => {
        const t = { ms, fire, removed: false, remove: () => void (t.removed = true) };
        timers.push(t);
        return t;
      },
    },
  };
  return { scene: scene as unknown as Phaser.Scene, tweens, timers };
}

const newUi = () => new TableUi(() => {}, () => {}, async () => null);

/** Windows over the table that open and close when the test says so; `watching` counts who waits for them. */
function fakeWindows() {
  const waiting = new Set<() => void>();
  const state = { open: false };
  const over: WindowsOver = {
    open: () => state.open,
    whenClosed: (closed) => {
      const once = () => {
        waiting.delete(once);
        closed();
      };
      waiting.add(once);
      return () => void waiting.delete(once);
    },
  };
  return {
    over,
    get open(): boolean {
      return state.open;
    },
    set open(on: boolean) {
      state.open = on;
    },
    get watching(): number {
      return waiting.size;
    },
    close(): void {
      state.open = false;
      for (const closed of [...waiting]) closed();
    },
  };
}
const noWindows = fakeWindows().over;

/** Lets the promises waiting on each other go on (a few turns of the microtask queue). */
const turns = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('Playback', () => {
  it('shows its label on the bar while it holds the table, and the bar goes when it ends', () => {
    const ui = newUi();
    const pb = new Playback(fakeScene().scene, ui, noWindows);
    pb.say('too early');
    expect(ui.store.get().playback).toBeNull();
    pb.begin();
    pb.say('Turn 2 begins');
    expect(ui.store.get().playback).toBe('Turn 2 begins');
    pb.end();
    expect(ui.store.get().playback).toBeNull();
    expect(pb.running).toBe(false);
  });

  it('a skip from the bar ends the tween and the pause in progress, and later ones take no time', async () => {
    const ui = newUi();
    const { scene, tweens, timers } = fakeScene();
    const pb = new Playback(scene, ui, noWindows);
    pb.begin();
    pb.say('The guns fire');
    let done = 0;
    const tween = pb.tween({ targets: {}, x: 1, duration: 500 }).then(() => done++);
    const pause = pb.wait(900).then(() => done++);
    await Promise.resolve();
    expect(done).toBe(0);
    expect(ui.skipPlayback()).toBe(true);
    await Promise.all([tween, pause]);
    expect(done).toBe(2);
    expect(tweens[0]?.stopped).toBe(true);
    expect(timers[0]?.removed).toBe(true);
    expect(pb.skips).toBe(1);
    // After the skip nothing waits: no new tween or timer is even started.
    await pb.wait(5000);
    await pb.tween({ targets: {}, x: 2, duration: 500 });
    expect(tweens).toHaveLength(1);
    expect(timers).toHaveLength(1);
    // Skipped, the bar says nothing more.
    pb.say('Turn 3 begins');
    expect(ui.store.get().playback).toBe('The guns fire');
  });

  it('plays out when nobody skips: a tween ends when it completes, a pause when its time comes', async () => {
    const { scene, tweens, timers } = fakeScene();
    const pb = new Playback(scene, newUi(), noWindows);
    pb.begin();
    let done = 0;
    const tween = pb.tween({ targets: {}, x: 1, duration: 500 }).then(() => done++);
    const pause = pb.wait(900).then(() => done++);
    tweens[0]?.config.onComplete?.({} as Phaser.Tweens.Tween, []);
    timers[0]?.fire();
    await Promise.all([tween, pause]);
    expect(done).toBe(2);
    expect(pb.skips).toBe(0);
    expect(tweens[0]?.stopped).toBe(false);
  });

  it('a skip when nothing plays does nothing', () => {
    const pb = new Playback(fakeScene().scene, newUi(), noWindows);
    pb.skip();
    expect(pb.skips).toBe(0);
    expect(pb.skipped).toBe(false);
  });

  it('once its scene is going (stop), nothing waiting on a tween or a pause goes on: the code after it would draw on a table taken down', async () => {
    const ui = newUi();
    const { scene, tweens, timers } = fakeScene();
    const pb = new Playback(scene, ui, noWindows);
    pb.begin();
    pb.say('The card turns');
    const after: string[] = [];
    void pb.wait(650).then(() => after.push('after the pause'));
    void pb.tween({ targets: {}, x: 1, duration: 260 }).then(() => after.push('after the tween'));
    pb.stop();
    expect(timers[0]?.removed).toBe(true);
    expect(tweens[0]?.stopped).toBe(true);
    expect(ui.store.get().playback).toBeNull();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(after).toEqual([]);
    expect(pb.running).toBe(false);
  });
});

describe('a playback behind a window (the rules, Save As, Print)', () => {
  it('waits to start its tweens and pauses until the window closes, then plays them out to be seen', async () => {
    const { scene, tweens, timers } = fakeScene();
    const windows = fakeWindows();
    const pb = new Playback(scene, newUi(), windows.over);
    pb.begin();
    windows.open = true;
    let done = 0;
    const tween = pb.tween({ targets: {}, x: 1, duration: 500 }).then(() => done++);
    const pause = pb.wait(900).then(() => done++);
    await turns();
    // Nothing has started behind the window.
    expect(tweens).toHaveLength(0);
    expect(timers).toHaveLength(0);
    expect(windows.watching).toBe(2);
    windows.close();
    await turns();
    expect(tweens).toHaveLength(1);
    expect(timers).toHaveLength(1);
    expect(done).toBe(0);
    tweens[0]?.config.onComplete?.({} as Phaser.Tweens.Tween, []);
    timers[0]?.fire();
    await Promise.all([tween, pause]);
    expect(done).toBe(2);
    expect(windows.watching).toBe(0);
  });

  it('a tween already playing as a window opens plays on; the next one waits', async () => {
    const { scene, tweens } = fakeScene();
    const windows = fakeWindows();
    const pb = new Playback(scene, newUi(), windows.over);
    pb.begin();
    const first = pb.tween({ targets: {}, x: 1, duration: 500 });
    windows.open = true;
    tweens[0]?.config.onComplete?.({} as Phaser.Tweens.Tween, []);
    await first;
    void pb.tween({ targets: {}, x: 2, duration: 500 });
    await turns();
    expect(tweens).toHaveLength(1);
    windows.close();
    await turns();
    expect(tweens).toHaveLength(2);
  });

  it('a window opened again before the wait goes on is waited for too', async () => {
    const { scene, timers } = fakeScene();
    const windows = fakeWindows();
    const pb = new Playback(scene, newUi(), windows.over);
    pb.begin();
    windows.open = true;
    void pb.wait(300);
    // Print closed and Save As opened at once: the second window is as much in the way.
    windows.over.whenClosed(() => void (windows.open = true));
    windows.close();
    await turns();
    expect(timers).toHaveLength(0);
    windows.close();
    await turns();
    expect(timers).toHaveLength(1);
  });

  it('a skip while it waits shows the outcome at once: nothing is started, and nobody watches the windows any more', async () => {
    const ui = newUi();
    const { scene, tweens, timers } = fakeScene();
    const windows = fakeWindows();
    const pb = new Playback(scene, ui, windows.over);
    pb.begin();
    pb.say('The guns fire');
    windows.open = true;
    let done = 0;
    const tween = pb.tween({ targets: {}, x: 1, duration: 500 }).then(() => done++);
    const pause = pb.wait(900).then(() => done++);
    await turns();
    expect(done).toBe(0);
    expect(ui.skipPlayback()).toBe(true);
    await Promise.all([tween, pause]);
    expect(done).toBe(2);
    expect(tweens).toHaveLength(0);
    expect(timers).toHaveLength(0);
    expect(windows.watching).toBe(0);
  });

  it('the scene going while it waits: nothing after goes on, and the windows are no longer watched', async () => {
    const { scene, tweens, timers } = fakeScene();
    const windows = fakeWindows();
    const pb = new Playback(scene, newUi(), windows.over);
    pb.begin();
    windows.open = true;
    const after: string[] = [];
    void pb.wait(650).then(() => after.push('after the pause'));
    void pb.tween({ targets: {}, x: 1, duration: 260 }).then(() => after.push('after the tween'));
    await turns();
    pb.stop();
    expect(windows.watching).toBe(0);
    windows.close();
    await turns();
    expect(after).toEqual([]);
    expect(tweens).toHaveLength(0);
    expect(timers).toHaveLength(0);
  });

  it('outside a playback (the table not held) nothing waits for a window', async () => {
    const { scene, timers } = fakeScene();
    const windows = fakeWindows();
    const pb = new Playback(scene, newUi(), windows.over);
    windows.open = true;
    void pb.wait(300);
    expect(timers).toHaveLength(1);
    expect(windows.watching).toBe(0);
  });
});

describe('waiting for the table (the computer playing every side)', () => {
  const ui = () => new TableUi(() => undefined, () => undefined, async () => null);
  const settled = async (p: Promise<void>): Promise<boolean> => {
    let done = false;
    void p.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('waits for the table to come up, then for every move queued to be shown', async () => {
    const u = ui();
    const first = u.whenShown();
    expect(await settled(first)).toBe(false);
    u.setPlaying(false); // the scene is built and drawn
    expect(await settled(first)).toBe(true);
    expect(await settled(u.whenShown())).toBe(true);
    u.setPlaying(true);
    const next = u.whenShown();
    const also = u.whenShown();
    expect(await settled(next)).toBe(false);
    u.setPlaying(false);
    expect(await settled(next)).toBe(true);
    expect(await settled(also)).toBe(true);
  });
});
