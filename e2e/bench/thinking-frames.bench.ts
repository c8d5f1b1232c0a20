// Frames while the computer thinks, in every game (issue 15: p95 under 4 ms; the computer's work
// stays in its worker): npm run bench:thinking-frames (builds the renderer first). Each game is
// started with every seat a hard computer, so the computers play on their own, and frames are
// sampled for a few seconds after the first second; only the frames drawn while a computer was
// thinking count. The table is drawn only when it changes (app/redraw.ts): a computer thinking
// over a still table draws no frame at all, and then the line says so. The worker gives way while
// the page makes a frame (app/frame-hold.ts); each line says how often it did.
//
// Tiny 18c between computers is over in half a second, so its line is mostly games being set up
// (a new one each time one ends). Its own line is a person's game, as the goal means it: a person
// against the hard computer, the person's orders given a moment after they are asked for (by the
// easy computer's rule, on the page), and the table zoomed in and out with the mouse wheel all
// the while, as a player looks closer while the computer thinks, so that frames are drawn.
import type { Page } from '@playwright/test';
import { withBuiltApp } from '../support/preview';
import { fmt, median, percentile, printRows, type Row } from './measure';

const PORT = Number(process.env.MUSTER_BENCH_PORT ?? 4176);
// Cups of War's computers play on the table's clock, not by thinking turns (bench:cups measures
// its frames while four computers stack).
/** The computers' strength (MUSTER_BENCH_STRENGTH; hard unless said): the figure is hard's, the others say how much of the cost is the thinking. */
const STRENGTH = process.env.MUSTER_BENCH_STRENGTH ?? 'hard';
// 'tiny-18c-person' is the person's Tiny 18c against the hard computer (sampleAgainstPerson).
const GAMES = (process.env.MUSTER_BENCH_GAMES_LIST ?? 'tiny-18c-person,tiny-18c,acw-ironclads,tippecanoe,jumonville').split(',');

interface Sampled {
  cost: number[];
  /** The same page's frames drawn while no computer thought (the person's game only). */
  calm?: number[];
  frames: number;
  /** Games played to sample them (Tiny 18c plays one after another). */
  games: number;
  /** Frames the stage drew and left undrawn (the table unchanged) while sampling (app/redraw.ts). */
  redraw: { drawn: number; skipped: number };
  /** How often, and how long in all, the bot's worker waited for the page's frames (app/frame-hold.ts). */
  gaveWay: { times: number; ms: number };
}

/** Waits for `sampling` while the table is zoomed in and out with the mouse wheel at its middle. */
async function whileZooming<T>(page: Page, sampling: Promise<T>): Promise<T> {
  const box = (await page.locator('canvas').first().boundingBox()) ?? { x: 0, y: 0, width: 1280, height: 800 };
  let on = true;
  const wheel = (async () => {
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
    for (let i = 0; on; i++) {
      await page.mouse.wheel(0, i % 16 < 8 ? -60 : 60);
      await page.waitForTimeout(25);
    }
  })();
  try {
    return await sampling;
  } finally {
    on = false;
    await wheel;
  }
}

async function sampleThinking(page: Page, modeId: string, frames: number): Promise<Sampled> {
  await page.goto(`http://127.0.0.1:${PORT}/?seed=5`);
  await page.getByRole('button', { name: 'Free Table' }).waitFor();
  return page.evaluate(
    ([id, n, strength, limitMs]) =>
      new Promise<Sampled>((resolve) => {
        type Setup = { options: unknown; players: { name: string; control: string; strength: string }[] };
        const w = window as unknown as {
          __muster: {
            app: {
              modeById(id: string): { defaultSetup(): Setup } | undefined;
              newGame(id: string, s: Setup): void;
              state: { thinking: number | null; session: { game: { result(s: unknown): unknown }; state: unknown } | null };
            };
            stage: { game: { events: { on(e: string, f: () => void): void }; redraw: { counts: { drawn: number; skipped: number } } } };
            bots?: { gaveWay: { times: number; ms: number } };
          };
          __musterTable?: { stats: { updateMs: number[] } };
        };
        const { app, stage } = w.__muster;
        // A build from before the frame hold has no runner to ask (bench older commits side by side).
        const bots = w.__muster.bots ?? { gaveWay: { times: 0, ms: 0 } };
        const held = { ...bots.gaveWay };
        const setup = app.modeById(id)!.defaultSetup();
        const seats = { ...setup, players: setup.players.map((p) => ({ ...p, control: 'computer', strength })) };
        app.newGame(id, seats);
        // Tiny 18c between hard computers is over in about a second: a quarter of one there, and a new
        // game each time one ends, so its figure rests on several games' frames, not one game's first.
        const WARM_UP = id === 'tiny-18c' ? 15 : 60;
        const AGAIN = id === 'tiny-18c';
        const cost: number[] = [];
        let t0 = 0;
        let count = 0;
        let since = 0;
        // The table is drawn only when it changes: a still one could take minutes to draw n frames.
        const until = performance.now() + limitMs;
        let games = 1;
        let done = false;
        const counts = stage.game.redraw.counts;
        const before = { ...counts };
        stage.game.events.on('prerender', () => (t0 = performance.now()));
        stage.game.events.on('postrender', () => {
          if (done) return;
          since++;
          const update = w.__musterTable?.stats.updateMs.at(-1) ?? 0;
          // The first second of a game is the table being built (textures painted, the scene made): not counted.
          if (since > WARM_UP) {
            count++;
            if (app.state.thinking !== null) cost.push(performance.now() - t0 + update);
          }
          if (count >= n || performance.now() > until) {
            done = true;
            resolve({ cost, frames: count, games, redraw: { drawn: counts.drawn - before.drawn, skipped: counts.skipped - before.skipped }, gaveWay: { times: bots.gaveWay.times - held.times, ms: bots.gaveWay.ms - held.ms } });
          } else if (AGAIN && since > WARM_UP && app.state.session?.game.result(app.state.session.state)) {
            games++;
            since = 0;
            app.newGame(id, seats);
          }
        });
      }),
    [modeId, frames, STRENGTH, 60_000] as const,
  );
}

/** A person's Tiny 18c against the hard computer, the table zoomed with the wheel throughout; frames drawn while the computer thought. */
async function sampleAgainstPerson(page: Page, frames: number, seconds: number): Promise<Sampled> {
  await page.goto(`http://127.0.0.1:${PORT}/?seed=5`);
  await page.getByRole('button', { name: 'Free Table' }).waitFor();
  // tsx names the functions below with esbuild's __name helper, which the page does not have.
  await page.evaluate('globalThis.__name = globalThis.__name || ((f) => f)');
  return whileZooming(page, page.evaluate(
    ([n, limitMs]) =>
      new Promise<Sampled>((resolve) => {
        type Setup = { options: unknown; players: { name: string; control: string; strength: string }[] };
        type Session = { game: { result(s: unknown): unknown; actors(s: unknown): number[]; playerView(s: unknown, seat: number): unknown; bot(v: unknown, seat: number, strength: string): unknown }; state: unknown; act(a: unknown, seat: number): unknown };
        const w = window as unknown as {
          __muster: {
            app: { modeById(id: string): { defaultSetup(): Setup } | undefined; newGame(id: string, s: Setup): void; state: { thinking: number | null; session: Session | null } };
            stage: { game: { events: { on(e: string, f: () => void): void }; redraw: { counts: { drawn: number; skipped: number } } } };
            bots?: { gaveWay: { times: number; ms: number } };
          };
          __musterTable?: { stats: { updateMs: number[] } };
        };
        const { app, stage } = w.__muster;
        // A build from before the frame hold has no runner to ask (bench older commits side by side).
        const bots = w.__muster.bots ?? { gaveWay: { times: 0, ms: 0 } };
        const held = { ...bots.gaveWay };
        const setup = app.modeById('tiny-18c')!.defaultSetup();
        const seats = { ...setup, players: setup.players.map((p, i) => ({ ...p, control: i === 0 ? 'human' : 'computer', strength: 'hard' })) };
        app.newGame('tiny-18c', seats);
        const counts = stage.game.redraw.counts;
        const before = { ...counts };
        const cost: number[] = [];
        const calm: number[] = [];
        let t0 = 0;
        let count = 0;
        let games = 1;
        let done = false;
        const started = performance.now();
        let asked: unknown = null;
        // The person: their orders a moment (0.2 s) after the table asks for them.
        const person = setInterval(() => {
          const session = app.state.session;
          if (!session || done) return;
          if (session.game.result(session.state)) {
            games++;
            asked = null;
            return app.newGame('tiny-18c', seats);
          }
          if (app.state.thinking !== null || !session.game.actors(session.state).includes(0)) return;
          if (asked !== session.state) return void (asked = session.state);
          asked = null;
          session.act(session.game.bot(session.game.playerView(session.state, 0), 0, 'easy'), 0);
        }, 200);
        const finish = () => {
          done = true;
          clearInterval(person);
          resolve({ cost, calm, frames: count, games, redraw: { drawn: counts.drawn - before.drawn, skipped: counts.skipped - before.skipped }, gaveWay: { times: bots.gaveWay.times - held.times, ms: bots.gaveWay.ms - held.ms } });
        };
        stage.game.events.on('prerender', () => (t0 = performance.now()));
        stage.game.events.on('postrender', () => {
          if (done) return;
          count++;
          const update = w.__musterTable?.stats.updateMs.at(-1) ?? 0;
          (app.state.thinking !== null ? cost : calm).push(performance.now() - t0 + update);
          if (cost.length >= n || performance.now() - started > limitMs) finish();
        });
      }),
    [frames, seconds * 1000] as const,
  ));
}

/** The worker's pauses for the page's frames: none where the page cannot share memory with it. */
const gaveWayText = (s: Sampled): string =>
  s.gaveWay.times ? `the worker gave way to the page's frames ${s.gaveWay.times} times, ${fmt(s.gaveWay.ms)} ms in all` : 'the worker never gave way to a frame';

export async function thinkingFramesBench(): Promise<Row[]> {
  const rows: Row[] = [];
  await withBuiltApp(PORT, { width: 1280, height: 800 }, async (page) => {
    if (GAMES.includes('tiny-18c-person')) {
      const s = await sampleAgainstPerson(page, Number(process.env.MUSTER_BENCH_FRAMES ?? 600), 120);
      const p95 = percentile(s.cost, 95);
      rows.push({
        bench: `tiny-18c, a person against the hard computer, zooming the table with the wheel`,
        figure: s.cost.length
          ? `frame cost ${fmt(median(s.cost))} ms median, ${fmt(p95)} ms p95 over the ${s.cost.length} of ${s.frames} frames drawn while the computer thought (${s.games} games; ${s.redraw.skipped} frames left undrawn, the table unchanged; the frames drawn while it did not think: ${fmt(median(s.calm ?? []))} ms median, ${fmt(percentile(s.calm ?? [], 95))} ms p95; ${gaveWayText(s)}) (goal: p95 < 4 ms: ${p95 < 4 ? 'met' : 'NOT met'})`
          : `no frame drawn while the computer thought (${s.frames} frames)`,
      });
    }
    for (const id of GAMES.filter((g) => g !== 'tiny-18c-person')) {
      const s = await sampleThinking(page, id, Number(process.env.MUSTER_BENCH_FRAMES ?? 600));
      rows.push({
        bench: `${id}, ${STRENGTH} computers on every seat`,
        figure: s.cost.length
          ? `frame cost ${fmt(median(s.cost))} ms median, ${fmt(percentile(s.cost, 95))} ms p95 over the ${s.cost.length} of ${s.frames} frames drawn while a computer thought${s.games > 1 ? ` (${s.games} games)` : ''}; ${s.redraw.skipped} frames left undrawn, the table unchanged; ${gaveWayText(s)} (goal: p95 < 4 ms: ${percentile(s.cost, 95) < 4 ? 'met' : 'NOT met'})`
          : `no frame drawn while a computer thought (${s.frames} frames)`,
      });
    }
  });
  printRows('Frames while the computer thinks (Debian Chromium, headless, software WebGL, 1280 x 800)', rows);
  return rows;
}
