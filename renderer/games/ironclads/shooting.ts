// Shooting odds, for the table's labels, the panel and the computer: a die minus one, with the
// modifiers, must reach the distance between the nearest points of the two models.
import { rangeModifier, sticksBetween, targetsFor, type IroncladsState, type Ship, type Side } from './rules';

/** The rolls of a d6 that hit: range (roll − 1 + modifiers) above 0 and at least the distance. */
function hittingRolls(s: IroncladsState, shooter: Ship, target: Ship): number[] {
  const distance = sticksBetween(s, shooter, target);
  const mod = rangeModifier(shooter, target);
  return [1, 2, 3, 4, 5, 6].filter((roll) => roll - 1 + mod > 0 && distance <= roll - 1 + mod);
}

/** The chance (0 to 1) that `shooter` hits `target` this turn. */
export const hitChance = (s: IroncladsState, shooter: Ship, target: Ship): number => hittingRolls(s, shooter, target).length / 6;

/** The lowest die that hits, or null when no roll can. */
export const rollNeeded = (s: IroncladsState, shooter: Ship, target: Ship): number | null => hittingRolls(s, shooter, target)[0] ?? null;

/**
 * Each of a side's ships aimed at the enemy it is likeliest to hit (the nearer on a tie): shooter id
 * to target id. A ship no die lets hit any enemy she sees is left holding her fire.
 */
export function likeliestTargets(s: IroncladsState, side: Side): Record<string, string> {
  const targets: Record<string, string> = {};
  for (const ship of s.ships.filter((x) => x.side === side && !x.sunk)) {
    const best = targetsFor(s, ship)
      .map((t) => ({ t, p: hitChance(s, ship, t) }))
      .sort((a, b) => b.p - a.p || sticksBetween(s, ship, a.t) - sticksBetween(s, ship, b.t))[0];
    if (best && best.p > 0) targets[ship.id] = best.t.id;
  }
  return targets;
}
