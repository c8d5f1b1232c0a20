// How a thrown die's face comes from the throw. On a top-down table a die cannot tumble by
// itself, so it is treated as a cube rolling along its path: a quarter turn about one axis
// for every side-length it travels along the other. Its starting orientation is drawn from
// the game's seeded stream, so every face is equally likely, and the same throw replays exactly.

/** One quarter turn, named by the direction (in the die's own frame) it rolls towards. */
export type Tumble = 'N' | 'E' | 'S' | 'W';
export const TUMBLES: readonly Tumble[] = ['N', 'E', 'S', 'W'];

/** A cube's pose: the faces showing on top, towards north and towards east. Opposites sum to 7. */
export interface CubePose {
  top: number;
  north: number;
  east: number;
}

export function rollCube(pose: CubePose, tumble: Tumble): CubePose {
  const { top, north, east } = pose;
  switch (tumble) {
    case 'N': // tips over its north edge: the south face comes up
      return { top: 7 - north, north: top, east };
    case 'S':
      return { top: north, north: 7 - top, east };
    case 'E':
      return { top: 7 - east, north, east: top };
    case 'W':
      return { top: east, north, east: 7 - top };
  }
}

/** The 24 orientations of a cube, in a fixed order: index 0..23 from the seeded stream picks one. */
export const CUBE_POSES: readonly CubePose[] = (() => {
  const poses: CubePose[] = [];
  for (let top = 1; top <= 6; top++) {
    for (let north = 1; north <= 6; north++) {
      if (north === top || north === 7 - top) continue;
      // East follows from top and north by the right-hand rule on a standard die (1-2-3 counter-clockwise).
      poses.push({ top, north, east: eastOf(top, north) });
    }
  }
  return poses;
})();

function eastOf(top: number, north: number): number {
  // Around a corner of a standard (right-handed) die, 1, 2, 3 read counter-clockwise.
  // Cross product on face vectors: face k's axis is ±unit vector, opposite faces sum to 7.
  const axis = (f: number): [number, number, number] => {
    const sign = f <= 3 ? 1 : -1;
    const a = f <= 3 ? f : 7 - f;
    return [a === 1 ? sign : 0, a === 2 ? sign : 0, a === 3 ? sign : 0];
  };
  const t = axis(top);
  const n = axis(north);
  // With x = east, y = north, z = up: east = north × up.
  const e: [number, number, number] = [n[1] * t[2] - n[2] * t[1], n[2] * t[0] - n[0] * t[2], n[0] * t[1] - n[1] * t[0]];
  const i = e.findIndex((c) => c !== 0);
  const s = e[i] ?? 1;
  return s > 0 ? i + 1 : 6 - i;
}

/** d20 faces as a walk: each quarter turn moves to a neighbouring number. Any start is equally likely. */
const D20_STEP: Record<Tumble, number> = { N: 3, E: 7, S: 17, W: 13 };

export function tumbleFace(sides: number, start: number, tumbles: string): number {
  if (sides === 6) {
    let pose = CUBE_POSES[start] ?? CUBE_POSES[0]!;
    for (const t of tumbles) pose = rollCube(pose, t as Tumble);
    return pose.top;
  }
  let face = start; // 0-based
  for (const t of tumbles) face = (face + (D20_STEP[t as Tumble] ?? 0)) % sides;
  return face + 1;
}

/** How many starting positions a die of this many sides has (24 for a cube). */
export const startCount = (sides: number): number => (sides === 6 ? CUBE_POSES.length : sides);

/**
 * Follows a die along its path: feed it each step's movement and the body's angle, and it
 * emits a tumble whenever the die has rolled one side-length in its own frame.
 */
export class TumbleTracker {
  private alongX = 0;
  private alongY = 0;
  tumbles = '';
  constructor(private readonly side: number) {}
  step(dx: number, dy: number, angle: number): Tumble[] {
    // Movement in the die's frame (angle in radians, screen y down: north is -y).
    const c = Math.cos(-angle);
    const s = Math.sin(-angle);
    this.alongX += dx * c - dy * s;
    this.alongY += dx * s + dy * c;
    const out: Tumble[] = [];
    while (Math.abs(this.alongX) >= this.side) {
      const t: Tumble = this.alongX > 0 ? 'E' : 'W';
      this.alongX -= Math.sign(this.alongX) * this.side;
      out.push(t);
    }
    while (Math.abs(this.alongY) >= this.side) {
      const t: Tumble = this.alongY > 0 ? 'S' : 'N';
      this.alongY -= Math.sign(this.alongY) * this.side;
      out.push(t);
    }
    this.tumbles += out.join('');
    return out;
  }
}
