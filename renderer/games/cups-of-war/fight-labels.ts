// Where the words over a Recovery fight ("3 vs 2") go. The fights follow each other faster than
// their words fade, and stacks lie close (a stack fought twice, in the same place), so a fight's
// words go above its ring where that is clear of every word still on the table, else the first
// clear place of: below the ring, beside it, then a row further out. Pure, so tested without a screen.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Room kept between two words (mm). */
export const LABEL_GAP = 2;
/** Rows tried above and below the fight before giving up on a clear place. */
const ROWS = 6;

const clear = (a: Box, b: Box) => a.x + a.w + LABEL_GAP <= b.x || b.x + b.w + LABEL_GAP <= a.x || a.y + a.h + LABEL_GAP <= b.y || b.y + b.h + LABEL_GAP <= a.y;
const within = (a: Box, t: { width: number; height: number }) => a.x >= 0 && a.y >= 0 && a.x + a.w <= t.width && a.y + a.h <= t.height;

/**
 * The box a label takes from where it is drawn (its centre) until it has faded: it floats `rise`
 * upwards as it fades, so it sweeps that much more above itself.
 */
export function labelSweep(centre: { x: number; y: number }, size: { w: number; h: number }, rise: number): Box {
  return { x: centre.x - size.w / 2, y: centre.y - size.h / 2 - rise, w: size.w, h: size.h + rise };
}

/**
 * The centre for a fight's words of `size`, for a fight whose ring of radius `ring` is centred at
 * `at`: just above the ring where its sweep is clear of every box `taken` and inside the table;
 * else the first clear place of below the ring, to either side, then rows further up and down
 * (each row shifted left and right too); near a side of the table, moved along onto it. Where
 * nothing is clear (a table crowded with words), above.
 */
export function placeFightLabel(
  at: { x: number; y: number },
  ring: number,
  size: { w: number; h: number },
  rise: number,
  taken: readonly Box[],
  table: { width: number; height: number },
): { x: number; y: number } {
  const above = { x: at.x, y: at.y - ring };
  const rowStep = size.h + rise + LABEL_GAP;
  const side = size.w + LABEL_GAP;
  const tries: { x: number; y: number }[] = [above, { x: at.x, y: at.y + ring + rise }, { x: at.x - ring - side / 2, y: at.y }, { x: at.x + ring + side / 2, y: at.y }];
  for (let row = 1; row <= ROWS; row++) {
    for (const y of [above.y - row * rowStep, at.y + ring + rise + row * rowStep]) {
      for (const shift of [0, -1, 1]) tries.push({ x: at.x + shift * side, y });
    }
  }
  // Near a side of the table, moved along the row onto it.
  const onTable = (p: { x: number; y: number }) => ({ x: Math.min(Math.max(p.x, size.w / 2), table.width - size.w / 2), y: p.y });
  const fits = (p: { x: number; y: number }) => {
    const box = labelSweep(p, size, rise);
    return within(box, table) && taken.every((t) => clear(box, t));
  };
  return tries.map(onTable).find(fits) ?? above;
}
