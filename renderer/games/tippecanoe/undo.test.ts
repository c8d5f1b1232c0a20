// Undo in Battle of Tippecanoe, through the game session the app uses: it takes back a choice
// (a warrior sent back, a unit laid out, an attacker's tactic), never a draw from a face-down deck
// (the cards have been seen) nor the dice of a round.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../kits/shell/session';
import { tippecanoe } from './game';
import { categoryOf } from './rules/deck';
import { handOf, pile, Z, NATIVE, US, type TipAction, type TipState } from './rules';
import { undoNoneWords } from './tip-ui';
import type { LogEntry } from '../../engine/action-log';

function table(us: 'human' | 'computer' = 'human', native: 'human' | 'computer' = 'human'): GameSession<TipState> {
  return GameSession.start(
    tippecanoe,
    {
      options: tippecanoe.defaultOptions,
      players: [
        { name: 'Tecumseh', control: native, strength: 'normal' },
        { name: 'Harrison', control: us, strength: 'normal' },
      ],
    },
    5,
    'Tippecanoe',
  );
}

function act(s: GameSession<TipState>, action: TipAction, seat: number): void {
  expect(s.act(action, seat)).toBeNull();
}

describe('undo in Battle of Tippecanoe', () => {
  it('takes back a warrior sent back, never the muster that drew it', () => {
    const s = table();
    act(s, { type: 'muster' }, NATIVE);
    expect(s.canUndo).toBe(false);
    const mustered = s.state;
    act(s, { type: 'release', card: pile(s.state, Z.muster)[0]! }, NATIVE);
    expect(s.canUndo).toBe(true);
    expect(s.undo()).toBe(true);
    expect(s.state).toEqual(mustered);
    expect(s.undo()).toBe(false);
  });

  it('never takes back a trade, a War Chief\'s supplies or exchange, or the US march: each drew from a deck', () => {
    const s = table();
    act(s, { type: 'muster' }, NATIVE);
    act(s, { type: 'release', card: pile(s.state, Z.muster)[0]! }, NATIVE);
    act(s, { type: 'release', card: pile(s.state, Z.muster)[0]! }, NATIVE);
    act(s, { type: 'trade', warrior: handOf(s.state, NATIVE)[0]!, take: 'weapon' }, NATIVE);
    expect(s.canUndo).toBe(false);
    act(s, { type: 'end-turn' }, NATIVE);
    act(s, { type: 'march' }, US);
    expect(s.canUndo).toBe(false);
    while (s.state.step.k === 'pay') act(s, tippecanoe.legalActions!(s.state, US)[0]!, US);
    act(s, { type: 'war-chief' }, NATIVE);
    expect(s.canUndo).toBe(true);
    act(s, { type: 'supply' }, NATIVE);
    expect(s.canUndo).toBe(false);
    act(s, { type: 'exchange', card: handOf(s.state, NATIVE).find((c) => categoryOf(c) === 'ammunition')! }, NATIVE);
    expect(s.canUndo).toBe(false);
  });

  it("takes back a unit laid out and the attacker's tactic, never the defender's that rolled the dice", () => {
    // A person against the computer: between two people the attacker's tactic hands the mouse over, and is kept (below).
    const s = table('computer');
    act(s, { type: 'war-chief' }, NATIVE);
    act(s, { type: 'supply' }, NATIVE);
    for (let i = 0; i < 3; i++) act(s, { type: 'exchange', card: handOf(s.state, NATIVE).find((c) => categoryOf(c) === 'weapon')! }, NATIVE);
    act(s, { type: 'call-battle' }, NATIVE);
    const first = tippecanoe.legalActions!(s.state, NATIVE)[0]!;
    act(s, first, NATIVE);
    expect(s.canUndo).toBe(true);
    while (s.state.step.k === 'deploy') act(s, tippecanoe.legalActions!(s.state, s.state.step.seat)[0]!, s.state.step.seat);
    act(s, { type: 'attack', kind: 'melee' }, NATIVE);
    act(s, { type: 'tactic', card: null }, NATIVE);
    expect(s.canUndo).toBe(true);
    act(s, { type: 'tactic', card: null }, US);
    expect(s.log.at(-1)!.events.some((e) => e.kind === 'roll')).toBe(true);
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
  });

  it("never takes back the computer's move: the person would be left looking at the computer's turn, which it does not replay", () => {
    // The person as the US army: the computer's Native turn ends, and the army's first march is to make.
    const s = table('human', 'computer');
    act(s, { type: 'muster' }, NATIVE);
    act(s, { type: 'release', card: pile(s.state, Z.muster)[0]! }, NATIVE);
    act(s, { type: 'release', card: pile(s.state, Z.muster)[0]! }, NATIVE);
    act(s, { type: 'end-turn' }, NATIVE);
    expect(s.state.step.k).toBe('march');
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
    // The person as the Native side: their own end of turn is theirs to take back, until the computer answers.
    const n = table('computer');
    act(n, { type: 'muster' }, NATIVE);
    act(n, { type: 'release', card: pile(n.state, Z.muster)[0]! }, NATIVE);
    act(n, { type: 'release', card: pile(n.state, Z.muster)[0]! }, NATIVE);
    act(n, { type: 'end-turn' }, NATIVE);
    expect(n.canUndo).toBe(true);
  });
  it('two people at one computer: a move that hands the mouse to the other person is never taken back (they have seen it)', () => {
    const s = table();
    // The Native turn ends: the US player takes the mouse and may not take that back.
    act(s, { type: 'muster' }, NATIVE);
    act(s, { type: 'release', card: pile(s.state, Z.muster)[0]! }, NATIVE);
    act(s, { type: 'release', card: pile(s.state, Z.muster)[0]! }, NATIVE);
    act(s, { type: 'end-turn' }, NATIVE);
    expect(s.canUndo).toBe(false);
    act(s, { type: 'march' }, US);
    // The last card the condition costs ends the US turn: the Native player may not take it back.
    while (s.state.step.k === 'pay') act(s, tippecanoe.legalActions!(s.state, US)[0]!, US);
    expect(s.state.step.k).toBe('muster');
    expect(s.canUndo).toBe(false);
    act(s, { type: 'war-chief' }, NATIVE);
    act(s, { type: 'supply' }, NATIVE);
    for (let i = 0; i < 3; i++) act(s, { type: 'exchange', card: handOf(s.state, NATIVE).find((c) => categoryOf(c) === 'weapon')! }, NATIVE);
    act(s, { type: 'call-battle' }, NATIVE);
    // The Native field laid out; its last unit hands over to the US player, who sees the field.
    while (s.state.step.k === 'deploy' && s.state.step.seat === NATIVE) {
      act(s, tippecanoe.legalActions!(s.state, NATIVE)[0]!, NATIVE);
      // A unit laid out while the same person still holds the mouse may be taken back.
      if (s.state.step.k === 'deploy' && s.state.step.seat === NATIVE) expect(s.canUndo).toBe(true);
    }
    expect(s.state.step).toMatchObject({ k: 'deploy', seat: US });
    expect(s.canUndo).toBe(false);
    // The US field laid out in answer: the Native player, who has seen it, cannot undo the US units and lay out afresh.
    while (s.state.step.k === 'deploy') act(s, tippecanoe.legalActions!(s.state, US)[0]!, US);
    expect(s.state.step.k).toBe('attack');
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
    // The attacker's tactic hands over to the defender: kept. The announcement before it is the attacker's own.
    act(s, { type: 'attack', kind: 'melee' }, NATIVE);
    expect(s.canUndo).toBe(true);
    act(s, { type: 'tactic', card: null }, NATIVE);
    expect(s.canUndo).toBe(false);
  });

  // Against the computer, the Native player's last forced removal ended the battle, and Undo stayed
  // lit: it took the removal back, the battle over and its ending already said.
  it('takes nothing back once the battle is over: the ending has been seen', () => {
    const s = table('computer');
    for (let n = 0; n < 3000 && !tippecanoe.result(s.state); n++) {
      const seat = s.computerToAct() ?? tippecanoe.actors(s.state)[0]!;
      act(s, tippecanoe.bot!(tippecanoe.playerView(s.state, seat), seat, 'easy'), seat);
    }
    expect(s.log.at(-1)).toMatchObject({ seat: NATIVE, action: { type: 'remove' } });
    expect(tippecanoe.result(s.state)).not.toBeNull();
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBe(false);
    expect(undoNoneWords(s.log.at(-1) as LogEntry<TipAction> | undefined, s.players, s.state)).toBe('Nothing to undo: the battle is over.');
  });
});
