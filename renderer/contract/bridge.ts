// What the page and its host say to each other: the results of each request and the bridge's
// methods. The preload implements MusterBridge over IPC and main's gateway answers it; the page
// reaches it through renderer/app/host.ts (the preload's bridge, or the browser's own host).
// Types only.
import type { MenuCommand } from './menu-commands';
import type { MenuState, PrintRequest } from './payloads';
import type { SaveEnvelope } from './save-format';
import type { ActReply, HostOptions, JoinOptions, Update, Welcome } from './net';

/** Opaque handle for a save, issued by the host. The renderer never names files or paths. */
export type SaveId = string;

export interface SaveSummary {
  id: SaveId;
  name: string;
  gameId: string;
  gameTitle: string;
  /** The game's seed: with the game id, which saves may be the same game (a good save's only). */
  seed?: number;
  /** "Turn 3", "12 pieces on the table". */
  progress: string;
  savedAt: string;
  thumbnail?: string;
  /** The autosave that Continue resumes. */
  autosave: boolean;
  /** Set when the file cannot be read: it is still listed, so it can be seen and deleted. */
  problem?: string;
  /** With a problem: the save's good backup, which loading it opens instead. */
  backup?: { savedAt: string; progress: string };
}

export type LoadResult =
  | {
      ok: true;
      id: SaveId | null;
      save: SaveEnvelope;
      /** e.g. "loaded the backup" */
      notice?: string;
      /** With a backup loaded instead: when it was saved (ISO), which the page says in the player's words. */
      backupSavedAt?: string;
      /**
       * Of the autosave: the files outside the saves folder its game was last opened from or saved
       * to, newest first (ids for this run; a file since gone is there too). Continue's Save writes
       * into the one that holds its moves, as it did before Continue, or says that one is gone.
       */
      elsewhere?: SaveId[];
    }
  | { ok: false; message: string };

/**
 * `gone`: the save written into is no longer there (deleted or moved outside Muster while its game
 * was open): nothing was written, and the game is saved again only under a name the player gives.
 */
export type WriteResult = { ok: true; summary: SaveSummary } | { ok: false; message: string; cancelled?: boolean; gone?: boolean };

export type OpResult = { ok: true } | { ok: false; message: string };

export type PrintResult = { ok: true; /** Where it went, for the player. */ detail: string } | { ok: false; message: string; cancelled?: boolean };

export interface AppInfo {
  name: string;
  version: string;
  host: 'electron' | 'browser';
  platform: string;
  /** Runtime versions worth showing in About: electron, chrome, node... */
  versions: Record<string, string>;
  /** Where saves live, in words for the player ("in this browser", or a folder). */
  savesLocation: string;
}

/**
 * Playing across machines (issue 16): a window holds at most one seat at a remote table at a time.
 * `address` is a server's host:port; without one, the desktop app starts a server on this computer
 * (hosting, on `port`, every network it is on) and the browser uses the server it was loaded from.
 */
export type NetOpen =
  | { kind: 'host'; address?: string; port?: number; options: HostOptions }
  | { kind: 'join'; address?: string; code: string; options: JoinOptions };
/** A seat taken: the room's welcome, and the addresses to give a friend (host:port). */
export type NetOpened = { ok: true; welcome: Welcome; addresses: string[] } | { ok: false; message: string };
/** What the server sends the seat, as the host passes it on. */
/** 'connection': this seat's connection to the room dropped (up false; the SDK is reconnecting) or came back. */
export type NetEvent =
  | { kind: 'update'; update: Update }
  | { kind: 'notice'; text: string }
  | { kind: 'closed'; code: number; reason: string }
  | { kind: 'connection'; up: boolean };
/** Messages to the room that need no answer. */
export type NetSend = { type: 'undo' } | { type: 'undo-answer'; yes: boolean } | { type: 'computer'; seat: number; strength: 'easy' | 'normal' | 'hard' };

/** What the preload exposes as window.muster: named methods only, never a generic invoke. */
export interface MusterBridge {
  appInfo(): Promise<AppInfo>;
  listSaves(): Promise<SaveSummary[]>;
  loadSave(id: SaveId): Promise<LoadResult>;
  /** Writes into slot `id`, or a new slot named after the save when `id` is null. */
  writeSave(id: SaveId | null, save: SaveEnvelope): Promise<WriteResult>;
  /** Asks where to save (a native dialog in Electron). */
  saveAs(save: SaveEnvelope): Promise<WriteResult>;
  /** Asks which file to open; null when the player cancels. */
  openSave(): Promise<LoadResult | null>;
  /** A save the system asked Muster to open (a double-clicked .muster file), once; null when none. */
  openPending(): Promise<LoadResult | null>;
  renameSave(id: SaveId, name: string): Promise<OpResult>;
  deleteSave(id: SaveId): Promise<OpResult>;
  autosave(save: SaveEnvelope): Promise<OpResult>;
  /**
   * The autosave handed over as the page goes (closed or reloaded within the autosave's wait):
   * synchronous, so it is with the host before the page is gone. The host writes it as `autosave`
   * would, after any write already under way, with the same checks. True when the host has it
   * where it outlives the page (main took it; the browser's local storage kept it); false when only
   * an ordinary write was started, which a page going may cut off.
   */
  autosaveOnLeaving(save: SaveEnvelope): boolean;
  /**
   * While autosave is failing: the game in play as it stands, after each move. Closing the window
   * asks first (Save As…, Close anyway, Cancel), and Save As… keeps this game: every move made.
   * null: the player left that game on purpose (Leave anyway), so closing asks about it no more.
   * The browser has no such question (it asks before the page unloads instead): nothing to do there.
   */
  gameAtRisk(save: SaveEnvelope | null): void;
  /** The game Continue resumes; null when there is none. */
  loadAutosave(): Promise<LoadResult | null>;
  /**
   * Prints the page as it stands (the Print dialog has mounted the sheets in #print-root, which alone
   * shows in print media): to a PDF the player saves, or through the system's print dialog.
   */
  printSheets(request: PrintRequest): Promise<PrintResult>;
  setMenuState(state: MenuState): void;
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  toggleFullScreen(): void;
  quit(): void;
  /** Takes a seat at a remote table (hosting one first when asked); the window's earlier one is left. */
  netOpen(request: NetOpen): Promise<NetOpened>;
  /** An action for the seat; the server's answer. */
  netAct(action: { type: string }): Promise<ActReply>;
  netSend(message: NetSend): void;
  /** The remote game as an ordinary save's text (to keep it as a .muster file). */
  netSaveText(name?: string): Promise<{ ok: true; text: string } | { ok: false; message: string }>;
  /** Leaves the remote table (a server this window started keeps running for the others until the app quits). */
  netClose(): Promise<void>;
  onNetEvent(listener: (event: NetEvent) => void): () => void;
}
