import { describe, expect, it } from 'vitest';
import { series } from './lab';

// A file of its own: whole games against the look ahead take several seconds each on a loaded machine.
// What is tested is who wins, not how fast (the bench times the computer): the time allowed is wide,
// since the series took 114 s once on a machine doing three other checkouts' tests (25 s quiet).
describe('the computer against the random player', () => {
  it('normal beats random clearly over a small series (both glens, both teams)', () => {
    const r = series('normal', 'random', 4, 100);
    expect(r.won / r.games).toBeGreaterThanOrEqual(0.7);
  }, 300_000);
});
