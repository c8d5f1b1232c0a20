// One share of the Tiny 18c games, in a worker thread (the benchmark splits them over the cores).
import { parentPort, workerData } from 'node:worker_threads';
import { armiesFor, playGame } from '../../renderer/games/tiny-18c/ai/arena';
import type { BotKind } from '../../renderer/games/tiny-18c/ai/bots';

interface Job {
  bot: BotKind;
  opponent: BotKind;
  games: number[];
}

const { bot, opponent, games } = workerData as Job;
const results = games.map((g) => {
  // Even games the bot attacks, odd games it defends; the armies cycle through the ready-made ones.
  const side = g % 2 === 0 ? 0 : 1;
  const o = playGame(side === 0 ? [bot, opponent] : [opponent, bot], armiesFor(g), 10_000 + g, () => performance.now());
  return { side, winner: o.winner, turns: o.turns, decisions: o.decisions[side] };
});
parentPort?.postMessage(results);
