// Frames while the computer thinks, in every game (issue 15: p95 under 4 ms; the computer's work
// stays in its worker): npm run bench:thinking-frames (builds the renderer first). Each game is
// started with every seat a hard computer, so the computers play on their own, and frames are
// sampled for a few seconds after the first second; only the frames drawn while a computer was
// thinking count.
import type { Page } from '@playwright/test';
import { withBuiltApp } from '../support/preview';
import { fmt, median, percentile, printRows, type Row } from './measure';

const PORT = Number(process.env.MUSTER_BENCH_PORT ?? 4176);
// Cups of War's computers play on the table's clock, not by thinking turns (bench:cups measures
// its frames while four computers stack).
const GAMES = (process.env.MUSTER_BENCH_GAMES_LIST ?? 'tiny-18c,acw-ironclads,tippecanoe,jumonville').split(',');

interface Sampled {
  cost: number[];
  frames: number;
  /** Games played to sample them (Tiny 18c plays one after another). */
  games: number;
}

async function sampleThinking(page: Page, modeId: string, frames: number): Promise<Sampled> {
  await page.goto(`http://127.0.0.1:${PORT}/?seed=5`);
  await page.getByRole('button', { name: 'Free Table' }).waitFor();
  return page.evaluate(
    ([id, n]) =>
      new Promise<Sampled>((resolve) => {
        type Setup = { options: unknown; players: { name: string; control: string; strength: string }[] };
        const w = window as unknown as {
          __muster: {
            app: {
              modeById(id: string): { defaultSetup(): Setup } | undefined;
              newGame(id: string, s: Setup): void;
              state: { thinking: number | null; session: { game: { result(s: unknown): unknown }; state: unknown } | null };
            };
            stage: { game: { events: { on(e: string, f: () => void): void } } };
          };
          __musterTable?: { stats: { updateMs: number[] } };
        };
        const { app, stage } = w.__muster;
        const setup = app.modeById(id)!.defaultSetup();
        const seats = { ...setup, players: setup.players.map((p) => ({ ...p, control: 'computer', strength: 'hard' })) };
        app.newGame(id, seats);
        // Tiny 18c between hard computers is over in about a second: a quarter of one there, and a new
        // game each time one ends, so its figure rests on several games' frames, not one game's first.
        const WARM_UP = id === 'tiny-18c' ? 15 : 60;
        const AGAIN = id === 'tiny-18c';
        const cost: number[] = [];
        let t0 = 0;
        let count = 0;
        let since = 0;
        let games = 1;
        let done = false;
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
          if (count >= n) {
            done = true;
            resolve({ cost, frames: count, games });
          } else if (AGAIN && since > WARM_UP && app.state.session?.game.result(app.state.session.state)) {
            games++;
            since = 0;
            app.newGame(id, seats);
          }
        });
      }),
    [modeId, frames] as const,
  );
}

export async function thinkingFramesBench(): Promise<Row[]> {
  const rows: Row[] = [];
  await withBuiltApp(PORT, { width: 1280, height: 800 }, async (page) => {
    for (const id of GAMES) {
      const s = await sampleThinking(page, id, Number(process.env.MUSTER_BENCH_FRAMES ?? 600));
      rows.push({
        bench: `${id}, hard computers on every seat`,
        figure: s.cost.length
          ? `frame cost ${fmt(median(s.cost))} ms median, ${fmt(percentile(s.cost, 95))} ms p95 over the ${s.cost.length} of ${s.frames} frames drawn while a computer thought${s.games > 1 ? ` (${s.games} games)` : ''} (goal: p95 < 4 ms: ${percentile(s.cost, 95) < 4 ? 'met' : 'NOT met'})`
          : `no frame drawn while a computer thought (${s.frames} frames)`,
      });
    }
  });
  printRows('Frames while the computer thinks (Debian Chromium, headless, software WebGL, 1280 x 800)', rows);
  return rows;
}
