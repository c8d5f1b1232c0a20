// Where the move being planned can be taken hold of: the two turn knobs and the matchstick at
// the bow. The overlay draws them and the pointer reaches for them, from the same numbers.
import { placeHull } from '../../table/sim/sweep';
import { currentDraft, draftPlan, type MoveDraft } from './ironclads-ui';
import { hullOf, hullShape, shipClass, stick, type IroncladsState, type Point, type Pose, type Ship } from './rules';

export const rad = (d: number): number => (d * Math.PI) / 180;
export const dir = (deg: number): Point => ({ x: Math.cos(rad(deg)), y: Math.sin(rad(deg)) });
export const norm180 = (d: number): number => ((((d + 180) % 360) + 360) % 360) - 180;

/** What the pointer holds on the table, besides a pan or the tape (the table kit's). */
export type Drag =
  | { kind: 'turn'; which: 'start' | 'end' }
  | { kind: 'ship'; ship: string; dx: number; dy: number; moved: boolean }
  | { kind: 'rotate'; ship: string; heading: number }
  | { kind: 'bank'; bank: 0 | 1; index: number; y: number };

export interface Handles {
  start: Point | null;
  end: Point | null;
  startPivot: Pose | null;
  endPivot: Pose | null;
}

export interface StickLine {
  a: Point;
  b: Point;
  heading: number;
}

/** How far from a ship's centre its turn knob stands (mm). */
export const knobRadius = (cls: Parameters<typeof shipClass>[0]): number => shipClass(cls).length / 2 + 9;

/** Where the knob that turns a ship in the set-up stands: ahead of her bow, on `heading` (hers unless being turned). */
export function setUpKnob(ship: Pick<Ship, 'x' | 'y' | 'cls' | 'heading'>, heading = ship.heading): Point {
  const r = knobRadius(ship.cls);
  return { x: ship.x + dir(heading).x * r, y: ship.y + dir(heading).y * r };
}

/** The two turn knobs of the move being planned, in table millimetres. */
export function moveHandles(s: IroncladsState, d: MoveDraft | null): Handles {
const none = { start: null, end: null, startPivot: null, endPivot: null };
  const ship = d && s.ships.find((x) => x.id === d.ship);
  if (!d || !ship || d.distance === 'stay') return none;
  const plan = draftPlan(s, d);
  if (!plan) return none;
  const r = knobRadius(ship.cls);
  const startPivot = { x: ship.x, y: ship.y, heading: ship.heading };
  const start = { x: ship.x + dir(ship.heading + d.start).x * r, y: ship.y + dir(ship.heading + d.start).y * r };
  // The end turn pivots where the slide ends; if something stops her before then, where she stops.
  const slideIdx = plan.stages.findIndex((x) => x.kind === 'slide');
  const base = plan.stage === -1 || plan.stage > slideIdx ? ship.heading + d.start : plan.pose.heading;
  const endPivot = { x: plan.pose.x, y: plan.pose.y, heading: base };
  const end = { x: plan.pose.x + dir(base + d.end).x * r, y: plan.pose.y + dir(base + d.end).y * r };
  return { start, end, startPivot, endPivot };
}

/** The matchstick laid at the bow after the start turn, pointing straight ahead. */
export function stickLine(s: IroncladsState, d: MoveDraft | null): StickLine | null {
  const ship = d && s.ships.find((x) => x.id === d.ship);
  if (!d || !ship || d.distance === 'stay') return null;
  const h = ship.heading + d.start;
  const half = shipClass(ship.cls).length / 2;
  const a = { x: ship.x + dir(h).x * half, y: ship.y + dir(h).y * half };
  const len = stick(s);
  return { a, b: { x: a.x + dir(h).x * len, y: a.y + dir(h).y * len }, heading: h };
}

/**
 * What words floating over the table must not hide: every ship as `shown` (afloat, stranded or a
 * wreck), and the move the ship to move next in `planned` is about to be given (`draft`, or the
 * fresh one): from her hull along the matchstick to where she would end, with both turn knobs.
 */
export function inTheWay(shown: IroncladsState, planned: IroncladsState = shown, draft: MoveDraft | null = currentDraft(planned, null)): Point[][] {
  const hulls = shown.ships.map(hullOf);
  const ship = draft && planned.phase === 'move' ? planned.ships.find((x) => x.id === draft.ship) : undefined;
  const plan = ship && draft ? draftPlan(planned, draft) : null;
  if (!ship || !draft || !plan) return hulls;
  const h = moveHandles(planned, draft);
  const st = stickLine(planned, draft);
  const reach = [...hullOf(ship), ...placeHull(hullShape(ship.cls), plan.pose), ...[h.start, h.end, st?.a, st?.b].filter((p): p is Point => !!p)];
  return [...hulls, reach.map((p) => ({ x: p.x, y: p.y }))];
}
