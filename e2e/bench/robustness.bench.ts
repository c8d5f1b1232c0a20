// The rules against any input: the rules fuzzer and the soak at full size, with their counts.
// `npx tsx --expose-gc e2e/bench/run.ts rules` (or `npm run bench:rules`); sizes from
// MUSTER_BENCH_FUZZ_ACTIONS (actions a game, 20,000) and MUSTER_BENCH_SOAK_GAMES (games a game, 1,000).
import type { Strength } from '../../renderer/engine/game';
import { SUBJECTS } from '../../renderer/games/robustness/subjects';
import { fuzzRules, fuzzStates } from '../../renderer/games/robustness/rules-fuzz';
import { soak } from '../../renderer/games/robustness/soak';
import { fmt, median, peakHeapMb, percentile, printRows, type Row } from './measure';

const count = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const list = (o: Partial<Record<string, number>>) =>
  Object.entries(o)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || 'none';

export function rulesFuzzBench(): Row[] {
  const actions = count('MUSTER_BENCH_FUZZ_ACTIONS', 20_000);
  const rows: Row[] = [];
  const examples: string[] = [];
  for (const subject of SUBJECTS) {
    const t0 = performance.now();
    const { result: t, peakMb } = peakHeapMb(() => fuzzRules(subject, { actions, games: 12, firstSeed: 9_000, seed: 2026 }, fuzzStates(subject, 12, 9_000)));
    const s = (performance.now() - t0) / 1000;
    rows.push({
      bench: subject.game.title,
      figure:
        `${t.tried} actions on ${t.states} states: ${t.accepted} accepted, ${t.refused} refused; failures: ${list(t.failures)}; ` +
        `schema-valid ${t.schemaValid.tried} (${t.schemaValid.accepted} accepted, ${t.schemaValid.failures} failed); ` +
        `by source ${Object.entries(t.bySource).map(([k, b]) => `${k} ${b.accepted}/${b.tried}`).join(', ')}; ` +
        `apply ${fmt(median(t.applyUs), 1)} µs median, ${fmt(percentile(t.applyUs, 95), 0)} µs p95; ${fmt(s, 1)} s in all, ${fmt(peakMb, 0)} MB peak heap`,
    });
    examples.push(...t.examples.slice(0, 6));
  }
  printRows(`Rules fuzzer (${actions} actions a game, states from 12 games of each)`, rows);
  if (examples.length) console.log(`\n  first failures:\n${examples.map((e) => `    ${e}`).join('\n')}`);
  return rows;
}

export function soakBench(): Row[] {
  const games = count('MUSTER_BENCH_SOAK_GAMES', 1_000);
  const rows: Row[] = [];
  const examples: string[] = [];
  // Mostly easy computers (quick), one game in four at normal strength.
  const strengths: Strength[] = ['easy', 'easy', 'easy', 'normal'];
  for (const subject of SUBJECTS) {
    const t0 = performance.now();
    const tallies = peakHeapMb(() =>
      strengths.map((strength, k) => soak(subject, { games: Math.ceil((games * (k + 1)) / 4) - Math.ceil((games * k) / 4), firstSeed: 50_000 + k * 100_000, everyState: k === 0 ? 10 : 0, sampleRate: 0.03, strength })),
    );
    const s = (performance.now() - t0) / 1000;
    const sum = (f: (t: (typeof tallies.result)[number]) => number) => tallies.result.reduce((a, t) => a + f(t), 0);
    const gameMs = tallies.result.flatMap((t) => t.gameMs);
    const failures: Record<string, number> = {};
    for (const t of tallies.result) for (const [k, n] of Object.entries(t.failures)) failures[k] = (failures[k] ?? 0) + (n ?? 0);
    rows.push({
      bench: subject.game.title,
      figure: `${sum((t) => t.games)} games (${sum((t) => t.finished)} to the end), ${sum((t) => t.states)} states checked, ${sum((t) => t.roundTrips)} saved, read back and resumed; failures: ${list(failures)}; a game ${fmt(median(gameMs), 0)} ms median, ${fmt(percentile(gameMs, 95), 0)} ms p95 (checks included), ${fmt(s, 0)} s in all, ${fmt(tallies.peakMb, 0)} MB peak heap`,
    });
    for (const t of tallies.result) examples.push(...t.examples.slice(0, 3));
  }
  printRows(`Soak, computer against computer (${games} games a game; the first 10 resumed at every state, the rest at 3% of states and the end)`, rows);
  if (examples.length) console.log(`\n  first failures:\n${examples.map((e) => `    ${e}`).join('\n')}`);
  return rows;
}
