// Battle of Tippecanoe with its computer player attached: the rules (pure) plus the bot (pure), the
// search player at the seat's strength (easy, normal, hard).
import type { GameDefinition } from '../../engine/game';
import { searchMove } from './ai/search';
import { tippecanoe as rules, type Side, type TipAction, type TipDetail, type TipOptions, type TipState } from './rules';

export const tippecanoe: GameDefinition<TipState, TipAction, TipOptions, TipDetail> = {
  ...rules,
  bot: (view, seat, strength) => searchMove(view, seat as Side, strength),
};
