// Dice that came to rest under the message saying their result, along the table's top edge, are
// brought into sight: the table moves down just enough to show them below the message. Pure: the
// scene gives where the dice and the message are on the page, and moves the table by the answer.

/** Room left between the message's foot and the highest die, in page pixels. */
const GAP = 2;

/** A die on the page: the highest and lowest its corners can reach (its middle less and more its half diagonal), in page pixels. */
export interface DieSpan {
  top: number;
  foot: number;
}

/**
 * How far the table moves down (page pixels) so that every die shows below the message, whose foot
 * is at `messageFoot` (null: no message shows); never so far that the lowest die goes below `floor`
 * (the top of the panel at the table's foot). 0 when no die is under the message.
 */
export function revealShift(dice: readonly DieSpan[], messageFoot: number | null, floor: number): number {
  if (messageFoot === null || !dice.length) return 0;
  const under = messageFoot + GAP - Math.min(...dice.map((d) => d.top));
  const room = floor - Math.max(...dice.map((d) => d.foot));
  return Math.max(0, Math.min(under, room));
}
