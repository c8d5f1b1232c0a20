// The CI-sized soak of one game, as a vitest test (soak.test.ts and soak-ironclads.test.ts).
import { expect, it } from 'vitest';
import { soak } from './soak';
import type { Strength } from '../../engine/game';
import type { Subject } from './subjects';

export const SOAK_GAMES = 20;

export function soakGames(subject: Subject, games = SOAK_GAMES, everyState = 2, strength?: Strength): void {
  it(`${subject.game.title}: ${games} games to the end`, () => {
    const t = soak(subject, { games, firstSeed: 1, everyState, sampleRate: 0.05, strength });
    expect(t.examples).toEqual([]);
    expect(t.failures).toEqual({});
    expect(t.finished).toBe(games);
    expect(t.roundTrips).toBeGreaterThan(games);
    // A guard against a game that never ends, not a speed test (the bench times the soak: 1,000 games a game): 3 to 6 s
    // on a quiet 2-core machine, and more than twice that when the machine is shared.
  }, 120_000);
}
