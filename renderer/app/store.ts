// A small observable store: the app's UI state lives here, components subscribe with useStore.
import { useEffect, useState } from 'preact/hooks';

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

/** Re-renders the component when the selected slice changes (compared with Object.is). */
export function useStore<T, R>(store: Store<T>, select: (s: T) => R): R {
  const [value, setValue] = useState(() => select(store.get()));
  useEffect(() => {
    const check = () => setValue(() => select(store.get()));
    check();
    return store.subscribe(check);
  }, [store]);
  return value;
}
