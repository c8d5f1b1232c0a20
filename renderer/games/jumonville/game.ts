// Skirmish at Jumonville Glen with its computer player attached: the rules (pure) plus, for now,
// the random player (a legal action at random, sampling where to move).
import type { GameDefinition } from '../../engine/game';
import { randomBot } from './ai/random';
import { jumonville as rules, type JumonvilleAction, type JumonvilleDetail, type JumonvilleOptions, type JumonvilleState } from './rules';

export const jumonville: GameDefinition<JumonvilleState, JumonvilleAction, JumonvilleOptions, JumonvilleDetail> = {
  ...rules,
  bot: (view, seat) => randomBot(view, seat),
};
