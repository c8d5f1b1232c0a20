// Cups of War's entry in the game registry.
import pictureUrl from '../../../assets/modes/cups-of-war.svg?url';
import { defineMode } from '../mode';
import type { MatchSetup } from '../../engine/game';
import { CupsHud } from './CupsHud';
import { CupsScene } from './CupsScene';
import { CupsSetup, defaultCupsSetup, withBattleMode } from './CupsSetup';
import { cupsRules } from './rules-text';
import { cupsSheetSet } from './sheets';
import { cupsHint } from './cups-ui';
import { cupsOfWar } from './game';
import type { CupsOptions, CupsState } from './rules';

export const cupsMode = defineMode<CupsState>({
  id: cupsOfWar.id,
  title: 'Cups of War',
  blurb: 'Shake your cup, then race to stack your tiles onto the enemy\'s before they stack theirs on yours. Two to four players.',
  picture: pictureUrl,
  game: cupsOfWar,
  scene: CupsScene,
  sceneKey: 'CupsScene',
  defaultSetup: () => withBattleMode(defaultCupsSetup()),
  // A set-up remembered from before one command a turn was kept (its options lack it) is not opened on: the New game window opens on the defaults.
  setupProblem: (setup) => {
    const s = setup as MatchSetup<CupsOptions>;
    if (s.players.length < 2) return 'Two players at least.';
    return s.options.oneCommandATurn ? null : 'This set-up is from an earlier Muster: press Defaults.';
  },
  SetupForm: CupsSetup,
  Hud: CupsHud,
  rules: cupsRules,
  insets: { left: 276, top: 56, right: 296, bottom: 40 },
  hint: cupsHint,
  tape: false,
  seatSelect: false,
  sheetSet: cupsSheetSet,
});
