// Undo in Tiny 18c, through the game session the app uses: it takes back orders still secret,
// never what a player has seen of the other side's orders or of the dice.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../kits/shell/session';
import { tiny18c } from './game';

describe('undo against the computer in Tiny 18c', () => {
  it("never takes back a resolved phase: the computer's orders and the dice stay as they were seen", () => {
    const board = ['A • • • •', '• • • • •', '• • • • •', '• • • • •', 'i • a • p'].join('\n');
    const s = GameSession.start(
      tiny18c,
      {
        options: { armies: [[], []], turnLimit: 30, board },
        players: [
          { name: 'You', control: 'human', strength: 'normal' },
          { name: 'Computer', control: 'computer', strength: 'normal' },
        ],
      },
      3,
      'Tiny',
    );
    const computerPlays = () => {
      const seat = s.computerToAct();
      expect(seat).toBe(1);
      const view = tiny18c.playerView(s.state as Parameters<typeof tiny18c.playerView>[0], 1);
      expect(s.act(tiny18c.bot!(view, 1, 'normal'), 1)).toBeNull();
    };
    expect(s.act({ type: 'commit', orders: { phase: 'movement', moves: {} } }, 0)).toBeNull();
    computerPlays();
    // Declarations: my gun fires at a unit the computer leaves standing (a unit on the move is
    // missed without a roll), the computer gives its orders, the die is rolled.
    const its = tiny18c.bot!(tiny18c.playerView(s.state as Parameters<typeof tiny18c.playerView>[0], 1), 1, 'normal').orders;
    const target = ['i', 'a', 'p'].find((id) => its.phase === 'declarations' && its.action?.unit !== id)!;
    expect(s.act({ type: 'commit', orders: { phase: 'declarations', action: null, shots: { A: target } } }, 0)).toBeNull();
    computerPlays();
    const seen = s.log.at(-1)!;
    expect(seen.events.some((e) => e.kind === 'roll')).toBe(true);
    const state = s.state;
    // Undo (the button, the keys, or a step back in the log) cannot go behind what I have seen.
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
    s.seek(0);
    expect(s.state).toBe(state);
    expect(s.undoFloor).toBe(s.history.cursor);
    // My own orders for the next phase, still secret and not carried out, I may take back.
    expect(s.act({ type: 'commit', orders: { phase: 'movement', moves: {} } }, 0)).toBeNull();
    expect(s.undo()).toBe(true);
    expect(s.state).toBe(state);
    expect(s.canUndo).toBe(false);
  });
});
