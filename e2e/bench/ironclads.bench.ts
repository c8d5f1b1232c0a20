// ACW Ironclads, headless: what one swept move costs (matter-js, against the banks, the hulls and
// the table's edge), how long the computer takes to choose a move at each strength, how it does
// against a captain who moves at random, and how many whole battles a second the rules play.
import type { Strength } from '../../renderer/engine/game';
import { ironclads, hullShape, mover, planMove, poseOf, scenarioOptions, slideDistance, sweepWorldFor, SCENARIOS, type IroncladsState } from '../../renderer/games/ironclads/rules';
import { playGame, type BotKind } from '../../renderer/games/ironclads/ai/arena';
import { fmt, median, peakHeapMb, percentile, printRows, type Row } from './measure';

const clock = () => performance.now();
const scenarioIds = SCENARIOS.map((s) => s.id);
const opening = (id: string): IroncladsState => ironclads.setup({ options: scenarioOptions(id), players: [] }, 1);

/** One swept move: 30° to starboard, a full matchstick, 30° to port, for each scenario's first ship to move. */
function sweptMove(): Row[] {
  const whole: number[] = [];
  const sweepOnly: number[] = [];
  for (const id of scenarioIds) {
    const s = opening(id);
    const ship = mover(s);
    if (!ship) continue;
    for (let i = 0; i < 30; i++) planMove(s, ship, 30, 'full', -30);
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      planMove(s, ship, 30, 'full', -30);
      whole.push((performance.now() - t0) * 1000);
    }
    // The sweep alone, in a world already built (what the planner does for most of its moves).
    const world = sweepWorldFor(s, ship.id);
    const stages = [
      { kind: 'turn' as const, degrees: 30 },
      { kind: 'slide' as const, distance: slideDistance(s, ship, 'full') },
      { kind: 'turn' as const, degrees: -30 },
    ];
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      world.sweep(hullShape(ship.cls), poseOf(ship), stages);
      sweepOnly.push((performance.now() - t0) * 1000);
    }
  }
  return [
    {
      bench: 'one swept move (planMove)',
      figure: `${fmt(median(whole), 0)} µs median, ${fmt(percentile(whole, 95), 0)} µs p95 (turn, full stick, turn; world built each call; ${whole.length} moves)`,
    },
    { bench: '  the sweep alone', figure: `${fmt(median(sweepOnly), 0)} µs median (world reused)` },
  ];
}

/** Battles with both sides at one strength: each move's decision time, and battles a second. */
function selfPlay(kind: BotKind, games: number): { rows: Row[]; perSecond: number } {
  const moves: number[] = [];
  const targets: number[] = [];
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const out = playGame(500 + g, scenarioIds[g % scenarioIds.length] as string, [kind, kind], clock);
    moves.push(...out.decisions[0], ...out.decisions[1]);
    targets.push(...out.targeting[0], ...out.targeting[1]);
  }
  const perSecond = (games * 1000) / (performance.now() - t0);
  const rows: Row[] =
    kind === 'random'
      ? []
      : [
          {
            bench: `${kind}: choosing a move`,
            figure: `${fmt(median(moves), 1)} ms median, ${fmt(percentile(moves, 95), 1)} ms p95, ${fmt(Math.max(...moves), 0)} ms worst (${moves.length} moves, ${games} battles ${kind} against ${kind}); targets ${fmt(median(targets), 2)} ms median`,
          },
        ];
  return { rows, perSecond };
}

/** The computer against the random baseline, half the battles on each side, every scenario. */
function against(kind: Strength, opponent: BotKind, games: number): Row {
  let won = 0;
  let drawn = 0;
  let mine = 0;
  let theirs = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const kinds: [BotKind, BotKind] = seat === 0 ? [kind, opponent] : [opponent, kind];
    const out = playGame(1000 + g, scenarioIds[Math.floor(g / 2) % scenarioIds.length] as string, kinds);
    const winners = out.result?.winners ?? [];
    if (winners.length !== 1) drawn++;
    else if (winners[0] === seat) won++;
    mine += out.sunk[seat] ?? 0;
    theirs += out.sunk[1 - seat] ?? 0;
  }
  return {
    bench: `${kind} vs ${opponent}`,
    figure: `${kind} won ${won} of ${games} (${fmt((100 * won) / games, 0)}%), ${drawn} drawn, ${games - won - drawn} lost; ships sunk ${mine} to ${theirs}`,
  };
}

export function ironcladsRulesBench(): Row[] {
  const games = Number(process.env.MUSTER_BENCH_GAMES ?? 20);
  const rows: Row[] = [...sweptMove()];
  const perSecond: Record<string, number> = {};
  for (const kind of ['easy', 'normal', 'hard'] as const) {
    const r = selfPlay(kind, kind === 'hard' ? 6 : 9);
    rows.push(...r.rows);
    perSecond[kind] = r.perSecond;
  }
  // Random against random, flat out: a second's warm-up (the JIT's), then the median of three
  // windows of two seconds (issue 15's goal: 60 a second on one core).
  let played = 0;
  const window = (ms: number): number => {
    const t0 = performance.now();
    let n = 0;
    for (; performance.now() - t0 < ms; n++, played++) playGame(played, scenarioIds[played % scenarioIds.length] as string, ['random', 'random']);
    return (n * 1000) / (performance.now() - t0);
  };
  window(1000);
  perSecond.random = median([window(2000), window(2000), window(2000)]);
  rows.push({
    bench: 'whole battles a second',
    figure: `${fmt(perSecond.normal ?? 0, 2)} normal vs normal, ${fmt(perSecond.random, 1)} random vs random (10 turns; one core, warm; goal 60: ${perSecond.random >= 60 ? 'met' : 'NOT met'})`,
  });
  rows.push(against('normal', 'random', games));
  rows.push(against('normal', 'easy', games));
  const { peakMb, retainedMb } = peakHeapMb(() => playGame(7, 'plum-point', ['normal', 'normal']));
  rows.push({ bench: 'memory, one battle normal vs normal', figure: `peak heap ${fmt(peakMb, 1)} MB above the start, ${fmt(retainedMb, 1)} MB kept after` });
  printRows(`ACW Ironclads rules and computer (Node, matter-js sweeps; ${games} battles a pairing)`, rows);
  return rows;
}
