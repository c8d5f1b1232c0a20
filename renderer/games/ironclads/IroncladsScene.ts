// ACW Ironclads on the table: the river between its two strings, the ships, and the matchstick.
// On your move, drag the knob at the bow to turn (45° at most), pick half or full on the stick
// or the panel, drag the knob at the ghost's bow to turn at the end, and see the path and
// anything it would touch before you confirm. Moves and the shooting play back step by step.
import type Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import { details } from '../../engine/game';
import { GameScene, type GameSceneData, type Replay } from '../../table/GameScene';
import { screenToWorld } from '../../table/camera-math';
import { TABLE_PICTURE } from '../../table/table-ui';
import { flowTexture, matchstickTexture, paintRiver } from './art';
import { Fleet } from './fleet';
import { inTheWay, moveHandles, norm180, setUpKnob, stickLine, type Drag, type Handles, type StickLine } from './handles';
import { captionSpot, currentDraft, icStore, seatAtScreen, undoneDraft, type Box, type MoveDraft } from './ironclads-ui';
import { PlanOverlay } from './overlay';
import { SetUpDrags } from './set-up-drags';
import { IroncladsShow } from './show';
import { MAX_TURN, TABLE, allowed, hullOf, inside, lineOfSight, mover, stick, type IroncladsAction, type IroncladsDetail, type IroncladsState, type Point, type Ship, type Side } from './rules';
import { likeliestTargets } from './shooting';

const clone = (s: IroncladsState): IroncladsState => structuredClone(s);

export class IroncladsScene extends GameScene<IroncladsState, IroncladsAction, IroncladsDetail> {
  private riverImage!: Phaser.GameObjects.Image;
  private riverKey = '';
  private fleet!: Fleet;
  private stickImage!: Phaser.GameObjects.Image;
  private flow!: Phaser.GameObjects.Image;
  private fx!: Phaser.GameObjects.Graphics;
  private plan!: PlanOverlay;
  private show!: IroncladsShow;
  /** The set-up's pointer: ships placed and turned, the banks' pegs moved. */
  private setUp!: SetUpDrags;
  private drag: Drag | null = null;
  /** The press under way; `refused`: why the ship pressed is not dragged, `told` once the pointer moved and it was said. */
  private press: { x: number; y: number; world: Point; refused?: string | null; told?: boolean } | null = null;
  /** What each re-plan of a dragged turn knob cost (ms). */
  readonly replanMs: number[] = [];
  /** The state the table shows: the session's view, or part way through a playback. */
  private shown!: IroncladsState;

  constructor() {
    super('IroncladsScene');
    this.fitExtra = 26;
  }

  override init(data: GameSceneData): void {
    super.init(data);
    this.drag = null;
    this.press = null;
    this.riverKey = '';
    this.replanMs.length = 0;
  }

  protected tableSetup() {
    return { size: { width: TABLE.width, height: TABLE.height }, units: { unit: 'matchstick' as const, matchstickInches: this.view.options.matchstickInches } };
  }

  private get store() {
    return icStore(this.session);
  }

  override create(): void {
    super.create();
    // The last run's river picture (its image went with that run): a new one is painted below.
    if (this.riverTexture && this.textures.exists(this.riverTexture)) this.textures.remove(this.riverTexture);
    this.riverTexture = '';
    this.shown = clone(this.view);
    this.riverImage = this.add.image(TABLE.width / 2, TABLE.height / 2, '__DEFAULT').setDepth(-17);
    this.flow = this.add.image(TABLE.width / 2, TABLE.height + 22 + 12, flowTexture(this)).setDisplaySize(36, 14).setDepth(5);
    this.stickImage = this.add.image(0, 0, matchstickTexture(this, stick(this.view))).setOrigin(0, 0.5).setDisplaySize(stick(this.view), 2.2).setDepth(95).setVisible(false);
    this.fx = this.add.graphics().setDepth(3000);
    this.fleet = new Fleet(this);
    this.plan = new PlanOverlay(
      {
        scene: this,
        store: this.store,
        view: () => this.view,
        shown: () => this.shown,
        playing: () => this.playback.running,
        canAct: () => this.canAct(),
        draft: () => this.draft,
        viewer: () => this.session.viewer as Side,
        drag: () => this.drag,
        words: () => this.show.floatingWords(),
      },
      this.stickImage,
    );
    this.show = new IroncladsShow({
      scene: this,
      playback: this.playback,
      shown: () => this.shown,
      sprite: (id) => this.fleet.sprites.get(id),
      stick: this.stickImage,
      fx: this.fx,
      syncMarkers: () => this.syncMarkers(),
      wordsChanged: () => this.redraw(),
      // Six screen pixels apart from a ship or the move being planned.
      clearSpot: (size) => captionSpot(this.shown, size, this.tableInSight(), inTheWay(this.shown, this.view, currentDraft(this.view, this.store.get().move)), 6 / this.cameras.main.zoom),
    });
    this.setUp = new SetUpDrags({
      view: () => this.view,
      selected: () => this.store.get().selected,
      select: (id) => this.store.set({ selected: id }),
      sprite: (id) => this.fleet.sprites.get(id),
      near: (a, b, px) => this.near(a, b, px),
      shipAt: (p) => this.shipAt(p),
      act: (action) => void this.act(action),
      syncShips: () => this.syncShips(),
      redraw: () => this.redraw(),
    });
    // Leaving the canvas lets go of whatever the pointer held, as a release does.
    this.input.on('gameout', this.leftCanvas, this);
    // The saves list's picture of the table shows the ships, not the aim or the move in hand.
    const picture = (taking: boolean) => this.plan.picture(taking);
    this.game.events.on(TABLE_PICTURE, picture);
    this.listen(() => this.game.events.off(TABLE_PICTURE, picture));
    this.listen(this.store.subscribe(() => this.redraw()));
    // Undo or Redo with a knob (or, setting up, a ship or a bank) in hand changed what lay under it:
    // the knob dragged went on to steer the ship whose move was taken back. They wait for the release.
    const held = { turn: 'a knob', ship: 'a ship', rotate: 'a ship', bank: 'a bank' } as const;
    this.undoWaitsWhileHeld(() => (this.drag ? held[this.drag.kind] : null));
    this.events.once('shutdown', () => {
      this.input.off('gameout', this.leftCanvas, this);
      this.store.set({ animating: false, shown: null, move: null, targets: {}, aimedAt: null, shooter: null, selected: null });
    });
    this.refresh();
  }

  /**
   * The part of the table in sight (mm): inside the window, clear of the panels round it and of
   * what lies over its top (the playback's bar, messages).
   */
  private tableInSight(): Box {
    const view = { width: this.scale.width, height: this.scale.height };
    const insets = this.ui.insets;
    const canvasTop = this.game.canvas.getBoundingClientRect().top;
    const top = Math.max(insets.top, (this.ui.coverFoot() ?? 0) - canvasTop);
    const a = screenToWorld(this.pose, view, insets.left, top);
    const b = screenToWorld(this.pose, view, view.width - insets.right, view.height - insets.bottom);
    return { x0: Math.max(0, a.x), y0: Math.max(0, a.y), x1: Math.min(TABLE.width, b.x), y1: Math.min(TABLE.height, b.y) };
  }

  private leftCanvas(): void {
    this.pointerUp(this.input.activePointer);
  }

  protected override testHook(): Record<string, unknown> {
    return {
      shipPoint: (id: string) => {
        const s = this.shown.ships.find((x) => x.id === id);
        return s ? this.worldToPage(s.x, s.y) : null;
      },
      handlePoint: (which: 'start' | 'end') => {
        const h = this.handles()[which];
        return h ? this.worldToPage(h.x, h.y) : null;
      },
      pivotPoint: (which: 'start' | 'end') => {
        const h = this.handles()[which === 'start' ? 'startPivot' : 'endPivot'];
        return h ? this.worldToPage(h.x, h.y) : null;
      },
      stickPoint: (fraction: number) => {
        const st = this.stickLine();
        return st ? this.worldToPage(st.a.x + (st.b.x - st.a.x) * fraction, st.a.y + (st.b.y - st.a.y) * fraction) : null;
      },
      bankPoint: (bank: 0 | 1, index: number) => {
        const p = this.view.river.banks[bank][index];
        return p ? this.worldToPage(p.x, p.y) : null;
      },
      arrangeKnob: () => {
        const sel = this.view.ships.find((x) => x.id === this.store.get().selected);
        if (!sel || this.view.phase !== 'arrange') return null;
        const knob = setUpKnob(sel);
        return this.worldToPage(knob.x, knob.y);
      },
      replanMs: this.replanMs,
      floats: () => this.show.floating,
      /** The hovered ship's name and its box on the page. */
      nameBox: () => {
        const w = this.plan.nameBox();
        return w ? this.wordsOnPage(w) : null;
      },
      /** Each floating word and its box on the page. */
      floatBoxes: () => this.show.floatingWords().map((w) => this.wordsOnPage(w)),
      /** Each label over the table (a ship's name, a range and its chance) and its box on the page. */
      labelBoxes: () => this.plan.labelBoxes().map((w) => this.wordsOnPage(w)),
    };
  }

  /** Words drawn centred at (x, y), and their box on the page. */
  private wordsOnPage(w: { text: string; x: number; y: number; width: number; height: number }) {
    const a = this.worldToPage(w.x - w.width / 2, w.y - w.height / 2);
    const b = this.worldToPage(w.x + w.width / 2, w.y + w.height / 2);
    return { text: w.text, x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
  }

  protected override onCameraChange(): void {
    this.redraw();
  }

  // ---- drawing the state ---------------------------------------------------------------------------

  private syncRiver(s: IroncladsState): void {
    const key = `ic-river-${JSON.stringify(s.river.banks)}`;
    if (key !== this.riverKey) {
      const texKey = `ic-river-${this.session.history.seed}-${(this.riverSerial = (this.riverSerial + 1) % 1e9)}`;
      this.textures.addCanvas(texKey, paintRiver(s.river));
      const old = this.riverImage.texture.key;
      this.riverImage.setTexture(texKey).setDisplaySize(TABLE.width, TABLE.height);
      if (old.startsWith('ic-river-') && this.textures.exists(old)) this.textures.remove(old);
      this.riverKey = key;
      this.riverTexture = texKey;
    }
    this.flow.setFlipX(s.river.flow === 'west');
  }

  private riverSerial = 0;
  /** The river picture's texture: kept from run to run (not reset in init) so the next run can free it. */
  private riverTexture = '';

  private syncShips(): void {
    this.fleet.syncShips(this.shown, this.drag?.kind === 'ship' ? this.drag.ship : null);
  }

  private syncMarkers(): void {
    this.fleet.syncMarkers(this.shown);
  }

  private syncAll(): void {
    this.shown = clone(this.view);
    this.syncRiver(this.shown);
    this.syncShips();
    this.redraw();
  }

  // ---- who is at the screen -----------------------------------------------------------------------

  private isHuman(side: number): boolean {
    return this.session.players[side]?.control === 'human';
  }

  /** Hands the screen to the side whose ship moves (seatAtScreen); shooting hands over behind the panel's curtain. */
  private takeSeat(): void {
    const next = seatAtScreen(this.full, this.session.players, this.session.viewer);
    if (next !== null) this.session.setViewer(next);
    this.prefillTargets();
  }

  /**
   * Each of your ships starts aimed at the enemy it is likeliest to hit; change or clear them. Once
   * only at a position: targets the player cleared (or a save brought back cleared) stay cleared.
   */
  private prefillTargets(): void {
    const s = this.view;
    const side = this.session.viewer as Side;
    if (s.phase !== 'shoot' || s.fire[side] !== null || !this.isHuman(side)) return;
    const { targets: current, aimedAt } = this.store.get();
    if (aimedAt === this.session.log.length || Object.keys(current).some((id) => s.ships.find((x) => x.id === id)?.side === side)) return;
    this.store.set({ targets: likeliestTargets(s, side), aimedAt: this.session.log.length, shooter: null });
  }

  // ---- the overlay: the move being planned, the targets, the set-up handles ------------------------

  private canAct(): boolean {
    const s = this.full;
    const seat = this.session.viewer;
    return !this.playback.running && this.isHuman(seat) && this.session.game.actors(s).includes(seat);
  }

  private get draft(): MoveDraft | null {
    return this.canAct() ? currentDraft(this.view, this.store.get().move) : null;
  }

  private handles(): Handles {
    return moveHandles(this.view, this.draft);
  }

  private stickLine(): StickLine | null {
    return stickLine(this.view, this.draft);
  }

  private redraw(): void {
    this.plan.redraw();
  }

  // ---- pointer ---------------------------------------------------------------------------------------

  private shipAt(p: Point, s: IroncladsState = this.view): Ship | undefined {
    return [...s.ships].reverse().find((ship) => inside(p, hullOf(ship)));
  }

  private near(a: Point | null, b: Point, screenPx: number): boolean {
    return !!a && Math.hypot(a.x - b.x, a.y - b.y) <= screenPx / this.cameras.main.zoom;
  }

  protected override onPress(pointer: Phaser.Input.Pointer, world: Point): void {
    if (pointer.button !== 0) return;
    const s = this.view;
    if (this.canAct() && s.phase === 'move') {
      // The nearest of the two knobs and the stick's half and full marks takes the press.
      const h = this.handles();
      const st = this.stickLine();
      const d = this.draft;
      const zoom = this.cameras.main.zoom;
      const can = d ? allowed(s.ships.find((x) => x.id === d.ship) as Ship) : null;
      const spots: { at: Point | null; reach: number; run: () => void }[] = [
        { at: h.end, reach: 14, run: () => (this.drag = { kind: 'turn', which: 'end' }) },
        { at: h.start, reach: 14, run: () => (this.drag = { kind: 'turn', which: 'start' }) },
      ];
      if (st && d && can) {
        if (can.distances.includes('full')) spots.push({ at: st.b, reach: 12, run: () => this.setDraft({ ...d, distance: 'full' }) });
        spots.push({ at: { x: (st.a.x + st.b.x) / 2, y: (st.a.y + st.b.y) / 2 }, reach: 12, run: () => this.setDraft({ ...d, distance: 'half' }) });
      }
      const best = spots
        .filter((x) => x.at)
        .map((x) => ({ ...x, d: Math.hypot((x.at as Point).x - world.x, (x.at as Point).y - world.y) * zoom }))
        .filter((x) => x.d <= x.reach)
        .sort((a, b) => a.d - b.d)[0];
      if (best) {
        best.run();
        return;
      }
    }
    if (this.canAct() && s.phase === 'arrange') {
      this.drag = this.setUp.press(world);
      if (this.drag) return;
    }
    this.press = { x: pointer.x, y: pointer.y, world, refused: this.whyNotDragged(this.shipAt(world)) };
  }

  /**
   * Why a ship pressed in play is not dragged along, said when the pointer moves (it used to pan
   * the table away under the hand instead): ships move by the knob and the matchstick, one at a
   * time, and not at all while the guns are being aimed.
   */
  private whyNotDragged(ship: Ship | undefined): string | null {
    const s = this.view;
    if (!ship || !this.canAct()) return null;
    if (s.phase === 'shoot' && s.fire[this.session.viewer as Side] === null) return 'Ships do not move while shooting: click one of yours, then the enemy it fires at.';
    if (s.phase !== 'move') return null;
    const m = mover(s);
    if (!m) return null;
    const how = 'drag the round knob at her bow to turn, click the matchstick for half or full, then Move ship';
    if (ship.id === m.id) return `Ships are not dragged: ${how}.`;
    return `${m.name} moves now (${how}); ships move one at a time, furthest upstream first.`;
  }

  protected override onDrag(pointer: Phaser.Input.Pointer, world: Point): void {
    const drag = this.drag;
    if (!drag) {
      const p = this.press;
      if (p?.told && pointer.isDown) return;
      if (p && pointer.isDown && Math.hypot(pointer.x - p.x, pointer.y - p.y) > 5) {
        // A ship in play that is not dragged says why, once, and stays put (the cloth too).
        if (p.refused) {
          this.ui.toast(p.refused, 'info');
          p.told = true;
          return;
        }
        this.press = null;
        this.startPan(p);
      } else if (!p) this.hover(world);
      return;
    }
    switch (drag.kind) {
      case 'turn': {
        const d = this.draft;
        const h = this.handles();
        const pivot = drag.which === 'start' ? h.startPivot : h.endPivot;
        if (!d || !pivot) return;
        const want = norm180((Math.atan2(world.y - pivot.y, world.x - pivot.x) * 180) / Math.PI - pivot.heading);
        const deg = Math.max(-MAX_TURN, Math.min(MAX_TURN, Math.round(want)));
        const ship = this.view.ships.find((x) => x.id === d.ship);
        const one = ship && allowed(ship).turns === 'one';
        // A damaged rudder allows one turn: setting one clears the other.
        const next = drag.which === 'start' ? { ...d, start: deg, ...(one && deg ? { end: 0 } : {}) } : { ...d, end: deg, ...(one && deg ? { start: 0 } : {}) };
        if (next.start !== d.start || next.end !== d.end) {
          // The re-sweep and redraw a turn of the knob costs, for the benchmark.
          const t0 = performance.now();
          this.setDraft(next);
          this.replanMs.push(performance.now() - t0);
          if (this.replanMs.length > 600) this.replanMs.shift();
        }
        return;
      }
      default:
        return this.setUp.move(drag, world);
    }
  }

  private hover(world: Point): void {
    const over = this.shipAt(world)?.id ?? null;
    if (over !== this.store.get().hovered) this.store.set({ hovered: over });
    if (this.ui.store.get().tool === 'tape') {
      this.input.setDefaultCursor('crosshair');
      return;
    }
    const s = this.view;
    let cursor = 'default';
    if (this.canAct()) {
      if (s.phase === 'move') {
        const h = this.handles();
        if (this.near(h.start, world, 14) || this.near(h.end, world, 14)) cursor = 'grab';
        else {
          const st = this.stickLine();
          if (st && (this.near(st.b, world, 12) || this.near({ x: (st.a.x + st.b.x) / 2, y: (st.a.y + st.b.y) / 2 }, world, 12))) cursor = 'pointer';
        }
      } else if (s.phase === 'shoot' && this.shipAt(world)) cursor = 'pointer';
      else if (s.phase === 'arrange' && (this.shipAt(world) || s.river.banks.some((b) => b.some((p) => this.near(p, world, 12))))) cursor = 'grab';
    }
    this.input.setDefaultCursor(cursor);
  }

  protected override onRelease(): void {
    const drag = this.drag;
    this.drag = null;
    if (drag) {
      if (drag.kind !== 'turn') this.setUp.release(drag);
      return;
    }
    const p = this.press;
    this.press = null;
    if (p && !p.told) this.click(p.world);
  }

  /** A click on the table: pick a shooter and its target, or a ship to arrange. */
  click(world: Point): void {
    if (!this.canAct()) return;
    const s = this.view;
    const side = this.session.viewer as Side;
    const ship = this.shipAt(world);
    if (s.phase === 'shoot' && s.fire[side] === null) {
      const { targets, shooter } = this.store.get();
      if (ship && ship.side === side && !ship.sunk) return this.store.set({ shooter: shooter === ship.id ? null : ship.id });
      if (ship && ship.side !== side && shooter) {
        const from = s.ships.find((x) => x.id === shooter);
        if (!from) return;
        if (ship.sunk) return this.ui.toast(`${ship.name} is already sinking.`, 'info');
        if (!lineOfSight(s, from, ship)) return this.ui.toast(`${from.name} has no clear line of sight to ${ship.name}.`, 'error');
        const next = { ...targets };
        if (next[from.id] === ship.id) delete next[from.id];
        else next[from.id] = ship.id;
        return this.store.set({ targets: next, shooter: null });
      }
      if (ship && ship.side !== side && !shooter) return this.ui.toast('Click one of your ships first, then the enemy it fires at.', 'info');
      return this.store.set({ shooter: null });
    }
    if (s.phase === 'arrange') this.store.set({ selected: ship?.id ?? null });
  }

  private setDraft(d: MoveDraft): void {
    this.store.set({ move: d });
  }

  /** The planned move, confirmed (Enter, or the panel's Move button). */
  confirmMove(): void {
    const d = this.draft;
    if (!d || this.view.phase !== 'move') return;
    this.act({ type: 'move', ship: d.ship, start: d.start, distance: d.distance, end: d.end });
  }

  protected override onKey(e: KeyboardEvent): boolean {
    if (e.key === 'Escape') {
      this.store.set({ move: null, shooter: null, selected: null });
      return true;
    }
    if (e.key === 'Enter' && this.canAct() && this.view.phase === 'move') {
      this.confirmMove();
      return true;
    }
    return false;
  }

  // ---- playing moves and the shooting back ---------------------------------------------------------

  /** Each step of the entry in turn, the status cards following the state as the table shows it. */
  protected override playEntry(entry: LogEntry<IroncladsAction, IroncladsDetail>): Replay {
    const steps = details(entry.events);
    return {
      label: null,
      run: async () => {
        for (const st of steps) {
          const label = this.show.label(st);
          if (label) this.playback.say(label);
          await this.show.play(st);
          this.store.set({ shown: clone(this.shown) });
        }
      },
    };
  }

  /** The playback's skip count when it began: a skip since then takes the floating words off at its end. */
  private skipsAtStart = 0;

  protected override playbackHeld(on: boolean): void {
    if (on) {
      this.skipsAtStart = this.playback.skips;
      this.store.set({ animating: true, shown: clone(this.shown) });
      this.redraw();
      return;
    }
    this.fx.clear();
    this.stickImage.setVisible(false);
    if (this.playback.skips > this.skipsAtStart) this.show.clearFloats();
    this.store.set({ animating: false, shown: null, move: null, shooter: null, ...(this.view.phase === 'shoot' ? {} : { targets: {} }) });
  }

  /** The table as the state has it, and the screen handed to whoever acts next. */
  protected refresh(): void {
    // A move taken back by Undo is the plan offered again, to change (it was forgotten for a fresh one).
    const again = this.session.canRedo ? undoneDraft(this.view, this.session.history.entries[this.session.history.cursor]?.action as IroncladsAction | undefined) : null;
    if (again && this.store.get().move?.ship !== again.ship) this.store.set({ move: again });
    this.syncAll();
    this.takeSeat();
  }
}

// ---- helpers ----------------------------------------------------------------------------------------

