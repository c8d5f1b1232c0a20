// Dice under the message that says their result are brought into sight below it, by the message's
// real foot on the page, and never pushed under the panel at the table's foot.
import { describe, expect, it } from 'vitest';
import { revealShift } from './dice-reveal';

describe('bringing dice out from under the message', () => {
  it('moves the table down just enough for the highest die to show below the message', () => {
    expect(revealShift([{ top: 78, foot: 110 }], 101, 480)).toBe(25);
    // Two dice: the higher one decides.
    expect(revealShift([{ top: 90, foot: 122 }, { top: 60, foot: 92 }], 101, 480)).toBe(43);
  });

  it('follows the message wherever the page lays it: lower under a playback bar, or two lines tall', () => {
    expect(revealShift([{ top: 78, foot: 110 }], 146, 480)).toBe(70);
    expect(revealShift([{ top: 78, foot: 110 }], 192, 480)).toBe(116);
  });

  it('does not move the table when no die is under the message, or no message shows', () => {
    expect(revealShift([{ top: 140, foot: 172 }], 101, 480)).toBe(0);
    expect(revealShift([{ top: 78, foot: 110 }], null, 480)).toBe(0);
    expect(revealShift([], 101, 480)).toBe(0);
  });

  it('never pushes the lowest die under the panel at the foot of the table', () => {
    expect(revealShift([{ top: 60, foot: 92 }, { top: 440, foot: 472 }], 101, 480)).toBe(8);
    expect(revealShift([{ top: 60, foot: 92 }, { top: 450, foot: 482 }], 101, 480)).toBe(0);
  });
});
