// The real app, end to end: launch the built Electron app, play, save and reopen every game, export
// its sheets as a PDF, and find the files on disk. Where no Electron binary can be had, the tests
// are reported as skipped, with why.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT, electronBinary, launchMuster } from './support/electron';
import { letGameInProgressGo } from './support/modes';
import { freePort } from '../electron/testing/net';

/**
 * The Electron binary and a fresh user-data folder; null, with the test reported skipped and why,
 * where there is no binary.
 */
async function builtApp(): Promise<{ binary: string; userData: string } | null> {
  const binary = electronBinary();
  if (!binary.available) {
    test.skip(true, binary.reason);
    return null;
  }
  expect(existsSync(path.join(REPO_ROOT, 'out', 'main', 'index.js')), 'build the app first: npx electron-vite build').toBe(true);
  return { binary: binary.path, userData: await mkdtemp(path.join(os.tmpdir(), 'muster-e2e-')) };
}

test('a Free Table saved from the toolbar lands in the saves folder', async () => {
  const ready = await builtApp();
  if (!ready) return;
  const { binary, userData } = ready;
  const app = await launchMuster(binary, userData);
  try {
    const page = await app.firstWindow();
    // The app's protocol serves the page cross-origin isolated, so the computer's worker can give
    // way to the table's frames (app/frame-hold.ts).
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
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

test('a move made just before the window closes is in the autosave that Continue opens', async () => {
  const ready = await builtApp();
  if (!ready) return;
  const { binary, userData } = ready;
  const app = await launchMuster(binary, userData);
  try {
    const page = await app.firstWindow();
    await page.getByRole('button', { name: 'Free Table' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Add red token' }).click();
    await page.waitForTimeout(1000);
    // Within the autosave's 150 ms wait: the page hands the move over as it goes (autosaveOnLeaving).
    await page.getByRole('button', { name: 'Add blue token' }).click();
    await page.getByRole('button', { name: 'Add blue token' }).click();
  } finally {
    await app.close();
  }
  const autosave = JSON.parse(await readFile(path.join(userData, 'saves', 'autosave.muster'), 'utf8')) as { snapshot: { pieces: { colour?: string }[] } };
  expect(autosave.snapshot.pieces.map((p) => p.colour)).toEqual(['red', 'blue', 'blue']);
  await rm(userData, { recursive: true, force: true });
});

test('a save double-clicked in the file manager opens straight into its game', async () => {
  const ready = await builtApp();
  if (!ready) return;
  const { binary, userData } = ready;
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
  const app = await launchMuster(binary, userData, [file]);
  try {
    const page = await app.firstWindow();
    await expect(page.getByRole('navigation', { name: 'Game toolbar' })).toContainText('From a friend');
  } finally {
    await app.close();
    await rm(userData, { recursive: true, force: true });
  }
});

/** The games the desktop app offers, each opened, saved, reopened, and its sheets exported. */
const GAMES = ['Free Table', 'Tiny 18c', 'Cups of War', 'ACW Ironclads'] as const;

test('each game opens, saves, reopens from Load, and (where it has sheets) exports a PDF through the Print dialog', async () => {
  test.setTimeout(240_000);
  const ready = await builtApp();
  if (!ready) return;
  const { binary, userData } = ready;
  const app = await launchMuster(binary, userData);
  try {
    const page = await app.firstWindow();
    for (const game of GAMES) {
      await page.getByRole('button', { name: game, exact: true }).click();
      await page.getByRole('dialog', { name: `New ${game}` }).getByRole('button', { name: 'Start' }).click();
      // A computer's move after the last game was saved leaves it unsaved: it is asked about, and let go.
      await letGameInProgressGo(page);
      const toolbar = page.getByRole('navigation', { name: 'Game toolbar' });
      await toolbar.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' }).first()).toBeVisible();
      await toolbar.getByRole('button', { name: 'Menu' }).click();

      // Reopened from the saves list, straight into its game.
      await page.getByRole('button', { name: 'Load…' }).click();
      await page.getByRole('dialog', { name: 'Saved games' }).getByRole('button', { name: new RegExp(`^Load ${game},`) }).first().click();
      await expect(toolbar).toContainText(game);

      if (await toolbar.getByRole('button', { name: 'Print', exact: true }).isVisible()) {
        // The save dialog answers itself: main's dialog.showSaveDialog, stubbed in the main process.
        const target = path.join(userData, `${game}.pdf`);
        await app.evaluate(({ dialog }, file) => {
          dialog.showSaveDialog = (async () => ({ canceled: false, filePath: file })) as typeof dialog.showSaveDialog;
        }, target);
        await toolbar.getByRole('button', { name: 'Print', exact: true }).click();
        const print = page.getByRole('dialog', { name: 'Print sheets' });
        await print.getByRole('button', { name: 'Save as PDF…' }).click();
        await expect(print).toBeHidden({ timeout: 60_000 });
        await expect(page.getByRole('status').filter({ hasText: 'Saved the print sheets' }).first()).toBeVisible();
        const pdf = await readFile(target);
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(await page.evaluate(() => document.getElementById('print-root')?.innerHTML)).toBe('');
      }
      await toolbar.getByRole('button', { name: 'Menu' }).click();
    }
  } finally {
    await app.close();
    await rm(userData, { recursive: true, force: true });
  }
});

test('the desktop app hosts a game on this computer, and a friend joins from a browser at the address it shows', async ({ browser }) => {
  const ready = await builtApp();
  if (!ready) return;
  test.setTimeout(120_000);
  const { binary, userData } = ready;
  const port = await freePort();
  const app = await launchMuster(binary, userData);
  const ben = await browser.newPage();
  try {
    const anne = await app.firstWindow();
    await anne.getByRole('button', { name: 'Tiny 18c', exact: true }).click();
    const dialog = anne.getByRole('dialog', { name: 'New Tiny 18c' });
    await dialog.getByRole('combobox', { name: 'Defender played by' }).selectOption('human');
    await dialog.getByLabel('Play with friends on other computers').check();
    await dialog.getByLabel('Port').fill(String(port));
    await dialog.getByRole('button', { name: 'Host' }).click();
    const room = anne.getByRole('status', { name: 'Room' });
    await expect(room).toContainText(`:${port}`);
    const code = ((await room.locator('.net-code').textContent()) ?? '').trim();

    // The friend has no Muster: a browser at the address, which the app's server also serves.
    await ben.goto(`http://127.0.0.1:${port}`);
    await ben.getByRole('button', { name: 'Join a game…' }).click();
    await ben.getByRole('dialog', { name: 'Join a game' }).getByLabel('Room code').fill(code);
    await ben.getByRole('dialog', { name: 'Join a game' }).getByLabel('Your name').fill('Ben');
    await ben.getByRole('dialog', { name: 'Join a game' }).getByRole('button', { name: 'Join' }).click();
    await expect(ben.getByRole('status', { name: 'Room' })).toContainText('Ben (you)');
    await expect(room).not.toContainText('free');

    for (const p of [anne, ben]) {
      const orders = p.getByRole('complementary', { name: 'Orders' });
      await orders.getByRole('button', { name: 'Suggest' }).click();
      await orders.getByRole('button', { name: 'Commit orders' }).click();
    }
    for (const p of [anne, ben]) await expect(p.getByRole('complementary', { name: 'Orders' })).toContainText("Scouts' deployment", { timeout: 20_000 });
  } finally {
    await ben.close();
    await app.close();
    await rm(userData, { recursive: true, force: true });
  }
});
