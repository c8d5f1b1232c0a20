// How each side of the glen plays, headless, for docs/benchmarks.md (issue 14):
//   npx tsx e2e/bench/jumonville-sides.ts tally <red kind> <black kind> <games> <first seed> <glen>
//     what each team did (moves, shots, charges, fights, hits, shots at figures in cover) and how
//     long the French stayed in the ravine (a share of their figure-turns, counted at each card);
//   npx tsx e2e/bench/jumonville-sides.ts approach <closing-in weight> <games> <first seed> <glen>
//     the greedy player with another closing-in weight (greedy's is 0.03 an inch) against the
//     greedy player, each seed played twice: as Red, then as Black.
import { playGame, type BotFn, type BotKind } from '../../renderer/games/jumonville/ai/lab';
import { choose, covered, GREEDY_WEIGHTS, greedyAction } from '../../renderer/games/jumonville/ai/greedy';
import { figureById, jumonville, moveSamples, onTable, type JumonvilleState, type Team } from '../../renderer/games/jumonville/rules';
import { insidePolygon } from '../../renderer/kits/geometry';

const [mode = 'tally', ...args] = process.argv.slice(2);

function tally(red: BotKind, black: BotKind, games: number, seed: number, glen: string): void {
  const count: Record<string, number> = {};
  const add = (k: string, d = 1) => {
    count[k] = (count[k] ?? 0) + d;
  };
  const wins = { red: 0, black: 0, drawn: 0 };
  for (let g = 0; g < games; g++) {
    const out = playGame(seed + g, glen, { red, black }, () => 0, (s: JumonvilleState, seat, a) => {
      const team = s.teams[seat] as Team;
      add(`${team} ${a.type}`);
      if (a.type === 'shoot' || a.type === 'charge') {
        const me = figureById(s, s.activation?.moved ?? a.figure);
        const target = figureById(s, a.target);
        if (!me || !target) return;
        if (covered(s, me, target)) add(`${team} ${a.type} at a figure in cover`);
        const r = jumonville.apply(s, a, seat);
        if (r.ok) add(`${team} ${a.type} hits`, (figureById(r.state, target.id)?.hits ?? 0) - target.hits);
      }
      if (a.type === 'draw') {
        const ravine = s.terrain.find((t) => t.kind === 'ravine');
        for (const f of onTable(s)) {
          if (f.team !== 'black' || !ravine) continue;
          add('black figure-turns');
          if (insidePolygon(f.at, ravine.points)) add('black figure-turns in the ravine');
        }
      }
    });
    if (out.winner) wins[out.winner]++;
    else wins.drawn++;
  }
  console.log(JSON.stringify({ red, black, glen, games, seed, wins, count }));
}

function approach(weight: number, games: number, seed: number, glen: string): void {
  const trial: BotFn = (view, seat) =>
    view.phase === 'draw' ? { type: 'draw' } : (choose(view, seat, { spots: moveSamples, weights: { ...GREEDY_WEIGHTS, approach: weight } }) ?? greedyAction(view, seat) ?? { type: 'draw' });
  let asRed = 0;
  let asBlack = 0;
  for (let g = 0; g < games; g++) {
    if (playGame(seed + g, glen, { red: trial, black: 'greedy' }).winner === 'red') asRed++;
    if (playGame(seed + g, glen, { red: 'greedy', black: trial }).winner === 'black') asBlack++;
  }
  console.log(JSON.stringify({ approach: weight, glen, games, seed, asRed, asBlack }));
}

if (mode === 'tally') tally((args[0] ?? 'greedy') as BotKind, (args[1] ?? 'greedy') as BotKind, Number(args[2] ?? 30), Number(args[3] ?? 5200), args[4] ?? 'glen-two');
else if (mode === 'approach') approach(Number(args[0] ?? 0.03), Number(args[1] ?? 100), Number(args[2] ?? 5200), args[3] ?? 'glen-two');
else throw new Error(`Unknown mode ${mode}: tally or approach.`);
