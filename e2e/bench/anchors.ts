// Each game's three hooks for the outside anchor (flat-mc.ts), and how a series of its games is
// set up: the moves the anchor compares (every legal move, or a sample of random ones where a move
// is a whole set of orders), how it imagines a view's hidden part (the other side's orders or
// cards dealt at random, fresh dice), and the random player its playouts use (each game's own).
// Cups of War has none: its stacking is a real-time race against the table's clock (its
// computers move on beats of the scene, not in turns), so a turn-taking anchor has nothing to
// decide there; its strike planner is measured by its own benches.
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

/** What the anchor bench needs of a game. */
export interface AnchorGame {
  hooks: AnchorHooks<unknown, never>;
  /** The n-th game of a series. */
  setup(n: number): MatchSetup<unknown>;
  /** The game's own computer at a strength, as a player. */
  player(strength: Strength): (view: unknown, seat: Seat) => unknown;
  /** A game longer than this many moves is a draw. */
  maxMoves: number;
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

export const ANCHOR_GAMES: Record<string, AnchorGame> = {
  tiny18c: {
    hooks: tiny as AnchorHooks<unknown, never>,
    setup: (n) => tiny18cLab.setup(n, 'as-written'),
    player: (strength) => tiny18cLab.players[strength] as (view: unknown, seat: Seat) => unknown,
    maxMoves: tiny18cLab.maxMoves,
  },
  tippecanoe: {
    hooks: tip as AnchorHooks<unknown, never>,
    setup: (n) => tippecanoeLab.setup(n, 'as-written'),
    player: (strength) => (view, seat) => tipSearch(view as TipState, seat as TipSide, strength),
    maxMoves: tippecanoeLab.maxMoves,
  },
  ironclads: {
    hooks: iron as AnchorHooks<unknown, never>,
    setup: (n) => ({ options: ironScenario(IRON_SCENARIOS[Math.floor(n / 2) % IRON_SCENARIOS.length]!.id, 2, 10), players: computers(2) }),
    player: (strength) => (view, seat) => ironDecide(view as IroncladsState, seat as IronSide, strength),
    maxMoves: 5_000,
  },
  jumonville: {
    hooks: jv as AnchorHooks<unknown, never>,
    // Glen-two only: a seat a team, so each side is one player, the anchor or the game's computer.
    setup: () => ({ options: jvScenario(LAB_SCENARIOS[0]), players: computers(2) }),
    player: (strength) => (view, seat) => jvDecide(view as JumonvilleState, seat, strength),
    maxMoves: CARD_LIMIT * 4,
  },
};
