// Skirmish at Jumonville Glen on the table: the glen, the figures, the card turned over big. Click
// one of your figures to see where it can go (shaded: 6 in along paths round rocks and bases), its
// 12 in range, a sight line to every enemy (dashed red when blocked, "cover" marked) and the number
// each test needs. Drag it to move (the path bends round the rocks, with its length), click an
// enemy to shoot (or fight, in base contact), right-click one to charge. Every d20 shows on the
// table; moves, runs and charges play back along their paths. This file draws the state and hands
// the pointer and the keys to what turns them into actions (jumonville-pointer.ts, jumonville-keys.ts);
// the figures (figures.ts), what is drawn round the picked one (overlay.ts), where the words go
// (label-places.ts) and the playback (playback.ts) are their own.
import type Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import { GameScene, type GameSceneData, type Replay } from '../../table/GameScene';
import { MM, paintGlen } from './art';
import { Figures, type FigureMode } from './figures';
import { canActWith, jvStore, lastRolls, noTargetWords } from './jumonville-ui';
import { CLOTH, baseExtent } from './label-places';
import { SightOverlay } from './overlay';
import { JumonvillePointer, type PointerHost } from './jumonville-pointer';
import { JumonvillePlayback } from './playback';
import { gameKey, type KeysHost } from './jumonville-keys';
import {
  TABLE,
  acting,
  figureById,
  onTable,
  readyFigures,
  type Figure,
  type JumonvilleAction,
  type JumonvilleDetail,
  type JumonvilleState,
  type Point,
} from './rules';

const clone = (s: JumonvilleState): JumonvilleState => structuredClone(s);
const W = (v: number) => v * MM;

export class JumonvilleScene extends GameScene<JumonvilleState, JumonvilleAction, JumonvilleDetail> {
  private glen!: Phaser.GameObjects.Image;
  private glenKey = '';
  private figures!: Figures;
  private sight!: SightOverlay;
  private shows!: JumonvillePlayback;
  private shown!: JumonvilleState;
  /** Lifting, carrying and dropping figures, and clicks on them (jumonville-pointer.ts). */
  private readonly hand = new JumonvillePointer(this.pointerHost());
  /** What the player pressed while a move played back (a pick, a key), done in order once the table shows the outcome. */
  private later: (() => void)[] = [];
  private keys!: KeysHost;
  /** How long each reach area took to work out (ms), for a look at its cost. */
  readonly reachMs: number[] = [];

  constructor() {
    super('JumonvilleScene');
  }

  override init(data: GameSceneData): void {
    super.init(data);
    this.hand.reset();
    this.later = [];
    this.glenKey = '';
  }

  protected tableSetup() {
    return { size: { width: W(TABLE.width), height: W(TABLE.height) }, units: { unit: 'in' as const, matchstickInches: 1.75 } };
  }

  private get store() {
    return jvStore(this.session);
  }

  override create(): void {
    super.create();
    this.shown = clone(this.view);
    this.keys = this.keysHost();
    // A game opened under way (Continue, a reload, a save): the panel's last dice as they were.
    if (!this.store.get().rolls.length) this.store.set({ rolls: lastRolls(this.session.log, this.view.figures) });
    // The last run's glen picture (its image went with that run): a new one is painted for this run.
    if (this.glenTexture && this.textures.exists(this.glenTexture)) this.textures.remove(this.glenTexture);
    this.glenTexture = '';
    this.glen = this.add.image(W(TABLE.width) / 2, W(TABLE.height) / 2, '__DEFAULT').setDepth(-17);
    this.figures = new Figures(this);
    this.sight = new SightOverlay({
      scene: this,
      view: () => this.view,
      ui: () => this.store.get(),
      actor: () => (this.playback.running ? null : this.selectedActor()),
      drag: () => this.hand.drag,
      name: (id) => this.figures.sprites.get(id)?.name,
      reachMs: this.reachMs,
    });
    this.shows = new JumonvillePlayback({
      scene: this,
      playback: this.playback,
      store: this.store,
      shown: () => this.shown,
      setShown: (s) => {
        this.shown = s;
        // The panel follows the table while it plays back: the card, whose turn, the forces.
        if (this.playback.running) this.store.set({ shown: s });
      },
      stateAfter: (entry) => {
        const i = this.session.log.indexOf(entry);
        const after = i < 0 ? undefined : this.session.stateAt(i + 1);
        return after ? this.session.game.playerView(after, this.session.viewer) : null;
      },
      sprite: (id) => this.figures.sprites.get(id),
      paintFigure: (f, mode) => this.figures.paint(f, mode),
      placeNames: () => this.placeNames(),
      viewCentre: () => this.viewCentre(),
    });
    this.input.on('gameout', this.hand.leftCanvas, this.hand);
    this.input.on('gameover', this.hand.backOnCanvas, this.hand);
    this.scale.on('resize', this.hand.resized, this.hand);
    // A figure picked (or let go) is painted so at once, not at the next redraw of the figures.
    let picked = this.store.get().selected;
    this.listen(
      this.store.subscribe(() => {
        if (this.store.get().selected !== picked && this.live) {
          picked = this.store.get().selected;
          this.syncFigures();
        }
        this.redraw();
      }),
    );
    // Undo or Redo with a figure in hand changed what lay under it: a move redone took the figure
    // held out of the hand to where it had gone, and letting go then was refused. They wait for the release.
    this.undoWaitsWhileHeld(() => (this.hand.drag ? 'a figure' : null));
    this.events.once('shutdown', () => {
      this.input.off('gameout', this.hand.leftCanvas, this.hand);
      this.input.off('gameover', this.hand.backOnCanvas, this.hand);
      this.scale.off('resize', this.hand.resized, this.hand);
      this.store.set({ animating: false, shown: null, selected: null, target: null, hovered: null });
      this.figures.clear();
    });
    this.refresh();
  }

  protected override testHook(): Record<string, unknown> {
    return {
      figurePoint: (id: string) => {
        const f = this.shown.figures.find((x) => x.id === id);
        return f ? this.worldToPage(W(f.at.x), W(f.at.y)) : null;
      },
      inchPoint: (x: number, y: number) => this.worldToPage(W(x), W(y)),
      /** Where a figure is drawn now (while dragged, under the pointer). */
      spritePoint: (id: string) => {
        const box = this.figures.sprites.get(id)?.box;
        return box ? this.worldToPage(box.x, box.y) : null;
      },
      reachMs: this.reachMs,
      labels: () => this.sight.shownLabels.map((t) => t.text),
      /** The words on the table (names, and the numbers beside enemies), each as its letters' box on the page. */
      words: () => [...[...this.figures.sprites.values()].filter((sp) => sp.box.visible).map((sp) => sp.name), ...this.sight.shownLabels.filter((t) => t.visible)].map((t) => this.letters(t)),
      /** The numbers beside each enemy: whose, their letters' box and the leader line to its base (page px), if any. */
      odds: () =>
        this.sight.shownOdds.map((o) => ({
          foe: o.foe,
          ...this.letters(o.text),
          leader: o.leader && { from: this.worldToPage(o.leader.from.x, o.leader.from.y), to: this.worldToPage(o.leader.to.x, o.leader.to.y) },
        })),
      rangeRing: () => this.sight.ringAt,
      /** The lowest depth a name is drawn at, and the highest a figure's base is (a name in its figure's container is drawn at the container's). */
      layers: () => {
        const shown = [...this.figures.sprites.values()].filter((sp) => sp.box.visible);
        return { names: Math.min(...shown.map((sp) => (sp.name.parentContainer ? sp.box.depth : sp.name.depth))), bases: Math.max(...shown.map((sp) => sp.box.depth)) };
      },
    };
  }

  /** Words on the table as their letters' box on the page (within the dark outline). */
  private letters(t: Phaser.GameObjects.Text): { text: string; x: number; y: number; w: number; h: number } {
    const b = t.getBounds();
    const pad = (t.style.strokeThickness / 2) * t.scaleX;
    const a = this.worldToPage(b.x + pad, b.y + pad);
    const c = this.worldToPage(b.right - pad, b.bottom - pad);
    return { text: t.text, x: a.x, y: a.y, w: c.x - a.x, h: c.y - a.y };
  }

  protected override onCameraChange(): void {
    this.syncFigures();
    this.redraw();
  }

  // ---- drawing the state -------------------------------------------------------------------------

  private syncGlen(): void {
    const key = `jv-glen-${JSON.stringify(this.shown.terrain)}`;
    if (key === this.glenKey) return;
    const tex = `jv-glen-${this.session.history.seed}-${(this.glenSerial = (this.glenSerial + 1) % 1e9)}`;
    this.textures.addCanvas(tex, paintGlen(this.shown.terrain));
    const old = this.glen.texture.key;
    this.glen.setTexture(tex).setDisplaySize(W(TABLE.width), W(TABLE.height));
    if (old.startsWith('jv-glen-') && this.textures.exists(old)) this.textures.remove(old);
    this.glenKey = key;
    this.glenTexture = tex;
  }
  private glenSerial = 0;
  /** The glen's picture now, taken down when the next run begins (the scene object outlives its runs). */
  private glenTexture = '';

  private syncFigures(): void {
    const s = this.shown;
    const sel = this.store.get().selected;
    const seat = this.session.viewer;
    const ready = this.canAct() ? new Set(readyFigures(this.view).map((f) => f.id)) : new Set<string>();
    const moved = this.canAct() ? this.view.activation?.moved : null;
    const a = this.view.activation;
    for (const f of s.figures) {
      const sp = this.figures.sprite(f);
      if (this.hand.drag?.figure !== f.id) sp.box.setPosition(W(f.at.x), W(f.at.y)).setDepth(f.id === sel ? 150 : 100);
      const used = !!a && a.team === f.team && a.used.includes(f.id) && f.owner === acting(this.view);
      const may = ready.has(f.id) || moved === f.id;
      const mode: FigureMode = f.id === sel ? (may ? 'selected' : 'viewed') : may ? 'ready' : used ? 'used' : 'idle';
      this.figures.paint(f, f.owner === seat || f.id === sel ? mode : mode === 'ready' ? 'ready' : 'idle');
    }
    this.figures.prune(s.figures);
    this.placeNames();
  }

  /** Each name where it reads, clear of the others, from where the figures are drawn now. */
  private placeNames(): void {
    this.figures.placeNames(onTable(this.shown), this.store.get().selected, baseExtent(this.cameras.main.zoom || 1));
  }

  private syncAll(): void {
    this.shown = clone(this.view);
    this.syncGlen();
    this.fixSelection();
    this.syncFigures();
    this.redraw();
  }

  private redraw(): void {
    if (!this.live) return;
    this.sight.redraw();
  }

  // ---- who acts ----------------------------------------------------------------------------------

  private isHuman(seat: number): boolean {
    return this.session.players[seat]?.control === 'human';
  }

  private canAct(): boolean {
    const s = this.full;
    const seat = this.session.viewer;
    return !this.playback.running && this.isHuman(seat) && this.session.game.actors(s).includes(seat);
  }

  /** Hands the screen to the person whose turn it is (two people at one computer). */
  private takeSeat(): void {
    const seat = acting(this.full);
    if (seat !== null && this.isHuman(seat) && this.session.viewer !== seat) this.session.setViewer(seat);
  }

  /** The moved figure stays picked; a figure that can no longer act is let go. */
  private fixSelection(): void {
    const s = this.view;
    const st = this.store.get();
    const moved = s.activation?.moved;
    if (moved && acting(s) === this.session.viewer) {
      if (st.selected !== moved) this.store.set({ selected: moved, target: null });
      return;
    }
    if (st.selected) {
      const f = figureById(s, st.selected);
      if (!f || f.removed) this.store.set({ selected: null, target: null });
    }
    if (st.target) {
      const t = figureById(s, st.target);
      if (!t || t.removed) this.store.set({ target: null });
    }
  }

  private selectedActor(): Figure | null {
    return this.canAct() ? canActWith(this.view, this.session.viewer, this.store.get().selected) : null;
  }

  // ---- pointer (jumonville-pointer.ts) ----------------------------------------------------------

  protected override onPress(pointer: Phaser.Input.Pointer, world: Point): void {
    this.hand.down(pointer, world);
  }

  protected override onSkippingPress(pointer: Phaser.Input.Pointer, world: Point): void {
    this.hand.skippingPress(pointer, world);
  }

  protected override onDrag(pointer: Phaser.Input.Pointer, world: Point): void {
    this.hand.move(pointer, world);
  }

  protected override onRelease(pointer: Phaser.Input.Pointer): void {
    this.hand.release((pointer.event as Event | undefined)?.target !== this.game.canvas);
  }

  /** Does `fn` now, or once the table has shown what is playing back. */
  private whenShown(fn: () => void): void {
    if (this.playback.running) this.later.push(fn);
    else fn();
  }

  /** What the hand (jumonville-pointer.ts) reads of the table and asks of it: made once, for every run of the scene. */
  private pointerHost(): PointerHost {
    return {
      view: () => this.view,
      shown: () => this.shown,
      viewer: () => this.session.viewer,
      isHuman: (seat) => this.isHuman(seat),
      canAct: () => this.canAct(),
      selectedActor: () => this.selectedActor(),
      store: () => this.store,
      zoom: () => this.cameras.main.zoom || 1,
      refusal: (action, seat) => {
        const r = this.session.game.apply(this.view, action, seat);
        return r.ok ? null : r.message;
      },
      act: (action) => this.act(action),
      command: (kind, target) => this.command(kind, target),
      whenShown: (fn) => this.whenShown(fn),
      toast: (text, kind) => this.ui.toast(text, kind),
      startPan: (from) => this.startPan(from),
      setCarrying: (on) => this.setCarrying(on),
      carry: (id, world) => {
        this.figures.sprites.get(id)?.box.setPosition(world.x, world.y).setDepth(300);
        // Its name goes with it, placed afresh where it reads (by the table's edge it hung off the cloth), and the others clear of it.
        this.placeNames();
        this.figures.keepNameOn(id, CLOTH);
      },
      settle: () => {
        this.syncFigures();
        this.redraw();
      },
      redraw: () => this.redraw(),
      setCursor: (cursor) => this.input.setDefaultCursor(cursor),
      taping: () => this.ui.store.get().tool === 'tape',
    };
  }

  /** Shoot, charge or fight the target with the picked figure (the panel's buttons and keys too). */
  command(kind: 'shoot' | 'charge' | 'fight', target?: string): boolean {
    const me = this.selectedActor();
    const t = target ?? this.store.get().target;
    if (!me || !t) {
      const why = me ? noTargetWords(this.view, me, kind) : this.view.phase === 'draw' ? 'Turn the card first (Space): then pick one of your figures ringed in gold.' : 'Pick one of your figures ringed in gold first.';
      this.ui.toast(why, 'info');
      return false;
    }
    return this.act({ type: kind, figure: me.id, target: t });
  }

  /**
   * The panel's keys do what it says and nothing more: a key the game takes is not also the
   * page's (Tab would move the focus to the toolbar, and the next Space press the Menu button
   * there, leaving the game).
   */
  protected override onKey(e: KeyboardEvent): boolean {
    const taken = gameKey(this.keys, e);
    if (taken) e.preventDefault();
    return taken;
  }

  /** What the keys (jumonville-keys.ts) reach of the table: made once in `create`, for this session. */
  private keysHost(): KeysHost {
    return {
      view: () => this.view,
      full: () => this.full,
      store: this.store,
      canAct: () => this.canAct(),
      selectedActor: () => this.selectedActor(),
      playing: () => this.playback.running,
      whenShown: (fn) => this.whenShown(fn),
      dropDrag: () => this.hand.dropDrag(),
      act: (action) => this.act(action),
      command: (kind) => this.command(kind),
      toast: (text) => this.ui.toast(text, 'info'),
    };
  }

  // ---- playback ----------------------------------------------------------------------------------

  protected override playEntry(entry: LogEntry<JumonvilleAction, JumonvilleDetail>): Replay | null {
    return this.shows.replay(entry);
  }

  protected override playbackHeld(on: boolean): void {
    if (on) {
      this.store.set({ animating: true, shown: clone(this.shown) });
      this.redraw();
      return;
    }
    this.shows.clear();
    this.store.set({ animating: false, shown: null });
  }

  /** The table as the state has it, and the screen handed to whoever acts next. */
  protected refresh(): void {
    this.syncAll();
    this.takeSeat();
    // The only figure that can act is picked for you.
    if (this.canAct()) {
      const ready = readyFigures(this.view);
      const sel = this.store.get().selected;
      if (!this.view.activation?.moved && ready.length === 1 && sel !== ready[0]?.id) this.store.set({ selected: (ready[0] as Figure).id, target: null });
      else if (sel && !canActWith(this.view, this.session.viewer, sel) && ready.length) this.store.set({ selected: null, target: null });
    }
    this.syncFigures();
    // What the player pressed during the playback, now that the outcome is shown.
    const later = this.later;
    this.later = [];
    for (const fn of later) fn();
  }
}
