// Battle of Tippecanoe frames in Chromium: a battle with both fields laid out, while a round's
// dice roll across the table (three rounds, frames taken only while the dice move and rest), and
// while the pointer hovers over the hand's stacks and the units on both fields, each card growing
// readable and shrinking back. The person plays the Native side, the computer (easy) the US.
import type { Page } from '@playwright/test';
import { withBuiltApp } from '../support/preview';
import { row, sample } from './frame.bench';
import { printRows, type Row } from './measure';

const PORT = Number(process.env.MUSTER_BENCH_PORT ?? 4179);

type P = { x: number; y: number };
type Tip = {
  __muster: { app: { state: { session: Session; thinking: number | null } }; stage: { game: { events: { on(e: string, f: () => void): void } } } };
  __musterTable: { busy(): boolean; rolling(): boolean; stats: { updateMs: number[] }; handPoint(kind: string): P | null; unitPoint(unit: string): P | null };
};
type Session = {
  viewer: number;
  state: { step: { k: string; seat?: number }; result: unknown; battle: { round: number; attacker: number; fields: { unit: string }[][] } | null; cards: Record<string, { cards: string[] }> };
  act(action: unknown, seat?: number): unknown;
  game: { legalActions(s: unknown, seat: number): { type: string; kind?: string; card?: string | null }[] };
};

/** Waits until the person (the Native side) is to move, the computer quiet and the table still. */
async function myTurn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as Tip;
      const app = w.__muster.app.state;
      const s = app.session.state;
      const native = ['muster', 'keep', 'council', 'supply', 'arm'];
      const who = s.result ? 0 : native.includes(s.step.k) ? 0 : s.step.k === 'march' || s.step.k === 'pay' ? 1 : s.step.k === 'attack' ? s.battle?.attacker : s.step.seat;
      return who === 0 && app.thinking === null && !w.__musterTable.busy();
    },
    null,
    { timeout: 60_000 },
  );
}

/** The person's move, through the session as the table would make it: hand to hand, no tactic, the first loss, the first unit. */
const play = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as Tip).__muster.app.state.session;
    const legal = s.game.legalActions(s.state, 0);
    const pick = legal.find((a) => a.type === 'attack' && a.kind === 'melee') ?? legal.find((a) => a.type === 'tactic' && a.card === null) ?? legal.find((a) => a.type !== 'concede');
    return s.act(pick, 0);
  });

async function startBattle(page: Page): Promise<void> {
  await page.goto(`http://127.0.0.1:${PORT}/?seed=7`);
  await page.getByRole('button', { name: 'Battle of Tippecanoe', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Battle of Tippecanoe' });
  await dialog.getByRole('combobox', { name: 'US played by' }).selectOption('easy');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  const act = (action: unknown) => page.evaluate((a) => (window as unknown as Tip).__muster.app.state.session.act(a, 0), action);
  // Two Civil Chief turns muster ten warriors, then the War Chief arms them and calls the battle.
  for (let turn = 0; turn < 2; turn++) {
    await myTurn(page);
    await act({ type: 'muster' });
    for (let i = 0; i < 2; i++) await act({ type: 'release', card: await page.evaluate(() => (window as unknown as Tip).__muster.app.state.session.state.cards.muster!.cards[0]) });
    await act({ type: 'end-turn' });
  }
  await myTurn(page);
  for (const type of ['war-chief', 'supply', 'call-battle']) await act({ type });
  // Lay out the Native field; the computer lays out the US field.
  for (let guard = 0; guard < 20; guard++) {
    await myTurn(page);
    const k = await page.evaluate(() => (window as unknown as Tip).__muster.app.state.session.state.step.k);
    if (k !== 'deploy') return;
    await play(page);
  }
}

/** Frames taken while a round's dice are rolling, over `rounds` rounds played on. */
async function diceFrames(page: Page, rounds: number) {
  await page.evaluate(() => {
    const w = window as unknown as Tip & { __tipBench?: unknown };
    const b = { render: [] as number[], interval: [] as number[], update: [] as number[], t0: 0, last: 0 };
    w.__tipBench = b;
    const game = w.__muster.stage.game;
    game.events.on('prerender', () => (b.t0 = performance.now()));
    game.events.on('postrender', () => {
      if (!w.__musterTable.rolling()) {
        b.last = 0;
        return;
      }
      const now = performance.now();
      b.render.push(now - b.t0);
      if (b.last) b.interval.push(now - b.last);
      b.last = now;
      b.update.push(w.__musterTable.stats.updateMs.at(-1) ?? 0);
    });
  });
  const round = () => page.evaluate(() => (window as unknown as Tip).__muster.app.state.session.state.battle?.round ?? 0);
  const end = (await round()) + rounds;
  for (let guard = 0; guard < 200 && (await round()) < end; guard++) {
    await myTurn(page);
    if (await page.evaluate(() => !!(window as unknown as Tip).__muster.app.state.session.state.result)) break;
    await play(page);
  }
  await myTurn(page);
  return page.evaluate(() => {
    const b = (window as unknown as { __tipBench: { render: number[]; interval: number[]; update: number[] } }).__tipBench;
    return { render: b.render, interval: b.interval, update: b.update, cost: b.render.map((r, i) => r + (b.update[i] ?? 0)) };
  });
}

export async function tippecanoeFrameBench(): Promise<Row[]> {
  const rows: Row[] = [];
  await withBuiltApp(PORT, { width: 1280, height: 800 }, async (page) => {
    await startBattle(page);
    await page.mouse.move(2, 300);
    await page.waitForTimeout(300);
    rows.push(row('a battle laid out (both fields, the hand), idle', await sample(page, 180)));

    const targets = await page.evaluate(() => {
      const w = window as unknown as Tip;
      const s = w.__muster.app.state.session.state;
      const kinds = [...new Set(s.cards['hand-0']!.cards.map((c) => c.slice(0, c.lastIndexOf('-'))))];
      const units = (s.battle?.fields ?? []).flat().map((p) => p.unit);
      return [...kinds.map((k) => w.__musterTable.handPoint(k)), ...units.map((u) => w.__musterTable.unitPoint(u))].filter((p): p is P => !!p);
    });
    if (targets.length < 4) throw new Error('Too few cards on the table to hover.');
    rows.push(
      row(
        `hovering over ${targets.length} cards (hand and fields), each growing`,
        await sample(page, 150, async () => {
          for (let i = 0; i < 60; i++) {
            const t = targets[i % targets.length] as P;
            await page.mouse.move(t.x + (i % 3) - 1, t.y, { steps: 2 });
          }
        }),
      ),
    );
    await page.mouse.move(2, 300);

    const dice = await diceFrames(page, 3);
    if (dice.cost.length < 10) throw new Error(`Only ${dice.cost.length} frames of dice rolling were seen.`);
    rows.push(row(`a round's dice rolling (3 rounds, ${dice.cost.length} frames)`, dice));
  });
  printRows('Battle of Tippecanoe frames (Debian Chromium, headless, software WebGL, 1280 x 800)', rows);
  return rows;
}
