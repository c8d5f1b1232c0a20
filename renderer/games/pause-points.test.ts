// Every game's computer player gives way at its pause points (engine/pause-point.ts: where the bot
// worker lets the page draw a frame, app/frame-hold.ts), and the hook never changes what it
// decides. Each game is played on by its normal computers until the search has reached a pause
// point, every decision taken twice: with a counting hook and with none.
import { afterEach, describe, expect, it } from 'vitest';
import { setPausePoint } from '../engine/pause-point';
import type { AnyGame } from '../engine/game';
import { RULES } from './rules-registry';

/** Games whose computers search: Cups of War's plays on the table's clock, the Free Table has none. */
const SEARCHING = ['tiny-18c', 'acw-ironclads', 'tippecanoe', 'jumonville'];

function playUntilPaused(game: AnyGame, seed: number, limit: number): { pauses: number; decisions: number } {
  const players = Array.from({ length: game.minPlayers }, (_, i) => ({ name: `P${i}`, control: 'computer' as const, strength: 'normal' as const }));
  let state = game.setup({ options: game.defaultOptions, players }, seed);
  let pauses = 0;
  let decisions = 0;
  while (pauses === 0 && decisions < limit && !game.result(state)) {
    const seat = game.actors(state)[0];
    if (seat === undefined) break;
    const view = game.playerView(state, seat);
    setPausePoint(null);
    const plain = game.bot!(view, seat, 'normal');
    setPausePoint(() => pauses++);
    const paused = game.bot!(view, seat, 'normal');
    setPausePoint(null);
    expect(paused).toEqual(plain);
    decisions++;
    const next = game.apply(state, plain, seat);
    if (!next.ok) throw new Error(`${game.title}: the computer's ${JSON.stringify(plain)} was refused: ${next.message}`);
    state = next.state;
  }
  return { pauses, decisions };
}

describe('pause points in the computer players', () => {
  afterEach(() => setPausePoint(null));

  it('names real games', () => {
    for (const id of SEARCHING) expect(RULES[id]?.bot, id).toBeTypeOf('function');
  });

  for (const id of SEARCHING) {
    it(`${id}: the search reaches a pause point, and decides the same with a hook as without`, () => {
      const { pauses, decisions } = playUntilPaused(RULES[id] as AnyGame, 4242, 400);
      expect(pauses, `${decisions} decisions`).toBeGreaterThan(0);
    });
  }
});
