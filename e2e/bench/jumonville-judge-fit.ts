// Fits a learned judge for Jumonville Glen's look ahead: a logistic regression of who won on the
// features of jumonville-judge-data.ts (Red's less Black's), with an intercept and a term for the
// four-seat glen. `npx tsx e2e/bench/jumonville-judge-fit.ts [--features a,b,c] rows.csv [more.csv …]`
// prints the held-out log-loss (games split by seed parity) of the learned judge and of today's
// hand-set one (1.5 a figure, a hit to come 1, half of place less 0.6 exposure, each with its own
// fitted scale), and the weights over all games as the `learned` option of NORMAL_LOOK takes them.
import { readFileSync } from 'node:fs';

interface Data {
  head: string[];
  rows: number[][];
}

function load(paths: string[]): Data {
  let head: string[] = [];
  const rows: number[][] = [];
  for (const p of paths) {
    const lines = readFileSync(p, 'utf8').split('\n').filter((l) => l.trim());
    head = (lines.shift() ?? '').split(',');
    for (const l of lines) rows.push(l.split(',').map(Number));
  }
  return { head, rows };
}

/** Solves A x = b (Gaussian elimination with partial pivoting). */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((r, i) => [...r, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[p]![c]!)) p = r;
    [M[c], M[p]] = [M[p]!, M[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = M[r]![c]! / M[c]![c]!;
      for (let k = c; k <= n; k++) M[r]![k]! -= f * M[c]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let v = M[r]![n]!;
    for (let k = r + 1; k < n; k++) v -= M[r]![k]! * x[k]!;
    x[r] = v / M[r]![r]!;
  }
  return x;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));
const dot = (a: number[], b: number[]): number => a.reduce((s, x, i) => s + x * (b[i] as number), 0);

/** Logistic regression by Newton's method, a little L2 to keep it well posed. */
function fit(X: number[][], y: number[], l2 = 1e-3): number[] {
  const d = X[0]?.length ?? 0;
  let w = new Array<number>(d).fill(0);
  for (let it = 0; it < 50; it++) {
    const g = w.map((wi) => l2 * wi);
    const H = Array.from({ length: d }, (_, i) => Array.from({ length: d }, (_, j) => (i === j ? l2 : 0)));
    X.forEach((x, n) => {
      const p = sigmoid(dot(x, w));
      const r = p * (1 - p);
      for (let i = 0; i < d; i++) {
        g[i]! += (p - (y[n] as number)) * (x[i] as number);
        for (let j = 0; j < d; j++) H[i]![j]! += r * (x[i] as number) * (x[j] as number);
      }
    });
    const step = solve(H, g);
    w = w.map((wi, i) => wi - (step[i] as number));
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return w;
}

function logLoss(X: number[][], y: number[], w: number[]): number {
  let s = 0;
  X.forEach((x, n) => {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, sigmoid(dot(x, w))));
    s -= (y[n] as number) ? Math.log(p) : Math.log(1 - p);
  });
  return s / Math.max(1, X.length);
}

let args = process.argv.slice(2);
let only: string[] | null = null;
if (args[0] === '--features') {
  only = (args[1] ?? '').split(',');
  args = args.slice(2);
}
const { head, rows } = load(args);
const all = head.slice(4);
const feats = only ?? all;
const col = (name: string) => head.indexOf(name);
const y = rows.map((r) => r[col('won')] as number);
const train = rows.map((r) => (r[col('game')] as number) % 2 === 0);
const part = <T>(xs: T[], t: boolean) => xs.filter((_, i) => train[i] === t);
const at = (r: number[], n: string) => r[col(n)] as number;
const learnedX = rows.map((r) => [1, at(r, 'glen'), ...feats.map((n) => at(r, n))]);
const todayX = rows.map((r) => [1, at(r, 'glen'), 1.5 * at(r, 'figures') + at(r, 'life') + 0.5 * (at(r, 'place') - 0.6 * at(r, 'exposure'))]);
const games = new Set(rows.map((r) => r[col('game')]));
console.log(`${rows.length} positions from ${games.size} games`);
const wt = fit(part(todayX, true), part(y, true));
console.log(`today's judge: held-out log-loss ${logLoss(part(todayX, false), part(y, false), wt).toFixed(4)} (scale ${(wt[2] as number).toFixed(3)} a point)`);
const wl = fit(part(learnedX, true), part(y, true));
console.log(`learned judge: held-out log-loss ${logLoss(part(learnedX, false), part(y, false), wl).toFixed(4)}`);
const base = part(y, false).reduce((a, b) => a + b, 0) / Math.max(1, part(y, false).length);
console.log(`no judge at all: ${(-(base * Math.log(base) + (1 - base) * Math.log(1 - base))).toFixed(4)}`);
const w = fit(learnedX, y);
const learned = { intercept: +(w[0] as number).toFixed(4), four: +(w[1] as number).toFixed(4), w: Object.fromEntries(feats.map((n, i) => [n, +(w[i + 2] as number).toFixed(4)])) };
console.log(`NORMAL_LOOK='${JSON.stringify({ learned })}'`);
