// Runs the computer's thinking off the page's thread, so the table stays smooth while it thinks.
import { RULES } from '../games/rules-registry';
import type { BotRequest, BotReply } from './bot-runner';
import { setPausePoint } from '../engine/pause-point';
import { giveWayTo, type GaveWay } from './frame-hold';

// Typed as a worker's scope by hand: the project's DOM lib describes a window, not a worker.
const scope = self as unknown as { onmessage: ((e: MessageEvent<BotRequest>) => void) | null; postMessage(message: BotReply): void };

/** This decision's pauses for the page's frames (app/frame-hold.ts). */
const tally: GaveWay = { times: 0, ms: 0 };
let watching: Int32Array | null = null;

scope.onmessage = (e) => {
  const { id, gameId, view, seat, strength, frames } = e.data;
  // The page's frame cell, once: shared memory only (a copied array would never change).
  if (!watching && frames instanceof Int32Array && frames.length >= 1 && frames.buffer instanceof SharedArrayBuffer) {
    watching = frames;
    setPausePoint(giveWayTo(frames, tally));
  }
  tally.times = tally.ms = 0;
  const game = RULES[gameId];
  let reply: BotReply;
  try {
    if (!game?.bot) throw new Error(`${gameId} has no computer player`);
    const t0 = performance.now();
    const action = game.bot(view, seat, strength);
    reply = { id, ok: true, action, ms: performance.now() - t0, gaveWay: { ...tally } };
  } catch (err) {
    reply = { id, ok: false, message: (err as Error).message };
  }
  scope.postMessage(reply);
};
