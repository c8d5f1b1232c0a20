// What the playback bar says as each step of a move or the shooting plays: a ram's damage is
// the ram's, never "The guns fire" in the middle of the movement.
import { describe, expect, it } from 'vitest';
import { details } from '../../engine/game';
import { ironclads, straightRiver, type IroncladsAction, type IroncladsState, type ShipSpec } from './rules';
import { IroncladsShow, type ShowHost } from './show';

const MID = 152.4;
const players = [
  { name: 'Union', control: 'human' as const, strength: 'normal' as const },
  { name: 'Confederate', control: 'human' as const, strength: 'normal' as const },
];
const spec = (id: string, name: string, side: 0 | 1, x: number, y: number, heading: number): ShipSpec => ({ id, name, side, cls: 'city', x, y, heading });

/** The bar's words for each step of the entry an action makes, the table showing the state before it. */
function barWords(s: IroncladsState, action: IroncladsAction, seat: number): { words: (string | null)[]; after: IroncladsState } {
  const r = ironclads.apply(s, action, seat);
  if (!r.ok) throw new Error(r.message);
  const shown = structuredClone(s);
  const show = new IroncladsShow({ shown: () => shown } as unknown as ShowHost);
  return { words: details(r.events).map((st) => show.label(st)), after: r.state };
}

describe('the playback bar', () => {
  it("says a ram is a ram, and its damage plays under it: not 'The guns fire' during the movement", () => {
    // B lies broadside across A's path; C, upstream, stays where she is.
    const options = { matchstickInches: 2, turnLimit: 10, scenario: 'custom', title: 'Test', river: straightRiver(2, 'east'), arrange: false, sides: ['Union', 'Confederate'] as [string, string] };
    let s = ironclads.setup({ options: { ...options, ships: [spec('a', 'USS A', 0, 100, MID, 0), spec('b', 'CSS B', 1, 220, MID, 90), spec('c', 'CSS C', 1, 60, MID - 60, 0)] }, players }, 1);
    s = barWords(s, { type: 'move', ship: 'c', start: 0, distance: 'stay', end: 0 }, 1).after;
    const { words } = barWords(s, { type: 'move', ship: 'a', start: 5, distance: 'full', end: 0 }, 0);
    expect(words[0]).toBe('USS A rams CSS B');
    expect(words).not.toContain('The guns fire: shots, damage and repairs');
  });

  it("says the guns fire while the shooting plays, its damage and repairs included", () => {
    const options = { matchstickInches: 2, turnLimit: 10, scenario: 'custom', title: 'Test', river: straightRiver(2, 'east'), arrange: false, sides: ['Union', 'Confederate'] as [string, string] };
    let s = ironclads.setup({ options: { ...options, ships: [spec('a', 'USS A', 0, 200, MID, 0), spec('b', 'CSS B', 1, 260, MID + 20, 180)] }, players }, 3);
    while (s.phase === 'move') s = barWords(s, { type: 'move', ship: s.order[s.next]!, start: 0, distance: 'stay', end: 0 }, s.ships.find((x) => x.id === s.order[s.next])!.side).after;
    s = barWords(s, { type: 'fire', targets: { a: 'b' } }, 0).after;
    const { words } = barWords(s, { type: 'fire', targets: { b: 'a' } }, 1);
    const said = words.filter(Boolean);
    expect(said[0]).toBe('The guns fire: shots, damage and repairs');
    expect(said.every((w) => w === 'The guns fire: shots, damage and repairs' || /^Turn \d+ begins$/.test(w!))).toBe(true);
  });
});

describe('the words floating over the table', () => {
  /** A host whose scene only records where each floating word is put (the playback never waits). */
  function recordingHost(shown: IroncladsState, zoom: number) {
    const words: { text: string; x: number; y: number }[] = [];
    const chain = <T extends object>(o: T): T => new Proxy(o, { get: (t, k) => (k in t ? (t as Record<string | symbol, unknown>)[k] : () => chain(t)) });
    const scene = {
      cameras: { main: { zoom } },
      add: {
        text: (x: number, y: number, text: string) => {
          const word = { text, x, y };
          words.push(word);
          return chain(word);
        },
      },
      tweens: { add: () => undefined, killTweensOf: () => undefined },
    };
    const host = { scene, shown: () => shown, playback: { skipped: false, wait: async () => undefined, tween: async () => undefined }, fx: chain({}), syncMarkers: () => undefined, sprite: () => undefined };
    return { host: host as unknown as ShowHost, words };
  }

  it("puts a damage roll clear of the shot's roll still floating over the same ship", async () => {
    const options = { matchstickInches: 2, turnLimit: 10, scenario: 'custom', title: 'Test', river: straightRiver(2, 'east'), arrange: false, sides: ['Union', 'Confederate'] as [string, string] };
    const s = ironclads.setup({ options: { ...options, ships: [spec('a', 'USS A', 0, 200, MID, 0), spec('b', 'CSS B', 1, 260, MID + 20, 180)] }, players }, 3);
    for (const zoom of [0.76, 1.87]) {
      const { host, words } = recordingHost(structuredClone(s), zoom);
      const show = new IroncladsShow(host);
      await show.play({ t: 'shot', from: 'a', to: 'b', roll: 4, range: 3, distance: 60, hit: true });
      await show.play({ t: 'damage', ship: 'b', roll: 3, area: 'hull' });
      expect(words.map((w) => w.text)).toEqual(['4: range 3 · hit', '3: hull damage']);
      const [shot, damage] = words;
      // A line of floating words is about 17 screen pixels tall.
      expect(Math.abs(damage!.y - shot!.y) * zoom, `at zoom ${zoom}`).toBeGreaterThanOrEqual(17);
    }
  });
});

describe("the panel's tally of ships sunk", () => {
  it('follows the table: a ship counts as sunk by the other side once she is seen to sink, not before', async () => {
    const options = { matchstickInches: 2, turnLimit: 10, scenario: 'custom', title: 'Test', river: straightRiver(2, 'east'), arrange: false, sides: ['Union', 'Confederate'] as [string, string] };
    const s = ironclads.setup({ options: { ...options, ships: [spec('a', 'USS A', 0, 200, MID, 0), spec('b', 'CSS B', 1, 260, MID + 20, 180), spec('c', 'CSS C', 1, 300, MID - 20, 180)] }, players }, 3);
    const shown = structuredClone(s);
    const host = { shown: () => shown, playback: { skipped: true, wait: async () => undefined, tween: async () => undefined }, syncMarkers: () => undefined, sprite: () => undefined };
    const show = new IroncladsShow(host as unknown as ShowHost);
    (show as unknown as { float: () => void }).float = () => undefined;
    expect(shown.sunkBy).toEqual([0, 0]);
    await show.play({ t: 'sunk', ship: 'b' });
    expect(shown.sunkBy).toEqual([1, 0]);
    await show.play({ t: 'sunk', ship: 'c' });
    expect(shown.sunkBy).toEqual([2, 0]);
    await show.play({ t: 'sunk', ship: 'a' });
    expect(shown.sunkBy).toEqual([2, 1]);
  });
});
