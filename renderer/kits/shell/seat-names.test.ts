import { describe, expect, it } from 'vitest';
import type { SeatConfig } from '../../engine/game';
import { withSeatNames } from './SeatControls';

const person = (name: string): SeatConfig => ({ name, control: 'human', strength: 'normal' });
const computer = (name: string): SeatConfig => ({ name, control: 'computer', strength: 'normal' });
const SIDES = ['Attacker', 'Defender'];

describe('withSeatNames', () => {
  it('a seat switched from the computer to a person stops being called "Computer"', () => {
    const names = withSeatNames([person('You'), person('Computer')], SIDES).map((p) => p.name);
    expect(names).toEqual(['Attacker', 'Defender']);
  });
  it('the one person is "You" and the computer "Computer"', () => {
    expect(withSeatNames([computer('Attacker'), person('Defender')], SIDES).map((p) => p.name)).toEqual(['Computer', 'You']);
  });
  it('the computer against itself plays under the sides\' names', () => {
    expect(withSeatNames([computer('You'), computer('Computer')], SIDES).map((p) => p.name)).toEqual(['Attacker', 'Defender']);
  });
  it('never renames a name somebody typed', () => {
    const players = withSeatNames([person('Ada'), person('Computer')], SIDES);
    expect(players.map((p) => p.name)).toEqual(['Ada', 'Defender']);
  });
  it('a blank name gets a default', () => {
    expect(withSeatNames([person(''), computer('Computer')], SIDES).map((p) => p.name)).toEqual(['You', 'Computer']);
  });
});
