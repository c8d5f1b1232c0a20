// Limits on what the rules take in and give out.

/** The longest progress line a game gives for the saves list ("Turn 3 of 10, battle"). */
export const MAX_PROGRESS = 80;
