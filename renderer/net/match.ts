// A game played across machines, as the server holds it: the game's session (its seed, whole state
// and log), who holds each seat, and a request to undo. Pure: the Colyseus room
// (electron/net/muster-room.ts) turns its messages into calls here and sends each client what
// `updateFor` gives its seat; tests drive it without a network.
//
// What leaves the server for a seat is its player view and the log's lines (who, the words, the
// dice and notes): never another seat's action (a Tiny 18c order, a card chosen from a hand), and
// never the generator's state.
import * as v from 'valibot';
import type { Action, AnyGame, MatchSetup, RuleError, Seat, SeatConfig, Strength } from '../engine/game';
import { currentState, restoreHistory } from '../engine/action-log';
import { GameSession } from '../kits/shell/session';
import type { SaveEnvelope } from '../contract/save-format';
import { plainText } from '../engine/limits';
import type { Line, NextGame, SeatInfo, Update, Welcome } from '../contract/net';

/** Who holds a human seat: the name they claimed it by and the key that proves it; null while open. */
export interface Claim {
  name: string;
  token: string;
}

/** What a match keeps beside its save: the room's code and the seats' claims. */
export interface MatchRecord {
  code: string;
  claims: (Claim | null)[];
  /** The seat of the player who opened the room: the one who may keep it as a save. */
  host?: number | null;
}

/** Decides a computer seat's move, from its player view (the game's own bot by default). */
export type BotFn = (game: AnyGame, view: unknown, seat: Seat, strength: Strength) => Action;
const gameBot: BotFn = (game, view, seat, strength) => {
  if (!game.bot) throw new Error(`${game.title} has no computer player.`);
  return game.bot(view, seat, strength) as Action;
};

const refuse = (message: string): RuleError => ({ ok: false, message });
/** A real-time game without a computer that can be paced away from a table is raced between people only. */
const RACE_PEOPLE_ONLY = (title: string) => `${title} is a race: across machines every seat is a person's.`;
/**
 * A room is for people: one whose every seat is the computer's would have the server play the whole
 * game out as it opens (every other room waiting meanwhile), for a table nobody could sit at.
 */
const NOBODY = refuse('Nobody could play at this table: make at least one seat a person.');
const nobodyToPlay = (players: readonly SeatConfig[]) => !players.some((p) => p.control === 'human');

export class Match {
  /** Clients connected to each seat (a player may have two windows open). */
  private connected: number[];
  /** A request to undo, the seats that have still to agree, and when (the server's ms) it was made. */
  private undoAsk: { by: Seat; waiting: Set<Seat>; since: number } | null = null;
  /** The seat of the player who opened the room (the first to claim one). */
  host: Seat | null = null;
  /** Another game of the same set-up, opened by a player here once this one was over: the room to join. */
  next: NextGame | null = null;
  /** When (the server's ms) each seat was last called on to act; null while it is not to act. */
  private since: (number | null)[] = [];
  /** A real-time game's computer hands: when each seat's next beat falls, and its beats with nothing to do. */
  private beats = new Map<Seat, { due: number; idle: number }>();
  /** When (the server's ms) the last person connected left, while nobody is; null while someone is here. */
  private awaySince: number | null = null;

  private constructor(
    readonly game: AnyGame,
    readonly session: GameSession,
    readonly code: string,
    readonly claims: (Claim | null)[],
    private readonly bot: BotFn,
  ) {
    this.connected = claims.map(() => 0);
  }

  /** A new game of `game` for `players`, with the seed the server drew. */
  static start(game: AnyGame, options: unknown, players: SeatConfig[], seed: number, code: string, bot: BotFn = gameBot): Match | RuleError {
    const parsed = v.safeParse(game.optionsSchema, options ?? game.defaultOptions);
    if (!parsed.success) return refuse(`Those are not ${game.title} options: ${parsed.issues[0]?.message ?? 'they do not fit.'}`);
    if (players.length < game.minPlayers || players.length > game.maxPlayers) return refuse(`${game.title} is for ${game.minPlayers}–${game.maxPlayers} players.`);
    if (game.realTime && !game.paced && players.some((p) => p.control === 'computer')) return refuse(RACE_PEOPLE_ONLY(game.title));
    if (nobodyToPlay(players)) return NOBODY;
    const setup: MatchSetup<unknown> = { options: game.acrossMachines ? game.acrossMachines(parsed.output) : parsed.output, players };
    const session = GameSession.start(game, setup, seed, `${game.title} with friends`);
    const m = new Match(game, session, code, players.map(() => null), bot);
    m.playComputers();
    return m;
  }

  /** A saved game played on as a room (its log replayed and checked by the game's rules). */
  static fromSave(game: AnyGame, save: SaveEnvelope, record: MatchRecord, bot: BotFn = gameBot): Match | RuleError {
    if (nobodyToPlay(save.game.players)) return NOBODY;
    // Names as every screen shows them: a save (or an older server's room) may hold a control or
    // text-direction character in one, which new names may not (PlayerNameSchema). Its snapshot,
    // holding the old names, then gives way to the log replayed.
    const named = save.game.players.map((p, i) => ({ ...p, name: plainText(p.name).trim() || `Player ${i + 1}` }));
    if (named.some((p, i) => p.name !== save.game.players[i]?.name)) save = { ...save, snapshot: null, game: { ...save.game, players: named } };
    record = { ...record, claims: record.claims.map((c) => (c ? { ...c, name: plainText(c.name).trim() || c.name } : c)) };
    // Played on by the game's rules across machines (a game arranged at one computer, then hosted,
    // has each side arrange its own from here), unless its log so far will not replay under them.
    const apart = game.acrossMachines && isRecord(save.game.options) ? { ...save, snapshot: null, game: { ...save.game, options: game.acrossMachines(save.game.options) } } : null;
    const tried = apart ? GameSession.fromEnvelope(game, apart, null) : null;
    const r = tried?.ok ? tried : GameSession.fromEnvelope(game, save, null);
    if (!r.ok) return refuse(r.message);
    // Its log will not replay under them: begun afresh from where it stands, if the game can (an
    // Ironclads table still being arranged), rather than played on by the rule of one computer.
    const afresh = apart && !tried?.ok ? game.acrossMachinesFrom?.(r.session.state) : null;
    if (afresh) r.session = GameSession.start(game, { options: afresh, players: r.session.history.setup.players }, save.seed, r.session.name);
    // A room plays on from where the save stood: moves undone before it was saved are not kept.
    const h = r.session.history;
    r.session.history = { ...h, entries: h.entries.slice(0, h.cursor), states: h.states.slice(0, h.cursor + 1) };
    const claims = save.game.players.map((_, i) => record.claims[i] ?? null);
    const m = new Match(game, r.session, record.code, claims, bot);
    m.host = record.host ?? null;
    m.playComputers();
    return m;
  }

  get players(): SeatConfig[] {
    return this.session.players;
  }
  get at(): number {
    return this.session.history.cursor;
  }
  get record(): MatchRecord {
    return { code: this.code, claims: this.claims.map((c) => (c ? { ...c } : null)), host: this.host };
  }

  /**
   * A seat for a player by name: the seat already claimed by that name (with its key), else the
   * seat asked for or the first open human seat. `newToken` makes the key for a fresh claim.
   */
  claim(name: string, token: string | undefined, wanted: Seat | undefined, newToken: () => string): { ok: true; seat: Seat; token: string } | RuleError {
    const mine = this.claims.findIndex((c) => c !== null && c.name.toLowerCase() === name.toLowerCase());
    if (mine >= 0) {
      const c = this.claims[mine] as Claim;
      if (c.token !== token) return refuse(`The seat of ${c.name} is taken: come back from the computer you first joined from, or choose another name.`);
      return { ok: true, seat: mine, token: c.token };
    }
    const open = (s: Seat) => this.players[s]?.control === 'human' && this.claims[s] === null;
    // The seat asked for; else the open seat set up under this name; else the first open seat.
    const named = this.players.findIndex((p, s) => open(s) && p.name.toLowerCase() === name.toLowerCase());
    const seat = wanted !== undefined ? (open(wanted) ? wanted : -1) : named >= 0 ? named : this.players.findIndex((_, s) => open(s));
    if (seat < 0) return refuse(wanted !== undefined ? `Seat ${wanted + 1} is not free.` : 'Every seat at this table is taken.');
    const claim = { name, token: newToken() };
    this.claims[seat] = claim;
    this.host ??= seat;
    // The seat takes the name its player joined by: in the set-up, and in the state of a game that
    // keeps its players' names (the Free Table's and Cups of War's lines name them: "Ben put a red
    // token…"), by replaying the log from the renamed set-up, as a room opened from its save is.
    // Lines sent before stand as worded: none names a seat nobody has played yet.
    const h = this.session.history;
    const players = this.players.map((p, s) => (s === seat ? { ...p, name } : p));
    const setup = { ...h.setup, players };
    const replayed = this.players[seat]?.name === name ? null : restoreHistory(this.game, setup, h.seed, h.entries, h.cursor);
    this.session.history = replayed?.ok ? replayed.history : { ...h, setup };
    return { ok: true, seat, token: claim.token };
  }

  /**
   * A client of `seat` connected (+1) or gone (−1), at the server's time `now`. With nobody
   * connected the clocks stand (tick does nothing); the first back runs them on from where they stood.
   */
  presence(seat: Seat, delta: 1 | -1, now = 0): void {
    const before = this.anyoneConnected;
    this.connected[seat] = Math.max(0, (this.connected[seat] ?? 0) + delta);
    if (before && !this.anyoneConnected) this.awaySince = now;
    else if (!before && this.anyoneConnected && this.awaySince !== null) {
      // A request to undo still waiting has the whole wait given back when it is answered.
      if (!this.undoAsk) this.standFor(Math.max(0, now - this.awaySince));
      this.awaySince = null;
    }
  }

  /** Moves every running clock and computer beat on by `ms` that did not count (nobody here, or an undo asked). */
  private standFor(ms: number): void {
    this.since = this.since.map((t) => (t === null || t === undefined ? t : t + ms));
    for (const beat of this.beats.values()) beat.due += ms;
  }
  get anyoneConnected(): boolean {
    return this.connected.some((n) => n > 0);
  }

  /** Gives an open seat to the computer at `strength`. */
  giveToComputer(by: Seat, seat: Seat, strength: Strength): RuleError | null {
    if (this.claims[by] === null) return refuse('Only a seated player can do that.');
    const p = this.players[seat];
    if (!p) return refuse(`There is no seat ${seat + 1}.`);
    if (p.control === 'computer') return refuse(`${p.name} is already played by the computer.`);
    if (this.claims[seat] !== null) return refuse(`${this.claims[seat]?.name} holds that seat.`);
    if (!this.game.bot) return refuse(`${this.game.title} has no computer player.`);
    if (this.game.realTime && !this.game.paced) return refuse(RACE_PEOPLE_ONLY(this.game.title));
    const players = this.players.map((q, s) => (s === seat ? { ...q, control: 'computer' as const, strength } : q));
    this.session.history = { ...this.session.history, setup: { ...this.session.history.setup, players } };
    this.playComputers();
    return null;
  }

  /**
   * An action from `seat`, made at log position `at` (the last the seat had seen): checked against the game's action schema and
   * its rules (a refusal leaves everything as it was); then the computers play until a person is to.
   */
  act(seat: Seat, at: number, input: unknown, now = 0): RuleError | null {
    if (this.claims[seat] === null) return refuse('You have no seat at this table.');
    // A move made from an earlier position stands if nothing since was this seat's own: in a game of
    // simultaneous orders the other side's commit often crosses this one on the wire, and changes
    // nothing this seat knew (the rules still judge the move against the game as it is now).
    if (at > this.at || (at < this.at && this.session.log.slice(at).some((e) => e.seat === seat))) return refuse('The game has moved on since: look again and make your move.');
    if (this.undoAsk) return refuse('A request to undo is waiting for an answer.');
    const parsed = v.safeParse(this.game.actionSchema, input);
    if (!parsed.success) return refuse(`That is not a ${this.game.title} move: ${parsed.issues[0]?.message ?? 'it does not fit.'}`);
    this.clock(now);
    const started = this.since[seat];
    const action = this.game.serverTime && started !== null && started !== undefined ? (this.game.serverTime(parsed.output, now - started, this.session.state) as Action) : (parsed.output as Action);
    const r = this.session.act(action, seat);
    if (r) return r;
    this.playComputers();
    this.clock(now);
    return null;
  }

  /** Notes when each seat was called on to act (the server's clock, for real-time games' times). */
  private clock(now: number): void {
    const state = currentState(this.session.history);
    const actors = this.game.result(state) ? [] : this.game.actors(state);
    this.since = this.players.map((_, s) => (actors.includes(s) ? (this.since[s] ?? now) : null));
  }

  /**
   * The server's clock ticking (`now` in ms): a seat whose time is up (the game's `timeUp`) has the
   * game's move for it made. Returns whether anything changed.
   */
  tick(now: number): boolean {
    if (!this.game.timeUp && !this.game.paced) return false;
    // The clocks stand while a request to undo waits (nobody may move meanwhile), and while nobody
    // is connected to play (everyone away would come back to turns ended for them).
    if (this.undoAsk || !this.anyoneConnected) return false;
    this.clock(now);
    let changed = this.paceComputers(now);
    for (const [seat, started] of this.since.entries()) {
      if (started === null || started === undefined || !this.game.timeUp) continue;
      const action = this.game.timeUp(this.session.state, seat, now - started);
      if (action && !this.session.act(action, seat)) {
        changed = true;
        this.playComputers();
        this.clock(now);
      }
    }
    return changed;
  }

  /** Moves for the computer seats while only computers are to act (bounded by the log's cap). */
  private playComputers(): void {
    for (let guard = 0; guard < 100_000; guard++) {
      const seat = this.session.computerToAct();
      if (seat === null) return;
      const p = this.players[seat] as SeatConfig;
      const action = this.bot(this.game, this.game.playerView(this.session.state, seat), seat, p.strength);
      if (this.session.act(action, seat)) return;
    }
  }

  /**
   * A real-time game's computers, on their beats (the game's `paced`): each computer seat called on
   * to act moves when its beat falls, from its own view. Returns whether any moved.
   */
  private paceComputers(now: number): boolean {
    const paced = this.game.paced;
    if (!paced || this.undoAsk) return false;
    let moved = false;
    const state = currentState(this.session.history);
    const actors = this.game.result(state) ? [] : this.game.actors(state);
    for (const [seat, p] of this.players.entries()) {
      if (p.control !== 'computer' || !actors.includes(seat)) {
        this.beats.delete(seat);
        continue;
      }
      const beat = this.beats.get(seat) ?? { due: now + paced.beatMs(p.strength), idle: 0 };
      this.beats.set(seat, beat);
      if (now < beat.due) continue;
      const r = paced.move(this.game.playerView(this.session.state, seat), seat, p.strength, beat.idle);
      this.beats.set(seat, { due: now + paced.beatMs(p.strength), idle: r.idle });
      if (r.action) {
        const started = this.since[seat];
        const action = this.game.serverTime && started !== null && started !== undefined ? (this.game.serverTime(r.action, now - started, this.session.state) as Action) : (r.action as Action);
        if (!this.session.act(action, seat)) {
          moved = true;
          this.clock(now);
        }
      }
    }
    return moved;
  }

  /**
   * Whether `seat` could ask to take back a move now: the game's undo rules allow a step back, and
   * the move is its own (the others are asked about "their last move").
   */
  canUndo(seat: Seat): boolean {
    return this.claims[seat] !== null && this.undoAsk === null && this.session.canUndo && this.session.log.at(-1)?.seat === seat && !this.game.result(this.session.state);
  }

  /**
   * `seat` asks to undo; agreed at once when no other person is at the table. Those who have left
   * it are not asked: a request waiting on someone gone would hold every move at the table until
   * they came back. (One who leaves once asked is still asked when they return.)
   */
  askUndo(seat: Seat, now = 0): RuleError | null {
    if (!this.canUndo(seat)) return refuse(this.undoAsk ? 'A request to undo is already waiting.' : 'There is nothing of yours to take back now.');
    const here = (s: Seat) => this.claims[s] !== null && this.players[s]?.control === 'human' && (this.connected[s] ?? 0) > 0;
    const waiting = new Set(this.players.flatMap((_, s) => (s !== seat && here(s) ? [s] : [])));
    this.undoAsk = { by: seat, waiting, since: now };
    if (waiting.size === 0) this.finishUndo(true, now);
    return null;
  }

  /** Another seat's answer; any no turns the request down. Returns whether the undo happened. */
  answerUndo(seat: Seat, yes: boolean, now = 0): boolean | RuleError {
    const ask = this.undoAsk;
    if (!ask || !ask.waiting.has(seat)) return refuse('No request to undo is waiting for you.');
    if (!yes) {
      this.finishUndo(false, now);
      return false;
    }
    ask.waiting.delete(seat);
    if (ask.waiting.size > 0) return false;
    this.finishUndo(true, now);
    return true;
  }

  private finishUndo(agreed: boolean, now: number): void {
    const ask = this.undoAsk;
    this.undoAsk = null;
    // The clocks stood while it waited: each seat called on to act has the time the wait took back.
    const waited = ask ? Math.max(0, now - ask.since) : 0;
    this.standFor(waited);
    if (!agreed) return;
    this.session.undo();
    // Across machines what is undone is gone: no redo, so the log is the game.
    const h = this.session.history;
    this.session.history = { ...h, entries: h.entries.slice(0, h.cursor), states: h.states.slice(0, h.cursor + 1) };
  }

  get pendingUndo(): Seat | null {
    return this.undoAsk?.by ?? null;
  }

  seats(): SeatInfo[] {
    return this.players.map((p, s) => ({
      name: this.claims[s]?.name ?? p.name,
      control: p.control,
      strength: p.strength,
      open: p.control === 'human' && this.claims[s] === null,
      connected: p.control === 'computer' || (this.connected[s] ?? 0) > 0,
    }));
  }

  /** The log's lines from `from` on, as every seat may read them (never an action). */
  lines(from: number): Line[] {
    // Plain text: a line made from a game's own options (a ship's name) reaches every screen.
    return this.session.log.slice(from).map((e) => ({ seat: e.seat, text: plainText(e.text), events: e.events }));
  }

  /**
   * What `seat` is sent: the log from `from` (clamped to what exists) and its view now; in a game
   * whose clocks are the server's, given the time `now`, how long each seat has been called on.
   */
  updateFor(seat: Seat, from: number, now?: number): Update {
    const start = Math.min(Math.max(0, from), this.at);
    const state = currentState(this.session.history);
    const timed = now !== undefined && (!!this.game.timeUp || !!this.game.serverTime);
    return {
      ...(timed ? { clocks: this.clocksAt(now) } : {}),
      from: start,
      lines: this.lines(start),
      at: this.at,
      view: this.game.playerView(state, seat),
      actors: [...this.game.actors(state)],
      result: this.game.result(state),
      players: this.seats(),
      undoAsk: this.pendingUndo,
      canUndo: this.canUndo(seat),
      next: this.next,
    };
  }

  /** How long (ms) each seat has been called on to act at `now`, the clocks standing while an undo waits; null when not to act. */
  private clocksAt(now: number): (number | null)[] {
    const at = this.undoAsk ? this.undoAsk.since : now;
    return this.players.map((_, s) => {
      const t = this.since[s];
      return t === null || t === undefined ? null : Math.max(0, at - t);
    });
  }

  /**
   * The player holding the seat `token` proves has opened another game, in room `code`, once this
   * one is over: the others here are told, to join it. False (nothing changes) for a key that holds
   * no seat here, or a game still in play.
   */
  nextGame(token: string, code: string): boolean {
    const by = this.claims.findIndex((c) => c?.token === token);
    if (by < 0 || !this.game.result(this.session.state)) return false;
    this.next = { code, by };
    return true;
  }

  welcome(seat: Seat): Welcome {
    return { code: this.code, seat, token: this.claims[seat]?.token ?? '', game: { id: this.game.id, title: this.game.title, options: this.session.history.setup.options }, players: this.seats(), host: this.host };
  }

  /**
   * The match as an ordinary save for the player who opened the room. A save holds the whole game
   * (every hand, the dice to come), so it is the host's alone, and only where the game lets undo
   * stop (never with one side's secret orders in and the other's not).
   */
  saveFor(seat: Seat, appVersion: string, savedAt: Date, name?: string): { ok: true; save: SaveEnvelope } | RuleError {
    if (seat !== this.host) {
      // Who that is, and that the game is not lost to the one asking: the room keeps it.
      const who = this.host === null ? null : this.claims[this.host]?.name;
      return refuse(
        `Only ${who ? `${who}, who opened the room,` : 'the player who opened the room'} can keep this game as a save: a save shows every side’s secrets. The room keeps it: join room ${this.code} again to play on from where it stands.`,
      );
    }
    const state = currentState(this.session.history);
    if (this.game.undoPoint && !this.game.undoPoint(state)) return refuse('Save once every side has given its orders for this phase: a save now would hold orders still secret.');
    return { ok: true, save: this.toSave(appVersion, savedAt, name) };
  }

  /** The match as an ordinary save (what the server keeps while nobody is here). */
  toSave(appVersion: string, savedAt: Date, name?: string): SaveEnvelope {
    if (name) this.session.name = name;
    return this.session.toEnvelope(appVersion, savedAt);
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
