// Dice thrown on the Free Table: the launch (from the hand's speed, each die a little apart, as
// from a real hand) among the pieces they can strike. Pure: the scene runs the physics ahead of
// the screen (RunAhead) and the landing poses become the action as soon as they are known.
import { DiceThrow, type Obstacle, type SettledDie } from '../../table/sim/dice-throw';
import { clampOnTable, halfExtents } from './placement';
import { isRound, pieceSize } from './art';
import { DIE_SIZE, peekThrowStarts, type FreeTableState, type Piece, type PiecePose } from './rules';

/** Dice in the air: the physics, and what each die's face follows as it rolls. */
export interface Flight {
  dice: DiceThrow;
  ids: string[];
  /** The faces up when thrown, and each die's number of sides: the face on top follows its tumbles. */
  starts: number[];
  sides: number[];
}

/**
 * The dice among `ids` thrown at `v` (mm per second), from `poses` where the hand holds them.
 * `s` is the seat's view (what the dice can strike), `full` the whole state (the faces they start on).
 */
export function launchDice(s: FreeTableState, full: FreeTableState, ids: string[], v: { vx: number; vy: number }, poses?: PiecePose[]): Flight | null {
  const dice = ids.map((id) => s.pieces.find((p) => p.id === id)).filter((p): p is Extract<Piece, { kind: 'die' }> => p?.kind === 'die');
  if (!dice.length) return null;
  const speed = Math.hypot(v.vx, v.vy) || 1;
  const launches = dice.map((die, i) => {
    const pose = poses?.find((p) => p.id === die.id) ?? die;
    // Each die leaves at a slightly different angle and spin, as from a real hand.
    const spread = (i - (dice.length - 1) / 2) * 0.12;
    const c = Math.cos(spread);
    const sn = Math.sin(spread);
    return {
      id: die.id,
      x: pose.x,
      y: pose.y,
      angle: (pose.angle * Math.PI) / 180,
      vx: v.vx * c - v.vy * sn,
      vy: v.vx * sn + v.vy * c,
      spin: ((i % 2 === 0 ? 1 : -1) * speed) / 120,
      size: DIE_SIZE,
    };
  });
  const obstacles: Obstacle[] = s.pieces
    .filter((p) => !ids.includes(p.id) && (p.kind === 'figure' || p.kind === 'deck' || p.kind === 'die' || (p.kind === 'terrain' && (p.terrain === 'building' || p.terrain === 'wall'))))
    .map((p) => {
      const size = pieceSize(p, s.options);
      return {
        x: p.x,
        y: p.y,
        angle: (p.angle * Math.PI) / 180,
        shape: isRound(p) ? { kind: 'circle' as const, radius: size.width / 2 } : { kind: 'rect' as const, width: size.width, height: size.height },
      };
    });
  return {
    dice: new DiceThrow(s.size, launches, obstacles),
    ids: dice.map((d) => d.id),
    starts: peekThrowStarts(full, dice.map((d) => d.id)),
    sides: dice.map((d) => d.sides),
  };
}

/** Where each thrown die lies at the end of its roll (degrees, kept on the table), as the throw's action records it. */
export function landingPoses(last: readonly SettledDie[], table: { width: number; height: number }): (PiecePose & { tumbles: string })[] {
  return last.map((p) => {
    const angle = (p.angle * 180) / Math.PI;
    const at = clampOnTable(table, { x: p.x, y: p.y, half: halfExtents({ width: DIE_SIZE, height: DIE_SIZE }, angle) });
    return { id: p.id, x: at.x, y: at.y, angle, tumbles: p.tumbles };
  });
}
