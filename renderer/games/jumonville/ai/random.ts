// The random player: a legal action at random, leaning towards a fight when there is one so
// that games end. Deterministic for a given view (its dice come from a hash of the view), and
// never refused by the rules: every action it picks is one legalActions lists.
import type { Seat } from '../../../engine/game';
import { Rng, seedRng } from '../../../engine/rng';
import { MOVE, figureById, gap, inContact, moveOk, moveSamples, onTable, planCharge, readyFigures, shotProblem, type Figure, type JumonvilleAction, type JumonvilleState, type Point } from '../rules';

/** A number from what the view shows, to seed the player's own choices (never the hidden deck). */
export function viewSeed(s: JumonvilleState, seat: Seat, salt = 0): number {
  let h = (2166136261 ^ seat ^ Math.imul(salt, 0x9e3779b1)) >>> 0;
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

/**
 * A random legal action for `seat`, or null when it has none. A figure is picked first, then what
 * it does: a fight when it is in contact (mostly), else a charge, a shot or a move (towards the
 * nearest enemy more often than not), else it stands. Only what the pick needs is worked out,
 * so a choice costs a few path searches, not every figure's every move.
 */
export function randomAction(s: JumonvilleState, seat: Seat, rng?: Rng): JumonvilleAction | null {
  const r = rng ?? new Rng(seedRng(viewSeed(s, seat)));
  if (s.phase === 'over') return null;
  if (s.phase === 'draw') return seat === s.drawer ? { type: 'draw' } : null;
  const a = s.activation;
  if (!a || a.seats[0] !== seat) return null;
  const foes = (f: Figure) => onTable(s).filter((o) => o.team !== f.team);
  if (a.moved) {
    const me = figureById(s, a.moved);
    if (!me) return null;
    const shots = foes(me).filter((t) => !shotProblem(s, me, t));
    return shots.length && r.float() < 0.8 ? { type: 'shoot', figure: me.id, target: r.pick(shots).id } : { type: 'done', figure: me.id };
  }
  const ready = readyFigures(s);
  if (!ready.length) return null;
  const me = r.pick(ready);
  const enemies = foes(me);
  const touching = enemies.filter((t) => inContact(me, t));
  if (touching.length && r.float() < 0.9) return { type: 'fight', figure: me.id, target: r.pick(touching).id };
  const free = enemies.filter((t) => !inContact(me, t));
  if (r.float() < 0.5) {
    const near = free.filter((t) => gap(me, t) <= MOVE);
    if (near.length) {
      const t = r.pick(near);
      if (planCharge(s, me, t).ok) return { type: 'charge', figure: me.id, target: t.id };
    }
  }
  if (r.float() < 0.7) {
    const shots = free.filter((t) => !shotProblem(s, me, t));
    if (shots.length) return { type: 'shoot', figure: me.id, target: r.pick(shots).id };
  }
  if (r.float() < 0.9) {
    const samples = moveSamples(s, me);
    // The last sample heads for the nearest enemy: tried first, more often than not.
    const toward = samples.length > 16 && r.float() < 0.6 ? [samples[samples.length - 1] as Point] : [];
    const order = [...toward, ...r.shuffle(samples.slice(0, 16))];
    for (const to of order.slice(0, 6)) if (moveOk(s, me, to)) return { type: 'move', figure: me.id, to };
  }
  if (touching.length) return { type: 'fight', figure: me.id, target: r.pick(touching).id };
  return { type: 'stand', figure: me.id };
}

/** The bot: a random legal action from its view. */
export function randomBot(view: JumonvilleState, seat: Seat): JumonvilleAction {
  const a = randomAction(view, seat);
  if (!a) throw new Error(`Jumonville: seat ${seat} has nothing to do.`);
  return a;
}
