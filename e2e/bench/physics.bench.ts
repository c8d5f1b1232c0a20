// Dice thrown across the table, headless: how long they take to settle, and what a step costs.
import { DiceThrow } from '../../renderer/table/sim/dice-throw';
import { DIE_SIZE } from '../../renderer/games/free-table/rules';
import { STEP_MS } from '../../renderer/table/sim/physics';
import { fmt, median, printRows, type Row } from './measure';

const TABLE = { width: 914.4, height: 609.6 };

function launches(n: number, seed: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: `d${i}`,
    x: 80 + (i % 5) * 20,
    y: 250 + Math.floor(i / 5) * 20,
    angle: (seed * 0.37 + i) % 6.28,
    vx: 1400 + ((seed * 97 + i * 31) % 600),
    vy: -300 + ((seed * 53 + i * 17) % 600),
    spin: ((i % 2 ? 1 : -1) * 1600) / 120,
    size: DIE_SIZE,
  }));
}

export function physicsBench(): Row[] {
  const rows: Row[] = [];
  for (const n of [2, 20, 60]) {
    const steps: number[] = [];
    const wall: number[] = [];
    const perStep: number[] = [];
    for (let seed = 0; seed < 15; seed++) {
      const t = new DiceThrow(TABLE, launches(n, seed));
      const t0 = performance.now();
      t.runToEnd();
      const ms = performance.now() - t0;
      steps.push(t.steps);
      wall.push(ms);
      perStep.push(ms / t.steps);
    }
    rows.push({
      bench: `throw ${n} dice`,
      figure: `settles in ${fmt((median(steps) * STEP_MS) / 1000, 2)} s simulated (${median(steps)} steps); ${fmt(median(wall))} ms wall; ${fmt(median(perStep) * 1000, 1)} µs per step (medians of 15)`,
    });
  }
  printRows('Physics (Node, matter-js, fixed 60 Hz steps)', rows);
  return rows;
}
