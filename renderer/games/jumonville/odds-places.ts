// Where the numbers beside an enemy of the picked figure go, and when they need a leader line back
// to it. They keep wholly on the cloth (off it they ran onto the table's frame, or under the
// toolbar and the panel, in a melee by the table's edge), next to their enemy where a spot there
// is clear; where none is, they go to the nearest clear spot further out, and a thin line from
// them to the enemy's base says whose they are (moved eight lines away with no line, nobody could
// tell). Pure: table pixels in, a box and the line's ends out; the overlay draws them.
import { baseBox, oddsSpots, overlapArea, CLOTH, type BaseExtent, type Box } from './label-places';
import { MM } from './art';
import type { Point } from './rules';

/** Numbers whose nearest edge is more than this many screen pixels from their enemy's base get a leader line. */
export const NEAR_PX = 20;

/** The numbers' place: their box, and the leader line to the enemy's base (null when they sit beside it). */
export interface OddsPlace {
  box: Box;
  leader: { from: Point; to: Point } | null;
}

/** `box` slid the least way that puts it wholly within `area` (to its top left when it is larger). */
export function within(box: Box, area: Box): Box {
  const x = Math.max(area.x, Math.min(box.x, area.x + area.w - box.w));
  const y = Math.max(area.y, Math.min(box.y, area.y + area.h - box.h));
  return { ...box, x, y };
}

/** The point of `box` nearest `p` (`p` itself when it is inside). */
export function nearestPoint(box: Box, p: Point): Point {
  return { x: Math.max(box.x, Math.min(p.x, box.x + box.w)), y: Math.max(box.y, Math.min(p.y, box.y + box.h)) };
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Spots further out round the enemy at `b`: in 24 directions, each box's nearest edge a step
 * further from the base each ring (10 screen px a step, out to about 250), slid onto `cloth`;
 * nearest first.
 */
export function fartherSpots(b: Point, w: number, h: number, e: BaseExtent, zoom: number, cloth: Box): Box[] {
  const px = (n: number) => n / zoom;
  const out: { box: Box; d: number }[] = [];
  for (let ring = 0; ring <= 24; ring++) {
    const gap = e.r + px(NEAR_PX - 8 + 10 * ring);
    for (let k = 0; k < 24; k++) {
      const a = (k * Math.PI) / 12 - Math.PI / 2;
      const ux = Math.cos(a);
      const uy = Math.sin(a);
      // From the box's centre to its edge along (ux, uy).
      const edge = Math.min(Math.abs(ux) > 1e-9 ? w / 2 / Math.abs(ux) : Infinity, Math.abs(uy) > 1e-9 ? h / 2 / Math.abs(uy) : Infinity);
      const c = { x: b.x + ux * (gap + edge), y: b.y + uy * (gap + edge) };
      const box = within({ x: c.x - w / 2, y: c.y - h / 2, w, h }, cloth);
      out.push({ box, d: distance(nearestPoint(box, b), b) });
    }
  }
  return out.sort((p, q) => p.d - q.d).map((x) => x.box);
}

/** A leader line's ends (table px): from the numbers' edge to the enemy's base. */
export interface Leader {
  from: Point;
  to: Point;
}

/** Does the segment a→b pass through `box` (touching its edge counts)? */
export function segmentHitsBox(a: Point, b: Point, box: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const sides: [number, number][] = [
    [-dx, a.x - box.x],
    [dx, box.x + box.w - a.x],
    [-dy, a.y - box.y],
    [dy, box.y + box.h - a.y],
  ];
  for (const [p, q] of sides) {
    if (Math.abs(p) < 1e-12) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

const distToSegment = (p: Point, a: Point, b: Point): number => {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l = dx * dx + dy * dy;
  const t = l < 1e-12 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
};

/** The least distance between two segments (0 when they cross). */
export function segmentGap(a: Leader, b: Leader): number {
  const cross = (o: Point, p: Point, q: Point) => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  const d1 = cross(a.from, a.to, b.from);
  const d2 = cross(a.from, a.to, b.to);
  const d3 = cross(b.from, b.to, a.from);
  const d4 = cross(b.from, b.to, a.to);
  if (d1 * d2 < 0 && d3 * d4 < 0) return 0;
  return Math.min(distToSegment(a.from, b.from, b.to), distToSegment(a.to, b.from, b.to), distToSegment(b.from, a.from, a.to), distToSegment(b.to, a.from, a.to));
}

/** What is on the table round the numbers about to be placed (table px). */
export interface OddsAround {
  /** The words placed already: the names, and the numbers beside other enemies. */
  words: readonly Box[];
  /** The other figures' bases with their hit pips. */
  bases: readonly Box[];
  /** This enemy's own base. */
  own: Box;
  /** The leader lines drawn already. */
  leaders: readonly Leader[];
  /** The numbers beside the other enemies, placed already (a line across them is as bad as across their line). */
  numbers?: readonly Box[];
}

/** What is fixed round one enemy's numbers: every spot they may take, the leader line from each, and what each costs for what stands still (names, bases). */
interface Spots {
  spots: Box[];
  leaders: (Leader | null)[];
  /** How many of the spots are beside the enemy (oddsSpots'), first. */
  beside: number;
  near: boolean[];
  fixed: number[];
  drift: number[];
  /** A square a line of words high: what costs are counted in. */
  unit: number;
  zoom: number;
}

// What a spot costs, in squares a line of words high (`unit`): words over words, or this line
// across another's numbers or line (whose numbers are whose, then?), worst; then words over an
// earlier line, this line across a name; words over a base; this line across another figure's
// base, mild (in a huddle every way out crosses one); and a little for every pixel further out.
function spotsFor(b: Point, w: number, h: number, e: BaseExtent, zoom: number, around: Pick<OddsAround, 'words' | 'bases' | 'own'>, cloth: Box, lineOverWords: number): Spots {
  const px = (n: number) => n / zoom;
  const gapOf = (box: Box) => distance(nearestPoint(box, b), b);
  const isNear = (box: Box) => gapOf(box) <= e.r + px(NEAR_PX);
  const leaderOf = (box: Box): Leader | null => {
    if (isNear(box)) return null;
    const from = nearestPoint(box, b);
    const d = distance(from, b) || 1;
    const r = e.r + px(2);
    return { from, to: { x: b.x + ((from.x - b.x) / d) * r, y: b.y + ((from.y - b.y) / d) * r } };
  };
  const unit = h * h;
  const besides = oddsSpots(b, w, h, e, zoom).map((s) => within(s, cloth));
  const spots = [...besides, ...fartherSpots(b, w, h, e, zoom, cloth)];
  const leaders = spots.map(leaderOf);
  const fixed = spots.map((box, k) => {
    let c = 0;
    for (const x of around.words) {
      const a = overlapArea(box, x);
      if (a > 0) c += 40 * unit + 3 * a;
    }
    for (const x of [...around.bases, around.own]) {
      const a = overlapArea(box, x);
      if (a > 0) c += unit + a;
    }
    const line = leaders[k];
    if (line) {
      for (const x of around.words) if (segmentHitsBox(line.from, line.to, x)) c += lineOverWords * unit;
      for (const x of around.bases) if (segmentHitsBox(line.from, line.to, x)) c += 0.05 * unit;
    }
    return c;
  });
  return { spots, leaders, beside: besides.length, near: spots.map(isNear), fixed, drift: spots.map((box) => gapOf(box) * h * 0.01), unit, zoom };
}

/** What spot `k` costs with the numbers and lines of the other enemies placed (`heavy`: their numbers counted as words; else, their lines only, as words placed). */
function spotCost(sp: Spots, k: number, numbers: readonly Box[], leaders: readonly Leader[], boxOverLine: number): number {
  const { unit } = sp;
  const box = sp.spots[k] as Box;
  let c = sp.fixed[k] as number;
  for (const x of numbers) {
    const a = overlapArea(box, x);
    if (a > 0) c += 40 * unit + 3 * a;
  }
  for (const l of leaders) if (segmentHitsBox(l.from, l.to, box)) c += boxOverLine * unit;
  const line = sp.leaders[k];
  if (line) {
    for (const x of numbers) if (segmentHitsBox(line.from, line.to, x)) c += 40 * unit;
    for (const l of leaders) if (segmentGap(l, line) < 5 / sp.zoom) c += 40 * unit;
  }
  return c;
}

/** The spot to take: the first beside the enemy that is near it and clear; else the one that costs least, a pixel further a little. */
function bestSpot(sp: Spots, cost: (k: number) => number): number {
  for (let k = 0; k < sp.beside; k++) if (sp.near[k] && cost(k) === 0) return k;
  let best = 0;
  let least = Infinity;
  sp.spots.forEach((_, k) => {
    const c = cost(k) + (sp.drift[k] as number);
    if (c < least - 1e-9) {
      least = c;
      best = k;
    }
  });
  return best;
}

/**
 * The numbers (`w` × `h`) for the enemy at `b`: the first spot beside it (oddsSpots' order) that is
 * on the cloth, clear of the words, the bases and the leader lines already there; else the
 * spot further out that costs least (`cost`: covering words worst, a line across words or lines
 * next, a line across a base mild, a pixel further a little), joined to the enemy's base by a
 * leader line. Always wholly on `cloth`.
 */
export function oddsPlace(b: Point, w: number, h: number, e: BaseExtent, zoom: number, around: OddsAround, cloth: Box = CLOTH): OddsPlace {
  const sp = spotsFor(b, w, h, e, zoom, around, cloth, 8);
  const k = bestSpot(sp, (k) => spotCost(sp, k, around.numbers ?? [], around.leaders, 8));
  return { box: sp.spots[k] as Box, leader: sp.leaders[k] ?? null };
}

/** An enemy of the picked figure whose numbers are to be placed: its id, its centre (table px) and the numbers' size. */
export interface OddsFor {
  id: string;
  at: Point;
  w: number;
  h: number;
}

/**
 * The numbers beside every enemy of the picked figure, clear of `words` (the names, the picked
 * figure's base), of `bases` (every other figure's, by id), and of each other's numbers and leader
 * lines: each placed as oddsPlace places it, in the given order; then each once more against all
 * the others, while that makes one clearer. Placed one after another in a huddle by the table's
 * corner, each took the nearest way out and left the next only ways across its line or its
 * numbers (whose numbers were whose, then?): where some still cross, other orders (every one, up
 * to four enemies) are tried, and the first with none kept, else the clearest.
 */
export function placeOdds(foes: readonly OddsFor[], e: BaseExtent, zoom: number, around: { words: readonly Box[]; bases: ReadonlyMap<string, Box> }, cloth: Box = CLOTH): Map<string, OddsPlace> {
  // A line across a name: in a huddle every way out passes one (drawn over the line), so it weighs little.
  const all = foes.map((f) => {
    const bases = [...around.bases].flatMap(([id, box]) => (id === f.id ? [] : [box]));
    const own = around.bases.get(f.id) ?? baseBox({ x: f.at.x / MM, y: f.at.y / MM }, e);
    return spotsFor(f.at, f.w, f.h, e, zoom, { words: around.words, bases, own }, cloth, 2);
  });
  const inOrder = (order: readonly number[]) => {
    const at: number[] = [];
    const costs: number[] = [];
    const costAmong = (i: number, others: readonly number[]) => {
      const sp = all[i] as Spots;
      const numbers = others.map((j) => (all[j] as Spots).spots[at[j] as number] as Box);
      const leaders = others.flatMap((j) => (all[j] as Spots).leaders[at[j] as number] ?? []);
      return (k: number) => spotCost(sp, k, numbers, leaders, 40);
    };
    order.forEach((i, n) => {
      const cost = costAmong(i, order.slice(0, n));
      at[i] = bestSpot(all[i] as Spots, cost);
      costs[i] = cost(at[i]);
    });
    for (let round = 0; round < 3 && costs.some((c) => c > 0); round++) {
      let better = false;
      for (const i of order) {
        const cost = costAmong(i, order.filter((j) => j !== i));
        const here = cost(at[i] as number);
        const k = bestSpot(all[i] as Spots, cost);
        costs[i] = here;
        if (cost(k) < here - 1e-9) {
          at[i] = k;
          costs[i] = cost(k);
          better = true;
        }
      }
      if (!better) break;
    }
    const crossing = order.some((i) => {
      const sp = all[i] as Spots;
      const others = order.filter((j) => j !== i);
      const numbers = others.map((j) => (all[j] as Spots).spots[at[j] as number] as Box);
      const leaders = others.flatMap((j) => (all[j] as Spots).leaders[at[j] as number] ?? []);
      return spotCost(sp, at[i] as number, numbers, leaders, 40) - (sp.fixed[at[i] as number] as number) > 0;
    });
    // In squares a line high, so that the numbers' costs add up.
    return { at, cost: costs.reduce((a, c, i) => a + c / (all[i] as Spots).unit, 0), crossing };
  };
  const first = [...foes.keys()];
  let best = inOrder(first);
  if (best.crossing)
    for (const order of foes.length <= 4 ? orders(first).slice(1) : [[...first].reverse()]) {
      const next = inOrder(order);
      if (next.crossing === best.crossing ? next.cost < best.cost - 1e-9 : !next.crossing) best = next;
      if (!best.crossing) break;
    }
  return new Map(foes.map((f, i) => [f.id, { box: (all[i] as Spots).spots[best.at[i] as number] as Box, leader: (all[i] as Spots).leaders[best.at[i] as number] ?? null }]));
}

/** Every order of `xs`, the given one first. */
function orders<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => orders([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}
