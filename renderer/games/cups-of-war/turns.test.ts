// Who acts next at a Cups of War table: the screen goes to the person still to shake or stack,
// computers shake when no person is left to, their hands reach in the battle, and across machines
// this table never shakes or stacks for another table's computer.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../kits/shell/session';
import { cupsOfWar, type CupsState } from './rules';
import { POUR_AFTER, turnPlan } from './turns';

type Control = 'human' | 'computer';

function start(battle: 'race' | 'turns', controls: Control[]): GameSession {
  return GameSession.start(
    cupsOfWar,
    {
      options: { ...cupsOfWar.defaultOptions, battle },
      players: controls.map((control, i) => ({ name: `P${i}`, control, strength: 'normal' as const })),
    },
    9,
    'Turns',
  );
}

const state = (s: GameSession) => s.state as CupsState;

function shake(s: GameSession, seat: number): void {
  const mine = state(s).tiles.filter((t) => t.owner === seat && t.where === 'cup');
  expect(s.act({ type: 'shake', landings: mine.map((t, i) => ({ tile: t.id, x: 30 + (i % 12) * 40, y: 60 + seat * 120 + Math.floor(i / 12) * 40, angle: 0, flips: 0 })) }, seat)).toBeNull();
}

const humansOf = (controls: Control[]) => (seat: number) => controls[seat] === 'human';

describe('turnPlan', () => {
  it('in a race, the screen is the person’s while they still have to shake, and nobody pours for them', () => {
    const controls: Control[] = ['computer', 'human', 'computer'];
    const s = start('race', controls);
    expect(turnPlan(state(s), humansOf(controls), false)).toEqual({ viewer: 1, pour: null, hands: [] });
  });

  it('in a race, once the person has shaken, the computers still to shake pour together after a moment; across machines they do not', () => {
    const controls: Control[] = ['human', 'computer', 'computer'];
    const s = start('race', controls);
    shake(s, 0);
    expect(turnPlan(state(s), humansOf(controls), false)).toEqual({ viewer: null, pour: { seats: [1, 2], after: POUR_AFTER.race }, hands: [] });
    expect(turnPlan(state(s), humansOf(controls), true)).toEqual({ viewer: null, pour: null, hands: [] });
  });

  it('in a race battle, the screen stays the person’s and every computer not yet Done reaches for the table', () => {
    const controls: Control[] = ['computer', 'human', 'computer'];
    const s = start('race', controls);
    for (const seat of [0, 1, 2]) shake(s, seat);
    expect(state(s).phase).toBe('battle');
    expect(turnPlan(state(s), humansOf(controls), false)).toEqual({ viewer: 1, pour: null, hands: [0, 2] });
    expect(s.act({ type: 'done' }, 2)).toBeNull();
    expect(turnPlan(state(s), humansOf(controls), false).hands).toEqual([0]);
    expect(turnPlan(state(s), humansOf(controls), true)).toEqual({ viewer: 1, pour: null, hands: [] });
  });

  it('in turns, one seat shakes at a time: the person’s screen, or that one computer after a moment', () => {
    const controls: Control[] = ['human', 'computer'];
    const s = start('turns', controls);
    expect(turnPlan(state(s), humansOf(controls), false)).toEqual({ viewer: 0, pour: null, hands: [] });
    shake(s, 0);
    expect(turnPlan(state(s), humansOf(controls), false)).toEqual({ viewer: null, pour: { seats: [1], after: POUR_AFTER.turns }, hands: [] });
  });

  it('in a turns battle, the stacker now has the screen if a person, else only that computer’s hand reaches', () => {
    const controls: Control[] = ['human', 'computer'];
    const s = start('turns', controls);
    shake(s, 0);
    shake(s, 1);
    expect(state(s).phase).toBe('battle');
    const first = turnPlan(state(s), humansOf(controls), false);
    expect(first).toEqual({ viewer: 0, pour: null, hands: [] });
    expect(s.act({ type: 'done' }, 0)).toBeNull();
    expect(turnPlan(state(s), humansOf(controls), false)).toEqual({ viewer: null, pour: null, hands: [1] });
    expect(turnPlan(state(s), humansOf(controls), true)).toEqual({ viewer: null, pour: null, hands: [] });
  });

  it('between phases (the Recovery, the end) nobody is asked to act', () => {
    const controls: Control[] = ['human', 'computer'];
    const s = start('race', controls);
    const over = { ...state(s), phase: 'over' } as CupsState;
    expect(turnPlan(over, humansOf(controls), false)).toEqual({ viewer: null, pour: null, hands: [] });
  });
});
