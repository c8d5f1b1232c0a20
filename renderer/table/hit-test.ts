// Which piece is under a point: rotated rectangles and circles, in table millimetres.

/** Scenes turn pointer points about pieces with the geometry kit's rotation. */
export { rotateAbout } from '../kits/geometry';

export interface Footprint {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees clockwise. */
  angle: number;
  round: boolean;
}

export function contains(f: Footprint, px: number, py: number, slack = 0): boolean {
  const a = (-f.angle * Math.PI) / 180;
  const dx = px - f.x;
  const dy = py - f.y;
  const lx = dx * Math.cos(a) - dy * Math.sin(a);
  const ly = dx * Math.sin(a) + dy * Math.cos(a);
  if (f.round) return Math.hypot(lx / (f.width / 2 + slack), ly / (f.height / 2 + slack)) <= 1;
  return Math.abs(lx) <= f.width / 2 + slack && Math.abs(ly) <= f.height / 2 + slack;
}
