// ACW Ironclads on the table: the river between its two strings, the ships, and the matchstick.
// On your move, drag the knob at the bow to turn (45° at most), pick half or full on the stick
// or the panel, drag the knob at the ghost's bow to turn at the end, and see the path and
// anything it would touch before you confirm. Moves and the shooting play back step by step.
import type Phaser from 'phaser';
import type { GameSession, SessionChange } from '../../app/session';
import type { LogEntry } from '../../engine/action-log';
import { TableScene, type TableSceneData } from '../../table/TableScene';
import { placeHull } from '../../table/sim/sweep';
import { SIDE_COLOUR, flowTexture, markerTexture, matchstickTexture, paintRiver, shipTexture } from './art';
import { currentDraft, draftPlan, icStore, type MoveDraft } from './ironclads-ui';
import {
  MAX_TURN,
  TABLE,
  allowed,
  bankCurve,
  hullGap,
  hullOf,
  hullShape,
  inside,
  lineOfSight,
  mover,
  shipClass,
  slideDistance,
  stick,
  sticksBetween,
  targetsFor,
  type Area,
  type IroncladsAction,
  type IroncladsState,
  type Point,
  type Pose,
  type Ship,
  type Side,
} from './rules';
import { hitChance } from './shooting';

export interface IroncladsSceneData extends TableSceneData {
  session: GameSession;
}

const rad = (d: number) => (d * Math.PI) / 180;
const dir = (deg: number) => ({ x: Math.cos(rad(deg)), y: Math.sin(rad(deg)) });
const norm180 = (d: number) => ((((d + 180) % 360) + 360) % 360) - 180;
const clone = (s: IroncladsState): IroncladsState => structuredClone(s);

type Drag =
  | { kind: 'turn'; which: 'start' | 'end' }
  | { kind: 'pan' }
  | { kind: 'tape' }
  | { kind: 'ship'; ship: string; dx: number; dy: number; moved: boolean }
  | { kind: 'rotate'; ship: string; heading: number }
  | { kind: 'bank'; bank: 0 | 1; index: number; y: number };

type Step =
  | { t: 'move'; ship: string; from: Pose; to: Pose; stages: ({ kind: 'turn'; degrees: number } | { kind: 'slide'; distance: number })[]; outcome: string; stage: number }
  | { t: 'shot'; from: string; to: string; roll: number; range: number; distance: number; hit: boolean }
  | { t: 'damage'; ship: string; roll: number; area: Area | null; repeat?: boolean }
  | { t: 'sunk'; ship: string }
  | { t: 'repair'; ship: string; roll: number; area: Area | null }
  | { t: 'turn'; turn: number }
  | { t: 'shooting' }
  | { t: 'over' };

const AREA_WORDS: Record<Area, string> = { crew: 'crew casualties', hull: 'hull damage', guns: 'guns damaged', boiler: 'boiler damaged', rudder: 'rudder damaged' };

export class IroncladsScene extends TableScene {
  private session!: GameSession;
  private riverImage!: Phaser.GameObjects.Image;
  private riverKey = '';
  private sprites = new Map<string, Phaser.GameObjects.Image>();
  private ghost!: Phaser.GameObjects.Image;
  private stickImage!: Phaser.GameObjects.Image;
  private flow!: Phaser.GameObjects.Image;
  private overlay!: Phaser.GameObjects.Graphics;
  private fx!: Phaser.GameObjects.Graphics;
  private labels: Phaser.GameObjects.Text[] = [];
  private labelsUsed = 0;
  private markers: Phaser.GameObjects.Image[] = [];
  private unsubscribe: (() => void)[] = [];
  private drag: Drag | null = null;
  private press: { x: number; y: number; world: Point } | null = null;
  private queue: LogEntry[] = [];
  private playing = false;
  private skip = false;
  /** What each re-plan of a dragged turn knob cost (ms). */
  readonly replanMs: number[] = [];
  /** The state the table shows: the session's view, or part way through a playback. */
  private shown!: IroncladsState;

  constructor() {
    super('IroncladsScene');
    this.fitExtra = 26;
  }

  override init(data: IroncladsSceneData): void {
    super.init(data);
    this.session = data.session;
    this.sprites = new Map();
    this.labels = [];
    this.markers = [];
    this.unsubscribe = [];
    this.drag = null;
    this.press = null;
    this.queue = [];
    this.playing = false;
    this.skip = false;
    this.skips = 0;
    // A run shut down mid-playback leaves its tweens and waits behind: never resume them here.
    this.active = new Set();
    this.waits = new Set();
    this.labelsUsed = 0;
    this.riverKey = '';
    this.replanMs.length = 0;
  }

  protected tableSetup() {
    return { size: { width: TABLE.width, height: TABLE.height }, units: { unit: 'matchstick' as const, matchstickInches: this.view.options.matchstickInches } };
  }

  private get view(): IroncladsState {
    return this.session.view as IroncladsState;
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
    this.ghost = this.add.image(0, 0, '__DEFAULT').setAlpha(0.42).setDepth(400).setVisible(false);
    this.stickImage = this.add.image(0, 0, matchstickTexture(this, stick(this.view))).setOrigin(0, 0.5).setDisplaySize(stick(this.view), 2.2).setDepth(95).setVisible(false);
    this.overlay = this.add.graphics().setDepth(500);
    this.fx = this.add.graphics().setDepth(3000);
    this.input.on('pointerdown', this.onDown, this);
    this.input.on('pointermove', this.onMove, this);
    this.input.on('pointerup', this.onUp, this);
    this.input.on('pointerupoutside', this.onUp, this);
    this.input.on('gameout', this.onUp, this);
    this.unsubscribe.push(
      this.session.subscribe((c) => this.onChange(c)),
      this.store.subscribe(() => this.redraw()),
    );
    this.events.once('shutdown', () => {
      for (const u of this.unsubscribe) u();
      this.input.off('pointerdown', this.onDown, this);
      this.input.off('pointermove', this.onMove, this);
      this.input.off('pointerup', this.onUp, this);
      this.input.off('pointerupoutside', this.onUp, this);
      this.input.off('gameout', this.onUp, this);
      this.store.set({ animating: false, shown: null, move: null, targets: {}, shooter: null, selected: null });
      this.ui.endPlayback();
      this.playing = false;
    });
    this.syncAll();
    this.takeSeat();
    (window as unknown as { __musterTable?: unknown }).__musterTable = {
      scene: this,
      pagePoint: (x: number, y: number) => this.worldToPage(x, y),
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
        const r = shipClass(sel.cls).length / 2 + 9;
        return this.worldToPage(sel.x + dir(sel.heading).x * r, sel.y + dir(sel.heading).y * r);
      },
      busy: () => this.playing,
      skips: () => this.skips,
      stats: this.stats,
      replanMs: this.replanMs,
    };
  }

  private worldToPage(x: number, y: number): { x: number; y: number } {
    const cam = this.cameras.main;
    const rect = this.game.canvas.getBoundingClientRect();
    return { x: rect.left + (x - cam.worldView.x) * cam.zoom, y: rect.top + (y - cam.worldView.y) * cam.zoom };
  }

  protected override onCameraChange(): void {
    if (this.overlay) this.redraw();
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

  /** Puts every ship where the shown state has it. */
  private syncShips(): void {
    const s = this.shown;
    for (const ship of s.ships) {
      let img = this.sprites.get(ship.id);
      const c = shipClass(ship.cls);
      if (!img) {
        img = this.add.image(ship.x, ship.y, shipTexture(this, ship.cls, ship.side)).setDisplaySize(c.length + 2, c.beam + 2);
        this.sprites.set(ship.id, img);
      }
      if (this.drag?.kind === 'ship' && this.drag.ship === ship.id) continue;
      img.setPosition(ship.x, ship.y).setAngle(ship.heading).setDepth(ship.sunk ? 90 : 100);
      if (ship.sunk) img.setTint(0x6b6b6b).setAlpha(0.78);
      else img.clearTint().setAlpha(1);
    }
    for (const [id, img] of this.sprites) if (!s.ships.some((x) => x.id === id)) img.destroy();
    this.syncMarkers();
  }

  /** Hit markers beside the ships that have been hit and not yet had their damage rolled. */
  private syncMarkers(): void {
    let used = 0;
    for (const ship of this.shown.ships) {
      for (let i = 0; i < ship.markers; i++) {
        let m = this.markers[used];
        if (!m) {
          m = this.add.image(0, 0, markerTexture(this)).setDisplaySize(5, 5).setDepth(600);
          this.markers.push(m);
        }
        const c = shipClass(ship.cls);
        const side = dir(ship.heading + 90);
        const along = dir(ship.heading);
        const off = c.beam / 2 + 4.5;
        const at = (i - (ship.markers - 1) / 2) * 6;
        m.setPosition(ship.x + side.x * off + along.x * at, ship.y + side.y * off + along.y * at).setAngle(ship.heading).setVisible(true);
        used++;
      }
    }
    for (let i = used; i < this.markers.length; i++) this.markers[i]?.setVisible(false);
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

  /** Hands the screen to the side whose ship moves; shooting hands over behind the panel's curtain. */
  private takeSeat(): void {
    const s = this.session.state as IroncladsState;
    if (s.phase === 'move') {
      const m = mover(s);
      if (m && this.isHuman(m.side) && this.session.viewer !== m.side) this.session.setViewer(m.side);
    } else if (s.phase === 'shoot') {
      const viewer = this.session.viewer;
      const humans = ([0, 1] as const).filter((side) => s.fire[side] === null && this.isHuman(side));
      // Only switch when the one at the screen is not a person still to fire; between two people the curtain does it.
      if (humans.length && !this.isHuman(viewer)) this.session.setViewer(humans[0] as Side);
      this.prefillTargets();
    }
  }

  /** Each of your ships starts aimed at the enemy it is likeliest to hit; change or clear them. */
  private prefillTargets(): void {
    const s = this.view;
    const side = this.session.viewer as Side;
    if (s.phase !== 'shoot' || s.fire[side] !== null || !this.isHuman(side)) return;
    const current = this.store.get().targets;
    if (Object.keys(current).some((id) => s.ships.find((x) => x.id === id)?.side === side)) return;
    const targets: Record<string, string> = {};
    for (const ship of s.ships.filter((x) => x.side === side && !x.sunk)) {
      const best = targetsFor(s, ship)
        .map((t) => ({ t, p: hitChance(s, ship, t) }))
        .sort((a, b) => b.p - a.p || sticksBetween(s, ship, a.t) - sticksBetween(s, ship, b.t))[0];
      if (best) targets[ship.id] = best.t.id;
    }
    this.store.set({ targets, shooter: null });
  }

  // ---- the overlay: the move being planned, the targets, the set-up handles ------------------------

  private label(x: number, y: number, text: string, colour = '#fff8e6', size = 1): void {
    let t = this.labels[this.labelsUsed];
    if (!t) {
      t = this.add.text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontSize: '40px', fontStyle: 'bold', color: '#fff', stroke: '#14110c', strokeThickness: 7 }).setOrigin(0.5).setDepth(3100);
      this.labels.push(t);
    }
    this.labelsUsed++;
    const zoom = this.cameras.main.zoom;
    t.setText(text).setColor(colour).setPosition(x, y).setScale((0.32 * size) / zoom).setVisible(true);
  }

  private canAct(): boolean {
    const s = this.session.state as IroncladsState;
    const seat = this.session.viewer;
    return !this.playing && this.isHuman(seat) && this.session.game.actors(s).includes(seat);
  }

  private get draft(): MoveDraft | null {
    return this.canAct() ? currentDraft(this.view, this.store.get().move) : null;
  }

  /** The two turn knobs of the move being planned, in table millimetres. */
  private handles(): { start: Point | null; end: Point | null; startPivot: Pose | null; endPivot: Pose | null } {
    const none = { start: null, end: null, startPivot: null, endPivot: null };
    const d = this.draft;
    const s = this.view;
    const ship = d && s.ships.find((x) => x.id === d.ship);
    if (!d || !ship || d.distance === 'stay') return none;
    const plan = draftPlan(s, d);
    if (!plan) return none;
    const r = shipClass(ship.cls).length / 2 + 9;
    const startPivot = { x: ship.x, y: ship.y, heading: ship.heading };
    const start = { x: ship.x + dir(ship.heading + d.start).x * r, y: ship.y + dir(ship.heading + d.start).y * r };
    // The end turn pivots where the slide ends; if something stops her before then, where she stops.
    const slideIdx = plan.stages.findIndex((x) => x.kind === 'slide');
    const base = plan.stage === -1 || plan.stage > slideIdx ? ship.heading + d.start : plan.pose.heading;
    const endPivot = { x: plan.pose.x, y: plan.pose.y, heading: base };
    const end = { x: plan.pose.x + dir(base + d.end).x * r, y: plan.pose.y + dir(base + d.end).y * r };
    return { start, end, startPivot, endPivot };
  }

  /** The matchstick laid at the bow after the start turn, pointing straight ahead. */
  private stickLine(): { a: Point; b: Point; heading: number } | null {
    const d = this.draft;
    const s = this.view;
    const ship = d && s.ships.find((x) => x.id === d.ship);
    if (!d || !ship || d.distance === 'stay') return null;
    const h = ship.heading + d.start;
    const half = shipClass(ship.cls).length / 2;
    const a = { x: ship.x + dir(h).x * half, y: ship.y + dir(h).y * half };
    const len = stick(s);
    return { a, b: { x: a.x + dir(h).x * len, y: a.y + dir(h).y * len }, heading: h };
  }

  private outline(g: Phaser.GameObjects.Graphics, pts: readonly Point[]): void {
    g.beginPath();
    pts.forEach((p, i) => (i ? g.lineTo(p.x, p.y) : g.moveTo(p.x, p.y)));
    g.closePath();
    g.strokePath();
  }

  private dashed(g: Phaser.GameObjects.Graphics, a: Point, b: Point, dash: number): void {
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const n = Math.max(1, Math.floor(len / dash));
    for (let i = 0; i < n; i += 2) {
      const t0 = i / n;
      const t1 = Math.min(1, (i + 1) / n);
      g.lineBetween(a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1);
    }
  }

  private redraw(): void {
    if (!this.overlay) return;
    const g = this.overlay.clear();
    this.labelsUsed = 0;
    this.ghost.setVisible(false);
    this.stickImage.setVisible(false);
    const s = this.playing ? this.shown : this.view;
    const px = 1 / this.cameras.main.zoom;
    // Stranded ships and wrecks are marked, so nobody forgets they cannot move.
    for (const ship of s.ships) {
      if (ship.stranded && !ship.sunk) {
        g.lineStyle(1.6 * px, 0xe0a040, 0.9);
        this.outline(g, placeHull(hullShape(ship.cls), { x: ship.x, y: ship.y, heading: ship.heading }).map((p) => ({ x: p.x, y: p.y })));
      }
    }
    // The ship under the pointer (or whose status card is), named.
    const hovered = s.ships.find((x) => x.id === this.store.get().hovered);
    if (hovered) {
      g.lineStyle(1.6 * px, 0xffffff, 0.9);
      this.outline(g, hullOf(hovered));
      const state = hovered.sunk ? ' · sunk' : hovered.stranded ? ' · stranded' : '';
      this.label(hovered.x, hovered.y - shipClass(hovered.cls).beam / 2 - 7 * px, `${hovered.name}${state}`, '#fff8e6', 0.8);
    }
    if (this.playing) return this.finishLabels();
    if (s.phase === 'arrange') this.drawArrange(g, px);
    else if (s.phase === 'move') this.drawMove(g, px);
    else if (s.phase === 'shoot') this.drawShooting(g, px);
    this.finishLabels();
  }

  private finishLabels(): void {
    for (let i = this.labelsUsed; i < this.labels.length; i++) this.labels[i]?.setVisible(false);
  }

  private drawMove(g: Phaser.GameObjects.Graphics, px: number): void {
    const s = this.view;
    const m = mover(s);
    if (!m) return;
    // Whose move it is, for everyone to see.
    g.lineStyle(2.2 * px, 0xffd75e, 1);
    this.outline(g, hullOf(m));
    const d = this.draft;
    if (!d) return;
    const ship = m;
    const plan = draftPlan(s, d);
    if (!plan) return;
    const c = shipClass(ship.cls);
    if (d.distance === 'stay') {
      this.label(ship.x, ship.y - c.beam / 2 - 8, 'Stays', '#ffe7a8');
      return;
    }
    const h = this.handles();
    const st = this.stickLine();
    // The turn arcs: 45° either way about the centre, for the start and the end.
    for (const [pivot, knob, value] of [
      [h.startPivot, h.start, d.start],
      [h.endPivot, h.end, d.end],
    ] as const) {
      if (!pivot || !knob) continue;
      const r = c.length / 2 + 9;
      g.lineStyle(1.2 * px, 0xfff1c8, 0.55);
      g.beginPath();
      g.arc(pivot.x, pivot.y, r, rad(pivot.heading - MAX_TURN), rad(pivot.heading + MAX_TURN));
      g.strokePath();
      g.lineStyle(1 * px, 0xfff1c8, 0.5);
      g.lineBetween(pivot.x, pivot.y, knob.x, knob.y);
      g.fillStyle(value ? 0xffc94a : 0xfff1c8, 1).fillCircle(knob.x, knob.y, 6 * px);
      g.lineStyle(1.5 * px, 0x2a2116, 1).strokeCircle(knob.x, knob.y, 6 * px);
      if (value) this.label(knob.x + dir(pivot.heading + value).x * 10 * px, knob.y + dir(pivot.heading + value).y * 10 * px - 8 * px, `${Math.abs(value)}°`, '#ffe7a8', 0.8);
    }
    // The matchstick at the bow after the start turn, the half marked.
    if (st) {
      this.stickImage.setPosition(st.a.x, st.a.y).setAngle(st.heading).setVisible(true);
      const half = { x: (st.a.x + st.b.x) / 2, y: (st.a.y + st.b.y) / 2 };
      const n = dir(st.heading + 90);
      g.lineStyle(1.2 * px, 0x2a2116, 1);
      g.lineBetween(half.x - n.x * 2.2, half.y - n.y * 2.2, half.x + n.x * 2.2, half.y + n.y * 2.2);
      const chosen = d.distance === 'full' ? st.b : half;
      g.fillStyle(0xffd75e, 1).fillCircle(chosen.x, chosen.y, 3.4 * px);
    }
    // The path: the hull's sides from where the slide starts to where it would end.
    const turned = { x: ship.x, y: ship.y, heading: ship.heading + d.start };
    const slide = slideDistance(s, ship, d.distance);
    const slideEnd = { x: turned.x + dir(turned.heading).x * slide, y: turned.y + dir(turned.heading).y * slide, heading: turned.heading };
    const hs = hullShape(ship.cls);
    const a0 = placeHull(hs, turned);
    const a1 = placeHull(hs, slideEnd);
    g.lineStyle(1.2 * px, 0xfff1c8, 0.7);
    for (const i of [1, 2, 3, 4]) this.dashed(g, a0[i] as Point, a1[i] as Point, 3);
    if (d.start) {
      g.lineStyle(1 * px, 0xfff1c8, 0.6);
      this.outline(g, a0);
    }
    // Where she would end, coloured by what happens.
    const colour = { clear: 0x9fe39a, stranded: 0xff5a4a, ram: 0xff9a3c, stopped: 0xffe15e }[plan.outcome];
    this.ghost.setTexture(shipTexture(this, ship.cls, ship.side)).setDisplaySize(c.length + 2, c.beam + 2).setPosition(plan.pose.x, plan.pose.y).setAngle(plan.pose.heading).setVisible(true);
    g.lineStyle(2 * px, colour, 1);
    this.outline(g, placeHull(hs, plan.pose));
    if (plan.contact) {
      const p = plan.contact.point;
      g.lineStyle(2.4 * px, colour, 1).strokeCircle(p.x, p.y, 5 * px);
      g.lineBetween(p.x - 3.5 * px, p.y - 3.5 * px, p.x + 3.5 * px, p.y + 3.5 * px).lineBetween(p.x - 3.5 * px, p.y + 3.5 * px, p.x + 3.5 * px, p.y - 3.5 * px);
      const word = { clear: '', stranded: 'Stranded!', ram: 'Ram!', stopped: 'Stops' }[plan.outcome];
      this.label(p.x, p.y - 12 * px, word, hexText(colour));
    }
  }

  private drawShooting(g: Phaser.GameObjects.Graphics, px: number): void {
    const s = this.view;
    const side = this.session.viewer as Side;
    if (!this.canAct() || s.fire[side] !== null) return;
    const { targets, shooter } = this.store.get();
    for (const ship of s.ships.filter((x) => x.side === side && !x.sunk)) {
      const visible = targetsFor(s, ship);
      for (const t of visible) {
        const chosen = targets[ship.id] === t.id;
        const line = lineOfSight(s, ship, t);
        if (!line) continue;
        const gap = hullGap(hullOf(ship), hullOf(t));
        if (chosen) {
          g.lineStyle(2.4 * px, SIDE_COLOUR[side], 1);
          g.lineBetween(gap.from.x, gap.from.y, gap.to.x, gap.to.y);
          g.lineStyle(1.2 * px, 0xffffff, 0.8);
          this.dashed(g, line[0], line[1], 4);
          const mid = { x: (gap.from.x + gap.to.x) / 2, y: (gap.from.y + gap.to.y) / 2 };
          this.label(mid.x, mid.y - 6 * px, `${sticksBetween(s, ship, t).toFixed(1)} sticks · ${Math.round(hitChance(s, ship, t) * 100)}%`, '#fff8e6', 0.8);
        } else if (shooter === ship.id) {
          g.lineStyle(1 * px, 0xffffff, 0.45);
          this.dashed(g, line[0], line[1], 3);
        }
      }
      g.lineStyle((shooter === ship.id ? 2.6 : 1.4) * px, shooter === ship.id ? 0xffd75e : SIDE_COLOUR[side], shooter === ship.id ? 1 : 0.8);
      if (visible.length) this.outline(g, hullOf(ship));
    }
  }

  private drawArrange(g: Phaser.GameObjects.Graphics, px: number): void {
    const s = this.view;
    const drag = this.drag;
    // The strings' control points, to drag.
    for (const b of [0, 1] as const) {
      const pts = s.river.banks[b].map((p, i) => (drag?.kind === 'bank' && drag.bank === b && drag.index === i ? { x: p.x, y: drag.y } : p));
      if (drag?.kind === 'bank' && drag.bank === b) {
        g.lineStyle(1.4 * px, 0xffd75e, 0.9);
        g.beginPath();
        bankCurve(pts).forEach((p, i) => (i ? g.lineTo(p.x, p.y) : g.moveTo(p.x, p.y)));
        g.strokePath();
      }
      for (const p of pts) {
        g.fillStyle(0xfff6dc, 0.95).fillCircle(p.x, p.y, 4.5 * px);
        g.lineStyle(1.4 * px, 0x3a2d1c, 1).strokeCircle(p.x, p.y, 4.5 * px);
      }
    }
    const sel = s.ships.find((x) => x.id === this.store.get().selected);
    if (sel && this.drag?.kind !== 'ship') {
      const heading = this.drag?.kind === 'rotate' ? this.drag.heading : sel.heading;
      const r = shipClass(sel.cls).length / 2 + 9;
      const knob = { x: sel.x + dir(heading).x * r, y: sel.y + dir(heading).y * r };
      g.lineStyle(2 * px, 0xffd75e, 1);
      this.outline(g, placeHull(hullShape(sel.cls), { x: sel.x, y: sel.y, heading }));
      g.lineStyle(1 * px, 0xfff1c8, 0.6).strokeCircle(sel.x, sel.y, r);
      g.fillStyle(0xffc94a, 1).fillCircle(knob.x, knob.y, 6 * px);
      g.lineStyle(1.5 * px, 0x2a2116, 1).strokeCircle(knob.x, knob.y, 6 * px);
      this.label(sel.x, sel.y - shipClass(sel.cls).beam / 2 - 8 * px, sel.name, '#fff8e6', 0.8);
    }
  }

  // ---- pointer ---------------------------------------------------------------------------------------

  private shipAt(p: Point, s: IroncladsState = this.view): Ship | undefined {
    return [...s.ships].reverse().find((ship) => inside(p, hullOf(ship)));
  }

  private near(a: Point | null, b: Point, screenPx: number): boolean {
    return !!a && Math.hypot(a.x - b.x, a.y - b.y) <= screenPx / this.cameras.main.zoom;
  }

  private onDown(pointer: Phaser.Input.Pointer): void {
    // A click on the table skips the playback, as the bar's Skip does.
    if (this.playing) {
      this.ui.skipPlayback();
      return;
    }
    if (pointer.button === 1) {
      this.drag = { kind: 'pan' };
      this.startPan(pointer);
      return;
    }
    if (pointer.button !== 0) return;
    const world = this.worldAt(pointer);
    if (this.ui.store.get().tool === 'tape') {
      this.drag = { kind: 'tape' };
      this.tape.begin(world);
      this.ui.store.set({ tape: this.tape.reading });
      return;
    }
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
      const sel = s.ships.find((x) => x.id === this.store.get().selected);
      if (sel) {
        const r = shipClass(sel.cls).length / 2 + 9;
        if (this.near({ x: sel.x + dir(sel.heading).x * r, y: sel.y + dir(sel.heading).y * r }, world, 14)) {
          this.drag = { kind: 'rotate', ship: sel.id, heading: sel.heading };
          return;
        }
      }
      for (const b of [0, 1] as const) {
        const index = s.river.banks[b].findIndex((p) => this.near(p, world, 12));
        if (index >= 0) {
          this.drag = { kind: 'bank', bank: b, index, y: s.river.banks[b][index]?.y ?? 0 };
          return;
        }
      }
      const ship = this.shipAt(world);
      if (ship) {
        this.store.set({ selected: ship.id });
        this.drag = { kind: 'ship', ship: ship.id, dx: ship.x - world.x, dy: ship.y - world.y, moved: false };
        return;
      }
    }
    this.press = { x: pointer.x, y: pointer.y, world };
  }

  private onMove(pointer: Phaser.Input.Pointer): void {
    const world = this.worldAt(pointer);
    const drag = this.drag;
    if (!drag) {
      const p = this.press;
      if (p && pointer.isDown && Math.hypot(pointer.x - p.x, pointer.y - p.y) > 5) {
        this.press = null;
        this.drag = { kind: 'pan' };
        this.startPan(p);
      } else if (!p) this.hover(world);
      return;
    }
    switch (drag.kind) {
      case 'pan':
        this.continuePan(pointer);
        return;
      case 'tape':
        this.tape.to(world);
        this.ui.store.set({ tape: this.tape.reading });
        return;
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
      case 'ship': {
        const img = this.sprites.get(drag.ship);
        drag.moved = true;
        img?.setPosition(world.x + drag.dx, world.y + drag.dy).setDepth(300);
        this.redraw();
        return;
      }
      case 'rotate': {
        const ship = this.view.ships.find((x) => x.id === drag.ship);
        if (!ship) return;
        const raw = (Math.atan2(world.y - ship.y, world.x - ship.x) * 180) / Math.PI;
        drag.heading = ((Math.round(raw / 5) * 5) % 360 + 360) % 360;
        this.sprites.get(ship.id)?.setAngle(drag.heading);
        this.redraw();
        return;
      }
      case 'bank':
        drag.y = Math.max(0, Math.min(TABLE.height, world.y));
        this.redraw();
        return;
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

  private onUp(): void {
    const drag = this.drag;
    this.drag = null;
    if (drag) {
      switch (drag.kind) {
        case 'pan':
          this.endPan();
          break;
        case 'tape':
          break;
        case 'ship': {
          const ship = this.view.ships.find((x) => x.id === drag.ship);
          const img = this.sprites.get(drag.ship);
          if (ship && img && drag.moved) this.act({ type: 'place', ship: ship.id, x: round(img.x), y: round(img.y), heading: ship.heading });
          this.syncShips();
          this.redraw();
          break;
        }
        case 'rotate': {
          const ship = this.view.ships.find((x) => x.id === drag.ship);
          if (ship && drag.heading !== ship.heading) this.act({ type: 'place', ship: ship.id, x: ship.x, y: ship.y, heading: drag.heading });
          this.syncShips();
          this.redraw();
          break;
        }
        case 'bank':
          this.act({ type: 'bank', bank: drag.bank, index: drag.index, y: round(drag.y) });
          this.redraw();
          break;
        case 'turn':
          break;
      }
      return;
    }
    const p = this.press;
    this.press = null;
    if (p) this.click(p.world);
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

  private act(action: IroncladsAction): void {
    const refused = this.session.act(action, this.session.viewer);
    if (refused) this.ui.toast(refused.message, 'error');
  }

  /** The planned move, confirmed (Enter, or the panel's Move button). */
  confirmMove(): void {
    const d = this.draft;
    if (!d || this.view.phase !== 'move') return;
    this.act({ type: 'move', ship: d.ship, start: d.start, distance: d.distance, end: d.end });
  }

  protected override onKeyDown(e: KeyboardEvent): boolean {
    if (super.onKeyDown(e)) return true;
    if (this.keyIsForPage(e)) return false;
    if (e.key === 'Escape') {
      // During a playback Escape belongs to the playback bar, which skips it (once).
      if (this.playing) return false;
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

  private onChange(change: SessionChange): void {
    if (change.kind === 'action') {
      this.queue.push(change.entry);
      if (!this.playing) void this.runQueue();
      return;
    }
    if (change.kind === 'saved') return;
    // Undo, redo, another seat at the screen: show the state as it is now.
    this.queue = [];
    if (this.playing) this.skipNow();
    else {
      this.syncAll();
      this.takeSeat();
    }
  }

  private async runQueue(): Promise<void> {
    this.playing = true;
    this.skip = false;
    this.store.set({ animating: true, shown: clone(this.shown) });
    this.redraw();
    try {
      while (this.queue.length) {
        const entry = this.queue.shift() as LogEntry;
        const steps = entry.events.flatMap((e) => (e.kind === 'note' && e.detail && typeof e.detail === 'object' ? [e.detail as Step] : []));
        for (const st of steps) {
          const label = this.playbackLabel(st);
          // One bar over the table, shared by every game: what is playing, Skip, Escape.
          if (label && !this.skip) this.ui.startPlayback(label, () => this.skipNow());
          await this.play(st);
          this.store.set({ shown: clone(this.shown) });
        }
      }
    } finally {
      this.ui.endPlayback();
      this.playing = false;
      this.skip = false;
      this.fx.clear();
      this.stickImage.setVisible(false);
      this.store.set({ animating: false, shown: null, move: null, shooter: null, ...(this.view.phase === 'shoot' ? {} : { targets: {} }) });
      this.syncAll();
      this.takeSeat();
    }
  }

  private active = new Set<Phaser.Tweens.Tween>();
  private waits = new Set<() => void>();
  /** How often a playback was skipped (once per click or Escape), for the tests. */
  private skips = 0;

  /** What the playback bar says while a step plays. */
  private playbackLabel(st: Step): string | null {
    switch (st.t) {
      case 'move':
        return `${this.ship(st.ship)?.name ?? 'A ship'} moves`;
      case 'shot':
      case 'damage':
      case 'sunk':
      case 'repair':
        return 'The guns fire: shots, damage and repairs';
      case 'turn':
        return st.turn > 1 ? `Turn ${st.turn} begins` : null;
      default:
        return null;
    }
  }

  /** A click or Escape during a playback: everything still to show happens at once. */
  private skipNow(): void {
    if (!this.playing) return;
    this.skips++;
    this.skip = true;
    for (const t of [...this.active]) t.complete();
    for (const w of [...this.waits]) w();
  }

  private tween(config: Phaser.Types.Tweens.TweenBuilderConfig): Promise<void> {
    if (this.skip) return Promise.resolve();
    return new Promise((resolve) => {
      const t = this.tweens.add({
        ...config,
        onComplete: () => {
          this.active.delete(t);
          resolve();
        },
      });
      this.active.add(t);
    });
  }

  private wait(ms: number): Promise<void> {
    if (this.skip) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.waits.delete(done);
        ev.remove();
        resolve();
      };
      const ev = this.time.delayedCall(ms, done);
      this.waits.add(done);
    });
  }

  private float(x: number, y: number, text: string, colour = '#fff5d6'): void {
    if (this.skip) return;
    const z = this.cameras.main.zoom;
    const t = this.add
      .text(x, y, text, { fontFamily: 'system-ui, sans-serif', fontSize: '40px', fontStyle: 'bold', color: colour, stroke: '#1b140c', strokeThickness: 8 })
      .setOrigin(0.5)
      .setScale(0.36 / z)
      .setDepth(4000);
    this.tweens.add({ targets: t, y: y - 18 / z, alpha: 0, delay: 900, duration: 700, onComplete: () => t.destroy() });
  }

  private ship(id: string): Ship | undefined {
    return this.shown.ships.find((x) => x.id === id);
  }

  private async play(st: Step): Promise<void> {
    switch (st.t) {
      case 'move': {
        const ship = this.ship(st.ship);
        const img = this.sprites.get(st.ship);
        if (!ship || !img) break;
        img.setDepth(300);
        let pose = { ...st.from };
        const length = shipClass(ship.cls).length;
        for (const [i, stage] of st.stages.entries()) {
          const last = st.stage === i;
          if (stage.kind === 'turn') {
            const heading = last ? st.to.heading : pose.heading + stage.degrees;
            await this.tween({ targets: img, angle: img.angle + norm180(heading - img.angle), duration: 380, ease: 'Sine.easeInOut' });
            pose = { ...pose, heading };
          } else {
            // The matchstick laid at the bow, straight ahead; the model slides until its stern meets the far end.
            const bow = { x: pose.x + dir(pose.heading).x * (length / 2), y: pose.y + dir(pose.heading).y * (length / 2) };
            const len = stage.distance - length;
            if (!this.skip) {
              this.stickImage.setTexture(matchstickTexture(this, stick(this.shown))).setDisplaySize(len, 2.2).setPosition(bow.x, bow.y).setAngle(pose.heading).setVisible(true);
              await this.wait(280);
            }
            const to = last ? { x: st.to.x, y: st.to.y } : { x: pose.x + dir(pose.heading).x * stage.distance, y: pose.y + dir(pose.heading).y * stage.distance };
            const dist = Math.hypot(to.x - pose.x, to.y - pose.y);
            await this.tween({ targets: img, x: to.x, y: to.y, duration: 250 + dist * 9, ease: last && st.outcome !== 'clear' ? 'Quad.easeIn' : 'Sine.easeInOut' });
            pose = { ...pose, ...to };
            await this.wait(150);
            this.stickImage.setVisible(false);
          }
          if (last) break;
        }
        img.setPosition(st.to.x, st.to.y).setAngle(st.to.heading);
        Object.assign(ship, { x: st.to.x, y: st.to.y, heading: st.to.heading });
        if (st.outcome === 'stranded') {
          ship.stranded = true;
          this.float(st.to.x, st.to.y - 10, 'Stranded!', '#ffb25e');
          await this.wait(700);
        } else if (st.outcome === 'ram') {
          this.cameras.main.shake(180, 0.004);
          this.float(st.to.x, st.to.y - 10, 'Ram!', '#ff8d7e');
          await this.wait(700);
        } else if (st.outcome === 'stopped') {
          this.float(st.to.x, st.to.y - 10, 'Stops', '#ffe7a8');
          await this.wait(400);
        }
        img.setDepth(100);
        break;
      }
      case 'shot': {
        const from = this.ship(st.from);
        const to = this.ship(st.to);
        if (!from || !to) break;
        const gap = hullGap(hullOf(from), hullOf(to));
        if (!this.skip) {
          this.fx.clear().lineStyle(1.4 / this.cameras.main.zoom, st.hit ? 0xffb25e : 0xfff5d6, 1).lineBetween(gap.from.x, gap.from.y, gap.to.x, gap.to.y);
          this.fx.fillStyle(0xfff2b0, 1).fillCircle(gap.from.x, gap.from.y, 2.2);
          this.float(to.x, to.y - 12, `${st.roll}: range ${Math.max(0, st.range)} · ${st.hit ? 'hit' : 'miss'}`, st.hit ? '#ffb25e' : '#fff5d6');
        }
        if (st.hit) {
          to.markers++;
          this.syncMarkers();
        }
        await this.wait(950);
        this.fx.clear();
        break;
      }
      case 'damage': {
        const ship = this.ship(st.ship);
        if (!ship) break;
        ship.markers = Math.max(0, ship.markers - 1);
        if (st.area && !st.repeat) ship.damage[st.area] = true;
        this.syncMarkers();
        this.float(ship.x, ship.y - 10, `${st.roll}: ${st.area ? (st.repeat ? `${st.area} again, ignored` : AREA_WORDS[st.area]) : 'glancing blow'}`, st.area && !st.repeat ? '#ff8d7e' : '#fff5d6');
        await this.wait(800);
        break;
      }
      case 'sunk': {
        const ship = this.ship(st.ship);
        const img = this.sprites.get(st.ship);
        if (!ship) break;
        ship.sunk = true;
        ship.markers = 0;
        this.syncMarkers();
        this.float(ship.x, ship.y - 10, 'Sinks!', '#ff8d7e');
        if (img) await this.tween({ targets: img, alpha: 0.78, duration: 700, onUpdate: () => img.setTint(0x6b6b6b) });
        break;
      }
      case 'repair': {
        const ship = this.ship(st.ship);
        if (!ship) break;
        if (st.area) ship.damage[st.area] = false;
        this.float(ship.x, ship.y - 10, `${st.roll}: ${st.area ? `${st.area} repaired` : 'repairs fail'}`, st.area ? '#a8f0a0' : '#fff5d6');
        await this.wait(650);
        break;
      }
      case 'turn': {
        this.shown.turn = st.turn;
        for (const x of this.shown.ships) x.markers = 0;
        this.syncMarkers();
        if (st.turn > 1) {
          this.float(TABLE.width / 2, TABLE.height / 2, `Turn ${st.turn}`, '#ffe7a8');
          await this.wait(500);
        }
        break;
      }
      case 'shooting':
      case 'over':
        break;
    }
  }
}

// ---- helpers ----------------------------------------------------------------------------------------

const round = (n: number) => Math.round(n * 100) / 100;

function hexText(c: number): string {
  return `#${c.toString(16).padStart(6, '0')}`;
}


