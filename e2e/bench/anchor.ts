// The outside anchor against each game's own computer (issue 15), side by side in one run:
//   npx tsx e2e/bench/anchor.ts <tiny18c|tippecanoe|ironclads|jumonville> [games=400] [times=1,5] [strength=normal] [seed0=1]
// For each multiple k of `times`, `games` games of the flat Monte Carlo player (flat-mc.ts, the
// game's hooks in anchors.ts) against the game's computer at `strength`, the seats alternating.
// The anchor thinks k times as long per decision as the computer has, on average so far in the
// series, on its decisions with a choice (measured in the same run, so a loaded machine slows
// both alike; two warm-up games against the anchor give the first figure). A game past the
// game's move limit is a draw. Prints each series' wins with Wilson 95% intervals, and the time
// each side took. Run it on one core (taskset -c 0) so the two players share it alike.
// ANCHOR_WORK=<moves>: the anchor's budget counted in playout moves instead (k times this many a
// decision; the clock read before each move ticks once), so a series comes out the same on any
// machine and under any load: for comparing changes to a game's computer against one fixed anchor.
// For Tiny 18c, 500 moves plays like 1x on this machine (130 playouts a decision, the anchor's
// share of wins within a point of the timed series').
import type { Seat } from '../../renderer/engine/game';
import { Rng, seedRng } from '../../renderer/engine/rng';
import { median, wilson } from '../../renderer/engine/stats';
import { ANCHOR_GAMES } from './anchors';
import { flatMonteCarlo } from './flat-mc';
import { SETTINGS as TINY_SETTINGS, type SearchSettings } from '../../renderer/games/tiny-18c/ai/bots';
import { EVAL as TINY_EVAL } from '../../renderer/games/tiny-18c/ai/evaluate';

const [gameId = 'tiny18c', gamesArg = '400', timesArg = '1,5', strength = 'normal', seedArg = '1'] = process.argv.slice(2);
const entry = ANCHOR_GAMES[gameId];
if (!entry) throw new Error(`No anchor for "${gameId}": ${Object.keys(ANCHOR_GAMES).join(', ')}`);
if (strength !== 'easy' && strength !== 'normal' && strength !== 'hard') throw new Error(`No strength "${strength}"`);
const games = Number(gamesArg);
const times = timesArg.split(',').map(Number);
const seed0 = Number(seedArg);
const { hooks } = entry;
const { game } = hooks;
// TINY_SEARCH='{"candidates":8,…}': Tiny 18c's search settings for this strength changed for one run (bots.ts SETTINGS).
if (process.env.TINY_SEARCH) Object.assign(TINY_SETTINGS[strength], JSON.parse(process.env.TINY_SEARCH) as Partial<SearchSettings>);
// TINY_EVAL='{"matchup":8}': Tiny 18c's evaluation weights changed for one run (evaluate.ts EVAL; every strength reads them).
if (process.env.TINY_EVAL) Object.assign(TINY_EVAL, JSON.parse(process.env.TINY_EVAL) as Partial<typeof TINY_EVAL>);
const computer = entry.player(strength);

/** One game: the anchor in `anchorSeat`, each seat deciding from its own view; 'draw' past the move limit. */
function play(n: number, anchorSeat: Seat, anchor: (v: unknown, s: Seat) => unknown, opponent: (v: unknown, s: Seat) => unknown): 'anchor' | 'computer' | 'draw' {
  let s = game.setup(entry!.setup(n), seed0 * 7919 + n);
  for (let moves = 0; moves < entry!.maxMoves; ) {
    const result = game.result(s);
    if (result) return result.draw || result.winners.length === 0 ? 'draw' : result.winners.includes(anchorSeat) ? 'anchor' : 'computer';
    const actors = game.actors(s);
    if (actors.length === 0) throw new Error(`${game.title}: nobody to move (game ${n}).`);
    for (const seat of actors) {
      const view = game.playerView(s, seat);
      const action = (seat === anchorSeat ? anchor : opponent)(view, seat);
      const r = game.apply(s, action as never, seat);
      if (!r.ok) throw new Error(`${game.title}: seat ${seat} (${seat === anchorSeat ? 'anchor' : strength}) chose a refused move: ${r.message} (game ${n})`);
      s = r.state;
      moves++;
      if (game.result(s)) break;
    }
  }
  return 'draw';
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
/**
 * Issue 15's goals for Tiny 18c's normal, printed beside its rows: at equal time the anchor wins at
 * most 10% of the games; at five times normal's time normal still wins at least 80%.
 */
function goalWords(k: number, computerShare: number, anchorShare: number): string {
  if (gameId !== 'tiny18c' || strength !== 'normal' || process.env.ANCHOR_WORK) return '';
  if (k === 1) return ` the anchor wins at most 10%: ${anchorShare <= 0.1 ? 'met' : 'NOT met'} |`;
  if (k === 5) return ` ${strength} wins at least 80%: ${computerShare >= 0.8 ? 'met' : 'NOT met'} |`;
  return ' |';
}
const fmt = (x: number) => (x >= 10 ? x.toFixed(0) : x.toFixed(1));
console.log(`# ${game.title}: ${strength} against the flat Monte Carlo anchor, ${games} games a series (seeds from ${seed0}), seats alternating${process.env.ANCHOR_WORK ? `; the anchor's budget ${process.env.ANCHOR_WORK} playout moves a decision at 1×, not the clock` : ''}${process.env.TINY_SEARCH ? `; TINY_SEARCH=${process.env.TINY_SEARCH}` : ''}${process.env.TINY_EVAL ? `; TINY_EVAL=${process.env.TINY_EVAL}` : ''}`);
console.log(`| anchor's time | ${strength} wins [95% CI] | anchor wins [95% CI] | draws | ${strength}'s decisions (median, mean ms) | anchor's decisions (mean ms; playouts each, median; decisions with none) | seconds |${goalWords(0, 0, 0) ? ' goal |' : ''}`);
console.log(`|---|---|---|---|---|---|---|${goalWords(0, 0, 0) ? '---|' : ''}`);
for (const k of times) {
  const thinking: number[] = [];
  const anchorMs: number[] = [];
  const anchorPlayouts: number[] = [];
  // The computer, timed on its decisions with a choice (the anchor's own test: more than one candidate).
  const timed = (view: unknown, seat: Seat) => {
    const t0 = performance.now();
    const a = computer(view, seat);
    const ms = performance.now() - t0;
    if (hooks.candidates(view as never, seat, new Rng(seedRng(1))).length > 1) thinking.push(ms);
    return a;
  };
  const meanThinking = () => (thinking.length ? thinking.reduce((a, b) => a + b, 0) / thinking.length : 5);
  const budget = { ms: 0, minRounds: entry.minRounds };
  // Decisions with a choice the anchor's clock ran out on before a single playout (minRounds 0).
  let unplayed = 0;
  const work = Number(process.env.ANCHOR_WORK ?? 0);
  let ticks = 0;
  const anchorOf = (seed: number) => {
    const mc = work ? flatMonteCarlo(hooks, budget, seed, () => ticks++) : flatMonteCarlo(hooks, budget, seed);
    return (view: unknown, seat: Seat) => {
      budget.ms = k * (work || meanThinking());
      const before = mc.stats.playouts;
      const t0 = performance.now();
      const none = mc.stats.unplayed;
      const a = mc.decide(view as never, seat);
      unplayed += mc.stats.unplayed - none;
      if (mc.stats.playouts > before) {
        anchorMs.push(performance.now() - t0);
        anchorPlayouts.push(mc.stats.playouts - before);
      }
      return a;
    };
  };
  // Warm-up: the computer's first times, not counted.
  for (let w = 0; w < 2; w++) play(1_000_000 + w, w % 2, anchorOf(999 + w), timed);
  anchorMs.length = 0;
  anchorPlayouts.length = 0;
  unplayed = 0;
  const t0 = performance.now();
  const tally = { anchor: 0, computer: 0, draw: 0 };
  for (let g = 0; g < games; g++) tally[play(g, g % 2, anchorOf(g + 1), timed)]++;
  const c = wilson(tally.computer, games);
  const a = wilson(tally.anchor, games);
  const mean = (xs: number[]) => xs.reduce((p, q) => p + q, 0) / Math.max(1, xs.length);
  console.log(
    `| ${k}× | ${pct(c.p)} [${pct(c.low)}–${pct(c.high)}] (${tally.computer}) | ${pct(a.p)} [${pct(a.low)}–${pct(a.high)}] (${tally.anchor}) | ${tally.draw} | ${fmt(median(thinking))}, ${fmt(meanThinking())} | ${fmt(mean(anchorMs))}; ${median(anchorPlayouts)}; ${unplayed} | ${((performance.now() - t0) / 1000).toFixed(0)} |${goalWords(k, c.p, a.p)}`,
  );
}
