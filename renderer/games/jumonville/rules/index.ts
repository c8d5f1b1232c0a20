// Skirmish at Jumonville Glen: a card-driven skirmish of May 1754 on a 36-inch table. Each card
// turned calls one team (red cards Red, black cards Black); each of that team's players in seat
// order activates one figure (two different figures for a face card), which moves, shoots,
// moves and shoots, charges, fights, or stands. Skill tests are a d20 at or under the skill.
import * as v from 'valibot';
import { accept, note, refuse, type GameDefinition, type GameEvent as AnyEvent, type SeatConfig, type Seat } from '../../../engine/game';
import { actionGuard, clip, MAX_PROGRESS } from '../../../engine/limits';
import { d20 } from '../../../engine/dice';
import { HIDDEN_RNG, Rng, seedRng, type RngState } from '../../../engine/rng';
import { cardName, cardsView, isFace, newDeck, showing, teamOf, turnCard } from './cards';
import { GLEN_TWO, MOVE, SCENARIOS, TEAM_NAMES, scenarioFor, scenarioOptions, setupProblem, optionsSchema } from './scenarios';
import { blockedText, cut, fightingWith, gap, inCover, inContact, inRange, inches, onTable, pathPoints, planCharge, planMove, runAway, sight } from './terrain';
import type { Activation, Figure, JumonvilleAction, JumonvilleDetail, JumonvilleOptions, JumonvilleState, Point, Skills, Team, TestRecord } from './types';

type GameEvent = AnyEvent<JumonvilleDetail>;

export * from './types';
export * from './scenarios';
export * from './terrain';
export * from './cards';

export const TITLE = 'Skirmish at Jumonville Glen';
/** Moving first costs this much on the shooting test. */
export const MOVE_AND_SHOOT = -2;
/** A charger's bonus on the fighting test. */
export const CHARGE_BONUS = 4;
/** Hits that take a figure off the table. */
export const HITS_TO_REMOVE = 3;
/** A charger whose target flees halts this far short of contact. */
export const CHARGE_SHORT = 0.25;

// ---- schemas ------------------------------------------------------------------------------------

const fid = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/));
const coord = v.pipe(v.number(), v.finite(), v.minValue(-100), v.maxValue(136));

export const actionSchema = v.variant('type', [
  v.object({ type: v.literal('draw') }),
  v.object({ type: v.literal('move'), figure: fid, to: v.object({ x: coord, y: coord }) }),
  v.object({ type: v.literal('shoot'), figure: fid, target: fid }),
  v.object({ type: v.literal('charge'), figure: fid, target: fid }),
  v.object({ type: v.literal('fight'), figure: fid, target: fid }),
  v.object({ type: v.literal('stand'), figure: fid }),
  v.object({ type: v.literal('done'), figure: fid }),
  v.object({ type: v.literal('concede') }),
]) satisfies v.GenericSchema<unknown, JumonvilleAction>;

export { optionsSchema };
export const DEFAULT_OPTIONS: JumonvilleOptions = scenarioOptions(GLEN_TWO.id);

const checkAction = actionGuard(actionSchema, TITLE);

// ---- reading the state ----------------------------------------------------------------------------

export const figureById = (s: Pick<JumonvilleState, 'figures'>, id: string): Figure | undefined => s.figures.find((f) => f.id === id);
export const teamName = (t: Team): string => TEAM_NAMES[t];
export const other = (t: Team): Team => (t === 'red' ? 'black' : 'red');
export const seatsOf = (s: Pick<JumonvilleState, 'teams'>, t: Team): Seat[] => s.teams.flatMap((x, i) => (x === t ? [i] : []));
export const aliveOf = (s: Pick<JumonvilleState, 'figures'>, seat: Seat): Figure[] => onTable(s).filter((f) => f.owner === seat);

/** The seat acting now, or null. */
export const acting = (s: JumonvilleState): Seat | null => (s.phase === 'activate' ? (s.activation?.seats[0] ?? null) : s.phase === 'draw' ? s.drawer : null);

/** Whether the state a move left is another person's to play: the mouse was handed on with it. */
export function handsOver(seat: Seat, after: JumonvilleState | undefined, players: readonly { control: string }[]): boolean {
  const next = after ? acting(after) : null;
  return next !== null && next !== seat && players[next]?.control === 'human';
}

/** The figures the acting seat may still activate for this card (none while one has moved and may shoot). */
export function readyFigures(s: JumonvilleState): Figure[] {
  const a = s.activation;
  const seat = acting(s);
  if (s.phase !== 'activate' || !a || seat === null || a.moved) return [];
  return aliveOf(s, seat).filter((f) => !a.used.includes(f.id));
}

/** Why this figure cannot shoot this target, or null. */
export function shotProblem(s: JumonvilleState, shooter: Figure, target: Figure): string | null {
  if (target.removed) return `${target.name} is no longer on the table.`;
  if (target.team === shooter.team) return `${target.name} is on your own side.`;
  if (!inRange(shooter, target)) return `${target.name} is ${inches(gap(shooter, target))} away: shots reach 12 in.`;
  const foe = fightingWith(s, target);
  if (foe) return `${target.name} is fighting ${foe.name} in base contact: figures in a fight cannot be shot.`;
  const seen = sight(s, shooter, target);
  if (!seen.clear) return blockedText(seen);
  return null;
}

// ---- setting up -----------------------------------------------------------------------------------

/** The options to play: a ready-made glen for the wrong number of players becomes the right one. */
export function optionsFor(options: JumonvilleOptions, players: number): JumonvilleOptions {
  if (setupProblem(options, players) && SCENARIOS.some((sc) => sc.id === options.scenario)) return scenarioOptions(scenarioFor(players).id);
  return options;
}

/** Why a new game with these options and players cannot start, in a player's words (for the set-up screen). */
export function matchProblem(match: { options: JumonvilleOptions; players: readonly SeatConfig[] }): string | null {
  return setupProblem(optionsFor(match.options, match.players.length), match.players);
}

function setup(given: JumonvilleOptions, players: readonly SeatConfig[], seed: number): JumonvilleState {
  const options = optionsFor(given, players.length);
  const problem = setupProblem(options, players);
  if (problem) throw new Error(problem);
  const deck = newDeck(seedRng(seed));
  const teams: Team[] = players.map((_, seat) => options.figures.find((f) => f.owner === seat)?.team ?? 'red');
  return {
    options,
    terrain: options.terrain,
    figures: options.figures.map((f) => ({ id: f.id, name: f.name, side: f.side, owner: f.owner, team: f.team, skills: { ...f.skills }, hits: 0, at: { ...f.at } })),
    teams,
    cards: deck.cards,
    phase: 'draw',
    drawer: 0,
    activation: null,
    turn: 0,
    rng: deck.rng,
    result: null,
  };
}

// ---- resolving ------------------------------------------------------------------------------------

const SKILL_WORDS: Record<keyof Skills, string> = { shooting: 'Shooting', fighting: 'Fighting', bravery: 'Bravery', save: 'Save' };

/** A step of the rules under way: the figures as they now stand, the dice, the log. */
class Step {
  figures: Figure[];
  events: GameEvent[] = [];
  readonly rng: Rng;
  constructor(
    readonly s: JumonvilleState,
    readonly seat: Seat,
  ) {
    this.figures = s.figures.map((f) => f);
    this.rng = new Rng(s.rng);
  }
  fig(id: string): Figure {
    const f = this.figures.find((x) => x.id === id);
    if (!f) throw new Error(`No figure ${id}`);
    return f;
  }
  set(id: string, change: Partial<Figure>): Figure {
    const i = this.figures.findIndex((x) => x.id === id);
    const f = { ...(this.figures[i] as Figure), ...change };
    this.figures[i] = f;
    return f;
  }
  say(text: string, detail?: JumonvilleDetail, who: Seat | null = this.seat): void {
    this.events.push(note<JumonvilleDetail>(text, who, detail));
  }
  /** A skill test: d20 at or under the skill with its modifier. */
  test(f: Figure, skill: keyof Skills, modifier = 0, why = ''): TestRecord {
    const base = f.skills[skill];
    const need = base + modifier;
    const sum = modifier ? `${base} ${modifier < 0 ? '−' : '+'} ${Math.abs(modifier)}${why ? ` ${why}` : ''} = ${need}` : `${need}`;
    const roll = d20(this.rng, f.owner, `${f.name}'s ${SKILL_WORDS[skill].toLowerCase()} test (${sum} or under)`);
    this.events.push(roll);
    return { figure: f.id, skill, need, modifier, roll: roll.total, pass: roll.total <= need };
  }
  /** One hit on a figure; the third takes it off the table. */
  hit(target: Figure): Figure {
    const hits = Math.min(HITS_TO_REMOVE, target.hits + 1);
    const t = this.set(target.id, hits >= HITS_TO_REMOVE ? { hits, removed: true } : { hits });
    this.say(`${t.name} takes a hit (${hits} of ${HITS_TO_REMOVE}).`, { t: 'hit', figure: t.id, hits });
    if (t.removed) this.say(`${t.name} is taken off the table.`, { t: 'removed', figure: t.id });
    return t;
  }
  /** The bravery test after being shot at; on failure the figure runs from `from`. */
  bravery(target: Figure, from: Figure, untilHidden: boolean): void {
    const test = this.test(target, 'bravery');
    this.say(`${target.name} ${test.pass ? 'stands firm' : 'loses heart'} (rolled ${test.roll}, needed ${test.need} or under).`, { t: 'bravery', figure: target.id, test, from: from.id });
    if (!test.pass) this.run(target, from, untilHidden);
  }
  run(runner: Figure, from: Figure, untilHidden: boolean): void {
    const r = runAway({ terrain: this.s.terrain, figures: this.figures }, runner, from.at, untilHidden);
    this.set(runner.id, { at: r.to });
    // What stopped it short of 6 in, said: "runs 0.0 in away (out of sight, or stopped)" left a player guessing.
    const stop = r.stop;
    const what = !stop || stop.by === 'sight' ? '' : stop.by === 'edge' ? "the table's edge" : stop.by === 'rocks' ? 'the rocks' : `${stop.name}'s base`;
    const text =
      what && r.length < 0.05
        ? `${runner.name} cannot run from ${from.name}: ${what} ${stop?.by === 'rocks' ? 'are' : 'is'} in the way.`
        : `${runner.name} runs ${inches(r.length)} away from ${from.name}${stop?.by === 'sight' ? `, out of ${from.name}'s sight` : what ? `, to ${what}` : ''}.`;
    this.say(text, { t: 'run', figure: runner.id, from: runner.at, to: r.to, away: from.id });
  }
  rngState(): RngState {
    return this.rng.state();
  }
}

/** The state after a figure's activation ends: the next figure, the next player, or the next card. */
function afterActivation(s: JumonvilleState, step: Step, used: string | null): JumonvilleState {
  const figures = step.figures;
  let next: JumonvilleState = { ...s, figures, rng: step.rngState() };
  const over = ending(next);
  if (over) {
    step.say(over.text, { t: 'over', winners: over.team }, null);
    return { ...next, phase: 'over', activation: null, result: { winners: seatsOf(next, over.team), text: over.text } };
  }
  const a = s.activation;
  if (!a) return next;
  const act: Activation = { ...a, used: used ? [...a.used, used] : a.used, moved: null };
  const seat = act.seats[0];
  const more = seat !== undefined && act.used.length < act.per && aliveOf(next, seat).some((f) => !act.used.includes(f.id));
  if (more) return { ...next, activation: act };
  // This player is done: the next on the team with figures left, or the next card.
  const seats = act.seats.slice(1).filter((x) => aliveOf(next, x).length > 0);
  if (seats.length) return { ...next, activation: { ...act, seats, used: [], moved: null } };
  next = { ...next, phase: 'draw', drawer: seat ?? s.drawer, activation: null };
  return next;
}

/** The end of the skirmish, if a team has no figures left on the table. */
function ending(s: JumonvilleState): { team: Team; text: string } | null {
  for (const t of ['red', 'black'] as const) {
    if (!onTable(s).some((f) => f.team === t)) {
      const w = other(t);
      return { team: w, text: `${teamName(t)} has no figures left on the table: ${teamName(w)} wins.` };
    }
  }
  return null;
}

function draw(s: JumonvilleState, seat: Seat): ReturnType<typeof apply> {
  if (s.phase !== 'draw') return refuse('The card is already turned: finish this card\'s activations first.');
  if (seat !== s.drawer) return refuse(`${seatWord(s, s.drawer)} turns the next card.`);
  const t = turnCard(s.cards, s.rng);
  if ('error' in t) return refuse(t.error);
  const team = teamOf(t.card);
  const per: 1 | 2 = isFace(t.card) ? 2 : 1;
  const seats = seatsOf(s, team).filter((x) => aliveOf(s, x).length > 0);
  const events: GameEvent[] = [];
  const name = cardName(t.card);
  if (t.reshuffled) events.push(note<JumonvilleDetail>('The deck ran out: the turned cards are shuffled into a new deck.', null));
  events.push(
    note<JumonvilleDetail>(`${name}: ${teamName(team)} activates ${per === 2 ? 'two different figures' : 'one figure'} for each player.`, seat, {
      t: 'card',
      card: t.card,
      team,
      per,
      reshuffled: t.reshuffled,
    }),
  );
  const next: JumonvilleState = { ...s, cards: t.cards, rng: t.rng, turn: s.turn + 1 };
  if (!seats.length) return accept({ ...next, drawer: seat }, events);
  return accept({ ...next, phase: 'activate', activation: { team, card: t.card, per, seats, used: [], moved: null } }, events);
}

function apply(s: JumonvilleState, raw: JumonvilleAction, seat: Seat): ReturnType<GameDefinition<JumonvilleState, JumonvilleAction, JumonvilleOptions, JumonvilleDetail>['apply']> {
  const checked = checkAction(raw);
  if (!checked.ok) return checked;
  const action = checked.action;
  if (s.phase === 'over') return refuse('The skirmish is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.teams.length) return refuse('There is no such player.');
  if (action.type === 'concede') {
    const t = s.teams[seat] as Team;
    const w = other(t);
    const text = `${teamName(t)} concedes: ${teamName(w)} wins.`;
    return accept({ ...s, phase: 'over', activation: null, result: { winners: seatsOf(s, w), text } }, [note<JumonvilleDetail>(text, seat, { t: 'over', winners: w })]);
  }
  if (action.type === 'draw') return draw(s, seat);
  const a = s.activation;
  if (s.phase !== 'activate' || !a) return refuse(`Turn a card first: ${seatWord(s, s.drawer)} turns the next card.`);
  const now = a.seats[0];
  if (seat !== now) return refuse(`${seatWord(s, now ?? 0)} is activating now.`);
  const me = figureById(s, action.figure);
  if (!me) return refuse('There is no such figure.');
  if (me.owner !== seat) return refuse(`${me.name} is not yours to command.`);
  if (me.removed) return refuse(`${me.name} is no longer on the table.`);
  if (a.moved && a.moved !== me.id) return refuse(`${figureById(s, a.moved)?.name ?? 'The figure'} has moved: it may shoot now, or be done.`);
  if (a.moved && action.type !== 'shoot' && action.type !== 'done') return refuse(`${me.name} has moved: it may shoot now (at −2), or be done.`);
  if (!a.moved && a.used.includes(me.id)) return refuse(`${me.name} has already been activated for this card: a face card activates two different figures.`);
  const step = new Step(s, seat);

  switch (action.type) {
    case 'done':
      if (!a.moved) return refuse(`${me.name} has not moved: choose what it does.`);
      return accept(afterActivation(s, step, me.id), step.events);

    case 'stand':
      step.say(`${me.name} stands.`, { t: 'stand', figure: me.id });
      return accept(afterActivation(s, step, me.id), step.events);

    case 'move': {
      const plan = planMove(s, me, action.to);
      if (!plan.ok) return refuse(plan.reason);
      const moved = { ...me, at: action.to };
      const foe = onTable(s).find((f) => f.team !== me.team && inContact(moved, f));
      if (foe) return refuse(`That puts ${me.name} in base contact with ${foe.name}: to close with an enemy, charge.`);
      step.set(me.id, { at: { x: action.to.x, y: action.to.y } });
      step.say(`${me.name} moves ${inches(plan.length)}.`, { t: 'move', figure: me.id, path: plan.path, length: plan.length });
      return accept({ ...s, figures: step.figures, activation: { ...a, moved: me.id } }, step.events);
    }

    case 'shoot': {
      const target = figureById(s, action.target);
      if (!target) return refuse('There is no such figure.');
      const problem = shotProblem(s, me, target);
      if (problem) return refuse(problem);
      const moved = a.moved === me.id;
      const cover = inCover(s, me, target);
      const test = step.test(me, 'shooting', moved ? MOVE_AND_SHOOT : 0, moved ? 'for moving' : '');
      step.say(`${me.name} shoots at ${target.name}: ${test.pass ? 'a hit' : 'a miss'} (rolled ${test.roll}, needed ${test.need} or under)${cover ? '; the target is in cover' : ''}.`, {
        t: 'shot',
        figure: me.id,
        target: target.id,
        test,
        cover,
        moved,
      });
      let t = target;
      if (test.pass) {
        let saved = false;
        if (cover) {
          const save = step.test(target, 'save');
          saved = save.pass;
          step.say(`${target.name} ${saved ? 'saves: the shot hits the cover' : 'fails the save'} (rolled ${save.roll}, needed ${save.need} or under).`, { t: 'save', figure: target.id, test: save });
        }
        if (!saved) t = step.hit(target);
      }
      if (!t.removed) step.bravery(t, me, true);
      return accept(afterActivation(s, step, me.id), step.events);
    }

    case 'charge': {
      const target = figureById(s, action.target);
      if (!target) return refuse('There is no such figure.');
      if (target.removed) return refuse(`${target.name} is no longer on the table.`);
      if (target.team === me.team) return refuse(`${target.name} is on your own side.`);
      if (inContact(me, target)) return refuse(`${me.name} is already in base contact with ${target.name}: fight instead.`);
      const plan = planCharge(s, me, target);
      if (!plan.ok) return refuse(plan.reason);
      const nerve = step.test(me, 'bravery');
      if (!nerve.pass) {
        step.say(`${me.name} balks at charging ${target.name} (rolled ${nerve.roll}, needed ${nerve.need} or under).`, { t: 'charge', figure: me.id, target: target.id, path: [me.at], outcome: 'balked' });
        return accept(afterActivation(s, step, me.id), step.events);
      }
      const held = step.test(target, 'bravery');
      if (!held.pass) {
        const go = Math.max(0, Math.min(MOVE, plan.length - CHARGE_SHORT));
        const pieces = cut(plan.pieces, go);
        const path = pieces.length ? pathPoints(me.at, pieces) : [me.at];
        const end = path[path.length - 1] as Point;
        const at = pieces.length ? endOf(pieces) : me.at;
        const charger = step.set(me.id, { at });
        step.say(`${me.name} charges ${target.name}, who breaks and runs (rolled ${held.roll}, needed ${held.need} or under).`, {
          t: 'charge',
          figure: me.id,
          target: target.id,
          path: [...path.slice(0, -1), end],
          outcome: 'target-ran',
        });
        step.run(target, charger, false);
        return accept(afterActivation(s, step, me.id), step.events);
      }
      const charger = step.set(me.id, { at: plan.contact });
      step.say(`${me.name} charges ${target.name} (${inches(plan.length)}), who stands (rolled ${held.roll}, needed ${held.need} or under).`, {
        t: 'charge',
        figure: me.id,
        target: target.id,
        path: plan.path,
        outcome: 'contact',
      });
      fight(step, charger, target, true);
      return accept(afterActivation(s, step, me.id), step.events);
    }

    case 'fight': {
      const target = figureById(s, action.target);
      if (!target) return refuse('There is no such figure.');
      if (target.removed) return refuse(`${target.name} is no longer on the table.`);
      if (target.team === me.team) return refuse(`${target.name} is on your own side.`);
      if (!inContact(me, target)) return refuse(`${me.name} is not in base contact with ${target.name}: charge to close with an enemy.`);
      fight(step, me, target, false);
      return accept(afterActivation(s, step, me.id), step.events);
    }
  }
}

/** The exact end of a path's pieces. */
function endOf(pieces: ReturnType<typeof cut>): Point {
  const last = pieces[pieces.length - 1];
  if (!last) throw new Error('An empty path has no end');
  if (last.kind === 'run') return last.to;
  const a = last.start + last.sweep;
  return { x: last.centre.x + last.radius * Math.cos(a), y: last.centre.y + last.radius * Math.sin(a) };
}

/** A fighting test; success is one hit, with no save and no bravery test. Only the active figure strikes. */
function fight(step: Step, me: Figure, target: Figure, charge: boolean): void {
  const test = step.test(me, 'fighting', charge ? CHARGE_BONUS : 0, charge ? 'for the charge' : '');
  step.say(`${me.name} fights ${target.name}: ${test.pass ? 'a hit' : 'no hit'} (rolled ${test.roll}, needed ${test.need} or under).`, { t: 'fight', figure: me.id, target: target.id, test, charge });
  if (test.pass) step.hit(target);
}

// ---- what a seat may do -----------------------------------------------------------------------------

/** Move samples: eight ways at two lengths, and straight at the nearest enemy. */
export function moveSamples(s: JumonvilleState, f: Figure): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    for (const d of [2.5, 5.5]) out.push({ x: f.at.x + d * Math.cos(a), y: f.at.y + d * Math.sin(a) });
  }
  const foes = onTable(s).filter((o) => o.team !== f.team);
  const near = foes.sort((p, q) => gap(f, p) - gap(f, q))[0];
  if (near) {
    const d = Math.hypot(near.at.x - f.at.x, near.at.y - f.at.y);
    const go = Math.min(5.5, d - 1.5);
    if (go > 0.1) out.push({ x: f.at.x + ((near.at.x - f.at.x) * go) / d, y: f.at.y + ((near.at.y - f.at.y) * go) / d });
  }
  return out.map((p) => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 }));
}

/** Can this move be made (the path, and no enemy contact at its end)? */
export function moveOk(s: JumonvilleState, f: Figure, to: Point): boolean {
  if (!planMove(s, f, to).ok) return false;
  const moved = { ...f, at: to };
  return !onTable(s).some((o) => o.team !== f.team && inContact(moved, o));
}

/** Legal actions for a seat (moves sampled), each one the rules accept. */
export function legalActions(s: JumonvilleState, seat: Seat, opts: { moves?: boolean; charges?: boolean } = {}): JumonvilleAction[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'draw') return seat === s.drawer ? [{ type: 'draw' }] : [];
  const a = s.activation;
  if (!a || a.seats[0] !== seat) return [];
  const out: JumonvilleAction[] = [];
  const foes = (f: Figure) => onTable(s).filter((o) => o.team !== f.team);
  if (a.moved) {
    const me = figureById(s, a.moved);
    if (!me) return [];
    for (const t of foes(me)) if (!shotProblem(s, me, t)) out.push({ type: 'shoot', figure: me.id, target: t.id });
    out.push({ type: 'done', figure: me.id });
    return out;
  }
  for (const me of readyFigures(s)) {
    out.push({ type: 'stand', figure: me.id });
    for (const t of foes(me)) {
      if (inContact(me, t)) {
        out.push({ type: 'fight', figure: me.id, target: t.id });
        continue;
      }
      if (!shotProblem(s, me, t)) out.push({ type: 'shoot', figure: me.id, target: t.id });
      if (opts.charges !== false && gap(me, t) <= MOVE && planCharge(s, me, t).ok) out.push({ type: 'charge', figure: me.id, target: t.id });
    }
    if (opts.moves !== false) for (const to of moveSamples(s, me)) if (moveOk(s, me, to)) out.push({ type: 'move', figure: me.id, to });
  }
  return out;
}

// ---- the game -------------------------------------------------------------------------------------

/** Names as a list in words: "A", "A and B", "A, B and C". */
export const andList = (names: readonly string[]): string => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}` : (names[0] ?? ''));

/**
 * A seat named by its forces, as players at the table call each other: "Red (Virginians and
 * Indians)", "Black (French)"; with the seat's number where two seats command the same.
 */
export function seatWord(s: JumonvilleState, seat: Seat): string {
  const forces = (k: Seat) => {
    const sides = [...new Set(s.figures.filter((f) => f.owner === k).map((f) => f.side))];
    const team = s.teams[k] === 'red' ? 'Red' : 'Black';
    if (!sides.length) return team;
    return `${team} (${andList(sides.map((x) => x.charAt(0).toUpperCase() + x.slice(1)))})`;
  };
  const mine = forces(seat);
  const twin = s.teams.some((_, k) => k !== seat && forces(k) === mine);
  return twin ? `${mine.replace(/\)$/, '')}, player ${seat + 1})` : mine;
}


export const jumonville: GameDefinition<JumonvilleState, JumonvilleAction, JumonvilleOptions, JumonvilleDetail> = {
  id: 'jumonville',
  title: TITLE,
  optionsSchema,
  actionSchema,
  defaultOptions: DEFAULT_OPTIONS,
  minPlayers: 2,
  maxPlayers: 4,
  setup: (match, seed) => setup(match.options, match.players, seed),

  actors(s) {
    const seat = acting(s);
    return seat === null ? [] : [seat];
  },

  legalActions: (s, seat) => legalActions(s, seat),

  apply,

  result(s) {
    if (!s.result) return null;
    return { winners: s.result.winners, draw: s.result.winners.length === 0, text: s.result.text };
  },

  // Nothing is hidden but the order of the deck and the dice to come.
  playerView: (s, seat) => ({ ...s, cards: cardsView(s.cards, seat), rng: HIDDEN_RNG }),

  describe(action, before, seat) {
    const name = (id: string) => figureById(before, id)?.name ?? 'A figure';
    switch (action.type) {
      case 'draw':
        return `${seatWord(before, seat)} turns a card`;
      case 'move':
        return `${name(action.figure)} moves`;
      case 'shoot':
        return `${name(action.figure)} ${before.activation?.moved === action.figure ? 'moved and ' : ''}shoots at ${name(action.target)}`;
      case 'charge':
        return `${name(action.figure)} charges ${name(action.target)}`;
      case 'fight':
        return `${name(action.figure)} fights ${name(action.target)}`;
      case 'stand':
        return `${name(action.figure)} stands`;
      case 'done':
        return `${name(action.figure)} is done`;
      case 'concede':
        return `${teamName(before.teams[seat] ?? 'red')} concedes`;
    }
  },

  progress(s) {
    const count = (t: Team) => onTable(s).filter((f) => f.team === t).length;
    if (s.phase === 'over') return clip(s.result?.text ?? 'Over', MAX_PROGRESS);
    const card = showing(s.cards);
    return clip(`Card ${s.turn}${card ? ` (${card})` : ''}: Red ${count('red')}, Black ${count('black')} figures`, MAX_PROGRESS);
  },

  // Turned cards and dice everyone has seen are never taken back, nor the computer's moves: taken
  // back, they would leave a person looking at the computer's turn, which it does not play again
  // while there is a move to redo (as in Ironclads, Cups of War and Tippecanoe). Nor a move that
  // handed the mouse to another person (a party's Done, with the next party of the team to act):
  // Undo takes back your own moves, not the last party's.
  kept: ({ action, events, seat }, players, after) =>
    action.type === 'draw' || events.some((e) => e.kind === 'roll') || players[seat]?.control === 'computer' || handsOver(seat, after, players),
  maxLogEntries: 4_000,
};
