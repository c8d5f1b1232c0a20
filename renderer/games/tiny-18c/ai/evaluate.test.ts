import { describe, expect, it } from 'vitest';
import { tiny18c, type Tiny18cState } from '../rules';
import { EVAL, evaluate } from './evaluate';

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
});
