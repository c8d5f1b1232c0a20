// Simultaneous orders as a zero-sum matrix game: rows are our candidate orders, columns the
// enemy's replies, cells our value. Regret matching finds each side's mix of orders that the
// other cannot exploit; we then play our order that does best against the enemy's mix.

export interface Solution {
  /** How often to play each row, and the enemy each column, at the approximate equilibrium. */
  rows: number[];
  cols: number[];
  /** Our best single order against the enemy's mix. */
  best: number;
}

export function solveMatrixGame(payoff: readonly (readonly number[])[], iterations = 400): Solution {
  const m = payoff.length;
  const n = payoff[0]?.length ?? 0;
  const rowRegret = new Array<number>(m).fill(0);
  const colRegret = new Array<number>(n).fill(0);
  const rowSum = new Array<number>(m).fill(0);
  const colSum = new Array<number>(n).fill(0);
  const strategy = (regret: number[]) => {
    const pos = regret.map((r) => Math.max(0, r));
    const total = pos.reduce((a, b) => a + b, 0);
    return total > 0 ? pos.map((p) => p / total) : regret.map(() => 1 / regret.length);
  };
  for (let t = 0; t < iterations; t++) {
    const rs = strategy(rowRegret);
    const cs = strategy(colRegret);
    // Each row's value against the enemy's current mix, and each column's against ours.
    const rowValue = payoff.map((row) => row.reduce((a, v, j) => a + v * (cs[j] ?? 0), 0));
    const colValue = Array.from({ length: n }, (_, j) => payoff.reduce((a, row, i) => a + (row[j] ?? 0) * (rs[i] ?? 0), 0));
    const mixed = rowValue.reduce((a, v, i) => a + v * (rs[i] ?? 0), 0);
    for (let i = 0; i < m; i++) {
      rowRegret[i] = (rowRegret[i] ?? 0) + (rowValue[i] ?? 0) - mixed;
      rowSum[i] = (rowSum[i] ?? 0) + (rs[i] ?? 0);
    }
    // The enemy minimises our value.
    for (let j = 0; j < n; j++) {
      colRegret[j] = (colRegret[j] ?? 0) + mixed - (colValue[j] ?? 0);
      colSum[j] = (colSum[j] ?? 0) + (cs[j] ?? 0);
    }
  }
  const rows = rowSum.map((x) => x / iterations);
  const cols = colSum.map((x) => x / iterations);
  const against = payoff.map((row) => row.reduce((a, v, j) => a + v * (cols[j] ?? 0), 0));
  let best = 0;
  for (let i = 1; i < m; i++) if ((against[i] ?? -Infinity) > (against[best] ?? -Infinity)) best = i;
  return { rows, cols, best };
}
