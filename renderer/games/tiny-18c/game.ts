// Tiny 18c with its computer opponent attached: the rules (pure) plus the bots (pure).
import type { GameDefinition } from '../../engine/game';
import { decide } from './ai/bots';
import { tiny18c as rules, type Tiny18cAction, type Tiny18cDetail, type Tiny18cOptions, type Tiny18cState } from './rules';

export const tiny18c: GameDefinition<Tiny18cState, Tiny18cAction, Tiny18cOptions, Tiny18cDetail> = {
  ...rules,
  bot: (view, seat, strength) => ({ type: 'commit', orders: decide(view, seat === 0 ? 0 : 1, strength) }),
};
