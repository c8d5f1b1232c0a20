// Shooting odds, for the table's labels, the panel and the computer: a die minus one, with the
// modifiers, must reach the distance between the nearest points of the two models.
import { hullGap, hullOf, rangeModifier, stick, type IroncladsState, type Ship } from './rules';

/** The chance (0 to 1) that `shooter` hits `target` this turn. */
export function hitChance(s: IroncladsState, shooter: Ship, target: Ship): number {
  const distance = hullGap(hullOf(shooter), hullOf(target)).distance / stick(s);
  const mod = rangeModifier(shooter, target);
  let hits = 0;
  for (let roll = 1; roll <= 6; roll++) {
    const range = roll - 1 + mod;
    if (range > 0 && distance <= range) hits++;
  }
  return hits / 6;
}

/** The lowest die that hits, or null when no roll can. */
export function rollNeeded(s: IroncladsState, shooter: Ship, target: Ship): number | null {
  const distance = hullGap(hullOf(shooter), hullOf(target)).distance / stick(s);
  const mod = rangeModifier(shooter, target);
  for (let roll = 1; roll <= 6; roll++) if (roll - 1 + mod > 0 && distance <= roll - 1 + mod) return roll;
  return null;
}
