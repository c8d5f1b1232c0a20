// Preact's side of a Store: a component re-renders when the slice it reads changes.
import { useEffect, useState } from 'preact/hooks';
import type { Store } from './store';

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
