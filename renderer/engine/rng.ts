// Seeded randomness whose whole state is four 32-bit integers, kept in the game state,
// so a save, a replay or an undo sees exactly the same dice.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';

/** xoroshiro128+ state: exact through JSON. */
export type RngState = [number, number, number, number];

export function seedRng(seed: number): RngState {
  // Warm up: the first outputs of a fresh xoroshiro from a small seed are poorly mixed.
  const gen = xoroshiro128plus(seed | 0);
  for (let i = 0; i < 16; i++) gen.next();
  return toState(gen.getState());
}

function toState(s: readonly number[]): RngState {
  const [a = 0, b = 0, c = 0, d = 0] = s;
  return [a, b, c, d];
}

/**
 * A cursor over a seeded stream, for use inside one rules step:
 * draw what you need, then store `state()` in the next game state.
 * It never touches the state it was made from.
 */
export class Rng {
  private readonly gen;
  constructor(state: RngState) {
    this.gen = xoroshiro128plusFromState(state);
  }
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`Rng.int needs whole numbers min <= max, got ${min}..${max}`);
    }
    return uniformInt(this.gen, min, max);
  }
  /** A float in [0, 1). */
  float(): number {
    return uniformFloat64(this.gen);
  }
  /** A float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.float();
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick needs at least one item');
    return items[this.int(0, items.length - 1)] as T;
  }
  /** A new shuffled array (Fisher-Yates); the input is left as it was. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = out[i] as T;
      out[i] = out[j] as T;
      out[j] = t;
    }
    return out;
  }
  state(): RngState {
    return toState(this.gen.getState());
  }
}

/**
 * What a player's view holds in place of the game's generator state: the dice to come are
 * nobody's business, and a bot deciding from its view cannot peek at them.
 */
export const HIDDEN_RNG: RngState = [0, 0, 0, 1];
