// The real app, end to end: launch the built Electron app, start a Free Table, save it, and find
// the file on disk. Where no Electron binary can be had, the test is reported as skipped, with why.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { _electron, expect, test } from '@playwright/test';
import { REPO_ROOT, electronBinary } from './support/electron';

test('a Free Table saved from the toolbar lands in the saves folder', async () => {
  const binary = electronBinary();
  if (!binary.available) {
    test.skip(true, binary.reason);
    return;
  }
  expect(existsSync(path.join(REPO_ROOT, 'out', 'main', 'index.js')), 'build the app first: npx electron-vite build').toBe(true);

  const userData = await mkdtemp(path.join(os.tmpdir(), 'muster-e2e-'));
  // The built files, not a dev server that may or may not be running.
  const { ELECTRON_RENDERER_URL: _devServer, ...env } = process.env;
  const app = await _electron.launch({
    executablePath: binary.path,
    args: ['.'],
    cwd: REPO_ROOT,
    env: { ...env, MUSTER_USER_DATA_DIR: userData },
  });
  try {
    const page = await app.firstWindow();
    // The main menu is up when its game buttons are.
    await page.getByRole('button', { name: 'Free Table' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' }).first()).toBeVisible();
  } finally {
    await app.close();
  }

  const saves = await readdir(path.join(userData, 'saves'));
  const named = saves.filter((name) => name.endsWith('.muster') && name !== 'autosave.muster');
  expect(named, `saves folder holds: ${saves.join(', ')}`).not.toHaveLength(0);
  await rm(userData, { recursive: true, force: true });
});
