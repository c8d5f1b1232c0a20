// The computer's captains for ACW Ironclads. For the ship to move it lays out a fan of moves
// (a turn at the start, half or a full matchstick, a turn at the end, or staying put), finds
// where each ends and what it touches, and weighs the pose it ends in: never run aground, ram
// when it pays, end with the enemy abeam and within a likely range, stay out of the enemy's
// broadsides and clear of their bows, keep room to steam next turn, and close with the enemy.
// The best few are checked with the rules' own swept move (planMove) before one is made. For
// shooting, each ship picks the visible target with the best chance of a hit, weighted by what
// a hit is worth. Pure and deterministic: a seeded generator made from the view, nothing else.
import { Rng, seedRng } from '../../../engine/rng';
import type { Strength } from '../../../engine/game';
import type { SweepWorld } from '../../../table/sim/sweep';
import {
  AREAS,
  MAX_TURN,
  SINKING_HITS,
  afloat,
  allowed,
  hits,
  hullShape,
  lineOfSight,
  moveProblem,
  mover,
  planMove,
  poseOf,
  rangeModifier,
  shipClass,
  slideDistance,
  stick,
  sticksBetween,
  sweepWorldFor,
  targetsFor,
  touchOutcome,
  type Distance,
  type IroncladsAction,
  type IroncladsState,
  type MovePlan,
  type Point,
  type Pose,
  type Ship,
  type Side,
} from '../rules';
import { convexGap } from '../../../kits/geometry';
import { Surroundings, hullAt, reachOf } from './space';
import { pausePoint } from '../../../engine/pause-point';

export type MoveAction = Extract<IroncladsAction, { type: 'move' }>;
type Outcome = MovePlan['outcome'];

// ---- odds and worth ---------------------------------------------------------------------------

/** The chance a shot hits: d6 − 1 + modifier must be more than 0 and reach the distance (sticks). */
export function hitChance(distance: number, modifier: number): number {
  let n = 0;
  for (let roll = 1; roll <= 6; roll++) {
    const range = roll - 1 + modifier;
    if (range > 0 && distance <= range) n++;
  }
  return n / 6;
}

/** The chance of a hit when the distance may still change by about `blur` sticks either way. */
const blurredChance = (distance: number, modifier: number, blur: number): number =>
  blur === 0 ? hitChance(distance, modifier) : (hitChance(distance - blur, modifier) + hitChance(distance, modifier) + hitChance(distance + blur, modifier)) / 3;

/**
 * What marking one more area is worth, by the areas already marked: each brings her nearer to
 * the fourth, which sinks her, and sinkings decide the battle.
 */
const STEP_WORTH = [1, 1.5, 2.2, 5];

/**
 * What one roll on the damage table against a ship is worth: the chance it marks an area not
 * yet damaged (a glancing blow or a repeat does nothing), times what that area brings her
 * nearer to sinking. The more she is damaged, the more a hit on her is worth.
 */
export function hitValue(ship: Ship): number {
  if (ship.sunk) return 0;
  const k = hits(ship.damage);
  const fresh = AREAS.length - k;
  return (fresh / 6) * (STEP_WORTH[Math.min(k, STEP_WORTH.length - 1)] as number);
}

/** A side's fighting strength: each ship afloat, less her damage. */
const strengthOf = (s: IroncladsState, side: Side): number => afloat(s, side).reduce((a, x) => a + (SINKING_HITS - hits(x.damage)) / SINKING_HITS, 0);

/** The largest slide a ship can make now (her boiler may be damaged). */
const longestSlide = (s: IroncladsState, ship: Ship): number => slideDistance(s, ship, allowed(ship).distances.includes('full') ? 'full' : 'half');

/**
 * Could `rammer` reach a hull with her bow on her next move: turn at most 45° at the start,
 * then slide her full distance? Judged from the hull's corners in the rammer's own frame,
 * without what may lie between.
 */
function couldRam(s: IroncladsState, rammer: Ship, hull: readonly Point[]): boolean {
  if (rammer.sunk || rammer.stranded) return false;
  const half = shipClass(rammer.cls).length / 2;
  const beam = (hullShape(rammer.cls)[1] as Point).y;
  const reach = half + longestSlide(s, rammer);
  const a = (rammer.heading * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cone = (MAX_TURN * Math.PI) / 180;
  for (const q of hull) {
    const fx = (q.x - rammer.x) * cos + (q.y - rammer.y) * sin;
    const ly = -(q.x - rammer.x) * sin + (q.y - rammer.y) * cos;
    const r = Math.hypot(fx, ly);
    if (r < half * 0.8) continue;
    const off = Math.max(0, Math.abs(Math.atan2(ly, fx)) - cone);
    if (off >= Math.PI / 2) continue;
    if (r * Math.sin(off) <= beam && r * Math.cos(off) <= reach) return true;
  }
  return false;
}

// ---- how each strength searches ---------------------------------------------------------------

const turns = (step: number): number[] => {
  const out: number[] = [];
  for (let d = -MAX_TURN; d <= MAX_TURN + 1e-9; d += step) out.push(Math.round(d * 10) / 10);
  return out;
};

export interface Search {
  /** Turns tried at the start and the end of a move (degrees). */
  starts: number[];
  ends: number[];
  /** Random spread added to each move's worth: an easy captain misjudges. */
  noise: number;
  /** How many of the best moves are followed one move further (a look ahead), 0 for none. */
  lookahead: number;
  /** Weigh the enemy's bows and broadsides (an easy captain only sees his own chances). */
  wary: boolean;
  /** How much the enemy's shots and bows count against her own chances, at equal strength. */
  caution: number;
  /** What each matchstick between her and the nearest enemy (beyond point-blank range) costs. */
  drive: number;
}

const SEARCH: Record<Strength, Search> = {
  easy: { starts: turns(45), ends: turns(45), noise: 0.6, lookahead: 0, wary: false, caution: 0, drive: 0.3 },
  normal: { starts: turns(15), ends: turns(15), noise: 0.02, lookahead: 0, wary: true, caution: 0.6, drive: 0.4 },
  hard: { starts: turns(7.5), ends: turns(15), noise: 0, lookahead: 6, wary: true, caution: 0.6, drive: 0.4 },
};

// ---- weighing a move ---------------------------------------------------------------------------

/** Where a move is expected to end, and what it touches. */
export interface Candidate {
  start: number;
  distance: Distance;
  end: number;
  pose: Pose;
  outcome: Outcome;
  other: Ship | null;
  /** Checked with the rules' planMove (otherwise judged by the planner's own reckoning). */
  checked: boolean;
  /** What the move is worth, larger better: its pose's worth plus `extra`. */
  score: number;
  /** The strength's misjudgement, and what the look ahead found. */
  extra: number;
}

/** The parts of what a pose is worth: see Captain.assess. */
export interface Assessment {
  /** Running aground (a large loss), stopping short, or a ram (the roll it brings). */
  outcome: number;
  /** Her best shot this turn: the chance of a hit times what it is worth. */
  offense: number;
  /** The enemy's shots at her and the bows that could ram her, in rolls against her. */
  danger: number;
  /** An enemy within reach of her bow next turn. */
  nextRam: number;
  /** How far she stays from the enemy. */
  approach: number;
  /** How little room she leaves herself to steam on next turn. */
  cramped: number;
}

const STRANDED = 40;
/** What being left with no room at all to steam on costs: she could only ever stay put, as if aground. */
const ROOM = 3;
/** The share of a full move's run, free ahead or 45° off, that counts as room enough. */
const ENOUGH_ROOM = 0.6;
const CLEARANCE_MM = 12;

const norm = (h: number): number => ((h % 360) + 360) % 360;
const rad = (deg: number): number => (deg * Math.PI) / 180;

interface Part {
  pose: Pose;
  contact: { id: string; kind: string } | null;
  /** The straight path was clear by geometry alone (so the turn at its end is too). */
  open: boolean;
}

/** One ship's move, thought over: the table as it lies, what the enemy can do, what she can. */
class Captain {
  readonly me: Ship;
  private readonly enemies: Ship[];
  private readonly enemyHulls: Map<string, Point[]>;
  private readonly later: Set<string>;
  private readonly space: Surroundings;
  private world: SweepWorld | null = null;
  private readonly reach: number;
  private readonly stickMm: number;
  private readonly fullSlide: number;
  /** What each enemy's best shot at one of my other ships is worth: she will not shoot at me unless I am better. */
  private readonly otherTarget = new Map<string, number>();
  private readonly myWorth: number;
  private readonly defend: number;
  private readonly approach: number;
  private readonly parts = new Map<string, Part>();
  /** The battle's last turn: no next move to keep room for, no bows to fear next turn. */
  private readonly lastTurn: boolean;

  constructor(
    readonly s: IroncladsState,
    me: Ship,
    readonly search: Search,
  ) {
    this.me = me;
    this.enemies = s.ships.filter((x) => x.side !== me.side && !x.sunk);
    this.enemyHulls = new Map(this.enemies.map((e) => [e.id, hullAt(e.cls, e)]));
    // Ships still to move this turn (one aground or sinking since the turn began will not).
    this.later = new Set(s.order.slice(s.next + 1).filter((id) => s.ships.some((x) => x.id === id && !x.sunk && !x.stranded)));
    this.space = new Surroundings(s, me.id);
    this.reach = reachOf(me.cls);
    this.stickMm = stick(s);
    this.fullSlide = longestSlide(s, me);
    this.myWorth = hitValue(me);
    this.lastTurn = s.turn >= s.options.turnLimit;
    const friends = afloat(s, me.side).filter((x) => x.id !== me.id);
    for (const e of this.enemies) {
      let best = 0;
      for (const f of friends) {
        if (!lineOfSight(s, e, f)) continue;
        best = Math.max(best, hitChance(sticksBetween(s, e, f), rangeModifier(e, f)) * hitValue(f));
      }
      this.otherTarget.set(e.id, best);
    }
    const mine = strengthOf(s, me.side);
    const theirs = strengthOf(s, (1 - me.side) as Side);
    // Weaker, keep out of their broadsides; weaker and ahead on ships sunk, close less eagerly.
    this.defend = search.caution * Math.min(1.6, Math.max(0.7, theirs / Math.max(mine, 0.25)));
    const ahead = s.sunkBy[me.side] > s.sunkBy[(1 - me.side) as Side];
    this.approach = mine < theirs * 0.8 && ahead ? search.drive / 3 : search.drive;
  }

  private sweepWorld(): SweepWorld {
    this.world ??= sweepWorldFor(this.s, this.me.id);
    return this.world;
  }

  /** The turn at the start and the slide, from a pose: by geometry when well clear, else swept. */
  private firstPart(from: Pose, start: number, distance: Distance): Part {
    const key = `${from.x},${from.y},${from.heading}|${start}|${distance}`;
    const cached = this.parts.get(key);
    if (cached) return cached;
    const length = slideDistance(this.s, this.me, distance);
    const h = from.heading + start;
    const to = { x: from.x + Math.cos(rad(h)) * length, y: from.y + Math.sin(rad(h)) * length, heading: norm(h) };
    let part: Part;
    if (this.space.pathClear(from, to, this.reach)) part = { pose: to, contact: null, open: true };
    else {
      const stages = [...(start ? [{ kind: 'turn' as const, degrees: start }] : []), { kind: 'slide' as const, distance: length }];
      const r = this.sweepWorld().sweep(hullShape(this.me.cls), from, stages);
      part = { pose: r.pose, contact: r.contact, open: false };
    }
    this.parts.set(key, part);
    return part;
  }

  /** What a ship's touch means, as planMove reads it: a ram needs a run-up at an enemy not touched when the move began. */
  private classify(from: Pose, contact: { id: string; kind: string } | null, end: number): { outcome: Outcome; other: Ship | null } {
    const t = touchOutcome(this.s, this.me, contact, end, (id) => this.touchingAt(from).has(id));
    return { outcome: t.outcome, other: t.other };
  }

  private readonly touched = new Map<string, ReadonlySet<string>>();

  /** What the hull touches where it lies at `from`. */
  private touchingAt(from: Pose): ReadonlySet<string> {
    const key = `${from.x},${from.y},${from.heading}`;
    let t = this.touched.get(key);
    if (!t) {
      t = new Set(this.sweepWorld().touching(hullShape(this.me.cls), from).keys());
      this.touched.set(key, t);
    }
    return t;
  }

  /** Where a move from `from` ends and what it touches, as the planner reckons it. */
  predict(from: Pose, start: number, distance: Distance, end: number): Candidate {
    const base = { start, distance, end, checked: false, score: 0, extra: 0 };
    if (distance === 'stay') return { ...base, pose: { ...from }, outcome: 'clear', other: null };
    const part = this.firstPart(from, start, distance);
    if (part.contact || end === 0) return { ...base, pose: part.pose, ...this.classify(from, part.contact, end) };
    const turned = { ...part.pose, heading: norm(part.pose.heading + end) };
    if (part.open || this.space.pathClear(part.pose, part.pose, this.reach)) return { ...base, pose: turned, outcome: 'clear', other: null };
    const r = this.sweepWorld().sweep(hullShape(this.me.cls), part.pose, [{ kind: 'turn', degrees: end }]);
    return { ...base, pose: r.pose, ...this.classify(from, r.contact, end) };
  }

  /** The rules' own answer for a move from where the ship lies. */
  check(c: Candidate): Candidate {
    const plan = planMove(this.s, this.me, c.start, c.distance, c.end);
    return { ...c, pose: plan.pose, outcome: plan.outcome, other: plan.other, checked: true };
  }

  /** What ending a move here is worth (larger is better). */
  weigh(pose: Pose, outcome: Outcome, other: Ship | null): number {
    const w = this.assess(pose, outcome, other);
    return w.outcome + w.offense - this.defend * w.danger + w.nextRam - w.approach - w.cramped;
  }

  /** The parts of a pose's worth, in what damage rolls are worth (for weighing, and for a person reading why). */
  assess(pose: Pose, outcome: Outcome, other: Ship | null): Assessment {
    const me = this.me;
    const at: Ship = { ...me, x: pose.x, y: pose.y, heading: pose.heading, stranded: me.stranded || outcome === 'stranded' };
    const hull = hullAt(me.cls, pose);
    const w: Assessment = { outcome: 0, offense: 0, danger: 0, nextRam: 0, approach: 0, cramped: 0 };
    if (outcome === 'stranded') w.outcome = -STRANDED;
    else if (outcome === 'stopped') w.outcome = -0.1;
    else if (outcome === 'ram' && other) w.outcome = hitValue(other) * 1.1;
    // This turn's shooting, from here, at the enemy as it lies (those still to move may not stay).
    let nearest = Infinity;
    for (const e of this.enemies) {
      const eh = this.enemyHulls.get(e.id) as Point[];
      const gap = convexGap(hull, eh).distance / this.stickMm;
      // Measured between centres, less both half lengths: which way she points changes nothing.
      nearest = Math.min(nearest, (Math.hypot(e.x - pose.x, e.y - pose.y) - (shipClass(e.cls).length + shipClass(me.cls).length) / 2) / this.stickMm);
      const later = this.later.has(e.id);
      const blur = later ? 0.5 : 0;
      if (this.space.sees(at, e, eh)) w.offense = Math.max(w.offense, blurredChance(gap, rangeModifier(at, e), blur) * hitValue(e) * (later ? 0.8 : 1));
      if (!this.search.wary) continue;
      if (this.space.sees(e, at, hull)) {
        const p = blurredChance(gap, rangeModifier(e, at), blur) * this.myWorth;
        w.danger += p * (p >= (this.otherTarget.get(e.id) ?? 0) ? 1 : 0.35);
      }
      // Her bow: a ship still to move this turn can ram me now, the others next turn.
      if ((later || !this.lastTurn) && couldRam(this.s, e, hull)) w.danger += this.myWorth * (later ? 0.6 : 0.25);
      if (!later && !this.lastTurn && !at.stranded && couldRam(this.s, at, eh)) w.nextRam = Math.max(w.nextRam, hitValue(e) * 0.3);
    }
    if (nearest < Infinity) w.approach = this.approach * Math.max(0, nearest - 1);
    if (!at.stranded && !this.lastTurn) w.cramped = this.cramped(pose, hull);
    return w;
  }

  /**
   * What a pose costs in room to manoeuvre: how far she could steam next turn straight on or
   * after turning 45° either way before touching a bank or a wreck, and how close she lies to one.
   */
  private cramped(pose: Pose, hull: readonly Point[]): number {
    const cls = this.me.cls;
    const clear = this.space.clearance(hull, CLEARANCE_MM);
    let room = this.space.freeRun(cls, pose, this.fullSlide) / this.fullSlide;
    for (const turn of [-MAX_TURN, MAX_TURN]) {
      if (room >= 1) break;
      // She can only steam off on the new heading if she can pivot to it.
      const half = hullAt(cls, { ...pose, heading: pose.heading + turn / 2 });
      const full = { ...pose, heading: pose.heading + turn };
      if (this.space.clearance(half, 1) <= 0.2 || this.space.clearance(hullAt(cls, full), 1) <= 0.2) continue;
      room = Math.max(room, this.space.freeRun(cls, full, this.fullSlide) / this.fullSlide);
    }
    return ROOM * Math.max(0, 1 - room / ENOUGH_ROOM) + 0.6 * (1 - clear / CLEARANCE_MM);
  }

  /** The best a ship could do on her next move from a pose, the enemy as it lies (for the look ahead). */
  nextBest(pose: Pose): number {
    let best = this.weigh(pose, 'clear', null);
    for (const distance of allowed(this.me).distances) {
      if (distance === 'stay') continue;
      for (const start of [-45, -22.5, 0, 22.5, 45]) {
        const c = this.predict(pose, start, distance, 0);
        best = Math.max(best, this.weigh(c.pose, c.outcome, c.other));
      }
    }
    return best;
  }
}

/** A number from the view that changes with the turn, the ship and where everything lies. */
function viewSeed(s: IroncladsState, me: Ship, salt: string): number {
  let h = 2166136261;
  const text = `${salt}|${s.turn}|${s.next}|${me.id}|${s.ships.map((x) => `${x.x.toFixed(1)},${x.y.toFixed(1)},${x.heading.toFixed(1)}`).join(';')}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h | 0;
}

/** The moves a ship may make, by the rules' limits (damage) and this strength's fan. */
function fan(s: IroncladsState, me: Ship, search: Search): { start: number; distance: Distance; end: number }[] {
  const out: { start: number; distance: Distance; end: number }[] = [{ start: 0, distance: 'stay', end: 0 }];
  for (const distance of allowed(me).distances) {
    if (distance === 'stay') continue;
    for (const start of search.starts) for (const end of search.ends) if (!moveProblem(s, me, start, distance, end)) out.push({ start, distance, end });
  }
  return out;
}

/** How many of the best moves are checked with planMove before settling for staying put. */
const CHECKS = 8;

const poseKey = (c: Candidate) => `${c.pose.x.toFixed(2)},${c.pose.y.toFixed(2)},${c.pose.heading.toFixed(1)},${c.outcome},${c.other?.id ?? ''}`;

/**
 * Every move in this strength's fan for the ship whose move it is, weighed, best first; the
 * first is checked with the rules' planMove (and so are those that overtook it on checking).
 */
function rankMoves(view: IroncladsState, side: Side, strength: Strength): Candidate[] {
  const me = mover(view);
  if (!me) throw new Error('No ship is to move.');
  if (me.side !== side) throw new Error(`${me.name} is not this side's to move.`);
  const search = SEARCH[strength];
  const captain = new Captain(view, me, search);
  const rng = new Rng(seedRng(viewSeed(view, me, strength)));
  const from = poseOf(me);
  const weighed = new Map<string, number>();
  const list = fan(view, me, search).map((m): Candidate => {
    pausePoint(); // each move weighed is where the search may give way to the page's drawing
    const c = captain.predict(from, m.start, m.distance, m.end);
    const key = poseKey(c);
    let w = weighed.get(key);
    if (w === undefined) {
      w = captain.weigh(c.pose, c.outcome, c.other);
      weighed.set(key, w);
    }
    const extra = search.noise ? rng.range(-search.noise, search.noise) : 0;
    // Staying put needs no checking: it never touches anything.
    return { ...c, checked: m.distance === 'stay', score: w + extra, extra };
  });
  // Straight on, then smaller turns, when all else is equal.
  const calm = (c: Candidate) => Math.abs(c.start) + Math.abs(c.end) + (c.distance === 'stay' ? 1000 : 0);
  const order = (a: Candidate, b: Candidate) => b.score - a.score || calm(a) - calm(b);
  list.sort(order);
  if (search.lookahead > 0) {
    // Follow the best few one move further: what more could she do from there than stay?
    const bonus = new Map<string, number>();
    for (const c of list) {
      if (bonus.size >= search.lookahead) break;
      const key = poseKey(c);
      if (c.outcome === 'stranded' || bonus.has(key)) continue;
      bonus.set(key, 0.5 * (captain.nextBest(c.pose) - captain.weigh(c.pose, 'clear', null)));
    }
    for (const c of list) {
      const b = bonus.get(poseKey(c)) ?? 0;
      c.score += b;
      c.extra += b;
    }
    list.sort(order);
  }
  for (let n = 0; n < CHECKS && list[0] && !list[0].checked; n++) {
    const c = list[0];
    const real = captain.check(c);
    const same =
      real.outcome === c.outcome &&
      (real.other?.id ?? '') === (c.other?.id ?? '') &&
      Math.hypot(real.pose.x - c.pose.x, real.pose.y - c.pose.y) < 0.5 &&
      Math.abs(norm(real.pose.heading - c.pose.heading + 180) - 180) < 0.5;
    list[0] = same ? { ...c, checked: true } : { ...real, score: captain.weigh(real.pose, real.outcome, real.other) + c.extra };
    list.sort(order);
  }
  if (list[0] && !list[0].checked) {
    // Nothing checked in time: stay put, which is always safe.
    const stay = list.findIndex((c) => c.distance === 'stay');
    list.unshift(...list.splice(stay, 1));
  }
  return list;
}

/** The computer's move for the ship whose turn it is to move. */
export function chooseMove(view: IroncladsState, side: Side, strength: Strength): MoveAction {
  const best = rankMoves(view, side, strength)[0] as Candidate;
  const me = mover(view) as Ship;
  return { type: 'move', ship: me.id, start: best.start, distance: best.distance, end: best.end };
}

// ---- shooting ----------------------------------------------------------------------------------

/**
 * Each afloat ship's target: the visible enemy with the best chance of a hit times what a hit
 * on her is worth (more when she is nearly sunk, or close enough to hurt us), spreading fire
 * once a nearly sunk ship already has enough guns on her. Ships with nothing in sight hold fire.
 */
export function chooseTargets(view: IroncladsState, side: Side): Record<string, string> {
  const mine = afloat(view, side);
  const options = mine.map((shooter) => ({
    shooter,
    shots: targetsFor(view, shooter).map((t) => {
      const sticks = sticksBetween(view, shooter, t);
      return { t, sticks, p: hitChance(sticks, rangeModifier(shooter, t)) };
    }),
  }));
  const worth = new Map<string, number>();
  for (const o of options) {
    for (const { t } of o.shots) {
      if (worth.has(t.id)) continue;
      // Dangerous: her best chance of hitting one of ours.
      let threat = 0;
      for (const m of mine) threat = Math.max(threat, hitChance(sticksBetween(view, t, m), rangeModifier(t, m)));
      worth.set(t.id, hitValue(t) * (1 + 0.3 * threat));
    }
  }
  const expected = new Map<string, number>();
  const out: Record<string, string> = {};
  const todo = options.filter((o) => o.shots.length > 0);
  while (todo.length) {
    let best: { i: number; target: Ship; value: number; p: number } | null = null;
    for (const [i, o] of todo.entries()) {
      for (const { t, p, sticks } of o.shots) {
        // Overkill: more guns on a ship one hit from sinking add less and less. The nearer breaks a tie.
        const spread = hits(t.damage) >= SINKING_HITS - 1 ? 0.5 : 0.9;
        const value = p * (worth.get(t.id) ?? 0) * spread ** (expected.get(t.id) ?? 0) + 1e-6 * (10 - sticks);
        if (!best || value > best.value) best = { i, target: t, value, p };
      }
    }
    if (!best) break;
    const o = todo[best.i] as (typeof todo)[number];
    out[o.shooter.id] = best.target.id;
    expected.set(best.target.id, (expected.get(best.target.id) ?? 0) + best.p);
    todo.splice(best.i, 1);
  }
  return out;
}

/** The computer's action for a side, from its view: begin the battle, move a ship, or fire. */
export function decide(view: IroncladsState, side: Side, strength: Strength): IroncladsAction {
  if (view.phase === 'arrange') return { type: 'begin' };
  if (view.phase === 'move') return chooseMove(view, side, strength);
  if (view.phase === 'shoot') return { type: 'fire', targets: chooseTargets(view, side) };
  throw new Error('The battle is over.');
}
