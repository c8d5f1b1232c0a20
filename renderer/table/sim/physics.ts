// The table's physics: a top-down matter-js world stepped at a fixed 60 Hz by whoever owns it
// (the scene, once per frame; a test or a bot, as fast as it likes). No gravity: things slide,
// slow down by friction, knock into each other and stop at the table's edge.
import Matter from 'matter-js';

export const STEP_MS = 1000 / 60;

export interface Rect {
  width: number;
  height: number;
}

export interface TableWorld {
  engine: Matter.Engine;
  bounds: Rect;
  walls: Matter.Body[];
}

/** A world the size of the table (in mm), walled at its edges. */
export function createTableWorld(bounds: Rect, wallThickness = 400): TableWorld {
  const engine = Matter.Engine.create({
    gravity: { x: 0, y: 0, scale: 0 },
    enableSleeping: false,
    positionIterations: 8,
    velocityIterations: 6,
  });
  const t = wallThickness;
  const { width: w, height: h } = bounds;
  const wall = (x: number, y: number, ww: number, hh: number) =>
    Matter.Bodies.rectangle(x, y, ww, hh, { isStatic: true, restitution: 0.5, friction: 0.2, label: 'wall' });
  const walls = [
    wall(w / 2, -t / 2, w + 2 * t, t),
    wall(w / 2, h + t / 2, w + 2 * t, t),
    wall(-t / 2, h / 2, t, h + 2 * t),
    wall(w + t / 2, h / 2, t, h + 2 * t),
  ];
  Matter.Composite.add(engine.world, walls);
  return { engine, bounds, walls };
}

export function stepWorld(world: TableWorld): void {
  Matter.Engine.update(world.engine, STEP_MS);
}

export interface DieLaunch {
  id: string;
  x: number;
  y: number;
  angle: number;
  /** Velocity in mm per second. */
  vx: number;
  vy: number;
  /** Spin in radians per second. */
  spin: number;
  /** Side length in mm. */
  size: number;
}

export function addDieBody(world: TableWorld, launch: DieLaunch): Matter.Body {
  const body = Matter.Bodies.rectangle(launch.x, launch.y, launch.size, launch.size, {
    angle: launch.angle,
    chamfer: { radius: launch.size * 0.18 },
    frictionAir: 0.045,
    friction: 0.3,
    restitution: 0.45,
    density: 0.002,
    label: `die:${launch.id}`,
  });
  const perStep = STEP_MS / 1000;
  Matter.Body.setVelocity(body, { x: launch.vx * perStep, y: launch.vy * perStep });
  Matter.Body.setAngularVelocity(body, launch.spin * perStep);
  Matter.Composite.add(world.engine.world, body);
  return body;
}

/** A fixed obstacle on the table (a figure, a building) that thrown things bounce off. */
export function addObstacle(world: TableWorld, shape: { x: number; y: number; angle: number } & (
  | { kind: 'circle'; radius: number }
  | { kind: 'rect'; width: number; height: number }
)): Matter.Body {
  const opts = { isStatic: true, angle: shape.angle, restitution: 0.4, friction: 0.3, label: 'obstacle' };
  const body =
    shape.kind === 'circle'
      ? Matter.Bodies.circle(shape.x, shape.y, shape.radius, opts)
      : Matter.Bodies.rectangle(shape.x, shape.y, shape.width, shape.height, opts);
  Matter.Composite.add(world.engine.world, body);
  return body;
}

export function removeBody(world: TableWorld, body: Matter.Body): void {
  Matter.Composite.remove(world.engine.world, body);
}

/** Slow enough to call still: under 0.6 mm/s and 0.06 rad/s. */
const STILL_SPEED = 0.6;
const STILL_SPIN = 0.06;
/**
 * Going nowhere: within 2 mm and 0.1 rad for a whole second. Air friction slows a body sliding
 * free by a fixed share each step, so one that covers under 2 mm in a second drops below the
 * still speed within that second and is counted still anyway. A body that stays near one spot
 * that long without getting slow is being pushed about where it lies, held among others.
 */
const NOWHERE_MM = 2;
const NOWHERE_RAD = 0.1;
const REACH_SQ = (NOWHERE_MM / 2) ** 2;

function isStill(body: Matter.Body): boolean {
  const perSecond = 1000 / STEP_MS;
  return body.speed * perSecond < STILL_SPEED && Math.abs(body.angularVelocity) * perSecond < STILL_SPIN;
}

/** How long a body has been still, and where it has stayed since it last went anywhere. */
interface Track {
  quiet: number;
  x: number;
  y: number;
  angle: number;
  /** Steps since it was last out of reach of (x, y, angle). */
  stayed: number;
}

/**
 * Counts steps each body has been still; a body still for `quietSteps` in a row is settled
 * and brought to rest, so it cannot creep on forever.
 *
 * Still means slow this step, or going nowhere over the last second: a tile wedged among
 * others is pushed back and forth by the solver (by thousandths of a millimetre up to one, at
 * times far faster than "slow" for a step), and would otherwise hold the table for the shake's
 * whole limit.
 */
export class SettleWatch {
  private readonly tracks = new Map<Matter.Body, Track>();
  /** How long a body must go nowhere: a second of steps. */
  private readonly window = Math.round(1000 / STEP_MS);
  constructor(private readonly quietSteps = 12) {}
  update(bodies: readonly Matter.Body[]): boolean {
    let all = true;
    for (const b of bodies) {
      const { x, y } = b.position;
      let t = this.tracks.get(b);
      if (!t) this.tracks.set(b, (t = { quiet: 0, x, y, angle: b.angle, stayed: 0 }));
      // Within reach: inside a circle 2 mm across, and a tenth of a radian, round where it stays.
      const dx = x - t.x;
      const dy = y - t.y;
      if (dx * dx + dy * dy <= REACH_SQ && Math.abs(b.angle - t.angle) <= NOWHERE_RAD / 2) t.stayed++;
      else {
        t.x = x;
        t.y = y;
        t.angle = b.angle;
        t.stayed = 0;
      }
      t.quiet = isStill(b) || t.stayed >= this.window ? t.quiet + 1 : 0;
      if (t.quiet >= this.quietSteps) {
        Matter.Body.setVelocity(b, { x: 0, y: 0 });
        Matter.Body.setAngularVelocity(b, 0);
      } else {
        all = false;
      }
    }
    return all;
  }
}
