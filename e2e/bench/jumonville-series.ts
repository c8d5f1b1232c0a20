// One series of Skirmish at Jumonville Glen, headless, for docs/benchmarks.md: `npx tsx
// e2e/bench/jumonville-series.ts <kind> <opponent> <games> <first seed>` (kinds: easy, normal,
// hard, greedy, random, one-ply). Games alternate which team `kind` plays (even games Red) and, by pairs,
// the glen (glen-two, glen-four), as lab.ts's series does; prints the wins by team and glen and
// the decision times of `kind` (ms, every decision but the card draws), one core.
import { wilson } from '../../renderer/engine/stats';
import { LAB_SCENARIOS, playGame, type BotKind } from '../../renderer/games/jumonville/ai/lab';
import { HARD_LOOK, NORMAL_LOOK, NORMAL_WEIGHTS } from '../../renderer/games/jumonville/ai/planner';

// NORMAL_LOOK='{"m":48}': normal's look ahead changed for this series only (a trial of a budget).
if (process.env.NORMAL_LOOK) Object.assign(NORMAL_LOOK, JSON.parse(process.env.NORMAL_LOOK) as object);
// HARD_LOOK='{"m":64}': hard's likewise.
if (process.env.HARD_LOOK) Object.assign(HARD_LOOK, JSON.parse(process.env.HARD_LOOK) as object);
// NORMAL_WEIGHTS='{"danger":0.9}': normal's reckoning (its candidates, and the judge's standing) changed likewise.
if (process.env.NORMAL_WEIGHTS) Object.assign(NORMAL_WEIGHTS, JSON.parse(process.env.NORMAL_WEIGHTS) as object);

const [kind = 'normal', opp = 'greedy', gamesArg = '40', seedArg = '5000'] = process.argv.slice(2);
const games = Number(gamesArg);
const seed = Number(seedArg);
const t0 = performance.now();
const res: Record<string, [number, number]> = {};
let won = 0;
let drawn = 0;
// Each team's wins whoever played it (for a player against itself, the glens' balance).
const teams = { red: 0, black: 0 };
const times: number[] = [];
for (let g = 0; g < games; g++) {
  const mine = g % 2 === 0 ? 'red' : 'black';
  const sc = LAB_SCENARIOS[Math.floor(g / 2) % LAB_SCENARIOS.length] as string;
  const kinds = mine === 'red' ? { red: kind as BotKind, black: opp as BotKind } : { red: opp as BotKind, black: kind as BotKind };
  const out = playGame(seed + g, sc, kinds, () => performance.now());
  const k = `${mine}/${sc}`;
  const cell = (res[k] ??= [0, 0]);
  cell[1]++;
  if (out.winner === null) drawn++;
  else teams[out.winner]++;
  if (out.winner === mine) {
    won++;
    cell[0]++;
  }
  times.push(...out.decisions[mine]);
}
times.sort((a, b) => a - b);
const r = wilson(won, games);
console.log(
  JSON.stringify({
    kind,
    opp,
    look: kind === 'normal' ? NORMAL_LOOK : kind === 'hard' ? HARD_LOOK : undefined,
    weights: kind === 'normal' && process.env.NORMAL_WEIGHTS ? NORMAL_WEIGHTS : undefined,
    won,
    games,
    drawn,
    teams,
    rate: `${(100 * r.p).toFixed(1)}% [${(100 * r.low).toFixed(1)}–${(100 * r.high).toFixed(1)}]`,
    res,
    medMs: times[Math.floor(times.length / 2)],
    p95Ms: times[Math.floor(times.length * 0.95)],
    secs: (performance.now() - t0) / 1000,
  }),
);
