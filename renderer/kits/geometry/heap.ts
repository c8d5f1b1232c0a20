// A binary min-heap keyed by a number: the open list of the path search.

interface Entry<T> {
  key: number;
  value: T;
}

export class MinHeap<T> {
  private readonly items: Entry<T>[] = [];

  get size(): number {
    return this.items.length;
  }

  push(key: number, value: T): void {
    const items = this.items;
    items.push({ key, value });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.at(parent).key <= key) break;
      this.swap(i, parent);
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
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < items.length && this.at(l).key < this.at(m).key) m = l;
      if (r < items.length && this.at(r).key < this.at(m).key) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
    return top.value;
  }

  private at(i: number): Entry<T> {
    return this.items[i] as Entry<T>;
  }

  private swap(i: number, j: number): void {
    const t = this.at(i);
    this.items[i] = this.at(j);
    this.items[j] = t;
  }
}
