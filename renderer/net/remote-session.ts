// A game played across machines, as the app on one machine holds it: a GameSession whose log and
// state are what the server sent this seat (its player view at each update; the log's lines, with
// this seat's own actions and nothing of the others'), so the table, the HUD and the log draw it
// as they draw any game. Moves go to the server (the host's net bridge); nothing is decided here:
// no rules applied, no dice, no computer players (the server plays those), no redo. Undo is a
// request the other players answer.
import type { Action, AnyGame, RuleError, Seat, SeatConfig } from '../engine/game';
import type { History, LogEntry } from '../engine/action-log';
import type { ActReply, SeatInfo, Update, Welcome } from '../contract/net';
import { GameSession } from '../kits/shell/session';

/** What the session needs of the host: the bridge's net methods. */
export interface NetPort {
  netAct(action: { type: string }): Promise<ActReply>;
  netSend(message: { type: 'undo' } | { type: 'undo-answer'; yes: boolean } | { type: 'computer'; seat: number; strength: 'easy' | 'normal' | 'hard' }): void;
}

/**
 * The seats as this machine's table sees them: its own seat a person here; every other seat played
 * elsewhere, which the table treats as it treats a computer's (no curtain to pass the mouse, no
 * view switched to it, never its hand shown). Who really holds each is `RemoteSession.seats`.
 */
const tableSeats = (seats: readonly SeatInfo[], mine: Seat): SeatConfig[] =>
  seats.map((p, s) => ({ name: p.name, control: s === mine ? 'human' : 'computer', strength: p.strength }));

/** An entry of the log as this seat knows it: its own actions; another seat's only by its line. */
const OTHERS: Action = { type: 'remote' };

export class RemoteSession<S = unknown> extends GameSession<S> {
  override readonly remote = true;
  update: Update | null = null;
  /** A move sent and not yet answered: the table waits for the server rather than sending another. */
  pending = false;
  /** Where the room's server is, as the player gave it (none: the desktop app's own, or the page's). */
  where: { address?: string; port?: number } = {};
  /** This seat's connection to the room is down, and being brought back: moves made now are not sent. */
  down = false;
  /** Called with the server's reason when it refuses a move. */
  onRefused: (message: string) => void = () => undefined;
  private mine = new Map<number, Action>();
  /** The page's clock in ms (performance.now; tests hand their own). */
  now: () => number = () => performance.now();
  /** When (this page's clock) the last update came: the server's clocks count on from there. */
  private heard = 0;
  /** The move on its way to the server, with the log position it was sent from. */
  private sent: { at: number; action: Action } | null = null;

  constructor(
    game: AnyGame,
    readonly welcome: Welcome,
    /** Where a friend can reach the server (host:port), to show while waiting for them. */
    readonly addresses: readonly string[],
    private readonly port: NetPort,
  ) {
    const setup = { options: welcome.game.options, players: tableSeats(welcome.players, welcome.seat) };
    super(game, { setup, seed: 0, entries: [], states: [undefined], cursor: 0 }, null, `${welcome.game.title} with friends`);
    this.viewer = welcome.seat;
  }

  get code(): string {
    return this.welcome.code;
  }
  get seat(): Seat {
    return this.welcome.seat;
  }
  /** The seats as the server last said: who holds each, and who is here. */
  get seats(): SeatInfo[] {
    return this.update?.players ?? this.welcome.players;
  }
  /** Whether this seat opened the room: only that player may keep it as a save (a save holds every side's secrets). */
  get opener(): boolean {
    return this.welcome.host === this.welcome.seat;
  }
  /**
   * The people who have left the table (their connection gone, their seat kept for them): not this
   * seat, not a seat nobody has claimed, not the computer's.
   */
  get away(): Seat[] {
    return this.seats.flatMap((p, s) => (s !== this.seat && !p.open && p.control === 'human' && !p.connected ? [s] : []));
  }
  /** Whether the state has arrived yet (until the first update, there is nothing to draw). */
  get ready(): boolean {
    return this.update !== null;
  }

  /** An update from the server: the log from `from` on, and this seat's view now. */
  receive(u: Update): void {
    const old = this.history;
    // The server says where this seat's move stands: after another's that crossed it on the wire,
    // not where it was sent from (older servers do not say; their moves are kept where sent).
    if (u.mine !== undefined && this.sent) {
      this.mine.delete(this.sent.at);
      this.mine.set(u.mine, this.sent.action);
      this.sent = null;
    }
    const appended = u.from === old.cursor && u.at >= old.cursor;
    const kept = old.entries.slice(0, u.from);
    const entries: LogEntry[] = [
      ...kept,
      ...u.lines.map((l, i) => ({ seat: l.seat, action: this.mine.get(u.from + i) ?? OTHERS, events: l.events, text: l.text })),
    ];
    for (const k of [...this.mine.keys()]) if (k >= u.at) this.mine.delete(k);
    const states: unknown[] = new Array<unknown>(u.at + 1);
    states[u.at] = u.view;
    const setup = { ...old.setup, players: tableSeats(u.players, this.seat) };
    this.history = { setup, seed: 0, entries, states, cursor: u.at } as History<unknown, Action, unknown>;
    this.update = u;
    this.heard = this.now();
    if (appended && u.lines.length > 0) for (const entry of entries.slice(u.from)) this.emit({ kind: 'action', entry });
    else this.emit({ kind: appended ? 'viewer' : 'undo' });
  }

  /**
   * How long `seat` has been called on to act by the server's clock (ms), counted on from the last
   * update (standing while a request to undo waits); null when it is not to act, or the server keeps
   * no clock for this game (or is older than the clocks).
   */
  override clock(seat: Seat): number | null {
    const used = this.update?.clocks?.[seat];
    if (used === null || used === undefined || !this.update) return null;
    return this.update.undoAsk !== null ? used : used + Math.max(0, this.now() - this.heard);
  }

  override get canUndo(): boolean {
    return !!this.update?.canUndo;
  }
  override get canRedo(): boolean {
    return false;
  }

  /** Sends a move for this seat. The answer comes later: a refusal is passed to `onRefused`. */
  override act<A extends Action>(action: A, seat: Seat = this.viewer): RuleError | null {
    if (seat !== this.seat) return { ok: false, message: 'You play only your own seat at this table.' };
    if (!this.update) return { ok: false, message: 'The game has not arrived from the server yet.' };
    if (this.update.undoAsk !== null) return { ok: false, message: 'A request to undo is waiting for an answer.' };
    if (this.pending) return { ok: false, message: 'Your last move is still on its way to the server.' };
    if (!this.update.actors.includes(seat)) return { ok: false, message: 'It is not your turn.' };
    this.pending = true;
    const at = this.update.at;
    this.mine.set(at, action);
    const sent = { at, action };
    this.sent = sent;
    void this.port.netAct(action).then(
      (reply) => {
        this.pending = false;
        if (this.sent === sent) this.sent = null;
        if (!reply.ok) {
          this.mine.delete(at);
          this.onRefused(reply.message);
        }
      },
      (e: Error) => {
        this.pending = false;
        if (this.sent === sent) this.sent = null;
        this.mine.delete(at);
        this.onRefused(`The move did not reach the server: ${e.message}`);
      },
    );
    return null;
  }

  /** Asks the others to let this seat take back its last move. */
  override undo(): boolean {
    if (!this.canUndo) return false;
    this.port.netSend({ type: 'undo' });
    return true;
  }
  override redo(): boolean {
    return false;
  }
  answerUndo(yes: boolean): void {
    this.port.netSend({ type: 'undo-answer', yes });
  }
  /** Gives a seat nobody has claimed to the computer (the server plays it from then on). */
  giveToComputer(seat: Seat, strength: 'easy' | 'normal' | 'hard' = 'normal'): void {
    this.port.netSend({ type: 'computer', seat, strength });
  }
  /** The server plays the computers. */
  override computerToAct(): Seat | null {
    return null;
  }
  /** The screen shows this seat's view only. */
  override setViewer(_seat: Seat): void {}
  override seek(_cursor: number): void {}
}
