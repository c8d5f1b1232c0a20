// The one-step greedy player, and the reckoning every strength of the computer shares: the chance
// of a skill test, what a shot, a charge or a fight is worth in expected hits, and how exposed a
// figure standing at a point is to the enemies' next shots and charges. Pure and deterministic:
// it reads only the view (figures, terrain, the activation), never the deck or the dice to come.
import type { Seat } from '../../../engine/game';
import type { Rng } from '../../../engine/rng';
import {
  CHARGE_BONUS,
  HITS_TO_REMOVE,
  MOVE,
  MOVE_AND_SHOOT,
  SHOT_RANGE,
  fightingWith,
  figureById,
  gap,
  inContact,
  inCover,
  moveOk,
  moveSamples,
  onTable,
  planCharge,
  readyFigures,
  shotProblem,
  standProblem,
  sightBetween,
  type Figure,
  type JumonvilleAction,
  type JumonvilleState,
  type Point,
} from '../rules';

type Terrain = JumonvilleState['terrain'];
const sightMemo = new WeakMap<Terrain, Map<string, boolean>>();
const coverMemo = new WeakMap<Terrain, Map<string, boolean>>();
const key = (a: Point, b: Point): string => `${a.x},${a.y},${b.x},${b.y}`;
function memo(store: WeakMap<Terrain, Map<string, boolean>>, terrain: Terrain): Map<string, boolean> {
  let m = store.get(terrain);
  if (!m || m.size > 200_000) {
    m = new Map();
    store.set(terrain, m);
  }
  return m;
}

/** Can a figure at `a` see one at `b`? (The rules' sight, remembered per terrain.) */
export function sees(terrain: Terrain, a: Point, b: Point): boolean {
  const m = memo(sightMemo, terrain);
  const k = key(a, b);
  let v = m.get(k);
  if (v === undefined) {
    v = sightBetween(terrain, a, b).clear;
    m.set(k, v);
  }
  return v;
}

/** Is the target in cover from the shooter? (The rules' inCover, remembered per terrain.) */
export function covered(s: Pick<JumonvilleState, 'terrain'>, shooter: Figure, target: Figure): boolean {
  const m = memo(coverMemo, s.terrain);
  const k = key(shooter.at, target.at);
  let v = m.get(k);
  if (v === undefined) {
    v = inCover(s, shooter, target);
    m.set(k, v);
  }
  return v;
}

/** The chance of a d20 test at or under `need`. */
export const chance = (need: number): number => Math.max(0, Math.min(20, Math.floor(need))) / 20;

/** What a hit on this figure is worth: more when it is the one that takes it off the table. */
export const hitValue = (f: Figure): number => 1 + (f.hits >= HITS_TO_REMOVE - 1 ? 1.5 : f.hits * 0.25);

/** What it is worth that an enemy runs (a bravery test failed): it gives ground and loses its place. */
export const FLEE_VALUE = 0.25;

/** A figure as it would stand at `at`. */
const placed = (f: Figure, at: Point): Figure => (f.at === at ? f : { ...f, at });

/** Is this figure in a fight (in base contact with an enemy, so it cannot be shot)? */
const inFight = (s: JumonvilleState, f: Figure): boolean => fightingWith(s, f) !== undefined;

/** Expected value of a shot, from where the shooter stands (moved: at -2), at a target it can shoot. */
export function shotValue(s: JumonvilleState, shooter: Figure, target: Figure, moved: boolean): number {
  const hit = chance(shooter.skills.shooting + (moved ? MOVE_AND_SHOOT : 0));
  const through = covered(s, shooter, target) ? 1 - chance(target.skills.save) : 1;
  const p = hit * through;
  const kills = target.hits >= HITS_TO_REMOVE - 1 ? p : 0;
  return p * hitValue(target) + (1 - kills) * (1 - chance(target.skills.bravery)) * FLEE_VALUE;
}

/** Expected value of a fight from base contact (charging: +4), and what the target's blow back costs. */
export function fightValue(me: Figure, target: Figure, charge: boolean): number {
  return chance(me.skills.fighting + (charge ? CHARGE_BONUS : 0)) * hitValue(target);
}

/** Knobs of the reckoning: each strength sets its own. */
export interface Weights {
  /** How much the enemies' next blows count against a place (they need the next card, and choose a target). */
  danger: number;
  /** How much a shot from a place next time counts. */
  nextShot: number;
  /** For a fighter: the worth of standing within a charge of an enemy. */
  nextCharge: number;
  /** Per inch out of reach of any enemy (shots for a shooter, charges for a fighter). */
  approach: number;
  /** The opponent's best reply over all our figures, rather than this figure's danger alone. */
  reply: boolean;
}

export const GREEDY_WEIGHTS: Weights = { danger: 0.5, nextShot: 0.35, nextCharge: 0.2, approach: 0.03, reply: false };

/** Is this figure better at fighting than at shooting, and than the enemies it meets? */
export const isFighter = (f: Figure): boolean => f.skills.fighting >= 10 && f.skills.fighting > f.skills.shooting + 1;

/**
 * What an enemy can do to `me` standing at its place on its next activation, in expected hit
 * value: shoot where it stands, move and shoot (at -2, when within 18 in), charge (within 6 in),
 * or fight when already in contact.
 */
export function threat(s: JumonvilleState, foe: Figure, me: Figure, shootable: boolean): number {
  const d = gap(foe, me);
  let best = 0;
  if (inContact(foe, me)) return fightValue(foe, me, false);
  if (shootable && d <= SHOT_RANGE + MOVE) {
    // Beyond a shot's reach it moves and shoots whatever it sees now: the sight line is asked only within reach.
    if (d <= SHOT_RANGE && sees(s.terrain, foe.at, me.at)) best = shotValue(s, foe, me, false);
    else best = 0.7 * shotValue(s, foe, me, true);
  }
  if (d <= MOVE) {
    const charge = chance(foe.skills.bravery) * chance(me.skills.bravery) * fightValue(foe, me, true) + chance(foe.skills.bravery) * (1 - chance(me.skills.bravery)) * FLEE_VALUE;
    best = Math.max(best, charge);
  }
  return best;
}

/** The enemies of a figure, on the table. */
export const enemiesOf = (s: JumonvilleState, f: Figure): Figure[] => onTable(s).filter((o) => o.team !== f.team);

/** The state with one figure put elsewhere (for reckoning only). */
export const withFigure = (s: JumonvilleState, f: Figure): JumonvilleState => ({ ...s, figures: s.figures.map((o) => (o.id === f.id ? f : o)) });

/** How exposed a figure is where it stands in `s`: the worst enemy blow, and a little of the rest. */
export function exposure(s: JumonvilleState, me: Figure): number {
  const shootable = !inFight(s, me);
  const list = enemiesOf(s, me)
    .map((e) => threat(s, e, me, shootable))
    .sort((a, b) => b - a);
  return (list[0] ?? 0) + 0.2 * list.slice(1).reduce((a, b) => a + b, 0);
}

/** The opponent's best single reply against any of our figures, in `s`. */
export function bestReply(s: JumonvilleState, team: Figure['team'], except?: string): number {
  let best = 0;
  for (const me of onTable(s)) {
    if (me.team !== team || me.id === except) continue;
    const shootable = !inFight(s, me);
    for (const e of enemiesOf(s, me)) best = Math.max(best, threat(s, e, me, shootable));
  }
  return best;
}

/** What a place is worth to a figure for what comes after: shots and charges next time, closing in. */
export function placeValue(s: JumonvilleState, me: Figure, w: Weights): number {
  const foes = enemiesOf(s, me);
  if (!foes.length) return 0;
  let v = 0;
  let nearest = Infinity;
  let shot = 0;
  for (const e of foes) {
    const d = gap(me, e);
    nearest = Math.min(nearest, d);
    if (d <= SHOT_RANGE && !inFight(s, e) && sees(s.terrain, me.at, e.at)) shot = Math.max(shot, shotValue(s, me, e, false));
  }
  // Closing in counts for more as the cards go by, so two careful sides do not wait each other out.
  const approach = w.approach * (1 + s.turn / 40);
  if (isFighter(me)) {
    const close = foes.filter((e) => gap(me, e) <= MOVE);
    if (close.length) v += w.nextCharge * Math.max(...close.map((e) => chance(me.skills.bravery) * chance(e.skills.bravery) * fightValue(me, e, true)));
    v -= approach * Math.max(0, nearest - MOVE + 1);
  } else v -= approach * Math.max(0, nearest - SHOT_RANGE + 1);
  return v + w.nextShot * shot;
}

/** A candidate and its worth. */
export interface Scored {
  action: JumonvilleAction;
  value: number;
}

/** The cost of being exposed in `s`: this figure's danger, or the opponent's best reply over the team. */
function risk(s: JumonvilleState, me: Figure, w: Weights, others = 0): number {
  if (!w.reply) return w.danger * exposure(s, me);
  const shootable = !inFight(s, me);
  let worst = others;
  for (const e of enemiesOf(s, me)) worst = Math.max(worst, threat(s, e, me, shootable));
  return w.danger * worst;
}

/** Worth of leaving `me` at `at` with the figures as in `s` (place value less risk). */
export function standingValue(s: JumonvilleState, me: Figure, at: Point, w: Weights, others = 0): number {
  const f = placed(me, at);
  const t = f === me ? s : withFigure(s, f);
  return placeValue(t, f, w) - risk(t, f, w, others);
}

/** The best shot a figure has from where it is in `s` (moved: at -2), or null. */
export function bestShot(s: JumonvilleState, me: Figure, moved: boolean): { target: Figure; value: number } | null {
  let best: { target: Figure; value: number } | null = null;
  for (const t of enemiesOf(s, me)) {
    // The rules' shotProblem, with sight remembered: in range, not in a fight, seen.
    if (gap(me, t) > SHOT_RANGE + 1e-9 || inFight(s, t) || !sees(s.terrain, me.at, t.at)) continue;
    const value = shotValue(s, me, t, moved);
    if (!best || value > best.value) best = { target: t, value };
  }
  return best;
}

/** Every candidate for one ready figure, scored: stand, shoot, charge, fight, and moves to `spots` (then the best shot). */
export function scoreFigure(s: JumonvilleState, me: Figure, spots: readonly Point[], w: Weights): Scored[] {
  const out: Scored[] = [];
  // The reply against the rest of the team, worked out once: only this figure's place changes.
  const others = w.reply ? bestReply(s, me.team, me.id) : 0;
  const here = standingValue(s, me, me.at, w, others);
  out.push({ action: { type: 'stand', figure: me.id }, value: here });
  for (const t of enemiesOf(s, me)) {
    if (inContact(me, t)) {
      out.push({ action: { type: 'fight', figure: me.id, target: t.id }, value: fightValue(me, t, false) + here });
      continue;
    }
    if (!shotProblem(s, me, t)) out.push({ action: { type: 'shoot', figure: me.id, target: t.id }, value: shotValue(s, me, t, false) + here });
    if (gap(me, t) <= MOVE) {
      const plan = planCharge(s, me, t);
      if (plan.ok) {
        const brave = chance(me.skills.bravery);
        const stands = chance(t.skills.bravery);
        const there = placed(me, plan.contact);
        const after = withFigure(s, there);
        // In contact: the target cannot be shot, neither can the charger; the fight goes on.
        // Locked together, the charger's next activation is a fight at its full chance (nobody can
        // shoot either of them); and the fighting edge while they stay locked.
        const onward = fightValue(there, t, false) + 0.5 * (fightValue(there, t, false) - fightValue(t, there, false));
        const contact = fightValue(me, t, true) + onward + placeValue(after, there, w) - risk(after, there, w, others);
        const ran = FLEE_VALUE + standingValue(s, me, plan.contact, w, others);
        out.push({ action: { type: 'charge', figure: me.id, target: t.id }, value: brave * (stands * contact + (1 - stands) * ran) + (1 - brave) * here });
      }
    }
  }
  // Moves: each spot scored where it stands first (cheap), then the path searched only for the
  // best few, best first, until one is found that the rules allow. Only the best move matters.
  const moves: Scored[] = [];
  for (const to of spots) {
    if (standProblem(s, to, [me.id])) continue;
    const f = placed(me, to);
    const t = withFigure(s, f);
    const shot = bestShot(t, f, true);
    moves.push({ action: { type: 'move', figure: me.id, to }, value: (shot ? shot.value : 0) + placeValue(t, f, w) - risk(t, f, w, others) });
  }
  moves.sort((a, b) => b.value - a.value);
  for (const m of moves) {
    if (m.action.type === 'move' && moveOk(s, me, m.action.to)) {
      out.push(m);
      break;
    }
  }
  return out;
}


/** After a move: the best shot (at -2), or done. */
export function afterMove(s: JumonvilleState, id: string): JumonvilleAction {
  const me = figureById(s, id);
  if (!me) throw new Error(`Jumonville: no moved figure ${id}.`);
  const shot = bestShot(s, me, true);
  return shot ? { type: 'shoot', figure: me.id, target: shot.target.id } : { type: 'done', figure: me.id };
}

/** Options for a choice: where each figure may go, the weights, and noise on the scores. */
export interface ChoiceOptions {
  spots: (s: JumonvilleState, f: Figure) => Point[];
  weights: Weights;
  /** Scores get up to this much uniform noise (0: none). */
  noise?: number;
  rng?: Rng;
}

/** The best-scored candidate over the ready figures (ties: the first listed). */
export function choose(s: JumonvilleState, seat: Seat, o: ChoiceOptions): JumonvilleAction | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'draw') return seat === s.drawer ? { type: 'draw' } : null;
  const a = s.activation;
  if (!a || a.seats[0] !== seat) return null;
  if (a.moved) return afterMove(s, a.moved);
  let best: Scored | null = null;
  for (const me of readyFigures(s)) {
    const scored = scoreFigure(s, me, o.spots(s, me), o.weights);
    // A figure's gain over standing still: activate the figure whose best deed gains most.
    const stand = scored[0]?.value ?? 0;
    for (const c of scored) {
      const value = c.value - stand + (o.noise && o.rng ? o.noise * o.rng.float() : 0);
      if (!best || value > best.value + 1e-9) best = { action: c.action, value };
    }
  }
  return best?.action ?? null;
}

/**
 * Everything greedy's choice reads from a state, as a string: the phase, the turn (closing in
 * counts for more as the cards go by), who draws, the activation and each figure's place, hits
 * and skills. Never the cards or the dice, which greedy does not read either.
 */
export function positionKey(s: JumonvilleState, seat: Seat): string {
  const a = s.activation;
  let k = `${seat}|${s.phase}|${s.turn}|${s.drawer}|${a ? `${a.team},${a.per},${a.seats.join(',')},${a.used.join(',')},${a.moved ?? ''}` : '-'}`;
  for (const f of s.figures) {
    const sk = f.skills;
    k += `|${f.id},${f.owner},${f.team},${sk.shooting},${sk.fighting},${sk.bravery},${sk.save},${f.hits},${f.removed ? 1 : 0},${f.at.x},${f.at.y}`;
  }
  return k;
}

// Greedy's choices, remembered per terrain by position: the look ahead asks the same question
// in many worlds (the dice and the deck differ, the figures often do not), and again at the
// next decision. The choice is a pure function of the key, so remembering it changes nothing.
// Cleared past 20,000 positions (a key is some 400 characters: about 20 MB at most in the worker).
const greedyMemo = new WeakMap<Terrain, Map<string, JumonvilleAction | null>>();
const GREEDY_MEMO_SIZE = 20_000;

/** The greedy player: one step, the rules' own move samples, the figure's own danger. */
export function greedyAction(s: JumonvilleState, seat: Seat): JumonvilleAction | null {
  if (s.phase !== 'activate') return choose(s, seat, { spots: moveSamples, weights: GREEDY_WEIGHTS });
  let m = greedyMemo.get(s.terrain);
  if (!m || m.size > GREEDY_MEMO_SIZE) {
    m = new Map();
    greedyMemo.set(s.terrain, m);
  }
  const k = positionKey(s, seat);
  const hit = m.get(k);
  if (hit !== undefined) return hit;
  const a = choose(s, seat, { spots: moveSamples, weights: GREEDY_WEIGHTS });
  m.set(k, a);
  return a;
}

/** Greedy's choice worked out afresh, never remembered (for the tests and the bench). */
export function greedyActionFresh(s: JumonvilleState, seat: Seat): JumonvilleAction | null {
  return choose(s, seat, { spots: moveSamples, weights: GREEDY_WEIGHTS });
}

/**
 * A textbook one-ply greedy, for the lab only: the best deed against enemies that stand still
 * (greedy's reckoning with no weight on the enemies' next blows). Greedy above is the stronger
 * yardstick the series measure against.
 */
export const ONE_PLY_WEIGHTS: Weights = { ...GREEDY_WEIGHTS, danger: 0 };

export function onePlyBot(view: JumonvilleState, seat: Seat): JumonvilleAction {
  const a = choose(view, seat, { spots: moveSamples, weights: ONE_PLY_WEIGHTS });
  if (!a) throw new Error(`Jumonville: seat ${seat} has nothing to do.`);
  return a;
}

export function greedyBot(view: JumonvilleState, seat: Seat): JumonvilleAction {
  const a = greedyAction(view, seat);
  if (!a) throw new Error(`Jumonville: seat ${seat} has nothing to do.`);
  return a;
}

