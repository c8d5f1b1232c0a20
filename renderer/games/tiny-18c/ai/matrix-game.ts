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
  // Plain loops over typed arrays: a decision solves a game of up to 16 x 16 four hundred times.
  // Every sum runs in the order it always has, so the mixes come out to the last bit the same.
  const cell = new Float64Array(m * n);
  payoff.forEach((row, i) => {
    for (let j = 0; j < n; j++) cell[i * n + j] = row[j] ?? 0;
  });
  const rowRegret = new Float64Array(m);
  const colRegret = new Float64Array(n);
  const rowSum = new Float64Array(m);
  const colSum = new Float64Array(n);
  const rs = new Float64Array(m);
  const cs = new Float64Array(n);
  const rowValue = new Float64Array(m);
  const colValue = new Float64Array(n);
  for (let t = 0; t < iterations; t++) {
    strategy(rowRegret, rs);
    strategy(colRegret, cs);
    // Each row's value against the enemy's current mix, and each column's against ours.
    for (let i = 0; i < m; i++) {
      let a = 0;
      for (let j = 0; j < n; j++) a += (cell[i * n + j] as number) * (cs[j] as number);
      rowValue[i] = a;
    }
    for (let j = 0; j < n; j++) {
      let a = 0;
      for (let i = 0; i < m; i++) a += (cell[i * n + j] as number) * (rs[i] as number);
      colValue[j] = a;
    }
    let mixed = 0;
    for (let i = 0; i < m; i++) mixed += (rowValue[i] as number) * (rs[i] as number);
    for (let i = 0; i < m; i++) {
      rowRegret[i] = (rowRegret[i] as number) + (rowValue[i] as number) - mixed;
      rowSum[i] = (rowSum[i] as number) + (rs[i] as number);
    }
    // The enemy minimises our value.
    for (let j = 0; j < n; j++) {
      colRegret[j] = (colRegret[j] as number) + mixed - (colValue[j] as number);
      colSum[j] = (colSum[j] as number) + (cs[j] as number);
    }
  }
  const rows = Array.from(rowSum, (x) => x / iterations);
  const cols = Array.from(colSum, (x) => x / iterations);
  const against = payoff.map((row) => row.reduce((a, v, j) => a + v * (cols[j] ?? 0), 0));
  let best = 0;
  for (let i = 1; i < m; i++) if ((against[i] ?? -Infinity) > (against[best] ?? -Infinity)) best = i;
  return { rows, cols, best };
}

/** Regret matching: play each choice in proportion to its positive regret, or all alike when none has any. */
function strategy(regret: Float64Array, out: Float64Array): void {
  let total = 0;
  for (let i = 0; i < regret.length; i++) total += Math.max(0, regret[i] as number);
  for (let i = 0; i < regret.length; i++) out[i] = total > 0 ? Math.max(0, regret[i] as number) / total : 1 / regret.length;
}
