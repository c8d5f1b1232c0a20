// Boot loads nothing itself: it sets up what the Preloader needs and hands over.
import Phaser from 'phaser';

export class Boot extends Phaser.Scene {
  constructor() {
    super('Boot');
  }
  create(): void {
    this.scene.start('Preloader');
  }
}
