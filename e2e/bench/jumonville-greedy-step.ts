// The cost of one greedy step at Jumonville Glen, for docs/benchmarks.md: `npx tsx
// e2e/bench/jumonville-greedy-step.ts` plays four greedy-vs-greedy games (seeds 5000–5003, the
// glens alternated), keeps every position where a figure is to act, then times greedy's choice
// in each worked out afresh (`greedyActionFresh`): cold (each position on a copy of the terrain,
// so nothing is remembered: every sight line and cover test new) and warm (the same again, the
// sight and cover tests remembered), and through `greedyAction` asked a second time (remembered).
import { playGame } from '../../renderer/games/jumonville/ai/lab';
import { greedyAction, greedyActionFresh } from '../../renderer/games/jumonville/ai/greedy';
import { jumonville, type JumonvilleState } from '../../renderer/games/jumonville/rules';

const states: [JumonvilleState, number][] = [];
for (let g = 0; g < 4; g++)
  playGame(5000 + g, g % 2 ? 'glen-four' : 'glen-two', { red: 'greedy', black: 'greedy' }, undefined, (s, seat) => {
    if (s.phase === 'activate') states.push([jumonville.playerView(s, seat), seat]);
  });
for (const [s, seat] of states.slice(0, 50)) greedyActionFresh(structuredClone(s), seat);
const fresh = states.map(([s, seat]) => [structuredClone(s), seat] as const);
const time = (f: (s: JumonvilleState, seat: number) => unknown) => {
  const t0 = performance.now();
  for (const [s, seat] of fresh) f(s, seat);
  return (performance.now() - t0) / fresh.length;
};
const coldMs = time(greedyActionFresh);
const warmMs = time(greedyActionFresh);
time(greedyAction);
const rememberedMs = time(greedyAction);
console.log(JSON.stringify({ positions: fresh.length, coldMs, warmMs, rememberedMs }));
