// What players do with cards: shuffle, draw, deal, move, turn over, look. Each takes the zones
// and gives new zones (the old ones untouched), or a refusal in a player's words. Between them
// they never make or lose a card: each card stays in exactly one zone.
import { refuse, type RuleError } from '../../engine/game';
import { Rng, type RngState } from '../../engine/rng';
import { zoneOf, type Zone, type Zones } from './zones';

/** New zones (and whatever else the operation gives), or a refusal. */
export type ZonesResult<T extends object = object> = ({ ok: true; zones: Zones } & T) | RuleError;

/** Where a card goes in its new zone: on top, at the bottom, or at an index counted from the bottom. */
export type Place = 'top' | 'bottom' | number;

/** A discard to shuffle back into an empty deck during a draw, as deck-builders do. */
export interface Refill {
  zone: string;
  /** The game's generator state, which the reshuffle draws on. */
  rng: RngState;
}

const NO_ZONE = 'There is no such pile of cards.';

function find(zones: Zones, name: string): Zone | null {
  return Object.hasOwn(zones, name) ? (zones[name] ?? null) : null;
}

/** `z` holding `cards`, keeping turned over only those still in it. */
function holding(z: Zone, cards: string[]): Zone {
  const turned = z.turned?.filter((c) => cards.includes(c)) ?? [];
  return turned.length > 0 ? { ...z, cards, turned } : { owner: z.owner, visibility: z.visibility, cards };
}

/** The zone's cards in a new order drawn from `rng`; all of them lie the zone's way again. */
export function shuffle(zones: Zones, name: string, rng: RngState): ZonesResult<{ rng: RngState }> {
  const z = find(zones, name);
  if (!z) return refuse(NO_ZONE);
  const gen = new Rng(rng);
  const cards = gen.shuffle(z.cards);
  return { ok: true, zones: { ...zones, [name]: { owner: z.owner, visibility: z.visibility, cards } }, rng: gen.state() };
}

/**
 * Moves `count` cards one by one from the top of `from` onto the top of `to`. With `refill`,
 * an empty `from` is first refilled with the refill zone's cards, shuffled. Refused, with
 * nothing moved, when there are not enough cards. `drawn` lists the cards in the order drawn;
 * `rng` is the refill's generator after any reshuffle (the one given when there was none).
 */
export function draw(zones: Zones, from: string, to: string, count = 1, refill?: Refill): ZonesResult<{ drawn: string[]; rng: RngState | undefined }> {
  const source = find(zones, from);
  const target = find(zones, to);
  const spare = refill ? find(zones, refill.zone) : null;
  if (!source || !target || (refill && !spare)) return refuse(NO_ZONE);
  if (from === to || refill?.zone === from || refill?.zone === to) return refuse('Cards cannot be drawn onto the pile they come from.');
  if (!Number.isInteger(count) || count < 0) return refuse('That is not a number of cards.');
  const have = source.cards.length + (spare?.cards.length ?? 0);
  if (have < count) return refuse(have === 0 ? 'The deck is empty.' : `The deck has ${have} ${have === 1 ? 'card' : 'cards'}; drawing needs ${count}.`);
  let next = zones;
  let rng = refill?.rng;
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    if ((next[from]?.cards.length ?? 0) === 0 && refill && rng) {
      const back = next[refill.zone] ?? spare;
      if (!back) break;
      next = { ...next, [from]: holding(next[from] ?? source, [...back.cards]), [refill.zone]: holding(back, []) };
      const mixed = shuffle(next, from, rng);
      if (!mixed.ok) return mixed;
      next = mixed.zones;
      rng = mixed.rng;
    }
    const pile = next[from] ?? source;
    const card = pile.cards[pile.cards.length - 1];
    if (card === undefined) break;
    const onto = next[to] ?? target;
    next = { ...next, [from]: holding(pile, pile.cards.slice(0, -1)), [to]: holding(onto, [...onto.cards, card]) };
    drawn.push(card);
  }
  return { ok: true, zones: next, drawn, rng };
}

/** Deals `count` cards to each of `to` in turn, one at a time from the top of `from`, as a dealer does. */
export function deal(zones: Zones, from: string, to: readonly string[], count: number): ZonesResult {
  const source = find(zones, from);
  if (!source || to.some((name) => !find(zones, name))) return refuse(NO_ZONE);
  if (to.includes(from)) return refuse('Cards cannot be dealt onto the pile they come from.');
  if (!Number.isInteger(count) || count < 0) return refuse('That is not a number of cards.');
  const need = count * to.length;
  if (source.cards.length < need) return refuse(`The deck has ${source.cards.length} cards; dealing needs ${need}.`);
  const hands = new Map(to.map((name) => [name, [...(zones[name]?.cards ?? [])]]));
  const left = [...source.cards];
  for (let round = 0; round < count; round++) {
    for (const name of to) {
      const card = left.pop();
      if (card !== undefined) hands.get(name)?.push(card);
    }
  }
  const next: Zones = { ...zones, [from]: holding(source, left) };
  for (const [name, cards] of hands) {
    const z = zones[name];
    if (z) next[name] = holding(z, cards);
  }
  return { ok: true, zones: next };
}

/** Moves one card from `from` to `to`, on top, at the bottom or at an index (counted from the bottom, in `to` as it is without the card). */
export function move(zones: Zones, card: string, from: string, to: string, at: Place = 'top'): ZonesResult {
  const source = find(zones, from);
  const target = find(zones, to);
  if (!source || !target) return refuse(NO_ZONE);
  const i = source.cards.indexOf(card);
  if (i < 0) return refuse('That card is not there.');
  // Search players move cards millions of times a decision: one copy of each pile, no more.
  const left = source.cards.toSpliced(i, 1);
  const base = from === to ? left : target.cards;
  if (typeof at === 'number' && (!Number.isInteger(at) || at < 0 || at > base.length)) return refuse('There is no such place in that pile.');
  const placed = at === 'top' ? base.concat(card) : base.toSpliced(at === 'bottom' ? 0 : at, 0, card);
  // The card takes the lie of its new zone, even when it only changes place within one.
  const arrived = target.turned ? holding({ ...target, turned: target.turned.filter((c) => c !== card) }, placed) : { owner: target.owner, visibility: target.visibility, cards: placed };
  if (from === to) return { ok: true, zones: { ...zones, [to]: arrived } };
  const next = { ...zones, [to]: arrived };
  next[from] = source.turned ? holding(source, left) : { owner: source.owner, visibility: source.visibility, cards: left };
  return { ok: true, zones: next };
}

/** Moves a card to `to` from whichever zone holds it: for a rule that names only the card. */
export function bring(zones: Zones, card: string, to: string, at: Place = 'top'): ZonesResult {
  const from = zoneOf(zones, card);
  return from === null ? refuse('That card is not there.') : move(zones, card, from, to, at);
}

/** Turns a card in `name` face up (shown to everyone) or face down. Turning it the way it already lies changes nothing. */
export function flip(zones: Zones, name: string, card: string, up: boolean): ZonesResult {
  const z = find(zones, name);
  if (!z) return refuse(NO_ZONE);
  if (!z.cards.includes(card)) return refuse('That card is not there.');
  const others = z.turned?.filter((c) => c !== card) ?? [];
  // A card is turned when it lies otherwise than its zone: face up anywhere but a face-up zone, or face down in one.
  const turned = up !== (z.visibility === 'up') ? [...others, card] : others;
  return { ok: true, zones: { ...zones, [name]: holding({ ...z, turned }, z.cards) } };
}

/** The top `count` cards of a zone, top first (fewer when it holds fewer): for rules that let one seat look. */
export function peek(zones: Zones, name: string, count: number): string[] {
  const cards = find(zones, name)?.cards ?? [];
  return cards.slice(Math.max(0, cards.length - Math.max(0, count))).reverse();
}

/**
 * Cards entering the zones from outside them: a new deck, or cards coming back from where the
 * game keeps them itself (a card lying at a place on the table). The only way cards are made.
 */
export function put(zones: Zones, name: string, cards: readonly string[], at: Place = 'top'): ZonesResult {
  const z = find(zones, name);
  if (!z) return refuse(NO_ZONE);
  if (typeof at === 'number' && (!Number.isInteger(at) || at < 0 || at > z.cards.length)) return refuse('There is no such place in that pile.');
  const i = at === 'top' ? z.cards.length : at === 'bottom' ? 0 : at;
  return { ok: true, zones: { ...zones, [name]: holding(z, [...z.cards.slice(0, i), ...cards, ...z.cards.slice(i)]) } };
}

/**
 * A card leaving the zones for where the game keeps it itself (a card played to a place on the
 * table): the named card, or the top one. The only way cards are lost.
 */
export function take(zones: Zones, name: string, card?: string): ZonesResult<{ card: string }> {
  const z = find(zones, name);
  if (!z) return refuse(NO_ZONE);
  const i = card === undefined ? z.cards.length - 1 : z.cards.indexOf(card);
  const taken = z.cards[i];
  if (i < 0 || taken === undefined) return refuse(card === undefined ? 'The deck is empty.' : 'That card is not there.');
  return { ok: true, zones: { ...zones, [name]: holding(z, [...z.cards.slice(0, i), ...z.cards.slice(i + 1)]) }, card: taken };
}
