import { describe, expect, it } from 'vitest';
import { ArenaError, playMatch, type Decide } from './arena';
import { diceRace, type RaceAction, type RaceState } from '../testing/test-game';

const seats = [
  { name: 'A', control: 'computer' as const, strength: 'normal' as const },
  { name: 'B', control: 'computer' as const, strength: 'normal' as const },
];
const roller: Decide<RaceState, RaceAction> = () => ({ type: 'roll' });

describe('playMatch', () => {
  it('plays a game to its end through the rules, each seat from its own view, the same for the same seed', () => {
    const seen: (number | null)[] = [];
    const watcher: Decide<RaceState, RaceAction> = (view, seat) => {
      seen.push(seat);
      // Its own view: the other seat's secret hidden.
      expect(view.secret).toEqual(['red plan', 'hidden']);
      return { type: 'roll' };
    };
    const a = playMatch(diceRace, [watcher, roller], { options: { target: 20 }, players: seats }, 7, { maxMoves: 100 });
    const b = playMatch(diceRace, [roller, roller], { options: { target: 20 }, players: seats }, 7, { maxMoves: 100 });
    expect(a.winners).toEqual(b.winners);
    expect(a.moves).toBe(b.moves);
    expect(a.winners).toHaveLength(1);
    expect(Math.max(...a.state.scores)).toBeGreaterThanOrEqual(20);
    expect(seen.every((s) => s === 0)).toBe(true);
    expect(a.decisions[0]).toHaveLength(Math.ceil(a.moves / 2));
  });

  it("throws on a player's refused move, naming the rules' reason, and on a game that never ends", () => {
    const cheat: Decide<RaceState, RaceAction> = () => ({ type: 'jump', to: 20 });
    expect(() => playMatch(diceRace, [cheat, roller], { options: { target: 20 }, players: seats }, 1, { maxMoves: 100 })).toThrow(/seat 0's player chose a refused move .*roll the die/);
    const passer: Decide<RaceState, RaceAction> = () => ({ type: 'pass' });
    expect(() => playMatch(diceRace, [passer, passer], { options: { target: 20 }, players: seats }, 1, { maxMoves: 50 })).toThrow(ArenaError);
  });
});
