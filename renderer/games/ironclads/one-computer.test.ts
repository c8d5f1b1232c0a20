// A battle hosted across machines (each side arranges its own ships), saved while the ships were
// being arranged, and opened at one computer: the screen follows the side still to say it is ready,
// the computer says ready by itself, and the log replays to the same battle.
import { describe, expect, it } from 'vitest';
import type { SeatConfig } from '../../engine/game';
import { GameSession } from '../../kits/shell/session';
import { arrangingSeat, seatAtScreen } from './ironclads-ui';
import { ironclads } from './game';
import { scenarioOptions, type IroncladsState } from './rules';

const seats = (...c: SeatConfig['control'][]): SeatConfig[] => c.map((control, i) => ({ name: ['Anne', 'Ben'][i]!, control, strength: 'easy' }));
const options = ironclads.acrossMachines!({ ...scenarioOptions('memphis'), arrange: true });

/** What the table does after each action at one computer: hand the screen on, let the computer act. */
function settle(session: GameSession<IroncladsState>): void {
  for (let i = 0; i < 4; i++) {
    const next = seatAtScreen(session.state, session.players, session.viewer);
    if (next !== null) session.setViewer(next);
    const bot = session.computerToAct();
    if (bot === null) return;
    const action = ironclads.bot!(ironclads.playerView(session.state, bot), bot, 'easy');
    expect(session.act(action, bot)).toBeNull();
  }
}

function reopened(session: GameSession<IroncladsState>): GameSession<IroncladsState> {
  const r = GameSession.fromEnvelope(ironclads, session.toEnvelope('test', new Date(0)), null);
  if (!r.ok) throw new Error(r.message);
  return r.session as GameSession<IroncladsState>;
}

describe('a battle arranged across machines, opened at one computer', () => {
  it('two people: Ready to begin hands the screen to the side still arranging, whose Ready begins the battle; the log replays alike', () => {
    const session = GameSession.start<IroncladsState>(ironclads, { options, players: seats('human', 'human') }, 5, 'Apart');
    expect(session.state.options.eachSideArranges).toBe(true);
    const ship = session.state.ships.find((x) => x.side === 0)!;
    expect(session.act({ type: 'place', ship: ship.id, x: ship.x + 5, y: ship.y, heading: ship.heading })).toBeNull();
    settle(session);
    expect(session.viewer).toBe(0);
    // Saved here, opened at one computer.
    const opened = reopened(session);
    expect(opened.act({ type: 'begin' })).toBeNull();
    settle(opened);
    expect(opened.state.ready).toEqual([true, false]);
    expect(opened.viewer).toBe(1);
    const theirs = opened.state.ships.find((x) => x.side === 1)!;
    expect(opened.act({ type: 'place', ship: theirs.id, x: theirs.x - 5, y: theirs.y, heading: theirs.heading })).toBeNull();
    settle(opened);
    // The table changed under the ready side: asked again, the one at the screen says ready first.
    expect(opened.viewer).toBe(1);
    expect(opened.act({ type: 'begin' })).toBeNull();
    settle(opened);
    expect(opened.viewer).toBe(0);
    expect(opened.act({ type: 'begin' })).toBeNull();
    settle(opened);
    expect(opened.state.phase).toBe('move');
    expect(reopened(opened).state).toEqual(opened.state);
  });

  it('against the computer: once the person is ready the computer says ready by itself and the battle begins', () => {
    for (const players of [seats('human', 'computer'), seats('computer', 'human')]) {
      const session = GameSession.start<IroncladsState>(ironclads, { options, players }, 5, 'Apart');
      const human = players.findIndex((p) => p.control === 'human');
      session.setViewer(human);
      const opened = reopened(session);
      opened.setViewer(human);
      settle(opened);
      expect(opened.state.phase).toBe('arrange');
      expect(opened.act({ type: 'begin' })).toBeNull();
      settle(opened);
      expect(opened.state.phase).toBe('move');
      expect(reopened(opened).state).toEqual(opened.state);
    }
  });

  it('the screen stays where it is in a battle arranged at one computer, and once the battle is on', () => {
    const local = ironclads.setup({ options: { ...scenarioOptions('memphis'), arrange: true }, players: seats('human', 'human') }, 5);
    expect(arrangingSeat({ ...local, ready: [true, false] }, seats('human', 'human'), 0)).toBeNull();
    const apart = ironclads.setup({ options, players: seats('human', 'human') }, 5);
    expect(arrangingSeat(apart, seats('human', 'human'), 0)).toBeNull();
    expect(arrangingSeat({ ...apart, ready: [false, true] }, seats('human', 'human'), 1)).toBe(0);
    expect(arrangingSeat({ ...apart, ready: [true, false] }, seats('human', 'computer'), 0)).toBeNull();
    expect(arrangingSeat({ ...apart, phase: 'move' }, seats('human', 'human'), 0)).toBeNull();
  });
});
