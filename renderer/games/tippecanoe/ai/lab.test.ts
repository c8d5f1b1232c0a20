import { describe, expect, it } from 'vitest';
import { playMatch } from '../../../engine/arena';
import { tippecanoeLab } from './lab';

describe('the balance lab', () => {
  it('plays Battle of Tippecanoe to an end between its players, the same each time for a seed, and reads how it went', () => {
    const lab = tippecanoeLab;
    const play = (n: number) => playMatch(lab.game, [lab.players.random!, lab.players.random!], lab.setup(n, 'as-written'), 1_000 + n, { maxMoves: lab.maxMoves });
    for (const n of [0, 1, 2]) {
      const a = play(n);
      expect(a.winners).toHaveLength(1);
      expect(a).toMatchObject({ winners: play(n).winners, moves: play(n).moves });
      const m = lab.measure(a);
      expect(m.ending).toBe(a.state.result?.how === 'conceded' ? 'concession' : 'annihilation');
      expect(m.lengths.rounds).toBeGreaterThan(0);
      expect(m.lengths.turns).toBe(a.state.turns[0] + a.state.turns[1]);
    }
  });
});
