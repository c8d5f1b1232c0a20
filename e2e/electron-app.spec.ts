// The real app, end to end: launch the built Electron app, start a Free Table, save it, and find
// the file on disk. Where no Electron binary can be had, the test is reported as skipped, with why.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT, electronBinary, launchMuster } from './support/electron';

test('a Free Table saved from the toolbar lands in the saves folder', async () => {
  const binary = electronBinary();
  if (!binary.available) {
    test.skip(true, binary.reason);
    return;
  }
  expect(existsSync(path.join(REPO_ROOT, 'out', 'main', 'index.js')), 'build the app first: npx electron-vite build').toBe(true);

  const userData = await mkdtemp(path.join(os.tmpdir(), 'muster-e2e-'));
  const app = await launchMuster(binary.path, userData);
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

test('a save double-clicked in the file manager opens straight into its game', async () => {
  const binary = electronBinary();
  if (!binary.available) {
    test.skip(true, binary.reason);
    return;
  }
  expect(existsSync(path.join(REPO_ROOT, 'out', 'main', 'index.js')), 'build the app first: npx electron-vite build').toBe(true);
  const userData = await mkdtemp(path.join(os.tmpdir(), 'muster-e2e-'));
  const file = path.join(userData, 'From a friend.muster');
  const save = {
    format: 'muster-save',
    schema: 1,
    app: '0.1.0',
    name: 'From a friend',
    savedAt: '2026-11-29T14:00:00.000Z',
    game: { id: 'free-table', title: 'Free Table', options: { width: 609.6, height: 304.8, unit: 'in', matchstickInches: 2 }, players: [{ name: 'Ann', control: 'human', strength: 'normal' }] },
    seed: 1,
    log: [],
    cursor: 0,
    snapshot: null,
    progress: '0 pieces on the table',
  };
  await writeFile(file, JSON.stringify(save));
  // As the file manager starts it: the app, then the file.
  const app = await launchMuster(binary.path, userData, [file]);
  try {
    const page = await app.firstWindow();
    await expect(page.getByRole('navigation', { name: 'Game toolbar' })).toContainText('From a friend');
  } finally {
    await app.close();
    await rm(userData, { recursive: true, force: true });
  }
});
