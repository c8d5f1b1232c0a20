// Closing a window whose autosave is failing (a full disk, a folder taken away): the moves since
// the last autosave that worked are only in that window. As a desktop app asks before closing a
// document with unsaved changes, the window asks first: Save As… (the game as the page last handed
// it over: while autosave fails, it does so after every move; into a file the player picks, on
// another disk if need be), Close anyway, or Cancel. Plain functions over what it is handed, so tests drive it without Electron.
import type { OpResult, WriteResult } from '../renderer/contract/bridge';
import type { SaveEnvelope } from '../renderer/contract/save-format';

export interface CloseQuestion {
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
}

export interface CloseGuardDeps<W> {
  /** Asks on the window (a native message box); resolves with the index of the button pressed. */
  ask(window: W, question: CloseQuestion): Promise<number>;
  /** Save As: the game into a file the player picks (the native dialog on the window). */
  saveAs(window: W, save: SaveEnvelope): Promise<WriteResult>;
  /** Closes the window (its close is asked about no more: the guard has let it go). */
  close(window: W): void;
  /**
   * The player kept the window open (Cancel, or Save As… cancelled in its file dialog): a Quit
   * that asked it to close is called off.
   */
  stays?(window: W): void;
  log?: (message: string, error?: unknown) => void;
}

export interface CloseGuard<W> {
  /**
   * The page handed over its game as it stands (to be autosaved, or, while autosave is failing,
   * after each move): the newest is what Save As… keeps when the window closes.
   */
  current(window: W, save: SaveEnvelope): void;
  /** An autosave of the window's game ended: a failure is what closing would lose, a success clears it. */
  autosaved(window: W, result: OpResult): void;
  /** A save the player made (Save, Save As) ended: the game at that point is kept. */
  saved(window: W, save: SaveEnvelope, result: WriteResult): void;
  /**
   * The player left the window's game with its moves unsaved, on purpose (Leave anyway, the
   * page's own question): closing asks about that game no more. A game played after it whose
   * autosave fails is asked about as any is.
   */
  abandoned(window: W): void;
  /**
   * The window is about to close: true when it may; false when it must not yet (the player is
   * asked, and the window closes itself afterwards if the answer lets it).
   */
  closing(window: W): boolean;
  /** The window is gone. */
  forget(window: W): void;
}

const SAVE_AS = 0;
const CLOSE_ANYWAY = 1;
const CANCEL = 2;

/** The game at a point, whatever it is called and whenever it was written. */
function gameKey(save: SaveEnvelope): string {
  return JSON.stringify([save.game, save.seed, save.cursor, save.log]);
}

export function createCloseGuard<W>({ ask, saveAs, close, stays = () => undefined, log = () => undefined }: CloseGuardDeps<W>): CloseGuard<W> {
  /** Per window: why its last autosave failed (none while autosaves are written). */
  const failing = new Map<W, string>();
  /**
   * Per window: its game as the page last handed it over. Newer than the autosave that failed when
   * a move was made within the autosave's wait: Save As… keeps every move made.
   */
  const latest = new Map<W, SaveEnvelope>();
  /** Per window: the game as a save the player made last holds it. */
  const kept = new Map<W, string>();

  /** What closing the window would lose (the game in play, and why no autosave holds it), or null. */
  function atRisk(window: W): { save: SaveEnvelope; message: string } | null {
    const message = failing.get(window);
    const save = latest.get(window);
    return message !== undefined && save && kept.get(window) !== gameKey(save) ? { save, message } : null;
  }
  /** Windows being asked: a second close meanwhile is not asked about twice. */
  const asking = new Set<W>();

  function question(message: string, failedSaveAs?: string): CloseQuestion {
    return {
      message: 'Your last moves could not be saved. Close anyway?',
      detail:
        `Autosave failed: ${message}\n\n` +
        (failedSaveAs ? `Save As did not work either: ${failedSaveAs}\n\n` : '') +
        'Closing now loses the moves made since the last save that worked. Save As… keeps the game in a file you choose (on another disk, if this one is full).',
      buttons: ['Save As…', 'Close anyway', 'Cancel'],
      defaultId: SAVE_AS,
      cancelId: CANCEL,
    };
  }

  function letGo(window: W): void {
    failing.delete(window);
    // Closing again must not be taken for a second close while the question is up.
    asking.delete(window);
    close(window);
  }

  /** True when the window may go; false when the player keeps it. */
  async function askUntilAnswered(window: W): Promise<boolean> {
    let failedSaveAs: string | undefined;
    for (;;) {
      const risk = atRisk(window);
      if (!risk) return true;
      const answer = await ask(window, question(risk.message, failedSaveAs));
      if (answer === CLOSE_ANYWAY) return true;
      if (answer !== SAVE_AS) return false;
      // The game as it stands now: a move made while the question was up (the computer's, say) too.
      const game = atRisk(window)?.save ?? risk.save;
      const written = await saveAs(window, game).catch((e: unknown): WriteResult => ({ ok: false, message: e instanceof Error ? e.message : String(e) }));
      if (written.ok) return true;
      // Cancelled in the file dialog: the window stays, as Cancel would leave it.
      if (written.cancelled) return false;
      failedSaveAs = written.message;
    }
  }

  return {
    current(window, save) {
      latest.set(window, save);
    },

    autosaved(window, result) {
      if (result.ok) failing.delete(window);
      else failing.set(window, result.message);
    },

    saved(window, save, result) {
      if (result.ok) kept.set(window, gameKey(save));
    },

    abandoned(window) {
      failing.delete(window);
      latest.delete(window);
    },

    closing(window) {
      if (asking.has(window)) return false;
      if (!atRisk(window)) return true;
      asking.add(window);
      askUntilAnswered(window)
        .catch((error: unknown) => {
          log('Asking before closing failed; the window stays open.', error);
          return false;
        })
        .then((mayGo) => (mayGo ? letGo(window) : stays(window)))
        .finally(() => asking.delete(window));
      return false;
    },

    forget(window) {
      failing.delete(window);
      latest.delete(window);
      kept.delete(window);
      asking.delete(window);
    },
  };
}
