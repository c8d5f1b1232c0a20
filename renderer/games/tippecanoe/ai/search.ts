// The search player (easy, normal, hard). The Native preparation it plays by plan (policy.ts: the
// War Chief at once, found by self-play; easy follows the seed's five Civil Chief turns), since
// nine turns decide it, far beyond what a playout judges well. The battle's big choices (ranged or
// hand to hand, which tactic; at hard, every choice) it searches: perfect-information Monte Carlo
// over the rules. It imagines the hidden cards many ways consistent with its view (determinize.ts), plays each of its
// few best moves (the greedy evaluation's shortlist) a little way on in each imagined game with
// the quick rule-of-thumb player for both sides (policy.ts), dice and draws included, and keeps the
// move whose imagined games end best on average by the evaluation (evaluate.ts), or by the result
// when one ends. Each round of playouts gives every move the same imagined deal and the same dice,
// so moves are compared on equal terms. The strengths are budgets of playouts (not of time, so a
// decision and a replay are the same on any machine); easy also blunders on purpose now and then.
// Deterministic for a given view, seat and strength: every draw comes from a seed taken from the view.
import type { Strength } from '../../../engine/game';
import { Rng, seedRng } from '../../../engine/rng';
import { NATIVE, applyShaped, tippecanoe as rules, type Side, type Step, type TipAction, type TipState } from '../rules';
import { determinize, viewSeed } from './determinize';
import { evaluate } from './evaluate';
import { GREEDY_DEALS, candidates, greedyScores } from './greedy';
import { BEST_PLAN, SEED_PLAN, quickMove, type Plan } from './policy';
import { pausePoint } from '../../../engine/pause-point';

export interface Budget {
  /** Imagined games in all, shared among the shortlisted moves. */
  playouts: number;
  /** Moves each imagined game is played on before it is judged (unless it ends first). */
  horizon: number;
  /** How many of the greedy evaluation's best moves are searched. */
  shortlist: number;
  /** The chance of a move at random instead (an easy player's slips). */
  blunder: number;
  /** How it prepares as the Native player (policy.ts): the search cannot see that far ahead. */
  plan: Plan;
  /** The steps it searches; every other choice is the greedy player's (one step, the evaluation). */
  searched: ReadonlySet<Step['k']>;
  /** Sequential halving: half the playouts over every shortlisted move, the other half over the better half of them. */
  halve?: boolean;
}

const BIG_CHOICES: ReadonlySet<Step['k']> = new Set(['attack', 'tactic']);
const EVERY_CHOICE: ReadonlySet<Step['k']> = new Set(['attack', 'tactic', 'deploy', 'remove', 'pay']);

// Normal's 48 playouts 48 moves deep (16 and 24 until 2026-12-05): the Native side then beats
// random 91.1% of 1,000 (89.1% before), about three times the work, a few ms a decision.
const NORMAL: Budget = { playouts: 48, horizon: 48, shortlist: 4, blunder: 0, plan: BEST_PLAN, searched: BIG_CHOICES };

export const BUDGETS: Readonly<Record<Strength, Budget>> = {
  easy: { playouts: 8, horizon: 16, shortlist: 3, blunder: 0.15, plan: SEED_PLAN, searched: BIG_CHOICES },
  normal: NORMAL,
  // Hard: normal's search over every battle choice, not only the big ones.
  hard: { ...NORMAL, searched: EVERY_CHOICE },
};

/** Evaluations are squashed to (−1, 1) on this scale, so one lucky landslide does not outweigh many small wins. */
const SCALE = 40;

/** Plays `from` on with the quick player for up to `horizon` moves; the position's worth to `seat`, in (−1, 1). */
function playout(from: TipState, seat: Side, horizon: number, rng: Rng): number {
  pausePoint(); // each playout is where the search may give way to the page's drawing
  let s = from;
  for (let n = 0; n < horizon && !s.result; n++) {
    const actor = rules.actors(s)[0] as Side;
    const move = quickMove(s, actor, rng);
    if (!move) break;
    const r = applyShaped(s, move, actor);
    if (!r.ok) throw new Error(`Tippecanoe playout: ${JSON.stringify(move)} refused: ${r.message}`);
    s = r.state;
  }
  return Math.tanh(evaluate(s, seat) / SCALE);
}

/** Each shortlisted move with its mean playout value, from `view`, with `budget`, drawing on `rng`. */
export function searchScores(view: TipState, seat: Side, budget: Budget, rng: Rng): { move: TipAction; value: number }[] {
  const ranked = greedyScores(view, seat, 1, rng)
    .map((m, i) => ({ ...m, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  // Calling the battle is searched only when the evaluation itself puts it first: a playout after
  // it is judged in the battle, one after any other move by the preparation's projection, and the
  // two do not compare fairly within the horizon (searched freely, it called the battle too soon).
  const prior = ranked.filter((c, i) => i === 0 || c.move.type !== 'call-battle').slice(0, budget.shortlist);
  const totals = prior.map(() => 0);
  const counts = prior.map(() => 0);
  const play = (live: number[], rounds: number) => {
    for (let r = 0; r < rounds; r++) {
      const deal = determinize(view, rng);
      const dice = rng.int(-2147483648, 2147483647);
      for (const i of live) {
        const c = prior[i] as (typeof prior)[number];
        const after = applyShaped(deal, c.move, seat);
        if (!after.ok) throw new Error(`Tippecanoe search: ${JSON.stringify(c.move)} refused: ${after.message}`);
        totals[i] = (totals[i] as number) + playout(after.state, seat, budget.horizon, new Rng(seedRng(dice)));
        counts[i] = (counts[i] as number) + 1;
      }
    }
  };
  const all = prior.map((_, i) => i);
  if (budget.halve && prior.length > 2) {
    play(all, Math.max(1, Math.floor(budget.playouts / 2 / prior.length)));
    const mean = (i: number) => (totals[i] as number) / (counts[i] as number);
    const better = [...all].sort((a, b) => mean(b) - mean(a) || a - b).slice(0, 2).sort((a, b) => a - b);
    play(better, Math.max(1, Math.floor(budget.playouts / 2 / better.length)));
    return prior.map((c, i) => ({ move: c.move, value: better.includes(i) ? mean(i) : -Infinity }));
  }
  play(all, Math.max(1, Math.floor(budget.playouts / prior.length)));
  return prior.map((c, i) => ({ move: c.move, value: (totals[i] as number) / (counts[i] as number) }));
}

/**
 * The search player's move for `seat` at `strength` (its budget, unless a bench hands another). It
 * is handed a player view; whatever it is handed, it looks only at what that seat may see (it takes
 * the view again), so it cannot cheat.
 */
export function searchMove(state: TipState, seat: Side, strength: Strength, budget: Budget = BUDGETS[strength]): TipAction {
  const view = rules.playerView(state, seat);
  const moves = candidates(view, seat);
  if (moves.length === 0) throw new Error('Battle of Tippecanoe: the computer was asked to move when it has no move.');
  if (moves.length === 1) return moves[0] as TipAction;
  const rng = new Rng(seedRng(viewSeed(view, seat, strength)));
  if (budget.blunder > 0 && rng.float() < budget.blunder) return rng.pick(moves);
  // The Native preparation is played by plan: nine turns decide it, far beyond what playouts judge well.
  if (seat === NATIVE && !view.battle) return quickMove(view, seat, rng, 0, budget.plan) as TipAction;
  if (!budget.searched.has(view.step.k)) return bestOf(greedyScores(view, seat, GREEDY_DEALS, rng).map((m) => ({ move: m.move, value: m.score })));
  // The shortlist is in the greedy order, so a tie keeps the greedy choice.
  return bestOf(searchScores(view, seat, budget, rng));
}

/** The first of the best: ties keep the earlier (greedy or legal) order. */
const bestOf = (scored: { move: TipAction; value: number }[]): TipAction => scored.reduce((a, b) => (b.value > a.value ? b : a)).move;

