// Tiny 18c's entry in the game registry.
import pictureUrl from '../../../assets/modes/tiny-18c.svg?url';
import { defineMode } from '../mode';
import type { MatchSetup } from '../../engine/game';
import { tiny18c } from './game';
import { Tiny18cHud } from './Tiny18cHud';
import { Tiny18cScene } from './Tiny18cScene';
import { Tiny18cSetup, defaultTiny18cSetup, setupProblem } from './Tiny18cSetup';
import { tiny18cRules } from './rules-text';
import { tiny18cSheetSet } from './sheets';
import { tiny18cDrafts, tiny18cHint } from './orders';
import type { Tiny18cOptions, Tiny18cState } from './rules';

export const tiny18cMode = defineMode<Tiny18cState>({
  id: tiny18c.id,
  title: 'Tiny 18c',
  blurb: '18th-century battle on a 5 × 5 field: both sides order at once, in secret. Against the computer or a friend.',
  picture: pictureUrl,
  game: tiny18c,
  scene: Tiny18cScene,
  sceneKey: 'Tiny18cScene',
  defaultSetup: defaultTiny18cSetup,
  setupProblem: (setup) => setupProblem(setup as MatchSetup<Tiny18cOptions>),
  SetupForm: Tiny18cSetup,
  Hud: Tiny18cHud,
  rules: tiny18cRules,
  // The orders panel on the left, the log on the right.
  insets: { left: 276, top: 56, right: 296, bottom: 40 },
  hint: tiny18cHint,
  tape: false,
  seatSelect: false,
  sheetSet: tiny18cSheetSet,
  drafts: tiny18cDrafts,
});
