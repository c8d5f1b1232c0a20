// Skirmish at Jumonville Glen, headless: what the table's geometry costs per figure (sight to
// every enemy; the reach area on a half-inch grid within 6 in), how long the computer takes to
// decide at each strength, whole games a second computer against computer, each team's win rate
// (normal against normal, both glens) and the computer against the random and greedy players.
// MUSTER_BENCH_GAMES sets the games of normal against normal (default 200); the pairings play a
// third as many, at least 40 (or MUSTER_BENCH_PAIRS).
import { wilson } from '../../renderer/engine/stats';
import { jumonville, onTable, reachable, scenarioOptions, sight, type JumonvilleState } from '../../renderer/games/jumonville/rules';
import { decide } from '../../renderer/games/jumonville/ai/planner';
import { LAB_SCENARIOS, playGame, series, type BotKind } from '../../renderer/games/jumonville/ai/lab';
import { fmt, median, percentile, printRows, type Row } from './measure';

const clock = () => performance.now();
const pct = (r: { p: number; low: number; high: number }) => `${fmt(100 * r.p, 1)}% (95% CI ${fmt(100 * r.low, 1)}–${fmt(100 * r.high, 1)}%)`;

function opening(id: string): JumonvilleState {
  const options = scenarioOptions(id);
  const seats = new Set(options.figures.map((f) => f.owner)).size;
  const players = Array.from({ length: seats }, (_, i) => ({ name: `C${i}`, control: 'computer' as const, strength: 'normal' as const }));
  return jumonville.setup({ options, players }, 1);
}

/** States from a few games of normal against normal where a figure is to be chosen (not a moved one's shot), and the openings. */
function midgame(): JumonvilleState[] {
  const out: JumonvilleState[] = [];
  for (const [i, id] of LAB_SCENARIOS.entries()) {
    const end = playGame(40 + i, id, { red: 'normal', black: 'normal' }, undefined, (s) => {
      if (s.phase === 'activate' && !s.activation?.moved && s.turn % 4 === 0) out.push(s);
    });
    void end;
    out.push(opening(id));
  }
  return out;
}

function geometry(states: readonly JumonvilleState[]): Row[] {
  const sightUs: number[] = [];
  const reachMs: number[] = [];
  let points = 0;
  for (const s of states.slice(0, 12)) {
    for (const f of onTable(s)) {
      const foes = onTable(s).filter((o) => o.team !== f.team);
      const t0 = performance.now();
      for (const e of foes) sight(s, f, e);
      sightUs.push(((performance.now() - t0) * 1000) / Math.max(1, foes.length));
    }
  }
  for (const s of states.slice(0, 4)) {
    for (const f of onTable(s).slice(0, 4)) {
      const t0 = performance.now();
      let n = 0;
      for (let dx = -6; dx <= 6; dx += 0.5)
        for (let dy = -6; dy <= 6; dy += 0.5) {
          if (Math.hypot(dx, dy) > 6) continue;
          reachable(s, f, { x: f.at.x + dx, y: f.at.y + dy });
          n++;
        }
      reachMs.push(performance.now() - t0);
      points = n;
    }
  }
  return [
    { bench: 'sight, one figure to one enemy', figure: `${fmt(median(sightUs), 1)} µs median, ${fmt(percentile(sightUs, 95), 1)} µs p95 (${sightUs.length} figures, to every enemy)` },
    { bench: 'reach area, one figure', figure: `${fmt(median(reachMs), 1)} ms median, ${fmt(percentile(reachMs, 95), 1)} ms p95 (${points} points on a 0.5-in grid within 6 in, planMove each)` },
  ];
}

function decisions(states: readonly JumonvilleState[]): Row[] {
  const rows: Row[] = [];
  for (const k of ['easy', 'normal', 'hard'] as const) {
    const ms: number[] = [];
    for (const s of states) decide(jumonville.playerView(s, s.activation?.seats[0] ?? 0), s.activation?.seats[0] ?? 0, k);
    for (const s of states) {
      const seat = s.activation?.seats[0] ?? s.drawer;
      const view = jumonville.playerView(s, seat);
      const t0 = performance.now();
      decide(view, seat, k);
      ms.push(performance.now() - t0);
    }
    rows.push({ bench: `${k}: one decision`, figure: `${fmt(median(ms), 1)} ms median, ${fmt(percentile(ms, 95), 1)} ms p95, ${fmt(Math.max(...ms), 0)} ms worst (${ms.length} positions with a figure to choose, from games of normal vs normal)` });
  }
  return rows;
}

function pairing(kind: BotKind, opponent: BotKind, games: number): Row {
  const r = series(kind, opponent, games, 5000);
  return {
    bench: `${kind} vs ${opponent}`,
    figure: `${kind} won ${r.won} of ${r.games}: ${pct(r.rate)}, ${r.drawn} drawn; ${fmt(r.cards.median, 0)} cards median`,
  };
}

export function jumonvilleBench(): Row[] {
  const games = Number(process.env.MUSTER_BENCH_GAMES ?? 200);
  const pairGames = Number(process.env.MUSTER_BENCH_PAIRS ?? Math.max(40, Math.round(games / 3 / 2) * 2));
  const states = midgame();
  const rows: Row[] = [...geometry(states), ...decisions(states)];

  // Normal against normal: both glens, seeds 1…games; each team's wins, lengths, decision times.
  const t0 = performance.now();
  const teamWins = { red: 0, black: 0 };
  let drawn = 0;
  const cards: number[] = [];
  const times: number[] = [];
  const byScenario: Record<string, { red: number; n: number }> = {};
  for (let g = 0; g < games; g++) {
    const id = LAB_SCENARIOS[g % LAB_SCENARIOS.length] as string;
    const out = playGame(1 + g, id, { red: 'normal', black: 'normal' }, clock);
    if (out.winner) teamWins[out.winner]++;
    else drawn++;
    const sc = (byScenario[id] ??= { red: 0, n: 0 });
    sc.n++;
    if (out.winner === 'red') sc.red++;
    cards.push(out.cards);
    times.push(...out.decisions.red, ...out.decisions.black);
  }
  const secs = (performance.now() - t0) / 1000;
  rows.push({ bench: 'normal vs normal: decisions in play', figure: `${fmt(median(times), 1)} ms median, ${fmt(percentile(times, 95), 1)} ms p95 (${times.length} decisions)` });
  rows.push({ bench: 'whole games a second', figure: `${fmt(games / secs, 2)} normal vs normal (${games} games in ${fmt(secs, 0)} s; one core)` });
  rows.push({ bench: 'game length', figure: `${fmt(median(cards), 0)} cards median, ${fmt(percentile(cards, 95), 0)} p95` });
  rows.push({ bench: 'Red wins (normal vs normal)', figure: `${teamWins.red} of ${games}: ${pct(wilson(teamWins.red, games))}; Black ${teamWins.black}: ${pct(wilson(teamWins.black, games))}; ${drawn} drawn` });
  for (const [id, sc] of Object.entries(byScenario)) rows.push({ bench: `  Red wins in ${id}`, figure: `${sc.red} of ${sc.n}: ${pct(wilson(sc.red, sc.n))}` });

  // Random against random, flat out for about three seconds.
  const r0 = performance.now();
  let played = 0;
  while (performance.now() - r0 < 3000) {
    playGame(played, LAB_SCENARIOS[played % 2] as string, { red: 'random', black: 'random' });
    played++;
  }
  rows.push({ bench: '  random vs random', figure: `${fmt((played * 1000) / (performance.now() - r0), 1)} games a second` });

  rows.push(pairing('normal', 'random', pairGames));
  rows.push(pairing('normal', 'greedy', pairGames));
  rows.push(pairing('hard', 'normal', pairGames));
  rows.push(pairing('easy', 'random', Math.min(pairGames, 40)));
  printRows(`Skirmish at Jumonville Glen rules and computer (Node; ${games} games normal vs normal, ${pairGames} a pairing, both glens, sides alternated)`, rows);
  return rows;
}
