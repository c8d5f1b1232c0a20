// What the table draws round the picked figure for the player at the screen: the ground it can
// reach (shaded), its 12 in range ring, a sight line to every enemy (dashed red when blocked) with
// the numbers each test needs beside it, and, while it is dragged, its path and length. The words
// go where label-places.ts puts them, clear of the names and of each other.
import Phaser from 'phaser';
import { MM } from './art';
import { dragLabel, enemiesOf, oddsAfterMove, oddsFor, oddsWords, reachShapes, ringOnTable, type JumonvilleUi } from './jumonville-ui';
import { CLOTH, baseBox, baseExtent, baseSquare, ringedExtent, ringLabelAnchor, ringLabelAnchors, textScale, TEXT_PX, type Box } from './label-places';
import { FONT, ringReach } from './figures';
import { placeOdds, within, type OddsPlace } from './odds-places';
import { BASE_RADIUS, MOVE, SHOT_RANGE, TABLE, moveOk, onTable, type Figure, type JumonvilleState, type Point } from './rules';
import type { Drag } from './jumonville-pointer';

const W = (v: number) => v * MM;

/** What the overlay reads from its scene. */
export interface OverlayHost {
  readonly scene: Phaser.Scene;
  /** The seat's view of the state. */
  view(): JumonvilleState;
  ui(): JumonvilleUi;
  /** The figure picked that may act now, or null (none during a playback). */
  actor(): Figure | null;
  drag(): Drag | null;
  /** A figure's name as drawn on the table. */
  name(id: string): Phaser.GameObjects.Text | undefined;
  /** How long each reach area took to work out (ms), for a look at its cost. */
  readonly reachMs: number[];
}

/** The reach area as cells (inches), cached per figure, position and the other bases. */
const REACH_STEP = 0.5;

const asBox = (q: Phaser.Geom.Rectangle): Box => ({ x: q.x, y: q.y, w: q.width, h: q.height });

/**
 * The largest the words may be on the table (table px, about an inch): enough that they keep
 * their size on screen with the whole table in a 960 × 600 window (zoom about 0.5); a cap of 16
 * drew them 8 px tall there, too small to read.
 */
const LABEL_MAX = 26;

export class SightOverlay {
  private readonly overlay: Phaser.GameObjects.Graphics;
  private readonly reachG: Phaser.GameObjects.Graphics;
  private labels: Phaser.GameObjects.Text[] = [];
  private labelsUsed = 0;
  /** The numbers drawn now beside each enemy: whose, the words, and the leader line to its base if they were moved off. */
  private odds: { foe: string; text: Phaser.GameObjects.Text; leader: OddsPlace['leader'] }[] = [];
  private reachCache = new Map<string, Point[]>();
  /** Each reach's shade, by the cells it was worked out from (dropped with them). */
  private shades = new WeakMap<Point[], Phaser.Math.Vector2[][]>();
  /** Where the range ring is drawn from (inches), while one is shown. */
  ringAt: Point | null = null;

  constructor(private readonly host: OverlayHost) {
    this.reachG = host.scene.add.graphics().setDepth(2);
    this.overlay = host.scene.add.graphics().setDepth(60);
  }

  /** The words drawn now: the numbers beside the enemies, "12 in", the dragged figure's path length. */
  get shownLabels(): Phaser.GameObjects.Text[] {
    return this.labels.slice(0, this.labelsUsed);
  }

  /** The numbers beside the enemies drawn now, each with its enemy and leader line (table px). */
  get shownOdds(): readonly { foe: string; text: Phaser.GameObjects.Text; leader: OddsPlace['leader'] }[] {
    return this.odds;
  }

  private get zoom(): number {
    return this.host.scene.cameras.main.zoom || 1;
  }

  private reachCells(f: Figure): Point[] {
    const s = this.host.view();
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
      this.host.reachMs.push(performance.now() - t0);
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
  private ringLabel(from: Point, ring: number, placed: readonly Box[], gap: number): void {
    const bases = onTable(this.host.view()).map((f) => baseSquare(f.at));
    const t = this.label(0, 0, '12 in', '#fff1c4', 10);
    const at = ringLabelAnchor(ringLabelAnchors(from, ring, gap), t.displayWidth, t.displayHeight, [...placed, ...bases]);
    if (at) t.setPosition(at.x, at.y).setOrigin(at.originX, at.originY);
    else t.setVisible(false);
  }

  /** Words drawn on the table; `align` null: the caller aligns them once it knows where they go. */
  private label(x: number, y: number, text: string, colour: string, px = 11, originY = 0.5, align: 'center' | null = 'center'): Phaser.GameObjects.Text {
    let t = this.labels[this.labelsUsed];
    if (!t) {
      t = this.host.scene.add.text(0, 0, '', { fontFamily: FONT, fontSize: `${TEXT_PX}px`, fontStyle: 'bold', color: '#fff', stroke: '#15110b', strokeThickness: 9, align: 'center' }).setDepth(3500);
      this.labels.push(t);
    }
    this.labelsUsed++;
    // Setting a text's colour re-renders it: only when it changes.
    if (t.getData('colour') !== colour) t.setColor(colour).setData('colour', colour);
    if (align) aligned(t, align);
    return t.setText(text).setPosition(x, y).setOrigin(0.5, originY).setScale(textScale(this.zoom, px, LABEL_MAX)).setVisible(true);
  }

  /** Draws it all again from the state (the table redraws often: every label and line is reused). */
  redraw(): void {
    const g = this.overlay.clear();
    const rg = this.reachG.clear();
    this.labelsUsed = 0;
    this.odds = [];
    const s = this.host.view();
    const me = this.host.actor();
    const z = this.zoom;
    const px = (n: number) => n / z;
    this.ringAt = null;
    if (me) {
      const drag = this.host.drag();
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
      const st = this.host.ui();
      const e = baseExtent(z);
      // The figures' names are on the table already: the numbers keep off them too, and off the bases.
      const placed: Box[] = onTable(s).flatMap((f) => {
        const name = this.host.name(f.id);
        return name?.visible ? [asBox(name.getBounds())] : [];
      });
      const bases = new Map(onTable(s).map((f) => [f.id, baseBox(f.id === me.id ? from : f.at, e)]));
      const words: { foe: string; t: Phaser.GameObjects.Text; colour: string }[] = [];
      for (const foe of enemiesOf(s, me)) {
        const o = drag?.moved ? oddsAfterMove(s, me, from, foe) : oddsFor(s, me, foe);
        const a = { x: W(from.x), y: W(from.y) };
        const b = { x: W(foe.at.x), y: W(foe.at.y) };
        const inReach = !o.noShot || o.fight || !o.noCharge;
        const colour = o.clear ? (o.noShot ? 0xd9cfa8 : 0x9cff8a) : 0xff5a4a;
        const alpha = o.clear && !o.noShot ? 0.9 : 0.55;
        const width = px(st.target === foe.id || st.hovered === foe.id ? 2.6 : 1.4);
        if (o.clear) g.lineStyle(width, colour, alpha).lineBetween(a.x, a.y, b.x, b.y);
        else dashed(g, a, b, px(7), px(5), width, colour, alpha);
        // The enemy aimed at is ringed in white: gold is for the figures that may act.
        if (st.target === foe.id) g.lineStyle(px(2.4), 0xffffff, 1).strokeCircle(b.x, b.y, W(BASE_RADIUS) + px(5));
        const lines = oddsWords(o);
        if (o.cover && !o.noShot) g.lineStyle(px(1.5), 0x7fd0ff, 1).strokeCircle(b.x, b.y, W(BASE_RADIUS) + px(3));
        if (!lines.length) continue;
        const textColour = inReach ? (o.noShot && !o.fight ? '#ffd27a' : '#b8ff9e') : '#d8cfb8';
        words.push({ foe: foe.id, t: this.label(0, 0, lines.join('\n'), textColour, z < 0.6 ? 11 : 10, 0, null).setOrigin(0, 0), colour: textColour });
      }
      // On the cloth beside each enemy, or further out with a thin line back to the enemy's base,
      // no line across another or across the other numbers. The picked figure's base and its gold rings are kept clear as the words are.
      const foes = words.map(({ foe, t }) => {
        const f = s.figures.find((x) => x.id === foe) as Figure;
        return { id: foe, at: { x: W(f.at.x), y: W(f.at.y) }, w: t.displayWidth, h: t.displayHeight };
      });
      const rings = baseBox(from, ringedExtent(e, ringReach('selected', z)));
      const spots = placeOdds(foes, e, z, { words: [...placed, rings], bases: new Map([...bases].filter(([id]) => id !== me.id)) });
      for (const { foe, t, colour } of words) {
        const spot = spots.get(foe) as OddsPlace;
        t.setPosition(spot.box.x, spot.box.y);
        placed.push(asBox(t.getBounds()));
        // Words led from near their left or right end are set flush to it, so the line meets letters.
        const led = spot.leader ? (spot.leader.from.x - spot.box.x) / spot.box.w : 0.5;
        aligned(t, led < 1 / 3 ? 'left' : led > 2 / 3 ? 'right' : 'center');
        if (spot.leader) leaderLine(g, spot.leader, parseInt(colour.slice(1), 16), z);
        this.odds.push({ foe, text: t, leader: spot.leader });
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
        const name = this.host.name(me.id);
        const y = name?.visible ? name.getBounds().bottom + px(2) : W(drag.at.y + BASE_RADIUS) + px(6);
        const t = this.label(W(drag.at.x), y, text, drag.ok ? '#ffffff' : '#ff9d92', 12, 0);
        // On the cloth (by its edge they ran onto the frame and under the panel): above the
        // figure where there is no room under it, and slid in from the side.
        const w = t.displayWidth;
        const h = t.displayHeight;
        const under = y + h <= CLOTH.y + CLOTH.h ? y : W(drag.at.y) - baseExtent(z).top - px(4) - h;
        const box = within({ x: W(drag.at.x) - w / 2, y: under, w, h }, CLOTH);
        t.setOrigin(0, 0).setPosition(box.x, box.y);
      }
    }
    for (let i = this.labelsUsed; i < this.labels.length; i++) this.labels[i]?.setVisible(false);
  }
}

/** Sets a text's alignment, re-rendering it only when it changes. */
function aligned(t: Phaser.GameObjects.Text, align: 'left' | 'center' | 'right'): void {
  if (t.getData('align') !== align) t.setAlign(align).setData('align', align);
}

/** A thin line from moved numbers to their enemy's base, dark-edged so it reads on the cloth, a dot at the base. */
function leaderLine(g: Phaser.GameObjects.Graphics, l: NonNullable<OddsPlace['leader']>, colour: number, zoom: number): void {
  const px = (n: number) => n / zoom;
  g.lineStyle(px(3.2), 0x15110b, 0.75).lineBetween(l.from.x, l.from.y, l.to.x, l.to.y);
  g.lineStyle(px(1.4), colour, 1).lineBetween(l.from.x, l.from.y, l.to.x, l.to.y);
  g.fillStyle(0x15110b, 0.8).fillCircle(l.to.x, l.to.y, px(3.2));
  g.fillStyle(colour, 1).fillCircle(l.to.x, l.to.y, px(2));
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
