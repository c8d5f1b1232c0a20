// What the table draws over the ships for the player at the screen: the move being planned (the
// turn knobs, the matchstick, the path and where she would end, coloured by what happens), the
// targets being picked, the set-up handles, and the ship under the pointer named.
import type Phaser from 'phaser';
import type { Store } from '../../kits/shell/store';
import { placeHull } from '../../table/sim/sweep';
import { hullBox, spreadLabels } from './label-spread';
import { SIDE_COLOUR, shipTexture } from './art';
import { dir, knobRadius, moveHandles, rad, setUpKnob, stickLine, type Drag } from './handles';
import { draftPlan, type IroncladsUi, type MoveDraft } from './ironclads-ui';
import { MAX_TURN, bankCurve, hullGap, hullOf, hullShape, lineOfSight, mover, shipClass, slideDistance, sticksBetween, sticksText, targetsFor, type IroncladsState, type Point, type Side } from './rules';
import { hitChance } from './shooting';
import { RISE } from './show';

/** What the overlay reads from its scene. */
export interface OverlayHost {
  readonly scene: Phaser.Scene;
  readonly store: Store<IroncladsUi>;
  /** The seat's view, and the state part way through a playback. */
  view(): IroncladsState;
  shown(): IroncladsState;
  playing(): boolean;
  canAct(): boolean;
  draft(): MoveDraft | null;
  viewer(): Side;
  drag(): Drag | null;
  /** The words floating over the table (a shot's roll, "Ram!"): their middles and sizes, mm. */
  words(): readonly { x: number; y: number; width: number; height: number }[];
}

export class PlanOverlay {
  private readonly overlay: Phaser.GameObjects.Graphics;
  private readonly ghost: Phaser.GameObjects.Image;
  private labels: Phaser.GameObjects.Text[] = [];
  private labelsUsed = 0;
  /** The label naming the hovered ship, while one is named. */
  private nameLabel: Phaser.GameObjects.Text | null = null;
  /** A picture of the table is being taken for the saves list: it shows the table, not the player's work in hand. */
  private picturing = false;

  constructor(
    private readonly host: OverlayHost,
    /** The matchstick image, shared with the playback (which lays it for a slide). */
    private readonly stickImage: Phaser.GameObjects.Image,
  ) {
    this.ghost = host.scene.add.image(0, 0, '__DEFAULT').setAlpha(0.42).setDepth(400).setVisible(false);
    this.overlay = host.scene.add.graphics().setDepth(500);
  }

  private label(x: number, y: number, text: string, colour = '#fff8e6', size = 1): void {
    let t = this.labels[this.labelsUsed];
    if (!t) {
      t = this.host.scene.add.text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontSize: '40px', fontStyle: 'bold', color: '#fff', stroke: '#14110c', strokeThickness: 7 }).setOrigin(0.5).setDepth(3100);
      this.labels.push(t);
    }
    this.labelsUsed++;
    const zoom = this.host.scene.cameras.main.zoom;
    t.setText(text).setColor(colour).setPosition(x, y).setScale((0.32 * size) / zoom).setVisible(true);
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

  /** Hides what is being planned or aimed (and the ship named under the pointer) while a picture is taken, and shows it again after. */
  picture(taking: boolean): void {
    this.picturing = taking;
    this.redraw();
  }

  /** Draws it all again from the state (the table redraws often: every label and line is reused). */
  redraw(): void {
    const g = this.overlay.clear();
    this.labelsUsed = 0;
    this.nameLabel = null;
    this.ghost.setVisible(false);
    this.stickImage.setVisible(false);
    const s = this.host.playing() ? this.host.shown() : this.host.view();
    const px = 1 / this.host.scene.cameras.main.zoom;
    // Stranded ships and wrecks are marked, so nobody forgets they cannot move.
    for (const ship of s.ships) {
      if (ship.stranded && !ship.sunk) {
        g.lineStyle(1.6 * px, 0xe0a040, 0.9);
        this.outline(g, placeHull(hullShape(ship.cls), { x: ship.x, y: ship.y, heading: ship.heading }).map((p) => ({ x: p.x, y: p.y })));
      }
    }
    if (this.picturing) return this.finishLabels();
    // The ship under the pointer (or whose status card is), named.
    const hovered = s.ships.find((x) => x.id === this.host.store.get().hovered);
    if (hovered) {
      g.lineStyle(1.6 * px, 0xffffff, 0.9);
      this.outline(g, hullOf(hovered));
      const state = hovered.sunk ? ' · sunk' : hovered.stranded ? ' · stranded' : '';
      const offset = shipClass(hovered.cls).beam / 2 + 7 * px;
      this.label(hovered.x, hovered.y - offset, `${hovered.name}${state}`, '#fff8e6', 0.8);
      this.nameLabel = this.labels[this.labelsUsed - 1] ?? null;
      if (this.nameLabel) this.clearOfWords(this.nameLabel, hovered.y + offset, px);
    }
    if (this.host.playing()) return this.finishLabels();
    if (s.phase === 'arrange') this.drawArrange(g, px);
    else if (s.phase === 'move') this.drawMove(g, px);
    else if (s.phase === 'shoot') this.drawShooting(g, px);
    this.finishLabels();
  }

  /**
   * Moves the hovered ship's name off the words floating over the table (a shot's roll and its
   * damage float over the ship shot at, where her name lies): below her instead (`below`), or
   * further down, or further up, wherever none of them lies, their drift up as they fade included.
   */
  private clearOfWords(name: Phaser.GameObjects.Text, below: number, px: number): void {
    const rise = RISE * px;
    const words = this.host.words().map((w) => ({ x0: w.x - w.width / 2, x1: w.x + w.width / 2, y0: w.y - w.height / 2 - rise, y1: w.y + w.height / 2 }));
    if (!words.length) return;
    const [w, h] = [name.displayWidth / 2, name.displayHeight / 2];
    const clear = (y: number) => !words.some((b) => b.x0 < name.x + w && name.x - w < b.x1 && b.y0 < y + h && y - h < b.y1);
    const step = name.displayHeight + 2 * px;
    const spots = [name.y, below, ...[1, 2, 3, 4, 5, 6].flatMap((n) => [below + n * step, name.y - n * step])];
    const spot = spots.find(clear);
    if (spot !== undefined) name.setY(spot);
  }

  /** The hovered ship's name as the table shows it (its middle and size, mm), for tests; null when none shows. */
  nameBox(): { text: string; x: number; y: number; width: number; height: number } | null {
    const t = this.nameLabel;
    return t?.visible ? { text: t.text, x: t.x, y: t.y, width: t.displayWidth, height: t.displayHeight } : null;
  }

  /** Every label the table shows now (its middle and size, mm), for tests. */
  labelBoxes(): { text: string; x: number; y: number; width: number; height: number }[] {
    return this.labels.slice(0, this.labelsUsed).filter((t) => t.visible).map((t) => ({ text: t.text, x: t.x, y: t.y, width: t.displayWidth, height: t.displayHeight }));
  }

  private finishLabels(): void {
    for (let i = this.labelsUsed; i < this.labels.length; i++) this.labels[i]?.setVisible(false);
  }

  private drawMove(g: Phaser.GameObjects.Graphics, px: number): void {
    const s = this.host.view();
    const m = mover(s);
    if (!m) return;
    // Whose move it is, for everyone to see.
    g.lineStyle(2.2 * px, 0xffd75e, 1);
    this.outline(g, hullOf(m));
    const d = this.host.draft();
    if (!d) return;
    const ship = m;
    const plan = draftPlan(s, d);
    if (!plan) return;
    const c = shipClass(ship.cls);
    if (d.distance === 'stay') {
      this.label(ship.x, ship.y - c.beam / 2 - 8, 'Stays', '#ffe7a8');
      return;
    }
    const h = moveHandles(s, d);
    const st = stickLine(s, d);
    // The turn arcs: 45° either way about the centre, for the start and the end.
    for (const [pivot, knob, value] of [
      [h.startPivot, h.start, d.start],
      [h.endPivot, h.end, d.end],
    ] as const) {
      if (!pivot || !knob) continue;
      const r = knobRadius(ship.cls);
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
    this.ghost.setTexture(shipTexture(this.host.scene, ship.cls, ship.side)).setDisplaySize(c.length + 2, c.beam + 2).setPosition(plan.pose.x, plan.pose.y).setAngle(plan.pose.heading).setVisible(true);
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
    const s = this.host.view();
    const side = this.host.viewer();
    if (!this.host.canAct() || s.fire[side] !== null) return;
    const { targets, shooter } = this.host.store.get();
    const first = this.labelsUsed;
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
          this.label(mid.x, mid.y - 6 * px, `${sticksText(sticksBetween(s, ship, t))} sticks · ${Math.round(hitChance(s, ship, t) * 100)}%`, '#fff8e6', 0.8);
        } else if (shooter === ship.id) {
          g.lineStyle(1 * px, 0xffffff, 0.45);
          this.dashed(g, line[0], line[1], 3);
        }
      }
      g.lineStyle((shooter === ship.id ? 2.6 : 1.4) * px, shooter === ship.id ? 0xffd75e : SIDE_COLOUR[side], shooter === ship.id ? 1 : 0.8);
      if (visible.length) this.outline(g, hullOf(ship));
    }
    this.readClear(first, px, s.ships);
  }

  /**
   * The labels from `first` on moved up or down where one would lie on another, on the ship's name,
   * or on a ship (two ships 0.8 sticks apart were both hidden under the range between them).
   */
  private readClear(first: number, px: number, ships: IroncladsState['ships']): void {
    const box = (t: Phaser.GameObjects.Text) => ({ x: t.x, y: t.y, w: t.displayWidth, h: t.displayHeight });
    const shown = this.labels.slice(0, this.labelsUsed);
    const moving = shown.slice(first);
    const hulls = ships.map((ship) => hullBox(hullOf(ship)));
    const ys = spreadLabels([...shown.slice(0, first).map(box), ...hulls], moving.map(box), 1 * px);
    moving.forEach((t, i) => t.setY(ys[i] ?? t.y));
  }

  private drawArrange(g: Phaser.GameObjects.Graphics, px: number): void {
    const s = this.host.view();
    const drag = this.host.drag();
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
    const sel = s.ships.find((x) => x.id === this.host.store.get().selected);
    if (sel && drag?.kind !== 'ship') {
      const heading = drag?.kind === 'rotate' ? drag.heading : sel.heading;
      const r = knobRadius(sel.cls);
      const knob = setUpKnob(sel, heading);
      g.lineStyle(2 * px, 0xffd75e, 1);
      this.outline(g, placeHull(hullShape(sel.cls), { x: sel.x, y: sel.y, heading }));
      g.lineStyle(1 * px, 0xfff1c8, 0.6).strokeCircle(sel.x, sel.y, r);
      g.fillStyle(0xffc94a, 1).fillCircle(knob.x, knob.y, 6 * px);
      g.lineStyle(1.5 * px, 0x2a2116, 1).strokeCircle(knob.x, knob.y, 6 * px);
      this.label(sel.x, sel.y - shipClass(sel.cls).beam / 2 - 8 * px, sel.name, '#fff8e6', 0.8);
    }
  }
}

function hexText(c: number): string {
  return `#${c.toString(16).padStart(6, '0')}`;
}
