// ACW Ironclads' entry in the game registry.
import pictureUrl from '../../../assets/modes/ironclads.svg?url';
import { defineMode } from '../mode';
import type { MatchSetup } from '../../engine/game';
import { ironclads } from './game';
import { IroncladsHud } from './IroncladsHud';
import { IroncladsScene } from './IroncladsScene';
import { IroncladsSetup, defaultIroncladsSetup, ironcladsSetupProblem, recalledIronclads } from './IroncladsSetup';
import { ironcladsRules } from './rules-text';
import { ironcladsHint } from './ironclads-ui';
import { ironcladsSheetSet } from './sheets';
import { ironcladsPlans } from './planned';
import { freshOptions, type IroncladsOptions, type IroncladsState } from './rules';

export const ironcladsMode = defineMode<IroncladsState>({
  id: ironclads.id,
  title: 'ACW Ironclads',
  blurb: 'River battles of the Civil War: slide your ironclads along a matchstick between the banks, ram, and trade broadsides.',
  picture: pictureUrl,
  game: ironclads,
  scene: IroncladsScene,
  sceneKey: 'IroncladsScene',
  defaultSetup: defaultIroncladsSetup,
  setupProblem: (setup) => ironcladsSetupProblem(setup as MatchSetup<IroncladsOptions>),
  recalled: recalledIronclads,
  // Strings kept four to five sticks apart all along them, and level ships moving in name order, came with a later Muster: a battle saved before replays without them.
  freshSetup: (setup) => ({ ...setup, options: freshOptions((setup as MatchSetup<IroncladsOptions>).options) }),
  SetupForm: IroncladsSetup,
  Hud: IroncladsHud,
  rules: ironcladsRules,
  // The orders panel on the left, the log on the right, the status cards along the bottom.
  insets: { left: 276, top: 56, right: 296, bottom: 206 },
  // What the mouse and keys do in this phase, for the side at the screen.
  hint: ironcladsHint,
  tape: true,
  seatSelect: false,
  sheetSet: ironcladsSheetSet,
  // The move planned and the targets picked, not yet given, kept with each save (a reload mid-plan keeps them).
  drafts: ironcladsPlans,
});
