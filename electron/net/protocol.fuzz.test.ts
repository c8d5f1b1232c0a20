// A hostile client against the Muster server: every message type with arbitrary payloads (and
// arbitrary types), from a seated client on the loopback address. Whatever it sends, the server
// answers, refuses or drops it with a reason, never throws or stops, and the room's game is as it
// was: the host's save and the other player's view are unchanged.
// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RULES } from '../../renderer/games/rules-registry';
import { RemoteTable } from '../../renderer/net/remote';
import { memoryRoomStore, startServer, type RunningServer } from './server';

let server: RunningServer;
/** Rooms asked for from the loopback address as fast as the tests go (rate-limit.test.ts tests the bound). */
const MANY = { burst: 10_000, perSecond: 10_000 };
let url: string;
beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', games: RULES, store: memoryRoomStore(), appVersion: '0.1.0', reconnectSeconds: 1, maxMessagesPerSecond: 10_000, addressRequests: MANY });
  url = `ws://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

const TYPES = ['act', 'sync', 'undo', 'undo-answer', 'computer', 'save'] as const;

describe('the server against a hostile client', () => {
  it('keeps the room as it was whatever a seated client sends', async () => {
    const game = RULES['tiny-18c']!;
    const players = [
      { name: 'Anne', control: 'human' as const, strength: 'normal' as const },
      { name: 'Ben', control: 'human' as const, strength: 'normal' as const },
    ];
    const anne = await RemoteTable.host(url, { name: 'Anne', host: { game: game.id, options: game.defaultOptions, players } });
    const code = anne.welcome!.code;
    const before = await anne.saveText();
    const viewBefore = (await anne.next()).view;
    let benToken: string | undefined;
    let dropped = 0;
    let answered = 0;
    // For each message type, payloads of its own shape (nearly right, or right for the wrong seat)
    // three times in four, anything at all the fourth; then types no client sends.
    const shaped: Record<string, fc.Arbitrary<unknown>> = {
      act: fc.record({ at: fc.integer({ min: -1, max: 3 }), action: fc.oneof(fc.anything(), fc.record({ type: fc.constantFrom('orders', 'concede', 'x'), orders: fc.anything() })) }),
      sync: fc.record({ at: fc.oneof(fc.integer({ min: -3, max: 9 }), fc.double()) }),
      undo: fc.oneof(fc.constant({}), fc.record({ seat: fc.integer({ min: -1, max: 2 }) })),
      'undo-answer': fc.record({ yes: fc.oneof(fc.boolean(), fc.string()) }),
      computer: fc.record({ seat: fc.integer({ min: -1, max: 2 }), strength: fc.constantFrom('easy', 'normal', 'hard', 'x') }),
      save: fc.record({ name: fc.oneof(fc.string({ maxLength: 90 }), fc.constant('\u0007bell')) }, { requiredKeys: [] }),
    };
    const kinds: [fc.Arbitrary<string>, (t: string) => fc.Arbitrary<unknown>][] = [
      ...TYPES.map((t): [fc.Arbitrary<string>, (t: string) => fc.Arbitrary<unknown>] => [fc.constant(t), (k) => fc.oneof({ arbitrary: shaped[k]!, weight: 3 }, { arbitrary: fc.anything(), weight: 1 })]),
      [fc.string({ maxLength: 12 }).filter((t) => !(TYPES as readonly string[]).includes(t)), () => fc.anything()],
    ];
    for (const [types, payloads] of kinds) {
      await fc.assert(
        fc.asyncProperty(
          types.chain((type) => fc.tuple(fc.constant(type), payloads(type), fc.boolean())),
          async ([type, payload, asRequest]) => {
            // Ben's seat, by his key after the first time (a dropped Ben may still be leaving: retried).
            let hostile: RemoteTable | null = null;
            for (let tries = 0; tries < 20 && !hostile; tries++) {
              hostile = await RemoteTable.join(url, code, { name: 'Ben', ...(benToken ? { token: benToken } : {}) }).catch(() => null);
              if (!hostile) await new Promise((r) => setTimeout(r, 50));
            }
            if (!hostile) throw new Error('Ben could not take his seat again.');
            benToken = hostile.welcome!.token;
            const left = new Promise<string>((resolve) => hostile.room.onLeave((_c, reason) => resolve(reason ?? '')));
            if (asRequest) {
              await hostile.room.request(type, payload, { timeout: 2000 }).then(
                () => answered++,
                () => answered++,
              );
            } else hostile.room.send(type, payload);
            const outcome = await Promise.race([left, new Promise<null>((r) => setTimeout(() => r(null), 30))]);
            if (outcome !== null) {
              dropped++;
              expect(outcome.length).toBeGreaterThan(0);
            } else await hostile.leave();
          },
        ),
        { numRuns: 25, seed: 16 },
      );
    }
    const after = await anne.saveText();
    expect(anne.closed).toBeNull();
    expect((await anne.next()).view).toEqual(viewBefore);
    expect(stripTime(after)).toEqual(stripTime(before));
    expect(dropped + answered).toBeGreaterThan(10);
    await anne.leave();
  }, 120_000);
});

const stripTime = (r: { ok: boolean; text?: string; message?: string }) => (r.ok ? r.text!.replace(/"savedAt":"[^"]*"/, '') : r.message);
