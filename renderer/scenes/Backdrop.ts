// Behind the menus: the empty cloth, slowly drifting.
import Phaser from 'phaser';

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
  override update(_t: number, delta: number): void {
    this.drift.x += delta * 0.004;
    this.drift.y += delta * 0.002;
    this.felt.tilePositionX = Math.round(this.drift.x / STEP) * STEP;
    this.felt.tilePositionY = Math.round(this.drift.y / STEP) * STEP;
  }
}
