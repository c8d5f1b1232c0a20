// The quick player the search plays its imagined games out with: a rule of thumb for each choice,
// no look-ahead, so a playout costs little more than the rules themselves. It plays sensibly (the
// best unit with the best weapon, the weakest unit lost, the strongest tactic that fits, the
// seed's five Civil Chief turns) so that a playout says something about the move it follows.
// Pure; the only chance is the `rng` handed in, which breaks the rule of thumb one time in a few
// so that playouts do not all run alike.
import type { Rng } from '../../../engine/rng';
import { type Side, type TacticKind, type UnitKind, type WeaponKind } from '../rules/cards';
import { categoryOf, kindOf } from '../rules/deck';
import { valuesFor, type Values } from '../rules/values';
import { CIVIL_TURNS_HINT, handOf, legalMoves, type TipAction, type TipState } from '../rules';
import { MODEL, tacticWorth, unitRank, weaponWorth } from './evaluate';

/** How often a playout tries something other than its rule of thumb. */
export const WANDER = 0.1;

/**
 * How the Native player prepares: Civil Chief turns before the War Chief takes over, and which
 * spare cards the War Chief exchanges for warriors (weapons while they outnumber the warriors by
 * more than `weaponMargin`, ammunition beyond `ammoKeep`).
 */
export interface Plan {
  civilTurns: number;
  weaponMargin: number;
  ammoKeep: number;
}

/**
 * The preparation found best by self-play (e2e/bench/tippecanoe-plan.ts: every plan of a grid
 * played 200 games against the greedy US player): the War Chief at once, then three exchanges a
 * turn for warriors while weapons outnumber them less four, keeping ten ammunition. Ten ammunition
 * against the US army's fifteen, spent one a round by both sides, leaves the US dry sooner or later,
 * and a ranged attack on a dry defender costs the attacker nothing. It won 73% as the Native side
 * against the greedy US player, where the seed's five Civil Chief turns won 38%.
 */
export const BEST_PLAN: Plan = { civilTurns: 0, weaponMargin: -4, ammoKeep: 10 };
/** The seed's recommendation, as a newcomer would follow it: five Civil Chief turns. */
export const SEED_PLAN: Plan = { civilTurns: CIVIL_TURNS_HINT, weaponMargin: 2, ammoKeep: MODEL.ammoCap };

/** What a card is worth to the rule of thumb: a unit by its rank, a weapon or a tactic by its worth, any other card 1. */
function worthOf(values: Values, c: string): number {
  switch (categoryOf(c)) {
    case 'unit':
      return unitRank(values, kindOf(c) as UnitKind);
    case 'weapon':
      return weaponWorth(values, kindOf(c) as WeaponKind);
    case 'tactic':
      return tacticWorth(values, kindOf(c) as TacticKind);
    default:
      return 1;
  }
}

/** The first of the best-scored of a list (ties keep the earlier). */
function best<T>(list: T[], score: (m: T) => number): T {
  let top = list[0] as T;
  let topScore = score(top);
  for (let i = 1; i < list.length; i++) {
    const m = list[i] as T;
    const v = score(m);
    if (v > topScore) {
      top = m;
      topScore = v;
    }
  }
  return top;
}

/** How many cards of a sort the hand holds. */
function countOf(hand: readonly string[], cat: string): number {
  let n = 0;
  for (const c of hand) if (categoryOf(c) === cat) n++;
  return n;
}

/**
 * The rule of thumb's move for `seat` in a whole state, or null when it has none; `wander` is the
 * chance of another move instead (0 for a player's own choice), `plan` the Native preparation.
 */
export function quickMove(s: TipState, seat: Side, rng: Rng, wander = WANDER, plan: Plan = BEST_PLAN): TipAction | null {
  const moves = legalMoves(s, seat).filter((m) => m.type !== 'concede');
  if (moves.length === 0) return null;
  if (moves.length === 1) return moves[0] as TipAction;
  if (wander > 0 && rng.float() < wander) {
    const calm = moves.filter((m) => m.type !== 'call-battle' && m.type !== 'war-chief');
    return rng.pick(calm.length > 0 ? calm : moves);
  }
  const values = valuesFor(s.options);
  const unitW = (c: string) => unitRank(values, kindOf(c) as UnitKind);
  const weaponW = (c: string) => weaponWorth(values, kindOf(c) as WeaponKind);
  const hand = handOf(s, seat);
  const count = (cat: string) => countOf(hand, cat);
  const of = <K extends TipAction['type']>(type: K) => moves.filter((m) => m.type === type) as Extract<TipAction, { type: K }>[];
  switch (s.step.k) {
    case 'muster':
      return s.turns[0] <= plan.civilTurns ? { type: 'muster' } : { type: 'war-chief' };
    case 'keep':
      return best(of('release'), (m) => -unitW(m.card));
    case 'council': {
      // Trade the weakest warrior for a weapon when warriors outnumber weapons.
      const trades = of('trade').filter((m) => m.take === 'weapon');
      if (trades.length > 0 && count('unit') > count('weapon') + 4) return best(trades, (m) => -unitW(m.warrior));
      return { type: 'end-turn' };
    }
    case 'supply':
      return { type: 'supply' };
    case 'arm': {
      const spare = of('exchange').filter((m) => (categoryOf(m.card) === 'weapon' && count('weapon') > count('unit') + plan.weaponMargin) || (categoryOf(m.card) === 'ammunition' && count('ammunition') > plan.ammoKeep));
      return spare.length > 0 ? best(spare, (m) => -worthOf(values, m.card)) : { type: 'end-turn' };
    }
    case 'pay':
      return best(of('discard'), (m) => -worthOf(values, m.card));
    case 'deploy':
      return best(of('deploy'), (m) => unitW(m.unit) * 10 + (m.weapon ? weaponW(m.weapon) : 0));
    case 'attack': {
      const field = s.battle?.fields[seat] ?? [];
      const power = (kind: 'ranged' | 'melee') => field.reduce((n, p) => n + (p.weapon ? values.power(kindOf(p.weapon) as WeaponKind, kind) : 0), 0);
      return count('ammunition') > 0 && power('ranged') >= power('melee') ? { type: 'attack', kind: 'ranged' } : { type: 'attack', kind: 'melee' };
    }
    case 'tactic':
      return best(of('tactic'), (m) => (m.card ? tacticWorth(values, kindOf(m.card) as TacticKind) : 0));
    case 'remove':
      return best(of('remove'), (m) => -unitW(m.unit));
    default:
      return moves[0] as TipAction;
  }
}
