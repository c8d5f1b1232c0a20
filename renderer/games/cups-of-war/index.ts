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
import { freshOptions, type CupsOptions, type CupsState } from './rules';

export const cupsMode = defineMode<CupsState>({
  id: cupsOfWar.id,
  title: 'Cups of War',
  blurb: 'Shake your cup, then race to stack your tiles onto the enemy\'s before they stack theirs on yours. Two to four players.',
  picture: pictureUrl,
  game: cupsOfWar,
  scene: CupsScene,
  sceneKey: 'CupsScene',
  defaultSetup: () => withBattleMode(defaultCupsSetup()),
  setupProblem: (setup) => ((setup as MatchSetup<CupsOptions>).players.length < 2 ? 'Two players at least.' : null),
  // One command a turn came with a later Muster: a war saved before replays without it, every war begun now plays by it.
  freshSetup: (setup) => ({ ...setup, options: freshOptions((setup as MatchSetup<CupsOptions>).options) }),
  SetupForm: CupsSetup,
  Hud: CupsHud,
  rules: cupsRules,
  insets: { left: 276, top: 56, right: 296, bottom: 40 },
  hint: cupsHint,
  tape: false,
  seatSelect: false,
  sheetSet: cupsSheetSet,
});
