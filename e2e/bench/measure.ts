// Timing helpers for the benchmarks: medians of repeated runs, and the heap's high-water mark.
export { median } from '../../renderer/engine/stats';

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Runs `fn` `runs` times (after `warmup` unmeasured runs) and returns each run's milliseconds. */
export function time(fn: () => void, runs = 15, warmup = 3): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/**
 * Heap figures for `fn` (run Node with --expose-gc): the peak reached while it ran (read as it
 * returns, before any collection) and what its result keeps alive after a full collection.
 */
export function peakHeapMb<T>(fn: () => T): { result: T; peakMb: number; retainedMb: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Run the benchmarks with node --expose-gc (npm run bench does).');
  gc();
  const start = process.memoryUsage().heapUsed;
  const result = fn();
  const peak = process.memoryUsage().heapUsed;
  gc();
  const retained = process.memoryUsage().heapUsed;
  return { result, peakMb: (peak - start) / 1024 / 1024, retainedMb: (retained - start) / 1024 / 1024 };
}

export const fmt = (n: number, digits = 2): string => n.toFixed(digits);

export interface Row {
  bench: string;
  figure: string;
}

export function printRows(title: string, rows: readonly Row[]): void {
  console.log(`\n## ${title}`);
  const width = Math.max(...rows.map((r) => r.bench.length));
  for (const r of rows) console.log(`  ${r.bench.padEnd(width)}  ${r.figure}`);
}
