import { describe, expect, it } from 'vitest';
import { releaseVelocity } from './gesture';

describe('reading a flick', () => {
  it('measures the speed over the last moments before letting go', () => {
    const samples = [0, 10, 20, 30, 40].map((t) => ({ t, x: t * 2, y: 0 })); // 2 px per ms
    const v = releaseVelocity(samples, 45);
    expect(v.vx).toBeCloseTo(2000);
    expect(v.vy).toBe(0);
  });

  it('throws nothing from a hand that came to rest before letting go', () => {
    const samples = [0, 10, 20].map((t) => ({ t, x: t * 5, y: 0 }));
    expect(releaseVelocity(samples, 200)).toEqual({ vx: 0, vy: 0 });
  });

  it('uses the last two moves when a slow machine delivers them far apart', () => {
    const samples = [
      { t: 0, x: 0, y: 0 },
      { t: 60, x: 150, y: 30 },
      { t: 120, x: 300, y: 60 },
    ];
    const v = releaseVelocity(samples, 150);
    expect(v.vx).toBeCloseTo(2500);
    expect(v.vy).toBeCloseTo(500);
  });

  it('waits longer for rest when moves come slowly, but never more than a quarter second', () => {
    const slow = [0, 80, 160, 240].map((t) => ({ t, x: t * 10, y: 0 }));
    expect(releaseVelocity(slow, 240 + 150).vx).toBeCloseTo(10_000);
    expect(releaseVelocity(slow, 240 + 170)).toEqual({ vx: 0, vy: 0 });
    const crawl = [0, 300, 600].map((t) => ({ t, x: t, y: 0 }));
    expect(releaseVelocity(crawl, 600 + 260)).toEqual({ vx: 0, vy: 0 });
  });

  it('needs two moves to tell a speed', () => {
    expect(releaseVelocity([{ t: 0, x: 0, y: 0 }], 5)).toEqual({ vx: 0, vy: 0 });
    expect(releaseVelocity([], 5)).toEqual({ vx: 0, vy: 0 });
  });
});
