// A unit laid on the field waiting for its weapon, kept with a save beside the log (never in it):
// back on resume for its own seat only, and only at the very position it was laid at.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../kits/shell/session';
import { readSave, writeSaveText, type SeatDraft } from '../../contract/save-format';
import { tippecanoe } from './game';
import { NATIVE, US, categoryOf, handOf, type TipState } from './rules';
import { keepWaiting, restoreWaiting, setWaiting, waitingUnit } from './waiting';

const seat = (name: string, control: 'human' | 'computer') => ({ name, control, strength: 'normal' as const });

/** The War Chief at once, a card exchanged for a warrior, the battle called: the Native side lays out. */
function toDeploy(us: 'human' | 'computer'): GameSession<TipState> {
  const s = GameSession.start<TipState>(tippecanoe, { options: tippecanoe.defaultOptions, players: [seat('Tecumseh', 'human'), seat('Harrison', us)] }, 5, 'Tippecanoe');
  for (const a of [{ type: 'war-chief' }, { type: 'supply' }] as const) expect(s.act(a, NATIVE)).toBeNull();
  expect(s.act({ type: 'exchange', card: handOf(s.state, NATIVE).find((c) => categoryOf(c) === 'ammunition')! }, NATIVE)).toBeNull();
  expect(s.act({ type: 'call-battle' }, NATIVE)).toBeNull();
  expect(s.state.step).toEqual({ k: 'deploy', seat: NATIVE });
  return s;
}

function saveAndResume(session: GameSession<TipState>): { again: GameSession<TipState>; drafts: SeatDraft[] } {
  const read = readSave(writeSaveText(session.toEnvelope('0.1.0', new Date(0), undefined, keepWaiting(session))), 'tip.muster');
  if (!read.ok) throw new Error(read.message);
  const resumed = GameSession.fromEnvelope(tippecanoe, read.save, null);
  if (!resumed.ok) throw new Error(resumed.message);
  return { again: resumed.session as GameSession<TipState>, drafts: read.save.drafts ?? [] };
}

const aUnit = (s: GameSession<TipState>) => handOf(s.state, NATIVE).find((c) => categoryOf(c) === 'unit')!;

describe('a unit waiting for its weapon, kept with a save', () => {
  it('comes back waiting after a save and a load, the log untouched, and its weapon lays it out', () => {
    const session = toDeploy('computer');
    const unit = aUnit(session);
    const log = session.log.length;
    setWaiting(session, NATIVE, unit);
    const { again, drafts } = saveAndResume(session);
    expect(drafts).toEqual([{ seat: NATIVE, draft: { unit, moves: session.state.moves } }]);
    expect(again.log).toHaveLength(log);
    expect(waitingUnit(again, NATIVE)).toBeNull();
    restoreWaiting(again, drafts);
    expect(waitingUnit(again, NATIVE)).toBe(unit);
    expect(again.canUndo).toBe(session.canUndo);
    const weapon = handOf(again.state, NATIVE).find((c) => categoryOf(c) === 'weapon')!;
    expect(again.act({ type: 'deploy', unit, weapon }, NATIVE)).toBeNull();
    // Laid out, it waits no more: nothing of it goes into the next save.
    expect(waitingUnit(again, NATIVE)).toBeNull();
    expect(keepWaiting(again)).toEqual([]);
  });

  it('shows only to its own seat: between two people the US screen never has the Native unit on its field', () => {
    const session = toDeploy('human');
    setWaiting(session, NATIVE, aUnit(session));
    const { again, drafts } = saveAndResume(session);
    restoreWaiting(again, drafts);
    expect(waitingUnit(again, US)).toBeNull();
    expect(waitingUnit(again, NATIVE)).toBe(aUnit(session));
  });

  it('drops, unsaid, a draft for another position, a card not in that hand, a computer\'s seat or a damaged one', () => {
    const session = toDeploy('computer');
    const unit = aUnit(session);
    const moves = session.state.moves;
    for (const drafts of [
      [{ seat: NATIVE, draft: { unit, moves: moves - 1 } }],
      [{ seat: NATIVE, draft: { unit: 'harrison-1', moves } }],
      [{ seat: NATIVE, draft: { unit: handOf(session.state, NATIVE).find((c) => categoryOf(c) === 'weapon')!, moves } }],
      [{ seat: US, draft: { unit, moves } }],
      [{ seat: NATIVE, draft: { unit: 7, moves } }],
      [{ seat: NATIVE, draft: 'x' }],
    ]) {
      const again = toDeploy('computer');
      restoreWaiting(again, drafts);
      expect(waitingUnit(again, NATIVE), JSON.stringify(drafts)).toBeNull();
      expect(keepWaiting(again)).toEqual([]);
    }
  });
});
