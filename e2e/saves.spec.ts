// The Saves screen: saves listed with a picture, game, progress and date; load, rename, delete
// after asking; a damaged save named in its error while the others still load.
import { expect, test, type Page } from '@playwright/test';
import { pieces, startFreeTable } from './support/table';

async function saveAs(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save As…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(`Saved "${name}"`);
}

test('saves are listed with a picture, renamed, deleted after asking, and loaded', async ({ page }) => {
  await startFreeTable(page);
  await page.getByRole('button', { name: 'Add red token' }).click();
  await saveAs(page, 'Ambush at the ford');
  await page.getByRole('button', { name: 'Add blue token' }).click();
  await page.getByRole('button', { name: 'Add blue token' }).click();
  await saveAs(page, 'Second try');

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Load…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved games' });
  const list = dialog.getByRole('list', { name: 'Saves' });
  await expect(list.getByRole('listitem')).toHaveCount(3); // two saves and the autosave
  const ford = list.getByRole('listitem', { name: 'Ambush at the ford', exact: true });
  await expect(ford).toContainText('Free Table · 1 piece on the table');
  await expect(ford.getByRole('img', { name: 'The table in “Ambush at the ford”' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/saves.png' });

  await dialog.getByRole('button', { name: 'Rename Second try' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename save' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('Later');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(list.getByRole('listitem', { name: 'Later', exact: true })).toBeVisible();

  // Delete asks first: cancelling keeps the save, confirming removes it.
  await dialog.getByRole('button', { name: 'Delete Later' }).click();
  await page.getByRole('dialog', { name: 'Delete save?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByRole('listitem', { name: 'Later', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete Later' }).click();
  await page.getByRole('dialog', { name: 'Delete save?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('listitem', { name: 'Later', exact: true })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Load Ambush at the ford' }).click();
  await page.getByRole('navigation', { name: 'Game toolbar' }).waitFor();
  await expect(page.getByRole('navigation', { name: 'Game toolbar' })).toContainText('Ambush at the ford');
  expect(await pieces(page)).toMatchObject([{ kind: 'token', colour: 'red' }]);
});

test('a damaged save is named in its error and the others still load', async ({ page }) => {
  await startFreeTable(page);
  await page.getByRole('button', { name: 'Add yellow token' }).click();
  await saveAs(page, 'Good one');
  // Damage a stored save as a crash mid-write would: the text cut short.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('muster', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('saves', 'readwrite');
          tx.objectStore('saves').put({ id: 'broken', text: '{"format":"muster-save","schema":1,"name":"Broken battle","app":"0.1.0","sav' });
          tx.oncomplete = () => resolve();
        };
      }),
  );
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Load…' }).click();
  const list = page.getByRole('dialog', { name: 'Saved games' }).getByRole('list', { name: 'Saves' });
  const broken = list.getByRole('listitem', { name: 'Broken battle' });
  await expect(broken).toContainText('Muster could not open "Broken battle": the file is cut short');
  await expect(broken.getByRole('button', { name: 'Load Broken battle' })).toBeDisabled();
  await list.getByRole('button', { name: 'Load Good one' }).click();
  await page.getByRole('navigation', { name: 'Game toolbar' }).waitFor();
  expect(await pieces(page)).toMatchObject([{ kind: 'token', colour: 'yellow' }]);
});
