// Play across machines: what a Muster client and a Muster server (electron/net/) say to each other
// through a Colyseus room. Everything a client sends is checked against these schemas by the
// server before anything else reads it; a message that fails is answered by dropping the client
// with the reason. What the server sends is typed here for the client (renderer/net/remote.ts).
//
// The server holds the seed, the whole state and the log; a client only ever receives its own
// seat's player view and the log's lines (who, the words, the dice): never another seat's action,
// hand or orders, nor the generator's state.
import * as v from 'valibot';
import type { GameEvent, GameResult, Seat, Strength } from '../engine/game';
import { garbles } from '../engine/limits';

/** The room type every Muster game is played in. */
export const ROOM_NAME = 'muster';
/** The port a host offers by default. */
export const DEFAULT_PORT = 2567;
/** A room's code: six letters and digits, none that read alike (no 0/O, 1/I/L). */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ROOM_CODE_LENGTH = 6;
export const RoomCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`), `A room code is ${ROOM_CODE_LENGTH} letters and digits.`),
);
/** The largest message a client may send (a Cups of War shake's landings are the biggest action). */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** Messages a client may send a second before it is dropped. */
export const MAX_MESSAGES_PER_SECOND = 40;
/** How long a dropped player's seat waits for them while others are still in the room. */
export const RECONNECT_SECONDS = 10 * 60;
/** How long the room waits for a client to complete joining. */
export const SEAT_RESERVATION_SECONDS = 15;

// Close codes the server drops a client with (4000–4999 are the application's).
export const CLOSE_MALFORMED = 4400;
export const CLOSE_FORBIDDEN = 4403;

// Control characters and text-direction overrides (GARBLING) would garble the other players' screens.
const noControl = (what: string) => v.check((text: string) => !garbles(text), `${what} cannot hold control characters.`);

export const PlayerNameSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'A player needs a name.'), v.maxLength(40, 'A name can be at most 40 characters.'), noControl('A name'));
/** The secret that proves a seat is yours when you come back (given when you first claim it). */
export const SeatTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'That seat key is not valid.'));
const SeatSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7));
const StrengthSchema = v.picklist(['easy', 'normal', 'hard']);

const SeatConfigSchema = v.object({
  name: PlayerNameSchema,
  control: v.picklist(['human', 'computer']),
  strength: StrengthSchema,
});

/** Joining a room: who you are, the seat you want (else the first free one), and your key when coming back. */
export const JoinOptionsSchema = v.object({
  name: PlayerNameSchema,
  seat: v.optional(SeatSchema),
  token: v.optional(SeatTokenSchema),
});
export type JoinOptions = v.InferOutput<typeof JoinOptionsSchema>;

/** Hosting a room: a new game (the server draws the seed), or a saved game's text to play on. */
export const HostOptionsSchema = v.union([
  v.object({
    name: PlayerNameSchema,
    seat: v.optional(SeatSchema),
    host: v.object({
      game: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'The game id is not valid.')),
      options: v.unknown(),
      players: v.pipe(v.array(SeatConfigSchema), v.minLength(1), v.maxLength(8)),
    }),
    /**
     * Another game after one played out in room `code` (its "Another battle"), by the player holding
     * the seat `token` proves: that room's players are told this room's code, to join it.
     */
    after: v.optional(v.object({ code: RoomCodeSchema, token: SeatTokenSchema })),
  }),
  v.object({ name: PlayerNameSchema, seat: v.optional(SeatSchema), save: v.pipe(v.string(), v.maxLength(16 * 1024 * 1024)) }),
  /** A room saved while nobody was in it, opened again by its code. */
  v.object({ name: PlayerNameSchema, seat: v.optional(SeatSchema), token: v.optional(SeatTokenSchema), reopen: RoomCodeSchema }),
]);
export type HostOptions = v.InferOutput<typeof HostOptionsSchema>;

/** Client to server, by message type. */
export const ClientMessages = {
  /** An action for your seat, made from the log position `at` (a move from a stale view is refused). */
  act: v.object({ at: v.pipe(v.number(), v.integer(), v.minValue(0)), action: v.looseObject({ type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) }) }),
  /** What you have: the server answers with the log from there on and your view. */
  sync: v.object({ at: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  /** Ask the others to let you take back your last move. */
  undo: v.object({}),
  /** Answer another player's request to undo. */
  'undo-answer': v.object({ yes: v.boolean() }),
  /** Give an empty seat to the computer. */
  computer: v.object({ seat: SeatSchema, strength: StrengthSchema }),
  /** The room as an ordinary save's text (for the host to keep as a .muster file). */
  save: v.object({ name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80), noControl('A save name'))) }),
} as const;
export type ClientMessageType = keyof typeof ClientMessages;

/** A seat as the players see it: who holds it and whether they are here. */
export interface SeatInfo {
  name: string;
  control: 'human' | 'computer';
  strength: Strength;
  /** A human seat nobody has claimed yet. */
  open: boolean;
  connected: boolean;
}

/** One line of the log as every seat may read it: who acted, in words, with its dice and notes. */
export interface Line {
  seat: Seat;
  text: string;
  events: GameEvent[];
}

/** Sent to one client: the log from `from` on (its lines replace any it held from there), and its view now. */
export interface Update<S = unknown> {
  from: number;
  lines: Line[];
  /** The log position now: `from + lines.length`. */
  at: number;
  view: S;
  actors: Seat[];
  result: GameResult | null;
  players: SeatInfo[];
  /** A request to undo waiting for answers: who asked. */
  undoAsk: Seat | null;
  /** Whether your seat could ask to undo now (the game's undo rules allow it). */
  canUndo: boolean;
  /** Once the game is over: another game of the same set-up that a player here has opened (its room code, who opened it); absent from older servers. */
  next?: NextGame | null;
  /**
   * Sent only to the client whose move was just taken, in the update that carries it: the log
   * position it stands at. When another seat's move crossed it on the wire, that one stands first,
   * not at the position this client sent it from. Absent from older servers.
   */
  mine?: number;
  /**
   * In a game whose clocks are the server's (Cups of War's turns, a race's times): how long each
   * seat has been called on to act, in ms by the server's clock as this update left it (null: not
   * to act), standing while a request to undo waits. A table counts on from it, so a reload or a
   * window opened over the table does not set its clock apart from the server's. Absent otherwise
   * and from older servers.
   */
  clocks?: (number | null)[];
}

/** Another game after this one, opened by a player at this table: the room to join. */
export interface NextGame {
  code: string;
  by: Seat;
}

/** Sent once on joining: the room, your seat and the key to come back to it. */
export interface Welcome {
  code: string;
  seat: Seat;
  token: string;
  game: { id: string; title: string; options: unknown };
  players: SeatInfo[];
  /** The seat of the player who opened the room (the one who may keep it as a save); absent from older servers. */
  host?: Seat | null;
}

/** The answer to a `save` request: the room as a save's text, or why not. */
export type SaveReply = { ok: true; text: string } | { ok: false; message: string };

/** The answer to an `act` request. */
export type ActReply = { ok: true; at: number } | { ok: false; message: string };



/** A server's address as a player types it: host:port (a name, an IPv4 address, or [IPv6]). */
export const ServerAddressSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(260),
  v.regex(/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/, 'A server address is a name or number, then a colon and the port: 192.168.1.20:2567.'),
);
const PortSchema = v.pipe(v.number(), v.integer(), v.minValue(1024, 'Choose a port from 1024 to 65535.'), v.maxValue(65535, 'Choose a port from 1024 to 65535.'));

/** What the page may ask its host to open (the bridge's NetOpen), checked where it arrives. */
export const NetOpenSchema = v.variant('kind', [
  v.object({ kind: v.literal('host'), address: v.optional(ServerAddressSchema), port: v.optional(PortSchema), options: HostOptionsSchema }),
  v.object({ kind: v.literal('join'), address: v.optional(ServerAddressSchema), code: RoomCodeSchema, options: JoinOptionsSchema }),
]);
/** What the page may send to its room without an answer (the bridge's NetSend). */
export const NetSendSchema = v.variant('type', [
  v.object({ type: v.literal('undo') }),
  v.object({ type: v.literal('undo-answer'), yes: v.boolean() }),
  v.object({ type: v.literal('computer'), seat: SeatSchema, strength: StrengthSchema }),
]);
export const NetActionSchema = ClientMessages.act.entries.action;
export const NetSaveNameSchema = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80), noControl('A save name')));

/** The WebSocket URL of a server address ("192.168.1.20:2567"), the default port when none is given. */
export function serverUrl(address: string, secure = false): string {
  const withPort = /:\d{1,5}$/.test(address) ? address : `${address}:${DEFAULT_PORT}`;
  return `${secure ? 'wss' : 'ws'}://${withPort}`;
}
