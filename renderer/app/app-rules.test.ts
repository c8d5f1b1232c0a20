// Rules (F1, the app menu's Help > Rules) opens on the game the player is looking at: the one in
// play, or the one whose New game set-up is open; else the first.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import type { Host } from './host';
import type { GameMode } from '../games/mode';

const modes = ['free-table', 'tippecanoe'].map((id) => ({ id, title: id }) as unknown as GameMode);
const host = { kind: 'browser', onMenuCommand: () => () => undefined, setMenuState: () => undefined } as unknown as Host;

beforeEach(() => vi.stubGlobal('document', { title: '', getElementById: () => null, activeElement: null }));
afterEach(() => vi.unstubAllGlobals());

const rulesOf = (app: App) => app.state.dialogs.flatMap((d) => (d.kind === 'rules' ? [d.modeId] : []));

describe('Rules from the menu or F1', () => {
  it('opens on the game whose New game set-up is open', async () => {
    const app = new App(host, modes);
    app.openDialog({ kind: 'new-game', modeId: 'tippecanoe' });
    await app.command('rules');
    expect(rulesOf(app)).toEqual(['tippecanoe']);
  });

  it('opens on the first game from the bare main menu', async () => {
    const app = new App(host, modes);
    await app.command('rules');
    expect(rulesOf(app)).toEqual(['free-table']);
  });
});
