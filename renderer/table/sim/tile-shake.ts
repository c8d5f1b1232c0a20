// Tiles poured out of a cup onto the table: each cup's tiles start packed where the cup was let
// go, fly with the hand's velocity (spread a little, with spin, from a seeded stream), knock into
// each other, the tiles already lying there and the table's edge, and slide to a stop. A tile
// turns over each time it has slid about one and a half of its widths: the rules read which
// side lands up from that count and a fair start. The scene steps a shake once a frame; tests,
// bots and benchmarks run it to the end at once. Same code, same result.
import Matter from 'matter-js';
import { Rng, seedRng } from '../../engine/rng';
import { SettleWatch, addObstacle, createTableWorld, stepWorld, STEP_MS, type Rect, type TableWorld } from './physics';

export interface CupPour {
  /** Tile ids (the pour mixes them, as a cup does). */
  tiles: string[];
  /** Where the cup was let go (mm), and the hand's velocity then (mm per second). */
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** How hard the cup was shaken before letting go (0 to 1): the tiles scatter and spin more. */
  vigour: number;
  /** Seeds the spread of this pour. */
  seed: number;
}

export interface Landing {
  tile: string;
  x: number;
  y: number;
  /** Degrees clockwise. */
  angle: number;
  flips: number;
}

/** The longest a shake may take, in steps (10 s): a safety net, which no shake studied reaches. */
export const MAX_SHAKE_STEPS = 600;
const FLIP_EVERY = 1.5;

interface Flying {
  tile: string;
  body: Matter.Body;
  travelled: number;
  last: { x: number; y: number };
}

export class TileShake {
  readonly world: TableWorld;
  private readonly flying: Flying[] = [];
  private readonly watch = new SettleWatch(12);
  steps = 0;
  done = false;

  constructor(
    readonly table: Rect,
    pours: readonly CupPour[],
    readonly tileSize: number,
    /** Tiles already lying on the table: they do not move, but the new ones bounce off them. */
    lying: readonly { x: number; y: number; angle: number }[] = [],
  ) {
    this.world = createTableWorld(table);
    for (const t of lying) addObstacle(this.world, { x: t.x, y: t.y, angle: (t.angle * Math.PI) / 180, kind: 'rect', width: tileSize, height: tileSize });
    for (const pour of pours) this.pour(pour);
  }

  private pour(p: CupPour): void {
    const rng = new Rng(seedRng(p.seed));
    const n = p.tiles.length;
    const cols = Math.ceil(Math.sqrt(n * 1.4));
    const gap = this.tileSize * 1.08;
    const rows = Math.ceil(n / cols);
    // The cup's contents start packed, clear of the table's edge.
    const margin = gap * (Math.max(cols, rows) / 2 + 0.5);
    const cx = Math.min(this.table.width - margin, Math.max(margin, p.x));
    const cy = Math.min(this.table.height - margin, Math.max(margin, p.y));
    const speed = Math.hypot(p.vx, p.vy);
    // The cup's tiles are mixed: which tile sits in which place of the packed cup comes from a
    // stream of its own, so the throw itself (every place's start, speed and spin) is unchanged.
    const order = new Rng(seedRng(p.seed ^ 0x5eed)).shuffle(p.tiles);
    order.forEach((tile, i) => {
      const col = i % cols;
      const row = Math.floor(i / cols);
      const x = cx + (col - (cols - 1) / 2) * gap;
      const y = cy + (row - (rows - 1) / 2) * gap;
      const body = Matter.Bodies.rectangle(x, y, this.tileSize, this.tileSize, {
        angle: rng.range(-0.4, 0.4),
        frictionAir: 0.075,
        friction: 0.25,
        restitution: 0.3,
        density: 0.0015,
        label: `tile:${tile}`,
      });
      // Each tile leaves with the hand, spread around its direction and speeded or slowed a little.
      const spread = rng.range(-0.35, 0.35) * (0.4 + p.vigour);
      const k = rng.range(0.75, 1.15);
      const c = Math.cos(spread);
      const s = Math.sin(spread);
      const scatter = 120 + 380 * p.vigour;
      const vx = (p.vx * c - p.vy * s) * k + rng.range(-scatter, scatter);
      const vy = (p.vx * s + p.vy * c) * k + rng.range(-scatter, scatter);
      const perStep = STEP_MS / 1000;
      Matter.Body.setVelocity(body, { x: vx * perStep, y: vy * perStep });
      Matter.Body.setAngularVelocity(body, rng.range(-1, 1) * (4 + speed / 150 + 10 * p.vigour) * perStep);
      Matter.Composite.add(this.world.engine.world, body);
      this.flying.push({ tile, body, travelled: 0, last: { x, y } });
    });
  }

  /** One fixed step; true once every tile is still. */
  step(): boolean {
    if (this.done) return true;
    stepWorld(this.world);
    this.steps++;
    for (const f of this.flying) {
      const { x, y } = f.body.position;
      f.travelled += Math.hypot(x - f.last.x, y - f.last.y);
      f.last = { x, y };
    }
    if (this.watch.update(this.flying.map((f) => f.body)) || this.steps >= MAX_SHAKE_STEPS) this.done = true;
    return this.done;
  }

  /** Where each tile is now, and how often it has turned over. */
  landings(): Landing[] {
    return this.flying.map((f) => ({
      tile: f.tile,
      x: f.body.position.x,
      y: f.body.position.y,
      angle: ((f.body.angle * 180) / Math.PI) % 360,
      flips: Math.floor(f.travelled / (this.tileSize * FLIP_EVERY)),
    }));
  }

  runToEnd(): Landing[] {
    while (!this.step()) {
      /* stepping */
    }
    return this.landings();
  }
}
