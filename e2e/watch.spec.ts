// The computer on every side, to be watched: each of its moves waits until the table has shown
// the one before, so the game goes at the pace of what is seen (the log never runs ahead of the
// table behind a queue of playbacks), and the side at the screen's own moves are shown too.
import { expect, test, type Page } from '@playwright/test';
import { watchProblems, type ModeTitle } from './support/modes';

type Win = {
  __muster: { app: { state: { session: { log: unknown[]; state: unknown } } } };
  __musterTable?: { busy(): boolean; queued(): number };
};

/** Every seat of the New game dialog played by the computer. */
async function computersOnly(dialog: ReturnType<Page['getByRole']>): Promise<void> {
  const seats = dialog.getByRole('combobox', { name: /played by$/ });
  const n = await seats.count();
  expect(n).toBeGreaterThan(1);
  for (let i = 0; i < n; i++) await seats.nth(i).selectOption('normal');
}

/** Watches for `ms`: the most moves ever waiting behind the playing one, the moves made, and what the bar said. */
async function watch(page: Page, ms: number): Promise<{ mostQueued: number; moves: number; said: string[] }> {
  const bar = page.getByRole('status', { name: 'Playback' });
  let mostQueued = 0;
  const said = new Set<string>();
  const end = Date.now() + ms;
  while (Date.now() < end) {
    mostQueued = Math.max(mostQueued, await page.evaluate(() => (window as unknown as Win).__musterTable?.queued() ?? 0));
    const words = await bar.textContent({ timeout: 50 }).catch(() => null);
    if (words) said.add(words.replace(/Skip$/, '').trim());
    await page.waitForTimeout(60);
  }
  const moves = await page.evaluate(() => (window as unknown as Win).__muster.app.state.session.log.length);
  return { mostQueued, moves, said: [...said] };
}

const WATCHED: ModeTitle[] = ['Battle of Tippecanoe', 'Tiny 18c', 'ACW Ironclads', 'Skirmish at Jumonville Glen'];

for (const title of WATCHED) {
  test(`${title}, the computer on every side: each move waits for the table to show the one before`, async ({ page }) => {
    test.setTimeout(60_000);
    const problems = watchProblems(page);
    await page.goto('/?seed=11');
    // Started as startMode does, but not waiting for a still table: watched, it is never still for long.
    await page.getByRole('button', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `New ${title}` });
    await computersOnly(dialog);
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => !!(window as unknown as Win).__musterTable);
    const seen = await watch(page, 6_000);
    // The game goes on by itself…
    expect(seen.moves, 'moves made while watching').toBeGreaterThan(1);
    // …one move at a time: never more than one made and not yet shown.
    expect(seen.mostQueued, 'moves waiting behind the one playing').toBeLessThanOrEqual(1);
    if (title === 'Battle of Tippecanoe') {
      // The Native side is at the screen, and the computer plays it: its moves are shown as well.
      expect(seen.said.some((w) => w.startsWith('Native')), `the bar said: ${seen.said.join(' | ')}`).toBe(true);
    }
    expect(problems).toEqual([]);
  });
}
