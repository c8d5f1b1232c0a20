// Where the words on the Jumonville table go, so that no text covers text: each figure's name
// (under its base, else above its hit pips, else beside it; a name too long for any of them is
// ended with "…"), the numbers beside the enemies of the
// picked figure, and "12 in" on its range ring. Each goes to the first spot, in order of
// preference, clear of the words placed before it and of the bases, or to the one that covers
// least of them. Pure: sizes and places in table pixels in, boxes out; the scene draws them.
import { MM } from './art';
import { BASE_RADIUS, TABLE, type Point } from './rules';

const W = (v: number) => v * MM;

/** Text is drawn at this pixel size and scaled to its size on screen. */
export const TEXT_PX = 40;

/** Scale for text that should be `px` pixels tall on screen at `zoom` (not larger than `maxMm` on the table). */
export const textScale = (zoom: number, px: number, maxMm = 14): number => Math.min(px / zoom, maxMm) / TEXT_PX;

/** A rectangle on the table (its left, top, width and height), for words placed beside figures. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How much of `a` and `b` lie on each other (an area; 0 when they only touch). */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Which of `spots` (in order of preference) to put words in: the first clear of everything
 * `taken`, or, when none is, the one that covers least of it, each thing covered counting by its
 * weight (words over words weigh more than words over a base).
 */
export function clearestSpot(spots: readonly Box[], taken: readonly { box: Box; weight: number }[]): number {
  let best = 0;
  let least = Infinity;
  spots.forEach((spot, i) => {
    const cost = taken.reduce((sum, t) => sum + overlapArea(spot, t.box) * t.weight, 0);
    if (cost < least - 1e-9) {
      least = cost;
      best = i;
    }
  });
  return best;
}

/** How far a figure's base with its hit pips reaches from its centre (table px): half its width, above it, and the base's radius. */
export interface BaseExtent {
  half: number;
  top: number;
  r: number;
}

/** The base's extent at a zoom: the hit pips stay big enough to read when the whole table is in view. */
export function baseExtent(zoom: number): BaseExtent {
  const r = W(BASE_RADIUS);
  const pr = Math.max(3, 3.4 / zoom);
  return { half: Math.max(r, pr * 3.2), top: r + pr * 2.6, r };
}

/**
 * The extent of a base ringed out to `reach` (table px from its centre): the picked figure's gold
 * rings, which its name and its neighbours' keep outside (names ran across them, the more the
 * further the table was zoomed in).
 */
export function ringedExtent(e: BaseExtent, reach: number): BaseExtent {
  return { half: Math.max(e.half, reach), top: Math.max(e.top, reach), r: Math.max(e.r, reach) };
}

/** A figure's base and hit pips as a box on the table (`at` in inches). */
export function baseBox(at: Point, e: BaseExtent): Box {
  return { x: W(at.x) - e.half, y: W(at.y) - e.top, w: 2 * e.half, h: e.top + e.r };
}

/** A line of words as drawn: its letters' width and height, and the outline's padding round them (table px). */
export interface WordSize {
  w: number;
  h: number;
  pad: number;
}

/** Where a name may go, in order: under the base, above the hit pips, right of it, left of it (`x`, `y`: its centre, table px). */
export function nameSpots(x: number, y: number, size: WordSize, e: BaseExtent): Box[] {
  const { w, h, pad } = size;
  return [
    { x: x - w / 2, y: y + e.r + 2 + pad, w, h },
    { x: x - w / 2, y: y - e.top - 1 - pad - h, w, h },
    { x: x + e.half + 2, y: y - h / 2, w, h },
    { x: x - e.half - 2 - w, y: y - h / 2, w, h },
  ];
}

/**
 * Where a name may go when none of nameSpots is clear, in order: at the base's corners, below
 * right, below left, above right, above left (a huddle's names, each at its own corner); then a
 * line further down or up (under a neighbour's name), and below right and left of that.
 */
export function cornerNameSpots(x: number, y: number, size: WordSize, e: BaseExtent): Box[] {
  const { w, h, pad } = size;
  const below = y + e.r + 2 + pad;
  const above = y - e.top - 1 - pad - h;
  const right = x + e.half + 2;
  const left = x - e.half - 2 - w;
  const line = h + 2 * pad + 1;
  return [
    { x: right, y: below, w, h },
    { x: left, y: below, w, h },
    { x: right, y: above, w, h },
    { x: left, y: above, w, h },
    { x: x - w / 2, y: below + line, w, h },
    { x: x - w / 2, y: above - line, w, h },
    { x: right, y: below + line, w, h },
    { x: left, y: below + line, w, h },
  ];
}

/**
 * More places for a name in a huddle, none of the others clear: on a grid round the base (a
 * quarter of the name's width across, half its height down, within a line or two of the base:
 * further out, a name was read as the next figure's), nearest the figure first.
 */
export function huddleSpots(x: number, y: number, size: WordSize, e: BaseExtent): Box[] {
  const { w, h } = size;
  const out: { box: Box; d: number }[] = [];
  for (let i = -7; i <= 3; i++)
    for (let j = -6; j <= 4; j++) {
      const box = { x: x + (i * w) / 4, y: y + (j * h) / 2, w, h };
      if (overlapArea(box, { x: x - e.half, y: y - e.top, w: 2 * e.half, h: e.top + e.r }) > 0) continue;
      const nx = Math.max(box.x, Math.min(x, box.x + w));
      const ny = Math.max(box.y, Math.min(y, box.y + h));
      out.push({ box, d: Math.hypot(nx - x, ny - y) });
    }
  return out.sort((a, b) => a.d - b.d).map((o) => o.box);
}

/** A name without its rank ("Hogg", not "Pvt. Hogg"): how names are written where the table or the map is small. */
export const withoutRank = (name: string): string => name.replace(/^(Capt|Pvt|Sgt|Ens|Cpl|Lt|Col|Maj|Cadet)\.?\s+/, '');

/**
 * A name and shorter ways to write it, longest first: whole; then without its rank, if it has one
 * ("Pvt. La Force", "La Force"); then cut a letter at a time and ended with an ellipsis, down to
 * `least` letters ("La Forc…", …, "La F…"). A rank is dropped before a letter of the name is cut:
 * cut down with it, "Pvt. La Force" ended as "Pvt.…", which names nobody.
 */
export function nameCuts(name: string, least = 4): string[] {
  const bare = withoutRank(name);
  const out = bare !== name && bare.length > 0 ? [name, bare] : [name];
  const letters = [...bare];
  for (let n = letters.length - 1; n >= Math.min(least, letters.length - 1) && n > 0; n--) {
    const cut = `${letters.slice(0, n).join('').trimEnd()}…`;
    if (cut !== out[out.length - 1]) out.push(cut);
  }
  return out;
}

/**
 * What lies beyond the rectangle `area` (table px), as four boxes reaching far out from its sides:
 * for names to keep off (`placeNames`' `keepOff`), so a name by the table's or the map's edge reads
 * on it rather than running off its cloth.
 */
export function beyondBoxes(area: Box): Box[] {
  const { x, y, w, h } = area;
  const far = 1e5;
  return [
    { x: x - far, y: y - far, w: far, h: h + 2 * far },
    { x: x + w, y: y - far, w: far, h: h + 2 * far },
    { x: x - far, y: y - far, w: w + 2 * far, h: far },
    { x: x - far, y: y + h, w: w + 2 * far, h: far },
  ];
}

/** The table's cloth (table px): names keep on it. */
export const CLOTH: Box = { x: 0, y: 0, w: W(TABLE.width), h: W(TABLE.height) };

/** Where a name went: its letters' box, which of its cuts (0: the whole name) fits there, and, set away from its figure, the line that leads it there (table px). */
export interface NamePlace {
  box: Box;
  cut: number;
  leader?: { from: Point; to: Point };
}

/**
 * Places for a name further from its figure, for when none beside it is clear (a huddle by the
 * table's corner, the picked figure's rings next to it): on a grid out to about eight lines
 * round it, nearest first. A name there is led to its figure by a line.
 */
export function fartherNameSpots(x: number, y: number, size: WordSize, e: BaseExtent): Box[] {
  const { w, h } = size;
  const out: { box: Box; d: number }[] = [];
  for (let i = -20; i <= 16; i++)
    for (let j = -18; j <= 16; j++) {
      const box = { x: x - w / 2 + (i * w) / 4, y: y - h / 2 + (j * h) / 2, w, h };
      const d = Math.hypot(Math.max(box.x, Math.min(x, box.x + box.w)) - x, Math.max(box.y, Math.min(y, box.y + box.h)) - y);
      if (d > Math.max(e.half, e.r) + h && d < Math.max(e.half, e.r) + 9 * h) out.push({ box, d });
    }
  return out.sort((a, b) => a.d - b.d).map((o) => o.box);
}

const nearestIn = (b: Box, p: Point): Point => ({ x: Math.max(b.x, Math.min(p.x, b.x + b.w)), y: Math.max(b.y, Math.min(p.y, b.y + b.h)) });

/** Does the segment a→b pass through `box`? */
function lineHits(a: Point, b: Point, box: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (const [p, q] of [
    [-dx, a.x - box.x],
    [dx, box.x + box.w - a.x],
    [-dy, a.y - box.y],
    [dy, box.y + box.h - a.y],
  ] as const) {
    if (Math.abs(p) < 1e-12) {
      if (q < 0) return false;
    } else if (p < 0) t0 = Math.max(t0, q / p);
    else t1 = Math.min(t1, q / p);
    if (t0 > t1) return false;
  }
  return true;
}

/** Do the segments a and b cross (or touch)? */
function linesCross(a: { from: Point; to: Point }, b: { from: Point; to: Point }): boolean {
  const cross = (o: Point, p: Point, q: Point) => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  const d1 = cross(a.from, a.to, b.from);
  const d2 = cross(a.from, a.to, b.to);
  const d3 = cross(b.from, b.to, a.from);
  const d4 = cross(b.from, b.to, a.to);
  return d1 * d2 <= 0 && d3 * d4 <= 0;
}

/**
 * Each figure's name, placed in turn: the selected figure's first, then from the top of the
 * table down (and left to right), each clear of every base and of the names placed before it.
 * `sizes` gives a name's size whole and then cut shorter (nameCuts), longest first: the whole
 * name goes to the first clear spot; where none is, the longest cut that has one (a long name
 * is ended with "…" rather than laid over a neighbour's base; the panel has it whole); then the
 * base's corners (cornerNameSpots). A spot is clear when it covers nothing, crosses no line, and
 * is nearer its own figure than any other. Where none beside the figure is, the nearest clear
 * spot further out, led to the figure by a line (ledOrCovering).
 * Figures with no name drawn (`sizes` gives none) take no place. `keepOff`: more that names keep
 * off as they keep off each other: by default beyond the table's cloth, so a name by its edge
 * reads on it (the editor's map gives its own edges). A figure's own `e` (its gold rings) stands for `e` round it.
 */
export function placeNames(
  figures: readonly { id: string; at: Point; e?: BaseExtent }[],
  selected: string | null,
  sizes: (id: string) => readonly WordSize[] | undefined,
  e: BaseExtent,
  keepOff: readonly Box[] = beyondBoxes(CLOTH),
): Map<string, NamePlace> {
  const sorted = [...figures].sort((a, b) => Number(b.id === selected) - Number(a.id === selected) || a.at.y - b.at.y || a.at.x - b.at.x);
  const centre = (f: { at: Point }) => ({ x: W(f.at.x), y: W(f.at.y) });
  const run = (figs: readonly { id: string; at: Point; e?: BaseExtent }[]) => {
    // Names over names, or past the edge, or across the picked figure's gold rings (they hid which
    // figure was picked), weigh far more than over a base: in a huddle with no clear spot a name lies
    // partly over a base rather than runs into another name ("Le B…La F…"), or goes further out.
    const bases = figs.map((f) => ({ box: baseBox(f.at, f.e ?? e), weight: f.e ? 300 : 1 }));
    const taken = [...bases, ...keepOff.map((box) => ({ box, weight: 100 }))];
    const lines: { from: Point; to: Point }[] = [];
    const placed = new Map<string, NamePlace>();
    const fell: string[] = [];
    figs.forEach((f, i) => {
      const cuts = sizes(f.id);
      if (!cuts?.length) return;
      const fe = f.e ?? e;
      const c = centre(f);
      // Nearer its own figure than any other, or it is read as the other's.
      const own = (box: Box) => {
        const d = Math.hypot(nearestIn(box, c).x - c.x, nearestIn(box, c).y - c.y);
        return figs.every((g) => g === f || Math.hypot(nearestIn(box, centre(g)).x - centre(g).x, nearestIn(box, centre(g)).y - centre(g).y) >= d);
      };
      const spotsFor = (s: WordSize) => nameSpots(c.x, c.y, s, fe);
      const cornersFor = (s: WordSize) => cornerNameSpots(c.x, c.y, s, fe);
      const clear = (spot: Box) => taken.every((t) => overlapArea(spot, t.box) === 0) && lines.every((l) => !lineHits(l.from, l.to, spot)) && own(spot);
      let place: NamePlace | null = null;
      for (const spots of [spotsFor, cornersFor])
        for (let cut = 0; cut < cuts.length && !place; cut++) {
          const box = spots(cuts[cut] as WordSize).find(clear);
          if (box) place = { box, cut };
        }
      if (!place) {
        const led = ledOrCovering(c, fe, cuts, taken, lines, (bases[i] as { box: Box }).box, own);
        place = led.place;
        if (led.covering) fell.push(f.id);
      }
      placed.set(f.id, place);
      taken.push({ box: place.box, weight: 100 });
      if (place.leader) lines.push(place.leader);
    });
    return { placed, fell };
  };
  // A name left with nowhere clear (the last of a huddle, every way out taken by the lines placed
  // before it) is placed earlier, and the others round it, while that leaves fewer so.
  let best = run(sorted);
  for (let tries = 0; tries < 2 && best.fell.length; tries++) {
    const first = new Set([...(selected ? [selected] : []), ...best.fell]);
    const next = run([...sorted.filter((f) => first.has(f.id)), ...sorted.filter((f) => !first.has(f.id))]);
    if (next.fell.length >= best.fell.length) break;
    best = next;
  }
  return best.placed;
}

/**
 * A name with no clear spot beside its figure: the nearest clear spot further out (the longest
 * cut that has one), led to the figure by a line that crosses no other line nor name; else the
 * spot, of all, that covers least (a name, the rings or past the edge weighing 100 to a base's
 * 1), nearer the better.
 */
function ledOrCovering(
  c: Point,
  fe: BaseExtent,
  cuts: readonly WordSize[],
  taken: readonly { box: Box; weight: number }[],
  lines: readonly { from: Point; to: Point }[],
  ownBox: Box,
  own: (box: Box) => boolean,
): { place: NamePlace; covering: boolean } {
  const leaderTo = (box: Box) => {
    const from = nearestIn(box, c);
    const d = Math.hypot(from.x - c.x, from.y - c.y) || 1;
    return { from, to: { x: c.x + ((from.x - c.x) / d) * (fe.r + 1), y: c.y + ((from.y - c.y) / d) * (fe.r + 1) } };
  };
  // Further out there is room: the whole name, or one or two shorter (each try costs a search of the grid; placed at every step of a drag).
  for (let cut = 0; cut < Math.min(cuts.length, 3); cut++) {
    const size = cuts[cut] as WordSize;
    // Set out on its own, a name keeps a letter's height from other names (end to end, "Le Blanc" "Drouillon" read as one).
    const apart = (b: Box) => ({ x: b.x - size.h, y: b.y - size.pad, w: b.w + 2 * size.h, h: b.h + 2 * size.pad });
    for (const box of fartherNameSpots(c.x, c.y, size, fe)) {
      if (taken.some((t) => overlapArea(box, t.box) > 0 || (t.weight >= 100 && overlapArea(apart(box), t.box) > 0)) || lines.some((l) => lineHits(l.from, l.to, box))) continue;
      const leader = leaderTo(box);
      // Its line crosses no other, no name, and not the picked figure's rings (weight 100, as names).
      if (lines.some((l) => linesCross(l, leader)) || taken.some((t) => t.weight >= 100 && t.box !== ownBox && lineHits(leader.from, leader.to, t.box))) continue;
      const beside = own(box) && Math.hypot(leader.from.x - c.x, leader.from.y - c.y) <= Math.max(fe.half, fe.r) + 2 * size.h;
      return { place: beside ? { box, cut } : { box, cut, leader }, covering: false };
    }
  }
  const cut = cuts.length - 1;
  const size = cuts[cut] as WordSize;
  const near = [...nameSpots(c.x, c.y, size, fe), ...cornerNameSpots(c.x, c.y, size, fe), ...huddleSpots(c.x, c.y, size, fe)];
  // Covering least, and of spots that cover about as little, the nearest (a base half covered
  // costs about as much as a line further away), and nearer its own figure than any other; or
  // further out, led by a line, what its line crosses counted as a name covered.
  const far = (b: Box) => Math.hypot(nearestIn(b, c).x - c.x, nearestIn(b, c).y - c.y);
  // Worst, a name over another, across the rings or past the edge (each counts whole, however
  // little it covers); then a line across another line or those; a name nearer another figure
  // with no line to its own; a line across a name; then how much of the bases it covers, and how far.
  const sq = size.h * size.h;
  const crossed = (l: { from: Point; to: Point }) => lines.filter((m) => linesCross(m, l)).length + taken.filter((t) => t.weight >= 100 && t.box !== ownBox && lineHits(l.from, l.to, t.box)).length;
  let best: NamePlace = { box: near[0] as Box, cut };
  let least = Infinity;
  const consider = (place: NamePlace) => {
    const { box, leader } = place;
    let cost = far(box) * size.h;
    for (const t of taken) {
      const a = overlapArea(box, t.box);
      if (a > 0) cost += t.weight >= 100 ? 1000 * sq + a * t.weight : a * t.weight;
    }
    cost += lines.filter((l) => lineHits(l.from, l.to, box)).length * 300 * sq;
    cost += leader ? crossed(leader) * 300 * sq + sq : own(box) ? 0 : 100 * sq;
    if (cost < least - 1e-9) {
      least = cost;
      best = place;
    }
  };
  for (const box of near) consider({ box, cut });
  for (const box of fartherNameSpots(c.x, c.y, size, fe)) consider({ box, cut, leader: leaderTo(box) });
  return { place: best, covering: true };
}

/**
 * Where the numbers beside an enemy (centre `b`, table px; the words `w` × `h`) may go, in order:
 * above it; else below, beside, at a corner, or a line further out. `zoom` keeps the gaps the
 * same on screen. odds-places.ts picks one, or a spot further out with a leader line.
 */
export function oddsSpots(b: Point, w: number, h: number, e: BaseExtent, zoom: number): Box[] {
  const px = (n: number) => n / zoom;
  const above = b.y - Math.max(W(BASE_RADIUS) + px(12), e.top + px(2)) - h;
  const below = b.y + W(BASE_RADIUS) + px(3);
  const beside = b.y - h / 2;
  return [
    { x: b.x - w / 2, y: above, w, h },
    { x: b.x - w / 2, y: below, w, h },
    { x: b.x - e.half - px(4) - w, y: beside, w, h },
    { x: b.x + e.half + px(4), y: beside, w, h },
    { x: b.x - w, y: above, w, h },
    { x: b.x, y: above, w, h },
    { x: b.x - w, y: below, w, h },
    { x: b.x, y: below, w, h },
    { x: b.x - w / 2, y: above - h - px(2), w, h },
    { x: b.x - w / 2, y: below + h + px(2), w, h },
  ];
}

/** A place for words: the point they hang from (table px), and which of their corners or sides hangs there (0 to 1 across, down). */
export interface Anchor {
  x: number;
  y: number;
  originX: number;
  originY: number;
}

/**
 * Where "12 in" may go on a range ring `ring` inches round `from`, in order: its top, its foot,
 * a shoulder, a side; each just outside the ring (`gap` table px), on the line from its centre,
 * and only where that point of the ring is on the table.
 */
export function ringLabelAnchors(from: Point, ring: number, gap: number): Anchor[] {
  const anchors: Anchor[] = [];
  for (const deg of [-90, 90, -45, -135, 45, 135, 0, 180]) {
    const a = (deg * Math.PI) / 180;
    const p = { x: from.x + Math.cos(a) * ring, y: from.y + Math.sin(a) * ring };
    if (p.x < 0.5 || p.y < 0.5 || p.x > TABLE.width - 0.5 || p.y > TABLE.height - 0.5) continue;
    anchors.push({ x: W(p.x) + Math.cos(a) * gap, y: W(p.y) + Math.sin(a) * gap, originX: 0.5 - Math.cos(a) / 2, originY: 0.5 - Math.sin(a) / 2 });
  }
  return anchors;
}

/** The box of words `w` × `h` hung from an anchor. */
export const anchoredBox = (a: Anchor, w: number, h: number): Box => ({ x: a.x - w * a.originX, y: a.y - h * a.originY, w, h });

/** A base on its own, without its pips, as a box (`at` in inches): what "12 in" keeps off. */
export const baseSquare = (at: Point): Box => ({ x: W(at.x - BASE_RADIUS), y: W(at.y - BASE_RADIUS), w: W(2 * BASE_RADIUS), h: W(2 * BASE_RADIUS) });

/**
 * Which anchor "12 in" (`w` × `h`) takes: the first whose box covers none of `taken`, else the
 * first there is; null when the ring has no point on the table to hang it from.
 */
export function ringLabelAnchor(anchors: readonly Anchor[], w: number, h: number, taken: readonly Box[]): Anchor | null {
  const clear = anchors.find((a) => {
    const box = anchoredBox(a, w, h);
    return !taken.some((t) => overlapArea(t, box) > 0);
  });
  return clear ?? anchors[0] ?? null;
}

/** A d20 with its words under it, as drawn beside a figure (table px): its width, and how far it reaches above and below its centre. */
export interface DieSize {
  w: number;
  up: number;
  down: number;
}

/** The box a die (`size`) takes with its centre at `c`. */
export const dieBox = (c: Point, size: DieSize): Box => ({ x: c.x - size.w / 2, y: c.y - size.up, w: size.w, h: size.up + size.down });

/**
 * Where a d20 rolled by the figure at `at` (table px) is shown, its centre: right of the base
 * (its words ending level with the base's foot), else left of it, above it or below it; the first clear of the names (weight 3) and the other
 * bases (weight 1), or the one covering least. Put where its words ran over the figure's own name
 * under the base ("Ens. Jumonville" and "shooting ≤6 ✗ fail" into one unreadable line), neither
 * could be read.
 */
export function dieSpot(at: Point, size: DieSize, e: BaseExtent, zoom: number, words: readonly Box[], bases: readonly Box[]): Point {
  const px = (n: number) => n / zoom;
  // Beside the base, its words ending level with the base's foot: clear of a name under it.
  const side = at.y + e.r - size.down;
  const spots: Point[] = [
    { x: at.x + e.half + px(4) + size.w / 2, y: side },
    { x: at.x - e.half - px(4) - size.w / 2, y: side },
    { x: at.x, y: at.y - e.top - px(3) - size.down },
    { x: at.x, y: at.y + e.r + px(3) + size.up },
  ];
  const i = clearestSpot(
    spots.map((c) => dieBox(c, size)),
    [...words.map((box) => ({ box, weight: 3 })), ...bases.map((box) => ({ box, weight: 1 }))],
  );
  return spots[i] as Point;
}
