// ACW Ironclads with its computer opponent attached: the rules (pure) plus the captains (pure).
import type { GameDefinition } from '../../engine/game';
import { decide } from './ai/planner';
import { ironclads as rules, type IroncladsAction, type IroncladsDetail, type IroncladsOptions, type IroncladsState } from './rules';

export const ironclads: GameDefinition<IroncladsState, IroncladsAction, IroncladsOptions, IroncladsDetail> = {
  ...rules,
  bot: (view, seat, strength) => decide(view, seat === 1 ? 1 : 0, strength),
  // A 99-turn battle of 12 ships runs to about 1,400 moves; laying a new river costs up to 2 ms to replay.
  maxLogEntries: 2_000,
};
