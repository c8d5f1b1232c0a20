// The pure game definitions by id, without scenes or screens: what a bot worker or a headless
// tool needs, and nothing that pulls in Phaser.
import type { AnyGame } from '../engine/game';
import { freeTable } from './free-table/rules';
import { tiny18c } from './tiny-18c/game';
import { cupsOfWar } from './cups-of-war/game';
import { ironclads } from './ironclads/game';
import { tippecanoe } from './tippecanoe/game';
import { jumonville } from './jumonville/game';

export const RULES: Readonly<Record<string, AnyGame>> = {
  [freeTable.id]: freeTable,
  [tiny18c.id]: tiny18c,
  [cupsOfWar.id]: cupsOfWar,
  [ironclads.id]: ironclads,
  [tippecanoe.id]: tippecanoe,
  [jumonville.id]: jumonville,
};
