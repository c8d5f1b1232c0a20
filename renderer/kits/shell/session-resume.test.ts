// Resuming from the save's snapshot (issue 15): the game is there at once, the log is checked
// behind play, undo gets its earlier states from that check, and a snapshot the log does not lead
// to stops the game as a damaged save.
import { describe, expect, it } from 'vitest';
import { GameSession, type SessionChange } from './session';
import { freeTable, type FreeTableAction } from '../../games/free-table/rules';
import { readSave, writeSaveText, type SaveEnvelope } from '../../contract/save-format';
import type { Pacing } from '../../contract/save-check';

const VERSION = '0.1.0';
const setup = {
  options: { width: 48, height: 48, unit: 'in' as const, matchstickInches: 2 },
  players: [
    { name: 'Red', control: 'human' as const, strength: 'normal' as const },
    { name: 'Blue', control: 'human' as const, strength: 'normal' as const },
  ],
};

/** A Free Table game of `n` moves: ten tokens put down, then moved about. */
function played(n: number): GameSession {
  const s = GameSession.start(freeTable, setup, 5, 'Long game');
  for (let i = 0; i < n; i++) {
    const a: FreeTableAction =
      i < 10
        ? { type: 'place', spec: { kind: 'token', colour: 'red', label: `${i}` }, x: 30 + i * 40, y: 40, angle: 0 }
        : { type: 'move', poses: [{ id: `p${(i % 10) + 1}`, x: 20 + ((i * 37) % 900), y: 20 + ((i * 53) % 900), angle: (i * 7) % 360 }] };
    const refused = s.act(a, 0);
    if (refused) throw new Error(refused.message);
  }
  return s;
}

/** Saved to text and read back, as a file is. */
function saved(s: GameSession, version = VERSION): SaveEnvelope {
  const r = readSave(writeSaveText(s.toEnvelope(version, new Date('2026-12-02T06:00:00Z'))), 'long.muster');
  if (!r.ok) throw new Error(r.message);
  return r.save;
}

/** Pacing that pauses after every step, and counts the pauses. */
function stepwise(): Pacing & { pauses: number } {
  const p = { pauses: 0, now: () => 0, sliceMs: 0, pause: async () => void p.pauses++ };
  return p;
}

describe('resuming from the snapshot', () => {
  it('has the game at once, checks the log behind play, then undoes as a replayed game does', async () => {
    const original = played(300);
    const save = saved(original);
    const pacing = stepwise();
    const r = await GameSession.resume(freeTable, save, null, pacing, VERSION);
    if (!r.ok) throw new Error(r.message);
    const s = r.session;
    // The current state is there before a single move is replayed; the earlier ones are not yet.
    expect(s.checking).toBe(true);
    expect(JSON.stringify(s.state)).toBe(JSON.stringify(original.state));
    expect(s.history.states[299]).toBeUndefined();
    expect(pacing.pauses).toBeLessThan(5);
    expect(s.log.map((e) => e.text)).toEqual(original.log.map((e) => e.text));
    // Behind play, in slices: every state comes from the replay.
    while (s.checking) await new Promise((done) => setTimeout(done, 0));
    expect(pacing.pauses).toBeGreaterThan(250);
    expect(s.damaged).toBeNull();
    expect(s.history.states.every((x) => x !== undefined)).toBe(true);
    expect(JSON.stringify(s.history.states)).toBe(JSON.stringify(original.history.states));
    expect(s.undo()).toBe(true);
    original.undo();
    expect(JSON.stringify(s.state)).toBe(JSON.stringify(original.state));
  });

  it('finishes the check at once when undo needs an earlier state, and plays on from the snapshot meanwhile', async () => {
    const original = played(120);
    const r = await GameSession.resume(freeTable, saved(original), null, stepwise(), VERSION);
    if (!r.ok) throw new Error(r.message);
    const s = r.session;
    const move: FreeTableAction = { type: 'move', poses: [{ id: 'p3', x: 500, y: 500, angle: 0 }] };
    expect(s.act(move, 0)).toBeNull();
    expect(original.act(move, 0)).toBeNull();
    expect(s.checking).toBe(true);
    for (let i = 0; i < 5; i++) {
      expect(s.undo()).toBe(true);
      original.undo();
      expect(s.checking).toBe(false);
      expect(JSON.stringify(s.state)).toBe(JSON.stringify(original.state));
    }
    expect(s.redo()).toBe(true);
    original.redo();
    expect(JSON.stringify(s.state)).toBe(JSON.stringify(original.state));
    expect(s.stateAt(0)).toEqual(original.history.states[0]);
  });

  it('stops a game whose snapshot its log does not lead to: damaged, named, and no move taken', async () => {
    const save = saved(played(40));
    const snapshot = save.snapshot as { pieces: { x: number }[] };
    snapshot.pieces[2]!.x += 1;
    const r = await GameSession.resume(freeTable, save, null, stepwise(), VERSION);
    if (!r.ok) throw new Error(r.message);
    const changes: SessionChange[] = [];
    r.session.subscribe((c) => changes.push(c));
    r.session.settle();
    expect(r.session.damaged).toMatch(/^“Long game” is damaged and cannot go on: the game as it stood when saved does not agree with its log after move 40 \(snapshot\.pieces\[2\]\.x differs\)/);
    expect(changes).toEqual([{ kind: 'damaged', message: r.session.damaged }]);
    expect(r.session.act({ type: 'move', poses: [{ id: 'p1', x: 5, y: 5, angle: 0 }] }, 0)).toMatchObject({ ok: false });
    expect(r.session.undo()).toBe(false);
  });

  it('shows no control or text-direction character a doctored save put in its log: not in a line, nor in a note (a board keeps its rows)', async () => {
    const save = saved(played(3));
    const log = save.log as { text: string; events: unknown[] }[];
    log[0]!.text = 'Red placed\u202E a token\u0007';
    log[1]!.events = [{ kind: 'note', text: 'Look\u202E here\u0000\u001b[31m' }, { kind: 'note', text: 'I \u2067•\n• •', detail: { t: 'board' } }];
    const r = await GameSession.resume(freeTable, save, null, stepwise(), VERSION);
    if (!r.ok) throw new Error(r.message);
    r.session.settle();
    expect(r.session.damaged).toBeNull();
    const shown = r.session.log;
    expect(shown[0]!.text).toBe('Red placed a token');
    expect(shown[1]!.events).toEqual([{ kind: 'note', text: 'Look here[31m' }, { kind: 'note', text: 'I •\n• •', detail: { t: 'board' } }]);
  });

  it('replays the log instead when another version wrote the snapshot (the log is the truth), or none is given', async () => {
    const original = played(30);
    const older = saved(original, '0.0.9');
    (older.snapshot as { pieces: unknown[] }).pieces = [];
    const r = await GameSession.resume(freeTable, older, null, stepwise(), VERSION);
    if (!r.ok) throw new Error(r.message);
    expect(r.session.checking).toBe(false);
    expect(JSON.stringify(r.session.state)).toBe(JSON.stringify(original.state));
    const plain = await GameSession.resume(freeTable, saved(original), null, stepwise());
    if (!plain.ok) throw new Error(plain.message);
    expect(plain.session.checking).toBe(false);
    expect(plain.session.history.states.every((x) => x !== undefined)).toBe(true);
  });
});
