// Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security), the
// items a test can hold without the Electron binary. Items 2-8, 11-15, 17, 18 and 20 are asserted
// beside the code they concern (window.test.ts, ipc.test.ts, preload.test.ts, and for 18, the
// custom protocol, app-protocol.test.ts and main.test.ts); these are the rest.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createWindowOptions } from './window';

const ROOT = path.resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  build: Record<string, unknown> & { electronFuses?: Record<string, boolean> };
};

/** The main process's and preload's own sources (tests excluded): what ships in main. */
function electronSources(): { file: string; text: string }[] {
  return readdirSync(path.join(ROOT, 'electron'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ file: f, text: readFileSync(path.join(ROOT, 'electron', f), 'utf8') }));
}

describe('9. no experimental features', () => {
  it('the window turns them off, and no source turns them on', () => {
    expect(createWindowOptions('/p.js').webPreferences?.experimentalFeatures).toBe(false);
    for (const { file, text } of electronSources()) {
      expect(text, file).not.toMatch(/experimentalFeatures\s*:\s*true/);
      expect(text, file).not.toMatch(/enable-experimental-web-platform-features/);
    }
  });
});

describe('10. no enableBlinkFeatures', () => {
  it('the window names none, and no source enables Blink features by option or switch', () => {
    const prefs = createWindowOptions('/p.js').webPreferences ?? {};
    expect('enableBlinkFeatures' in prefs).toBe(false);
    for (const { file, text } of electronSources()) {
      expect(text, file).not.toMatch(/enableBlinkFeatures/);
      expect(text, file).not.toMatch(/enable-blink-features/);
    }
  });
});

describe('16. a current version of Electron', () => {
  /**
   * Electron supports its latest three major versions (about eight weeks apart). 45 was current
   * on 2026-11-30; raise this floor whenever Electron is upgraded, never lower it.
   */
  const SUPPORTED_FLOOR = 45;

  it('is pinned to one exact, supported version, and that version is the one installed', () => {
    const pinned = pkg.devDependencies.electron ?? '';
    expect(pinned, 'an exact version, not a range that could drift').toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(pinned.split('.')[0])).toBeGreaterThanOrEqual(SUPPORTED_FLOOR);
    const installed = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(pinned);
  });
});

describe('19. fuses', () => {
  const fuses = pkg.build.electronFuses ?? {};

  it('the installers flip the fuses that turn a signed Muster into a general-purpose Node or debugger', () => {
    expect(fuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
    });
  });

  it('gives file: pages their extra privileges only while the app can still load from file:', () => {
    // Item 18: the page loads from muster://app, but main falls back to loadFile when the scheme
    // fails (see main.test.ts), and a file: page without these privileges may not load its module
    // scripts. The fuse goes off with the last loadFile, and this test says so when it does.
    const main = readFileSync(path.join(ROOT, 'electron', 'main.ts'), 'utf8');
    const fromFile = /\.loadFile\(/.test(main);
    expect(fuses.grantFileProtocolExtraPrivileges).toBe(fromFile);
  });

  it("electron-builder's own schema accepts the whole build configuration, fuses and all", async () => {
    const require = createRequire(__filename);
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration: (config: unknown, log: { isEnabled: boolean; add(): void }) => Promise<void>;
    };
    const log = { isEnabled: false, add: () => undefined };
    await expect(validateConfiguration(pkg.build, log)).resolves.toBeUndefined();
    // And it would catch a misspelt fuse, so the check above can fail.
    await expect(validateConfiguration({ ...pkg.build, electronFuses: { runAsNod: false } }, log)).rejects.toThrow(/electronFuses/);
  });
});
