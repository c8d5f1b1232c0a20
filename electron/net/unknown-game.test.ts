// A room asked for of a game this server does not know, or under a mangled game id, or of a kind
// of room it does not host, is refused with a 4xx and a sentence: Colyseus's router once answered
// 500 and printed a RangeError's stack (init["status"]: the room's refusal carried a WebSocket
// close code, 4400, for an HTTP status). A real server on the loopback address.
// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RULES } from '../../renderer/games/rules-registry';
import { ROOM_NAME } from '../../renderer/contract/net';
import { memoryRoomStore, startServer, type RunningServer } from './server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', games: RULES, store: memoryRoomStore(), appVersion: '0.1.0', addressRequests: { burst: 1000, perSecond: 1000 } });
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const players = [{ name: 'Anne', control: 'human', strength: 'normal' }];

/** Asks for a room; resolves with the status, the body and all the server printed meanwhile. */
async function ask(path: string, body: unknown): Promise<{ status: number; body: { code?: number; error?: string }; printed: string }> {
  const printed: string[] = [];
  const keep = (...a: unknown[]) => void printed.push(a.map(String).join(' '));
  for (const m of ['error', 'warn', 'log', 'info', 'debug'] as const) vi.spyOn(console, m).mockImplementation(keep);
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    printed.push(String(chunk));
    return (write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
  });
  const r = await fetch(`http://127.0.0.1:${server.port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await r.text();
  // Whatever the router prints comes as it answers, or a moment after.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { status: r.status, body: (text ? JSON.parse(text) : {}) as { code?: number; error?: string }, printed: printed.join('\n') };
}

describe('a room of a game the server does not know', () => {
  it('is refused with 404 and the game named, and nothing printed', async () => {
    const r = await ask(`/matchmake/create/${ROOM_NAME}`, { name: 'Anne', host: { game: 'chess', options: {}, players } });
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('This server has no game "chess": it may be an older Muster than yours.');
    expect(r.printed).not.toMatch(/RangeError|Error:|\bat /);
  });

  it('under a mangled game id, or with options that do not fit, is refused with 400 and a sentence, no stack trace', async () => {
    const said = ['The room cannot be opened: "Chess!" is not the name of a game this server knows.', /^The room cannot be opened: host\.players does not fit \(.+\)\.$/];
    for (const [i, host] of [{ game: 'Chess!', options: {}, players }, { game: 'tiny-18c', options: {}, players: 'Anne' }].entries()) {
      const r = await ask(`/matchmake/create/${ROOM_NAME}`, { name: 'Anne', host });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatch(said[i]!);
      expect(r.printed).not.toMatch(/RangeError|init\["status"\]|\bat /);
    }
  });

  it('of a kind of room it does not host is refused with 404 and a sentence, not Colyseus\'s 520', async () => {
    for (const method of ['create', 'joinOrCreate', 'join']) {
      const r = await ask(`/matchmake/${method}/chess`, { name: 'Anne' });
      expect(r.status).toBe(404);
      expect(r.body.error).toBe('This server hosts Muster games only: it has no rooms of the kind "chess".');
    }
  });

  it('still hosts a game it knows', async () => {
    const r = await ask(`/matchmake/create/${ROOM_NAME}`, { name: 'Anne', host: { game: 'tiny-18c', options: RULES['tiny-18c']!.defaultOptions, players: [...players, { name: 'Bob', control: 'human', strength: 'normal' }] } });
    expect(r.status).toBe(200);
  });
});
