// Seeded games whose every action is recorded, so a change meant to make the computer cheaper
// (not different) can be checked against the logs recorded before it: greedy against greedy in
// both glens, and the look ahead at normal's former budget (k 3, m 10, h 2) against random and
// greedy. `npx tsx e2e/bench/jumonville-decision-logs.ts > renderer/games/jumonville/ai/fixtures/decision-logs.json`
// records them; decision-logs.test.ts replays and compares.
import type { Team } from '../rules';
import { playGame, type BotFn, type BotKind } from './lab';
import { lookAheadBot, type LookAhead } from './planner';

/** Normal's budget when the logs were recorded (kept here so the logs stay comparable). */
export const RECORDED_NORMAL: LookAhead = { k: 3, m: 10, h: 2, movesPer: 2, place: 0.5 };

export interface LoggedGame {
  name: string;
  seed: number;
  scenario: string;
  red: BotKind | 'normal@recorded';
  black: BotKind | 'normal@recorded';
  cards: number;
}

export const LOGGED_GAMES: LoggedGame[] = [
  { name: 'greedy-greedy glen-two', seed: 7001, scenario: 'glen-two', red: 'greedy', black: 'greedy', cards: 400 },
  { name: 'greedy-greedy glen-four', seed: 7002, scenario: 'glen-four', red: 'greedy', black: 'greedy', cards: 400 },
  { name: 'normal-random glen-two', seed: 7003, scenario: 'glen-two', red: 'normal@recorded', black: 'random', cards: 40 },
  { name: 'random-normal glen-four', seed: 7004, scenario: 'glen-four', red: 'random', black: 'normal@recorded', cards: 24 },
  { name: 'normal-greedy glen-two', seed: 7005, scenario: 'glen-two', red: 'normal@recorded', black: 'greedy', cards: 16 },
  { name: 'greedy-greedy glen-two b', seed: 7006, scenario: 'glen-two', red: 'greedy', black: 'greedy', cards: 400 },
  { name: 'greedy-greedy glen-four b', seed: 7007, scenario: 'glen-four', red: 'greedy', black: 'greedy', cards: 400 },
];

const bot = (k: LoggedGame['red']): BotKind | BotFn => (k === 'normal@recorded' ? lookAheadBot(RECORDED_NORMAL) : k);

/** The game's actions, one JSON line each, with the seat that took it. */
export function actionLog(g: LoggedGame): string[] {
  const out: string[] = [];
  playGame(g.seed, g.scenario, { red: bot(g.red), black: bot(g.black) } as Record<Team, BotKind | BotFn>, undefined, (_s, seat, a) => out.push(`${seat} ${JSON.stringify(a)}`), g.cards);
  return out;
}
