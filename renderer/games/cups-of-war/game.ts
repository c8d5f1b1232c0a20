// Cups of War with its computer players attached: the rules (pure) plus the bot (pure).
import type { GameDefinition } from '../../engine/game';
import { STAND_DOWN_BEATS, cupsBot, standsDown } from './ai/bot';
import { HANDS } from './ai/planner';
import { cupsOfWar as rules, stackerNow, type CupsAction, type CupsDetail, type CupsOptions, type CupsState } from './rules';

/** A stacker's time in a turns battle: the fastest complete stacker's, or the set-up's until someone finishes. */
const stackLimit = (s: CupsState): number => s.battleLimit ?? s.options.turnSeconds * 1000;

export const cupsOfWar: GameDefinition<CupsState, CupsAction, CupsOptions, CupsDetail> = {
  ...rules,
  // The race is real time: the scene paces each computer hand and asks `bot` on its beat.
  realTime: true,
  bot: cupsBot,
  // Across machines: Done carries the time the server measured, and a stacker out of time in a
  // turns battle is stopped by the server, units where they are (as the HUD does at one computer).
  serverTime: (action, elapsedMs) => (action.type === 'done' ? { ...action, elapsed: Math.min(3_600_000, Math.max(0, Math.round(elapsedMs))) } : action),
  // The computer's hands where no table paces them (a server): as the scene's hands do (hands.ts),
  // a move a beat; with nothing worth doing, a racing hand waits a few beats before it stands down.
  paced: {
    beatMs: (strength) => HANDS[strength].beatMs,
    move(view, seat, strength, idle) {
      if (view.phase === 'shake' || view.phase === 'shakeoff') return { action: cupsBot(view, seat, strength), idle: 0 };
      if (view.phase !== 'battle' || view.players[seat]?.done) return { action: null, idle };
      const move = cupsBot(view, seat, strength);
      if (!standsDown(view, seat, move)) return { action: move, idle: 0 };
      const n = idle + 1;
      return { action: n > STAND_DOWN_BEATS || view.options.battle === 'turns' ? { type: 'done' } : null, idle: n };
    },
  },
  timeUp: (s, seat, elapsedMs) =>
    s.phase === 'battle' && s.options.battle === 'turns' && stackerNow(s) === seat && elapsedMs > stackLimit(s) ? { type: 'done', elapsed: stackLimit(s) } : null,
};
