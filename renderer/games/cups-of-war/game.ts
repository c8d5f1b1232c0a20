// Cups of War with its computer players attached: the rules (pure) plus the bot (pure).
import type { GameDefinition } from '../../engine/game';
import { cupsBot } from './ai/bot';
import { cupsOfWar as rules, type CupsAction, type CupsDetail, type CupsOptions, type CupsState } from './rules';

export const cupsOfWar: GameDefinition<CupsState, CupsAction, CupsOptions, CupsDetail> = {
  ...rules,
  // The race is real time: the scene paces each computer hand and asks `bot` on its beat.
  realTime: true,
  bot: cupsBot,
};
