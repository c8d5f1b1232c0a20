// The scenario map's editing, as pure functions over inches on the 36 × 36 in table: snapping to
// half inches, keeping corners and bases on the table, a new piece's corners as they are clicked
// (closing on the first), inserting and deleting corners, moving a whole piece, and the words for
// an outline the rules could not play. ScenarioMap.tsx turns pointer events into these.
import { nearestOnSegment, pointPolygonDistance } from '../../kits/geometry';
import { MM } from './art';
import { beyondBoxes, placeNames, type BaseExtent, type NamePlace, type WordSize } from './label-places';
import { BASE_RADIUS, MAX_TERRAIN, TABLE, outlineFault, outlineText, type Point, type TerrainKind, type TerrainPiece } from './rules';

/** Corners and figures snap to half an inch (Shift, or the toggle, places them freely). */
export const SNAP = 0.5;
/** A click this close (inches) to a new piece's first corner closes it. */
export const CLOSE_REACH = 0.6;

export const KIND_LABELS: Record<TerrainKind, string> = { woods: 'Woods', rocks: 'Rocks', ravine: 'Ravine' };

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const round = (v: number, step: number): number => {
  const per = Math.round(1 / step); // steps per inch: 2 for half inches, 100 when free
  return Math.round(v * per) / per + 0; // + 0: no -0
};

/** A point on the grid of `step` inches. */
export const snap = (p: Point, step = SNAP): Point => ({ x: round(p.x, step), y: round(p.y, step) });

/** A point kept `margin` inches inside the table's edges. */
export const clampToTable = (p: Point, margin = 0): Point => ({ x: clamp(p.x, margin, TABLE.width - margin), y: clamp(p.y, margin, TABLE.height - margin) });

/** Where a click at `p` puts a corner: snapped (or to a hundredth when free), on the table. */
export const cornerAt = (p: Point, free = false): Point => clampToTable(snap(p, free ? 0.01 : SNAP));

/** Where a figure dropped at `p` stands: snapped (or free), its whole base on the table. */
export const figureAt = (p: Point, free = false): Point => {
  const q = snap(p, free ? 0.01 : SNAP);
  return { x: clamp(q.x, BASE_RADIUS, TABLE.width - BASE_RADIUS), y: clamp(q.y, BASE_RADIUS, TABLE.height - BASE_RADIUS) };
};

/** The rocks a base at `at` would stand in (as the rules judge it: any of the base on them), or null. */
export const rocksUnder = (terrain: readonly TerrainPiece[], at: Point): TerrainPiece | null =>
  terrain.find((t) => t.kind === 'rocks' && pointPolygonDistance(at, t.points) < BASE_RADIUS - 1e-9) ?? null;

/**
 * The note for a figure dropped in rocks: it cannot stand there, so it goes back to where it stood
 * (the rules would refuse the skirmish with it there, and said so only at the dialog's foot).
 */
export const rocksNote = (name: string, rocks: TerrainPiece, back: Point): string => `${name} cannot stand in the rocks (${rocks.name}), so the figure went back to ${back.x}, ${back.y} in.`;

const same = (a: Point, b: Point): boolean => Math.abs(a.x - b.x) < 1e-6 && Math.abs(a.y - b.y) < 1e-6;

/**
 * A click while drawing: a new corner, or (on the first corner, with three or more) the piece
 * closed. A click on the last corner again (the second click of a double-click) adds nothing.
 */
export function addCorner(draft: readonly Point[], p: Point): { points: Point[]; closed: boolean } {
  const first = draft[0];
  const last = draft[draft.length - 1];
  if (first && draft.length >= 3 && Math.hypot(p.x - first.x, p.y - first.y) <= CLOSE_REACH) return { points: [...draft], closed: true };
  if (last && same(last, p)) return { points: [...draft], closed: false };
  return { points: [...draft, p], closed: false };
}

/** Why a drawn or reshaped outline cannot be kept, in a player's words; null when it can. */
export function outlineProblem(points: readonly Point[], name = 'The new piece'): string | null {
  const fault = outlineFault(points);
  return fault ? outlineText(name, fault, points.length) : null;
}

/** The outline with a corner `at` put into edge `edge` (the edge from corner `edge` to the next). */
export function insertCorner(points: readonly Point[], edge: number, at: Point): Point[] {
  const out = [...points];
  out.splice(edge + 1, 0, at);
  return out;
}

/** The outline without corner `i`; null when that would leave fewer than three. */
export function deleteCorner(points: readonly Point[], i: number): Point[] | null {
  if (points.length <= 3 || i < 0 || i >= points.length) return null;
  return points.filter((_, j) => j !== i);
}

/** The outline with corner `i` at `to` (kept on the table). */
export const moveCorner = (points: readonly Point[], i: number, to: Point): Point[] => points.map((q, j) => (j === i ? clampToTable(to) : q));

/** The outline moved by (dx, dy), or as far that way as keeps every corner on the table. */
export function movePiece(points: readonly Point[], dx: number, dy: number): Point[] {
  if (!points.length) return [];
  const xs = points.map((q) => q.x);
  const ys = points.map((q) => q.y);
  const ddx = clamp(dx, -Math.min(...xs), TABLE.width - Math.max(...xs));
  const ddy = clamp(dy, -Math.min(...ys), TABLE.height - Math.max(...ys));
  return points.map((q) => ({ x: q.x + ddx, y: q.y + ddy }));
}

/** The edge nearest `p`: its index (from corner `edge` to the next), the nearest point on it, the distance. */
export function nearestEdge(points: readonly Point[], p: Point): { edge: number; at: Point; d: number } {
  let best = { edge: 0, at: points[0] ?? p, d: Infinity };
  for (let i = 0; i < points.length; i++) {
    const hit = nearestOnSegment(p, points[i] as Point, points[(i + 1) % points.length] as Point);
    if (hit.d < best.d) best = { edge: i, at: hit.at, d: hit.d };
  }
  return best;
}

/** Each edge's midpoint, in edge order (the handles that insert a corner). */
export const midpoints = (points: readonly Point[]): Point[] =>
  points.map((q, i) => {
    const r = points[(i + 1) % points.length] as Point;
    return { x: (q.x + r.x) / 2, y: (q.y + r.y) / 2 };
  });

/** A new piece of this kind with a name ("Woods 3") and an id no other piece has. */
export function newPiece(terrain: readonly TerrainPiece[], kind: TerrainKind, points: readonly Point[]): TerrainPiece {
  let n = terrain.filter((t) => t.kind === kind).length + 1;
  while (terrain.some((t) => t.id === `${kind}-${n}` || t.name === `${KIND_LABELS[kind]} ${n}`)) n++;
  return { id: `${kind}-${n}`, kind, name: `${KIND_LABELS[kind]} ${n}`, points: points.map((q) => ({ x: q.x, y: q.y })) };
}

/** Why no more pieces may be drawn, or null. */
export const drawProblem = (terrain: readonly TerrainPiece[]): string | null =>
  terrain.length >= MAX_TERRAIN ? `The table holds at most ${MAX_TERRAIN} terrain pieces: remove one to draw another.` : null;

/** The map's view box in inches: the table with a margin for the inch labels at its top and left. */
export const MAP_VIEW = { x: -1.4, y: -1.4, size: 38 } as const;

/** A point in inches as a fraction across and down the map's square (for tests that click it). */
export const mapFraction = (p: Point): Point => ({ x: (p.x - MAP_VIEW.x) / MAP_VIEW.size, y: (p.y - MAP_VIEW.y) / MAP_VIEW.size });

/** A base on the map as the table's name placer sees it (table px): the map draws no hit pips above it. */
const MAP_BASE: BaseExtent = { half: BASE_RADIUS * MM, top: BASE_RADIUS * MM, r: BASE_RADIUS * MM };

/**
 * Where each figure's name goes on the map, as on the table (label-places.ts placeNames): under
 * its base, else above or beside it, clear of every base and name, else cut short with "…".
 * `sizes` gives each name's sizes in inches, whole and then cut (nameCuts); boxes come back in
 * inches. A name keeps inside the map's square, which would cut it at its edge.
 */
export function mapNames(figures: readonly { id: string; at: Point }[], selected: string | null, sizes: (id: string) => readonly WordSize[] | undefined): Map<string, NamePlace> {
  const px = (id: string) => sizes(id)?.map((s) => ({ w: s.w * MM, h: s.h * MM, pad: s.pad * MM }));
  const out = new Map<string, NamePlace>();
  const { x, y, size } = MAP_VIEW;
  const beyond = beyondBoxes({ x: x * MM, y: y * MM, w: size * MM, h: size * MM });
  for (const [id, { box, cut }] of placeNames(figures, selected, px, MAP_BASE, beyond)) out.set(id, { box: { x: box.x / MM, y: box.y / MM, w: box.w / MM, h: box.h / MM }, cut });
  return out;
}
