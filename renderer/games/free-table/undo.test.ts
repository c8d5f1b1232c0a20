// Undo on the Free Table takes back moves, never what someone has seen: a throw's faces, a card
// drawn or dealt into a hand, a face-down card turned up or taken. Driven through the session,
// as the toolbar's Undo and the log's steps are.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../kits/shell/session';
import { freeTable, handOf, type FreeTableAction, type FreeTableState } from './rules';

const players = [
  { name: 'Red', control: 'human' as const, strength: 'normal' as const },
  { name: 'Blue', control: 'human' as const, strength: 'normal' as const },
];
const setup = { options: { width: 36, height: 24, unit: 'in' as const, matchstickInches: 2 }, players };

function session(): GameSession {
  return GameSession.start(freeTable, setup, 7, 'test');
}
function play(s: GameSession, action: FreeTableAction, seat = 0): void {
  const refused = s.act(action, seat);
  if (refused) throw new Error(refused.message);
}
const st = (s: GameSession) => s.state as FreeTableState;
const dieFace = (s: GameSession) => {
  const d = st(s).pieces.find((p) => p.kind === 'die');
  return d?.kind === 'die' ? d.face : 0;
};

describe('Free Table undo and what has been seen', () => {
  it('a throw stays thrown: undo stops after it, and the log cannot step back past it', () => {
    const s = session();
    play(s, { type: 'place', spec: { kind: 'die', sides: 6, colour: 'white' }, x: 100, y: 100, angle: 0 });
    play(s, { type: 'throw', dice: [{ id: 'p1', x: 400, y: 300, angle: 10, tumbles: 'EENSW' }] });
    const face = dieFace(s);
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
    s.seek(0);
    expect(s.history.cursor).toBe(2);
    expect(dieFace(s)).toBe(face);
    // A move after the throw is undone as usual, back to the throw and no further.
    play(s, { type: 'move', poses: [{ id: 'p1', x: 200, y: 200, angle: 0 }] });
    expect(s.undo()).toBe(true);
    expect(s.history.cursor).toBe(2);
    expect(s.canUndo).toBe(false);
  });

  it('a card drawn into a hand, or dealt, cannot be put back to draw again', () => {
    const s = session();
    play(s, { type: 'place', spec: { kind: 'deck' }, x: 300, y: 300, angle: 0 });
    play(s, { type: 'draw', deck: 'p1', to: 'hand' });
    expect(s.canUndo).toBe(false);
    play(s, { type: 'deal', deck: 'p1', count: 2 }, 1);
    expect(s.canUndo).toBe(false);
  });

  it('turning a face-down card up is kept; drawing it face down, or flipping a token, is not', () => {
    const s = session();
    play(s, { type: 'place', spec: { kind: 'deck' }, x: 300, y: 300, angle: 0 });
    play(s, { type: 'draw', deck: 'p1', to: 'table', x: 400, y: 300 });
    expect(s.canUndo).toBe(true);
    play(s, { type: 'flip', ids: ['p2'] });
    expect(s.log.at(-1)?.events.some((e) => e.kind === 'note' && /is turned up/.test(e.text))).toBe(true);
    expect(s.canUndo).toBe(false);
    // Face up to face down again hides it: nothing new was seen, so that may be undone.
    play(s, { type: 'flip', ids: ['p2'] });
    expect(s.canUndo).toBe(true);
    play(s, { type: 'place', spec: { kind: 'token', colour: 'red', label: '' }, x: 100, y: 100, angle: 0 });
    play(s, { type: 'flip', ids: ['p3'] });
    expect(s.canUndo).toBe(true);
  });

  it('taking a face-down card into a hand is kept, and the log does not name the card', () => {
    const s = session();
    play(s, { type: 'place', spec: { kind: 'deck' }, x: 300, y: 300, angle: 0 });
    play(s, { type: 'draw', deck: 'p1', to: 'table', x: 400, y: 300 });
    play(s, { type: 'take', id: 'p2' }, 1);
    expect(s.canUndo).toBe(false);
    const card = handOf(st(s), 1)[0] ?? '';
    const said = s.log.at(-1)!;
    expect(said.text + said.events.map((e) => (e.kind === 'note' ? e.text : '')).join(' ')).not.toContain(card);
  });
});
