// Skirmish at Jumonville Glen against the computer, with the mouse: turn the card, pick a figure,
// drag it round a rock (the path bends; it ends where it was dropped), shoot by clicking an enemy,
// charge by right-clicking one, and the log says each. Then the panel and table fit the window at
// 960 × 600 and 1920 × 1080, and in a melee the names and numbers on the table stay apart.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { MatchSetup } from '../renderer/engine/game';
import { holdTheComputer, letHeldAnswersThrough } from './support/computer';
import { towards } from './support/jumonville';
import { MM } from '../renderer/games/jumonville/art';
import { goldRing } from '../renderer/games/jumonville/figures';
import { baseBox, baseExtent } from '../renderer/games/jumonville/label-places';
import { segmentGap, segmentHitsBox } from '../renderer/games/jumonville/odds-places';
import { concedeAsksFirst, screenPixels, watchProblems } from './support/modes';
import { tableStill } from './support/table';
import { cardName, gap, jumonville, legalActions, showing, moveOk, onTable, planCharge, planMove, shotProblem, terrainCache, type Figure, type JumonvilleAction, type JumonvilleState, type Point } from '../renderer/games/jumonville/rules';

type Word = { text: string; x: number; y: number; w: number; h: number };
type Win = {
  __muster: { app: { state: { session: { state: JumonvilleState; history: unknown; act(a: unknown, seat: number): { message: string } | null; setViewer(seat: number): void } } } };
  __musterTable?: {
    figurePoint(id: string): Point | null;
    inchPoint(x: number, y: number): Point;
    spritePoint(id: string): Point | null;
    busy(): boolean;
    rangeRing(): Point | null;
    layers(): { names: number; bases: number };
    labels(): string[];
    words(): Word[];
    odds(): (Word & { foe: string; leader: { from: Point; to: Point } | null })[];
  };
};

const state = (page: Page): Promise<JumonvilleState> => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as Win).__muster.app.state.session.state)) as JumonvilleState);
const figurePoint = async (page: Page, id: string): Promise<Point> => {
  const p = await page.evaluate((x) => (window as unknown as Win).__musterTable?.figurePoint(x) ?? null, id);
  if (!p) throw new Error(`no figure ${id}`);
  return p;
};
const inchPoint = (page: Page, p: Point): Promise<Point> => page.evaluate((q) => (window as unknown as Win).__musterTable!.inchPoint(q.x, q.y), p);
const idle = (page: Page) => page.waitForFunction(() => !(window as unknown as Win).__musterTable?.busy(), null, { timeout: 20_000 });
/** Skip whatever plays back (the playback bar's Skip), and wait for the table to show the outcome. */
async function showOutcome(page: Page): Promise<void> {
  await page.getByRole('status', { name: 'Playback' }).getByRole('button', { name: 'Skip' }).click().catch(() => undefined);
  await idle(page);
}
/** The two window sizes every table is looked at in. */
const SIZES = [
  { width: 960, height: 600 },
  { width: 1920, height: 1080 },
] as const;
/** The window made `size`, and the table settled in it. */
async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForTimeout(400);
  await idle(page);
  await tableStill(page);
}

/**
 * From the main menu into a skirmish: `seed`, a screenshot of the set-up if `shot` names one, and
 * `configure` for the New game dialog (its default scenario checked first). The page's errors.
 */
async function start(page: Page, { seed = 3, shot, configure }: { seed?: number; shot?: string; configure?: (dialog: Locator) => Promise<void> } = {}): Promise<string[]> {
  const problems = watchProblems(page);
  await page.goto(`/?seed=${seed}`);
  await page.getByRole('button', { name: 'Skirmish at Jumonville Glen' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Skirmish at Jumonville Glen' });
  await expect(dialog.getByLabel('Scenario')).toHaveValue('glen-two');
  if (shot) await page.screenshot({ path: shot });
  await configure?.(dialog);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as Win).__musterTable);
  // The tests aim at figures at once: the table fits itself to the window first.
  await tableStill(page);
  return problems;
}

/** Both seats played by people. */
const twoPeople = (dialog: Locator) => dialog.getByLabel('Player 2 played by').selectOption('human').then(() => undefined);

/** Does the straight line a→b cross a rock outcrop? */
function crossesRock(s: JumonvilleState, a: Point, b: Point): boolean {
  for (const r of terrainCache(s.terrain).rocks) {
    for (let i = 0; i <= 40; i++) {
      const p = { x: a.x + ((b.x - a.x) * i) / 40, y: a.y + ((b.y - a.y) * i) / 40 };
      let on = false;
      const poly = r.points;
      for (let k = 0, j = poly.length - 1; k < poly.length; j = k++) {
        const u = poly[k]!;
        const v = poly[j]!;
        if (u.y > p.y !== v.y > p.y && p.x < ((v.x - u.x) * (p.y - u.y)) / (v.y - u.y) + u.x) on = !on;
      }
      if (on) return true;
    }
  }
  return false;
}

/** A move for `f` whose straight line crosses a rock but whose path bends round it, or null. */
function roundRock(s: JumonvilleState, f: Figure): Point | null {
  for (let dx = -5.5; dx <= 5.5; dx += 0.5)
    for (let dy = -5.5; dy <= 5.5; dy += 0.5) {
      const to = { x: f.at.x + dx, y: f.at.y + dy };
      if (!crossesRock(s, f.at, to) || !moveOk(s, f, to)) continue;
      const plan = planMove(s, f, to);
      if (plan.ok && plan.length < 5.6 && plan.length > Math.hypot(dx, dy) + 0.2) return to;
    }
  return null;
}

async function drag(page: Page, from: Point, to: Point, beforeDrop?: () => Promise<void>): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 6, from.y + ((to.y - from.y) * i) / 6);
  await beforeDrop?.();
  await page.mouse.up();
}

/** After a shot, each d20 in the panel says what its pass or fail meant: a hit or a miss, the target's nerve kept or lost. */
/**
 * Each enemy's one-line brief (windows under 940 px high) says whole what may be done to it: a
 * name may give way, never the words after it ("Cadet Drouillon 6.4 in · out of si…" once hid
 * whether he was in sight).
 */
async function briefsWhole(panel: Locator): Promise<void> {
  const briefs = panel.locator('.jv-enemies li.brief');
  await expect(panel.getByRole('list', { name: 'Targets' })).toBeVisible();
  const cut = await briefs.evaluateAll((ls) => ls.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
  expect(cut, 'enemy briefs cut').toEqual([]);
}

async function saysWhatDiceMeant(panel: Locator, moved = false): Promise<void> {
  const rolls = panel.getByRole('list', { name: 'Last rolls' });
  // A shot after a move says its skill less 2, not a bare number below the figure's card's.
  await expect(rolls).toContainText(moved ? /shooting: needed \d+ − 2 for moving = \d+ or under — (pass, a hit|fail, a miss)/ : /shooting: needed \d+ or under — (pass, a hit|fail, a miss)/);
  await expect(rolls).toContainText(/bravery: needed \d+ or under — (pass, keeps|fail, loses) their nerve/);
}

test('against the computer: turn the card, drag a figure round a rock, shoot and charge with the mouse', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await start(page, { shot: 'test-results/screens/jumonville-setup.png' });
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  const log = page.getByRole('log');
  const done = { rock: false, move: false, shoot: false, charge: false, draw: false, told: false };
  const t0 = Date.now();
  const bar = page.getByRole('status', { name: 'Playback' });
  while (!(done.rock && done.shoot && done.charge) && Date.now() - t0 < 60_000) {
    // The computer's turns are skipped through: a click on Skip shows the outcome now.
    if (await page.evaluate(() => !!(window as unknown as Win).__musterTable?.busy())) {
      if (await bar.isVisible()) await bar.getByRole('button', { name: 'Skip' }).click().catch(() => undefined);
      continue;
    }
    const s = await state(page);
    if (s.phase === 'over') break;
    const seat = s.phase === 'draw' ? s.drawer : s.activation?.seats[0];
    if (seat !== 0) {
      await page.waitForTimeout(80);
      continue;
    }
    {
      // What the computer did since our last move is said in the panel, dice or none (the log is folded at 960 × 600).
      const entries = await page.evaluate(() =>
        (window as unknown as { __muster: { app: { state: { session: { log: { seat: number; action: { type: string }; text: string }[] } } } } }).__muster.app.state.session.log.map((e) => ({ seat: e.seat, type: e.action.type, text: e.text })),
      );
      const theirs = entries.slice(entries.findLastIndex((e) => e.seat === 0) + 1).filter((e) => e.type !== 'draw');
      if (theirs.length) {
        await expect(panel.getByLabel("The computer's last moves")).toContainText(theirs.at(-1)!.text);
        done.told = true;
      }
    }
    if (s.phase === 'draw') {
      await panel.getByRole('button', { name: 'Turn the card' }).click();
      done.draw = true;
      await expect(log).toContainText(/ of (hearts|diamonds|spades|clubs)/i);
      continue;
    }
    const a = s.activation!;
    if (a.moved) {
      // After a move: shoot at once if there is a target, else Done.
      const me = s.figures.find((f) => f.id === a.moved)!;
      const foe = onTable(s).find((o) => o.team !== me.team && !shotProblem(s, me, o));
      if (foe && !done.shoot) {
        const p = await figurePoint(page, foe.id);
        await page.mouse.click(p.x, p.y);
        await expect(log).toContainText(`${me.name} moved and shoots at ${foe.name}`);
        await saysWhatDiceMeant(panel, true);
        done.shoot = true;
      } else await panel.getByRole('button', { name: 'Done' }).click();
      continue;
    }
    const mine = onTable(s).filter((f) => f.owner === 0 && !a.used.includes(f.id));
    const foes = (f: Figure) => onTable(s).filter((o) => o.team !== f.team);
    // A charge when one is open, by right-clicking the enemy.
    const charge = mine.flatMap((f) => foes(f).filter((o) => gap(f, o) <= 6 && gap(f, o) > 0.2 && planCharge(s, f, o).ok).map((o) => ({ f, o })))[0];
    if (charge && !done.charge) {
      const p = await figurePoint(page, charge.f.id);
      await page.mouse.click(p.x, p.y);
      await expect(panel.getByLabel(`${charge.f.name}'s card`)).toBeVisible();
      await briefsWhole(panel);
      const q = await figurePoint(page, charge.o.id);
      await page.mouse.click(q.x, q.y, { button: 'right' });
      await expect(log).toContainText(new RegExp(`${charge.f.name} (charges|balks at charging) ${charge.o.name}`));
      done.charge = true;
      continue;
    }
    const shot = mine.flatMap((f) => foes(f).filter((o) => !shotProblem(s, f, o)).map((o) => ({ f, o })))[0];
    if (shot && !done.shoot) {
      const p = await figurePoint(page, shot.f.id);
      await page.mouse.click(p.x, p.y);
      await expect(panel.getByLabel(`${shot.f.name}'s card`)).toBeVisible();
      await briefsWhole(panel);
      const q = await figurePoint(page, shot.o.id);
      await page.mouse.click(q.x, q.y);
      await expect(log).toContainText(`${shot.f.name} shoots at ${shot.o.name}`);
      // The panel lists the shot's every d20, not only the last: the shooting test, then the target's bravery (and any save).
      await expect.poll(() => panel.getByRole('list', { name: 'Last rolls' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      await expect(panel.getByRole('list', { name: 'Last rolls' })).toContainText(`${shot.f.name} shooting`);
      await saysWhatDiceMeant(panel);
      done.shoot = true;
      continue;
    }
    // A move: round a rock the first time one is in reach, else towards the enemy.
    let pick: { f: Figure; to: Point; rock: boolean } | null = null;
    if (!done.rock) for (const f of mine) if (!pick) {
      const to = roundRock(s, f);
      if (to) pick = { f, to, rock: true };
    }
    // Pvt. Hogg heads for Cadet Drouillon, straight through the boulders: his second move bends round them.
    const hogg = mine.find((f) => f.id === 'hogg');
    if (!pick && hogg) {
      const to = towards(s, hogg, 'drouillon');
      if (to) pick = { f: hogg, to, rock: false };
    }
    if (!pick) for (const f of mine.sort((x, y) => Math.min(...foes(x).map((o) => gap(x, o))) - Math.min(...foes(y).map((o) => gap(y, o))))) if (!pick) {
      const to = towards(s, f);
      if (to) pick = { f, to, rock: false };
    }
    if (!pick) {
      await panel.getByRole('button', { name: 'Stand' }).click();
      continue;
    }
    const from = await figurePoint(page, pick.f.id);
    await page.mouse.click(from.x, from.y);
    // While it is dragged, the 12-inch ring is drawn from where it would be dropped (a shot after the move is measured from there).
    await drag(page, from, await inchPoint(page, pick.to), async () => {
      const ring = await page.evaluate(() => (window as unknown as Win).__musterTable!.rangeRing());
      expect(Math.hypot(ring!.x - pick!.to.x, ring!.y - pick!.to.y), `${pick!.f.name}'s ring goes with the drag`).toBeLessThan(0.3);
      // The path's length under it says its unit once: "5.5 in", never "5.5 in in".
      const words = await page.evaluate(() => (window as unknown as Win).__musterTable!.labels());
      expect(words.filter((w) => /^\d+\.\d in$/.test(w)), 'the drag length').toHaveLength(1);
      // The numbers beside the enemies are for a shot after this move: at −2, and no charge.
      for (const w of words.filter((x) => /^shoot \d+/.test(x))) expect(w, 'a shot after moving').toMatch(new RegExp(`^shoot ${pick!.f.skills.shooting - 2} \\(−2\\)`));
      expect(words.filter((x) => x.includes('charge:')), 'no charge after a move').toEqual([]);
    });
    await expect(log).toContainText(`${pick.f.name} moves`);
    await idle(page);
    const after = (await state(page)).figures.find((f) => f.id === pick!.f.id)!;
    expect(Math.hypot(after.at.x - pick.to.x, after.at.y - pick.to.y), `${pick.f.name} ends where dropped`).toBeLessThan(0.15);
    if (pick.rock) {
      done.rock = true;
      await page.screenshot({ path: 'test-results/screens/jumonville-after-rock.png' });
    }
    done.move = true;
  }
  expect(done.draw, 'turned a card').toBe(true);
  expect(done.move, 'moved a figure').toBe(true);
  expect(done.rock, 'moved a figure round a rock').toBe(true);
  expect(done.shoot, 'shot').toBe(true);
  expect(done.charge, 'charged').toBe(true);
  expect(done.told, "the computer's moves said in the panel").toBe(true);
  await expect(log).toContainText(/rolled \d+, needed \d+ or under/);
  // The last dice in the panel stay until the next roll: from an earlier card, they say which, not to read as what just happened.
  const rolledOn = await page.evaluate(() => {
    const session = (window as unknown as { __muster: { app: { state: { session: { log: { events: { kind: string }[] }[]; stateAt(i: number): JumonvilleState | undefined } } } } }).__muster.app.state.session;
    const i = session.log.map((e) => e.events.some((x) => x.kind === 'roll')).lastIndexOf(true);
    return session.stateAt(i + 1)!.turn;
  });
  const now = (await state(page)).turn;
  console.log(`last dice on card ${rolledOn}, card ${now} showing`);
  if (rolledOn === now) await expect(panel.locator('.jv-rolls-when')).toHaveCount(0);
  else await expect(panel.locator('.jv-rolls-when')).toHaveText(`Rolled on card ${rolledOn}:`);
  await page.screenshot({ path: 'test-results/screens/jumonville-play.png' });
  // What working out a figure's reach cost in this run (ms), for the record.
  const reach = await page.evaluate(() => ((window as unknown as { __musterTable: { reachMs: number[] } }).__musterTable.reachMs ?? []).map((x) => Math.round(x)));
  console.log(`reach areas worked out: ${reach.join(', ')} ms`);
  expect(problems).toEqual([]);
});

test('four players: a seat for each party; the panel and the table fit at 960 × 600 and 1920 × 1080', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page, {
    configure: async (dialog) => {
      await dialog.getByLabel('Scenario').selectOption('glen-four');
      await expect(dialog.getByRole('group', { name: /^Player \d/ })).toHaveCount(4);
      await expect(dialog.getByText('Player 3 · Black: French')).toBeVisible();
      // Seats nobody named go by their party when the computer plays several, or people share the
      // computer: never a person called "Computer 2".
      const names = dialog.getByRole('textbox', { name: 'Name' });
      const seatNames = () => names.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      expect(await seatNames()).toEqual(['You', 'Indians', 'French 1', 'French 2']);
      await dialog.getByLabel('Player 3 played by').selectOption('human');
      expect(await seatNames()).toEqual(['Virginians', 'Indians', 'French 1', 'French 2']);
      await dialog.getByLabel('Player 3 played by').selectOption('normal');
      expect(await seatNames()).toEqual(['You', 'Indians', 'French 1', 'French 2']);
      // A name being typed is the player's own: emptying the field does not put the party's name back.
      await names.nth(1).fill('');
      expect(await seatNames()).toEqual(['You', '', 'French 1', 'French 2']);
      await names.nth(1).pressSequentially('Mary');
      expect(await seatNames()).toEqual(['You', 'Mary', 'French 1', 'French 2']);
    },
  });
  await idle(page);
  const s = await state(page);
  expect(s.teams).toEqual(['red', 'red', 'black', 'black']);
  expect(onTable(s)).toHaveLength(12);
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  await panel.getByRole('button', { name: 'Turn the card' }).click();
  await showOutcome(page);
  for (const size of SIZES) {
    await resizeTo(page, size);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    // The table's far corners are on screen, clear of the panel.
    const tl = await inchPoint(page, { x: 0, y: 0 });
    const br = await inchPoint(page, { x: 36, y: 36 });
    expect(tl.x).toBeGreaterThanOrEqual(box.x + box.width - 2);
    expect(br.x).toBeLessThanOrEqual(size.width);
    expect(br.y).toBeLessThanOrEqual(size.height);
    expect(tl.y).toBeGreaterThanOrEqual(0);
    // A figure picked: its reach, range and the numbers beside the enemies, within the window.
    const p = await figurePoint(page, 'washington');
    await page.mouse.click(p.x, p.y);
    await expect(panel.getByRole('button', { name: 'Stand' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Stand' })).toBeInViewport();
    // The figure's orders, its card, its six targets, and the forces and keys (folded to a line each
    // at 960 × 600) all in sight without scrolling the panel: the keys' line was 370 px below the fold.
    expect(await panel.evaluate((el) => el.scrollHeight - el.clientHeight), 'the panel scrolls by').toBeLessThanOrEqual(0);
    await expect(panel.getByRole('list', { name: 'Targets' })).toBeInViewport();
    if (size.height < 700) expect(await panel.locator('.jv-enemies li.brief').count(), 'one-line briefs at 960 × 600').toBeGreaterThan(0);
    await briefsWhole(panel);
    await expect(panel.getByText('Keys', { exact: true })).toBeInViewport();
    const forces = panel.getByText(/^Forces: Red 6, Black 6$/);
    await expect(forces).toBeInViewport();
    if (size.height < 700) {
      await expect(panel.getByRole('listitem').filter({ hasText: 'Tanaghrisson' })).toBeHidden();
      await forces.click();
    }
    // Nothing in the panel runs out of its side: the forces, and an Indian's card (two-digit skills).
    await panel.getByRole('listitem').filter({ hasText: 'Tanaghrisson' }).click();
    await expect(panel.getByLabel("Tanaghrisson's card")).toContainText(/Save\s*12/);
    const sideways = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(sideways, 'the panel runs out sideways by').toBeLessThanOrEqual(0);
    // Every name in the forces reads whole ("Capt. Washingt…" once, in two columns too narrow for it).
    const cutNames = await panel.locator('.jv-forces .jv-name').evaluateAll((names) => names.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent));
    expect(cutNames, 'names cut in the forces list').toEqual([]);
    await page.mouse.click(p.x, p.y);
    await page.screenshot({ path: `test-results/screens/jumonville-${size.width}x${size.height}.png` });
  }
  expect(problems).toEqual([]);
});

/** Each pair of words on the table lying over each other (by more than a pixel both ways), named. */
function wordsOnWords(words: { text: string; x: number; y: number; w: number; h: number }[]): string[] {
  return words.flatMap((a, i) =>
    words.slice(i + 1).flatMap((b) => {
      const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      return w > 1 && h > 1 ? [`${JSON.stringify(a.text)} over ${JSON.stringify(b.text)}`] : [];
    }),
  );
}

/** Where each figure of the melee is brought, a step of at most 6 in at a time. */
const MELEE: Record<string, Point> = { kanuksusy: { x: 21, y: 15.4 }, drouillon: { x: 19.7, y: 14.2 }, 'le-blanc': { x: 22.3, y: 16.6 } };

test('a melee at 960 × 600 and 1920 × 1080: the names and the numbers beside the enemies keep clear of each other', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page, { configure: twoPeople });
  // Both seats are people: Kanuksusy walks in among Drouillon, Le Blanc and La Force by the rules' own moves.
  const s = await gather(page, MELEE, 'red');
  const act = (a: unknown, seat: number) => page.evaluate(([a, seat]) => (window as unknown as Win).__muster.app.state.session.act(a, seat)?.message ?? null, [a, seat] as const);
  for (const [id, at] of Object.entries(MELEE)) expect(s.figures.find((f) => f.id === id)!.at, `${id}: the melee is gathered`).toEqual(at);
  for (const size of SIZES) {
    await resizeTo(page, size);
    const p = await figurePoint(page, 'kanuksusy');
    await page.mouse.click(p.x, p.y);
    await expect(page.getByRole('complementary', { name: 'Skirmish' }).getByLabel("Kanuksusy's card")).toBeVisible();
    await page.mouse.move(p.x, p.y + 200);
    const words = await page.evaluate(() => (window as unknown as Win).__musterTable!.words());
    expect(words.filter((w) => /charge: nerve/.test(w.text)), 'numbers beside the three enemies in reach').toHaveLength(3);
    // The numbers read as easily as the names: each line at least 12 page pixels tall (letters of 10 px and more), at 960 × 600 too.
    const lineHeights = words.filter((w) => /shoot|fight|charge|12 in/.test(w.text)).map((w) => Math.round((10 * w.h) / w.text.split('\n').length) / 10);
    console.log(`lines of the numbers at ${size.width}: ${lineHeights.join(', ')} px`);
    expect(Math.min(...lineHeights), `the numbers' lines at ${size.width} × ${size.height}`).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: `test-results/screens/jumonville-melee-${size.width}.png` });
    expect(await oddsAstray(page, size), `the numbers at ${size.width} × ${size.height}`).toEqual([]);
    expect(await leadersCrossing(page, size), `leader lines crossing at ${size.width} × ${size.height}`).toEqual([]);
    const clashes = wordsOnWords(words);
    expect(clashes, `words on words at ${size.width} × ${size.height}`).toEqual([]);
  }
  // At 960 × 600 Kanuksusy shoots Le Blanc; when he is picked again, with the enemies listed, the last d20 is still in sight.
  await page.setViewportSize({ width: 960, height: 600 });
  await page.waitForTimeout(400);
  // Ctrl+S with Le Blanc aimed at (in the panel's list) saves the game, and is not also S: no shot.
  const targets = page.getByRole('complementary', { name: 'Skirmish' }).getByRole('list', { name: 'Targets' });
  await targets.getByRole('listitem').filter({ hasText: 'Sgt. Le Blanc' }).click();
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Saved');
  await page.waitForTimeout(300);
  expect((await state(page)).phase, 'Ctrl+S shot nobody').toBe('activate');
  const lb = await figurePoint(page, 'le-blanc');
  await page.mouse.click(lb.x, lb.y);
  await expect.poll(async () => (await state(page)).phase, 'the shot ends Red\'s activation').toBe('draw');
  await showOutcome(page);
  for (let i = 0; i < 40; i++) {
    const s = await state(page);
    if (s.phase === 'activate' && s.activation!.team === 'red') break;
    if (s.phase === 'draw') await act({ type: 'draw' }, s.drawer);
    else await act({ type: 'stand', figure: onTable(s).find((f) => f.owner === s.activation!.seats[0] && !s.activation!.used.includes(f.id))!.id }, s.activation!.seats[0]!);
  }
  await showOutcome(page);
  const k = await figurePoint(page, 'kanuksusy');
  await page.mouse.click(k.x, k.y);
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  await expect(panel.getByRole('list', { name: 'Targets' })).toBeVisible();
  // Rolled on an earlier card, the dice fold to a line in a short window (each roll and whether it passed), a click opening them.
  const earlier = panel.locator('.jv-rolls-fold');
  await expect(earlier.locator('summary')).toBeInViewport();
  await expect(earlier.locator('summary')).toContainText(/^Rolled on card \d+: \d+ (pass|fail)/);
  await earlier.locator('summary').click();
  await expect(panel.getByRole('list', { name: 'Last rolls' })).toBeInViewport();
  // A card turned and a shot (or blow) straight after it, skipped through together (Escape): its
  // dice are this card's, not said to be the card's before (they were, when a skip left the table's
  // card behind).
  let shotAfterDraw = false;
  for (let i = 0; i < 80 && !shotAfterDraw; i++) {
    const s = await state(page);
    if (s.phase === 'draw') {
      shotAfterDraw = await page.evaluate((drawer) => {
        const session = (window as unknown as Win).__muster.app.state.session;
        session.act({ type: 'draw' }, drawer);
        const a = session.state.activation;
        if (a?.team !== 'red') return false;
        const on = session.state.figures.filter((f) => !f.removed);
        for (const f of on.filter((x) => x.owner === a.seats[0]))
          for (const t of on.filter((x) => x.team === 'black'))
            for (const type of ['fight', 'shoot'])
              if (session.act({ type, figure: f.id, target: t.id }, f.owner) === null) {
                // Skipped while the card still turns, as a player's Escape does.
                (window as unknown as { __muster: { app: { state: { ui: { skipPlayback(): boolean } } } } }).__muster.app.state.ui.skipPlayback();
                return true;
              }
        return false;
      }, s.drawer);
    } else await act({ type: 'stand', figure: onTable(s).find((f) => f.owner === s.activation!.seats[0] && !s.activation!.used.includes(f.id))!.id }, s.activation!.seats[0]!);
  }
  expect(shotAfterDraw, 'a shot or a blow straight after a card was turned').toBe(true);
  await idle(page);
  await expect(panel.getByRole('list', { name: 'Last rolls' })).toContainText(/(shooting|fighting): needed/);
  await expect(panel.locator('.jv-rolls-when')).toHaveCount(0);
  expect(problems).toEqual([]);
});

/**
 * The numbers beside each enemy of the picked figure, as drawn now: each wholly on the cloth, and
 * either beside its enemy (its nearest letter within 24 page px of the base) or joined to the
 * enemy's base by a leader line from its own edge. The problems, in words.
 */
async function oddsAstray(page: Page, size: { width: number }): Promise<string[]> {
  const odds = await page.evaluate(() => (window as unknown as Win).__musterTable!.odds());
  const a = await inchPoint(page, { x: 0, y: 0 });
  const c = await inchPoint(page, { x: 36, y: 36 });
  const r = ((await inchPoint(page, { x: 0.5, y: 0 })).x - a.x) * 1;
  const out: string[] = [];
  const near = (w: Word, p: Point) => Math.hypot(Math.max(w.x, Math.min(p.x, w.x + w.w)) - p.x, Math.max(w.y, Math.min(p.y, w.y + w.h)) - p.y);
  for (const o of odds) {
    const what = `${o.foe}'s ${JSON.stringify(o.text.split('\n')[0])} at ${size.width}`;
    if (o.x < a.x - 0.5 || o.y < a.y - 0.5 || o.x + o.w > c.x + 0.5 || o.y + o.h > c.y + 0.5) out.push(`${what} runs off the cloth (${Math.round(o.x)},${Math.round(o.y)} ${Math.round(o.w)}×${Math.round(o.h)}; cloth ${Math.round(a.x)},${Math.round(a.y)} to ${Math.round(c.x)},${Math.round(c.y)})`);
    const foe = await figurePoint(page, o.foe);
    const gap = near(o, foe) - r;
    if (gap <= 24) continue;
    if (!o.leader) out.push(`${what} is ${Math.round(gap)} px from its enemy's base with no leader line`);
    else {
      if (Math.abs(Math.hypot(o.leader.to.x - foe.x, o.leader.to.y - foe.y) - r) > 6) out.push(`${what}: the leader line ends away from its enemy's base`);
      if (near(o, o.leader.from) > 6) out.push(`${what}: the leader line starts away from the numbers`);
    }
  }
  return out;
}

/**
 * The leader lines from the numbers to their enemies that cross each other or another enemy's
 * numbers (whose are whose, then?): the problems, in words. (In a huddle every way out of it
 * passes a name, drawn over the line.)
 */
async function leadersCrossing(page: Page, size: { width: number }): Promise<string[]> {
  const drawn = await page.evaluate(() => (window as unknown as Win).__musterTable!.odds());
  const lines = drawn.flatMap((o) => (o.leader ? [{ foe: o.foe, ...o.leader }] : []));
  const crossings = lines.flatMap((a, i) => lines.slice(i + 1).flatMap((b) => (segmentGap(a, b) < 2 ? [`${a.foe}'s line and ${b.foe}'s`] : [])));
  const across = drawn.flatMap((w) => lines.filter((l) => l.foe !== w.foe && segmentHitsBox(l.from, l.to, w)).map((l) => `${l.foe}'s line across ${w.foe}'s ${JSON.stringify(w.text.split('\n')[0])}`));
  console.log(`leader lines at ${size.width}: ${lines.length}; ${[...crossings, ...across].join(', ') || 'none crossing'}`);
  return [...crossings, ...across];
}

/** Both seats played as people by the rules' own moves until every figure of `goal` stands there, then cards until `team` acts. */
async function gather(page: Page, goal: Record<string, Point>, team: 'red' | 'black'): Promise<JumonvilleState> {
  const act = (a: unknown, seat: number) => page.evaluate(([a, seat]) => (window as unknown as Win).__muster.app.state.session.act(a, seat)?.message ?? null, [a, seat] as const);
  const step = (s: JumonvilleState, id: string): Point | null => {
    const f = s.figures.find((x) => x.id === id)!;
    const g = goal[id]!;
    const d = Math.hypot(g.x - f.at.x, g.y - f.at.y);
    if (d < 0.05) return null;
    for (const k of [1, 0.8, 0.6, 0.4])
      for (const side of [0, 0.3, -0.3, 0.6, -0.6, 1, -1]) {
        const a = Math.atan2(g.y - f.at.y, g.x - f.at.x) + side;
        const go = d * k * Math.min(1, 5.9 / d);
        const to = { x: Math.round((f.at.x + Math.cos(a) * go) * 100) / 100, y: Math.round((f.at.y + Math.sin(a) * go) * 100) / 100 };
        if (moveOk(s, f, to)) return to;
      }
    return null;
  };
  for (let i = 0; i < 400; i++) {
    const s = await state(page);
    if (s.phase === 'draw') {
      await act({ type: 'draw' }, s.drawer);
      continue;
    }
    const a = s.activation!;
    const seat = a.seats[0]!;
    if (a.moved) {
      await act({ type: 'done', figure: a.moved }, seat);
      continue;
    }
    const mine = onTable(s).filter((f) => f.owner === seat && !a.used.includes(f.id));
    const there = Object.keys(goal).every((id) => !step(s, id));
    if (there && a.team === team && a.used.length === 0) break;
    const walker = mine.map((f) => ({ f, to: goal[f.id] ? step(s, f.id) : null })).find((x) => x.to);
    if (walker) expect(await act({ type: 'move', figure: walker.f.id, to: walker.to }, seat)).toBeNull();
    else await act({ type: 'stand', figure: (mine.find((f) => !goal[f.id]) ?? mine[0]!).id }, seat);
  }
  await showOutcome(page);
  return state(page);
}

/** In a window of `size`, Tanaghrisson picked (his card in the panel), the pointer moved off him. */
async function pickTanaghrisson(page: Page, size: { width: number; height: number }): Promise<void> {
  await resizeTo(page, size);
  const p = await figurePoint(page, 'tanaghrisson');
  await page.mouse.click(p.x, p.y);
  await expect(page.getByRole('complementary', { name: 'Skirmish' }).getByLabel("Tanaghrisson's card")).toBeVisible();
  await page.mouse.move(p.x + 300, p.y + 200);
}

/** The four French huddled base to base in the north-west corner, Tanaghrisson come up close to them. */
const CORNER = { jumonville: { x: 0.55, y: 0.55 }, 'le-blanc': { x: 1.6, y: 0.55 }, drouillon: { x: 0.55, y: 1.6 }, 'la-force': { x: 1.6, y: 1.6 }, tanaghrisson: { x: 3.5, y: 3.2 } };

test('a melee in the corner of the table: the numbers beside each enemy keep on the cloth, beside it or with a leader line to its base, at 960 × 600 and 1920 × 1080', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page, { configure: twoPeople });
  const goal = CORNER;
  const s = await gather(page, goal, 'red');
  for (const [id, at] of Object.entries(goal)) expect(s.figures.find((f) => f.id === id)!.at, id).toEqual(at);
  expect(s.activation?.team).toBe('red');
  for (const size of SIZES) {
    await pickTanaghrisson(page, size);
    await expect.poll(async () => (await page.evaluate(() => (window as unknown as Win).__musterTable!.odds())).length, 'numbers beside the four French').toBe(4);
    await page.screenshot({ path: `test-results/screens/jumonville-corner-melee-${size.width}.png` });
    expect(await oddsAstray(page, size), `the numbers at ${size.width} × ${size.height}`).toEqual([]);
    expect(await leadersCrossing(page, size), `leader lines crossing at ${size.width} × ${size.height}`).toEqual([]);
    // Compact: at 960 × 600 they were 244 px wide ("charge: nerve 14, theirs 10, fight 14/20") on a cloth of 470, led from far off.
    const cloth = (await inchPoint(page, { x: 36, y: 0 })).x - (await inchPoint(page, { x: 0, y: 0 })).x;
    const wide = (await page.evaluate(() => (window as unknown as Win).__musterTable!.odds())).filter((o) => o.w > cloth / 4).map((o) => `${o.foe}: ${Math.round(o.w)} px`);
    expect(wide, `numbers wider than a quarter of the cloth (${Math.round(cloth)} px) at ${size.width} × ${size.height}`).toEqual([]);
    // And clear of each other and of the names.
    await page.screenshot({ path: `test-results/screens/jumonville-corner-names-${size.width}.png` });
    const words = await page.evaluate(() => (window as unknown as Win).__musterTable!.words());
    const clashes = wordsOnWords(words);
    // The four names in the huddle too: cut short, they read apart (two ran into one, "Le B…La F…").
    expect(clashes, `words on words at ${size.width} × ${size.height}`).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('a huddle in the corner: every name is drawn over the bases, never under a neighbour\'s, and clear of the picked figure\'s gold rings, at 960 × 600, 1920 × 1080 and zoomed far in', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page, { configure: twoPeople });
  await gather(page, CORNER, 'red');
  const ringed = async (where: string) => {
    // The picked figure's outer ring as the page shows it: its centre and the outside of its dark edge.
    const o = await inchPoint(page, { x: 0, y: 0 });
    const zoom = ((await inchPoint(page, { x: 1, y: 0 })).x - o.x) / MM;
    const g = goldRing(MM * 0.5, zoom, true);
    const reach = (g.outer!.radius + g.outer!.width / 2 + g.edge) * zoom;
    const c = await figurePoint(page, 'tanaghrisson');
    const words = await page.evaluate(() => (window as unknown as Win).__musterTable!.words());
    const names = words.filter((w) => !/\d/.test(w.text));
    const crossing = names.filter((w) => Math.hypot(Math.max(w.x, Math.min(c.x, w.x + w.w)) - c.x, Math.max(w.y, Math.min(c.y, w.y + w.h)) - c.y) < reach - 0.5).map((w) => w.text);
    // His own name, and the huddle's: with the whole table in view they go further out, led by a line (at 960 × 600 three lay across his rings).
    console.log(`names across his rings ${where}: ${crossing.join(', ') || 'none'}`);
    expect(crossing, `names across Tanaghrisson's gold rings (${Math.round(reach)} px round him) ${where}`).toEqual([]);
    const layers = await page.evaluate(() => (window as unknown as Win).__musterTable!.layers());
    expect(layers.names, `the names drawn over every base ${where}`).toBeGreaterThan(layers.bases);
  };
  for (const size of SIZES) {
    await pickTanaghrisson(page, size);
    await ringed(`at ${size.width} × ${size.height}`);
  }
  // Zoomed far in on the huddle (the cloth's corner kept in sight, clear of the panel).
  const p = await inchPoint(page, { x: 2, y: 2 });
  await page.mouse.move(p.x, p.y);
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, -240);
    await page.waitForTimeout(40);
  }
  await tableStill(page);
  console.log(`zoomed in to ${await page.getByText(/^Zoom \d+%$/).textContent()}`);
  await page.mouse.move(5, 400);
  await page.screenshot({ path: 'test-results/screens/jumonville-huddle-zoomed.png' });
  await ringed('zoomed far in');
  expect(problems).toEqual([]);
});

test('the keys: Tab picks the next figure without moving the focus, Escape takes back a drag, and a later Space turns the card without pressing the toolbar', async ({ page }) => {
  const problems = await start(page);
  // S before the card is turned, a figure of yours picked to read its card: the card comes first.
  const hogg = await figurePoint(page, 'hogg');
  await page.mouse.click(hogg.x, hogg.y);
  await page.keyboard.press('s');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Turn the card first (Space)');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Space');
  await showOutcome(page);
  // Card 1 of seed 3 is Red's. A right-click on an enemy before a figure is picked says what a charge needs.
  expect((await state(page)).activation?.seats).toEqual([0]);
  const foe = await figurePoint(page, 'le-blanc');
  await page.mouse.click(foe.x, foe.y, { button: 'right' });
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Pick one of your figures ringed in gold first');
  // Tab picks one of your figures, and the focus stays off the toolbar.
  await page.keyboard.press('Tab');
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  await expect(panel.getByRole('button', { name: 'Stand' })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement === null), 'the focus stays on the page').toBe(true);
  // Escape in the middle of a drag takes the move back: the figure returns, and letting go moves nothing.
  const me = (await state(page)).figures.find((f) => f.id === 'washington')!;
  const from = await figurePoint(page, me.id);
  await drag(page, from, await inchPoint(page, { x: me.at.x + 2, y: me.at.y - 3 }), async () => {
    const dragged = await page.evaluate((id) => (window as unknown as Win).__musterTable!.spritePoint(id), me.id);
    expect(Math.hypot(dragged!.x - from.x, dragged!.y - from.y), 'carried with the pointer').toBeGreaterThan(20);
    await page.keyboard.press('Escape');
    const back = await page.evaluate((id) => (window as unknown as Win).__musterTable!.spritePoint(id), me.id);
    expect(Math.hypot(back!.x - from.x, back!.y - from.y), 'back where it stood').toBeLessThan(1);
  });
  await page.waitForTimeout(200);
  expect((await state(page)).activation?.moved, 'no move made').toBeNull();
  expect((await state(page)).figures.find((f) => f.id === me.id)!.at).toEqual(me.at);
  // A move with the mouse, D for done; the computer plays Black's cards; then Space turns the next.
  await drag(page, await figurePoint(page, me.id), await inchPoint(page, { x: me.at.x, y: me.at.y - 3 }));
  await idle(page);
  await page.keyboard.press('d');
  const turn = (await state(page)).turn;
  await page.waitForFunction(() => {
    const w = window as unknown as Win;
    const s = w.__muster.app.state.session.state;
    return s.phase === 'draw' && s.drawer === 0 && !w.__musterTable?.busy();
  }, null, { timeout: 30_000 });
  await page.keyboard.press('Space');
  await expect.poll(async () => (await state(page)).turn).toBeGreaterThan(turn);
  await page.waitForTimeout(300);
  await expect(page.getByRole('main', { name: 'Main menu' }), 'still in the game').toHaveCount(0);
  await expect(panel).toBeVisible();
  expect(problems).toEqual([]);
});

/** By the rules' own actions: cards turned and every figure called standing, until `until` holds. */
async function standUntil(page: Page, until: 'black' | 'red'): Promise<void> {
  await page.evaluate((team) => {
    const session = (window as unknown as Win).__muster.app.state.session;
    for (let i = 0; i < 60; i++) {
      const s = session.state;
      if (s.phase === 'activate' && s.activation!.team === team) return;
      if (s.phase === 'draw') {
        session.act({ type: 'draw' }, s.drawer);
        continue;
      }
      const a = s.activation!;
      const f = s.figures.find((x) => x.owner === a.seats[0] && !x.removed && !a.used.includes(x.id))!;
      session.act({ type: 'stand', figure: f.id }, a.seats[0]!);
    }
  }, until);
  await showOutcome(page);
}

/** The French player (seat 1) moves a figure, is done with it, and turns the next card: three moves, played back one after another. */
async function moveDoneAndDraw(page: Page, id: string, to: Point): Promise<void> {
  await page.evaluate(
    ([id, to]) => {
      const session = (window as unknown as Win).__muster.app.state.session;
      session.act({ type: 'move', figure: id, to }, 1);
      session.act({ type: 'done', figure: id }, 1);
      session.act({ type: 'draw' }, 1);
    },
    [id, to] as const,
  );
}

test('two people: while a move plays back, the panel says what the table shows (whose card it is); a click then picks the figure and D is done once it is shown', async ({ page }) => {
  const problems = await start(page, { configure: twoPeople });
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  const activation = panel.locator('.jv-activation');
  await standUntil(page, 'black');
  const s = await state(page);
  const card = s.turn;
  // The French player moves a figure and is done, and turns the next card: three moves, played back one after another.
  const f = onTable(s).find((x) => x.owner === 1 && towards(s, x))!;
  await moveDoneAndDraw(page, f.id, towards(s, f)!);
  // While the figure walks, the French are still acting on this card (the rules have moved on to the next one).
  const turned = cardName(showing(s.cards)!);
  await expect(activation).toContainText(`(${turned}). French (Black) to act`, { timeout: 600 });
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(`Card ${card}`);
  expect(await page.evaluate(() => (window as unknown as Win).__musterTable!.busy()), 'still playing back').toBe(true);
  // The panel says what a click does now: it skips, and on a figure it picks it too.
  await expect(panel).toContainText('click to skip; a click on a figure also picks it');
  // A click on a figure while it plays skips to the outcome, and picks the figure: card 3 of seed 3 is the French's too.
  const g = onTable(s).find((x) => x.owner === 1 && x.id !== f.id)!;
  const gp = await figurePoint(page, g.id);
  await page.mouse.click(gp.x, gp.y);
  await idle(page);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(`Card ${card + 1}`);
  const now = await state(page);
  await expect(activation).toContainText(cardName(showing(now.cards)!));
  expect(now.activation?.seats, 'the French act on card 3').toEqual([1]);
  await expect(panel.getByLabel(`${g.name}'s card`), 'the figure clicked is picked').toBeVisible();
  await expect(panel.getByRole('button', { name: 'Stand' })).toBeVisible();
  // D pressed while its move plays back is not lost: the figure is done once the move is shown.
  await drag(page, gp, await inchPoint(page, towards(now, now.figures.find((x) => x.id === g.id)!)!));
  expect(await page.evaluate(() => (window as unknown as Win).__musterTable!.busy()), 'the move plays back').toBe(true);
  await page.keyboard.press('d');
  await idle(page);
  await expect(page.getByRole('log')).toContainText(`${g.name} is done`);
  expect((await state(page)).activation?.moved ?? null).toBeNull();
  // A key that cannot act says why.
  await page.keyboard.press('d');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('D is for a figure that has moved');
  expect(problems).toEqual([]);
});

/** A plain player's choice for a seat: fight, charge, shoot, else the move that closes most with an enemy, else done or stand. */
function plainChoice(s: JumonvilleState, seat: number): JumonvilleAction | undefined {
  const all = legalActions(s, seat);
  const rank: Record<string, number> = { draw: 0, fight: 0, charge: 1, shoot: 2, move: 3, done: 4, stand: 5 };
  const moves = all.filter((a): a is Extract<JumonvilleAction, { type: 'move' }> => a.type === 'move');
  if (!all.some((a) => ['fight', 'charge', 'shoot'].includes(a.type)) && moves.length) {
    const near = (m: (typeof moves)[number]) => {
      const f = s.figures.find((x) => x.id === m.figure)!;
      return Math.min(...onTable(s).filter((o) => o.team !== f.team).map((o) => gap({ ...f, at: m.to }, o)));
    };
    return moves.sort((a, b) => near(a) - near(b))[0];
  }
  return all.sort((a, b) => (rank[a.type] ?? 9) - (rank[b.type] ?? 9))[0];
}

test('a whole skirmish to its end: the forces list keeps each figure\'s hits and "off" in sight beside a long name, and Play again starts afresh', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const problems = await start(page, { seed: 9, configure: twoPeople });
  // Both seats people, played through the session by a plain player's choices: found here by the
  // same rules from the game's own set-up and seed, then given to the session one after another.
  const { setup, seed } = await page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as Win).__muster.app.state.session.history)) as { setup: MatchSetup<never>; seed: number });
  const plan: [JumonvilleAction, number][] = [];
  for (let s = jumonville.setup(setup, seed); s.phase !== 'over' && plan.length < 3000; ) {
    const seat = s.phase === 'draw' ? s.drawer : s.activation!.seats[0]!;
    const a = plainChoice(s, seat);
    expect(a, 'something to do').toBeDefined();
    const r = jumonville.apply(s, a!, seat);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
    plan.push([a!, seat]);
  }
  const refused = await page.evaluate((plan) => plan.map(([a, seat]) => (window as unknown as Win).__muster.app.state.session.act(a, seat)?.message ?? null).find((m) => m !== null) ?? null, plan);
  expect(refused).toBeNull();
  await showOutcome(page);
  const end = await state(page);
  expect(end.phase).toBe('over');
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  await expect(panel.getByRole('status').filter({ hasText: /wins/ })).toBeVisible();
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 960, height: 600 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    // Each figure's marks ("●" a hit, or "(off)") lie inside its line of the list, not past its end.
    const hidden = await panel.locator('.jv-forces li').evaluateAll((items) =>
      items.flatMap((li) => {
        const box = li.getBoundingClientRect();
        const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
        const out: string[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent ?? '';
          const at = text.search(/●|\(off\)/);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(n, at);
          range.setEnd(n, text.length);
          const r = range.getBoundingClientRect();
          if (r.right > box.right + 0.5) out.push(li.textContent ?? '');
        }
        return out;
      }),
    );
    expect(hidden, `marks out of sight at ${size.width} × ${size.height}`).toEqual([]);
    await page.screenshot({ path: `test-results/screens/jumonville-over-${size.width}.png` });
  }
  expect(end.figures.some((f) => f.hits > 0 && !f.removed) || end.figures.some((f) => f.removed)).toBe(true);
  // Opened from its tab in a short window, the log shows the latest moves (the skirmish's end), not its first.
  await page.getByRole('complementary', { name: 'Game log' }).getByRole('button', { name: /^Log/ }).click();
  await expect(page.getByRole('log').getByText(/wins\./).last()).toBeInViewport();
  await page.getByRole('button', { name: 'Hide' }).click();
  await panel.getByRole('button', { name: 'Play again' }).click();
  await expect.poll(async () => (await state(page)).turn).toBe(0);
  expect((await state(page)).figures.every((f) => !f.removed && f.hits === 0)).toBe(true);
  expect(problems).toEqual([]);
});

test('Undo after a turned card or a roll says why nothing is taken back (not a bare "Nothing to undo"), and a move still comes back; Redo with the figure in hand waits for the release', async ({ page }) => {
  const problems = await start(page, { configure: twoPeople });
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  const messages = page.getByRole('status', { name: 'Messages' });
  await panel.getByRole('button', { name: 'Turn the card' }).click();
  await showOutcome(page);
  await page.keyboard.press('Control+z');
  await expect(messages).toContainText('Nothing to undo: a turned card is not taken back.');
  // A move (no dice) comes back with Undo.
  const s = await state(page);
  const me = onTable(s).find((f) => f.owner === s.activation!.seats[0])!;
  const to = towards(s, me)!;
  await page.evaluate(([seat, a]) => (window as unknown as Win).__muster.app.state.session.act(a, seat as number), [s.activation!.seats[0], { type: 'move', figure: me.id, to }] as const);
  await idle(page);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await state(page)).activation?.moved ?? null).toBeNull();
  await idle(page);
  // Ctrl+Y with the figure in hand waits for the release (the move redone took the figure out of the hand, and letting go was refused).
  const from = await figurePoint(page, me.id);
  const half = await inchPoint(page, { x: (me.at.x + to.x) / 2, y: (me.at.y + to.y) / 2 });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(half.x, half.y, { steps: 4 });
  await page.keyboard.press('Control+y');
  await expect(messages).toContainText('Let go first: Redo waits while you hold a figure.');
  expect((await state(page)).activation?.moved ?? null).toBeNull();
  await page.keyboard.press('Escape');
  await page.mouse.up();
  expect((await state(page)).figures.find((f) => f.id === me.id)!.at).toEqual(me.at);
  expect(problems).toEqual([]);
});

test('a reload, or a save opened: the panel shows the last dice as they were (they were gone, and a roll seen mid-playback had no word but the folded log)', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = await start(page, { configure: twoPeople });
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  const act = (seat: number, a: JumonvilleAction) => page.evaluate(([seat, a]) => (window as unknown as Win).__muster.app.state.session.act(a, seat as number), [seat, a] as const);
  // Both sides close in (by the rules, in Node, given to the session) until a shot is fired.
  for (let guard = 0; guard < 80 && !(await state(page)).figures.some((f) => f.hits > 0) && (await panel.getByRole('list', { name: 'Last rolls' }).count()) === 0; guard++) {
    await idle(page);
    const s = await state(page);
    if (s.phase === 'draw') {
      await act(s.drawer, { type: 'draw' });
      continue;
    }
    const a = s.activation!;
    const seat = a.seats[0]!;
    const mine = onTable(s).filter((f) => f.owner === seat && !a.used.includes(f.id));
    const shot = mine.flatMap((f) => onTable(s).filter((o) => o.team !== f.team && !shotProblem(s, f, o)).map((o) => ({ f, o })))[0];
    if (a.moved) await act(seat, { type: 'done', figure: a.moved });
    else if (shot) await act(seat, { type: 'shoot', figure: shot.f.id, target: shot.o.id });
    else {
      const f = mine.find((x) => towards(s, x));
      await act(seat, f ? { type: 'move', figure: f.id, to: towards(s, f)! } : { type: 'stand', figure: mine[0]!.id });
    }
  }
  await showOutcome(page);
  const rolls = panel.getByRole('list', { name: 'Last rolls' });
  await expect(rolls).toBeVisible();
  const before = await rolls.getByRole('listitem').allTextContents();
  expect(before.join('\n')).toMatch(/shooting: needed/);
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => !!(window as unknown as Win).__musterTable);
  await idle(page);
  await expect(panel.getByRole('list', { name: 'Last rolls' }).getByRole('listitem')).toHaveText(before);
  expect(problems).toEqual([]);
});

test('a team may concede, as the rules window says: Concede in the panel, whole at 960 × 600, asks first, then ends the skirmish for the other team', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page);
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  // Before the first card, as "at any time" has it; the panel had no way to concede.
  const concede = panel.getByRole('button', { name: 'Concede' });
  await expect(concede).toBeInViewport({ ratio: 1 });
  // Asked first (one click gave the skirmish up for good): Cancel leaves it be.
  await concedeAsksFirst(page, concede, 'Concede the skirmish?', 'Red gives up, and the skirmish ends: Black wins.', async () => (await state(page)).result);
  await expect(panel.locator('.t18-result')).toHaveText('Red concedes: Black wins.');
  expect((await state(page)).phase).toBe('over');
  await expect(concede).toBeHidden();
  expect(problems).toEqual([]);
});

/** A control's fill as drawn: the commonest colour of its pixels (r, g, b). */
async function fill(page: Page, what: Locator): Promise<number[]> {
  const box = (await what.boundingBox())!;
  const p = await screenPixels(page, { x: Math.round(box.x + 3), y: Math.round(box.y + 3), width: Math.round(box.width - 6), height: Math.round(box.height - 6) });
  const count = new Map<string, number>();
  for (let i = 0; i < p.data.length; i += 4) {
    const k = `${p.data[i]},${p.data[i + 1]},${p.data[i + 2]}`;
    count.set(k, (count.get(k) ?? 0) + 1);
  }
  return [...count].sort((a, b) => b[1] - a[1])[0]![0].split(',').map(Number);
}

test('at 960 × 600 the status line says what the mouse and keys do now, whole: the card to turn, the gold figures, the shot after a move; a disabled Shoot looks off', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page, { configure: twoPeople });
  const hint = page.locator('footer.statusbar .controls-hint');
  const whole = async (says: string) => {
    await expect(hint).toContainText(says);
    expect(await hint.evaluate((e) => e.scrollWidth - e.clientWidth), `"${says}" whole`).toBeLessThanOrEqual(0);
  };
  await whole('Turn the card');
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  const brass = await fill(page, panel.getByRole('button', { name: 'Turn the card' }));
  await panel.getByRole('button', { name: 'Turn the card' }).click();
  await showOutcome(page);
  await whole('ringed in gold');
  // A figure picked, no enemy aimed at: Shoot is off, and looks it (not a dimmed brass, a step from the live one).
  await page.keyboard.press('Tab');
  const shoot = panel.getByRole('button', { name: 'Shoot' });
  await expect(shoot).toBeDisabled();
  const off = await fill(page, shoot);
  const ground = await fill(page, panel.locator('.jv-activation'));
  const far = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - b[i]!));
  console.log(`live ${brass}, off ${off}, panel ${ground}`);
  expect(far(off, brass), 'the disabled Shoot from a live primary button').toBeGreaterThan(3 * far(off, ground));
  const s = await state(page);
  const me = onTable(s).find((f) => f.owner === s.activation!.seats[0])!;
  await page.evaluate(([seat, a]) => (window as unknown as Win).__muster.app.state.session.act(a, seat as number), [s.activation!.seats[0], { type: 'move', figure: me.id, to: towards(s, me)! }] as const);
  await idle(page);
  await whole('may shoot');
  // With the tape in hand the line says what the tape does; Escape puts its reading away (band and
  // all), as in the Free Table, and M gives the figures back with their line.
  await page.keyboard.press('m');
  await whole('Measuring: drag across the table');
  const canvas = (await page.locator('canvas').boundingBox())!;
  await page.mouse.move(canvas.x + canvas.width * 0.4, canvas.y + canvas.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(canvas.x + canvas.width * 0.6, canvas.y + canvas.height * 0.5, { steps: 4 });
  await page.mouse.up();
  const tape = page.getByRole('status', { name: 'Tape' });
  await expect(tape).toContainText(/Tape: \d/);
  const band = () => page.evaluate(() => (window as unknown as { __musterTable: { scene: { tape: { start: unknown } } } }).__musterTable.scene.tape.start !== null);
  expect(await band()).toBe(true);
  // The reading on the table stays whole and on screen, clear of the log's tab and the toolbar, wherever the tape ends.
  const reading = async (where: string) => {
    await page.waitForTimeout(60);
    const r = await page.evaluate(() => {
      type Cam = { worldView: { x: number; y: number }; zoom: number };
      const sc = (window as unknown as { __musterTable: { scene: { cameras: { main: Cam }; tape: { label: { visible: boolean; getBounds(): { x: number; y: number; right: number; bottom: number } } } } } }).__musterTable.scene;
      const cam = sc.cameras.main;
      const b = sc.tape.label.getBounds();
      const at = (x: number, y: number) => ({ x: (x - cam.worldView.x) * cam.zoom, y: (y - cam.worldView.y) * cam.zoom });
      return { visible: sc.tape.label.visible, a: at(b.x, b.y), b: at(b.right, b.bottom) };
    });
    const logTab = (await page.getByRole('complementary', { name: 'Game log' }).boundingBox())!;
    const view = page.viewportSize()!;
    expect(r.visible, `the reading shown (${where})`).toBe(true);
    expect(r.a.x, `the reading on screen (${where})`).toBeGreaterThanOrEqual(0);
    expect(r.a.y, `the reading below the toolbar (${where})`).toBeGreaterThanOrEqual(48);
    expect(r.b.x, `the reading clear of the log's tab (${where})`).toBeLessThanOrEqual(logTab.x);
    expect(r.b.y, `the reading on screen (${where})`).toBeLessThanOrEqual(view.height);
  };
  for (const size of SIZES) {
    await resizeTo(page, size);
    const c = (await page.locator('canvas').boundingBox())!;
    const tab = (await page.getByRole('complementary', { name: 'Game log' }).boundingBox())!;
    const ends: [string, number, number][] = [['at the top right', tab.x - 6, c.y + 60]];
    if (size.width === 960) ends.push(['at the right', tab.x - 6, c.y + c.height * 0.5]);
    for (const [where, x, y] of ends) {
      await page.mouse.move(c.x + c.width * 0.5, c.y + c.height * 0.6);
      await page.mouse.down();
      await page.mouse.move(x, y, { steps: 4 });
      await page.mouse.up();
      await reading(`${where}, ${size.width} × ${size.height}`);
    }
  }
  await page.keyboard.press('Escape');
  await expect(tape).toHaveText('');
  expect(await band(), 'the band is off the table').toBe(false);
  await resizeTo(page, { width: 960, height: 600 });
  await page.keyboard.press('m');
  await whole('may shoot');
  expect(problems).toEqual([]);
});

test('a figure dragged too far by the table\'s edge: the words saying why keep on the cloth, at 960 × 600 and 1920 × 1080', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page);
  await page.keyboard.press('Space');
  await showOutcome(page);
  for (const size of SIZES) {
    await resizeTo(page, size);
    // Tanaghrisson, by the west edge, dragged along it and down, past his 6 in.
    const from = await figurePoint(page, 'tanaghrisson');
    const to = await inchPoint(page, { x: 0.8, y: 34.5 });
    let said: Word | undefined;
    let name: Word | undefined;
    const a = await inchPoint(page, { x: 0, y: 0 });
    const c = await inchPoint(page, { x: 36, y: 36 });
    await drag(page, from, to, async () => {
      await page.waitForTimeout(150);
      const words = await page.evaluate(() => (window as unknown as Win).__musterTable!.words());
      said = words.find((w) => /a move is at most 6 in/.test(w.text));
      name = words.find((w) => /Tanaghrisson/.test(w.text));
      await page.screenshot({ path: `test-results/screens/jumonville-too-far-${size.width}.png` });
    });
    // His own name, carried with him, reads on the cloth too (it hung half off its west edge).
    expect(name, 'the dragged figure\'s name').toBeDefined();
    expect(name!.x, `his name's left at ${size.width} (the cloth's is ${Math.round(a.x)})`).toBeGreaterThanOrEqual(a.x - 0.5);
    expect(name!.y + name!.h, `his name's foot at ${size.width}`).toBeLessThanOrEqual(c.y + 0.5);
    expect(said, 'the words under the dragged figure').toBeDefined();
    expect(said!.x, `their left at ${size.width} (the cloth's is ${Math.round(a.x)})`).toBeGreaterThanOrEqual(a.x - 0.5);
    expect(said!.x + said!.w, `their right at ${size.width}`).toBeLessThanOrEqual(c.x + 0.5);
    expect(said!.y + said!.h, `their foot at ${size.width}`).toBeLessThanOrEqual(c.y + 0.5);
    expect((await state(page)).figures.find((f) => f.id === 'tanaghrisson')!.at, 'no move').toEqual({ x: 6, y: 27 });
  }
  expect(problems).toEqual([]);
});

test('a figure picked up and put back where it stood has not moved: it may still move, and the log has no move of 0.0 in', async ({ page }) => {
  const problems = await start(page);
  await page.keyboard.press('Space');
  await showOutcome(page);
  const from = await figurePoint(page, 'washington');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(from.x + 8 * i, from.y - 10 * i);
  for (let i = 4; i >= 0; i--) await page.mouse.move(from.x + 8 * i, from.y - 10 * i);
  await page.mouse.up();
  await page.waitForTimeout(300);
  await idle(page);
  const s = await state(page);
  expect(s.activation?.moved ?? null, 'Washington put back has not moved').toBeNull();
  expect(s.figures.find((f) => f.id === 'washington')!.at).toEqual({ x: 15, y: 29 });
  // And he may still move.
  const to = await inchPoint(page, { x: 15, y: 26 });
  await drag(page, from, to);
  await expect.poll(async () => (await state(page)).activation?.moved ?? null).toBe('washington');
  expect(problems).toEqual([]);
});

test('dragging a figure that may not move says why (it has moved, or it is not your card), rather than quietly panning the table', async ({ page }) => {
  const problems = await start(page, { configure: twoPeople });
  const messages = page.getByRole('status', { name: 'Messages' });
  // Before the card is turned: a drag of your own figure asks for the card.
  const hogg = await figurePoint(page, 'hogg');
  const hoggAt = (await state(page)).figures.find((f) => f.id === 'hogg')!.at;
  await drag(page, hogg, { x: hogg.x + 60, y: hogg.y - 40 });
  await expect(messages).toContainText('Turn a card first');
  expect(await figurePoint(page, 'hogg'), 'the table did not pan').toEqual(hogg);
  await page.keyboard.press('Space');
  // The card turned, "Turn a card first" is about the table as it lay, and goes at once (it stayed
  // its nine seconds, over the top of the table, stacked with the next). Asked within two seconds.
  await expect(messages).not.toContainText('Turn a card first', { timeout: 2_000 });
  await showOutcome(page);
  // Card 1 of seed 3 is Red's: a figure moves, then a second drag of it says it has moved.
  const s = await state(page);
  expect(s.activation?.seats).toEqual([0]);
  const to = towards(s, s.figures.find((f) => f.id === 'hogg')!)!;
  const from = await figurePoint(page, 'hogg');
  await drag(page, from, await inchPoint(page, to));
  await idle(page);
  expect((await state(page)).activation?.moved).toBe('hogg');
  const moved = await figurePoint(page, 'hogg');
  await drag(page, moved, { x: moved.x + 60, y: moved.y + 40 });
  await expect(messages).toContainText('Pvt. Hogg has moved: it may shoot now (at −2), or be done.');
  expect(await figurePoint(page, 'hogg'), 'the table did not pan').toEqual(moved);
  expect((await state(page)).figures.find((f) => f.id === 'hogg')!.at).not.toEqual(hoggAt);
  expect(problems).toEqual([]);
});

test('the deck running out is said in the panel, not only in the folded log: the cards left, then the new deck', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page, { configure: twoPeople });
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  await expect(panel).toContainText('52 cards in the deck');
  // 52 cards turned (each figure called stands), by the rules' own actions.
  await page.evaluate(() => {
    const session = (window as unknown as Win).__muster.app.state.session;
    for (let i = 0; i < 400; i++) {
      const s = session.state;
      if (s.phase === 'draw') {
        if (s.turn >= 52) break;
        session.act({ type: 'draw' }, s.drawer);
        continue;
      }
      const a = s.activation!;
      const seat = a.seats[0]!;
      const f = s.figures.find((x) => x.owner === seat && !x.removed && !a.used.includes(x.id))!;
      session.act({ type: 'stand', figure: f.id }, seat);
    }
  });
  await showOutcome(page);
  await expect(panel).toContainText('0 cards left in the deck');
  await panel.getByRole('button', { name: 'Turn the card' }).click();
  await showOutcome(page);
  await expect(panel).toContainText('The deck ran out: the turned cards were shuffled into a new deck (51 left).');
  await expect(panel.getByText(/shuffled into a new deck/)).toBeInViewport();
  expect(problems).toEqual([]);
});

/**
 * At 960 × 600, card 1 of seed 3 turned (Red's): Washington, where he stands and 3 in north of
 * him (a move he could make) on the page, the page's errors and its messages.
 */
async function washingtonToMove(page: Page, configure?: (dialog: Locator) => Promise<void>) {
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page, { configure });
  const messages = page.getByRole('status', { name: 'Messages' });
  await page.keyboard.press('Space');
  await showOutcome(page);
  const me = (await state(page)).figures.find((f) => f.id === 'washington')!;
  const from = await figurePoint(page, me.id);
  const north = await inchPoint(page, { x: me.at.x, y: me.at.y - 3 });
  return { problems, messages, me, from, north };
}

test('a drag that leaves the table is not a drop: let go out of the window and the figure stays where it stood; brought back, it drops where let go', async ({ page }) => {
  // Washington is carried 3 in north, then the pointer runs off the top of the window and lets go there.
  const { problems, messages, me, from, north: legal } = await washingtonToMove(page, twoPeople);
  await drag(page, from, legal, async () => {
    await page.mouse.move(legal.x, -40);
    await page.waitForTimeout(100);
  });
  await page.waitForTimeout(300);
  let s = await state(page);
  expect(s.activation?.moved, 'no move made').toBeNull();
  expect(s.figures.find((f) => f.id === me.id)!.at).toEqual(me.at);
  await expect(messages).toContainText('Let go off the table: Capt. Washington did not move.');
  const back = await page.evaluate((id) => (window as unknown as Win).__musterTable!.spritePoint(id), me.id);
  expect(Math.hypot(back!.x - from.x, back!.y - from.y), 'drawn where he stood').toBeLessThan(1);
  // Out of the window and back in with the button held: the drag goes on, and drops where the button is let go.
  const to = { x: me.at.x + 2, y: me.at.y - 2 };
  await drag(page, from, legal, async () => {
    await page.mouse.move(legal.x, -40);
    await page.mouse.move(legal.x + 40, -30);
    const target = await inchPoint(page, to);
    await page.mouse.move(target.x, target.y, { steps: 4 });
  });
  await idle(page);
  s = await state(page);
  expect(s.activation?.moved, 'the move is made where the button was let go').toBe(me.id);
  const at = s.figures.find((f) => f.id === me.id)!.at;
  expect(Math.hypot(at.x - to.x, at.y - to.y)).toBeLessThan(0.1);
  // Let go off the cloth's edge (on the canvas): a move the rules refuse, and nothing moves.
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await state(page)).activation?.moved ?? null).toBeNull();
  await idle(page);
  const edge = await inchPoint(page, { x: me.at.x, y: 37.5 });
  await drag(page, await figurePoint(page, me.id), edge);
  await page.waitForTimeout(300);
  s = await state(page);
  expect(s.activation?.moved).toBeNull();
  expect(s.figures.find((f) => f.id === me.id)!.at).toEqual(me.at);
  expect(problems).toEqual([]);
});

test('the window resized while a figure is carried: the drag is called off, the figure back where it stood and still free to move, and letting go then does nothing', async ({ page }) => {
  // Washington is carried 3 in north, and the window grows under the held button.
  const { problems, messages, me, from, north: held } = await washingtonToMove(page);
  await drag(page, from, held, async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.waitForTimeout(400);
    await expect(messages).toContainText('The window changed size: the drag is called off, and Capt. Washington has not moved.');
    const back = await page.evaluate((id) => (window as unknown as Win).__musterTable!.spritePoint(id), me.id);
    const stood = await figurePoint(page, me.id);
    expect(Math.hypot(back!.x - stood.x, back!.y - stood.y), 'drawn where he stood while the button is still held').toBeLessThan(1);
    // The pointer goes on moving with the button held: nothing is carried.
    await page.mouse.move(held.x + 30, held.y + 20, { steps: 3 });
  });
  await page.waitForTimeout(300);
  let s = await state(page);
  expect(s.activation?.moved ?? null, 'no move made').toBeNull();
  expect(s.figures.find((f) => f.id === me.id)!.at).toEqual(me.at);
  await expect(messages).not.toContainText('a move is at most');
  // He may still move, in the larger window.
  await resizeTo(page, { width: 1920, height: 1080 });
  const to = { x: me.at.x, y: me.at.y - 3 };
  await drag(page, await figurePoint(page, me.id), await inchPoint(page, to));
  await idle(page);
  s = await state(page);
  expect(s.activation?.moved).toBe(me.id);
  expect(problems).toEqual([]);
});

/**
 * The gold round a figure as the page shows it: the pixels of a strong gold (not the grass, the
 * earth or a red coat) within `reach` page pixels of the figure's centre.
 */
async function goldAround(page: Page, id: string, reach: number): Promise<number> {
  const c = await figurePoint(page, id);
  const p = await screenPixels(page, { x: Math.round(c.x - reach), y: Math.round(c.y - reach), width: Math.round(2 * reach), height: Math.round(2 * reach) });
  let n = 0;
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++) {
      if (Math.hypot(x - p.width / 2, y - p.height / 2) > reach) continue;
      const i = (y * p.width + x) * 4;
      const [r, g, b] = [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!];
      if (r > 200 && g > 160 && b < 130 && r - b > 110) n++;
    }
  return n;
}

test('the gold rings round the figures that may act are plain to see at 960 × 600 and 1920 × 1080, and only round those', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page);
  const panel = page.getByRole('complementary', { name: 'Skirmish' });
  // Gold says "may act": an enemy clicked to read its card before the card is turned is marked, but not in gold.
  const blanc = await figurePoint(page, 'le-blanc');
  await page.mouse.click(blanc.x, blanc.y);
  await expect(panel.getByLabel("Sgt. Le Blanc's card")).toBeVisible();
  await page.mouse.move(5, 300);
  await page.waitForTimeout(200);
  expect(await goldAround(page, 'le-blanc', 30), 'gold round an enemy looked at').toBeLessThan(10);
  await page.keyboard.press('Space');
  await showOutcome(page);
  // Card 1 of seed 3 is Red's: your four figures may act, and none is picked yet.
  expect((await state(page)).activation?.seats).toEqual([0]);
  for (const size of SIZES) {
    await resizeTo(page, size);
    await page.mouse.move(size.width - 5, size.height / 2);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const a = await figurePoint(page, 'washington');
    const b = await inchPoint(page, { x: 15, y: 30 });
    // The base's radius (half an inch) in page pixels; the ring is looked for within twice that and a little.
    const base = Math.hypot(a.x - b.x, a.y - b.y) / 2;
    const reach = base * 2 + 6;
    await page.screenshot({ path: `test-results/screens/jumonville-rings-${size.width}.png` });
    // A ring of strong gold at least 1.5 px wide all round (its name and hit pips cover some), on the grass (Washington) and by the woods (Tanaghrisson).
    const want = 2 * Math.PI * (base + 3) * 1.5;
    for (const id of ['washington', 'tanaghrisson', 'kanuksusy']) {
      const gold = await goldAround(page, id, reach);
      console.log(`${id} at ${size.width}: ${gold} gold pixels (at least ${Math.round(want)})`);
      expect(gold, `${id}'s gold at ${size.width} × ${size.height}`).toBeGreaterThan(want);
    }
    // The enemies, who may not act, have none.
    for (const id of ['jumonville', 'la-force']) expect(await goldAround(page, id, reach), `${id}'s gold`).toBeLessThan(want / 10);
  }
  // Washington picked and Le Blanc aimed at (out of reach, so nothing happens): Washington's gold stays, Le Blanc's mark is not gold.
  await page.mouse.click(...(Object.values(await figurePoint(page, 'washington')) as [number, number]));
  await expect(panel.getByRole('button', { name: 'Stand' })).toBeVisible();
  await page.mouse.click(...(Object.values(await figurePoint(page, 'le-blanc')) as [number, number]));
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText(/Sgt. Le Blanc is [\d.]+ in away/);
  await page.mouse.move(5, 300);
  await page.waitForTimeout(200);
  expect(await goldAround(page, 'le-blanc', 40), 'gold round the enemy aimed at').toBeLessThan(10);
  expect(await goldAround(page, 'washington', 40), 'gold round the picked figure').toBeGreaterThan(100);
  await page.screenshot({ path: 'test-results/screens/jumonville-rings-target.png' });
  expect(problems).toEqual([]);
});

test('the figure picked stands out from the others that may act: its gold rim is plainly more than theirs at 960 × 600 and 1920 × 1080', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page);
  await page.keyboard.press('Space');
  await showOutcome(page);
  for (const size of SIZES) {
    await resizeTo(page, size);
    const w = await figurePoint(page, 'washington');
    await page.mouse.click(w.x, w.y);
    await expect(page.getByRole('complementary', { name: 'Skirmish' }).getByRole('button', { name: 'Stand' })).toBeVisible();
    await page.mouse.move(size.width - 5, size.height / 2);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const b = await inchPoint(page, { x: 15, y: 30 });
    const base = Math.hypot(w.x - b.x, w.y - b.y) / 2;
    const reach = base * 2 + 10;
    await page.screenshot({ path: `test-results/screens/jumonville-picked-${size.width}.png` });
    const picked = await goldAround(page, 'washington', reach);
    const ready = await goldAround(page, 'tanaghrisson', reach);
    console.log(`gold at ${size.width}: picked ${picked}, ready ${ready}`);
    // A rim a little wider than the ready figures' (it was 4 px to their 3) is not seen across the table.
    expect(picked, `the picked figure's gold beside a ready one's at ${size.width} × ${size.height}`).toBeGreaterThan(1.8 * ready);
    await page.keyboard.press('Escape');
  }
  expect(problems).toEqual([]);
});

test('a face card turned over says "2 figures each" within the card, clear of its corner marks', async ({ page }) => {
  const problems = await start(page, { configure: twoPeople });
  // Cards turned (each figure called stands) until a face card has been turned over on the table.
  const face = async () =>
    page.evaluate(() => {
      const t = (window as unknown as { __musterTable: { scene: { textures: { getTextureKeys(): string[] } } } }).__musterTable.scene.textures;
      return t.getTextureKeys().find((k) => /^jv-card-[JQK]/.test(k)) ?? null;
    });
  for (let i = 0; i < 30 && !(await face()); i++) {
    await idle(page);
    await page.evaluate(() => {
      const session = (window as unknown as Win).__muster.app.state.session;
      for (let n = 0; n < 10; n++) {
        const s = session.state;
        if (s.phase === 'draw') return void session.act({ type: 'draw' }, s.drawer);
        const a = s.activation!;
        const f = s.figures.find((x) => x.owner === a.seats[0] && !x.removed && !a.used.includes(x.id))!;
        session.act({ type: 'stand', figure: f.id }, a.seats[0]!);
      }
    });
  }
  const key = await face();
  expect(key, 'a face card was turned').not.toBeNull();
  // The card's picture is 63 × 88 units: the words sit between the big mark and the foot, in from
  // the sides by more than the corner marks take (12 units), so nothing is inked at the sides there.
  const inked = await page.evaluate((k) => {
    const t = (window as unknown as { __musterTable: { scene: { textures: { get(k: string): { getSourceImage(): HTMLCanvasElement } } } } }).__musterTable.scene.textures;
    const cv = t.get(k).getSourceImage();
    const u = cv.width / 63;
    const d = cv.getContext('2d')!.getImageData(0, 0, cv.width, cv.height).data;
    let n = 0;
    for (let y = Math.round(58 * u); y < Math.round(76 * u); y++)
      for (const [x0, x1] of [
        [2, 12],
        [51, 61],
      ] as const)
        for (let x = Math.round(x0 * u); x < Math.round(x1 * u); x++) {
          if (y > 60 * u && x > 48 * u) continue; // the upside-down corner mark's own place
          const i = (y * cv.width + x) * 4;
          if (d[i]! < 200 || d[i + 1]! < 200) n++;
        }
    return n;
  }, key!);
  expect(inked, `ink at the sides of ${key} beside its words`).toBe(0);
  expect(problems).toEqual([]);
});

test('a figure walking past a friend during a playback: their names keep apart all the way, not only once it stops', async ({ page }) => {
  const problems = await start(page, { configure: twoPeople });
  await standUntil(page, 'black');
  const s = await state(page);
  // A French figure walks to stand just beside a friend (their names, under their bases, would run into each other).
  const mine = onTable(s).filter((x) => x.owner === 1);
  let walk: { id: string; to: Point } | null = null;
  for (const f of mine) {
    for (const g of onTable(s).filter((x) => x.id !== f.id)) {
      for (const dx of [1.2, -1.2, 1.4, -1.4]) {
        const to = { x: g.at.x + dx, y: g.at.y };
        if (!walk && Math.hypot(to.x - f.at.x, to.y - f.at.y) > 2 && moveOk(s, f, to)) walk = { id: f.id, to };
      }
    }
  }
  expect(walk, 'a walk to stand beside another figure').not.toBeNull();
  // Each frame of the playback, how far the words on the table lie over each other at worst (px²).
  const worst = page.evaluate(
    () =>
      new Promise<{ frames: number; worst: number; words: string }>((resolve) => {
        const table = (window as unknown as Win).__musterTable!;
        let frames = 0;
        let worst = 0;
        let words = '';
        let waited = 0;
        const look = () => {
          // From the first frame that plays back (the moves below are made after this starts looking) to the last.
          if (!table.busy()) {
            if (frames || ++waited > 300) return resolve({ frames, worst, words });
            return void requestAnimationFrame(look);
          }
          frames++;
          const ws = table.words();
          for (let i = 0; i < ws.length; i++)
            for (let j = i + 1; j < ws.length; j++) {
              const a = ws[i]!;
              const b = ws[j]!;
              const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
              const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
              if (w > 0 && h > 0 && w * h > worst) [worst, words] = [w * h, `${a.text} / ${b.text}`];
            }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  await moveDoneAndDraw(page, walk!.id, walk!.to);
  const seen = await worst;
  expect(seen.frames, 'frames looked at while it played').toBeGreaterThan(10);
  // Mid-walk, three figures close together can leave no spot clear for every name: the placer then
  // takes the one that covers least, a sliver of two letters' corners (0 to 24 px² seen in 20 runs).
  // Placed only at rest, the names ran over each other by some 400 px².
  expect(seen.worst, `words over words while it played (${seen.words})`).toBeLessThan(40);
  expect(problems).toEqual([]);
});

test('a name of 39 letters set in the editor lies over no other figure\'s base nor name at 960 × 600 and 1920 × 1080: it is cut short with "…" where it has no room, and whole on its card', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const long = 'Sgt. Jean-Baptiste de Montmorency-Laval';
  const problems = await start(page, {
    configure: async (dialog) => {
      await dialog.getByText('Edit the figures and terrain').click();
      await dialog.getByLabel('Figure name').nth(6).fill(long);
    },
  });
  const s = await state(page);
  const named = s.figures.find((f) => f.name === long)!;
  expect(named.id, 'Cadet Drouillon, between Le Blanc and La Force').toBe('drouillon');
  for (const size of SIZES) {
    await resizeTo(page, size);
    await page.screenshot({ path: `test-results/screens/jumonville-long-name-${size.width}.png` });
    const words = await page.evaluate(() => (window as unknown as Win).__musterTable!.words());
    const mine = words.find((w) => w.text.startsWith('Sgt. Jean') || w.text.startsWith('Jean'))!;
    expect(mine, 'the long name on the table').toBeDefined();
    const over = (a: { x: number; y: number; w: number; h: number }, b: typeof a) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
    const covered: string[] = [];
    // Each base with its hit pips above it, as the table lays names out round them (label-places.ts).
    const o = await inchPoint(page, { x: 0, y: 0 });
    const zoom = ((await inchPoint(page, { x: 1, y: 0 })).x - o.x) / MM;
    const e = baseExtent(zoom);
    for (const f of onTable(s).filter((x) => x.id !== named.id)) {
      const b = baseBox(f.at, e);
      if (over(mine, { x: o.x + b.x * zoom, y: o.y + b.y * zoom, w: b.w * zoom, h: b.h * zoom }) > 1) covered.push(`${f.name}'s base`);
    }
    for (const w of words) if (w !== mine && over(mine, w) > 1) covered.push(JSON.stringify(w.text));
    expect(covered, `what "${mine.text}" lies over at ${size.width} × ${size.height}`).toEqual([]);
  }
  // The whole name is on the figure's card.
  const p = await figurePoint(page, named.id);
  await page.mouse.click(p.x, p.y);
  await expect(page.getByRole('complementary', { name: 'Skirmish' }).getByLabel(`${long}'s card`)).toContainText(long);
  expect(problems).toEqual([]);
});

test('the computer\'s move that comes while the rules window is open waits for it to close, to be played out on the table, not unseen behind it', async ({ page }) => {
  const release = await holdTheComputer(page);
  // The computer is Player 1: it turns the first card as the skirmish begins.
  const problems = await start(page, {
    configure: async (dialog) => {
      await dialog.getByLabel('Player 1 played by').selectOption('normal');
      await dialog.getByLabel('Player 2 played by').selectOption('human');
    },
  });
  await page.waitForFunction(() => (window as unknown as { __heldBot: unknown[] }).__heldBot.length > 0);
  // The rules read while it decides: it answers meanwhile (that one answer only).
  await page.keyboard.press('F1');
  const rules = page.getByRole('dialog', { name: /Rules/ });
  await expect(rules).toBeVisible();
  await letHeldAnswersThrough(page);
  await page.waitForFunction(() => ((window as unknown as Win).__muster.app.state.session.history as { cursor: number }).cursor === 1);
  // The card turns over in about a second: it waits instead, still to be seen.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as Win).__musterTable!.busy())).toBe(true);
  await rules.getByRole('button', { name: 'Close' }).first().click();
  // Closed, the card turns on the table, the bar saying so.
  await expect(page.getByRole('status', { name: 'Playback' })).toContainText('turns a card');
  await idle(page);
  await release();
  expect(problems).toEqual([]);
});
