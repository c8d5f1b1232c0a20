// Undo as the session does it: a move of mine comes back, but never a turned card, dice everyone
// has seen, or the computer's move.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../kits/shell/session';
import { jumonville } from './game';
import { scenarioOptions, type JumonvilleState } from './rules';
import { players } from './test-helpers';
import { undoNoneWords } from './jumonville-ui';

describe('undo', () => {
  it('takes back a move, never a turned card nor the dice of a shot', () => {
    const s = GameSession.start(jumonville, { options: scenarioOptions('glen-two'), players: players(2) }, 11, 'Undo');
    const state = () => s.state as JumonvilleState;
    // Turn cards until Red is called.
    for (let i = 0; i < 60 && state().activation?.team !== 'red'; i++) {
      if (state().phase === 'draw') expect(s.act({ type: 'draw' }, state().drawer)).toBeNull();
      else {
        const seat = jumonville.actors(state())[0]!;
        const f = state().figures.find((x) => x.owner === seat && !state().activation!.used.includes(x.id))!;
        expect(s.act({ type: 'stand', figure: f.id }, seat)).toBeNull();
      }
    }
    expect(state().activation?.team).toBe('red');
    // The card just turned is kept.
    expect(s.canUndo).toBe(false);
    const hogg = state().figures.find((f) => f.id === 'hogg')!;
    expect(s.act({ type: 'move', figure: 'hogg', to: { x: hogg.at.x, y: hogg.at.y - 4 } }, 0)).toBeNull();
    expect(s.canUndo).toBe(true);
    expect(s.undo()).toBe(true);
    expect(state().figures.find((f) => f.id === 'hogg')!.at).toEqual(hogg.at);
    expect(state().activation?.moved).toBeNull();
    expect(s.canUndo).toBe(false);
    // Move again and shoot: the dice everyone has seen are kept, and the move before them with them.
    expect(s.act({ type: 'move', figure: 'hogg', to: { x: hogg.at.x, y: hogg.at.y - 5.5 } }, 0)).toBeNull();
    const view = state();
    const target = view.figures.find((f) => f.team === 'black' && jumonville.legalActions!(view, 0).some((a) => a.type === 'shoot' && a.target === f.id));
    expect(target).toBeDefined();
    expect(s.act({ type: 'shoot', figure: 'hogg', target: target!.id }, 0)).toBeNull();
    expect(s.log[s.log.length - 1]!.events.some((e) => e.kind === 'roll')).toBe(true);
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
  });

  it("never takes back the computer's move: the person would be left looking at its turn, which it does not play again", () => {
    const ps = [players(1)[0]!, { name: 'French', control: 'computer' as const, strength: 'normal' as const }];
    const s = GameSession.start(jumonville, { options: scenarioOptions('glen-two'), players: ps }, 11, 'Undo');
    const state = () => s.state as JumonvilleState;
    // Cards turned (and Red's figures standing) until the French are called.
    for (let i = 0; i < 60 && state().activation?.team !== 'black'; i++) {
      if (state().phase === 'draw') expect(s.act({ type: 'draw' }, state().drawer)).toBeNull();
      else {
        const f = state().figures.find((x) => x.owner === 0 && !state().activation!.used.includes(x.id))!;
        expect(s.act({ type: 'stand', figure: f.id }, 0)).toBeNull();
      }
    }
    // The computer's answer, a figure standing: no dice, nothing drawn, and still not the person's to take back.
    const f = state().figures.find((x) => x.owner === 1 && !state().activation!.used.includes(x.id))!;
    expect(s.act({ type: 'stand', figure: f.id }, 1)).toBeNull();
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
  });

  it("four people at one computer: a move handed on to the next party (Done) is theirs to see, not to take back; the mover's own is, until then", () => {
    const s = GameSession.start(jumonville, { options: scenarioOptions('glen-four'), players: players(4) }, 11, 'Undo');
    const state = () => s.state as JumonvilleState;
    // Cards turned (figures standing) until a card calls Red to activate one figure a party: its two parties act in turn.
    for (let i = 0; i < 60 && !(state().phase === 'activate' && state().activation?.team === 'red' && state().activation?.seats.length === 2 && state().activation?.per === 1); i++) {
      if (state().phase === 'draw') expect(s.act({ type: 'draw' }, state().drawer)).toBeNull();
      else {
        const seat = jumonville.actors(state())[0]!;
        const f = state().figures.find((x) => x.owner === seat && !state().activation!.used.includes(x.id))!;
        expect(s.act({ type: 'stand', figure: f.id }, seat)).toBeNull();
      }
    }
    expect(state().activation?.seats).toEqual([0, 1]);
    const washington = state().figures.find((f) => f.id === 'washington')!;
    expect(s.act({ type: 'move', figure: 'washington', to: { x: washington.at.x, y: washington.at.y - 4 } }, 0)).toBeNull();
    expect(s.canUndo).toBe(true);
    expect(s.act({ type: 'done', figure: 'washington' }, 0)).toBeNull();
    // The Indians' player has the mouse, and Washington where he went.
    expect(state().activation?.seats).toEqual([1]);
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
    expect(undoNoneWords(s.log.at(-1), s.players, state())).toBe('Nothing to undo: the next player has the mouse and has seen that move.');
  });

  it('kept: a draw, and anything with dice; not a move or a stand', () => {
    const kept = jumonville.kept!;
    const roll = { kind: 'roll' as const, who: 0, why: 'x', dice: '1d20', faces: [3], total: 3 };
    const ps = players(2);
    expect(kept({ action: { type: 'draw' }, seat: 0, events: [] }, ps)).toBe(true);
    expect(kept({ action: { type: 'shoot', figure: 'a', target: 'b' }, seat: 0, events: [roll] }, ps)).toBe(true);
    expect(kept({ action: { type: 'move', figure: 'a', to: { x: 1, y: 1 } }, seat: 0, events: [] }, ps)).toBe(false);
    expect(kept({ action: { type: 'stand', figure: 'a' }, seat: 0, events: [] }, ps)).toBe(false);
    // …unless the computer made it.
    expect(kept({ action: { type: 'stand', figure: 'a' }, seat: 1, events: [] }, [ps[0]!, { ...ps[1]!, control: 'computer' }])).toBe(true);
  });
});
