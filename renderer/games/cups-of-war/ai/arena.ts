// Players against each other, headless, with the real physics for every shake and a simulated
// clock for the race: each player moves on its own beat, the earliest due goes next. A seat is a
// computer at a strength, whose moves are the game's bot's as at the screen, or a scripted
// newcomer at a person's pace (see newcomer.ts).
import { Rng, seedRng } from '../../../engine/rng';
import type { MatchSetup, SeatConfig, Strength } from '../../../engine/game';
import { TileShake } from '../../../table/sim/tile-shake';
import { DEFAULT_OPTIONS, TILE_SIZE, cupsOfWar, type CupsAction, type CupsOptions, type CupsState } from '../rules';
import { STAND_DOWN_BEATS, cupsBot, standsDown } from './bot';
import { HANDS, attacks, cupPlace, shakeFor } from './planner';
import { NEWCOMER_BEAT_MS, newcomerMove } from './newcomer';

export type ArenaSeat = Strength | 'newcomer';

/** An attack a computer chose: whose unit it went for, and each seat's share of the attacks it had to choose from. */
export interface AttackChoice {
  by: number;
  on: number;
  offered: number[];
}

export interface CupsOutcome {
  winners: number[];
  turns: number;
  /** Simulated seconds each battle lasted. */
  battleSeconds: number[];
  /** Physics steps each shake took to settle. */
  shakeSteps: number[];
  attacks: AttackChoice[];
}

/** How the arena's moves reach the table: the rules straight away, or a game session (the soak's). */
export type ApplyMove = (s: CupsState, action: CupsAction, seat: number) => CupsState;

function apply(s: CupsState, action: CupsAction, seat: number): CupsState {
  const r = cupsOfWar.apply(s, action, seat);
  if (!r.ok) throw new Error(`seat ${seat}: ${action.type} refused: ${r.message}`);
  return r.state;
}

/** Everyone still to shake pours at once, in one world. */
export function shakeEveryone(s: CupsState, seed: number, play: ApplyMove = apply): { state: CupsState; steps: number } {
  const seats = cupsOfWar.actors(s);
  const pours = seats.map((seat) => shakeFor(s, seat, cupPlace(s, seat), seed + seat));
  const shake = new TileShake({ width: s.options.width, height: s.options.height }, pours, TILE_SIZE);
  const landings = shake.runToEnd();
  let state = s;
  for (const [i, seat] of seats.entries()) {
    const mine = new Set(pours[i]?.tiles);
    state = play(state, { type: 'shake', landings: landings.filter((l) => mine.has(l.tile)) }, seat);
  }
  return { state, steps: shake.steps };
}

/** Whose unit is at the bottom of a pile. */
function defenderOf(s: CupsState, pile: string): number {
  const bottom = s.piles.find((p) => p.id === pile)?.tiles[0];
  return s.tiles.find((t) => t.id === bottom)?.owner ?? -1;
}

/** Each seat's share of the attacks a computer had on offer (as its hand reads the table). */
function offeredShares(s: CupsState, seat: number, readsStars: boolean): number[] {
  const offer = attacks(s, seat, readsStars);
  return s.players.map((_, owner) => (offer.length ? offer.filter((a) => defenderOf(s, a.onto) === owner).length / offer.length : 0));
}

export interface ArenaTable {
  /** The war's options (the default table, a race, when absent). */
  options?: Partial<CupsOptions>;
  /**
   * Where the war is played: given the set-up and seed, the starting state and how moves reach
   * it. The rules alone by default; the soak plays through a game session, as the app does.
   */
  start?: (setup: MatchSetup<CupsOptions>, seed: number) => { state: CupsState; play: ApplyMove };
}

export function playCups(seats: ArenaSeat[], seed: number, table: ArenaTable = {}): CupsOutcome {
  const players: SeatConfig[] = seats.map((k, i) =>
    k === 'newcomer' ? { name: `P${i}`, control: 'human', strength: 'normal' } : { name: `P${i}`, control: 'computer', strength: k },
  );
  const setup = { options: { ...DEFAULT_OPTIONS, ...table.options }, players };
  const started = table.start?.(setup, seed) ?? { state: cupsOfWar.setup(setup, seed), play: apply };
  let s = started.state;
  const play = started.play;
  const rng = new Rng(seedRng(seed));
  const battleSeconds: number[] = [];
  const shakeSteps: number[] = [];
  const chosen: AttackChoice[] = [];
  const beat = (k: ArenaSeat) => (k === 'newcomer' ? NEWCOMER_BEAT_MS : HANDS[k].beatMs);
  for (let guard = 0; guard < 20 && s.phase !== 'over'; guard++) {
    if (s.phase === 'shake' || s.phase === 'shakeoff') {
      const r = shakeEveryone(s, rng.int(0, 1_000_000), play);
      s = r.state;
      shakeSteps.push(r.steps);
      continue;
    }
    // The race: each player's next move falls due a beat after its last one (a person's exactly).
    const due = seats.map((k) => (k === 'newcomer' ? NEWCOMER_BEAT_MS : HANDS[k].beatMs * rng.range(0.6, 1.2)));
    let clock = 0;
    const idle = seats.map(() => 0);
    const turn = s.turn;
    for (let beats = 0; s.phase === 'battle' && s.turn === turn; beats++) {
      // Every move changes the table, and a hand with nothing to do stands down: a battle that
      // runs on is a fault to report, not a hang.
      if (beats > 20_000) throw new Error(`seed ${seed}: the battle of turn ${turn} never ends`);
      const seat = due.indexOf(Math.min(...due));
      clock = due[seat] as number;
      const kind = seats[seat] as ArenaSeat;
      const hand = kind === 'newcomer' ? null : HANDS[kind];
      // A computer decides as it does at the screen: the game's bot, from its seat's view.
      const view = hand ? cupsOfWar.playerView(s, seat) : s;
      let move: CupsAction | null = kind === 'newcomer' ? newcomerMove(s, seat) : cupsBot(view, seat, kind);
      if (!move || standsDown(view, seat, move)) {
        // Nothing worth doing: after waiting a while a player stands down, keeping its units.
        idle[seat] = (idle[seat] ?? 0) + 1;
        move = (idle[seat] ?? 0) > STAND_DOWN_BEATS && cupsOfWar.actors(s).includes(seat) ? { type: 'done' } : null;
      } else idle[seat] = 0;
      if (move && cupsOfWar.actors(s).includes(seat)) {
        if (hand && move.type === 'stack') chosen.push({ by: seat, on: defenderOf(s, move.onto), offered: offeredShares(s, seat, hand.readsStars) });
        s = play(s, move, seat);
      }
      due[seat] = clock + (hand ? hand.beatMs * rng.range(0.8, 1.25) : beat(kind));
    }
    battleSeconds.push(clock / 1000);
  }
  return { winners: s.result?.winners ?? [], turns: s.turn, battleSeconds, shakeSteps, attacks: chosen };
}

export interface NewcomerTally {
  wars: number;
  /** Wars the newcomer won alone, and shared (a tied shake-off). */
  won: number;
  shared: number;
  /** Of the computers' attacks: how many went onto the newcomer's units, and how many would have by their share of the attacks on offer. */
  attacks: number;
  onNewcomer: number;
  offeredNewcomer: number;
}

/**
 * The newcomer (seat 0, as a person sits at the screen) against computers, `wars` seeded wars:
 * how often they win, and whether the computers single them out.
 */
export function newcomerWars(opponents: Strength[], wars: number, firstSeed: number): NewcomerTally {
  const t: NewcomerTally = { wars, won: 0, shared: 0, attacks: 0, onNewcomer: 0, offeredNewcomer: 0 };
  for (let g = 0; g < wars; g++) {
    const out = playCups(['newcomer', ...opponents], firstSeed + g);
    if (out.winners.includes(0)) {
      if (out.winners.length === 1) t.won++;
      else t.shared++;
    }
    for (const a of out.attacks) {
      t.attacks++;
      if (a.on === 0) t.onNewcomer++;
      t.offeredNewcomer += a.offered[0] ?? 0;
    }
  }
  return t;
}
