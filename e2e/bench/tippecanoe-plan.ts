// How the Native player should prepare, found by self-play: npx tsx e2e/bench/tippecanoe-plan.ts [games]
// Every plan of a grid (Civil Chief turns before the War Chief; the War Chief's exchanges: weapons
// while they outnumber the warriors by more than the margin, ammunition beyond what it keeps) is
// played by the quick player without slips (ai/policy.ts) as the Native side against the greedy US
// player, over the same seeds, and its win rate printed with its 95% interval, best last. The
// winner is ai/policy.ts's BEST_PLAN, which the normal and hard players prepare by.
import { playMatch } from '../../renderer/engine/arena';
import { Rng, seedRng } from '../../renderer/engine/rng';
import { wilson } from '../../renderer/engine/stats';
import { tippecanoeLab as lab } from '../../renderer/games/tippecanoe/ai/lab';
import { BEST_PLAN, SEED_PLAN, quickMove, type Plan } from '../../renderer/games/tippecanoe/ai/policy';
import type { Side, TipAction, TipState } from '../../renderer/games/tippecanoe/rules';

const games = Number(process.argv[2] ?? 200);
const greedy = lab.players.greedy as (view: TipState, seat: number) => TipAction;
const byPlan = (plan: Plan) => (view: TipState, seat: number) => quickMove(view, seat as Side, new Rng(seedRng(view.moves)), 0, plan) as TipAction;

const plans: Plan[] = [SEED_PLAN];
for (const civilTurns of [0, 1, 2, 3, 5, 7])
  for (const weaponMargin of [-6, -4, -2, 0, 2])
    for (const ammoKeep of [3, 6, 10]) plans.push({ civilTurns, weaponMargin, ammoKeep });

const rows = plans.map((plan) => {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const r = playMatch(lab.game, [byPlan(plan), greedy], lab.setup(g, 'as-written'), 1001 + g, { maxMoves: lab.maxMoves });
    if (r.winners.includes(0)) wins++;
  }
  return { plan, ...wilson(wins, games) };
});
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(`# Native plans against the greedy US player, ${games} games each (seeds 1001–${1000 + games})`);
console.log('| Civil Chief turns | weapons kept over warriors | ammunition kept | Native wins [95% CI] |');
console.log('|---|---|---|---|');
for (const r of rows.sort((a, b) => a.p - b.p)) {
  const tag = r.plan === SEED_PLAN ? ' (the seed\'s)' : JSON.stringify(r.plan) === JSON.stringify(BEST_PLAN) ? ' (BEST_PLAN)' : '';
  console.log(`| ${r.plan.civilTurns}${tag} | ${r.plan.weaponMargin} | ${r.plan.ammoKeep} | ${pct(r.p)} [${pct(r.low)}–${pct(r.high)}] |`);
}
