// A binary min-heap keyed by a number: the open list of the path search.

export class MinHeap<T> {
  private readonly items: { key: number; value: T }[] = [];

  get size(): number {
    return this.items.length;
  }

  push(key: number, value: T): void {
    const items = this.items;
    items.push({ key, value });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((items[parent] as { key: number }).key <= key) break;
      [items[i], items[parent]] = [items[parent] as { key: number; value: T }, items[i] as { key: number; value: T }];
      i = parent;
    }
  }

  /** The value with the smallest key, removed; undefined when empty. */
  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined) return undefined;
    if (items.length === 0) return top.value;
    items[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < items.length && (items[l] as { key: number }).key < (items[m] as { key: number }).key) m = l;
      if (r < items.length && (items[r] as { key: number }).key < (items[m] as { key: number }).key) m = r;
      if (m === i) break;
      [items[i], items[m]] = [items[m] as { key: number; value: T }, items[i] as { key: number; value: T }];
      i = m;
    }
    return top.value;
  }
}
