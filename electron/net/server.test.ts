// The Muster server on the loopback address, with headless clients (the same RemoteTable the app
// uses): whole games across the network, hidden orders kept hidden in the frames themselves,
// forged and malformed messages refused with the room unchanged, a dropped client back in its
// seat, and a room nobody is in kept and opened again as it was.
// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpack } from 'msgpackr';
import { RULES } from '../../renderer/games/rules-registry';
import { RemoteTable } from '../../renderer/net/remote';
import { CLOSE_MALFORMED, MAX_MESSAGE_BYTES, type Update } from '../../renderer/contract/net';
import type { Action, AnyGame } from '../../renderer/engine/game';
import { humans, seatedPair } from '../testing/net';
import { memoryRoomStore, startServer, type RunningServer } from './server';

const store = memoryRoomStore();
const LIMIT = 400;
/** Rooms asked for from the loopback address as fast as the tests go (rate-limit.test.ts tests the bound). */
const MANY = { burst: 10_000, perSecond: 10_000 };
let server: RunningServer;
let url: string;
let seed = 1000;

beforeAll(async () => {
  // Whole games between computers send far more moves a second than people do: the limit is raised here (and tested at that).
  server = await startServer({ port: 0, host: '127.0.0.1', games: RULES, store, appVersion: '0.1.0', newSeed: () => seed++, reconnectSeconds: 5, maxMessagesPerSecond: LIMIT, addressRequests: MANY });
  url = `ws://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server.close();
});


/** Every frame a client receives, as bytes, from now on. */
function tapFrames(t: RemoteTable): Uint8Array[] {
  const frames: Uint8Array[] = [];
  const events = t.room.connection.events as { onmessage?: (e: MessageEvent) => void };
  const inner = events.onmessage;
  events.onmessage = (e: MessageEvent) => {
    frames.push(new Uint8Array(e.data as ArrayBuffer));
    inner?.(e);
  };
  return frames;
}

/** A seat's move from its own view: the game's computer player at easy. */
const botMove = (game: AnyGame, t: RemoteTable): Action => game.bot!(t.update!.view, t.seat, 'easy') as Action;

/** Plays a whole game between two remote seats, each moving when the server says it is to act. */
async function playOut(game: AnyGame, a: RemoteTable, b: RemoteTable, onMove?: (mover: RemoteTable, action: Action) => Promise<void>): Promise<Update> {
  for (let n = 0; n < 5000; n++) {
    const u = a.update!;
    if (u.result) return u;
    const mover = [a, b].find((t) => t.update!.actors.includes(t.seat) && t.update!.at === u.at);
    if (!mover) {
      await Promise.race([a.next((x) => x.at > u.at), b.next((x) => x.at > u.at)]);
      continue;
    }
    const action = botMove(game, mover);
    const reply = await mover.act(action);
    expect(reply, JSON.stringify(action)).toMatchObject({ ok: true });
    await onMove?.(mover, action);
    await Promise.all([a.next((x) => x.at >= (reply as { at: number }).at), b.next((x) => x.at >= (reply as { at: number }).at)]);
  }
  throw new Error('The game did not end.');
}

describe('the Muster server', () => {
  it('plays a whole Tiny 18c battle between two machines, and never shows one side the orders of the other before both are in', async () => {
    const game = RULES['tiny-18c']!;
    const a = await RemoteTable.host(url, { name: 'Anne', host: { game: game.id, options: game.defaultOptions, players: humans('Anne', 'Ben') } });
    const b = await RemoteTable.join(url, a.welcome!.code, { name: 'Ben' });
    expect([a.seat, b.seat]).toEqual([0, 1]);
    // Both are told who opened the room (the one who may keep it as a save).
    expect([a.welcome?.host, b.welcome?.host]).toEqual([0, 0]);
    await b.next();
    const frames = tapFrames(b);
    let leaks = 0;
    let checked = 0;
    const end = await playOut(game, a, b, async (mover, action) => {
      if (mover !== a) return;
      // Anne's orders are in and Ben's are not: nothing Ben received since may hold them.
      const u = await b.next((x) => x.at >= a.at);
      if (!u.actors.includes(b.seat)) return;
      checked++;
      const orders = JSON.stringify((action as unknown as { orders: unknown }).orders);
      const packed = Buffer.from(JSON.stringify(frames.map((f) => safeUnpack(f))));
      if (packed.includes(orders)) leaks++;
      if (JSON.stringify(u.view).includes(orders)) leaks++;
      expect((u.view as { orders: unknown[] }).orders[0]).toBeNull();
      frames.length = 0;
    });
    expect(checked).toBeGreaterThan(3);
    expect(leaks).toBe(0);
    expect(end.result).not.toBeNull();
    expect(b.lines.length).toBe(end.at);
    expect(b.lines.map((l) => l.text)).toEqual(a.lines.map((l) => l.text));
    await Promise.all([a.leave(), b.leave()]);
  }, 60_000);

  it('plays a whole ACW Ironclads battle between two machines', async () => {
    const game = RULES['acw-ironclads']!;
    const [a, b] = await seatedPair(game, url);
    const end = await playOut(game, a, b);
    expect(end.result).not.toBeNull();
    expect(b.lines.map((l) => l.text)).toEqual(a.lines.map((l) => l.text));
    await Promise.all([a.leave(), b.leave()]);
  }, 60_000);

  for (const id of ['tippecanoe', 'jumonville']) {
    it(`plays a whole ${id} game between two machines, each seeing only its own view`, async () => {
      const game = RULES[id]!;
      const [a, b] = await seatedPair(game, url);
      const end = await playOut(game, a, b);
      expect(end.result).not.toBeNull();
      expect(b.lines.map((l) => l.text)).toEqual(a.lines.map((l) => l.text));
      // Each machine holds its seat's player view: in Tippecanoe, its own hand only.
      if (id === 'tippecanoe') expect(a.update!.view).not.toEqual(b.update!.view);
      await Promise.all([a.leave(), b.leave()]);
    }, 60_000);
  }

  it('plays the Free Table with both players moving at once: moves that cross on the wire all stand, in the order the server took them', async () => {
    const game = RULES['free-table']!;
    const [a, b] = await seatedPair(game, url);
    // Each places eight tokens and moves each once, without waiting for the other.
    const play = async (t: RemoteTable, colour: string, y: number) => {
      for (let i = 0; i < 8; i++) {
        const r = await t.act({ type: 'place', spec: { kind: 'token', colour, label: String(i) }, x: 20 + i * 20, y, angle: 0 } as Action);
        expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
      }
    };
    // Each hears where each of its own moves stands: after any of the other's that crossed it.
    const told: number[][] = [[], []];
    for (const t of [a, b]) t.room.onMessage('update', (u: Update) => u.mine !== undefined && told[t.seat]!.push(u.mine));
    await Promise.all([play(a, 'red', 40), play(b, 'blue', 120)]);
    await Promise.all([a.next((u) => u.at === 16), b.next((u) => u.at === 16)]);
    for (const t of [a, b]) expect(told[t.seat]!.map((i) => t.lines[i]?.seat)).toEqual(Array(8).fill(t.seat));
    expect(b.lines.map((l) => l.text)).toEqual(a.lines.map((l) => l.text));
    expect(a.update!.view).toEqual(b.update!.view);
    expect(a.lines.filter((l) => l.seat === 0)).toHaveLength(8);
    await Promise.all([a.leave(), b.leave()]);
  });

  it('plays a whole Cups of War race between two machines, both stacking at once, each move taken in the order it came', async () => {
    const game = RULES['cups-of-war']!;
    const [a, b] = await seatedPair(game, url);
    let refused = 0;
    let moves = 0;
    const race = async (t: RemoteTable) => {
      for (let n = 0; n < 3000 && !t.update!.result; n++) {
        const u = t.update!;
        if (!u.actors.includes(t.seat)) {
          await t.next((x) => x.at > u.at || !!x.result);
          continue;
        }
        const r = await t.act(game.bot!(u.view, t.seat, 'hard') as Action);
        if (r.ok) moves++;
        // A unit the other hand moved first is gone from where this one reached: refused, and on.
        else if (t.update!.at === u.at) await t.next((x) => x.at > u.at || !!x.result);
        else refused++;
      }
    };
    await Promise.all([race(a), race(b)]);
    await Promise.all([a.next((u) => !!u.result), b.next((u) => !!u.result)]);
    expect(a.update!.result).toEqual(b.update!.result);
    expect(b.lines.map((l) => l.text)).toEqual(a.lines.map((l) => l.text));
    expect(moves).toBeGreaterThan(10);
    expect(refused).toBeLessThan(moves);
    await Promise.all([a.leave(), b.leave()]);
  }, 60_000);

  it('races a person against the server\'s computer in Cups of War: its hand moves on its beat', async () => {
    const game = RULES['cups-of-war']!;
    const a = await RemoteTable.host(url, { name: 'Anne', host: { game: game.id, options: game.defaultOptions, players: [humans('Anne')[0]!, { name: 'Hal', control: 'computer', strength: 'hard' }] } });
    await a.next();
    expect(await a.act(game.bot!(a.update!.view, 0, 'easy') as Action)).toMatchObject({ ok: true });
    // The computer shakes and then stacks on its beats (0.75 s at hard), with nobody at its seat.
    const u = await a.next(() => a.lines.filter((l) => l.seat === 1).length >= 3);
    expect((u.view as { phase: string }).phase).toBe('battle');
    expect(a.lines.filter((l) => l.seat === 1)[0]?.text).toMatch(/Hal shook/);
    await a.leave();
  }, 20_000);

  it('refuses an action for the other seat, an illegal one and a stale one with the reason, and the room is unchanged', async () => {
    const game = RULES['tiny-18c']!;
    const [a, b] = await seatedPair(game, url);
    const before = await saved(a);
    // Ben sends Anne's deployment as though it were his: the rules see it as Ben's, for Ben's side.
    const annes = botMove(game, a);
    const forged = await b.act({ ...annes });
    expect(forged.ok).toBe(false);
    const illegal = await a.act({ type: 'orders', orders: { phase: 'movement', moves: [] } } as Action);
    expect(illegal).toMatchObject({ ok: false });
    expect((illegal as { message: string }).message).toMatch(/\w/);
    const stale = (await a.room.request('act', { at: 7, action: annes })) as { ok: boolean; message: string };
    expect(stale).toEqual({ ok: false, message: expect.stringMatching(/moved on/) });
    expect(await saved(a)).toEqual(before);
    await Promise.all([a.leave(), b.leave()]);
  });

  it('drops a client that sends a malformed message or one no client sends, with the reason, and the room plays on', async () => {
    const game = RULES['tiny-18c']!;
    const [a, b] = await seatedPair(game, url);
    const before = await saved(a);
    const left = new Promise<{ code: number; reason: string | undefined }>((resolve) => b.room.onLeave((code, reason) => resolve({ code, reason })));
    b.room.send('act', { at: 'soon', action: 42 });
    expect(await left).toEqual({ code: CLOSE_MALFORMED, reason: expect.stringMatching(/"act" message that does not fit/) });
    const c = await RemoteTable.join(url, a.welcome!.code, { name: 'Cleo', seat: undefined }).catch((e: Error) => e);
    expect(c).toBeInstanceOf(Error);
    const gone = new Promise<{ code: number; reason: string | undefined }>((resolve) => a.room.onLeave((code, reason) => resolve({ code, reason })));
    a.room.send('shout', { text: 'hello' });
    expect(await gone).toEqual({ code: CLOSE_MALFORMED, reason: expect.stringMatching(/not a Muster message/) });
    // The room goes on as it was: Anne comes back with her key and finds it unchanged.
    const again = await RemoteTable.join(url, a.welcome!.code, { name: 'Anne', token: a.welcome!.token });
    expect(again.seat).toBe(0);
    expect(await saved(again)).toEqual(before);
    await again.leave();
  });

  it('drops a client that sends a message over the size bound, or too many a second, and the room plays on', async () => {
    const game = RULES['tiny-18c']!;
    const [a, b] = await seatedPair(game, url);
    const big = new Promise<number>((resolve) => b.room.onLeave((code) => resolve(code)));
    b.room.send('sync', { at: 0, pad: 'x'.repeat(MAX_MESSAGE_BYTES + 1) });
    expect(await big).not.toBe(1000);
    const flood = new Promise<number>((resolve) => a.room.onLeave((code) => resolve(code)));
    for (let i = 0; i < LIMIT * 3; i++) a.room.send('sync', { at: 0 });
    expect(await flood).not.toBe(1000);
    // Both come back with their keys to the room as it was.
    const a2 = await RemoteTable.join(url, a.welcome!.code, { name: 'Anne', token: a.welcome!.token });
    expect(a2.update!.at).toBe(0);
    expect((await a2.act(botMove(game, a2))).ok).toBe(true);
    await a2.leave();
  });

  it('has each side of an Ironclads battle arrange its own ships, and begins it when both are ready', async () => {
    const game = RULES['acw-ironclads']!;
    const a = await RemoteTable.host(url, { name: 'Anne', host: { game: game.id, options: { ...(game.defaultOptions as object), arrange: true, eachSideArranges: false }, players: humans('Anne', 'Ben') } });
    const b = await RemoteTable.join(url, a.welcome!.code, { name: 'Ben' });
    const u = b.update ?? (await b.next());
    const union = (u.view as { ships: { id: string; name: string; side: number; x: number; y: number; heading: number }[] }).ships.find((x) => x.side === 0)!;
    // Whatever the host's options said, Ben may not turn the Union's ship about.
    expect(await b.act({ type: 'place', ship: union.id, x: union.x, y: union.y, heading: union.heading + 10 } as Action)).toEqual({ ok: false, message: `${union.name} is the Union's to place: arrange your own ships.` });
    expect(await a.act({ type: 'begin' })).toMatchObject({ ok: true });
    const waiting = await b.next((x) => x.at === 1);
    expect((waiting.view as { phase: string }).phase).toBe('arrange');
    expect(b.lines.map((l) => l.text)).toEqual(['Union is ready to begin']);
    expect(await b.act({ type: 'begin' })).toMatchObject({ ok: true });
    expect(((await a.next((x) => x.at === 2)).view as { phase: string }).phase).toBe('move');
    await Promise.all([a.leave(), b.leave()]);
  });

  it('acts only for the seat a client claimed: a seat named in the message is ignored', async () => {
    const game = RULES['tiny-18c']!;
    const [a, b] = await seatedPair(game, url);
    const bens = botMove(game, b);
    const r = (await b.room.request('act', { at: 0, action: bens, seat: 0 })) as { ok: boolean };
    expect(r.ok).toBe(true);
    const u = await a.next((x) => x.at === 1);
    expect(a.lines[0]?.seat).toBe(1);
    expect(u.actors).toEqual([0]);
    await Promise.all([a.leave(), b.leave()]);
  });

  it('gives a dropped player their seat back and resyncs them from their log position', async () => {
    const game = RULES['tiny-18c']!;
    const [a, b] = await seatedPair(game, url);
    // Two moves, then Ben's connection drops without a goodbye.
    await a.act(botMove(game, a));
    await b.next((u) => u.at === 1);
    await b.act(botMove(game, b));
    await b.next((u) => u.at === 2);
    const sync: number[] = [];
    const send = b.room.send.bind(b.room);
    b.room.send = ((type: string, payload: { at: number }) => {
      if (type === 'sync') sync.push(payload.at);
      send(type, payload);
    }) as typeof b.room.send;
    // The SDK rejoins by itself after a drop (once a room has been up 5 s; at once here).
    b.room.reconnection.minUptime = 0;
    const back = new Promise<void>((resolve) => b.room.onReconnect(() => resolve()));
    (b.room.connection.transport as unknown as { ws: { terminate?: () => void; close: () => void } }).ws.close();
    await back;
    expect(sync).toEqual([2]);
    expect(b.seat).toBe(1);
    // Play on to the end from both machines.
    const end = await playOut(game, a, b);
    expect(end.result).not.toBeNull();
    expect(b.lines.map((l) => l.text)).toEqual(a.lines.map((l) => l.text));
    await Promise.all([a.leave(), b.leave()]);
  }, 60_000);

  it('shows the others who is here: a player who leaves is away, and back when they return', async () => {
    const game = RULES['tiny-18c']!;
    const a = await RemoteTable.host(url, { name: 'Anne', host: { game: game.id, options: game.defaultOptions, players: humans('Anne', 'Ben') } });
    const b = await RemoteTable.join(url, a.welcome!.code, { name: 'Ben' });
    await a.next((u) => u.players[1]?.connected === true);
    await b.leave();
    await a.next((u) => u.players[1]?.connected === false && !u.players[1]?.open);
    const b2 = await RemoteTable.join(url, a.welcome!.code, { name: 'Ben', token: b.welcome!.token });
    await a.next((u) => u.players[1]?.connected === true);
    await Promise.all([a.leave(), b2.leave()]);
  });

  it('says plainly when its port is taken, rather than waiting for ever', async () => {
    await expect(startServer({ port: server.port, host: '127.0.0.1', games: RULES, store: memoryRoomStore(), appVersion: '0.1.0' })).rejects.toThrow(`Port ${server.port} is already in use`);
  });

  it('keeps a room nobody is in and opens it again as it was when a player comes back', async () => {
    const game = RULES['tiny-18c']!;
    const [a, b] = await seatedPair(game, url);
    await a.act(botMove(game, a));
    await b.next((u) => u.at === 1);
    await b.act(botMove(game, b));
    await a.next((u) => u.at === 2);
    const code = a.welcome!.code;
    const kept = await saved(a);
    const viewBefore = b.update!.view;
    await Promise.all([a.leave(), b.leave()]);
    await until(() => store.rooms.has(code));
    await until(async () => !(await roomLive(code)));
    // Ben comes back first, from his key: the room opens from the store, as it stood.
    const b2 = await RemoteTable.join(url, code, { name: 'Ben', token: b.welcome!.token });
    expect(b2.seat).toBe(1);
    expect(b2.update!.view).toEqual(viewBefore);
    // A stranger cannot take Anne's seat by her name.
    await expect(RemoteTable.join(url, code, { name: 'anne' })).rejects.toThrow(/taken/);
    const a2 = await RemoteTable.join(url, code, { name: 'Anne', token: a.welcome!.token });
    expect(a2.seat).toBe(0);
    expect(await saved(a2)).toEqual(kept);
    await Promise.all([a2.leave(), b2.leave()]);
  }, 30_000);

  // A room nobody ever sat at (a host whose seat was refused, or a create request whose client never
  // came, as a flood of them would be) was written to the rooms folder as it closed, a file for each.
  it('keeps no room that nobody ever sat at', async () => {
    const game = RULES['tiny-18c']!;
    const before = [...store.rooms.keys()];
    const refused = await RemoteTable.host(url, { name: 'Anne', seat: 5, host: { game: game.id, options: game.defaultOptions, players: humans('Anne', 'Ben') } }).catch((e: Error) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(String(refused)).toMatch(/Seat 6 is not free/);
    await new Promise((r) => setTimeout(r, 1000));
    expect([...store.rooms.keys()]).toEqual(before);
  });

  it('plays the computer in a seat given to it', async () => {
    const game = RULES['tiny-18c']!;
    const a = await RemoteTable.host(url, { name: 'Anne', host: { game: game.id, options: game.defaultOptions, players: humans('Anne', 'Ben') } });
    await a.next();
    a.giveToComputer(1, 'easy');
    await a.next((u) => u.players[1]?.control === 'computer');
    await a.act(botMove(game, a));
    // The computer's orders came in at once after Anne's.
    const u = await a.next((x) => x.at >= 2);
    expect(u.at).toBe(2);
    expect(u.canUndo).toBe(false); // the phase was carried out: both sides' orders are on the table
    await a.leave();
  });
});

describe('keeping a room as a save', () => {
  it('is for the player who opened the room, and never while a side\'s orders are still secret', async () => {
    const game = RULES['tiny-18c']!;
    const [a, b] = await seatedPair(game, url);
    expect(await b.saveText()).toEqual({ ok: false, message: expect.stringMatching(/^Only .*, who opened the room, can keep this game as a save/) });
    await a.act(botMove(game, a));
    await a.next((u) => u.at === 1);
    expect(await a.saveText()).toEqual({ ok: false, message: expect.stringMatching(/orders still secret/) });
    await b.act(botMove(game, b));
    await a.next((u) => u.at === 2);
    const r = await a.saveText('Our battle');
    expect(r.ok).toBe(true);
    expect(JSON.parse((r as { text: string }).text)).toMatchObject({ name: 'Our battle', game: { id: 'tiny-18c' }, cursor: 2 });
    await Promise.all([a.leave(), b.leave()]);
  });
});

describe('undo across machines', () => {
  it('takes back a move when the other player agrees, and not when they decline', async () => {
    const game = RULES['tiny-18c']!;
    const [a, b] = await seatedPair(game, url);
    // Anne's deployment is in, still secret: she may ask for it back.
    await a.act(botMove(game, a));
    await a.next((u) => u.at === 1 && u.canUndo);
    a.askUndo();
    await b.next((u) => u.undoAsk === 0);
    // While the request waits, nobody moves.
    expect(await b.act(botMove(game, b))).toEqual({ ok: false, message: expect.stringMatching(/undo/) });
    b.answerUndo(false);
    await a.next((u) => u.undoAsk === null);
    await until(() => a.notices.some((n) => /Ben would rather play on/.test(n)));
    expect(a.at).toBe(1);
    a.askUndo();
    await b.next((u) => u.undoAsk === 0);
    b.answerUndo(true);
    const u = await a.next((x) => x.at === 0);
    expect(u.undoAsk).toBeNull();
    await b.next((x) => x.at === 0);
    expect(b.lines).toEqual([]);
    // Only the one asked may answer, and only while a request waits.
    a.answerUndo(true);
    await until(() => a.notices.some((n) => /No request to undo/.test(n)));
    await Promise.all([a.leave(), b.leave()]);
  });

  it('never takes back a phase that was carried out (both sides\' orders and the dice were seen)', async () => {
    const game = RULES['tiny-18c']!;
    const [a, b] = await seatedPair(game, url);
    await a.act(botMove(game, a));
    await b.next((x) => x.at === 1);
    await b.act(botMove(game, b));
    const u = await a.next((x) => x.at === 2);
    expect(u.canUndo).toBe(false);
    a.askUndo();
    await until(() => a.notices.some((n) => /nothing of yours to take back/.test(n)));
    expect(b.update!.undoAsk).toBeNull();
    await Promise.all([a.leave(), b.leave()]);
  });
});

describe('another battle across machines', () => {
  it('tells the players still in a finished room the code of the next one a player opened, and nobody while it is in play', async () => {
    const game = RULES.tippecanoe!;
    const [a, b] = await seatedPair(game, url);
    // Opened while the first is still in play: nobody there is told.
    const early = await RemoteTable.host(url, { name: 'Anne', host: { game: game.id, options: game.defaultOptions, players: humans('Anne', 'Ben') }, after: { code: a.welcome!.code, token: a.welcome!.token } });
    const first = a.update!.actors[0]!;
    const conceder = [a, b].find((t) => t.seat === first)!;
    expect(await conceder.act({ type: 'concede' })).toMatchObject({ ok: true });
    await until(() => !!b.update?.result);
    expect(b.update!.next).toBeNull();
    // Anne, done with the first room, opens the next from where she sat.
    await a.leave();
    const next = await RemoteTable.host(url, { name: 'Anne', host: { game: game.id, options: game.defaultOptions, players: humans('Anne', 'Ben') }, after: { code: a.welcome!.code, token: a.welcome!.token } });
    await until(() => !!b.update?.next);
    expect(b.update!.next).toEqual({ code: next.welcome!.code, by: a.seat });
    // Ben joins it by that code, to the seat set up under his name.
    const b2 = await RemoteTable.join(url, b.update!.next!.code, { name: 'Ben' });
    expect(b2.seat).toBe(1);
    await Promise.all([b.leave(), early.leave(), next.leave(), b2.leave()]);
  });

  it('tells nobody for a key that holds no seat in the room named', async () => {
    const game = RULES.tippecanoe!;
    const [a, b] = await seatedPair(game, url);
    const first = a.update!.actors[0]!;
    expect(await [a, b].find((t) => t.seat === first)!.act({ type: 'concede' })).toMatchObject({ ok: true });
    await until(() => !!a.update?.result && !!b.update?.result);
    const other = await RemoteTable.host(url, { name: 'Mallory', host: { game: game.id, options: game.defaultOptions, players: humans('Mallory', 'Ben') }, after: { code: a.welcome!.code, token: 'not-a-seat-key-here-0000' } });
    const told = await Promise.race([b.next((u) => !!u.next).then(() => true), new Promise((r) => setTimeout(() => r(false), 500))]);
    expect(told).toBe(false);
    await Promise.all([a.leave(), b.leave(), other.leave()]);
  });
});

function safeUnpack(frame: Uint8Array): unknown {
  // A room message: its protocol byte, the type as a string, then the msgpack payload.
  try {
    const typeLen = frame[1]! & 0x1f;
    return unpack(frame.subarray(2 + typeLen));
  } catch {
    return Array.from(frame);
  }
}

const stripTime = (save: string) => save.replace(/"savedAt":"[^"]*"/, '');
/** The room as its host's save, without its time. */
async function saved(t: RemoteTable): Promise<string> {
  const r = await t.saveText();
  if (!r.ok) throw new Error(r.message);
  return stripTime(r.text);
}

async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > ms) throw new Error('Timed out waiting.');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function roomLive(code: string): Promise<boolean> {
  const { matchMaker } = await import('@colyseus/core');
  return !!(await matchMaker.getRoomById(code));
}
