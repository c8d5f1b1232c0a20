// The move a player has planned (the knobs turned, the matchstick laid) and not yet given, and the
// targets picked and not yet fired: no moves (never in the log: Undo, replay and the move count
// never see them), but the table shows them all the same. Like Tiny 18c's orders not yet given,
// they are kept with each save (GameMode.drafts): a game saved, closed or reloaded mid-plan comes
// back with the plan, or the targets, as they were. Pure but the store.
import * as v from 'valibot';
import type { SeatDraft } from '../../contract/save-format';
import type { GameSession } from '../../kits/shell/session';
import { watchChanges } from '../../kits/shell/store';
import type { DraftKeeper } from '../mode';
import { currentDraft, icStore, type MoveDraft } from './ironclads-ui';
import { actionSchema, mover, targetsFor, type IroncladsState } from './rules';

/** The plan and the number of moves in effect when it was made (the position it fits). */
const SavedPlanSchema = v.object({
  moves: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ship: v.string(),
  start: v.number(),
  distance: v.string(),
  end: v.number(),
});

/** Targets picked (shooter id to target id) and the number of moves in effect when they were picked. */
const SavedTargetsSchema = v.object({
  moves: v.pipe(v.number(), v.integer(), v.minValue(0)),
  targets: v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(40))),
});

const samePlan = (a: MoveDraft, b: MoveDraft) => a.ship === b.ship && a.start === b.start && a.distance === b.distance && a.end === b.end;

/**
 * The move planned for the ship to move now, for a save: only a person's, and only when it is not
 * the fresh plan every move starts from (nothing to keep there).
 */
export function keepPlan(session: GameSession<IroncladsState>): SeatDraft[] {
  const s = session.state;
  if (s.phase === 'shoot') return keepTargets(session);
  const m = s.phase === 'move' && !s.result ? mover(s) : null;
  const d = icStore(session).get().move;
  if (!m || !d || d.ship !== m.id || session.players[m.side]?.control !== 'human') return [];
  const fresh = currentDraft(s, null);
  if (fresh && samePlan(d, fresh)) return [];
  return [{ seat: m.side, draft: { moves: session.log.length, ship: d.ship, start: d.start, distance: d.distance, end: d.end } }];
}

/**
 * A save's drafts, handed to the game just resumed from it: a plan comes back only for a person's
 * seat whose ship is to move, at the very position it was made at, and only as a move the rules
 * can read; anything else is dropped, unsaid (the fresh plan is offered, as before).
 */
export function restorePlan(session: GameSession<IroncladsState>, drafts: readonly SeatDraft[]): void {
  const s = session.state;
  if (s.phase === 'shoot') return restoreTargets(session, drafts);
  const m = s.phase === 'move' && !s.result ? mover(s) : null;
  if (!m) return;
  for (const { seat, draft } of drafts) {
    if (seat !== m.side || session.players[seat]?.control !== 'human') continue;
    const parsed = v.safeParse(SavedPlanSchema, draft);
    if (!parsed.success || parsed.output.moves !== session.log.length || parsed.output.ship !== m.id) continue;
    const { moves: _moves, ...plan } = parsed.output;
    const action = v.safeParse(actionSchema, { type: 'move', ...plan });
    if (!action.success || action.output.type !== 'move') continue;
    const { ship, start, distance, end } = action.output;
    icStore(session).set({ move: { ship, start, distance, end } });
    return;
  }
}

/**
 * The targets the one person at the table has picked for their ships and not yet fired, for a save,
 * none at all if they cleared what the table aimed (between two people they are secret, and
 * restoreTargets never brings them back: none are kept).
 */
function keepTargets(session: GameSession<IroncladsState>): SeatDraft[] {
  const s = session.state;
  const seat = session.viewer;
  const people = session.players.filter((p) => p.control === 'human').length;
  if (s.result || people !== 1 || (seat !== 0 && seat !== 1) || session.players[seat]?.control !== 'human' || s.fire[seat] !== null) return [];
  const { targets, aimedAt } = icStore(session).get();
  const mine = Object.entries(targets).filter(([from]) => s.ships.some((x) => x.id === from && x.side === seat));
  // None picked once the table had aimed them: cleared by the player, and kept so (not aimed again on resume).
  const chosen = mine.length > 0 || aimedAt === session.log.length;
  return chosen ? [{ seat, draft: { moves: session.log.length, targets: Object.fromEntries(mine) } }] : [];
}

/**
 * Targets back for the one person at the table (against the computer), at the very position they
 * were picked at, each a ship of theirs aiming at an enemy it may fire at; else dropped, unsaid (the
 * likeliest targets are offered, as before). Between two people at one computer the targets are
 * secret, picked behind the curtain: they are not brought back, so none shows to the other seat.
 */
function restoreTargets(session: GameSession<IroncladsState>, drafts: readonly SeatDraft[]): void {
  const s = session.state;
  const people = session.players.flatMap((p, i) => (p.control === 'human' ? [i] : []));
  if (s.result || people.length !== 1) return;
  for (const { seat, draft } of drafts) {
    if (seat !== people[0] || (seat !== 0 && seat !== 1) || s.fire[seat] !== null) continue;
    const parsed = v.safeParse(SavedTargetsSchema, draft);
    if (!parsed.success || parsed.output.moves !== session.log.length) continue;
    const fits = Object.entries(parsed.output.targets).every(([from, at]) => {
      const ship = s.ships.find((x) => x.id === from && x.side === seat && !x.sunk);
      return !!ship && targetsFor(s, ship).some((x) => x.id === at);
    });
    if (fits) icStore(session).set({ targets: parsed.output.targets, aimedAt: session.log.length, shooter: null });
    return;
  }
}

/** Calls `changed` when what a save would keep changes (a knob turned, the matchstick laid, a target picked), not on a hover. */
export function watchPlan(session: GameSession<IroncladsState>, changed: () => void): () => void {
  return watchChanges(icStore(session), () => keepPlan(session), changed);
}

/** Ironclads' move planned and targets picked, not yet given, kept with each save (GameMode.drafts). */
export const ironcladsPlans: DraftKeeper<IroncladsState> = { keep: keepPlan, restore: restorePlan, watch: watchPlan };
