// The random player: legal moves from its own view, the same move for the same view, never a
// concession while it can fight on, and whole games to their end.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../../kits/shell/session';
import { tippecanoe } from '../game';
import { legalMoves, type Side, type TipState } from '../rules';
import { randomBot } from './random';

describe('the random player', () => {
  it('plays whole games of legal moves from its own view, the same move for the same view, never conceding', () => {
    for (const seed of [1, 2, 3]) {
      const s = GameSession.start<TipState>(
        tippecanoe,
        {
          options: tippecanoe.defaultOptions,
          players: [
            { name: 'Native', control: 'computer', strength: 'easy' },
            { name: 'US', control: 'computer', strength: 'easy' },
          ],
        },
        seed,
        'Random',
      );
      let moves = 0;
      while (!tippecanoe.result(s.state) && moves < 5000) {
        const seat = s.computerToAct() as Side;
        const view = tippecanoe.playerView(s.state, seat);
        const move = randomBot(view, seat, 'easy');
        expect(randomBot(structuredClone(view), seat, 'easy')).toEqual(move);
        expect(legalMoves(s.state, seat)).toContainEqual(move);
        expect(move.type).not.toBe('concede');
        expect(s.act(move, seat)).toBeNull();
        moves++;
      }
      expect(tippecanoe.result(s.state)?.text).toMatch(/no unit left on the field/);
    }
  });
});
