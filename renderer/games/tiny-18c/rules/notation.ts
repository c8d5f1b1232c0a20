// The seed's own notation: five rows of five, • for an empty space, the attacker's units in
// capitals and the defender's in lower case, numbered where a type repeats (A1, A2).
import { spacedText } from '../../../engine/limits';
import { SIZE, UNIT_TYPES, type Side, type Square, type Unit, type UnitType } from './types';

const EMPTY = '•';

export function boardToText(units: readonly Unit[]): string {
  // One flat array of the 25 cells, joined once (it is written into every resolution's log).
  const cells: string[] = new Array<string>(SIZE * SIZE).fill(EMPTY);
  for (const u of units) {
    if (u.routed || !u.at || u.at.r < 0 || u.at.r >= SIZE || u.at.c < 0 || u.at.c >= SIZE) continue;
    cells[u.at.r * SIZE + u.at.c] = u.id;
  }
  let text = '';
  for (let r = 0; r < SIZE; r++) {
    if (r > 0) text += '\n';
    for (let c = 0; c < SIZE; c++) text += c > 0 ? ` ${cells[r * SIZE + c]}` : cells[r * SIZE + c];
  }
  return text;
}

export interface ParsedUnit {
  id: string;
  side: Side;
  type: UnitType;
  at: Square;
}

export type ParseResult = { ok: true; units: ParsedUnit[] } | { ok: false; message: string };

/**
 * Reads a board from text, as pasted from a chat: rows of five tokens (• . - or _ for an empty
 * space), blank lines and words after the fifth token ("attacker deploys here") ignored.
 */
export function textToBoard(text: string): ParseResult {
  const rows = boardRows(text);
  if (rows.length !== SIZE) return { ok: false, message: runTogether(text) ?? `A board has ${SIZE} rows of ${SIZE}; this text has ${rows.length}.` };
  const units: ParsedUnit[] = [];
  const seen = new Set<string>();
  for (const [r, tokens] of rows.entries()) {
    const cells = tokens.slice(0, SIZE);
    if (cells.length < SIZE || !cells.every(isCell)) {
      return { ok: false, message: `Row ${r + 1} should hold ${SIZE} spaces or units: "${tokens.join(' ')}".` };
    }
    for (const [c, token] of cells.entries()) {
      if (isEmpty(token)) continue;
      const letter = token[0] as string;
      const type = letter.toUpperCase() as UnitType;
      if (!UNIT_TYPES.includes(type)) return { ok: false, message: `"${token}" is not a unit: the letters are ${UNIT_TYPES.join(', ')}.` };
      if (seen.has(token)) return { ok: false, message: `"${token}" appears twice; number repeated units (A1, A2).` };
      seen.add(token);
      units.push({ id: token, side: letter === letter.toUpperCase() ? 0 : 1, type, at: { r, c } });
    }
  }
  for (const side of [0, 1] as const) {
    // A lone letter and a numbered one of the same type and side would be ambiguous.
    const mine = units.filter((u) => u.side === side);
    for (const t of UNIT_TYPES) {
      const ofType = mine.filter((u) => u.type === t);
      if (ofType.length > 1 && ofType.some((u) => u.id.length === 1)) {
        const letter = side === 0 ? t : t.toLowerCase();
        return { ok: false, message: `There are several ${letter} units: number them all (${letter}1, ${letter}2).` };
      }
    }
  }
  return { ok: true, units };
}

/**
 * Why a pasted board is wider than five, or null: words after a row's fifth square are let be,
 * but a unit there was left out without a word, and the battle began a unit short. Asked of a
 * board being pasted only: a battle saved from such a board still opens as it began.
 */
export function wideRow(text: string): string | null {
  for (const [r, tokens] of boardRows(text).entries()) {
    const words = tokens.findIndex((t) => !isCell(t));
    const extra = tokens.slice(SIZE, words === -1 ? tokens.length : words).find((t) => !isEmpty(t));
    if (extra) return `Row ${r + 1} holds more than ${SIZE} spaces or units (${extra} is past the fifth): "${tokens.join(' ')}".`;
  }
  return null;
}

/** An empty square's marks, and a unit's letter with its number. */
const EMPTY_MARK = '[•.\\-_·]';
const UNIT_MARK = '[ICPASMicpasm]\\d{0,2}';
const EMPTY_TOKEN = new RegExp(`^${EMPTY_MARK}$`, 'u');
const UNIT_TOKEN = new RegExp(`^${UNIT_MARK}$`, 'u');
/** The squares of a row typed run together, one after another. */
const SQUARES = new RegExp(`${EMPTY_MARK}|${UNIT_MARK}`, 'gu');
const isEmpty = (token: string): boolean => EMPTY_TOKEN.test(token);
const isCell = (token: string): boolean => isEmpty(token) || UNIT_TOKEN.test(token);

/**
 * Why a board typed with its squares run together ("I••••") is not read, or null: such a row was
 * no row at all, and five of them were told "this text has 0" rows.
 */
function runTogether(text: string): string | null {
  for (const line of text.split(/\r?\n/)) {
    const first = line.trim().split(/\s+/)[0] ?? '';
    const cells = first.match(SQUARES) ?? [];
    if (cells.length >= SIZE && cells.join('') === first && cells.some(isEmpty)) return `Put a space between the squares of a row: "${first}" reads as one square; write it "${cells.join(' ')}".`;
  }
  return null;
}

/**
 * A board's text with every character that garbles a line (a control, a text-direction mark pasted
 * from a chat) read as a space, its line breaks kept: a row is never quoted back with one in it.
 */
export const plainBoard = (text: string): string => text.split(/\r?\n/).map(spacedText).join('\n');

/** The lines of a text that begin with a square or a unit, as tokens. */
const boardRows = (text: string): string[][] =>
  plainBoard(text)
    .split('\n')
    .map((line) => line.trim().split(/\s+/).filter(Boolean))
    .filter((tokens) => tokens.length > 0 && isCell(tokens[0] as string));

/** Labels for an army: a lone type keeps its letter; repeated types are numbered in order. */
export function labelArmy(types: readonly UnitType[], side: Side): string[] {
  const counts = new Map<UnitType, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  const seen = new Map<UnitType, number>();
  return types.map((t) => {
    const letter = side === 0 ? t : t.toLowerCase();
    if ((counts.get(t) ?? 0) === 1) return letter;
    const n = (seen.get(t) ?? 0) + 1;
    seen.set(t, n);
    return `${letter}${n}`;
  });
}
