// Resuming a long game as the desktop app does (issue 15): the saves store reads the file (its
// verdict remembered from when it was written, in an earlier run), then the game starts from the
// save's snapshot, its log replayed behind play. Beside it, the replay it replaces.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSaveStore } from '../../electron/saves';
import { GameSession } from '../../renderer/kits/shell/session';
import { freeTable } from '../../renderer/games/free-table/rules';
import { fmt, median, percentile, printRows, type Row } from './measure';
import { play, script } from './engine.bench';

const VERSION = '0.1.0';
const GOALS: Record<number, number> = { 1_000: 20, 10_000: 150 };

async function timed(runs: number, fn: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 2; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

export async function resumeBench(): Promise<Row[]> {
  const rows: Row[] = [];
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'muster-resume-'));
  try {
    for (const n of [1_000, 10_000]) {
      const h = play(script(n));
      const session = new GameSession(freeTable, h as never, null, `bench ${n}`);
      const dir = path.join(scratch, String(n));
      const writer = createSaveStore({ dir, now: () => new Date(), appVersion: VERSION });
      const w = await writer.write(null, session.toEnvelope(VERSION, new Date()));
      if (!w.ok) throw new Error(w.message);
      const id = w.summary.id;
      const runs = n > 5000 ? 9 : 21;
      // A later run of the app: a new store over the folder, which reads the verdicts beside it.
      const quick = await timed(runs, async () => {
        const store = createSaveStore({ dir, now: () => new Date(), appVersion: VERSION });
        const r = await store.load(id);
        if (!r.ok) throw new Error(r.message);
        const resumed = GameSession.fromSnapshot(freeTable, r.save, null, VERSION);
        if (!resumed) throw new Error('the snapshot could not stand in');
      });
      const goal = GOALS[n] ?? 0;
      rows.push({
        bench: `resume ${n.toLocaleString('en')} actions from the snapshot (load: read, hash, envelope; session)`,
        figure: `${fmt(median(quick), 1)} ms median, ${fmt(percentile(quick, 95), 1)} ms p95 (goal under ${goal} ms: ${median(quick) < goal ? 'met' : 'NOT met'})`,
      });
      const store = createSaveStore({ dir, now: () => new Date(), appVersion: VERSION });
      const loaded = await store.load(id);
      if (!loaded.ok) throw new Error(loaded.message);
      const behind = await timed(runs, async () => {
        const s = GameSession.fromSnapshot(freeTable, loaded.save, null, VERSION);
        if (!s) throw new Error('no snapshot');
        s.settle();
        if (s.damaged) throw new Error(s.damaged);
      });
      rows.push({ bench: `  its log checked behind play (all at once here; in slices in the app)`, figure: `${fmt(median(behind), 0)} ms median` });
      // Before: a fresh store judged the file in full (the replay), and the game replayed it again.
      const before = await timed(n > 5000 ? 3 : 7, async () => {
        const cold = createSaveStore({ dir: path.join(scratch, `cold-${n}`), now: () => new Date() });
        const r = await cold.open(async () => path.join(dir, `${id}.muster`));
        if (!r?.ok) throw new Error(r ? r.message : 'not opened');
        const back = GameSession.fromEnvelope(freeTable, r.save, null);
        if (!back.ok) throw new Error(back.message);
      });
      rows.push({ bench: `  before: judged in full, then replayed to resume`, figure: `${fmt(median(before), 0)} ms median` });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  printRows('Resume (Node, the saves store and the session; free-table rules)', rows);
  return rows;
}
