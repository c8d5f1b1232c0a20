// The soak, CI-sized: 50 whole games of each game, computer against computer (the Free Table's
// seeded random player on a table of its own). Every state of every game is checked (plain data,
// on the table, a short progress line); the first two games of each are saved, read back and
// resumed at every state, the other 48 at a random 5% of their states and at the end. The full
// soak (1,000 games a game) is `npm run bench:rules`.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { AnyGame } from '../../engine/game';
import { tiny18c } from '../tiny-18c/game';
import { GameSession } from '../../kits/shell/session';
import { saveRoundTrip, soak } from './soak';
import { SUBJECTS, tiny18cSubject } from './subjects';
import { soakGames } from './soak-games';

// ACW Ironclads, the slowest, soaks in soak-ironclads.test.ts, so the two run side by side;
// Skirmish at Jumonville Glen, whose games run to hundreds of actions, in soak-jumonville.test.ts.
describe('the soak: every state saves, reads back and resumes the same', () => {
  for (const subject of SUBJECTS.filter((s) => s.game.id !== 'acw-ironclads' && s.game.id !== 'jumonville')) soakGames(subject);
});

describe('the soak finds what it is for', () => {
  it('a progress line too long for the saves list, a state that is not plain data, a move its own save refuses, and a log that replays differently', () => {
    const broken = (change: Partial<AnyGame>) => ({ ...tiny18cSubject, game: { ...tiny18c, ...change } });
    // The save fits the line to the format (so the game still saves), but the soak counts the state as bad.
    const long = soak(broken({ progress: () => 'x'.repeat(125) }), { games: 1, firstSeed: 1, everyState: 1, sampleRate: 0 });
    expect(long.failures).toEqual({ 'bad state': 1 });

    // Rules that accept a move their schema refuses (as Cups of War's Done with a clock below 0 was):
    // the game plays on, but the saves store would refuse every save after that move.
    const lax = broken({ actionSchema: v.never() as unknown as AnyGame['actionSchema'] });
    expect(soak(lax, { games: 1, firstSeed: 1, everyState: 1, sampleRate: 0 }).failures).toMatchObject({ 'store refused': 1 });

    const nan = soak(broken({ setup: (m, seed) => ({ ...tiny18c.setup(m, seed), odd: NaN }) }), { games: 1, firstSeed: 1, everyState: 1, sampleRate: 0 });
    expect(nan.failures).toMatchObject({ 'bad state': 1, 'not plain data': 1 });

    // Rules that read something a save does not keep (here, how many times they were asked).
    let calls = 0;
    const forgetful = broken({ describe: (a, b, seat) => `${tiny18c.describe(a, b, seat)} (${calls++})` });
    expect(soak(forgetful, { games: 1, firstSeed: 1, everyState: 1, sampleRate: 0 }).failures).toMatchObject({ 'log differs': 1 });
  });

  it('a save that resumes to another state', () => {
    const session = GameSession.start(tiny18c, { options: tiny18c.defaultOptions, players: tiny18c.defaultOptions.armies.map((_, i) => ({ name: `P${i}`, control: 'computer', strength: 'easy' })) }, 3, 'x');
    expect(saveRoundTrip(session)).toBeNull();
    session.history = { ...session.history, states: [{ ...(session.state as object), turn: 9 }] };
    expect(saveRoundTrip(session)?.kind).toBe('state differs');
  });
});
