// The host when Muster runs in a plain browser: saves live in IndexedDB (as the same JSON
// text a save file holds, judged by the same checks as a file: save-check.ts), printing is the
// browser's own. The rules are the main process's: a damaged save is listed with its problem, its
// backup offered, moved aside before its slot is written and never made the backup (a save from a
// newer Muster likewise, but called newer, never damaged); a new save is read back before the old
// one becomes the backup.
import * as v from 'valibot';
import { GivenSaveNameSchema, MAX_SAVE_BYTES, SaveHeadSchema, checkSaveEnvelope, freeSaveName, readSave, saveHead, saveNameKey, writeSaveText, type SaveEnvelope, type SaveHead } from '../contract/save-format';
import { ReplayCache, checkGame, checkSaveText, logCapOf, type Games, type Pacing, type SaveVerdict } from '../contract/save-check';
import { RULES } from '../games/rules-registry';
import { ASIDE_WORD, NOT_RENAMED, backupLoaded, unopenedKind } from '../contract/save-words';
import type { AppInfo, LoadResult, OpResult, SaveId, SaveSummary, WriteResult } from '../contract/bridge';
import type { Host } from './host';
import { pagePacing } from './pacing';
import { NetLink } from '../net/link';
import { NetOpenSchema, serverUrl } from '../contract/net';

const DB_NAME = 'muster';
const DB_VERSION = 1;
const SAVES = 'saves';
const BACKUPS = 'backups';
export const AUTOSAVE_ID = 'autosave';
/**
 * Where a page that is going keeps its last autosave (localStorage, which writes at once: an
 * IndexedDB write started as a page goes does not finish). The next page to start writes it into
 * the autosave slot, through the same checks as any autosave, before anything else is done.
 */
export const LEAVING_KEY = 'muster:autosave-on-leaving';

interface StoredSave {
  id: SaveId;
  text: string;
  /**
   * "<version>:<SHA-256 of the text>" when this Muster judged the text good (every check, its log
   * replayed, its snapshot agreeing): opened again by that version, it is read without a replay.
   */
  judged?: string;
  /**
   * What the saves list shows of it (the envelope without its log and snapshot), written with the
   * text and its mark: while the mark is this version's, the list shows it without reading the
   * text. Opening the save always judges the text itself.
   */
  head?: SaveHead;
}

/**
 * A record as the database gave it, held to StoredSave's shape: the database is the browser's and
 * may hold anything (site data edited, a record half written by another version). A text that is
 * not text reads as empty (the save damaged, said under its name); a mark that is not one, or a
 * summary that is not a save's, is dropped (the text is then judged itself). Without this, one such
 * record stopped the saves list (and the menu's Continue) for every save.
 */
function asStored(record: unknown): StoredSave | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const { id, text, judged, head } = record as Record<string, unknown>;
  const summary = head === undefined ? undefined : v.safeParse(SaveHeadSchema, head);
  return {
    id: id as SaveId,
    text: typeof text === 'string' ? text : '',
    ...(typeof judged === 'string' ? { judged } : {}),
    ...(summary?.success ? { head: summary.output } : {}),
  };
}

/** Every record in a store, each held to StoredSave's shape. */
async function allStored(store: IDBObjectStore): Promise<StoredSave[]> {
  const all = (await request(store.getAll())) as unknown[];
  return all.map(asStored).filter((s): s is StoredSave => s !== undefined);
}

/** The verdict mark of a text judged good by `version`. */
async function judgedMark(version: string, text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `${version}:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export interface BrowserHostDeps {
  indexedDB: IDBFactory;
  appVersion: string;
  now: () => Date;
  /**
   * Asks the player for a save name (Save As); null when they cancel. `check` says why a name typed
   * is refused (null: taken), and the asking window keeps it with the reason, as a file dialog does.
   */
  askName: (suggested: string, check: (typed: string) => Promise<string | null>) => Promise<string | null>;
  /**
   * Asks whether a Save As may replace the save already called `name` (its previous version is
   * kept as its backup); false keeps it. Without it, the new save is made beside the other.
   */
  confirmReplace?: (name: string) => Promise<boolean>;
  /** Asks the player for a file to open; null when they cancel. A file over the size of any save comes unread (no text). */
  askFile: () => Promise<{ name: string; text: string; bytes?: number } | null>;
  print: () => void;
  toggleFullScreen: () => void;
  userAgent: string;
  /**
   * The page's own host:port, and whether it came over https: a game hosted or joined without an
   * address is played on the server the page was loaded from (`npm run server -- --app`).
   */
  page?: { host: string; secure: boolean };
  /** The games a save may be of (RULES). */
  games?: Games;
  /** How a long check shares the page's thread (slices of 12 ms, by default). */
  pacing?: Pacing;
  /** Where the last autosave goes as the page goes (localStorage); without it, only the ordinary write is tried. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /**
   * False once another tab has taken Muster from this one (tab-guard.ts): from then on nothing is
   * written here, however late a write began (a tab the browser froze mid-save, woken).
   */
  mayWrite?: () => boolean;
}

/** A write the browser would not store (its storage full or failing), the save itself good. */
type Unstored = { ok: false; message: string; unstored: true };

/** Why nothing is written by a tab another has taken Muster from. */
const TAKEN_ELSEWHERE = 'Muster is in use in another tab now, and only that tab writes the saves';


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

function summarise(id: SaveId, save: SaveHead): SaveSummary {
  return {
    id,
    name: save.name,
    gameId: save.game.id,
    gameTitle: save.game.title,
    seed: save.seed,
    progress: save.progress,
    savedAt: save.savedAt,
    autosave: id === AUTOSAVE_ID,
    ...(save.thumbnail ? { thumbnail: save.thumbnail } : {}),
  };
}


export function createBrowserHost(deps: BrowserHostDeps): Host {
  let dbPromise: Promise<IDBDatabase> | null = null;
  // The browser closes the connection when the site's data is cleared (by the player, or evicted when
  // its disk runs short), and another page deleting the saves asks it to: the next use opens it
  // again. Kept, every autosave and Save after it failed ("The database connection is closing").
  const db = (): Promise<IDBDatabase> => {
    if (dbPromise) return dbPromise;
    const forget = () => {
      if (dbPromise === opening) dbPromise = null;
    };
    const opening = openDb(deps.indexedDB).then(
      (opened) => {
        opened.onclose = forget;
        opened.onversionchange = () => {
          forget();
          opened.close();
        };
        return opened;
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    dbPromise = opening;
    return opening;
  };
  let counter = 0;
  const games = deps.games ?? RULES;
  const pacing = deps.pacing ?? pagePacing;
  const logCap = logCapOf(games);
  // Texts already judged (by store and id): a list or load that finds the same text judges it once.
  const judged = new Map<string, { text: string; verdict: SaveVerdict }>();
  // Logs replayed lately (the game in play): the next autosave replays only what it adds.
  const replays = new ReplayCache();

  // The autosave an earlier page left in storage as it went, read as this page starts.
  let leftByEarlierPage: string | null = null;
  try {
    leftByEarlierPage = deps.storage?.getItem(LEAVING_KEY) ?? null;
  } catch {
    // Storage refused: there is nothing to take.
  }
  // The last autosave left in storage that this page tried to take (one is tried once).
  let tried: string | null = null;
  // One save operation at a time: a write checks, then swaps, with nothing in between. The first is
  // the autosave an earlier page left as it went, if any; each after, one left since this page
  // started (by a tab that went while this one waited for it, see leftSince).
  let queue: Promise<unknown> = Promise.resolve().then(() => takeLeftAutosave(leftByEarlierPage));
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(leftSince).then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  /**
   * An autosave another page left in storage as it went, after this page started: a tab closed
   * straight after a move while this one waited ("Muster is open in another tab"). Read at start
   * only, it was never taken by this tab, and Continue here opened the game without that move.
   */
  async function leftSince(): Promise<void> {
    let text: string | null = null;
    try {
      text = deps.storage?.getItem(LEAVING_KEY) ?? null;
    } catch {
      return;
    }
    // This page's own (it lived on after all), or another tab's now Muster is there: not taken.
    if (text === null || text === left?.text || text === tried || deps.mayWrite?.() === false) return;
    await takeLeftAutosave(text);
  }

  async function get(store: string, id: SaveId): Promise<StoredSave | undefined> {
    const tx = (await db()).transaction(store, 'readonly');
    return asStored(await request(tx.objectStore(store).get(id)));
  }

  /** A stored text judged in full (envelope, game, replay), once per text. */
  async function judge(store: string, stored: StoredSave, label: string, cache?: ReplayCache): Promise<SaveVerdict> {
    const key = `${store}:${stored.id}`;
    const known = judged.get(key);
    if (known && known.text === stored.text) return known.verdict;
    // Judged good when it was written, to the byte: the envelope is read, the log not replayed.
    const trusted = stored.judged !== undefined && stored.judged === (await judgedMark(deps.appVersion, stored.text));
    const verdict = trusted
      ? readSave(stored.text, label, { maxLogEntries: logCap, appVersion: deps.appVersion })
      : await checkSaveText(stored.text, label, games, { pacing, appVersion: deps.appVersion, ...(cache ? { cache } : {}) });
    judged.set(key, { text: stored.text, verdict });
    return verdict;
  }

  const labelOf = (stored: StoredSave): string => (stored.id === AUTOSAVE_ID ? 'Autosave' : listedName(stored));
  // The names of the saves this tab has listed, written or opened: a save gone meanwhile is named
  // by them, never by the id it was stored under (which the player never sees).
  const namesSeen = new Map<SaveId, string>();
  const seen = <T extends { id: SaveId; name: string }>(summary: T): T => (namesSeen.set(summary.id, summary.name), summary);
  const gone = (id: SaveId): { ok: false; message: string } => {
    const name = namesSeen.get(id);
    const what = id === AUTOSAVE_ID ? 'There is no autosave any more' : name !== undefined ? `There is no save “${name}” any more` : 'That save is not there any more';
    return { ok: false, message: `${what} (it was deleted, perhaps in another tab).` };
  };

  /**
   * Writes a save (already checked), keeping the previous good one as its backup, in one
   * transaction: all or nothing. The new text is read back inside it; if it differs, the
   * transaction is abandoned and nothing changes. A damaged save is never overwritten and never
   * becomes the backup: it moves aside under a new id, still listed (`<id>-damaged-<time>`, or
   * `<id>-newer-<time>` for a save from a newer Muster, which is whole and kept for it).
   */
  async function put(id: SaveId, text: string, save: SaveEnvelope): Promise<void> {
    const mark = await judgedMark(deps.appVersion, text);
    const previous = await get(SAVES, id);
    const verdict = previous ? await judge(SAVES, previous, labelOf(previous), replays) : null;
    const good = verdict?.ok === true;
    // A save from a newer Muster, or of a game this Muster does not know, is whole, not damaged:
    // it is set aside under a name that says so.
    const aside = ASIDE_WORD[verdict?.ok === false ? unopenedKind(verdict) : 'damaged'];
    const tx = (await db()).transaction([SAVES, BACKUPS], 'readwrite');
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('the save could not be written'));
      tx.onabort = () => reject(tx.error ?? new Error('the save was interrupted'));
    });
    const saves = tx.objectStore(SAVES);
    const record: unknown = await request(saves.get(id));
    const now = asStored(record);
    if (now?.text !== previous?.text) {
      tx.abort();
      await done.catch(() => undefined);
      throw new Error('the save changed while Muster was writing it (is Muster open in another tab?). Try again');
    }
    // Checked at the last moment, with nothing yet written: the other tab may be playing already.
    if (deps.mayWrite?.() === false) {
      tx.abort();
      await done.catch(() => undefined);
      throw new Error(TAKEN_ELSEWHERE);
    }
    if (previous && good) tx.objectStore(BACKUPS).put(previous);
    else if (previous) {
      // Moved aside as it was stored (a text that is not text too), and its summary, if sound, with it
      // (unmarked: never listed as good) to name it when its text cannot.
      const asideId = `${id}-${aside}-${deps.now().getTime()}`;
      saves.put({ id: asideId, text: (record as { text?: unknown }).text, ...(previous.head ? { head: previous.head } : {}) });
      // Its backup goes with it too, as a copy (the slot keeps its own, the last good save there):
      // offered beside the save set aside, and never rotated away by the slot's next saves (it was
      // the new game's backup only, and its next save wrote over it).
      const backup: unknown = await request(tx.objectStore(BACKUPS).get(id));
      if (typeof backup === 'object' && backup !== null) tx.objectStore(BACKUPS).put({ ...backup, id: asideId });
    }
    saves.put({ id, text, judged: mark, head: saveHead(save) });
    const back = asStored(await request(saves.get(id)));
    if (back?.text !== text) {
      tx.abort();
      await done.catch(() => undefined);
      throw new Error('the new save did not read back as it was written');
    }
    await done;
    judged.set(`${SAVES}:${id}`, { text, verdict: { ok: true, save, migratedFrom: null } });
    if (previous && good) judged.delete(`${BACKUPS}:${id}`);
  }

  /** The save in a slot, or its backup (with a notice) when the save is damaged. */
  async function load(id: SaveId): Promise<LoadResult> {
    const stored = await get(SAVES, id);
    if (!stored) return gone(id);
    const read = await judge(SAVES, stored, labelOf(stored), replays);
    if (read.ok) {
      seen({ id, name: read.save.name });
      return { ok: true, id, save: read.save };
    }
    const backup = await get(BACKUPS, id);
    const fromBackup = backup ? await judge(BACKUPS, backup, 'backup', replays) : null;
    if (fromBackup?.ok) {
      return {
        ok: true,
        id,
        save: fromBackup.save,
        // A save from a newer Muster, or of a game this Muster does not know, is not called
        // damaged: it is kept for a Muster that can open it.
        notice: backupLoaded(read.message, unopenedKind(read)),
        backupSavedAt: fromBackup.save.savedAt,
      };
    }
    return { ok: false, message: read.message };
  }

  const newId = () => `save-${deps.now().getTime().toString(36)}-${(counter++).toString(36)}`;

  /**
   * The save (not the autosave, nor `except`) already called `name`, told apart as saveNameKey tells
   * them, with its name as the list shows it (a refusal quotes that, not the case typed); null when none.
   */
  async function namedSave(name: string, except?: SaveId): Promise<{ id: SaveId; name: string } | null> {
    const all = await allStored((await db()).transaction(SAVES, 'readonly').objectStore(SAVES));
    const wanted = saveNameKey(name);
    for (const s of all) {
      const named = s.head?.name ?? nameHint(s.text, '');
      if (s.id !== AUTOSAVE_ID && s.id !== except && saveNameKey(named) === wanted) return { id: s.id, name: named };
    }
    return null;
  }

  /** `name`, or numbered ("name (2)") when another save has it: two saves of one name could not be told apart in the list. */
  const freeName = (name: string): Promise<string> => freeSaveName(name, async (n) => (await namedSave(n)) !== null);

  // The autosave this page left in storage as it went (and then lived on: a page kept in the
  // back-forward cache, or a close called off): removed once an autosave as new is in the slot.
  let left: { savedAt: string; text: string } | null = null;

  /** Removes the autosave left in storage, if it is still `text`. */
  function forgetLeft(text: string): void {
    if (left?.text === text) left = null;
    try {
      if (deps.storage?.getItem(LEAVING_KEY) === text) deps.storage.removeItem(LEAVING_KEY);
    } catch {
      // Storage refused: the next page finds an autosave no newer than the slot's, and drops it.
    }
  }

  /** Writes the autosave a page left as it went into the slot, unless the slot holds a later one. */
  async function takeLeftAutosave(text: string | null): Promise<void> {
    if (text === null) return;
    tried = text;
    const read = readSave(text, 'the last autosave', { maxLogEntries: logCap, appVersion: deps.appVersion });
    if (read.ok) {
      const stored = await get(SAVES, AUTOSAVE_ID);
      const now = stored ? await judge(SAVES, stored, 'the autosave') : null;
      if (!now?.ok || read.save.savedAt > now.save.savedAt) {
        // Checked as every autosave is: one its game refuses leaves the slot as it was.
        const r = await store(AUTOSAVE_ID, read.save);
        // One the browser would not store (its storage full): kept where it is for the next start.
        if (!r.ok && 'unstored' in r) return console.warn(`The autosave made as the page closed could not be stored yet (it is kept for the next start): ${r.message}`);
        if (!r.ok) console.warn(`The autosave made as the page closed was not kept: ${r.message}`);
      }
    } else {
      console.warn(`The autosave made as the page closed was not kept: ${read.message}`);
    }
    forgetLeft(text);
  }

  const autosave = (save: SaveEnvelope): Promise<OpResult> =>
    exclusive(async (): Promise<OpResult> => {
      const r = await write(AUTOSAVE_ID, save);
      if (!r.ok) return r;
      if (left && (save.savedAt > left.savedAt || writeSaveText(save) === left.text)) forgetLeft(left.text);
      return { ok: true };
    });

  /** Checks a save as main does for one from the page (bounds, plain data, envelope, game), then puts it. */
  async function write(id: SaveId | null, save: SaveEnvelope): Promise<WriteResult> {
    const r = await store(id, save);
    return 'unstored' in r ? { ok: false, message: r.message } : r;
  }

  /** As `write`, saying apart a save the browser would not store (Unstored). */
  async function store(id: SaveId | null, save: SaveEnvelope): Promise<WriteResult | Unstored> {
    const valid = checkSaveEnvelope(save, logCap);
    if (!valid.ok) return valid;
    const game = await checkGame(valid.save, games, { pacing, cache: replays, appVersion: deps.appVersion });
    if (!game.ok) return { ok: false, message: `Muster could not save "${valid.save.name}": ${game.why}` };
    const text = writeSaveText(valid.save);
    if (text.length > MAX_SAVE_BYTES) {
      return { ok: false, message: `Muster could not save "${valid.save.name}": the game is too large to save (a save holds at most ${MAX_SAVE_BYTES / 1024 / 1024} MB).` };
    }
    const target = id ?? newId();
    try {
      await put(target, text, valid.save);
      return { ok: true, summary: seen(summarise(target, valid.save)) };
    } catch (e) {
      return { ok: false, message: `Muster could not save “${valid.save.name}”: ${unstoredWhy(e)}. The previous save is unchanged.`, unstored: true };
    }
  }

  // Playing across machines: the page itself holds the seat (the browser has no other process).
  // A page may talk only to where it came from (its Content Security Policy): in a browser, Muster
  // plays across machines on the server that served the page (`npm run server -- --app`, or a
  // desktop app hosting), and another server is reached by opening its address instead.
  const net = new NetLink(async (request) => {
    const secure = deps.page?.secure ?? false;
    if (!deps.page) return { ok: false, message: 'This page cannot reach a Muster server.' };
    const own = deps.page.host;
    if (request.address && serverUrl(request.address, secure) !== serverUrl(own, secure)) {
      return { ok: false, message: `In a browser, Muster plays on the server the page came from: open http://${request.address.replace(/^https?:\/\//, '')} in the browser to play there.` };
    }
    return { ok: true, url: serverUrl(own, secure), addresses: [own] };
  });

  return {
    kind: 'browser',
    async netOpen(request) {
      const checked = v.safeParse(NetOpenSchema, request);
      if (!checked.success) return { ok: false, message: checked.issues[0]?.message ?? 'That is not a game to open.' };
      return net.open(checked.output);
    },
    netAct: (action) => net.act(action),
    netSend: (message) => net.send(message),
    netSaveText: (name) => net.saveText(name),
    netClose: () => net.close(),
    onNetEvent: (listener) => net.onEvent(listener),
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
    listSaves: () =>
      exclusive(async () => {
        const tx = (await db()).transaction([SAVES, BACKUPS], 'readonly');
        const all = await allStored(tx.objectStore(SAVES));
        const backups = await allStored(tx.objectStore(BACKUPS));
        const out: SaveSummary[] = [];
        for (const s of all) {
          // Written and judged good by this version: listed from its summary, the text unread;
          // unless opening it has since found the text damaged: then listed with that problem.
          const known = judged.get(`${SAVES}:${s.id}`);
          const foundDamaged = known !== undefined && known.text === s.text && !known.verdict.ok;
          if (s.head && s.judged?.startsWith(`${deps.appVersion}:`) && !foundDamaged) {
            out.push(summarise(s.id, s.head));
            continue;
          }
          const read = await judge(SAVES, s, labelOf(s));
          if (read.ok) {
            out.push(summarise(s.id, read.save));
            continue;
          }
          // Its backup, when good, is what loading it opens.
          const b = backups.find((x) => x.id === s.id);
          const backup = b ? await judge(BACKUPS, b, 'backup') : null;
          out.push({
            id: s.id,
            name: listedName(s),
            gameId: '',
            gameTitle: '',
            progress: '',
            savedAt: '',
            autosave: s.id === AUTOSAVE_ID,
            problem: read.message,
            ...(backup?.ok ? { backup: { savedAt: backup.save.savedAt, progress: backup.save.progress } } : {}),
          });
        }
        return out.map(seen).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
      }),
    loadSave: (id) => exclusive(() => load(id)),
    writeSave: (id, save) =>
      exclusive(async (): Promise<WriteResult> => {
        // Deleted (in another tab, or with the site's data) while its game was open: not made
        // again unasked, as a save deleted here is not (the player names it again, Save As).
        if (id !== null && !(await get(SAVES, id))) return { ok: false, gone: true, message: `“${save.name}” is no longer among the saves (it was deleted).` };
        // A new save (a game saved for the first time, under the name it began with) is numbered
        // when another save has that name: two games begun in one minute are named alike.
        return write(id, id === null ? { ...save, name: await freeName(save.name) } : save);
      }),
    async saveAs(save) {
      /** A name refused, or one taken the player will not replace (as a file dialog asks), and why; else where it goes. */
      const place = async (typed: string): Promise<{ why: string; declined?: true } | { name: string; taken: SaveId | null }> => {
        const checked = v.safeParse(GivenSaveNameSchema, typed);
        if (!checked.success) return { why: checked.issues[0].message };
        // A name already taken: replaced when the player says so, its old version the backup.
        const taken = deps.confirmReplace ? await exclusive(() => namedSave(checked.output)) : null;
        if (taken !== null && !(await deps.confirmReplace?.(taken.name))) return { why: `There is already a save named “${taken.name}”: choose another name, or replace it.`, declined: true };
        return { name: checked.output, taken: taken?.id ?? null };
      };
      // Checked in the window that asks: a name refused keeps it open, with what was typed and why.
      const approved = new Map<string, { name: string; taken: SaveId | null }>();
      const typed = await deps.askName(save.name, async (t) => {
        const p = await place(t);
        if ('why' in p) return p.why;
        approved.set(t, p);
        return null;
      });
      if (typed === null) return { ok: false, cancelled: true, message: 'Save cancelled.' };
      // An asker that does not check: the name is checked here, a refusal said after the window.
      const where = approved.get(typed) ?? (await place(typed));
      if ('why' in where) return where.declined ? { ok: false, cancelled: true, message: 'Save cancelled.' } : { ok: false, message: where.why };
      return exclusive(() => write(where.taken, { ...save, name: where.name }));
    },
    // A browser page is never handed a file by the system.
    async openPending() {
      return null;
    },
    async openSave() {
      const file = await deps.askFile();
      if (!file) return null;
      if ((file.bytes ?? 0) > MAX_SAVE_BYTES) {
        const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
        return { ok: false, message: `Muster could not open "${file.name}": the file is too large to be a Muster save (${mb(file.bytes ?? 0)} MB; a save holds at most ${mb(MAX_SAVE_BYTES)} MB).` };
      }
      return exclusive(async (): Promise<LoadResult> => {
        const read = await checkSaveText(file.text, file.name, games, { pacing, cache: replays, appVersion: deps.appVersion });
        if (!read.ok) return { ok: false, message: read.message };
        // The same file opened again: the save it made then, not a second copy of it.
        const text = writeSaveText(read.save);
        const all = await allStored((await db()).transaction(SAVES, 'readonly').objectStore(SAVES));
        const same = all.find((s) => s.id !== AUTOSAVE_ID && s.text === text);
        if (same) return { ok: true, id: same.id, save: read.save };
        // Another save has its name: this one is numbered, so the list tells the two apart.
        const name = await freeName(read.save.name);
        const written = await write(null, { ...read.save, name });
        return written.ok ? { ok: true, id: written.summary.id, save: { ...read.save, name } } : { ok: false, message: written.message };
      });
    },
    renameSave: (id, name) =>
      exclusive(async (): Promise<OpResult> => {
        const checked = v.safeParse(GivenSaveNameSchema, name);
        if (!checked.success) return { ok: false, message: checked.issues[0].message };
        const stored = await get(SAVES, id);
        if (!stored) return gone(id);
        // Two saves of one name could not be told apart in the list.
        const taken = await namedSave(checked.output, id);
        if (taken !== null) return { ok: false, message: `There is already a save named “${taken.name}”: choose another name.` };
        // The save itself, never its backup: a damaged save is not renamed (its backup could be loaded, then saved),
        // nor one from a newer Muster (this one cannot write what it holds).
        const current = await judge(SAVES, stored, labelOf(stored), replays);
        if (!current.ok) return { ok: false, message: `${current.message} ${NOT_RENAMED[unopenedKind(current)]}` };
        const r = await write(id, { ...current.save, name: checked.output });
        return r.ok ? { ok: true } : r;
      }),
    deleteSave: (id) => exclusive(async (): Promise<OpResult> => {
      if (deps.mayWrite?.() === false) return { ok: false, message: `${TAKEN_ELSEWHERE}: nothing was deleted.` };
      judged.delete(`${SAVES}:${id}`);
      judged.delete(`${BACKUPS}:${id}`);
      const tx = (await db()).transaction([SAVES, BACKUPS], 'readwrite');
      tx.objectStore(SAVES).delete(id);
      tx.objectStore(BACKUPS).delete(id);
      try {
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error ?? new Error('delete failed'));
          // A commit that fails is heard only as 'abort': unheard, the delete never ended, and every
          // save after it (the autosaves too) waited behind it for good.
          tx.onabort = () => reject(tx.error ?? new DOMException('', 'AbortError'));
        });
      } catch (e) {
        const name = namesSeen.get(id);
        const why = e instanceof DOMException && e.name === 'AbortError' && e.message === '' ? 'the browser called it off' : unstoredWhy(e);
        return { ok: false, message: `Muster could not delete ${name === undefined ? 'that save' : `“${name}”`}: ${why}. Nothing was deleted.` };
      }
      return { ok: true };
    }),
    autosave,
    autosaveOnLeaving(save) {
      // Taken over by another tab: that one keeps the game now, and nothing here is to be kept.
      if (deps.mayWrite?.() === false) return true;
      let kept = false;
      try {
        const text = writeSaveText(save);
        deps.storage?.setItem(LEAVING_KEY, text);
        if (deps.storage) left = { savedAt: save.savedAt, text };
        kept = !!deps.storage;
      } catch {
        // Storage full (a save holds up to 10 MB) or refused: the write below is all there is.
      }
      // Finished if the page lives on after all.
      void autosave(save);
      return kept;
    },
    gameAtRisk() {
      /* No close question in a browser: the page asks before it unloads instead (App.unloadWouldLose). */
    },
    loadAutosave: () =>
      exclusive(async () => {
        const stored = await get(SAVES, AUTOSAVE_ID);
        return stored ? load(AUTOSAVE_ID) : null;
      }),
    // The browser's own print dialog does both: its "Save as PDF" is the PDF, and the page's @page
    // rule (set while the sheets are mounted) gives it the paper.
    async printSheets(request) {
      deps.print();
      return {
        ok: true,
        detail:
          request.action === 'pdf'
            ? 'Sent to the browser\'s print dialog: choose "Save as PDF" there for a PDF.'
            : 'Sent to the browser\'s print dialog.',
      };
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

/**
 * Why the browser would not store a save, in the player's words. Chromium aborts a write past the
 * page's storage quota with a QuotaExceededError whose message is empty ("could not be saved: .").
 */
function unstoredWhy(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'QuotaExceededError') return 'the browser’s storage for this page is full (delete saves you no longer need, or free space on the disk)';
  const said = (error instanceof Error || error instanceof DOMException ? error.message : String(error)).trim().replace(/\.+$/, '');
  if (said !== '') return said;
  return `the browser would not store it${name !== '' && name !== 'Error' ? ` (${name})` : ''}`;
}

/** The name a save is listed and named under: its text's, else its summary's, else its id. */
const listedName = (stored: StoredSave): string => nameHint(stored.text, stored.head?.name ?? stored.id);

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
