// In a browser only: a page about to unload (the tab closed, reloaded, navigated away) asks first,
// with the browser's own "Leave site?", when going now would lose moves: autosave is failing and
// the game could not be handed over to the browser's local storage either. Never otherwise: the
// autosave after every move (and the hand-over as the page goes) keeps the game. The desktop app
// asks before its window closes instead (electron/close-guard.ts); there a prevented unload would
// silently keep the window open, so this is not installed there.

export interface UnloadTarget {
  addEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEvent) => void): void;
}

/** `wouldLose` hands the game over now and says whether the page going would still lose moves. */
export function guardUnload(target: UnloadTarget, wouldLose: () => boolean): void {
  target.addEventListener('beforeunload', (event) => {
    if (!wouldLose()) return;
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    event.returnValue = '';
  });
}
