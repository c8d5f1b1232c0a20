// What the last orders carried out did, in the rules' own words, for the panel: the log folds to
// a tab in a small window, and a player left wondering why a unit routed had nowhere else to read it.
import type { LogEntry } from '../../engine/action-log';

/**
 * The lines of the last resolution in `log` (the entry that carried out both sides' orders): each
 * move, shot, fight and rout, without the board drawn in notation or the battle's verdict. Empty
 * before any orders are carried out.
 */
export function lastResolution(log: readonly LogEntry[]): string[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const events = (log[i] as LogEntry).events;
    const detail = (e: (typeof events)[number]) => (e.kind === 'note' ? (e.detail as { t?: string } | undefined)?.t : undefined);
    if (!events.some((e) => detail(e) === 'board')) continue;
    return events.flatMap((e) => (e.kind === 'note' && detail(e) !== 'board' && detail(e) !== 'end' ? [e.text] : []));
  }
  return [];
}
