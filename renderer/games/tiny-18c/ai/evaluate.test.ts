import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../engine/rng';
import { tiny18c, type Side, type Tiny18cState } from '../rules';
import { armiesFor } from './arena';
import { EVAL, evaluate } from './evaluate';
import { randomOrders } from './options';

const players = [
  { name: 'A', control: 'computer' as const, strength: 'normal' as const },
  { name: 'D', control: 'computer' as const, strength: 'normal' as const },
];
const fromBoard = (...rows: string[]): Tiny18cState => tiny18c.setup({ options: { armies: [[], []], turnLimit: 30, board: rows.join('\n') }, players }, 1);

describe("the computer's judgement of a position", () => {
  it('counts an enemy within a move and a step that would beat a unit on advantage: the matchup', () => {
    expect(EVAL.matchup).toBeGreaterThan(0);
    // The attacker's infantry on c5; the defender's unit three squares away on c2. Horse beats
    // foot, foot beats pikes: the same place is worse facing horse and better facing pikes, by the
    // matchup counted once for each side, and nothing else differs.
    const facingHorse = fromBoard('• • I • •', '• • • • •', '• • • • •', '• • c • •', '• • • • •');
    const facingPikes = fromBoard('• • I • •', '• • • • •', '• • • • •', '• • p • •', '• • • • •');
    expect(evaluate(facingPikes, 0) - evaluate(facingHorse, 0)).toBeCloseTo(2 * EVAL.matchup);
    // Out of reach the matchup does not count: pikes four squares off are no prey yet, while horse
    // (two squares and a step) still reaches.
    const pikesFar = fromBoard('• • I • •', '• • • • •', '• • • • •', '• • • • •', '• • p • •');
    const horseFar = fromBoard('• • I • •', '• • • • •', '• • • • •', '• • • • •', '• • c • •');
    const militiaFar = fromBoard('• • I • •', '• • • • •', '• • • • •', '• • • • •', '• • m • •');
    expect(evaluate(pikesFar, 0)).toBeCloseTo(evaluate(militiaFar, 0));
    expect(evaluate(militiaFar, 0) - evaluate(horseFar, 0)).toBeCloseTo(EVAL.matchup);
  });

  it('is the same position seen from the other side: what one side gains the other loses', () => {
    const s = fromBoard('A I P • C', '• • • • •', '• • c • •', '• i • p •', '• • a • •');
    expect(evaluate(s, 0)).toBeCloseTo(-evaluate(s, 1));
  });

  it('is exactly the negative from the other side in any position, as the search relies on', () => {
    // bots.ts takes one side's value of a played-out pairing as the other's, negated: it must be
    // the same number, not a close one, or the computer's choices would change.
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 48 }), (seed, armies) => {
        let s = tiny18c.setup({ options: { armies: armiesFor(armies), turnLimit: 30 }, players }, seed);
        const rng = new Rng(seedRng(seed ^ 0x2545f491));
        for (let step = 0; step < 80 && s.phase !== 'over'; step++) {
          const a = evaluate(s, 0);
          expect(Object.is(a, -evaluate(s, 1)) || (a === 0 && evaluate(s, 1) === 0)).toBe(true);
          for (const side of tiny18c.actors(s) as Side[]) {
            const r = tiny18c.apply(s, { type: 'commit', orders: randomOrders(s, side, rng) }, side);
            if (!r.ok) throw new Error(r.message);
            s = r.state;
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
