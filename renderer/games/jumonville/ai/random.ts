// The random player: a legal action at random, leaning towards a fight when there is one so
// that games end. Deterministic for a given view (its dice come from a hash of the view), and
// never refused by the rules: every action it picks is one legalActions lists.
import type { Seat } from '../../../engine/game';
import { Rng, seedRng } from '../../../engine/rng';
import { legalActions, type JumonvilleAction, type JumonvilleState } from '../rules';

/** A number from what the view shows, to seed the player's own choices. */
function viewHash(s: JumonvilleState, seat: Seat): number {
  let h = 2166136261 ^ seat;
  const mix = (n: number) => {
    h = Math.imul(h ^ (n | 0), 16777619);
  };
  mix(s.turn);
  mix(s.activation?.used.length ?? 0);
  for (const f of s.figures) {
    mix(Math.round(f.at.x * 1000));
    mix(Math.round(f.at.y * 1000));
    mix(f.hits);
  }
  return h >>> 0;
}

/** A random legal action for `seat`, or null when it has none. */
export function randomAction(s: JumonvilleState, seat: Seat, rng?: Rng): JumonvilleAction | null {
  const r = rng ?? new Rng(seedRng(viewHash(s, seat)));
  const all = legalActions(s, seat);
  if (!all.length) return null;
  const of = (t: JumonvilleAction['type']) => all.filter((a) => a.type === t);
  const pick = (list: JumonvilleAction[]) => r.pick(list);
  const fights = of('fight');
  if (fights.length && r.float() < 0.9) return pick(fights);
  const charges = of('charge');
  if (charges.length && r.float() < 0.5) return pick(charges);
  const shots = of('shoot');
  if (shots.length && r.float() < 0.7) return pick(shots);
  const moves = of('move');
  if (moves.length && r.float() < 0.85) return pick(moves);
  return pick(all);
}

/** The bot: a random legal action from its view. */
export function randomBot(view: JumonvilleState, seat: Seat): JumonvilleAction {
  const a = randomAction(view, seat);
  if (!a) throw new Error(`Jumonville: seat ${seat} has nothing to do.`);
  return a;
}
