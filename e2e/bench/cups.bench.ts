// Cups of War: a full four-player shake (60 tiles from four cups) headless, how long it takes to
// settle and what a physics step costs; how long the computer takes to choose a move; how a
// scripted newcomer at a person's pace fares against two computers, and whether they single the
// newcomer out; and, in Chromium, what a frame costs while the 60 tiles are in flight and while
// four computer players stack them.
import type { Page } from '@playwright/test';
import { cupsOfWar, TILE_SIZE, type CupsState } from '../../renderer/games/cups-of-war/rules';
import { cupsBot, shakeSeed } from '../../renderer/games/cups-of-war/ai/bot';
import { cupPlace, shakeFor } from '../../renderer/games/cups-of-war/ai/planner';
import { newcomerWars, playCups, shakeEveryone, type NewcomerTally } from '../../renderer/games/cups-of-war/ai/arena';
import { MAX_SHAKE_STEPS, TileShake } from '../../renderer/table/sim/tile-shake';
import { STEP_MS } from '../../renderer/table/sim/physics';
import { withBuiltApp } from '../support/preview';
import { row, sample } from './frame.bench';
import { fmt, median, peakHeapMb, percentile, printRows, type Row } from './measure';
import { Rng, seedRng } from '../../renderer/engine/rng';

// MUSTER_BENCH_PORT lets two checkouts measure side by side.
const PORT = Number(process.env.MUSTER_BENCH_PORT ?? 4175);

const fourPlayers = (seed: number): CupsState =>
  cupsOfWar.setup(
    { options: { ...cupsOfWar.defaultOptions }, players: Array.from({ length: 4 }, (_, i) => ({ name: `P${i}`, control: 'computer' as const, strength: 'normal' as const })) },
    seed,
  );

/**
 * The second cup of a two-player war, shaken onto the first's units: a person's throw for the
 * first (its release point, speed and vigour varied from a seeded stream), then the computer's
 * throw as the scene makes it. Units landing among lying ones can end wedged, and a wedged tile
 * once held the table for the shake's whole limit (2026-12-05): how long these take, and how many
 * run to the limit.
 */
function secondCupShakes(n: number): { steps: number[]; capped: number } {
  const steps: number[] = [];
  let capped = 0;
  for (let k = 0; k < n; k++) {
    let s = cupsOfWar.setup(
      { options: { ...cupsOfWar.defaultOptions }, players: [{ name: 'You', control: 'human', strength: 'normal' }, { name: 'Blue', control: 'computer', strength: 'normal' }] },
      4,
    );
    const table = { width: s.options.width, height: s.options.height };
    const rng = new Rng(seedRng(k + 1));
    const cup = cupPlace(s, 0);
    const tiles = s.tiles.filter((t) => t.owner === 0 && t.where === 'cup').map((t) => t.id);
    const thrown = { tiles, x: cup.x + rng.range(-40, 40), y: cup.y - 80, vx: rng.range(-200, 200), vy: -rng.range(300, 1200), vigour: rng.range(0, 1), seed: rng.int(0, 1e9) };
    const first = cupsOfWar.apply(s, { type: 'shake', landings: new TileShake(table, [thrown], TILE_SIZE).runToEnd() }, 0);
    if (!first.ok) throw new Error(first.message);
    s = first.state;
    const lying = s.piles.map((p) => ({ x: p.x, y: p.y, angle: p.angle }));
    const second = new TileShake(table, [shakeFor(s, 1, cupPlace(s, 1), shakeSeed(s, 1))], TILE_SIZE, lying);
    second.runToEnd();
    steps.push(second.steps);
    if (second.steps >= MAX_SHAKE_STEPS) capped++;
  }
  return { steps, capped };
}

export function cupsPhysicsBench(): Row[] {
  const steps: number[] = [];
  const wall: number[] = [];
  const perStep: number[] = [];
  let peak = 0;
  for (let seed = 1; seed <= 25; seed++) {
    const s = fourPlayers(seed);
    const pours = [0, 1, 2, 3].map((seat) => shakeFor(s, seat, cupPlace(s, seat), seed * 31 + seat));
    const { result, peakMb } = peakHeapMb(() => {
      const shake = new TileShake({ width: s.options.width, height: s.options.height }, pours, TILE_SIZE);
      const t0 = performance.now();
      shake.runToEnd();
      return { ms: performance.now() - t0, steps: shake.steps };
    });
    peak = Math.max(peak, peakMb);
    steps.push(result.steps);
    wall.push(result.ms);
    perStep.push(result.ms / result.steps);
  }
  const onto = secondCupShakes(300);
  // The computer's choice of move, on tables from real four-player shakes, mid-battle: the game's
  // bot as the scene asks it, from the seat's view (the view itself included in the time).
  const decide: number[] = [];
  for (let seed = 1; seed <= 10; seed++) {
    let s = shakeEveryone(fourPlayers(seed), seed).state;
    for (let k = 0; k < 40 && s.phase === 'battle'; k++) {
      const seat = k % 4;
      const t0 = performance.now();
      const move = cupsBot(cupsOfWar.playerView(s, seat), seat, 'normal');
      decide.push(performance.now() - t0);
      if (move.type === 'done') continue;
      const r = cupsOfWar.apply(s, move, seat);
      if (r.ok) s = r.state;
    }
  }
  // Whole wars, computer against computer, with a simulated clock for the race.
  const tally = { normal: 0, easy: 0, drawn: 0 };
  const battles: number[] = [];
  const wars: number[] = [];
  for (let g = 0; g < 100; g++) {
    const t0 = performance.now();
    const out = playCups(g % 2 ? ['normal', 'easy'] : ['easy', 'normal'], 10_000 + g);
    wars.push(performance.now() - t0);
    battles.push(...out.battleSeconds);
    const normalSeat = g % 2 ? 0 : 1;
    if (out.winners.length !== 1) tally.drawn++;
    else if (out.winners[0] === normalSeat) tally.normal++;
    else tally.easy++;
  }
  // A scripted newcomer (a move every two seconds, no command cards) in seat 0, where the person
  // sits, against two computers: how often they win, and whether the computers single them out.
  const pct = (n: number, of: number) => `${fmt((100 * n) / Math.max(1, of), 0)}%`;
  const newcomer = (t: NewcomerTally) =>
    `the newcomer won ${t.won} alone and ${t.shared} shared (${pct(t.won + t.shared, t.wars)}); ${pct(t.onNewcomer, t.attacks)} of the computers' ${t.attacks} attacks went onto the newcomer's units, which were ${pct(t.offeredNewcomer, t.attacks)} of the attacks on offer when they chose`;
  const t1 = performance.now();
  const easyWars = newcomerWars(['easy', 'easy'], 100, 40_000);
  const newcomerMs = (performance.now() - t1) / 100;
  const normalWars = newcomerWars(['normal', 'normal'], 100, 40_000);
  const rows: Row[] = [
    {
      bench: 'four-player shake, 60 tiles',
      figure: `settles in ${fmt((median(steps) * STEP_MS) / 1000, 2)} s simulated (${median(steps)} steps, longest ${fmt((Math.max(...steps) * STEP_MS) / 1000, 2)} s); ${fmt(median(wall))} ms wall; ${fmt(median(perStep) * 1000, 0)} µs per step; peak heap ${fmt(peak, 1)} MB (medians of 25 shakes)`,
    },
    {
      bench: 'a second cup shaken onto the first one\'s units, 300 throws',
      figure: `settles in ${fmt((median(onto.steps) * STEP_MS) / 1000, 2)} s simulated (median), ${fmt((percentile(onto.steps, 99) * STEP_MS) / 1000, 2)} s p99, longest ${fmt((Math.max(...onto.steps) * STEP_MS) / 1000, 2)} s; ${onto.capped} ran to the ${fmt((MAX_SHAKE_STEPS * STEP_MS) / 1000, 0)} s limit (goal: none)`,
    },
    {
      bench: 'computer chooses a move',
      figure: `${fmt(median(decide))} ms median, ${fmt(percentile(decide, 95))} ms p95 (${decide.length} choices on four-player tables)`,
    },
    {
      bench: 'normal against easy, 100 wars',
      figure: `normal won ${tally.normal}, easy ${tally.easy}, ${tally.drawn} drawn or shared; a battle lasts ${fmt(median(battles), 1)} s of the race's clock (median); ${fmt(median(wars), 0)} ms to play a whole war`,
    },
    { bench: 'a newcomer against two easy computers, 100 wars', figure: `${newcomer(easyWars)}; ${fmt(newcomerMs, 0)} ms a war` },
    { bench: 'a newcomer against two normal computers, 100 wars', figure: newcomer(normalWars) },
  ];
  printRows('Cups of War (Node, matter-js, fixed 60 Hz steps)', rows);
  return rows;
}

async function startFourComputers(page: Page): Promise<void> {
  await page.goto(`http://127.0.0.1:${PORT}/?seed=3`);
  await page.getByRole('button', { name: 'Cups of War' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Cups of War' });
  // The window remembers the last war's four players (and has no room to add another): from the defaults.
  const defaults = dialog.getByRole('button', { name: 'Defaults' });
  if (await defaults.isEnabled()) await defaults.click();
  await dialog.getByLabel('red played by').selectOption('normal');
  await dialog.getByRole('button', { name: 'Add a player' }).click();
  await dialog.getByRole('button', { name: 'Add a player' }).click();
  await dialog.getByRole('button', { name: 'Start' }).click();
  // The last run's war is still in progress: it is asked about, and let go.
  const keep = page.getByRole('dialog', { name: 'Save the game in progress?' });
  await Promise.race([keep.waitFor().then(() => keep.getByRole('button', { name: 'Don’t save' }).click()), page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable)]);
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
}

export async function cupsFrameBench(): Promise<Row[]> {
  const rows: Row[] = [];
  await withBuiltApp(PORT, { width: 1280, height: 800 }, async (page) => {
    const flight: Awaited<ReturnType<typeof sample>>[] = [];
    const battle: Awaited<ReturnType<typeof sample>>[] = [];
    const pours: number[] = [];
    for (let run = 0; run < 3; run++) {
      await startFourComputers(page);
      // The pour itself, in the frame the cups are let go (before the first frame of flight sampled
      // below): the units set out; their physics runs ahead of the screen in the frames after.
      await page.evaluate(() => {
        const w = window as unknown as { __pourMs?: number; __musterTable: { scene: Record<string, (...a: unknown[]) => void> } };
        const scene = w.__musterTable.scene;
        const pour = scene.pour!.bind(scene);
        scene.pour = (...a: unknown[]) => {
          const t = performance.now();
          pour(...a);
          w.__pourMs = performance.now() - t;
        };
      });
      // The computers pour together a moment after the table opens: sample from the first frame of flight to the last.
      await page.waitForFunction(() => (window as unknown as { __musterTable: { busy(): boolean } }).__musterTable.busy(), null, { timeout: 10_000 });
      flight.push(await sample(page, 600, undefined, true));
      // Then four computer hands carry tiles about the table.
      battle.push(await sample(page, 150));
      pours.push(await page.evaluate(() => (window as unknown as { __pourMs: number }).__pourMs));
    }
    const all = (xs: typeof flight) => ({
      cost: xs.flatMap((x) => x.cost),
      update: xs.flatMap((x) => x.update),
      render: xs.flatMap((x) => x.render),
      interval: xs.flatMap((x) => x.interval),
    });
    rows.push({ ...row('60 tiles in flight (4 cups)', all(flight)), bench: `60 tiles in flight (4 cups, ${median(flight.map((f) => f.cost.length))} frames a shake)` });
    rows.push(row('60 tiles, four computers stacking', all(battle)));
    rows.push({ bench: 'the pour itself (4 cups let go), in its frame', figure: `${fmt(median(pours))} ms median (${pours.map((x) => fmt(x)).join(', ')})` });
    rows.push({ bench: 'the slowest update while 60 tiles fly (the physics run ahead and the shake logged)', figure: `${fmt(Math.max(...flight.flatMap((f) => f.update)))} ms` });
  });
  printRows('Cups of War frames (Debian Chromium, headless, software WebGL, 1280 x 800)', rows);
  return rows;
}
