// How Battle of Tippecanoe looks: every card face (units, weapons, ammunition, tactics, conditions),
// a back for each deck, the US Troop Advancement Board and its marker. Canvas-2D painters, each
// drawing in proportion to the w × h it is given, so the table's textures (4 px/mm) and the print
// sheets' vector faces (kits/print/vector.ts) are the same drawing. Names, values and words come
// from rules/cards.ts: a card shows what the rules count. The look is 1811's: laid paper, iron-gall
// ink, the US army's blue and a red ochre for the Confederacy, serif capitals as on a broadside.
// Rectangles are stroked as paths (beginPath, rect, stroke): svgcanvas prints a scaled strokeRect
// many times too thick.
import { noise } from '../../table/textures';
import {
  AMMUNITION,
  MARCH_DAYS,
  NATIVE,
  SIDE_NAMES,
  type ConditionKind,
  type Side,
  type TacticKind,
  type UnitDef,
  type UnitKind,
  type WeaponKind,
} from './rules/cards';
import { valuesFor, type Values } from './rules/values';

/** Millimetres, as cut: poker size for the cards handled and shuffled most (units, tactics, conditions). */
export const CARD = { w: 63, h: 88 } as const;
/** Mini cards (a standard mini sleeve) for the 100 weapons and 30 ammunition: each tucks under the unit it arms. */
export const MINI = { w: 44, h: 63 } as const;

export const PAPER = '#f3ead3';
export const INK = '#2a2118';
/** The two sides' colours: the US army's dark blue coat, the red ochre of the Confederacy's paint. */
export const SIDE_COLOUR: Readonly<Record<Side, string>> = { 0: '#8d3a1c', 1: '#23406e' };

/** The decks, each with its own back (the US and Native weapons share one deck, and so one back). */
export type Deck = 'native' | 'us' | 'weapons' | 'ammunition' | 'tactics' | 'conditions';

export const DECKS: Readonly<Record<Deck, { title: string; motto: string; colour: string; size: typeof CARD | typeof MINI }>> = {
  native: { title: 'Native Warriors', motto: "Tecumseh's Confederacy", colour: SIDE_COLOUR[0], size: CARD },
  us: { title: 'US Troops', motto: 'The Army of the Indiana Territory', colour: SIDE_COLOUR[1], size: CARD },
  weapons: { title: 'Weapons', motto: 'Musket, blade and bow', colour: '#5a4630', size: MINI },
  ammunition: { title: 'Ammunition', motto: 'Powder and ball', colour: '#44443f', size: MINI },
  tactics: { title: 'Tactics', motto: 'The field of battle', colour: '#3d5a35', size: CARD },
  conditions: { title: 'Conditions', motto: 'The march north', colour: '#7a5a22', size: CARD },
};

/** The deck a unit card belongs to. */
export const unitDeck = (side: Side): Deck => (side === NATIVE ? 'native' : 'us');

const SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";

type Ctx = CanvasRenderingContext2D;

/** Sets the font `size` mm tall (u units a millimetre). */
function font(c: Ctx, u: number, size: number, style = ''): void {
  c.font = `${style} ${(size * u).toFixed(2)}px ${SERIF}`.trim();
}

/** The largest size up to `size` at which `text` fits `maxW` (in units), never below `min`. */
function fitFont(c: Ctx, u: number, text: string, maxW: number, size: number, style = '', min = size * 0.5): number {
  let s = size;
  font(c, u, s, style);
  while (s > min && c.measureText(text).width > maxW) {
    s *= 0.94;
    font(c, u, s, style);
  }
  return s;
}

/** The words broken into lines no wider than maxW (units) in the current font. */
function wrap(c: Ctx, text: string, maxW: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && c.measureText(next).width > maxW) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A paragraph inside a box (mm), its font shrunk until every line fits the box's height: the
 * card's words are the rules, so none may be cut off.
 */
function paragraph(c: Ctx, u: number, text: string, box: { x: number; y: number; w: number; h: number }, size: number, style = '', align: CanvasTextAlign = 'center'): void {
  let s = size;
  let lines: string[];
  for (;;) {
    font(c, u, s, style);
    lines = wrap(c, text, box.w * u);
    if (lines.length * s * 1.25 <= box.h || s < size * 0.55) break;
    s *= 0.94;
  }
  const lh = s * 1.25;
  const top = box.y + (box.h - lines.length * lh) / 2 + lh / 2;
  c.textAlign = align;
  c.textBaseline = 'middle';
  const x = align === 'center' ? box.x + box.w / 2 : box.x;
  lines.forEach((l, i) => c.fillText(l, x * u, (top + i * lh) * u));
}

function rectPath(c: Ctx, u: number, x: number, y: number, w: number, h: number): void {
  c.beginPath();
  c.rect(x * u, y * u, w * u, h * u);
}

/**
 * Laid paper: the sheet's colour, a light wash darker towards the edges (old paper yellows from
 * the edge in), and the faint chain lines a paper mould leaves. Seeded, so every copy is alike.
 */
function paper(c: Ctx, w: number, h: number, u: number, seed: number): void {
  c.fillStyle = PAPER;
  c.fillRect(0, 0, w, h);
  const g = c.createRadialGradient(w / 2, h / 2, Math.min(w, h) * 0.3, w / 2, h / 2, Math.max(w, h) * 0.75);
  g.addColorStop(0, 'rgba(255,250,235,0)');
  g.addColorStop(1, 'rgba(150,110,50,0.16)');
  c.fillStyle = g;
  c.fillRect(0, 0, w, h);
  const r = noise(seed);
  c.strokeStyle = 'rgba(120,90,40,0.07)';
  c.lineWidth = 0.25 * u;
  c.beginPath();
  for (let x = 6 + r() * 4; x * u < w; x += 9 + r() * 2) {
    c.moveTo(x * u, 0);
    c.lineTo(x * u, h);
  }
  c.stroke();
}

/** The card's frame: a thick rule in the deck's colour and a hairline inside it, as a printer's border. */
function frame(c: Ctx, u: number, W: number, H: number, colour: string, inset: number): void {
  rectPath(c, u, inset, inset, W - 2 * inset, H - 2 * inset);
  c.strokeStyle = colour;
  c.lineWidth = 0.7 * u;
  c.stroke();
  rectPath(c, u, inset + 1, inset + 1, W - 2 * inset - 2, H - 2 * inset - 2);
  c.lineWidth = 0.2 * u;
  c.stroke();
}

/** The name in paper colour on a band of the deck's colour; two lines when one would be too small. */
function header(c: Ctx, u: number, W: number, inset: number, y: number, bandH: number, colour: string, name: string, size: number): void {
  c.fillStyle = colour;
  c.fillRect((inset + 1.6) * u, y * u, (W - 2 * inset - 3.2) * u, bandH * u);
  c.fillStyle = PAPER;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  const maxW = (W - 2 * inset - 6) * u;
  font(c, u, size, 'bold');
  // "Bow & Arrow/Tomahawk" breaks after its slash ("Musket w/Bayonet" never does), when it would shrink too far on one line.
  const parts = name.includes(' w/') ? [name] : name.split(/(?<=\/)/);
  if (c.measureText(name).width <= maxW / 0.8 || parts.length === 1) {
    fitFont(c, u, name, maxW, size, 'bold');
    c.fillText(name, (W / 2) * u, (y + bandH / 2 + 0.2) * u);
    return;
  }
  const s = Math.min(...parts.map((p) => fitFont(c, u, p, maxW, size * 0.85, 'bold')));
  font(c, u, s, 'bold');
  parts.forEach((p, i) => c.fillText(p, (W / 2) * u, (y + bandH / 2 + (i - (parts.length - 1) / 2) * s * 1.1 + 0.2) * u));
}

/** Small capitals, spaced: a label over a value. */
function caps(c: Ctx, u: number, text: string, x: number, y: number, size: number, colour = INK): void {
  c.fillStyle = colour;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  font(c, u, size, 'bold');
  c.fillText(text.toUpperCase(), x * u, y * u);
}

/** A band of ornament under the name: the Confederacy's a zigzag of quillwork, the army's a row of stars. */
function ornament(c: Ctx, u: number, x0: number, x1: number, y: number, side: Side | null, colour: string): void {
  c.fillStyle = colour;
  c.strokeStyle = colour;
  if (side === NATIVE) {
    c.lineWidth = 0.35 * u;
    c.beginPath();
    const step = 2.2;
    for (let x = x0, i = 0; x <= x1 + 1e-9; x += step / 2, i++) c.lineTo(x * u, (y + (i % 2 ? -0.8 : 0.8)) * u);
    c.stroke();
    return;
  }
  if (side !== null) {
    const n = Math.floor((x1 - x0) / 4);
    for (let i = 0; i <= n; i++) star(c, (x0 + ((x1 - x0) * i) / n) * u, y * u, 0.9 * u);
    return;
  }
  c.lineWidth = 0.3 * u;
  c.beginPath();
  c.moveTo(x0 * u, y * u);
  c.lineTo(x1 * u, y * u);
  c.stroke();
  c.beginPath();
  c.arc(((x0 + x1) / 2) * u, y * u, 0.8 * u, 0, Math.PI * 2);
  c.fill();
}

function star(c: Ctx, x: number, y: number, r: number): void {
  c.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.42;
    c.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  c.closePath();
  c.fill();
}

/** A die, five pips; struck through for a unit that rolls none. */
function die(c: Ctx, u: number, x: number, y: number, s: number, rolls: boolean): void {
  c.beginPath();
  c.roundRect(x * u, y * u, s * u, s * u, s * 0.18 * u);
  c.fillStyle = rolls ? '#fffaf0' : 'rgba(0,0,0,0)';
  c.fill();
  c.strokeStyle = INK;
  c.lineWidth = 0.3 * u;
  if (!rolls) c.setLineDash([0.6 * u, 0.5 * u]);
  c.stroke();
  c.setLineDash([]);
  c.fillStyle = INK;
  const pip = (px: number, py: number) => {
    c.beginPath();
    c.arc((x + s * px) * u, (y + s * py) * u, s * 0.09 * u, 0, Math.PI * 2);
    c.fill();
  };
  if (rolls) for (const [px, py] of [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]] as const) pip(px, py);
  else {
    c.beginPath();
    c.moveTo((x - 0.4) * u, (y + s + 0.4) * u);
    c.lineTo((x + s + 0.4) * u, (y - 0.4) * u);
    c.lineWidth = 0.45 * u;
    c.stroke();
  }
}

/** A big value in a ring, its label under it. */
function value(c: Ctx, u: number, x: number, y: number, r: number, n: number, label: string, colour: string): void {
  c.beginPath();
  c.arc(x * u, y * u, r * u, 0, Math.PI * 2);
  c.fillStyle = '#fbf6e8';
  c.fill();
  c.strokeStyle = colour;
  c.lineWidth = 0.8 * u;
  c.stroke();
  c.beginPath();
  c.arc(x * u, y * u, (r - 1.1) * u, 0, Math.PI * 2);
  c.lineWidth = 0.2 * u;
  c.stroke();
  c.fillStyle = INK;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  font(c, u, r * 1.25, 'bold');
  c.fillText(String(n), x * u, (y + r * 0.08) * u);
  caps(c, u, label, x, y + r + 2.6, 2.6, colour);
}

const RANK: Record<UnitDef['rank'], string> = { warrior: 'Warrior', private: 'Private', sharpshooter: 'Sharpshooter', officer: 'Officer', historical: 'Historical character' };

/** The foot line of a full-size card. */
function foot(c: Ctx, u: number, W: number, H: number, text: string): void {
  c.fillStyle = 'rgba(42,33,24,0.7)';
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  font(c, u, 2.1, 'italic');
  c.fillText(text, (W / 2) * u, (H - 5.2) * u);
}

/** A unit card, 63 × 88: name on its side's colour, attack and defence large, rank and die, its words. */
export function paintUnitCard(kind: UnitKind, values: Values = valuesFor('as-written')) {
  const d = values.unit(kind);
  return (c: Ctx, w: number, h: number): void => {
    const { w: W, h: H } = CARD;
    const u = Math.min(w / W, h / H);
    const colour = SIDE_COLOUR[d.side];
    paper(c, w, h, u, 11 + kind.length);
    frame(c, u, W, H, colour, 2.5);
    header(c, u, W, 2.5, 5.2, 10, colour, d.name, 4.6);
    ornament(c, u, 9, W - 9, 18, d.side, colour);
    c.fillStyle = INK;
    c.textAlign = 'center';
    font(c, u, 2.8, 'italic');
    c.fillText(`${SIDE_NAMES[d.side]} · ${RANK[d.rank]}`, (W / 2) * u, 22.4 * u);
    value(c, u, 18, 36, 8.5, d.attack, 'Attack', colour);
    value(c, u, W - 18, 36, 8.5, d.defence, 'Defence', colour);
    die(c, u, 9, 52, 5, d.regular);
    c.fillStyle = INK;
    c.textAlign = 'left';
    c.textBaseline = 'middle';
    font(c, u, 3, 'bold');
    c.fillText(d.regular ? 'Rolls a die in battle' : 'Rolls no die', 16.5 * u, 54.5 * u);
    c.strokeStyle = colour;
    c.lineWidth = 0.25 * u;
    rectPath(c, u, 7, 60, W - 14, 19.5);
    c.stroke();
    c.fillStyle = INK;
    paragraph(c, u, d.text, { x: 9, y: 61, w: W - 18, h: 17.5 }, 3.3);
    foot(c, u, W, H, 'Battle of Tippecanoe · 1811');
  };
}

/** A weapon card, 44 × 63: its power at range and hand to hand. */
export function paintWeaponCard(kind: WeaponKind, values: Values = valuesFor('as-written')) {
  const d = values.weapon(kind);
  return (c: Ctx, w: number, h: number): void => {
    const { w: W, h: H } = MINI;
    const u = Math.min(w / W, h / H);
    const colour = DECKS.weapons.colour;
    paper(c, w, h, u, 5 + kind.length);
    frame(c, u, W, H, colour, 1.8);
    header(c, u, W, 1.8, 4.2, 9, colour, d.name, 3.6);
    caps(c, u, 'Weapon', W / 2, 16.2, 2.1, colour);
    const row = (y: number, label: string, n: number) => {
      c.strokeStyle = colour;
      c.lineWidth = 0.25 * u;
      rectPath(c, u, 5, y, W - 10, 10.5);
      c.stroke();
      c.fillStyle = INK;
      c.textAlign = 'left';
      c.textBaseline = 'middle';
      fitFont(c, u, label, 22 * u, 2.9, 'bold');
      c.fillText(label, 6.8 * u, (y + 5.4) * u);
      c.textAlign = 'right';
      font(c, u, 7.5, 'bold');
      c.fillText(String(n), (W - 7) * u, (y + 5.6) * u);
    };
    row(19.5, 'Ranged', d.ranged);
    row(31.5, 'Hand to hand', d.melee);
    c.fillStyle = INK;
    paragraph(c, u, d.text, { x: 5, y: 44, w: W - 10, h: 14.5 }, 2.8, 'italic');
  };
}

/** The ammunition card, 44 × 63: three paper cartridges, ball showing, tied off. */
export function paintAmmunitionCard(c: Ctx, w: number, h: number): void {
  const { w: W, h: H } = MINI;
  const u = Math.min(w / W, h / H);
  const colour = DECKS.ammunition.colour;
  paper(c, w, h, u, 30);
  frame(c, u, W, H, colour, 1.8);
  header(c, u, W, 1.8, 4.2, 9, colour, AMMUNITION.name, 3.6);
  for (let i = 0; i < 3; i++) {
    const x = 12 + i * 7.5;
    const y = 18 + (i === 1 ? -1 : 0);
    c.beginPath();
    c.roundRect(x * u, y * u, 5.5 * u, 20 * u, 1.2 * u);
    c.fillStyle = '#e9dcbc';
    c.fill();
    c.strokeStyle = INK;
    c.lineWidth = 0.3 * u;
    c.stroke();
    // The tie at the powder end, the ball at the other.
    c.beginPath();
    c.moveTo(x * u, (y + 15.5) * u);
    c.lineTo((x + 5.5) * u, (y + 15.5) * u);
    c.moveTo(x * u, (y + 16.5) * u);
    c.lineTo((x + 5.5) * u, (y + 16.5) * u);
    c.stroke();
    c.beginPath();
    c.arc((x + 2.75) * u, (y + 3.2) * u, 1.9 * u, 0, Math.PI * 2);
    c.fillStyle = '#6e6e6a';
    c.fill();
    c.stroke();
  }
  caps(c, u, 'One a ranged round', W / 2, 43.5, 2.3, colour);
  c.fillStyle = INK;
  paragraph(c, u, AMMUNITION.text, { x: 5, y: 46.5, w: W - 10, h: 12 }, 2.8, 'italic');
}

const ROUNDS: Record<'ranged' | 'melee' | 'either', string> = { ranged: 'A ranged round', melee: 'A hand-to-hand round', either: 'Either kind of round' };

/** A tactic card, 63 × 88: who plays it, in which rounds, its effect large, its words. */
export function paintTacticCard(kind: TacticKind, values: Values = valuesFor('as-written')) {
  const d = values.tactic(kind);
  return (c: Ctx, w: number, h: number): void => {
    const { w: W, h: H } = CARD;
    const u = Math.min(w / W, h / H);
    const colour = DECKS.tactics.colour;
    paper(c, w, h, u, 40 + kind.length);
    frame(c, u, W, H, colour, 2.5);
    header(c, u, W, 2.5, 5.2, 10, colour, d.name, 4.6);
    ornament(c, u, 12, W - 12, 18, null, colour);
    caps(c, u, d.role === 'attacker' ? 'Played by the attacker' : 'Played by the defender', W / 2, 23, 2.8, INK);
    c.fillStyle = INK;
    font(c, u, 2.8, 'italic');
    c.fillText(ROUNDS[d.rounds], (W / 2) * u, 27.5 * u);
    c.strokeStyle = colour;
    c.lineWidth = 0.7 * u;
    rectPath(c, u, 10, 32, W - 20, 22);
    c.stroke();
    c.fillStyle = INK;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    if (d.noLosses) {
      fitFont(c, u, 'No losses', (W - 24) * u, 8, 'bold');
      c.fillText('No losses', (W / 2) * u, 41 * u);
      caps(c, u, 'if you lose the round', W / 2, 49, 2.5, colour);
    } else {
      font(c, u, 12, 'bold');
      c.fillText(`+${d.perUnit}`, (W / 2) * u, 41.5 * u);
      caps(c, u, `${d.role === 'attacker' ? 'attack' : 'defence'} for each unit`, W / 2, 50, 2.5, colour);
    }
    c.fillStyle = INK;
    paragraph(c, u, d.text, { x: 8, y: 58, w: W - 16, h: 20 }, 3.3);
    foot(c, u, W, H, 'Battle of Tippecanoe · 1811');
  };
}

/** An arrow along the road (a day's march), or the same arrow barred (no march). */
function marchArrow(c: Ctx, u: number, cx: number, cy: number, len: number, march: boolean, colour: string): void {
  c.strokeStyle = colour;
  c.fillStyle = colour;
  c.lineWidth = 1.6 * u;
  c.beginPath();
  c.moveTo((cx - len / 2) * u, cy * u);
  c.lineTo((cx + len / 2 - 3) * u, cy * u);
  c.stroke();
  c.beginPath();
  c.moveTo((cx + len / 2) * u, cy * u);
  c.lineTo((cx + len / 2 - 4) * u, (cy - 3) * u);
  c.lineTo((cx + len / 2 - 4) * u, (cy + 3) * u);
  c.closePath();
  c.fill();
  if (march) return;
  c.strokeStyle = '#8d1c12';
  c.lineWidth = 1.2 * u;
  c.beginPath();
  c.moveTo((cx - 4) * u, (cy + 5) * u);
  c.lineTo((cx + 4) * u, (cy - 5) * u);
  c.stroke();
}

/** What a condition costs, in words: "2 troop cards, 1 weapon". */
export function costWords(costs: { troops: number; weapons: number; ammunition: number }): string[] {
  const out: string[] = [];
  if (costs.troops) out.push(`${costs.troops} troop card${costs.troops > 1 ? 's' : ''}`);
  if (costs.weapons) out.push(`${costs.weapons} weapon${costs.weapons > 1 ? 's' : ''}`);
  if (costs.ammunition) out.push(`${costs.ammunition} ammunition`);
  return out;
}

/** A condition card, 63 × 88: march or not, what the US player discards, its words. */
export function paintConditionCard(kind: ConditionKind, values: Values = valuesFor('as-written')) {
  const d = values.condition(kind);
  return (c: Ctx, w: number, h: number): void => {
    const { w: W, h: H } = CARD;
    const u = Math.min(w / W, h / H);
    const colour = DECKS.conditions.colour;
    paper(c, w, h, u, 60 + kind.length);
    frame(c, u, W, H, colour, 2.5);
    header(c, u, W, 2.5, 5.2, 10, colour, d.name, 4.6);
    ornament(c, u, 9, W - 9, 18, 1, SIDE_COLOUR[1]);
    marchArrow(c, u, W / 2, 27.5, 26, d.advance, SIDE_COLOUR[1]);
    caps(c, u, d.advance ? 'March a day' : 'No march', W / 2, 35, 3.4, d.advance ? SIDE_COLOUR[1] : '#8d1c12');
    const costs = costWords(d.costs);
    caps(c, u, 'Discard', W / 2, 41.5, 2.5, colour);
    c.fillStyle = INK;
    c.textAlign = 'center';
    font(c, u, 3.6, 'bold');
    (costs.length ? costs : ['nothing']).forEach((line, i) => c.fillText(line, (W / 2) * u, (46 + i * 4.6) * u));
    c.strokeStyle = colour;
    c.lineWidth = 0.25 * u;
    rectPath(c, u, 7, 60, W - 14, 19.5);
    c.stroke();
    c.fillStyle = INK;
    paragraph(c, u, d.text, { x: 9, y: 61, w: W - 18, h: 17.5 }, 3.3, 'italic');
    foot(c, u, W, H, 'US condition · the march, 1811');
  };
}

/** Each deck's emblem at the back's centre, drawn to look the same turned half round. */
function emblem(c: Ctx, u: number, deck: Deck, cx: number, cy: number, r: number): void {
  c.fillStyle = PAPER;
  c.strokeStyle = PAPER;
  c.lineWidth = 0.5 * u;
  c.beginPath();
  c.arc(cx * u, cy * u, r * u, 0, Math.PI * 2);
  c.stroke();
  c.beginPath();
  c.arc(cx * u, cy * u, (r - 1.3) * u, 0, Math.PI * 2);
  c.lineWidth = 0.2 * u;
  c.stroke();
  const inner = r - 2.8;
  if (deck === 'us') {
    // Fifteen stars, as on the flag of 1811.
    for (let i = 0; i < 15; i++) {
      const a = (i / 15) * Math.PI * 2;
      star(c, (cx + Math.sin(a) * inner * 0.78) * u, (cy - Math.cos(a) * inner * 0.78) * u, inner * 0.13 * u);
    }
    star(c, cx * u, cy * u, inner * 0.42 * u);
  } else if (deck === 'native') {
    // Quillwork: diamonds in a ring, a diamond at the centre.
    const diamond = (x: number, y: number, s: number) => {
      c.beginPath();
      c.moveTo(x * u, (y - s) * u);
      c.lineTo((x + s * 0.7) * u, y * u);
      c.lineTo(x * u, (y + s) * u);
      c.lineTo((x - s * 0.7) * u, y * u);
      c.closePath();
      c.fill();
    };
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      diamond(cx + Math.sin(a) * inner * 0.75, cy - Math.cos(a) * inner * 0.75, inner * 0.16);
    }
    diamond(cx, cy, inner * 0.45);
  } else if (deck === 'weapons') {
    // Crossed blades, point and hilt alike.
    c.lineWidth = inner * 0.12 * u;
    c.beginPath();
    for (const s of [1, -1]) {
      c.moveTo((cx - inner * 0.7) * u, (cy - s * inner * 0.7) * u);
      c.lineTo((cx + inner * 0.7) * u, (cy + s * inner * 0.7) * u);
    }
    c.stroke();
    c.beginPath();
    c.arc(cx * u, cy * u, inner * 0.2 * u, 0, Math.PI * 2);
    c.fill();
  } else if (deck === 'ammunition') {
    // A pyramid of shot seen from above: balls in a ring round one.
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      c.beginPath();
      c.arc((cx + Math.sin(a) * inner * 0.55) * u, (cy - Math.cos(a) * inner * 0.55) * u, inner * 0.24 * u, 0, Math.PI * 2);
      c.fill();
    }
    c.beginPath();
    c.arc(cx * u, cy * u, inner * 0.24 * u, 0, Math.PI * 2);
    c.fill();
  } else if (deck === 'tactics') {
    // A compass rose of eight points.
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      const len = i % 2 ? inner * 0.55 : inner * 0.95;
      c.beginPath();
      c.moveTo(cx * u, cy * u);
      c.lineTo((cx + Math.sin(a - 0.18) * inner * 0.25) * u, (cy - Math.cos(a - 0.18) * inner * 0.25) * u);
      c.lineTo((cx + Math.sin(a) * len) * u, (cy - Math.cos(a) * len) * u);
      c.lineTo((cx + Math.sin(a + 0.18) * inner * 0.25) * u, (cy - Math.cos(a + 0.18) * inner * 0.25) * u);
      c.closePath();
      c.fill();
    }
  } else {
    // Conditions: the road's milestones, a ring of them round a sun.
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      c.lineWidth = inner * 0.08 * u;
      c.beginPath();
      c.moveTo((cx + Math.sin(a) * inner * 0.55) * u, (cy - Math.cos(a) * inner * 0.55) * u);
      c.lineTo((cx + Math.sin(a) * inner * 0.9) * u, (cy - Math.cos(a) * inner * 0.9) * u);
      c.stroke();
    }
    c.beginPath();
    c.arc(cx * u, cy * u, inner * 0.4 * u, 0, Math.PI * 2);
    c.fill();
  }
}

/**
 * A deck's back: the deck's colour to the edge (the bleed's colour, `DECKS[deck].colour`), a
 * paper-coloured double frame, the emblem, and the deck's name above and, turned half round,
 * below, so a card looks the same whichever way up it lies in the deck.
 */
export function paintBack(deck: Deck) {
  const look = DECKS[deck];
  return (c: Ctx, w: number, h: number): void => {
    const { w: W, h: H } = look.size;
    const u = Math.min(w / W, h / H);
    const mini = look.size === MINI;
    c.fillStyle = look.colour;
    c.fillRect(0, 0, w, h);
    const g = c.createRadialGradient(w / 2, h / 2, 0, w / 2, h / 2, Math.max(w, h) * 0.7);
    g.addColorStop(0, 'rgba(255,255,255,0.10)');
    g.addColorStop(1, 'rgba(0,0,0,0.22)');
    c.fillStyle = g;
    c.fillRect(0, 0, w, h);
    const inset = mini ? 3 : 4;
    c.strokeStyle = PAPER;
    rectPath(c, u, inset, inset, W - 2 * inset, H - 2 * inset);
    c.lineWidth = 0.6 * u;
    c.stroke();
    rectPath(c, u, inset + 1.2, inset + 1.2, W - 2 * inset - 2.4, H - 2 * inset - 2.4);
    c.lineWidth = 0.2 * u;
    c.stroke();
    emblem(c, u, deck, W / 2, H / 2, mini ? 12 : 16);
    const title = look.title.toUpperCase();
    const size = mini ? 3.6 : 5;
    const off = mini ? 19 : 27;
    for (const turn of [0, Math.PI]) {
      c.save();
      c.translate((W / 2) * u, (H / 2) * u);
      c.rotate(turn);
      c.fillStyle = PAPER;
      c.textAlign = 'center';
      c.textBaseline = 'middle';
      fitFont(c, u, title, (W - 2 * inset - 6) * u, size, 'bold');
      c.fillText(title, 0, -off * u);
      fitFont(c, u, look.motto, (W - 2 * inset - 6) * u, size * 0.55, 'italic');
      c.fillText(look.motto, 0, -(off - size * 1.05) * u);
      c.restore();
    }
  };
}

/** The US Troop Advancement Board: a start space at Fort Harrison, then a space for each day's march. */
export const BOARD = {
  /** Millimetres a space is wide: room for the marker and a date. */
  space: 30,
  h: 50,
  /** Spaces along it: Fort Harrison (0), then days 1 to MARCH_DAYS. */
  spaces: MARCH_DAYS + 1,
} as const;
export const BOARD_COLOUR = '#efe3c4';
/** The marker: a token, square, that stands on a space. */
export const MARKER_MM = 20;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The day each space ends on: the army left Fort Harrison on 29 October 1811 and camped before
 * Prophetstown on 6 November, MARCH_DAYS days' march. Space 0 is the start.
 */
export function spaceDate(space: number): string {
  const d = new Date(Date.UTC(1811, 9, 29 + space));
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? ''}`;
}

/**
 * The board's spaces `from` to `to` (not including `to`) filling w × h: the whole board is one
 * drawing, clipped, so pieces printed apart join into it. A road runs along it north to the town.
 */
export function paintBoard(from = 0, to: number = BOARD.spaces) {
  return (c: Ctx, w: number, h: number): void => {
    const W = (to - from) * BOARD.space;
    const H = BOARD.h;
    const u = Math.min(w / W, h / H);
    const total = BOARD.spaces * BOARD.space;
    c.save();
    c.beginPath();
    c.rect(0, 0, w, h);
    c.clip();
    c.translate(-from * BOARD.space * u, 0);
    c.fillStyle = BOARD_COLOUR;
    c.fillRect(0, 0, total * u, h);
    const r = noise(77);
    c.fillStyle = 'rgba(110,80,30,0.06)';
    for (let i = 0; i < total * 2; i++) {
      c.beginPath();
      c.arc(r() * total * u, r() * H * u, (0.3 + r() * 0.9) * u, 0, Math.PI * 2);
      c.fill();
    }
    // The border, top and foot (its ends are each piece's cut).
    c.strokeStyle = INK;
    c.lineWidth = 0.6 * u;
    c.beginPath();
    c.moveTo(0, 1.5 * u);
    c.lineTo(total * u, 1.5 * u);
    c.moveTo(0, (H - 1.5) * u);
    c.lineTo(total * u, (H - 1.5) * u);
    c.stroke();
    // The road: a wavering double line through every space.
    c.strokeStyle = '#8a6d3f';
    c.lineWidth = 3 * u;
    c.beginPath();
    for (let x = 0; x <= total; x += 2) c.lineTo(x * u, (31 + Math.sin(x / 11) * 1.2) * u);
    c.stroke();
    for (let s = 0; s < BOARD.spaces; s++) {
      const x = s * BOARD.space;
      const first = s === 0;
      const last = s === MARCH_DAYS;
      const colour = first || last ? (last ? SIDE_COLOUR[0] : SIDE_COLOUR[1]) : INK;
      c.strokeStyle = colour;
      c.lineWidth = (first || last ? 0.7 : 0.35) * u;
      rectPath(c, u, x + 2, 11, BOARD.space - 4, 34);
      c.stroke();
      // The marker's square, on the road.
      c.strokeStyle = 'rgba(42,33,24,0.5)';
      c.lineWidth = 0.25 * u;
      c.setLineDash([0.8 * u, 0.6 * u]);
      rectPath(c, u, x + (BOARD.space - MARKER_MM - 1) / 2, 20.3, MARKER_MM + 1, MARKER_MM + 1);
      c.stroke();
      c.setLineDash([]);
      c.fillStyle = colour;
      caps(c, u, first ? 'Start' : `Day ${s}`, x + BOARD.space / 2, 15, 3, colour);
      c.fillStyle = INK;
      font(c, u, 2.8, 'italic');
      c.textAlign = 'center';
      c.fillText(spaceDate(s), (x + BOARD.space / 2) * u, 18.6 * u);
      if (first || last) {
        const name = first ? 'Fort Harrison' : 'Prophetstown';
        fitFont(c, u, name, (BOARD.space - 6) * u, 2.8, 'bold');
        c.fillStyle = colour;
        c.fillText(name, (x + BOARD.space / 2) * u, 43.2 * u);
      } else {
        caps(c, u, 'March', x + BOARD.space / 2, 43.2, 2, 'rgba(42,33,24,0.55)');
      }
      // Arrows between spaces: which way the army goes.
      if (!last) {
        c.fillStyle = INK;
        c.beginPath();
        c.moveTo((x + BOARD.space + 1.4) * u, 28 * u);
        c.lineTo((x + BOARD.space - 1.4) * u, 26 * u);
        c.lineTo((x + BOARD.space - 1.4) * u, 30 * u);
        c.closePath();
        c.fill();
      }
    }
    c.restore();
    // The title over each piece on its own, so no word is cut where the pieces join.
    const whole = from === 0 && to === BOARD.spaces;
    const title = whole ? 'US TROOP ADVANCEMENT BOARD · FORT HARRISON TO PROPHETSTOWN, 1811' : from === 0 ? 'US TROOP ADVANCEMENT BOARD' : to === BOARD.spaces ? 'FORT HARRISON TO PROPHETSTOWN, 1811' : 'THE MARCH';
    c.fillStyle = INK;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    fitFont(c, u, title, (W - 4) * u, 3.4, 'bold');
    c.fillText(title, (W / 2) * u, 6 * u);
  };
}

/** The US army's marker: the flag of 1811 (fifteen stripes, fifteen stars) over the army's name. */
export function paintMarker(c: Ctx, w: number, h: number): void {
  const S = MARKER_MM;
  const u = Math.min(w / S, h / S);
  c.fillStyle = PAPER;
  c.fillRect(0, 0, w, h);
  c.strokeStyle = SIDE_COLOUR[1];
  c.lineWidth = 1 * u;
  rectPath(c, u, 1, 1, S - 2, S - 2);
  c.stroke();
  const fx = 3;
  const fy = 3.2;
  const fw = 14;
  const fh = 9.1;
  for (let i = 0; i < 15; i++) {
    c.fillStyle = i % 2 ? '#f6f0e0' : '#a3231c';
    c.fillRect(fx * u, (fy + (i * fh) / 15) * u, fw * u, (fh / 15 + 0.02) * u);
  }
  c.fillStyle = SIDE_COLOUR[1];
  c.fillRect(fx * u, fy * u, fw * 0.45 * u, (fh * 8) / 15 * u);
  c.fillStyle = '#f6f0e0';
  for (let i = 0; i < 15; i++) {
    const col = i % 5;
    const row = Math.floor(i / 5);
    star(c, (fx + 0.8 + col * 1.15) * u, (fy + 0.9 + row * 1.5) * u, 0.42 * u);
  }
  c.strokeStyle = INK;
  c.lineWidth = 0.2 * u;
  rectPath(c, u, fx, fy, fw, fh);
  c.stroke();
  caps(c, u, 'US Army', S / 2, 15.6, 2.6, SIDE_COLOUR[1]);
}
