// The geometry kit on a skirmish table: 30 woods, rocks and buildings (seeded random polygons,
// convex and concave, some overlapping) on a 36"×36" table, and round bases of radius 0.5".
// What one line of sight and one shortest path across the table cost.
import { Rng, seedRng } from '../../renderer/engine/rng';
import { lineOfSight, pointPolygonDistance, shortestPath, type Obstacle, type Point } from '../../renderer/kits/geometry';
import { fmt, median, peakHeapMb, percentile, printRows } from './measure';

const TABLE = 36;
const RADIUS = 0.5;
const OBSTACLES = 30;
const TABLES = 20;

/** A star-shaped polygon round a centre: convex when every corner is at one distance. */
function terrain(rng: Rng, id: string): Obstacle {
  const c = { x: rng.range(3, TABLE - 3), y: rng.range(3, TABLE - 3) };
  const n = rng.int(3, 8);
  const convex = rng.float() < 0.5;
  const size = rng.range(0.8, 2.5);
  const spin = rng.range(0, 2 * Math.PI);
  const points = Array.from({ length: n }, (_, i) => {
    const r = convex ? size : size * rng.range(0.4, 1);
    const a = spin + (2 * Math.PI * i) / n;
    return { x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r };
  });
  return { id, points };
}

/** A spot near one table edge where a base fits. */
function clearSpot(rng: Rng, x: number, obstacles: readonly Obstacle[]): Point {
  for (;;) {
    const p = { x, y: rng.range(1, TABLE - 1) };
    if (obstacles.every((o) => pointPolygonDistance(p, o.points) >= RADIUS)) return p;
  }
}

function shotFrom(rng: Rng, from: Point, obstacles: readonly Obstacle[]): Point {
  for (;;) {
    const a = rng.range(-Math.PI / 2, Math.PI / 2);
    const p = { x: from.x + 12 * Math.cos(a), y: from.y + 12 * Math.sin(a) };
    if (p.y > 1 && p.y < TABLE - 1 && obstacles.every((o) => pointPolygonDistance(p, o.points) >= RADIUS)) return p;
  }
}

interface Table {
  obstacles: Obstacle[];
  from: Point;
  to: Point;
  /** A 12" shot: a second figure 12" from the first, somewhere a base fits. */
  shot: Point;
}

function table(seed: number): Table {
  const rng = new Rng(seedRng(seed));
  const obstacles = Array.from({ length: OBSTACLES }, (_, i) => terrain(rng, `t${i}`));
  const from = clearSpot(rng, 1.5, obstacles);
  return { obstacles, from, to: clearSpot(rng, TABLE - 1.5, obstacles), shot: shotFrom(rng, from, obstacles) };
}

const base = (centre: Point) => ({ kind: 'circle' as const, circle: { centre, radius: RADIUS } });

export function geometryBench(): void {
  const tables = Array.from({ length: TABLES }, (_, i) => table(1000 + i));
  const sight: number[] = [];
  const shots: number[] = [];
  let shotsClear = 0;
  const paths: number[] = [];
  let clear = 0;
  let found = 0;
  let corners = 0;
  for (const t of tables) {
    corners += t.obstacles.reduce((s, o) => s + o.points.length, 0);
    for (let i = 0; i < 3; i++) lineOfSight(base(t.from), base(t.to), t.obstacles);
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const s = lineOfSight(base(t.from), base(t.to), t.obstacles);
      sight.push((performance.now() - t0) * 1000);
      if (i === 0 && s.clear) clear++;
    }
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const s = lineOfSight(base(t.from), base(t.shot), t.obstacles);
      shots.push((performance.now() - t0) * 1000);
      if (i === 0 && s.clear) shotsClear++;
    }
    shortestPath(t.from, t.to, RADIUS, t.obstacles);
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const p = shortestPath(t.from, t.to, RADIUS, t.obstacles);
      paths.push(performance.now() - t0);
      if (i === 0 && p.found) found++;
    }
  }
  const worst = tables[Math.floor(paths.indexOf(Math.max(...paths)) / 5)] as Table;
  const heap = peakHeapMb(() => shortestPath(worst.from, worst.to, RADIUS, worst.obstacles));
  const where = `${TABLES} tables of ${OBSTACLES} obstacles (${fmt(corners / TABLES, 0)} corners a table), 36"×36", bases 0.5"`;
  printRows('Geometry kit: line of sight and shortest paths (Node, one core)', [
    { bench: 'line of sight across the table', figure: `${fmt(median(sight), 0)} µs median, ${fmt(percentile(sight, 95), 0)} µs p95 (${clear} of ${TABLES} clear; ${where})` },
    { bench: 'line of sight, a 12" shot', figure: `${fmt(median(shots), 0)} µs median, ${fmt(percentile(shots, 95), 0)} µs p95 (${shotsClear} of ${TABLES} clear)` },
    { bench: 'shortest path across the table', figure: `${fmt(median(paths), 1)} ms median, ${fmt(percentile(paths, 95), 1)} ms p95 (${found} of ${TABLES} found)` },
    { bench: 'memory, the slowest path', figure: `peak heap ${fmt(heap.peakMb, 1)} MB above the start, ${fmt(heap.retainedMb, 1)} MB kept after` },
  ]);
}
