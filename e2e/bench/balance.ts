// The balance lab: npm run balance -- <game> [--games N] [--players a,b,c | --pairs a:b,c:d] [--variant v]
// Every pairing of the game's computer players, on both sides, over N games each (seeds 1001…),
// with each side's win rate and its 95% Wilson interval, draws, the median game length and how
// the games ended, and how long the players took to decide (the median of each game's median, and the
// median and 95th percentile of every decision); then, for equal players, the verdict in plain words. Games run in worker
// threads, one a core (at most four).
import os from 'node:os';
import { median, tally, wilson } from '../../renderer/engine/stats';
import { percentile } from './measure';
import { series } from './balance-series';
import { LABS } from './labs';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

async function main(): Promise<void> {
  const name = process.argv[2];
  const lab = name ? LABS[name] : undefined;
  if (!lab) {
    console.error(`Which game? npm run balance -- <game>, one of: ${Object.keys(LABS).join(', ')}`);
    process.exit(2);
  }
  const games = Number(arg('games') ?? 1000);
  const players = (arg('players')?.split(',') ?? [...lab.defaultPlayers]).filter(Boolean);
  const unknown = players.filter((p) => !lab.players[p]);
  if (unknown.length || !Number.isInteger(games) || games < 1) {
    console.error(`Players are ${Object.keys(lab.players).join(', ')}; --games a whole number.`);
    process.exit(2);
  }
  const variant = arg('variant') ?? (lab.variants[0] as string);
  const [a, b] = lab.seats;
  console.log(`# Balance lab: ${lab.game.title} (${variant}), ${games} games a pairing, seeds ${1001}–${1000 + games}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
  console.log(`| ${a} | ${b} | ${a} wins [95% CI] | ${b} wins [95% CI] | drawn | median length | endings | decision ms (median of medians) | decision ms, all decisions (median, p95) |`);
  console.log('|---|---|---|---|---|---|---|---|---|');
  const verdicts: string[] = [];
  // --pairs a:b,c:d plays just those pairings (Native player first), not every pairing of --players.
  const pairs = arg('pairs')?.split(',').map((p) => p.split(':') as [string, string]) ?? players.flatMap((p0) => players.map((p1): [string, string] => [p0, p1]));
  if (pairs.some((pair) => pair.length !== 2 || pair.some((p) => !lab.players[p]))) {
    console.error(`--pairs takes a:b,c:d of the players ${Object.keys(lab.players).join(', ')}.`);
    process.exit(2);
  }
  for (const [p0, p1] of pairs) {
    {
      const t0 = performance.now();
      const results = await series({ lab: name as string, players: [p0, p1], variant }, games);
      const w0 = wilson(results.filter((r) => r.winners.includes(0)).length, results.length);
      const w1 = wilson(results.filter((r) => r.winners.includes(1)).length, results.length);
      const drawn = results.filter((r) => r.draw).length / results.length;
      const keys = Object.keys(results[0]?.lengths ?? {});
      const length = keys.map((k) => `${median(results.map((r) => r.lengths[k] ?? 0))} ${k}`).join(', ');
      const endings = tally(results.map((r) => r.ending))
        .map(([e, n]) => `${e} ${pct(n / results.length)}`)
        .join(', ');
      const ms = [0, 1].map((s) => median(results.map((r) => r.decisionMs[s] ?? 0)).toFixed(2)).join(' / ');
      const every = [0, 1]
        .map((s) => {
          const all = results.flatMap((r) => r.decisions[s] ?? []);
          return `${median(all).toFixed(2)}, ${percentile(all, 95).toFixed(2)}`;
        })
        .join(' / ');
      console.log(
        `| ${p0} | ${p1} | ${pct(w0.p)} [${pct(w0.low)}–${pct(w0.high)}] | ${pct(w1.p)} [${pct(w1.low)}–${pct(w1.high)}] | ${pct(drawn)} | ${length} | ${endings} | ${ms} (${((performance.now() - t0) / 1000).toFixed(0)} s) | ${every} |`,
      );
      if (p0 === p1) {
        const leader = w0.p >= w1.p ? { side: a, w: w0 } : { side: b, w: w1 };
        const even = w0.low <= w1.high && w1.low <= w0.high;
        verdicts.push(
          even
            ? `Between equal ${p0} players the sides are level within the intervals: ${a} ${pct(w0.p)}, ${b} ${pct(w1.p)}.`
            : `As ${variant === lab.variants[0] ? 'written' : variant}, the ${leader.side} side wins ${pct(leader.w.p)} (${pct(leader.w.low)}–${pct(leader.w.high)}) between equal ${p0} players.`,
        );
      }
    }
  }
  console.log('');
  for (const v of verdicts) console.log(`- ${v}`);
}

void main();
