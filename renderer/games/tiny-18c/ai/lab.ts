// Tiny 18c in the balance lab (npm run balance -- tiny18c): its computer players from weakest to
// strongest, the ready-made armies in turn, and a game's length in turns.
import type { Lab } from '../../../engine/arena';
import { SIDE_NAMES, tiny18c, type Side, type Tiny18cAction, type Tiny18cState, type Tiny18cOptions } from '../rules';
import { armiesFor } from './arena';
import { decide, type BotKind } from './bots';

const KINDS: readonly BotKind[] = ['random', 'greedy', 'easy', 'normal', 'hard'];

export const tiny18cLab: Lab<Tiny18cState, Tiny18cAction, Tiny18cOptions> = {
  game: tiny18c,
  seats: [SIDE_NAMES[0], SIDE_NAMES[1]],
  players: Object.fromEntries(KINDS.map((kind) => [kind, (view: Tiny18cState, seat: number) => ({ type: 'commit' as const, orders: decide(view, seat as Side, kind) })])),
  defaultPlayers: ['random', 'greedy', 'normal'],
  variants: ['as-written'],
  setup: (n) => ({
    options: { armies: armiesFor(n), turnLimit: tiny18c.defaultOptions.turnLimit },
    players: [
      { name: SIDE_NAMES[0], control: 'computer', strength: 'normal' },
      { name: SIDE_NAMES[1], control: 'computer', strength: 'normal' },
    ],
  }),
  measure: (r) => ({ lengths: { turns: r.state.turn }, ending: r.draw ? (r.text.includes('neither side broken') ? 'turn limit' : 'both broke') : 'rout' }),
  maxMoves: 2_000,
};
