// The computer players (greedy, and the search at its strengths): legal moves from their own view
// on both sides through whole games, decisions that do not change when only the cards they cannot
// see change, the same decision for the same view, and the imagined deals consistent with the view.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../engine/rng';
import { HIDDEN_CARD, type Zones } from '../../../kits/cards';
import { tippecanoe } from '../game';
import { legalMoves, NATIVE, pile, US, type Side, type TipAction, type TipState } from '../rules';
import { ALL_CARDS, Z, categoryOf } from '../rules/deck';
import { determinize, originOf } from './determinize';
import { greedyMove } from './greedy';
import { randomBot } from './random';
import { BEST_PLAN, SEED_PLAN, quickMove, type Plan } from './policy';
import { searchMove } from './search';

type Player = (view: TipState, seat: Side) => TipAction;
const greedy: Player = (v, seat) => greedyMove(v, seat);
const easy: Player = (v, seat) => searchMove(v, seat, 'easy');
const normal: Player = (v, seat) => searchMove(v, seat, 'normal');
const random: Player = (v, seat) => randomBot(v, seat, 'normal');

const players = [
  { name: 'Native', control: 'computer' as const, strength: 'normal' as const },
  { name: 'US', control: 'computer' as const, strength: 'normal' as const },
];

/** Plays a game between `native` and `us`, each deciding from its view; `each` sees every full state before a move, with the seat and the move. */
function play(seed: number, native: Player, us: Player, each?: (s: TipState, seat: Side, move: TipAction) => void): TipState {
  let s = tippecanoe.setup({ options: tippecanoe.defaultOptions, players }, seed);
  for (let n = 0; n < 5000 && !s.result; n++) {
    const seat = tippecanoe.actors(s)[0] as Side;
    const move = (seat === NATIVE ? native : us)(tippecanoe.playerView(s, seat), seat);
    each?.(s, seat, move);
    const r = tippecanoe.apply(s, move, seat);
    if (!r.ok) throw new Error(`${JSON.stringify(move)} refused at ${s.step.k}: ${r.message}`);
    s = r.state;
  }
  return s;
}

/**
 * The same game with every card `seat` cannot see dealt again among the places it cannot see
 * (each card only where it could be: a warrior in the warrior deck, the muster or the Native
 * hand): the other hand and the deck orders change, the view does not.
 */
function rehide(s: TipState, seat: Side, seed: number): TipState {
  const view = tippecanoe.playerView(s, seat);
  const hidden = (name: string, i: number) => view.cards[name]?.cards[i] === HIDDEN_CARD;
  const byOrigin = new Map<string, string[]>();
  for (const [name, z] of Object.entries(s.cards)) z.cards.forEach((c, i) => hidden(name, i) && byOrigin.set(originOf(c), [...(byOrigin.get(originOf(c)) ?? []), c]));
  const rng = new Rng(seedRng(seed));
  for (const [o, cards] of byOrigin) byOrigin.set(o, rng.shuffle(cards));
  const cards: Zones = {};
  for (const [name, z] of Object.entries(s.cards)) cards[name] = { ...z, cards: z.cards.map((c, i) => (hidden(name, i) ? (byOrigin.get(originOf(c))?.pop() as string) : c)) };
  return { ...s, cards, rng: seedRng(seed + 1) };
}

describe('the computer players of Battle of Tippecanoe', () => {
  it('play whole games of legal moves from their own view on both sides, never conceding', () => {
    for (const [seed, native, us] of [
      [1, greedy, easy],
      [2, easy, greedy],
    ] as const) {
      const end = play(seed, native, us, (s, seat, move) => {
        expect(legalMoves(s, seat)).toContainEqual(move);
        expect(move.type).not.toBe('concede');
      });
      expect(end.result?.how).toBe('routed');
    }
  });

  it('decide the same when only the cards they cannot see change (the other hand, the deck orders), and the same for the same view', () => {
    const states: [TipState, Side][] = [];
    play(3, random, random, (s, seat) => {
      if (legalMoves(s, seat).length > 2 && states.length < 400) states.push([s, seat]);
    });
    // A spread of real choices: preparation and battle, both sides.
    const picked = states.filter((_, i) => i % Math.ceil(states.length / 12) === 0);
    expect(new Set(picked.map(([s]) => s.step.k)).size).toBeGreaterThan(4);
    expect(new Set(picked.map(([, seat]) => seat))).toEqual(new Set([NATIVE, US]));
    let differs = 0;
    for (const [k, [s, seat]] of picked.entries()) {
      const other = rehide(s, seat, 100 + k);
      expect(tippecanoe.playerView(other, seat)).toEqual(tippecanoe.playerView(s, seat));
      const otherHand = `hand-${1 - seat}`;
      if (JSON.stringify(other.cards[otherHand]) !== JSON.stringify(s.cards[otherHand])) differs++;
      // Handed the whole state, not a view: still only what the seat may see counts.
      for (const bot of k % 3 === 0 ? [greedy, easy, normal] : [greedy, easy]) {
        const move = bot(s, seat);
        expect(bot(other, seat)).toEqual(move);
        expect(bot(structuredClone(tippecanoe.playerView(s, seat)), seat)).toEqual(move);
      }
    }
    expect(differs).toBeGreaterThan(picked.length / 2);
  });

  it('imagine the hidden cards consistently with the view: each card once, each where it could be, the view unchanged', () => {
    const states: [TipState, Side][] = [];
    play(4, greedy, random, (s, seat) => {
      if (states.length < 300) states.push([s, seat]);
    });
    const rng = new Rng(seedRng(9));
    for (const [s, seat] of states.filter((_, i) => i % 20 === 0)) {
      const view = tippecanoe.playerView(s, seat);
      const deal = determinize(view, rng);
      expect(Object.values(deal.cards).flatMap((z) => z.cards).sort()).toEqual([...ALL_CARDS].sort());
      expect(tippecanoe.playerView(deal, seat)).toEqual({ ...view });
      // Each pile holds as many cards of each origin as the real one: a deck only its own sort, the other hand its true mix.
      const origins = (cards: readonly string[]) => cards.map(originOf).sort();
      for (const [name, z] of Object.entries(deal.cards)) expect(origins(z.cards)).toEqual(origins(s.cards[name]!.cards));
    }
  });

  it('greedy beats random clearly: as the Native side, which random players almost never win with', () => {
    // Between random players the Native side wins 1.7% (1,000 games, docs/benchmarks.md); the
    // greedy Native player won 17 of 30 against a random US player. Three wins in twelve games
    // would happen to a player as weak as random about once in 500 series, and fewer than three
    // to the greedy player about once in 200.
    const wins = Array.from({ length: 12 }, (_, n) => play(200 + n, greedy, random)).filter((end) => end.result?.winner === NATIVE).length;
    expect(wins).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it("prepare by the plan self-play found: the War Chief at once wins more than the seed's five Civil Chief turns", () => {
    // The quick player (no slips) with each plan as the Native side against the greedy US player:
    // over 200 games the best plan won 73% and the seed's 38% (e2e/bench/tippecanoe-plan.ts).
    const byPlan = (plan: Plan): Player => (v, seat) => quickMove(v, seat, new Rng(seedRng(v.moves)), 0, plan) as TipAction;
    const wins = (plan: Plan) => Array.from({ length: 16 }, (_, n) => play(300 + n, byPlan(plan), greedy)).filter((end) => end.result?.winner === NATIVE).length;
    const best = wins(BEST_PLAN);
    expect(best).toBeGreaterThanOrEqual(10);
    expect(best).toBeGreaterThan(wins(SEED_PLAN) + 3);
  }, 60_000);

  it('normal beats greedy from either side', () => {
    // Over 100 games a side normal won 75% as the Native side and 93% as the US side against
    // greedy (docs/benchmarks.md); between greedy players the Native side wins about 40%. Ten a side:
    // a player no better than greedy would win about 10 of the 20; normal is expected to win 17.
    const native = Array.from({ length: 10 }, (_, n) => play(400 + n, normal, greedy)).filter((end) => end.result?.winner === NATIVE).length;
    const us = Array.from({ length: 10 }, (_, n) => play(500 + n, greedy, normal)).filter((end) => end.result?.winner === US).length;
    expect(native).toBeGreaterThanOrEqual(6);
    expect(us).toBeGreaterThanOrEqual(7);
    expect(native + us).toBeGreaterThanOrEqual(14);
  }, 120_000);

  it('play their tactics rather than die holding them: normal as the Native side against random', () => {
    // A tactic in hand is one card, played once (evaluate.ts HELD). Counted, as it once was, as a
    // lead in every round to come, it looked worth more held than played: over these fifteen games
    // the normal Native player played 89 tactics, ended holding 59 and won 10 (87.9% of 1,000
    // against random, docs/benchmarks.md); now it plays 105, ends holding 43 and wins 13. The games
    // are the same for the same code (every decision is seeded from the view), so the thresholds
    // sit between the two.
    let played = 0;
    let left = 0;
    let wins = 0;
    for (let seed = 610; seed < 625; seed++) {
      const end = play(seed, normal, random, (_s, seat, move) => {
        if (seat === NATIVE && move.type === 'tactic' && move.card !== null) played++;
      });
      left += pile(end, Z.hand(NATIVE)).filter((c) => categoryOf(c) === 'tactic').length;
      if (end.result?.winner === NATIVE) wins++;
    }
    expect(left).toBeLessThanOrEqual(50);
    expect(played / (played + left)).toBeGreaterThan(0.65);
    expect(wins).toBeGreaterThanOrEqual(12);
  }, 60_000);
});
