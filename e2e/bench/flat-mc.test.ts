// The outside anchor's hooks hold for every game it measures, and the anchor is a real player:
// its candidates are legal in its imagined worlds, its worlds keep what the view shows, and with a
// few playouts a decision it beats each game's random player.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../renderer/engine/game';
import { Rng, seedRng } from '../../renderer/engine/rng';
import { HIDDEN_CARD } from '../../renderer/kits/cards';
import { ANCHOR_GAMES } from './anchors';
import { flatMonteCarlo, playout } from './flat-mc';

/** A game's first positions with a choice, by its random player, for both seats. */
function positions(id: string, count: number): { view: unknown; seat: Seat }[] {
  const { hooks, setup } = ANCHOR_GAMES[id]!;
  const { game } = hooks;
  const rng = new Rng(seedRng(3));
  let s = game.setup(setup(0), 11);
  const out: { view: unknown; seat: Seat }[] = [];
  for (let n = 0; n < 400 && out.length < count && !game.result(s); n++) {
    const seat = game.actors(s)[0] as Seat;
    const view = game.playerView(s, seat);
    if (hooks.candidates(view as never, seat, rng).length > 1) out.push({ view, seat });
    const r = game.apply(s, hooks.rollout(s as never, seat, rng), seat);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return out;
}

describe('the flat Monte Carlo anchor (issue 15)', () => {
  for (const id of Object.keys(ANCHOR_GAMES)) {
    it(`${id}: every candidate is legal in every imagined world, which keeps the view's public state`, () => {
      const { hooks } = ANCHOR_GAMES[id]!;
      const rng = new Rng(seedRng(5));
      const found = positions(id, 6);
      expect(found.length).toBeGreaterThan(0);
      for (const { view, seat } of found) {
        const world = hooks.determinize(view as never, seat, rng);
        // The dice are its own: never the hidden generator of the view.
        expect((world as { rng: unknown }).rng).not.toEqual((view as { rng: unknown }).rng);
        // No card is left face down: every hidden card is dealt, and none twice.
        const cards = (world as { cards?: Record<string, { cards: string[] }> }).cards;
        if (cards) {
          const all = Object.values(cards).flatMap((z) => z.cards);
          expect(all).not.toContain(HIDDEN_CARD);
          expect(new Set(all).size).toBe(all.length);
        }
        for (const move of hooks.candidates(view as never, seat, rng)) expect(hooks.game.apply(world, move, seat).ok).toBe(true);
      }
      // A decision with a fixed number of playouts picks one of its candidates.
      const { view, seat } = found[0]!;
      const mc = flatMonteCarlo(hooks, { ms: 0, minRounds: 1 }, 1);
      expect(hooks.game.apply(hooks.determinize(view as never, seat, rng), mc.decide(view as never, seat), seat).ok).toBe(true);
      expect(mc.stats.playouts).toBeGreaterThan(1);
    });
  }

  it('beats the random player at Tiny 18c with 32 playouts a decision, from either side', () => {
    const { hooks, setup } = ANCHOR_GAMES.tiny18c!;
    const { game } = hooks;
    let wins = 0;
    for (let g = 0; g < 6; g++) {
      const anchorSeat = g % 2;
      const mc = flatMonteCarlo(hooks, { ms: 0, minRounds: 4 }, g);
      const rng = new Rng(seedRng(g + 100));
      let s = game.setup(setup(g), g + 1);
      while (!game.result(s)) {
        for (const seat of game.actors(s)) {
          const move = seat === anchorSeat ? mc.decide(game.playerView(s, seat) as never, seat) : hooks.rollout(game.playerView(s, seat) as never, seat, rng);
          const r = game.apply(s, move, seat);
          if (!r.ok) throw new Error(r.message);
          s = r.state;
          if (game.result(s)) break;
        }
      }
      if (game.result(s)?.winners.includes(anchorSeat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  });

  it('keeps its clock to the move with no compulsory round: a playout the time runs out in is not counted', () => {
    const { hooks } = ANCHOR_GAMES.tiny18c!;
    const { view, seat } = positions('tiny18c', 1)[0]!;
    // A clock that moves one millisecond for every move a playout makes.
    let now = 0;
    const ticking = { ...hooks, rollout: (s: never, at: Seat, rng: Rng) => (now++, hooks.rollout(s, at, rng)) };
    const candidates = hooks.candidates(view as never, seat, new Rng(seedRng(1_000_003)));
    // No time at all: not one playout, and the first candidate.
    const none = flatMonteCarlo(ticking, { ms: 0, minRounds: 0 }, 1, () => now);
    expect(none.decide(view as never, seat)).toEqual(candidates[0]);
    expect(none.stats.playouts).toBe(0);
    // Time for a few moves but not one game to its end (a Tiny 18c game is more than three commits a side).
    now = 0;
    const short = flatMonteCarlo(ticking, { ms: 3, minRounds: 0 }, 1, () => now);
    short.decide(view as never, seat);
    expect(short.stats.playouts).toBe(0);
    expect(now).toBeLessThanOrEqual(4);
    // With one compulsory round every candidate is played to the end, whatever the clock says.
    now = 0;
    const round = flatMonteCarlo(ticking, { ms: 3, minRounds: 1 }, 1, () => now);
    round.decide(view as never, seat);
    expect(round.stats.playouts).toBe(candidates.length);
  });

  it('scores a finished game without playing it', () => {
    const { hooks, setup } = ANCHOR_GAMES.tiny18c!;
    const s = hooks.game.setup(setup(0), 1);
    expect(playout({ ...hooks, maxMoves: 0 }, s, 0, new Rng(seedRng(1)))).toBe(0.5);
  });
});
