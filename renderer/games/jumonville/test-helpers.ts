// Test helpers: a table laid out by hand, a figure's activation, dice chosen in advance.
import { Rng, seedRng } from '../../engine/rng';
import { zone } from '../../kits/cards';
import { jumonville } from './rules';
import { DEFAULT_OPTIONS, DECK, PROFILES, type Figure, type JumonvilleState, type Point, type Team, type TerrainPiece } from './rules';

export const players = (n: number, control: 'human' | 'computer' = 'human') =>
  Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}`, control, strength: 'normal' as const }));

export interface Fig {
  id: string;
  name?: string;
  team: Team;
  x: number;
  y: number;
  side?: 'virginians' | 'indians' | 'french';
  hits?: number;
  owner?: number;
}

export const fig = (f: Fig): Figure => {
  const side = f.side ?? (f.team === 'red' ? 'virginians' : 'french');
  return { id: f.id, name: f.name ?? f.id, side, owner: f.owner ?? (f.team === 'red' ? 0 : 1), team: f.team, skills: { ...PROFILES[side] }, hits: f.hits ?? 0, at: { x: f.x, y: f.y } };
};

export const rect = (id: string, kind: TerrainPiece['kind'], x0: number, y0: number, x1: number, y1: number): TerrainPiece => ({
  id,
  kind,
  name: id,
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
});

/** A two-player table with these figures and terrain, the first card not yet turned. */
export function table(figs: Fig[], terrain: TerrainPiece[] = []): JumonvilleState {
  const base = jumonville.setup({ options: DEFAULT_OPTIONS, players: players(2) }, 1);
  return { ...base, terrain, options: { ...base.options, terrain }, figures: figs.map(fig) };
}

/** The same table with `seat` activating one figure (two for a face card) for this card. */
export function activate(s: JumonvilleState, seat = 0, card = '7H'): JumonvilleState {
  const team = s.teams[seat] ?? 'red';
  const per = ['J', 'Q', 'K'].includes(card.slice(0, -1)) ? 2 : 1;
  return { ...s, phase: 'activate', activation: { team, card, per, seats: [seat], used: [], moved: null } };
}

/** The state with a generator whose next d20s pass these checks, in order. */
export function rig(s: JumonvilleState, ...want: ((roll: number) => boolean)[]): JumonvilleState {
  for (let seed = 1; seed < 2_000_000; seed++) {
    const st = seedRng(seed);
    const r = new Rng(st);
    if (want.every((w) => w(r.int(1, 20)))) return { ...s, rng: st };
  }
  throw new Error('No such dice');
}

/** The deck with these cards on top (the first named is turned first). */
export function stack(s: JumonvilleState, ...top: string[]): JumonvilleState {
  const rest = DECK.filter((c) => !top.includes(c));
  return { ...s, cards: { deck: zone('down', null, [...rest, ...[...top].reverse()]), discard: zone('up'), showing: zone('up') } };
}

export const at = (s: JumonvilleState, id: string): Point => s.figures.find((f) => f.id === id)!.at;
export const byId = (s: JumonvilleState, id: string): Figure => s.figures.find((f) => f.id === id)!;
