// Finds the Electron executable the way the 'electron' package does, without requiring that
// package: its index.js downloads the binary when it is missing, and here it cannot.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { _electron, type ElectronApplication } from '@playwright/test';

export type ElectronBinary = { available: true; path: string } | { available: false; reason: string };

/** The repository root: e2e/support/ is two levels down. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const DEFAULT_EXECUTABLE: Partial<Record<NodeJS.Platform, string>> = {
  darwin: 'Electron.app/Contents/MacOS/Electron',
  win32: 'electron.exe',
  linux: 'electron',
};

export function electronBinary(root: string = REPO_ROOT): ElectronBinary {
  const pkg = path.join(root, 'node_modules', 'electron');
  if (!existsSync(path.join(pkg, 'package.json'))) {
    return { available: false, reason: `The electron package is not installed (${pkg}).` };
  }
  const pathFile = path.join(pkg, 'path.txt');
  // Same override the electron package honours, for a locally built or unpacked Electron.
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  let executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  if (!executable) {
    if (!override) {
      return {
        available: false,
        reason:
          'The Electron binary was never downloaded (node_modules/electron/path.txt is missing; ' +
          "electron's install step fetches it from github.com). Set ELECTRON_OVERRIDE_DIST_PATH to a local Electron to run this test.",
      };
    }
    executable = DEFAULT_EXECUTABLE[process.platform] ?? 'electron';
  }
  const full = override ? path.join(override, executable) : path.join(pkg, 'dist', executable);
  if (!existsSync(full)) return { available: false, reason: `The Electron executable is missing: ${full}` };
  return { available: true, path: full };
}

/** Launches the built app (never a dev server) with a throwaway user-data folder and these arguments after it. */
export function launchMuster(executable: string, userData: string, extraArgs: string[] = []): Promise<ElectronApplication> {
  const { ELECTRON_RENDERER_URL: _devServer, ...env } = process.env;
  return _electron.launch({ executablePath: executable, args: ['.', ...extraArgs], cwd: REPO_ROOT, env: { ...env, MUSTER_USER_DATA_DIR: userData } });
}
