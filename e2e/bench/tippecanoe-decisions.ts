// Battle of Tippecanoe's computer players: how long each takes to decide, in CPU time on one core
// (process.cpuUsage, so a loaded machine inflates it little), over the real choices (more than
// one move to weigh) of two greedy-against-greedy games. npx tsx e2e/bench/tippecanoe-decisions.ts
import type { Strength } from '../../renderer/engine/game';
import { tippecanoe } from '../../renderer/games/tippecanoe/game';
import { legalMoves, type Side, type TipState } from '../../renderer/games/tippecanoe/rules';
import { greedyMove } from '../../renderer/games/tippecanoe/ai/greedy';
import { BUDGETS, searchMove } from '../../renderer/games/tippecanoe/ai/search';
import { median, percentile } from './measure';

const players = [
  { name: 'Native', control: 'computer' as const, strength: 'normal' as const },
  { name: 'US', control: 'computer' as const, strength: 'normal' as const },
];
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const choices: [TipState, Side][] = [];
for (const seed of [11, 12]) {
  let s = tippecanoe.setup({ options: tippecanoe.defaultOptions, players }, seed);
  while (!s.result) {
    const seat = tippecanoe.actors(s)[0] as Side;
    if (legalMoves(s, seat).filter((m) => m.type !== 'concede').length > 1) choices.push([s, seat]);
    const r = tippecanoe.apply(s, greedyMove(tippecanoe.playerView(s, seat), seat), seat);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
}
const picked = choices.filter((_, i) => i % Math.ceil(choices.length / 40) === 0);
const deciders: [string, (view: TipState, seat: Side) => unknown][] = [
  ['greedy', (v, seat) => greedyMove(v, seat)],
  ...(['easy', 'normal', 'hard'] as Strength[]).map((k): [string, (view: TipState, seat: Side) => unknown] => [k, (v, seat) => searchMove(v, seat, k)]),
  // Budgets on trial: `npx tsx e2e/bench/tippecanoe-decisions.ts 96 192` adds hard's budget at 96 and 192 playouts.
  ...process.argv.slice(2).map((n): [string, (view: TipState, seat: Side) => unknown] => [`hard at ${n} playouts`, (v, seat) => searchMove(v, seat, 'hard', { ...BUDGETS.hard, playouts: Number(n) })]),
];
console.log(`# Battle of Tippecanoe, decision time: ${picked.length} real choices of ${choices.length} in two greedy games, CPU ms on one core`);
for (const [name, decide] of deciders) {
  const ms = picked.map(([s, seat]) => {
    const view = tippecanoe.playerView(s, seat);
    const t0 = cpu();
    decide(view, seat);
    return cpu() - t0;
  });
  console.log(`${name}: median ${median(ms).toFixed(1)}, p95 ${percentile(ms, 95).toFixed(1)}, worst ${Math.max(...ms).toFixed(0)}`);
}
