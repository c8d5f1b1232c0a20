// A place where a long computation (a computer player's search) may give way to the page's
// drawing. Pure code calls `pausePoint()` between units of work; it does nothing unless the thread
// running it has set a hook (the bot worker does, app/frame-hold.ts), so rules, bots and their
// tests behave the same with or without one. The hook may only wait: it never changes a result.
let hook: (() => void) | null = null;

/** Sets (or clears, with null) what `pausePoint` does on this thread. */
export function setPausePoint(fn: (() => void) | null): void {
  hook = fn;
}

/** Gives way if this thread's hook asks it to; otherwise returns at once. */
export function pausePoint(): void {
  if (hook !== null) hook();
}
