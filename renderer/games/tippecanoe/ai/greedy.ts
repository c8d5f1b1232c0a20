// The one-step greedy player: every legal move tried on a few imagined deals of the hidden cards
// (the same deals for every move, so the moves are compared on equal terms), each resulting
// position scored by the transparent evaluation (evaluate.ts), the best mean kept. It never
// concedes while it can fight on. Deterministic for a view: the deals are seeded from the view.
import { Rng, seedRng } from '../../../engine/rng';
import { applyShaped, tippecanoe as rules, legalMoves, type Side, type TipAction, type TipState } from '../rules';
import { determinize, viewSeed } from './determinize';
import { evaluate, type HeldModel } from './evaluate';

/** Deals of the hidden cards each move is tried on. */
export const GREEDY_DEALS = 3;

/** The moves worth weighing: all but conceding, unless conceding is all there is. */
export function candidates(view: TipState, seat: Side): TipAction[] {
  const moves = legalMoves(view, seat);
  const fighting = moves.filter((m) => m.type !== 'concede');
  return fighting.length > 0 ? fighting : moves;
}

/** Each candidate with its mean evaluation over `deals` deals drawn from `rng`, in the legal moves' order. */
export function greedyScores(view: TipState, seat: Side, deals: number, rng: Rng, held: HeldModel = 'cards'): { move: TipAction; score: number }[] {
  const moves = candidates(view, seat);
  const scores = moves.map(() => 0);
  for (let d = 0; d < deals; d++) {
    const deal = determinize(view, rng);
    moves.forEach((m, i) => {
      const r = applyShaped(deal, m, seat);
      if (!r.ok) throw new Error(`Tippecanoe greedy: ${JSON.stringify(m)} refused: ${r.message}`);
      scores[i] = (scores[i] as number) + evaluate(r.state, seat, held) / deals;
    });
  }
  return moves.map((move, i) => ({ move, score: scores[i] as number }));
}

/**
 * The greedy player's move for `seat`. It is handed a player view; whatever it is handed, it
 * looks only at what that seat may see (it takes the view again), so it cannot cheat.
 */
export function greedyMove(state: TipState, seat: Side): TipAction {
  const view = rules.playerView(state, seat);
  const moves = candidates(view, seat);
  if (moves.length === 0) throw new Error('Battle of Tippecanoe: the greedy player was asked to move when it has no move.');
  if (moves.length === 1) return moves[0] as TipAction;
  // The tactics in hand counted as a lead (evaluate.ts HeldModel): greedy stays the yardstick it was.
  const scored = greedyScores(view, seat, GREEDY_DEALS, new Rng(seedRng(viewSeed(view, seat, 'greedy'))), 'lead');
  return scored.reduce((a, b) => (b.score > a.score ? b : a)).move;
}
