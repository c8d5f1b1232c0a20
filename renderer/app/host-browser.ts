// The host when Muster runs in a plain browser: saves live in IndexedDB (as the same JSON
// text a save file holds, checked the same way on the way out), printing is the browser's own.
import * as v from 'valibot';
import { SaveNameSchema, readSave, writeSaveText, type SaveEnvelope } from '../engine/save-format';
import type { AppInfo, Host, LoadResult, OpResult, SaveId, SaveSummary, WriteResult } from './host';
import { formatWhen } from './dates';

const DB_NAME = 'muster';
const DB_VERSION = 1;
const SAVES = 'saves';
const BACKUPS = 'backups';
export const AUTOSAVE_ID = 'autosave';

interface StoredSave {
  id: SaveId;
  text: string;
}

export interface BrowserHostDeps {
  indexedDB: IDBFactory;
  appVersion: string;
  now: () => Date;
  /** Asks the player for a save name (Save As); null when they cancel. */
  askName: (suggested: string) => Promise<string | null>;
  /** Asks the player for a file to open; null when they cancel. */
  askFile: () => Promise<{ name: string; text: string } | null>;
  print: () => void;
  toggleFullScreen: () => void;
  userAgent: string;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(SAVES)) db.createObjectStore(SAVES, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(BACKUPS)) db.createObjectStore(BACKUPS, { keyPath: 'id' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('Could not open the saves database'));
  });
}

function summarise(id: SaveId, save: SaveEnvelope): SaveSummary {
  return {
    id,
    name: save.name,
    gameId: save.game.id,
    gameTitle: save.game.title,
    progress: save.progress,
    savedAt: save.savedAt,
    autosave: id === AUTOSAVE_ID,
    ...(save.thumbnail ? { thumbnail: save.thumbnail } : {}),
  };
}

const label = (id: SaveId) => (id === AUTOSAVE_ID ? 'the autosave' : `save ${id}`);

export function createBrowserHost(deps: BrowserHostDeps): Host {
  let dbPromise: Promise<IDBDatabase> | null = null;
  const db = () => (dbPromise ??= openDb(deps.indexedDB));
  let counter = 0;

  async function get(store: string, id: SaveId): Promise<StoredSave | undefined> {
    const tx = (await db()).transaction(store, 'readonly');
    return (await request(tx.objectStore(store).get(id))) as StoredSave | undefined;
  }

  /** Writes a save, keeping the previous good one as its backup, in one transaction (all or nothing). */
  async function put(id: SaveId, save: SaveEnvelope): Promise<void> {
    const tx = (await db()).transaction([SAVES, BACKUPS], 'readwrite');
    const saves = tx.objectStore(SAVES);
    const previous = (await request(saves.get(id))) as StoredSave | undefined;
    // A damaged save is never overwritten: it moves aside under a new id, still listed.
    if (previous && !readSave(previous.text, label(id)).ok) {
      saves.put({ id: `${id}-damaged-${deps.now().getTime()}`, text: previous.text });
    } else if (previous) {
      tx.objectStore(BACKUPS).put(previous);
    }
    saves.put({ id, text: writeSaveText(save) });
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('The save could not be written'));
      tx.onabort = () => reject(tx.error ?? new Error('The save was interrupted'));
    });
  }

  async function load(id: SaveId): Promise<LoadResult> {
    const stored = await get(SAVES, id);
    if (!stored) return { ok: false, message: `There is no ${label(id)} any more.` };
    const read = readSave(stored.text, stored.id === AUTOSAVE_ID ? 'Autosave' : nameHint(stored.text, id));
    if (read.ok) return { ok: true, id, save: read.save };
    const backup = await get(BACKUPS, id);
    const fromBackup = backup ? readSave(backup.text, 'backup') : null;
    if (fromBackup?.ok) {
      return {
        ok: true,
        id,
        save: fromBackup.save,
        notice: `${read.message} Its backup from ${formatWhen(fromBackup.save.savedAt)} was loaded instead; the damaged save was kept.`,
      };
    }
    return { ok: false, message: read.message };
  }

  const newId = () => `save-${deps.now().getTime().toString(36)}-${(counter++).toString(36)}`;

  async function write(id: SaveId | null, save: SaveEnvelope): Promise<WriteResult> {
    const target = id ?? newId();
    try {
      await put(target, save);
      return { ok: true, summary: summarise(target, save) };
    } catch (e) {
      return { ok: false, message: `The game could not be saved: ${(e as Error).message}` };
    }
  }

  return {
    kind: 'browser',
    async appInfo(): Promise<AppInfo> {
      return {
        name: 'Muster',
        version: deps.appVersion,
        host: 'browser',
        platform: deps.userAgent,
        versions: {},
        savesLocation: 'in this browser (site data for this page)',
      };
    },
    async listSaves() {
      const tx = (await db()).transaction(SAVES, 'readonly');
      const all = (await request(tx.objectStore(SAVES).getAll())) as StoredSave[];
      const out: SaveSummary[] = all.map((s) => {
        const read = readSave(s.text, nameHint(s.text, s.id));
        if (read.ok) return summarise(s.id, read.save);
        return { id: s.id, name: nameHint(s.text, s.id), gameId: '', gameTitle: '', progress: '', savedAt: '', autosave: s.id === AUTOSAVE_ID, problem: read.message };
      });
      return out.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    },
    loadSave: load,
    writeSave: write,
    async saveAs(save) {
      const name = await deps.askName(save.name);
      if (name === null) return { ok: false, cancelled: true, message: 'Save cancelled.' };
      const checked = v.safeParse(SaveNameSchema, name);
      if (!checked.success) return { ok: false, message: checked.issues[0].message };
      return write(null, { ...save, name: checked.output });
    },
    // A browser page is never handed a file by the system.
    async openPending() {
      return null;
    },
    async openSave() {
      const file = await deps.askFile();
      if (!file) return null;
      const read = readSave(file.text, file.name);
      if (!read.ok) return { ok: false, message: read.message };
      const written = await write(null, read.save);
      return written.ok ? { ok: true, id: written.summary.id, save: read.save } : { ok: false, message: written.message };
    },
    async renameSave(id, name): Promise<OpResult> {
      const checked = v.safeParse(SaveNameSchema, name);
      if (!checked.success) return { ok: false, message: checked.issues[0].message };
      const current = await load(id);
      if (!current.ok) return current;
      const r = await write(id, { ...current.save, name: checked.output });
      return r.ok ? { ok: true } : r;
    },
    async deleteSave(id): Promise<OpResult> {
      const tx = (await db()).transaction([SAVES, BACKUPS], 'readwrite');
      tx.objectStore(SAVES).delete(id);
      tx.objectStore(BACKUPS).delete(id);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('delete failed'));
      });
      return { ok: true };
    },
    async autosave(save) {
      const r = await write(AUTOSAVE_ID, save);
      return r.ok ? { ok: true } : r;
    },
    async loadAutosave() {
      const stored = await get(SAVES, AUTOSAVE_ID);
      return stored ? load(AUTOSAVE_ID) : null;
    },
    async printSheets() {
      deps.print();
      return { ok: true, detail: 'Sent to the browser\'s print dialog: choose "Save as PDF" there for a PDF.' };
    },
    setMenuState() {
      /* The in-app toolbar shows what is possible; a browser has no app menu. */
    },
    onMenuCommand() {
      // No app menu in a browser: keyboard shortcuts (shortcuts.ts) reach the same commands.
      return () => undefined;
    },
    toggleFullScreen: deps.toggleFullScreen,
    quit() {
      /* A browser tab is closed by the player. */
    },
  };
}

/** The save's own name if the text still shows it, so a damaged save is listed under its name. */
function nameHint(text: string, fallback: string): string {
  const m = /"name":"((?:[^"\\]|\\.){1,80})"/.exec(text.slice(0, 2000));
  if (!m?.[1]) return fallback;
  try {
    return JSON.parse(`"${m[1]}"`) as string;
  } catch {
    return fallback;
  }
}
