// The computer at three strengths.
//   easy   the greedy player with noise on its scores, and a random deed one time in four;
//   normal a look ahead over the greedy player (rollout policy improvement): the best few deeds
//          the one-step reckoning scores (each ready figure's stand, shots, charge or fight and
//          its best legal moves, over the rules' samples and spots by the woods and rocks) and
//          greedy's own pick are each played out in the same few worlds (the unseen deck
//          shuffled, fresh dice, stratified so the first two d20s cover their bands evenly: common
//          random numbers), every seat then playing the greedy player for a few activations; the
//          end is judged by the figures and hits left on each side (a third hit counts 2.5 as in
//          the reckoning, a win 20) and, at half weight, how each figure stands (its next shot or
//          charge less its exposure to the enemies' next blows); the best mean is chosen;
//   hard   the same look ahead, wider and deeper: more candidates and worlds (NORMAL_LOOK, HARD_LOOK below).
// The play-outs are cheap because greedy remembers its choice per position (greedy.ts,
// `greedyAction`): the worlds share most positions (a move or a missed shot leaves the figures
// where they were, and there are only two teams a card can call), so most greedy steps in a
// play-out are a look-up; that paid for normal's 24 worlds (10 before) and hard's 32 (16).
// The one-step reckoning (greedy.ts) weighs expected hits dealt, the enemy's chance to run, a
// charge's worth, less what the enemies can do back; the look ahead plays the reply on the board
// with its dice as chances instead. Deterministic for a given view, seat and strength (worlds
// and noise are seeded from the view); it never reads the deck's order or the dice to come: the
// worlds are drawn from what the view shows (the turned cards) and the seat's own seed.
import type { Seat, Strength } from '../../../engine/game';
import { Rng, seedRng, type RngState } from '../../../engine/rng';
import { insidePolygon } from '../../../kits/geometry';
import { BASE_RADIUS, DECK, gap, HITS_TO_REMOVE, MOVE, SHOT_RANGE, TABLE, jumonville, moveOk, moveSamples, onTable, readyFigures, standProblem, type Figure, type JumonvilleAction, type JumonvilleState, type Point, type Team } from '../rules';
import { afterMove, bestShot, choose, covered, exposure, GREEDY_WEIGHTS, greedyAction, isFighter, placeValue, scoreFigure, sees, standingValue, withFigure, type Scored, type Weights } from './greedy';
import { viewSeed } from './random';
import { randomAction } from './random';
import { pausePoint } from '../../../engine/pause-point';

/**
 * Normal's knobs. `reply: true` (the opponent's best reply over all our figures counted against
 * each place, one activation ahead) was tried and lost: 35% of 40 games against greedy, and hard
 * with it 37.5% of 40 against normal; a figure's own danger does better.
 */
export const NORMAL_WEIGHTS: Weights = { danger: 0.6, nextShot: 0.4, nextCharge: 0.3, approach: 0.03, reply: false };

const round = (p: Point): Point => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 });
const onBoard = (p: Point): boolean => p.x >= BASE_RADIUS && p.y >= BASE_RADIUS && p.x <= TABLE.width - BASE_RADIUS && p.y <= TABLE.height - BASE_RADIUS;
const far = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Spots by the terrain within a move: just inside each wood's edge (in cover from all sides) and
 * just outside each rock (in its lee), at the corners and the middles of the sides.
 */
export function coverSpots(s: JumonvilleState, f: Figure, perSide: number): Point[] {
  const out: Point[] = [];
  for (const t of s.terrain) {
    if (t.kind === 'ravine') continue;
    const n = t.points.length;
    const cx = t.points.reduce((a, p) => a + p.x, 0) / n;
    const cy = t.points.reduce((a, p) => a + p.y, 0) / n;
    for (let i = 0; i < n; i++) {
      const p = t.points[i] as Point;
      const q = t.points[(i + 1) % n] as Point;
      for (let k = 0; k < perSide; k++) {
        const u = k / perSide;
        const e = { x: p.x + (q.x - p.x) * u, y: p.y + (q.y - p.y) * u };
        const dx = cx - e.x;
        const dy = cy - e.y;
        const len = Math.hypot(dx, dy) || 1;
        // Woods: an inch in; rocks: an inch out (a base may not stand on them).
        const step = t.kind === 'woods' ? 1.1 : -1.2;
        const spot = { x: e.x + (dx / len) * step, y: e.y + (dy / len) * step };
        if (t.kind === 'woods' && !insidePolygon(spot, t.points)) continue;
        if (far(spot, f.at) <= MOVE && far(spot, f.at) > 0.3) out.push(spot);
      }
    }
  }
  return out;
}

/**
 * Where a figure might go: the rules' own samples (eight ways at 2.5 and 5.5 in, and straight at
 * the nearest enemy) and two spots a side by each wood and rock. (Rings of eight at 2, 4 and 6 in
 * were tried and lost to the greedy player: more places mostly let the reckoning's errors pick a
 * worse one.) Hard looks at the same places; it tries more of them in its look ahead.
 */
export const NORMAL_SPOTS = (s: JumonvilleState, f: Figure): Point[] => [...moveSamples(s, f), ...coverSpots(s, f, 2).filter(onBoard).map(round)];

// ---- the look ahead ---------------------------------------------------------------------------------

/** How far and how wide the look ahead goes. */
export interface LookAhead {
  /** Candidates tried: the best-scored deeds (greedy's own pick always among them). */
  k: number;
  /** Worlds each candidate is played out in: the unseen deck shuffled, fresh dice. */
  m: number;
  /** Activations played out after the candidate (every seat playing the greedy player). */
  h: number;
  /** Moves per figure among the candidates (the best-scored legal ones). */
  movesPer: number;
  /** How much the standing of the figures counts at the end of a play-out (0: hits alone). */
  place: number;
  /** When set: leave greedy's pick only for a candidate whose paired gain is more than z standard errors (and `margin`). */
  z?: number;
  margin?: number;
  /** Play on (up to six activations more) until the other team has made this many activations: its reply played on the board. */
  reply?: number;
  /** The closing-in weight in the judge's standing (else normal's, 0.03 an inch). */
  approach?: number;
  /** Judge the end of a play-out by a learned chance of winning instead. */
  learned?: LearnedJudge;
}

/** Normal: 3 candidates in 24 worlds, 2 activations on (m 10 until greedy remembered its choices; m 16, h 3 did no better). */
export const NORMAL_LOOK: LookAhead = { k: 3, m: 24, h: 2, movesPer: 2, place: 0.5 };
/** Hard: 5 candidates (3 moves a figure, over more spots) in 32 worlds, 2 activations on. */
export const HARD_LOOK: LookAhead = { k: 5, m: 32, h: 2, movesPer: 3, place: 0.5 };

const actionKey = (a: JumonvilleAction): string => JSON.stringify(a);

/**
 * The candidates for the acting seat: for each ready figure, what the normal reckoning scores
 * (stand, each shot, charge and fight) and its best few legal moves, ranked by the gain over
 * standing still; the best `k`, with greedy's own pick added when it is not among them.
 */
export function candidates(view: JumonvilleState, seat: Seat, look: LookAhead): JumonvilleAction[] {
  const all: Scored[] = [];
  for (const me of readyFigures(view)) {
    const scored = scoreFigure(view, me, [], NORMAL_WEIGHTS);
    const stand = scored[0]?.value ?? 0;
    for (const c of scored) all.push({ action: c.action, value: c.value - stand });
    const others = 0;
    const moves: Scored[] = [];
    for (const to of NORMAL_SPOTS(view, me)) {
      if (standProblem(view, to, [me.id])) continue;
      const f = { ...me, at: to };
      const t = withFigure(view, f);
      const shot = bestShot(t, f, true);
      moves.push({ action: { type: 'move', figure: me.id, to }, value: (shot ? shot.value : 0) + standingValue(t, f, to, NORMAL_WEIGHTS, others) - stand });
    }
    moves.sort((a, b) => b.value - a.value);
    let kept = 0;
    for (const m of moves) {
      if (kept >= look.movesPer) break;
      if (m.action.type === 'move' && moveOk(view, me, m.action.to)) {
        all.push(m);
        kept++;
      }
    }
  }
  all.sort((a, b) => b.value - a.value);
  const out: JumonvilleAction[] = [];
  const seen = new Set<string>();
  const add = (a: JumonvilleAction) => {
    const k = actionKey(a);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(a);
    }
  };
  // Standing still is one candidate only (whichever figure stands makes little odds).
  let stood = false;
  for (const c of all) {
    if (out.length >= look.k) break;
    if (c.action.type === 'stand') {
      if (stood) continue;
      stood = true;
    }
    add(c.action);
  }
  const g = greedyAction(view, seat);
  if (g) add(g);
  return out;
}

/**
 * A world the view could be: the cards the seat has not seen (the deck, face down) in an order
 * drawn from `rng`, and dice of its own. Never the real deck's order or the real dice.
 */
export function determinize(view: JumonvilleState, rng: Rng, dice: RngState = seedRng(rng.int(0, 0x7fffffff))): JumonvilleState {
  const seen = new Set([...(view.cards.discard?.cards ?? []), ...(view.cards.showing?.cards ?? [])]);
  const deck = view.cards.deck;
  const n = deck?.cards.length ?? 0;
  const unseen = rng.shuffle(DECK.filter((c) => !seen.has(c))).slice(0, n);
  const cards = deck ? { ...view.cards, deck: { owner: deck.owner, visibility: deck.visibility, cards: unseen } } : view.cards;
  return { ...view, cards, rng: dice };
}

/**
 * Dice for `m` worlds, stratified: in world i the first d20 to be rolled falls in the i-th of m
 * equal bands of 1..20, and the second in a band of a random permutation (a Latin square), so a
 * few worlds cover a test's chances evenly rather than by luck. Found by trying seeds from `rng`.
 */
export function stratifiedDice(m: number, rng: Rng): RngState[] {
  const band = (roll: number) => Math.min(m - 1, Math.floor(((roll - 1) * m) / 20));
  const perm = rng.shuffle(Array.from({ length: m }, (_, i) => i));
  const out: RngState[] = [];
  for (let i = 0; i < m; i++) {
    let found: RngState | null = null;
    let first: RngState | null = null;
    for (let tries = 0; tries < 4000 && !found; tries++) {
      const st = seedRng(rng.int(0, 0x7fffffff));
      first ??= st;
      const r = new Rng(st);
      if (band(r.int(1, 20)) === i && band(r.int(1, 20)) === perm[i]) found = st;
    }
    out.push(found ?? (first as RngState));
  }
  return out;
}

/** What a figure on the table is worth: its hits to come, and a little more for being there at all. */
const worth = (f: Figure): number => (f.removed ? 0 : 1.5 + (HITS_TO_REMOVE - f.hits));

/** A skirmish that is over, for `team`: 1 won, 0 lost, ½ with no winner. */
const outcome = (s: JumonvilleState, team: Team): number => {
  const w = s.result?.winners[0];
  return w === undefined ? 0.5 : s.teams[w] === team ? 1 : 0;
};

/** The end of a play-out, for `team`: the figures and hits left on each side, and how they stand. */
export function judge(s: JumonvilleState, team: Team, place: number, weights: Weights = NORMAL_WEIGHTS): number {
  let v = 0;
  for (const f of s.figures) v += (f.team === team ? 1 : -1) * worth(f);
  if (s.phase === 'over') return v + 40 * (outcome(s, team) - 0.5);
  if (place) {
    for (const f of onTable(s)) v += (f.team === team ? place : -place) * standingValue(s, f, f.at, weights);
  }
  return v;
}

/** The features a learned judge reads, one team's sums (the judge takes ours less theirs). */
export const JUDGE_FEATURES = ['figures', 'life', 'lastHit', 'place', 'exposure', 'shots', 'seen', 'logFigures', 'logLife', 'open', 'far', 'charge'] as const;

/**
 * One team's features in `s`: figures on the table, hits to come, figures one hit from removal,
 * place value, exposure, figures with a shot now, figures an enemy within range can see, the
 * logarithms of the first two (a figure counts for more when few are left), figures an enemy in
 * range sees out of cover, sixths of the inches to the nearest enemy (at most 24), and fighters
 * within a charge of an enemy.
 */
export function judgeFeatures(s: JumonvilleState, team: Team): number[] {
  let n = 0;
  let life = 0;
  let last = 0;
  let place = 0;
  let expo = 0;
  let shots = 0;
  let seen = 0;
  let open = 0;
  let distance = 0;
  let charge = 0;
  const table = onTable(s);
  for (const f of table) {
    if (f.team !== team) continue;
    n++;
    life += HITS_TO_REMOVE - f.hits;
    if (f.hits === HITS_TO_REMOVE - 1) last++;
    place += placeValue(s, f, NORMAL_WEIGHTS);
    expo += exposure(s, f);
    if (bestShot(s, f, false)) shots++;
    let nearest = 24;
    let isSeen = false;
    let isOpen = false;
    for (const e of table) {
      if (e.team === team) continue;
      const d = gap(e, f);
      nearest = Math.min(nearest, d);
      if (d <= SHOT_RANGE && sees(s.terrain, e.at, f.at)) {
        isSeen = true;
        if (!covered(s, e, f)) isOpen = true;
      }
    }
    if (isSeen) seen++;
    if (isOpen) open++;
    distance += nearest / MOVE;
    if (isFighter(f) && nearest <= MOVE) charge++;
  }
  return [n, life, last, place, expo, shots, seen, Math.log1p(n), Math.log1p(life), open, distance, charge];
}

/** A learned judge: logistic weights over JUDGE_FEATURES (Red's less Black's), with an intercept for Red and a term for four seats. */
export interface LearnedJudge {
  intercept: number;
  four: number;
  w: Partial<Record<(typeof JUDGE_FEATURES)[number], number>>;
}

/** The chance `team` wins from `s`, by a learned judge (1 or 0 once the skirmish is over). */
export function learnedJudge(s: JumonvilleState, team: Team, j: LearnedJudge): number {
  if (s.phase === 'over') return outcome(s, team);
  const red = judgeFeatures(s, 'red');
  const black = judgeFeatures(s, 'black');
  let z = j.intercept + (s.teams.length >= 4 ? j.four : 0);
  JUDGE_FEATURES.forEach((n, i) => {
    z += (j.w[n] ?? 0) * ((red[i] as number) - (black[i] as number));
  });
  const p = 1 / (1 + Math.exp(-z));
  return team === 'red' ? p : 1 - p;
}

/** Plays `first` and then `h` activations (every seat the greedy player) in `world`; the end, judged for `team`. */
function playOut(world: JumonvilleState, seat: Seat, first: JumonvilleAction, h: number, team: Team, place: number, weights: Weights = NORMAL_WEIGHTS, reply = 0, learned?: LearnedJudge): number {
  pausePoint(); // each play-out is where the search may give way to the page's drawing
  const r = jumonville.apply(world, first, seat);
  if (!r.ok) return -Infinity;
  let s = r.state;
  let done = first.type === 'move' ? 0 : 1;
  let guard = 0;
  let replies = 0;
  while (s.phase !== 'over' && (done < h || replies < reply) && done < h + 6 && guard++ < 200) {
    const who = jumonville.actors(s)[0];
    if (who === undefined) break;
    const a = greedyAction(s, who);
    if (!a) break;
    const next = jumonville.apply(s, a, who);
    if (!next.ok) break;
    s = next.state;
    if (a.type !== 'draw' && a.type !== 'move') {
      done++;
      if (s.teams[who] !== team) replies++;
    }
  }
  return learned ? learnedJudge(s, team, learned) : judge(s, team, place, weights);
}

/**
 * The look ahead: each candidate played out in the same `m` worlds (common random numbers), the
 * best mean judged end chosen (ties: the reckoning's order).
 */
export function lookAhead(view: JumonvilleState, seat: Seat, look: LookAhead, salt: number, report?: (a: JumonvilleAction, mean: number) => void): JumonvilleAction | null {
  const a = view.activation;
  if (view.phase !== 'activate' || !a || a.seats[0] !== seat) return null;
  if (a.moved) return afterMove(view, a.moved);
  const cands = candidates(view, seat, look);
  const base = greedyAction(view, seat);
  const baseKey = base ? actionKey(base) : '';
  if (cands.length <= 1) return cands[0] ?? null;
  const team = view.teams[seat] as Team;
  const rng = new Rng(seedRng(viewSeed(view, seat, salt)));
  const dice = stratifiedDice(look.m, rng);
  const worlds = dice.map((d) => determinize(view, rng, d));
  const weights = look.approach === undefined ? NORMAL_WEIGHTS : { ...NORMAL_WEIGHTS, approach: look.approach };
  const values = cands.map((c) => worlds.map((w) => playOut(w, seat, c, look.h, team, look.place, weights, look.reply ?? 0, look.learned)));
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
  let best: JumonvilleAction | null = null;
  let bestV = -Infinity;
  // The base (greedy's own pick: the last candidate when it was not among the best-scored, else
  // wherever it stands): with `z`, another candidate is chosen only when its paired gain over the
  // base, world by world, is more than z standard errors.
  const g = look.z === undefined ? -1 : cands.findIndex((c) => actionKey(c) === baseKey);
  for (const [i, c] of cands.entries()) {
    const vs = values[i] as number[];
    let v = mean(vs);
    if (g >= 0 && i !== g) {
      const d = vs.map((x, w) => x - ((values[g] as number[])[w] as number));
      const md = mean(d);
      const sd = Math.sqrt(d.reduce((x, y) => x + (y - md) ** 2, 0) / Math.max(1, d.length - 1));
      if (!(md > (look.z ?? 0) * (sd / Math.sqrt(d.length)) + (look.margin ?? 0))) v = -Infinity;
    }
    report?.(c, mean(vs));
    if (v > bestV + 1e-9 || best === null) {
      bestV = v;
      best = c;
    }
  }
  if (g >= 0 && bestV === -Infinity) best = cands[g] as JumonvilleAction;
  return best;
}

/** A look-ahead player with other knobs (for the lab's trials). */
export const lookAheadBot = (look: LookAhead) => (view: JumonvilleState, seat: Seat): JumonvilleAction => {
  const a = view.phase === 'draw' ? ({ type: 'draw' } as const) : (lookAhead(view, seat, look, 2) ?? greedyAction(view, seat));
  if (!a) throw new Error(`Jumonville: seat ${seat} has nothing to do.`);
  return a;
};

/** The one-step reckoning over the normal spots: the computer at normal before the look ahead (for the lab). */
export function oneStepAction(view: JumonvilleState, seat: Seat): JumonvilleAction | null {
  return choose(view, seat, { spots: NORMAL_SPOTS, weights: NORMAL_WEIGHTS });
}

/** The computer's action for `seat` at `strength`, from its own view; null when it has nothing to do. */
export function decideOrNull(view: JumonvilleState, seat: Seat, strength: Strength): JumonvilleAction | null {
  if (view.phase !== 'activate') return view.phase === 'draw' && seat === view.drawer ? { type: 'draw' } : null;
  if (strength === 'easy') {
    const rng = new Rng(seedRng(viewSeed(view, seat, 1)));
    if (rng.float() < 0.25) return randomAction(view, seat, rng);
    return choose(view, seat, { spots: moveSamples, weights: GREEDY_WEIGHTS, noise: 0.35, rng });
  }
  const look = strength === 'normal' ? NORMAL_LOOK : HARD_LOOK;
  return lookAhead(view, seat, look, strength === 'normal' ? 2 : 3) ?? greedyAction(view, seat);
}

/** The computer player: `decide(view, seat, strength)`. */
export function decide(view: JumonvilleState, seat: Seat, strength: Strength): JumonvilleAction {
  const a = decideOrNull(view, seat, strength);
  if (!a) throw new Error(`Jumonville: seat ${seat} has nothing to do.`);
  return a;
}
