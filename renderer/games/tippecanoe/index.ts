// Battle of Tippecanoe's entry in the game registry.
import pictureUrl from '../../../assets/modes/tippecanoe.svg?url';
import { defineMode } from '../mode';
import { tippecanoe } from './game';
import { TipHud } from './TipHud';
import { TipScene } from './TipScene';
import { TipSetup, defaultTipSetup } from './TipSetup';
import { tippecanoeRules } from './rules-text';
import { tippecanoeSheetSet } from './sheets';
import type { TipState } from './rules';
import { tipHint } from './tip-ui';
import { tipWaiting } from './waiting';

export const tippecanoeMode = defineMode<TipState>({
  id: tippecanoe.id,
  title: 'Battle of Tippecanoe',
  blurb: "1811: Tecumseh's Confederacy against Harrison's army, a card game of muster, march and battle. Against the computer or a friend.",
  picture: pictureUrl,
  game: tippecanoe,
  scene: TipScene,
  sceneKey: 'TipScene',
  defaultSetup: defaultTipSetup,
  SetupForm: TipSetup,
  Hud: TipHud,
  rules: tippecanoeRules,
  // The panel on the left, the log on the right.
  insets: { left: 276, top: 56, right: 296, bottom: 40 },
  hint: tipHint,
  tape: false,
  seatSelect: false,
  sheetSet: tippecanoeSheetSet,
  drafts: tipWaiting,
});
