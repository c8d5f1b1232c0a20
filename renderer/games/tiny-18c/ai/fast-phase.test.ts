// The look-ahead's own phase (fast-phase.ts) must give exactly the state the rules give: over every
// movement and declarations phase of the 2,000 seeded random games (selfplay.test.ts's), and over
// thousands more random orders from the states of random and greedy games, the guns' dice included.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../engine/rng';
import { simulatePhase, tiny18c, type Orders, type Side, type Tiny18cState } from '../rules';
import { armiesFor } from './arena';
import { decide, type BotKind } from './bots';
import { fastPhase } from './fast-phase';
import { randomOrders } from './options';

const seats = [
  { name: 'Attacker', control: 'computer' as const, strength: 'normal' as const },
  { name: 'Defender', control: 'computer' as const, strength: 'normal' as const },
];

/** Plays one phase both ways, failing with the two states shown if they differ in anything. */
function same(s: Tiny18cState, orders: [Orders, Orders], rng: Tiny18cState['rng']): void {
  const rules = simulatePhase(s, orders, rng);
  const fast = fastPhase(s, orders, rng);
  if (JSON.stringify(fast) !== JSON.stringify(rules)) expect({ s, orders, fast }).toEqual({ s, orders, fast: rules });
}

/** Plays `games` games between `kind` players from `seed0`, calling `each` at every movement and declarations phase. */
function games(kind: BotKind, count: number, seed0: number, each: (s: Tiny18cState, orders: [Orders, Orders]) => void): number {
  let phases = 0;
  for (let g = 0; g < count; g++) {
    let s: Tiny18cState = tiny18c.setup({ options: { armies: armiesFor(g), turnLimit: 30 }, players: seats }, seed0 + g);
    for (let guard = 0; guard < 1000 && s.phase !== 'over'; guard++) {
      const sides = tiny18c.actors(s) as Side[];
      const orders = sides.map((side) => decide(tiny18c.playerView(s, side), side, kind));
      if ((s.phase === 'movement' || s.phase === 'declarations') && sides.length === 2) {
        each(s, orders as [Orders, Orders]);
        phases++;
      }
      sides.forEach((side, i) => {
        const r = tiny18c.apply(s, { type: 'commit', orders: orders[i] as Orders }, side);
        if (!r.ok) throw new Error(r.message);
        s = r.state;
      });
    }
  }
  return phases;
}

describe("the look-ahead's phase", () => {
  it('gives the rules\' state at every phase of the 2,000 seeded random games', () => {
    const phases = games('random', 2_000, 0, (s, orders) => same(s, orders, s.rng));
    expect(phases).toBeGreaterThan(10_000);
  }, 240_000);

  it("gives the rules' state for random orders from the positions of random and greedy games, whatever the dice", () => {
    const rng = new Rng(seedRng(15));
    let checked = 0;
    for (const kind of ['random', 'greedy'] as const) {
      games(kind, 150, 5_000, (s) => {
        for (let k = 0; k < 6; k++) {
          same(s, [randomOrders(s, 0, rng), randomOrders(s, 1, rng)], seedRng(rng.int(-2147483648, 2147483647)));
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(5_000);
  }, 240_000);
});
