// Positions of Jumonville Glen and how their skirmishes ended, for fitting the look ahead's judge:
// `npx tsx e2e/bench/jumonville-judge-data.ts <games> <first seed> > rows.csv`. Greedy plays both
// teams (the look ahead's play-outs are greedy's too), both glens in turn; one row from Red's side
// for each position where a figure is about to stand, shoot, charge, fight or end its move: whether Red won, the glen, and each feature of judgeFeatures, Red's
// less Black's. Fitted by e2e/bench/jumonville-judge-fit.ts.
import { LAB_SCENARIOS, playGame } from '../../renderer/games/jumonville/ai/lab';
import { JUDGE_FEATURES, judgeFeatures } from '../../renderer/games/jumonville/ai/planner';
import type { JumonvilleState } from '../../renderer/games/jumonville/rules';

const [gamesArg = '100', seedArg = '90000'] = process.argv.slice(2);
const games = Number(gamesArg);
const seed0 = Number(seedArg);
const out: string[] = [['game', 'won', 'glen', 'turn', ...JUDGE_FEATURES].join(',')];
for (let g = 0; g < games; g++) {
  const scenario = LAB_SCENARIOS[g % LAB_SCENARIOS.length] as string;
  const seen: JumonvilleState[] = [];
  const res = playGame(seed0 + g, scenario, { red: 'greedy', black: 'greedy' }, undefined, (s, _seat, a) => {
    if (a.type !== 'draw' && a.type !== 'move' && s.phase === 'activate') seen.push(s);
  });
  if (res.winner === null) continue;
  const won = res.winner === 'red' ? 1 : 0;
  for (const s of seen) {
    const red = judgeFeatures(s, 'red');
    const black = judgeFeatures(s, 'black');
    out.push([seed0 + g, won, scenario === 'glen-four' ? 1 : 0, s.turn, ...red.map((x, i) => +(x - (black[i] as number)).toFixed(4))].join(','));
  }
}
process.stdout.write(`${out.join('\n')}\n`);
