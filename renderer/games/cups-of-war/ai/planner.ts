// The computer players' hands: what to do next on the table. Each call looks at the table as it
// is now and picks one move (stack a unit, power a card, play a command, or call Done), so a
// player that moves in real time re-plans after every move of anyone's. Pure: the screen runs
// it on a beat set by the difficulty, and the benchmarks and tests run it flat out.
import { Rng, seedRng } from '../../../engine/rng';
import type { Strength } from '../../../engine/game';
import {
  MAX_STACK,
  alive,
  allStacked,
  cardById,
  handOf,
  meetsNeeds,
  pilesUnderCard,
  resolvePile,
  strengthOf,
  type CupsAction,
  type CupsState,
  type Pile,
  type Tile,
} from '../rules';
import { NO_EFFECTS } from '../rules/resolve';
import type { CupPour } from '../../../table/sim/tile-shake';

/** How a computer's hand plays at one difficulty. */
export interface Hand {
  /** Time between its moves (ms), on average. */
  beatMs: number;
  /** How often a unit meant for a stack lands beside it instead. */
  missChance: number;
  /** It picks at random among this many of its best attacks (1: always the best). */
  choice: number;
  /**
   * Whether it counts a command unit lying star side up at the number under the star (which is
   * what is lost for good if it falls). Without this it reads only the faces, and a star reads 0.
   */
  readsStars: boolean;
}

/** How each difficulty plays: its beat, how often a drop misses, how well it chooses. */
export const HANDS: Record<Strength, Hand> = {
  easy: { beatMs: 2800, missChance: 0.3, choice: 5, readsStars: false },
  normal: { beatMs: 1250, missChance: 0.07, choice: 1, readsStars: true },
  hard: { beatMs: 750, missChance: 0.02, choice: 1, readsStars: true },
};

const tileMap = (s: CupsState) => new Map(s.tiles.map((t) => [t.id, t]));

/** The strength a side loses and destroys when a pile is fought, from `seat`'s point of view. */
function pileValue(pile: Pile, tiles: ReadonlyMap<string, Tile>, seat: number, readsStars: boolean): number {
  const r = resolvePile(pile, tiles, NO_EFFECTS);
  let v = 0;
  for (const round of r.rounds) {
    for (const id of round.lost) {
      const t = tiles.get(id);
      if (!t) continue;
      // A unit's worth is its printed strength (it fights at full strength in later turns), plus
      // one; a hand that reads only the faces takes a star for the 0 it shows.
      const worth = (readsStars ? t.strength : strengthOf(t)) + 1;
      v += t.owner === seat ? -worth : worth;
    }
  }
  return v;
}

/** My units lying alone and not attacked: the ones free to move. */
function freeTiles(s: CupsState, seat: number, tiles: ReadonlyMap<string, Tile>): Tile[] {
  return s.piles.filter((p) => p.tiles.length === 1 && tiles.get(p.tiles[0] as string)?.owner === seat).map((p) => tiles.get(p.tiles[0] as string) as Tile);
}

export interface Attack {
  tile: string;
  onto: string;
  value: number;
}

/**
 * Every attack worth making now, best first: a free unit of mine onto a pile it improves for me.
 * Its value is what the enemy loses less what I lose, whoever the enemy is.
 */
export function attacks(s: CupsState, seat: number, readsStars = true): Attack[] {
  const tiles = tileMap(s);
  const out: Attack[] = [];
  for (const mine of freeTiles(s, seat, tiles)) {
    const myPile = s.piles.find((p) => p.tiles[0] === mine.id) as Pile;
    for (const pile of s.piles) {
      if (pile === myPile || pile.tiles.length >= MAX_STACK) continue;
      const bottom = tiles.get(pile.tiles[0] as string);
      if (!bottom || bottom.owner === seat) continue;
      const before = pileValue(pile, tiles, seat, readsStars);
      const after = pileValue({ ...pile, tiles: [...pile.tiles, mine.id] }, tiles, seat, readsStars);
      // Zero-strength units (star side up) are better kept for command cards.
      const keep = mine.command && mine.starUp ? 1.5 : 0;
      out.push({ tile: mine.id, onto: pile.id, value: after - before - keep });
    }
  }
  return out.filter((a) => a.value > 0).sort((a, b) => b.value - a.value || a.tile.localeCompare(b.tile));
}

/** The card in hand that my free units can power now, and the units to put on it. */
export function cardPlan(s: CupsState, seat: number): { card: string; tiles: string[] } | null {
  const me = s.players[seat];
  if (!me || me.ready || (s.options.oneCommandATurn && me.commanded)) return null;
  const tiles = tileMap(s);
  const free = freeTiles(s, seat, tiles);
  const onCard = (me.powering?.tiles ?? []).map((id) => tiles.get(id)).filter((t): t is Tile => !!t);
  const cards = me.powering ? [me.powering.card] : handOf(s, seat);
  let best: { card: string; tiles: string[]; cost: number } | null = null;
  for (const card of cards) {
    const needs = cardById(card).needs;
    // Cheapest units first: star-up command units (worth nothing in a fight), then the weakest.
    const pool = [...free].sort((a, b) => strengthOf(a) - strengthOf(b) || a.strength - b.strength);
    const chosen: Tile[] = [];
    for (const t of pool) {
      if (meetsNeeds([...onCard, ...chosen], needs)) break;
      const useful = (t.command && t.starUp && needs.stars > 0) || (needs.types[t.type] ?? 0) > 0;
      if (useful) chosen.push(t);
    }
    if (!meetsNeeds([...onCard, ...chosen], needs)) continue;
    const cost = chosen.reduce((a, t) => a + strengthOf(t), 0);
    if (!best || cost < best.cost) best = { card, tiles: chosen.map((t) => t.id), cost };
  }
  return best && { card: best.card, tiles: best.tiles };
}

/** Every place (a grid of places and turns) a strike card would catch enemy units, with the strength it removes. */
export function strikeSpots(s: CupsState, seat: number, card: string): Spot[] {
  const def = cardById(card);
  const tiles = tileMap(s);
  const out: Spot[] = [];
  for (let x = 20; x <= s.options.width - 20; x += 20) {
    for (let y = 20; y <= s.options.height - 20; y += 20) {
      for (const angle of [0, 90, 45]) {
        let value = 0;
        for (const pile of pilesUnderCard(s.piles, x, y, angle)) {
          for (const id of pile.tiles) {
            const t = tiles.get(id);
            if (!t || t.owner === seat) continue;
            if (def.strike?.types && !def.strike.types.includes(t.type)) continue;
            if (def.strike?.maxStrength !== undefined && strengthOf(t) > def.strike.maxStrength) continue;
            value += t.strength + 1;
          }
        }
        if (value > 0) out.push({ x, y, angle, value });
      }
    }
  }
  return out;
}

type Spot = { x: number; y: number; angle: number; value: number };
const nowhere = (s: CupsState): Spot => ({ x: s.options.width / 2, y: s.options.height / 2, angle: 0, value: 0 });

/** Where a strike card removes the most enemy strength (the first such place on the grid). */
export function bestStrike(s: CupsState, seat: number, card: string): Spot {
  return strikeSpots(s, seat, card).reduce((best, p) => (p.value > best.value ? p : best), nowhere(s));
}

/**
 * Where this hand lays a strike card: one of the places that remove the most, at random (a grid
 * scanned from one corner must not choose whose side of the table is struck); a careless hand
 * (`choice` above 1) lays it anywhere it catches something.
 */
export function aimStrike(s: CupsState, seat: number, card: string, hand: Hand, rng: Rng): Spot {
  const spots = strikeSpots(s, seat, card);
  const top = spots.reduce((m, p) => Math.max(m, p.value), 0);
  const pool = hand.choice > 1 ? spots : spots.filter((p) => p.value === top);
  return pool.length ? (pool[rng.int(0, pool.length - 1)] as Spot) : nowhere(s);
}

/**
 * The computer's next move on the table, or null when it has nothing worth doing yet. A command
 * ready to play comes first; then the best attack; then powering a card with spare units; then
 * "Done!" once every unit is stacked. A hand with `choice` above 1 picks among its good attacks at random.
 */
export function nextMove(s: CupsState, seat: number, hand: Hand, rng: Rng): CupsAction | null {
  if (s.phase !== 'battle' || s.players[seat]?.done || !alive(s, seat)) return null;
  const me = s.players[seat];
  if (me?.ready && cardById(me.ready.card).strike) {
    const strike = aimStrike(s, seat, me.ready.card, hand, rng);
    if (strike.value > 0) return { type: 'command', card: me.ready.card, x: strike.x, y: strike.y, angle: strike.angle };
  }
  // Equally good attacks in a random order: never the table's order, which follows whose cup
  // poured first (the person's, at the screen), so ties went against the person every time.
  const options = rng.shuffle(attacks(s, seat, hand.readsStars)).sort((a, b) => b.value - a.value);
  const plan = cardPlan(s, seat);
  // Power a card first when the units it needs would be thrown away in attacks anyway.
  if (plan && (options.length === 0 || plan.tiles.every((id) => !options.slice(0, 2).some((a) => a.tile === id)))) {
    return { type: 'assign', tile: plan.tiles[0] as string, card: plan.card };
  }
  if (options.length) {
    const pick = options[rng.int(0, Math.min(options.length, hand.choice) - 1)];
    if (pick) return { type: 'stack', tile: pick.tile, onto: pick.onto };
  }
  if (allStacked(s, seat)) return { type: 'done' };
  return null;
}

/** The computer's shake: from its cup towards the middle of the table, as a hand would throw. */
export function shakeFor(s: CupsState, seat: number, cup: { x: number; y: number }, seed: number): CupPour {
  const rng = new Rng(seedRng(seed ^ (seat * 2654435761)));
  const tx = s.options.width / 2 + rng.range(-0.25, 0.25) * s.options.width;
  const ty = s.options.height / 2 + rng.range(-0.2, 0.2) * s.options.height;
  const dx = tx - cup.x;
  const dy = ty - cup.y;
  const len = Math.hypot(dx, dy) || 1;
  const speed = rng.range(550, 950);
  // The hand lets go just inside the table's edge, throwing towards the middle.
  const start = Math.min(0.6, (CUP_OFF_TABLE + 45) / len);
  return {
    tiles: s.tiles.filter((t) => t.owner === seat && t.where === 'cup').map((t) => t.id),
    x: cup.x + dx * start,
    y: cup.y + dy * start,
    vx: (dx / len) * speed,
    vy: (dy / len) * speed,
    vigour: rng.range(0.3, 0.8),
    seed: rng.int(-2147483648, 2147483647),
  };
}

/** Where each seat's cup stands: off the table, beside the middle of its player's edge. */
export const CUP_OFF_TABLE = 60;

export function cupPlace(s: CupsState, seat: number): { x: number; y: number } {
  const { width: w, height: h } = s.options;
  const d = CUP_OFF_TABLE;
  const spots = [
    { x: w / 2, y: h + d },
    { x: w / 2, y: -d },
    { x: -d, y: h / 2 },
    { x: w + d, y: h / 2 },
  ];
  return spots[seat] ?? { x: w / 2, y: h / 2 };
}

/**
 * A hand's aim is not perfect: with `missChance` a unit meant for a stack lands beside it instead
 * (the player will have another go at it).
 */
export function withMisses(s: CupsState, move: CupsAction, missChance: number, rng: Rng): CupsAction {
  if (move.type !== 'stack' || rng.float() >= missChance) return move;
  const from = s.piles.find((p) => p.tiles.includes(move.tile));
  const onto = s.piles.find((p) => p.id === move.onto);
  if (!from || !onto) return move;
  return { type: 'move', pile: from.id, x: Math.min(s.options.width - 12, onto.x + 30), y: Math.min(s.options.height - 12, onto.y + 6), angle: 0 };
}
