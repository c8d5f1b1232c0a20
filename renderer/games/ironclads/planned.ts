// The move a player has planned (the knobs turned, the matchstick laid) and not yet given: no move
// (never in the log: Undo, replay and the move count never see it), but the table shows it all the
// same. Like Tiny 18c's orders not yet given, it is kept with each save (GameMode.drafts): a game
// saved, closed or reloaded mid-plan comes back with the plan as it was. Pure but the store.
import * as v from 'valibot';
import type { SeatDraft } from '../../contract/save-format';
import type { GameSession } from '../../kits/shell/session';
import { watchChanges } from '../../kits/shell/store';
import type { DraftKeeper } from '../mode';
import { currentDraft, icStore, type MoveDraft } from './ironclads-ui';
import { actionSchema, mover, type IroncladsState } from './rules';

/** The plan and the number of moves in effect when it was made (the position it fits). */
const SavedPlanSchema = v.object({
  moves: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ship: v.string(),
  start: v.number(),
  distance: v.string(),
  end: v.number(),
});

const samePlan = (a: MoveDraft, b: MoveDraft) => a.ship === b.ship && a.start === b.start && a.distance === b.distance && a.end === b.end;

/**
 * The move planned for the ship to move now, for a save: only a person's, and only when it is not
 * the fresh plan every move starts from (nothing to keep there).
 */
export function keepPlan(session: GameSession<IroncladsState>): SeatDraft[] {
  const s = session.state;
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

/** Calls `changed` when what a save would keep changes (a knob turned, the matchstick laid), not on a hover or a pick. */
export function watchPlan(session: GameSession<IroncladsState>, changed: () => void): () => void {
  return watchChanges(icStore(session), () => keepPlan(session), changed);
}

/** Ironclads' move planned and not yet given, kept with each save (GameMode.drafts). */
export const ironcladsPlans: DraftKeeper<IroncladsState> = { keep: keepPlan, restore: restorePlan, watch: watchPlan };
