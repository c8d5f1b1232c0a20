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
