// Behind the menus: the empty cloth, slowly drifting.
import Phaser from 'phaser';

export class Backdrop extends Phaser.Scene {
  private felt!: Phaser.GameObjects.TileSprite;
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
  override update(_t: number, delta: number): void {
    this.felt.tilePositionX += delta * 0.004;
    this.felt.tilePositionY += delta * 0.002;
  }
}
