// Loads the table's textures with a progress bar, then shows the backdrop behind the menu.
import Phaser from 'phaser';
import feltUrl from '../../assets/table/felt.svg?url';
import woodUrl from '../../assets/table/wood.svg?url';

export interface PreloaderEvents {
  onProgress: (fraction: number) => void;
  onReady: () => void;
}

export class Preloader extends Phaser.Scene {
  constructor() {
    super('Preloader');
  }

  preload(): void {
    const events = this.registry.get('preloaderEvents') as PreloaderEvents | undefined;
    const { width, height } = this.scale;
    const barWidth = Math.min(420, width * 0.6);
    const x = (width - barWidth) / 2;
    const y = height / 2;
    const frame = this.add.graphics();
    frame.lineStyle(2, 0xe8dcc0, 0.9).strokeRoundedRect(x - 4, y - 12, barWidth + 8, 24, 6);
    const bar = this.add.graphics();
    this.add
      .text(width / 2, y - 34, 'Setting up the table…', { fontFamily: 'system-ui, sans-serif', fontSize: '16px', color: '#e8dcc0' })
      .setOrigin(0.5);
    this.load.on('progress', (p: number) => {
      bar.clear().fillStyle(0xc9a25a, 1).fillRoundedRect(x, y - 8, Math.max(8, barWidth * p), 16, 4);
      events?.onProgress(p);
    });
    this.load.svg('felt', feltUrl, { width: 512, height: 512 });
    this.load.svg('wood', woodUrl, { width: 512, height: 512 });
  }

  create(): void {
    const events = this.registry.get('preloaderEvents') as PreloaderEvents | undefined;
    this.scene.start('Backdrop');
    events?.onReady();
  }
}
