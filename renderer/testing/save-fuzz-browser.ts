// The browser host's saves (IndexedDB, here fake-indexeddb in Node) as a target for the save fuzzer.
import { IDBFactory } from 'fake-indexeddb';
import type { FuzzTarget } from './save-fuzz';
import type { SaveEnvelope } from '../contract/save-format';
import { createBrowserHost } from '../app/host-browser';
import type { Host } from '../app/host';

interface Row {
  id: string;
  text: string;
}

function db(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const r = factory.open('muster', 1);
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

async function all(factory: IDBFactory, store: string): Promise<Row[]> {
  const d = await db(factory);
  try {
    return await new Promise<Row[]>((resolve, reject) => {
      const r = d.transaction(store, 'readonly').objectStore(store).getAll();
      r.onsuccess = () => resolve(r.result as Row[]);
      r.onerror = () => reject(r.error);
    });
  } finally {
    d.close();
  }
}

export function browserHostTarget(): FuzzTarget {
  let factory = new IDBFactory();
  let host: Host | null = null;
  let clock = 1_700_000_000_000;
  const the = (): Host => {
    if (!host) throw new Error('reset first');
    return host;
  };
  return {
    name: 'browser host (IndexedDB)',
    async reset() {
      factory = new IDBFactory();
      host = createBrowserHost({
        indexedDB: factory,
        appVersion: '0.1.0',
        now: () => new Date(clock++),
        askName: async () => null,
        askFile: async () => null,
        print: () => undefined,
        toggleFullScreen: () => undefined,
        userAgent: 'fuzz',
      });
    },
    write: (id, save) => the().writeSave(id, save as SaveEnvelope),
    load: (id) => the().loadSave(id),
    list: () => the().listSaves(),
    rename: (id, name) => the().renameSave(id, name),
    async plant(id, text) {
      const d = await db(factory);
      await new Promise<void>((resolve, reject) => {
        const tx = d.transaction('saves', 'readwrite');
        tx.objectStore('saves').put({ id, text });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      d.close();
    },
    async raw(id) {
      const saves = await all(factory, 'saves');
      const backups = await all(factory, 'backups');
      return {
        main: saves.find((r) => r.id === id)?.text ?? null,
        backup: backups.find((r) => r.id === id)?.text ?? null,
        others: [...saves.filter((r) => r.id !== id), ...backups.filter((r) => r.id !== id)].map((r) => r.text),
      };
    },
    // The browser names a save by its name (or its id when the text no longer shows one).
    namesSlot: (message) => /"[^"\n]{1,100}"/.test(message),
  };
}
