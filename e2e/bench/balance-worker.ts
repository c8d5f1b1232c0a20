// One share of a balance series, in a worker thread (the lab splits a series over the cores).
import { parentPort, workerData } from 'node:worker_threads';
import { playMatch } from '../../renderer/engine/arena';
import { median } from '../../renderer/engine/stats';
import { LABS } from './labs';

export interface BalanceJob {
  lab: string;
  players: [string, string];
  variant: string;
  games: number[];
}

export interface BalanceGame {
  winners: number[];
  draw: boolean;
  lengths: Record<string, number>;
  ending: string;
  /** Median milliseconds a decision took, by seat. */
  decisionMs: number[];
  /** Every decision's milliseconds, by seat (for the series' median and 95th percentile). */
  decisions: number[][];
}

const job = workerData as BalanceJob;
const lab = LABS[job.lab];
if (!lab) throw new Error(`No lab called ${job.lab}`);
const players = job.players.map((name) => lab.players[name]);
if (players.some((p) => !p)) throw new Error(`${job.lab} has no player called ${job.players.join(' or ')}`);
const out: BalanceGame[] = job.games.map((n) => {
  const r = playMatch(lab.game, players as never, lab.setup(n, job.variant), 1_000 + n, { maxMoves: lab.maxMoves, clock: () => performance.now() });
  const m = lab.measure(r);
  return { winners: r.winners, draw: r.draw, lengths: m.lengths, ending: m.ending, decisionMs: r.decisions.map((xs) => (xs.length ? median(xs) : 0)), decisions: r.decisions };
});
parentPort?.postMessage(out);
