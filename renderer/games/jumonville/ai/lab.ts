// Computer against computer, headless: whole skirmishes of the two-player glen and the four-player
// glen (a seat per party, teams of computer players), for the tests and the benchmarks. Each team
// is played by one kind of player: a strength of the computer, the greedy baseline or the random
// player. Win rates come with 95% Wilson intervals.
import type { SeatConfig, Seat, Strength } from '../../../engine/game';
import { median, percentile, wilson } from '../../../engine/stats';
import { jumonville, onTable, scenarioOptions, type JumonvilleAction, type JumonvilleState, type Team } from '../rules';
import { greedyBot, onePlyBot } from './greedy';
import { decide } from './planner';
import { randomBot } from './random';

/** Who plays a team ('one-ply': the textbook greedy, for comparison with the greedy yardstick). */
export type BotKind = Strength | 'greedy' | 'one-ply' | 'random';

/** The scenarios the lab plays: two players, and four (two seats a team). */
export const LAB_SCENARIOS = ['glen-two', 'glen-four'] as const;

/** Cards turned before a skirmish is called a draw (the deck is reshuffled as it runs out). */
export const CARD_LIMIT = 400;

/** A player as a function of its view. */
export type BotFn = (view: JumonvilleState, seat: Seat) => JumonvilleAction;

/** The players that are not a strength of the computer. */
const BASELINES: Record<'random' | 'greedy' | 'one-ply', BotFn> = { random: randomBot, greedy: greedyBot, 'one-ply': onePlyBot };

export const botFor = (kind: BotKind | BotFn): BotFn => (view: JumonvilleState, seat: Seat): JumonvilleAction =>
  typeof kind === 'function' ? kind(view, seat) : kind === 'random' || kind === 'greedy' || kind === 'one-ply' ? BASELINES[kind](view, seat) : decide(view, seat, kind);

export interface Outcome {
  /** The winning team, or null for a draw (the card limit). */
  winner: Team | null;
  /** Cards turned. */
  cards: number;
  /** Actions taken. */
  actions: number;
  /** Milliseconds each decision took (draws left out), by team, by the clock given. */
  decisions: Record<Team, number[]>;
  /** Figures left on the table at the end, by team. */
  left: Record<Team, number>;
  final: JumonvilleState;
}

/**
 * A whole skirmish from `seed`: `kinds.red` plays every red seat, `kinds.black` every black one.
 * Each seat decides from its own view. `check` (tests) sees every action before it is applied.
 */
export function playGame(
  seed: number,
  scenario: string,
  kinds: Record<Team, BotKind | BotFn>,
  clock: () => number = () => 0,
  check?: (s: JumonvilleState, seat: Seat, action: JumonvilleAction) => void,
  cardLimit = CARD_LIMIT,
): Outcome {
  const options = scenarioOptions(scenario);
  const seats = new Set(options.figures.map((f) => f.owner)).size;
  const players: SeatConfig[] = Array.from({ length: seats }, (_, i) => ({ name: `Computer ${i + 1}`, control: 'computer', strength: 'normal' }));
  let s = jumonville.setup({ options, players }, seed);
  const bots: Record<Team, ReturnType<typeof botFor>> = { red: botFor(kinds.red), black: botFor(kinds.black) };
  const decisions: Record<Team, number[]> = { red: [], black: [] };
  let actions = 0;
  while (s.phase !== 'over' && s.turn <= cardLimit) {
    const seat = jumonville.actors(s)[0];
    if (seat === undefined) throw new Error(`No one to act in phase ${s.phase}.`);
    const team = s.teams[seat] as Team;
    const view = jumonville.playerView(s, seat);
    const t0 = clock();
    const action = bots[team](view, seat);
    if (action.type !== 'draw') decisions[team].push(clock() - t0);
    check?.(s, seat, action);
    const r = jumonville.apply(s, action, seat);
    if (!r.ok) throw new Error(`${typeof kinds[team] === 'function' ? 'a bot' : String(kinds[team])} (seat ${seat}) made an illegal ${action.type}: ${r.message}`);
    s = r.state;
    actions++;
  }
  const winners = s.result?.winners ?? [];
  const winner = s.phase === 'over' && winners.length ? (s.teams[winners[0] as number] as Team) : null;
  const left = { red: onTable(s).filter((f) => f.team === 'red').length, black: onTable(s).filter((f) => f.team === 'black').length };
  return { winner, cards: s.turn, actions, decisions, left, final: s };
}

export interface SeriesReport {
  games: number;
  /** Games won by `kind` (half the games on each team), and its 95% interval. */
  won: number;
  drawn: number;
  rate: { p: number; low: number; high: number };
  /** Games won by each team, whatever played it. */
  teamWins: Record<Team, number>;
  redRate: { p: number; low: number; high: number };
  cards: { median: number; p95: number; mean: number };
  decisionMs: { median: number; p95: number; count: number };
}

/**
 * `games` skirmishes of `kind` against `opponent`, alternating the scenarios and which team
 * `kind` plays (so both sides and both glens are covered), from seeds `seed0`, `seed0 + 1`, …
 */
export function series(kind: BotKind | BotFn, opponent: BotKind | BotFn, games: number, seed0 = 1, clock: () => number = () => 0): SeriesReport {
  let won = 0;
  let drawn = 0;
  const teamWins: Record<Team, number> = { red: 0, black: 0 };
  const cards: number[] = [];
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const mine: Team = g % 2 === 0 ? 'red' : 'black';
    const scenario = LAB_SCENARIOS[Math.floor(g / 2) % LAB_SCENARIOS.length] as string;
    const kinds = mine === 'red' ? { red: kind, black: opponent } : { red: opponent, black: kind };
    const out = playGame(seed0 + g, scenario, kinds, clock);
    if (out.winner === null) drawn++;
    else {
      teamWins[out.winner]++;
      if (out.winner === mine) won++;
    }
    cards.push(out.cards);
    times.push(...out.decisions[mine]);
  }
  return {
    games,
    won,
    drawn,
    rate: wilson(won, games),
    teamWins,
    redRate: wilson(teamWins.red, games),
    cards: { median: median(cards), p95: percentile(cards, 95), mean: cards.reduce((a, b) => a + b, 0) / Math.max(1, cards.length) },
    decisionMs: { median: median(times), p95: percentile(times, 95), count: times.length },
  };
}
