// Limits on what the rules take in and give out. An action reaches `apply` from a scene, a
// computer's worker or a save file, and TypeScript vouches only for the first: each game checks
// the action against its own schema before reading it, and refuses a type it does not know.
import * as v from 'valibot';
import { refuse, type Action, type RuleError } from './game';

/** The longest progress line a game gives for the saves list ("Turn 3 of 10, battle"). */
export const MAX_PROGRESS = 80;

/** `text`, cut to at most `max` characters with an ellipsis. */
export const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`);

/**
 * Characters that garble a line of text on another player's screen rather than show in it: the C0
 * and C1 controls (and DEL), the line and paragraph separators, and the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which turn the rest of a line around.
 */
export const GARBLING = /[\u0000-\u001f\u007f-\u009f\u2028-\u202e\u2066-\u2069]/u;
const EVERY_GARBLING = new RegExp(GARBLING.source, 'gu');

/** `text` without the characters that garble a line (GARBLING): what a label or name shows. */
export const plainText = (text: string): string => text.replace(EVERY_GARBLING, '');

/** `text` with each character that garbles a line (GARBLING) read as a space: where words must stay apart (a board's cells). */
export const spacedText = (text: string): string => text.replace(EVERY_GARBLING, ' ');

/** `text` without the characters that garble a line, but for its line breaks: what a note of several lines (a board) shows. */
export const plainLines = (text: string): string => text.split('\n').map(plainText).join('\n');

/** Whether `text` holds any character that garbles a line (GARBLING). */
export const garbles = (text: string): boolean => GARBLING.test(text);

/** A refusal for an action type the game does not have (the `default` of every `apply`). */
export function unknownAction(title: string, action: unknown): RuleError {
  const type = action && typeof action === 'object' ? (action as { type?: unknown }).type : undefined;
  return typeof type === 'string' && type.length > 0
    ? refuse(`${title} has no move called "${clip(type, 24)}".`)
    : refuse(`That is not a ${title} move.`);
}

/** An action as the game's schema reads it (unknown keys dropped), or a refusal. */
export type CheckedAction<A> = { ok: true; action: A } | RuleError;

/**
 * Reads `action` with this game's schema: the action as the schema reads it, or a refusal
 * saying what is wrong. The schema holds the bounds that do not depend on the state (finite
 * numbers, ids, ranges); `apply` checks the rest. What `apply` goes on with is the schema's
 * output, as a resumed save's replay is, so both see the same action.
 */
export function checkAction<A>(schema: v.GenericSchema<unknown, A>, title: string, types: readonly string[], action: unknown): CheckedAction<A> {
  if (!action || typeof action !== 'object' || Array.isArray(action)) return refuse(`That is not a ${title} move.`);
  const type = (action as { type?: unknown }).type;
  if (typeof type !== 'string' || !types.includes(type)) return unknownAction(title, action);
  const checked = v.safeParse(schema, action);
  if (checked.success) return { ok: true, action: checked.output };
  const issue = checked.issues[0];
  // A schema may word a bound for players ("A ship turns at most 45°..."): that is the message.
  if (issue && !issue.message.startsWith('Invalid ')) return refuse(clip(issue.message, 200));
  const path = issue ? v.getDotPath(issue) : null;
  const what = path ? `${type}, ${path}: ${issue?.message ?? 'wrong'}` : `${type}${issue ? `: ${issue.message}` : ''}`;
  return refuse(clip(`This ${title} move is not valid (${what}).`, 200));
}

/** The action types a schema names: a variant's literals, or an object's own. */
export function schemaTypes(schema: v.GenericSchema): string[] {
  const node = schema as unknown as { type: string; options?: unknown[]; entries?: { type?: { literal?: unknown } } };
  const objects = (node.type === 'variant' || node.type === 'union' ? node.options : [node]) as { entries?: { type?: { literal?: unknown } } }[];
  return objects.flatMap((o) => (typeof o.entries?.type?.literal === 'string' ? [o.entries.type.literal] : []));
}

/** A game's action check: `guard(action)` gives the action as its schema reads it, or a refusal. */
export function actionGuard<A extends Action>(schema: v.GenericSchema<unknown, A>, title: string): (action: unknown) => CheckedAction<A> {
  const types = schemaTypes(schema);
  return (action) => checkAction(schema, title, types, action);
}

/** Degrees turned into [0, 360), to a thousandth; any finite angle, however large, stays finite. */
export function normaliseDegrees(deg: number): number {
  // The remainder first: it is exact for any finite number, so nothing overflows before rounding.
  const a = Math.round((deg % 360) * 1000) / 1000;
  const b = a < 0 ? a + 360 : a;
  return b >= 360 ? b - 360 : b + 0; // + 0 turns -0 into 0
}
