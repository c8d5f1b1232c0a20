// Orders not yet given, kept with a save: a seat's draft goes into the save beside the log (never
// in it), and comes back on resume only for its own seat, only when it still fits the position.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../kits/shell/session';
import { readSave, writeSaveText, type SeatDraft } from '../../contract/save-format';
import type { SeatConfig } from '../../engine/game';
import { tiny18c } from './game';
import type { Orders, Tiny18cState } from './rules';
import { commitDraft, draftStore, keepDrafts, readDraft, restoreDrafts, sitDown, tableShowsSecrets, watchDrafts, writeDraft } from './orders';

const you = { name: 'You', control: 'human' as const, strength: 'normal' as const };
const computer = { name: 'Computer', control: 'computer' as const, strength: 'normal' as const };
const anna = { name: 'Anna', control: 'human' as const, strength: 'normal' as const };
const ben = { name: 'Ben', control: 'human' as const, strength: 'normal' as const };
/** Anna's I1 and C, Ben's i in the far corner: movement, turn 1. */
const FORWARD = ['I1 • • • •', '• • • • •', '• • C • •', '• • • • •', '• • • • i'].join('\n');

function start(players: SeatConfig[], board?: string): GameSession<Tiny18cState> {
  const options = board ? { armies: [[], []] as [never[], never[]], turnLimit: 30, board } : tiny18c.defaultOptions;
  return GameSession.start<Tiny18cState>(tiny18c, { options, players }, 7, 'Tiny');
}

/** The game saved (with its drafts), written to a file, read back and resumed: the shell's way. */
function saveAndResume(session: GameSession<Tiny18cState>): { again: GameSession<Tiny18cState>; drafts: SeatDraft[] } {
  const read = readSave(writeSaveText(session.toEnvelope('0.1.0', new Date(0), undefined, keepDrafts(session))), 'tiny.muster');
  if (!read.ok) throw new Error(read.message);
  const resumed = GameSession.fromEnvelope(tiny18c, read.save, null);
  if (!resumed.ok) throw new Error(resumed.message);
  return { again: resumed.session as GameSession<Tiny18cState>, drafts: read.save.drafts ?? [] };
}

const deployTwo: Orders = { phase: 'deploy', columns: { I1: 2, I2: 0 } };

describe("Tiny 18c's orders not yet given, kept with a save", () => {
  it('against the computer: two units ordered come back on the table after a save and a load, the log untouched', () => {
    const session = start([you, computer]);
    writeDraft(session, deployTwo, 'I1');
    expect(session.log).toHaveLength(0);
    const { again, drafts } = saveAndResume(session);
    expect(drafts).toEqual([{ seat: 0, draft: { key: 'deploy:1:0:false,false', orders: deployTwo } }]);
    expect(again.history.entries).toHaveLength(0);
    expect(readDraft(again).orders).toEqual({ phase: 'deploy', columns: {} });
    restoreDrafts(again, drafts);
    // The orders, not the unit that was picked: a pick is no order.
    expect(readDraft(again)).toEqual({ orders: deployTwo, selected: null });
    expect(draftStore(again).get().screened).toBe(false);
    expect(again.history.entries).toHaveLength(0);
    expect(again.canUndo).toBe(false);
    // Given, they are a move like any other, and the draft is gone.
    writeDraft(again, { phase: 'deploy', columns: { I1: 0, I2: 1, P: 2, C: 3, A: 4 } }, null);
    expect(commitDraft(again)).toBeNull();
    expect(keepDrafts(again)).toEqual([]);
  });

  it('a new game between two people opens screened until the first seat sits down; against the computer it does not', () => {
    const people = start([anna, ben]);
    expect(draftStore(people).get().screened).toBe('begun');
    sitDown(people, 0);
    expect(draftStore(people).get().screened).toBe(false);
    expect(draftStore(start([you, computer])).get().screened).toBe(false);
  });

  it("between two people: Anna's draft stays hidden from Ben after a load, and comes back only when Anna lifts her curtain", () => {
    const session = start([anna, ben]);
    writeDraft(session, deployTwo, null);
    const { again, drafts } = saveAndResume(session);
    restoreDrafts(again, drafts);
    expect(draftStore(again).get().screened).toBe('resumed');
    expect(again.viewer).toBe(0);
    // Behind the curtain, nothing of it is on the table; an autosave made now still keeps it.
    expect(readDraft(again).orders).toEqual({ phase: 'deploy', columns: {} });
    expect(keepDrafts(again)).toEqual(drafts);
    // Ben says he is Ben: he sees no orders of Anna's.
    sitDown(again, 1);
    expect(again.viewer).toBe(1);
    expect(readDraft(again).orders).toEqual({ phase: 'deploy', columns: {} });
    expect(keepDrafts(again)).toEqual(drafts);
    sitDown(again, 0);
    expect(again.viewer).toBe(0);
    expect(readDraft(again).orders).toEqual(deployTwo);
    expect(keepDrafts(again)).toEqual(drafts);
  });

  it("between two people: Ben's draft, behind Anna's given orders, comes back when Ben lifts the curtain", () => {
    const session = start([anna, ben], FORWARD);
    expect(commitDraft(session)).toBeNull();
    session.setViewer(1);
    const bens: Orders = { phase: 'movement', moves: { i: { r: 3, c: 4 } } };
    writeDraft(session, bens, null);
    const { again, drafts } = saveAndResume(session);
    expect(drafts).toEqual([{ seat: 1, draft: { key: 'movement:1:1:true,false', orders: bens } }]);
    restoreDrafts(again, drafts);
    expect(again.viewer).toBe(0);
    expect(readDraft(again).orders).toEqual({ phase: 'movement', moves: {} });
    sitDown(again, 1);
    expect(readDraft(again).orders).toEqual(bens);
  });

  it('undo and redo never touch a draft: it is no move, and it is kept again once its position is back', () => {
    const session = start([anna, ben], FORWARD);
    expect(commitDraft(session)).toBeNull();
    sitDown(session, 1);
    const bens: Orders = { phase: 'movement', moves: { i: { r: 3, c: 3 } } };
    writeDraft(session, bens, null);
    const moves = session.history.entries.length;
    expect(moves).toBe(1);
    expect(session.undo()).toBe(true);
    expect(draftStore(session).get().orders).toEqual(bens);
    // Not this position's: a save now keeps no draft, and none shows.
    expect(keepDrafts(session)).toEqual([]);
    expect(session.redo()).toBe(true);
    expect(session.history.entries).toHaveLength(moves);
    expect(keepDrafts(session)).toEqual([{ seat: 1, draft: { key: 'movement:1:1:true,false', orders: bens } }]);
    expect(readDraft(session).orders).toEqual(bens);
  });

  it('against the computer: orders committed and taken back with Undo while it decides come back as they were given, to change and commit again', () => {
    const session = start([you, computer]);
    const all: Orders = { phase: 'deploy', columns: { I1: 0, I2: 1, P: 2, C: 3, A: 4 } };
    writeDraft(session, all, null);
    expect(commitDraft(session)).toBeNull();
    // Given, the orders are the move's; no draft shows, and a save keeps none.
    expect(readDraft(session).orders).toEqual({ phase: 'deploy', columns: {} });
    expect(keepDrafts(session)).toEqual([]);
    expect(session.undo()).toBe(true);
    expect(readDraft(session).orders).toEqual(all);
    expect(keepDrafts(session)).toEqual([{ seat: 0, draft: { key: 'deploy:1:0:false,false', orders: all } }]);
  });

  it('against the computer: orders committed, the page reloaded while it decides, and taken back with Undo come back as they were given', () => {
    const session = start([you, computer]);
    const all: Orders = { phase: 'deploy', columns: { I1: 0, I2: 1, P: 2, C: 3, A: 4 } };
    writeDraft(session, all, null);
    expect(commitDraft(session)).toBeNull();
    // A fresh page: nothing of the last sitting's draft is kept, only the log.
    const { again } = saveAndResume(session);
    expect(again.undo()).toBe(true);
    expect(readDraft(again).orders).toEqual(all);
    // Given again (or others drawn up), the draft is what shows, not the orders taken back.
    const fewer: Orders = { phase: 'deploy', columns: { I1: 4 } };
    writeDraft(again, fewer, null);
    expect(readDraft(again).orders).toEqual(fewer);
  });

  it('drops, unsaid, a draft that no longer fits: another phase or turn, a seat that has given its orders, a computer seat, a unit not its own, a taken square, a damaged one', () => {
    const session = start([anna, ben], FORWARD);
    const key = 'movement:1:0:false,false';
    const fits = { seat: 0, draft: { key, orders: { phase: 'movement', moves: { I1: { r: 1, c: 0 } } } } };
    const kept = (players: SeatConfig[], drafts: SeatDraft[], act?: (s: GameSession<Tiny18cState>) => void) => {
      const s = start(players, FORWARD);
      act?.(s);
      restoreDrafts(s, drafts);
      return draftStore(s).get().held.length;
    };
    expect(kept([anna, ben], [fits])).toBe(1);
    expect(kept([anna, ben], [{ ...fits, draft: { ...fits.draft, key: 'declarations:1:0:false,false' } }])).toBe(0);
    expect(kept([anna, ben], [{ ...fits, draft: { key, orders: { phase: 'declarations', action: null, shots: {} } } }])).toBe(0);
    expect(kept([anna, ben], [{ ...fits, draft: { key, orders: { phase: 'movement', moves: { i: { r: 3, c: 4 } } } } }])).toBe(0);
    expect(kept([anna, ben], [{ ...fits, draft: { key, orders: { phase: 'movement', moves: { I1: { r: 3, c: 0 } } } } }])).toBe(0);
    expect(kept([anna, ben], [{ ...fits, draft: { key, orders: 'march!' } }])).toBe(0);
    expect(kept([anna, ben], [{ ...fits, draft: null }])).toBe(0);
    expect(kept([anna, ben], [{ ...fits, seat: 5 }])).toBe(0);
    expect(kept([anna, ben], [fits], (s) => expect(commitDraft(s)).toBeNull())).toBe(0);
    // Against the computer, only the person's own seat: the computer's is never restored.
    expect(kept([computer, you], [fits])).toBe(0);
    // At deployment: a unit that does not deploy now (the scouts), or two on one square.
    const deploy = (columns: Record<string, number>) => [{ seat: 0, draft: { key: 'deploy:1:0:false,false', orders: { phase: 'deploy', columns } } }];
    const restoredAt = (drafts: SeatDraft[]) => {
      const s = start([you, computer]);
      restoreDrafts(s, drafts);
      return readDraft(s).orders;
    };
    expect(restoredAt(deploy({ I1: 2 }))).toEqual({ phase: 'deploy', columns: { I1: 2 } });
    expect(restoredAt(deploy({ S: 2 }))).toEqual({ phase: 'deploy', columns: {} });
    expect(restoredAt(deploy({ I1: 2, I2: 2 }))).toEqual({ phase: 'deploy', columns: {} });
    expect(restoredAt(deploy({ I1: 7 }))).toEqual({ phase: 'deploy', columns: {} });
    expect(session.history.entries).toHaveLength(0);
  });

  it('tells the shell when what a save would keep changes (to autosave it), not when a unit is only picked', () => {
    const session = start([you, computer]);
    let calls = 0;
    const stop = watchDrafts(session, () => calls++);
    writeDraft(session, { phase: 'deploy', columns: {} }, 'I1');
    expect(calls).toBe(0);
    writeDraft(session, { phase: 'deploy', columns: { I1: 1 } }, null);
    expect(calls).toBe(1);
    writeDraft(session, { phase: 'deploy', columns: { I1: 1 } }, 'I2');
    expect(calls).toBe(1);
    stop();
    writeDraft(session, { phase: 'deploy', columns: {} }, null);
    expect(calls).toBe(1);
  });

  it("never lets the saves list's picture show a draft: against the computer too, and between two people orders given and still secret", () => {
    const alone = start([you, computer]);
    expect(tableShowsSecrets(alone)).toBe(false);
    writeDraft(alone, { phase: 'deploy', columns: { I1: 2 } }, null);
    expect(tableShowsSecrets(alone)).toBe(true);
    writeDraft(alone, { phase: 'deploy', columns: {} }, 'I1');
    expect(tableShowsSecrets(alone)).toBe(false);
    const two = start([anna, ben], FORWARD);
    expect(tableShowsSecrets(two)).toBe(false);
    expect(commitDraft(two)).toBeNull();
    expect(tableShowsSecrets(two)).toBe(true);
    sitDown(two, 1);
    expect(tableShowsSecrets(two)).toBe(false);
  });
});
