// What the saves stores say of a file that cannot be opened, shared by the main process's store
// (electron/saves.ts) and the browser's (renderer/app/host-browser.ts), so a player hears the same
// words from both. A file is damaged, or whole but not this Muster's to open: a save from a newer
// Muster, or one of a game this Muster does not know. Pure.

/** Why a save cannot be opened, where it says what it is: `newer` or `unknownGame` marks a whole save, never called damaged. */
export interface Unopened {
  newer?: true;
  unknownGame?: true;
}

/** What a file that cannot be opened is. */
export type UnopenedKind = 'damaged' | 'newer' | 'unknown';

export const unopenedKind = (u: Unopened): UnopenedKind => (u.newer ? 'newer' : u.unknownGame ? 'unknown' : 'damaged');

/**
 * The word in the name a file is set aside under before a save takes its place (`<id>-<word>-<time>`):
 * a whole save is not named damaged. Short, so the name is still a save's id (64 characters at most).
 */
export const ASIDE_WORD: Readonly<Record<UnopenedKind, string>> = { damaged: 'damaged', newer: 'newer', unknown: 'unknown' };

/** Said after a save that cannot be opened, when something else (its backup) opens in its place. */
export const KEPT: Readonly<Record<UnopenedKind, string>> = {
  damaged: 'The damaged save is kept.',
  newer: 'The newer save is kept, for a newer Muster to open.',
  unknown: 'The save is kept, for a Muster that knows its game to open.',
};

/** Said after a save that cannot be opened, to Rename. */
export const NOT_RENAMED: Readonly<Record<UnopenedKind, string>> = {
  damaged: 'A damaged save cannot be renamed.',
  newer: 'It can be renamed in a newer Muster.',
  unknown: 'It can be renamed in a Muster that knows its game.',
};

/** What the file in a save's place is, when it cannot be moved aside ("the file there …"). */
export const THERE: Readonly<Record<UnopenedKind, string>> = {
  damaged: 'is damaged',
  newer: 'is from a newer Muster',
  unknown: 'is a save of a game this Muster does not know',
};

/**
 * Why a save of a game this Muster does not know cannot be opened (after "Muster could not open
 * "Ford": "): the game's title as the save gives it (else its id), and a mangled id said as such.
 */
export function unknownGameWhy(id: string, title: unknown, wellFormed: boolean): string {
  const name = (typeof title === 'string' && title.trim() ? title.trim() : id).slice(0, 80);
  return wellFormed
    ? `it is a save of a game this Muster does not know: "${name}". A newer Muster may open it.`
    : `it is a save of a game this Muster does not know: "${name}", under the game id "${id.slice(0, 40)}", which no Muster game has.`;
}

/**
 * Said when a save's backup opens in its place: `why` the save did not open (its message, or that
 * it is missing), and, unless it is gone, that it is kept. The desktop and the browser say it alike
 * (the browser said "Its backup was loaded instead; the damaged save was kept.").
 */
export function backupLoaded(why: string, kind: UnopenedKind | null): string {
  return `${why} Muster loaded its backup instead.${kind ? ` ${KEPT[kind]}` : ''}`;
}
