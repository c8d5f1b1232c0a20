// A number typed in a set-up field (a turn limit, a matchstick's length), kept within its bounds as
// the field's min and max say: 0 typed where 1 is the least is 1, not the default; a field left
// empty (or not a number) gives the default.

/** `typed` (an input's valueAsNumber) rounded and kept within `min`..`max`; `fallback` when it is no number. */
export function wholeWithin(typed: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(typed)) return fallback;
  return Math.min(max, Math.max(min, Math.round(typed)));
}

/** `typed` (an input's valueAsNumber) to the hundredth and kept within `min`..`max`; `fallback` when it is no number (the field emptied). */
export function numberWithin(typed: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(typed)) return fallback;
  return Math.min(max, Math.max(min, Math.round(typed * 100) / 100));
}
