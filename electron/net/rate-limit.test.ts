// The token buckets that bound how often a client may ask for costly things, on a clock of our
// own; and a server on the loopback address refusing a client that asks as fast as it can.
// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES } from '../../renderer/games/rules-registry';
import { ROOM_NAME, type SaveReply } from '../../renderer/contract/net';
import { seatedPair } from '../testing/net';
import { Buckets, TokenBucket } from './rate-limit';
import { memoryRoomStore, startServer, type RunningServer } from './server';

describe('a token bucket', () => {
  it('lets a burst through, then as many a second as it refills, never more', () => {
    let t = 0;
    const b = new TokenBucket({ burst: 5, perSecond: 2 }, () => t);
    expect(Array.from({ length: 8 }, () => b.take())).toEqual([true, true, true, true, true, false, false, false]);
    t += 499;
    expect(b.take()).toBe(false);
    t += 1;
    expect(b.take()).toBe(true);
    // A long wait fills it no further than its burst.
    t += 60_000;
    expect(Array.from({ length: 7 }, () => b.take()).filter(Boolean)).toHaveLength(5);
  });

  it('charges a request its cost, a cost above the burst as the whole bucket, and a refusal nothing', () => {
    let t = 0;
    const b = new TokenBucket({ burst: 10, perSecond: 1 }, () => t);
    expect(b.take(4)).toBe(true);
    expect(b.take(7)).toBe(false);
    expect(b.take(6)).toBe(true);
    t += 10_000;
    expect(b.take(1_000)).toBe(true);
    expect(b.take(1)).toBe(false);
  });

  it('keeps one bucket per key, and no more keys than its bound', () => {
    let t = 0;
    const buckets = new Buckets({ burst: 2, perSecond: 1 }, () => t, 3);
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a'), buckets.take('b')]).toEqual([true, true, false, true]);
    for (const k of ['c', 'd', 'e', 'f']) buckets.take(k);
    expect(buckets.size).toBeLessThanOrEqual(3);
    t += 5_000;
    expect(buckets.take('a')).toBe(true);
  });
});

describe('a server asked as fast as a client can', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Small buckets, so a few requests show them; the message rate is raised out of the way.
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      games: RULES,
      store: memoryRoomStore(),
      appVersion: '0.1.0',
      maxMessagesPerSecond: 1000,
      roomRequests: { burst: 5, perSecond: 1 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends the game so far a few times, then says to wait, and the table plays on', async () => {
    const game = RULES['tiny-18c']!;
    const [a, b] = await seatedPair(game, `ws://127.0.0.1:${server.port}`);
    const updates: unknown[] = [];
    const told = new Promise<string>((resolve) =>
      a.subscribe((t) => {
        if (t.update !== updates.at(-1)) updates.push(t.update);
        const n = t.notices.find((x) => /too often/.test(x));
        if (n) resolve(n);
      }),
    );
    for (let i = 0; i < 20; i++) a.room.send('sync', { at: 0 });
    expect(await Promise.race([told, new Promise((r) => setTimeout(() => r('no word within 3 s'), 3000))])).toBe('You asked for the game so far too often: wait a moment, and it is sent as it moves on.');
    // A burst of five answered (perhaps one more refilled meanwhile), never twenty.
    await new Promise((r) => setTimeout(r, 200));
    expect(updates.length).toBeGreaterThanOrEqual(5);
    expect(updates.length).toBeLessThanOrEqual(7);
    // The table goes on: a move is taken and both are sent it.
    expect((await a.act(game.bot!(a.update!.view, a.seat, 'easy'))).ok).toBe(true);
    await b.next((u) => u.at === 1);
    await Promise.all([a.leave(), b.leave()]);
  });

  it('says Save is pressed too often in words about saving, not about the game being sent', async () => {
    const game = RULES['tiny-18c']!;
    const [a, b] = await seatedPair(game, `ws://127.0.0.1:${server.port}`);
    const replies: SaveReply[] = [];
    for (let i = 0; i < 8; i++) replies.push(await a.saveText());
    expect(replies.filter((r) => r.ok).length).toBeGreaterThanOrEqual(5);
    expect(replies.at(-1)).toEqual({ ok: false, message: 'Saved too often: wait a few seconds, then save again.' });
    await Promise.all([a.leave(), b.leave()]);
  });

  it('refuses rooms asked for faster than it hosts them, a megabyte save costing more, in words', async () => {
    // A server of its own: the one above has had rooms asked of it from this address already.
    const own = await startServer({ port: 0, host: '127.0.0.1', games: RULES, store: memoryRoomStore(), appVersion: '0.1.0', addressRequests: { burst: 6, perSecond: 0.5 } });
    const big = JSON.stringify({ name: 'Anne', save: 'x'.repeat(1024 * 1024) });
    const answers: { status: number; error?: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await fetch(`http://127.0.0.1:${own.port}/matchmake/create/${ROOM_NAME}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      answers.push({ status: r.status, ...((await r.json()) as { error?: string }) });
    }
    await own.close();
    // Two tokens each: three through (and refused as saves), the rest refused before being read.
    expect(answers.slice(0, 3).map((a) => a.status)).not.toContain(429);
    expect(answers.slice(3)).toEqual([
      { status: 429, code: 429, error: 'This server is asked for rooms too often from your address: wait a few seconds, then try again.' },
      { status: 429, code: 429, error: 'This server is asked for rooms too often from your address: wait a few seconds, then try again.' },
    ]);
  });
});
