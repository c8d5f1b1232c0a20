// The save fuzzer, CI-sized (the bench runs thousands: npm run bench:saves): damaged files of every
// game through the main process's store on a real disk. Each must end in a clear error naming the
// file, or a correct load: never a crash, a hang, a silent wrong load, or a lost save or backup.
import { describe, expect, it } from 'vitest';
import { failuresIn, fuzzTarget } from '../renderer/testing/save-fuzz';
import { mainStoreTarget } from './testing/save-fuzz-target';

const SEED = Number(process.env.MUSTER_FUZZ_SEED ?? 10);

describe('the save fuzzer against the main process store', () => {
  it(`100 damaged files and 30 damaged saves to write (seed ${SEED}): each a clear error or a correct load`, async () => {
    const r = await fuzzTarget(mainStoreTarget(), { files: 100, writes: 30, seed: SEED, heavy: false, clock: () => performance.now() });
    expect(r.files.failures).toEqual([]);
    expect(r.writes.failures).toEqual([]);
    expect([r.files.tried, failuresIn(r.files), r.writes.tried, failuresIn(r.writes)]).toEqual([100, 0, 30, 0]);
    // It tries both sides: files that must load, and files that must be refused.
    expect(r.files.counts['correct load']).toBeGreaterThan(5);
    expect(r.files.counts['clear error']).toBeGreaterThan(50);
  }, 120_000);
});
