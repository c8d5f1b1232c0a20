// The IPC gateway: the only user of ipcMain. Every message is checked twice before a handler sees
// it: who sent it (one of our windows, its main frame, showing our page) and what it carries
// (a valibot schema per channel).
//
// Refusals, consistently:
// - unknown sender: invoke channels reject with Error('Refused: unknown sender'); send channels drop it.
// - bad payload: channels whose result has an `ok` field resolve { ok: false, message: 'Refused: ...' };
//   appInfo, listSaves and netClose (results without `ok`) reject with Error('Refused: ...'); send channels drop it.
// - the one synchronous channel (autosaveOnLeaving) answers false to either, true once its handler has the message:
//   it always answers, since a sendSync left unanswered would hang the page.
// Every refusal is logged.
import * as v from 'valibot';
import { Channel } from '../renderer/contract/channels';
import { isAppUrl } from './window';
import { isSaveIdShape } from './saves';
import type { AppInfo, LoadResult, NetOpen, NetOpened, NetSend, OpResult, PrintResult, SaveId, SaveSummary, WriteResult } from '../renderer/contract/bridge';
import {
  MenuStateSchema,
  PrintRequestSchema,
  SaveIdSchema as SaveIdText,
  savePayloadSchema,
  type MenuState,
  type PrintRequest,
} from '../renderer/contract/payloads';
import { SaveNameSchema, type SaveEnvelope } from '../renderer/contract/save-format';
import { logCapOf } from '../renderer/contract/save-check';
import { RULES } from '../renderer/contract/games';
import { NetActionSchema, NetOpenSchema, NetSaveNameSchema, NetSendSchema, type ActReply } from '../renderer/contract/net';

export const REFUSED_UNKNOWN_SENDER = 'Refused: unknown sender';

export interface FrameLike {
  readonly url: string;
  readonly processId: number;
  readonly routingId: number;
  readonly parent: unknown;
}

export interface IpcEventLike<S> {
  readonly sender: S;
  readonly senderFrame: FrameLike | null;
  /** The answer to a synchronous message (ipcRenderer.sendSync). */
  returnValue?: unknown;
}

type Listener<S> = (event: IpcEventLike<S>, ...args: unknown[]) => unknown;

/** The part of Electron's ipcMain the gateway uses. */
export interface IpcMainLike<S> {
  handle(channel: string, listener: Listener<S>): void;
  removeHandler(channel: string): void;
  on(channel: string, listener: Listener<S>): unknown;
  removeListener(channel: string, listener: Listener<S>): unknown;
}

export interface Logger {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** What main.ts does for each channel, with arguments already checked. `sender` is who asked. */
export interface GatewayHandlers<S> {
  appInfo(sender: S): Promise<AppInfo>;
  listSaves(sender: S): Promise<SaveSummary[]>;
  loadSave(id: SaveId, sender: S): Promise<LoadResult>;
  writeSave(id: SaveId | null, save: SaveEnvelope, sender: S): Promise<WriteResult>;
  saveAs(save: SaveEnvelope, sender: S): Promise<WriteResult>;
  openSave(sender: S): Promise<LoadResult | null>;
  /** The file the system asked Muster to open (a double-clicked save), once; null when none. */
  openPending(sender: S): Promise<LoadResult | null>;
  renameSave(id: SaveId, name: string, sender: S): Promise<OpResult>;
  deleteSave(id: SaveId, sender: S): Promise<OpResult>;
  autosave(save: SaveEnvelope, sender: S): Promise<OpResult>;
  /** The page is going: the save is taken at once (its write may finish later), and nothing is answered. */
  autosaveOnLeaving(save: SaveEnvelope, sender: S): void;
  /** While its autosave is failing, the sender's game as it stands (for its close question); null once the player left it anyway. */
  gameAtRisk(save: SaveEnvelope | null, sender: S): void;
  loadAutosave(sender: S): Promise<LoadResult | null>;
  printSheets(request: PrintRequest, sender: S): Promise<PrintResult>;
  setMenuState(state: MenuState, sender: S): void;
  toggleFullScreen(sender: S): void;
  quit(sender: S): void;
  /** Takes a seat at a remote table for the sender's window (hosting one first when asked). */
  netOpen(request: NetOpen, sender: S): Promise<NetOpened>;
  netAct(action: NetAction, sender: S): Promise<ActReply>;
  netSend(message: NetSend, sender: S): void;
  netSaveText(name: string | undefined, sender: S): Promise<NetSaveText>;
  netClose(sender: S): Promise<void>;
}

/** An action for a remote seat, as the gateway lets it through: a type, and whatever else the rules read. */
export type NetAction = v.InferOutput<typeof NetActionSchema>;
export type NetSaveText = { ok: true; text: string } | { ok: false; message: string };

export interface SenderCheckOptions<S> {
  getWindows: () => readonly { readonly webContents: S & { readonly mainFrame: FrameLike } }[];
  /**
   * The page the app loads: the dev server's URL, muster://app/index.html, or the built
   * index.html as a file: URL when the scheme failed. A function when main settles it later.
   */
  appUrl: string | (() => string);
}

/**
 * True only for messages from the main frame of one of the app's own windows while it shows
 * the app's page: not a subframe, not another window, not a page it was tricked into loading.
 */
export function createSenderCheck<S>({ getWindows, appUrl }: SenderCheckOptions<S>): (event: IpcEventLike<S>) => boolean {
  return (event) => {
    const frame = event.senderFrame;
    if (frame === null || frame.parent !== null) return false;
    const window = getWindows().find((w) => w.webContents === event.sender);
    if (!window) return false;
    const main = window.webContents.mainFrame;
    if (frame.processId !== main.processId || frame.routingId !== main.routingId) return false;
    return isAppUrl(frame.url, typeof appUrl === 'function' ? appUrl() : appUrl);
  };
}

// --- Argument schemas -------------------------------------------------------------------------

// Main issues its own ids (a library slot, or a file it opened): the shape is its own check.
const SaveIdSchema = v.pipe(SaveIdText, v.check(isSaveIdShape, 'the save id is not valid'));

const SaveEnvelopeArg = savePayloadSchema(logCapOf(RULES));

const none = v.strictTuple([], 'this takes no arguments');

/** The arguments each renderer-to-main channel accepts, as a tuple. */
const ARGUMENTS = {
  appInfo: none,
  listSaves: none,
  loadSave: v.strictTuple([SaveIdSchema], 'expected one save id'),
  writeSave: v.strictTuple([v.nullable(SaveIdSchema), SaveEnvelopeArg], 'expected a save id (or null) and a save'),
  saveAs: v.strictTuple([SaveEnvelopeArg], 'expected a save'),
  openSave: none,
  openPending: none,
  renameSave: v.strictTuple([SaveIdSchema, SaveNameSchema], 'expected a save id and a name'),
  deleteSave: v.strictTuple([SaveIdSchema], 'expected one save id'),
  autosave: v.strictTuple([SaveEnvelopeArg], 'expected a save'),
  autosaveOnLeaving: v.strictTuple([SaveEnvelopeArg], 'expected a save'),
  gameAtRisk: v.strictTuple([v.nullable(SaveEnvelopeArg)], 'expected a save, or null'),
  loadAutosave: none,
  printSheets: v.strictTuple([PrintRequestSchema], 'expected a print request'),
  setMenuState: v.strictTuple([MenuStateSchema], 'expected a menu state'),
  toggleFullScreen: none,
  quit: none,
  netOpen: v.strictTuple([NetOpenSchema], 'expected a table to open'),
  netAct: v.strictTuple([NetActionSchema], 'expected an action'),
  netSend: v.strictTuple([NetSendSchema], 'expected a message for the table'),
  // The name is optional: no argument at all, or one.
  netSaveText: v.strictTuple([NetSaveNameSchema], 'expected a save name, or none'),
  netClose: none,
} as const satisfies Record<GatewayChannel, v.GenericSchema<unknown[]>>;

/** The channels that run main to renderer: nothing to answer here. */
export const MAIN_TO_RENDERER_CHANNELS = ['menuCommand', 'netEvent'] as const satisfies readonly (keyof typeof Channel)[];
/** Every channel but those that run main to renderer. */
type GatewayChannel = Exclude<keyof typeof Channel, (typeof MAIN_TO_RENDERER_CHANNELS)[number]>;

/** Fire-and-forget channels (ipcRenderer.send); the rest are ipcRenderer.invoke. */
export const SEND_CHANNELS = ['setMenuState', 'toggleFullScreen', 'quit', 'netSend', 'gameAtRisk'] as const satisfies readonly GatewayChannel[];
/** Synchronous channels (ipcRenderer.sendSync): answered true when the handler took the message, else false. */
export const SYNC_CHANNELS = ['autosaveOnLeaving'] as const satisfies readonly GatewayChannel[];
/** Invoke channels whose result has no `ok` field: a bad payload rejects instead. */
const REJECTING_CHANNELS: ReadonlySet<GatewayChannel> = new Set(['appInfo', 'listSaves', 'netClose']);

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'Refused: the message is not valid.';
  // Tuple indices are not worth showing; the messages name the argument.
  return `Refused: ${first.message}`;
}

export interface GatewayOptions<S> {
  ipcMain: IpcMainLike<S>;
  isTrustedSender: (event: IpcEventLike<S>) => boolean;
  handlers: GatewayHandlers<S>;
  log: Logger;
}

/** Registers every channel. Returns a function that removes them all again. */
export function registerIpcGateway<S>({ ipcMain, isTrustedSender, handlers, log }: GatewayOptions<S>): () => void {
  // Each entry calls its handler with arguments its schema has already checked.
  const run: { [C in GatewayChannel]: (args: v.InferOutput<(typeof ARGUMENTS)[C]>, sender: S) => unknown } = {
    appInfo: (_args, sender) => handlers.appInfo(sender),
    listSaves: (_args, sender) => handlers.listSaves(sender),
    loadSave: ([id], sender) => handlers.loadSave(id, sender),
    writeSave: ([id, save], sender) => handlers.writeSave(id, save, sender),
    saveAs: ([save], sender) => handlers.saveAs(save, sender),
    openSave: (_args, sender) => handlers.openSave(sender),
    openPending: (_args, sender) => handlers.openPending(sender),
    renameSave: ([id, name], sender) => handlers.renameSave(id, name, sender),
    deleteSave: ([id], sender) => handlers.deleteSave(id, sender),
    autosave: ([save], sender) => handlers.autosave(save, sender),
    autosaveOnLeaving: ([save], sender) => handlers.autosaveOnLeaving(save, sender),
    gameAtRisk: ([save], sender) => handlers.gameAtRisk(save, sender),
    loadAutosave: (_args, sender) => handlers.loadAutosave(sender),
    printSheets: ([request], sender) => handlers.printSheets(request, sender),
    setMenuState: ([state], sender) => handlers.setMenuState(state, sender),
    toggleFullScreen: (_args, sender) => handlers.toggleFullScreen(sender),
    quit: (_args, sender) => handlers.quit(sender),
    netOpen: ([request], sender) => handlers.netOpen(request, sender),
    netAct: ([action], sender) => handlers.netAct(action, sender),
    netSend: ([message], sender) => handlers.netSend(message, sender),
    netSaveText: ([name], sender) => handlers.netSaveText(name, sender),
    netClose: (_args, sender) => handlers.netClose(sender),
  };

  const call = (name: GatewayChannel, args: unknown, sender: S): unknown =>
    (run[name] as (args: unknown, sender: S) => unknown)(args, sender);

  const removers: (() => void)[] = [];
  const sendChannels: ReadonlySet<GatewayChannel> = new Set(SEND_CHANNELS);
  const syncChannels: ReadonlySet<GatewayChannel> = new Set(SYNC_CHANNELS);

  for (const name of Object.keys(ARGUMENTS) as GatewayChannel[]) {
    const channel = Channel[name];
    if (syncChannels.has(name)) {
      const listener: Listener<S> = (event, ...args) => {
        let taken = false;
        try {
          if (!isTrustedSender(event)) {
            log.warn(`IPC ${channel}: refused a message from an unknown sender.`);
            return;
          }
          const parsed = v.safeParse(ARGUMENTS[name], args);
          if (!parsed.success) {
            log.warn(`IPC ${channel}: ${describeIssues(parsed.issues)}`);
            return;
          }
          call(name, parsed.output, event.sender);
          taken = true;
        } catch (error) {
          log.error(`IPC ${channel}: the handler failed.`, error);
        } finally {
          event.returnValue = taken;
        }
      };
      ipcMain.on(channel, listener);
      removers.push(() => ipcMain.removeListener(channel, listener));
      continue;
    }
    if (sendChannels.has(name)) {
      const listener: Listener<S> = (event, ...args) => {
        if (!isTrustedSender(event)) {
          log.warn(`IPC ${channel}: dropped a message from an unknown sender.`);
          return;
        }
        const parsed = v.safeParse(ARGUMENTS[name], args);
        if (!parsed.success) {
          log.warn(`IPC ${channel}: ${describeIssues(parsed.issues)}`);
          return;
        }
        try {
          call(name, parsed.output, event.sender);
        } catch (error) {
          log.error(`IPC ${channel}: the handler failed.`, error);
        }
      };
      ipcMain.on(channel, listener);
      removers.push(() => ipcMain.removeListener(channel, listener));
      continue;
    }
    ipcMain.handle(channel, async (event, ...args) => {
      if (!isTrustedSender(event)) {
        log.warn(`IPC ${channel}: refused a request from an unknown sender.`);
        throw new Error(REFUSED_UNKNOWN_SENDER);
      }
      const rejects = REJECTING_CHANNELS.has(name);
      const parsed = v.safeParse(ARGUMENTS[name], args);
      if (!parsed.success) {
        const message = describeIssues(parsed.issues);
        log.warn(`IPC ${channel}: ${message}`);
        if (rejects) throw new Error(message);
        return { ok: false, message };
      }
      try {
        return await call(name, parsed.output, event.sender);
      } catch (error) {
        // A failure nobody turned into a result: the player still gets words, not a hang.
        log.error(`IPC ${channel}: the handler failed.`, error);
        const message = `Muster ran into a problem: ${error instanceof Error ? error.message : String(error)}`;
        if (rejects) throw new Error(message);
        return { ok: false, message };
      }
    });
    removers.push(() => ipcMain.removeHandler(channel));
  }
  return () => {
    for (const remove of removers) remove();
  };
}
