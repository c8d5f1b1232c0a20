// Bots against bots, headless: for the benchmarks and the AI's tests.
import type { SeatConfig } from '../../../engine/game';
import { tiny18c, type Side, type Tiny18cState, type UnitType } from '../rules';
import { READY_ARMIES } from '../rules/armies';
import { decide, type BotKind } from './bots';

const seats: SeatConfig[] = [
  { name: 'Attacker', control: 'computer', strength: 'normal' },
  { name: 'Defender', control: 'computer', strength: 'normal' },
];

export interface GameOutcome {
  winner: Side | null;
  turns: number;
  /** Milliseconds each decision took, by side. */
  decisions: [number[], number[]];
}

export function playGame(bots: [BotKind, BotKind], armies: [UnitType[], UnitType[]], seed: number, clock: () => number): GameOutcome {
  let s: Tiny18cState = tiny18c.setup({ options: { armies, turnLimit: 30 }, players: seats }, seed);
  const decisions: [number[], number[]] = [[], []];
  for (let guard = 0; guard < 1000 && s.phase !== 'over'; guard++) {
    for (const side of tiny18c.actors(s) as Side[]) {
      const t0 = clock();
      const orders = decide(tiny18c.playerView(s, side), side, bots[side]);
      decisions[side].push(clock() - t0);
      const r = tiny18c.apply(s, { type: 'commit', orders }, side);
      if (!r.ok) throw new Error(`${bots[side]} gave illegal orders: ${r.message}`);
      s = r.state;
    }
  }
  return { winner: s.result?.winner ?? null, turns: s.turn, decisions };
}

/** The ready-made armies in turn, so a series of games covers them all. */
export function armiesFor(game: number): [UnitType[], UnitType[]] {
  const n = READY_ARMIES.length;
  return [READY_ARMIES[game % n]!.units, READY_ARMIES[Math.floor(game / n) % n]!.units];
}
