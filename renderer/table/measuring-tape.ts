// A measuring tape in the table's units: a band from where it was pressed to the cursor,
// ticked every unit, with its reading beside the end at a steady screen size, whole on screen.
import type Phaser from 'phaser';
import { formatLength, mmPerUnit, type UnitSystem } from '../engine/units';
import { screenToWorld, worldToScreen, type Insets, type Viewport } from './camera-math';

/**
 * Where the reading (`size`, screen px) goes, its top-left on screen: above and right of the tape's
 * end; left of it where that would run past the part of the window the panels leave free (under
 * the log's tab), below it where it would run under the toolbar; and always whole inside that part
 * (or the window, if that part is too small for it).
 */
export function readingSpot(end: { x: number; y: number }, size: { w: number; h: number }, view: Viewport, insets: Insets): { x: number; y: number } {
  const roomy = view.width - insets.left - insets.right >= size.w && view.height - insets.top - insets.bottom >= size.h;
  const free = roomy ? { l: insets.left, t: insets.top, r: view.width - insets.right, b: view.height - insets.bottom } : { l: 0, t: 0, r: view.width, b: view.height };
  let x = end.x + 10;
  if (x + size.w > free.r) x = end.x - 10 - size.w;
  let y = end.y - 8 - size.h;
  if (y < free.t) y = end.y + 14;
  const within = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  return { x: within(x, free.l, free.r - size.w), y: within(y, free.t, free.b - size.h) };
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
    const spot = readingSpot(worldToScreen(pose, view, end.x, end.y), { w: label.width, h: label.height }, view, this.insets());
    const at = screenToWorld(pose, view, spot.x, spot.y);
    label.setPosition(at.x, at.y).setVisible(true);
  }

  destroy(): void {
    this.band.destroy();
    this.label.destroy();
  }
}
