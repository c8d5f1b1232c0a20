// What an evening of games costs the page's memory: npm run bench:memory (builds the renderer first).
// Every game is started from the menu, left to settle and left again, round after round in one page,
// as a player goes from game to game; after each round the page's garbage is collected and its heap,
// its event listeners (window, document and the table's canvas) and the table's pictures (Phaser's
// textures) are read. A game that leaves anything behind shows as growth round on round (modes.spec
// holds listeners and pictures to that; the heap, which the engine's own compiled code grows, is
// measured here).
import type { CDPSession, Page } from '@playwright/test';
import { withBuiltApp } from '../support/preview';
import { fmt, printRows, type Row } from './measure';

const PORT = Number(process.env.MUSTER_BENCH_PORT ?? 4178);
const ROUNDS = Number(process.env.MUSTER_BENCH_ROUNDS ?? 5);
const GAMES = ['free-table', 'tiny-18c', 'cups-of-war', 'acw-ironclads', 'tippecanoe', 'jumonville'];

interface Reading {
  heapMb: number;
  listeners: number;
  textures: number;
}

async function read(page: Page, cdp: CDPSession): Promise<Reading> {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  let listeners = 0;
  for (const target of ['window', 'document', 'document.querySelector("canvas")']) {
    const { result } = (await cdp.send('Runtime.evaluate', { expression: target })) as { result: { objectId?: string } };
    if (!result.objectId) continue;
    listeners += ((await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId })) as { listeners: unknown[] }).listeners.length;
  }
  const textures = (await page.evaluate('Object.keys(window.__muster.stage.game.textures.list).length')) as number;
  return { heapMb: heap.usedSize / 2 ** 20, listeners, textures };
}

export async function memoryBench(): Promise<Row[]> {
  const rows: Row[] = [];
  await withBuiltApp(PORT, { width: 1280, height: 800 }, async (page) => {
    await page.goto(`http://127.0.0.1:${PORT}/?seed=5`);
    await page.getByRole('button', { name: 'Free Table' }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    const readings = [await read(page, cdp)];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const id of GAMES) {
        // Two people at one computer (nothing thinks between rounds), each game started as New game's Start does.
        await page.evaluate(`(() => {
          const app = window.__muster.app;
          const setup = app.modeById(${JSON.stringify(id)}).defaultSetup();
          app.newGame(${JSON.stringify(id)}, { ...setup, players: setup.players.map((p) => ({ ...p, control: 'human' })) });
        })()`);
        await page.waitForTimeout(1500);
        await page.evaluate('window.__muster.app.toMainMenu()');
        await page.waitForTimeout(300);
      }
      readings.push(await read(page, cdp));
    }
    const [start, first, last] = [readings[0]!, readings[1]!, readings.at(-1)!];
    const perRound = (last.heapMb - first.heapMb) / Math.max(1, ROUNDS - 1);
    rows.push({ bench: 'the menu, before any game', figure: `heap ${fmt(start.heapMb, 1)} MB, ${start.listeners} listeners, ${start.textures} pictures` });
    for (const [i, r] of readings.slice(1).entries()) {
      rows.push({ bench: `after round ${i + 1} (${GAMES.length} games)`, figure: `heap ${fmt(r.heapMb, 1)} MB, ${r.listeners} listeners, ${r.textures} pictures` });
    }
    rows.push({
      bench: `growth a round after the first`,
      figure: `heap ${fmt(perRound * 1000, 0)} KB, ${(last.listeners - first.listeners) / Math.max(1, ROUNDS - 1)} listeners, ${(last.textures - first.textures) / Math.max(1, ROUNDS - 1)} pictures`,
    });
  });
  printRows(`Memory over ${ROUNDS} rounds of every game started and left in one page (Debian Chromium, headless, 1280 x 800; heap after garbage collection)`, rows);
  return rows;
}
