// Tiny 18c's computer opponent: how often it wins against a random and a one-ply greedy player
// (a thousand games on each side unless MUSTER_BENCH_GAMES says otherwise), how long it takes to
// decide, and how many whole games a second the rules play, random against random.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { armiesFor, playGame } from '../../renderer/games/tiny-18c/ai/arena';
import type { BotKind } from '../../renderer/games/tiny-18c/ai/bots';
import { fmt, median, percentile, printRows, type Row } from './measure';

interface GameResult {
  side: 0 | 1;
  winner: 0 | 1 | null;
  turns: number;
  decisions: number[];
}

async function series(bot: BotKind, opponent: BotKind, perSide: number): Promise<GameResult[]> {
  const all = Array.from({ length: perSide * 2 }, (_, i) => i);
  const threads = Math.max(1, Math.min(os.cpus().length, 4));
  const shares = Array.from({ length: threads }, (_, t) => all.filter((g) => g % threads === t));
  const parts = await Promise.all(
    shares.map(
      (games) =>
        new Promise<GameResult[]>((resolve, reject) => {
          // A worker cannot load TypeScript by itself: it registers tsx first, then the share's file.
          const file = JSON.stringify(path.join(__dirname, 'tiny18c-worker.ts'));
          const w = new Worker(`require('tsx/cjs/api').register(); require(${file});`, { eval: true, workerData: { bot, opponent, games } });
          w.once('message', resolve);
          w.once('error', reject);
        }),
    ),
  );
  return parts.flat();
}

function describe(bot: BotKind, opponent: BotKind, results: GameResult[]): Row[] {
  const rows: Row[] = [];
  for (const side of [0, 1] as const) {
    const mine = results.filter((r) => r.side === side);
    const won = mine.filter((r) => r.winner === side).length;
    const drawn = mine.filter((r) => r.winner === null).length;
    rows.push({
      bench: `${bot} vs ${opponent}, as ${side === 0 ? 'attacker' : 'defender'}`,
      figure: `${fmt((100 * won) / mine.length, 1)}% won (${won} of ${mine.length}; ${drawn} drawn, ${mine.length - won - drawn} lost), ${fmt(mean(mine.map((r) => r.turns)), 1)} turns a game`,
    });
  }
  const decisions = results.flatMap((r) => r.decisions);
  rows.push({ bench: `  ${bot}'s decisions`, figure: `${fmt(median(decisions), 1)} ms median, ${fmt(percentile(decisions, 95), 1)} ms p95, ${fmt(Math.max(...decisions), 0)} ms worst (${decisions.length} decisions)` });
  return rows;
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** The goal for whole random games a second on one core (issue 15). */
const RANDOM_GAMES_GOAL = 2000;

/**
 * Whole games, random against random, on this thread: a second's warm-up (the JIT's), then three
 * windows of two seconds, the median reported (a self-play series runs thousands of games warm).
 */
export function randomGamesRow(): Row {
  let games = 0;
  const window = (ms: number): number => {
    const t0 = performance.now();
    let n = 0;
    for (; performance.now() - t0 < ms; n++) playGame(['random', 'random'], armiesFor(games), games++, () => 0);
    return (n * 1000) / (performance.now() - t0);
  };
  window(1000);
  const rates = [window(2000), window(2000), window(2000)];
  const rate = median(rates);
  return {
    bench: 'random vs random',
    figure: `${fmt(rate, 0)} whole games a second (one core, warm; windows ${rates.map((r) => fmt(r, 0)).join(', ')}; goal ${RANDOM_GAMES_GOAL}: ${rate >= RANDOM_GAMES_GOAL ? 'met' : 'NOT met'})`,
  };
}

export async function tiny18cBench(): Promise<Row[]> {
  const perSide = Number(process.env.MUSTER_BENCH_GAMES ?? 1000);
  const rows: Row[] = [];
  rows.push(randomGamesRow());
  rows.push(...describe('normal', 'random', await series('normal', 'random', perSide)));
  rows.push(...describe('normal', 'greedy', await series('normal', 'greedy', perSide)));
  const ladder = Math.max(20, Math.round(perSide / 10));
  rows.push(...describe('easy', 'random', await series('easy', 'random', ladder)));
  rows.push(...describe('hard', 'normal', await series('hard', 'normal', ladder)));
  printRows(`Tiny 18c computer opponent (${perSide} games a side; strength ladder ${ladder} a side; ${Math.min(os.cpus().length, 4)} threads)`, rows);
  return rows;
}
