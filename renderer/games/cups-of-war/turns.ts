// Who acts next at a Cups of War table, decided from the state alone: whose screen it is, which
// computers shake their cups (and how long after the last move), and which computers' hands reach
// for the table. The scene carries the plan out; across machines the other tables' computers are
// the server's, so this table only hands its screen over.
import { stackerNow, toShake, type CupsState } from './rules';

/** A computer's shake waits this long after the move before it, so a person sees whose cup pours. */
export const POUR_AFTER = { race: 600, turns: 700 } as const;

export interface TurnPlan {
  /** The seat the screen belongs to now, or null to leave it where it is. */
  viewer: number | null;
  /** Computers that shake now, together, and after how many milliseconds. */
  pour: { seats: number[]; after: number } | null;
  /** Computers whose hands reach for the table in the battle. */
  hands: number[];
}

const NOTHING: TurnPlan = { viewer: null, pour: null, hands: [] };

export function turnPlan(s: CupsState, isHuman: (seat: number) => boolean, remote: boolean): TurnPlan {
  const race = s.options.battle === 'race';
  if (s.phase === 'shake' || s.phase === 'shakeoff') {
    const seats = toShake(s);
    if (race) {
      const me = seats.find(isHuman);
      if (me !== undefined) return { ...NOTHING, viewer: me };
      // With no person left to shake, the computers shake by themselves.
      return seats.length && !remote ? { ...NOTHING, pour: { seats, after: POUR_AFTER.race } } : NOTHING;
    }
    const next = seats[0];
    if (next === undefined) return NOTHING;
    if (isHuman(next)) return { ...NOTHING, viewer: next };
    return remote ? NOTHING : { ...NOTHING, pour: { seats: [next], after: POUR_AFTER.turns } };
  }
  if (s.phase !== 'battle') return NOTHING;
  if (race) {
    const me = s.players.findIndex((_, seat) => isHuman(seat));
    const hands = remote ? [] : s.players.flatMap((p, seat) => (!isHuman(seat) && !p.done ? [seat] : []));
    return { viewer: me >= 0 ? me : null, pour: null, hands };
  }
  const now = stackerNow(s);
  if (now === null) return NOTHING;
  if (isHuman(now)) return { ...NOTHING, viewer: now };
  return { ...NOTHING, hands: remote ? [] : [now] };
}
