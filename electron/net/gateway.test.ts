// The desktop app's net gateway with a real Muster server on the loopback address: one window hosts
// (the app starts its server), another joins it, each plays a Tiny 18c move from its own view, and
// each hears only its own table. Then what goes wrong: a second port, a port in use, a server that
// never starts, a join with nowhere to go; and leaving, a window closing, and the app quitting.
// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RULES } from '../../renderer/games/rules-registry';
import { RemoteTable } from '../../renderer/net/remote';
import { DEFAULT_PORT, type HostOptions, type Line, type Update } from '../../renderer/contract/net';
import type { NetEvent, NetOpen } from '../../renderer/contract/bridge';
import type { Action, SeatConfig } from '../../renderer/engine/game';
import { CLOSING, JOIN_NEEDS_ADDRESS, NOT_SEATED, createNetGateway, lanAddresses, type NetGateway, type NetGatewayDeps } from './gateway';
import { startServer, type RunningServer, type ServerConfig, probePort } from './server';

/** A window, as the gateway sees it: something to tell apart. */
interface Window {
  name: string;
}
const anne: Window = { name: 'Anne' };
const ben: Window = { name: 'Ben' };
const carl: Window = { name: 'Carl' };

const game = RULES['tiny-18c']!;
const humans = (...names: string[]): SeatConfig[] => names.map((name) => ({ name, control: 'human', strength: 'normal' }));
const hostNew: HostOptions = { name: 'Anne', host: { game: game.id, options: game.defaultOptions, players: humans('Anne', 'Ben') } };
const host = (port?: number): NetOpen => ({ kind: 'host', ...(port === undefined ? {} : { port }), options: hostNew });
const join = (code: string, name = 'Ben', address?: string): NetOpen => ({ kind: 'join', ...(address ? { address } : {}), code, options: { name } });

let roomsDir: string;
beforeAll(async () => {
  roomsDir = await mkdtemp(path.join(os.tmpdir(), 'muster-gateway-'));
});
afterAll(async () => {
  await rm(roomsDir, { recursive: true, force: true });
});

/** Every gateway a test made, shut down after it. */
const made: NetGateway<Window>[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((g) => g.shutdown()));
});

/**
 * A gateway whose server is the real one, kept on the loopback address: it listens on 127.0.0.1 on a
 * port of the system's choosing whatever the gateway asks (the configs it asked with are kept).
 */
function setup(over: Partial<NetGatewayDeps<Window>> = {}) {
  const events = new Map<Window, NetEvent[]>([
    [anne, []],
    [ben, []],
    [carl, []],
  ]);
  const asked: ServerConfig[] = [];
  const servers: RunningServer[] = [];
  const deps: NetGatewayDeps<Window> = {
    startServer: vi.fn(async (config: ServerConfig) => {
      asked.push(config);
      const server = await startServer({ ...config, host: '127.0.0.1', port: 0 });
      servers.push(server);
      return server;
    }),
    appVersion: '0.1.0',
    roomsDir,
    networkAddresses: () => ['192.168.1.20', '10.0.0.7'],
    send: (window, event) => events.get(window)?.push(event),
    probePort: async () => undefined,
    ...over,
  };
  const gateway = createNetGateway(deps);
  made.push(gateway);
  return { gateway, deps, events, asked, servers };
}

type Events = Map<Window, NetEvent[]>;
const updates = (events: Events, w: Window): Update[] =>
  (events.get(w) ?? []).flatMap((e) => (e.kind === 'update' ? [e.update] : []));
const latest = (events: Events, w: Window): Update | undefined => updates(events, w).at(-1);
/** The log's lines as a window holds them: each update's lines replace those from its `from` on. */
const logOf = (events: Events, w: Window): Line[] => updates(events, w).reduce<Line[]>((lines, u) => [...lines.slice(0, u.from), ...u.lines], []);

/** Waits until `check` holds (the events arrive from the server in their own time). */
async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A free port on the loopback address (free a moment ago). */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/**
 * A room Anne hosted (on `port`, else the default) and Ben joined, kept in the rooms folder when
 * Muster quit mid-game; what hosting it answered.
 */
async function keptRoom(port?: number) {
  const first = setup();
  const hosted = await first.gateway.open(anne, host(port));
  if (!hosted.ok) throw new Error(hosted.message);
  const joined = await first.gateway.open(ben, join(hosted.welcome.code));
  if (!joined.ok) throw new Error(joined.message);
  await until(() => latest(first.events, ben) !== undefined, 'Ben to see the table');
  await first.gateway.shutdown();
  await until(() => existsSync(path.join(roomsDir, `${hosted.welcome.code}.muster`)), 'the room to be kept');
  return hosted;
}

describe('the net gateway', () => {
  it('hosts on this computer, a second window joins it, each plays a Tiny 18c move, and each hears only its own table', async () => {
    const { gateway, events, asked, servers } = setup();
    const hosted = await gateway.open(anne, host());
    if (!hosted.ok) throw new Error(hosted.message);
    // The app's server: every network, the default port, the app's games and its rooms folder.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ port: DEFAULT_PORT, host: '0.0.0.0', games: RULES, appVersion: '0.1.0' });
    expect(asked[0]?.store).toEqual({ load: expect.any(Function), store: expect.any(Function) });
    const port = servers[0]!.port;
    expect(hosted.addresses).toEqual([`192.168.1.20:${port}`, `10.0.0.7:${port}`]);
    expect(hosted.welcome).toMatchObject({ seat: 0, game: { id: 'tiny-18c' } });

    // Ben joins the game hosted here without typing an address.
    const joined = await gateway.open(ben, join(hosted.welcome.code));
    if (!joined.ok) throw new Error(joined.message);
    expect(joined.welcome).toMatchObject({ seat: 1, code: hosted.welcome.code });
    expect(joined.addresses).toEqual(hosted.addresses);
    expect(asked).toHaveLength(1);

    /** `window` (at `seat`) plays the computer's easy move from its own view, and both windows hear of it. */
    const move = async (window: Window, seat: number): Promise<void> => {
      await until(() => !!latest(events, window)?.actors.includes(seat), `${window.name} to be asked to act`);
      const now = latest(events, window)!;
      const action = game.bot!(now.view, seat, 'easy') as Action;
      expect(await gateway.act(window, action), JSON.stringify(action)).toEqual({ ok: true, at: now.at + 1 });
      await until(() => [anne, ben].every((w) => (latest(events, w)?.at ?? 0) > now.at), 'both windows to hear of the move');
    };
    await move(anne, 0);

    // Anne asks to take her move back and Ben says no: the answer's notice reaches Anne alone.
    expect(latest(events, anne)?.canUndo).toBe(true);
    gateway.send(anne, { type: 'undo' });
    await until(() => latest(events, ben)?.undoAsk === 0, 'Ben to hear the request');
    gateway.send(ben, { type: 'undo-answer', yes: false });
    await until(() => latest(events, anne)?.undoAsk === null && latest(events, ben)?.undoAsk === null, 'the request to be answered');
    await until(() => !!events.get(anne)?.some((e) => e.kind === 'notice'), 'Anne to hear the answer');
    expect(events.get(anne)?.filter((e) => e.kind === 'notice')).toEqual([{ kind: 'notice', text: 'Ben would rather play on.' }]);

    await move(ben, 1);
    expect(latest(events, anne)?.at).toBe(2);
    // Each window's log, from its own updates: the same two moves, Anne's then Ben's.
    for (const window of [anne, ben]) expect(logOf(events, window).map((l) => l.seat)).toEqual([0, 1]);
    // Nothing for one window went to the other: no notice for Ben, and nothing at all for Carl's
    // window, which sits at no table (and cannot act there).
    expect(events.get(ben)?.some((e) => e.kind === 'notice')).toBe(false);
    expect(events.get(carl)).toEqual([]);
    expect(await gateway.act(carl, { type: 'orders' })).toEqual({ ok: false, message: NOT_SEATED });
    expect(await gateway.saveText(carl)).toEqual({ ok: false, message: NOT_SEATED });
    gateway.send(carl, { type: 'undo' });

    const saved = await gateway.saveText(anne, 'Siege');
    if (!saved.ok) throw new Error(saved.message);
    expect(JSON.parse(saved.text)).toMatchObject({ name: 'Siege', game: { id: 'tiny-18c' } });
  }, 30_000);

  it('refuses a second host on another port, naming the port that hosts; on the same port both games share the server', async () => {
    const { gateway, deps, servers } = setup();
    const first = await gateway.open(anne, host());
    expect(first.ok).toBe(true);
    const port = servers[0]!.port;
    const other = await gateway.open(ben, host(3000));
    expect(other).toEqual({ ok: false, message: expect.stringContaining(`already hosting on port ${port}`) });
    const same = await gateway.open(ben, host(DEFAULT_PORT));
    if (!same.ok || !first.ok) throw new Error('not hosted');
    expect(same.welcome.code).not.toBe(first.welcome.code);
    expect(deps.startServer).toHaveBeenCalledTimes(1);
  });

  it('two windows hosting at once start one server between them', async () => {
    const { gateway, deps } = setup();
    const [a, b] = await Promise.all([gateway.open(anne, host()), gateway.open(ben, host())]);
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(deps.startServer).toHaveBeenCalledTimes(1);
  });

  it('plays at the address it is given, starting nothing here', async () => {
    const elsewhere = await startServer({ port: 0, host: '127.0.0.1', games: RULES, store: { load: async () => null, store: async () => undefined }, appVersion: '0.1.0' });
    try {
      const { gateway, deps } = setup();
      const address = `127.0.0.1:${elsewhere.port}`;
      const hosted = await gateway.open(anne, { ...host(), address });
      if (!hosted.ok) throw new Error(hosted.message);
      expect(hosted.addresses).toEqual([address]);
      const joined = await gateway.open(ben, join(hosted.welcome.code, 'Ben', address));
      expect(joined).toMatchObject({ ok: true, welcome: { seat: 1 }, addresses: [address] });
      expect(deps.startServer).not.toHaveBeenCalled();
      await Promise.all([gateway.close(anne), gateway.close(ben)]);
    } finally {
      await elsewhere.close();
    }
  });

  it('asks for an address to join when nothing is hosted here', async () => {
    const { gateway, deps } = setup();
    expect(await gateway.open(ben, join('K7M2PQ'))).toEqual({ ok: false, message: JOIN_NEEDS_ADDRESS });
    expect(deps.startServer).not.toHaveBeenCalled();
  });

  it('gives the loopback address to share when the computer is on no network', async () => {
    const { gateway, servers } = setup({ networkAddresses: () => [] });
    const hosted = await gateway.open(anne, host());
    expect(hosted).toMatchObject({ ok: true, addresses: [`127.0.0.1:${servers[0]!.port}`] });
  });

  it('says in words, naming the port, when the port is in use, and hosts on another afterwards', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    try {
      const log = vi.fn();
      // The real probe and the real server, on the loopback address and the port asked for.
      const { gateway } = setup({
        probePort: (port) => probePort(port, '127.0.0.1'),
        startServer: (config) => startServer({ ...config, host: '127.0.0.1' }),
        log,
      });
      expect(await gateway.open(anne, host(taken))).toEqual({
        ok: false,
        message: `Port ${taken} is already in use on this computer (by another program, or another Muster): choose another port to host on.`,
      });
      expect(log).toHaveBeenCalledWith(expect.stringContaining('EADDRINUSE'));
      const port = await freePort();
      expect(await gateway.open(anne, host(port))).toMatchObject({ ok: true, addresses: [`192.168.1.20:${port}`, `10.0.0.7:${port}`] });
    } finally {
      blocker.close();
    }
  });

  it('turns a server that fails or never starts into a message, and tries again next time', async () => {
    const failures: (() => Promise<RunningServer>)[] = [
      () => Promise.reject(Object.assign(new Error('listen EACCES: permission denied 0.0.0.0:2567'), { code: 'EACCES' })),
      () => Promise.reject(new Error('no more sockets')),
      () => new Promise<RunningServer>(() => undefined),
    ];
    const startServer = vi.fn(() => failures.shift()?.() ?? Promise.reject(new Error('unexpected')));
    const { gateway } = setup({ startServer, startTimeoutMs: 50 });
    expect(await gateway.open(anne, host())).toEqual({ ok: false, message: 'This computer does not let Muster use port 2567: choose another port, from 1024 to 65535.' });
    expect(await gateway.open(anne, host())).toEqual({ ok: false, message: 'Muster could not host on port 2567: no more sockets.' });
    expect(await gateway.open(anne, host())).toEqual({ ok: false, message: 'Muster could not host on port 2567: it did not start in time.' });
    expect(startServer).toHaveBeenCalledTimes(3);
    // Nothing is hosted, so there is nothing to join.
    expect(await gateway.open(ben, join('K7M2PQ'))).toEqual({ ok: false, message: JOIN_NEEDS_ADDRESS });
  });

  it('closing leaves the table; forgetting a window leaves it and stops its events, even while it is opening one', async () => {
    const { gateway, events } = setup();
    const kept = (code: string) => existsSync(path.join(roomsDir, `${code}.muster`));
    const hosted = await gateway.open(anne, host());
    if (!hosted.ok) throw new Error(hosted.message);
    const joined = await gateway.open(ben, join(hosted.welcome.code));
    if (!joined.ok) throw new Error(joined.message);
    await until(() => latest(events, ben) !== undefined, 'Ben to see the table');

    await gateway.close(ben);
    expect(await gateway.act(ben, { type: 'orders' })).toEqual({ ok: false, message: NOT_SEATED });
    expect(await gateway.saveText(ben)).toEqual({ ok: false, message: NOT_SEATED });
    // No word of his own leaving reaches Ben.
    expect(events.get(ben)?.some((e) => e.kind === 'closed')).toBe(false);

    // Ben comes back to his seat with his key; then both windows close: nobody is left in the
    // room, so the server keeps it in the rooms folder.
    expect(await gateway.open(ben, { kind: 'join', code: hosted.welcome.code, options: { name: 'Ben', token: joined.welcome.token } })).toMatchObject({
      ok: true,
      welcome: { seat: 1 },
    });
    await Promise.all([gateway.forget(ben), gateway.forget(anne)]);
    await until(() => kept(hosted.welcome.code), 'the empty room to be kept');
    expect(await gateway.act(ben, { type: 'orders' })).toEqual({ ok: false, message: NOT_SEATED });

    // Anne's window closes while it is still opening a table: the table opens, and is left at once.
    const opening = gateway.open(anne, host());
    const forgetting = gateway.forget(anne);
    const late = await opening;
    if (!late.ok) throw new Error(late.message);
    await forgetting;
    const heard = events.get(anne)!.length;
    expect(await gateway.act(anne, { type: 'orders' })).toEqual({ ok: false, message: NOT_SEATED });
    await until(() => kept(late.welcome.code), 'the room Anne left at once to be kept');
    expect(events.get(anne)).toHaveLength(heard);
  }, 30_000);

  it("a room kept when Muster quit mid-game opens again when its host joins it by its code at this computer's address: the server starts again for it", async () => {
    // Muster quits on Anne's computer mid-game: the room is kept in its rooms folder.
    const hosted = await keptRoom();
    // Muster again, nothing hosted yet: Anne joins her room by its code, and is back at her seat.
    const again = setup();
    // (A code kept nowhere here still needs an address, and starts nothing.)
    expect(await again.gateway.open(carl, join('K7M2PQ'))).toEqual({ ok: false, message: JOIN_NEEDS_ADDRESS });
    expect(again.deps.startServer).not.toHaveBeenCalled();
    // Nor does a kept room asked for at another computer's address.
    const elsewhere = await again.gateway.open(carl, join(hosted.welcome.code, 'Carl', 'nowhere.invalid:2567'));
    expect(elsewhere).toMatchObject({ ok: false });
    expect(again.deps.startServer).not.toHaveBeenCalled();
    // Anne types her own address (as the Join window asks in the app) and is back at her seat.
    const back = await again.gateway.open(anne, { kind: 'join', address: '192.168.1.20:2567', code: hosted.welcome.code, options: { name: 'Anne', token: hosted.welcome.token } });
    expect(back).toMatchObject({ ok: true, welcome: { code: hosted.welcome.code, seat: 0 } });
    expect(again.deps.startServer).toHaveBeenCalledTimes(1);
    expect(again.asked[0]?.port).toBe(2567);
  });

  it('a kept room opens again on the port it was hosted on, not the port the Join window had (2567 unless another was typed)', async () => {
    const hosted = await keptRoom(2570);
    // Anne joins it at her own address with the Join window's port: it comes back where Ben will look for it.
    const again = setup();
    const back = await again.gateway.open(anne, { kind: 'join', address: '192.168.1.20:2567', code: hosted.welcome.code, options: { name: 'Anne', token: hosted.welcome.token } });
    expect(back).toMatchObject({ ok: true, welcome: { code: hosted.welcome.code, seat: 0 } });
    expect(again.asked.map((c) => c.port)).toEqual([2570]);
    // So too with no port typed at all, on a third start.
    await again.gateway.shutdown();
    const third = setup();
    const once = await third.gateway.open(anne, { kind: 'join', address: '192.168.1.20', code: hosted.welcome.code, options: { name: 'Anne', token: hosted.welcome.token } });
    expect(once).toMatchObject({ ok: true, welcome: { seat: 0 } });
    expect(third.asked.map((c) => c.port)).toEqual([2570]);
    // A room kept by an older Muster, with no port noted: it starts on the port typed, as it did.
    await third.gateway.shutdown();
    const seatsFile = path.join(roomsDir, `${hosted.welcome.code}.seats.json`);
    const { hostedOn, ...seats } = JSON.parse(await readFile(seatsFile, 'utf8')) as { hostedOn?: number };
    expect(hostedOn).toBe(2570);
    await writeFile(seatsFile, JSON.stringify(seats));
    const older = setup();
    const typed = await older.gateway.open(anne, { kind: 'join', address: '192.168.1.20:2580', code: hosted.welcome.code, options: { name: 'Anne', token: hosted.welcome.token } });
    expect(typed).toMatchObject({ ok: true, welcome: { seat: 0 } });
    expect(older.asked.map((c) => c.port)).toEqual([2580]);
  });

  it('on quitting, leaves every table and closes the server; nothing opens after', async () => {
    const { gateway, servers } = setup();
    const hosted = await gateway.open(anne, host());
    if (!hosted.ok) throw new Error(hosted.message);
    const close = vi.spyOn(servers[0]!, 'close');
    await gateway.shutdown();
    expect(close).toHaveBeenCalledTimes(1);
    await expect(RemoteTable.join(`ws://127.0.0.1:${servers[0]!.port}`, hosted.welcome.code, { name: 'Ben' })).rejects.toThrow();
    expect(await gateway.open(anne, host())).toEqual({ ok: false, message: CLOSING });
    expect(await gateway.act(anne, { type: 'orders' })).toEqual({ ok: false, message: NOT_SEATED });
  });
});

describe('lanAddresses', () => {
  it("lists the computer's IPv4 addresses on its networks, not loopback nor IPv6", () => {
    const v4 = (address: string, internal = false) => ({ address, netmask: '255.255.255.0', family: 'IPv4' as const, mac: '00:00:00:00:00:00', internal, cidr: null });
    const v6 = { address: 'fe80::1', netmask: 'ffff::', family: 'IPv6' as const, mac: '00:00:00:00:00:00', internal: false, cidr: null, scopeid: 1 };
    expect(lanAddresses({ lo: [v4('127.0.0.1', true)], eth0: [v4('192.168.1.20'), v6], wlan0: [v4('10.0.0.7')], down: undefined })).toEqual(['192.168.1.20', '10.0.0.7']);
    expect(lanAddresses({ lo: [v4('127.0.0.1', true)] })).toEqual([]);
  });
});

describe('probePort', () => {
  it('resolves for a free port (and lets it go), rejects with the reason for one in use', async () => {
    const port = await freePort();
    await expect(probePort(port, '127.0.0.1')).resolves.toBeUndefined();
    await expect(probePort(port, '127.0.0.1')).resolves.toBeUndefined();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      await expect(probePort(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      blocker.close();
    }
  });
});
