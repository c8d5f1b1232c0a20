// The table every game is played on: a cloth of a real size in millimetres, a camera that pans
// (drag the cloth, middle mouse, arrow keys), zooms (wheel and + / -, to the cursor) and fits the
// table to the window, a measuring tape, and matter-js stepped at a fixed 60 Hz. Games extend it.
import Phaser from 'phaser';
import type { UnitSystem } from '../engine/units';
import { STEP_MS } from './sim/physics';
import { clampToTable, fitTable, worldToScreen, zoomAt, type CameraPose } from './camera-math';
import { MeasuringTape } from './measuring-tape';
import type { TableUi } from './table-ui';

export interface TableSceneData {
  ui: TableUi;
}

/** Frame costs are kept for the benchmark (window.__musterFrames) and the status bar. */
export interface FrameStats {
  frames: number;
  updateMs: number[];
}

/** The wooden frame round the cloth, in millimetres. */
const TABLE_RIM = 22;

/** Most fixed steps run in one frame, so a stall does not become a spiral. */
const MAX_STEPS_PER_FRAME = 6;

export abstract class TableScene extends Phaser.Scene {
  protected ui!: TableUi;
  protected tableSize = { width: 600, height: 600 };
  protected units!: UnitSystem;
  protected tape!: MeasuringTape;
  private accumulator = 0;
  private panning: { x: number; y: number } | null = null;
  private keyHandler: ((e: KeyboardEvent) => void) | null = null;
  private grid!: Phaser.GameObjects.Graphics;
  private gridOn = false;
  /**
   * True from the end of create() (the subclass's too) until shutdown. A scene object outlives its
   * runs: before this, fields still point at the last run's destroyed game objects, so nothing that
   * draws may run (a camera change during super.create() would otherwise redraw them).
   */
  protected live = false;
  /** Whether the camera shows the fitted table, so a resized window fits it again. */
  private fitted = true;
  readonly stats: FrameStats = { frames: 0, updateMs: [] };

  private untapeListener: (() => void) | null = null;
  /** Whether M gives the measuring tape here. */
  protected tapeAllowed = true;
  /** Millimetres round the table that fitting should also show (things kept beside the table). */
  protected fitExtra = 0;

  /** Subclasses give the table's size (mm) and units. */
  protected abstract tableSetup(): { size: { width: number; height: number }; units: UnitSystem };

  init(data: TableSceneData): void {
    this.ui = data.ui;
    this.live = false;
    this.fitted = true;
    this.accumulator = 0;
    this.panning = null;
  }

  create(): void {
    const setup = this.tableSetup();
    this.tableSize = setup.size;
    this.units = setup.units;
    this.drawTable();
    this.tape = new MeasuringTape(this, this.units, () => this.ui.insets);
    // The band on the table goes with the reading in the status bar: the toolbar's Move (or
    // Measure pressed again) puts both away; it used to leave the band lying on the table.
    this.untapeListener = this.ui.store.subscribe(() => {
      if (this.ui.store.get().tape === null && this.tape.start) this.tape.clear();
    });
    this.cameras.main.setBackgroundColor('#1d1b18');
    this.fit();
    this.scale.on('resize', this.onResize, this);
    this.input.on('wheel', this.onWheel, this);
    // No right-click menu over the canvas: the game's config says so once (stage-config.ts). Said
    // again here, Phaser added another listener to the canvas for every game started.
    this.keyHandler = (e) => this.onKeyDown(e);
    window.addEventListener('keydown', this.keyHandler);
    this.events.once('shutdown', () => this.teardown());
    // Phaser emits CREATE after the whole create() chain: the subclass's objects exist from here.
    this.events.once(Phaser.Scenes.Events.CREATE, () => {
      this.live = true;
      this.fit();
    });
    this.ui.view = {
      pageToWorld: (px, py) => this.pageToWorld(px, py),
      centre: () => this.viewCentre(),
      fit: () => this.fit(),
      refit: () => {
        if (this.fitted) this.fit();
      },
      zoomBy: (f) => this.zoomAtScreen(f, this.scale.width / 2, this.scale.height / 2),
      tableOnCanvas: () => {
        // From the camera's pose as set, not its worldView: that is worked out only as a frame is
        // drawn, so until the first frame after the table is fitted it still held the unfitted view
        // (a new game's first picture for the saves list was a crop of the bare canvas).
        const rim = TABLE_RIM;
        const view = { width: this.scale.width, height: this.scale.height };
        const a = worldToScreen(this.pose, view, -rim, -rim);
        const b = worldToScreen(this.pose, view, this.tableSize.width + rim, this.tableSize.height + rim);
        const x0 = Math.max(0, a.x);
        const y0 = Math.max(0, a.y);
        const x1 = Math.min(view.width, b.x);
        const y1 = Math.min(view.height, b.y);
        return { x: x0, y: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) };
      },
    };
  }

  private teardown(): void {
    this.live = false;
    this.untapeListener?.();
    this.untapeListener = null;
    document.body.classList.remove('carrying');
    this.scale.off('resize', this.onResize, this);
    if (this.keyHandler) window.removeEventListener('keydown', this.keyHandler);
    this.keyHandler = null;
    this.ui.view = null;
    this.tape.destroy();
  }

  /**
   * The cloth and its wooden frame, baked once into one texture: a single plain image draws far
   * faster than tiled sprites, which matters on machines that render in software.
   */
  private drawTable(): void {
    const { width, height } = this.tableSize;
    const rim = TABLE_RIM;
    const shadow = this.add.graphics().setDepth(-21);
    shadow.fillStyle(0x000000, 0.35);
    shadow.fillRoundedRect(-rim + 8, -rim + 12, width + 2 * rim, height + 2 * rim, 10);
    const key = `table-cloth-${Math.round(width)}x${Math.round(height)}`;
    if (!this.textures.exists(key)) {
      const outer = { width: width + 2 * rim, height: height + 2 * rim };
      const scale = Math.min(1.6, 4096 / Math.max(outer.width, outer.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(outer.width * scale);
      canvas.height = Math.ceil(outer.height * scale);
      const ctx = canvas.getContext('2d');
      if (ctx) {
        const fill = (texture: string, x: number, y: number, w: number, h: number, tile: number) => {
          const pattern = ctx.createPattern(this.textures.get(texture).getSourceImage() as CanvasImageSource, 'repeat');
          if (!pattern) return;
          pattern.setTransform(new DOMMatrix().scale(tile));
          ctx.fillStyle = pattern;
          ctx.fillRect(x, y, w, h);
        };
        fill('wood', 0, 0, canvas.width, canvas.height, 0.5 * scale);
        fill('felt', rim * scale, rim * scale, width * scale, height * scale, 0.35 * scale);
        ctx.strokeStyle = 'rgba(0,0,0,0.35)';
        ctx.lineWidth = 2 * scale;
        ctx.strokeRect(rim * scale, rim * scale, width * scale, height * scale);
      }
      this.textures.addCanvas(key, canvas);
    }
    this.add
      .image(width / 2, height / 2, key)
      .setDisplaySize(width + 2 * rim, height + 2 * rim)
      .setDepth(-19);
    this.grid = this.add.graphics().setDepth(-16).setVisible(false);
  }

  /** A faint line every unit, for players who like a grid to count along. */
  toggleGrid(): void {
    this.gridOn = !this.gridOn;
    const g = this.grid;
    g.clear();
    if (this.gridOn) {
      const step = this.units.unit === 'cm' ? 50 : this.units.unit === 'in' ? 25.4 : this.units.matchstickInches * 25.4;
      g.lineStyle(0.6, 0xffffff, 0.14);
      for (let x = step; x < this.tableSize.width; x += step) g.lineBetween(x, 0, x, this.tableSize.height);
      for (let y = step; y < this.tableSize.height; y += step) g.lineBetween(0, y, this.tableSize.width, y);
    }
    g.setVisible(this.gridOn);
  }

  // ---- camera -------------------------------------------------------------------------

  protected get pose(): CameraPose {
    const c = this.cameras.main;
    return { scrollX: c.scrollX, scrollY: c.scrollY, zoom: c.zoom };
  }

  protected setPose(pose: CameraPose): void {
    const view = { width: this.scale.width, height: this.scale.height };
    const p = clampToTable(pose, view, this.tableSize, 60 + this.fitExtra);
    this.cameras.main.setZoom(p.zoom).setScroll(p.scrollX, p.scrollY);
    this.ui.store.set({ zoom: p.zoom });
    this.tape.redraw();
    if (this.live) this.onCameraChange();
  }

  /** Called after the camera moves or zooms (for things drawn at a steady screen size). */
  protected onCameraChange(): void {}

  fit(): void {
    const border = TABLE_RIM + this.fitExtra;
    const framed = { width: this.tableSize.width + 2 * border, height: this.tableSize.height + 2 * border };
    const pose = fitTable(framed, { width: this.scale.width, height: this.scale.height }, 16, this.ui.insets);
    // fitTable centres the framed table; the cloth's origin is the border's width inside it.
    this.setPose({ ...pose, scrollX: pose.scrollX - border, scrollY: pose.scrollY - border });
    this.fitted = true;
  }

  protected zoomAtScreen(factor: number, sx: number, sy: number): void {
    this.fitted = false;
    this.setPose(zoomAt(this.pose, { width: this.scale.width, height: this.scale.height }, factor, sx, sy));
  }

  protected panByScreen(dx: number, dy: number): void {
    const p = this.pose;
    this.fitted = false;
    this.setPose({ ...p, scrollX: p.scrollX - dx / p.zoom, scrollY: p.scrollY - dy / p.zoom });
  }

  private onResize(): void {
    const centre = this.viewCentre();
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    // A table nobody has panned or zoomed fits the new window; otherwise the same table point
    // stays in the middle of the window, at the same zoom.
    if (this.fitted) return this.fit();
    const z = this.cameras.main.zoom;
    this.setPose({ zoom: z, scrollX: centre.x - this.scale.width / 2, scrollY: centre.y - this.scale.height / 2 });
  }

  protected viewCentre(): { x: number; y: number } {
    const c = this.cameras.main;
    return { x: c.scrollX + c.width / 2, y: c.scrollY + c.height / 2 };
  }

  protected worldAt(pointer: Phaser.Input.Pointer): { x: number; y: number } {
    const p = this.cameras.main.getWorldPoint(pointer.x, pointer.y);
    return { x: p.x, y: p.y };
  }

  protected pageToWorld(pageX: number, pageY: number): { x: number; y: number } | null {
    const rect = this.game.canvas.getBoundingClientRect();
    const sx = pageX - rect.left;
    const sy = pageY - rect.top;
    if (sx < 0 || sy < 0 || sx > rect.width || sy > rect.height) return null;
    const p = this.cameras.main.getWorldPoint(sx, sy);
    if (p.x < 0 || p.y < 0 || p.x > this.tableSize.width || p.y > this.tableSize.height) return null;
    return { x: p.x, y: p.y };
  }

  protected clampToTable(x: number, y: number, margin = 0): { x: number; y: number } {
    return {
      x: Math.min(this.tableSize.width - margin, Math.max(margin, x)),
      y: Math.min(this.tableSize.height - margin, Math.max(margin, y)),
    };
  }

  /** Pan by dragging: the subclass calls these for the cloth, the middle button always pans. */
  /** Starts panning from `from` (the press point, so the first pixels of the drag count too). */
  protected startPan(from: { x: number; y: number }): void {
    this.panning = { x: from.x, y: from.y };
    this.input.setDefaultCursor('grabbing');
    document.body.classList.add('carrying');
  }
  /** Whether a drag is panning the table now. */
  protected get isPanning(): boolean {
    return this.panning !== null;
  }
  protected continuePan(pointer: Phaser.Input.Pointer): boolean {
    if (!this.panning) return false;
    this.panByScreen(pointer.x - this.panning.x, pointer.y - this.panning.y);
    this.panning = { x: pointer.x, y: pointer.y };
    return true;
  }
  protected endPan(): boolean {
    if (!this.panning) return false;
    this.panning = null;
    this.input.setDefaultCursor('default');
    document.body.classList.remove('carrying');
    return true;
  }

  /** Wheel zooms to the cursor; a subclass may take the wheel first (to turn a held piece). */
  protected wheelTaken(_pointer: Phaser.Input.Pointer, _dy: number): boolean {
    return false;
  }

  private onWheel(pointer: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number): void {
    if (this.wheelTaken(pointer, dy)) return;
    this.zoomAtScreen(Math.pow(1.0015, -dy), pointer.x, pointer.y);
  }

  // ---- keyboard -----------------------------------------------------------------------

  /** True when a key belongs to a text field or a dialog, not to the table. */
  protected keyIsForPage(e: KeyboardEvent): boolean {
    if (this.ui.keysHeld) return true;
    const t = e.target as HTMLElement | null;
    if (!t) return false;
    if (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName)) return true;
    return !!t.closest?.('[role="dialog"], [role="menu"]') || !!document.querySelector('[role="dialog"][aria-modal="true"]');
  }

  /** Table keys: arrows pan, + and - zoom, 0 fits, M measures, G shows the grid. Subclasses add theirs. */
  protected onKeyDown(e: KeyboardEvent): boolean {
    if (this.keyIsForPage(e) || e.ctrlKey || e.metaKey || e.altKey) return false;
    const step = 60;
    switch (e.key) {
      case 'ArrowLeft':
        this.panByScreen(step, 0);
        break;
      case 'ArrowRight':
        this.panByScreen(-step, 0);
        break;
      case 'ArrowUp':
        this.panByScreen(0, step);
        break;
      case 'ArrowDown':
        this.panByScreen(0, -step);
        break;
      case '+':
      case '=':
        this.zoomAtScreen(1.25, this.scale.width / 2, this.scale.height / 2);
        break;
      case '-':
      case '_':
        this.zoomAtScreen(0.8, this.scale.width / 2, this.scale.height / 2);
        break;
      case '0':
      case 'Home':
        this.fit();
        break;
      case 'm':
      case 'M':
        if (!this.tapeAllowed) return false;
        this.ui.setTool(this.ui.store.get().tool === 'tape' ? 'hand' : 'tape');
        this.tape.clear();
        break;
      case 'g':
      case 'G':
        this.toggleGrid();
        break;
      default:
        return false;
    }
    e.preventDefault();
    return true;
  }

  // ---- fixed-step loop ------------------------------------------------------------------

  /** One fixed 1/60 s step of physics and anything else that must not depend on frame rate. */
  protected fixedStep(): void {}

  /** Once a frame, after the fixed steps. */
  protected frame(_delta: number): void {}

  override update(_time: number, delta: number): void {
    const t0 = performance.now();
    this.accumulator += Math.min(delta, STEP_MS * MAX_STEPS_PER_FRAME);
    while (this.accumulator >= STEP_MS) {
      this.fixedStep();
      this.accumulator -= STEP_MS;
    }
    this.frame(delta);
    const ms = performance.now() - t0;
    this.stats.frames++;
    this.stats.updateMs.push(ms);
    if (this.stats.updateMs.length > 600) this.stats.updateMs.shift();
  }
}
