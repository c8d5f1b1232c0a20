// One way of writing a date and time, everywhere a player reads one (game names, the saves list,
// the Continue line, notices): "30 Nov, 21:22" in the player's own locale, with the year only
// when it is not this year's.
const SAME_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
const OTHER_YEAR: Intl.DateTimeFormatOptions = { ...SAME_YEAR, year: 'numeric' };

export function formatWhen(when: Date | string, now: Date = new Date(), locale?: string): string {
  const date = typeof when === 'string' ? new Date(when) : when;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale, date.getFullYear() === now.getFullYear() ? SAME_YEAR : OTHER_YEAR);
}

/**
 * The main menu's line under Continue: the save's name, how far it has gone, and when it was
 * saved, unless the name already ends with that very time (a game named when it started and
 * saved the same minute read "Free Table, 6 Dec, 01:11 — 3 pieces, 6 Dec, 01:11").
 */
export function continueLine(save: { name: string; progress: string; savedAt: string }, now: Date = new Date(), locale?: string): string {
  const when = formatWhen(save.savedAt, now, locale);
  const said = !when || save.name.endsWith(when);
  return `Continue “${save.name}” — ${save.progress}${said ? '' : `, ${when}`}`;
}
