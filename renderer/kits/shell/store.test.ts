import { describe, expect, it } from 'vitest';
import { Store, watchChanges } from './store';

describe('watchChanges', () => {
  it('calls back when what is read changes, not on every set, and stops when told', () => {
    const store = new Store({ orders: [1], picked: 'a' });
    let calls = 0;
    const stop = watchChanges(store, () => store.get().orders, () => calls++);
    store.set({ picked: 'b' });
    expect(calls).toBe(0);
    store.set({ orders: [1, 2] });
    expect(calls).toBe(1);
    store.set({ orders: [1, 2] });
    expect(calls).toBe(1);
    stop();
    store.set({ orders: [3] });
    expect(calls).toBe(1);
  });
});
