// The figures on the Jumonville table: each a face painted once a look (its base in its coat, the
// team ring, a hat and shoulders, the hit pips; ringed gold when it may act (twice when picked), cream when picked
// only to read its card, shaded when used) and its
// name, in a container the scene moves. The names go where label-places.ts puts them.
import type Phaser from 'phaser';
import { MM, TEAM_RING, coat, trim } from './art';
import { TEXT_PX, nameCuts, placeNames, ringedExtent, textScale, withoutRank, type BaseExtent, type Box } from './label-places';
import { within } from './odds-places';
import { BASE_RADIUS, HITS_TO_REMOVE, type Figure } from './rules';

const W = (v: number) => v * MM;
export const FONT = 'system-ui, "Segoe UI", sans-serif';

/** ready: may act (gold); selected: picked and may act (gold, filled); viewed: picked to read its card only (cream); used: has acted. */
export type FigureMode = 'ready' | 'selected' | 'viewed' | 'used' | 'idle';

/**
 * The names are drawn over every base (a figure's, picked or carried, too): in its figure's
 * container a name in a huddle lay partly under a neighbour's base drawn after it.
 */
const NAME_DEPTH = 320;

export interface FigureSprite {
  box: Phaser.GameObjects.Container;
  /** The base, its rings and the hit pips, painted into a texture of its own (figureFace). */
  face: Phaser.GameObjects.Image;
  /** Its own object above the bases, kept `offset` from the figure every frame (a walk, a fade). */
  name: Phaser.GameObjects.Text;
  /** Where the name's centre is from the figure's (table px). */
  offset: { x: number; y: number };
  /** A name set away from its figure (a huddle by the corner): the line that leads it there, its ends from the figure's centre (table px). */
  lead: { from: { x: number; y: number }; to: { x: number; y: number } } | null;
  /** How the figure was last painted: the picked one's name keeps outside its gold rings. */
  mode: FigureMode;
  look: string;
  /** The texture the face shows now (replaced, and the old one removed, when the look changes). */
  key: string;
  /** The name as painted, whole and then cut shorter (nameCuts), each with its letters' width at the text's own size. */
  cuts: { text: string; w: number }[];
}

const css = (hex: number) => `#${hex.toString(16).padStart(6, '0')}`;

/**
 * The gold ring round a figure that may act (or the one picked), in table pixels at camera zoom
 * `z`: at least 3 screen pixels wide (4 when picked) and clear of the base by 2, so it reads with
 * the whole table in a small window as well as close up, where it keeps its table size.
 */
export function goldRing(r: number, z: number, picked: boolean): { radius: number; width: number; edge: number; outer: { radius: number; width: number } | null } {
  const px = 1 / z;
  const width = Math.max(picked ? 2.6 : 2, (picked ? 4 : 3) * px);
  const gap = Math.max(3, 2 * px);
  // A dark edge each side keeps the gold apart from grass, earth and a neighbour's coat.
  const edge = Math.max(0.8, 1 * px);
  const radius = r + gap + width / 2;
  // The figure picked has a second ring outside the first: a ring a pixel wider than the others'
  // was not told apart from them across the table.
  const w2 = Math.max(2, 3 * px);
  const outer = picked ? { radius: radius + width / 2 + 2 * edge + Math.max(1.5, 2 * px) + w2 / 2, width: w2 } : null;
  return { radius, width, edge, outer };
}

/**
 * How far the gold round a figure painted `mode` reaches from its centre (table px; its dark edge
 * too), at zoom `z`, where its name must keep outside it: the picked figure's rings (the outer one
 * when it may act), or 0 for a figure without them worth keeping clear of.
 */
export function ringReach(mode: FigureMode, z: number): number {
  if (mode !== 'selected' && mode !== 'viewed') return 0;
  const g = goldRing(W(BASE_RADIUS), z, true);
  const ring = mode === 'selected' && g.outer ? g.outer : g;
  return ring.radius + ring.width / 2 + g.edge;
}

/**
 * Paints a figure seen from above (its base in its coat, the team ring, a hat and shoulders in
 * the side's trim, the hit pips above) into a canvas `k` pixels to a table pixel, centred; what a
 * Graphics object drew again every frame (a frame's larger part in software WebGL), painted once a look.
 */
function figureFace(f: Figure, mode: FigureMode, r: number, pr: number, k: number, z: number): HTMLCanvasElement {
  const gold = mode === 'ready' || mode === 'selected' || mode === 'viewed' ? goldRing(r, z, mode !== 'ready') : null;
  const rim = gold?.outer && mode === 'selected' ? gold.outer : null;
  const half = Math.ceil(Math.max(r + 7, r + pr * 2.6 + 1, pr * 3.2 + 1, gold ? gold.radius + gold.width / 2 + gold.edge + 1 : 0, rim ? rim.radius + rim.width / 2 + (gold?.edge ?? 0) + 1 : 0));
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
  if (gold) {
    if (mode === 'selected') disc(0, 0, gold.radius, 0xffe27a, 0.35);
    ring(gold.radius, gold.width + 2 * gold.edge, 0x1b140c, 0.7);
    // Gold is for a figure that may act; one picked only to read its card is ringed in cream.
    ring(gold.radius, gold.width, mode === 'viewed' ? 0xf3ead2 : 0xffd34d, 1);
    if (rim) {
      ring(rim.radius, rim.width + 2 * gold.edge, 0x1b140c, 0.7);
      ring(rim.radius, rim.width, 0xffd34d, 1);
    }
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

/** Each face's texture key is new for the page's life: a key is never reused, even across games. */
let faceSerial = 0;

export class Figures {
  readonly sprites = new Map<string, FigureSprite>();
  /** The lines to names set away from their figures: over the bases, under the names. */
  private readonly leads: Phaser.GameObjects.Graphics;

  constructor(private readonly scene: Phaser.Scene) {
    scene.events.on('postupdate', this.follow, this);
    this.leads = scene.add.graphics().setDepth(NAME_DEPTH - 1);
  }

  /** Each name goes where its figure is drawn, shown as it is: after the frame's tweens, before it is drawn. */
  private follow(): void {
    for (const sp of this.sprites.values()) this.keepWith(sp);
    const g = this.leads.clear();
    const px = 1 / this.zoom;
    for (const sp of this.sprites.values()) {
      if (!sp.lead || !sp.box.visible) continue;
      const { x, y } = sp.box;
      const a = { x: x + sp.lead.from.x, y: y + sp.lead.from.y };
      const b = { x: x + sp.lead.to.x, y: y + sp.lead.to.y };
      g.lineStyle(3 * px, 0x1b140c, 0.7 * sp.box.alpha).lineBetween(a.x, a.y, b.x, b.y);
      g.lineStyle(1.2 * px, 0xfffaf0, sp.box.alpha).lineBetween(a.x, a.y, b.x, b.y);
    }
  }

  private keepWith(sp: FigureSprite): void {
    const { box, name, offset } = sp;
    name.setPosition(box.x + offset.x, box.y + offset.y).setVisible(box.visible).setAlpha(box.alpha);
  }

  private get zoom(): number {
    return this.scene.cameras.main.zoom || 1;
  }

  sprite(f: Figure): FigureSprite {
    let sp = this.sprites.get(f.id);
    if (!sp) {
      const face = this.scene.add.image(0, 0, '__DEFAULT');
      const name = this.scene.add
        .text(0, 0, f.name, { fontFamily: FONT, fontSize: `${TEXT_PX}px`, fontStyle: 'bold', color: '#fffaf0', stroke: '#1b140c', strokeThickness: 9 })
        .setOrigin(0.5, 0.5)
        .setDepth(NAME_DEPTH);
      const box = this.scene.add.container(W(f.at.x), W(f.at.y), [face]).setDepth(100);
      sp = { box, face, name, offset: { x: 0, y: W(BASE_RADIUS) * 2 }, lead: null, mode: 'idle', look: '', key: '', cuts: [] };
      this.sprites.set(f.id, sp);
      this.keepWith(sp);
    }
    return sp;
  }

  /** Paints a figure: its base in its coat, the team ring, the hit pips, the name below. */
  paint(f: Figure, mode: FigureMode): void {
    const sp = this.sprite(f);
    const z = this.zoom;
    const look = `${f.hits}|${mode}|${f.side}|${f.team}|${z.toFixed(3)}|${f.name}`;
    sp.box.setVisible(!f.removed);
    sp.name.setVisible(!f.removed);
    sp.mode = mode;
    if (sp.look === look) return;
    sp.look = look;
    const r = W(BASE_RADIUS);
    // Pips stay big enough to read when the whole table is in view.
    const pr = Math.max(3, 3.4 / z);
    // Painted at the screen's own resolution for this zoom, so it stays sharp close up.
    const k = Math.min(8, Math.max(1, Math.ceil(z * (window.devicePixelRatio || 1))));
    const key = `jv-fig-${f.id}-${++faceSerial}`;
    const textures = this.scene.textures;
    textures.addCanvas(key, figureFace(f, mode, r, pr, k, z));
    sp.face.setTexture(key).setScale(1 / k);
    if (sp.key && textures.exists(sp.key)) textures.remove(sp.key);
    sp.key = key;
    // With the whole table in a small window, names drop their ranks ("Hogg", not "Pvt. Hogg") so neighbours' names stay apart.
    const short = z < 0.6 ? withoutRank(f.name) : f.name;
    sp.name.setText(short).setScale(textScale(z, z < 0.6 ? 10 : 11, 26));
    // Measured once a look, with the text's own font (as Phaser measures it), for placeNames to try.
    const ctx = sp.name.context;
    sp.name.style.syncFont(sp.name.canvas, ctx);
    sp.cuts = nameCuts(short).map((text) => ({ text, w: ctx.measureText(text).width }));
  }

  /** Takes away the figures no longer in the state, and their faces. */
  prune(figures: readonly Figure[]): void {
    for (const [id, sp] of this.sprites) {
      if (figures.some((f) => f.id === id)) continue;
      sp.box.destroy();
      sp.name.destroy();
      if (sp.key && this.scene.textures.exists(sp.key)) this.scene.textures.remove(sp.key);
      this.sprites.delete(id);
    }
  }

  /**
   * Each name under its base, or, where a neighbour's name or base is in the way there, above its
   * hit pips, or beside it: figures a few inches apart (the French camp, a melee) keep their names
   * apart; a name too long for any of those spots is ended with "…" (its card in the panel has it
   * whole). The selected figure's name is placed first. Each figure is taken where it is drawn, so
   * that a figure walking in a playback keeps its name clear of those it passes.
   */
  placeNames(onTable: readonly Figure[], selected: string | null, e: BaseExtent): void {
    const drawn = onTable.map((f) => {
      const sp = this.sprites.get(f.id);
      const reach = sp ? ringReach(sp.mode, this.zoom) : 0;
      return { id: f.id, at: sp ? { x: sp.box.x / MM, y: sp.box.y / MM } : f.at, ...(reach ? { e: ringedExtent(e, reach) } : {}) };
    });
    // The letters, without the outline's padding round them (which may touch a neighbour's).
    const sizes = (id: string) => {
      const sp = this.sprites.get(id);
      if (!sp) return undefined;
      const { name } = sp;
      const pad = (name.style.strokeThickness / 2) * name.scaleX;
      const h = name.displayHeight - 2 * pad;
      return sp.cuts.map((c) => ({ w: c.w * name.scaleX, h, pad }));
    };
    for (const [id, { box: spot, cut, leader }] of placeNames(drawn, selected, sizes, e)) {
      const sp = this.sprites.get(id) as FigureSprite;
      const text = sp.cuts[cut]?.text;
      if (text !== undefined && sp.name.text !== text) sp.name.setText(text);
      sp.offset = { x: spot.x + spot.w / 2 - sp.box.x, y: spot.y + spot.h / 2 - sp.box.y };
      const from = (p: { x: number; y: number }) => ({ x: p.x - sp.box.x, y: p.y - sp.box.y });
      sp.lead = leader ? { from: from(leader.from), to: from(leader.to) } : null;
      this.keepWith(sp);
    }
  }

  /** Slides a figure's name the least way that puts it wholly on `area` (a figure carried past the cloth's edge). */
  keepNameOn(id: string, area: Box): void {
    const sp = this.sprites.get(id);
    if (!sp?.box.visible) return;
    const b = sp.name.getBounds();
    const on = within({ x: b.x, y: b.y, w: b.width, h: b.height }, area);
    sp.offset = { x: sp.offset.x + on.x - b.x, y: sp.offset.y + on.y - b.y };
    sp.lead = null;
    this.keepWith(sp);
  }

  /** The figures' faces are this game's alone: the next game paints its own. */
  clear(): void {
    this.scene.events.off('postupdate', this.follow, this);
    this.leads.destroy();
    for (const sp of this.sprites.values()) if (sp.key && this.scene.textures.exists(sp.key)) this.scene.textures.remove(sp.key);
    this.sprites.clear();
  }
}
