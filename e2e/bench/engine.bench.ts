// The engine without a screen: applying actions, undo, replaying a long log, and reading a save.
import { createHistory, currentState, dispatch, restoreHistory, undo, type History } from '../../renderer/engine/action-log';
import { readSave, writeSaveText } from '../../renderer/contract/save-format';
import { GameSession } from '../../renderer/kits/shell/session';
import { freeTable, type FreeTableAction, type FreeTableOptions, type FreeTableState } from '../../renderer/games/free-table/rules';
import { Rng, seedRng } from '../../renderer/engine/rng';
import { fmt, median, peakHeapMb, printRows, time, type Row } from './measure';

type H = History<FreeTableState, FreeTableAction, FreeTableOptions>;
export const setup = {
  options: { width: 48, height: 48, unit: 'in' as const, matchstickInches: 2 },
  players: [
    { name: 'Red', control: 'human' as const, strength: 'normal' as const },
    { name: 'Blue', control: 'human' as const, strength: 'normal' as const },
  ],
};

/** A long, varied game: 200 pieces put down, then moved, flipped and thrown about. */
export function script(n: number): FreeTableAction[] {
  const rng = new Rng(seedRng(7));
  const out: FreeTableAction[] = [];
  for (let i = 0; i < n; i++) {
    const placed = Math.min(i, 200);
    if (i < 200) {
      const kinds = [{ kind: 'token', colour: 'red', label: '' }, { kind: 'figure', colour: 'blue', shape: 'infantry' }, { kind: 'die', sides: 6, colour: 'white' }] as const;
      out.push({ type: 'place', spec: kinds[i % 3]!, x: rng.range(20, 1200), y: rng.range(20, 1200), angle: 0 });
    } else if (i % 10 === 0) {
      const id = `p${3 * rng.int(0, 65) + 3}`;
      out.push({ type: 'throw', dice: [{ id, x: rng.range(20, 1200), y: rng.range(20, 1200), angle: rng.range(0, 360), tumbles: 'NNESWE' }] });
    } else if (i % 7 === 0) {
      out.push({ type: 'flip', ids: [`p${3 * rng.int(0, 66) + 1}`] });
    } else {
      out.push({ type: 'move', poses: [{ id: `p${rng.int(1, placed)}`, x: rng.range(20, 1200), y: rng.range(20, 1200), angle: rng.range(0, 360) }] });
    }
  }
  return out;
}

export function play(actions: readonly FreeTableAction[]): H {
  let h: H = createHistory(freeTable, setup, 1);
  for (const a of actions) {
    const r = dispatch(freeTable, h, 0, a);
    if (!r.ok) throw new Error(r.message);
    h = r.history;
  }
  return h;
}

export function engineBench(): Row[] {
  const rows: Row[] = [];
  for (const n of [1_000, 10_000]) {
    const actions = script(n);
    const runs = time(() => play(actions), n > 5000 ? 5 : 15, 2);
    rows.push({ bench: `apply ${n} actions`, figure: `${fmt(median(runs))} ms median (${fmt((median(runs) * 1000) / n, 1)} µs per action)` });
    const { peakMb, retainedMb, result: h } = peakHeapMb(() => play(actions));
    rows.push({ bench: `  history of ${n} actions`, figure: `${fmt(retainedMb, 1)} MB kept (every state, for undo), ${fmt(peakMb, 1)} MB peak heap while playing` });
    const undoRuns = time(() => {
      let u = h;
      for (let i = 0; i < 100; i++) u = undo(u);
      currentState(u);
    });
    rows.push({ bench: `  100 undos`, figure: `${fmt(median(undoRuns), 3)} ms median` });
    const log = h.entries.map((e) => ({ seat: e.seat, action: e.action }));
    const replay = time(() => restoreHistory(freeTable, setup, 1, log, log.length), n > 5000 ? 5 : 15, 2);
    rows.push({ bench: `  replay from the seed`, figure: `${fmt(median(replay))} ms median` });
    const session = new GameSession(freeTable, h as never, null, 'bench');
    const text = writeSaveText(session.toEnvelope('0.1.0', new Date()));
    const read = time(() => {
      const r = readSave(text, 'bench.muster');
      if (!r.ok) throw new Error(r.message);
    });
    rows.push({ bench: `  save file`, figure: `${fmt(text.length / 1024, 0)} KB; read and checked in ${fmt(median(read))} ms median` });
    const resume = time(() => {
      const r = readSave(text, 'bench.muster');
      if (!r.ok || !GameSession.fromEnvelope(freeTable, r.save, null).ok) throw new Error('resume failed');
    }, n > 5000 ? 5 : 15, 2);
    rows.push({ bench: `  load and resume (read, check, replay)`, figure: `${fmt(median(resume))} ms median` });
  }
  printRows('Engine (Node, free-table rules)', rows);
  return rows;
}
