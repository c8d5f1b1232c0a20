// The desktop app's side of the bridge's net methods (renderer/contract/bridge.ts): each window
// holds at most one seat at a remote table (a NetLink, run here in the main process, its events
// sent to that window only), and the app runs at most one Muster server of its own, started the
// first time a window hosts without an address and kept for everyone at its tables until the app
// quits. The IPC gateway (electron/ipc.ts) has already checked who asked and what they sent.
//
// Everything outside is handed in (the server, the machine's addresses, how an event reaches a
// window), so the tests run it on the loopback address with fakes where they need them.
import type { NetworkInterfaceInfo } from 'node:os';
import { DEFAULT_PORT, serverUrl, type ActReply } from '../../renderer/contract/net';
import type { NetEvent, NetOpen, NetOpened, NetSend } from '../../renderer/contract/bridge';
import type { Action } from '../../renderer/engine/game';
import { RULES } from '../../renderer/games/rules-registry';
import { NetLink, type Located } from '../../renderer/net/link';
import { fileRoomStore, type RunningServer, type ServerConfig, portProblem, probePort } from './server';

/** Where the app's own server listens: every network the computer is on, so friends can reach it. */
export const LISTEN_HOST = '0.0.0.0';
/** How long a server may take to start before the player is told it did not. */
export const START_TIMEOUT_MS = 15_000;

export const JOIN_NEEDS_ADDRESS = 'Type the address of the computer hosting the game.';
export const NOT_SEATED = 'You are not at a remote table.';
export const CLOSING = 'Muster is closing.';

export interface NetGatewayDeps<S> {
  startServer(config: ServerConfig): Promise<RunningServer>;
  appVersion: string;
  /** Where the app's server keeps the rooms nobody is in. */
  roomsDir: string;
  /**
   * The built page (out/renderer), which the app's server also serves: a friend without Muster
   * plays in a browser from the address the host gives.
   */
  appDir?: string;
  /** The computer's addresses on its networks (IPv4, not loopback): what a friend types, with the port. */
  networkAddresses(): string[];
  /** Delivers an event to one window (main drops it when the window is gone). */
  send(sender: S, event: NetEvent): void;
  log?(line: string): void;
  /**
   * Rejects with the listening error (EADDRINUSE, EACCES...) when `port` cannot be listened on at
   * `host`. Colyseus's listen never settles when the port is taken, so the gateway asks first.
   */
  probePort?(port: number, host: string): Promise<void>;
  startTimeoutMs?: number;
}

export interface NetGateway<S> {
  open(sender: S, request: NetOpen): Promise<NetOpened>;
  act(sender: S, action: Action): Promise<ActReply>;
  send(sender: S, message: NetSend): void;
  saveText(sender: S, name?: string): Promise<{ ok: true; text: string } | { ok: false; message: string }>;
  /** The window leaves its table (the app's server keeps running for the others). */
  close(sender: S): Promise<void>;
  /** The window is gone (closed, or its page reloaded): it leaves its table and is forgotten. */
  forget(sender: S): Promise<void>;
  /** The app is quitting: every window leaves its table, and the app's server closes (keeping its rooms). */
  shutdown(): Promise<void>;
}

/** A window's seat: its link, its event subscription, and its opens and closes run one at a time. */
interface Seat {
  link: NetLink;
  off: () => void;
  queue: Promise<unknown>;
}

type Hosting = { ok: true; server: RunningServer } | { ok: false; message: string };

/** The app's server: the port it was asked for, and how its start went (never rejects). */
interface Local {
  port: number;
  ready: Promise<Hosting>;
}

export function createNetGateway<S>(deps: NetGatewayDeps<S>): NetGateway<S> {
  const log = (line: string): void => deps.log?.(line);
  const probe = deps.probePort ?? probePort;
  const seats = new Map<S, Seat>();
  const rooms = fileRoomStore(deps.roomsDir);
  let local: Local | null = null;
  let shut = false;

  const here = (port: number): Located => {
    const lan = deps.networkAddresses();
    return {
      ok: true,
      url: `ws://127.0.0.1:${port}`,
      addresses: lan.length > 0 ? lan.map((a) => `${a}:${port}`) : [`127.0.0.1:${port}`],
    };
  };

  async function start(port: number): Promise<Hosting> {
    try {
      await probe(port, LISTEN_HOST);
      const server = await within(
        // Each room it keeps notes the port: reopened here, it comes back where its players look for it.
        deps.startServer({ port, host: LISTEN_HOST, games: RULES, store: fileRoomStore(deps.roomsDir, port), appVersion: deps.appVersion, log, ...(deps.appDir ? { appDir: deps.appDir } : {}) }),
        deps.startTimeoutMs ?? START_TIMEOUT_MS,
        // Should it start after all, nobody can use it: close it.
        (late) => void late.close().catch(() => undefined),
      );
      if (shut) {
        await server.close().catch(() => undefined);
        return { ok: false, message: CLOSING };
      }
      log(`Hosting games on port ${server.port}.`);
      return { ok: true, server };
    } catch (error) {
      log(`The server did not start on port ${port}: ${errorText(error)}`);
      return { ok: false, message: hostingFailure(port, error) };
    }
  }

  /** The app's server on `port`, started if none runs; refused when it already runs on another. */
  async function hostOn(port: number): Promise<Hosting> {
    if (shut) return { ok: false, message: CLOSING };
    const current = local;
    if (current) {
      const r = await current.ready;
      if (r.ok) return port === current.port || port === r.server.port ? r : { ok: false, message: alreadyHosting(r.server.port) };
      // That start failed (and cleared itself): the same port fails the same way; another may do.
      if (port === current.port) return r;
      return hostOn(port);
    }
    const entry: Local = {
      port,
      ready: start(port).then((r) => {
        if (!r.ok && local === entry) local = null;
        return r;
      }),
    };
    local = entry;
    return entry.ready;
  }

  /** Whether `address` (host:port, as a player types it) is this computer. */
  const isOwn = (address: string): boolean => {
    const name = address.replace(/:\d{1,5}$/, '').replace(/^\[(.*)\]$/, '$1').toLowerCase();
    return name === 'localhost' || name === '::1' || name.startsWith('127.') || deps.networkAddresses().includes(name);
  };
  const portIn = (address: string): number => Number(/:(\d{1,5})$/.exec(address)?.[1] ?? DEFAULT_PORT);

  /**
   * A room this computer hosted and kept (Muster quit while it was played), joined again at this
   * computer's own address (or none) while nothing is hosted here: the server starts again, and
   * joining opens the room from where it was kept. Null when that is not the case. The server
   * starts on the port the room was hosted on, whatever port the Join window had (2567 unless
   * another was typed): the friends were given that one, and come back to it. A room kept with no
   * port noted (by an older Muster) starts on the port typed.
   */
  async function reopenHere(request: NetOpen): Promise<Located | null> {
    if (request.kind !== 'join' || local || (request.address !== undefined && !isOwn(request.address))) return null;
    const kept = await rooms.load(request.code).catch(() => null);
    if (!kept) return null;
    const started = await hostOn(kept.hostedOn ?? (request.address === undefined ? DEFAULT_PORT : portIn(request.address)));
    return started.ok ? here(started.server.port) : started;
  }

  async function locate(request: NetOpen): Promise<Located> {
    const reopened = await reopenHere(request);
    if (reopened) return reopened;
    if (request.address !== undefined) return { ok: true, url: serverUrl(request.address), addresses: [request.address] };
    if (request.kind === 'join') {
      const r = local ? await local.ready : null;
      return r?.ok ? here(r.server.port) : { ok: false, message: JOIN_NEEDS_ADDRESS };
    }
    const r = await hostOn(request.port ?? DEFAULT_PORT);
    return r.ok ? here(r.server.port) : r;
  }

  function deliver(sender: S, event: NetEvent): void {
    try {
      deps.send(sender, event);
    } catch (error) {
      log(`A table's event did not reach its window: ${errorText(error)}`);
    }
  }

  const seatOf = (sender: S): Seat => {
    let seat = seats.get(sender);
    if (!seat) {
      const link = new NetLink(locate);
      seat = { link, off: link.onEvent((event) => deliver(sender, event)), queue: Promise.resolve() };
      seats.set(sender, seat);
    }
    return seat;
  };

  /** Runs `task` after the seat's earlier opens and closes: two quick clicks never hold two tables. */
  const inTurn = <T>(seat: Seat, task: () => Promise<T>): Promise<T> => {
    const run = seat.queue.then(task, task);
    seat.queue = run.catch(() => undefined);
    return run;
  };

  function leave(sender: S): Promise<void> {
    const seat = seats.get(sender);
    if (!seat) return Promise.resolve();
    seats.delete(sender);
    seat.off();
    return inTurn(seat, () => seat.link.close());
  }

  return {
    open(sender, request) {
      if (shut) return Promise.resolve({ ok: false, message: CLOSING });
      const seat = seatOf(sender);
      return inTurn(seat, () => seat.link.open(request));
    },
    async act(sender, action) {
      return (await seats.get(sender)?.link.act(action)) ?? { ok: false, message: NOT_SEATED };
    },
    send(sender, message) {
      seats.get(sender)?.link.send(message);
    },
    async saveText(sender, name) {
      return (await seats.get(sender)?.link.saveText(name)) ?? { ok: false, message: NOT_SEATED };
    },
    async close(sender) {
      const seat = seats.get(sender);
      if (seat) await inTurn(seat, () => seat.link.close());
    },
    forget: leave,
    async shutdown() {
      shut = true;
      await Promise.allSettled([...seats.keys()].map(leave));
      const current = local;
      local = null;
      const r = await current?.ready;
      if (r?.ok) {
        await r.server.close().catch((error: unknown) => log(`The server did not close cleanly: ${errorText(error)}`));
      }
    },
  };
}

/** The computer's IPv4 addresses on its networks (not loopback), from os.networkInterfaces(). */
export function lanAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  return Object.values(interfaces).flatMap((list) =>
    (list ?? []).filter((a) => (a.family === 'IPv4' || (a.family as unknown) === 4) && !a.internal).map((a) => a.address),
  );
}

/** `promise`, or a rejection after `ms`; `late` gets what it resolves to after that. */
function within<T>(promise: Promise<T>, ms: number, late: (value: T) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reject(new Error('it did not start in time'));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        if (timedOut) late(value);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const alreadyHosting = (port: number): string =>
  `Muster is already hosting on port ${port}: host this game on port ${port} too (the server runs until Muster quits).`;

/** Why the server did not start, in a player's words. */
function hostingFailure(port: number, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return portProblem(port, error as NodeJS.ErrnoException);
  return `Muster could not host on port ${port}: ${errorText(error)}.`;
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
