// Battle of Tippecanoe with its computer player attached: the rules (pure) plus the bot (pure).
// For now the random player; the greedy and search players come with the table.
import type { GameDefinition } from '../../engine/game';
import { randomBot } from './ai/random';
import { tippecanoe as rules, type TipAction, type TipDetail, type TipOptions, type TipState } from './rules';

export const tippecanoe: GameDefinition<TipState, TipAction, TipOptions, TipDetail> = {
  ...rules,
  bot: randomBot,
};
