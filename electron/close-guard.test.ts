// Closing a window whose autosave is failing asks first (Save As…, Close anyway, Cancel); with
// every autosave written, it closes unasked. Driven with stand-ins for the dialogs and the window.
import { describe, expect, it, vi } from 'vitest';
import type { OpResult, WriteResult } from '../renderer/contract/bridge';
import type { SaveEnvelope } from '../renderer/contract/save-format';
import { sampleSave } from '../renderer/testing/save-fixture';
import { createCloseGuard, type CloseGuard, type CloseQuestion } from './close-guard';

const WINDOW = 'the window';
const DISK_FULL = { ok: false as const, message: 'Muster could not save "autosave.muster": the disk is full.' };
const SAVE_AS = 0;
const CLOSE_ANYWAY = 1;
const CANCEL = 2;

function fixture(answers: number[], saveAsResults: WriteResult[] = []) {
  const asked: CloseQuestion[] = [];
  const deps = {
    ask: vi.fn(async (_w: string, q: CloseQuestion) => {
      asked.push(q);
      return answers.shift() ?? CANCEL;
    }),
    saveAs: vi.fn(async (): Promise<WriteResult> => saveAsResults.shift() ?? { ok: false, cancelled: true, message: 'Save As was cancelled.' }),
    close: vi.fn(),
    stays: vi.fn(),
  };
  const guard = createCloseGuard<string>(deps);
  // Closing calls guard.closing again, as Electron emits 'close' again for window.close().
  deps.close.mockImplementation((w: string) => void guard.closing(w));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { guard, deps, asked, settle };
}

/** The page hands its game over to be autosaved, and the write ends with `result`. */
function autosaved(guard: CloseGuard<string>, window: string, save: SaveEnvelope, result: OpResult): void {
  guard.current(window, save);
  guard.autosaved(window, result);
}

const summary = { id: 'ext:1', name: 'Kept', gameId: 'free-table', gameTitle: 'Free Table', progress: '1 piece', savedAt: '', autosave: false };

describe('closing a window while autosave fails', () => {
  it('closes unasked when every autosave was written', () => {
    const { guard, deps } = fixture([]);
    autosaved(guard, WINDOW, sampleSave(), { ok: true });
    expect(guard.closing(WINDOW)).toBe(true);
    expect(deps.ask).not.toHaveBeenCalled();
  });

  it('asks first when the last autosave failed, saying why, and Cancel keeps the window', async () => {
    const { guard, deps, asked, settle } = fixture([CANCEL]);
    autosaved(guard, WINDOW, sampleSave(), DISK_FULL);
    expect(guard.closing(WINDOW)).toBe(false);
    await settle();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ message: 'Your last moves could not be saved. Close anyway?', buttons: ['Save As…', 'Close anyway', 'Cancel'], defaultId: 0, cancelId: 2 });
    expect(asked[0]?.detail).toContain('the disk is full');
    expect(deps.close).not.toHaveBeenCalled();
    // Kept open: a Quit that asked it to close is called off.
    expect(deps.stays).toHaveBeenCalledWith(WINDOW);
    // Asked again next time: nothing was kept.
    expect(guard.closing(WINDOW)).toBe(false);
  });

  it('Close anyway closes it (and the second close is not asked about)', async () => {
    const { guard, deps, settle } = fixture([CLOSE_ANYWAY]);
    autosaved(guard, WINDOW, sampleSave(), DISK_FULL);
    expect(guard.closing(WINDOW)).toBe(false);
    await settle();
    expect(deps.close).toHaveBeenCalledWith(WINDOW);
    expect(deps.ask).toHaveBeenCalledTimes(1);
    expect(deps.stays).not.toHaveBeenCalled();
  });

  it('Save As… writes the game that failed to autosave, then closes', async () => {
    const save = sampleSave({ name: 'Ford' });
    const { guard, deps, settle } = fixture([SAVE_AS], [{ ok: true, summary }]);
    autosaved(guard, WINDOW, save, DISK_FULL);
    guard.closing(WINDOW);
    await settle();
    expect(deps.saveAs).toHaveBeenCalledWith(WINDOW, save);
    expect(deps.close).toHaveBeenCalledWith(WINDOW);
  });

  it('a Save As that fails asks again, saying that too; one cancelled in its file dialog keeps the window', async () => {
    const { guard, deps, asked, settle } = fixture([SAVE_AS, SAVE_AS], [{ ok: false, message: 'the disk is read-only' }, { ok: false, cancelled: true, message: 'Save As was cancelled.' }]);
    autosaved(guard, WINDOW, sampleSave(), DISK_FULL);
    guard.closing(WINDOW);
    await settle();
    expect(asked).toHaveLength(2);
    expect(asked[1]?.detail).toContain('Save As did not work either: the disk is read-only');
    expect(deps.close).not.toHaveBeenCalled();
    expect(deps.stays).toHaveBeenCalledTimes(1);
  });

  it('Save As… keeps the game as the page handed it over last, with the moves made after the autosave that failed', async () => {
    const failed = sampleSave({ name: 'Ford', cursor: 1 });
    const { guard, deps, settle } = fixture([SAVE_AS], [{ ok: true, summary }]);
    autosaved(guard, WINDOW, failed, DISK_FULL);
    // A move made within the autosave's wait, handed over at once while autosave fails.
    const now = sampleSave({ name: 'Ford', cursor: 2 });
    guard.current(WINDOW, now);
    guard.closing(WINDOW);
    await settle();
    expect(deps.saveAs).toHaveBeenCalledWith(WINDOW, now);
  });

  it('an autosave that failed after a later game was handed over does not take that game back', async () => {
    const { guard, deps, settle } = fixture([SAVE_AS], [{ ok: true, summary }]);
    const older = sampleSave({ cursor: 1 });
    const newer = sampleSave({ cursor: 2 });
    // The older one's write is under way when the newer is handed over; its failure comes after.
    guard.current(WINDOW, older);
    guard.current(WINDOW, newer);
    guard.autosaved(WINDOW, DISK_FULL);
    guard.closing(WINDOW);
    await settle();
    expect(deps.saveAs).toHaveBeenCalledWith(WINDOW, newer);
  });

  it('a move made after the game the player saved, while autosave still fails, is asked about', () => {
    const { guard } = fixture([]);
    const save = sampleSave({ cursor: 1 });
    autosaved(guard, WINDOW, save, DISK_FULL);
    guard.saved(WINDOW, save, { ok: true, summary });
    expect(guard.closing(WINDOW)).toBe(true);
    guard.current(WINDOW, sampleSave({ cursor: 2 }));
    expect(guard.closing(WINDOW)).toBe(false);
  });

  it('a second close while the question is up does not ask twice', async () => {
    const { guard, deps, settle } = fixture([CANCEL]);
    autosaved(guard, WINDOW, sampleSave(), DISK_FULL);
    expect(guard.closing(WINDOW)).toBe(false);
    expect(guard.closing(WINDOW)).toBe(false);
    await settle();
    expect(deps.ask).toHaveBeenCalledTimes(1);
  });

  it('an autosave that works again clears it', () => {
    const { guard, deps } = fixture([]);
    autosaved(guard, WINDOW, sampleSave(), DISK_FULL);
    autosaved(guard, WINDOW, sampleSave(), { ok: true });
    expect(guard.closing(WINDOW)).toBe(true);
    expect(deps.ask).not.toHaveBeenCalled();
  });

  it('a save the player made of the game as it stands keeps it: the autosave after it failing asks nothing', () => {
    const { guard, deps } = fixture([]);
    const save = sampleSave({ name: 'Ford' });
    autosaved(guard, WINDOW, save, DISK_FULL);
    guard.saved(WINDOW, { ...save, name: 'Ford kept' }, { ok: true, summary });
    expect(guard.closing(WINDOW)).toBe(true);
    // The autosave written with the save (under its new name) fails too: the game is still kept.
    autosaved(guard, WINDOW, { ...save, name: 'Ford kept' }, DISK_FULL);
    expect(guard.closing(WINDOW)).toBe(true);
    // A move after it, not saved: asked again.
    autosaved(guard, WINDOW, { ...save, cursor: save.cursor - 1 }, DISK_FULL);
    expect(guard.closing(WINDOW)).toBe(false);
    expect(deps.ask).toHaveBeenCalledTimes(1);
  });

  it('a save that failed keeps nothing', () => {
    const { guard } = fixture([]);
    const save = sampleSave();
    autosaved(guard, WINDOW, save, DISK_FULL);
    guard.saved(WINDOW, save, { ok: false, message: 'the disk is full' });
    expect(guard.closing(WINDOW)).toBe(false);
  });

  it('a game the player left anyway (the page asked) is not asked about at close; a game played after it whose autosave fails is', () => {
    const { guard, deps } = fixture([]);
    autosaved(guard, WINDOW, sampleSave({ name: 'Ford', cursor: 1 }), DISK_FULL);
    guard.current(WINDOW, sampleSave({ name: 'Ford', cursor: 2 }));
    guard.abandoned(WINDOW);
    expect(guard.closing(WINDOW)).toBe(true);
    expect(deps.ask).not.toHaveBeenCalled();
    // The next game: its first autosave fails too.
    autosaved(guard, WINDOW, sampleSave({ name: 'Shiloh', cursor: 0 }), DISK_FULL);
    expect(guard.closing(WINDOW)).toBe(false);
    expect(deps.ask).toHaveBeenCalledTimes(1);
  });

  it('each window is asked about its own game', () => {
    const { guard } = fixture([]);
    autosaved(guard, 'other window', sampleSave(), DISK_FULL);
    expect(guard.closing(WINDOW)).toBe(true);
    guard.forget('other window');
    expect(guard.closing('other window')).toBe(true);
  });
});
