// The shell kit's layer rules (eslint.config.mjs, "Layers: the shell kit") each catch a
// deliberate violation, and let the imports they allow through.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root, overrideConfigFile: '.config/eslint.config.mjs' });

/** The layer complaints ESLint makes about `code` as if it were the file at `filePath`. */
async function layerProblems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'shell-layers/imports').map((m) => m.message);
}

describe('shell kit layers', () => {
  it('the table kit never imports the app', async () => {
    const problems = await layerProblems("import { Store } from '../app/store';\nexport const s = Store;\n", 'renderer/table/example.ts');
    expect(problems).toEqual(['The table kit is under the app: it may not import renderer/app/. (../app/store)']);
  });

  it('the table kit never imports a game', async () => {
    const problems = await layerProblems("export { freeTable } from '../../games/free-table/rules';\n", 'renderer/table/sim/example.ts');
    expect(problems).toEqual(['The table kit is under the games: it may not import a game. (../../games/free-table/rules)']);
  });

  it('a game never imports the app, not even a type', async () => {
    const problems = await layerProblems("import type { GameSession } from '../../app/session';\nexport type S = GameSession;\n", 'renderer/games/tiny-18c/example.ts');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Games stand on the kits, never on the app');
  });

  it('games and the table may import the kits and the engine', async () => {
    expect(await layerProblems("import type { GameSession } from '../../kits/shell/session';\nexport type S = GameSession;\n", 'renderer/games/tiny-18c/example.ts')).toEqual([]);
    expect(await layerProblems("import { Store } from '../kits/shell/store';\nexport const s = Store;\n", 'renderer/table/example.ts')).toEqual([]);
  });
});
