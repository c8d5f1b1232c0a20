// The rules fuzzer: actions drawn from each game's own schema (valid, broken, legal, junk),
// applied by any seat to states reached by the game's own players, with the state deep-frozen
// so that any write to it throws. Whatever comes in, `apply` must answer: a refusal with a
// message, or a new state that is plain data with everything on the table.
import fc from 'fast-check';
import * as v from 'valibot';
import type { Action, AnyGame, Strength } from '../../engine/game';
import { schemaTypes } from '../../engine/limits';
import { Rng, seedRng } from '../../engine/rng';
import { brokenArb, junkArb, validArb, type Pools } from './arbitraries';
import { jsonProblem, stateProblem } from './invariants';
import type { Subject } from './subjects';

/** Freezes a value and everything in it, so the rules cannot change it without an error. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The strings and numbers in a state: ids and positions to build actions from. */
export function poolsOf(state: unknown): Pools {
  const strings = new Set<string>();
  const numbers = new Set<number>();
  const walk = (v: unknown, depth: number) => {
    if (typeof v === 'string') {
      if (v.length <= 40) strings.add(v);
    } else if (typeof v === 'number') numbers.add(v);
    else if (v && typeof v === 'object' && depth < 12) for (const x of Object.values(v)) walk(x, depth + 1);
  };
  walk(state, 0);
  return { strings: [...strings].slice(0, 400), numbers: [...numbers].slice(0, 400) };
}

export type Source = 'legal' | 'valid' | 'broken' | 'junk';
export type FuzzFailure = 'exception' | 'mutation' | 'empty message' | 'no answer' | 'bad state' | 'bad events' | 'bad log line';

export interface FuzzTally {
  game: string;
  /** States the actions were tried on. */
  states: number;
  tried: number;
  accepted: number;
  refused: number;
  /** How many actions of each source were tried and accepted. */
  bySource: Record<Source, { tried: number; accepted: number }>;
  failures: Partial<Record<FuzzFailure, number>>;
  /**
   * Of the above, the actions that pass the game's action schema: what a save file may hold
   * once its schema is checked, so these failures are the ones a file can cause.
   */
  schemaValid: { tried: number; accepted: number; failures: number };
  examples: string[];
  /** Microseconds each call of `apply` took. */
  applyUs: number[];
}

export interface FuzzOptions {
  /** Actions to try. */
  actions: number;
  /** Seeds of the games whose states are fuzzed: `games` games from `firstSeed`. */
  games: number;
  firstSeed: number;
  /** fast-check's seed, for the actions. */
  seed: number;
}

interface Case {
  state: number;
  seat: number;
  source: Source;
  action: unknown;
}

const short = (v: unknown) => {
  try {
    const text = JSON.stringify(v, (_, x: unknown) => (typeof x === 'number' && !Number.isFinite(x) ? String(x) : x === undefined ? 'undefined' : x));
    return text === undefined ? String(v) : text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return String(v);
  }
};

/** Did this error come from writing to a frozen state? */
const isMutation = (e: unknown) =>
  e instanceof TypeError && /read.only|not extensible|Cannot (assign|add|delete|define)|frozen/i.test(e.message);

/**
 * States reached by the game's own players, frozen: the set-up, the middle, the end. The fuzz
 * needs the positions, not good play, so the computers play at `easy` by default: Jumonville's
 * normal looks ahead (two games cost 12 s, 0.4 s at easy) and had pushed this test past its timeout in CI.
 */
export function fuzzStates(subject: Subject, games: number, firstSeed: number, strength: Strength = 'easy'): unknown[] {
  const states: unknown[] = [];
  for (let g = 0; g < games; g++) {
    states.push(...subject.play(firstSeed + g, () => {}, strength).history.states);
    states.push(...(subject.moreStates?.(firstSeed + g) ?? []));
  }
  return states.map(deepFreeze);
}

export function fuzzRules(subject: Subject, o: FuzzOptions, states: readonly unknown[] = fuzzStates(subject, o.games, o.firstSeed)): FuzzTally {
  const game: AnyGame = subject.game;
  const types = schemaTypes(game.actionSchema);
  const blank = () => ({ tried: 0, accepted: 0 });
  const t: FuzzTally = {
    game: game.id,
    states: states.length,
    tried: 0,
    accepted: 0,
    refused: 0,
    bySource: { legal: blank(), valid: blank(), broken: blank(), junk: blank() },
    failures: {},
    schemaValid: { tried: 0, accepted: 0, failures: 0 },
    examples: [],
    applyUs: [],
  };
  const pools = new Map<number, Pools>();
  const poolsFor = (i: number) => {
    let p = pools.get(i);
    if (!p) pools.set(i, (p = poolsOf(states[i])));
    return p;
  };
  const valid = new Map<number, fc.Arbitrary<unknown>>();
  const validFor = (i: number) => {
    let a = valid.get(i);
    if (!a) valid.set(i, (a = validArb(game.actionSchema, poolsFor(i))));
    return a;
  };
  const caseArb: fc.Arbitrary<Case> = fc.nat({ max: states.length - 1 }).chain((i) => {
    const state = states[i];
    const actors = game.actors(state);
    const seats = fc.oneof(
      { arbitrary: actors.length ? fc.constantFrom(...actors) : fc.nat({ max: 3 }), weight: 4 },
      { arbitrary: fc.integer({ min: -1, max: 5 }), weight: 1 },
    );
    return fc.tuple(seats, fc.integer()).chain(([seat, rngSeed]) => {
      const legal = subject.legal(state, seat, new Rng(seedRng(rngSeed)));
      const base = legal ? fc.oneof(fc.constant<unknown>(legal), validFor(i)) : validFor(i);
      const sources: fc.WeightedArbitrary<[Source, unknown]>[] = [
        { arbitrary: validFor(i).map((a) => ['valid', a] as [Source, unknown]), weight: 3 },
        { arbitrary: brokenArb(base, poolsFor(i)).map((a) => ['broken', a] as [Source, unknown]), weight: 3 },
        { arbitrary: junkArb(types).map((a) => ['junk', a] as [Source, unknown]), weight: 1 },
      ];
      if (legal) sources.push({ arbitrary: fc.constant(['legal', legal] as [Source, unknown]), weight: 3 });
      return fc.oneof(...sources).map(([source, action]) => ({ state: i, seat, source, action }));
    });
  });
  const cases = fc.sample(caseArb, { numRuns: o.actions, seed: o.seed });
  const before = new Map<number, string>();
  const shown = new Map<FuzzFailure, number>();
  let schemaValid = false;
  let failedThis = false;
  const fail = (kind: FuzzFailure, c: Case, why: string) => {
    t.failures[kind] = (t.failures[kind] ?? 0) + 1;
    if (schemaValid && !failedThis) t.schemaValid.failures++;
    failedThis = true;
    // A few of each kind, and more of those a file could cause.
    const seen = (shown.get(kind) ?? 0) + 1;
    shown.set(kind, seen);
    if (seen <= 2 || (schemaValid && t.examples.length < 16)) {
      t.examples.push(`${game.id}: ${kind}: ${why} — seat ${c.seat}, ${c.source}${schemaValid ? ' (schema-valid)' : ''} action ${short(c.action)} on state ${c.state}`);
    }
  };
  for (const c of cases) {
    const state = states[c.state];
    if (!before.has(c.state)) before.set(c.state, JSON.stringify(state));
    t.tried++;
    t.bySource[c.source].tried++;
    schemaValid = v.is(game.actionSchema, c.action);
    failedThis = false;
    if (schemaValid) t.schemaValid.tried++;
    let r: ReturnType<AnyGame['apply']>;
    const t0 = performance.now();
    try {
      r = game.apply(state, c.action as Action, c.seat);
      t.applyUs.push((performance.now() - t0) * 1000);
    } catch (e) {
      if (isMutation(e)) fail('mutation', c, (e as Error).message);
      else fail('exception', c, e instanceof Error ? `${e.name}: ${e.message}` : String(e));
      continue;
    }
    if (JSON.stringify(state) !== before.get(c.state)) fail('mutation', c, 'the state changed');
    if (!r || typeof r !== 'object' || typeof r.ok !== 'boolean') {
      fail('no answer', c, `apply returned ${short(r)}`);
      continue;
    }
    if (!r.ok) {
      t.refused++;
      if (typeof r.message !== 'string' || r.message.trim() === '') fail('empty message', c, `message ${short(r.message)}`);
      continue;
    }
    t.accepted++;
    t.bySource[c.source].accepted++;
    if (schemaValid) t.schemaValid.accepted++;
    const bad = stateProblem(game, r.state);
    if (bad) fail('bad state', c, bad);
    const events = jsonProblem(r.events, 'events');
    if (events || !Array.isArray(r.events)) fail('bad events', c, events ?? 'events is not a list');
    try {
      const line = game.describe(c.action as Action, state, c.seat);
      if (typeof line !== 'string' || !line.trim()) fail('bad log line', c, `describe gave ${short(line)}`);
    } catch (e) {
      fail('bad log line', c, e instanceof Error ? `${e.name}: ${e.message}` : String(e));
    }
  }
  return t;
}
