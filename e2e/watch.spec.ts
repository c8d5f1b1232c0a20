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

/**
 * Starts `title` with the computer on every seat. Started as startMode does, but not waiting for a
 * still table: watched, it is never still for long. The problems the page reports are collected.
 */
async function startWatched(page: Page, title: ModeTitle): Promise<string[]> {
  const problems = watchProblems(page);
  await page.goto('/?seed=11');
  await page.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `New ${title}` });
  await computersOnly(dialog);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as Win).__musterTable);
  return problems;
}

const WATCHED: ModeTitle[] = ['Battle of Tippecanoe', 'Tiny 18c', 'ACW Ironclads', 'Skirmish at Jumonville Glen'];

/**
 * Watches the page at every frame while the table plays a move back, noting whatever tells the
 * outcome before the table shows it: a log line of the move playing (or of one queued behind it),
 * a battle's result or Another battle, a count of ships sunk above the status cards that say Sunk.
 * `skip`: the playbacks are skipped (the watch gets on sooner) but those of a round's dice, a
 * sinking or the last move, which are played out for the frames to see.
 */
async function watchForReveals(page: Page, skip: boolean): Promise<void> {
  await page.evaluate((skipping) => {
    type Entry = { events: { detail?: { t?: string } }[] };
    const w = window as unknown as Win & { __reveals: { said: string[]; frames: number } };
    const seen = { said: [] as string[], frames: 0 };
    w.__reveals = seen;
    const say = (what: string) => {
      if (!seen.said.includes(what)) seen.said.push(what);
    };
    const frame = () => {
      const table = w.__musterTable;
      const session = (w.__muster.app.state as unknown as { session: { state: { result?: unknown }; log: Entry[]; history: { cursor: number } } | null }).session;
      // A move playing back (not Cups of War's shake, whose moves are made once the tiles have landed).
      const playing = (table as unknown as { scene?: { playback?: { running: boolean } } } | undefined)?.scene?.playback?.running;
      if (table && session && playing) {
        seen.frames++;
        const lines = [...document.querySelectorAll('[role="log"][aria-label="Moves"] li:not(.undone)')];
        const told = session.history.cursor - 1 - table.queued();
        if (lines.length > told) say(`the log tells "${lines.at(-1)?.textContent ?? ''}" while it plays`);
        const bar = document.querySelector('[role="status"][aria-label="Playback"]')?.textContent ?? '';
        if ((table as { rolling?: () => boolean }).rolling?.() && /\d+ against/.test(bar)) say(`the bar says "${bar}" while the dice roll`);
        const panel = document.querySelector('aside.t18-panel');
        if ([...(panel?.querySelectorAll('button') ?? [])].some((b) => b.textContent?.trim() === 'Another battle')) say('Another battle is offered while it plays');
        const sunk = /sunk by .*? (\d+), by .*? (\d+)$/.exec(panel?.querySelector('.hint')?.textContent?.trim() ?? '');
        const cards = document.querySelectorAll('.ic-card.sunk').length;
        if (sunk && Number(sunk[1]) + Number(sunk[2]) > cards) say(`the panel says ${sunk[0]} while ${cards} status cards say Sunk`);
        const last = session.log.at(-1);
        const telling = !!session.state.result || !!last?.events.some((e) => e.detail?.t === 'sunk' || e.detail?.t === 'round');
        if (skipping && !telling) document.querySelector<HTMLButtonElement>('[role="status"][aria-label="Playback"] button')?.click();
      }
      if (!session?.state.result || playing) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, skip);
}

const reveals = (page: Page) => page.evaluate(() => (window as unknown as { __reveals: { said: string[]; frames: number } }).__reveals);

/** Some moves played back and watched frame by frame (in Cups of War, the Recovery after a battle turn), none told early. */
async function expectNothingToldEarly(page: Page): Promise<void> {
  await expect.poll(async () => (await reveals(page)).frames, { timeout: 50_000 }).toBeGreaterThan(30);
  await expect.poll(() => page.evaluate(() => (window as unknown as Win).__muster.app.state.session.log.length), { timeout: 20_000 }).toBeGreaterThan(3);
  expect((await reveals(page)).said).toEqual([]);
}

// One game watched both ways at once, for CI's time: the moves queued behind the playing one, and
// every frame of the playbacks for a move told before it is shown.
for (const title of WATCHED) {
  test(`${title}, the computer on every side: each move waits for the table to show the one before, and no log line tells it sooner`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = await startWatched(page, title);
    await watchForReveals(page, false);
    const seen = await watch(page, 6_000);
    // The game goes on by itself…
    expect(seen.moves, 'moves made while watching').toBeGreaterThan(1);
    // …one move at a time: never more than one made and not yet shown.
    expect(seen.mostQueued, 'moves waiting behind the one playing').toBeLessThanOrEqual(1);
    if (title === 'Battle of Tippecanoe') {
      // The Native side is at the screen, and the computer plays it: its moves are shown as well.
      expect(seen.said.some((w) => w.startsWith('Native')), `the bar said: ${seen.said.join(' | ')}`).toBe(true);
    }
    await expectNothingToldEarly(page);
    expect(problems).toEqual([]);
  });
}

// Cups of War's (a whole real-time war, 20 s, watched until the Recovery after a battle turn) is the long project's.
test('Cups of War, the computer on every side: no log line tells a move before the table has played it out', { tag: '@long' }, async ({ page }) => {
  test.setTimeout(90_000);
  const problems = await startWatched(page, 'Cups of War');
  await watchForReveals(page, false);
  await expectNothingToldEarly(page);
  expect(problems).toEqual([]);
});

for (const title of ['Battle of Tippecanoe', 'ACW Ironclads'] as ModeTitle[]) {
  test(`${title}, the computer on every side to the end: the bar and the panel tell the dice, a sinking or the result only once the table has shown it`, { tag: '@long' }, async ({ page }) => {
    test.setTimeout(240_000);
    const problems = await startWatched(page, title);
    // The playbacks are skipped on the way, but those of a round's dice, a sinking and the last move play out.
    await watchForReveals(page, true);
    const panel = page.locator('aside.t18-panel');
    await expect(panel.getByRole('button', { name: 'Another battle' })).toBeVisible({ timeout: 220_000 });
    expect((await reveals(page)).said).toEqual([]);
    expect(problems).toEqual([]);
  });
}
