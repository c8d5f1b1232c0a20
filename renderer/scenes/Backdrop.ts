// Behind the menus: the empty cloth, slowly drifting.
import Phaser from 'phaser';
import { openWindows } from '../kits/shell/modal-focus';

/** The cloth moves in steps of half a texture pixel (a third of a screen pixel at its scale). */
const STEP = 0.5;

export class Backdrop extends Phaser.Scene {
  private felt!: Phaser.GameObjects.TileSprite;
  /** How far the cloth has drifted, in texture pixels; shown to the nearest STEP. */
  private drift = { x: 0, y: 0 };
  constructor() {
    super('Backdrop');
  }
  create(): void {
    this.felt = this.add.tileSprite(0, 0, this.scale.width, this.scale.height, 'felt').setOrigin(0).setTileScale(0.7);
    const shade = this.add.graphics();
    const draw = () => {
      this.felt.setSize(this.scale.width, this.scale.height);
      shade.clear().fillStyle(0x000000, 0.35).fillRect(0, 0, this.scale.width, this.scale.height);
    };
    draw();
    this.scale.on('resize', draw);
    this.events.once('shutdown', () => this.scale.off('resize', draw));
  }
  // The stage draws a frame only when the picture changes (app/redraw.ts): moved a sixtieth of a
  // pixel a frame, the cloth would be drawn every frame, a core kept busy behind the menu; moved
  // by whole steps it is drawn about a dozen times a second, and drifts just the same.
  // It holds still under a window (the cloth is dimmed behind it, and a drawn frame costs what a
  // print preview or a list being read needs), and for a player who asks for less motion.
  override update(_t: number, delta: number): void {
    if (holdStill()) return;
    this.drift.x += delta * 0.004;
    this.drift.y += delta * 0.002;
    this.felt.tilePositionX = Math.round(this.drift.x / STEP) * STEP;
    this.felt.tilePositionY = Math.round(this.drift.y / STEP) * STEP;
  }
}

const lessMotion = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

/** Whether the cloth stays where it is this frame. */
export function holdStill(): boolean {
  return lessMotion?.matches === true || openWindows().length > 0;
}
