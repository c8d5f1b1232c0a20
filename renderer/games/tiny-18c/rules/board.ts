// Geometry of the 5 x 5 field: squares, neighbours, distances, and who stands where.
import { SIZE, type Side, type Square, type Unit } from './types';

export const sq = (r: number, c: number): Square => ({ r, c });
export const onBoard = (s: Square): boolean => s.r >= 0 && s.r < SIZE && s.c >= 0 && s.c < SIZE;
export const same = (a: Square | null, b: Square | null): boolean => !!a && !!b && a.r === b.r && a.c === b.c;
export const key = (s: Square): number => s.r * SIZE + s.c;
/** Steps a king takes: the most of the row and column differences. */
export const distance = (a: Square, b: Square): number => Math.max(Math.abs(a.r - b.r), Math.abs(a.c - b.c));
export const adjacent = (a: Square, b: Square): boolean => distance(a, b) === 1;
const orthogonal = (a: Square, b: Square): boolean => Math.abs(a.r - b.r) + Math.abs(a.c - b.c) === 1;
export const diagonal = (a: Square, b: Square): boolean => Math.abs(a.r - b.r) === 1 && Math.abs(a.c - b.c) === 1;

export const DIRECTIONS: readonly Square[] = [
  sq(-1, 0),
  sq(1, 0),
  sq(0, -1),
  sq(0, 1),
  sq(-1, -1),
  sq(-1, 1),
  sq(1, -1),
  sq(1, 1),
];

export const neighbours = (s: Square): Square[] => DIRECTIONS.map((d) => sq(s.r + d.r, s.c + d.c)).filter(onBoard);

/** Units still on the field. */
export const standing = (units: readonly Unit[]): Unit[] => units.filter((u) => u.at && !u.routed);
export const unitAt = (units: readonly Unit[], s: Square): Unit | undefined => units.find((u) => !u.routed && same(u.at, s));
const enemiesOf = (units: readonly Unit[], side: Side): Unit[] => standing(units).filter((u) => u.side !== side);

/** Enemies next to a unit, diagonals included. */
export function adjacentEnemies(units: readonly Unit[], unit: Unit): Unit[] {
  const at = unit.at;
  if (!at) return [];
  return enemiesOf(units, unit.side).filter((e) => adjacent(e.at as Square, at));
}

/**
 * How many of `side`'s units flank `target`: each standing orthogonally next to it counts one,
 * and infantry count from the diagonals too.
 */
export function flankers(units: readonly Unit[], target: Unit, side: Side): Unit[] {
  const at = target.at;
  if (!at) return [];
  return standing(units).filter((u) => u.side === side && (orthogonal(u.at as Square, at) || (u.type === 'I' && diagonal(u.at as Square, at))));
}

/** A unit is flanked when two or more enemies flank it: it is engaged from more than one side. */
export const isFlanked = (units: readonly Unit[], unit: Unit): boolean => flankers(units, unit, unit.side === 0 ? 1 : 0).length >= 2;

export const squareName = (s: Square): string => `${'abcde'[s.c]}${5 - s.r}`;
