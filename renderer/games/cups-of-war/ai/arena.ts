// Computer players against each other, headless, with the real physics for every shake and a
// simulated clock for the race: each player moves on its own beat, the earliest due goes next.
import { Rng, seedRng } from '../../../engine/rng';
import type { SeatConfig, Strength } from '../../../engine/game';
import { TileShake } from '../../../table/sim/tile-shake';
import { DEFAULT_OPTIONS, TILE_SIZE, cupsOfWar, type CupsAction, type CupsState } from '../rules';
import { HANDS, cupPlace, nextMove, shakeFor, withMisses } from './planner';

export interface CupsOutcome {
  winners: number[];
  turns: number;
  /** Simulated seconds each battle lasted. */
  battleSeconds: number[];
  /** Physics steps each shake took to settle. */
  shakeSteps: number[];
}

function apply(s: CupsState, action: CupsAction, seat: number): CupsState {
  const r = cupsOfWar.apply(s, action, seat);
  if (!r.ok) throw new Error(`seat ${seat}: ${action.type} refused: ${r.message}`);
  return r.state;
}

/** Everyone still to shake pours at once, in one world. */
export function shakeEveryone(s: CupsState, seed: number): { state: CupsState; steps: number } {
  const seats = cupsOfWar.actors(s);
  const pours = seats.map((seat) => shakeFor(s, seat, cupPlace(s, seat), seed + seat));
  const shake = new TileShake({ width: s.options.width, height: s.options.height }, pours, TILE_SIZE);
  const landings = shake.runToEnd();
  let state = s;
  for (const [i, seat] of seats.entries()) {
    const mine = new Set(pours[i]?.tiles);
    state = apply(state, { type: 'shake', landings: landings.filter((l) => mine.has(l.tile)) }, seat);
  }
  return { state, steps: shake.steps };
}

export function playCups(strengths: Strength[], seed: number): CupsOutcome {
  const players: SeatConfig[] = strengths.map((strength, i) => ({ name: `P${i}`, control: 'computer', strength }));
  let s = cupsOfWar.setup({ options: { ...DEFAULT_OPTIONS }, players }, seed);
  const rng = new Rng(seedRng(seed));
  const battleSeconds: number[] = [];
  const shakeSteps: number[] = [];
  for (let guard = 0; guard < 20 && s.phase !== 'over'; guard++) {
    if (s.phase === 'shake' || s.phase === 'shakeoff') {
      const r = shakeEveryone(s, rng.int(0, 1_000_000));
      s = r.state;
      shakeSteps.push(r.steps);
      continue;
    }
    // The race: each player's next move falls due a beat after its last one.
    const due = strengths.map((st) => HANDS[st].beatMs * rng.range(0.6, 1.2));
    let clock = 0;
    const idle = strengths.map(() => 0);
    const turn = s.turn;
    while (s.phase === 'battle' && s.turn === turn) {
      const seat = due.indexOf(Math.min(...due));
      clock = due[seat] as number;
      const hand = HANDS[strengths[seat] as Strength];
      let move = nextMove(s, seat, hand.choosy, rng);
      if (!move) {
        // Nothing worth doing: after waiting a while a player stands down, keeping its units.
        idle[seat] = (idle[seat] ?? 0) + 1;
        if ((idle[seat] ?? 0) > 3 && cupsOfWar.actors(s).includes(seat)) move = { type: 'done' };
      } else idle[seat] = 0;
      if (move && cupsOfWar.actors(s).includes(seat)) s = apply(s, withMisses(s, move, hand.missChance, rng), seat);
      due[seat] = clock + hand.beatMs * rng.range(0.8, 1.25);
    }
    battleSeconds.push(clock / 1000);
  }
  return { winners: s.result?.winners ?? [], turns: s.turn, battleSeconds, shakeSteps };
}
