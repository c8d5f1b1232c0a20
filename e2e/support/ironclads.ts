// Driving an ACW Ironclads battle against the computer from the Union's chair.
import type { Page } from '@playwright/test';
import type { IroncladsState } from '../../renderer/games/ironclads/rules';

/** The state behind the screen (read only, to check what the player sees against the rules). */
export const ironcladsState = (page: Page): Promise<IroncladsState> =>
  page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { __muster: { app: { state: { session: { state: unknown } } } } }).__muster.app.state.session.state)) as IroncladsState);

/**
 * Plays the battle to its end as the Union: every Union ship stays and holds its fire, each
 * playback is skipped, and the computer does as it likes. `stuck` is called once per pass and may
 * throw to end a battle that is taking too long.
 */
export async function holdUntilOver(page: Page, stuck: () => Promise<void> = async () => undefined): Promise<void> {
  const orders = page.getByRole('complementary', { name: 'Orders' });
  const bar = page.getByRole('status', { name: 'Playback' });
  for (let s = await ironcladsState(page); s.phase !== 'over'; s = await ironcladsState(page)) {
    await stuck();
    if (await bar.isVisible()) await bar.getByRole('button', { name: 'Skip' }).click().catch(() => undefined);
    else if (s.phase === 'move' && s.ships.find((x) => x.id === s.order[s.next])?.side === 0 && (await orders.getByRole('radio', { name: 'Stay' }).isVisible())) {
      await orders.getByRole('radio', { name: 'Stay' }).click();
      await orders.getByRole('button', { name: 'Move ship' }).click();
    } else if (s.phase === 'shoot' && s.fire[0] === null && (await orders.getByRole('button', { name: 'Clear targets' }).isVisible())) {
      if (await orders.getByRole('button', { name: 'Clear targets' }).isEnabled()) await orders.getByRole('button', { name: 'Clear targets' }).click();
      await orders.getByRole('button', { name: 'Hold fire', exact: true }).click();
    } else await page.waitForTimeout(100);
  }
}
