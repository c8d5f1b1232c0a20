// A unit laid on the field that waits for its weapon: the rules take a unit and its weapon as one
// move, so until the weapon comes it is no move (never in the log: Undo, replay and the move count
// never see it), but it lies on the table all the same. Like Tiny 18c's orders not yet given, it is
// kept with each save (GameMode.drafts): a game saved, closed or reloaded while a unit waits comes
// back with it waiting. Pure but the store.
import * as v from 'valibot';
import type { SeatDraft } from '../../contract/save-format';
import type { GameSession } from '../../kits/shell/session';
import { perSession } from '../../kits/shell/session-store';
import { watchChanges } from '../../kits/shell/store';
import type { DraftKeeper } from '../mode';
import { actor, categoryOf, handOf, type Side, type TipState } from './rules';

/** The seat whose unit waits, the unit, and the move count it was laid at (the position it fits). */
interface Waiting {
  seat: Side;
  unit: string;
  moves: number;
}

export const waitingStore = perSession<{ waiting: Waiting | null }>(() => ({ waiting: null }));

/** Whether `unit` may wait on `seat`'s field now: that side lays out, the unit is in its hand, and a weapon is there to give it. */
export function waitingFits(s: TipState, seat: Side, unit: string): boolean {
  const hand = handOf(s, seat);
  return s.step.k === 'deploy' && !s.result && actor(s) === seat && categoryOf(unit) === 'unit' && hand.includes(unit) && hand.some((c) => categoryOf(c) === 'weapon');
}

/** The unit waiting on `seat`'s field for its weapon, or null (one left behind by a change of position is none). */
export function waitingUnit(session: GameSession<TipState>, seat: Side): string | null {
  const w = waitingStore(session).get().waiting;
  return w && w.seat === seat && w.moves === session.state.moves && waitingFits(session.state, seat, w.unit) ? w.unit : null;
}

/** Lays `unit` on `seat`'s field to wait for its weapon, or (null) takes it back to the hand. */
export function setWaiting(session: GameSession<TipState>, seat: Side, unit: string | null): void {
  waitingStore(session).set({ waiting: unit === null ? null : { seat, unit, moves: session.state.moves } });
}

const SavedWaitingSchema = v.object({ unit: v.pipe(v.string(), v.minLength(1), v.maxLength(40)), moves: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** The unit waiting, for a save: only while it still fits the position on the table. */
export function keepWaiting(session: GameSession<TipState>): SeatDraft[] {
  const w = waitingStore(session).get().waiting;
  return w && waitingUnit(session, w.seat) ? [{ seat: w.seat, draft: { unit: w.unit, moves: w.moves } }] : [];
}

/**
 * A save's drafts, handed to the game just resumed from it: a unit kept waiting only for a person's
 * seat, at the very position it was laid at, still in that hand; anything else is dropped, unsaid.
 * It shows only to its own seat: between two people the curtain is down until that seat lifts it.
 */
export function restoreWaiting(session: GameSession<TipState>, drafts: readonly SeatDraft[]): void {
  for (const { seat, draft } of drafts) {
    if ((seat !== 0 && seat !== 1) || session.players[seat]?.control !== 'human') continue;
    const parsed = v.safeParse(SavedWaitingSchema, draft);
    if (!parsed.success || parsed.output.moves !== session.state.moves || !waitingFits(session.state, seat, parsed.output.unit)) continue;
    waitingStore(session).set({ waiting: { seat, ...parsed.output } });
    return;
  }
}

/** Calls `changed` when what a save would keep changes (a unit laid to wait, or taken back). */
export function watchWaiting(session: GameSession<TipState>, changed: () => void): () => void {
  return watchChanges(waitingStore(session), () => keepWaiting(session), changed);
}

/** Tippecanoe's unit waiting for its weapon, kept with each save (GameMode.drafts). */
export const tipWaiting: DraftKeeper<TipState> = { keep: keepWaiting, restore: restoreWaiting, watch: watchWaiting };
