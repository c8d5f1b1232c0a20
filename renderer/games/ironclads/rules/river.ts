// The river: two strings laid across the table four to five matchsticks apart, with gentle
// bends. Each bank runs through seven control points, west to east; between them the string
// follows a smooth curve (Catmull-Rom), and that curve, in short segments, is what ships touch.
import { Rng, seedRng } from '../../../engine/rng';
import { MM_PER_INCH } from '../../../engine/units';
import type { Point, River } from './types';

export const TABLE = { width: 609.6, height: 304.8 } as const;
export const CONTROL_POINTS = 7;
/** How close a string may come to the table's long edges (mm). */
const BANK_MARGIN = 6;
const SEGMENTS_PER_SPAN = 10;

export const stickMm = (inches: number) => inches * MM_PER_INCH;

/** The widths the river may have, in mm, for a matchstick of this length (4 to 5 sticks). */
export function widthRange(stickInches: number): { min: number; max: number } {
  const s = stickMm(stickInches);
  return { min: 4 * s, max: Math.min(5 * s, TABLE.height - 2 * BANK_MARGIN) };
}

/** The longest matchstick a 1 foot table has room for: four sticks across the river. */
export const MAX_STICK_INCHES = Math.floor(((TABLE.height - 2 * BANK_MARGIN) / 4 / MM_PER_INCH) * 100) / 100;

const controlXs = () => Array.from({ length: CONTROL_POINTS }, (_, i) => (TABLE.width * i) / (CONTROL_POINTS - 1));

/** A river with gentle bends from a seed: a wandering centre line and a width within the range. */
export function generateRiver(seed: number, stickInches: number, flow: River['flow'] = 'east'): River {
  const rng = new Rng(seedRng(seed));
  const { min, max } = widthRange(stickInches);
  const phase = rng.range(0, Math.PI * 2);
  const waves = rng.range(0.6, 1.4);
  const north: Point[] = [];
  const south: Point[] = [];
  for (const x of controlXs()) {
    const width = rng.range(min + (max - min) * 0.1, max - (max - min) * 0.1);
    const room = Math.max(0, (TABLE.height - 2 * BANK_MARGIN - width) / 2);
    const centre = TABLE.height / 2 + Math.sin(phase + (x / TABLE.width) * Math.PI * 2 * waves) * room * 0.8;
    north.push({ x, y: round(centre - width / 2) });
    south.push({ x, y: round(centre + width / 2) });
  }
  return { banks: [north, south], flow };
}

/** A straight river of the middle width, for tests and the simplest table. */
export function straightRiver(stickInches: number, flow: River['flow'] = 'east'): River {
  const { min, max } = widthRange(stickInches);
  const w = (min + max) / 2;
  const xs = controlXs();
  return { banks: [xs.map((x) => ({ x, y: round(TABLE.height / 2 - w / 2) })), xs.map((x) => ({ x, y: round(TABLE.height / 2 + w / 2) }))], flow };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Where a bank's control point may go: the river stays four to five sticks wide at that point,
 * and the string stays on the table. With `along`, it stays four to five sticks wide all along
 * the strings too, where they bend between their points (without, as in battles laid out before,
 * the bends could take it an eighth of a stick nearer or further). Returns the y clamped into range.
 */
export function clampBankPoint(river: River, bank: 0 | 1, index: number, y: number, stickInches: number, along = false): number {
  const { min, max } = widthRange(stickInches);
  const other = river.banks[bank === 0 ? 1 : 0][index];
  const here = river.banks[bank][index];
  if (!other || !here) return y;
  let lo = bank === 0 ? Math.max(BANK_MARGIN, other.y - max) : Math.max(other.y + min, BANK_MARGIN);
  let hi = bank === 0 ? Math.min(other.y - min, TABLE.height - BANK_MARGIN) : Math.min(other.y + max, TABLE.height - BANK_MARGIN);
  if (along) {
    const [alo, ahi] = alongLimits(river, bank, index, here.y, min, max);
    // A river already out of range (never one laid out by these rules) keeps the pinned points' rule.
    if (Math.max(lo, alo) <= Math.min(hi, ahi)) [lo, hi] = [Math.max(lo, alo), Math.min(hi, ahi)];
  }
  const r = round(Math.min(hi, Math.max(lo, y)));
  // Rounded to a hundredth, never out of range by the rounding.
  return r < lo ? Math.ceil(lo * 100) / 100 : r > hi ? Math.floor(hi * 100) / 100 : r;
}

/**
 * The y one bank point may take, the others staying, for the strings to lie `min` to `max` apart all
 * along their curves. Each curve is linear in its points, and both share their x, so the width at every
 * vertex of the drawn strings is linear in the point's y: each gives an interval, and they meet in one.
 */
function alongLimits(river: River, bank: 0 | 1, index: number, y0: number, min: number, max: number): [number, number] {
  // The other bank's string does not move with this point: drawn once.
  const other = bankCurve(river.banks[bank === 0 ? 1 : 0]);
  const curvesWith = (y: number) => {
    const mine = bankCurve(river.banks[bank].map((p, i) => (i === index ? { x: p.x, y } : p)));
    return mine.map((p, k) => (bank === 0 ? (other[k] as Point).y - p.y : p.y - (other[k] as Point).y));
  };
  const w0 = curvesWith(y0);
  const w1 = curvesWith(y0 + 1);
  let lo = -Infinity;
  let hi = Infinity;
  w0.forEach((w, k) => {
    const slope = (w1[k] as number) - w;
    if (Math.abs(slope) < 1e-9) return;
    const a = y0 + (min - w) / slope;
    const b = y0 + (max - w) / slope;
    lo = Math.max(lo, Math.min(a, b));
    hi = Math.min(hi, Math.max(a, b));
  });
  return [lo, hi];
}

/** Does every control point keep the river four to five sticks wide, on the table? */
export function riverProblem(river: River, stickInches: number): string | null {
  const { min, max } = widthRange(stickInches);
  const [north, south] = river.banks;
  if (north.length !== CONTROL_POINTS || south.length !== CONTROL_POINTS) return `Each bank needs ${CONTROL_POINTS} points.`;
  for (let i = 0; i < CONTROL_POINTS; i++) {
    const w = (south[i] as Point).y - (north[i] as Point).y;
    if (w < min - 0.01 || w > max + 0.01) return 'The banks must lie four to five matchsticks apart.';
    if ((north[i] as Point).y < 0 || (south[i] as Point).y > TABLE.height) return 'The banks must lie on the table.';
  }
  return null;
}

/** The string's smooth curve through its control points, as a polyline. */
export function bankCurve(points: readonly Point[]): Point[] {
  const out: Point[] = [];
  const p = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))] as Point;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    for (let k = 0; k < SEGMENTS_PER_SPAN; k++) {
      const t = k / SEGMENTS_PER_SPAN;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) => 0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push({ x: f(p0.x, p1.x, p2.x, p3.x), y: f(p0.y, p1.y, p2.y, p3.y) });
    }
  }
  out.push(p(points.length - 1));
  return out;
}

/** The y of a curve (a polyline running west to east) at x. */
export function curveY(curve: readonly Point[], x: number): number {
  for (let i = 1; i < curve.length; i++) {
    const a = curve[i - 1] as Point;
    const b = curve[i] as Point;
    if (x <= b.x || i === curve.length - 1) {
      const t = b.x === a.x ? 0 : Math.max(0, Math.min(1, (x - a.x) / (b.x - a.x)));
      return a.y + (b.y - a.y) * t;
    }
  }
  return curve[0]?.y ?? 0;
}

/** How far upstream a point lies: larger is further upstream. */
export const upstream = (river: River, x: number) => (river.flow === 'east' ? -x : x);
