// Real games of every game, played headlessly by the rules and the computer players, for the tests
// and benchmarks of saves: the save fuzzer mutates their files, the soak resumes them. Pure: a
// seed gives the same game every time, without a screen.
import type { AnyGame, SeatConfig } from '../engine/game';
import { Rng, seedRng } from '../engine/rng';
import { TileShake } from '../table/sim/tile-shake';
import { RULES } from '../games/rules-registry';
import { DEFAULT_OPTIONS as CUPS_OPTIONS, TILE_SIZE, type CupsAction, type CupsState } from '../games/cups-of-war/rules';
import { HANDS, cupPlace, nextMove, shakeFor, withMisses } from '../games/cups-of-war/ai/planner';
import { SCENARIOS, scenarioOptions } from '../games/ironclads/rules';
import { READY_ARMIES } from '../games/tiny-18c/rules/armies';
import type { FreeTableAction } from '../games/free-table/rules';
import { GameSession } from '../kits/shell/session';

export const SAMPLE_GAME_IDS = ['free-table', 'tiny-18c', 'cups-of-war', 'acw-ironclads'] as const;
export type SampleGameId = (typeof SAMPLE_GAME_IDS)[number];

const computers = (n: number, strength: SeatConfig['strength'] = 'normal'): SeatConfig[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Computer ${i + 1}`, control: 'computer' as const, strength }));

function game(id: string): AnyGame {
  const g = RULES[id];
  if (!g) throw new Error(`No game ${id}`);
  return g;
}

/** A varied Free Table session: pieces put down, moved, turned, flipped, dice thrown. */
function freeTableAction(s: GameSession, rng: Rng, i: number): FreeTableAction {
  const pieces = (s.state as { pieces: { id: string; kind: string }[] }).pieces;
  // The table is 24 × 16 in: 609 × 406 mm.
  const at = () => ({ x: rng.range(20, 580), y: rng.range(20, 390) });
  if (pieces.length < 4 || (i % 9 === 0 && pieces.length < 60)) {
    const specs = [
      { kind: 'token', colour: 'red', label: String(i % 10) },
      { kind: 'figure', colour: 'blue', shape: 'infantry' },
      { kind: 'die', sides: 6, colour: 'white' },
      { kind: 'terrain', terrain: 'woods' },
    ] as const;
    return { type: 'place', spec: specs[rng.int(0, specs.length - 1)]!, ...at(), angle: rng.int(0, 3) * 90 };
  }
  const piece = pieces[rng.int(0, pieces.length - 1)]!;
  const dice = pieces.filter((p) => p.kind === 'die');
  if (dice.length && i % 7 === 0) {
    const die = dice[rng.int(0, dice.length - 1)]!;
    return { type: 'throw', dice: [{ id: die.id, ...at(), angle: rng.range(0, 360), tumbles: 'NESWN'.slice(0, rng.int(0, 5)) }] };
  }
  if ((piece.kind === 'token' || piece.kind === 'figure') && i % 5 === 0) return { type: 'flip', ids: [piece.id] };
  return { type: 'move', poses: [{ id: piece.id, ...at(), angle: rng.range(0, 360) }] };
}

/** Cups of War: every seat still to shake pours at once, through the real physics. */
function shakeAll(s: GameSession, seed: number): void {
  const state = s.state as CupsState;
  const seats = s.game.actors(state);
  const pours = seats.map((seat) => shakeFor(state, seat, cupPlace(state, seat), seed + seat));
  const landings = new TileShake({ width: state.options.width, height: state.options.height }, pours, TILE_SIZE).runToEnd();
  for (const [i, seat] of seats.entries()) {
    const mine = new Set(pours[i]?.tiles);
    must(s.act({ type: 'shake', landings: landings.filter((l) => mine.has(l.tile)) }, seat));
  }
}

function must(refused: { message: string } | null): void {
  if (refused) throw new Error(`A sample game's move was refused: ${refused.message}`);
}

/**
 * A game played by the computer from `seed`, stopping after `maxActions` actions or at the end,
 * whichever comes first. Every game is a real one: its log replays and its file loads.
 */
export function playSample(id: SampleGameId, seed: number, maxActions = 40): GameSession {
  const rng = new Rng(seedRng(seed));
  const name = `Sample ${id} ${seed}`;
  if (id === 'free-table') {
    const players: SeatConfig[] = [
      { name: 'Red', control: 'human', strength: 'normal' },
      { name: 'Blue', control: 'human', strength: 'normal' },
    ];
    const s = GameSession.start(game(id), { options: { width: 24, height: 16, unit: 'in', matchstickInches: 2 }, players }, seed, name);
    for (let i = 0; i < maxActions; i++) must(s.act(freeTableAction(s, rng, i), i % 2));
    return s;
  }
  if (id === 'tiny-18c') {
    const n = READY_ARMIES.length;
    const armies = [READY_ARMIES[seed % n]!.units, READY_ARMIES[Math.floor(seed / n) % n]!.units];
    const s = GameSession.start(game(id), { options: { armies, turnLimit: 30 }, players: computers(2) }, seed, name);
    playBots(s, maxActions);
    return s;
  }
  if (id === 'acw-ironclads') {
    const scenario = SCENARIOS[seed % SCENARIOS.length]!.id;
    const s = GameSession.start(game(id), { options: scenarioOptions(scenario, 2, 10), players: computers(2) }, seed, name);
    playBots(s, maxActions);
    return s;
  }
  const seats = 2 + (seed % 3);
  const s = GameSession.start(game(id), { options: { ...CUPS_OPTIONS }, players: computers(seats) }, seed, name);
  const hand = HANDS.normal;
  for (let guard = 0; guard < 5000 && s.history.cursor < maxActions && !s.game.result(s.state); guard++) {
    const state = s.state as CupsState;
    if (state.phase === 'shake' || state.phase === 'shakeoff') {
      shakeAll(s, rng.int(0, 1_000_000));
      continue;
    }
    const actors = s.game.actors(state);
    const seat = actors[rng.int(0, actors.length - 1)]!;
    const move: CupsAction = nextMove(state, seat, hand, rng) ?? { type: 'done' };
    must(s.act(withMisses(state, move, hand.missChance, rng), seat));
  }
  return s;
}

function playBots(s: GameSession, maxActions: number): void {
  const bot = s.game.bot;
  if (!bot) throw new Error(`${s.game.id} has no computer player`);
  for (let guard = 0; guard < 5000 && s.history.cursor < maxActions && !s.game.result(s.state); guard++) {
    const seat = s.game.actors(s.state)[0];
    if (seat === undefined) break;
    must(s.act(bot(s.game.playerView(s.state, seat), seat, 'normal'), seat));
  }
}
