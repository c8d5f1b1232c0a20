// A tiny dice race used by the engine's own tests: two seats take turns rolling a d6 and
// adding it to their score; first to 20 wins. Small, but it exercises every part of the contract.
import * as v from 'valibot';
import { accept, refuse, type GameDefinition } from '../engine/game';
import { rollDice } from '../engine/dice';
import { Rng, seedRng, type RngState } from '../engine/rng';

export interface RaceState {
  rng: RngState;
  scores: [number, number];
  turn: 0 | 1;
  secret: [string, string];
}
export type RaceAction = { type: 'roll' } | { type: 'pass' } | { type: 'jump'; to: number };

export const diceRace: GameDefinition<RaceState, RaceAction, { target: number }> = {
  id: 'dice-race',
  title: 'Dice Race',
  optionsSchema: v.object({ target: v.number() }),
  actionSchema: v.variant('type', [
    v.object({ type: v.literal('roll') }),
    v.object({ type: v.literal('pass') }),
    v.object({ type: v.literal('jump'), to: v.number() }),
  ]),
  defaultOptions: { target: 20 },
  minPlayers: 2,
  maxPlayers: 2,
  setup: (_match, seed) => ({ rng: seedRng(seed), scores: [0, 0], turn: 0, secret: ['red plan', 'blue plan'] }),
  actors: (s) => (s.scores.some((x) => x >= 20) ? [] : [s.turn]),
  apply(state, action, seat) {
    if (action.type === 'jump') return refuse('You cannot jump ahead: roll the die.');
    if (action.type === 'pass') return accept({ ...state, turn: state.turn === 0 ? 1 : 0 });
    const rng = new Rng(state.rng);
    const roll = rollDice(rng, 1, 6, seat, 'Race');
    const scores: [number, number] = [...state.scores];
    scores[seat] = (scores[seat] ?? 0) + roll.total;
    return accept({ ...state, rng: rng.state(), scores, turn: state.turn === 0 ? 1 : 0 }, [roll]);
  },
  result: (s) => {
    const winner = s.scores.findIndex((x) => x >= 20);
    return winner < 0 ? null : { winners: [winner], draw: false, text: `Seat ${winner} reached 20.` };
  },
  playerView: (s, seat) => ({
    ...s,
    secret: s.secret.map((text, i) => (i === seat ? text : 'hidden')) as [string, string],
  }),
  describe: (a) => (a.type === 'roll' ? 'Rolled' : 'Passed'),
  progress: (s) => `${s.scores[0]} to ${s.scores[1]}`,
};

export const raceSetup = { options: { target: 20 }, players: [
  { name: 'Red', control: 'human' as const, strength: 'normal' as const },
  { name: 'Blue', control: 'human' as const, strength: 'normal' as const },
] };
