// The outside anchor (issue 15): a flat Monte Carlo player, written once over any game's rules,
// that a game's own computer is measured against. It knows nothing of the game but its rules and
// three small hooks per game (anchors.ts): the moves it compares, how to imagine the hidden part
// of a view (the other side's orders or cards sampled, fresh dice), and the random player its
// playouts use. Each decision it deals its candidates playouts in turn, round after round until
// its time is up: from an imagined whole state, the candidate, then random moves for every seat to
// the end of the game (or `maxMoves`, a draw). It keeps the candidate with the best mean result
// (a win 1, a draw ½, a loss 0), the first candidate on a tie. The textbook baseline: no
// evaluation, no tree, no pruning. A bench tool, never a player in the app: its time budget is
// wall-clock, so its choices depend on the machine.
import type { Action, GameDefinition, Seat } from '../../renderer/engine/game';
import { Rng, seedRng } from '../../renderer/engine/rng';

export interface AnchorHooks<S, A extends Action> {
  game: GameDefinition<S, A, unknown, unknown>;
  /** The moves the anchor compares at a view (all legal moves, or a sample where they are too many). */
  candidates(view: S, seat: Seat, rng: Rng): A[];
  /** A whole state consistent with `view`: what the seat cannot see sampled, and a fresh generator. */
  determinize(view: S, seat: Seat, rng: Rng): S;
  /** The playouts' move for `seat` in a whole state: a random legal move. */
  rollout(state: S, seat: Seat, rng: Rng): A;
  /** A playout longer than this many moves counts as a draw. */
  maxMoves: number;
}

export interface AnchorBudget {
  /** Milliseconds of thinking per decision (wall clock). */
  ms: number;
  /**
   * At least this many rounds of playouts (one per candidate), whatever the clock says. With 0 the
   * clock is kept strictly: a decision may stop inside its first round, the candidates not yet
   * played set aside (none played: the first candidate, a random move where the candidates are a
   * random sample). For games whose one playout costs more than the computer's whole decision.
   */
  minRounds?: number;
}

export interface AnchorStats {
  decisions: number;
  playouts: number;
  /** Decisions with a choice that the clock ran out on before one playout was counted (minRounds 0). */
  unplayed: number;
}

/**
 * Plays a whole state to its end by the hooks' random player: 1 if `seat` wins, ½ a draw (or too
 * long), 0 a loss; null if `stop` says the time is up before it ends (asked before each move).
 */
export function playout<S, A extends Action>(hooks: AnchorHooks<S, A>, from: S, seat: Seat, rng: Rng, stop?: () => boolean): number | null {
  const { game } = hooks;
  let s = from;
  for (let n = 0; n < hooks.maxMoves; n++) {
    if (stop?.()) return null;
    const result = game.result(s);
    if (result) return result.winners.includes(seat) ? 1 : result.draw ? 0.5 : 0;
    const actors = game.actors(s);
    if (actors.length === 0) return 0.5;
    for (const actor of actors) {
      const move = hooks.rollout(s, actor, rng);
      const r = game.apply(s, move, actor);
      if (!r.ok) throw new Error(`${game.title} anchor playout: ${JSON.stringify(move)} refused: ${r.message}`);
      s = r.state;
      if (game.result(s)) break;
    }
  }
  const result = game.result(s);
  return result ? (result.winners.includes(seat) ? 1 : result.draw ? 0.5 : 0) : 0.5;
}

/**
 * The anchor as a player: its move for `seat` from `view`, thinking `budget.ms` per decision.
 * Seeded from `seed` and the decision's count, so two runs on one machine differ only by the clock.
 */
export function flatMonteCarlo<S, A extends Action>(hooks: AnchorHooks<S, A>, budget: AnchorBudget, seed = 1, clock: () => number = () => performance.now()) {
  const stats: AnchorStats = { decisions: 0, playouts: 0, unplayed: 0 };
  const decide = (view: S, seat: Seat): A => {
    const rng = new Rng(seedRng(seed * 1_000_003 + stats.decisions++));
    const moves = hooks.candidates(view, seat, rng);
    if (moves.length === 0) throw new Error(`${hooks.game.title} anchor: no move at this view.`);
    if (moves.length === 1) return moves[0] as A;
    const start = clock();
    const totals = moves.map(() => 0);
    const counts = moves.map(() => 0);
    const minRounds = budget.minRounds ?? 1;
    const late = () => clock() - start >= budget.ms;
    // Round after round, one imagined world a round and every candidate played from it (candidates
    // compared on equal terms), the clock read before each playout so the budget is kept closely.
    // Past the compulsory rounds the clock is also read before each move of a playout, and a
    // playout the time runs out in is not counted: the budget is kept to the move.
    for (let round = 0; ; round++) {
      const world = hooks.determinize(view, seat, rng);
      const dice = rng.int(-2147483648, 2147483647);
      const free = round < minRounds;
      let stopped = false;
      for (let i = 0; i < moves.length; i++) {
        if (!free && late()) {
          stopped = true;
          break;
        }
        const after = hooks.game.apply(world, moves[i] as A, seat);
        if (!after.ok) throw new Error(`${hooks.game.title} anchor: candidate ${JSON.stringify(moves[i])} refused: ${after.message}`);
        const value = playout(hooks, after.state, seat, new Rng(seedRng(dice)), free ? undefined : late);
        if (value === null) {
          stopped = true;
          break;
        }
        totals[i] = (totals[i] as number) + value;
        counts[i] = (counts[i] as number) + 1;
        stats.playouts++;
      }
      if (stopped) break;
    }
    if (counts.every((c) => c === 0)) stats.unplayed++;
    // A candidate never played has no mean: it is set aside (all of them when none was played).
    const mean = (i: number) => ((counts[i] as number) > 0 ? (totals[i] as number) / (counts[i] as number) : -1);
    let best = 0;
    for (let i = 1; i < moves.length; i++) if (mean(i) > mean(best)) best = i;
    return moves[best] as A;
  };
  return { decide, stats };
}
