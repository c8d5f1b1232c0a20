// The Join dialog's check of a room code is the room's own: Join is never offered for a code the
// room then refuses with words that seem not to apply ("six letters and digits" for ABC123).
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RoomCodeSchema } from '../../contract/net';
import { joinMistake, joinProblem, roomCodeTyped } from './JoinDialog';

describe('the Join dialog', () => {
  it('keeps Join off for a code the room would refuse, and says what a code never holds', () => {
    for (const code of ['ABC123', 'HOUSE0', 'KILN22', 'ABCD', 'ABCDEFG', 'AB-CDE']) {
      expect(v.is(RoomCodeSchema, code)).toBe(false);
      expect(joinProblem(code, 'Ann', '', true)).toBe('The room code is six letters and digits, never 0, O, 1, I or L.');
    }
  });

  it('takes a code the room takes, as typed (lower case, spaces round it), then asks for the name and address', () => {
    expect(joinProblem('abc234', 'Ann', '', true)).toBeNull();
    expect(joinProblem(' XYZ789 ', 'Ann', '', true)).toBeNull();
    expect(joinProblem('XYZ789', '  ', '', true)).toBe('Your name, as the others will see it.');
    expect(joinProblem('XYZ789', 'Ann', '', false)).toBe('The address of the computer hosting the game.');
    expect(joinProblem('XYZ789', 'Ann', '192.168.1.20', false)).toBeNull();
  });

  it('takes the spaces out of a code pasted with them (before it, or in two groups), in capitals', () => {
    for (const typed of [' xyz789', 'XYZ 789', ' xyz 789 \n', 'XYZ789']) expect(roomCodeTyped(typed), typed).toBe('XYZ789');
    expect(joinProblem(roomCodeTyped(' xyz 789'), 'Ann', '', true)).toBeNull();
  });

  it('says a code is wrong (in red) only once it is: not before anything is typed, nor while a good one is being typed', () => {
    for (const code of ['', 'A', 'xy', 'ABC23 ', 'ABC23', 'ABC234']) expect(joinMistake(code), code).toBe(false);
    for (const code of ['0', 'ABO', 'AB-', 'ABC123', 'ABCDEFG', 'ABCDE1']) expect(joinMistake(code), code).toBe(true);
  });
});
