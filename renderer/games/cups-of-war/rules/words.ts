// How the log speaks: players by their names ("You" for the one person at the screen), units by
// what is printed on them ("Blue's 3 Armor"), and every fight with its sums.
import { TYPE_NAMES, type CupsState, type StackResult, type Tile } from './types';

/** The name at a seat, as the set-up gave it. */
export function nameOf(s: CupsState, seat: number): string {
  const p = s.players[seat];
  return p?.name || (p?.colour ?? 'someone').replace(/^./, (c) => c.toUpperCase());
}

/** "You" is spoken to, everyone else about. */
const isYou = (name: string) => name === 'You';

/** "your" or "Blue's". */
export function whose(s: CupsState, seat: number): string {
  const n = nameOf(s, seat);
  return isYou(n) ? 'your' : `${n}'s`;
}

/** "your" or "their": after a player's name in the same sentence. */
export const theirs = (s: CupsState, seat: number): string => (isYou(nameOf(s, seat)) ? 'your' : 'their');

/** "has" or "have", after a player's name. */
export const has = (s: CupsState, seat: number): string => (isYou(nameOf(s, seat)) ? 'have' : 'has');

/** A verb after a player's name: "wins" or "win". */
export const verb = (s: CupsState, seat: number, word: string): string => (isYou(nameOf(s, seat)) ? word : `${word}s`);

export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A unit as it is printed: "3 Armor", or "5 Armor (star side up: 0)" for a command unit showing its star. */
export function unitWords(t: Tile): string {
  const printed = `${t.strength} ${TYPE_NAMES[t.type]}`;
  return t.command && t.starUp ? `${printed} (star side up: 0)` : printed;
}

/** "a and b", "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Units named with their owners, each owner once: "Blue's 1 Armor and 2 Armor and your 3 Infantry". */
export function unitsWords(s: CupsState, tiles: readonly Tile[]): string {
  const owners = [...new Set(tiles.map((t) => t.owner))];
  return list(owners.map((o) => `${whose(s, o)} ${list(tiles.filter((t) => t.owner === o).map(unitWords))}`));
}

const tileOf = (s: CupsState, id: string): Tile | undefined => s.tiles.find((t) => t.id === id);

/**
 * One round of a fight, its sums spelled out: "Blue's 1 Armor defends against your 3 Infantry
 * and 2 Armor: 3 + 2 = 5 beats 1, so Blue's 1 Armor is lost."
 */
export function fightWords(s: CupsState, r: StackResult['rounds'][number], again: boolean): string {
  const defender = tileOf(s, r.defender);
  const attackers = r.attackers.map((id) => tileOf(s, id)).filter((t): t is Tile => !!t);
  if (!defender) return '';
  const D = unitsWords(s, [defender]);
  const A = unitsWords(s, attackers);
  const fortify = r.modifiers.some((m) => m.startsWith('Fortify'));
  const combined = r.modifiers.filter((m) => m.startsWith('Combined Arms')).length;
  const shown = (t: Tile) => (t.command && t.starUp ? 0 : t.strength);
  const defence = fortify ? `${shown(defender)} + 2 for Fortify = ${r.defence}` : `${r.defence}`;
  const terms = [...attackers.map((t) => String(shown(t))), ...Array.from({ length: combined }, () => '2 for Combined Arms')];
  const attack = terms.length > 1 ? `${terms.join(' + ')} = ${r.attack}` : `${r.attack}`;
  const opening = again ? `Then ${D}, now at the bottom, defends against ${A}` : `${capital(D)} defends against ${A}`;
  const many = (n: number) => (n === 1 ? 'is' : 'are');
  let outcome: string;
  if (r.defence > r.attack) outcome = `${defence} beats ${attack}, so ${A} ${many(attackers.length)} lost`;
  else if (r.attack > r.defence) outcome = `${attack} beats ${defence}, so ${D} is lost`;
  else if (r.lost.length === r.attackers.length) outcome = `${attack} against ${defence}, a tie, and Counterattack gives it to the defender: ${A} ${many(attackers.length)} lost`;
  else outcome = `${attack} against ${defence}, a tie, so ${attackers.length === 1 ? 'both' : `all ${attackers.length + 1}`} are lost`;
  return `${opening}: ${outcome}.`;
}
