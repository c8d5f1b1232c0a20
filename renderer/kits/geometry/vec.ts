// Points and the vector arithmetic every other shape is built from. Plain `{ x, y }` objects, so
// a game's own point type (a ship's pivot, a figure's centre) is a point here without copying.

export interface Point {
  readonly x: number;
  readonly y: number;
}

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
/** The z of the cross product: > 0 when b turns counter-clockwise from a (with y up). */
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
export const length = (a: Point): number => Math.hypot(a.x, a.y);
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
/** The point a fraction t of the way from a to b. */
export const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** a scaled to length 1 (a zero vector stays zero, so callers need not guard against it). */
export function unit(a: Point): Point {
  const l = Math.hypot(a.x, a.y);
  return l === 0 ? { x: 0, y: 0 } : { x: a.x / l, y: a.y / l };
}

/**
 * Which side of the line a→b the point c lies: > 0 on the left (counter-clockwise with y up,
 * clockwise on a screen with y down), < 0 on the right, 0 on the line. Twice the triangle's area.
 */
export const orient = (a: Point, b: Point, c: Point): number => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);

/** The angle of a vector in radians, as Math.atan2 gives it. */
export const angleOf = (a: Point): number => Math.atan2(a.y, a.x);

/** The unit vector at an angle in radians. */
export const fromAngle = (radians: number): Point => ({ x: Math.cos(radians), y: Math.sin(radians) });

export const degToRad = (deg: number): number => (deg * Math.PI) / 180;

/** Turns (x, y) about (cx, cy) by `deg` degrees (clockwise on a screen, where y is down). */
export function rotateAbout(x: number, y: number, cx: number, cy: number, deg: number): Point {
  const a = degToRad(deg);
  const dx = x - cx;
  const dy = y - cy;
  return { x: cx + dx * Math.cos(a) - dy * Math.sin(a), y: cy + dx * Math.sin(a) + dy * Math.cos(a) };
}

/** Where a model's heading and pivot put it on the table: a position and a heading in degrees. */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
}

/** A shape drawn about its own pivot (heading 0 along +x), laid on the table at a pose. */
export function place(shape: readonly Point[], pose: Pose): Point[] {
  const a = degToRad(pose.heading);
  const c = Math.cos(a);
  const s = Math.sin(a);
  return shape.map((p) => ({ x: pose.x + p.x * c - p.y * s, y: pose.y + p.x * s + p.y * c }));
}
