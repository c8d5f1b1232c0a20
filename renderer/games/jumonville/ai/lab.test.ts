import { describe, expect, it } from 'vitest';
import { series } from './lab';

// A file of its own: eight whole games take a few seconds.
describe('the computer against the random player', () => {
  it('normal beats random clearly over a small series (both glens, both teams)', () => {
    const r = series('normal', 'random', 8, 100);
    expect(r.won / r.games).toBeGreaterThanOrEqual(0.7);
  });
});
