// Pieces in the hand at the Free Table, worked out without the screen: where each held piece is
// as the hand moves and turns, and what letting go of them does (a throw, a move, a card into the
// hand or onto a deck, or nothing at all). The scene (FreeTableScene.ts) lifts the pieces, feeds
// the pointer in and does what the let-go says.
import { contains, rotateAbout, type Footprint } from '../../table/hit-test';
import { keptOnTable } from './selection';
import type { Size } from './placement';
import type { FreeTableAction, FreeTableState, Piece, PiecePose } from './rules';

/** Pieces in the hand: where each lay when lifted, where the hand took them and where it is now. */
export interface Carry {
  kind: 'pieces';
  ids: string[];
  start: Map<string, PiecePose>;
  /** Table points: where the press lifted them, and where the pointer is now. */
  grab: { x: number; y: number };
  pointer: { x: number; y: number };
  /** Degrees turned while held (wheel or R), about the grab point. */
  turn: number;
  /** The pointer's last moments on the screen, for the speed it lets go at. */
  samples: { t: number; x: number; y: number }[];
}

/** A release faster than this (screen px per second) over the last moments is a throw. */
export const FLICK_SPEED = 700;

/** The pieces `ids` of `s` taken in hand at `grab`, as they lie. */
export function carryOf(s: FreeTableState, ids: readonly string[], grab: { x: number; y: number }): Carry {
  const start = new Map<string, PiecePose>();
  for (const id of ids) {
    const p = s.pieces.find((x) => x.id === id);
    if (p) start.set(id, { id, x: p.x, y: p.y, angle: p.angle });
  }
  return { kind: 'pieces', ids: [...ids], start, grab, pointer: grab, turn: 0, samples: [] };
}

/**
 * Where each held piece is now: moved with the pointer, turned about the grab point, the whole
 * hand stopping at the table's edges with every piece wholly on the cloth, as it will be dropped.
 */
export function carriedPoses(s: FreeTableState, table: Size, c: Carry): PiecePose[] {
  const dx = c.pointer.x - c.grab.x;
  const dy = c.pointer.y - c.grab.y;
  const poses = c.ids.flatMap((id) => {
    const from = c.start.get(id);
    if (!from) return [];
    const turned = rotateAbout(from.x, from.y, c.grab.x, c.grab.y, c.turn);
    return [{ id, x: turned.x + dx, y: turned.y + dy, angle: from.angle + c.turn }];
  });
  return keptOnTable(s, table, poses);
}

/** What letting go does: the dice roll from the hand, the pieces go back where they were, or an action. */
export type LetGo = { kind: 'throw' } | { kind: 'back' } | { kind: 'act'; action: FreeTableAction };

export interface Release {
  /** The hand's speed as it lets go, screen px per second. */
  speed: number;
  /** Whether the pointer is over the seated player's hand at the foot of the screen. */
  overHand: boolean;
  /** A piece's outline as the table shows it (a deck to drop a card on). */
  footprint: (p: Piece) => Footprint;
}

/** What letting go of `c`, its pieces at `poses`, does on the table of `s`. */
export function letGo(s: FreeTableState, c: Carry, poses: readonly PiecePose[], release: Release): LetGo {
  const piece = (id: string) => s.pieces.find((p) => p.id === id);
  // A flick: the dice leave the hand where they are, at the hand's speed, and roll.
  if (c.ids.every((id) => piece(id)?.kind === 'die') && release.speed > FLICK_SPEED) return { kind: 'throw' };
  const moved = poses.some((p) => {
    const from = c.start.get(p.id);
    return !from || Math.hypot(from.x - p.x, from.y - p.y) > 0.05 || from.angle !== p.angle;
  });
  if (!moved) return { kind: 'back' };
  const lone = poses.length === 1 ? poses[0]! : null;
  if (lone && piece(lone.id)?.kind === 'card') {
    // A lone card let go over the hand at the foot of the screen goes into the hand.
    if (release.overHand) return { kind: 'act', action: { type: 'take', id: lone.id } };
    // A lone card dropped on a deck goes onto the deck.
    const deck = s.pieces.find((p) => p.kind === 'deck' && p.id !== lone.id && contains(release.footprint(p), lone.x, lone.y));
    if (deck) return { kind: 'act', action: { type: 'stack', ids: [lone.id], deck: deck.id } };
  }
  return { kind: 'act', action: { type: 'move', poses: [...poses] } };
}
