// The save fuzzer at full size (npm run bench:saves): thousands of damaged files and values through
// the main process's store and the browser host, with every outcome counted; and what the largest
// files cost to list, load and resume.
import { browserHostTarget } from '../../renderer/testing/save-fuzz-browser';
import { OUTCOMES, failuresIn, fuzzTarget, type Tally } from '../../renderer/testing/save-fuzz';
import { mainStoreTarget } from '../../electron/testing/save-fuzz-target';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSaveStore } from '../../electron/saves';
import { writeSaveText, type SaveEnvelope } from '../../renderer/contract/save-format';
import { GameSession } from '../../renderer/kits/shell/session';
import { RULES } from '../../renderer/games/rules-registry';
import { playSample, SAMPLE_GAME_IDS } from '../../renderer/testing/sample-games';
import { scenarioOptions } from '../../renderer/games/ironclads/rules';
import { fmt, median, printRows, type Row } from './measure';

function printTally(title: string, t: Tally): void {
  console.log(`\n## ${title}`);
  console.log(`  tried ${t.tried}: ${OUTCOMES.map((o) => `${o} ${t.counts[o]}`).join(', ')}`);
  console.log(`  slowest operation ${fmt(t.slowestMs, 0)} ms; failures ${failuresIn(t)}`);
  for (const f of t.failures) console.log(`    ${f.outcome}: ${f.detail}\n      ${f.case}`);
}

export async function savesBench(): Promise<void> {
  const files = Number(process.env.MUSTER_BENCH_SAVE_FILES ?? 1200);
  const writes = Number(process.env.MUSTER_BENCH_SAVE_WRITES ?? 300);
  const seed = Number(process.env.MUSTER_BENCH_SEED ?? 2026);
  console.log(`\nSave fuzzer: ${files} damaged files and ${writes} damaged values per store, seed ${seed}`);
  for (const target of [mainStoreTarget(), browserHostTarget()]) {
    const t0 = performance.now();
    const r = await fuzzTarget(target, { files, writes, seed, heavy: true, clock: () => performance.now() });
    printTally(`${target.name}: damaged files`, r.files);
    printTally(`${target.name}: damaged values sent to be saved`, r.writes);
    console.log(`  (${fmt((performance.now() - t0) / 1000, 1)} s)`);
  }
}

// ---- the largest files: what listing, loading and resuming them costs -------------------------


/** A Free Table save of `n` moves of one token about the table (every move legal). */
function freeTableMoves(n: number): SaveEnvelope {
  const s = playSample('free-table', 1, 0);
  s.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: '' }, x: 100, y: 100, angle: 0 });
  const env = s.toEnvelope('0.1.0', new Date('2026-11-30T12:00:00Z'));
  const entry = env.log[0]!;
  const log = [entry];
  for (let i = 1; i < n; i++) log.push({ seat: 0, action: { type: 'move', poses: [{ id: 'p1', x: 10 + (i % 500), y: 10 + (i % 300), angle: i % 360 }] }, events: [], text: 'Red moved a token' });
  // No snapshot: the log is built by hand, so the state the session held is not where it leads.
  return { ...env, log, cursor: log.length, snapshot: null };
}

/** An ACW Ironclads battle being arranged: `n` new rivers laid in turn. */
function ironcladsArranging(n: number): SaveEnvelope {
  const options = { ...scenarioOptions('plum-point', 2, 10), arrange: true };
  const game = RULES['acw-ironclads']!;
  const s = GameSession.start(game, { options, players: [{ name: 'A', control: 'human', strength: 'normal' }, { name: 'B', control: 'human', strength: 'normal' }] }, 1, 'Arranging');
  const env = s.toEnvelope('0.1.0', new Date('2026-11-30T12:00:00Z'));
  const log = Array.from({ length: n }, (_, i) => ({ seat: i % 2, action: { type: 'river', seed: i + 1 }, events: [], text: 'A new river' }));
  return { ...env, log, cursor: n, snapshot: null };
}

/** Runs `work` and says how long it took and the longest the event loop was held up meanwhile. */
async function blocking<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; blockedMs: number }> {
  // A timer that should tick every millisecond: the longest gap between its ticks is the longest block.
  let last = performance.now();
  let blockedMs = 0;
  const tick = setInterval(() => {
    const t = performance.now();
    blockedMs = Math.max(blockedMs, t - last);
    last = t;
  }, 1);
  const t0 = performance.now();
  const value = await work();
  const ms = performance.now() - t0;
  blockedMs = Math.max(blockedMs, performance.now() - last);
  clearInterval(tick);
  return { value, ms, blockedMs };
}

const said = (r: { ok: boolean; message?: string; notice?: string }): string => (r.ok ? 'loaded' : `refused: ${(r.message ?? '').slice(0, 110)}`);

export async function savesBoundsBench(): Promise<Row[]> {
  const rows: Row[] = [];
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'muster-bounds-'));
  const dir = path.join(scratch, 'saves');
  await mkdir(dir, { recursive: true });
  try {
    const store = createSaveStore({ dir, now: () => new Date() });
    const cases: [string, string][] = [
      ['100,000 Free Table moves', writeSaveText(freeTableMoves(100_000))],
      ['10,000 Free Table moves', writeSaveText(freeTableMoves(10_000))],
      ['2,000 Ironclads arranging moves', writeSaveText(ironcladsArranging(2_000))],
      // The smallest entries there are: 15 MB, within the size of a save.
      ['300,000-entry save', writeSaveText({ ...freeTableMoves(2), log: Array.from({ length: 300_000 }, () => ({ seat: 0, action: { type: 'x' }, events: [], text: '' })), cursor: 0 })],
    ];
    const deep = writeSaveText(freeTableMoves(3)).replace('"snapshot":', `"snapshot":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)},"was":`);
    cases.push(['a snapshot nested 1,000,000 deep', deep]);
    for (const [what, text] of cases) {
      await writeFile(path.join(dir, 'big.muster'), text);
      const load = await blocking(() => store.load('big'));
      const r = load.value;
      let resume = '';
      if (r.ok) {
        const game = RULES[r.save.game.id];
        const t0 = performance.now();
        const back = game ? GameSession.fromEnvelope(game, r.save, null) : { ok: false };
        resume = `; resumed (replayed in one go) ${back.ok ? 'in' : 'refused after'} ${fmt(performance.now() - t0, 0)} ms`;
      }
      rows.push({ bench: `${what} (${fmt(text.length / 1024 / 1024, 1)} MB)`, figure: `store ${said(r)} in ${fmt(load.ms, 0)} ms, main's event loop held up to ${fmt(load.blockedMs, 0)} ms${resume}` });
    }
    await rm(path.join(dir, 'big.muster'));
    // Twenty ordinary saves: the first listing reads and checks them all; later ones should not.
    for (let i = 0; i < 20; i++) {
      const s = playSample(SAMPLE_GAME_IDS[i % 4]!, i + 1, 30);
      await writeFile(path.join(dir, `save-${i}.muster`), writeSaveText(s.toEnvelope('0.1.0', new Date())));
    }
    // A store of this version keeps each save's summary beside it: the next run lists from those.
    const versioned = () => createSaveStore({ dir, now: () => new Date(), appVersion: '0.1.0' });
    const lister = versioned();
    const first = await blocking(() => lister.list());
    const again = await blocking(() => lister.list());
    const nextRun = await blocking(() => versioned().list());
    const otherVersion = await blocking(() => createSaveStore({ dir, now: () => new Date(), appVersion: '0.2.0' }).list());
    rows.push({
      bench: `list 20 saves`,
      figure: `first ${fmt(first.ms, 0)} ms (held up ${fmt(first.blockedMs, 0)} ms), again ${fmt(again.ms, 1)} ms; the next run, from the summaries beside them, ${fmt(nextRun.ms, 1)} ms; a run of another version (every save read and judged) ${fmt(otherVersion.ms, 0)} ms`,
    });
    // Autosave after every move of a long game: each write checks the game it is given.
    const game = freeTableMoves(2_000);
    const writes: number[] = [];
    const all = await blocking(async () => {
      for (let n = 1; n <= game.log.length; n++) {
        const t0 = performance.now();
        // No snapshot: each cut of the log has its own state, and this measures the check of the log.
        const r = await store.autosave({ ...game, log: game.log.slice(0, n), cursor: n, snapshot: null });
        if (!r.ok) throw new Error(r.message);
        writes.push(performance.now() - t0);
      }
    });
    rows.push({
      bench: 'autosave after each of 2,000 Free Table moves',
      figure: `${fmt(all.ms / 1000, 1)} s in all; a write ${fmt(median(writes), 1)} ms median, ${fmt(Math.max(...writes.slice(-100)), 1)} ms at most over the last 100; held up ${fmt(all.blockedMs, 0)} ms`,
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  printRows('Saves: the largest files (main process store)', rows);
  return rows;
}
