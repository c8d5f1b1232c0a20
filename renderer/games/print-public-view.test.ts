// A game in progress prints as everyone at the table may see it (the app builds the sheets from the
// public view, no seat's): for every game that prints, that view loses nothing the sheets need. Games
// played by their own bots, the sheets of each state compared with the sheets of its public view,
// through the secret moments (orders given by one side, hands held, targets picked).
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../engine/game';
import type { SheetSet } from '../kits/print/layout/layout';
import type { Face } from '../kits/print/SheetPages';
import { faceTree } from '../kits/print/face-tree';
import { tiny18c } from './tiny-18c/game';
import { ironclads } from './ironclads/game';
import { tippecanoe } from './tippecanoe/game';
import { cupsOfWar } from './cups-of-war/game';
import { jumonville } from './jumonville/game';
import { tiny18cSheetSet } from './tiny-18c/sheets';
import { ironcladsSheetSet } from './ironclads/sheets';
import { tippecanoeSheetSet } from './tippecanoe/sheets';
import { cupsSheetSet } from './cups-of-war/sheets';
import { jumonvilleSheetSet } from './jumonville/sheets';

/** Each game that prints, its sheets, and how many moves to play (Jumonville's are slow and hide nothing from a second person). */
const PRINTING: [AnyGame, (state: never) => SheetSet<Face>, number][] = [
  [tiny18c, tiny18cSheetSet, 120],
  [ironclads, ironcladsSheetSet, 120],
  [tippecanoe, tippecanoeSheetSet, 120],
  [cupsOfWar, cupsSheetSet, 120],
  [jumonville, jumonvilleSheetSet, 20],
];

/** The set as words and elements; a picture (painted on a canvas, which unit tests lack) as its place. */
const printed = (set: SheetSet<Face>): string =>
  JSON.stringify(set, (_key, value: unknown) => {
    if (typeof value !== 'function') return value;
    try {
      return faceTree(value as Face);
    } catch {
      return 'a picture';
    }
  });

const withoutDice = (state: unknown) => JSON.stringify({ ...(state as object), rng: null });

describe('a game in progress, printed from its public view', () => {
  for (const [game, sheets, moves] of PRINTING) {
    it(`${game.title} prints the same sheets as from the whole state, secrets and all`, () => {
      const players = Array.from({ length: game.minPlayers }, (_, i) => ({ name: `P${i}`, control: 'human' as const, strength: 'normal' as const }));
      let state = game.setup({ options: game.defaultOptions, players }, 7);
      let secretMoments = 0;
      for (let step = 0; step < moves && !game.result(state); step++) {
        const everyone = game.playerView(state, null);
        if (withoutDice(everyone) !== withoutDice(state)) secretMoments++;
        expect(printed(sheets(everyone as never)), `after ${step} moves`).toBe(printed(sheets(state as never)));
        const seat = game.actors(state)[step % Math.max(1, game.actors(state).length)];
        if (seat === undefined || !game.bot) break;
        const next = game.apply(state, game.bot(game.playerView(state, seat), seat, 'normal'), seat);
        if (!('state' in next)) break;
        state = next.state;
      }
      // The games of two people at one computer do hide something along the way.
      if (game !== jumonville) expect(secretMoments).toBeGreaterThan(0);
    });
  }
});
