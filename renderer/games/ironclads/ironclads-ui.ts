// What the Ironclads panel and table say to each other, per game session: the move being
// planned (turns and distance), the targets being picked, and what the table is showing while
// it plays a move or the shooting back.
import { perSession } from '../../kits/shell/session-store';
import type { Seat } from '../../engine/game';
import { saveNameKey } from '../../contract/save-format';
import { STOP_WORDS, allowed, curveY, mover, planMove, riverCurves, sideName, targetsFor, type Distance, type IroncladsAction, type IroncladsState, type MovePlan, type Point, type Side } from './rules';

export interface MoveDraft {
  ship: string;
  start: number;
  distance: Distance;
  end: number;
}

export interface IroncladsUi {
  move: MoveDraft | null;
  /** Targets picked so far this shooting phase, shooter id to target id. */
  targets: Record<string, string>;
  /**
   * The number of moves in effect when the table last aimed this seat's ships (or a save brought
   * its targets back): from then on the targets are the player's, cleared or not, and are not aimed
   * again at that position. Null until then.
   */
  aimedAt: number | null;
  /** The shooter whose target is being picked on the table. */
  shooter: string | null;
  /** A ship picked up or turned in the arrange phase. */
  selected: string | null;
  /** The table is playing moves or the shooting back. */
  animating: boolean;
  /** The state as the table shows it during a playback (status cards follow it), else null. */
  shown: IroncladsState | null;
  /** The ship under the pointer, on the table or on its status card: named and outlined on the table. */
  hovered: string | null;
}

export const icStore = perSession<IroncladsUi>(() => ({ move: null, targets: {}, aimedAt: null, shooter: null, selected: null, animating: false, shown: null, hovered: null }));

/** The move being planned for the ship whose move it is: the draft, or a fresh one. */
export function currentDraft(s: IroncladsState, draft: MoveDraft | null): MoveDraft | null {
  const m = mover(s);
  if (!m) return null;
  if (draft && draft.ship === m.id) return draft;
  return { ship: m.id, start: 0, distance: allowed(m).distances.includes('full') ? 'full' : 'half', end: 0 };
}

/**
 * The move Undo took back, as the plan to change (its ship is to move again), or null: the player
 * who undoes a move means to alter it a little, not to set its turns and distance afresh.
 */
export function undoneDraft(s: IroncladsState, undone: IroncladsAction | undefined): MoveDraft | null {
  const m = mover(s);
  if (!m || s.phase !== 'move' || undone?.type !== 'move' || undone.ship !== m.id) return null;
  return { ship: undone.ship, start: undone.start, distance: undone.distance, end: undone.end };
}

const plans = new WeakMap<IroncladsState, Map<string, MovePlan>>();

/** Where the draft takes the ship (cached per state and draft, as the table redraws often). */
export function draftPlan(s: IroncladsState, d: MoveDraft): MovePlan | null {
  const ship = s.ships.find((x) => x.id === d.ship);
  if (!ship) return null;
  let byKey = plans.get(s);
  if (!byKey) {
    byKey = new Map();
    plans.set(s, byKey);
  }
  const key = `${d.ship}|${d.start}|${d.distance}|${d.end}`;
  let plan = byKey.get(key);
  if (!plan) {
    plan = planMove(s, ship, d.start, d.distance, d.end);
    if (byKey.size > 200) byKey.clear();
    byKey.set(key, plan);
  }
  return plan;
}

/** The preview's verdict, in a player's words. */
export function outcomeText(plan: MovePlan): string {
  switch (plan.outcome) {
    case 'clear':
      return 'Clear water.';
    case 'stranded':
      return plan.contact?.kind === 'wreck' ? `Runs onto the wreck of ${plan.other?.name ?? 'a ship'}: stranded for the rest of the game!` : 'Runs onto the bank: stranded for the rest of the game!';
    case 'ram':
      return `Rams ${plan.other?.name ?? 'the enemy'}: a roll on the damage table.`;
    case 'stopped':
      if (!plan.other || !plan.stop || plan.stop === 'edge') return "Stops at the table's edge.";
      return `Comes up against ${plan.other.name} and stops: ${STOP_WORDS[plan.stop]}.`;
  }
}

/**
 * A ship as the movement order lists it, short: her name without "USS"/"CSS" ("Carondelet"),
 * unless another ship would then read the same (two added ships, "USS Ship 4" and "CSS Ship 4").
 */
export function orderName(ship: { id: string; name: string }, ships: readonly { id: string; name: string }[]): string {
  const short = (n: string) => n.replace(/^(USS|CSS) /, '');
  const mine = short(ship.name);
  return ships.some((x) => x.id !== ship.id && short(x.name) === mine) ? ship.name : mine;
}

/**
 * Why Undo has nothing to take back, in the player's words, from the last entry in effect (as the
 * rules keep it: dice everyone has seen, the computer's moves, targets picked behind the curtain);
 * null for the plain "Nothing to undo.".
 */
/**
 * A player named beside their side ("Anne (Union)"); a player who kept the side's own name is named
 * once ("Union", not "Union (Union)").
 */
export function playerSide(name: string | undefined, side: string): string {
  return !name || saveNameKey(name) === saveNameKey(side) ? side : `${name} (${side})`;
}

/**
 * What the curtain says between two people at one computer as `seat`'s side hands the mouse over.
 * Players named for their sides (as they are unless renamed) are not named twice: not "Confederate
 * has picked the Confederate targets". A side none of whose ships has an enemy in sight picked
 * nothing (the rules passed its shooting by), and is not said to have.
 */
export function curtainWords(s: IroncladsState, seat: Side, picker: string, next: string): string {
  const side = sideName(s, seat);
  const blind = !s.ships.some((x) => x.side === seat && !x.sunk && targetsFor(s, x).length > 0);
  const picked = blind ? `No ${side} ship has an enemy in sight.` : picker && picker !== side ? `${picker} has picked the ${side} targets.` : `The ${side} targets are picked.`;
  return `${picked} ${next}, take the mouse and pick yours; shooting is simultaneous.`;
}

export function undoNoneWords(last: { action: { type: string }; events: readonly { kind: string }[]; seat: number } | undefined, players: readonly { control: string }[]): string | null {
  if (!last) return null;
  const rolled = last.events.some((e) => e.kind === 'roll');
  if (last.action.type === 'fire' && rolled) return 'Nothing to undo: the guns have fired and everyone has seen the dice.';
  if (last.action.type === 'fire' && players.filter((p) => p.control === 'human').length > 1) return 'Nothing to undo: targets picked behind the curtain stand.';
  if (rolled) return 'Nothing to undo: the ram’s dice have been seen.';
  if (players[last.seat]?.control === 'computer') return "Nothing to undo: the computer's moves are not taken back.";
  return null;
}

/**
 * The status line's reminder of what the mouse and keys do now, for the seat at the screen: the
 * set-up's handles, the move's knobs and matchstick (what damage leaves of them), the shooting's
 * clicks, or nothing to do but watch.
 */
export function ironcladsHint(s: IroncladsState, seat: Seat): string {
  // Kept short enough to read whole at 960 × 600 beside the zoom, with the longest ship's name.
  const around = 'M measures';
  switch (s.phase) {
    case 'arrange':
      if (!s.options.eachSideArranges) return "Drag a ship to place it, its bow's knob to turn it, a bank's points to bend the river · then Begin the battle";
      // Across machines: each side its own ships, then Ready to begin.
      if (s.ready?.[seat as Side]) return `You are ready: waiting for the ${s.options.sides[seat === 0 ? 1 : 0]} side to be ready · ${around}`;
      return "Drag one of yours to place it, its bow's knob to turn it, a bank's points to bend the river · then Ready to begin";
    case 'move': {
      const m = mover(s);
      if (!m) return around;
      if (m.side !== seat) return `${m.name} is moving · ${around}`;
      const can = allowed(m);
      const turn = can.turns === 'both' ? 'drag a knob to turn' : 'rudder hit: one turn only';
      const far = can.distances.includes('full') ? 'click the matchstick for half or full' : 'boiler hit: half a stick at most';
      return `${m.name}: ${turn} · ${far} · Enter moves · ${around}`;
    }
    case 'shoot':
      if (s.fire[seat as Side] === null) return `Shooting: click one of your ships, then the enemy it fires at · Fire in the panel · ${around}`;
      return `Your targets are picked: waiting for the ${s.options.sides[seat === 0 ? 1 : 0]} side to fire · ${around}`;
    case 'over':
      return 'The battle is over: read it in the log, or start another battle from the panel · drag the cloth to pan';
  }
}

/** A rectangle on the table, in mm: from (x0, y0) to (x1, y1). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The rectangle round some points, `margin` wider on every side. */
const boxAround = (points: readonly Point[], margin: number): Box => ({
  x0: Math.min(...points.map((p) => p.x)) - margin,
  y0: Math.min(...points.map((p) => p.y)) - margin,
  x1: Math.max(...points.map((p) => p.x)) + margin,
  y1: Math.max(...points.map((p) => p.y)) + margin,
});

const overlap = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Where the caption "Turn N" stands (its middle, in table mm) at the start of a turn, so that it
 * hides nothing a player looks at or presses: within `view` (the part of the table in sight, clear
 * of the panels and the bar over it), over none of `keepClear` (each ship's hull, the move about
 * to be planned), `margin` apart from them. On a bank when one has room, where no ship sails, else
 * on open water; as near the middle of the view as it can be. Null when nothing in sight is clear:
 * then it is not shown (the playback bar says the turn all the same).
 */
export function captionSpot(s: IroncladsState, size: { width: number; height: number }, view: Box, keepClear: readonly (readonly Point[])[], margin: number): Point | null {
  const hw = size.width / 2;
  const hh = size.height / 2;
  if (view.x1 - view.x0 < size.width || view.y1 - view.y0 < size.height) return null;
  const blocked = keepClear.filter((pts) => pts.length).map((pts) => boxAround(pts, margin));
  const [north, south] = riverCurves(s.river);
  /** How far the water reaches towards a bank (north: its highest point; south: its lowest) between x0 and x1. */
  const water = (curve: readonly Point[], x0: number, x1: number, pick: (...n: number[]) => number) =>
    pick(curveY(curve, x0), curveY(curve, x1), ...curve.filter((p) => p.x > x0 && p.x < x1).map((p) => p.y));
  const centre = { x: (view.x0 + view.x1) / 2, y: (view.y0 + view.y1) / 2 };
  const step = { x: Math.max(1, size.width / 4), y: Math.max(1, size.height / 4) };
  let best: { at: Point; land: boolean; far: number } | null = null;
  for (let x = view.x0 + hw; x <= view.x1 - hw; x += step.x) {
    for (let y = view.y0 + hh; y <= view.y1 - hh; y += step.y) {
      const box = { x0: x - hw, y0: y - hh, x1: x + hw, y1: y + hh };
      if (blocked.some((b) => overlap(b, box))) continue;
      const land = box.y1 <= water(north, box.x0, box.x1, Math.min) || box.y0 >= water(south, box.x0, box.x1, Math.max);
      const far = Math.hypot(x - centre.x, y - centre.y);
      if (!best || (land && !best.land) || (land === best.land && far < best.far)) best = { at: { x, y }, land, far };
    }
  }
  return best?.at ?? null;
}

/**
 * At one computer, the side the screen goes to while a battle hosted across machines is being
 * arranged (each side arranging its own and saying it is ready, eachSideArranges): the side still
 * to say it is ready, once the one at the screen has (or is the computer's). Null when the screen
 * stays. The log is untouched: each side's ships are placed and its Ready said by its own seat, so
 * the save replays as it was played.
 */
export function arrangingSeat(s: IroncladsState, players: readonly { control: string }[], viewer: Seat): Side | null {
  if (s.phase !== 'arrange' || !s.options.eachSideArranges) return null;
  const human = (side: number) => players[side]?.control === 'human';
  if (human(viewer) && !s.ready?.[viewer as Side]) return null;
  const next = ([0, 1] as const).find((side) => side !== viewer && human(side) && !s.ready?.[side]);
  return next ?? null;
}

/**
 * The side the screen goes to now at this computer, or null when it stays: while arranging, as
 * arrangingSeat says; in a move, the person whose ship moves; in the shooting, the first person
 * still to fire, but only when the one at the screen is not a person still to (between two people
 * the panel's curtain hands over).
 */
export function seatAtScreen(s: IroncladsState, players: readonly { control: string }[], viewer: Seat): Side | null {
  const human = (side: number) => players[side]?.control === 'human';
  if (s.phase === 'arrange') return arrangingSeat(s, players, viewer);
  if (s.phase === 'move') {
    const m = mover(s);
    return m && human(m.side) && viewer !== m.side ? m.side : null;
  }
  if (s.phase === 'shoot' && !human(viewer)) return ([0, 1] as const).find((side) => s.fire[side] === null && human(side)) ?? null;
  return null;
}
