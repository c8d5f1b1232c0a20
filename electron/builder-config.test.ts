// The installers' configuration (package.json "build", read by electron-builder). The Electron
// binary cannot be downloaded where these tests run, so no installer is built here: these checks
// hold what the configuration promises, using electron-builder's own schema and file matcher.
// The fuses' values are held by security-checklist.test.ts (item 19); here, that none is left out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { saveFileIn } from './open-files';

const ROOT = path.resolve(__dirname, '..');
const require = createRequire(__filename);

interface TargetEntry {
  target: string;
  arch?: string[];
}
interface PlatformOptions {
  target?: (string | TargetEntry)[];
  icon?: string;
  category?: string;
  maintainer?: string;
}
interface BuildConfig {
  directories: { buildResources: string; output: string };
  files: string[];
  electronFuses: Record<string, boolean>;
  mac: PlatformOptions;
  win: PlatformOptions;
  linux: PlatformOptions;
  fileAssociations: Record<string, unknown>[];
}

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  homepage?: string;
  build: BuildConfig;
};
const build = pkg.build;

/** Each target of a platform with its architectures ("dmg x64", "dmg arm64", ...), sorted. */
function targetsOf(platform: PlatformOptions): string[] {
  return (platform.target ?? [])
    .flatMap((t) => (typeof t === 'string' ? [`${t} (default arch)`] : (t.arch ?? ['(default arch)']).map((a) => `${t.target} ${a}`)))
    .sort();
}

describe('targets: every installer for every architecture', () => {
  it('Windows: NSIS installer and portable exe, for x64 and arm64', () => {
    expect(targetsOf(build.win)).toEqual(['nsis arm64', 'nsis x64', 'portable arm64', 'portable x64']);
  });

  it('macOS: dmg for Intel (x64) and Apple silicon (arm64)', () => {
    expect(targetsOf(build.mac)).toEqual(['dmg arm64', 'dmg x64']);
  });

  it('Linux: AppImage and deb, for x64 and arm64', () => {
    expect(targetsOf(build.linux)).toEqual(['AppImage arm64', 'AppImage x64', 'deb arm64', 'deb x64']);
  });
});

describe('metadata the installers need', () => {
  it('the deb has a maintainer as "Name <email>" (dpkg refuses one without) and a homepage', () => {
    expect(build.linux.maintainer).toMatch(/^[^<>]+ <[^@\s<>]+@[^@\s<>]+>$/);
    expect(pkg.homepage).toMatch(/^https:\/\//);
  });

  it('Linux files it under Game in the menus, macOS under board games', () => {
    expect(build.linux.category).toBe('Game');
    expect(build.mac.category).toBe('public.app-category.board-games');
  });
});

describe('icons from one source', () => {
  /**
   * electron-builder turns this one PNG into the .icns (macOS), the .ico (Windows) and the set of
   * sizes (Linux) itself; it warns under 512 px and looks best from 1024 px, so that is the floor.
   */
  it('every platform takes its icon from the one 1024×1024 PNG in the build resources', () => {
    const source = path.join(build.directories.buildResources, 'icon.png');
    for (const platform of [build.mac, build.win, build.linux]) expect(platform.icon).toBe(source);
    const png = readFileSync(path.join(ROOT, source));
    expect(png.subarray(1, 4).toString('latin1'), 'a PNG file').toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], 'width and height').toEqual([1024, 1024]);
  });
});

describe('the save file association', () => {
  const association = build.fileAssociations.find((a) => a.ext === 'muster');

  it('registers .muster, the extension the app opens from the command line, as an editable Muster save', () => {
    expect(build.fileAssociations).toHaveLength(1);
    expect(association).toMatchObject({ ext: 'muster', name: 'Muster save', role: 'Editor' });
    expect(saveFileIn(['muster', `game.${String(association?.ext)}`])).toBe('game.muster');
  });

  it('gives Linux a MIME type for it (the desktop entry and shared-mime-info need one)', () => {
    expect(association?.mimeType).toBe('application/x-muster');
  });

  it("shows the app's own icon on the save: no separate icon file that could go missing", () => {
    // Without `icon`, macOS uses the app's .icns and Windows the exe's icon, both made from
    // icon.png; a named icon must exist as .icns and .ico in the build resources or packaging fails.
    expect(association && 'icon' in association).toBe(false);
  });
});

describe('fuses', () => {
  it('sets every fuse this Electron defines explicitly, none left at its default', () => {
    const { FuseV1Options } = require('@electron/fuses') as { FuseV1Options: Record<string, string | number> };
    const names = Object.keys(FuseV1Options)
      .filter((k) => Number.isNaN(Number(k)))
      .map((k) => k.charAt(0).toLowerCase() + k.slice(1));
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) expect(typeof build.electronFuses[name], name).toBe('boolean');
  });
});

describe('files: only the built output is packaged', () => {
  interface Matcher {
    createFilter(): (file: string, stat: { isDirectory(): boolean }) => boolean;
  }
  const { getFileMatchers } = require('app-builder-lib/out/fileMatcher') as {
    getFileMatchers: (config: unknown, name: 'files', dest: string, options: unknown) => Matcher[] | null;
  };
  const matchers = getFileMatchers(build, 'files', '/app', {
    macroExpander: (pattern: string) => pattern,
    customBuildOptions: {},
    globalOutDir: path.join(ROOT, build.directories.output),
    defaultSrc: ROOT,
  });
  const filter = matchers?.[0]?.createFilter();
  /** Whether electron-builder's own matcher puts this project file into app.asar. */
  const packaged = (file: string): boolean => {
    if (!filter) throw new Error('no "files" in the build configuration');
    return filter(path.join(ROOT, file), { isDirectory: () => !path.extname(file) });
  };

  it('takes the built main, preload and renderer and package.json', () => {
    expect(matchers).toHaveLength(1);
    for (const file of ['out/main/index.js', 'out/preload/index.js', 'out/renderer/index.html', 'out/renderer/assets/phaser-1a2b.js', 'package.json']) {
      expect(packaged(file), file).toBe(true);
    }
  });

  it('leaves out source maps, sources, tests, docs and the build resources', () => {
    for (const file of [
      'out/main/index.js.map',
      'out/renderer/assets/index-1a2b.js.map',
      'electron/main.ts',
      'electron/main.test.ts',
      'renderer/engine/game.ts',
      'e2e/playwright.config.ts',
      'docs/benchmarks.md',
      'README.md',
      'assets/build/icon.png',
      'electron.vite.config.ts',
    ]) {
      expect(packaged(file), file).toBe(false);
    }
  });

  it("leaves out the production dependencies' source maps too", () => {
    // electron-builder copies node_modules apart from the project's own files, then drops what a
    // negated pattern names (checked by packing app.asar with a stand-in Electron: no .map left).
    const { minimatch } = require('minimatch') as { minimatch: (file: string, pattern: string, options: object) => boolean };
    const dropped = (file: string) => build.files.some((p) => p.startsWith('!') && minimatch(file, p.slice(1), { dot: true }));
    expect(dropped('node_modules/signal-exit/dist/cjs/index.js.map')).toBe(true);
    expect(dropped('node_modules/valibot/dist/index.cjs')).toBe(false);
  });
});

describe("electron-builder's schema", () => {
  const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
    validateConfiguration: (config: unknown, log: { isEnabled: boolean; add(): void }) => Promise<void>;
  };
  const log = { isEnabled: false, add: () => undefined };

  it('accepts the whole configuration, and would refuse an architecture it does not know', async () => {
    await expect(validateConfiguration(build, log)).resolves.toBeUndefined();
    const wrongArch = { ...build, mac: { ...build.mac, target: [{ target: 'dmg', arch: ['amd64'] }] } };
    await expect(validateConfiguration(wrongArch, log)).rejects.toThrow(/arch/);
  });
});
