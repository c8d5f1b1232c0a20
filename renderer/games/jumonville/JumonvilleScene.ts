// Skirmish at Jumonville Glen on the table: the glen, the figures, the card turned over big. Click
// one of your figures to see where it can go (shaded: 6 in along paths round rocks and bases), its
// 12 in range, a sight line to every enemy (dashed red when blocked, "cover" marked) and the number
// each test needs. Drag it to move (the path bends round the rocks, with its length), click an
// enemy to shoot (or fight, in base contact), right-click one to charge. Every d20 shows on the
// table; moves, runs and charges play back along their paths. This file turns the pointer and the
// keys into actions; the figures (figures.ts), what is drawn round the picked one (overlay.ts), where
// the words go (label-places.ts) and the playback (playback.ts) are their own.
import type Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import { GameScene, type GameSceneData, type Replay } from '../../table/GameScene';
import { MM, paintGlen, toInches } from './art';
import { Figures, type FigureMode } from './figures';
import { canActWith, jvStore, lastRolls, noTargetWords, oddsFor } from './jumonville-ui';
import { CLOTH, baseExtent } from './label-places';
import { SightOverlay, type Drag } from './overlay';
import { JumonvillePlayback } from './playback';
import { gameKey, type KeysHost } from './jumonville-keys';
import {
  BASE_RADIUS,
  TABLE,
  acting,
  figureById,
  moveOk,
  onTable,
  planMove,
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
  private drag: Drag | null = null;
  /** The pointer is off the canvas: a drag under way waits where it last was on the table. */
  private outside = false;
  /** The press under way; `refused`: why the figure pressed may not be dragged, `told` once the pointer moved and it was said. */
  private press: { x: number; y: number; world: Point; figure: string | null; right: boolean; refused?: string | null; told?: boolean; skipping?: boolean } | null = null;
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
    this.drag = null;
    this.press = null;
    this.later = [];
    this.outside = false;
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
    this.glen = this.add.image(W(TABLE.width) / 2, W(TABLE.height) / 2, '__DEFAULT').setDepth(-17);
    this.figures = new Figures(this);
    this.sight = new SightOverlay({
      scene: this,
      view: () => this.view,
      ui: () => this.store.get(),
      actor: () => (this.playback.running ? null : this.selectedActor()),
      drag: () => this.drag,
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
    this.input.on('gameout', this.leftCanvas, this);
    this.input.on('gameover', this.backOnCanvas, this);
    this.scale.on('resize', this.resized, this);
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
    this.undoWaitsWhileHeld(() => (this.drag ? 'a figure' : null));
    this.events.once('shutdown', () => {
      this.input.off('gameout', this.leftCanvas, this);
      this.input.off('gameover', this.backOnCanvas, this);
      this.scale.off('resize', this.resized, this);
      this.store.set({ animating: false, shown: null, selected: null, target: null, hovered: null });
      this.figures.clear();
    });
    this.refresh();
  }

  /**
   * The pointer leaving the canvas is not a release: a figure being carried waits where the pointer
   * last was on the table, and goes on with the pointer if it comes back with the button held. Let
   * go out there, the move is called off (onRelease), as a piece dropped off a VASSAL map goes back.
   */
  private leftCanvas(): void {
    this.outside = true;
  }

  private backOnCanvas(): void {
    this.outside = false;
  }

  /**
   * The window changed size under a carried figure: the table moved under the hand, so the pointer
   * no longer stands where the figure was going (it went on to a far point, and the drop there was
   * refused). The drag is called off, as Escape does: the figure back where it stood, no move.
   */
  private resized(): void {
    const id = this.drag?.moved ? this.drag.figure : null;
    if (!this.dropDrag() || !id) return;
    this.ui.toast(`The window changed size: the drag is called off, and ${figureById(this.view, id)?.name ?? 'the figure'} has not moved.`, 'info');
  }

  /** A figure being carried goes back where it stood, and the press ends with it (its release does nothing); whether one was. */
  private dropDrag(): boolean {
    if (!this.drag?.moved) return false;
    this.drag = null;
    this.press = null;
    this.setCarrying(false);
    this.syncFigures();
    this.redraw();
    return true;
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
  }
  private glenSerial = 0;

  private syncFigures(): void {
    const s = this.shown;
    const sel = this.store.get().selected;
    const seat = this.session.viewer;
    const ready = this.canAct() ? new Set(readyFigures(this.view).map((f) => f.id)) : new Set<string>();
    const moved = this.canAct() ? this.view.activation?.moved : null;
    const a = this.view.activation;
    for (const f of s.figures) {
      const sp = this.figures.sprite(f);
      if (this.drag?.figure !== f.id) sp.box.setPosition(W(f.at.x), W(f.at.y)).setDepth(f.id === sel ? 150 : 100);
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

  // ---- pointer -----------------------------------------------------------------------------------

  private figureAt(world: Point, s: JumonvilleState = this.view): Figure | undefined {
    const p = toInches(world);
    const slack = Math.max(BASE_RADIUS, 8 / (this.cameras.main.zoom || 1) / MM);
    return onTable(s)
      .map((f) => ({ f, d: Math.hypot(f.at.x - p.x, f.at.y - p.y) }))
      .filter((x) => x.d <= slack)
      .sort((a, b) => a.d - b.d)[0]?.f;
  }

  protected override onPress(pointer: Phaser.Input.Pointer, world: Point): void {
    if (pointer.button !== 0 && pointer.button !== 2) return;
    const f = this.figureAt(world);
    this.press = { x: pointer.x, y: pointer.y, world, figure: f?.id ?? null, right: pointer.button === 2 };
    if (pointer.button === 0 && f && this.canAct() && canActWith(this.view, this.session.viewer, f.id) && this.view.activation?.moved !== f.id) {
      if (this.store.get().selected !== f.id) this.store.set({ selected: f.id, target: null });
      this.drag = { figure: f.id, at: f.at, plan: null, ok: false, moved: false };
    } else if (pointer.button === 0 && f) this.press.refused = this.noDrag(f);
  }

  /**
   * A press that skipped a playback: the figure under it as the table showed it then. Let go
   * where it was pressed, it is taken as a pick (never a shot or a charge: the player has not
   * seen the outcome yet) once the outcome is shown; dragged, it pans the cloth.
   */
  protected override onSkippingPress(pointer: Phaser.Input.Pointer, world: Point): void {
    if (pointer.button !== 0 && pointer.button !== 2) return;
    this.press = { x: pointer.x, y: pointer.y, world, figure: this.figureAt(world, this.shown)?.id ?? null, right: false, skipping: true };
  }

  /** Does `fn` now, or once the table has shown what is playing back. */
  private whenShown(fn: () => void): void {
    if (this.playback.running) this.later.push(fn);
    else fn();
  }

  /**
   * Why a figure of the viewer's may not be dragged now, in the rules' words (it has moved, it has
   * acted for this card, the card is not turned, another player acts), or null: enemies, and a
   * viewer who is not a person at this computer, drag the cloth as before.
   */
  private noDrag(f: Figure): string | null {
    const seat = this.session.viewer;
    if (f.owner !== seat || !this.isHuman(seat)) return null;
    const r = this.session.game.apply(this.view, { type: 'move', figure: f.id, to: f.at }, seat);
    return r.ok ? null : r.message;
  }

  protected override onDrag(pointer: Phaser.Input.Pointer, world: Point): void {
    const drag = this.drag;
    const p = this.press;
    if (drag && pointer.isDown) {
      if (this.outside) return;
      if (!drag.moved && p && Math.hypot(pointer.x - p.x, pointer.y - p.y) < 5) return;
      const f = figureById(this.view, drag.figure);
      if (!f) return;
      const at = toInches(world);
      const to = { x: Math.round(at.x * 100) / 100, y: Math.round(at.y * 100) / 100 };
      if (!drag.moved) this.setCarrying(true);
      drag.moved = true;
      if (!drag.plan || Math.hypot(to.x - drag.at.x, to.y - drag.at.y) > 0.04) {
        drag.at = to;
        drag.plan = planMove(this.view, f, to);
        drag.ok = drag.plan.ok && moveOk(this.view, f, to);
      }
      this.figures.sprites.get(f.id)?.box.setPosition(world.x, world.y).setDepth(300);
      // Its name goes with it, placed afresh where it reads (by the table's edge it hung off the cloth), and the others clear of it.
      this.placeNames();
      this.figures.keepNameOn(f.id, CLOTH);
      this.redraw();
      return;
    }
    if (p?.told && pointer.isDown) return;
    if (p && pointer.isDown && !drag && Math.hypot(pointer.x - p.x, pointer.y - p.y) > 5) {
      // A figure of yours that may not move says why, once, and stays put (the cloth too).
      if (p.refused) {
        this.ui.toast(p.refused, 'info');
        p.told = true;
        return;
      }
      this.press = null;
      this.startPan(p);
      return;
    }
    if (!pointer.isDown) this.hover(world);
  }

  private hover(world: Point): void {
    const f = this.figureAt(world);
    const over = f?.id ?? null;
    if (over !== this.store.get().hovered) this.store.set({ hovered: over });
    if (this.ui.store.get().tool === 'tape') {
      this.input.setDefaultCursor('crosshair');
      return;
    }
    let cursor = 'default';
    if (f && this.canAct()) {
      const me = this.selectedActor();
      if (canActWith(this.view, this.session.viewer, f.id)) cursor = this.view.activation?.moved === f.id ? 'pointer' : 'grab';
      else if (me && f.team !== me.team) cursor = 'crosshair';
    }
    this.input.setDefaultCursor(cursor);
  }

  protected override onRelease(pointer: Phaser.Input.Pointer): void {
    const drag = this.drag;
    const p = this.press;
    this.drag = null;
    this.press = null;
    this.setCarrying(false);
    // Let go off the canvas (the window's edge, the toolbar): no move, and no click.
    const off = this.outside || (pointer.event as Event | undefined)?.target !== this.game.canvas;
    if (drag?.moved && off) {
      this.ui.toast(`Let go off the table: ${figureById(this.view, drag.figure)?.name ?? 'the figure'} did not move.`, 'info');
      this.syncFigures();
      this.redraw();
      return;
    }
    if (off) return;
    // Put back where it stood (within a tenth of an inch) is no move: it was taken as one, of 0.0 in, and the figure could move no more.
    const stood = drag?.moved ? figureById(this.view, drag.figure)?.at : undefined;
    if (drag && stood && Math.hypot(drag.at.x - stood.x, drag.at.y - stood.y) < 0.1) {
      this.syncFigures();
      this.redraw();
      return;
    }
    if (drag?.moved) {
      if (drag.ok) this.act({ type: 'move', figure: drag.figure, to: drag.at });
      else if (drag.plan && !drag.plan.ok) this.ui.toast(drag.plan.reason, 'error');
      else if (drag.plan) this.ui.toast('That move ends in base contact with an enemy: to close with an enemy, charge.', 'error');
      this.syncFigures();
      this.redraw();
      return;
    }
    if (p?.skipping) {
      const id = p.figure;
      if (id) this.whenShown(() => this.click(id, false, true));
      return;
    }
    if (p && !p.told) this.click(p.figure, p.right);
  }

  /**
   * A click on a figure (or the cloth): pick one of yours, act on an enemy, or let go. `pickOnly`:
   * a click made while a move played back picks the figure, or aims at the enemy, and no more.
   */
  private click(id: string | null, right: boolean, pickOnly = false): void {
    const s = this.view;
    const st = this.store.get();
    const f = id ? figureById(s, id) : undefined;
    if (pickOnly && (!f || f.removed)) return;
    if (!f) {
      if (!(s.activation?.moved && this.canAct())) this.store.set({ selected: null, target: null });
      return;
    }
    if (!this.canAct()) {
      this.store.set({ selected: f.id, target: null });
      return;
    }
    const me = this.selectedActor();
    if (me && f.team !== me.team) {
      this.store.set({ target: f.id });
      if (pickOnly) return;
      if (right) return void this.command('charge', f.id);
      const o = oddsFor(s, me, f);
      if (o.fight) return void this.command('fight', f.id);
      if (!o.noShot) return void this.command('shoot', f.id);
      this.ui.toast(`${o.noShot}${o.noCharge ? '' : ' Right-click (or C) to charge.'}`, 'info');
      return;
    }
    if (right && !me && f.owner !== this.session.viewer) {
      // A charge wants a charger: say so rather than quietly showing the enemy's card.
      this.ui.toast(s.phase === 'draw' ? 'Turn the card first (Space).' : 'Pick one of your figures ringed in gold first, then right-click an enemy to charge it.', 'info');
      return;
    }
    if (s.activation?.moved && s.activation.moved !== f.id && f.owner === this.session.viewer) {
      this.ui.toast(`${figureById(s, s.activation.moved)?.name ?? 'The figure that moved'} may still shoot, or be done.`, 'info');
      return;
    }
    this.store.set({ selected: st.selected === f.id && !canActWith(s, this.session.viewer, f.id) ? null : f.id, target: null });
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
      dropDrag: () => this.dropDrag(),
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
