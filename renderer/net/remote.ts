// A seat at a game played across machines, on the client's side: the Colyseus SDK joined to a
// Muster room (electron/net/muster-room.ts). It keeps what the server has sent this seat (the
// log's lines, its view, who is to act) and sends the seat's actions; after a dropped connection
// the SDK rejoins and the seat asks for the log from the position it already has, never all of it.
import { Client, type Room } from '@colyseus/sdk';
import type { Action } from '../engine/game';
import { ROOM_NAME, type ActReply, type SaveReply, type HostOptions, type JoinOptions, type Line, type Update, type Welcome } from '../contract/net';

export type RemoteListener = (table: RemoteTable) => void;

export class RemoteTable {
  welcome: Welcome | null = null;
  /** The log as this seat may read it, from the start. */
  lines: Line[] = [];
  update: Update | null = null;
  /** Things the server told this player (an undo turned down, a refusal), newest last. */
  notices: string[] = [];
  /** Why the connection ended, once it has. */
  closed: { code: number; reason: string } | null = null;
  /** The connection dropped and the SDK is bringing it back (until it does, or gives up: closed). */
  down = false;
  private listeners = new Set<RemoteListener>();
  private welcomed: Promise<Welcome>;

  private constructor(readonly room: Room) {
    let resolve!: (w: Welcome) => void;
    this.welcomed = new Promise((r) => (resolve = r));
    room.onMessage('welcome', (w: Welcome) => {
      this.welcome = w;
      resolve(w);
      this.emit();
    });
    room.onMessage('update', (u: Update) => this.receive(u));
    room.onMessage('notice', (n: { text: string }) => {
      this.notices.push(n.text);
      this.emit();
    });
    // A drop in the first seconds at the table rejoins like any other: the SDK by itself gives up on a
    // room joined less than five seconds before (its guard against a server that drops every
    // newcomer), and a player whose Wi-Fi blinked as he sat down was put out at the menu.
    // Its tries are still counted (maxRetries) and the seat is the server's to keep or refuse.
    room.reconnection.minUptime = 0;
    // Back after a drop: ask only for what came after what we have.
    room.onDrop(() => {
      this.down = true;
      this.emit();
    });
    room.onReconnect(() => {
      this.down = false;
      room.send('sync', { at: this.at });
      this.emit();
    });
    room.onLeave((code, reason) => {
      this.closed = { code, reason: reason ?? '' };
      this.emit();
    });
  }

  /** Opens a room on the server at `url` (ws://host:port) and takes a seat in it. */
  static async host(url: string, options: HostOptions): Promise<RemoteTable> {
    const t = new RemoteTable(await new Client(url).create(ROOM_NAME, options));
    await t.welcomed;
    return t;
  }

  /** Joins the room with `code`, or opens it again from where the server kept it while nobody was in. */
  static async join(url: string, code: string, options: JoinOptions): Promise<RemoteTable> {
    const client = new Client(url);
    let room: Room;
    try {
      room = await client.joinById(code, options);
    } catch (e) {
      if (!/not found|no rooms found|is not available|doesn'?t exist/i.test(errorText(e))) throw e;
      try {
        room = await client.create(ROOM_NAME, { ...options, reopen: code });
      } catch (again) {
        // Someone else opened it in the meantime: join theirs.
        if (/already|exists|in use/i.test(errorText(again))) room = await client.joinById(code, options);
        else throw again;
      }
    }
    const t = new RemoteTable(room);
    await t.welcomed;
    return t;
  }

  get seat(): number {
    return this.welcome?.seat ?? -1;
  }
  /** The log position this seat has. */
  get at(): number {
    return this.update?.at ?? 0;
  }

  subscribe(listener: RemoteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  private emit(): void {
    for (const l of [...this.listeners]) l(this);
  }

  private receive(u: Update): void {
    // The lines from `from` on replace whatever this seat held from there (an undo shortens the log).
    this.lines = [...this.lines.slice(0, u.from), ...u.lines];
    this.update = u;
    this.emit();
  }

  /** Sends an action for this seat; the server's answer (a refusal carries the rules' reason). */
  async act(action: Action): Promise<ActReply> {
    return (await this.room.request('act', { at: this.at, action })) as ActReply;
  }
  askUndo(): void {
    this.room.send('undo', {});
  }
  answerUndo(yes: boolean): void {
    this.room.send('undo-answer', { yes });
  }
  giveToComputer(seat: number, strength: 'easy' | 'normal' | 'hard'): void {
    this.room.send('computer', { seat, strength });
  }
  /** The room as an ordinary save's text (for the player who opened it), or why not. */
  async saveText(name?: string): Promise<SaveReply> {
    return (await this.room.request('save', name ? { name } : {})) as SaveReply;
  }
  /** Resolves when the next update (or the first after `at`) arrives. */
  next(predicate: (u: Update) => boolean = () => true): Promise<Update> {
    if (this.update && predicate(this.update)) return Promise.resolve(this.update);
    return new Promise((resolve) => {
      const off = this.subscribe((t) => {
        if (t.update && predicate(t.update)) {
          off();
          resolve(t.update);
        }
      });
    });
  }
  async leave(): Promise<void> {
    await this.room.leave(true);
  }
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
