// What more search buys the Native side against a random US player:
// npx tsx e2e/bench/tippecanoe-native.ts [games] [variant…]
// The normal player as the Native side, with its budget changed one way at a time (more playouts,
// deeper playouts, every battle choice searched, hard's whole budget), against the random US
// player over the same seeds (1001…), each variant's win rate with its 95% interval. Issue 13 asks
// 95% of normal against random over 500 games a side; the US side wins all of them, and this is
// the evidence of how far the Native side can get (docs/benchmarks.md, 2026-12-01 to 2026-12-05).
import { playMatch } from '../../renderer/engine/arena';
import { Rng, seedRng } from '../../renderer/engine/rng';
import { quickMove } from '../../renderer/games/tippecanoe/ai/policy';
import { HELD, MODEL } from '../../renderer/games/tippecanoe/ai/evaluate';
import { wilson } from '../../renderer/engine/stats';
import { tippecanoeLab as lab } from '../../renderer/games/tippecanoe/ai/lab';
import { BUDGETS, searchMove, type Budget } from '../../renderer/games/tippecanoe/ai/search';
import type { Side, TipAction, TipState } from '../../renderer/games/tippecanoe/rules';

const args = process.argv.slice(2);
const vsAt = args.indexOf('--vs');
const opponent = vsAt >= 0 ? (args.splice(vsAt, 2)[1] as string) : 'random';
const fromAt = args.indexOf('--from');
// --from <g>: start at game g (seed 1000 + g), so a long series can be split across cores.
const first = fromAt >= 0 ? Number(args.splice(fromAt, 2)[1]) : 1;
const games = Number(args[0] ?? 200);
// HELD_USE=<x>: what a tactic in hand counts for (evaluate.ts HELD.use), tried in place of the player's own.
if (process.env.HELD_USE) HELD.use = Number(process.env.HELD_USE);
// AMMO_WORTH=<x> / FIELD_WEIGHT=<x>: the evaluation's worth of an ammunition card and the weight of the field as it stands (evaluate.ts MODEL), tried in place of its own.
if (process.env.AMMO_WORTH) MODEL.ammo = Number(process.env.AMMO_WORTH);
if (process.env.FIELD_WEIGHT) MODEL.field = Number(process.env.FIELD_WEIGHT);
const normal = BUDGETS.normal;
const every = BUDGETS.hard.searched;
// Normal's budget until 2026-12-05 (16 playouts, 24 moves deep): 89.1% of 1,000 as the Native side
// against random. The one-way trials below change it, as they did when docs/benchmarks.md recorded them.
const before: Budget = { ...normal, playouts: 16, horizon: 24 };
const VARIANTS: Record<string, Budget> = {
  normal,
  'normal before': before,
  'playouts 48': { ...before, playouts: 48 },
  'horizon 48': { ...before, horizon: 48 },
  'horizon 96': { ...before, horizon: 96 },
  // Both at once: normal's budget since 2026-12-05 (91.1% of 1,000 as the Native side against random).
  'playouts 48, horizon 48': normal,
  'every battle choice searched': { ...before, searched: every },
  hard: BUDGETS.hard,
  // Hard's reach with twice the playouts: 95.3% of 300 (seeds 1001–1300); as normal's budget, 94.4% of 500 (docs/benchmarks.md, 2026-12-02 afternoon).
  'hard x2': { ...BUDGETS.hard, playouts: 96 },
  // Hard's reach with four times the playouts, once playouts were made twice as fast (search.ts applyShaped, the cards kit's move).
  'hard x4': { ...BUDGETS.hard, playouts: 192 },
  // Hard x2's playouts spent by sequential halving (search.ts Budget.halve): half over the shortlist, half over its better two.
  'hard x2 halved': { ...BUDGETS.hard, playouts: 96, halve: true },
  'hard x2, shortlist 6': { ...BUDGETS.hard, playouts: 144, shortlist: 6 },
  // The preparation plan changed (policy.ts Plan: Civil Chief turns, weapons kept over warriors, ammunition kept).
  'plan 1 civil turn': { ...normal, plan: { ...normal.plan, civilTurns: 1 } },
  'plan 2 civil turns': { ...normal, plan: { ...normal.plan, civilTurns: 2 } },
  'plan 3 civil turns': { ...normal, plan: { ...normal.plan, civilTurns: 3 } },
  'plan keep 6 ammunition': { ...normal, plan: { ...normal.plan, ammoKeep: 6 } },
  'plan keep 15 ammunition': { ...normal, plan: { ...normal.plan, ammoKeep: 15 } },
  'plan 1 civil turn, keep 15 ammunition': { ...normal, plan: { ...normal.plan, civilTurns: 1, ammoKeep: 15 } },
  'plan 2 civil turns, keep 15 ammunition': { ...normal, plan: { ...normal.plan, civilTurns: 2, ammoKeep: 15 } },
};
/** Variants that play the tactic step by the quick player's rule (the strongest tactic that fits, always), the rest as their budget. */
const EAGER: Record<string, string> = { 'eager tactics': 'normal', 'eager tactics, hard': 'hard' };
const chosen = args.slice(1).length ? args.slice(1) : Object.keys(VARIANTS);
const random = lab.players[opponent] as (view: TipState, seat: number) => TipAction;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

console.log(`# The Native side at normal, its budget changed, against the ${opponent} US player, ${games} games each (seeds ${1000 + first}–${999 + first + games})`);
console.log('| Native budget | Native wins [95% CI] | seconds |');
console.log('|---|---|---|');
for (const name of chosen) {
  const budget = VARIANTS[EAGER[name] ?? name];
  if (!budget) throw new Error(`No variant "${name}": ${Object.keys(VARIANTS).join(', ')}`);
  const strength = (EAGER[name] ?? name).startsWith('hard') ? 'hard' : 'normal';
  const native = (view: TipState, seat: number) =>
    EAGER[name] && view.step.k === 'tactic' ? (quickMove(view, seat as Side, new Rng(seedRng(view.moves)), 0) as TipAction) : searchMove(view, seat as Side, strength, budget);
  const t0 = performance.now();
  let wins = 0;
  for (let g = first; g < first + games; g++) {
    const r = playMatch(lab.game, [native, random], lab.setup(g, 'as-written'), 1000 + g, { maxMoves: lab.maxMoves });
    if (r.winners.includes(0)) wins++;
  }
  const w = wilson(wins, games);
  console.log(`| ${name} | ${pct(w.p)} [${pct(w.low)}–${pct(w.high)}] (${wins}/${games}) | ${((performance.now() - t0) / 1000).toFixed(0)} |`);
}
