// The Phaser game that draws the table, and the one place that starts and stops its scenes.
import Phaser from 'phaser';
import { Boot } from '../scenes/Boot';
import { Preloader, type PreloaderEvents } from '../scenes/Preloader';
import { Backdrop } from '../scenes/Backdrop';
import type { GameMode } from '../games/mode';
import type { GameSession } from './session';
import type { TableUi } from '../table/table-ui';

export class Stage {
  readonly game: Phaser.Game;
  private current: string | null = null;

  constructor(parent: HTMLElement, modes: readonly GameMode[], events: PreloaderEvents) {
    this.game = new Phaser.Game({
      type: Phaser.WEBGL,
      parent,
      backgroundColor: '#1d1b18',
      scale: { mode: Phaser.Scale.RESIZE, width: parent.clientWidth || 1280, height: parent.clientHeight || 800 },
      render: { antialias: true, antialiasGL: false, roundPixels: false, powerPreference: 'high-performance' },
      input: { mouse: { preventDefaultWheel: true }, activePointers: 2 },
      disableContextMenu: true,
      banner: false,
      audio: { noAudio: true },
      scene: [Boot, Preloader, Backdrop, ...modes.map((m) => m.scene)],
    });
    this.game.registry.set('preloaderEvents', events);
  }

  showBackdrop(): void {
    this.stopCurrent();
    if (!this.game.scene.isActive('Backdrop')) this.game.scene.start('Backdrop');
  }

  play(mode: GameMode, session: GameSession, ui: TableUi): void {
    this.stopCurrent();
    this.game.scene.stop('Backdrop');
    this.game.scene.start(mode.sceneKey, { session, ui });
    this.current = mode.sceneKey;
  }

  private stopCurrent(): void {
    if (this.current) this.game.scene.stop(this.current);
    this.current = null;
  }

  /**
   * A small PNG of the table for the saves list (about 320 px wide). The WebGL canvas is copied
   * straight after Phaser draws a frame, while its picture is still there, into a small canvas:
   * far cheaper than reading the whole frame back.
   */
  thumbnail(width = 320): Promise<string | undefined> {
    return new Promise((resolve) => {
      const source = this.game.canvas;
      const done = setTimeout(() => resolve(undefined), 1000);
      this.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
        clearTimeout(done);
        const scale = width / Math.max(1, source.width);
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.max(1, Math.round(source.height * scale));
        const ctx = canvas.getContext('2d');
        if (!ctx) return resolve(undefined);
        ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
        resolve(canvas.toDataURL('image/png'));
      });
    });
  }
}
