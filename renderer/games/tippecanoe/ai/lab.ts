// Battle of Tippecanoe in the balance lab (npm run balance -- tippecanoe): its computer players
// from weakest to strongest (random, the one-step greedy, the search at each strength).
import type { Lab } from '../../../engine/arena';
import { SIDE_NAMES } from '../rules/cards';
import type { TipAction, TipOptions, TipState } from '../rules';
import { tippecanoe } from '../game';
import type { Side } from '../rules/cards';
import { greedyMove } from './greedy';
import { randomBot } from './random';
import { searchMove } from './search';
import type { Tuning } from '../rules/values';

/** The prefix of a lab variant that tries candidate values: "tuning:" and the Tuning as JSON. */
export const TUNING = 'tuning:';

export const tippecanoeLab: Lab<TipState, TipAction, TipOptions> = {
  game: tippecanoe,
  seats: [SIDE_NAMES[0], SIDE_NAMES[1]],
  players: {
    random: (view, seat) => randomBot(view, seat, 'normal'),
    greedy: (view, seat) => greedyMove(view, seat as Side),
    easy: (view, seat) => searchMove(view, seat as Side, 'easy'),
    normal: (view, seat) => searchMove(view, seat as Side, 'normal'),
    hard: (view, seat) => searchMove(view, seat as Side, 'hard'),
  },
  defaultPlayers: ['random', 'greedy', 'normal'],
  variants: ['as-written', 'balanced'],
  // "tuning:{...}" is a candidate of the balance lab's search (e2e/bench/tippecanoe-tune.ts).
  setup: (_n, variant) => ({
    options: variant.startsWith(TUNING)
      ? { variant: 'balanced', tuning: JSON.parse(variant.slice(TUNING.length)) as Tuning }
      : { ...tippecanoe.defaultOptions, variant: variant as TipOptions['variant'] },
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
