import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CUBE_POSES, TUMBLES, TumbleTracker, rollCube, startCount, tumbleFace, type CubePose } from './die-tumble';

const key = (p: CubePose) => `${p.top}${p.north}${p.east}`;

describe('a die rolling along its path', () => {
  it('has 24 distinct orientations of one standard die', () => {
    expect(new Set(CUBE_POSES.map(key)).size).toBe(24);
    for (const p of CUBE_POSES) {
      expect(new Set([p.top, p.north, p.east, 7 - p.top, 7 - p.north, 7 - p.east]).size).toBe(6);
    }
  });

  it('stays a standard die whichever way it rolls', () => {
    const all = new Set(CUBE_POSES.map(key));
    for (const p of CUBE_POSES) for (const t of TUMBLES) expect(all.has(key(rollCube(p, t)))).toBe(true);
  });

  it('comes back to the same face after four quarter turns the same way, or one there and back', () => {
    for (const p of CUBE_POSES) {
      for (const t of TUMBLES) {
        let q = p;
        for (let i = 0; i < 4; i++) q = rollCube(q, t);
        expect(q).toEqual(p);
      }
      expect(rollCube(rollCube(p, 'N'), 'S')).toEqual(p);
      expect(rollCube(rollCube(p, 'E'), 'W')).toEqual(p);
    }
  });

  it('shows the side face that was facing the way it rolled', () => {
    const p = { top: 1, north: 2, east: 3 };
    expect(rollCube(p, 'S').top).toBe(2); // rolling south brings the north face up
    expect(rollCube(p, 'W').top).toBe(3);
    expect(rollCube(p, 'N').top).toBe(5);
    expect(rollCube(p, 'E').top).toBe(4);
  });

  it('is fair: for any path, every face comes up from exactly four of the 24 starts', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TUMBLES), { maxLength: 40 }), (path) => {
        const counts = new Map<number, number>();
        for (let s = 0; s < startCount(6); s++) {
          const f = tumbleFace(6, s, path.join(''));
          counts.set(f, (counts.get(f) ?? 0) + 1);
        }
        expect([...counts.values()]).toEqual([4, 4, 4, 4, 4, 4]);
      }),
    );
  });

  it('is fair for a d20 too: each start gives a different face', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TUMBLES), { maxLength: 40 }), (path) => {
        const faces = new Set(Array.from({ length: 20 }, (_, s) => tumbleFace(20, s, path.join(''))));
        expect(faces.size).toBe(20);
      }),
    );
  });

  it('counts a quarter turn for each side-length travelled in the die\'s own frame', () => {
    const t = new TumbleTracker(10);
    t.step(25, 0, 0); // east 2.5 sides
    expect(t.tumbles).toBe('EE');
    t.step(0, -10, 0); // north one side
    expect(t.tumbles).toBe('EEN');
    const turned = new TumbleTracker(10);
    turned.step(0, 10, Math.PI / 2); // turned a quarter clockwise (y is down): its own east now faces screen-south
    expect(turned.tumbles).toBe('E');
  });
});
