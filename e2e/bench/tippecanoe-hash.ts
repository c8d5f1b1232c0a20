// Battle of Tippecanoe's computers in nine whole games (normal against random, greedy against
// normal, easy against hard), hashed: a change meant only to make the rules or the search faster
// must leave it as it was. npx tsx e2e/bench/tippecanoe-hash.ts
// (2 December: b73f8b0b3b40, before and after card kinds were looked up rather than sliced from ids.)
import { createHash } from 'node:crypto';
import { playMatch } from '../../renderer/engine/arena';
import { tippecanoeLab as lab } from '../../renderer/games/tippecanoe/ai/lab';
const h = createHash('sha256');
for (const [a, b] of [['normal', 'random'], ['greedy', 'normal'], ['easy', 'hard']] as const)
  for (let g = 1; g <= 3; g++) h.update(JSON.stringify(playMatch(lab.game, [lab.players[a]!, lab.players[b]!], lab.setup(g, 'as-written'), 1000 + g, { maxMoves: lab.maxMoves }).state));
console.log(h.digest('hex').slice(0, 12));
