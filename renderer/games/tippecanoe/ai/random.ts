// The random player: any legal move but conceding, chosen from the seat's own view. What the
// fuzzer, the soak and the rules' property tests play whole games with; the real computer players
// (greedy, search) come later and are measured against it.
import type { Strength } from '../../../engine/game';
import { Rng, seedRng } from '../../../engine/rng';
import { legalMoves, type Side, type TipAction, type TipState } from '../rules';

/** Moves that cut the preparation short: taken one time in HASTE when offered, so random games see long preparations too. */
const HASTY: ReadonlySet<TipAction['type']> = new Set(['war-chief', 'call-battle']);
const HASTE = 6;

/** A legal move for `seat` at random from `rng`, never a concession while anything else is legal; null when the seat has no move. */
export function randomMove(view: TipState, seat: Side, rng: Rng): TipAction | null {
  const moves = legalMoves(view, seat);
  const fighting = moves.filter((m) => m.type !== 'concede');
  const patient = fighting.filter((m) => !HASTY.has(m.type));
  const from = patient.length > 0 && rng.int(1, HASTE) > 1 ? patient : fighting.length > 0 ? fighting : moves;
  return from.length > 0 ? rng.pick(from) : null;
}

/**
 * The random player as a bot: deterministic for a given view and seat (the view hides the
 * game's generator, so the choice is seeded from the moves made and the seat).
 */
export function randomBot(view: TipState, seat: number, _strength: Strength): TipAction {
  const move = randomMove(view, seat as Side, new Rng(seedRng(view.moves * 2 + seat)));
  if (!move) throw new Error('Battle of Tippecanoe: the random player was asked to move when it has no move.');
  return move;
}
