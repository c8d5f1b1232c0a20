// What the Cups of War panel and table say to each other, per game session.
import { perSession } from '../../kits/shell/session-store';

export interface CupsUiState {
  /** A strike card the player is placing on the table (the panel's "Command!"). */
  strike: string | null;
  /** The table is playing back a strike, a recovery or the return to the cups. */
  animating: boolean;
}

export const cupsStore = perSession<CupsUiState>(() => ({ strike: null, animating: false }));

/**
 * The battle clock as shown: whole seconds gone, never below nought (the clock's start is taken
 * a moment after the time it is compared with), and in a turns battle the limit.
 */
export function clockText(elapsedMs: number, limitMs: number | null): string {
  const secs = (ms: number) => Math.max(0, Math.floor(ms / 1000));
  return limitMs === null ? `${secs(elapsedMs)} s` : `${secs(elapsedMs)} s of ${secs(limitMs)} s`;
}
