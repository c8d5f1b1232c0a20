// The 5 x 5 field as 25 numbered squares (row * 5 + file), and each square's neighbours: for the
// computer's look-ahead (evaluate.ts, fast-phase.ts), which works on squares, not lists of units.
import { SIZE } from '../rules/types';

export const CELLS = SIZE * SIZE;
/** The squares beside each square: up, down, left, right (as the rules' DIRECTIONS begin). */
export const ORTHO: number[][] = [];
/** The squares diagonal to each square: up-left, up-right, down-left, down-right. */
export const DIAG: number[][] = [];
for (let i = 0; i < CELLS; i++) {
  const r = Math.floor(i / SIZE);
  const c = i % SIZE;
  const at = (dr: number, dc: number) => (r + dr >= 0 && r + dr < SIZE && c + dc >= 0 && c + dc < SIZE ? (r + dr) * SIZE + c + dc : -1);
  ORTHO.push([at(-1, 0), at(1, 0), at(0, -1), at(0, 1)].filter((x) => x >= 0));
  DIAG.push([at(-1, -1), at(-1, 1), at(1, -1), at(1, 1)].filter((x) => x >= 0));
}
/** The eight squares around each square, the orthogonal ones first: the order of the rules' DIRECTIONS (board.ts). */
export const AROUND: number[][] = ORTHO.map((o, i) => [...o, ...(DIAG[i] as number[])]);
