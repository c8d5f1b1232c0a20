// The main process's save store as a target for the save fuzzer (renderer/testing/save-fuzz.ts): a real
// folder on disk, fresh for every case.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FuzzTarget } from '../../renderer/testing/save-fuzz';
import type { SaveEnvelope } from '../../renderer/contract/save-format';
import { createSaveStore, type SaveStore } from '../saves';

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

export function mainStoreTarget(): FuzzTarget {
  let scratch: string | null = null;
  let dir = '';
  let store: SaveStore | null = null;
  const now = () => new Date('2026-11-30T12:34:56Z');
  const the = (): SaveStore => {
    if (!store) throw new Error('reset first');
    return store;
  };
  return {
    name: 'main process (files)',
    async reset() {
      if (scratch) await rm(scratch, { recursive: true, force: true });
      scratch = await mkdtemp(path.join(os.tmpdir(), 'muster-fuzz-'));
      dir = path.join(scratch, 'saves');
      store = createSaveStore({ dir, now });
    },
    write: (id, save) => the().write(id, save as SaveEnvelope),
    load: (id) => the().load(id),
    list: () => the().list(),
    rename: (id, name) => the().rename(id, name),
    plant: (id, text) => writeFile(path.join(dir, `${id}.muster`), text, 'utf8'),
    async raw(id) {
      const main = `${id}.muster`;
      const backup = `${main}.bak`;
      const names = await readdir(dir).catch(() => [] as string[]);
      const others: string[] = [];
      for (const name of names) {
        if (name === main || name === backup) continue;
        const text = await readOrNull(path.join(dir, name));
        if (text !== null) others.push(text);
      }
      return { main: await readOrNull(path.join(dir, main)), backup: await readOrNull(path.join(dir, backup)), others };
    },
    namesSlot: (message, id) => message.includes(`"${id}.muster"`),
    async close() {
      if (scratch) await rm(scratch, { recursive: true, force: true });
      scratch = null;
    },
  };
}
