// Whole wars of Cups of War against the computer, without a screen: through a game session and
// the bot path, as the app plays them. A person's seat is played by a script (a newcomer's moves);
// each computer asks the game's bot on its beat. The beats are the test's clock: one each, in
// seat order; a scene's are real time. What the wars must show: they end; a saved war replays to
// the same states; and the same seed with the same moves of the person gives the same computer
// decisions, slips included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SeatConfig, Strength } from '../engine/game';
import { seedRng } from '../engine/rng';
import { TileShake } from '../table/sim/tile-shake';
import { STAND_DOWN_BEATS, standsDown } from '../games/cups-of-war/ai/bot';
import { newcomerMove } from '../games/cups-of-war/ai/newcomer';
import { cupPlace, shakeFor } from '../games/cups-of-war/ai/planner';
import { cupsOfWar } from '../games/cups-of-war/game';
import { DEFAULT_OPTIONS, TILE_SIZE, type CupsAction, type CupsOptions, type CupsState } from '../games/cups-of-war/rules';
import { inlineBotRunner } from './bot-runner';
import { GameSession } from '../kits/shell/session';

type SeatKind = Strength | 'person';

/** What the person did on each of their beats (null: nothing that beat), to play again. */
type Script = (CupsAction | null)[];

interface War {
  session: GameSession;
  /** Every computer move, in order, as its bot gave it (a slip is a `move` instead of a `stack`). */
  decisions: { seat: number; action: CupsAction }[];
  person: Script;
}

/** The person's shake: from their cup towards the middle, as their hand would throw. */
function personShake(s: CupsState, seat: number): CupsAction {
  const pour = shakeFor(s, seat, cupPlace(s, seat), 90_001 + s.turn);
  const lying = s.piles.map((p) => ({ x: p.x, y: p.y, angle: p.angle }));
  return { type: 'shake', landings: new TileShake({ width: s.options.width, height: s.options.height }, [pour], TILE_SIZE, lying).runToEnd() };
}

/**
 * Plays a war to its end. The person plays `replay` when given (their moves of an earlier war,
 * beat by beat), else the newcomer's script.
 */
async function playWar(kinds: SeatKind[], seed: number, options: Partial<CupsOptions> = {}, replay?: Script): Promise<War> {
  const players: SeatConfig[] = kinds.map((k, i) => ({ name: `P${i}`, control: k === 'person' ? 'human' : 'computer', strength: k === 'person' ? 'normal' : k }));
  const session = GameSession.start(cupsOfWar, { options: { ...DEFAULT_OPTIONS, ...options }, players }, seed, 'war');
  const bots = inlineBotRunner();
  const decisions: War['decisions'] = [];
  const person: Script = [];
  const idle = kinds.map(() => 0);
  const act = (action: CupsAction, seat: number) => {
    const refused = session.act(action, seat);
    if (refused) throw new Error(`seat ${seat}: ${action.type} refused: ${refused.message}`);
  };
  for (let beat = 0; beat < 3000 && !cupsOfWar.result(session.state as CupsState); beat++) {
    for (const seat of kinds.keys()) {
      const s = session.state as CupsState;
      if (!cupsOfWar.actors(s).includes(seat)) continue;
      if (s.phase !== 'battle') idle[seat] = 0;
      if (kinds[seat] === 'person') {
        const move = replay ? (replay[person.length] ?? null) : s.phase === 'battle' ? (newcomerMove(s, seat) ?? (++idle[seat]! > STAND_DOWN_BEATS ? { type: 'done' } : null)) : personShake(s, seat);
        person.push(move);
        if (move) act(move, seat);
        continue;
      }
      const view = cupsOfWar.playerView(s, seat);
      const decided = (await bots.decide(cupsOfWar, view, seat, session.players[seat]!.strength)) as CupsAction;
      // The pacing's part: a racing hand with nothing worth doing waits a few beats, then stands down.
      if (s.options.battle === 'race' && standsDown(view, seat, decided) && ++idle[seat]! <= STAND_DOWN_BEATS) continue;
      if (!standsDown(view, seat, decided)) idle[seat] = 0;
      decisions.push({ seat, action: decided });
      act(decided, seat);
    }
  }
  return { session, decisions, person };
}

/** The wars played: a newcomer against one and two computers in a race, and two computers taking turns. */
const WARS: { kinds: SeatKind[]; seed: number; options?: Partial<CupsOptions> }[] = [
  { kinds: ['person', 'easy'], seed: 11 },
  { kinds: ['person', 'normal', 'hard'], seed: 12 },
  { kinds: ['easy', 'normal'], seed: 13, options: { battle: 'turns' } },
];

describe('Cups of War against the computer, through a game session and the bot path', () => {
  it('plays whole wars to their end; each replays from its save to the same states; the same seed and moves of the person give the same computer decisions and slips', async () => {
    let slips = 0;
    for (const { kinds, seed, options } of WARS) {
      const war = await playWar(kinds, seed, options);
      const end = war.session.state as CupsState;
      expect(end.phase, `war ${seed}`).toBe('over');
      expect(cupsOfWar.result(end)).not.toBeNull();
      expect(war.decisions.length).toBeGreaterThan(10);
      slips += war.decisions.filter((d) => d.action.type === 'move').length;

      // Through a save file and back: a fresh session replays the log to the very same states.
      const save = JSON.parse(JSON.stringify(war.session.toEnvelope('test', new Date(0))));
      const resumed = GameSession.fromEnvelope(cupsOfWar, save, null);
      if (!resumed.ok) throw new Error(resumed.message);
      expect(resumed.session.history.states).toEqual(war.session.history.states);

      // The same war again, the person making the same moves on the same beats: the computers decide alike.
      const again = await playWar(kinds, seed, options, war.person);
      expect(again.decisions).toEqual(war.decisions);
      expect(again.session.history.entries).toEqual(war.session.history.entries);
    }
    // The hands' slips were among what replayed alike.
    expect(slips).toBeGreaterThan(0);
  });

  it('decides from what its seat may see, as a worker gets it: the game\'s own generator changes nothing, nor a copy of the view', async () => {
    const war = await playWar(['person', 'normal', 'easy'], 21);
    const battle = war.session.history.states.filter((s) => (s as CupsState).phase === 'battle') as CupsState[];
    expect(battle.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(fc.nat(battle.length - 1), fc.integer({ min: 1, max: 2 }), fc.integer(), (k, seat, seed) => {
        const s = battle[k]!;
        const strength = war.session.players[seat]!.strength;
        const move = cupsOfWar.bot!(cupsOfWar.playerView(s, seat), seat, strength);
        // Another state of the game's generator (what the next shake's stars come from): the same move.
        expect(cupsOfWar.bot!(cupsOfWar.playerView({ ...s, rng: seedRng(seed) }, seat), seat, strength)).toEqual(move);
        // The view copied, as it crosses to the worker: the same move.
        expect(cupsOfWar.bot!(structuredClone(cupsOfWar.playerView(s, seat)), seat, strength)).toEqual(move);
      }),
      { numRuns: 60 },
    );
  });

  it('is left to the scene by the app: a real-time game\'s computers are never asked turn by turn', () => {
    const players: SeatConfig[] = [0, 1].map((i) => ({ name: `P${i}`, control: 'computer', strength: 'normal' }));
    const session = GameSession.start(cupsOfWar, { options: DEFAULT_OPTIONS, players }, 1, 'war');
    expect(cupsOfWar.actors(session.state as CupsState)).toEqual([0, 1]);
    expect(session.computerToAct()).toBeNull();
  });
});
