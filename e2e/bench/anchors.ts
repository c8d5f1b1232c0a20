// Each game's three hooks for the outside anchor (flat-mc.ts), and how a series of its games is
// set up: the moves the anchor compares (every legal move, or a sample of random ones where a move
// is a whole set of orders), how it imagines a view's hidden part (the other side's orders or
// cards dealt at random, fresh dice), and the random player its playouts use (each game's own).
// Cups of War is measured in its turns battles (each player stacks in turn), where a move is a
// decision; in a race its computers move on beats of the table's clock, which a turn-taking anchor
// cannot play.
import type { AnyGame, MatchSetup, Seat, SeatConfig, Strength } from '../../renderer/engine/game';
import { seedRng, type Rng } from '../../renderer/engine/rng';
import type { AnchorHooks } from './flat-mc';
import { tiny18c, type Side as TinySide, type Tiny18cAction, type Tiny18cState } from '../../renderer/games/tiny-18c/rules';
import { randomOrders } from '../../renderer/games/tiny-18c/ai/options';
import { tiny18cLab } from '../../renderer/games/tiny-18c/ai/lab';
import { tippecanoe, legalMoves as tipMoves, type Side as TipSide, type TipAction, type TipState } from '../../renderer/games/tippecanoe/rules';
import { determinize as tipDeterminize } from '../../renderer/games/tippecanoe/ai/determinize';
import { randomMove as tipRandom } from '../../renderer/games/tippecanoe/ai/random';
import { searchMove as tipSearch } from '../../renderer/games/tippecanoe/ai/search';
import { tippecanoeLab } from '../../renderer/games/tippecanoe/ai/lab';
import { ironclads, scenarioOptions as ironScenario, SCENARIOS as IRON_SCENARIOS, type IroncladsAction, type IroncladsState, type Side as IronSide } from '../../renderer/games/ironclads/rules';
import { randomAction as ironRandom } from '../../renderer/games/ironclads/ai/arena';
import { decide as ironDecide } from '../../renderer/games/ironclads/ai/planner';
import { jumonville, scenarioOptions as jvScenario, type JumonvilleAction, type JumonvilleState } from '../../renderer/games/jumonville/rules';
import { randomAction as jvRandom } from '../../renderer/games/jumonville/ai/random';
import { determinize as jvDeterminize, decide as jvDecide } from '../../renderer/games/jumonville/ai/planner';
import { LAB_SCENARIOS, CARD_LIMIT } from '../../renderer/games/jumonville/ai/lab';
import { DEFAULT_OPTIONS as CUPS_OPTIONS, MAX_STACK, CARDS as CUPS_CARDS, cardById, cupsOfWar, handOf as cupsHand, type CupsAction, type CupsState } from '../../renderer/games/cups-of-war/rules';
import { cupsBot } from '../../renderer/games/cups-of-war/ai/bot';
import { HIDDEN_CARD } from '../../renderer/kits/cards';

/** What the anchor bench needs of a game. */
export interface AnchorGame {
  hooks: AnchorHooks<unknown, never>;
  /** The n-th game of a series. */
  setup(n: number): MatchSetup<unknown>;
  /** The game's own computer at a strength, as a player. */
  player(strength: Strength): (view: unknown, seat: Seat) => unknown;
  /** A game longer than this many moves is a draw. */
  maxMoves: number;
  /**
   * Rounds of playouts the anchor plays whatever its clock says (flat-mc.ts AnchorBudget): 1 where
   * a round fits in the computer's time (Tiny 18c, Tippecanoe); 0 where one random playout to the
   * end costs more than the computer's whole decision (Ironclads, Jumonville), so that "1×" means
   * the same time and not one compulsory round that takes a hundred times as long.
   */
  minRounds: number;
}

const computers = (n: number): SeatConfig[] => Array.from({ length: n }, (_, i) => ({ name: `Computer ${i + 1}`, control: 'computer', strength: 'normal' }));
const fresh = (rng: Rng) => seedRng(rng.int(-2147483648, 2147483647));

/** A few different random moves: where a move is a whole set of orders, the anchor compares a sample. */
function sample<A>(draw: () => A, n: number): A[] {
  const seen = new Map<string, A>();
  for (let i = 0; i < n * 3 && seen.size < n; i++) {
    const a = draw();
    seen.set(JSON.stringify(a), a);
  }
  return [...seen.values()];
}

/** How many random orders the anchor compares where a move is a set of orders. */
export const SAMPLED = Number(process.env.ANCHOR_CANDIDATES ?? 32);

const tiny: AnchorHooks<Tiny18cState, Tiny18cAction> = {
  game: tiny18c as AnyGame,
  candidates: (view, seat, rng) => sample(() => ({ type: 'commit', orders: randomOrders(view, seat as TinySide, rng) }), SAMPLED),
  determinize(view, seat, rng) {
    const other = (1 - seat) as TinySide;
    const orders: Tiny18cState['orders'] = [view.orders[0], view.orders[1]];
    // The other side's orders, in but unseen: any they might have given.
    if (view.committed[other] && !orders[other]) orders[other] = randomOrders(view, other, rng);
    return { ...view, orders, rng: fresh(rng) };
  },
  rollout: (s, seat, rng) => ({ type: 'commit', orders: randomOrders(s, seat as TinySide, rng) }),
  maxMoves: tiny18cLab.maxMoves,
};

const tip: AnchorHooks<TipState, TipAction> = {
  game: tippecanoe as AnyGame,
  candidates: (view, seat) => tipMoves(view, seat as TipSide).filter((m) => m.type !== 'concede'),
  // Every hidden card dealt back at random (the deck orders, the other hand), fresh dice.
  determinize: (view, _seat, rng) => ({ ...tipDeterminize(view, rng), rng: fresh(rng) }),
  rollout: (s, seat, rng) => tipRandom(s, seat as TipSide, rng) as TipAction,
  maxMoves: tippecanoeLab.maxMoves,
};

const iron: AnchorHooks<IroncladsState, IroncladsAction> = {
  game: ironclads as AnyGame,
  candidates: (view, seat, rng) => sample(() => ironRandom(view, seat as IronSide, rng), SAMPLED),
  determinize(view, seat, rng) {
    const other = (1 - seat) as IronSide;
    const fire: IroncladsState['fire'] = [view.fire[0], view.fire[1]];
    // The other side's targets, given but unseen ({} in the view): any they might have chosen.
    if (view.phase === 'shoot' && fire[other] && Object.keys(fire[other]).length === 0) {
      const a = ironRandom({ ...view, fire }, other, rng);
      if (a.type === 'fire') fire[other] = a.targets;
    }
    return { ...view, fire, rng: fresh(rng) };
  },
  rollout: (s, seat, rng) => ironRandom(s, seat as IronSide, rng),
  maxMoves: 5_000,
};

const jv: AnchorHooks<JumonvilleState, JumonvilleAction> = {
  game: jumonville as AnyGame,
  candidates: (view, seat) => jumonville.legalActions?.(view, seat) ?? [],
  determinize: (view, _seat, rng) => jvDeterminize(view, rng),
  rollout: (s, seat, rng) => jvRandom(s, seat, rng) as JumonvilleAction,
  // The lab's card limit: a skirmish past it is drawn. Each card is a few actions.
  maxMoves: CARD_LIMIT * 4,
};

/**
 * Cups of War's moves in a turns battle, as a textbook player sees them: each of the seat's single
 * units stacked onto any stack with room that another player defends (onto its own, only in a war begun
 * before stackOnEnemies), or put on a command card it may power; a powered
 * strike laid over any enemy stack; Done. (Sliding a stack elsewhere, and taking a unit back off a
 * card, are left out: the table's positions are continuous, and neither decides a battle alone.)
 */
function cupsMoves(s: CupsState, seat: Seat): CupsAction[] {
  if (s.phase !== 'battle') return [];
  const me = s.players[seat];
  if (!me || me.done) return [];
  const owner = new Map(s.tiles.map((t) => [t.id, t.owner]));
  const singles = s.piles.filter((p) => p.tiles.length === 1 && owner.get(p.tiles[0] as string) === seat);
  const moves: CupsAction[] = [{ type: 'done' }];
  for (const from of singles) {
    const tile = from.tiles[0] as string;
    for (const onto of s.piles) {
      if (onto === from || onto.tiles.length >= MAX_STACK || (s.options.stackOnEnemies && owner.get(onto.tiles[0] as string) === seat)) continue;
      moves.push({ type: 'stack', tile, onto: onto.id });
    }
    if (!me.ready && !(s.options.oneCommandATurn && me.commanded)) for (const card of cupsHand(s, seat)) if (!me.powering || me.powering.card === card) moves.push({ type: 'assign', tile, card });
  }
  const ready = me.ready ? cardById(me.ready.card) : null;
  if (me.ready && ready?.strike) {
    for (const p of s.piles) {
      const top = p.tiles[p.tiles.length - 1];
      if (top !== undefined && owner.get(top) !== seat) moves.push({ type: 'command', card: me.ready.card, x: p.x, y: p.y, angle: 0 });
    }
  }
  return moves;
}

/** A random shake: every unit in the cup lands anywhere on the table (a playout's toss, with no physics). */
function cupsRandomShake(s: CupsState, seat: Seat, rng: Rng): CupsAction {
  const landings = s.tiles
    .filter((t) => t.owner === seat && t.where === 'cup')
    .map((t) => ({ tile: t.id, x: Math.round(rng.range(0, s.options.width)), y: Math.round(rng.range(0, s.options.height)), angle: Math.round(rng.range(-180, 180)), flips: rng.int(0, 9) }));
  return { type: 'shake', landings };
}

const cups: AnchorHooks<CupsState, CupsAction> = {
  game: cupsOfWar as AnyGame,
  // A shake of its own is the table's physics, as the computer's is (the cup poured from its seeded place): not a choice.
  candidates(view, seat, rng) {
    if (view.phase === 'shake' || view.phase === 'shakeoff') return [cupsBot(view, seat, 'normal')];
    const moves = cupsMoves(view, seat);
    return sample(() => rng.pick(moves), SAMPLED);
  },
  // The command cards it cannot see (the deck, the others' hands) dealt back at random; fresh dice.
  determinize(view, _seat, rng) {
    const seen = new Set(Object.values(view.cards).flatMap((z) => z.cards));
    const unseen = rng.shuffle(CUPS_CARDS.map((c) => c.id).filter((id) => !seen.has(id)));
    const cards: CupsState['cards'] = {};
    for (const name of Object.keys(view.cards).sort()) {
      const z = view.cards[name]!;
      cards[name] = z.cards.includes(HIDDEN_CARD) ? { ...z, cards: z.cards.map((c) => (c === HIDDEN_CARD ? (unseen.pop() as string) : c)) } : z;
    }
    return { ...view, cards, rng: fresh(rng) };
  },
  rollout: (s, seat, rng) => (s.phase === 'shake' || s.phase === 'shakeoff' ? cupsRandomShake(s, seat, rng) : rng.pick(cupsMoves(s, seat))),
  maxMoves: 3_000,
};

export const ANCHOR_GAMES: Record<string, AnchorGame> = {
  tiny18c: {
    hooks: tiny as AnchorHooks<unknown, never>,
    setup: (n) => tiny18cLab.setup(n, 'as-written'),
    player: (strength) => tiny18cLab.players[strength] as (view: unknown, seat: Seat) => unknown,
    maxMoves: tiny18cLab.maxMoves,
    minRounds: 1,
  },
  tippecanoe: {
    hooks: tip as AnchorHooks<unknown, never>,
    setup: (n) => tippecanoeLab.setup(n, 'as-written'),
    player: (strength) => (view, seat) => tipSearch(view as TipState, seat as TipSide, strength),
    maxMoves: tippecanoeLab.maxMoves,
    minRounds: 1,
  },
  ironclads: {
    hooks: iron as AnchorHooks<unknown, never>,
    setup: (n) => ({ options: ironScenario(IRON_SCENARIOS[Math.floor(n / 2) % IRON_SCENARIOS.length]!.id, 2, 10), players: computers(2) }),
    player: (strength) => (view, seat) => ironDecide(view as IroncladsState, seat as IronSide, strength),
    maxMoves: 5_000,
    minRounds: 0,
  },
  cups: {
    hooks: cups as AnchorHooks<unknown, never>,
    // Two players, three turns, each stacking in turn.
    setup: () => ({ options: { ...CUPS_OPTIONS, battle: 'turns' }, players: computers(2) }),
    player: (strength) => (view, seat) => cupsBot(view as CupsState, seat, strength),
    maxMoves: 3_000,
    minRounds: 0,
  },
  jumonville: {
    hooks: jv as AnchorHooks<unknown, never>,
    // Glen-two only: a seat a team, so each side is one player, the anchor or the game's computer.
    setup: () => ({ options: jvScenario(LAB_SCENARIOS[0]), players: computers(2) }),
    player: (strength) => (view, seat) => jvDecide(view as JumonvilleState, seat, strength),
    maxMoves: CARD_LIMIT * 4,
    minRounds: 0,
  },
};
