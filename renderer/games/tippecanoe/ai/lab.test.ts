import { describe, expect, it } from 'vitest';
import { playMatch } from '../../../engine/arena';
import { legalMoves, type Side, type TipState } from '../rules';
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

  it('seats every computer player, weakest first, and pairs random, greedy and normal by default; each plays a whole game from its view', () => {
    const lab = tippecanoeLab;
    expect(Object.keys(lab.players)).toEqual(['random', 'greedy', 'easy', 'normal', 'hard']);
    expect(lab.defaultPlayers).toEqual(['random', 'greedy', 'normal']);
    const seen: [TipState, number][] = [];
    const watch = (view: TipState, seat: number) => {
      if (legalMoves(view, seat as Side).length > 3) seen.push([view, seat]);
      return lab.players.greedy!(view, seat);
    };
    const r = playMatch(lab.game, [lab.players.easy!, watch], lab.setup(0, 'as-written'), 7, { maxMoves: lab.maxMoves });
    expect(r.state.result?.how).toBe('routed');
    // The table's computer is the search at the seat's strength.
    for (const [view, seat] of seen.filter((_, i) => i % Math.ceil(seen.length / 6) === 0)) expect(lab.game.bot?.(view, seat, 'easy')).toEqual(lab.players.easy!(view, seat));
  });
});
