// Every game's player view hides the dice to come: what a seat sees (and what a bot decides
// from) never holds the generator's state, so nobody can work out the next roll or shuffle.
import { describe, expect, it } from 'vitest';
import { RULES } from './rules-registry';

describe('player views', () => {
  for (const game of Object.values(RULES)) {
    it(`${game.title} never shows a seat the dice to come`, () => {
      const players = Array.from({ length: game.minPlayers }, (_, i) => ({ name: `P${i}`, control: 'human' as const, strength: 'normal' as const }));
      const state = game.setup({ options: game.defaultOptions, players }, 12345) as { rng: unknown };
      for (const seat of [...players.keys(), null]) {
        const view = game.playerView(state, seat) as { rng: unknown };
        expect(view.rng).not.toEqual(state.rng);
        // The same view for every seed: nothing of the stream leaks.
        const other = game.playerView(game.setup({ options: game.defaultOptions, players }, 999), seat) as { rng: unknown };
        expect(view.rng).toEqual(other.rng);
      }
    });
  }
});
