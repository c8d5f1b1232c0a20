// Playing Skirmish at Jumonville Glen from the tests and the screenshot tool: where a figure may go.
import { gap, moveOk, onTable, type Figure, type JumonvilleState, type Point } from '../../renderer/games/jumonville/rules';

/** The point 5.5 in (or less) from `f` towards its nearest enemy that the figure can reach. */
export function towards(s: JumonvilleState, f: Figure, aim?: string): Point | null {
  const foe =
    onTable(s).find((o) => o.id === aim) ??
    onTable(s)
      .filter((o) => o.team !== f.team)
      .sort((a, b) => gap(f, a) - gap(f, b))[0];
  if (!foe) return null;
  const d = Math.hypot(foe.at.x - f.at.x, foe.at.y - f.at.y);
  for (const go of [5.5, 4.5, 3.5, 2.5, 1.5]) {
    for (const turn of [0, 0.4, -0.4, 0.8, -0.8]) {
      const a = Math.atan2(foe.at.y - f.at.y, foe.at.x - f.at.x) + turn;
      const g = Math.min(go, d - 1.6);
      const to = { x: Math.round((f.at.x + Math.cos(a) * g) * 100) / 100, y: Math.round((f.at.y + Math.sin(a) * g) * 100) / 100 };
      if (moveOk(s, f, to)) return to;
    }
  }
  return null;
}
