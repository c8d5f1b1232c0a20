// How orders become events on the field: simultaneous moves, artillery, charges, the combat
// phase, retreats and routs. Works on a copy of the units and reports every step it takes, so
// the log can give each fight's arithmetic and the screen can play it back.
import type { Rng } from '../../../engine/rng';
import { rollDice, type DiceRoll } from '../../../engine/dice';
import {
  DIRECTIONS,
  adjacent,
  adjacentEnemies,
  distance,
  flankers,
  isFlanked,
  key,
  neighbours,
  onBoard,
  same,
  sq,
  squareName,
  standing,
  unitAt,
} from './board';
import { SIDE_NAMES, backward, homeRow, type Side, type Square, type Unit, type UnitType } from './types';

export type Step =
  | { t: 'place'; unit: string; at: Square }
  | { t: 'move'; unit: string; from: Square; to: Square }
  | { t: 'blocked'; unit: string; at: Square; to: Square; why: string }
  | { t: 'shot'; unit: string; target: string; roll: number | null; hit: boolean }
  | { t: 'retreat'; unit: string; from: Square; to: Square }
  | { t: 'rout'; unit: string; at: Square; why: string }
  | { t: 'combat'; a: string; b: string; scoreA: Score; scoreB: Score; loser: string | null; charge: boolean; why: string }
  | { t: 'evade'; unit: string; from: Square; to: Square }
  | { t: 'phase'; phase: 'combat' };

export interface Score {
  /** The units flanking the enemy, each worth 1. */
  flank: string[];
  /** +2 for advantage. */
  advantage: boolean;
  total: number;
}

/** A step with its line for the log, and the die rolled for it, if any. */
export interface Told {
  step: Step;
  text: string;
  roll?: DiceRoll;
}

export interface Report {
  told: Told[];
  /** A look-ahead needs the outcome, not the story: nothing is written down. */
  quiet: boolean;
}

export const newReport = (quiet = false): Report => ({ told: [], quiet });

/** Writes a step down; the text is only made when someone will read it. */
export function tell(report: Report, step: Step, text: () => string, roll?: DiceRoll): void {
  if (report.quiet) return;
  const line = text();
  report.told.push(roll ? { step, text: line, roll } : { step, text: line });
}

const byId = (units: readonly Unit[], id: string): Unit | undefined => units.find((u) => u.id === id);

// ---- the log's words ----------------------------------------------------------------------------

/** What the log calls each type: a unit of pikes is "pikes", as a unit of infantry is "infantry". */
const NOUNS: Record<UnitType, string> = { I: 'infantry', C: 'cavalry', P: 'pikes', A: 'artillery', S: 'scouts', M: 'militia' };

/** A unit as the log names it: "attacker's infantry I1" (the label is the one on its counter). */
export const unitName = (u: Unit): string => `${SIDE_NAMES[u.side].toLowerCase()}'s ${NOUNS[u.type]} ${u.id}`;

/** The same, with the square it stands on: "attacker's infantry I1 at b3". */
const unitAtSquare = (u: Unit): string => (u.at ? `${unitName(u)} at ${squareName(u.at)}` : unitName(u));

export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

// ---- moving ---------------------------------------------------------------------------------

/** Squares a unit may be ordered to in the movement phase (staying put is always allowed too). */
export function moveOptions(units: readonly Unit[], unit: Unit): Square[] {
  const at = unit.at;
  if (!at || unit.routed) return [];
  const out: Square[] = [];
  for (const d of DIRECTIONS) {
    const one = sq(at.r + d.r, at.c + d.c);
    if (!onBoard(one)) continue;
    out.push(one);
    // Cavalry may go on a second space in the same line, if the first is clear to ride through.
    const two = sq(at.r + 2 * d.r, at.c + 2 * d.c);
    if (unit.type === 'C' && onBoard(two) && !unitAt(units, one)) out.push(two);
  }
  return out;
}

/** One space in any direction: the declared move, and the move of a charge. */
export const stepOptions = (unit: Unit): Square[] => (unit.at ? neighbours(unit.at) : []);

/**
 * Where a charge carries the charger: one space towards its target, to the free square nearest
 * it (then straightest); nowhere if it already stands next to the target.
 */
export function chargeDestination(units: readonly Unit[], charger: Unit, target: Unit): Square | null {
  const from = charger.at;
  const to = target.at;
  if (!from || !to || adjacent(from, to)) return null;
  const options = neighbours(from).filter((s) => !unitAt(units, s));
  const rank = (s: Square) => distance(s, to) * 100 + (Math.abs(s.r - to.r) + Math.abs(s.c - to.c)) * 10 + Math.abs(s.c - from.c);
  options.sort((a, b) => rank(a) - rank(b) || a.r - b.r || a.c - b.c);
  const best = options[0];
  return best && distance(best, to) < distance(from, to) ? best : null;
}

/**
 * Moves every ordered unit at once. A move fails when its square stays taken (by a unit that is
 * not moving, or whose own move failed), when two units would swap places, when a cavalry's path
 * is blocked, or when an enemy also wants the square and the defender gets it, as the seed says.
 * Failures are worked out again until nothing changes, so a chain of moves succeeds as a whole.
 */
export function moveSimultaneously(units: Unit[], orders: ReadonlyMap<string, Square>, report: Report): string[] {
  const movers = [...orders].flatMap(([id, to]) => {
    const u = byId(units, id);
    return u?.at && !u.routed && !same(u.at, to) ? [{ u, from: u.at, to }] : [];
  });
  const blocked = new Map<string, string>();
  const live = () => movers.filter((m) => !blocked.has(m.u.id));
  let changed = true;
  while (changed) {
    changed = false;
    const block = (id: string, why: string) => {
      if (!blocked.has(id)) {
        blocked.set(id, why);
        changed = true;
      }
    };
    const stayingAt = new Map<number, Unit>();
    for (const u of standing(units)) {
      const m = movers.find((x) => x.u === u);
      if (!m || blocked.has(u.id)) stayingAt.set(key(u.at as Square), u);
    }
    for (const m of live()) {
      const there = stayingAt.get(key(m.to));
      if (there) block(m.u.id, `${unitName(there)} holds it`);
      if (distance(m.from, m.to) === 2) {
        const mid = sq((m.from.r + m.to.r) / 2, (m.from.c + m.to.c) / 2);
        const inWay = stayingAt.get(key(mid));
        if (inWay) block(m.u.id, `${unitName(inWay)} is in the way at ${squareName(mid)}`);
      }
    }
    for (const m of live()) {
      const swap = live().find((o) => o !== m && same(o.to, m.from) && same(o.from, m.to));
      if (swap) {
        block(m.u.id, `${unitName(swap.u)} was coming the other way`);
        block(swap.u.id, `${unitName(m.u)} was coming the other way`);
      }
    }
    // Two units for one square: the defender's moves in first; two of one side cannot be ordered.
    const byTarget = new Map<number, typeof movers>();
    for (const m of live()) byTarget.set(key(m.to), [...(byTarget.get(key(m.to)) ?? []), m]);
    for (const contest of byTarget.values()) {
      if (contest.length < 2) continue;
      const winner = contest.find((m) => m.u.side === 1) ?? contest[0];
      for (const m of contest) {
        if (m === winner || !winner) continue;
        block(m.u.id, `${unitName(winner.u)} got there first${winner.u.side !== m.u.side ? ' (the defender always moves in first)' : ''}`);
      }
    }
  }
  const moved: string[] = [];
  for (const m of movers) {
    const why = blocked.get(m.u.id);
    if (why) {
      tell(report, { t: 'blocked', unit: m.u.id, at: m.from, to: m.to, why }, () => `${capital(unitAtSquare(m.u))} could not move to ${squareName(m.to)}: ${why}.`);
      continue;
    }
    m.u.at = m.to;
    moved.push(m.u.id);
    tell(report, { t: 'move', unit: m.u.id, from: m.from, to: m.to }, () => `${capital(unitName(m.u))} moved from ${squareName(m.from)} to ${squareName(m.to)}.`);
  }
  return moved;
}

// ---- fighting -------------------------------------------------------------------------------

/** The seed's advantages, and the advantage of charging militia. */
export function hasAdvantage(x: Unit, y: Unit, charging: boolean): boolean {
  if (y.type === 'A') return true;
  if (charging && y.type === 'M') return true;
  return (x.type === 'I' && y.type === 'P') || (x.type === 'C' && y.type === 'I') || (x.type === 'P' && y.type === 'C');
}

function score(units: readonly Unit[], side: Unit, enemy: Unit, charging: boolean): Score {
  const flank = flankers(units, enemy, side.side).map((u) => u.id);
  const advantage = hasAdvantage(side, enemy, charging);
  return { flank, advantage, total: flank.length + (advantage ? 2 : 0) };
}

/** Why one side has the advantage, in the seed's words. */
function advantageWhy(x: Unit, y: Unit, charging: boolean): string {
  if (y.type === 'A') return 'everyone over artillery';
  if (charging && y.type === 'M') return 'charging militia';
  return `${NOUNS[x.type]} over ${NOUNS[y.type]}`;
}

/** "I2", "I2 and I3", "I2, I3 and I4". */
const andList = (ids: readonly string[]): string => (ids.length < 2 ? (ids[0] ?? '') : `${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}`);

/**
 * A side's +1 for each of its units next to the enemy, in words that say who: "+1 for flanking p"
 * (the fighter alone), "+2 for flanking c with I2", "+1 from P flanking m" (the fighter not among them:
 * a unit but infantry on the diagonal). It read "+1 for flanking (C)", as if C flanked itself.
 */
function flankWords(side: Unit, enemy: Unit, flank: readonly string[]): string {
  const others = flank.filter((id) => id !== side.id);
  if (others.length === flank.length) return `+${flank.length} from ${andList(others)} flanking ${enemy.id}`;
  return `+${flank.length} for flanking ${enemy.id}${others.length ? ` with ${andList(others)}` : ''}`;
}

/** One side's sum, worked out: "I has +1 for flanking p and +2 for advantage (infantry over pikes)". */
function explainScore(side: Unit, enemy: Unit, s: Score, charging: boolean): string {
  const parts = [
    ...(s.flank.length ? [flankWords(side, enemy, s.flank)] : []),
    ...(s.advantage ? [`+2 for advantage (${advantageWhy(side, enemy, charging)})`] : []),
  ];
  return `${side.id} has ${parts.length ? parts.join(' and ') : 'nothing'}`;
}

/** One fight: each side's flanking and advantage; the lower side loses. A charge on pikes always fails. */
export function fight(units: readonly Unit[], a: Unit, b: Unit, chargeBy: Unit | null): Extract<Step, { t: 'combat' }> {
  const scoreA = score(units, a, b, chargeBy === a);
  const scoreB = score(units, b, a, chargeBy === b);
  let loser: Unit | null = scoreA.total > scoreB.total ? b : scoreB.total > scoreA.total ? a : null;
  // Written to end the log line, so it starts as a sentence does (a unit's label keeps its case).
  let why = loser ? `${loser.id} loses` : 'A tie: both hold';
  const pikeCharged = chargeBy && (chargeBy === a ? b : a).type === 'P' ? (chargeBy === a ? b : a) : null;
  if (chargeBy && pikeCharged) {
    loser = chargeBy;
    why = `Pikes always beat a charge: ${chargeBy.id} loses`;
  }
  return { t: 'combat', a: a.id, b: b.id, scoreA, scoreB, loser: loser?.id ?? null, charge: !!chargeBy, why };
}

function tellFight(units: readonly Unit[], report: Report, f: Extract<Step, { t: 'combat' }>): void {
  tell(report, f, () => {
    const a = byId(units, f.a) as Unit;
    const b = byId(units, f.b) as Unit;
    const head = `${capital(unitAtSquare(a))} ${f.charge ? 'charged' : 'fought'} ${unitAtSquare(b)}`;
    const sums = `${explainScore(a, b, f.scoreA, f.charge)}; ${explainScore(b, a, f.scoreB, false)}`;
    return `${head}, ${f.scoreA.total} against ${f.scoreB.total}: ${sums}. ${f.why}.`;
  });
}

/**
 * A unit forced back: artillery and flanked units rout; others fall back one space towards
 * their home row, straight back if free, else back to a diagonal (the one with fewer enemies
 * next to it); with nowhere to go, or off their own edge of the field, they rout.
 */
function forceRetreat(units: Unit[], unit: Unit, flanked: boolean, report: Report): void {
  const at = unit.at;
  if (!at || unit.routed) return;
  const rout = (why: string) => {
    unit.routed = true;
    unit.at = null;
    tell(report, { t: 'rout', unit: unit.id, at, why }, () => `${capital(unitName(unit))} at ${squareName(at)} routed: ${why}.`);
  };
  if (unit.type === 'A') return rout('artillery forced back is lost');
  if (flanked) return rout('forced back while flanked');
  if (at.r === homeRow(unit.side)) return rout('driven off its own edge of the field');
  const back = backward(unit.side);
  const straight = sq(at.r + back, at.c);
  const diagonals = [sq(at.r + back, at.c - 1), sq(at.r + back, at.c + 1)]
    .filter((s) => onBoard(s) && !unitAt(units, s))
    .sort((x, y) => enemiesNext(units, unit.side, x) - enemiesNext(units, unit.side, y) || Math.abs(x.c - 2) - Math.abs(y.c - 2));
  const to = !unitAt(units, straight) ? straight : diagonals[0];
  if (!to) return rout('no space to fall back to');
  unit.at = to;
  tell(report, { t: 'retreat', unit: unit.id, from: at, to }, () => `${capital(unitName(unit))} fell back from ${squareName(at)} to ${squareName(to)}.`);
}

const enemiesNext = (units: readonly Unit[], side: Side, s: Square): number =>
  standing(units).filter((u) => u.side !== side && adjacent(u.at as Square, s)).length;

/** Artillery fire: a shot at a unit that moved or charged this phase misses; otherwise 4+ on a d6 hits. */
export function fireArtillery(
  units: Unit[],
  shots: readonly { unit: string; target: string; seat: Side }[],
  movingTargets: ReadonlySet<string>,
  rng: Rng,
  report: Report,
): void {
  // All shots are worked out first, then their targets fall back together.
  const hits: Unit[] = [];
  for (const s of shots) {
    const gun = byId(units, s.unit);
    const target = byId(units, s.target);
    if (!gun?.at || gun.routed || !target?.at || target.routed) continue;
    if (movingTargets.has(target.id)) {
      tell(
        report,
        { t: 'shot', unit: gun.id, target: target.id, roll: null, hit: false },
        () => `${capital(unitAtSquare(gun))} fired at ${unitName(target)}, which was on the move: a miss.`,
      );
      continue;
    }
    const roll = rollDice(rng, 1, 6, s.seat, `artillery ${gun.id}'s shot at ${NOUNS[target.type]} ${target.id}`);
    const hit = roll.total >= ARTILLERY_HITS_ON;
    tell(
      report,
      { t: 'shot', unit: gun.id, target: target.id, roll: roll.total, hit },
      () =>
        `${capital(unitAtSquare(gun))} fired at ${unitAtSquare(target)}: rolled ${roll.total}, ` +
        (hit ? `a hit (${ARTILLERY_HITS_ON} or more hits); ${target.id} is forced back.` : `a miss (it needs ${ARTILLERY_HITS_ON} or more).`),
      roll,
    );
    if (hit && !hits.includes(target)) hits.push(target);
  }
  const flanked = new Map(hits.map((u) => [u, isFlanked(units, u)]));
  for (const u of rearmostFirst(hits)) forceRetreat(units, u, flanked.get(u) ?? false, report);
}

export const ARTILLERY_HITS_ON = 4;

/** Units falling back go rearmost first, so the one in front finds the space behind it free. */
function rearmostFirst(list: readonly Unit[]): Unit[] {
  return [...list].sort((a, b) => Math.abs((a.at?.r ?? 0) - homeRow(a.side)) - Math.abs((b.at?.r ?? 0) - homeRow(b.side)) || a.id.localeCompare(b.id));
}

/** The early, extra combat of each charge that ends next to its target. */
export function chargeCombats(units: Unit[], charges: readonly { unit: string; target: string }[], report: Report): void {
  const results = charges.flatMap((c) => {
    const a = byId(units, c.unit);
    const b = byId(units, c.target);
    if (!a?.at || a.routed || !b?.at || b.routed) return [];
    if (!adjacent(a.at, b.at)) {
      tell(
        report,
        { t: 'blocked', unit: a.id, at: a.at, to: b.at, why: 'the charge fell short' },
        () => `${capital(unitAtSquare(a))} charged ${unitAtSquare(b)}, but the charge fell short: they are not side by side.`,
      );
      return [];
    }
    return [fight(units, a, b, a)];
  });
  loseFights(units, results, report);
}

/** Tells each fight and sends every loser back once, flanked as they stood when the fights began. */
function loseFights(units: Unit[], fights: readonly Extract<Step, { t: 'combat' }>[], report: Report): void {
  for (const f of fights) tellFight(units, report, f);
  const losers = [...new Set(fights.flatMap((f) => (f.loser ? [f.loser] : [])))].flatMap((id) => {
    const u = byId(units, id);
    return u ? [u] : [];
  });
  const flanked = new Map(losers.map((u) => [u, isFlanked(units, u)]));
  for (const u of rearmostFirst(losers)) forceRetreat(units, u, flanked.get(u) ?? false, report);
}

/**
 * Scouts skirmish: at the start of the combat phase, a scout next to an enemy and not flanked
 * steps to a free square with no enemy next to it (nearest its home row first), if there is one.
 */
function scoutsEvade(units: Unit[], report: Report): void {
  for (const s of standing(units).filter((u) => u.type === 'S')) {
    const at = s.at as Square;
    if (adjacentEnemies(units, s).length === 0 || isFlanked(units, s)) continue;
    const to = neighbours(at)
      .filter((n) => !unitAt(units, n) && enemiesNext(units, s.side, n) === 0)
      .sort((x, y) => Math.abs(x.r - homeRow(s.side)) - Math.abs(y.r - homeRow(s.side)) || Math.abs(x.c - at.c) - Math.abs(y.c - at.c))[0];
    if (!to) continue;
    s.at = to;
    tell(report, { t: 'evade', unit: s.id, from: at, to }, () => `${capital(unitName(s))} skirmished away from ${squareName(at)} to ${squareName(to)}.`);
  }
}

/** The combat phase: every pair of enemies next to each other fights, all at once. */
export function combatPhase(units: Unit[], report: Report): void {
  scoutsEvade(units, report);
  const fights: Extract<Step, { t: 'combat' }>[] = [];
  const list = standing(units);
  for (const a of list) {
    if (a.side !== 0) continue;
    for (const b of list) {
      if (b.side === 1 && adjacent(a.at as Square, b.at as Square)) fights.push(fight(units, a, b, null));
    }
  }
  loseFights(units, fights, report);
}
