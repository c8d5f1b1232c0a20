// The move planned and not yet given, kept with a save beside the log (never in it): back on resume
// for the seat whose ship moves only, at the very position it was planned at.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../kits/shell/session';
import { readSave, writeSaveText, type SeatDraft } from '../../contract/save-format';
import { ironclads } from './game';
import { icStore } from './ironclads-ui';
import { keepPlan, restorePlan } from './planned';
import { mover, targetsFor, type IroncladsState } from './rules';

const seat = (name: string, control: 'human' | 'computer') => ({ name, control, strength: 'normal' as const });

function battle(confederates: 'human' | 'computer' = 'computer'): GameSession<IroncladsState> {
  return GameSession.start<IroncladsState>(ironclads, { options: ironclads.defaultOptions, players: [seat('Union', 'human'), seat('Confederacy', confederates)] }, 3, 'Plum Point');
}

function saveAndResume(session: GameSession<IroncladsState>): { again: GameSession<IroncladsState>; drafts: SeatDraft[] } {
  const read = readSave(writeSaveText(session.toEnvelope('0.1.0', new Date(0), undefined, keepPlan(session))), 'ic.muster');
  if (!read.ok) throw new Error(read.message);
  const resumed = GameSession.fromEnvelope(ironclads, read.save, null);
  if (!resumed.ok) throw new Error(resumed.message);
  return { again: resumed.session as GameSession<IroncladsState>, drafts: read.save.drafts ?? [] };
}

describe('a move planned and not yet given, kept with a save', () => {
  it('comes back planned after a save and a load, the log untouched, and Move gives that very move', () => {
    const session = battle();
    const ship = mover(session.state)!;
    expect(ship.side).toBe(0);
    const plan = { ship: ship.id, start: 12, distance: 'half' as const, end: -5 };
    icStore(session).set({ move: plan });
    const { again, drafts } = saveAndResume(session);
    expect(drafts).toEqual([{ seat: 0, draft: { moves: 0, ...plan } }]);
    expect(again.log).toHaveLength(0);
    expect(icStore(again).get().move).toBeNull();
    restorePlan(again, drafts);
    expect(icStore(again).get().move).toEqual(plan);
    // A draft is no move: Undo has nothing to take back.
    expect(again.canUndo).toBe(false);
    expect(again.act({ type: 'move', ...plan }, 0)).toBeNull();
    // Given, it is a plan no more: the next ship's fresh plan is nothing to keep.
    expect(keepPlan(again)).toEqual([]);
  });

  it('keeps nothing for the fresh plan every move starts from, nor for a computer\'s ship', () => {
    const session = battle();
    expect(keepPlan(session)).toEqual([]);
    const ship = mover(session.state)!;
    icStore(session).set({ move: { ship: ship.id, start: 0, distance: 'full', end: 0 } });
    expect(keepPlan(session)).toEqual([]);
  });

  it("drops, unsaid, a plan for another position, another ship, the other seat, a computer's seat or a damaged one", () => {
    const ship = mover(battle().state)!;
    const other = battle().state.ships.find((x) => x.side === 0 && x.id !== ship.id)!;
    const good = { moves: 0, ship: ship.id, start: 10, distance: 'half', end: 0 };
    for (const drafts of [
      [{ seat: 0, draft: { ...good, moves: 1 } }],
      [{ seat: 0, draft: { ...good, ship: other.id } }],
      [{ seat: 1, draft: good }],
      [{ seat: 0, draft: { ...good, start: 90 } }],
      [{ seat: 0, draft: { ...good, distance: 'far' } }],
      [{ seat: 0, draft: 'x' }],
    ]) {
      const again = battle('human');
      restorePlan(again, drafts);
      expect(icStore(again).get().move, JSON.stringify(drafts)).toBeNull();
    }
    const computer = GameSession.start<IroncladsState>(ironclads, { options: ironclads.defaultOptions, players: [seat('Union', 'computer'), seat('Confederacy', 'human')] }, 3, 'Plum Point');
    restorePlan(computer, [{ seat: 0, draft: good }]);
    expect(icStore(computer).get().move).toBeNull();
  });

  it('keeps the targets picked and not yet fired, and brings them back against the computer only', () => {
    const session = battle();
    // Every Union ship stays, the computer moves its own: the shooting.
    while (session.state.phase === 'move') {
      const m = mover(session.state)!;
      const seat = m.side;
      const action = seat === 0 ? { type: 'move' as const, ship: m.id, start: 0, distance: 'stay' as const, end: 0 } : ironclads.bot!(ironclads.playerView(session.state, seat), seat, 'normal');
      expect(session.act(action, seat)).toBeNull();
    }
    expect(session.state.phase).toBe('shoot');
    const shooter = session.state.ships.find((x) => x.side === 0 && targetsFor(session.state, x).length > 0)!;
    const at = targetsFor(session.state, shooter).at(-1)!;
    icStore(session).set({ targets: { [shooter.id]: at.id } });
    const { again, drafts } = saveAndResume(session);
    expect(drafts).toEqual([{ seat: 0, draft: { moves: session.log.length, targets: { [shooter.id]: at.id } } }]);
    restorePlan(again, drafts);
    expect(icStore(again).get().targets).toEqual({ [shooter.id]: at.id });
    expect(again.canUndo).toBe(session.canUndo);
    // A target it cannot fire at, or another position: dropped.
    for (const bad of [{ moves: session.log.length, targets: { [shooter.id]: shooter.id } }, { moves: session.log.length - 1, targets: { [shooter.id]: at.id } }]) {
      const other = saveAndResume(session).again;
      restorePlan(other, [{ seat: 0, draft: bad }]);
      expect(icStore(other).get().targets, JSON.stringify(bad)).toEqual({});
    }
  });

  it('keeps targets cleared after the table aimed them as cleared, and brings them back so (not aimed again)', () => {
    const session = battle();
    while (session.state.phase === 'move') {
      const m = mover(session.state)!;
      const action = m.side === 0 ? { type: 'move' as const, ship: m.id, start: 0, distance: 'stay' as const, end: 0 } : ironclads.bot!(ironclads.playerView(session.state, m.side), m.side, 'normal');
      expect(session.act(action, m.side)).toBeNull();
    }
    // Never aimed: nothing to keep (the table will aim them on resume, as at the start).
    expect(keepPlan(session)).toEqual([]);
    // Aimed by the table, then cleared by the player.
    icStore(session).set({ targets: {}, aimedAt: session.log.length });
    const { again, drafts } = saveAndResume(session);
    expect(drafts).toEqual([{ seat: 0, draft: { moves: session.log.length, targets: {} } }]);
    restorePlan(again, drafts);
    expect(icStore(again).get()).toMatchObject({ targets: {}, aimedAt: again.log.length });
  });

  it('never brings targets back between two people at one computer: they were picked behind the curtain', () => {
    const session = battle('human');
    while (session.state.phase === 'move') {
      const m = mover(session.state)!;
      expect(session.act({ type: 'move', ship: m.id, start: 0, distance: 'stay', end: 0 }, m.side)).toBeNull();
    }
    session.setViewer(0);
    const shooter = session.state.ships.find((x) => x.side === 0 && targetsFor(session.state, x).length > 0)!;
    icStore(session).set({ targets: { [shooter.id]: targetsFor(session.state, shooter)[0]!.id } });
    expect(keepPlan(session)).toEqual([]);
    const { again } = saveAndResume(session);
    restorePlan(again, [{ seat: 0, draft: { moves: session.log.length, targets: icStore(session).get().targets } }]);
    expect(icStore(again).get().targets).toEqual({});
  });
});
