// A small observable store: the app's and the games' UI state lives here; Preact components
// follow it with useStore (use-store.ts), the table with subscribe.

export class Store<T> {
  private listeners = new Set<() => void>();
  constructor(private state: T) {}
  get(): T {
    return this.state;
  }
  set(patch: Partial<T> | ((s: T) => Partial<T>)): void {
    const next = typeof patch === 'function' ? patch(this.state) : patch;
    this.state = { ...this.state, ...next };
    for (const l of [...this.listeners]) l();
  }
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * Calls `changed` each time what `read` makes of `store` changes (compared as JSON), not on every
 * set: a game's drafts kept with each save (Tiny 18c's orders, Tippecanoe's unit waiting for its
 * weapon) are autosaved when what a save would keep changes, not when a unit is merely picked.
 */
export function watchChanges<T>(store: Store<T>, read: () => unknown, changed: () => void): () => void {
  let last = JSON.stringify(read());
  return store.subscribe(() => {
    const now = JSON.stringify(read());
    if (now === last) return;
    last = now;
    changed();
  });
}
