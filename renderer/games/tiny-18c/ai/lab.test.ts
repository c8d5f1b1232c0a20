import { describe, expect, it } from 'vitest';
import { playMatch } from '../../../engine/arena';
import { tiny18cLab } from './lab';

describe('the balance lab', () => {
  it("plays Tiny 18c between any two of its players", () => {
    const lab = tiny18cLab;
    const r = playMatch(lab.game, [lab.players.greedy!, lab.players.random!], lab.setup(3, 'as-written'), 1_003, { maxMoves: lab.maxMoves });
    expect(r.draw || r.winners.length === 1).toBe(true);
    expect(lab.measure(r).lengths.turns).toBe(r.state.turn);
    expect(['rout', 'turn limit', 'both broke']).toContain(lab.measure(r).ending);
  });
});
