// Cups of War by hand: shake the cup with a real gesture, let the tiles settle, stack a unit onto an
// enemy unit, call Done, and see the recovery on screen and in the log, the words over its fights
// measured every frame, none covering another. Two people at one computer take turns (so the
// outcome is exact); against the computer the race runs in real time.
import { expect, test, type Page } from '@playwright/test';
import { drag, lone, shake, state, strength, throwCup, unit, type Win } from './support/cups';
import { liftFirstCurtain, screenPixels, share } from './support/modes';
import { fallWhileWaiting, steadyPoint } from './support/table';

async function start(page: Page, people: 1 | 2 | 3): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto('/?seed=4');
  await page.getByRole('button', { name: 'Cups of War' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Cups of War' });
  if (people >= 2) {
    await dialog.getByLabel('blue played by').selectOption('human');
    await expect(dialog).toContainText('stacked in turns');
  }
  if (people === 3) {
    await dialog.getByRole('button', { name: 'Add a player' }).click();
    await dialog.getByLabel('green played by').selectOption('human');
  }
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  if (people >= 2) await liftFirstCurtain(page, 'Red');
  return problems;
}

async function passTo(page: Page, name: string): Promise<void> {
  const curtain = page.getByRole('dialog', { name: `${name}'s turn` });
  await expect(curtain).toBeVisible();
  await curtain.getByRole('button', { name: `I am ${name}` }).click();
  await expect(curtain).toBeHidden();
}

/** Two people: each has shaken their cup, and the mouse is back with Red to stack. The page's problems. */
async function bothShaken(page: Page): Promise<string[]> {
  const problems = await start(page, 2);
  await shake(page, 0);
  await passTo(page, 'Blue');
  await shake(page, 1);
  await passTo(page, 'Red');
  return problems;
}

test('at 960×600 the status line says what the mouse does now, whole: the cup to shake, then the stacking', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  const problems = await start(page, 2);
  const hint = page.locator('footer.statusbar .controls-hint');
  const whole = () => hint.evaluate((e) => e.scrollWidth - e.clientWidth);
  await expect(hint).toContainText('Drag your cup');
  expect(await whole()).toBeLessThanOrEqual(0);
  // A plain click on the cup pours nothing (a pour is never taken back): it says how to pour.
  // (Aimed once the cup stands still: the war has just started, and the table fits itself to the window.)
  const cup = await steadyPoint(page, () => (window as unknown as Win).__musterTable.cupPoint(0));
  await page.mouse.click(cup.x, cup.y);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __musterTable: { pourHint(): string | null } }).__musterTable.pourHint())).toContain('drag the cup onto the table and let go');
  await page.waitForTimeout(300);
  const before = await state(page);
  expect(before.phase).toBe('shake');
  expect(before.tiles.filter((t) => t.where !== 'cup')).toEqual([]);
  await shake(page, 0);
  await passTo(page, 'Blue');
  await shake(page, 1);
  await passTo(page, 'Red');
  await expect(hint).toContainText('onto an enemy to attack');
  await expect(hint).not.toContainText('cup');
  expect(await whole()).toBeLessThanOrEqual(0);
  // A tile's type mark is a few pixels high here: the unit under the pointer is named above it.
  const one = lone(await state(page), 1)[0]!;
  const at = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [one.pile.x, one.pile.y]);
  await page.mouse.move(at.x - 40, at.y - 40);
  await page.mouse.move(at.x, at.y, { steps: 3 });
  const named = () => page.evaluate(() => (window as unknown as { __musterTable: { hoverWords(): string | null } }).__musterTable.hoverWords());
  await expect.poll(named).toBe(unit(one.tile));
  await page.screenshot({ path: 'test-results/screens/cups-hover-960.png' });
  expect(problems).toEqual([]);
});

test('two people: shake, stack onto the enemy, call Done, and see the recovery', async ({ page }) => {
  const problems = await start(page, 2);
  await shake(page, 0);
  await passTo(page, 'Blue');
  await shake(page, 1);
  await page.waitForFunction(() => (window as unknown as Win).__muster.app.state.session.state.phase === 'battle');
  let s = await state(page);
  // Every tile of both cups lies on the table, inside it, none on top of another.
  expect(s.tiles.filter((t) => t.where === 'table').length).toBe(30);
  for (const p of s.piles) {
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x).toBeLessThanOrEqual(640);
    expect(p.y).toBeGreaterThanOrEqual(0);
    expect(p.y).toBeLessThanOrEqual(460);
  }
  await page.screenshot({ path: 'test-results/screens/cups-shaken.png' });

  // Red stacks first this turn: the strongest red unit onto the weakest blue unit it beats.
  await passTo(page, 'Red');
  // The stacker's clock ("3 s of 90 s") keeps to one line: the panel below it must not jump as it ticks.
  const clock = page.getByRole('timer', { name: 'Battle clock' });
  await expect(clock).toHaveText(/^\d+ s of 90 s$/);
  expect((await clock.boundingBox())!.height, 'the clock on one line').toBeLessThan(40);
  const mine = lone(s, 0).sort((a, b) => strength(b.tile) - strength(a.tile))[0]!;
  const target = lone(s, 1)
    .filter((x) => strength(x.tile) < strength(mine.tile))
    .sort((a, b) => strength(a.tile) - strength(b.tile))[0]!;
  expect(target, 'a blue unit the strongest red unit beats').toBeTruthy();
  await drag(page, mine.pile, target.pile);
  const log = page.getByRole('log');
  await expect(log).toContainText(`Red stacked their ${unit(mine.tile)} on Blue's ${unit(target.tile)}`);
  s = await state(page);
  expect(s.piles.find((p) => p.tiles.includes(mine.tile.id))?.tiles).toEqual([target.tile.id, mine.tile.id]);
  // The stack just made is drawn over every unit lying near it, never under a neighbour as if
  // that one had been stacked onto it (the drawing once went by the rules' order of the piles).
  const depths = await page.evaluate(() => (window as unknown as { __musterTable: { depths(): Record<string, number> } }).__musterTable.depths());
  const over = Math.max(...Object.entries(depths).filter(([id]) => id !== mine.tile.id && id !== target.tile.id).map(([, d]) => d));
  expect(depths[mine.tile.id]).toBeGreaterThan(over);
  expect(depths[target.tile.id]).toBeGreaterThan(over);
  await page.screenshot({ path: 'test-results/screens/cups-stacked.png' });

  // Red's stacking is over; the mouse goes to Blue, who leaves the table as it is.
  await page.getByRole('button', { name: /^Done/ }).click();
  await expect(log).toContainText("Red's stacking is over");
  await passTo(page, 'Blue');
  await page.getByRole('button', { name: /^Done/ }).click();
  await page.waitForFunction(() => (window as unknown as Win).__muster.app.state.session.state.turn === 2, null, { timeout: 20_000 });
  await page.waitForFunction(() => !(window as unknown as Win).__musterTable.busy(), null, { timeout: 20_000 });

  // The fight is in the log with its arithmetic; the weaker defender is lost, the attacker back in the cup.
  await expect(log).toContainText(
    `Blue's ${unit(target.tile)} defends against Red's ${unit(mine.tile)}: ${strength(mine.tile)} beats ${strength(target.tile)}, so Blue's ${unit(target.tile)} is lost.`,
  );
  s = await state(page);
  expect(s.tiles.find((t) => t.id === target.tile.id)?.where).toBe('lost');
  expect(s.tiles.find((t) => t.id === mine.tile.id)?.where).toBe('cup');
  const lost = [0, 1].map((o) => s.tiles.filter((t) => t.owner === o && t.where === 'lost').length);
  expect(lost[1]).toBeGreaterThanOrEqual(1);
  const players = page.getByRole('list', { name: 'Players' });
  await expect(players.getByRole('listitem').nth(0)).toContainText(`${lost[0]} lost`);
  await expect(players.getByRole('listitem').nth(1)).toContainText(`${lost[1]} lost`);
  await page.screenshot({ path: 'test-results/screens/cups-recovered.png' });
  expect(problems).toEqual([]);
});

test('three people: the words over the Recovery\'s fights never cover one another, a stack fought twice and its neighbours\' fights included', { tag: '@long' }, async ({ page }) => {
  type Box = { text: string; x: number; y: number; w: number; h: number };
  type Fights = { fightLabels(): Box[]; busy(): boolean };
  const problems = await start(page, 3);
  await shake(page, 0);
  await passTo(page, 'Blue');
  await shake(page, 1);
  await passTo(page, 'Green');
  await shake(page, 2);
  await passTo(page, 'Red');
  const s = await state(page);
  // A stack of three players' units fought twice: Red's strongest unit on Blue's weakest, then a
  // weaker green unit on top. The two beat the defender; Red's unit, now defending, beats the green one.
  const red = lone(s, 0).sort((a, b) => strength(b.tile) - strength(a.tile));
  const blue = lone(s, 1).sort((a, b) => strength(a.tile) - strength(b.tile));
  const middle = red[0]!;
  const defender = blue[0]!;
  const top = lone(s, 2).find((x) => strength(x.tile) < strength(middle.tile));
  expect(strength(middle.tile), 'a red unit stronger than a blue one').toBeGreaterThan(strength(defender.tile));
  expect(top, 'a green unit weaker than the red one').toBeTruthy();
  // Three more fights beside it: Red's next units onto the blue units nearest that stack.
  const near = blue
    .filter((x) => x !== defender)
    .sort((a, b) => Math.hypot(a.pile.x - defender.pile.x, a.pile.y - defender.pile.y) - Math.hypot(b.pile.x - defender.pile.x, b.pile.y - defender.pile.y));
  await drag(page, middle.pile, defender.pile);
  for (let i = 0; i < 3; i++) await drag(page, red[i + 1]!.pile, near[i]!.pile);
  const panel = page.getByRole('complementary', { name: 'War room' });
  await panel.getByRole('button', { name: /^Done/ }).click();
  await passTo(page, 'Blue');
  await panel.getByRole('button', { name: /^Done/ }).click();
  await passTo(page, 'Green');
  await drag(page, top!.pile, defender.pile);
  expect((await state(page)).piles.find((p) => p.id === defender.pile.id)?.tiles).toEqual([defender.tile.id, middle.tile.id, top!.tile.id]);

  // Every frame of the Recovery: the fights' words on the screen, and any two that overlap.
  await page.evaluate(() => {
    const w = window as unknown as { __musterTable: Fights; __fightWords: { most: number; overlaps: string[]; stop: boolean } };
    const seen = { most: 0, overlaps: [] as string[], stop: false };
    w.__fightWords = seen;
    const frame = () => {
      const boxes = w.__musterTable.fightLabels();
      seen.most = Math.max(seen.most, boxes.length);
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          if (a.x + 0.5 < b.x + b.w && b.x + 0.5 < a.x + a.w && a.y + 0.5 < b.y + b.h && b.y + 0.5 < a.y + a.h) seen.overlaps.push(`"${a.text}" at ${Math.round(a.x)},${Math.round(a.y)} and "${b.text}" at ${Math.round(b.x)},${Math.round(b.y)}`);
        }),
      );
      if (!seen.stop) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await panel.getByRole('button', { name: /^Done/ }).click();
  await expect(page.getByRole('status', { name: 'Playback' })).toContainText('Recovery');
  await page.waitForFunction(() => !(window as unknown as { __musterTable: Fights }).__musterTable.busy(), null, { timeout: 20_000 });
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __fightWords: { most: number; overlaps: string[]; stop: boolean } };
    w.__fightWords.stop = true;
    return w.__fightWords;
  });
  await expect(page.getByRole('log')).toContainText(`Then Red's ${unit(middle.tile)}, now at the bottom, defends against Green's ${unit(top!.tile)}`);
  expect(seen.most, 'the words of two fights on the screen at once').toBeGreaterThanOrEqual(2);
  expect([...new Set(seen.overlaps)]).toEqual([]);
  expect(problems).toEqual([]);
});

/** Both shake; Red powers Bombing Run with three units dragged onto it. The state after. */
async function powerBombingRun(page: Page): Promise<Awaited<ReturnType<typeof state>>> {
  await shake(page, 0);
  await passTo(page, 'Blue');
  await shake(page, 1);
  await passTo(page, 'Red');
  let s = await state(page);
  // Red holds Bombing Run with this seed: it needs a star-up command unit, an Air Support and an Armor.
  expect(s.cards['hand-0']!.cards).toContain('bombing-run');
  const free = lone(s, 0);
  const star = free.find((x) => x.tile.command && x.tile.starUp);
  const air = free.find((x) => x !== star && x.tile.type === 'air' && !(x.tile.command && x.tile.starUp));
  const armor = free.find((x) => x !== star && x.tile.type === 'armor' && !(x.tile.command && x.tile.starUp));
  expect(star && air && armor, 'red has the units the card needs').toBeTruthy();
  const card = page.getByRole('article', { name: 'Bombing Run' });
  const log = page.getByRole('log');
  for (const u of [star!, air!, armor!]) {
    const box = (await card.boundingBox())!;
    const a = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [u.pile.x, u.pile.y]);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
    // Dragging across the panel selects none of its text.
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
    await page.mouse.up();
    await expect(log).toContainText(`Red put their ${unit(u.tile)} on a command card`);
  }
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  await expect(log).toContainText("Red's command card is powered.");
  // The card is in Red's secret hand until it is played: the log, which Blue reads too, does not name it.
  await expect(log).not.toContainText('Bombing Run');
  await expect(card).toContainText(`On it: ${unit(star!.tile)}, ${unit(air!.tile)}, ${unit(armor!.tile)}`);
  s = await state(page);
  for (const u of [star!, air!, armor!]) expect(s.tiles.find((t) => t.id === u.tile.id)?.where).toBe('card');
  return s;
}

/** Two people: Red powers Bombing Run by dragging three units onto the card, then lays it on a blue Armor unit. */
async function powerAndStrike(page: Page, shot: string): Promise<void> {
  let s = await powerBombingRun(page);
  const card = page.getByRole('article', { name: 'Bombing Run' });
  const log = page.getByRole('log');
  const [star, air, armor] = s.tiles.filter((t) => t.where === 'card').map((tile) => ({ tile }));

  // Command! Then a click on a blue Armor unit lays the card there: every blue Armor it touches goes.
  const target = lone(s, 1).find((x) => x.tile.type === 'armor')!;
  expect(target, 'a blue Armor unit on the table').toBeTruthy();
  await card.getByRole('button', { name: /Command!/ }).click();
  const at = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [target.pile.x, target.pile.y]);
  await page.mouse.move(at.x - 20, at.y - 20);
  await page.mouse.move(at.x, at.y, { steps: 4 });
  await page.screenshot({ path: `test-results/screens/${shot}-aim.png` });
  await page.mouse.click(at.x, at.y);
  await expect(log).toContainText(new RegExp(`Red played Bombing Run: Blue's .*${unit(target.tile).replace(/[()]/g, '\\$&')}.* removed\\.`));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/screens/${shot}.png` });
  await page.waitForFunction(() => !(window as unknown as Win).__musterTable.busy(), null, { timeout: 10_000 });
  s = await state(page);
  expect(s.tiles.find((t) => t.id === target.tile.id)?.where).toBe('lost');
  // Only enemy Armor was taken; the card's units went home to the cup and the card is spent.
  const removed = s.tiles.filter((t) => t.where === 'lost');
  expect(removed.every((t) => t.owner === 1 && t.type === 'armor')).toBe(true);
  for (const u of [star!, air!, armor!]) expect(s.tiles.find((t) => t.id === u.tile.id)?.where).toBe('cup');
  expect(s.cards['hand-0']!.cards).not.toContain('bombing-run');
  await expect(page.getByRole('article', { name: 'Bombing Run' })).toHaveCount(0);
}

test('two people: units dragged onto a command card power it, and the strike is laid on the table', { tag: '@long' }, async ({ page }) => {
  const problems = await start(page, 2);
  await powerAndStrike(page, 'cups-strike');
  expect(problems).toEqual([]);
});

test('two people: a strike card being aimed when the stacker calls Done is not handed to the next player', { tag: '@long' }, async ({ page }) => {
  const problems = await start(page, 2);
  await powerBombingRun(page);
  const card = page.getByRole('article', { name: 'Bombing Run' });
  await card.getByRole('button', { name: /Command!/ }).click();
  const table = page.locator('canvas');
  const box = (await table.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  expect(await page.evaluate(() => (window as unknown as { __musterTable: { holding(): string | null } }).__musterTable.holding())).toBe('strike');
  await page.getByRole('button', { name: /^Done/ }).click();
  await passTo(page, 'Blue');
  await page.screenshot({ path: 'test-results/screens/cups-secret-card-blue.png' });
  await expect(page.getByRole('log')).not.toContainText('Bombing Run');
  // Blue's pointer carries nothing of Red's: no card to lay, and a click on the cloth lays none.
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 4 });
  expect(await page.evaluate(() => (window as unknown as { __musterTable: { holding(): string | null } }).__musterTable.holding())).toBeNull();
  const before = (await page.getByRole('log').textContent()) ?? '';
  await page.mouse.click(box.x + 10, box.y + box.height / 2);
  await page.waitForTimeout(300);
  expect((await page.getByRole('log').textContent()) ?? '').toBe(before);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a second war in the same window shows the computers\' strike cards (nothing of the first war is reached for)', { tag: '@long' }, async ({ page }) => {
  test.setTimeout(150_000);
  // The first war: Red lays Bombing Run, so the table has named a strike card once.
  const problems = await start(page, 2);
  await powerAndStrike(page, 'cups-strike-war1');
  await page.getByRole('button', { name: 'Menu' }).click();
  // The second, on the same table scene: four computers, so every command card is dealt and strike cards are played.
  await page.getByRole('button', { name: 'Cups of War' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Cups of War' });
  await dialog.getByLabel('red played by').selectOption('hard');
  await dialog.getByRole('button', { name: 'Add a player' }).click();
  await dialog.getByRole('button', { name: 'Add a player' }).click();
  for (const c of ['blue', 'green', 'yellow']) await dialog.getByLabel(`${c} played by`).selectOption('hard');
  await dialog.getByRole('button', { name: 'Start' }).click();
  // The first war was never saved: it is asked about, and let go.
  await page.getByRole('dialog', { name: 'Save the game in progress?' }).getByRole('button', { name: 'Don’t save' }).click();
  const log = page.getByRole('log');
  await expect(log).toContainText(/played (Air Strike|Artillery Barrage|Bombing Run|Strafing Run):/, { timeout: 60_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'test-results/screens/cups-computer-strike.png' });
  expect(problems).toEqual([]);
});

test('against the computer: it stacks in real time while I do, and the battle ends in recovery', { tag: '@long' }, async ({ page }) => {
  const problems = await start(page, 1);
  await shake(page, 0);
  await page.waitForFunction(() => (window as unknown as Win).__muster.app.state.session.state.phase === 'battle', null, { timeout: 20_000 });
  const log = page.getByRole('log');
  // The computer moves its own tiles on the table while I look.
  await expect(log).toContainText(/Blue (stacked|moved)/, { timeout: 15_000 });
  // The race's clock says what it counts, beside its digits.
  const clockRow = page.locator('.cow-clock-row');
  await expect(clockRow.getByRole('timer', { name: 'Battle clock' })).toHaveText(/^\d+ s$/);
  await expect(clockRow).toContainText(/^Stacking time\s*\d+ s$/);
  // One of mine onto one of theirs, while it lasts (the computer may get there first).
  for (let attempt = 0; attempt < 4; attempt++) {
    const s = await state(page);
    if (s.phase !== 'battle') break;
    const mine = lone(s, 0).sort((a, b) => strength(b.tile) - strength(a.tile))[0];
    const target = lone(s, 1)[0];
    if (!mine || !target) break;
    await drag(page, mine.pile, target.pile);
    const after = await state(page);
    if (after.piles.some((p) => p.tiles[0] === target.tile.id && p.tiles.includes(mine.tile.id))) {
      await expect(log).toContainText(`You stacked your ${unit(mine.tile)} on Blue's ${unit(target.tile)}`);
      break;
    }
  }
  await page.screenshot({ path: 'test-results/screens/cups-race.png' });
  if ((await state(page)).phase === 'battle') await page.getByRole('button', { name: /^Done/ }).click();
  await page.waitForFunction(() => (window as unknown as Win).__muster.app.state.session.state.turn === 2 || (window as unknown as Win).__muster.app.state.session.state.phase === 'over', null, { timeout: 60_000 });
  await expect(log).toContainText(/defends|Every unit is stacked|called Done early/);
  // The panel counts the armies as the table shows them until the Recovery has been played out.
  await page.waitForFunction(() => !(window as unknown as Win).__musterTable.busy(), null, { timeout: 60_000 });
  const s = await state(page);
  const lost = [0, 1].map((o) => s.tiles.filter((t) => t.owner === o && t.where === 'lost').length);
  const players = page.getByRole('list', { name: 'Players' });
  await expect(players.getByRole('listitem').nth(0)).toContainText(`${lost[0]} lost`);
  await expect(players.getByRole('listitem').nth(1)).toContainText(`${lost[1]} lost`);
  expect(problems).toEqual([]);
});

test('a whole war against the computer, to the shake-off or the last army standing, then another', { tag: '@long' }, async ({ page }) => {
  test.setTimeout(240_000);
  const problems = await start(page, 1);
  const panel = page.getByRole('complementary', { name: 'War room' });
  const phase = () => page.evaluate(() => (window as unknown as Win).__muster.app.state.session.state.phase);
  for (let k = 0; k < 300 && (await phase()) !== 'over'; k++) {
    const p = await phase();
    if ((p === 'shake' || p === 'shakeoff') && (await panel.textContent())?.includes('Grab your cup')) await shake(page, 0);
    else if (p === 'battle') {
      // Leave my units where they fell; the computer stacks, and Done ends my part.
      const done = panel.getByRole('button', { name: /^Done/ });
      if (await done.isVisible()) await done.click({ timeout: 2000 }).catch(() => undefined);
    }
    await page.waitForTimeout(400);
  }
  expect(await phase()).toBe('over');
  const s = await page.evaluate(() => (window as unknown as { __muster: { app: { state: { session: { state: { result: { text: string; winners: number[] } } } } } } }).__muster.app.state.session.state.result);
  // The result is on the panel and at the end of the log.
  await expect(panel.getByRole('status')).toHaveText(s.text, { timeout: 20_000 });
  await expect(page.getByRole('log').locator('li').last()).toContainText(s.text);
  expect(s.text).toMatch(/^(Shake-off: You \d+, Blue \d+\. (You win|Blue wins|You and Blue share the victory)\.|You alone have units left and win\.|Blue alone has units left and wins\.|No one has a unit left: no winner\.)$/);
  await page.screenshot({ path: 'test-results/screens/cups-over.png' });
  await panel.getByRole('button', { name: 'Another war' }).click();
  await expect(panel).toContainText('Turn 1 of 3');
  await expect(panel).toContainText('Grab your cup');
  expect(problems).toEqual([]);
});

test('in a race against two computers, every press on my own unit grabs it while their hands are moving, and none pans the table', { tag: '@long' }, async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/?seed=11');
  await page.getByRole('button', { name: 'Cups of War' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Cups of War' });
  await dialog.getByRole('button', { name: 'Add a player' }).click();
  await dialog.getByLabel('blue played by').selectOption('hard');
  await dialog.getByLabel('green played by').selectOption('hard');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  const panel = page.getByRole('complementary', { name: 'War room' });
  type Look = {
    phase: string;
    origin: { x: number; y: number };
    flights: { tile: string; onto: string | null }[];
    mine: { id: string; x: number; y: number; angle: number; targeted: boolean }[];
    piles: { x: number; y: number }[];
    zoom: number;
  };
  const look = () =>
    page.evaluate(() => {
      const w = window as unknown as Win & { __musterTable: { handsInFlight(): { tile: string; onto: string | null }[]; scene: { cameras: { main: { zoom: number } } } } };
      const s = w.__muster.app.state.session.state;
      const flights = w.__musterTable.handsInFlight();
      const owner = (id: string | undefined) => s.tiles.find((t) => t.id === id)?.owner;
      const mine = s.piles
        .filter((p) => p.tiles.length === 1 && owner(p.tiles[0]) === 0)
        .map((p) => ({ id: p.id, x: p.x, y: p.y, angle: (p as unknown as { angle: number }).angle, targeted: flights.some((f) => f.onto === p.id) }));
      return { phase: s.phase, origin: w.__musterTable.pagePoint(0, 0), flights, mine, piles: s.piles.map((p) => ({ x: p.x, y: p.y })), zoom: w.__musterTable.scene.cameras.main.zoom } as Look;
    });
  const holding = () => page.evaluate(() => (window as unknown as { __musterTable: { holding(): string | null } }).__musterTable.holding());
  const start = (await look()).origin;
  let grabbed = 0;
  let raced = 0;
  let lost = 0;
  for (let k = 0; k < 60 && (grabbed < 8 || raced < 2); k++) {
    const phase = (await look()).phase;
    if (phase === 'over') await panel.getByRole('button', { name: 'Another war' }).click({ timeout: 20_000 });
    if (phase !== 'battle') {
      if ((await panel.textContent())?.includes('Grab your cup')) await shake(page, 0);
      else await page.waitForTimeout(300);
      continue;
    }
    // Both computers have called Done: no hand will move again this battle, so I call Done too
    // and the war goes on to the next turn's race (waiting for hands here ran out the test's time).
    if ((await state(page)).players.slice(1).every((p) => p.done)) {
      await panel.getByRole('button', { name: /^Done/ }).click();
      await page.waitForFunction(() => (window as unknown as Win).__muster.app.state.session.state.phase !== 'battle', null, { timeout: 10_000 });
      continue;
    }
    // Wait for a computer's hand in the air: reaching for one of my units, if one comes within a
    // few seconds (the race for that unit), or any.
    const reachingForMine = () =>
      page
        .waitForFunction(
          () => {
            const w = window as unknown as Win & { __musterTable: { handsInFlight(): { onto: string | null }[] } };
            const s = w.__muster.app.state.session.state;
            return w.__musterTable.handsInFlight().some((f) => {
              const p = s.piles.find((x) => x.id === f.onto);
              return p?.tiles.length === 1 && s.tiles.find((t) => t.id === p.tiles[0])?.owner === 0;
            });
          },
          null,
          { timeout: 4000, polling: 4 },
        )
        .then(() => true)
        .catch(() => false);
    if (raced >= 2 || !(await reachingForMine())) {
      await page.waitForFunction(() => (window as unknown as { __musterTable: { handsInFlight(): unknown[] } }).__musterTable.handsInFlight().length > 0, null, { timeout: 10_000, polling: 4 }).catch(() => null);
    }
    const now = await look();
    if (!now.flights.length || !now.mine.length) continue;
    const pile = now.mine.find((p) => p.targeted) ?? now.mine[k % now.mine.length]!;
    // Press anywhere on the unit, near its edges too: up to 10 mm from its middle.
    const [u, v] = [[0, 0], [9, -7], [-10, 8], [7, 10], [-8, -9]][k % 5] as [number, number];
    const a = (pile.angle * Math.PI) / 180;
    const at = { x: pile.x + u * Math.cos(a) - v * Math.sin(a), y: pile.y + u * Math.sin(a) + v * Math.cos(a) };
    // Somewhere clear to put it down, 60 to 150 mm away.
    const clear = (x: number, y: number) => x > 30 && y > 30 && x < 610 && y < 430 && now.piles.every((p) => Math.hypot(p.x - x, p.y - y) > 40);
    let to: { x: number; y: number } | null = null;
    for (let r = 60; r <= 150 && !to; r += 15) for (let t = 0; t < 12 && !to; t++) if (clear(pile.x + r * Math.cos(t / 2), pile.y + r * Math.sin(t / 2))) to = { x: pile.x + r * Math.cos(t / 2), y: pile.y + r * Math.sin(t / 2) };
    if (!to) continue;
    const from = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [at.x, at.y]);
    const dest = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [to.x + at.x - pile.x, to.y + at.y - pile.y]);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    const held = await holding();
    expect(held, 'a press on a unit never pans the table').not.toBe('pan');
    if (held !== 'pile') {
      // The only excuse: a computer's unit landed on mine before I pressed (the race is theirs).
      const s = await state(page);
      const p = s.piles.find((x) => x.id === pile.id);
      expect(p && p.tiles.length > 1 && s.tiles.find((t) => t.id === p.tiles.at(-1))?.owner !== 0, `press ${k} on my unit ${pile.id} did not grab it (${held})`).toBe(true);
      lost++;
      await page.mouse.up();
      continue;
    }
    await page.mouse.move(dest.x, dest.y, { steps: 6 });
    await page.mouse.up();
    const s = await state(page);
    const after = s.piles.find((x) => x.id === pile.id);
    if (!after) continue; // struck by a command card meanwhile
    // It went where I put it, still mine at the bottom: no computer's hand stacked onto it while I held it.
    expect(Math.hypot(after.x - to.x, after.y - to.y), `unit ${pile.id} put down where I let go`).toBeLessThan(3);
    expect(s.tiles.find((t) => t.id === after.tiles[0])?.owner).toBe(0);
    grabbed++;
    if (pile.targeted) raced++;
    if (grabbed === 1) await page.screenshot({ path: 'test-results/screens/cups-race-grab.png' });
  }
  expect(grabbed).toBeGreaterThanOrEqual(8);
  // Twice, a computer's hand was reaching for the unit I grabbed: I was first, it took its unit back.
  expect(raced, `${raced} grabs of a unit a computer was reaching for (${lost} races lost before the press)`).toBeGreaterThanOrEqual(2);
  // Nothing moved the table.
  const end = (await look()).origin;
  expect(Math.hypot(end.x - start.x, end.y - start.y)).toBeLessThan(0.5);
  expect(problems).toEqual([]);
});

test('the Recovery plays back under a bar with Skip: the button, Escape or a click on the table shows the outcome at once', { tag: '@long' }, async ({ page }) => {
  test.setTimeout(180_000);
  const problems = await start(page, 2);
  const bar = page.getByRole('status', { name: 'Playback' });
  const panel = page.getByRole('complementary', { name: 'War room' });
  const busy = () => page.evaluate(() => (window as unknown as Win).__musterTable.busy());
  for (const [turn, how] of (['the Skip button', 'Escape', 'a click on the table'] as const).entries()) {
    // Both shake (Red first); the first stacker (Red, then Blue, then Red) attacks six times, so
    // there are six fights to watch.
    const first = turn % 2;
    const names = ['Red', 'Blue'];
    await shake(page, 0);
    await passTo(page, 'Blue');
    await shake(page, 1);
    // Blue shook last, so has the mouse already when Blue stacks first.
    if (first === 0) await passTo(page, 'Red');
    const s = await state(page);
    const mine = lone(s, first);
    const theirs = lone(s, 1 - first);
    for (let i = 0; i < Math.min(6, mine.length, theirs.length); i++) await drag(page, mine[i]!.pile, theirs[i]!.pile);
    await panel.getByRole('button', { name: /^Done/ }).click();
    await passTo(page, names[1 - first]!);
    await panel.getByRole('button', { name: /^Done/ }).click();
    // The fights play back one by one, under the bar.
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Recovery');
    await page.waitForTimeout(600);
    expect(await busy()).toBe(true);
    if (turn === 0) {
      // A message that arrives meanwhile queues beneath the bar: the Skip stays in reach.
      await page.evaluate(() => (window as unknown as { __muster: { app: { toast(m: string, t: string): void } } }).__muster.app.toast('A long message that arrives while the fights play back, as wide as a message gets on this table.', 'error'));
      const skip = bar.getByRole('button', { name: 'Skip' });
      const box = (await skip.boundingBox())!;
      const top = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '', { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      expect(top, 'the Skip button is not under a message').toBe('Skip');
      await page.screenshot({ path: 'test-results/screens/cups-recovery-playback.png' });
    }
    const t0 = Date.now();
    if (how === 'the Skip button') await bar.getByRole('button', { name: 'Skip' }).click();
    else if (how === 'Escape') await page.keyboard.press('Escape');
    else {
      const middle = await page.evaluate(() => (window as unknown as Win).__musterTable.pagePoint(320, 230));
      await page.mouse.click(middle.x, middle.y);
    }
    await page.waitForFunction(() => !(window as unknown as Win).__musterTable.busy(), null, { timeout: 3000 });
    expect(Date.now() - t0, `skipped with ${how}`).toBeLessThan(1500);
    await expect(bar).toBeHidden();
    // The outcome is on the table and in the panel: the next turn's shake (or the shake-off).
    await expect(panel).toContainText(turn < 2 ? 'Grab your cup' : /shake-off|war is over/i);
    const after = await state(page);
    // After the third turn the war may be over with the winner's units still lying on the table.
    if (turn === 2) break;
    expect(after.piles).toEqual([]);
    // Between turns the mouse passes back to Red, who shakes first: behind the curtain even when
    // Red called Done last, as both watched the Recovery.
    expect(after.turn).toBe(turn + 2);
    await passTo(page, 'Red');
  }
  expect(problems).toEqual([]);
});

/** Near-white pixels in a square of the screen (the cup's count is white on the dark cup). */
async function whitePixels(page: Page, at: { x: number; y: number }, size = 36): Promise<number> {
  const p = await screenPixels(page, { x: at.x - size / 2, y: at.y - size / 2, width: size, height: size });
  return Math.round(share(p, (r, g, b) => r > 225 && g > 225 && b > 215) * (p.data.length / 4));
}

test('the cup\'s count goes with the cup while I shake it', { tag: '@long' }, async ({ page }) => {
  const problems = await start(page, 1);
  const home = await page.evaluate(() => (window as unknown as Win).__musterTable.cupPoint(0));
  // Before: the count (15) is on the cup.
  expect(await whitePixels(page, home)).toBeGreaterThan(10);
  await page.mouse.move(home.x, home.y);
  await page.mouse.down();
  const away = { x: home.x + 90, y: home.y - 150 };
  await page.mouse.move(away.x, away.y, { steps: 8 });
  await page.waitForTimeout(100);
  await page.screenshot({ path: 'test-results/screens/cups-cup-in-hand.png' });
  // In the hand: the count is on the cup under the pointer, and nothing is left where the cup stood.
  expect(await whitePixels(page, away)).toBeGreaterThan(10);
  expect(await whitePixels(page, home)).toBe(0);
  for (let i = 1; i <= 5; i++) await page.mouse.move(away.x + i * 8, away.y - i * 30);
  await page.mouse.up();
  await page.waitForFunction(() => !(window as unknown as Win).__musterTable.busy(), null, { timeout: 15_000 });
  expect(problems).toEqual([]);
});

test('a unit put on a command card by mistake is dragged back onto the table (or clicked back), selecting no text', { tag: '@long' }, async ({ page }) => {
  const problems = await bothShaken(page);
  const s = await state(page);
  const card = page.getByRole('article', { name: 'Bombing Run' });
  const log = page.getByRole('log');
  const [a, b] = lone(s, 0).filter((x) => !(x.tile.command && x.tile.starUp) && x.tile.type === 'infantry');
  expect(a && b, 'two red Infantry units to put on the card').toBeTruthy();
  for (const u of [a!, b!]) {
    const box = (await card.boundingBox())!;
    const p = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [u.pile.x, u.pile.y]);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect(log).toContainText(`Red put their ${unit(u.tile)} on a command card`);
  }
  // Drag the first back off the card, onto an empty place on the table.
  const chip = card.getByRole('button', { name: unit(a!.tile) }).first();
  await chip.scrollIntoViewIfNeeded();
  const from = (await chip.boundingBox())!;
  const spot = { x: 320, y: 230 };
  const to = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [spot.x, spot.y]);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  await page.mouse.up();
  await expect(log).toContainText(`Red took their ${unit(a!.tile)} back off their command card`);
  let after = await state(page);
  const back = after.piles.find((p) => p.tiles.includes(a!.tile.id));
  expect(back && Math.hypot(back.x - spot.x, back.y - spot.y)).toBeLessThan(2);
  expect(after.tiles.find((t) => t.id === a!.tile.id)?.where).toBe('table');
  // A click takes the other back too: it goes down inside my edge of the table.
  await card.getByRole('button', { name: unit(b!.tile) }).click();
  await expect(log).toContainText(`Red took their ${unit(b!.tile)} back off their command card`);
  after = await state(page);
  expect(after.tiles.find((t) => t.id === b!.tile.id)?.where).toBe('table');
  expect(after.players[0] as unknown as { powering: unknown }).toMatchObject({ powering: null });
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  await page.screenshot({ path: 'test-results/screens/cups-taken-back.png' });
  expect(problems).toEqual([]);
});

test('at 960×600 the end of the war shows Another war in sight, under the result, without scrolling the panel', async ({ page }) => {
  const problems = await start(page, 2);
  // Straight to the end: every cup poured in a row across the table, and Done called by all, to the shake-off.
  await page.evaluate(() => {
    const session = (window as unknown as { __muster: { app: { state: { session: { state: Win['__muster']['app']['state']['session']['state']; act(a: unknown, seat: number): unknown } } } } }).__muster.app.state.session;
    for (let round = 0; round < 30 && session.state.phase !== 'over'; round++) {
      for (const seat of [0, 1]) {
        const s = session.state;
        if (s.phase === 'battle') session.act({ type: 'done' }, seat);
        else {
          const cup = s.tiles.filter((t) => t.owner === seat && t.where === 'cup');
          session.act({ type: 'shake', landings: cup.map((t, i) => ({ tile: t.id, x: 30 + i * 38, y: 100 + seat * 200 + s.piles.length, angle: 0, flips: 0 })) }, seat);
        }
      }
    }
  });
  await page.waitForFunction(() => (window as unknown as Win).__muster.app.state.session.state.phase === 'over');
  await page.waitForFunction(() => !(window as unknown as Win).__musterTable.busy(), null, { timeout: 20_000 });
  await page.setViewportSize({ width: 960, height: 600 });
  const panel = page.getByRole('complementary', { name: 'War room' });
  await expect(panel.getByRole('status')).toContainText('Shake-off');
  await expect(panel.getByRole('button', { name: 'Another war' })).toBeInViewport();
  // Both look at this panel: neither one's command cards are shown (the last seat's were, as 'Your command cards').
  await expect(panel).toContainText('Red');
  await expect(panel.getByRole('region', { name: 'Your command cards' })).toBeHidden();
  await expect(panel.getByRole('article')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/cups-over-small.png' });
  await panel.getByRole('button', { name: 'Another war' }).click();
  await expect(panel).toContainText('Turn 1 of 3');
  expect(problems).toEqual([]);
});

test('a drag the rules refuse says why and puts everything back: a fourth unit onto a full stack (it does not lie on top; Ctrl+Z with it in hand waits for the release), a stack onto a unit, an enemy\'s unit', async ({ page }) => {
  const problems = await bothShaken(page);
  let s = await state(page);
  const [a, b, c] = lone(s, 0);
  const target = lone(s, 1)[0]!;
  await drag(page, a!.pile, target.pile);
  await drag(page, b!.pile, target.pile);
  s = await state(page);
  const full = s.piles.find((p) => p.id === target.pile.id)!;
  expect(full.tiles).toHaveLength(3);
  const log = page.getByRole('log');
  const moves = (await state(page)).piles.length;
  // Ctrl+Z with the unit in hand waits for the release (it took back the stacking under the hand,
  // and the unit held jumped back to where it was picked up).
  const from = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [c!.pile.x, c!.pile.y]);
  const onto = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [full.x, full.y]);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + onto.x) / 2, (from.y + onto.y) / 2, { steps: 5 });
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Let go first: Undo waits while you hold a unit.');
  await page.mouse.move(onto.x, onto.y, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('alert')).toContainText('No stack may hold more than 3 units.');
  s = await state(page);
  // Nothing moved: the unit lies where it fell, still alone, and the log has no move.
  const back = s.piles.find((p) => p.tiles.includes(c!.tile.id))!;
  expect(back.tiles).toEqual([c!.tile.id]);
  expect(Math.hypot(back.x - c!.pile.x, back.y - c!.pile.y)).toBeLessThan(0.5);
  expect(s.piles.length).toBe(moves);
  await expect(log).not.toContainText(`Red moved their ${unit(c!.tile)}`);
  await page.screenshot({ path: 'test-results/screens/cups-full-stack.png' });
  // A stack in hand let go on another unit: refused too, with its reason.
  const other = lone(s, 1).find((x) => x.pile.id !== target.pile.id)!;
  await drag(page, full, other.pile);
  await expect(page.getByRole('alert').last()).toContainText('A unit already in a stack stays there.');
  s = await state(page);
  expect(s.piles.find((p) => p.id === other.pile.id)?.tiles).toEqual([other.tile.id]);
  // Blue's unit dragged by Red: it stays, and Red is told why (not only after a click).
  const away = { ...other.pile, x: other.pile.x + 40, y: other.pile.y - 60 };
  await drag(page, other.pile, away);
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText("That is Blue's unit: drag one of yours onto it to attack it.");
  s = await state(page);
  const still = s.piles.find((p) => p.id === other.pile.id)!;
  expect([still.x, still.y]).toEqual([other.pile.x, other.pile.y]);
  await page.screenshot({ path: 'test-results/screens/cups-enemy-drag.png' });
  expect(problems).toEqual([]);
});

test('at 960×600 a unit carried to the bottom of the panel scrolls it to a command card out of sight, and goes onto that card', async ({ page }) => {
  const problems = await start(page, 2);
  await page.setViewportSize({ width: 960, height: 600 });
  // The table fits itself to the new window first: shake grabs the cup once it stands still.
  await shake(page, 0);
  await passTo(page, 'Blue');
  await shake(page, 1);
  await passTo(page, 'Red');
  const s = await state(page);
  const panel = page.getByRole('complementary', { name: 'War room' });
  const card = page.getByRole('article', { name: 'Bombing Run' });
  // Red's third card is below the panel's end.
  await expect(card).not.toBeInViewport();
  const u = lone(s, 0).find((x) => x.tile.command && x.tile.starUp)!;
  const from = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [u.pile.x, u.pile.y]);
  const edge = (await panel.boundingBox())!;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height - 10, { steps: 10 });
  // Held at the edge with the small movements of a hand, until the card is in sight.
  for (let i = 0; i < 60 && !(await card.evaluate((el) => { const r = el.getBoundingClientRect(); const p = el.closest('aside')!.getBoundingClientRect(); return r.top >= p.top && r.bottom <= p.bottom; })); i++) {
    await page.mouse.move(edge.x + edge.width / 2 + (i % 2 ? 3 : -3), edge.y + edge.height - 10);
  }
  await expect(card).toBeInViewport({ ratio: 1 });
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 6 });
  // The panel lies over the table: the unit is drawn again above it, under the pointer, and the
  // card it would go onto is marked (it used to vanish under the panel until let go).
  const ghost = page.locator('.panel-ghost img');
  await expect(ghost).toHaveCount(1);
  await expect(ghost).toBeVisible();
  const seen = (await ghost.boundingBox())!;
  expect(Math.abs(seen.x + seen.width / 2 - (box.x + box.width / 2)), 'the unit is held where the pointer is').toBeLessThan(seen.width);
  await expect(card).toHaveAttribute('data-drop-over', '');
  await page.screenshot({ path: 'test-results/screens/cups-card-carried.png' });
  await page.mouse.up();
  await expect(ghost).toBeHidden();
  await expect(card).not.toHaveAttribute('data-drop-over');
  await expect(card).toContainText(`On it: ${unit(u.tile)}`);
  await page.screenshot({ path: 'test-results/screens/cups-card-scrolled.png' });
  const after = await state(page);
  expect(after.tiles.find((t) => t.id === u.tile.id)?.where).toBe('card');
  expect(problems).toEqual([]);
});

/**
 * Two people's battle begun (Red at the mouse, seeing Red's cards), saved, the page reloaded and
 * Continue pressed: nobody knows who sat down, so the curtain is down.
 */
async function battleResumed(page: Page): Promise<void> {
  await shake(page, 0);
  await passTo(page, 'Blue');
  await shake(page, 1);
  await page.waitForFunction(() => (window as unknown as Win).__muster.app.state.session.state.phase === 'battle');
  // The battle begins behind the curtain: Red takes the mouse and sees Red's cards.
  await passTo(page, 'Red');
  await expect(page.getByRole('complementary', { name: 'War room' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Saved');
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
}

test('two people, resumed: the curtain comes down first, so whoever sits down does not see the other\'s cards', async ({ page }) => {
  const problems = await start(page, 2);
  await battleResumed(page);
  await passTo(page, 'Red');
  expect(problems).toEqual([]);
});

test('two people, resumed: a player who sat down alone goes back to the main menu from the curtain, and no hand shows on the way', async ({ page }) => {
  const problems = await start(page, 2);
  await battleResumed(page);
  const curtain = page.getByRole('dialog', { name: "Red's turn" });
  await expect(curtain).toBeVisible();
  // Red's command cards, and the toolbar's Print and Undo (which could show or take back a secret), lie under the curtain: none can be seen or pressed.
  const toolbar = page.getByRole('navigation', { name: 'Game toolbar' });
  const under = [page.getByRole('region', { name: 'Your command cards' }), toolbar.getByRole('button', { name: 'Undo' }), toolbar.getByRole('button', { name: 'Print' })];
  for (const thing of under) {
    const box = (await thing.boundingBox())!;
    const covered = await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.curtain'), [box.x + box.width / 2, box.y + box.height / 2]);
    expect(covered, `${await thing.getAttribute('aria-label') ?? await thing.textContent()} is under the curtain`).toBe(true);
  }
  await page.screenshot({ path: 'test-results/screens/cups-curtain-resumed.png' });
  // The way out is on the curtain itself, and leads to the main menu without lifting it.
  await curtain.getByRole('button', { name: 'Main menu' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(curtain).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your command cards' })).toBeHidden();
  // The game waits as it was: Continue brings the curtain down again.
  await page.getByRole('button', { name: 'Continue' }).click();
  await passTo(page, 'Red');
  expect(problems).toEqual([]);
});

test('two people: while the Recovery plays back, the panel counts the armies as the table shows them, and the outcome only after', async ({ page }) => {
  const problems = await start(page, 2);
  // A click on the table while the units still fall lands them at once, as it shows any playback's
  // outcome (the cup pressed then said it was being poured; before that, that it held them all).
  await shake(page, 0, async () => {
    expect(await page.evaluate(() => (window as unknown as Win).__musterTable.busy())).toBe(true);
    const cup = await page.evaluate(() => (window as unknown as Win).__musterTable.cupPoint(0));
    await page.mouse.click(cup.x, cup.y);
    await expect(page.getByRole('log')).toContainText('Red shook 15 units onto the table', { timeout: 1_000 });
    await expect(page.getByRole('status', { name: 'Messages' })).toBeEmpty();
  });
  await passTo(page, 'Blue');
  await shake(page, 1);
  await page.waitForFunction(() => (window as unknown as Win).__muster.app.state.session.state.phase === 'battle');
  const s = await state(page);
  await passTo(page, 'Red');
  const mine = lone(s, 0).sort((a, b) => strength(b.tile) - strength(a.tile))[0]!;
  const target = lone(s, 1).filter((x) => strength(x.tile) < strength(mine.tile))[0]!;
  await drag(page, mine.pile, target.pile);
  await page.getByRole('button', { name: /^Done/ }).click();
  await passTo(page, 'Blue');
  await page.getByRole('button', { name: /^Done/ }).click();
  const players = page.getByRole('list', { name: 'Players' });
  // The fight is still being played back: no one has lost a unit on the table yet.
  await expect(page.getByRole('complementary', { name: 'War room' })).toContainText('The battle is being fought out');
  // The status line too speaks of the playback, not yet of the next turn's cup.
  const hint = page.locator('footer.statusbar .controls-hint');
  await expect(hint).toContainText('Skip');
  await expect(hint).not.toContainText('cup');
  expect(await page.evaluate(() => (window as unknown as Win).__musterTable.busy())).toBe(true);
  await expect(players.getByRole('listitem').nth(0)).toContainText('15 in play · 0 in cup · 0 lost');
  await expect(players.getByRole('listitem').nth(1)).toContainText('15 in play · 0 in cup · 0 lost');
  // Both watch the Recovery: Blue called Done last, and Blue's command cards are not shown to Red.
  const cards = page.getByRole('region', { name: 'Your command cards' });
  await expect(cards).toBeHidden();
  await page.waitForFunction(() => !(window as unknown as Win).__musterTable.busy(), null, { timeout: 20_000 });
  await expect(players.getByRole('listitem').nth(1)).toContainText('0 in play · 14 in cup · 1 lost');
  expect(problems).toEqual([]);
});

test('two people: the one who called Done last and shakes first next turn sits down behind the curtain after the Recovery they watched together', { tag: '@long' }, async ({ page }) => {
  test.setTimeout(90_000);
  const problems = await start(page, 2);
  const cards = page.getByRole('region', { name: 'Your command cards' });
  const done = () => page.getByRole('button', { name: /^Done/ }).click();
  const recovered = () => page.waitForFunction(() => !(window as unknown as Win).__musterTable.busy(), null, { timeout: 20_000 });
  // Turn 1: Red shakes and stacks first, Blue last.
  await shake(page, 0);
  await passTo(page, 'Blue');
  await shake(page, 1);
  await passTo(page, 'Red');
  await done();
  await passTo(page, 'Blue');
  await done();
  await recovered();
  // Turn 2: Red shakes first, Blue stacks first, so Red calls Done last.
  await passTo(page, 'Red');
  await shake(page, 0);
  await passTo(page, 'Blue');
  await shake(page, 1);
  await done();
  await passTo(page, 'Red');
  await done();
  // Both watch the Recovery: Red's cards are not in the panel.
  await expect(page.getByRole('status', { name: 'Playback' })).toContainText('Recovery');
  await expect(cards).toBeHidden();
  await recovered();
  // Turn 3: Red shakes first, at the mouse already, yet Blue watched the Recovery beside them.
  await expect(page.getByRole('heading', { name: /Turn 3 of 3/ })).toBeVisible();
  await passTo(page, 'Red');
  await expect(cards).toBeVisible();
  expect(problems).toEqual([]);
});

test('against the computer: while the rules window is open the computer\'s hands wait, and go on when it is closed', { tag: '@long' }, async ({ page }) => {
  const problems = await start(page, 1);
  await shake(page, 0);
  await page.waitForFunction(() => (window as unknown as Win).__muster.app.state.session.state.phase === 'battle', null, { timeout: 20_000 });
  const moves = () => page.evaluate(() => (window as unknown as Win).__muster.app.state.session.log.length);
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: /Rules/ });
  await expect(rules).toBeVisible();
  // A hand already in the air lands; after that nothing moves while I read.
  await page.waitForTimeout(600);
  const before = await moves();
  await page.waitForTimeout(5000);
  expect(await moves(), 'the computer moved while the rules were open').toBe(before);
  await rules.getByRole('button', { name: 'Close' }).first().click();
  await expect(rules).toBeHidden();
  await expect.poll(moves, { timeout: 10_000 }).toBeGreaterThan(before);
  expect(problems).toEqual([]);
});

test('against the computer: after an Undo its hands and the battle clock wait while Redo is offered, and the panel says why; a Redo lets them go on', async ({ page }) => {
  const problems = await start(page, 1);
  await shake(page, 0);
  await page.waitForFunction(() => (window as unknown as Win).__muster.app.state.session.state.phase === 'battle', null, { timeout: 20_000 });
  // One of mine onto one of Blue's, and taken back at once (before Blue's next move, which Undo would not cross).
  const s = await state(page);
  const mine = lone(s, 0)[0]!;
  const target = lone(s, 1)[0]!;
  const undone = await page.evaluate(([tile, onto]) => {
    const session = (window as unknown as { __muster: { app: { state: { session: { act(a: unknown, seat: number): unknown; undo(): boolean } } } } }).__muster.app.state.session;
    return session.act({ type: 'stack', tile, onto }, 0) === null && session.undo();
  }, [mine.tile.id, target.pile.id] as const);
  expect(undone).toBe(true);
  const panel = page.getByRole('complementary', { name: 'War room' });
  // Before: nothing said, and Blue simply stopped.
  await expect(panel.getByRole('status', { name: 'Why the computer waits' })).toHaveText('Blue waits while you may Redo the move you took back: make a move, or Redo it, and Blue plays on. The battle clock stands still meanwhile.');
  // The race stands still while Blue waits: so does its clock (before: it ran on, the race paused).
  const clock = panel.getByRole('timer', { name: 'Battle clock' });
  const waiting = await clock.textContent();
  await page.waitForTimeout(2500);
  await expect(clock).toHaveText(waiting!);
  await page.screenshot({ path: 'test-results/screens/cups-redo-wait.png' });
  const moves = () => page.evaluate(() => (window as unknown as Win).__muster.app.state.session.log.length);
  const before = await moves();
  await page.getByRole('navigation', { name: 'Game toolbar' }).getByRole('button', { name: 'Redo' }).click();
  await expect(panel.getByRole('status', { name: 'Why the computer waits' })).toBeHidden();
  await expect.poll(moves, { timeout: 10_000 }).toBeGreaterThan(before + 1);
  // The race goes on, and its clock with it.
  await expect(clock).not.toHaveText(waiting!, { timeout: 5000 });
  expect(problems).toEqual([]);
});

test('two people: a unit carried past the table\'s edge does not come to rest on a unit lying at that edge (it looked stacked, and was not)', async ({ page }) => {
  const problems = await bothShaken(page);
  const s = await state(page);
  // A Blue unit lying by the bottom edge, and a Red unit far from it.
  const edge = lone(s, 1).sort((a, b) => b.pile.y - a.pile.y)[0]!;
  expect(edge.pile.y).toBeGreaterThan(430);
  const mine = lone(s, 0)[0]!;
  const a = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [mine.pile.x, mine.pile.y]);
  const b = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [edge.pile.x, 520]);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByRole('alert')).toContainText('would lie on another unit');
  const after = await state(page);
  const back = after.piles.find((p) => p.tiles.includes(mine.tile.id))!;
  expect(back.tiles).toEqual([mine.tile.id]);
  expect(Math.hypot(back.x - mine.pile.x, back.y - mine.pile.y)).toBeLessThan(0.5);
  // No Red unit lies with its middle on a Blue one.
  for (const p of after.piles) for (const q of after.piles) if (p !== q) expect(Math.hypot(p.x - q.x, p.y - q.y), `${p.id} on ${q.id}`).toBeGreaterThan(12);
  expect(problems).toEqual([]);
});

test('two people: a stack carried onto a command card is refused with the reason and stays where it was (it used to slide to the table\'s edge)', async ({ page }) => {
  const problems = await bothShaken(page);
  let s = await state(page);
  const mine = lone(s, 0)[0]!;
  const target = lone(s, 1)[0]!;
  await drag(page, mine.pile, target.pile);
  s = await state(page);
  const stack = s.piles.find((p) => p.id === target.pile.id)!;
  expect(stack.tiles).toEqual([target.tile.id, mine.tile.id]);
  // The stack is carried by its top unit (Red's) onto Red's first command card.
  const card = page.getByRole('complementary', { name: 'War room' }).locator('[data-card-drop]').first();
  const box = (await card.boundingBox())!;
  const top = { x: stack.x + 1.5, y: stack.y - 1.5 };
  const a = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [top.x, top.y]);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByRole('alert')).toContainText('A unit in a stack cannot be taken off to power a card.');
  const after = (await state(page)).piles.find((p) => p.id === stack.id)!;
  expect([after.x, after.y]).toEqual([stack.x, stack.y]);
  expect(problems).toEqual([]);
});

test('two people: Undo after a shake says a shake is not taken back (not a bare "Nothing to undo")', async ({ page }) => {
  const problems = await start(page, 2);
  await shake(page, 0);
  await passTo(page, 'Blue');
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Nothing to undo: a shake is not taken back, the units lie where they fell.');
  expect((await state(page)).tiles.filter((t) => t.where === 'table')).toHaveLength(15);
  // The rules window says the same.
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('dialog', { name: /Rules/ })).toContainText("a shake, a Done and the computer's moves stand");
  expect(problems).toEqual([]);
});

test('two people: a reload while the units still fall finds them where they fell, not back in the cup to be shaken again; the log says how they fell only once they land', async ({ page }) => {
  const problems = await start(page, 2);
  await throwCup(page, 0);
  // The shake is logged as the cup is let go (the table takes the release on its next frame)...
  await page.waitForFunction(() => (window as unknown as Win).__muster.app.state.session.log.length === 1, null, { timeout: 5_000 });
  const falling = await page.evaluate(() => {
    const w = window as unknown as Win;
    return { busy: w.__musterTable.busy(), piles: w.__muster.app.state.session.state.piles.map((p) => ({ tiles: p.tiles, x: Math.round(p.x), y: Math.round(p.y) })) };
  });
  expect(falling.busy, 'the units were still falling').toBe(true);
  expect(falling.piles).toHaveLength(15);
  // ...but until they land neither the log nor the war room says how it fell.
  await expect(page.getByRole('log')).not.toContainText('shook');
  await expect(page.getByRole('complementary', { name: 'War room' })).toContainText('Grab your cup');
  await page.reload();
  await page.getByRole('button', { name: /^Continue/ }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  const after = await state(page);
  expect(after.tiles.filter((t) => t.owner === 0 && t.where === 'cup')).toEqual([]);
  expect(after.piles.map((p) => ({ tiles: p.tiles, x: Math.round(p.x), y: Math.round(p.y) }))).toEqual(falling.piles);
  // Blue shakes next: Red's cup is empty, not offered again.
  await passTo(page, 'Blue');
  await expect(page.getByRole('log')).toContainText('Red shook 15 units onto the table');
  await expect(page.getByRole('complementary', { name: 'War room' })).toContainText('Grab your cup');
  expect(problems).toEqual([]);
});

test('New game with four players at 960×600: each row, its Remove button too, fits the Players box, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  await page.goto('/?seed=4');
  await page.getByRole('button', { name: 'Cups of War' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Cups of War' });
  await dialog.getByRole('button', { name: 'Add a player' }).click();
  await dialog.getByRole('button', { name: 'Add a player' }).click();
  const players = (await dialog.getByRole('group', { name: 'Players (two to four)' }).boundingBox())!;
  const inside = (await dialog.boundingBox())!;
  expect(players.x + players.width, 'the Players box past the dialog').toBeLessThanOrEqual(inside.x + inside.width - 10);
  const removes = dialog.getByRole('button', { name: /^Remove / });
  await expect(removes).toHaveCount(4);
  for (const b of await removes.all()) {
    const r = (await b.boundingBox())!;
    expect(r.x + r.width, 'a Remove button past the Players box').toBeLessThanOrEqual(players.x + players.width);
  }
  // The player's own choice stays whole: the played-by list keeps its widest words in sight.
  const select = dialog.getByLabel('red played by');
  expect(await select.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
  const sideways = await dialog.evaluate((d) => [...d.querySelectorAll<HTMLElement>('*')].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== 'inline').map((e) => e.className));
  expect(sideways, 'boxes in the dialog wider than their room').toEqual([]);
});

test('two people of one name are refused at Start with the reason (the curtain said "Pass the mouse to Anne" with either meant)', async ({ page }) => {
  await page.goto('/?seed=4');
  await page.getByRole('button', { name: 'Cups of War' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Cups of War' });
  await dialog.getByLabel('blue played by').selectOption('human');
  await dialog.getByLabel('Red', { exact: true }).fill('Anne');
  // The same name in another case, with a space after it, is still the same name to the players.
  await dialog.getByLabel('Blue', { exact: true }).fill('anne ');
  const startButton = dialog.getByRole('button', { name: 'Start' });
  await expect(startButton).toBeDisabled();
  await expect(dialog).toContainText('Two players are called “anne”: give each a name of their own');
  await dialog.getByLabel('Blue', { exact: true }).fill('Ben');
  await expect(startButton).toBeEnabled();
  await expect(dialog).not.toContainText('Two players are called');
  await startButton.click();
  await liftFirstCurtain(page, 'Anne');
  await shake(page, 0);
  await expect(page.getByRole('dialog', { name: "Ben's turn" })).toBeVisible();
});

test('at 960×600 two people with 40-letter names and nowhere to break: the curtain and the war room wrap them, none runs off the screen', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 });
  await page.goto('/?seed=4');
  await page.getByRole('button', { name: 'Cups of War' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Cups of War' });
  await dialog.getByLabel('blue played by').selectOption('human');
  const [red, blue] = ['W'.repeat(40), 'M'.repeat(40)];
  await dialog.getByLabel('Red', { exact: true }).fill(red);
  await dialog.getByLabel('Blue', { exact: true }).fill(blue);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await liftFirstCurtain(page, red);
  await shake(page, 0);
  const curtain = page.getByRole('dialog', { name: `${blue}'s turn` });
  await expect(curtain).toBeVisible();
  // Everything on the curtain lies inside it, and it inside the window (its words and its button ran off both).
  const outside = await curtain.evaluate((box) => {
    const edge = box.getBoundingClientRect();
    return [...box.querySelectorAll('h2, p, button')]
      .map((e) => ({ text: (e.textContent ?? '').slice(0, 12), right: e.getBoundingClientRect().right }))
      .filter((e) => e.right > edge.right + 0.5 || e.right > window.innerWidth);
  });
  expect(outside).toEqual([]);
  await curtain.getByRole('button', { name: `I am ${blue}` }).click();
  await shake(page, 1);
  await page.getByRole('dialog', { name: `${red}'s turn` }).getByRole('button', { name: `I am ${red}` }).click();
  // The war room shows both names whole, wrapped, with no sideways scrolling.
  const players = page.getByRole('list', { name: 'Players' });
  await expect(players).toContainText(red);
  const room = page.getByRole('complementary', { name: 'War room' });
  expect(await room.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
});

test('two people: the stacker\'s clock stands still while the rules are open, and a reload goes on with the time it had', { tag: '@long' }, async ({ page }) => {
  const problems = await bothShaken(page);
  const clock = page.getByRole('timer', { name: 'Battle clock' });
  const seconds = async () => Number(/^(\d+) s of/.exec((await clock.textContent()) ?? '')?.[1] ?? NaN);
  await expect(clock).toHaveText(/^[2-9] s of 90 s$/, { timeout: 6000 });
  // Red opens the rules for five seconds: their turn's time does not run while they read.
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: /Rules/ });
  await expect(rules).toBeVisible();
  const reading = await seconds();
  await page.waitForTimeout(5000);
  await rules.getByRole('button', { name: 'Close' }).first().click();
  await expect(rules).toBeHidden();
  expect(await seconds(), 'the clock ran while the rules were open').toBeLessThanOrEqual(reading + 1);
  // A reload (or Continue) does not give Red a fresh clock: it goes on from where it stood.
  await page.waitForTimeout(1000);
  const before = await seconds();
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => !!(window as unknown as { __musterTable?: unknown }).__musterTable);
  // Behind the curtain the clock waits too: it starts again when Red has the mouse.
  await page.waitForTimeout(1500);
  await passTo(page, 'Red');
  expect(await seconds(), 'the clock restarted after the reload').toBeGreaterThanOrEqual(before);
  expect(await seconds(), 'the clock ran behind the curtain').toBeLessThanOrEqual(before + 1);
  expect(problems).toEqual([]);
});

test('two people: a unit in hand when the stacker\'s time runs out goes back where it lay, and letting go is no move of the next player\'s', async ({ page }) => {
  const problems = await start(page, 2);
  // Red's turn begins with 88 of its 90 seconds gone (as a turn's time is kept for a reload).
  await page.evaluate(() => localStorage.setItem('muster:cups-turn-clock', JSON.stringify({ turn: '4:1:battle:0', used: 88_000 })));
  await shake(page, 0);
  await passTo(page, 'Blue');
  await shake(page, 1);
  await passTo(page, 'Red');
  const mine = lone(await state(page), 0)[0]!;
  const at = await page.evaluate(([x, y]) => (window as unknown as Win).__musterTable.pagePoint(x!, y!), [mine.pile.x, mine.pile.y]);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 60, at.y + 20, { steps: 5 });
  // Time! The mouse passes to Blue while Red still holds the unit.
  await expect(page.getByRole('dialog', { name: "Blue's turn" })).toBeVisible({ timeout: 6000 });
  await page.mouse.move(at.x + 80, at.y + 30, { steps: 3 });
  await page.mouse.up();
  const messages = page.getByRole('status', { name: 'Messages' });
  await expect(messages).toContainText("Time! Red's stacking is over.");
  // Not Blue moving Red's unit ("You may only move your own units"): nobody's move at all.
  await page.waitForTimeout(300);
  expect(await messages.textContent()).not.toContain('your own units');
  expect((await state(page)).piles.find((p) => p.tiles.includes(mine.tile.id))).toEqual(mine.pile);
  const holding = await page.evaluate(() => (window as unknown as { __musterTable: { holding(): string | null } }).__musterTable.holding());
  expect(holding).toBeNull();
  expect(problems).toEqual([]);
});

test('two people: units shaken just before the rules window opens fall on once it closes, not unseen behind it, and the log says how they fell then', async ({ page }) => {
  const problems = await start(page, 2);
  await throwCup(page, 0);
  await page.keyboard.press('F1');
  const rules = page.getByRole('dialog', { name: /Rules/ });
  await expect(rules).toBeVisible();
  // The shake is logged as ever (a reload would find the units where they fell)...
  await page.waitForFunction(() => (window as unknown as Win).__muster.app.state.session.log.length === 1, null, { timeout: 5_000 });
  // ...but they wait in the air for the reader: as many frames go by as their whole fall has steps
  // (one a frame, at most), and a second's more, and they show no step further.
  const fall = await fallWhileWaiting(page, 'shakes.shake');
  expect(fall.after, 'the units held where they were in the air').toBe(fall.before);
  expect(await page.evaluate(() => (window as unknown as Win).__musterTable.busy()), 'the units still falling').toBe(true);
  await expect(page.getByRole('log')).not.toContainText('shook');
  await rules.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('log')).toContainText('Red shook 15 units onto the table');
  expect(problems).toEqual([]);
});
