// What every state a game accepts must satisfy, whatever the action that made it: plain data
// that survives JSON unchanged (finite numbers, no undefined, no Map or Date), and every piece,
// unit, ship or tile where the table allows it. The rules fuzzer and the soak both ask these.
import { MAX_PROGRESS } from '../../engine/limits';
import type { AnyGame } from '../../engine/game';
import { TABLE } from '../ironclads/rules/river';
import type { IroncladsState } from '../ironclads/rules/types';
import type { CupsState } from '../cups-of-war/rules/types';
import { CARDS, MAX_STACK } from '../cups-of-war/rules';
import { seatZone } from '../../kits/cards';
import type { FreeTableState } from '../free-table/rules/state';
import { MAX_PIECES } from '../free-table/rules';
import type { Tiny18cState } from '../tiny-18c/rules/types';
import { SIZE } from '../tiny-18c/rules/types';
import type { JumonvilleState } from '../jumonville/rules/types';
import { BASE_RADIUS, TABLE as GLEN_TABLE } from '../jumonville/rules/scenarios';
import { DECK } from '../jumonville/rules/cards';
import { pointPolygonDistance } from '../../kits/geometry';

/** How deep a state or an event may nest: none of ours comes near it. */
const MAX_DEPTH = 24;

/**
 * Why `value` would not come back the same through JSON, or null: a number that is not finite,
 * an undefined, a function, a class instance (Map, Set, Date), a cycle, or nesting past reason.
 */
export function jsonProblem(value: unknown, path = '', depth = 0, seen: Set<object> = new Set()): string | null {
  const at = path || 'the value';
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${at} is ${value}`;
  if (typeof value !== 'object') return `${at} is ${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`}`;
  if (depth > MAX_DEPTH) return `${at} nests more than ${MAX_DEPTH} deep`;
  if (seen.has(value)) return `${at} refers back to itself`;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return `${at} is a ${(value as object).constructor?.name ?? 'class instance'}`;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        if (!(i in value)) return `${path}[${i}] is a hole`;
        const p = jsonProblem(value[i], `${path}[${i}]`, depth + 1, seen);
        if (p) return p;
      }
      return null;
    }
    for (const [k, v] of Object.entries(value)) {
      const p = jsonProblem(v, path ? `${path}.${k}` : k, depth + 1, seen);
      if (p) return p;
    }
    return null;
  } finally {
    seen.delete(value);
  }
}

const finiteIn = (n: unknown, lo: number, hi: number): boolean => typeof n === 'number' && Number.isFinite(n) && n >= lo && n <= hi;

function freeTableProblem(s: FreeTableState): string | null {
  if (s.pieces.length > MAX_PIECES) return `${s.pieces.length} pieces on the table`;
  const ids = new Set<string>();
  for (const p of s.pieces) {
    if (ids.has(p.id)) return `two pieces are ${p.id}`;
    ids.add(p.id);
    if (!finiteIn(p.x, 0, s.size.width) || !finiteIn(p.y, 0, s.size.height)) return `${p.id} lies off the table at ${p.x}, ${p.y}`;
    if (!finiteIn(p.angle, 0, 360) || p.angle === 360) return `${p.id} is turned ${p.angle}°`;
    if (p.kind === 'die' && !(Number.isInteger(p.face) && p.face >= 1 && p.face <= p.sides)) return `${p.id} shows ${p.face}`;
  }
  const zones = new Set(Object.keys(s.cards));
  const owners = [...s.players.map((_, i) => seatZone('hand', i)), ...s.pieces.flatMap((p) => (p.kind === 'deck' ? [p.id] : []))];
  for (const name of owners) if (!zones.delete(name)) return `no cards kept for ${name}`;
  if (zones.size > 0) return `cards kept for ${[...zones].join(', ')}, which is neither a hand nor a deck`;
  return null;
}

function tiny18cProblem(s: Tiny18cState): string | null {
  const taken = new Set<number>();
  for (const u of s.units) {
    if (u.routed && u.at) return `${u.id} routed but still stands at ${u.at.r}, ${u.at.c}`;
    if (!u.at) continue;
    const { r, c } = u.at;
    if (!Number.isInteger(r) || !Number.isInteger(c) || r < 0 || c < 0 || r >= SIZE || c >= SIZE) return `${u.id} stands off the field at ${r}, ${c}`;
    if (taken.has(r * SIZE + c)) return `two units share ${r}, ${c}`;
    taken.add(r * SIZE + c);
  }
  if (!Number.isInteger(s.turn) || s.turn < 1 || s.turn > s.options.turnLimit) return `turn ${s.turn} of ${s.options.turnLimit}`;
  return null;
}

function cupsProblem(s: CupsState): string | null {
  const { width, height } = s.options;
  const onTable = new Map<string, string>();
  for (const pile of s.piles) {
    if (!finiteIn(pile.x, 0, width) || !finiteIn(pile.y, 0, height)) return `stack ${pile.id} lies off the table at ${pile.x}, ${pile.y}`;
    if (!Number.isFinite(pile.angle)) return `stack ${pile.id} is turned ${pile.angle}°`;
    if (pile.tiles.length < 1 || pile.tiles.length > MAX_STACK) return `stack ${pile.id} holds ${pile.tiles.length} units`;
    for (const id of pile.tiles) {
      if (onTable.has(id)) return `${id} is in two stacks`;
      onTable.set(id, pile.id);
    }
  }
  for (const t of s.tiles) {
    const inPile = onTable.has(t.id);
    if ((t.where === 'table') !== inPile) return `${t.id} is ${t.where}${inPile ? ' yet in a stack' : ' but in no stack'}`;
    if (t.where === 'card') {
      const p = s.players[t.owner];
      if (!p?.powering?.tiles.includes(t.id) && !p?.ready?.tiles.includes(t.id)) return `${t.id} is on no card of its owner's`;
    }
  }
  const held = Object.values(s.cards).flatMap((z) => z.cards);
  if (held.length !== CARDS.length || new Set(held).size !== held.length) return `${held.length} command cards kept, ${held.length - new Set(held).size} of them twice`;
  return null;
}

function ironcladsProblem(s: IroncladsState): string | null {
  for (const x of s.ships) {
    if (!finiteIn(x.x, 0, TABLE.width) || !finiteIn(x.y, 0, TABLE.height)) return `${x.name} lies off the table at ${x.x}, ${x.y}`;
    if (!finiteIn(x.heading, -720, 720)) return `${x.name} heads ${x.heading}°`;
  }
  for (const bank of s.river.banks) {
    for (const p of bank) if (!finiteIn(p.x, 0, TABLE.width) || !finiteIn(p.y, 0, TABLE.height)) return `a bank runs off the table at ${p.x}, ${p.y}`;
  }
  return null;
}

function jumonvilleProblem(s: JumonvilleState): string | null {
  const r = BASE_RADIUS;
  const standing = s.figures.filter((f) => !f.removed);
  for (const f of s.figures) {
    if (!Number.isInteger(f.hits) || f.hits < 0 || f.hits > 3) return `${f.name} has ${f.hits} hits`;
    if (!!f.removed !== (f.hits === 3)) return `${f.name} has ${f.hits} hits and is ${f.removed ? '' : 'not '}removed`;
    if (f.removed) continue;
    if (!finiteIn(f.at.x, r - 1e-6, GLEN_TABLE.width - r + 1e-6) || !finiteIn(f.at.y, r - 1e-6, GLEN_TABLE.height - r + 1e-6)) return `${f.name} stands off the table at ${f.at.x}, ${f.at.y}`;
    for (const t of s.terrain) if (t.kind === 'rocks' && pointPolygonDistance(f.at, t.points) < r - 1e-6) return `${f.name} stands in the rocks (${t.name})`;
  }
  for (let i = 0; i < standing.length; i++) {
    for (let j = i + 1; j < standing.length; j++) {
      const a = standing[i]!;
      const b = standing[j]!;
      if (Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y) < 2 * r - 1e-6) return `${a.name} and ${b.name} overlap`;
    }
  }
  const held = Object.values(s.cards).flatMap((z) => z.cards);
  // A player's view hides the deck's cards; a state of the game's own holds every card once.
  if (held.length !== DECK.length || (!held.includes('??') && new Set(held).size !== held.length)) return `${held.length} cards kept`;
  return null;
}

const PROBLEMS: Record<string, (s: never) => string | null> = {
  jumonville: jumonvilleProblem,
  'free-table': freeTableProblem,
  'tiny-18c': tiny18cProblem,
  'cups-of-war': cupsProblem,
  'acw-ironclads': ironcladsProblem,
};

/**
 * Why a state this game accepted is not one it should hold, or null: not plain JSON data, a
 * piece off the table, or a progress line too long for the saves list.
 */
export function stateProblem(game: AnyGame, state: unknown): string | null {
  const json = jsonProblem(state);
  if (json) return `not plain data: ${json}`;
  const table = PROBLEMS[game.id]?.(state as never) ?? null;
  if (table) return table;
  const progress = game.progress(state);
  if (typeof progress !== 'string' || progress.length === 0 || progress.length > MAX_PROGRESS) return `progress line of ${String(progress).length} characters: "${progress}"`;
  return null;
}
