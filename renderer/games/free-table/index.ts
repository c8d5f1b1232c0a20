// The Free Table's entry in the game registry.
import pictureUrl from '../../../assets/modes/free-table.svg?url';
import { defineMode } from '../mode';
import { FreeTableScene } from './FreeTableScene';
import { FreeTableHud } from './FreeTableHud';
import { FreeTableSetup, defaultFreeTableSetup } from './FreeTableSetup';
import { freeTableRules } from './rules-text';
import { freeTable, type FreeTableState } from './rules';

export const freeTableMode = defineMode<FreeTableState>({
  id: freeTable.id,
  title: 'Free Table',
  blurb: 'Any table, any size: tokens, figures, terrain, dice, cards and a tape measure for your own homemade game.',
  picture: pictureUrl,
  game: freeTable,
  scene: FreeTableScene,
  sceneKey: 'FreeTableScene',
  defaultSetup: defaultFreeTableSetup,
  SetupForm: FreeTableSetup,
  Hud: FreeTableHud,
  rules: freeTableRules,
  // Tray on the left, log on the right, the hand along the bottom.
  insets: { left: 212, top: 56, right: 296, bottom: 112 },
  // Right-click and the keys for the selection first: at 960 x 600 the line is cut short at its end.
  hint: 'Drag pieces · right-click for more · arrows move, R turns, F flips · flick dice to throw · M measures',
  tape: true,
  seatSelect: true,
});
