// The soak: whole games, computer against computer, and at every state along the way (or a
// sample of them) the game is saved, read back and resumed exactly as the app does it, and
// must come back the same: the same state, the same result, the same log.
import type { Strength } from '../../engine/game';
import { Rng, seedRng } from '../../engine/rng';
import { checkSaveEnvelope, readSave, writeSaveText } from '../../contract/save-format';
import { SNAPSHOT_DISAGREES, checkGameNow } from '../../contract/save-check';
import { GameSession } from '../../kits/shell/session';
import { jsonProblem, stateProblem } from './invariants';
import { PlayerRefused, type Subject } from './subjects';

export type SaveFailureKind = 'not plain data' | 'envelope refused' | 'read refused' | 'store refused' | 'resume refused' | 'state differs' | 'result differs' | 'log differs';

export interface SaveFailure {
  kind: SaveFailureKind;
  message: string;
}

const SAVED_AT = new Date(Date.UTC(2026, 11, 1));

/**
 * Saves the session, reads the file back and resumes it, as the app's Save and Continue do
 * (toEnvelope → writeSaveText → readSave → the saves store's own check → fromEnvelope), and says
 * how the resumed game differs. The store's check (checkGameNow: the game's schemas, its log
 * replayed) is the one the saves list and Load use, so a save the soak passes is one they offer.
 */
export function saveRoundTrip(session: GameSession): SaveFailure | null {
  const game = session.game;
  const plain = jsonProblem(session.state);
  if (plain) return { kind: 'not plain data', message: plain };
  const envelope = session.toEnvelope('0.0.0-soak', SAVED_AT);
  const checked = checkSaveEnvelope(envelope);
  if (!checked.ok) return { kind: 'envelope refused', message: checked.message };
  const read = readSave(writeSaveText(envelope), `${session.name}.muster`);
  if (!read.ok) return { kind: 'read refused', message: read.message };
  const judged = checkGameNow(read.save, { [game.id]: game });
  // A snapshot the log does not lead to is a state the resume would differ by.
  if (!judged.ok) return { kind: judged.why.startsWith(SNAPSHOT_DISAGREES) ? 'state differs' : 'store refused', message: judged.why };
  const back = GameSession.fromEnvelope(game, read.save, null);
  if (!back.ok) return { kind: 'resume refused', message: back.message };
  const resumed = back.session;
  if (JSON.stringify(resumed.state) !== JSON.stringify(session.state)) return { kind: 'state differs', message: firstDifference(session.state, resumed.state) };
  if (JSON.stringify(game.result(resumed.state)) !== JSON.stringify(game.result(session.state))) return { kind: 'result differs', message: 'the result is not the same' };
  const texts = (s: GameSession) => s.history.entries.map((e) => `${e.seat}:${e.text}`).join('\n');
  if (resumed.history.cursor !== session.history.cursor || texts(resumed) !== texts(session)) return { kind: 'log differs', message: 'the log reads differently' };
  // Resumed from the snapshot, as the app does: the game read back from JSON (keys that were
  // undefined gone) must play as the live one, to every seat: whose turn, the result, each view.
  const quick = GameSession.fromSnapshot(game, read.save, null, '0.0.0-soak');
  if (!quick) return { kind: 'resume refused', message: 'the snapshot could not stand in for the log' };
  const same = (f: (s: unknown) => unknown) => JSON.stringify(f(quick.state)) === JSON.stringify(f(session.state));
  if (!same((s) => game.result(s))) return { kind: 'result differs', message: 'resumed from the snapshot, the result is not the same' };
  if (!same((s) => (game.result(s) ? [] : game.actors(s)))) return { kind: 'state differs', message: 'resumed from the snapshot, another seat is to act' };
  for (let seat = 0; seat < session.players.length; seat++) {
    if (!same((s) => game.playerView(s, seat))) return { kind: 'state differs', message: `resumed from the snapshot, seat ${seat} sees another game` };
  }
  return null;
}

/** Where two states first differ, for the failure's message. */
function firstDifference(a: unknown, b: unknown, path = 'state'): string {
  if (JSON.stringify(a) === JSON.stringify(b)) return `${path} is the same`;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const x = (a as Record<string, unknown>)[k];
      const y = (b as Record<string, unknown>)[k];
      if (JSON.stringify(x) !== JSON.stringify(y)) return firstDifference(x, y, `${path}.${k}`);
    }
  }
  return `${path}: ${JSON.stringify(a)?.slice(0, 80)} became ${JSON.stringify(b)?.slice(0, 80)}`;
}

export type SoakFailureKind = SaveFailureKind | 'bad state' | 'move refused' | 'exception';

export interface SoakTally {
  game: string;
  games: number;
  /** Games that ran to their end. */
  finished: number;
  /** States looked at (plain data, on the table, progress line): every state of every game. */
  states: number;
  /** States saved, read back and resumed. */
  roundTrips: number;
  failures: Partial<Record<SoakFailureKind, number>>;
  /** The first few failures, to read. */
  examples: string[];
  /** Milliseconds each game took, checks included. */
  gameMs: number[];
}

export interface SoakOptions {
  games: number;
  firstSeed: number;
  /** The first this many games are saved and resumed at every state; the rest at a sample of states and at the end. */
  everyState: number;
  /** The share of states saved and resumed in the other games (picked at random, seeded). */
  sampleRate: number;
  strength?: Strength;
}

/**
 * Plays `games` whole games of a subject. Every state is checked as plain data, on the table,
 * with a short progress line; the first `everyState` games are saved and resumed at every state,
 * the rest at a seeded random `sampleRate` of their states and at the end.
 */
export function soak(subject: Subject, o: SoakOptions): SoakTally {
  const t: SoakTally = { game: subject.game.id, games: 0, finished: 0, states: 0, roundTrips: 0, failures: {}, examples: [], gameMs: [] };
  const fail = (kind: SoakFailureKind, seed: number, message: string) => {
    t.failures[kind] = (t.failures[kind] ?? 0) + 1;
    if (t.examples.length < 8) t.examples.push(`${subject.game.id} seed ${seed}: ${kind}: ${message}`);
  };
  for (let g = 0; g < o.games; g++) {
    const seed = o.firstSeed + g;
    const every = g < o.everyState;
    const pick = new Rng(seedRng(seed ^ 0x51ab));
    t.games++;
    let failed = false;
    const check = (session: GameSession, roundTrip: boolean) => {
      t.states++;
      const at = `after move ${session.history.cursor}`;
      const bad = stateProblem(subject.game, session.state);
      if (bad) fail('bad state', seed, `${at}: ${bad}`);
      // A state that is not as it should be is still saved: what the player would see matters.
      const r = roundTrip || bad ? saveRoundTrip(session) : null;
      if (roundTrip || bad) t.roundTrips++;
      if (r) fail(r.kind, seed, `${at}: ${r.message}`);
      failed = !!bad || !!r;
    };
    const t0 = performance.now();
    try {
      // One game failing at every state is one failure, not hundreds: stop checking it at the first.
      const session = subject.play(seed, (s) => !failed && check(s, every || pick.float() < o.sampleRate), o.strength);
      t.finished++;
      if (!failed && !every) check(session, true);
    } catch (e) {
      if (e instanceof PlayerRefused) fail('move refused', seed, e.message);
      else fail('exception', seed, e instanceof Error ? (e.stack ?? e.message).split('\n').slice(0, 3).join(' | ') : String(e));
    }
    t.gameMs.push(performance.now() - t0);
  }
  return t;
}
