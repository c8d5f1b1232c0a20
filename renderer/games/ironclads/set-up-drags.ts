// The set-up's pointer: before the battle begins, a ship is dragged to her place or turned by the
// knob at her bow, and a bank's string is pulled up or down by its pegs. The scene hands a press
// over while the ships are arranged; what is let go becomes a 'place' or a 'bank' action, which
// the rules may refuse (a ship across a bank, on the grass, over another), the ship then put back.
import type Phaser from 'phaser';
import { setUpKnob, type Drag } from './handles';
import { TABLE, type IroncladsAction, type IroncladsState, type Point, type Ship } from './rules';

/** What a press in the set-up takes hold of. */
export type SetUpDrag = Extract<Drag, { kind: 'ship' | 'rotate' | 'bank' }>;

export interface SetUpHost {
  view(): IroncladsState;
  /** The ship picked in the set-up (her knob shows), and picking one. */
  selected(): string | null;
  select(id: string): void;
  sprite(id: string): Phaser.GameObjects.Image | undefined;
  /** Whether `a` lies within `screenPx` screen pixels of `b`. */
  near(a: Point | null, b: Point, screenPx: number): boolean;
  shipAt(p: Point): Ship | undefined;
  act(action: IroncladsAction): void;
  /** Puts every ship where the state has her. */
  syncShips(): void;
  /** Draws the overlay again (the knob, the pegs, the strings). */
  redraw(): void;
}

/** Places are kept to a hundredth of a millimetre. */
const round = (n: number) => Math.round(n * 100) / 100;

export class SetUpDrags {
  constructor(private readonly host: SetUpHost) {}

  /** What a press at `world` takes: the picked ship's knob, then a bank's peg, then a ship (picked); or nothing. */
  press(world: Point): SetUpDrag | null {
    const h = this.host;
    const s = h.view();
    const sel = s.ships.find((x) => x.id === h.selected());
    if (sel && h.near(setUpKnob(sel), world, 14)) return { kind: 'rotate', ship: sel.id, heading: sel.heading };
    for (const b of [0, 1] as const) {
      const index = s.river.banks[b].findIndex((p) => h.near(p, world, 12));
      if (index >= 0) return { kind: 'bank', bank: b, index, y: s.river.banks[b][index]?.y ?? 0 };
    }
    const ship = h.shipAt(world);
    if (!ship) return null;
    h.select(ship.id);
    return { kind: 'ship', ship: ship.id, dx: ship.x - world.x, dy: ship.y - world.y, moved: false };
  }

  /** The pointer at `world` with `drag` in hand: the ship follows it, turns to face it (in 5° steps), or the peg goes with it. */
  move(drag: SetUpDrag, world: Point): void {
    const h = this.host;
    switch (drag.kind) {
      case 'ship': {
        drag.moved = true;
        h.sprite(drag.ship)?.setPosition(world.x + drag.dx, world.y + drag.dy).setDepth(300);
        break;
      }
      case 'rotate': {
        const ship = h.view().ships.find((x) => x.id === drag.ship);
        if (!ship) return;
        const raw = (Math.atan2(world.y - ship.y, world.x - ship.x) * 180) / Math.PI;
        drag.heading = (((Math.round(raw / 5) * 5) % 360) + 360) % 360;
        h.sprite(ship.id)?.setAngle(drag.heading);
        break;
      }
      case 'bank':
        drag.y = Math.max(0, Math.min(TABLE.height, world.y));
        break;
    }
    h.redraw();
  }

  /** `drag` let go: the ship placed or turned, the peg moved, as the rules allow. */
  release(drag: SetUpDrag): void {
    const h = this.host;
    const ship = drag.kind === 'bank' ? undefined : h.view().ships.find((x) => x.id === drag.ship);
    if (drag.kind === 'bank') h.act({ type: 'bank', bank: drag.bank, index: drag.index, y: round(drag.y) });
    else if (drag.kind === 'ship') {
      const img = h.sprite(drag.ship);
      if (ship && img && drag.moved) h.act({ type: 'place', ship: ship.id, x: round(img.x), y: round(img.y), heading: ship.heading });
    } else if (ship && drag.heading !== ship.heading) h.act({ type: 'place', ship: ship.id, x: ship.x, y: ship.y, heading: drag.heading });
    if (drag.kind !== 'bank') h.syncShips();
    h.redraw();
  }
}
