// Where the numbers beside an enemy of the picked figure go, and when they need a leader line back
// to it. They keep wholly on the cloth (off it they ran onto the table's frame, or under the
// toolbar and the panel, in a melee by the table's edge), next to their enemy where a spot there
// is clear; where none is, they go to the nearest clear spot further out, and a thin line from
// them to the enemy's base says whose they are (moved eight lines away with no line, nobody could
// tell). Pure: table pixels in, a box and the line's ends out; the overlay draws them.
import { oddsSpots, overlapArea, CLOTH, type BaseExtent, type Box } from './label-places';
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
}

/**
 * The numbers (`w` × `h`) for the enemy at `b`: the first spot beside it (oddsSpots' order) that is
 * on the cloth, clear of the words, the bases and the leader lines already there; else the
 * spot further out that costs least (`cost`: covering words worst, a line across words or lines
 * next, a line across a base mild, a pixel further a little), joined to the enemy's base by a
 * leader line. Always wholly on `cloth`.
 */
export function oddsPlace(b: Point, w: number, h: number, e: BaseExtent, zoom: number, around: OddsAround, cloth: Box = CLOTH): OddsPlace {
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
  // What a spot costs, in squares a line of words high (`unit`): words over words, worst; then
  // words over an earlier line, this line across words or another line; words over a base; this line across another figure's base, mild (in a huddle every way out crosses
  // one); and a little for every pixel further from the enemy.
  const unit = h * h;
  const cost = (box: Box): number => {
    let c = 0;
    for (const x of around.words) {
      const a = overlapArea(box, x);
      if (a > 0) c += 40 * unit + 3 * a;
    }
    for (const x of [...around.bases, around.own]) {
      const a = overlapArea(box, x);
      if (a > 0) c += unit + a;
    }
    for (const l of around.leaders) if (segmentHitsBox(l.from, l.to, box)) c += 8 * unit;
    const line = leaderOf(box);
    if (line) {
      for (const x of around.words) if (segmentHitsBox(line.from, line.to, x)) c += 8 * unit;
      for (const l of around.leaders) if (segmentGap(l, line) < px(5)) c += 4 * unit;
      for (const x of around.bases) if (segmentHitsBox(line.from, line.to, x)) c += 0.05 * unit;
    }
    return c;
  };
  const drift = (box: Box) => gapOf(box) * h * 0.01;
  const beside = oddsSpots(b, w, h, e, zoom).map((s) => within(s, cloth));
  let box = beside.find((s) => isNear(s) && cost(s) === 0);
  if (!box) {
    const all = [...beside, ...fartherSpots(b, w, h, e, zoom, cloth)];
    let least = Infinity;
    for (const s of all) {
      const c = cost(s) + drift(s);
      if (c < least - 1e-9) {
        least = c;
        box = s;
      }
    }
  }
  const place = box as Box;
  return { box: place, leader: leaderOf(place) };
}
