// What the page and its host say to each other: the results of each request and the bridge's
// methods. The preload implements MusterBridge over IPC and main's gateway answers it; the page
// reaches it through renderer/app/host.ts (the preload's bridge, or the browser's own host).
// Types only.
import type { MenuCommand } from './menu-commands';
import type { MenuState, PrintRequest } from './payloads';
import type { SaveEnvelope } from './save-format';

/** Opaque handle for a save, issued by the host. The renderer never names files or paths. */
export type SaveId = string;

export interface SaveSummary {
  id: SaveId;
  name: string;
  gameId: string;
  gameTitle: string;
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
  | { ok: true; id: SaveId | null; save: SaveEnvelope; /** e.g. "loaded the backup" */ notice?: string }
  | { ok: false; message: string };

export type WriteResult = { ok: true; summary: SaveSummary } | { ok: false; message: string; cancelled?: boolean };

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
}
