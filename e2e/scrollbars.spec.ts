// The windows and the screens of every game as the desktop app shows them on Windows and Linux:
// with scroll bars that take room. Headless Chromium hides them unless told not to (Playwright
// passes --hide-scrollbars), so everywhere else in the suite a column's own scroll bar takes no
// room, and whatever it squeezes cannot be seen: here nothing may scroll sideways, at 960 x 600
// and at 1920 x 1080, in the menu's windows, in every game's New game window and at its table.
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/preview';
import { MODE_TITLES, startMode, watchProblems } from './support/modes';

test.use({ launchOptions: { executablePath: process.env.MUSTER_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const SIZES = [
  { width: 960, height: 600 },
  { width: 1920, height: 1080 },
] as const;

/** Every box on the page that scrolls sideways (it can, and its content is wider than it), named. */
function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => {
        const cs = getComputedStyle(e);
        return /auto|scroll/.test(cs.overflowX) && e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1;
      })
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}: ${e.scrollWidth} px in ${e.clientWidth}`),
  );
}

test('scroll bars take room: this browser shows them (else every check below could not fail)', async ({ page }) => {
  await page.setContent('<div style="width:200px;height:100px;overflow:auto"><div style="height:400px"></div></div>');
  expect(await page.locator('div').first().evaluate((e) => (e as HTMLElement).offsetWidth - e.clientWidth)).toBeGreaterThan(0);
});

for (const size of SIZES) {
  test(`at ${size.width} x ${size.height} nothing scrolls sideways in the main menu's windows, nor in any game's New game window`, async ({ page }) => {
    await page.setViewportSize(size);
    const problems = watchProblems(page);
    await page.goto('/?seed=12');
    await expect(page.getByRole('main', { name: 'Main menu' })).toBeVisible();
    expect(await sideways(page), 'main menu').toEqual([]);
    for (const [button, name] of [
      ['Rules', /Rules/],
      ['About', /About/],
      ['Join a game…', 'Join a game'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      expect(await sideways(page), button).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    // The Print window, for each game it offers: the Game list and the fieldsets took their widest
    // words' width, wider than the options column once its own scroll bar showed, which cut the
    // list's arrow off and scrolled the column sideways.
    await page.getByRole('button', { name: 'Print…', exact: true }).click();
    const print = page.getByRole('dialog', { name: 'Print sheets' });
    const game = print.getByRole('combobox', { name: 'Game' });
    for (const title of await game.locator('option').allTextContents()) {
      await game.selectOption({ label: title });
      await expect(print.getByRole('checkbox').first()).toBeVisible();
      expect(await sideways(page), `Print: ${title}`).toEqual([]);
    }
    await page.keyboard.press('Escape');
    for (const title of MODE_TITLES) {
      await page.getByRole('button', { name: title, exact: true }).click();
      await expect(page.getByRole('dialog', { name: `New ${title}` })).toBeVisible();
      expect(await sideways(page), `New ${title}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });
}

test('at every game\'s table nothing scrolls sideways, at 960 x 600 nor at 1920 x 1080 after a resize', async ({ page }) => {
  test.slow();
  await page.setViewportSize(SIZES[0]);
  const problems = watchProblems(page);
  await page.goto('/?seed=12');
  for (const title of MODE_TITLES) {
    await startMode(page, title, problems);
    expect(await sideways(page), `${title} at 960 x 600`).toEqual([]);
    await page.setViewportSize(SIZES[1]);
    await expect.poll(() => sideways(page), { message: `${title} at 1920 x 1080` }).toEqual([]);
    await page.setViewportSize(SIZES[0]);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('main', { name: 'Main menu' })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
