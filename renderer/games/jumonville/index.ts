// Skirmish at Jumonville Glen's entry in the game registry.
import pictureUrl from '../../../assets/modes/jumonville.svg?url';
import { defineMode } from '../mode';
import type { MatchSetup } from '../../engine/game';
import { jumonville } from './game';
import { JumonvilleHud } from './JumonvilleHud';
import { JumonvilleScene } from './JumonvilleScene';
import { JumonvilleSetup, defaultJumonvilleSetup, jumonvilleSetupProblem } from './JumonvilleSetup';
import { jumonvilleRules } from './rules-text';
import { jumonvilleSheetSet } from './sheets';
import { jumonvilleHint } from './jumonville-ui';
import type { JumonvilleOptions, JumonvilleState } from './rules';

export const jumonvilleMode = defineMode<JumonvilleState>({
  id: jumonville.id,
  title: 'Skirmish at Jumonville Glen',
  blurb: 'May 1754: Virginians and their Indian allies close on a French camp in a rocky glen. A card calls each side; a d20 decides each shot, charge and nerve.',
  picture: pictureUrl,
  game: jumonville,
  scene: JumonvilleScene,
  sceneKey: 'JumonvilleScene',
  defaultSetup: defaultJumonvilleSetup,
  setupProblem: (setup) => jumonvilleSetupProblem(setup as MatchSetup<JumonvilleOptions>),
  SetupForm: JumonvilleSetup,
  Hud: JumonvilleHud,
  rules: jumonvilleRules,
  // The skirmish panel on the left, the log on the right.
  insets: { left: 288, top: 56, right: 296, bottom: 40 },
  hint: jumonvilleHint,
  tape: true,
  seatSelect: false,
  sheetSet: jumonvilleSheetSet,
});
