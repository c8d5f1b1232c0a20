// The pointer on the Jumonville table without a screen: a figure lifted, carried and dropped (a
// move, a refusal, no move when put back or let go off the table or when the window changes size),
// a click that picks or shoots, a drag on the cloth that pans.
import { describe, expect, it } from 'vitest';
import { Store } from '../../kits/shell/store';
import { MM } from './art';
import type { JumonvilleUi } from './jumonville-ui';
import { JumonvillePointer, type HandPointer, type PointerHost } from './jumonville-pointer';
import { jumonville, type JumonvilleAction, type JumonvilleState, type Point } from './rules';
import { activate, table } from './test-helpers';

/** A table at zoom 1 whose screen is the table's own pixels, and what the hand asked of it. */
function rig(s: JumonvilleState) {
  const store = new Store<JumonvilleUi>({ selected: null, target: null, animating: false, shown: null, rolls: [], hovered: null });
  const said: string[] = [];
  const acted: JumonvilleAction[] = [];
  const commands: string[] = [];
  const carried: { id: string; world: Point }[] = [];
  const pans: { x: number; y: number }[] = [];
  let carrying = false;
  let settled = 0;
  const host: PointerHost = {
    view: () => s,
    shown: () => s,
    viewer: () => 0,
    isHuman: () => true,
    canAct: () => s.phase === 'activate' && s.activation?.seats.includes(0) === true,
    selectedActor: () => s.figures.find((f) => f.id === store.get().selected && f.owner === 0) ?? null,
    store: () => store,
    zoom: () => 1,
    refusal: (action, seat) => {
      const r = jumonville.apply(s, action, seat);
      return r.ok ? null : r.message;
    },
    act: (a) => (acted.push(a), true),
    command: (kind, target) => (commands.push(`${kind} ${target}`), true),
    whenShown: (fn) => fn(),
    toast: (text) => void said.push(text),
    startPan: (from) => void pans.push({ x: from.x, y: from.y }),
    setCarrying: (on) => void (carrying = on),
    carry: (id, world) => void carried.push({ id, world }),
    settle: () => void settled++,
    redraw: () => undefined,
    setCursor: () => undefined,
    taping: () => false,
  };
  const hand = new JumonvillePointer(host);
  const px = (p: Point) => ({ x: p.x * MM, y: p.y * MM });
  const ptr = (p: Point, isDown: boolean, button = 0): HandPointer => ({ ...px(p), button, isDown });
  /** Pressed at `from`, moved to each of `path` with the button down (inches). */
  const drag = (from: Point, ...path: Point[]) => {
    hand.down(ptr(from, true), px(from));
    for (const p of path) hand.move(ptr(p, true), px(p));
  };
  return { hand, store, said, acted, commands, carried, pans, drag, px, carrying: () => carrying, settled: () => settled };
}

const glen = () => activate(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 19 }]));

describe('a figure lifted and carried', () => {
  it('is dropped as a move where let go, carried with the pointer on the way', () => {
    const t = rig(glen());
    t.drag({ x: 10, y: 10 }, { x: 11, y: 11 }, { x: 12, y: 13 });
    expect(t.carrying()).toBe(true);
    expect(t.carried.at(-1)).toEqual({ id: 'v', world: t.px({ x: 12, y: 13 }) });
    expect(t.hand.drag).toMatchObject({ figure: 'v', at: { x: 12, y: 13 }, ok: true, moved: true });
    t.hand.release(false);
    expect(t.acted).toEqual([{ type: 'move', figure: 'v', to: { x: 12, y: 13 } }]);
    expect(t.carrying()).toBe(false);
    expect(t.hand.drag).toBeNull();
  });

  it('put back where it stood, has not moved', () => {
    const t = rig(glen());
    t.drag({ x: 10, y: 10 }, { x: 12, y: 12 }, { x: 10.02, y: 10 });
    t.hand.release(false);
    expect(t.acted).toEqual([]);
    expect(t.settled()).toBe(1);
  });

  it('let go off the table (off the canvas, or after the pointer left it), has not moved, and says so', () => {
    for (const how of ['off', 'left'] as const) {
      const t = rig(glen());
      t.drag({ x: 10, y: 10 }, { x: 12, y: 12 });
      if (how === 'left') t.hand.leftCanvas();
      t.hand.release(how === 'off');
      expect(t.acted, how).toEqual([]);
      expect(t.said, how).toEqual(['Let go off the table: v did not move.']);
    }
  });

  it('too far: the rules say why, and nothing moves', () => {
    const t = rig(glen());
    t.drag({ x: 10, y: 10 }, { x: 10, y: 14 }, { x: 10, y: 18 });
    t.hand.release(false);
    expect(t.acted).toEqual([]);
    expect(t.said).toEqual([expect.stringMatching(/a move is at most 6 in/)]);
  });

  it('the window resized while it is carried: the drag is called off, and the release then does nothing', () => {
    const t = rig(glen());
    t.drag({ x: 10, y: 10 }, { x: 12, y: 12 });
    t.hand.resized();
    expect(t.hand.drag).toBeNull();
    expect(t.carrying()).toBe(false);
    expect(t.said).toEqual(['The window changed size: the drag is called off, and v has not moved.']);
    t.hand.move({ ...t.px({ x: 20, y: 20 }), button: 0, isDown: true }, t.px({ x: 20, y: 20 }));
    t.hand.release(false);
    expect(t.acted).toEqual([]);
    expect(t.carried).toHaveLength(1);
    expect(t.pans).toEqual([]);
  });

  it('pressed but not yet moved when the window is resized: nothing is lifted, and the pointer moving on carries nothing (it jumped to the point now under the pointer)', () => {
    const t = rig(glen());
    t.drag({ x: 10, y: 10 });
    t.hand.resized();
    t.hand.move({ ...t.px({ x: 20, y: 12 }), button: 0, isDown: true }, t.px({ x: 20, y: 12 }));
    expect(t.carried).toEqual([]);
    t.hand.release(false);
    expect(t.acted).toEqual([]);
    expect(t.said).toEqual([]);
  });

  it('Escape (dropDrag) takes back a carried figure; with none carried it is not taken', () => {
    const t = rig(glen());
    expect(t.hand.dropDrag()).toBe(false);
    t.drag({ x: 10, y: 10 }, { x: 12, y: 12 });
    expect(t.hand.dropDrag()).toBe(true);
    t.hand.release(false);
    expect(t.acted).toEqual([]);
  });

  it('resized with nothing carried says nothing', () => {
    const t = rig(glen());
    t.hand.resized();
    expect(t.said).toEqual([]);
  });
});

describe('a press that is not a carry', () => {
  it('a click picks your figure; then a click on an enemy in range shoots it', () => {
    const t = rig(glen());
    t.drag({ x: 10, y: 10 }, { x: 10.01, y: 10.01 });
    t.hand.release(false);
    expect(t.store.get().selected).toBe('v');
    expect(t.acted).toEqual([]);
    t.drag({ x: 10, y: 19 });
    t.hand.release(false);
    expect(t.commands).toEqual(['shoot f']);
    expect(t.store.get().target).toBe('f');
  });

  it("a figure of yours that may not move says why once, and neither it nor the cloth moves", () => {
    const t = rig(table([{ id: 'v', team: 'red', x: 10, y: 10 }, { id: 'f', team: 'black', x: 10, y: 19 }]));
    t.drag({ x: 10, y: 10 }, { x: 11, y: 11 }, { x: 12, y: 12 });
    expect(t.said).toHaveLength(1);
    expect(t.said[0]).toMatch(/card/i);
    expect(t.pans).toEqual([]);
    expect(t.carried).toEqual([]);
  });

  it('a drag begun on the cloth pans the table', () => {
    const t = rig(glen());
    t.drag({ x: 20, y: 20 }, { x: 21, y: 21 });
    expect(t.pans).toEqual([t.px({ x: 20, y: 20 })]);
    expect(t.carried).toEqual([]);
  });
});
