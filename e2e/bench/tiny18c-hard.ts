// Is hard stronger than normal at Tiny 18c (issue 15: at least 60%)? Hard's search changed one way
// at a time against normal as it is, `games` games a side (armies cycling, seeds 1001…):
//   npx tsx e2e/bench/tiny18c-hard.ts [games=100] [variant…]
import { playMatch } from '../../renderer/engine/arena';
import { wilson } from '../../renderer/engine/stats';
import { SETTINGS, decide, type SearchSettings } from '../../renderer/games/tiny-18c/ai/bots';
import { tiny18cLab } from '../../renderer/games/tiny-18c/ai/lab';
import type { Side, Tiny18cAction, Tiny18cState } from '../../renderer/games/tiny-18c/rules';

const [gamesArg = '100', ...names] = process.argv.slice(2);
const games = Number(gamesArg);
const hard = { ...SETTINGS.hard };
const VARIANTS: Record<string, Partial<SearchSettings>> = {
  hard: {},
  'more candidates': { candidates: 48 },
  'more replies': { replies: 16 },
  'more dice': { dice: 8 },
  'more finalists': { finalists: 6, deepThrows: 3 },
  'caution 0.15': { caution: 0.15 },
  'caution 0.5': { caution: 0.5 },
  'all of it': { candidates: 48, replies: 16, dice: 8, finalists: 6, deepThrows: 3 },
};
const normal = tiny18cLab.players.normal!;
const hardBot = (view: Tiny18cState, seat: number): Tiny18cAction => ({ type: 'commit', orders: decide(view, seat as Side, 'hard') });
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(`# Tiny 18c: hard's search changed, against normal, ${games} games a side (seeds 1001…)`);
console.log('| hard | wins [95% CI] | draws | losses | as attacker / defender | ms a decision (hard) | seconds |');
console.log('|---|---|---|---|---|---|---|');
for (const name of names.length ? names : Object.keys(VARIANTS)) {
  Object.assign(SETTINGS.hard, hard, VARIANTS[name]);
  let won = 0;
  let drawn = 0;
  const bySide = [0, 0];
  let ms = 0;
  let n = 0;
  const t0 = performance.now();
  for (let g = 0; g < games * 2; g++) {
    const seat = g % 2;
    const players = seat === 0 ? [hardBot, normal] : [normal, hardBot];
    const r = playMatch(tiny18cLab.game, players, tiny18cLab.setup(Math.floor(g / 2), 'as-written'), 1001 + Math.floor(g / 2), { maxMoves: 2000, clock: () => performance.now() });
    if (r.draw) drawn++;
    else if (r.winners.includes(seat)) {
      won++;
      bySide[seat]!++;
    }
    for (const d of r.decisions[seat] ?? []) {
      ms += d;
      n++;
    }
  }
  const w = wilson(won, games * 2);
  console.log(`| ${name} | ${pct(w.p)} [${pct(w.low)}–${pct(w.high)}] | ${drawn} | ${games * 2 - won - drawn} | ${bySide[0]} / ${bySide[1]} of ${games} | ${(ms / n).toFixed(0)} | ${((performance.now() - t0) / 1000).toFixed(0)} |`);
}
