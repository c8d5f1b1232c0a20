// How far could any Native player get against the random US player? npx tsx e2e/bench/tippecanoe-ceiling.ts [games] [player…]
// A bench diagnostic only, never a player of the game: Native players that cheat, handed the
// whole state (the US hand and every deck's order; not the dice to come), searching every battle
// choice with a big budget. 'cheat' plays its imagined games out with the quick player for both
// sides, as the real search does; 'cheat-knows-random' with the random player for the US side (it
// knows its opponent plays at random, which no real player may assume). The preparation is
// BEST_PLAN's, as normal's. Same seeds as the lab (1001…). If even these cannot reach 95%, the
// dice and the armies set the ceiling (docs/benchmarks.md, 2026-12-02).

import { Rng, seedRng } from '../../renderer/engine/rng';
import { wilson } from '../../renderer/engine/stats';
import { tippecanoe } from '../../renderer/games/tippecanoe/game';
import { tippecanoeLab as lab } from '../../renderer/games/tippecanoe/ai/lab';
import { evaluate } from '../../renderer/games/tippecanoe/ai/evaluate';
import { candidates, greedyScores } from '../../renderer/games/tippecanoe/ai/greedy';
import { BEST_PLAN, quickMove } from '../../renderer/games/tippecanoe/ai/policy';
import { randomMove } from '../../renderer/games/tippecanoe/ai/random';
import { NATIVE, US, type Side, type TipAction, type TipState } from '../../renderer/games/tippecanoe/rules';

const games = Number(process.argv[2] ?? 100);
const chosen = process.argv.slice(3).length ? process.argv.slice(3) : ['cheat', 'cheat-knows-random'];
const PLAYOUTS = Number(process.env.PLAYOUTS ?? 32);
const HORIZON = Number(process.env.HORIZON ?? 40);
const SHORTLIST = 4;

function playout(from: TipState, seat: Side, rng: Rng, usRandom: boolean): number {
  let s = from;
  for (let n = 0; n < HORIZON && !s.result; n++) {
    const actor = tippecanoe.actors(s)[0] as Side;
    const move = actor === US && usRandom ? randomMove(s, actor, rng) : quickMove(s, actor, rng);
    if (!move) break;
    const r = tippecanoe.apply(s, move, actor);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return Math.tanh(evaluate(s, seat) / 40);
}

/** The cheat's move: the whole state, every battle choice searched with the true hands and decks, fresh dice each playout. */
function cheat(state: TipState, seat: Side, usRandom: boolean): TipAction {
  const moves = candidates(state, seat);
  if (moves.length === 1) return moves[0] as TipAction;
  const rng = new Rng(seedRng(state.moves * 7919 + 17));
  if (!state.battle) return quickMove(state, seat, rng, 0, BEST_PLAN) as TipAction;
  const ranked = greedyScores(state, seat, 1, rng)
    .map((m, i) => ({ ...m, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, SHORTLIST);
  const rounds = Math.max(1, Math.floor(PLAYOUTS / ranked.length));
  const totals = ranked.map(() => 0);
  for (let r = 0; r < rounds; r++) {
    const dice = rng.int(-2147483648, 2147483647);
    ranked.forEach((c, i) => {
      const after = tippecanoe.apply({ ...state, rng: seedRng(dice) }, c.move, seat);
      if (!after.ok) throw new Error(after.message);
      totals[i] = (totals[i] as number) + playout(after.state, seat, new Rng(seedRng(dice + 1)), usRandom);
    });
  }
  let best = 0;
  totals.forEach((t, i) => {
    if (t > (totals[best] as number)) best = i;
  });
  return (ranked[best] as { move: TipAction }).move;
}

const random = lab.players.random as (view: TipState, seat: number) => TipAction;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(`# Cheating Native players against the random US player, ${games} games each (seeds 1001–${1000 + games})`);
console.log('| Native player | Native wins [95% CI] | seconds |');
console.log('|---|---|---|');
for (const name of chosen) {
  const usRandom = name === 'cheat-knows-random';
  const t0 = performance.now();
  let wins = 0;
  for (let g = 1; g <= games; g++) {
    let s = tippecanoe.setup(lab.setup(g, 'as-written'), 1000 + g);
    for (let n = 0; n < lab.maxMoves && !s.result; n++) {
      const seat = tippecanoe.actors(s)[0] as Side;
      const move = seat === NATIVE ? cheat(s, seat, usRandom) : random(tippecanoe.playerView(s, seat), seat);
      const r = tippecanoe.apply(s, move, seat);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    if (s.result?.winner === NATIVE) wins++;
  }
  const w = wilson(wins, games);
  console.log(`| ${name} | ${pct(w.p)} [${pct(w.low)}–${pct(w.high)}] (${wins}/${games}) | ${((performance.now() - t0) / 1000).toFixed(0)} |`);
}

