// What the Cups of War panel and table say to each other, per game session.
import { perSession } from '../../kits/shell/session-store';
import { alive, cupsOfWar, stackerNow, toShake, type CupsState } from './rules';

export interface CupsUiState {
  /** A strike card the player is placing on the table (the panel's "Command!"). */
  strike: string | null;
  /** The table is playing back the Recovery (every stack fought out, the survivors back to the cups). */
  animating: boolean;
  /**
   * The table as the viewer saw it when the cups were let go, while the units are still falling:
   * the shake is logged at once, but the panel (as the log) says nothing of it until they land.
   */
  pouring: CupsState | null;
}

export const cupsStore = perSession<CupsUiState>(() => ({ strike: null, animating: false, pouring: null }));

/**
 * The battle clock as shown: whole seconds gone, never below nought (the clock's start is taken
 * a moment after the time it is compared with), and in a turns battle the limit.
 */
export function clockText(elapsedMs: number, limitMs: number | null): string {
  const secs = (ms: number) => Math.max(0, Math.floor(ms / 1000));
  return limitMs === null ? `${secs(elapsedMs)} s` : `${secs(elapsedMs)} s of ${secs(limitMs)} s`;
}

/**
 * Whether `seat` may stack now: in the battle, not Done, with units left, and in a turns battle the
 * stacker. (The panel offers the units and Done only then.)
 */
export function mayStack(s: CupsState, seat: number): boolean {
  return s.phase === 'battle' && !s.players[seat]?.done && alive(s, seat) && (s.options.battle === 'race' || stackerNow(s) === seat);
}

/**
 * Why Undo takes nothing back after this log entry (the rules keep a shake, a Done and the
 * computer's moves), or null for the plain "Nothing to undo.". The computer's own Done is said as
 * the computer's move: "a Done" alone, in a race where the person called none, puzzled them.
 */
export function undoNoneWords(last: { action: { type: string }; seat: number } | undefined, players: readonly { control: string }[]): string | null {
  if (!last) return null;
  if (last.action.type === 'shake') return 'Nothing to undo: a shake is not taken back, the units lie where they fell.';
  if (players[last.seat]?.control === 'computer') return "Nothing to undo: the computer's moves are not taken back.";
  if (last.action.type === 'done') return 'Nothing to undo: a Done is not taken back.';
  return null;
}

/**
 * Why the computers stand still after an Undo, or null: while a move taken back may be redone their
 * hands wait (hands.ts), so that a Redo finds the table as it left it, and the race's clock stands
 * still with them (the race is not run meanwhile). A newcomer saw them simply stop, with nothing said.
 */
export function redoWaitWords(s: CupsState, players: readonly { name: string; control: string }[], canRedo: boolean): string | null {
  if (!canRedo || s.phase !== 'battle') return null;
  const names = cupsOfWar.actors(s).flatMap((seat) => (players[seat]?.control === 'computer' ? [players[seat].name] : []));
  if (names.length === 0) return null;
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${who} ${names.length === 1 ? 'waits' : 'wait'} while you may Redo the move you took back: make a move, or Redo it, and ${names.length === 1 ? `${who} plays` : 'they play'} on. The battle clock stands still meanwhile.`;
}

/** A player whose every unit is lost while the others fight on: they only watch. */
export const outOfTheWar = (s: CupsState, seat: number): boolean => s.phase !== 'over' && !alive(s, seat);
export const OUT_WORDS = 'You have no units left: watch the others fight it out';

/**
 * What the panel says of a shake: the cup, when it is this person's to shake, or whom the table
 * waits for. The shake-off says first what it decides (the rules window said it; the panel only
 * asked for one more shake, and a newcomer did not know what it was for).
 */
export function shakeWords(s: CupsState, seat: number, human: boolean, name: (seat: number) => string | undefined): string {
  const shakers = toShake(s);
  const ask =
    shakers.includes(seat) && human
      ? 'Grab your cup, shake it about, and let go over the table: the harder you throw, the further they fly.'
      : `Waiting for ${shakers.map(name).join(', ')} to shake.`;
  if (s.phase !== 'shakeoff') return ask;
  return `The shake-off decides the war: everyone shakes the units they have left, the strengths showing are added up (a command unit star side up counts 0), and the highest total wins. ${ask}`;
}

/**
 * The status line's reminder of what the mouse does now, for the seat at the screen: the cup while
 * it is theirs to shake, the stacking and the strike cards while they stack, or nothing but to watch.
 */
export function cupsHint(s: CupsState, seat: number): string {
  const pan = 'drag the cloth to pan';
  if (outOfTheWar(s, seat)) return `${OUT_WORDS} · ${pan}`;
  switch (s.phase) {
    case 'shake':
    case 'shakeoff':
      return toShake(s).includes(seat) ? `Drag your cup over the table and let go to shake: the harder the throw, the further they fly · ${pan}` : `Waiting for the others to shake · ${pan}`;
    case 'battle':
      if (s.players[seat]?.done) return `You called Done: your units stay where they are · ${pan}`;
      if (s.options.battle === 'turns' && stackerNow(s) !== seat) return `Another player is stacking · ${pan}`;
      return 'Drag a unit onto an enemy to attack, or onto your card to power it · R, right-click or the wheel turns a strike card';
    case 'recovery':
      return `Recovery: every stack is fought out · ${pan}`;
    case 'over':
      return `The war is over: read it in the log, or start another from the panel · ${pan}`;
  }
}
