// What a press on the table is on, for the person at the screen: the piles under the pointer as
// they are drawn (a stack's units stepped up and across), and, for a unit they may not move,
// why not in their words. Pure: the scene and the tests ask the same questions.
import { releaseVelocity } from '../../table/gesture';
import { contains } from '../../table/hit-test';
import type { CupPour } from '../../table/sim/tile-shake';
import { TILE_SIZE, stackerNow, type CupsState, type Pile } from './rules';

/** How far each unit up a stack is drawn up and across from the one below (mm). */
export const STACK_STEP = 2.4;

/**
 * The order piles are drawn in, bottom first: a pile that moved (or was stacked onto) since it was
 * last seen goes on top, so a unit laid half over a neighbour lies over it, as on a real table.
 * It once went by the piles' order in the rules, which left a moved unit drawn under the one it
 * was laid across, as if that one had been stacked onto it.
 */
export class PileOrder {
  private seen = new Map<string, { look: string; order: number }>();
  private moves = 0;

  order(piles: readonly Pile[]): Pile[] {
    for (const p of piles) {
      const look = `${p.x},${p.y},${p.angle},${p.tiles.join()}`;
      const was = this.seen.get(p.id);
      if (was?.look !== look) this.seen.set(p.id, { look, order: ++this.moves });
    }
    const rank = (p: Pile) => this.seen.get(p.id)?.order ?? 0;
    return [...piles].sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * The piles whose top unit is under a point (within `slack` mm of its edge), topmost first, as
 * they are drawn. A unit `away` (in a computer's hand) is not there any more.
 */
export function pilesAt(piles: readonly Pile[], x: number, y: number, slack: number, away: (tile: string) => boolean): Pile[] {
  const out: Pile[] = [];
  for (let i = piles.length - 1; i >= 0; i--) {
    const p = piles[i] as Pile;
    const top = p.tiles.at(-1);
    if (!top || away(top)) continue;
    const level = p.tiles.length - 1;
    const footprint = { x: p.x + level * STACK_STEP, y: p.y - level * STACK_STEP, width: TILE_SIZE, height: TILE_SIZE, angle: p.angle, round: false };
    if (contains(footprint, x, y, slack)) out.push(p);
  }
  return out;
}

/** Why a press by `seat` on this pile moves nothing, in the player's words (null: nothing stops it). */
export function whyItStays(s: CupsState, seat: number, pile: Pile, name: (seat: number) => string): string | null {
  const owner = (id: string | undefined) => s.tiles.find((t) => t.id === id)?.owner;
  const who = (k: number | undefined) => name(k ?? -1);
  const top = owner(pile.tiles.at(-1));
  if (top === seat) {
    if (s.players[seat]?.done) return 'You called Done: your units stay where they are.';
    return s.phase === 'battle' && s.options.battle === 'turns' ? `It is ${who(stackerNow(s) ?? undefined)}'s turn to stack.` : null;
  }
  if (owner(pile.tiles[0]) === seat) return `${who(top)} has stacked onto your unit: a unit in a stack stays there until Recovery.`;
  return `That is ${who(top)}'s unit: drag one of yours onto it to attack it.`;
}

/** A cup in the player's hand: the pointer's last moments (screen px), how far it went (mm) and when it was picked up. */
export interface CupCarried {
  samples: { t: number; x: number; y: number }[];
  path: number;
  start: number;
}

/**
 * The pour of `seat`'s cup, let go over the table at `at` (mm) at time `t`, the table at `zoom`:
 * its units leave with the hand's speed (at most 1.8 m/s) and tumble with how hard it was shaken
 * (the path over the time held), from the point on the table nearest the release.
 */
export function pourFrom(s: CupsState, seat: number, cup: CupCarried, release: { at: { x: number; y: number }; t: number; zoom: number }, seed: number): CupPour {
  const { zoom } = release;
  const v = releaseVelocity(cup.samples, release.t);
  const seconds = Math.max(0.3, (release.t - cup.start) / 1000);
  const vigour = Math.min(1, cup.path / seconds / 900);
  const speed = Math.hypot(v.vx, v.vy) / zoom;
  const k = speed > 1800 ? 1800 / speed : 1;
  return {
    tiles: s.tiles.filter((t) => t.owner === seat && t.where === 'cup').map((t) => t.id),
    x: Math.min(s.options.width, Math.max(0, release.at.x)),
    y: Math.min(s.options.height, Math.max(0, release.at.y)),
    vx: (v.vx / zoom) * k,
    vy: (v.vy / zoom) * k,
    vigour,
    seed: seed ^ Math.round(cup.path),
  };
}
