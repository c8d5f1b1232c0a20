// Runs the computer's thinking off the page's thread, so the table stays smooth while it thinks.
import { RULES } from '../games/rules-registry';
import type { BotRequest, BotReply } from './bot-runner';

// Typed as a worker's scope by hand: the project's DOM lib describes a window, not a worker.
const scope = self as unknown as { onmessage: ((e: MessageEvent<BotRequest>) => void) | null; postMessage(message: BotReply): void };

scope.onmessage = (e) => {
  const { id, gameId, view, seat, strength } = e.data;
  const game = RULES[gameId];
  let reply: BotReply;
  try {
    if (!game?.bot) throw new Error(`${gameId} has no computer player`);
    const t0 = performance.now();
    reply = { id, ok: true, action: game.bot(view, seat, strength), ms: performance.now() - t0 };
  } catch (err) {
    reply = { id, ok: false, message: (err as Error).message };
  }
  scope.postMessage(reply);
};
