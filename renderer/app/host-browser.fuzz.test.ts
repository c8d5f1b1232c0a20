// The save fuzzer, CI-sized, against the browser host's saves (IndexedDB): the same damaged files
// and values as the main process's store meets, and the same verdicts.
import { describe, expect, it } from 'vitest';
import { failuresIn, fuzzTarget } from '../testing/save-fuzz';
import { browserHostTarget } from '../testing/save-fuzz-browser';

const SEED = Number(process.env.MUSTER_FUZZ_SEED ?? 10);

describe('the save fuzzer against the browser host', () => {
  it(`100 damaged saves and 30 damaged values to write (seed ${SEED}): each a clear error or a correct load`, async () => {
    const r = await fuzzTarget(browserHostTarget(), { files: 100, writes: 30, seed: SEED, heavy: false, clock: () => performance.now() });
    expect(r.files.failures).toEqual([]);
    expect(r.writes.failures).toEqual([]);
    expect([r.files.tried, failuresIn(r.files), r.writes.tried, failuresIn(r.writes)]).toEqual([100, 0, 30, 0]);
    expect(r.files.counts['correct load']).toBeGreaterThan(5);
    expect(r.files.counts['clear error']).toBeGreaterThan(50);
  }, 120_000);
});
