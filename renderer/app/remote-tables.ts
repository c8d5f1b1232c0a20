// Playing across machines (issue 16): hosting a game for friends elsewhere (new, or a save),
// joining one by its room code, another battle at the same table, the questions the room asks
// (take back a move? follow to another battle?), and the game on the server kept as a save here.
// The App (app.ts) owns the screens and lends what this needs (TablesApp); this owns the
// connection to the room, and remembers this machine's seats and last room across runs.
import type { MatchSetup } from '../engine/game';
import type { GameMode } from '../games/mode';
import type { GameSession } from '../kits/shell/session';
import type { NetEvent, NetOpen } from '../contract/bridge';
import { readSave, withoutDrafts, writeSaveText, type SaveEnvelope } from '../contract/save-format';
import { RemoteSession } from '../net/remote-session';
import { namedSeats } from './setup-memory';
import type { Host } from './host';
import type { Toast } from './app';

/** What the App lends the tables across machines. */
export interface TablesApp {
  readonly host: Host;
  modeById(id: string): GameMode | undefined;
  toast(said: string, tone?: Toast['tone']): number;
  dismissToast(id: number): void;
  confirm(title: string, message: string, confirmLabel: string): Promise<boolean>;
  prompt(title: string, label: string, value: string, confirmLabel?: string): Promise<string | null>;
  /** An open begins (it overtakes any before it): whether it is still the latest, asked later. */
  beginOpen(): () => boolean;
  /** The game in play, if any. */
  session(): GameSession | null;
  /** The table is up: windows close and the game is played. */
  show(mode: GameMode, session: RemoteSession): void;
  toMainMenu(): Promise<void>;
  /** Something the HUD shows changed outside the game (the connection): it is drawn again. */
  refresh(): void;
  /** Another game at this computer, the one it replaces asked about first. False if the player kept it. */
  playHere(modeId: string, setup: MatchSetup<unknown>): Promise<boolean>;
}

/** Where to host: the player's name, a server's address or a port, the seat taken, the room it follows. */
export interface HostWhere {
  name: string;
  address?: string;
  port?: number;
  seat?: number;
  after?: { code: string; token: string };
}

export class RemoteTables {
  /** Stops listening to the room's events. */
  private off: (() => void) | null = null;

  constructor(private readonly app: TablesApp) {}

  /** Hosts a new game of `modeId` for friends elsewhere (its human seats theirs to claim), and takes the first seat. */
  async hostGame(modeId: string, setup: MatchSetup<unknown>, where: HostWhere): Promise<boolean> {
    const mode = this.app.modeById(modeId);
    if (!mode) return false;
    const players = namedSeats(setup.players);
    const { options } = mode.freshSetup?.(setup) ?? setup;
    const seat = where.seat ?? Math.max(0, players.findIndex((p) => p.control === 'human'));
    const request: NetOpen = {
      kind: 'host',
      ...(where.address ? { address: where.address } : {}),
      ...(where.port ? { port: where.port } : {}),
      options: { name: where.name, seat, host: { game: mode.game.id, options, players }, ...(where.after ? { after: where.after } : {}) },
    };
    return this.open(request);
  }

  /**
   * Another game with the same set-up (a HUD's "Another battle"): at this computer, a new game; at
   * a table across machines, a new room on the same server with the same seats, whose code the
   * players still in this room are sent and asked to join (the status bar and a message give it
   * too); or, when another player here has opened one already, theirs, joined. At this computer the game it replaces is
   * asked about first when its autosave is failing, as leaving it by the menu is (mayLeaveUnsaved):
   * its last moves are in no file, and the new game would take their place unasked.
   */
  async restart(modeId: string, setup: MatchSetup<unknown>): Promise<boolean> {
    const session = this.app.session();
    if (!(session instanceof RemoteSession)) return this.app.playHere(modeId, setup);
    const name = session.seats[session.seat]?.name ?? 'Player 1';
    // Two rooms for one table, each waiting for the other's players, helped nobody.
    const next = session.update?.next;
    if (next && next.by !== session.seat) return this.joinGame(next.code, { name, ...(session.where.address ? { address: session.where.address } : {}) });
    // The table shows the other seats as played elsewhere: the room's own seats say who is who.
    const players = session.seats.map((p) => ({ name: p.name, control: p.control, strength: p.strength }));
    return this.hostGame(modeId, { ...setup, players }, { name, seat: session.seat, ...session.where, after: { code: session.code, token: session.welcome.token } });
  }

  /** Hosts a saved game for friends elsewhere: it plays on from where it was saved, its human seats theirs to claim. */
  async hostSave(id: string): Promise<boolean> {
    const { host } = this.app;
    const loaded = await host.loadSave(id).catch((e: Error) => ({ ok: false as const, message: e.message }));
    if (!loaded.ok) {
      this.app.toast(loaded.message, 'error');
      return false;
    }
    const mode = this.app.modeById(loaded.save.game.id);
    if (!mode) {
      this.app.toast(`This version of Muster cannot play ${loaded.save.game.title}.`, 'error');
      return false;
    }
    // As a new game's Host: a room with one person's seat (a game against the computer, a table
    // played alone) has none for a friend, each told on joining that every seat is taken.
    if (loaded.save.game.players.filter((p) => p.control === 'human').length < 2) {
      this.app.toast(`Hosting is for two or more people, and “${loaded.save.name}” has one person's seat: a friend could not join it. Start a new game to play with friends.`, 'error');
      return false;
    }
    // In a browser the game is hosted where the page came from; the desktop app asks where.
    const address = host.kind === 'browser' ? '' : await this.app.prompt(`Host “${loaded.save.name}”`, 'Server address (leave empty to host on this computer)', '', 'Host');
    if (address === null) return false;
    const seat = Math.max(0, loaded.save.game.players.findIndex((p) => p.control === 'human'));
    const name = loaded.save.game.players[seat]?.name ?? 'Player 1';
    // Its drafts stay here: a seat's orders not yet given are secret, and the server plays on without them.
    const save = writeSaveText(withoutDrafts(loaded.save));
    return this.open({ kind: 'host', ...(address.trim() ? { address: address.trim() } : {}), options: { name, seat, save } });
  }

  /** Joins a game across machines by its room code. */
  async joinGame(code: string, where: { name: string; address?: string; token?: string }): Promise<boolean> {
    return this.open({
      kind: 'join',
      code,
      ...(where.address ? { address: where.address } : {}),
      options: { name: where.name, ...(where.token ? { token: where.token } : {}) },
    });
  }

  private async open(request: NetOpen): Promise<boolean> {
    const { host } = this.app;
    const current = this.app.beginOpen();
    this.off?.();
    const opened = await host.netOpen(request).catch((e: Error) => ({ ok: false as const, message: e.message }));
    if (!current()) return false;
    if (!opened.ok) {
      this.app.toast(opened.message, 'error');
      return false;
    }
    const mode = this.app.modeById(opened.welcome.game.id);
    if (!mode) {
      void host.netClose();
      this.app.toast(`The room plays ${opened.welcome.game.title}, which this version of Muster cannot play.`, 'error');
      return false;
    }
    const session = new RemoteSession(mode.game, opened.welcome, opened.addresses, host);
    session.where = request.address ? { address: request.address } : request.kind === 'host' && request.port ? { port: request.port } : {};
    session.onRefused = (message) => this.app.toast(message, 'error');
    rememberSeat(opened.welcome.code, opened.welcome.token);
    rememberRoom({ code: opened.welcome.code, ...(request.address ? { address: request.address } : {}) });
    const inPlay = () => this.app.session() === session;
    let asked: number | null = null;
    // Asked once the table is up: opening it closes the windows before it, and a question closed
    // that way is answered no (a player joining while the other waited on them refused unasked).
    const askAboutUndo = () => {
      const ask = session.update?.undoAsk ?? null;
      if (ask === null) asked = null;
      if (ask === null || ask === session.seat || asked === ask || !inPlay()) return;
      asked = ask;
      const who = session.seats[ask]?.name ?? 'The other player';
      void this.app.confirm('Take back a move?', `${who} asks to take back their last move.`, 'Let them').then((yes) => session.answerUndo(yes));
    };
    // Another game opened by a player here, this one over: the others are asked to follow them to it.
    let offered: string | null = null;
    // 'Give a friend the code', said as the room opens, goes once every seat is taken (a friend in, or the computer given a seat).
    let giveCode: number | null = null;
    const offerNext = () => {
      const next = session.update?.next ?? null;
      if (!next || next.by === session.seat || offered === next.code || !inPlay()) return;
      offered = next.code;
      const who = session.seats[next.by]?.name ?? 'Another player';
      void this.app.confirm('Another battle?', `${who} set up another battle at this table, in room ${next.code}. Join it?`, 'Join').then((yes) => {
        if (yes && inPlay()) void this.restart(session.game.id, session.history.setup);
      });
    };
    const first = new Promise<void>((resolve) => {
      this.off = host.onNetEvent((e: NetEvent) => {
        if (e.kind === 'update') {
          session.receive(e.update);
          if (giveCode !== null && !e.update.players.some((p) => p.open)) {
            this.app.dismissToast(giveCode);
            giveCode = null;
          }
          resolve();
          askAboutUndo();
          offerNext();
        } else if (e.kind === 'notice') this.app.toast(e.text, 'info');
        else if (e.kind === 'connection') {
          session.down = !e.up;
          this.app.refresh();
        }
        else if (e.kind === 'closed' && !session.ready) {
          this.app.toast(e.reason ? `The room closed the connection: ${e.reason}` : 'The room closed the connection.', 'error');
          resolve();
        } else if (e.kind === 'closed' && inPlay()) {
          // Most often the computer hosting the room closed Muster (or lost its network): what happened, and what can be done.
          const code = session.code;
          this.app.toast(`${connectionEnded(code, e.reason)} Join room ${code} again once it is back, and play goes on from there.`, 'error');
          void this.app.toMainMenu();
        }
      });
    });
    await first;
    if (!current() || !session.ready) return false;
    this.app.show(mode, session);
    askAboutUndo();
    offerNext();
    if (session.update?.players.some((p) => p.open)) giveCode = this.app.toast(`Room ${opened.welcome.code} is open: give a friend the code${opened.addresses.length ? ` and the address ${opened.addresses[0]}` : ''}.`, 'info');
    return true;
  }

  /** Leaves the room: its events are no longer heard, and the connection closes. */
  leave(): void {
    this.off?.();
    this.off = null;
    void this.app.host.netClose();
  }

  /** The game on the server, as an ordinary save to keep here. */
  async envelope(session: RemoteSession): Promise<SaveEnvelope | null> {
    const r = await this.app.host.netSaveText(session.name);
    if (!r.ok) {
      this.app.toast(r.message, 'error');
      return null;
    }
    const read = readSave(r.text, session.name);
    if (!read.ok) {
      this.app.toast(read.message, 'error');
      return null;
    }
    return read.save;
  }
}

/** The key to each room's seat this machine holds, so a player comes back to it by code alone. */
const SEATS_KEY = 'muster.net.seats';
export function rememberSeat(code: string, token: string): void {
  try {
    const seats = JSON.parse(localStorage.getItem(SEATS_KEY) ?? '{}') as Record<string, string>;
    seats[code] = token;
    localStorage.setItem(SEATS_KEY, JSON.stringify(Object.fromEntries(Object.entries(seats).slice(-50))));
  } catch {
    // No storage: the player comes back by name from the same machine only while it runs.
  }
}
/**
 * The last room this machine sat at (its code, and the server's address when one was typed): a
 * page reloaded, or the app started again, mid-game leaves the table, and Join offers that room
 * again rather than asking for a code the player may not have written down.
 */
const ROOM_KEY = 'muster.net.lastRoom';
export interface Room {
  code: string;
  address?: string;
}
function rememberRoom(room: Room): void {
  try {
    localStorage.setItem(ROOM_KEY, JSON.stringify(room));
  } catch {
    // No storage: Join asks for the code.
  }
}
export function lastRoom(): Room | null {
  try {
    const room: unknown = JSON.parse(localStorage.getItem(ROOM_KEY) ?? 'null');
    if (typeof room !== 'object' || room === null || typeof (room as Room).code !== 'string') return null;
    const { code, address } = room as Room;
    return { code, ...(typeof address === 'string' && address ? { address } : {}) };
  } catch {
    return null;
  }
}

export function seatKey(code: string): string | undefined {
  try {
    return (JSON.parse(localStorage.getItem(SEATS_KEY) ?? '{}') as Record<string, string>)[code.trim().toUpperCase()];
  } catch {
    return undefined;
  }
}

/**
 * Why the connection to a room in play ended, and what most likely happened. The SDK's own reason
 * for giving up reconnecting ('No more retries. Reconnection failed.') is said in a player's words;
 * a reason's own full stop is not doubled.
 */
function connectionEnded(code: string, reason: string): string {
  if (/reconnection failed|no more retries/i.test(reason)) {
    return `The connection to room ${code} was lost, and Muster could not bring it back: this computer or the one hosting the room lost its network, or the host closed Muster. The game is kept there as it stood.`;
  }
  const why = reason.trim().replace(/\.+$/, '');
  return `The connection to room ${code} ended${why ? `: ${why}` : ''}. The computer hosting it may have closed Muster or lost its network; the game is kept there as it stood.`;
}
