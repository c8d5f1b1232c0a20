// What a press on the table is on, for the person at the screen: the piles under the pointer as
// they are drawn (a stack's units stepped up and across), and, for a unit they may not move,
// why not in their words. Pure: the scene and the tests ask the same questions.
import { contains } from '../../table/hit-test';
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
