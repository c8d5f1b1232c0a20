// Where things are on Tiny 18c's table, in millimetres: the field's squares, the counters, the
// row units wait in before they deploy; and the marks both the orders and the playback draw.
import type Phaser from 'phaser';
import { SIZE, type Orders, type Side, type Square, type Tiny18cState, type Unit } from './rules';

/** Millimetres: a square of the field, the field's corner, a counter. */
export const SQUARE = 42;
export const BOARD_X = 45;
export const BOARD_Y = 75;
export const COUNTER = 34;
/** Wider than the field and its frame on the right, where each home row's side is named (sideWordsX). */
export const TABLE = { width: 345, height: 360 };
/**
 * The frame round the field (mm each side): wider at the left and the foot, where the ranks' and
 * files' letters are printed, so that they can be drawn big enough to read in a small window.
 */
export const FRAME = { left: 18, top: 12, right: 12, bottom: 18 };
/** The frame's outer box on the table (mm). */
export const frameBox = () => ({ x: BOARD_X - FRAME.left, y: BOARD_Y - FRAME.top, width: SIZE * SQUARE + FRAME.left + FRAME.right, height: SIZE * SQUARE + FRAME.top + FRAME.bottom });
/**
 * How big the files' and ranks' letters are printed (mm) at camera zoom `zoom` (screen px per mm):
 * 15 px on screen, so that they read with the whole field in a small window; never smaller than
 * 8 mm (a larger window does not blow them up), and never larger than the frame holds.
 */
export const coordinateMm = (zoom: number): number => Math.min(13, Math.max(8, 15 / zoom));
/**
 * Where the words naming each home row's side ("Attacker", "Defender") start, on the cloth right
 * of the frame; they are printed at coordinateMm too (they were 8 mm: 9 px on screen at 960 x 600),
 * and the table reaches far enough right to hold them at its largest.
 */
export const sideWordsX = (): number => frameBox().x + frameBox().width + 5;
/** A counter's type word (INFANTRY), as painted on it: mm high. */
export const TYPE_WORD_MM = COUNTER * 0.12;
/**
 * Whether the counters show their type word at camera zoom `zoom`: only where it reads (12 px or
 * more on screen). In a small window it would be a smudge of 5 px; the letter stays, and the unit
 * under the pointer is named in full (Tiny18cScene's hover).
 */
export const typeWordShown = (zoom: number): boolean => TYPE_WORD_MM * zoom >= 12;
export const STEP_MS = 380;
/** Millimetres kept clear between the reserve row and the table's edges. */
const RESERVE_MARGIN = 6;
/** A routed counter, set aside behind the field: faded and greyed, plainly out of the battle. */
export const ROUTED_ALPHA = 0.5;
export const ROUTED_TINT = 0x9a9a9a;
/** What the bar over the table says while a resolution plays (it also offers Skip and Escape). */
export const PLAYBACK_LABEL = 'Carrying out the orders · click to skip';

export const squareCentre = (s: Square): { x: number; y: number } => ({ x: BOARD_X + s.c * SQUARE + SQUARE / 2, y: BOARD_Y + s.r * SQUARE + SQUARE / 2 });

/**
 * Where a side's units wait before they deploy: a row off the field, behind their home row,
 * centred on it. A long row (up to ten: five for the home row, five for the row in front) closes
 * up, the counters overlapping a little, so that it stays on the table.
 */
export function reserveSpot(side: Side, index: number, count: number): { x: number; y: number } {
  const centre = BOARD_X + (SIZE * SQUARE) / 2;
  // Centred on the field, not the table (wider on the right for the sides' names).
  const room = 2 * (Math.min(centre, TABLE.width - centre) - RESERVE_MARGIN) - COUNTER;
  const step = count > 1 ? Math.min(COUNTER + 4, room / (count - 1)) : 0;
  return { x: centre + (index - (count - 1) / 2) * step, y: side === 0 ? BOARD_Y - 40 : BOARD_Y + SIZE * SQUARE + 40 };
}

/**
 * Where a unit's counter rests: its square; its draft square while its side places it; or the
 * row behind its home row, where units wait to deploy and routed ones are set aside (after any
 * still waiting), as players put their losses beside the board. `routed` says to draw it faded.
 */
export function counterSpot(u: Unit, s: Tiny18cState, orders: Orders | null, viewer: number): { x: number; y: number; routed: boolean } {
  if (u.at && !u.routed) return { ...squareCentre(u.at), routed: false };
  if (!u.routed && orders && (orders.phase === 'deploy' || orders.phase === 'scouts') && u.side === viewer && u.id in orders.columns) {
    const row = orders.phase === 'deploy' ? (u.side === 0 ? 0 : SIZE - 1) : u.side === 0 ? 1 : SIZE - 2;
    return { ...squareCentre({ r: row, c: orders.columns[u.id] as number }), routed: false };
  }
  const offField = s.units.filter((x) => x.side === u.side && !x.at && !x.routed);
  const row = [...offField, ...s.units.filter((x) => x.side === u.side && x.routed)];
  return { ...reserveSpot(u.side, row.indexOf(u), row.length), routed: u.routed };
}

export function squareAt(x: number, y: number): Square | null {
  const c = Math.floor((x - BOARD_X) / SQUARE);
  const r = Math.floor((y - BOARD_Y) / SQUARE);
  return r >= 0 && r < SIZE && c >= 0 && c < SIZE ? { r, c } : null;
}

/** A shot: a dashed line from the gun to a cross-hair on its target. */
export function shotLine(g: Phaser.GameObjects.Graphics, a: { x: number; y: number }, b: { x: number; y: number }): void {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const n = Math.max(1, Math.floor(len / 6));
  g.lineStyle(2, 0xffa23a, 0.95);
  for (let i = 0; i < n; i += 2) {
    const t0 = i / n;
    const t1 = Math.min(1, (i + 1) / n);
    g.lineBetween(a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1);
  }
  g.strokeCircle(b.x, b.y, COUNTER * 0.45).lineBetween(b.x - 12, b.y, b.x + 12, b.y).lineBetween(b.x, b.y - 12, b.x, b.y + 12);
}
