// Each layer rule of .config/eslint.config.mjs refuses a deliberate violation and lets the allowed
// import through, linted as if the code sat at a path inside the layer (the files need not exist).
// A new rule adds its rows to CASES.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, '.config/eslint.config.mjs') });

interface Case {
  /** Where the code is linted as if it sat, from the repo's root. */
  file: string;
  code: string;
  /** The rule that must refuse it, or null when the import is allowed. */
  refusedBy: string | null;
}

const CASES: Case[] = [
  // (a) pure code: rules, AI, engine, contract, pure kits
  { file: 'renderer/games/ironclads/rules/fire.ts', code: "import Phaser from 'phaser';", refusedBy: 'layers/pure' },
  { file: 'renderer/games/tiny-18c/ai/plan.ts', code: "import { h } from 'preact';", refusedBy: 'layers/pure' },
  { file: 'renderer/engine/dice.ts', code: "import { ipcRenderer } from 'electron';", refusedBy: 'layers/pure' },
  { file: 'renderer/contract/bridge.ts', code: "import { readFile } from 'node:fs/promises';", refusedBy: 'layers/pure' },
  { file: 'renderer/kits/geometry/path.ts', code: "import { TableScene } from '../../table/TableScene';", refusedBy: 'layers/pure' },
  { file: 'renderer/kits/cards/zones.ts', code: "import { GameSession } from '../../app/session';", refusedBy: 'layers/pure' },
  { file: 'renderer/games/cups-of-war/rules/index.ts', code: "const s = await import('../../../table/TableScene');", refusedBy: 'layers/pure' },
  { file: 'renderer/contract/games.ts', code: "import { CupsScene } from '../games/cups-of-war/CupsScene';", refusedBy: 'layers/pure' },
  { file: 'renderer/games/cups-of-war/rules/index.ts', code: "import { hands } from '../hands';", refusedBy: 'layers/pure' },
  { file: 'renderer/games/ironclads/rules/fire.ts', code: "export const w = window.innerWidth;", refusedBy: 'no-restricted-globals' },
  { file: 'renderer/contract/payloads.ts', code: "export const t = document.title;", refusedBy: 'no-restricted-globals' },
  { file: 'renderer/games/ironclads/rules/fire.ts', code: "import { Rng } from '../../../engine/rng';", refusedBy: null },
  { file: 'renderer/contract/save-check.ts', code: "import { RULES } from '../games/rules-registry';", refusedBy: null },
  { file: 'renderer/contract/games.ts', code: "import { ironclads } from '../games/ironclads/game';", refusedBy: null },
  { file: 'renderer/contract/games.ts', code: "import { freeTable } from '../games/free-table/rules';", refusedBy: null },
  { file: 'renderer/games/cups-of-war/ai/plan.ts', code: "import { TileShake } from '../../../table/sim/tile-shake';", refusedBy: null },
  // (b) a game never imports another game
  { file: 'renderer/games/cups-of-war/ai/plan.ts', code: "import { hullGap } from '../../ironclads/rules/geometry';", refusedBy: 'layers/one-game' },
  { file: 'renderer/games/tiny-18c/Tiny18cScene.ts', code: "import { freeTable } from '../free-table/rules';", refusedBy: 'layers/one-game' },
  { file: 'renderer/games/cups-of-war/ai/plan.ts', code: "import { cupsOfWar } from '../rules';", refusedBy: null },
  { file: 'renderer/games/registry.ts', code: "import { ironclads } from './ironclads/game';", refusedBy: null },
  { file: 'renderer/games/robustness/soak.ts', code: "import { ironclads } from '../ironclads/game';", refusedBy: null },
  // (c) electron/ reaches renderer/ only through the contract
  { file: 'electron/saves.ts', code: "import { RULES } from '../renderer/games/rules-registry';", refusedBy: 'layers/electron' },
  { file: 'electron/preload.ts', code: "import type { Host } from '../renderer/app/host';", refusedBy: 'layers/electron' },
  { file: 'electron/main.test.ts', code: "import { GameSession } from '../renderer/app/session';", refusedBy: 'layers/electron' },
  { file: 'electron/preload.ts', code: "import { Channel } from '../renderer/contract/channels';", refusedBy: null },
  { file: 'electron/main.test.ts', code: "import { sampleSave } from '../renderer/testing/save-fixture';", refusedBy: null },
  // (c') the server holds games with the pure rules, the gateway seats windows with the network client, and nothing else of renderer/
  { file: 'electron/net/server.ts', code: "import { RULES } from '../../renderer/games/rules-registry';", refusedBy: null },
  { file: 'electron/net/muster-room.ts', code: "import { GameSession } from '../../renderer/kits/shell/session';", refusedBy: 'layers/electron' },
  { file: 'electron/net/server.ts', code: "import { startApp } from '../../renderer/app/app';", refusedBy: 'layers/electron' },
  { file: 'electron/net/server.test.ts', code: "import { RemoteTable } from '../../renderer/net/remote';", refusedBy: null },
  { file: 'electron/net/gateway.ts', code: "import { NetLink } from '../../renderer/net/link';", refusedBy: null },
  // (d) production code never imports test support
  { file: 'renderer/app/app.ts', code: "import { sampleSave } from '../testing/save-fixture';", refusedBy: 'layers/test-support' },
  { file: 'electron/saves.ts', code: "import { mainStoreTarget } from './testing/save-fuzz-target';", refusedBy: 'layers/test-support' },
  { file: 'renderer/games/free-table/FreeTableScene.ts', code: "import { soak } from '../robustness/soak';", refusedBy: 'layers/test-support' },
  { file: 'renderer/app/session.test.ts', code: "import { sampleSave } from '../testing/save-fixture';", refusedBy: null },
  // (e) the table kit never imports the app or a game
  { file: 'renderer/table/example.ts', code: "import { Store } from '../app/store';", refusedBy: 'layers/table' },
  { file: 'renderer/table/GameScene.ts', code: "export { freeTable } from '../games/free-table/rules';", refusedBy: 'layers/table' },
  { file: 'renderer/table/example.ts', code: "import { Store } from '../kits/shell/store';", refusedBy: null },
  // (f) games never import the app, not even a type
  { file: 'renderer/games/tiny-18c/example.ts', code: "import type { GameSession } from '../../app/session';", refusedBy: 'layers/games-app' },
  { file: 'renderer/games/tiny-18c/example.ts', code: "import type { GameSession } from '../../kits/shell/session';", refusedBy: null },
];

/** The rules that refuse `code` at `file`, among the layer rules and the pure globals. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .map((m) => m.ruleId ?? `fatal: ${m.message}`)
    .filter((rule) => rule.startsWith('layers/') || rule === 'no-restricted-globals' || rule.startsWith('fatal'));
}

describe('the layer rules', () => {
  it.each(CASES)('$file: $code', async ({ file, code, refusedBy }) => {
    expect(await refusals(file, code)).toEqual(refusedBy === null ? [] : [refusedBy]);
  });
});
