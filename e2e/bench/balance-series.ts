// A balance series split over worker threads, one a core (at most four): the balance lab's and the
// Tippecanoe tuning's way of playing many games at once.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BalanceGame, BalanceJob } from './balance-worker';

export type { BalanceGame, BalanceJob };

export async function series(job: Omit<BalanceJob, 'games'>, games: number): Promise<BalanceGame[]> {
  const all = Array.from({ length: games }, (_, i) => i);
  // BALANCE_THREADS=<n> holds a series to fewer threads (a shared machine: one core).
  const threads = Math.max(1, Math.min(Number(process.env.BALANCE_THREADS) || os.cpus().length, 4));
  const shares = Array.from({ length: threads }, (_, t) => all.filter((g) => g % threads === t)).filter((s) => s.length);
  const file = JSON.stringify(path.join(__dirname, 'balance-worker.ts'));
  const parts = await Promise.all(
    shares.map(
      (share) =>
        new Promise<BalanceGame[]>((resolve, reject) => {
          // A worker cannot load TypeScript by itself: it registers tsx first, then the share's file.
          const w = new Worker(`require('tsx/cjs/api').register(); require(${file});`, { eval: true, workerData: { ...job, games: share } });
          w.once('message', resolve);
          w.once('error', reject);
        }),
    ),
  );
  return parts.flat();
}

