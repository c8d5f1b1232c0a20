// Battle of Tippecanoe in the balance lab (npm run balance -- tippecanoe). The random player
// only, for now: the greedy and search players join it as they are built (issue 13).
import type { Lab } from '../../../engine/arena';
import { SIDE_NAMES } from '../rules/cards';
import type { TipAction, TipOptions, TipState } from '../rules';
import { tippecanoe } from '../game';
import { randomBot } from './random';

export const tippecanoeLab: Lab<TipState, TipAction, TipOptions> = {
  game: tippecanoe,
  seats: [SIDE_NAMES[0], SIDE_NAMES[1]],
  players: { random: (view, seat) => randomBot(view, seat, 'normal') },
  defaultPlayers: ['random'],
  variants: ['as-written'],
  setup: (_n, variant) => ({
    options: { ...tippecanoe.defaultOptions, variant: variant as TipOptions['variant'] },
    players: [
      { name: SIDE_NAMES[0], control: 'computer', strength: 'normal' },
      { name: SIDE_NAMES[1], control: 'computer', strength: 'normal' },
    ],
  }),
  measure: (r) => ({
    lengths: { turns: r.state.turns[0] + r.state.turns[1], rounds: r.state.battle?.round ?? 0 },
    ending: r.state.result?.how === 'conceded' ? 'concession' : 'annihilation',
  }),
  maxMoves: 20_000,
};
