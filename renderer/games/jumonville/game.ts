// Skirmish at Jumonville Glen with its computer player attached: the rules (pure) plus the
// planner (ai/planner.ts), which decides from its seat's view at easy, normal or hard.
import type { GameDefinition } from '../../engine/game';
import { decide } from './ai/planner';
import { jumonville as rules, type JumonvilleAction, type JumonvilleDetail, type JumonvilleOptions, type JumonvilleState } from './rules';

export const jumonville: GameDefinition<JumonvilleState, JumonvilleAction, JumonvilleOptions, JumonvilleDetail> = {
  ...rules,
  bot: (view, seat, strength) => decide(view, seat, strength),
};
