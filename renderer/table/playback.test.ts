// The playback every game's table plays through: the bar shows what plays, and a skip (the bar's
// button, Escape, a click) ends every tween and pause at once, and those after it take no time.
import type Phaser from 'phaser';
import { describe, expect, it } from 'vitest';
import { Playback } from './playback';
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

describe('Playback', () => {
  it('shows its label on the bar while it holds the table, and the bar goes when it ends', () => {
    const ui = newUi();
    const pb = new Playback(fakeScene().scene, ui);
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
    const pb = new Playback(scene, ui);
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
    const pb = new Playback(scene, newUi());
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
    const pb = new Playback(fakeScene().scene, newUi());
    pb.skip();
    expect(pb.skips).toBe(0);
    expect(pb.skipped).toBe(false);
  });

  it('once its scene is going (stop), nothing waiting on a tween or a pause goes on: the code after it would draw on a table taken down', async () => {
    const ui = newUi();
    const { scene, tweens, timers } = fakeScene();
    const pb = new Playback(scene, ui);
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
