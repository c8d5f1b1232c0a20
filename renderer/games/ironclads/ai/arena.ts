// Computer captains against each other, headless: whole battles for the tests and the benchmarks,
// and a captain who makes any legal move at random, to measure the others against.
import { Rng, seedRng } from '../../../engine/rng';
import type { GameResult, SeatConfig, Strength } from '../../../engine/game';
import { allowed, ironclads, moveProblem, mover, scenarioOptions, shipById, targetsFor, afloat, type IroncladsAction, type IroncladsState, type Side } from '../rules';
import { decide } from './planner';

/** Who plays a side: a strength of the computer, or the random baseline. */
export type BotKind = Strength | 'random';

const TURNS = [-45, -30, -15, 0, 15, 30, 45];

/** Any legal action, at random: a move from a coarse fan, fire at any ship in sight. */
export function randomAction(view: IroncladsState, side: Side, rng: Rng): IroncladsAction {
  if (view.phase === 'arrange') return { type: 'begin' };
  if (view.phase === 'shoot') {
    const targets: Record<string, string> = {};
    for (const ship of afloat(view, side)) {
      const seen = targetsFor(view, ship);
      if (seen.length) targets[ship.id] = rng.pick(seen).id;
    }
    return { type: 'fire', targets };
  }
  const ship = mover(view);
  if (!ship || ship.side !== side) throw new Error('Not this side\'s move.');
  const distance = rng.pick(allowed(ship).distances);
  if (distance === 'stay') return { type: 'move', ship: ship.id, start: 0, distance, end: 0 };
  let start = rng.pick(TURNS);
  let end = rng.pick(TURNS);
  if (moveProblem(view, ship, start, distance, end)) {
    if (rng.float() < 0.5) start = 0;
    else end = 0;
  }
  return { type: 'move', ship: ship.id, start, distance, end };
}

export interface IroncladsOutcome {
  result: GameResult | null;
  /** Game turns played (the turn the battle ended in). */
  turns: number;
  /** Milliseconds each move took to choose, by side, by the clock given. */
  decisions: [number[], number[]];
  /** Milliseconds each choice of targets took, by side. */
  targeting: [number[], number[]];
  /** Ships each side ran aground by its own moves. */
  strandings: [number, number];
  /** Rams each side made. */
  rams: [number, number];
  /** Ships each side sank. */
  sunk: [number, number];
  final: IroncladsState;
}

/**
 * A whole battle of a scenario between two computer players, from `seed` (the dice; the random
 * baseline's choices come from it too). `clock` times the decisions (performance.now in a
 * benchmark; nothing by default, as the rules are pure).
 */
export function playGame(seed: number, scenarioId: string, strengths: [BotKind, BotKind], clock: () => number = () => 0, turnLimit = 10): IroncladsOutcome {
  const players: SeatConfig[] = strengths.map((k, i) => ({ name: `Computer ${i + 1}`, control: 'computer', strength: k === 'random' ? 'normal' : k }));
  let s = ironclads.setup({ options: scenarioOptions(scenarioId, 2, turnLimit), players }, seed);
  const rng = new Rng(seedRng(seed ^ 0x5bd1e995));
  const out: IroncladsOutcome = { result: null, turns: 0, decisions: [[], []], targeting: [[], []], strandings: [0, 0], rams: [0, 0], sunk: [0, 0], final: s };
  for (let guard = 0; guard < 5000 && s.phase !== 'over'; guard++) {
    const seat = ironclads.actors(s)[0] as Side | undefined;
    if (seat === undefined) throw new Error(`No one to act in phase ${s.phase}.`);
    const kind = strengths[seat];
    const view = ironclads.playerView(s, seat);
    const t0 = clock();
    const action = kind === 'random' ? randomAction(view, seat, rng) : decide(view, seat, kind);
    if (action.type === 'move') out.decisions[seat].push(clock() - t0);
    else if (action.type === 'fire') out.targeting[seat].push(clock() - t0);
    const r = ironclads.apply(s, action, seat);
    if (!r.ok) throw new Error(`${kind} (side ${seat}) made an illegal ${action.type}: ${r.message}`);
    if (action.type === 'move') {
      const before = shipById(s, action.ship);
      const after = shipById(r.state, action.ship);
      if (before && after && !before.stranded && after.stranded) out.strandings[seat]++;
      if (r.events.some((e) => e.kind === 'note' && (e.detail as { outcome?: string } | undefined)?.outcome === 'ram')) out.rams[seat]++;
    }
    s = r.state;
  }
  if (s.phase !== 'over') throw new Error('The battle did not finish.');
  out.result = ironclads.result(s);
  out.turns = s.turn;
  out.sunk = [...s.sunkBy];
  out.final = s;
  return out;
}
