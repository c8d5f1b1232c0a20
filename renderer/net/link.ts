// A window's seat at a remote table, as its host carries it: the browser host runs one in the page,
// the desktop app one per window in its main process (electron/net/gateway.ts). Both answer the
// bridge's net methods (renderer/contract/bridge.ts) from here, so the page sees the same thing
// whichever host it has. Where the server is (an address typed, the server the page came from, or
// one the desktop app starts) is the host's to say: `locate`.
import type { Action } from '../engine/game';
import type { ActReply } from '../contract/net';
import type { NetEvent, NetOpen, NetOpened, NetSend } from '../contract/bridge';
import { RemoteTable } from './remote';

export type Located = { ok: true; url: string; addresses: string[] } | { ok: false; message: string };

export class NetLink {
  private table: RemoteTable | null = null;
  private off: (() => void) | null = null;
  private listeners = new Set<(e: NetEvent) => void>();

  constructor(private readonly locate: (request: NetOpen) => Promise<Located>) {}

  onEvent(listener: (e: NetEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  private emit(e: NetEvent): void {
    for (const l of [...this.listeners]) l(e);
  }

  async open(request: NetOpen): Promise<NetOpened> {
    await this.close();
    const where = await this.locate(request).catch((e: unknown): Located => ({ ok: false, message: errorText(e) }));
    if (!where.ok) return where;
    let table: RemoteTable;
    try {
      table = request.kind === 'host' ? await RemoteTable.host(where.url, request.options) : await RemoteTable.join(where.url, request.code, request.options);
    } catch (e) {
      return { ok: false, message: friendly(errorText(e), where.url) };
    }
    this.table = table;
    let notices = table.notices.length;
    let down = table.down;
    this.off = table.subscribe((t) => {
      if (t.down !== down && !t.closed) this.emit({ kind: 'connection', up: !t.down });
      down = t.down;
      if (t.notices.length > notices) for (const text of t.notices.slice(notices)) this.emit({ kind: 'notice', text });
      notices = t.notices.length;
      if (t.closed) {
        this.emit({ kind: 'closed', code: t.closed.code, reason: t.closed.reason });
        this.off?.();
        if (this.table === t) this.table = null;
        return;
      }
      if (t.update) this.emit({ kind: 'update', update: t.update });
    });
    if (table.update) queueMicrotask(() => table.update && this.table === table && this.emit({ kind: 'update', update: table.update }));
    return { ok: true, welcome: table.welcome!, addresses: where.addresses };
  }

  async act(action: Action): Promise<ActReply> {
    if (!this.table) return { ok: false, message: 'You are not at a remote table.' };
    try {
      return await this.table.act(action);
    } catch (e) {
      return { ok: false, message: unanswered(e) };
    }
  }

  send(m: NetSend): void {
    const t = this.table;
    if (!t) return;
    if (m.type === 'undo') t.askUndo();
    else if (m.type === 'undo-answer') t.answerUndo(m.yes);
    else t.giveToComputer(m.seat, m.strength);
  }

  async saveText(name?: string): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
    if (!this.table) return { ok: false, message: 'You are not at a remote table.' };
    try {
      return await this.table.saveText(name);
    } catch (e) {
      return { ok: false, message: `The server did not send the game: ${errorText(e)}` };
    }
  }

  async close(): Promise<void> {
    const t = this.table;
    this.table = null;
    this.off?.();
    this.off = null;
    if (t && !t.closed) await t.leave().catch(() => undefined);
  }
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * A move the room never answered, in a player's words: the SDK's own ('cannot send request "act":
 * connection is not open.') said nothing of what happened to the move, nor what to do. While the
 * connection is down the SDK is reconnecting on its own (remote.ts), and the table catches up when it is back.
 */
export function unanswered(e: unknown): string {
  const message = errorText(e);
  if (/connection is not open/i.test(message)) return 'Nothing was sent: the connection to the room is down, and Muster is trying to reconnect. Do it again once the table is back.';
  if (/connection closed before a response/i.test(message)) return 'The connection to the room dropped before it answered, and Muster is trying to reconnect: once the table is back, it shows whether your move went.';
  const waited = /timed out after (\d+)\s*ms/i.exec(message);
  if (waited) return `The room did not answer for ${Math.round(Number(waited[1]) / 1000)} seconds: once the table catches up, it shows whether your move went.`;
  return `The server did not answer: ${message}`;
}

/** A connection failure in a player's words. */
export function friendly(message: string, url: string): string {
  const at = url.replace(/^wss?:\/\//, '');
  if (/ECONNREFUSED|Failed to fetch|fetch failed|NetworkError|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT/i.test(message)) return `No Muster server answered at ${at}: check the address, and that the host is still hosting.`;
  // Something answered, but not a Muster server (a page served by \`npm run web\`, say: its
  // matchmaking request comes back a bare "Not Found").
  if (/JSON|Unexpected token|Unexpected end|^Not Found$|\b404\b/i.test(message)) return `What answers at ${at} is not a Muster server: play across machines from a page a Muster server sent (npm run server -- --app out/renderer), or from the desktop app.`;
  return message;
}
