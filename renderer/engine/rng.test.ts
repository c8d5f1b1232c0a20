import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, seedRng } from './rng';

describe('seeded generator', () => {
  it('gives the same numbers from the same seed, and different ones from another seed', () => {
    const draw = (seed: number) => {
      const r = new Rng(seedRng(seed));
      return Array.from({ length: 20 }, () => r.int(1, 6));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('keeps its whole state in four integers that survive JSON', () => {
    const r = new Rng(seedRng(123));
    r.int(1, 20);
    const saved = JSON.parse(JSON.stringify(r.state())) as unknown;
    const resumed = new Rng(saved as ReturnType<typeof seedRng>);
    expect(Array.from({ length: 10 }, () => resumed.float())).toEqual(Array.from({ length: 10 }, () => r.float()));
  });

  it('never changes the state it was made from', () => {
    const start = seedRng(5);
    const copy = [...start];
    new Rng(start).int(0, 1000);
    expect([...start]).toEqual(copy);
  });

  it('draws whole numbers inside the asked range', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), (seed, min, span) => {
        const r = new Rng(seedRng(seed));
        for (let i = 0; i < 20; i++) {
          const n = r.int(min, min + span);
          if (!Number.isInteger(n) || n < min || n > min + span) return false;
        }
        return true;
      }),
    );
  });

  it('rolls a fair die: each face of a d6 within 5% of a sixth over 60,000 rolls', () => {
    const r = new Rng(seedRng(2026));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[r.int(1, 6) - 1]! += 1;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('shuffles into a permutation of the same items', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
        const shuffled = new Rng(seedRng(seed)).shuffle(items);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('refuses a range with max below min', () => {
    expect(() => new Rng(seedRng(1)).int(6, 1)).toThrow(RangeError);
  });
});
