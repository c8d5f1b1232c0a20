import { describe, expect, it } from 'vitest';
import { clockText, cupsHint, mayStack, redoWaitWords, shakeWords, undoNoneWords } from './cups-ui';
import { cupsOfWar } from './game';
import { DEFAULT_OPTIONS } from './rules';
import type { SeatConfig } from '../../engine/game';

describe('the battle clock', () => {
  it('counts whole seconds from nought, never "-0 s", and shows the limit in a turns battle', () => {
    // The clock's start is taken a moment after the time it is compared with.
    expect(clockText(-40, null)).toBe('0 s');
    expect(clockText(-600, 90_000)).toBe('0 s of 90 s');
    expect(clockText(999, null)).toBe('0 s');
    expect(clockText(61_500, 75_400)).toBe('61 s of 75 s');
  });
});

describe("the status line's hint follows the phase", () => {
  const players = [
    { name: 'Ann', control: 'human' as const, strength: 'normal' as const },
    { name: 'Bob', control: 'human' as const, strength: 'normal' as const },
  ];
  const start = (battle: 'race' | 'turns') => cupsOfWar.setup({ options: { ...DEFAULT_OPTIONS, battle }, players }, 3);

  it('the cup while it is yours to shake, then waiting for the others', () => {
    const s = start('race');
    expect(s.phase).toBe('shake');
    expect(cupsHint(s, 0)).toMatch(/Drag your cup/);
    const shaken = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, shaken: true } : p)) };
    expect(cupsHint(shaken, 0)).toMatch(/Waiting for the others to shake/);
    expect(cupsHint(shaken, 1)).toMatch(/Drag your cup/);
  });

  it('while stacking: the attack and the strike cards; Done, or another stacker, says so; no cup', () => {
    const battle = { ...start('race'), phase: 'battle' as const };
    expect(cupsHint(battle, 0)).toMatch(/onto an enemy to attack.*strike card/);
    expect(cupsHint(battle, 0)).not.toMatch(/cup/);
    expect(cupsHint({ ...battle, players: battle.players.map((p) => ({ ...p, done: true })) }, 0)).toMatch(/You called Done/);
    const turns = { ...start('turns'), phase: 'battle' as const };
    const stacker = turns.turn - 1;
    expect(cupsHint(turns, stacker)).toMatch(/onto an enemy to attack/);
    expect(cupsHint(turns, 1 - stacker)).toMatch(/Another player is stacking/);
    expect(cupsHint({ ...battle, phase: 'over' }, 0)).toMatch(/war is over/);
  });
});

describe("the panel's words for a shake", () => {
  const players = [
    { name: 'Ann', control: 'human' as const, strength: 'normal' as const },
    { name: 'Bob', control: 'human' as const, strength: 'normal' as const },
  ];
  const s = cupsOfWar.setup({ options: { ...DEFAULT_OPTIONS, battle: 'turns' }, players }, 3);
  const name = (seat: number) => players[seat]!.name;

  it("ask for the cup, or name whom they wait for; the shake-off says what it decides (a newcomer at it was told only to shake)", () => {
    expect(shakeWords(s, 0, true, name)).toMatch(/^Grab your cup/);
    expect(shakeWords(s, 0, false, name)).toBe('Waiting for Ann, Bob to shake.');
    expect(shakeWords(s, 0, true, name)).not.toMatch(/total/);
    const off = { ...s, phase: 'shakeoff' as const };
    expect(shakeWords(off, 0, true, name)).toMatch(/^The shake-off decides the war: .*strengths showing are added up.*star side up counts 0.*highest total wins.*Grab your cup/);
    expect(shakeWords({ ...off, players: s.players.map((p, i) => (i === 0 ? { ...p, shaken: true } : p)) }, 0, true, name)).toMatch(/highest total wins.*Waiting for Bob to shake\.$/);
  });
});

describe('a player whose army is all lost, while the others fight on', () => {
  const players = ['You', 'Blue', 'Green'].map((name, i) => ({ name, control: i ? ('computer' as const) : ('human' as const), strength: 'normal' as const }));
  const s = cupsOfWar.setup({ options: { ...DEFAULT_OPTIONS, battle: 'race' }, players }, 3);
  const battle = { ...s, phase: 'battle' as const, tiles: s.tiles.map((t) => (t.owner === 0 ? { ...t, where: 'lost' as const } : { ...t, where: 'table' as const })) };

  it('is told to watch, not to drag units or call Done', () => {
    expect(mayStack(battle, 0)).toBe(false);
    expect(mayStack(battle, 1)).toBe(true);
    expect(cupsHint(battle, 0)).toMatch(/no units left/);
    expect(cupsHint(battle, 0)).not.toMatch(/Drag a unit/);
    expect(cupsHint({ ...battle, phase: 'shake' }, 0)).toMatch(/no units left/);
  });
});

describe('Undo with nothing to take back', () => {
  const you = { control: 'human' };
  const computer = { control: 'computer' };
  it('says why: a shake, your Done, the computer (its Done too: you called none); a bare message otherwise', () => {
    expect(undoNoneWords({ action: { type: 'shake' }, seat: 1 }, [you, computer])).toBe('Nothing to undo: a shake is not taken back, the units lie where they fell.');
    expect(undoNoneWords({ action: { type: 'done' }, seat: 0 }, [you, computer])).toBe('Nothing to undo: a Done is not taken back.');
    expect(undoNoneWords({ action: { type: 'done' }, seat: 1 }, [you, computer])).toBe("Nothing to undo: the computer's moves are not taken back.");
    expect(undoNoneWords({ action: { type: 'stack' }, seat: 1 }, [you, computer])).toBe("Nothing to undo: the computer's moves are not taken back.");
    expect(undoNoneWords({ action: { type: 'stack' }, seat: 0 }, [you, computer])).toBeNull();
    expect(undoNoneWords(undefined, [you, computer])).toBeNull();
  });
});

describe('the computers waiting while a Redo is offered', () => {
  const you: SeatConfig = { name: 'You', control: 'human', strength: 'normal' };
  const computer = (name: string): SeatConfig => ({ name, control: 'computer', strength: 'normal' });
  const battle = (players: SeatConfig[]) => ({ ...cupsOfWar.setup({ options: { ...DEFAULT_OPTIONS, battle: 'race' }, players }, 3), phase: 'battle' as const });

  it('says who waits and why, in a race against the computer, only while Redo is offered', () => {
    // Before, the panel said nothing: Blue simply stopped stacking after an Undo.
    const one = [you, computer('Blue')];
    expect(redoWaitWords(battle(one), one, true)).toBe('Blue waits while you may Redo the move you took back: make a move, or Redo it, and Blue plays on. The battle clock stands still meanwhile.');
    expect(redoWaitWords(battle(one), one, false)).toBeNull();
    const two = [you, computer('Blue'), computer('Green')];
    expect(redoWaitWords(battle(two), two, true)).toBe('Blue and Green wait while you may Redo the move you took back: make a move, or Redo it, and they play on. The battle clock stands still meanwhile.');
  });

  it('says nothing when no computer is stacking: between people, a computer that called Done, or out of the battle', () => {
    const people = [you, { ...you, name: 'Ann' }];
    expect(redoWaitWords(battle(people), people, true)).toBeNull();
    const one = [you, computer('Blue')];
    const s = battle(one);
    expect(redoWaitWords({ ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, done: true } : p)) }, one, true)).toBeNull();
    expect(redoWaitWords({ ...s, phase: 'shake' }, one, true)).toBeNull();
  });
});
