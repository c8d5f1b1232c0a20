// Each game as the soak and the rules fuzzer drive it: whole games from a seed, played by the
// game's own players through a game session as the app does (the computer's moves by its `bot`,
// Cups of War's by the arena's hands, the Free Table's by a seeded random player), and a legal
// action for any seat on any state, to fuzz from.
import type { Action, AnyGame, SeatConfig, Strength } from '../../engine/game';
import { Rng, seedRng } from '../../engine/rng';
import { GameSession } from '../../kits/shell/session';
import { freeTable, type FreeTableOptions, type FreeTableState } from '../free-table/rules';
import { randomTableAction } from '../free-table/ai/random-player';
import { tiny18c } from '../tiny-18c/game';
import { decide as tinyDecide } from '../tiny-18c/ai/bots';
import { armiesFor } from '../tiny-18c/ai/arena';
import type { Side as TinySide, Tiny18cState } from '../tiny-18c/rules';
import { cupsOfWar, type CupsState } from '../cups-of-war/rules';
import { playCups, type ArenaSeat } from '../cups-of-war/ai/arena';
import { HANDS, nextMove } from '../cups-of-war/ai/planner';
import { ironclads } from '../ironclads/game';
import { randomAction as ironcladsRandom } from '../ironclads/ai/arena';
import { tippecanoe } from '../tippecanoe/game';
import { randomMove as tippecanoeRandom } from '../tippecanoe/ai/random';
import type { Side as TipSide, TipState } from '../tippecanoe/rules';
import { CONTROL_POINTS, SCENARIOS, TABLE, scenarioOptions, type IroncladsState, type Side as IronSide } from '../ironclads/rules';
import { jumonville } from '../jumonville/game';
import { randomAction as jumonvilleRandom } from '../jumonville/ai/random';
import { scenarioOptions as jumonvilleScenario, type JumonvilleState } from '../jumonville/rules';

/** Called after every action of a game, with the session as it now stands. */
export type EachState = (session: GameSession) => void;

export interface Subject {
  game: AnyGame;
  /**
   * One whole game from a seed, through a session, to its end (the Free Table has none: a game
   * there is a fixed number of actions). `strength` is the computers' for the games that have one.
   */
  play(seed: number, each: EachState, strength?: Strength): GameSession;
  /** A legal action for a seat on this state, at random, or null when the seat has none. */
  legal(state: unknown, seat: number, rng: Rng): Action | null;
  /** States worth fuzzing that whole games pass through too quickly (the table being arranged). */
  moreStates?(seed: number): unknown[];
}

/** A move the rules refused from a game's own player: the player, or the rules, is wrong. */
export class PlayerRefused extends Error {}

function act(session: GameSession, action: Action, seat: number, each: EachState): void {
  const refused = session.act(action, seat);
  if (refused) throw new PlayerRefused(`${session.game.title}: seat ${seat}'s ${action.type} was refused: ${refused.message}`);
  each(session);
}

const computers = (n: number, strength: Strength, names?: readonly string[]): SeatConfig[] =>
  Array.from({ length: n }, (_, i) => ({ name: names?.[i] ?? `Computer ${i + 1}`, control: 'computer', strength }));

/** Plays a game with a `bot` as the app does: whichever computer is to act, from its own view. */
function playBots(session: GameSession, each: EachState, maxActions: number): GameSession {
  const game = session.game;
  for (let n = 0; n < maxActions && !game.result(session.state); n++) {
    const seat = session.computerToAct();
    if (seat === null || !game.bot) throw new Error(`${game.title}: no computer to act, and the game is not over.`);
    const strength = session.players[seat]?.strength ?? 'normal';
    act(session, game.bot(game.playerView(session.state, seat), seat, strength) as Action, seat, each);
  }
  if (!game.result(session.state)) throw new Error(`${game.title}: not over after ${maxActions} actions.`);
  return session;
}

// ---- the Free Table -----------------------------------------------------------------------------

const TABLES: FreeTableOptions[] = [
  { width: 36, height: 24, unit: 'in', matchstickInches: 2 },
  { width: 60, height: 60, unit: 'cm', matchstickInches: 2 },
  { width: 12, height: 6, unit: 'matchstick', matchstickInches: 2.5 },
  { width: 72, height: 48, unit: 'in', matchstickInches: 2 },
];

/** How many actions make a "game" on the Free Table, which never ends by itself. */
export const FREE_TABLE_ACTIONS = 120;

export const freeTableSubject: Subject = {
  game: freeTable,
  play(seed, each) {
    const rng = new Rng(seedRng(seed));
    const players = rng.int(1, 4);
    const options = TABLES[seed % TABLES.length] as FreeTableOptions;
    const seats: SeatConfig[] = Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}`, control: 'human', strength: 'normal' }));
    const session = GameSession.start(this.game, { options, players: seats }, seed, `Soak ${seed}`);
    for (let n = 0; n < FREE_TABLE_ACTIONS; n++) {
      const seat = rng.int(0, players - 1);
      act(session, randomTableAction(session.state as FreeTableState, seat, rng), seat, each);
    }
    return session;
  },
  legal: (state, seat, rng) => {
    const s = state as FreeTableState;
    return seat >= 0 && seat < s.players.length ? randomTableAction(s, seat, rng) : null;
  },
};

// ---- Tiny 18c -----------------------------------------------------------------------------------

export const tiny18cSubject: Subject = {
  game: tiny18c,
  play(seed, each, strength = 'easy') {
    const options = { armies: armiesFor(seed), turnLimit: 30 };
    const session = GameSession.start(this.game, { options, players: computers(2, strength, ['Attacker', 'Defender']) }, seed, `Soak ${seed}`);
    return playBots(session, each, 400);
  },
  legal: (state, seat) => {
    const s = state as Tiny18cState;
    if ((seat !== 0 && seat !== 1) || s.phase === 'over') return null;
    return { type: 'commit', orders: tinyDecide(tiny18c.playerView(s, seat), seat as TinySide, 'random') } as Action;
  },
};

// ---- Cups of War ------------------------------------------------------------------------------

export const cupsSubject: Subject = {
  game: cupsOfWar,
  play(seed, each, strength = 'normal') {
    const rng = new Rng(seedRng(seed));
    const n = rng.int(2, 4);
    const others: Strength[] = ['easy', 'normal', 'hard'];
    const seats: ArenaSeat[] = Array.from({ length: n }, (_, i) => (i === 0 ? strength : rng.pick(others)));
    let session: GameSession | null = null;
    playCups(seats, seed, {
      options: { battle: rng.int(0, 3) === 0 ? 'turns' : 'race', turns: rng.int(1, 3) },
      start: (setup, s) => {
        const started = GameSession.start(this.game, setup, s, `Soak ${seed}`);
        session = started;
        return {
          state: started.state as CupsState,
          play: (_, action, seat) => {
            act(started, action, seat, each);
            return started.state as CupsState;
          },
        };
      },
    });
    const played = session as GameSession | null;
    if (!played) throw new Error('Cups of War: the arena did not start.');
    if (!cupsOfWar.result(played.state as CupsState)) throw new Error('Cups of War: the war did not end.');
    return played;
  },
  legal(state, seat, rng) {
    const s = state as CupsState;
    if (!s.players[seat]) return null;
    if (s.phase === 'shake' || s.phase === 'shakeoff') {
      const inCup = s.tiles.filter((t) => t.owner === seat && t.where === 'cup');
      if (!inCup.length) return null;
      const at = () => ({ x: Math.round(rng.range(0, s.options.width)), y: Math.round(rng.range(0, s.options.height)) });
      return { type: 'shake', landings: inCup.map((t) => ({ tile: t.id, ...at(), angle: Math.round(rng.range(-180, 180)), flips: rng.int(0, 9) })) } as Action;
    }
    if (s.phase !== 'battle') return null;
    const me = s.players[seat];
    const powering = me?.powering?.tiles[0];
    if (powering && rng.int(0, 4) === 0) return { type: 'unassign', tile: powering, x: Math.round(rng.range(0, s.options.width)), y: Math.round(rng.range(0, s.options.height)) } as Action;
    const pile = s.piles.find((p) => s.tiles.find((t) => t.id === p.tiles[p.tiles.length - 1])?.owner === seat);
    if (pile && rng.int(0, 4) === 0) return { type: 'move', pile: pile.id, x: Math.round(rng.range(0, s.options.width)), y: Math.round(rng.range(0, s.options.height)), angle: 0 } as Action;
    return (nextMove(s, seat, HANDS.easy, rng) ?? (me && !me.done ? { type: 'done' } : null)) as Action | null;
  },
};

// ---- ACW Ironclads --------------------------------------------------------------------------------

export const ironcladsSubject: Subject = {
  game: ironclads,
  play(seed, each, strength = 'easy') {
    const sc = SCENARIOS[seed % SCENARIOS.length]?.id ?? 'plum-point';
    // One battle in four starts on the table arranging (the computer begins at once).
    const options = { ...scenarioOptions(sc, 2, 10), arrange: seed % 4 === 3 };
    const session = GameSession.start(this.game, { options, players: computers(2, strength, ['Union', 'Confederate']) }, seed, `Soak ${seed}`);
    return playBots(session, each, 2000);
  },
  legal(state, seat, rng) {
    const s = state as IroncladsState;
    if (seat !== 0 && seat !== 1) return null;
    if (s.phase === 'arrange') {
      const ship = rng.pick(s.ships);
      switch (rng.int(0, 5)) {
        case 0:
          return { type: 'place', ship: ship.id, x: Math.round(rng.range(0, TABLE.width)), y: Math.round(rng.range(0, TABLE.height)), heading: rng.pick([0, 90, 180, rng.range(-720, 720)]) } as Action;
        case 1:
          return { type: 'place', ship: ship.id, x: ship.x + rng.range(-10, 10), y: ship.y + rng.range(-5, 5), heading: ship.heading } as Action;
        case 2:
          return { type: 'bank', bank: rng.int(0, 1), index: rng.int(0, CONTROL_POINTS - 1), y: rng.range(0, TABLE.height) } as Action;
        case 3:
          return { type: 'river', seed: rng.int(0, 1_000_000) } as Action;
        case 4:
          return { type: 'flow', flow: rng.pick(['east', 'west']) } as Action;
        default:
          return { type: 'begin' } as Action;
      }
    }
    try {
      return ironcladsRandom(ironclads.playerView(s, seat), seat as IronSide, rng) as Action;
    } catch {
      return null; // not this side's move
    }
  },
  moreStates(seed) {
    // The computer begins at once; people arrange ships and banks first, so fuzz those tables too.
    const sc = SCENARIOS[seed % SCENARIOS.length]?.id ?? 'plum-point';
    const seats = computers(2, 'easy');
    let s = ironclads.setup({ options: { ...scenarioOptions(sc, 2, 10), arrange: true }, players: seats }, seed) as IroncladsState;
    const rng = new Rng(seedRng(seed));
    const out: unknown[] = [s];
    for (let i = 0; i < 30; i++) {
      const seat = rng.int(0, 1);
      const a = this.legal(s, seat, rng);
      if (!a || a.type === 'begin') continue;
      const r = ironclads.apply(s, a as never, seat);
      if (r.ok) out.push((s = r.state as IroncladsState));
    }
    return out;
  },
};

// ---- Battle of Tippecanoe ------------------------------------------------------------------------

export const tippecanoeSubject: Subject = {
  game: tippecanoe,
  /**
   * Whole games between random players, from each seat's view: the soak proves saves and resumes,
   * and the search player's ~70 ms a move would make 50 games take minutes (the lab plays it).
   */
  play(seed, each, strength = 'normal') {
    const session = GameSession.start(this.game, { options: tippecanoe.defaultOptions, players: computers(2, strength, ['Native', 'US']) }, seed, `Soak ${seed}`);
    const rng = new Rng(seedRng(seed));
    for (let n = 0; n < 5000 && !tippecanoe.result(session.state as TipState); n++) {
      const seat = session.computerToAct();
      const action = seat === 0 || seat === 1 ? tippecanoeRandom(tippecanoe.playerView(session.state as TipState, seat), seat, rng) : null;
      if (seat === null || !action) throw new Error(`${tippecanoe.title}: no move to make, and the game is not over.`);
      act(session, action, seat, each);
    }
    if (!tippecanoe.result(session.state as TipState)) throw new Error(`${tippecanoe.title}: not over after 5000 actions.`);
    return session;
  },
  legal: (state, seat, rng) => ((seat === 0 || seat === 1) ? tippecanoeRandom(tippecanoe.playerView(state as TipState, seat), seat as TipSide, rng) : null),
};

// ---- Skirmish at Jumonville Glen ---------------------------------------------------------------

export const jumonvilleSubject: Subject = {
  game: jumonville,
  /** Whole games between its computer players, two players on odd seeds and four on even. */
  play(seed, each, strength = 'normal') {
    const n = seed % 2 ? 2 : 4;
    const options = jumonvilleScenario(n === 2 ? 'glen-two' : 'glen-four');
    const session = GameSession.start(this.game, { options, players: computers(n, strength) }, seed, `Soak ${seed}`);
    return playBots(session, each, 4000);
  },
  legal: (state, seat, rng) => jumonvilleRandom(jumonville.playerView(state as JumonvilleState, seat), seat, rng),
};

export const SUBJECTS: readonly Subject[] = [freeTableSubject, tiny18cSubject, cupsSubject, ironcladsSubject, tippecanoeSubject, jumonvilleSubject];
