// A save file from a newer Muster (its save version beyond this one's), opened with Open file…:
// the player is told plainly that a newer Muster made it and to update Muster, with the version
// that made it when the file names one newer than this Muster (a file doctored by hand names this
// very one, and "a newer Muster (Muster 0.1.0)" in Muster 0.1.0 puzzled).
import { expect, test, type Page } from '@playwright/test';
import { sampleSave } from '../renderer/testing/save-fixture';
import { SAVE_SCHEMA_VERSION, writeSaveText } from '../renderer/contract/save-format';
import { version as APP_VERSION } from '../package.json';

async function openFile(page: Page, name: string, text: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file…' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

for (const app of ['9.0.0', APP_VERSION, null]) {
  test(`a save whose format number is newer than this Muster knows (naming ${app === null ? 'no Muster version' : app === APP_VERSION ? 'this very Muster' : `Muster ${app}`}) says a newer Muster made it and to update`, async ({ page }) => {
    await page.goto('/');
    const save = JSON.parse(writeSaveText(sampleSave({ name: 'From the future' }))) as Record<string, unknown>;
    save.schema = SAVE_SCHEMA_VERSION + 1;
    if (app === null) delete save.app;
    else save.app = app;
    await openFile(page, 'future.muster', JSON.stringify(save));
    const messages = page.getByRole('status', { name: 'Messages' });
    await expect(messages).toContainText('newer');
    await page.screenshot({ path: `test-results/screens/newer-save-${app ?? 'none'}.png` });
    const named = app === '9.0.0' ? ` (Muster ${app})` : '';
    await expect(messages).toContainText(`Muster could not open “future.muster”: it was saved by a newer Muster${named}. Update Muster to open it.`);
  });
}
