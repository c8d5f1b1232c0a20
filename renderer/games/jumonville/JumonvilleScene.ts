// Skirmish at Jumonville Glen on the table: the glen, the figures, the card turned over big. Click
// one of your figures to see where it can go (shaded: 6 in along paths round rocks and bases), its
// 12 in range, a sight line to every enemy (dashed red when blocked, "cover" marked) and the number
// each test needs. Drag it to move (the path bends round the rocks, with its length), click an
// enemy to shoot (or fight, in base contact), right-click one to charge. Every d20 shows on the
// table; moves, runs and charges play back along their paths.
import Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import type { GameEvent } from '../../engine/game';
import { GameScene, type GameSceneData, type Replay } from '../../table/GameScene';
import { MM, TEAM_RING, coat, paintCard, paintGlen, toInches, trim } from './art';
import { canActWith, clearestSpot, dragLabel, enemiesOf, jvStore, oddsAfterMove, oddsFor, reachShapes, readRoll, ringOnTable, type Box, type RollShown } from './jumonville-ui';
import {
  BASE_RADIUS,
  HITS_TO_REMOVE,
  MOVE,
  SHOT_RANGE,
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
const FONT = 'system-ui, "Segoe UI", sans-serif';
/** Text is drawn at this pixel size and scaled to its size on screen. */
const TEXT_PX = 40;

interface FigureSprite {
  box: Phaser.GameObjects.Container;
  /** The base, its rings and the hit pips, painted into a texture of its own (figureFace). */
  face: Phaser.GameObjects.Image;
  name: Phaser.GameObjects.Text;
  look: string;
  /** The texture the face shows now (replaced, and the old one removed, when the look changes). */
  key: string;
}

const css = (hex: number) => `#${hex.toString(16).padStart(6, '0')}`;

/**
 * Paints a figure seen from above (its base in its coat, the team ring, a hat and shoulders in
 * the side's trim, the hit pips above) into a canvas `k` pixels to a table pixel, centred; what a
 * Graphics object drew again every frame (a frame's larger part in software WebGL), painted once a look.
 */
function figureFace(f: Figure, mode: 'ready' | 'selected' | 'used' | 'idle', r: number, pr: number, k: number): HTMLCanvasElement {
  const half = Math.ceil(Math.max(r + 7, r + pr * 2.6 + 1, pr * 3.2 + 1));
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = Math.max(2, Math.ceil(2 * half * k));
  const c = canvas.getContext('2d');
  if (!c) throw new Error('This browser cannot draw with Canvas 2D');
  c.scale(k, k);
  c.translate(half, half);
  const disc = (x: number, y: number, radius: number, hex: number, alpha: number) => {
    c.globalAlpha = alpha;
    c.fillStyle = css(hex);
    c.beginPath();
    c.arc(x, y, radius, 0, Math.PI * 2);
    c.fill();
  };
  const ring = (radius: number, width: number, hex: number, alpha: number) => {
    c.globalAlpha = alpha;
    c.strokeStyle = css(hex);
    c.lineWidth = width;
    c.beginPath();
    c.arc(0, 0, radius, 0, Math.PI * 2);
    c.stroke();
  };
  if (mode === 'selected') {
    disc(0, 0, r + 6, 0xffe27a, 0.35);
    ring(r + 5, 2.2, 0xffe27a, 1);
  } else if (mode === 'ready') {
    ring(r + 4, 1.8, 0xffe27a, 0.95);
  }
  disc(1.2, 1.8, r, 0x000000, 0.35);
  disc(0, 0, r, TEAM_RING[f.team], 1);
  disc(0, 0, r - 3.2, coat(f.side), 1);
  c.globalAlpha = 1;
  c.fillStyle = css(trim(f.side));
  c.beginPath();
  c.ellipse(0, 2, (r * 1.05) / 2, (r * 0.55) / 2, 0, 0, Math.PI * 2);
  c.fill();
  disc(0, -1.5, r * 0.3, 0x2a2118, 1);
  ring(r, 0.8, 0x000000, 0.6);
  if (mode === 'used') disc(0, 0, r, 0x000000, 0.35);
  for (let i = 0; i < HITS_TO_REMOVE; i++) {
    const x = (i - 1) * pr * 2.2;
    const y = -r - pr * 1.6;
    disc(x, y, pr, 0x1b140c, 0.85);
    if (i < f.hits) disc(x, y, pr * 0.78, 0xe23b2e, 1);
    else disc(x, y, pr * 0.45, 0xf3ead2, 0.9);
  }
  return canvas;
}

interface Drag {
  figure: string;
  at: Point;
  plan: ReturnType<typeof planMove> | null;
  ok: boolean;
  moved: boolean;
}

/** The reach area as cells (inches), cached per figure, position and the other bases. */
const REACH_STEP = 0.5;

export class JumonvilleScene extends GameScene<JumonvilleState, JumonvilleAction, JumonvilleDetail> {
  private glen!: Phaser.GameObjects.Image;
  private glenKey = '';
  private sprites = new Map<string, FigureSprite>();
  private overlay!: Phaser.GameObjects.Graphics;
  private reachG!: Phaser.GameObjects.Graphics;
  private fx!: Phaser.GameObjects.Graphics;
  private labels: Phaser.GameObjects.Text[] = [];
  private labelsUsed = 0;
  private cardImg!: Phaser.GameObjects.Image;
  private shown!: JumonvilleState;
  private drag: Drag | null = null;
  private press: { x: number; y: number; world: Point; figure: string | null; right: boolean } | null = null;
  private reachCache = new Map<string, Point[]>();
  /** Each reach's shade, by the cells it was worked out from (dropped with them). */
  private shades = new WeakMap<Point[], Phaser.Math.Vector2[][]>();
  /** Where the range ring is drawn from (inches), while one is shown. */
  private ringAt: Point | null = null;
  /** How long each reach area took to work out (ms), for a look at its cost. */
  readonly reachMs: number[] = [];

  constructor() {
    super('JumonvilleScene');
  }

  override init(data: GameSceneData): void {
    super.init(data);
    this.sprites = new Map();
    this.labels = [];
    this.drag = null;
    this.press = null;
    this.glenKey = '';
    this.reachCache = new Map();
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
    this.glen = this.add.image(W(TABLE.width) / 2, W(TABLE.height) / 2, '__DEFAULT').setDepth(-17);
    this.reachG = this.add.graphics().setDepth(2);
    this.overlay = this.add.graphics().setDepth(60);
    this.fx = this.add.graphics().setDepth(3000);
    this.cardImg = this.add.image(0, 0, '__DEFAULT').setDepth(4000).setVisible(false);
    this.input.on('gameout', this.leftCanvas, this);
    this.listen(this.store.subscribe(() => this.redraw()));
    this.events.once('shutdown', () => {
      this.input.off('gameout', this.leftCanvas, this);
      this.store.set({ animating: false, shown: null, selected: null, target: null, hovered: null });
      // The figures' faces are this game's alone: the next game paints its own.
      for (const sp of this.sprites.values()) if (sp.key && this.textures.exists(sp.key)) this.textures.remove(sp.key);
      this.sprites.clear();
    });
    this.refresh();
  }

  private leftCanvas(): void {
    if (this.drag || this.press) this.pointerUp(this.input.activePointer);
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
        const box = this.sprites.get(id)?.box;
        return box ? this.worldToPage(box.x, box.y) : null;
      },
      reachMs: this.reachMs,
      labels: () => this.labels.slice(0, this.labelsUsed).map((t) => t.text),
      /** The words on the table (names, and the numbers beside enemies), each as its letters' box on the page. */
      words: () =>
        [...[...this.sprites.values()].filter((sp) => sp.box.visible).map((sp) => sp.name), ...this.labels.slice(0, this.labelsUsed).filter((t) => t.visible)].map((t) => {
          const b = t.getBounds();
          const pad = (t.style.strokeThickness / 2) * t.scaleX;
          const a = this.worldToPage(b.x + pad, b.y + pad);
          const c = this.worldToPage(b.right - pad, b.bottom - pad);
          return { text: t.text, x: a.x, y: a.y, w: c.x - a.x, h: c.y - a.y };
        }),
      rangeRing: () => this.ringAt,
    };
  }

  protected override onCameraChange(): void {
    this.syncFigures();
    this.redraw();
  }

  /** Scale for text that should be `px` pixels tall on screen (not larger than `maxMm` on the table). */
  private textScale(px: number, maxMm = 14): number {
    const z = this.cameras.main.zoom || 1;
    return Math.min(px / z, maxMm) / TEXT_PX;
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
  private faceSerial = 0;

  private sprite(f: Figure): FigureSprite {
    let sp = this.sprites.get(f.id);
    if (!sp) {
      const face = this.add.image(0, 0, '__DEFAULT');
      const name = this.add
        .text(0, 0, f.name, { fontFamily: FONT, fontSize: `${TEXT_PX}px`, fontStyle: 'bold', color: '#fffaf0', stroke: '#1b140c', strokeThickness: 9 })
        .setOrigin(0.5, 0);
      const box = this.add.container(W(f.at.x), W(f.at.y), [face, name]).setDepth(100);
      sp = { box, face, name, look: '', key: '' };
      this.sprites.set(f.id, sp);
    }
    return sp;
  }

  /** Paints a figure: its base in its coat, the team ring, the hit pips, the name below. */
  private paintFigure(f: Figure, mode: 'ready' | 'selected' | 'used' | 'idle'): void {
    const sp = this.sprite(f);
    const z = this.cameras.main.zoom || 1;
    const look = `${f.hits}|${mode}|${f.side}|${f.team}|${z.toFixed(3)}|${f.name}`;
    sp.box.setVisible(!f.removed);
    if (sp.look === look) return;
    sp.look = look;
    const r = W(BASE_RADIUS);
    // Pips stay big enough to read when the whole table is in view.
    const pr = Math.max(3, 3.4 / z);
    // Painted at the screen's own resolution for this zoom, so it stays sharp close up.
    const k = Math.min(8, Math.max(1, Math.ceil(z * (window.devicePixelRatio || 1))));
    const key = `jv-fig-${f.id}-${++this.faceSerial}`;
    this.textures.addCanvas(key, figureFace(f, mode, r, pr, k));
    sp.face.setTexture(key).setScale(1 / k);
    if (sp.key && this.textures.exists(sp.key)) this.textures.remove(sp.key);
    sp.key = key;
    // With the whole table in a small window, names drop their ranks ("Hogg", not "Pvt. Hogg") so neighbours' names stay apart.
    const short = z < 0.6 ? f.name.replace(/^(Capt|Pvt|Sgt|Ens|Cpl|Lt|Col|Maj|Cadet)\.?\s+/, '') : f.name;
    sp.name.setText(short).setScale(this.textScale(z < 0.6 ? 10 : 11, 26));
  }

  /** Half the width of a figure's base with its hit pips, and how far the pips reach above its centre (table px). */
  private baseExtent(): { half: number; top: number; r: number } {
    const z = this.cameras.main.zoom || 1;
    const r = W(BASE_RADIUS);
    const pr = Math.max(3, 3.4 / z);
    return { half: Math.max(r, pr * 3.2), top: r + pr * 2.6, r };
  }

  /** A figure's base and hit pips as a box on the table. */
  private baseBox(at: Point): Box {
    const { half, top, r } = this.baseExtent();
    return { x: W(at.x) - half, y: W(at.y) - top, w: 2 * half, h: top + r };
  }

  /**
   * Each name under its base, or, where a neighbour's name or base is in the way there, above its
   * hit pips, or beside it: figures a few inches apart (the French camp, a melee) keep their names
   * apart. The selected figure's name is placed first.
   */
  private placeNames(): void {
    const { top, half, r } = this.baseExtent();
    const sel = this.store.get().selected;
    const figs = onTable(this.shown).sort((a, b) => Number(b.id === sel) - Number(a.id === sel) || a.at.y - b.at.y || a.at.x - b.at.x);
    const taken = figs.map((f) => ({ box: this.baseBox(f.at), weight: 1 }));
    for (const f of figs) {
      const name = this.sprites.get(f.id)?.name;
      if (!name) continue;
      // The letters, without the outline's padding round them (which may touch a neighbour's).
      const pad = (name.style.strokeThickness / 2) * name.scaleX;
      const w = name.displayWidth - 2 * pad;
      const h = name.displayHeight - 2 * pad;
      const x = W(f.at.x);
      const y = W(f.at.y);
      const spots: Box[] = [
        { x: x - w / 2, y: y + r + 2 + pad, w, h },
        { x: x - w / 2, y: y - top - 1 - pad - h, w, h },
        { x: x + half + 2, y: y - h / 2, w, h },
        { x: x - half - 2 - w, y: y - h / 2, w, h },
      ];
      const spot = spots[clearestSpot(spots, taken)] as Box;
      name.setOrigin(0.5, 0.5).setPosition(spot.x + w / 2 - x, spot.y + h / 2 - y);
      taken.push({ box: spot, weight: 3 });
    }
  }

  private syncFigures(): void {
    const s = this.shown;
    const sel = this.store.get().selected;
    const seat = this.session.viewer;
    const ready = this.canAct() ? new Set(readyFigures(this.view).map((f) => f.id)) : new Set<string>();
    const moved = this.canAct() ? this.view.activation?.moved : null;
    const a = this.view.activation;
    for (const f of s.figures) {
      const sp = this.sprite(f);
      if (this.drag?.figure !== f.id) sp.box.setPosition(W(f.at.x), W(f.at.y)).setDepth(f.id === sel ? 150 : 100);
      const used = !!a && a.team === f.team && a.used.includes(f.id) && f.owner === acting(this.view);
      const mode = f.id === sel ? 'selected' : ready.has(f.id) || moved === f.id ? 'ready' : used ? 'used' : 'idle';
      this.paintFigure(f, f.owner === seat || f.id === sel ? mode : mode === 'ready' ? 'ready' : 'idle');
    }
    for (const [id, sp] of this.sprites) {
      if (s.figures.some((f) => f.id === id)) continue;
      sp.box.destroy();
      if (sp.key && this.textures.exists(sp.key)) this.textures.remove(sp.key);
      this.sprites.delete(id);
    }
    this.placeNames();
  }

  private syncAll(): void {
    this.shown = clone(this.view);
    this.syncGlen();
    this.fixSelection();
    this.syncFigures();
    this.redraw();
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

  // ---- the overlay: reach, range, sight lines, the numbers --------------------------------------

  private reachCells(f: Figure): Point[] {
    const s = this.view;
    const key = `${f.id}@${f.at.x},${f.at.y}|${onTable(s)
      .map((o) => `${o.at.x},${o.at.y}`)
      .join(';')}`;
    let cells = this.reachCache.get(key);
    if (!cells) {
      const t0 = performance.now();
      cells = [];
      const n = Math.ceil(MOVE / REACH_STEP);
      for (let i = -n; i <= n; i++) {
        for (let j = -n; j <= n; j++) {
          const p = { x: f.at.x + i * REACH_STEP, y: f.at.y + j * REACH_STEP };
          if (Math.hypot(i * REACH_STEP, j * REACH_STEP) > MOVE + 1e-6) continue;
          if (moveOk(s, f, p)) cells.push(p);
        }
      }
      if (this.reachCache.size > 40) this.reachCache.clear();
      this.reachCache.set(key, cells);
      this.reachMs.push(performance.now() - t0);
    }
    return cells;
  }

  /** The reach's shade in table pixels, worked out once for each reach worked out. */
  private reachShade(f: Figure): Phaser.Math.Vector2[][] {
    const cells = this.reachCells(f);
    let shade = this.shades.get(cells);
    if (!shade) {
      shade = reachShapes(cells, REACH_STEP).map((shape) => shape.map((p) => new Phaser.Math.Vector2(W(p.x), W(p.y))));
      this.shades.set(cells, shade);
    }
    return shade;
  }

  /**
   * "12 in" on the range ring: at its top, or failing that its foot, a shoulder or a side, the
   * first spot on the table clear of the names, the odds and the figures' bases.
   */
  private ringLabel(from: Point, ring: number, placed: readonly Phaser.Geom.Rectangle[], gap: number): void {
    const bases = onTable(this.view).map((f) => new Phaser.Geom.Rectangle(W(f.at.x - BASE_RADIUS), W(f.at.y - BASE_RADIUS), W(2 * BASE_RADIUS), W(2 * BASE_RADIUS)));
    const t = this.label(0, 0, '12 in', '#fff1c4', 10);
    let first: (() => void) | null = null;
    for (const deg of [-90, 90, -45, -135, 45, 135, 0, 180]) {
      const a = (deg * Math.PI) / 180;
      const p = { x: from.x + Math.cos(a) * ring, y: from.y + Math.sin(a) * ring };
      if (p.x < 0.5 || p.y < 0.5 || p.x > TABLE.width - 0.5 || p.y > TABLE.height - 0.5) continue;
      // Just outside the ring, on the line from its centre.
      const put = () => t.setPosition(W(p.x) + Math.cos(a) * gap, W(p.y) + Math.sin(a) * gap).setOrigin(0.5 - Math.cos(a) / 2, 0.5 - Math.sin(a) / 2);
      put();
      first ??= put;
      const r = t.getBounds();
      if (![...placed, ...bases].some((q) => Phaser.Geom.Rectangle.Overlaps(q, r))) return;
    }
    if (first) first();
    else t.setVisible(false);
  }

  private label(x: number, y: number, text: string, colour: string, px = 11, originY = 0.5): Phaser.GameObjects.Text {
    let t = this.labels[this.labelsUsed];
    if (!t) {
      t = this.add.text(0, 0, '', { fontFamily: FONT, fontSize: `${TEXT_PX}px`, fontStyle: 'bold', color: '#fff', stroke: '#15110b', strokeThickness: 9, align: 'center' }).setDepth(3500);
      this.labels.push(t);
    }
    this.labelsUsed++;
    // Setting a text's colour re-renders it: only when it changes.
    if (t.getData('colour') !== colour) t.setColor(colour).setData('colour', colour);
    return t.setText(text).setPosition(x, y).setOrigin(0.5, originY).setScale(this.textScale(px, 16)).setVisible(true);
  }

  private redraw(): void {
    if (!this.live) return;
    const g = this.overlay.clear();
    const rg = this.reachG.clear();
    this.labelsUsed = 0;
    const s = this.view;
    const me = this.playback.running ? null : this.selectedActor();
    const z = this.cameras.main.zoom || 1;
    const px = (n: number) => n / z;
    this.ringAt = null;
    if (me) {
      const drag = this.drag;
      const at = me.at;
      if (s.activation?.moved !== me.id) {
        rg.fillStyle(0x9fd8ff, 0.2);
        for (const shape of this.reachShade(me)) rg.fillPoints(shape, true);
      }
      // Where it would shoot from: the point it is dragged to, while that is a move it may make.
      const from = drag?.ok && drag.moved ? drag.at : at;
      // The range ring from there: 12 in from the base's edge, drawn to the edge of the table and
      // no further (its words are placed last, clear of everything else written).
      const ring = SHOT_RANGE + 2 * BASE_RADIUS;
      this.ringAt = { ...from };
      g.lineStyle(px(1.6), 0xfff1c4, 0.75);
      for (const run of ringOnTable(from, ring, TABLE.width, TABLE.height)) {
        g.strokePoints(run.points.map((p) => new Phaser.Math.Vector2(W(p.x), W(p.y))), run.closed);
      }
      const st = this.store.get();
      // The figures' names are on the table already: the numbers keep off them too, and off the bases.
      const placed: Phaser.Geom.Rectangle[] = onTable(s).flatMap((f) => {
        const name = this.sprites.get(f.id)?.name;
        return name?.visible ? [name.getBounds()] : [];
      });
      const bases = onTable(s).map((f) => ({ box: this.baseBox(f.id === me.id ? from : f.at), weight: 1 }));
      const asBox = (q: Phaser.Geom.Rectangle): Box => ({ x: q.x, y: q.y, w: q.width, h: q.height });
      for (const e of enemiesOf(s, me)) {
        const o = drag?.moved ? oddsAfterMove(s, me, from, e) : oddsFor(s, me, e);
        const a = { x: W(from.x), y: W(from.y) };
        const b = { x: W(e.at.x), y: W(e.at.y) };
        const inReach = !o.noShot || o.fight || !o.noCharge;
        const colour = o.clear ? (o.noShot ? 0xd9cfa8 : 0x9cff8a) : 0xff5a4a;
        const alpha = o.clear && !o.noShot ? 0.9 : 0.55;
        const width = px(st.target === e.id || st.hovered === e.id ? 2.6 : 1.4);
        if (o.clear) g.lineStyle(width, colour, alpha).lineBetween(a.x, a.y, b.x, b.y);
        else dashed(g, a, b, px(7), px(5), width, colour, alpha);
        if (st.target === e.id) g.lineStyle(px(2.4), 0xffe27a, 1).strokeCircle(b.x, b.y, W(BASE_RADIUS) + px(5));
        const lines: string[] = [];
        if (o.fight) lines.push(`fight ${o.fightNeed}/20`);
        else if (!o.noShot) lines.push(`shoot ${o.shootNeed}/20${o.cover ? ` · cover save ${o.saveNeed}` : ''}`);
        else if (o.distance <= SHOT_RANGE) lines.push(o.clear ? 'in base contact' : `no sight (${o.blocked})`);
        if (!o.noCharge && !o.fight) lines.push(`charge: nerve ${o.chargeBrave}, fight ${o.chargeFight}/20`);
        if (o.cover && !o.noShot) g.lineStyle(px(1.5), 0x7fd0ff, 1).strokeCircle(b.x, b.y, W(BASE_RADIUS) + px(3));
        if (lines.length) {
          // Enemies side by side: a label that would cover another's goes under the name, or, still crowded, left and right.
          const colour = inReach ? (o.noShot && !o.fight ? '#ffd27a' : '#b8ff9e') : '#d8cfb8';
          // Above it; else below, beside, at a corner, or a line further out: the first spot clear
          // of the names, the bases and the other numbers, or the one that covers least of them.
          const t = this.label(0, 0, lines.join('\n'), colour, 10, 0).setOrigin(0, 0);
          const w = t.displayWidth;
          const h = t.displayHeight;
          const { top, half } = this.baseExtent();
          const above = b.y - Math.max(W(BASE_RADIUS) + px(12), top + px(2)) - h;
          const below = b.y + W(BASE_RADIUS) + px(3);
          const beside = b.y - h / 2;
          const spots: Box[] = [
            { x: b.x - w / 2, y: above, w, h },
            { x: b.x - w / 2, y: below, w, h },
            { x: b.x - half - px(4) - w, y: beside, w, h },
            { x: b.x + half + px(4), y: beside, w, h },
            { x: b.x - w, y: above, w, h },
            { x: b.x, y: above, w, h },
            { x: b.x - w, y: below, w, h },
            { x: b.x, y: below, w, h },
            { x: b.x - w / 2, y: above - h - px(2), w, h },
            { x: b.x - w / 2, y: below + h + px(2), w, h },
          ];
          const spot = spots[clearestSpot(spots, [...placed.map((q) => ({ box: asBox(q), weight: 3 })), ...bases])] as Box;
          t.setPosition(spot.x, spot.y);
          placed.push(t.getBounds());
        }
      }
      this.ringLabel(from, ring, placed, px(8));
      if (drag && drag.moved) {
        const path = drag.plan?.ok ? drag.plan.path : [at, drag.at];
        g.lineStyle(px(3), drag.ok ? 0xffffff : 0xff5a4a, 0.95);
        g.beginPath();
        path.forEach((p, i) => (i ? g.lineTo(W(p.x), W(p.y)) : g.moveTo(W(p.x), W(p.y))));
        g.strokePath();
        g.lineStyle(px(1.5), drag.ok ? 0xffffff : 0xff5a4a, 0.9).strokeCircle(W(drag.at.x), W(drag.at.y), W(BASE_RADIUS));
        const text = dragLabel(drag.plan, drag.ok);
        // Under the dragged figure's name, which goes with it.
        const name = this.sprites.get(me.id)?.name;
        const y = name?.visible ? name.getBounds().bottom + px(2) : W(drag.at.y + BASE_RADIUS) + px(6);
        this.label(W(drag.at.x), y, text, drag.ok ? '#ffffff' : '#ff9d92', 12, 0);
      }
    }
    for (let i = this.labelsUsed; i < this.labels.length; i++) this.labels[i]?.setVisible(false);
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
    }
  }

  protected override onDrag(pointer: Phaser.Input.Pointer, world: Point): void {
    const drag = this.drag;
    const p = this.press;
    if (drag && pointer.isDown) {
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
      this.sprites.get(f.id)?.box.setPosition(world.x, world.y).setDepth(300);
      this.redraw();
      return;
    }
    if (p && pointer.isDown && !drag && Math.hypot(pointer.x - p.x, pointer.y - p.y) > 5) {
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

  protected override onRelease(): void {
    const drag = this.drag;
    const p = this.press;
    this.drag = null;
    this.press = null;
    this.setCarrying(false);
    if (drag?.moved) {
      if (drag.ok) this.act({ type: 'move', figure: drag.figure, to: drag.at });
      else if (drag.plan && !drag.plan.ok) this.ui.toast(drag.plan.reason, 'error');
      else if (drag.plan) this.ui.toast('That move ends in base contact with an enemy: to close with an enemy, charge.', 'error');
      this.syncFigures();
      this.redraw();
      return;
    }
    if (p) this.click(p.figure, p.right);
  }

  /** A click on a figure (or the cloth): pick one of yours, act on an enemy, or let go. */
  private click(id: string | null, right: boolean): void {
    const s = this.view;
    const st = this.store.get();
    const f = id ? figureById(s, id) : undefined;
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
      this.ui.toast(me ? 'Click an enemy first.' : 'Pick one of your figures first.', 'info');
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
    const taken = this.gameKey(e);
    if (taken) e.preventDefault();
    return taken;
  }

  private gameKey(e: KeyboardEvent): boolean {
    const k = e.key.toLowerCase();
    if (e.key === 'Escape' && this.drag?.moved) {
      // A figure being dragged goes back where it stood, still picked; letting go of the button then does nothing.
      this.drag = null;
      this.press = null;
      this.setCarrying(false);
      this.syncFigures();
      this.redraw();
      return true;
    }
    if (e.key === 'Escape') {
      this.store.set({ selected: this.view.activation?.moved ?? null, target: null });
      return true;
    }
    if (!this.canAct()) return false;
    const s = this.view;
    if ((k === ' ' || k === 't') && s.phase === 'draw') return this.act({ type: 'draw' }), true;
    const me = this.selectedActor();
    if (k === 's' && me) return this.command('shoot'), true;
    if (k === 'c' && me) return this.command('charge'), true;
    if (k === 'f' && me) return this.command('fight'), true;
    if (k === 'd' && me && s.activation?.moved === me.id) return this.act({ type: 'done', figure: me.id }), true;
    if (k === 'tab' && s.phase === 'activate') {
      const ready = s.activation?.moved ? [] : readyFigures(s);
      if (!ready.length) return false;
      const i = ready.findIndex((f) => f.id === this.store.get().selected);
      this.store.set({ selected: (ready[(i + 1) % ready.length] as Figure).id, target: null });
      return true;
    }
    return false;
  }

  // ---- playback ----------------------------------------------------------------------------------

  protected override playEntry(entry: LogEntry<JumonvilleAction, JumonvilleDetail>): Replay | null {
    const events = entry.events as GameEvent<JumonvilleDetail>[];
    if (!events.length) return null;
    return {
      label: entry.text,
      run: async () => {
        let rolled = false;
        for (const e of events) {
          if (e.kind === 'roll') {
            // The panel lists this action's rolls, the first one replacing the last action's.
            const shown = readRoll(e.why, e.total, this.shown.figures);
            this.store.set((u) => ({ rolls: rolled ? [...u.rolls, shown] : [shown] }));
            rolled = true;
            await this.showRoll(shown);
          }
          else if (e.detail) await this.play(e.detail);
        }
        this.fx.clear();
      },
    };
  }

  protected override playbackHeld(on: boolean): void {
    if (on) {
      this.store.set({ animating: true, shown: clone(this.shown) });
      this.redraw();
      return;
    }
    this.fx.clear();
    for (const d of this.dice) d.destroy();
    this.dice = [];
    this.cardImg.setVisible(false);
    this.store.set({ animating: false, shown: null });
  }

  private dice: Phaser.GameObjects.Container[] = [];

  /** A d20 beside the figure that rolled it: the number, what it needed, pass or fail. */
  private async showRoll(roll: RollShown): Promise<void> {
    const f = this.shownFigure(roll.test.figure);
    const total = roll.test.roll;
    const need = roll.test.need;
    const skill = roll.what;
    const pass = Number.isFinite(need) ? roll.test.pass : null;
    if (this.playback.skipped) return;
    const z = this.cameras.main.zoom || 1;
    const at = f ? { x: W(f.at.x) + 34 / z, y: W(f.at.y) - 10 / z } : this.viewCentre();
    const g = this.add.graphics();
    const r = 20;
    const hex: number[] = [];
    for (let i = 0; i < 6; i++) hex.push(Math.cos((Math.PI / 3) * i - Math.PI / 2) * r, Math.sin((Math.PI / 3) * i - Math.PI / 2) * r);
    const pts: Phaser.Math.Vector2[] = [];
    for (let i = 0; i < 6; i++) pts.push(new Phaser.Math.Vector2(hex[i * 2] as number, hex[i * 2 + 1] as number));
    g.fillStyle(pass === false ? 0x8e2b22 : 0x2d6a33, 1).fillPoints(pts, true);
    g.lineStyle(2, 0xfff6dc, 1).strokePoints(pts, true);
    g.lineStyle(1, 0xfff6dc, 0.5);
    for (let i = 0; i < 6; i += 2) g.lineBetween(pts[i]!.x, pts[i]!.y, 0, 0);
    const num = this.add.text(0, -1, String(total), { fontFamily: FONT, fontSize: '22px', fontStyle: 'bold', color: '#fff', stroke: '#000', strokeThickness: 4 }).setOrigin(0.5);
    const cap = this.add
      .text(0, r + 3, `${skill} ${Number.isFinite(need) ? `≤${need}` : ''} ${pass === null ? '' : pass ? '✓ pass' : '✗ fail'}`, {
        fontFamily: FONT,
        fontSize: '13px',
        fontStyle: 'bold',
        color: pass === false ? '#ffb0a6' : '#c9ffb8',
        stroke: '#000',
        strokeThickness: 4,
      })
      .setOrigin(0.5, 0);
    const box = this.add.container(at.x, at.y, [g, num, cap]).setDepth(3800).setScale(0.2 / z);
    this.dice.push(box);
    await this.playback.tween({ targets: box, scale: 1 / z, angle: { from: -200, to: 0 }, duration: 260, ease: 'Back.easeOut' });
    await this.playback.wait(650);
    await this.playback.tween({ targets: box, alpha: 0, duration: 160 });
    box.destroy();
    this.dice = this.dice.filter((d) => d !== box);
  }

  private shownFigure(id: string): Figure | undefined {
    return this.shown.figures.find((f) => f.id === id);
  }

  private setShown(id: string, patch: Partial<Figure>): void {
    this.shown = { ...this.shown, figures: this.shown.figures.map((f) => (f.id === id ? { ...f, ...patch } : f)) };
  }

  /** A figure walks along the points (inches) at a steady pace. */
  private async walk(id: string, path: readonly Point[], msPerInch = 110): Promise<void> {
    const sp = this.sprites.get(id);
    if (!sp || path.length < 2) return;
    sp.box.setDepth(300);
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1] as Point;
      const b = path[i] as Point;
      const d = Math.hypot(b.x - a.x, b.y - a.y);
      if (d < 1e-3) continue;
      await this.playback.tween({ targets: sp.box, x: W(b.x), y: W(b.y), duration: Math.max(16, d * msPerInch), ease: 'Linear' });
    }
    const end = path[path.length - 1] as Point;
    sp.box.setPosition(W(end.x), W(end.y)).setDepth(100);
    this.setShown(id, { at: end });
  }

  private async play(d: JumonvilleDetail): Promise<void> {
    switch (d.t) {
      case 'card':
        return this.turnCard(d.card);
      case 'move':
        return this.walk(d.figure, d.path);
      case 'run':
        return this.walk(d.figure, [d.from, d.to], 70);
      case 'charge':
        if (d.outcome !== 'balked') await this.walk(d.figure, d.path, 80);
        return;
      case 'shot': {
        const a = this.shownFigure(d.figure);
        const b = this.shownFigure(d.target);
        if (!a || !b || this.playback.skipped) return;
        const z = this.cameras.main.zoom || 1;
        this.fx.clear().lineStyle(3 / z, 0xffe9a8, 1).lineBetween(W(a.at.x), W(a.at.y), W(b.at.x), W(b.at.y));
        this.fx.fillStyle(0xfff3c0, 0.9).fillCircle(W(a.at.x), W(a.at.y), W(BASE_RADIUS) * 0.9);
        await this.playback.wait(260);
        this.fx.clear();
        return;
      }
      case 'hit': {
        this.setShown(d.figure, { hits: d.hits });
        const f = this.shownFigure(d.figure);
        if (f) this.paintFigure(f, 'idle');
        const sp = this.sprites.get(d.figure);
        if (sp && !this.playback.skipped) {
          this.fx.clear().fillStyle(0xff2a1a, 0.55).fillCircle(sp.box.x, sp.box.y, W(BASE_RADIUS) * 1.6);
          await this.playback.wait(300);
          this.fx.clear();
        }
        return;
      }
      case 'removed': {
        const sp = this.sprites.get(d.figure);
        if (sp) await this.playback.tween({ targets: sp.box, alpha: 0, scale: 0.4, duration: 420 });
        this.setShown(d.figure, { removed: true });
        sp?.box.setAlpha(1).setScale(1).setVisible(false);
        return;
      }
      default:
        return;
    }
  }

  /** The card turned over big in the middle of the table, then down to the corner. */
  private async turnCard(card: string): Promise<void> {
    if (this.playback.skipped) return;
    const key = `jv-card-${card}`;
    if (!this.textures.exists(key)) this.textures.addCanvas(key, paintCard(card));
    const c = this.viewCentre();
    const z = this.cameras.main.zoom || 1;
    const h = Math.min(320 / z, W(TABLE.height) * 0.5);
    const w = (h * 63) / 88;
    this.cardImg.setTexture(key).setPosition(c.x, c.y).setDisplaySize(1, h).setVisible(true).setAlpha(1).setAngle(-6);
    await this.playback.tween({ targets: this.cardImg, displayWidth: w, angle: 0, duration: 260, ease: 'Sine.easeOut' });
    await this.playback.wait(650);
    const cam = this.cameras.main.worldView;
    await this.playback.tween({ targets: this.cardImg, x: cam.x + 40 / z, y: cam.y + 56 / z, displayWidth: w * 0.2, displayHeight: h * 0.2, alpha: 0.2, duration: 320, ease: 'Sine.easeIn' });
    this.cardImg.setVisible(false);
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
  }
}

/** A dashed line from a to b. */
function dashed(g: Phaser.GameObjects.Graphics, a: Point, b: Point, dash: number, gapLen: number, width: number, colour: number, alpha: number): void {
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  if (d < 1e-6) return;
  const ux = (b.x - a.x) / d;
  const uy = (b.y - a.y) / d;
  g.lineStyle(width, colour, alpha);
  for (let t = 0; t < d; t += dash + gapLen) {
    const e = Math.min(d, t + dash);
    g.lineBetween(a.x + ux * t, a.y + uy * t, a.x + ux * e, a.y + uy * e);
  }
}

