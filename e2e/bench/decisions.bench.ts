// How long the computer thinks, in every game (issue 15: normal's median under 100 ms and p95
// under 300 ms on one core, where players do not notice): npm run bench:decisions
// (MUSTER_BENCH_GAMES=<n> for more games a game; run it on one core: taskset -c 0). Each game's
// normal and hard players decide in whole games against each other, and every decision with a
// choice is timed (forced moves, which return at once, are left out); Cups of War's stacking
// race is timed on the positions of real wars, every seat's bot asked as at a beat of the table.
import { playMatch } from '../../renderer/engine/arena';
import type { Strength } from '../../renderer/engine/game';
import { tiny18cLab } from '../../renderer/games/tiny-18c/ai/lab';
import { tippecanoeLab } from '../../renderer/games/tippecanoe/ai/lab';
import { searchMove } from '../../renderer/games/tippecanoe/ai/search';
import { legalMoves as tipMoves, type Side as TipSide, type TipAction, type TipState } from '../../renderer/games/tippecanoe/rules';
import { playGame as ironGame } from '../../renderer/games/ironclads/ai/arena';
import { SCENARIOS as IRON_SCENARIOS } from '../../renderer/games/ironclads/rules';
import { series as jvSeries } from '../../renderer/games/jumonville/ai/lab';
import { decide as decideJv } from '../../renderer/games/jumonville/ai/planner';
import { playCups } from '../../renderer/games/cups-of-war/ai/arena';
import { cupsBot } from '../../renderer/games/cups-of-war/ai/bot';
import { cupsOfWar, type CupsState } from '../../renderer/games/cups-of-war/rules';
import { fmt, median, percentile, printRows, type Row } from './measure';

const GOAL = { median: 100, p95: 300 };
const clock = () => performance.now();

function row(game: string, strength: Strength, ms: number[]): Row {
  const med = median(ms);
  const p95 = percentile(ms, 95);
  const worst = Math.max(...ms);
  const goal = strength === 'normal' ? `  goal: median < ${GOAL.median}, p95 < ${GOAL.p95}: ${med < GOAL.median && p95 < GOAL.p95 ? 'met' : 'NOT met'}` : '';
  return { bench: `${game}, ${strength}`, figure: `${fmt(med, 1)} ms median, ${fmt(p95, 1)} ms p95, ${fmt(worst, 0)} ms worst (${ms.length} decisions)${goal}` };
}

function tiny18c(strength: Strength, games: number): number[] {
  const ms: number[] = [];
  const bot = tiny18cLab.players[strength]!;
  for (let g = 0; g < games; g++) {
    const r = playMatch(tiny18cLab.game, [bot, bot], tiny18cLab.setup(g, 'as-written'), 500 + g, { maxMoves: tiny18cLab.maxMoves, clock });
    ms.push(...r.decisions.flat());
  }
  return ms;
}

function tippecanoe(strength: Strength, games: number): number[] {
  const ms: number[] = [];
  const bot = (view: TipState, seat: number): TipAction => {
    const t0 = clock();
    const move = searchMove(view, seat as TipSide, strength);
    if (tipMoves(view, seat as TipSide).filter((m) => m.type !== 'concede').length > 1) ms.push(clock() - t0);
    return move;
  };
  for (let g = 0; g < games; g++) playMatch(tippecanoeLab.game, [bot, bot], tippecanoeLab.setup(g, 'as-written'), 500 + g, { maxMoves: tippecanoeLab.maxMoves });
  return ms;
}

function ironclads(strength: Strength, games: number): number[] {
  const ms: number[] = [];
  for (let g = 0; g < games; g++) {
    const out = ironGame(500 + g, IRON_SCENARIOS[g % IRON_SCENARIOS.length]!.id, [strength, strength], clock);
    ms.push(...out.decisions.flat(), ...out.targeting.flat());
  }
  return ms;
}

function jumonville(strength: Strength, games: number): number[] {
  const ms: number[] = [];
  // The series times every decision but the card's turn; it reports the median and p95 only, so
  // the times are taken here, each seat's call timed as the series makes it.
  jvSeries(
    (view, seat) => {
      const t0 = clock();
      const a = decideJv(view, seat, strength);
      if (a.type !== 'draw') ms.push(clock() - t0);
      return a;
    },
    strength,
    games,
    500,
  );
  return ms;
}
function cups(strength: Strength, wars: number): number[] {
  // Positions from real wars between computers of this strength; each seat's bot asked at each.
  const positions: { s: CupsState; seat: number }[] = [];
  for (let w = 0; w < wars; w++) {
    playCups([strength, strength, strength], 500 + w, {
      start: (setup, seed) => ({
        state: cupsOfWar.setup(setup, seed),
        play: (s, action, seat) => {
          if (s.phase === 'battle' && positions.length < 4000) positions.push({ s, seat });
          const r = cupsOfWar.apply(s, action, seat);
          if (!r.ok) throw new Error(r.message);
          return r.state;
        },
      }),
    });
  }
  const ms: number[] = [];
  for (const { s, seat } of positions) {
    const view = cupsOfWar.playerView(s, seat);
    const t0 = clock();
    cupsBot(view, seat, strength);
    ms.push(clock() - t0);
  }
  return ms;
}

export function decisionsBench(): Row[] {
  const games = Number(process.env.MUSTER_BENCH_GAMES ?? 10);
  const rows: Row[] = [];
  for (const strength of ['normal', 'hard'] as const) {
    rows.push(row('Tiny 18c', strength, tiny18c(strength, games * 2)));
    rows.push(row('ACW Ironclads', strength, ironclads(strength, games)));
    rows.push(row('Cups of War (a beat of the race)', strength, cups(strength, Math.max(2, Math.round(games / 2)))));
    rows.push(row('Battle of Tippecanoe', strength, tippecanoe(strength, games)));
    rows.push(row('Skirmish at Jumonville Glen', strength, jumonville(strength, Math.max(2, Math.round(games / 2)))));
  }
  printRows(`The computer's decisions with a choice, in whole games against its own strength (${games} games a game), wall clock`, rows);
  return rows;
}
