// Every playable mode, in menu order. A game's issue adds its entry here once it is playable,
// and not before: the menu never offers a game that cannot be played.
import type { GameMode } from './mode';
import { freeTableMode } from './free-table';
import { tiny18cMode } from './tiny-18c';
import { cupsMode } from './cups-of-war';
import { ironcladsMode } from './ironclads';
import { tippecanoeMode } from './tippecanoe';
import { jumonvilleMode } from './jumonville';

export const MODES: readonly GameMode[] = [freeTableMode, tiny18cMode, cupsMode, ironcladsMode, tippecanoeMode, jumonvilleMode];
