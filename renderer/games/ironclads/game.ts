// ACW Ironclads with its computer opponent attached: the rules (pure) plus the captains (pure).
import type { GameDefinition } from '../../engine/game';
import { decide } from './ai/planner';
import { ironclads as rules, type IroncladsAction, type IroncladsOptions, type IroncladsState } from './rules';

export const ironclads: GameDefinition<IroncladsState, IroncladsAction, IroncladsOptions> = {
  ...rules,
  bot: (view, seat, strength) => decide(view, seat === 1 ? 1 : 0, strength),
};
