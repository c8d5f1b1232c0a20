// The zones as one seat may see them: no hidden card's id, nor the order of a hidden pile.
import type { Seat } from '../../engine/game';
import { HIDDEN_CARD, faceUp, type Zone, type Zones } from './zones';

/** Whether `seat` (null: a spectator, or the screen between two players) may see `card`'s face in `z`. */
export const canSee = (z: Zone, card: string, seat: Seat | null): boolean =>
  faceUp(z, card) || (z.visibility === 'owner' && seat !== null && z.owner === seat);

/**
 * The zones as `seat` sees them: each card it may not see becomes HIDDEN_CARD in its place, so
 * the count stays and nothing tells one hidden card from another (not even a hidden deck's
 * order); `turned` keeps only cards the seat may see. A zone with nothing hidden is the same object.
 */
export function viewZones(zones: Zones, seat: Seat | null): Zones {
  const out: Zones = {};
  for (const [name, z] of Object.entries(zones)) out[name] = viewZone(z, seat);
  return out;
}

function viewZone(z: Zone, seat: Seat | null): Zone {
  if (z.cards.every((c) => canSee(z, c, seat))) return z;
  const cards = z.cards.map((c) => (canSee(z, c, seat) ? c : HIDDEN_CARD));
  const turned = z.turned?.filter((c) => canSee(z, c, seat)) ?? [];
  return turned.length > 0 ? { ...z, cards, turned } : { owner: z.owner, visibility: z.visibility, cards };
}
