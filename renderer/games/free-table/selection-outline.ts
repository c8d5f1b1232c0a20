// What is picked out on the Free Table, drawn afresh each frame at a steady screen thickness:
// a gold outline round each selected piece, the box being dragged to select, and a small padlock
// towards a corner of each piece locked in place (beside a small one's).
import type Phaser from 'phaser';
import { rotateAbout, type Footprint } from '../../table/hit-test';

type Point = { x: number; y: number };

export function drawSelection(g: Phaser.GameObjects.Graphics, zoom: number, selected: Iterable<Footprint>, box: { from: Point; to: Point } | null, locked: Iterable<Footprint> = []): void {
  g.clear();
  for (const f of locked) drawPadlock(g, zoom, padlockAt(f, zoom));
  g.lineStyle(2.2 / zoom, 0xffd75e, 1);
  for (const f of selected) {
    const pad = 1.6 / zoom + 0.8;
    if (f.round) {
      g.strokeEllipse(f.x, f.y, f.width + 2 * pad, f.height + 2 * pad);
    } else {
      const corners = [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ].map(([sx, sy]) => rotateAbout(f.x + (sx! * (f.width / 2 + pad)), f.y + (sy! * (f.height / 2 + pad)), f.x, f.y, f.angle));
      g.beginPath();
      corners.forEach((c, i) => (i === 0 ? g.moveTo(c.x, c.y) : g.lineTo(c.x, c.y)));
      g.closePath();
      g.strokePath();
    }
  }
  if (box) {
    const { from, to } = box;
    g.lineStyle(1.5 / zoom, 0xffd75e, 0.9);
    g.fillStyle(0xffd75e, 0.12);
    g.fillRect(Math.min(from.x, to.x), Math.min(from.y, to.y), Math.abs(to.x - from.x), Math.abs(to.y - from.y));
    g.strokeRect(Math.min(from.x, to.x), Math.min(from.y, to.y), Math.abs(to.x - from.x), Math.abs(to.y - from.y));
  }
}

/** The padlock's dark disc, in screen pixels. */
export const PADLOCK_RADIUS = 12;

/**
 * Where a locked piece's padlock goes: towards its top-right corner, and always clear of the
 * piece's middle (six tenths of it each way, at most 30 mm: a figure standing on a hill), so a small
 * piece (a die rolled where it lies, a token) keeps its face in sight, the padlock beside its corner.
 */
export function padlockAt(f: Footprint, zoom: number): Point {
  const clear = PADLOCK_RADIUS / zoom / Math.SQRT2;
  const dx = Math.max(f.width * 0.35, Math.min(f.width * 0.3, 15) + clear);
  const dy = Math.max(f.height * 0.35, Math.min(f.height * 0.3, 15) + clear);
  return rotateAbout(f.x + dx, f.y - dy, f.x, f.y, f.angle);
}

/** A padlock about 16 screen pixels high, on a dark disc, at a table point. */
function drawPadlock(g: Phaser.GameObjects.Graphics, zoom: number, at: Point): void {
  const u = 1 / zoom;
  g.fillStyle(0x1c1712, 0.7);
  g.fillCircle(at.x, at.y, PADLOCK_RADIUS * u);
  g.lineStyle(2 * u, 0xf3e6c4, 1);
  g.beginPath();
  g.arc(at.x, at.y - 2 * u, 4 * u, Math.PI, 0);
  g.strokePath();
  g.fillStyle(0xf3e6c4, 1);
  g.fillRect(at.x - 6 * u, at.y - 2 * u, 12 * u, 9 * u);
}
