// What the Jumonville panel and table say to each other, per game session: the figure picked,
// the enemy it aims at, the last d20 rolled, and what the table shows while it plays back.
import { perSession } from '../../kits/shell/session-store';
import {
  CHARGE_BONUS,
  andList,
  MOVE_AND_SHOOT,
  SHOT_RANGE,
  acting,
  aliveOf,
  cardName,
  figureById,
  gap,
  handsOver,
  inCover,
  inContact,
  inRange,
  inches,
  onTable,
  planCharge,
  readyFigures,
  shotProblem,
  sideLabel,
  sight,
  teamName,
  MOVE,
  type Figure,
  type JumonvilleOptions,
  type JumonvilleState,
  type MovePlan,
  type Point,
  type TestRecord,
  type Team,
  type JumonvilleDetail,
} from './rules';
import { details, type GameEvent } from '../../engine/game';

/** The panel's heading: which card the skirmish is on ("Card 0" before any is turned reads as a fault). */
export const cardHeading = (s: Pick<JumonvilleState, 'phase' | 'turn'>): string =>
  s.phase === 'over' ? 'The skirmish is over' : s.turn === 0 ? 'Before the first card' : `Card ${s.turn}`;

/** A seat's name with its team, "French (Black)"; a seat named as its team is said once ("Red", not "Red (Red)"). */
export function seatWithTeam(name: string, team: Team): string {
  const t = teamName(team);
  return name.trim().toLowerCase() === t.toLowerCase() ? name : `${name} (${t})`;
}

/**
 * The line under the card: whose card it is and who acts, or who turns the next one. "You (Red)
 * are acting", "Virginians and Indians (Red) to act": a seat's name may be one person or a party
 * ("Virginians and Indians is acting" read wrong), so no verb is made to agree with it.
 */
export function turnWords(s: Pick<JumonvilleState, 'activation' | 'phase' | 'drawer' | 'teams' | 'figures'>, card: string | null, names: readonly string[]): string {
  const name = (x: number) => names[x] ?? `Player ${x + 1}`;
  const who = (x: number) => seatWithTeam(name(x), s.teams[x] ?? 'red');
  const verb = (x: number, other: string, you: string) => (name(x) === 'You' ? you : other);
  const a = s.activation;
  if (a && card) {
    const seat = a.seats[0];
    // A face card for a player with a single figure left activates just that one (the rules window's reading): not "0 of 2 done".
    const alone = a.per === 2 && seat !== undefined && aliveOf(s, seat).length === 1 && a.used.length === 0;
    const count = alone ? ': one figure left, so just that one' : a.per === 2 ? `, ${a.used.length} of 2 done` : '';
    const acts = seat === undefined ? '' : ` ${who(seat)} ${verb(seat, 'to act', 'are acting')}${count}.`;
    return `${teamName(a.team)}: each player activates ${a.per === 2 ? '2 figures' : '1 figure'} (${cardName(card)}).${acts}`;
  }
  if (s.phase === 'draw') return `Next card: ${who(s.drawer)} ${verb(s.drawer, 'to turn', 'turn')} it.${card ? ` Last: ${cardName(card)}.` : ''}`;
  return '';
}

/**
 * The deck under the card showing: how many cards are left, and, just after it ran out, that the
 * turned cards were shuffled into a new one (else that is only in the log).
 */
export function deckWords(s: Pick<JumonvilleState, 'cards' | 'turn'>): string {
  const left = s.cards.deck?.cards.length ?? 0;
  if (s.turn === 0) return `${left} cards in the deck.`;
  if (s.turn > 1 && (s.cards.discard?.cards.length ?? 0) === 0) return `The deck ran out: the turned cards were shuffled into a new deck (${left} left).`;
  return `${left} ${left === 1 ? 'card' : 'cards'} left in the deck.`;
}

export interface RollShown {
  who: string;
  what: string;
  test: TestRecord;
  /** A modified test's sum before its total, as the log says it: "8 − 2 for moving". */
  sum?: string;
}

/**
 * The words over the last dice in the panel when they were rolled on an earlier card than the one
 * showing (they stay until the next roll): "Rolled on card 4", so that a roll cards ago does not
 * read as what just happened. Null for dice of this card, or none.
 */
export function rollsCaption(rolls: readonly { card: number }[], turn: number): string | null {
  const card = rolls[0]?.card;
  return card === undefined || card === turn ? null : `Rolled on card ${card}`;
}

/**
 * A d20 as the panel and the table show it, read from the roll's log words ("Pvt. Hogg's
 * shooting test (8 − 2 for moving = 6 or under)"): whose, which test, what it needed, pass or fail.
 */
export function readRoll(why: string, total: number, figures: readonly Figure[]): RollShown {
  const f = [...figures].sort((a, b) => b.name.length - a.name.length).find((x) => why.startsWith(`${x.name}'s`));
  const need = Number(/(\d+) or under\)\s*$/.exec(why)?.[1] ?? NaN);
  const skill = /'s (\w+) test/.exec(why)?.[1] ?? '';
  // A modified test: "(8 − 2 for moving = 6 or under)".
  const sum = /\((\d+ ([−+]) (\d+)[^=]*?) = \d+ or under\)\s*$/.exec(why);
  const modifier = sum ? (sum[2] === '−' ? -1 : 1) * Number(sum[3]) : 0;
  return {
    who: f?.name ?? '',
    what: skill,
    test: { figure: f?.id ?? '', skill: (skill || 'shooting') as 'shooting', need, modifier, roll: total, pass: Number.isFinite(need) && total <= need },
    ...(sum ? { sum: sum[1] } : {}),
  };
}

/**
 * Whether a log entry turned a card: a draw of this table's, or another table's across machines,
 * which comes as its line and events only (action 'remote'), known by its note's card.
 */
const turnsCard = (e: { action: { type: string }; events?: readonly GameEvent[] }): boolean =>
  e.action.type === 'draw' || details(e.events ?? []).some((d) => (d as Partial<JumonvilleDetail>).t === 'card');

/**
 * The panel's last dice read back from the log (the last entry that rolled, on the card it was
 * rolled on: cards are counted by the cards turned, here or at another table), for a table opened on a game already under
 * way: after a reload or a save opened they were gone, a roll seen mid-playback with them.
 */
export function lastRolls(log: readonly { action: { type: string }; events?: readonly GameEvent[] }[], figures: readonly Figure[]): (RollShown & { card: number })[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const rolls = (log[i]!.events ?? []).flatMap((e) => (e.kind === 'roll' ? [e] : []));
    if (!rolls.length) continue;
    const card = log.slice(0, i + 1).filter(turnsCard).length;
    return rolls.map((e) => ({ ...readRoll(e.why, e.total, figures), card }));
  }
  return [];
}

/** A d20's words under it on the table: "shooting ≤6 ✗ fail", and under them what changed the skill ("8 − 2 for moving"). */
export function rollCaption(roll: RollShown): string {
  const need = roll.test.need;
  const known = Number.isFinite(need);
  const line = `${roll.what} ${known ? `≤${need}` : ''} ${known ? (roll.test.pass ? '✓ pass' : '✗ fail') : ''}`;
  return roll.sum ? `${line}\n${roll.sum}` : line;
}

/** What a d20 needed, in the panel: "needed 6 or under", or with its modifier "needed 8 − 2 for moving = 6 or under". */
export function rollNeed(roll: RollShown): string {
  return `needed ${roll.sum ? `${roll.sum} = ` : ''}${roll.test.need} or under`;
}

/**
 * What the computer has done since `seat` last acted, in the log's own headlines ("Ens. Jumonville
 * moves", "Sgt. Le Blanc moved and shoots at Capt. Washington"), cards turned left out, the last
 * three at most: the panel says them (once the table has shown them), so that a move without dice
 * does not pass unnoticed while the log is folded away. Across machines another table's action
 * comes without its own (as `remote`): a card turned there is known by its note's card.
 */
export function computerSince(entries: readonly { seat: number; action: { type: string }; text: string; events?: readonly GameEvent[] }[], seat: number, computer: (seat: number) => boolean): string[] {
  const out: string[] = [];
  for (let i = entries.length - 1; i >= 0 && out.length < 3; i--) {
    const e = entries[i]!;
    if (e.seat === seat) break;
    if (!turnsCard(e) && computer(e.seat)) out.unshift(e.text);
  }
  return out;
}

/**
 * What a d20 meant, in a few words after its pass or fail (a newcomer reads "save: fail" as good
 * news): a shot or a blow hits or misses, cover takes the shot or the hit stands, nerve holds or goes.
 */
export function rollMeant(what: string, pass: boolean): string {
  if (what === 'save') return pass ? 'the cover takes the shot' : 'the hit stands';
  if (what === 'bravery') return pass ? 'keeps their nerve' : 'loses their nerve';
  if (what === 'shooting' || what === 'fighting') return pass ? 'a hit' : 'a miss';
  return '';
}

/**
 * Why Undo takes nothing back after this log entry, in a player's words (the rules keep turned
 * cards, rolls, the computer's moves and a move that handed the mouse to another person), or null
 * for the plain "Nothing to undo.". `after` is the state the entry left.
 */
export function undoNoneWords(
  last: { action: { type: string }; seat: number; events: readonly { kind: string }[] } | undefined,
  players: readonly { control: string }[],
  after: JumonvilleState,
): string | null {
  if (!last) return null;
  if (players[last.seat]?.control === 'computer') return "Nothing to undo: the computer's moves are not taken back.";
  if (last.action.type === 'draw') return 'Nothing to undo: a turned card is not taken back.';
  if (last.events.some((e) => e.kind === 'roll')) return 'Nothing to undo: the dice have been rolled, and a roll is not taken back.';
  if (handsOver(last.seat, after, players)) return 'Nothing to undo: the next player has the mouse and has seen that move.';
  return null;
}

export interface JumonvilleUi {
  /** The figure picked to act (or to look at). */
  selected: string | null;
  /** The enemy the picked figure aims at (the panel's Shoot, Charge and Fight act on it). */
  target: string | null;
  /** The table is playing moves, shots and runs back. */
  animating: boolean;
  /** The state as the table shows it during a playback, else null. */
  shown: JumonvilleState | null;
  /** Every d20 of the last action that rolled, in order (a shot's, its save's, the target's bravery). */
  /** The last action's d20s, each with the card it was rolled on. */
  rolls: (RollShown & { card: number })[];
  hovered: string | null;
}

export const jvStore = perSession<JumonvilleUi>(() => ({ selected: null, target: null, animating: false, shown: null, rolls: [], hovered: null }));

/** The figure that may act now for the seat: the one that moved (it may still shoot), or a ready one. */
export function canActWith(s: JumonvilleState, seat: number, id: string | null): Figure | null {
  if (!id || s.phase !== 'activate' || acting(s) !== seat) return null;
  const a = s.activation;
  if (a?.moved) return a.moved === id ? (figureById(s, id) ?? null) : null;
  return readyFigures(s).find((f) => f.id === id) ?? null;
}

/** Each test an action against `target` would take, in numbers: what the panel and table show beside an enemy. */
export interface Odds {
  target: Figure;
  /** Why no shot, or null. */
  noShot: string | null;
  shootNeed: number;
  /** What the shot's skill was given or taken for (−2 after a move), or 0. */
  shootMod: number;
  cover: boolean;
  saveNeed: number;
  /** The target's bravery test after being shot at. */
  braveNeed: number;
  /** Why no charge, or null. */
  noCharge: string | null;
  chargeBrave: number;
  chargeFight: number;
  fight: boolean;
  fightNeed: number;
  distance: number;
  clear: boolean;
  blocked: string | null;
}

/**
 * The numbers beside an enemy on the table, in short lines (a melee huddled in a corner had them
 * 41 letters wide, led by long lines across the cloth): the fight, or the shot (its −2 after a
 * move, the target's save in cover), or why there is no shot in range; and a charge's three tests
 * on lines of their own: the charger's nerve, the target's (one that loses it runs, and there is no
 * fight), then the fight with its +4. Each a d20 at or under the number; the panel spells them out.
 */
export function oddsWords(o: Odds): string[] {
  const lines: string[] = [];
  if (o.fight) lines.push(`fight ${o.fightNeed}`);
  else if (!o.noShot) lines.push(`shoot ${o.shootNeed}${o.shootMod ? ` (${signed(o.shootMod)})` : ''}${o.cover ? ` · save ${o.saveNeed}` : ''}`);
  else if (o.distance <= SHOT_RANGE) lines.push(o.clear ? 'in base contact' : `no sight (${o.blocked})`);
  if (!o.noCharge && !o.fight) lines.push(`charge: nerve ${o.chargeBrave}`, `their nerve ${o.target.skills.bravery}`, `fight ${o.chargeFight} (${signed(CHARGE_BONUS)})`);
  return lines;
}

/** A modifier as a player writes it: +4, −2 (a minus sign, not a hyphen). */
const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

const oddsCache = new WeakMap<JumonvilleState, Map<string, Odds>>();

/** The odds (cached per state: the table redraws often), or worked out afresh for a figure being dragged (`quick`: no charge path). */
export function oddsFor(s: JumonvilleState, me: Figure, target: Figure, quick = false): Odds {
  if (quick) return workOut(s, me, target, true);
  let m = oddsCache.get(s);
  if (!m) oddsCache.set(s, (m = new Map()));
  const key = `${me.id}>${target.id}`;
  let o = m.get(key);
  if (!o) m.set(key, (o = workOut(s, me, target, false)));
  return o;
}

/**
 * The odds against `target` as they would be once `me` has moved to `to` (the numbers beside the
 * enemies while a figure is dragged): a figure that has moved may only shoot, at −2.
 */
export function oddsAfterMove(s: JumonvilleState, me: Figure, to: Point, target: Figure): Odds {
  const moved: Figure = { ...me, at: to };
  const after: JumonvilleState = { ...s, figures: s.figures.map((f) => (f.id === me.id ? moved : f)), activation: s.activation && { ...s.activation, moved: me.id } };
  return workOut(after, moved, target, true);
}

function workOut(s: JumonvilleState, me: Figure, target: Figure, quick: boolean): Odds {
  const moved = s.activation?.moved === me.id;
  const seen = sight(s, me, target);
  const touching = inContact(me, target);
  let noCharge: string | null = null;
  if (moved) noCharge = 'A figure that moved may only shoot or be done.';
  else if (touching) noCharge = 'Already in base contact: fight.';
  else if (gap(me, target) > MOVE + 1e-6) noCharge = `${inches(gap(me, target))} away: a charge reaches 6 in.`;
  else if (!quick) {
    const plan = planCharge(s, me, target);
    if (!plan.ok) noCharge = plan.reason;
  }
  const noShot = shotProblem(s, me, target);
  return {
    target,
    noShot,
    shootNeed: me.skills.shooting + (moved ? MOVE_AND_SHOOT : 0),
    shootMod: moved ? MOVE_AND_SHOOT : 0,
    cover: seen.clear && inRange(me, target) ? inCover(s, me, target) : false,
    saveNeed: target.skills.save,
    braveNeed: target.skills.bravery,
    noCharge,
    chargeBrave: me.skills.bravery,
    chargeFight: me.skills.fighting + CHARGE_BONUS,
    fight: touching && !moved,
    fightNeed: me.skills.fighting,
    distance: gap(me, target),
    clear: seen.clear,
    blocked: seen.clear ? null : seen.reason,
  };
}

/**
 * An enemy in a few words, for the panel's one-line list in a short window: the chance of what
 * may be done against it (the table shows the same beside the figure, and cover's save), or why nothing may.
 */
export function enemyBrief(o: Odds): string {
  if (o.fight) return `fight ${o.fightNeed}/20`;
  const may = [...(o.noShot ? [] : [`shoot ${o.shootNeed}/20`]), ...(o.noCharge ? [] : ['may charge'])];
  if (may.length) return may.join(' · ');
  return o.distance > SHOT_RANGE + 1e-6 ? 'too far' : o.clear ? 'in a fight' : 'out of sight';
}

export const enemiesOf = (s: JumonvilleState, me: Figure): Figure[] => onTable(s).filter((f) => f.team !== me.team);

/**
 * What S, C or F says, pressed with a figure picked and no enemy aimed at: the click that aims, or,
 * when no enemy can be shot (charged, fought) at all, why not and what the figure may do instead.
 * It said "Click an enemy first." even with every enemy out of reach, and each enemy clicked then
 * said it was too far.
 */
export function noTargetWords(s: JumonvilleState, me: Figure, kind: 'shoot' | 'charge' | 'fight'): string {
  const foes = enemiesOf(s, me);
  const moved = s.activation?.moved === me.id;
  if (kind === 'shoot') {
    if (foes.some((f) => !oddsFor(s, me, f).noShot)) return 'Click the enemy to shoot at.';
    return `No enemy is within ${SHOT_RANGE} in and in sight of ${me.name}: ${moved ? 'be done (D)' : 'drag it closer first, or Stand'}.`;
  }
  if (moved) return `${me.name} has moved: it may shoot now, or be done (D).`;
  if (kind === 'charge') {
    if (foes.some((f) => !oddsFor(s, me, f).noCharge)) return 'Right-click the enemy to charge.';
    return `No enemy is within a ${MOVE} in charge of ${me.name}: drag it closer first, or Stand.`;
  }
  if (foes.some((f) => oddsFor(s, me, f).fight)) return 'Click the enemy in base contact to fight it.';
  return `${me.name} is in base contact with no enemy: charge one first (right-click it).`;
}

/**
 * The words under a figure being dragged: the path's length ("5.6 in": `inches` says the unit),
 * or why it may not be dropped there.
 */
export function dragLabel(plan: MovePlan | null, ok: boolean): string {
  if (!plan) return '';
  if (!plan.ok) return plan.reason;
  return ok ? inches(plan.length) : 'touches an enemy: charge instead';
}

/**
 * Each seat's party, for the name of a seat nobody named: "Virginians and Indians", "French";
 * two seats of one party are "French 1" and "French 2".
 */
export function seatSideNames(o: Pick<JumonvilleOptions, 'figures'>, seats: number): string[] {
  const names = Array.from({ length: seats }, (_, seat) => andList([...new Set(o.figures.filter((f) => f.owner === seat).map((f) => sideLabel(f.side)))]) || `Player ${seat + 1}`);
  const count = (n: string, upTo = names.length) => names.slice(0, upTo).filter((m) => m === n).length;
  return names.map((n, i) => (count(n) > 1 ? `${n} ${count(n, i + 1)}` : n));
}

/** A chance in twenty as a percentage. */
export const pct = (need: number): string => `${Math.max(0, Math.min(100, need * 5))}%`;

/**
 * The parts of a circle that lie on a `width` × `height` table (inches), each a run of points
 * from one table edge round to another (or the whole ring, closed, when it is all on the table):
 * a range ring drawn to the edge of the cloth and never over the frame or the window beyond it.
 */
export function ringOnTable(centre: Point, radius: number, width: number, height: number, steps = 180): { points: Point[]; closed: boolean }[] {
  const at = (a: number): Point => ({ x: centre.x + Math.cos(a) * radius, y: centre.y + Math.sin(a) * radius });
  const on = (p: Point) => p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height;
  const step = (2 * Math.PI) / steps;
  const inside = Array.from({ length: steps }, (_, k) => on(at(k * step)));
  if (inside.every(Boolean)) return [{ points: Array.from({ length: steps }, (_, k) => at(k * step)), closed: true }];
  // Where the ring crosses the edge between two samples, one on the table and one off it.
  const edge = (onAngle: number, offAngle: number): Point => {
    let a = onAngle;
    let b = offAngle;
    for (let i = 0; i < 24; i++) {
      const m = (a + b) / 2;
      if (on(at(m))) a = m;
      else b = m;
    }
    return at(a);
  };
  const runs: { points: Point[]; closed: boolean }[] = [];
  // Start just after a sample off the table, so no run is split by the loop's start.
  const first = inside.indexOf(false);
  let run: Point[] | null = null;
  for (let n = 1; n <= steps; n++) {
    const k = (first + n) % steps;
    const a = (first + n) * step;
    if (inside[k]) {
      if (!run) run = [edge(a, a - step)];
      run.push(at(a));
    } else if (run) {
      run.push(edge(a - step, a));
      runs.push({ points: run, closed: false });
      run = null;
    }
  }
  return runs;
}

/**
 * The shaded reach as polygons, smooth-edged: `cells` are the reachable points of a grid `step`
 * apart (all on one lattice), and each square between four grid points is filled where it lies
 * inside (marching squares: the inside corners, and the midpoints of the edges that cross from
 * inside to out). The squares meet edge to edge, so the shade is even, and its outline runs
 * diagonally where the cells would make steps. It never reaches more than half a step past a
 * reachable point.
 */
export function reachShapes(cells: readonly Point[], step: number): Point[][] {
  if (!cells.length) return [];
  const o = cells[0] as Point;
  const key = (i: number, j: number) => `${i},${j}`;
  const inside = new Set<string>();
  let minI = Infinity;
  let maxI = -Infinity;
  let minJ = Infinity;
  let maxJ = -Infinity;
  for (const c of cells) {
    const i = Math.round((c.x - o.x) / step);
    const j = Math.round((c.y - o.y) / step);
    inside.add(key(i, j));
    minI = Math.min(minI, i);
    maxI = Math.max(maxI, i);
    minJ = Math.min(minJ, j);
    maxJ = Math.max(maxJ, j);
  }
  const point = (i: number, j: number): Point => ({ x: o.x + i * step, y: o.y + j * step });
  const shapes: Point[][] = [];
  for (let j = minJ - 1; j <= maxJ; j++) {
    // A row's whole squares side by side are one rectangle: fewer shapes to draw every frame.
    let run: number | null = null;
    for (let i = minI - 1; i <= maxI + 1; i++) {
      // The square's corners in order round it, and whether each is reachable.
      const corners: [number, number][] = [
        [i, j],
        [i + 1, j],
        [i + 1, j + 1],
        [i, j + 1],
      ];
      const on = corners.map(([a, b]) => inside.has(key(a, b)));
      const whole = on.every(Boolean);
      if (whole && run === null) run = i;
      if (!whole && run !== null) {
        shapes.push([point(run, j), point(i, j), point(i, j + 1), point(run, j + 1)]);
        run = null;
      }
      if (whole || !on.some(Boolean)) continue;
      const shape: Point[] = [];
      corners.forEach(([a, b], k) => {
        const [c, d] = corners[(k + 1) % 4] as [number, number];
        if (on[k]) shape.push(point(a, b));
        if (on[k] !== on[(k + 1) % 4]) shape.push(point((a + c) / 2, (b + d) / 2));
      });
      shapes.push(shape);
    }
  }
  return shapes;
}

/**
 * The status line's reminder of what the mouse and keys do now, for the seat at the screen: the
 * card to turn, the gold-ringed figures to act with, the moved figure's shot, or nothing but to
 * watch and read the figures' cards.
 */
export function jumonvilleHint(s: JumonvilleState, seat: number): string {
  const look = 'click any figure to read its card · drag the cloth to pan';
  const actor = acting(s);
  const mine = actor === seat;
  // A player of your own team (the computer commanding your allies, say) is no "other side".
  const team = s.teams[seat];
  const who = actor !== null && team !== undefined && s.teams[actor] === team ? `Your ally on ${teamName(team)}` : 'The other side';
  switch (s.phase) {
    case 'draw':
      return mine ? `Space or Turn the card in the panel turns the next card · ${look}` : `${who} turns the next card · ${look}`;
    case 'activate':
      if (!mine) return `${who} is acting · ${look}`;
      if (s.activation?.moved) return 'The figure that moved may shoot (at −2): click an enemy it can see, or Done in the panel · drag the cloth to pan';
      return 'Click a figure ringed in gold · drag it to move · click an enemy to shoot · right-click an enemy to charge';
    case 'over':
      return `The skirmish is over: read it in the log · ${look}`;
  }
}
