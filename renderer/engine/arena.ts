// Computers against computers, headless: a whole game played through the rules as the app plays
// it (each seat decides from its own view only), for the balance lab and the bots' tests. Pure.
import type { Action, GameDefinition, MatchSetup, Seat } from './game';

/** A computer player: its move from what its seat may see. */
export type Decide<S, A> = (view: S, seat: Seat) => A;

export interface MatchRecord<S> {
  /** The final state (the full one, not a view). */
  state: S;
  winners: Seat[];
  draw: boolean;
  /** The game's own words for how it ended. */
  text: string;
  /** Actions applied. */
  moves: number;
  /** Milliseconds each decision took, by seat. */
  decisions: number[][];
}

export class ArenaError extends Error {}

/**
 * Plays one game to its end. A seat's refused move is a bug in that player (its view offered it),
 * so it throws with the rules' reason; so does a game that runs past `maxMoves` or stops with no
 * one to move and no result.
 */
export function playMatch<S, A extends Action, O>(
  game: GameDefinition<S, A, O, unknown>,
  players: readonly Decide<S, A>[],
  match: MatchSetup<O>,
  seed: number,
  { maxMoves, clock = () => 0 }: { maxMoves: number; clock?: () => number },
): MatchRecord<S> {
  let state = game.setup(match, seed);
  const decisions: number[][] = players.map(() => []);
  let moves = 0;
  for (;;) {
    const result = game.result(state);
    if (result) return { state, winners: [...result.winners], draw: result.draw, text: result.text, moves, decisions };
    const actors = game.actors(state);
    if (actors.length === 0) throw new ArenaError(`${game.title} stopped with nobody to move and no result (seed ${seed}, after ${moves} moves).`);
    for (const seat of actors) {
      const decide = players[seat];
      if (!decide) throw new ArenaError(`${game.title}: no player for seat ${seat}.`);
      const t0 = clock();
      const action = decide(game.playerView(state, seat), seat);
      decisions[seat]?.push(clock() - t0);
      const applied = game.apply(state, action, seat);
      if (!applied.ok) throw new ArenaError(`${game.title}: seat ${seat}'s player chose a refused move (${JSON.stringify(action)}): ${applied.message} (seed ${seed}, move ${moves + 1}).`);
      state = applied.state;
      moves++;
      if (moves > maxMoves) throw new ArenaError(`${game.title} ran past ${maxMoves} moves without an end (seed ${seed}).`);
      if (game.result(state)) break;
    }
  }
}

/**
 * What the balance lab (npm run balance -- <game>) needs of a game: its computer players by name,
 * a set-up for the n-th game of a series, and how to read a finished game. Pure, beside the game's AI.
 */
export interface Lab<S, A extends Action, O> {
  game: GameDefinition<S, A, O, unknown>;
  /** The seats' names, as the rules say them ("Attacker", "Defender"). */
  seats: readonly string[];
  /** Every computer player the lab can seat, by name, weakest first. */
  players: Readonly<Record<string, Decide<S, A>>>;
  /** The players a plain run pairs, every one against every one on both sides. */
  defaultPlayers: readonly string[];
  /** The rules' variants the set-up offers ("as-written", "balanced"); the first is the default. */
  variants: readonly string[];
  /** The n-th game of a series (set-ups may cycle through armies or scenarios). */
  setup(n: number, variant: string): MatchSetup<O>;
  /** A finished game's length in the game's own units ({ turns: 14 }) and how it ended ("rout"). */
  measure(record: MatchRecord<S>): { lengths: Record<string, number>; ending: string };
  /** A game longer than this is a bug in the rules or a player. */
  maxMoves: number;
}
