// The frame hold across two real threads: Node's worker_threads stand in for the page and the bot's
// worker (Atomics behave the same; the page's own thread may not wait, so here the test's thread
// plays whichever side waits).
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createFrameHold, giveWayTo, type GaveWay } from './frame-hold';

/** Runs `body` in another thread with `cell` as `c`; resolves with what it posts. */
function inThread<T>(cell: Int32Array, body: string): Promise<T> {
  const worker = new Worker(`const { parentPort, workerData } = require('node:worker_threads'); const c = workerData; ${body}`, { eval: true, workerData: cell });
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (m: T) => void worker.terminate().then(() => resolve(m)));
    worker.once('error', reject);
  });
}

describe('createFrameHold', () => {
  it('has no cell where memory cannot be shared, and then marks nothing', () => {
    const hold = createFrameHold(false);
    expect(hold.cell).toBeNull();
    hold.begin();
    hold.end();
  });

  it('marks the cell while a frame is made', () => {
    const hold = createFrameHold(true);
    const cell = hold.cell as Int32Array;
    expect(cell.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(cell[0]).toBe(0);
    hold.begin();
    expect(cell[0]).toBe(1);
    hold.end();
    expect(cell[0]).toBe(0);
  });

  it("wakes a worker waiting on the frame as soon as it ends, not at the wait's limit", async () => {
    const hold = createFrameHold(true);
    hold.begin();
    // The other thread waits up to 20 s; it says whether it was woken ('ok' or 'not-equal', if the
    // frame had already ended) or gave up ('timed-out').
    const woken = inThread<string>(hold.cell as Int32Array, `parentPort.postMessage(Atomics.wait(c, 0, 1, 20000));`);
    await new Promise((r) => setTimeout(r, 50));
    hold.end();
    expect(await woken).not.toBe('timed-out');
  });
});

describe('giveWayTo', () => {
  it('goes straight on when no frame is being made', () => {
    const tally: GaveWay = { times: 0, ms: 0 };
    giveWayTo(new Int32Array(new SharedArrayBuffer(4)), tally)();
    expect(tally).toEqual({ times: 0, ms: 0 });
  });

  it('waits while a frame is made and goes on when it ends', async () => {
    const cell = new Int32Array(new SharedArrayBuffer(8));
    cell[0] = 1;
    // The "page" ends its frame 50 ms from now, first noting (in the cell's second slot) that it did.
    const ended = inThread<string>(cell, `setTimeout(() => { Atomics.store(c, 1, 1); Atomics.store(c, 0, 0); Atomics.notify(c, 0); parentPort.postMessage('ended'); }, 50);`);
    const tally: GaveWay = { times: 0, ms: 0 };
    giveWayTo(cell, tally, 20_000)();
    // Back only once the frame ended, well before the limit.
    expect(Atomics.load(cell, 1)).toBe(1);
    expect(tally.times).toBe(1);
    expect(tally.ms).toBeLessThan(10_000);
    await ended;
  });

  it('never waits longer than its limit for one frame (a frame that never ends cannot stop the worker)', () => {
    const cell = new Int32Array(new SharedArrayBuffer(4));
    cell[0] = 1;
    const tally: GaveWay = { times: 0, ms: 0 };
    giveWayTo(cell, tally, 30)();
    expect(tally.times).toBe(1);
    expect(tally.ms).toBeGreaterThanOrEqual(25);
    expect(Atomics.load(cell, 0)).toBe(1);
  });
});
