// The glen as it is laid out for a game: the ravine where Jumonville's party camped, the woods
// round it, rock outcrops, and the figures of each side. Also the options' schema (what a save
// or the scenario editor may hold) and the set-up's checks, in a player's words.
import * as v from 'valibot';
import type { SeatConfig } from '../../../engine/game';
import { plainText } from '../../../engine/limits';
import { onSegment, pointPolygonDistance, segmentsMeet, signedArea } from '../../../kits/geometry';
import type { FigureSpec, JumonvilleOptions, Point, Side, Skills, Team, TerrainPiece } from './types';

/** The table, in inches; the origin is the top-left corner. */
export const TABLE = { width: 36, height: 36 } as const;
/** A base's radius: figures stand on round bases an inch across. */
export const BASE_RADIUS = 0.5;
/** Shots reach 12 inches, between the nearest edges of the bases; enemies start further apart. */
export const SHOT_RANGE = 12;
/** A move, a charge and a run are 6 inches at most. */
export const MOVE = 6;
export const MAX_FIGURES_PER_SEAT = 4;
export const MAX_FIGURES = 16;
export const MAX_TERRAIN = 24;
/** The most corners a terrain piece's outline has: what a save holds of it. */
export const MAX_CORNERS = 64;

/** The skills of each side, from the seed's own table. */
export const PROFILES: Record<'virginians' | 'indians' | 'french', Skills> = {
  virginians: { shooting: 8, fighting: 8, bravery: 12, save: 10 },
  indians: { shooting: 7, fighting: 10, bravery: 14, save: 12 },
  french: { shooting: 8, fighting: 8, bravery: 10, save: 10 },
};

export const SIDE_LABELS: Record<'virginians' | 'indians' | 'french', string> = {
  virginians: 'Virginians',
  indians: 'Indians',
  french: 'French',
};

/** A side's name as players read it: "Virginians", or an editor's own side as written. */
export const sideLabel = (side: Side): string => (side in SIDE_LABELS ? SIDE_LABELS[side as keyof typeof SIDE_LABELS] : side);

const TEAM_OF: Record<'virginians' | 'indians' | 'french', Team> = { virginians: 'red', indians: 'red', french: 'black' };

export const TEAM_NAMES: Record<Team, string> = { red: 'Red', black: 'Black' };

// ---- the glen ----------------------------------------------------------------------------------

const p = (x: number, y: number): Point => ({ x, y });

/** The glen: a rocky ravine across the middle-north, woods about it, outcrops on its rims. */
export const GLEN_TERRAIN: TerrainPiece[] = [
  {
    id: 'ravine',
    kind: 'ravine',
    name: 'The glen',
    points: [p(3, 10), p(10, 8.5), p(18, 9), p(26, 8.5), p(33, 10), p(33, 15), p(26, 16), p(18, 15.5), p(10, 16), p(3, 15)],
  },
  { id: 'north-woods', kind: 'woods', name: 'Laurel Hill woods', points: [p(2, 1), p(34, 1), p(34, 6), p(26, 7), p(18, 6.5), p(10, 7), p(2, 6)] },
  { id: 'west-woods', kind: 'woods', name: 'West woods', points: [p(1, 18), p(10, 18.5), p(12, 23), p(9, 26), p(1, 25)] },
  { id: 'east-woods', kind: 'woods', name: 'East woods', points: [p(24, 19), p(34, 18), p(35, 26), p(27, 25)] },
  { id: 'north-rocks', kind: 'rocks', name: 'North outcrop', points: [p(15, 7.5), p(18, 7.2), p(19, 8.3), p(16, 8.6)] },
  { id: 'west-rocks', kind: 'rocks', name: 'West outcrop', points: [p(6, 16.5), p(9, 16.8), p(9.5, 18), p(7, 18.5)] },
  { id: 'south-rocks', kind: 'rocks', name: 'Boulders', points: [p(16.5, 20), p(19.5, 20.2), p(19, 22), p(16.8, 21.8)] },
  { id: 'east-rocks', kind: 'rocks', name: 'East outcrop', points: [p(28, 12), p(30, 11.5), p(30.5, 13.5), p(28.5, 14)] },
];

type Cast = { id: string; name: string; side: 'virginians' | 'indians' | 'french'; owner: number; x: number; y: number };

function cast(list: readonly Cast[]): FigureSpec[] {
  return list.map((c) => ({ id: c.id, name: c.name, side: c.side, owner: c.owner, team: TEAM_OF[c.side], skills: { ...PROFILES[c.side] }, at: p(c.x, c.y) }));
}

export interface Scenario {
  id: string;
  title: string;
  blurb: string;
  players: number;
  terrain: TerrainPiece[];
  figures: FigureSpec[];
}

/** Two players: Red has two Virginians and two Indians; Black four French camped in the glen. */
export const GLEN_TWO: Scenario = {
  id: 'glen-two',
  title: 'Jumonville Glen, 28 May 1754 (two players)',
  blurb:
    "At first light Washington's Virginians and Tanaghrisson's warriors close on a French party camped in a rocky glen. Red: two Virginians and two Indians. Black: four French in the ravine.",
  players: 2,
  terrain: GLEN_TERRAIN,
  figures: cast([
    { id: 'washington', name: 'Capt. Washington', side: 'virginians', owner: 0, x: 15, y: 29 },
    { id: 'hogg', name: 'Pvt. Hogg', side: 'virginians', owner: 0, x: 19, y: 29.5 },
    { id: 'tanaghrisson', name: 'Tanaghrisson', side: 'indians', owner: 0, x: 6, y: 27 },
    { id: 'kanuksusy', name: 'Kanuksusy', side: 'indians', owner: 0, x: 29, y: 28 },
    { id: 'jumonville', name: 'Ens. Jumonville', side: 'french', owner: 1, x: 12, y: 12 },
    { id: 'le-blanc', name: 'Sgt. Le Blanc', side: 'french', owner: 1, x: 15, y: 13 },
    { id: 'drouillon', name: 'Cadet Drouillon', side: 'french', owner: 1, x: 19, y: 12 },
    { id: 'la-force', name: 'Pvt. La Force', side: 'french', owner: 1, x: 22, y: 13 },
  ]),
};

/** Four players: Virginians and Indians on Red; two French players on Black; three figures each. */
export const GLEN_FOUR: Scenario = {
  id: 'glen-four',
  title: 'Jumonville Glen, 28 May 1754 (four players)',
  blurb:
    'The same dawn with a player for each party: the Virginians and the Indians on Red, two French players on Black sharing the camp in the glen. Three figures each.',
  players: 4,
  terrain: GLEN_TERRAIN,
  figures: cast([
    { id: 'washington', name: 'Capt. Washington', side: 'virginians', owner: 0, x: 14, y: 29 },
    { id: 'hogg', name: 'Pvt. Hogg', side: 'virginians', owner: 0, x: 18, y: 30 },
    { id: 'waggoner', name: 'Sgt. Waggoner', side: 'virginians', owner: 0, x: 22, y: 29 },
    { id: 'tanaghrisson', name: 'Tanaghrisson', side: 'indians', owner: 1, x: 5, y: 27 },
    { id: 'kanuksusy', name: 'Kanuksusy', side: 'indians', owner: 1, x: 8, y: 29 },
    { id: 'scarouady', name: 'Scarouady', side: 'indians', owner: 1, x: 30, y: 28 },
    { id: 'jumonville', name: 'Ens. Jumonville', side: 'french', owner: 2, x: 11, y: 12 },
    { id: 'le-blanc', name: 'Sgt. Le Blanc', side: 'french', owner: 2, x: 14, y: 13 },
    { id: 'drouillon', name: 'Cadet Drouillon', side: 'french', owner: 2, x: 17, y: 11.5 },
    { id: 'la-force', name: 'Pvt. La Force', side: 'french', owner: 3, x: 20, y: 13 },
    { id: 'monceau', name: 'Pvt. Monceau', side: 'french', owner: 3, x: 23, y: 11.8 },
    { id: 'gaudet', name: 'Cpl. Gaudet', side: 'french', owner: 3, x: 26, y: 13 },
  ]),
};

/** Three players: Virginians and Indians on Red, one French player on Black with four figures. */
export const GLEN_THREE: Scenario = {
  id: 'glen-three',
  title: 'Jumonville Glen, 28 May 1754 (three players)',
  blurb: 'Washington\'s Virginians and Tanaghrisson\'s warriors, a player each on Red, against one French player with four figures camped in the glen.',
  players: 3,
  terrain: GLEN_TERRAIN,
  figures: cast([
    { id: 'washington', name: 'Capt. Washington', side: 'virginians', owner: 0, x: 15, y: 29 },
    { id: 'hogg', name: 'Pvt. Hogg', side: 'virginians', owner: 0, x: 19, y: 29.5 },
    { id: 'tanaghrisson', name: 'Tanaghrisson', side: 'indians', owner: 1, x: 6, y: 27 },
    { id: 'kanuksusy', name: 'Kanuksusy', side: 'indians', owner: 1, x: 29, y: 28 },
    { id: 'jumonville', name: 'Ens. Jumonville', side: 'french', owner: 2, x: 12, y: 12 },
    { id: 'le-blanc', name: 'Sgt. Le Blanc', side: 'french', owner: 2, x: 15, y: 13 },
    { id: 'drouillon', name: 'Cadet Drouillon', side: 'french', owner: 2, x: 19, y: 12 },
    { id: 'la-force', name: 'Pvt. La Force', side: 'french', owner: 2, x: 22, y: 13 },
  ]),
};

export const SCENARIOS: readonly Scenario[] = [GLEN_TWO, GLEN_THREE, GLEN_FOUR];

/** A ready-made scenario as game options (copies: the options may be edited). */
export function scenarioOptions(id: string): JumonvilleOptions {
  const sc = SCENARIOS.find((s) => s.id === id) ?? GLEN_TWO;
  return {
    scenario: sc.id,
    terrain: sc.terrain.map((t) => ({ ...t, points: t.points.map((q) => ({ ...q })) })),
    figures: sc.figures.map((f) => ({ ...f, skills: { ...f.skills }, at: { ...f.at } })),
  };
}

/** The ready-made scenario for a number of players. */
export const scenarioFor = (players: number): Scenario => (players >= 4 ? GLEN_FOUR : players === 3 ? GLEN_THREE : GLEN_TWO);

// ---- the options' schema ------------------------------------------------------------------------

const finite = v.pipe(v.number(), v.finite());
const id = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/));
// Names reach every screen at the table (across machines, from the host's set-up): shown plain.
const name = v.pipe(v.string(), v.minLength(1), v.maxLength(40), v.transform(plainText));
const point = v.object({ x: v.pipe(finite, v.minValue(-100), v.maxValue(136)), y: v.pipe(finite, v.minValue(-100), v.maxValue(136)) });
const skill = v.pipe(v.number(), v.finite());
export const skillsSchema = v.object({ shooting: skill, fighting: skill, bravery: skill, save: skill });

export const terrainSchema = v.object({
  id,
  kind: v.picklist(['woods', 'rocks', 'ravine'] as const),
  name,
  points: v.pipe(v.array(point), v.minLength(3), v.maxLength(MAX_CORNERS)),
});

export const figureSpecSchema = v.object({
  id,
  name,
  side: v.pipe(v.string(), v.minLength(1), v.maxLength(30), v.transform(plainText)),
  owner: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  team: v.picklist(['red', 'black'] as const),
  skills: skillsSchema,
  at: point,
});

export const optionsSchema = v.object({
  scenario: v.pipe(v.string(), v.maxLength(40)),
  terrain: v.pipe(v.array(terrainSchema), v.maxLength(MAX_TERRAIN)),
  figures: v.pipe(v.array(figureSpecSchema), v.minLength(2), v.maxLength(MAX_FIGURES)),
}) satisfies v.GenericSchema<unknown, JumonvilleOptions>;

// ---- the set-up's checks -------------------------------------------------------------------------

/** What is wrong with a terrain piece's outline, if anything: too few corners, more than a save
 * holds, edges that cross (or fold back on one another, or no area at all), or a corner off the table. */
export type OutlineFault = 'corners' | 'many' | 'crossing' | 'off';

/** Do the polygon's edges cross or touch anywhere but where neighbours share a corner? */
export function selfCrossing(points: readonly Point[]): boolean {
  const n = points.length;
  if (n < 3) return false;
  const at = (i: number): Point => points[((i % n) + n) % n] as Point;
  for (let i = 0; i < n; i++) {
    const a = at(i);
    const b = at(i + 1);
    if (a.x === b.x && a.y === b.y) return true;
    // A neighbour folding back along this edge.
    if (n > 3 && onSegment(at(i + 2), a, b)) return true;
    if (n > 3 && onSegment(a, b, at(i + 2))) return true;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsMeet(a, b, at(j), at(j + 1))) return true;
    }
  }
  return Math.abs(signedArea(points)) < 1e-6;
}

/** Why a terrain outline cannot be played, or null. */
export function outlineFault(points: readonly Point[]): OutlineFault | null {
  if (points.length < 3) return 'corners';
  // The editor adds corners without end; a skirmish with a piece of more started, and then no
  // save or autosave of it could be made (its options are not valid).
  if (points.length > MAX_CORNERS) return 'many';
  if (points.some((q) => !(q.x >= 0 && q.y >= 0 && q.x <= TABLE.width && q.y <= TABLE.height))) return 'off';
  if (selfCrossing(points)) return 'crossing';
  return null;
}

/** The fault in a player's words, naming the piece. */
export function outlineText(name: string, fault: OutlineFault, corners: number): string {
  if (fault === 'corners') return `${name} has ${corners} corner${corners === 1 ? '' : 's'}: a terrain piece needs at least 3.`;
  if (fault === 'many') return `${name} has ${corners} corners: a terrain piece has at most ${MAX_CORNERS}.`;
  if (fault === 'off') return `${name} runs off the table: every corner must be on the ${TABLE.width} × ${TABLE.height} in table.`;
  return `${name}'s edges cross or fold back on one another: draw its outline without crossing it.`;
}

const inches = (d: number): string => `${(Math.round(d * 10) / 10).toFixed(1)} in`;

/**
 * Why the set-up's figures cannot start as named, in a player's words; null when each has a name of
 * its own. Every figure goes by its name on the table, on its card and in the log: an empty name
 * could not even be saved, and two figures of one name could not be told apart. Asked by the New
 * game window only, not by the rules' set-up: a game saved before this check (two figures of one
 * name were let start then) still loads and plays.
 */
export function namesProblem(figs: readonly { name: string }[]): string | null {
  const names = new Set<string>();
  for (const [i, f] of figs.entries()) {
    const named = f.name.trim();
    if (!named) return `Figure ${i + 1} has no name: every figure needs one, as the table and the log call it by it.`;
    if (names.has(named)) return `Two figures are called ${named}: give each its own name, as the log tells them apart by it.`;
    names.add(named);
  }
  return null;
}

/** Why this set-up cannot be played by these players, in a player's words; null when it can. */
export function setupProblem(options: JumonvilleOptions, players: readonly SeatConfig[] | number): string | null {
  const seats = typeof players === 'number' ? players : players.length;
  const figs = options.figures;
  const ids = new Set<string>();
  for (const f of figs) {
    if (ids.has(f.id)) return `Two figures share the id "${f.id}".`;
    ids.add(f.id);
  }
  for (const f of figs) {
    for (const k of ['shooting', 'fighting', 'bravery', 'save'] as const) {
      const s = f.skills[k];
      // A number typed far out of bounds is said in words ("over 999"), never as "1e+23".
      const said = s > 999 ? 'over 999' : s < -999 ? 'under −999' : String(s);
      if (!Number.isInteger(s) || s < 1 || s > 20) return `${f.name}'s ${k} is ${said}: skills are whole numbers from 1 to 20.`;
    }
    if (f.owner >= seats) return `${f.name} belongs to player ${f.owner + 1}, but only ${seats} are playing.`;
  }
  for (let seat = 0; seat < seats; seat++) {
    const mine = figs.filter((f) => f.owner === seat);
    if (mine.length === 0) return `Player ${seat + 1} has no figures: this skirmish is for ${new Set(figs.map((f) => f.owner)).size} players.`;
    if (mine.length > MAX_FIGURES_PER_SEAT) return `Player ${seat + 1} has ${mine.length} figures: a player commands at most ${MAX_FIGURES_PER_SEAT}.`;
    const teams = new Set(mine.map((f) => f.team));
    if (teams.size > 1) return `Player ${seat + 1} has figures on both teams: a player's figures are all Red or all Black.`;
  }
  for (const team of ['red', 'black'] as const) if (!figs.some((f) => f.team === team)) return `${TEAM_NAMES[team]} has no figures.`;
  const pieces = new Set<string>();
  for (const t of options.terrain) {
    if (pieces.has(t.id)) return `Two terrain pieces share the id "${t.id}".`;
    pieces.add(t.id);
    const fault = outlineFault(t.points);
    if (fault) return outlineText(t.name, fault, t.points.length);
  }
  const r = BASE_RADIUS;
  for (const f of figs) {
    if (f.at.x < r || f.at.y < r || f.at.x > TABLE.width - r || f.at.y > TABLE.height - r) return `${f.name} is off the table.`;
    for (const t of options.terrain) if (t.kind === 'rocks' && pointPolygonDistance(f.at, t.points) < r - 1e-9) return `${f.name} stands in the rocks (${t.name}).`;
  }
  let closest: { a: FigureSpec; b: FigureSpec; gap: number } | null = null;
  for (let i = 0; i < figs.length; i++) {
    const a = figs[i] as FigureSpec;
    for (let j = i + 1; j < figs.length; j++) {
      const b = figs[j] as FigureSpec;
      const gap = Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y) - 2 * r;
      if (gap < -1e-9) return `${a.name} and ${b.name} overlap: bases may touch, not overlap.`;
      if (a.team !== b.team && gap <= SHOT_RANGE && (!closest || gap < closest.gap)) closest = { a, b, gap };
    }
  }
  // The closest pair of enemies is the one named.
  if (closest) return `${closest.a.name} and ${closest.b.name} start ${inches(closest.gap)} apart; enemies must start more than ${SHOT_RANGE} in apart.`;
  return null;
}
