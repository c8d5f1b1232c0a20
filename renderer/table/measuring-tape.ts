// A measuring tape in the table's units: a band from where it was pressed to the cursor,
// ticked every unit, with its reading beside the end at a steady screen size.
import type Phaser from 'phaser';
import { formatLength, mmPerUnit, type UnitSystem } from '../engine/units';

const TAPE_DEPTH = 50_000;

export class MeasuringTape {
  private readonly band: Phaser.GameObjects.Graphics;
  private readonly label: Phaser.GameObjects.Text;
  start: { x: number; y: number } | null = null;
  end: { x: number; y: number } | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly units: UnitSystem) {
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
      .setOrigin(0, 1)
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
    this.label
      .setText(formatLength(len, this.units))
      .setScale(1 / zoom)
      .setPosition(end.x + 10 / zoom, end.y - 8 / zoom)
      .setVisible(true);
  }

  destroy(): void {
    this.band.destroy();
    this.label.destroy();
  }
}
