// The Phaser game that draws the table, and the one place that starts and stops its scenes.
import Phaser from 'phaser';
import { Boot } from '../scenes/Boot';
import { Preloader, type PreloaderEvents } from '../scenes/Preloader';
import { Backdrop } from '../scenes/Backdrop';
import { stageConfig } from './stage-config';
import { sharpen } from './pixel-ratio';
import { RedrawGate, fingerprint } from './redraw';
import type { FrameHold } from './frame-hold';
import type { GameMode } from '../games/mode';
import type { GameSession } from '../kits/shell/session';
import { TABLE_PICTURE, type TableUi } from '../table/table-ui';

/**
 * Phaser's game, drawing a frame only when the table changed (redraw.ts): every frame still
 * updates (tweens, timers, physics, input) as Phaser's own step does; the drawing half is skipped
 * when the gate says the picture would be the same as the last one drawn.
 */
export class DemandGame extends Phaser.Game {
  readonly redraw = new RedrawGate();
  /** Marks each frame for the computer's worker, which gives way while it is made (frame-hold.ts). */
  frameHold: FrameHold | null = null;

  override step(time: number, delta: number): void {
    const self = this as unknown as { pendingDestroy: boolean; runDestroy(): void };
    if (self.pendingDestroy) return self.runDestroy();
    if (this.isPaused) return;
    this.frameHold?.begin();
    try {
      this.frame(time, delta);
    } finally {
      this.frameHold?.end();
    }
  }

  private frame(time: number, delta: number): void {
    const events = this.events;
    events.emit(Phaser.Core.Events.PRE_STEP, time, delta);
    events.emit(Phaser.Core.Events.STEP, time, delta);
    this.scene.update(time, delta);
    events.emit(Phaser.Core.Events.POST_STEP, time, delta);
    if (!this.redraw.shouldDraw(fingerprint(this), time)) return;
    const renderer = this.renderer;
    renderer.preRender();
    events.emit(Phaser.Core.Events.PRE_RENDER, renderer, time, delta);
    this.scene.render(renderer);
    renderer.postRender();
    events.emit(Phaser.Core.Events.POST_RENDER, renderer, time, delta);
  }
}

export class Stage {
  readonly game: DemandGame;
  private current: string | null = null;
  /** Whether the Preloader has loaded the table's textures (the menu shows before then). */
  private loaded = false;
  /** What was asked of the stage before it was loaded: done when it is (only the latest counts). */
  private queued: (() => void) | null = null;

  /** `density` 'full' draws the table at the screen's ratio even in software rendering (pixel-ratio.ts: the tests and the frame bench). */
  constructor(parent: HTMLElement, modes: readonly GameMode[], frameHold: FrameHold | null, events: PreloaderEvents, density: 'screen' | 'full' = 'screen') {
    this.game = new DemandGame({ ...stageConfig(parent), scene: [Boot, Preloader, Backdrop, ...modes.map((m) => m.scene)] });
    this.game.frameHold = frameHold;
    // At the screen's own density: on a high-density screen the table was drawn at half its pixels.
    // (Not in software rendering, unless asked: there it costs four times the pixels.)
    sharpen(this.game, { softwareToo: density === 'full' });
    // What the fingerprint cannot see: a texture painted or dropped under a key already drawn, a
    // restored WebGL context. (It reads the canvas's size itself; the resize is asked for as well,
    // so the first frame after one is drawn whatever the scale manager has done by then.)
    const redraw = () => this.game.redraw.invalidate();
    this.game.events.once(Phaser.Core.Events.READY, () => {
      this.game.textures.on(Phaser.Textures.Events.ADD, redraw);
      this.game.textures.on(Phaser.Textures.Events.REMOVE, redraw);
      this.game.scale.on(Phaser.Scale.Events.RESIZE, redraw);
      this.game.renderer.on?.(Phaser.Renderer.Events.RESTORE_WEBGL, redraw);
    });
    this.game.registry.set('preloaderEvents', {
      onProgress: events.onProgress,
      onReady: () => {
        this.loaded = true;
        const queued = this.queued;
        this.queued = null;
        queued?.();
        events.onReady();
      },
    } satisfies PreloaderEvents);
  }

  /** Whether the table is ready to show a game (its textures loaded). */
  get ready(): boolean {
    return this.loaded;
  }

  showBackdrop(): void {
    // Before loading ends the Preloader starts the backdrop itself.
    if (!this.loaded) return void (this.queued = null);
    this.stopCurrent();
    if (!this.game.scene.isActive('Backdrop')) this.game.scene.start('Backdrop');
  }

  play(mode: GameMode, session: GameSession, ui: TableUi): void {
    // A game chosen from the menu before the table has loaded starts as soon as it has.
    if (!this.loaded) return void (this.queued = () => this.play(mode, session, ui));
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
   * A small PNG of the table for the saves list (320 px on its longer side). The WebGL canvas is copied
   * straight after Phaser draws a frame, while its picture is still there, into a small canvas:
   * far cheaper than reading the whole frame back.
   */
  thumbnail(crop?: { x: number; y: number; width: number; height: number }, side = 320): Promise<string | undefined> {
    return new Promise((resolve) => {
      const source = this.game.canvas;
      const events = this.game.events;
      // The scene hides the player's work in hand (an aim, a planned move) for the frame copied, and shows it again after.
      const taken = (picture: string | undefined) => {
        events.off(Phaser.Core.Events.POST_RENDER, copy);
        events.emit(TABLE_PICTURE, false);
        this.game.redraw.invalidate();
        resolve(picture);
      };
      const done = setTimeout(() => taken(undefined), 1000);
      events.emit(TABLE_PICTURE, true);
      // The table may be still, drawing nothing: ask for a frame to copy.
      this.game.redraw.invalidate();
      const copy = () => {
        clearTimeout(done);
        // The canvas may be larger than its CSS size on high-density screens.
        const k = source.width / Math.max(1, source.clientWidth || source.width);
        const area = crop
          ? { x: crop.x * k, y: crop.y * k, width: crop.width * k, height: crop.height * k }
          : { x: 0, y: 0, width: source.width, height: source.height };
        const canvas = document.createElement('canvas');
        // Within `side` both ways: a table far deeper than wide (the set-up takes 1 × 1,000 inches)
        // made a picture 320 pixels wide and thousands deep, too large for a save, and every save
        // and autosave of it failed.
        const scale = side / Math.max(1, area.width, area.height);
        canvas.width = Math.max(1, Math.round(area.width * scale));
        canvas.height = Math.max(1, Math.round(area.height * scale));
        const ctx = canvas.getContext('2d');
        if (!ctx) return taken(undefined);
        ctx.drawImage(source, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
        taken(canvas.toDataURL('image/png'));
      };
      events.once(Phaser.Core.Events.POST_RENDER, copy);
    });
  }
}
