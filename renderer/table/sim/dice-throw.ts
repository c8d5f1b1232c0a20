// A throw of dice across the table: launched from a gesture, stepped until every die is still,
// with each die's rolling path turned into tumbles (see die-tumble.ts). The scene runs a throw a
// step per frame to animate it; tests and bots run it to the end at once. Same code, same result.
import type Matter from 'matter-js';
import {
  SettleWatch,
  addDieBody,
  addObstacle,
  createTableWorld,
  removeBody,
  stepWorld,
  type DieLaunch,
  type Rect,
  type TableWorld,
} from './physics';
import { TumbleTracker } from './die-tumble';

export interface Obstacle {
  x: number;
  y: number;
  angle: number;
  shape: { kind: 'circle'; radius: number } | { kind: 'rect'; width: number; height: number };
}

export interface SettledDie {
  id: string;
  x: number;
  y: number;
  angle: number;
  tumbles: string;
}

/** Most throws settle in 2-3 simulated seconds; stop regardless after 12. */
const MAX_THROW_STEPS = 720;

export class DiceThrow {
  readonly world: TableWorld;
  private readonly bodies: { id: string; body: Matter.Body; tracker: TumbleTracker; last: { x: number; y: number } }[] = [];
  private readonly watch = new SettleWatch();
  steps = 0;
  done = false;

  constructor(table: Rect, launches: readonly DieLaunch[], obstacles: readonly Obstacle[] = [], world?: TableWorld) {
    this.world = world ?? createTableWorld(table);
    for (const o of obstacles) addObstacle(this.world, { x: o.x, y: o.y, angle: o.angle, ...o.shape });
    for (const l of launches) {
      const body = addDieBody(this.world, l);
      this.bodies.push({ id: l.id, body, tracker: new TumbleTracker(l.size), last: { x: l.x, y: l.y } });
    }
  }

  /** Advances one fixed step; returns true once every die has settled. */
  step(): boolean {
    if (this.done) return true;
    stepWorld(this.world);
    this.steps++;
    for (const d of this.bodies) {
      const { x, y } = d.body.position;
      d.tracker.step(x - d.last.x, y - d.last.y, d.body.angle);
      d.last = { x, y };
    }
    const settled = this.watch.update(this.bodies.map((d) => d.body));
    if (settled || this.steps >= MAX_THROW_STEPS) this.done = true;
    return this.done;
  }

  /** Where each die is now, and the tumbles it has made so far. */
  poses(): SettledDie[] {
    return this.bodies.map((d) => ({
      id: d.id,
      x: d.body.position.x,
      y: d.body.position.y,
      angle: d.body.angle,
      tumbles: d.tracker.tumbles,
    }));
  }

  runToEnd(): SettledDie[] {
    while (!this.step()) {
      /* stepping */
    }
    return this.poses();
  }

  dispose(): void {
    for (const d of this.bodies) removeBody(this.world, d.body);
  }
}

export type { DieLaunch };
