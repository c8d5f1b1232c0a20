// The last set-up each game was started with (names, who the computer plays and how well, the
// options, a scenario of one's own), remembered in this browser's (or this app's) localStorage so
// the New game window opens on it. Read back through the game's own schemas: a set-up another
// version wrote, or one edited by hand, that no longer fits is passed over quietly (the defaults).
import * as v from 'valibot';
import type { MatchSetup, SeatConfig } from '../engine/game';
import type { GameMode } from '../games/mode';
import { SeatConfigSchema, repeatedName } from '../contract/save-format';
import { garbles } from '../engine/limits';
import { readStoredRecord, type PrefsStorage } from './print/print-prefs';

const keyFor = (modeId: string) => `muster.setup.${modeId}`;

/** The seats as a game starts with them: names trimmed, kept to 40 characters, a blank one "Player 2". */
export function namedSeats(players: readonly SeatConfig[]): SeatConfig[] {
  return players.map((p, i) => ({ ...p, name: p.name.trim().slice(0, 40) || `Player ${i + 1}` }));
}

/**
 * Two seats under one name (as the game would start them, a blank one "Player 2"): the curtain
 * would say "Pass the mouse to Anne" with either Anne meant, the log "Anne stacked on Anne's 1
 * Armor", and a friend joining across machines takes the seat set up under their name. Names that
 * only look alike count as one (saveNameKey: any case, invisible characters, full-width letters).
 */
export function seatNamesProblem(players: readonly SeatConfig[]): string | null {
  // A name is shown in every log line and on other players' screens: nothing in it may garble the line.
  const garbled = players.findIndex((p) => garbles(p.name));
  if (garbled >= 0) return `Player ${garbled + 1}'s name cannot hold control or text-direction characters: type it again.`;
  const twin = repeatedName(namedSeats(players).map((p) => p.name));
  return twin === null ? null : `Two players are called “${twin}”: give each a name of their own, so the game can tell them apart.`;
}

/** The set-up last started for this mode, if one is kept and still valid; else null. */
export function readLastSetup(storage: PrefsStorage | undefined, mode: GameMode): MatchSetup<unknown> | null {
  const record = readStoredRecord(storage, keyFor(mode.id));
  if (!record) return null;
  const options = v.safeParse(mode.game.optionsSchema, record.options);
  const players = v.safeParse(v.array(SeatConfigSchema), record.players);
  if (!options.success || !players.success) return null;
  const { minPlayers, maxPlayers } = mode.game;
  if (players.output.length < minPlayers || players.output.length > maxPlayers) return null;
  try {
    // Kept by an earlier Muster, it takes the rules a game begun now plays by.
    const kept: MatchSetup<unknown> = { options: options.output, players: players.output };
    const fresh = mode.freshSetup?.(kept) ?? kept;
    const setup = mode.recalled?.(fresh) ?? fresh;
    // A set-up the form would refuse to start (the game's own check) is no set-up to open on.
    return mode.setupProblem?.(setup) ? null : setup;
  } catch {
    return null;
  }
}

/**
 * The set-ups changed in the New game window and left there unstarted (Cancel, its × or Escape),
 * one a game, until Muster quits: a skirmish half drawn in Jumonville's editor is not lost to an
 * Escape too many. Kept as they are, problems and all, as a player left them.
 */
export type UnstartedSetups = Map<string, MatchSetup<unknown>>;
export const unstartedSetups: UnstartedSetups = new Map();

/** What the New game window opens on: the set-up left there unstarted, else the last set-up started, or the game's defaults. */
export function initialSetup(storage: PrefsStorage | undefined, mode: GameMode, unstarted: UnstartedSetups = unstartedSetups): MatchSetup<unknown> {
  return unstarted.get(mode.id) ?? readLastSetup(storage, mode) ?? mode.defaultSetup();
}

/** The New game window closed without starting: its set-up, if changed from the one it opened on, is what it opens on next. */
export function leaveUnstarted(modeId: string, setup: MatchSetup<unknown>, opened: MatchSetup<unknown>, unstarted: UnstartedSetups = unstartedSetups): void {
  if (JSON.stringify(setup) !== JSON.stringify(opened)) unstarted.set(modeId, setup);
}

/** A game started: its set-up is the one to open on, and whatever was left unstarted is forgotten. */
export function writeLastSetup(storage: PrefsStorage | undefined, modeId: string, setup: MatchSetup<unknown>, unstarted: UnstartedSetups = unstartedSetups): void {
  unstarted.delete(modeId);
  try {
    storage?.setItem(keyFor(modeId), JSON.stringify({ ...setup, players: namedSeats(setup.players) }));
  } catch {
    /* Storage full or switched off: the next New game just opens on the defaults. */
  }
}
