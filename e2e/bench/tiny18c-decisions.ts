// Tiny 18c's computer, every strength against itself: the time a decision takes and a hash of the
// games, so a change meant to make it faster can show it decides exactly as before:
//   npx tsx e2e/bench/tiny18c-decisions.ts [kinds=normal] [games=30]   (e.g. easy,normal,hard 12)
// (2 December: easy,normal,hard over 12 games hash to 0959e4a18ecc, before and after ranking the targets once.)
import { createHash } from 'node:crypto';
import { playMatch } from '../../renderer/engine/arena';
import { tiny18cLab } from '../../renderer/games/tiny-18c/ai/lab';
const kinds = (process.argv[2] ?? 'normal').split(',');
const h = createHash('sha256');
let ms = 0;
let decisions = 0;
for (const kind of kinds) {
  const bot = tiny18cLab.players[kind]!;
  for (let g = 0; g < Number(process.argv[3] ?? 30); g++) {
    const r = playMatch(tiny18cLab.game, [bot, bot], tiny18cLab.setup(g, 'as-written'), 500 + g, { maxMoves: 2000, clock: () => performance.now() });
    h.update(JSON.stringify(r.state));
    for (const d of r.decisions.flat()) ms += d;
    decisions += r.moves;
  }
}
console.log(kinds.join(','), decisions, 'decisions', (ms / decisions).toFixed(1), 'ms each', h.digest('hex').slice(0, 12));
