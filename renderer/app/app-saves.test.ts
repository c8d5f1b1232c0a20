// The saves as the main menu shows them: Continue follows the list, so a save deleted from the
// Load dialog is not still offered by Continue (which would then refuse it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import type { Host } from './host';
import type { SaveSummary } from '../contract/bridge';

const summary = (id: string, name: string): SaveSummary => ({
  id,
  name,
  gameId: 'free-table',
  gameTitle: 'Free Table',
  progress: '1 piece on the table',
  savedAt: '2026-12-02T12:00:00.000Z',
  autosave: id === 'autosave',
});

function fixture(saves: SaveSummary[]) {
  let list = [...saves];
  const host = {
    kind: 'browser',
    onMenuCommand: () => () => undefined,
    setMenuState: () => undefined,
    openPending: async () => null,
    appInfo: async () => ({ name: 'Muster', version: '0.1.0', host: 'browser', platform: 'test', versions: {}, savesLocation: '' }),
    listSaves: async () => [...list],
    deleteSave: async (id: string) => ((list = list.filter((s) => s.id !== id)), { ok: true }),
  } as unknown as Host;
  return new App(host, []);
}

beforeEach(() => vi.stubGlobal('document', { title: '', getElementById: () => null }));
afterEach(() => vi.unstubAllGlobals());

describe('deleting a save from the Load dialog', () => {
  it('takes the autosave off the main menu: Continue is no longer offered for it', async () => {
    const app = fixture([summary('autosave', 'Ford'), summary('save-1', 'Ambush')]);
    await app.ready();
    expect(app.state.autosave?.name).toBe('Ford');
    expect(await app.deleteSave(summary('autosave', 'Ford'))).toBe(true);
    expect(app.state.autosave).toBeNull();
    expect(app.state.toasts.at(-1)?.text).toBe('Deleted “Ford”.');
  });

  it('leaves Continue as it was when another save is deleted', async () => {
    const app = fixture([summary('autosave', 'Ford'), summary('save-1', 'Ambush')]);
    await app.ready();
    await app.deleteSave(summary('save-1', 'Ambush'));
    expect(app.state.autosave?.name).toBe('Ford');
  });
});
