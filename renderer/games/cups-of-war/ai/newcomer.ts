// A scripted person new to the game, for measuring how beatable the computer is: they read the
// numbers on the faces, put one of their units on an enemy unit it beats (the biggest they can
// take, with the smallest unit that takes it), never bother with command cards, and call Done
// once everything is stacked. The arena moves them once every two seconds, a person's pace.
import { allStacked, strengthOf, type CupsAction, type CupsState, type Tile } from '../rules';

/** A person's pace at the table: one move every two seconds. */
export const NEWCOMER_BEAT_MS = 2000;

export function newcomerMove(s: CupsState, seat: number): CupsAction | null {
  if (s.phase !== 'battle' || s.players[seat]?.done) return null;
  const tiles = new Map(s.tiles.map((t) => [t.id, t]));
  const lone = s.piles.flatMap((p) => {
    const t = p.tiles.length === 1 ? tiles.get(p.tiles[0] as string) : undefined;
    return t ? [{ pile: p.id, tile: t }] : [];
  });
  const mine = lone.filter((x) => x.tile.owner === seat).map((x) => x.tile);
  let best: { tile: Tile; onto: string; gain: number } | null = null;
  for (const enemy of lone) {
    if (enemy.tile.owner === seat) continue;
    const gain = strengthOf(enemy.tile);
    for (const t of mine) {
      if (strengthOf(t) <= gain) continue;
      if (!best || gain > best.gain || (gain === best.gain && strengthOf(t) < strengthOf(best.tile))) best = { tile: t, onto: enemy.pile, gain };
    }
  }
  if (best) return { type: 'stack', tile: best.tile.id, onto: best.onto };
  return allStacked(s, seat) ? { type: 'done' } : null;
}
