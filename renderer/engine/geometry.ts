// Turned rectangles on the table: their corners, and whether two of them overlap.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees clockwise. */
  angle: number;
}

/** The four corners of a turned rectangle, clockwise from its top left. */
export function rectCorners(r: Rect): { x: number; y: number }[] {
  const a = (r.angle * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([dx, dy]) => {
    const lx = ((dx as number) * r.width) / 2;
    const ly = ((dy as number) * r.height) / 2;
    return { x: r.x + lx * c - ly * s, y: r.y + lx * s + ly * c };
  });
}

/** Do two turned rectangles overlap? (Separating axis test.) */
export function rectsTouch(a: Rect, b: Rect): boolean {
  const ca = rectCorners(a);
  const cb = rectCorners(b);
  for (const poly of [ca, cb]) {
    for (let i = 0; i < 4; i++) {
      const p = poly[i] as { x: number; y: number };
      const q = poly[(i + 1) % 4] as { x: number; y: number };
      const nx = q.y - p.y;
      const ny = p.x - q.x;
      const project = (pts: { x: number; y: number }[]) => pts.map((v) => v.x * nx + v.y * ny);
      const pa = project(ca);
      const pb = project(cb);
      if (Math.max(...pa) < Math.min(...pb) || Math.max(...pb) < Math.min(...pa)) return false;
    }
  }
  return true;
}
