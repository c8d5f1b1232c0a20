// The search for Battle of Tippecanoe's balanced values: npx tsx e2e/bench/tippecanoe-tune.ts [games] [verify]
// Between equal normal players, over the same seeds: the win rate as written, then with each tunable
// value (rules/values.ts TUNING_KNOBS) moved alone one step within its bounds towards the side
// that wins less (a move away from 50% is not worth the games: its sign is known). Each move's
// effect is taken on the log-odds scale, the effects are added to predict every combination, and
// the combinations predicted nearest 50% (fewest changes first) are played `verify` games each until
// one lands within 50% ± 5% with its whole 95% interval inside 42–58%; that one is the 'balanced'
// variant (BALANCED_TUNING). Prints Markdown for docs/benchmarks.md.
import { wilson } from '../../renderer/engine/stats';
import { TUNING } from '../../renderer/games/tippecanoe/ai/lab';
import { AS_WRITTEN_TUNING, TUNING_KNOBS, type Tuning } from '../../renderer/games/tippecanoe/rules/values';
import { series } from './balance-series';

const games = Number(process.argv[2] ?? 200);
const verify = Number(process.argv[3] ?? 1000);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const logit = (p: number) => Math.log(p / (1 - p));
const unlogit = (x: number) => 1 / (1 + Math.exp(-x));
const words = (t: Tuning) =>
  TUNING_KNOBS.filter((k) => t[k.key] !== AS_WRITTEN_TUNING[k.key])
    .map((k) => `${k.name} ${AS_WRITTEN_TUNING[k.key]} → ${t[k.key]}`)
    .join('; ') || 'as written';

async function nativeRate(t: Tuning, n: number): Promise<{ wins: number; n: number }> {
  const results = await series({ lab: 'tippecanoe', players: ['normal', 'normal'], variant: `${TUNING}${JSON.stringify(t)}` }, n);
  return { wins: results.filter((r) => r.winners.includes(0)).length, n };
}

async function main(): Promise<void> {
  const t0 = Date.now();
  console.log(`# Tuning Battle of Tippecanoe: normal against normal, ${games} games a candidate (seeds 1001–${1000 + games}), ${verify} to verify`);
  console.log('| values | Native wins [95% CI] | effect on the log-odds |');
  console.log('|---|---|---|');
  const base = await nativeRate(AS_WRITTEN_TUNING, games);
  // Half a win either way keeps a log-odds finite.
  const lo = (r: { wins: number; n: number }) => logit((r.wins + 0.5) / (r.n + 1));
  const b = wilson(base.wins, base.n);
  console.log(`| as written | ${pct(b.p)} [${pct(b.low)}–${pct(b.high)}] | |`);
  const effects = new Map<string, number>();
  const behind = b.p < 0.5 ? 'Native' : 'US';
  for (const k of TUNING_KNOBS)
    for (let v = k.min; v <= k.max; v++) {
      const step = v - AS_WRITTEN_TUNING[k.key];
      if (Math.abs(step) !== 1 || (step > 0) !== (k.raising === behind)) continue;
      const t = { ...AS_WRITTEN_TUNING, [k.key]: v };
      const r = await nativeRate(t, games);
      const e = lo(r) - lo(base);
      effects.set(`${k.key}=${v}`, e);
      const w = wilson(r.wins, r.n);
      console.log(`| ${words(t)} | ${pct(w.p)} [${pct(w.low)}–${pct(w.high)}] | ${e >= 0 ? '+' : ''}${e.toFixed(2)} |`);
    }
  // Every combination of the measured moves, predicted.
  let combos: Tuning[] = [{ ...AS_WRITTEN_TUNING }];
  for (const k of TUNING_KNOBS) {
    const moved = [...effects.keys()].filter((e) => e.startsWith(`${k.key}=`)).map((e) => Number(e.split('=')[1]));
    combos = combos.flatMap((c) => [c, ...moved.map((v) => ({ ...c, [k.key]: v }))]);
  }
  const changes = (t: Tuning) => TUNING_KNOBS.filter((k) => t[k.key] !== AS_WRITTEN_TUNING[k.key]).length;
  const predict = (t: Tuning) => unlogit(lo(base) + TUNING_KNOBS.reduce((n, k) => n + (t[k.key] === AS_WRITTEN_TUNING[k.key] ? 0 : (effects.get(`${k.key}=${t[k.key]}`) ?? 0)), 0));
  const ranked = combos
    .map((t) => ({ t, p: predict(t), n: changes(t) }))
    .filter((c) => c.n > 0)
    .sort((x, y) => Math.round(Math.abs(x.p - 0.5) * 50) - Math.round(Math.abs(y.p - 0.5) * 50) || x.n - y.n);
  console.log('\nVerified (the predictions nearest 50%, fewest changes first):\n');
  console.log('| values | predicted | Native wins [95% CI] |');
  console.log('|---|---|---|');
  for (const c of ranked.slice(0, 3)) {
    const r = await nativeRate(c.t, verify);
    const w = wilson(r.wins, r.n);
    console.log(`| ${words(c.t)} | ${pct(c.p)} | ${pct(w.p)} [${pct(w.low)}–${pct(w.high)}] |`);
    if (Math.abs(w.p - 0.5) <= 0.05 && w.low >= 0.42 && w.high <= 0.58) {
      console.log(`\nBALANCED_TUNING = ${JSON.stringify(c.t)} (${((Date.now() - t0) / 60000).toFixed(1)} minutes in all)`);
      return;
    }
  }
  console.log(`\nNo candidate verified within 50% ± 5% (${((Date.now() - t0) / 60000).toFixed(1)} minutes).`);
  process.exitCode = 1;
}

void main();
