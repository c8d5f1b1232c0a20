// A measuring tape in the table's units: a band from where it was pressed to the cursor,
// ticked every unit, with its reading beside the end at a steady screen size, whole on screen.
import type Phaser from 'phaser';
import { formatLength, mmPerUnit, type UnitSystem } from '../engine/units';
import { screenToWorld, worldToScreen, type Insets, type Viewport } from './camera-math';

type Point = { x: number; y: number };

/**
 * Where the reading (`size`, screen px) goes, its top-left on screen: beyond the tape's end, on the
 * side the tape points to (right and above for a tape drawn up and to the right), so that it never
 * lies over the band it reads; on the other side across, or up and down, where that would run past
 * the part of the window the panels leave free (under the log's tab, the toolbar); and always whole
 * inside that part (or the window, if that part is too small for it). `start`: where the tape
 * begins on screen (the end itself: right and above).
 */
export function readingSpot(end: Point, size: { w: number; h: number }, view: Viewport, insets: Insets, start: Point = end): Point {
  const roomy = view.width - insets.left - insets.right >= size.w && view.height - insets.top - insets.bottom >= size.h;
  const free = roomy ? { l: insets.left, t: insets.top, r: view.width - insets.right, b: view.height - insets.bottom } : { l: 0, t: 0, r: view.width, b: view.height };
  const right = end.x >= start.x;
  const up = end.y <= start.y;
  const spot = (r: boolean, u: boolean): Point => ({ x: r ? end.x + 10 : end.x - 10 - size.w, y: u ? end.y - 8 - size.h : end.y + 14 });
  const within = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  const inside = (p: Point): Point => ({ x: within(p.x, free.l, free.r - size.w), y: within(p.y, free.t, free.b - size.h) });
  const fits = (p: Point) => p.x === inside(p).x && p.y === inside(p).y;
  // The band's last 60 px (and its half-width, 5 px) before the end.
  const len = Math.hypot(end.x - start.x, end.y - start.y);
  const overBand = (p: Point) => {
    for (let d = 0; d <= Math.min(60, len); d += 3) {
      const x = end.x + ((start.x - end.x) * d) / (len || 1);
      const y = end.y + ((start.y - end.y) * d) / (len || 1);
      if (x > p.x - 5 && x < p.x + size.w + 5 && y > p.y - 5 && y < p.y + size.h + 5) return true;
    }
    return false;
  };
  const tries = [spot(right, up), spot(!right, up), spot(right, !up), spot(!right, !up)];
  return tries.find((p) => fits(p) && !overBand(p)) ?? tries.map(inside).find((p) => !overBand(p)) ?? inside(tries[0]!);
}

const TAPE_DEPTH = 50_000;

export class MeasuringTape {
  private readonly band: Phaser.GameObjects.Graphics;
  private readonly label: Phaser.GameObjects.Text;
  start: { x: number; y: number } | null = null;
  end: { x: number; y: number } | null = null;

  /** `insets`: the screen the panels cover at the window's edges (the reading keeps out of it). */
  constructor(private readonly scene: Phaser.Scene, private readonly units: UnitSystem, private readonly insets: () => Insets) {
    this.band = scene.add.graphics().setDepth(TAPE_DEPTH);
    this.label = scene.add
      .text(0, 0, '', {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '15px',
        fontStyle: 'bold',
        color: '#1c1a12',
        backgroundColor: '#f3d35b',
        padding: { x: 6, y: 3 },
      })
      .setDepth(TAPE_DEPTH + 1)
      .setOrigin(0, 0)
      .setVisible(false);
  }

  get length(): number {
    if (!this.start || !this.end) return 0;
    return Math.hypot(this.end.x - this.start.x, this.end.y - this.start.y);
  }

  get reading(): string | null {
    return this.start && this.end ? formatLength(this.length, this.units) : null;
  }

  begin(at: { x: number; y: number }): void {
    this.start = at;
    this.end = at;
    this.redraw();
  }

  to(at: { x: number; y: number }): void {
    if (!this.start) return;
    this.end = at;
    this.redraw();
  }

  clear(): void {
    this.start = null;
    this.end = null;
    this.band.clear();
    this.label.setVisible(false);
  }

  /** Keeps the reading the same size on screen whatever the zoom. */
  redraw(): void {
    const g = this.band;
    g.clear();
    const { start, end } = this;
    if (!start || !end) return;
    const zoom = this.scene.cameras.main.zoom;
    const len = this.length;
    const unit = mmPerUnit(this.units);
    const dx = len === 0 ? 1 : (end.x - start.x) / len;
    const dy = len === 0 ? 0 : (end.y - start.y) / len;
    const nx = -dy;
    const ny = dx;
    const half = 5 / zoom;
    g.fillStyle(0xf3d35b, 0.9);
    g.beginPath();
    g.moveTo(start.x + nx * half, start.y + ny * half);
    g.lineTo(end.x + nx * half, end.y + ny * half);
    g.lineTo(end.x - nx * half, end.y - ny * half);
    g.lineTo(start.x - nx * half, start.y - ny * half);
    g.closePath();
    g.fillPath();
    g.lineStyle(1.5 / zoom, 0x6b5a12, 1);
    g.strokePath();
    // A tick each unit, longer each fifth; skipped when they would crowd closer than 4 px.
    if (unit * zoom >= 4) {
      for (let i = 1; i * unit <= len + 1e-6; i++) {
        const t = i * unit;
        const k = (i % 5 === 0 ? 1 : 0.55) * half;
        const px = start.x + dx * t;
        const py = start.y + dy * t;
        g.lineBetween(px + nx * k, py + ny * k, px - nx * k, py - ny * k);
      }
    }
    g.fillStyle(0x6b5a12, 1);
    g.fillCircle(start.x, start.y, 3 / zoom);
    // Placed on screen, then put on the table there (from the camera as set, not its worldView,
    // which is worked out only as the next frame is drawn).
    const label = this.label.setText(formatLength(len, this.units)).setScale(1 / zoom);
    const cam = this.scene.cameras.main;
    const pose = { scrollX: cam.scrollX, scrollY: cam.scrollY, zoom };
    const view = { width: this.scene.scale.width, height: this.scene.scale.height };
    const spot = readingSpot(worldToScreen(pose, view, end.x, end.y), { w: label.width, h: label.height }, view, this.insets(), worldToScreen(pose, view, start.x, start.y));
    const at = screenToWorld(pose, view, spot.x, spot.y);
    label.setPosition(at.x, at.y).setVisible(true);
  }

  destroy(): void {
    this.band.destroy();
    this.label.destroy();
  }
}
