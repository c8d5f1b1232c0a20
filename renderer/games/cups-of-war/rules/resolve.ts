// Recovery: every stack is fought out, as the seed's rule 5 says, with the commands in play.
// Also the geometry of a strike (which tiles a placed card touches) and of command needs.
import { strengthOf, TILE_SIZE } from './tiles';
import { CARD_SIZE, type CardNeeds } from './cards';
import type { Pile, StackResult, Tile } from './types';
import { rectsTouch } from '../../../kits/geometry';

export interface RecoveryEffects {
  /** Players whose defenders count +2 (Fortify). */
  fortify: ReadonlySet<number>;
  /** Players whose attackers count +2 between them in each stack (Combined Arms). */
  combinedArms: ReadonlySet<number>;
  /** Players who win ties on stacks they defend (Counterattack). */
  counterattack: ReadonlySet<number>;
}

export const NO_EFFECTS: RecoveryEffects = { fortify: new Set(), combinedArms: new Set(), counterattack: new Set() };

type Round = StackResult['rounds'][number];

/** One round: the bottom tile defends against all the tiles above it. */
function fightRound(defender: Tile, attackers: readonly Tile[], fx: RecoveryEffects): Round {
  const modifiers: string[] = [];
  let defence = strengthOf(defender);
  if (fx.fortify.has(defender.owner)) {
    defence += 2;
    modifiers.push(`Fortify +2 to ${defender.id}`);
  }
  let attack = attackers.reduce((sum, t) => sum + strengthOf(t), 0);
  for (const owner of new Set(attackers.map((t) => t.owner))) {
    if (fx.combinedArms.has(owner) && owner !== defender.owner) {
      attack += 2;
      modifiers.push(`Combined Arms +2`);
    }
  }
  let lost: string[];
  if (defence > attack) lost = attackers.map((t) => t.id);
  else if (attack > defence) lost = [defender.id];
  else if (fx.counterattack.has(defender.owner)) {
    lost = attackers.map((t) => t.id);
    modifiers.push('Counterattack: the tie goes to the defender');
  } else lost = [defender.id, ...attackers.map((t) => t.id)];
  return { defender: defender.id, attackers: attackers.map((t) => t.id), defence, attack, lost, modifiers };
}

/**
 * Fights one stack. If the attackers destroy the defender of a three-unit stack whose top two
 * belong to different players, the middle unit's owner may have the stack fought again, the
 * middle unit now defending against the top one. Our reading: they always choose what is best
 * for them, which is to fight again only when their unit would win outright.
 */
export function resolvePile(pile: Pile, tiles: ReadonlyMap<string, Tile>, fx: RecoveryEffects): StackResult {
  const stack = pile.tiles.map((id) => tiles.get(id)).filter((t): t is Tile => !!t);
  const result: StackResult = { pile: pile.id, rounds: [] };
  if (stack.length < 2) return result;
  const [defender, ...attackers] = stack as [Tile, ...Tile[]];
  const first = fightRound(defender, attackers, fx);
  result.rounds.push(first);
  if (stack.length === 3 && first.lost.length === 1 && first.lost[0] === defender.id) {
    const [middle, top] = attackers as [Tile, Tile];
    if (middle.owner !== top.owner) {
      const again = fightRound(middle, [top], fx);
      if (again.lost.length === 1 && again.lost[0] === top.id) result.rounds.push(again);
    }
  }
  return result;
}

// ---- command needs -----------------------------------------------------------------------------

/** Whether these tiles on a card meet its needs: star-up command units, then unit types, no tile counted twice. */
export function meetsNeeds(onCard: readonly Tile[], needs: CardNeeds): boolean {
  const stars = onCard.filter((t) => t.command && t.starUp);
  const typesMet = (rest: readonly Tile[]) =>
    Object.entries(needs.types).every(([type, n]) => rest.filter((t) => t.type === type).length >= (n ?? 0));
  // Try every way of choosing which star-up units pay the stars (a card holds only a few tiles).
  const choose = (from: number, left: number, picked: Tile[]): boolean => {
    if (left === 0) return typesMet(onCard.filter((t) => !picked.includes(t)));
    for (let i = from; i < stars.length; i++) if (choose(i + 1, left - 1, [...picked, stars[i] as Tile])) return true;
    return false;
  };
  return choose(0, needs.stars, []);
}

// ---- strikes ----------------------------------------------------------------------------------------

/** The piles a card placed at this pose touches. */
export function pilesUnderCard(piles: readonly Pile[], x: number, y: number, angle: number): Pile[] {
  const card = { x, y, angle, ...CARD_SIZE };
  return piles.filter((p) => rectsTouch(card, { x: p.x, y: p.y, angle: p.angle, width: TILE_SIZE, height: TILE_SIZE }));
}
