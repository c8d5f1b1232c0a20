// One game in play across machines: a Colyseus room around a Match (renderer/net/match.ts). The
// room trusts nothing from a client: every message is checked against its schema
// (renderer/contract/net.ts) and the game's own action schema; a client acts only for the seat it
// claimed; message size (the transport's maxPayload) and rate (maxMessagesPerSecond) are bounded,
// and so is how often a client may ask for the game so far (a token bucket, rate-limit.ts);
// a client that sends what no schema allows is dropped with the reason, and the room goes on as it
// was. Each client is sent only its seat's view and the log's lines (Match.updateFor).
//
// A room with nobody in it is written to the store (its save and its seats' claims) and closed; a
// player coming back with its code opens it again from there.
import { Room, ServerError, matchMaker, type Client } from '@colyseus/core';
import * as v from 'valibot';
import type { AnyGame, Seat, Strength } from '../../renderer/engine/game';
import {
  CLOSE_FORBIDDEN,
  CLOSE_MALFORMED,
  ClientMessages,
  HostOptionsSchema,
  JoinOptionsSchema,
  MAX_MESSAGES_PER_SECOND,
  RECONNECT_SECONDS,
  RoomCodeSchema,
  SeatTokenSchema,
  SEAT_RESERVATION_SECONDS,
  type ActReply,
  type SaveReply,
  type ClientMessageType,
} from '../../renderer/contract/net';
import { readSave, writeSaveText } from '../../renderer/contract/save-format';
import { Match, type BotFn, type MatchRecord } from '../../renderer/net/match';
import { ROOM_REQUESTS, TokenBucket, type BucketLimit } from './rate-limit';

/** Where rooms nobody is in wait for their players: one record per room code. */
export interface RoomStore {
  load(code: string): Promise<{ save: string; record: MatchRecord } | null>;
  store(code: string, save: string, record: MatchRecord): Promise<void>;
}

/** What a room needs from its server (handed in, so tests give their own). */
export interface RoomDeps {
  games: Readonly<Record<string, AnyGame>>;
  store: RoomStore;
  appVersion: string;
  newCode(): string;
  newToken(): string;
  newSeed(): number;
  bot?: BotFn;
  /** How long a dropped player's seat is held while others play on (seconds). */
  reconnectSeconds?: number;
  /** The server's clock in ms (Date.now; tests hand their own). */
  now?(): number;
  /** Messages a client may send a second (MAX_MESSAGES_PER_SECOND; tests of whole games between computers raise it). */
  maxMessagesPerSecond?: number;
  /** How often a client may ask for the game so far (ROOM_REQUESTS; tests make it small). */
  roomRequests?: BucketLimit;
  /** How often a room in play is written to the store when it has changed (ms; SNAPSHOT_MS). */
  snapshotMs?: number;
  log?(line: string): void;
}

interface Seated {
  seat: Seat;
  /** The log position this client has been sent up to. */
  at: number;
  /** What it may still ask for of the game so far (a sync, a save): see rate-limit.ts. */
  asks: TokenBucket;
}

/** Said to a player asking for a room of a game this server does not have. */
export const unknownGame = (id: string): string => `This server has no game "${id}": it may be an older Muster than yours.`;

/** Said to a client asking for the game so far faster than the room sends it. */
export const ASKED_TOO_OFTEN = 'You asked for the game so far too often: wait a moment, and it is sent as it moves on.';
/** Save pressed faster than the room's bucket refills (each save sends the game so far). */
export const SAVED_TOO_OFTEN = 'Saved too often: wait a few seconds, then save again.';
/** A request for the game so far costs a token, and another for every hundred log lines it sends. */
const askCost = (lines: number): number => 1 + Math.floor(Math.max(0, lines) / 100);

const issue = (issues: readonly { message: string }[]) => issues[0]?.message ?? 'it does not fit.';

/**
 * Why options to host a room do not fit, as a sentence: a mangled game id named as such, else the
 * first problem of the kind of hosting they are for (a new game, a save, a room kept), with where
 * it lies (the union alone said "Invalid type: Expected Object but received Object").
 */
function hostProblem(raw: unknown, issues: readonly v.BaseIssue<unknown>[]): string {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const game = o.host && typeof o.host === 'object' ? (o.host as Record<string, unknown>).game : undefined;
  if (typeof game === 'string' && !/^[a-z0-9-]{1,40}$/.test(game)) return `"${game.slice(0, 40)}" is not the name of a game this server knows.`;
  const kind = HostOptionsSchema.options.find((b) => Object.keys(b.entries).some((k) => k !== 'name' && k !== 'seat' && k in o));
  const first = (kind ? v.safeParse(kind, raw).issues?.[0] : undefined) ?? issues[0];
  if (!first) return 'the request does not fit.';
  const where = v.getDotPath(first);
  const said = first.message.replace(/\.?$/, '.');
  return where ? `${where} does not fit (${said.slice(0, -1)}).` : said;
}

/** How often a real-time game's clocks are looked at (ms). */
const TICK_MS = 250;
/**
 * How often a room in play is written to the store, when it has changed (ms): a server killed
 * outright loses at most the last moments of each game, not everything since its room was last
 * empty. A write is the save's text (a few to a few hundred kB), atomically.
 */
export const SNAPSHOT_MS = 2_000;

/** The room class for a server with `deps`. */
export function musterRoom(deps: RoomDeps) {
  const now = deps.now ?? (() => Date.now());
  return class MusterRoom extends Room {
    match!: Match;
    override maxMessagesPerSecond = deps.maxMessagesPerSecond ?? MAX_MESSAGES_PER_SECOND;
    /** The clients counted as present (joined or reconnected, not yet dropped or gone). */
    private present = new Set<string>();
    override patchRate = null;
    override seatReservationTimeout = SEAT_RESERVATION_SECONDS;
    override autoDispose = true;
    /** Changes to the room (each one sent to its clients), and the last of them written to the store. */
    private revision = 0;
    private keptRevision = -1;
    /** The store's writes, one after another, so an older one never lands over a newer. */
    private writing: Promise<void> = Promise.resolve();

    override async onCreate(raw: unknown): Promise<void> {
      const parsed = v.safeParse(HostOptionsSchema, raw);
      // Refusals here answer the HTTP request that asked for the room: their codes are HTTP
      // statuses (a WebSocket close code, 4400, made Colyseus's router throw a RangeError and answer 500).
      if (!parsed.success) throw new ServerError(400, `The room cannot be opened: ${hostProblem(raw, parsed.issues)}`);
      const o = parsed.output;
      let match: Match | { ok: false; message: string };
      if ('reopen' in o) {
        const kept = await deps.store.load(o.reopen);
        if (!kept) throw new ServerError(404, `No game waits under the code ${o.reopen}.`);
        match = this.fromSaveText(kept.save, `room ${o.reopen}`, kept.record);
      } else if ('save' in o) {
        match = this.fromSaveText(o.save, 'the save', { code: deps.newCode(), claims: [] });
      } else {
        const game = deps.games[o.host.game];
        if (!game) throw new ServerError(404, unknownGame(o.host.game));
        match = Match.start(game, o.host.options, o.host.players, deps.newSeed(), deps.newCode(), deps.bot);
      }
      if (!(match instanceof Match)) throw new ServerError(422, match.message);
      this.match = match;
      this.roomId = match.code;
      this.maxClients = 16;
      this.registerMessages();
      // A real-time game's clocks are the server's: a seat out of time has the game's move made for
      // it, and the computers' hands move on their beats.
      if (match.game.timeUp || match.game.paced) this.clock.setInterval(() => this.match.tick(now()) && this.sendAll(), TICK_MS);
      // The room in play, written to the store as it goes (see SNAPSHOT_MS).
      this.clock.setInterval(() => void this.keep(false), deps.snapshotMs ?? SNAPSHOT_MS);
      deps.log?.(`room ${match.code}: ${match.game.title}, ${match.at} moves`);
      // Another battle after one played out here: the players still in that room are told where it is.
      if ('host' in o && o.after) {
        const { code, token } = o.after;
        matchMaker.remoteRoomCall(code, 'nextGame', [token, match.code]).catch(() => deps.log?.(`room ${match.code}: room ${code}, which it follows, is not open`));
      }
    }

    /**
     * A player at this table (the seat `token` proves) has opened another game in room `code`, this
     * one being over: everyone here is told, to join it. Called by that room (remoteRoomCall, so
     * from another process too); its arguments are checked again here.
     */
    nextGame(token: unknown, code: unknown): boolean {
      if (!v.is(SeatTokenSchema, token) || !v.is(RoomCodeSchema, code) || !this.match.nextGame(token, code)) return false;
      this.sendAll();
      return true;
    }

    private fromSaveText(text: string, label: string, record: MatchRecord): Match | { ok: false; message: string } {
      const read = readSave(text, label);
      if (!read.ok) return { ok: false, message: read.message };
      const game = deps.games[read.save.game.id];
      if (!game) return { ok: false, message: unknownGame(read.save.game.id) };
      return Match.fromSave(game, read.save, record, deps.bot);
    }

    override onJoin(client: Client, raw: unknown): void {
      // The host's options carry more (the game); a player joining gives a name, a seat and a key.
      const parsed = v.safeParse(JoinOptionsSchema, pick(raw, ['name', 'seat', 'token']));
      if (!parsed.success) throw new ServerError(CLOSE_MALFORMED, issue(parsed.issues));
      const r = this.match.claim(parsed.output.name, parsed.output.token, parsed.output.seat, deps.newToken);
      if (!r.ok) throw new ServerError(CLOSE_FORBIDDEN, r.message);
      client.userData = { seat: r.seat, at: 0, asks: new TokenBucket(deps.roomRequests ?? ROOM_REQUESTS, now) } satisfies Seated;
      this.arrive(client);
      client.send('welcome', this.match.welcome(r.seat));
      this.sendUpdate(client, 0);
      this.sendAll();
    }

    /** Counts a client in (once). */
    private arrive(client: Client): void {
      const seated = client.userData as Seated | undefined;
      if (!seated || this.present.has(client.sessionId)) return;
      this.present.add(client.sessionId);
      this.match.presence(seated.seat, 1, now());
    }
    /** Counts a client out (once), whether it dropped or left. */
    private depart(client: Client): void {
      const seated = client.userData as Seated | undefined;
      if (!seated || !this.present.delete(client.sessionId)) return;
      this.match.presence(seated.seat, -1, now());
    }

    override async onDrop(client: Client): Promise<void> {
      this.depart(client);
      this.sendAll();
      if (!this.match.anyoneConnected) await this.keep();
      try {
        await this.allowReconnection(client, deps.reconnectSeconds ?? RECONNECT_SECONDS);
      } catch {
        // Gone for good: the seat stays theirs by name and key, to come back to later.
      }
    }

    override onReconnect(client: Client): void {
      this.arrive(client);
      // The client says what it has ('sync'); until then it is told who is here.
      this.sendAll();
    }

    override async onLeave(client: Client): Promise<void> {
      // A drop already counted this client out; a client leaving by choice is counted out here.
      this.depart(client);
      this.sendAll();
      if (!this.match.anyoneConnected) await this.keep();
    }

    override async onDispose(): Promise<void> {
      await this.keep();
    }

    /**
     * Writes the room to the store when it has changed since it was last written: its save and its
     * seats' claims (`said`: the server's log says so; not for the snapshots taken in play). Not a
     * room nobody ever sat at (its host refused a seat, or a create request whose client never came):
     * there is no game in it to come back to, and a flood of such requests would fill the folder.
     */
    private async keep(said = true): Promise<void> {
      if (this.keptRevision === this.revision || !this.match || !this.match.claims.some((c) => c !== null)) return;
      this.keptRevision = this.revision;
      const { code, at } = this.match;
      const save = writeSaveText(this.match.toSave(deps.appVersion, new Date(), `Room ${code}`));
      const record = this.match.record;
      const write = this.writing.then(() => deps.store.store(code, save, record));
      this.writing = write.catch((error: unknown) => deps.log?.(`room ${code} could not be kept: ${error instanceof Error ? error.message : String(error)}`));
      if (said) {
        await write;
        deps.log?.(`room ${code} kept, ${at} moves`);
      } else await this.writing;
    }

    private registerMessages(): void {
      const on = <K extends ClientMessageType>(type: K, handle: (client: Client, seat: Seat, m: v.InferOutput<(typeof ClientMessages)[K]>) => unknown) => {
        this.onMessage(type, (client: Client, raw: unknown) => {
          const seated = client.userData as Seated | undefined;
          if (!seated) return drop(client, CLOSE_FORBIDDEN, 'You have no seat at this table.');
          const parsed = v.safeParse(ClientMessages[type], raw);
          if (!parsed.success) return drop(client, CLOSE_MALFORMED, `A "${type}" message that does not fit: ${issue(parsed.issues)}`);
          return handle(client, seated.seat, parsed.output);
        });
      };
      on('act', (client, seat, m): ActReply => {
        // Where the move will stand: at the end of the log as it is now, which is later than where
        // the client sent it from when another seat's move crossed it on the wire.
        const stands = this.match.at;
        const refused = this.match.act(seat, m.at, m.action, now());
        if (refused) {
          // A stale view is the likeliest cause: the client is brought up to date.
          this.sendUpdate(client, (client.userData as Seated).at);
          return { ok: false, message: refused.message };
        }
        this.sendAll({ client, mine: stands });
        return { ok: true, at: this.match.at };
      });
      on('sync', (client, _seat, m) => {
        // Every line from `at` on is sent again: asked as fast as a client can, that is the server's whole time.
        if (!this.mayAsk(client, this.match.at - m.at)) return client.send('notice', { text: ASKED_TOO_OFTEN });
        return this.sendUpdate(client, m.at);
      });
      on('undo', (client, seat) => {
        const r = this.match.askUndo(seat, now());
        if (r) client.send('notice', { text: r.message });
        this.sendAll();
      });
      on('undo-answer', (client, seat, m) => {
        const by = this.match.pendingUndo;
        const r = this.match.answerUndo(seat, m.yes, now());
        if (typeof r === 'object') client.send('notice', { text: r.message });
        else if (!m.yes && by !== null) this.toSeat(by, `${this.match.seats()[seat]?.name ?? 'The other player'} would rather play on.`);
        this.sendAll();
      });
      on('computer', (client, seat, m) => {
        const r = this.match.giveToComputer(seat, m.seat, m.strength as Strength);
        if (r) client.send('notice', { text: r.message });
        this.sendAll();
      });
      on('save', (client, seat, m): SaveReply => {
        if (!this.mayAsk(client, this.match.at)) return { ok: false, message: SAVED_TOO_OFTEN };
        const r = this.match.saveFor(seat, deps.appVersion, new Date(), m.name ?? `Room ${this.match.code}`);
        return r.ok ? { ok: true, text: writeSaveText(r.save) } : r;
      });
      // Any other message is one no Muster client sends.
      this.onMessage('*', (client: Client, type: string | number) => drop(client, CLOSE_MALFORMED, `"${String(type).slice(0, 40)}" is not a Muster message.`));
    }

    /** Whether `client` may be sent `lines` of the game so far now (its bucket pays for them). */
    private mayAsk(client: Client, lines: number): boolean {
      const seated = client.userData as Seated;
      seated.asks ??= new TokenBucket(deps.roomRequests ?? ROOM_REQUESTS, now);
      return seated.asks.take(askCost(lines));
    }

    private toSeat(seat: Seat, text: string): void {
      for (const c of this.clients) if ((c.userData as Seated | undefined)?.seat === seat) c.send('notice', { text });
    }

    /** Sends `client` the log from `from` and its view (and where its own move just taken stands); remembers how far it has been sent. */
    private sendUpdate(client: Client, from: number, mine?: number): void {
      const seated = client.userData as Seated | undefined;
      if (!seated) return;
      const u = this.match.updateFor(seated.seat, from, now());
      seated.at = u.at;
      client.send('update', mine === undefined ? u : { ...u, mine });
    }

    /** Every client brought up to date from where each was; `moved`, the client whose move was just taken, told where it stands. */
    private sendAll(moved?: { client: Client; mine: number }): void {
      // Every change is sent to everyone: the store is behind it until the next snapshot.
      this.revision++;
      for (const c of this.clients) this.sendUpdate(c, (c.userData as Seated | undefined)?.at ?? 0, c === moved?.client ? moved.mine : undefined);
    }
  };
}

function drop(client: Client, code: number, reason: string): void {
  client.leave(code, reason);
}

function pick(raw: unknown, keys: readonly string[]): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null) return {};
  const out: Record<string, unknown> = {};
  for (const k of keys) if (k in raw) out[k] = (raw as Record<string, unknown>)[k];
  return out;
}
