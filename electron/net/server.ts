// The Muster server: Colyseus with its WebSocket transport, one room type ('muster') whose rooms
// each hold one game (muster-room.ts). The desktop app starts it in its main process to host a
// game; `npm run server` starts it anywhere (cli.ts). Everything it needs is handed in, so tests
// run it on the loopback address with their own store and generators.
import { randomBytes, randomInt } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Server, type Presence, type matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import * as v from 'valibot';
import writeFileAtomic from 'write-file-atomic';
import { WebSocket } from 'ws';
import express from 'express';
import { MAX_SAVE_BYTES } from '../../renderer/contract/save-format';
import { MAX_MESSAGE_BYTES, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, ROOM_NAME, RoomCodeSchema } from '../../renderer/contract/net';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { musterRoom, type RoomDeps, type RoomStore } from './muster-room';
import { ADDRESS_REQUESTS, Buckets, type BucketLimit } from './rate-limit';
import type { MatchRecord } from '../../renderer/net/match';
import { ISOLATION_HEADERS } from '../isolation';

export interface ServerConfig extends Omit<RoomDeps, 'newCode' | 'newToken' | 'newSeed'> {
  port: number;
  /** How often one address may ask for rooms (ADDRESS_REQUESTS; tests make it small, or large). */
  addressRequests?: BucketLimit;
  /** The largest request body taken (MAX_REQUEST_BYTES; tests make it small). */
  maxRequestBytes?: number;
  /** The address to listen on: 127.0.0.1 for tests, 0.0.0.0 to let friends on the network in. */
  host: string;
  /** Several processes sharing rooms (Colyseus's Redis presence and driver), when given. */
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  /** The address other processes reach this one by (several processes only). */
  publicAddress?: string;
  newCode?: () => string;
  newToken?: () => string;
  newSeed?: () => number;
  /**
   * A folder of the built page (out/renderer) to serve beside the rooms: friends then play in a
   * browser from this server's address, with nothing to install (`npm run server -- --app out/renderer`).
   */
  appDir?: string;
}

export interface RunningServer {
  port: number;
  host: string;
  close(): Promise<void>;
}

export const newRoomCode = (): string => Array.from({ length: ROOM_CODE_LENGTH }, () => ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)]).join('');
export const newSeatToken = (): string => randomBytes(18).toString('base64url');
export const newSeed = (): number => randomInt(0, 2 ** 31 - 1);

/** Resolves when `port` can be listened on at `host` (and lets it go again); rejects with the reason otherwise. */
export function probePort(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Why a port cannot be listened on, in a player's words. */
export function portProblem(port: number, e: NodeJS.ErrnoException): string {
  if (e.code === 'EADDRINUSE') return `Port ${port} is already in use on this computer (by another program, or another Muster): choose another port to host on.`;
  if (e.code === 'EACCES') return `This computer does not let Muster use port ${port}: choose another port, from 1024 to 65535.`;
  return `Muster could not host on port ${port}: ${e.message}.`;
}

/** The listening error, said in words, its code kept. */
const portError = (port: number, e: NodeJS.ErrnoException): Error => Object.assign(new Error(portProblem(port, e)), { code: e.code });

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  // Colyseus waits for 'listening' only (a port in use would leave it waiting for ever), and its
  // match-maker is one per process: the port is tried first, before anything of Colyseus starts.
  if (config.port !== 0) await probePort(config.port, config.host).catch((e: NodeJS.ErrnoException) => Promise.reject(portError(config.port, e)));
  // Colyseus reads the WebSocket class from the global scope (Node 22 has it, as has Electron's
  // Node); on Node 20 (the tests, `npm run server`) it is the same class from ws.
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
  const transport = new WebSocketTransport({ maxPayload: MAX_MESSAGE_BYTES });
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...(config.presence ? { presence: config.presence } : {}),
    ...(config.driver ? { driver: config.driver } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    // The page is served cross-origin isolated, as the app serves it, so computer players thinking in
    // a friend's browser give way to its table's frames too (renderer/app/frame-hold.ts).
    ...(config.appDir
      ? { express: (app: express.Application) => void app.use(express.static(config.appDir as string, { index: 'index.html', fallthrough: true, setHeaders: (res) => res.set(ISOLATION_HEADERS) })) }
      : {}),
  });
  const deps: RoomDeps = {
    ...config,
    newCode: config.newCode ?? newRoomCode,
    newToken: config.newToken ?? newSeatToken,
    newSeed: config.newSeed ?? newSeed,
  };
  server.define(ROOM_NAME, musterRoom(deps));
  await new Promise<void>((resolve, reject) => {
    // Taken between the probe and now: said, not waited on.
    const failed = (e: NodeJS.ErrnoException) => reject(portError(config.port, e));
    transport.server?.once('error', failed);
    server.listen(config.port, config.host).then(() => {
      transport.server?.off('error', failed);
      resolve();
    }, reject);
  });
  if (transport.server) limitRoomRequests(transport.server, new Buckets(config.addressRequests ?? ADDRESS_REQUESTS, () => Date.now()), config.maxRequestBytes ?? MAX_REQUEST_BYTES);
  const address = transport.server?.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    port,
    host: config.host,
    close: () => server.gracefullyShutdown(false),
  };
}

/** Said to an address asking for rooms faster than the server hosts them. */
export const ROOMS_TOO_OFTEN = 'This server is asked for rooms too often from your address: wait a few seconds, then try again.';

/**
 * The largest request body the server takes: the largest save it hosts (MAX_SAVE_BYTES characters)
 * as a JSON string in UTF-8 (a character at most three bytes, or two escaped), with room for the
 * rest of the request. Anything bigger is refused before it is read.
 */
export const MAX_REQUEST_BYTES = 3 * MAX_SAVE_BYTES + MAX_MESSAGE_BYTES;

/** Said to a request whose body is bigger than any save the server hosts. */
export const REQUEST_TOO_LARGE = `This request is too large for this server: a game to host may be at most ${MAX_SAVE_BYTES / (1024 * 1024)} MB.`;

/** Said to a request for a kind of room this server does not host. */
export const unknownRoomKind = (kind: string): string => `This server hosts Muster games only: it has no rooms of the kind "${kind.slice(0, 40)}".`;

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** How long a refused connection stays open after its answer, for the asker to read it. */
const LINGER_MS = 2_000;

/**
 * Answers with `status` and the reason as Colyseus's own errors are said, and closes the connection
 * as web servers do ("lingering close"): the answer goes out and this side is closed, but the socket
 * itself goes only once the asker closes theirs, or after LINGER_MS. Destroyed as soon as the answer
 * was out, with a body still arriving (a save too large, being uploaded), it reset the connection,
 * and an asker that had not read the answer yet lost it: a dropped connection instead of the reason.
 * What the body still carries is read and dropped by Node meanwhile (or left unread where the
 * reading was stopped: a chunked body cut off), never handed on.
 */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, error: string, extra: Record<string, string> = {}): void {
  if (res.headersSent) return void req.destroy();
  const body = JSON.stringify({ code: status, error });
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close', 'access-control-allow-origin': '*', ...extra });
  // Node ends a `connection: close` answer with the socket's destroySoon: this side closed, then destroyed at once.
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
  res.end(body);
}

/**
 * Bounds how often one address may ask for rooms (hosting, joining: /matchmake/...), before the
 * request's body is read: a request costs a token, and another for each megabyte it says it
 * carries (a save to host). Refused with 429 and the reason, as Colyseus's own errors are said.
 * A body bigger than `maxBytes` is refused with 413 first (a refusal costs no token): a declared
 * Content-Length before anything is read, a chunked body as soon as it grows past it (Colyseus
 * reads a body whole, unbounded, before its router sees the request).
 * Colyseus's listeners (its router, its reading of bodies) run after, in their order, for the rest.
 */
function limitRoomRequests(http: HttpServer, buckets: Buckets, maxBytes: number): void {
  const listeners = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const bytes = Number(req.headers['content-length']) || 0;
    if (bytes > maxBytes) return refuse(req, res, 413, REQUEST_TOO_LARGE);
    // A kind of room other than Muster's (create, join or joinOrCreate name a kind; joinById and
    // reconnect a room): Colyseus answered 520, a server's error, for the asker's mistake.
    const kind = req.method === 'POST' ? /^\/matchmake\/(?:create|join|joinOrCreate)\/([^/?#]+)/.exec(req.url ?? '')?.[1] : undefined;
    if (kind !== undefined && kind !== ROOM_NAME) return refuse(req, res, 404, unknownRoomKind(safeDecode(kind)));
    if (req.method === 'POST' && req.url?.startsWith('/matchmake/') && !buckets.take(req.socket.remoteAddress ?? '', 1 + Math.floor(bytes / (1024 * 1024)))) {
      return refuse(req, res, 429, ROOMS_TOO_OFTEN, { 'retry-after': '5' });
    }
    if (req.headers['transfer-encoding'] !== undefined) {
      // A body of no declared length is counted as it comes, and cut off past the bound.
      let seen = 0;
      const count = (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > maxBytes) {
          req.off('data', count);
          req.pause();
          refuse(req, res, 413, REQUEST_TOO_LARGE);
        }
      };
      req.on('data', count);
    }
    for (const listener of listeners) listener.call(http, req, res);
  });
}

const RecordSchema = v.object({
  code: RoomCodeSchema,
  claims: v.array(v.nullable(v.object({ name: v.string(), token: v.string() }))),
  host: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
});

/** The port a kept room's server was hosted on, as its seats file notes it. */
const HostedOnSchema = v.object({ hostedOn: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535)) });

/** A room kept in a rooms folder, with the port it was hosted on when the store that kept it knew it. */
export interface KeptRoom {
  save: string;
  record: MatchRecord;
  hostedOn?: number;
}

/** A rooms folder: its rooms come back with the port they were hosted on, where it was noted. */
export interface FileRoomStore extends RoomStore {
  load(code: string): Promise<KeptRoom | null>;
}

/**
 * Rooms kept as files in `dir`: `<code>.muster` (an ordinary save) and `<code>.seats.json` (who
 * holds each seat), each written atomically (write-file-atomic: a whole new file or the old one).
 * `hostedOn`: the port of the server keeping them, noted in the seats file, so the desktop app
 * opens a room it kept again on the port its friends were given (electron/net/gateway.ts).
 */
export function fileRoomStore(dir: string, hostedOn?: number): FileRoomStore {
  const path = (code: string, ext: string) => join(dir, `${code}${ext}`);
  const write = (file: string, text: string) => writeFileAtomic(file, text, 'utf8');
  return {
    async load(code) {
      const c = v.safeParse(RoomCodeSchema, code);
      if (!c.success) return null;
      try {
        const [save, seats] = await Promise.all([readFile(path(c.output, '.muster'), 'utf8'), readFile(path(c.output, '.seats.json'), 'utf8')]);
        const json: unknown = JSON.parse(seats);
        const record = v.safeParse(RecordSchema, json);
        if (!record.success) return null;
        const where = v.safeParse(HostedOnSchema, json);
        return { save, record: record.output as MatchRecord, ...(where.success ? { hostedOn: where.output.hostedOn } : {}) };
      } catch {
        return null;
      }
    },
    async store(code, save, record) {
      await mkdir(dir, { recursive: true });
      // The save first: seats without their game would open nothing.
      await write(path(code, '.muster'), save);
      await write(path(code, '.seats.json'), JSON.stringify(hostedOn === undefined ? record : { ...record, hostedOn }));
    },
  };
}

/** A store in memory (tests, and a server told to keep nothing on disk). */
export function memoryRoomStore(): RoomStore & { rooms: Map<string, { save: string; record: MatchRecord }> } {
  const rooms = new Map<string, { save: string; record: MatchRecord }>();
  return {
    rooms,
    load: async (code) => rooms.get(code) ?? null,
    store: async (code, save, record) => void rooms.set(code, { save, record: structuredClone(record) }),
  };
}
