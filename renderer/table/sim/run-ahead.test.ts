import { describe, expect, it } from 'vitest';
import { RunAhead, Throw } from './run-ahead';
import { TileShake, type CupPour } from './tile-shake';

const TABLE = { width: 900, height: 640 };
const pour = (seed: number): CupPour => ({
  x: 450,
  y: 560,
  vx: 40,
  vy: -900,
  vigour: 0.7,
  seed,
  tiles: Array.from({ length: 15 }, (_, k) => `r${k}`),
});

/** Counts the steps a stand-in simulation is asked for; still after `length` of them. */
function counter(length: number) {
  let steps = 0;
  return { step: () => ++steps >= length, poses: () => steps, get steps() { return steps; } };
}

describe('a throw worked out ahead of the screen', () => {
  it('shows every step in order, the physics `pace` steps ahead of the one shown, and ends on where everything lies', () => {
    const sim = counter(20);
    const run = new RunAhead(sim.step, sim.poses, 6);
    const shown: number[] = [];
    const ahead: number[] = [];
    for (let frame = 0; frame < 40; frame++) {
      const next = run.next();
      if (!next) throw new Error('the physics fell behind the screen');
      shown.push(next.frame);
      ahead.push(sim.steps - next.frame);
      if (next.last) break;
    }
    expect(shown).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Four frames in, the physics is done: 20 steps known while the fourth is shown.
    expect(ahead.slice(0, 3)).toEqual([5, 10, 15]);
    expect(run.done).toBe(true);
  });

  it('knows where everything lies a few frames after the release: the whole shake is known by the time a sixth of it has been shown', () => {
    const sim = new TileShake(TABLE, [pour(7)], 22);
    const run = new RunAhead(() => sim.step(), () => sim.landings(), 6);
    let frames = 0;
    while (!run.done) {
      run.next();
      frames++;
    }
    expect(run.frames.length).toBeGreaterThan(60);
    expect(frames).toBeLessThanOrEqual(Math.ceil(run.frames.length / 6));
    // Where they lie is what the same shake run to the end at once says: the log and the screen agree.
    expect(run.frames.at(-1)).toEqual(new TileShake(TABLE, [pour(7)], 22).runToEnd());
  });

  it('skipped, it works out the rest at once and shows the end', () => {
    const sim = counter(50);
    const run = new RunAhead(sim.step, sim.poses, 6);
    run.next();
    expect(run.end()).toBe(50);
    expect(run.left).toBe(0);
    expect(run.next()).toEqual({ frame: 50, last: true });
  });
});

describe('a throw in the air', () => {
  it('is logged once, as soon as the physics reaches the end, with where everything lies', () => {
    const sim = counter(10);
    const logs: number[] = [];
    const t = new Throw(sim.step, sim.poses, (last) => logs.push(last) > 0);
    t.next();
    expect(logs).toEqual([]);
    t.next();
    expect(logs).toEqual([10]);
    t.settle();
    expect(t.finish()).toBe(10);
    expect(logs).toEqual([10]);
  });

  it('saved or left in its first moment, it is worked out and logged at once; refused, it shows no more', () => {
    const sim = counter(30);
    const logs: number[] = [];
    const t = new Throw(sim.step, sim.poses, (last) => (logs.push(last), false));
    t.settle();
    expect(logs).toEqual([30]);
    expect(t.next()).toBeNull();
    expect(t.finish()).toBeNull();
  });
});

describe('a throw behind a window (the rules, Save As, Print opened while it falls)', () => {
  /** A stand-in playback: its waits end when `elapse` is called (a timer run out, or a skip). */
  function waits() {
    const ends: (() => void)[] = [];
    return {
      wait: () => new Promise<void>((resolve) => ends.push(resolve)),
      elapse: () => ends.splice(0).forEach((end) => end()),
      get waiting() {
        return ends.length;
      },
    };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('shows nothing new while held, yet is logged as soon as its end is known; on the window closing, the fall plays on from where it stopped', () => {
    const sim = counter(20);
    const logs: number[] = [];
    const t = new Throw(sim.step, sim.poses, (last) => logs.push(last) > 0);
    expect(t.next()).toEqual({ frame: 1, last: false });
    for (let i = 0; i < 10; i++) expect(t.next(true)).toBeNull();
    expect(logs).toEqual([20]);
    expect(t.next()).toEqual({ frame: 2, last: false });
  });

  /** A throw of 20 steps whose playback waits for it to land, held behind a window for a frame. */
  function heldThrow() {
    const sim = counter(20);
    const t = new Throw(sim.step, sim.poses, () => true);
    const playback = waits();
    const wait = { over: false };
    void t.waitFor(playback).then(() => (wait.over = true));
    t.next(true);
    return { t, playback, wait };
  }

  it('its playback waits on while the fall was held, and ends once a wait passes with the fall shown', async () => {
    const { t, playback, wait } = heldThrow();
    playback.elapse();
    await tick();
    expect(wait.over).toBe(false);
    expect(playback.waiting).toBe(1);
    t.next();
    playback.elapse();
    await tick();
    expect(wait.over).toBe(true);
  });

  it('its playback ends at once when it lands', async () => {
    const { t, wait } = heldThrow();
    t.finish();
    t.land();
    await tick();
    expect(wait.over).toBe(true);
  });
});
