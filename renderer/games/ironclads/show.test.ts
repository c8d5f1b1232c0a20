// What the playback bar says as each step of a move or the shooting plays: a ram's damage is
// the ram's, never "The guns fire" in the middle of the movement.
import { describe, expect, it } from 'vitest';
import { details } from '../../engine/game';
import { TABLE, ironclads, straightRiver, type IroncladsAction, type IroncladsState, type Point, type ShipSpec } from './rules';
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

/**
 * A host whose scene only records where each floating word is put (the playback never waits),
 * each word 10 mm wide and 6 mm tall; `spot` answers where words about the whole table may go.
 */
function recordingHost(shown: IroncladsState, zoom: number, spot: Point | null = null) {
  const words: { text: string; x: number; y: number }[] = [];
  const asked: { width: number; height: number }[] = [];
  const chain = <T extends object>(o: T): T => new Proxy(o, { get: (t, k) => (k in t ? (t as Record<string | symbol, unknown>)[k] : () => chain(t)) });
  const scene = {
    cameras: { main: { zoom } },
    add: {
      text: (x: number, y: number, text: string) => {
        const word = {
          text,
          x,
          y,
          displayWidth: 10,
          displayHeight: 6,
          setPosition(px: number, py: number) {
            word.x = px;
            word.y = py;
            return chain(word);
          },
          destroy: () => words.splice(words.indexOf(word), 1),
        };
        words.push(word);
        return chain(word);
      },
    },
    tweens: { add: () => undefined, killTweensOf: () => undefined },
  };
  const clearSpot = (size: { width: number; height: number }) => {
    asked.push(size);
    return spot;
  };
  const host = { scene, shown: () => shown, playback: { skipped: false, wait: async () => undefined, tween: async () => undefined }, fx: chain({}), syncMarkers: () => undefined, wordsChanged: () => undefined, sprite: () => undefined, clearSpot };
  return { host: host as unknown as ShowHost, words, asked };
}

describe('the words floating over the table', () => {
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

describe('the caption at the start of a turn', () => {
  const options = { matchstickInches: 2, turnLimit: 10, scenario: 'custom', title: 'Test', river: straightRiver(2, 'east'), arrange: false, sides: ['Union', 'Confederate'] as [string, string] };
  // A ship at the middle of the table, where the caption used to stand.
  const s = ironclads.setup({ options: { ...options, ships: [spec('a', 'USS A', 0, TABLE.width / 2, TABLE.height / 2, 0), spec('b', 'CSS B', 1, 400, MID + 20, 180)] }, players }, 3);

  it('stands where the table says nothing lies under it, not over the ship in the middle', async () => {
    const zoom = 1.87;
    const { host, words, asked } = recordingHost(structuredClone(s), zoom, { x: 300, y: 30 });
    await new IroncladsShow(host).play({ t: 'turn', turn: 2 });
    expect(words.map((w) => w.text)).toEqual(['Turn 2']);
    // Asked for room for the words and their drift up (18 screen pixels); centred in it, they rise from its lower half.
    expect(asked).toEqual([{ width: 10, height: 6 + 18 / zoom }]);
    expect(words[0]!.x).toBe(300);
    expect(words[0]!.y).toBeCloseTo(30 + 9 / zoom, 9);
  });

  it('is not shown when no spot in sight is clear', async () => {
    const { host, words } = recordingHost(structuredClone(s), 1, null);
    const show = new IroncladsShow(host);
    await show.play({ t: 'turn', turn: 3 });
    expect(words).toEqual([]);
    expect(show.floating).toBe(0);
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
