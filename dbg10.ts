import { withBuiltApp } from './e2e/support/preview';
void withBuiltApp(4178, { width: 1280, height: 800 }, async (page) => {
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.getByRole('main', { name: 'Main menu' }).waitFor();
  await page.getByRole('button', { name: 'Tiny 18c' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => !!(window as any).__musterTable);
  const sq = (r: number, c: number) => page.evaluate(([r, c]) => (window as any).__musterTable.squarePoint(r, c), [r, c]);
  for (let c = 0; c < 5; c++) { const p = await sq(0, c); await page.mouse.click(p.x, p.y); }
  await page.screenshot({ path: '/tmp/t18-deployed.png' });
  await page.getByRole('button', { name: 'Commit orders' }).click();
  await page.waitForTimeout(1500);
  // scouts
  { const p = await sq(1, 2); await page.mouse.click(p.x, p.y); }
  await page.getByRole('button', { name: 'Commit orders' }).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/t18-movement.png' });
  // movement: I1 at (0,0) -> (1,0); C -> two down
  const board = await page.evaluate(() => (window as any).__muster.app.state.session.state.units.map((u: any) => [u.id, u.at]));
  console.log(JSON.stringify(board));
  const c = board.find((u: any) => u[0] === 'C')[1];
  { const p = await sq(c.r, c.c); await page.mouse.click(p.x, p.y); const q = await sq(c.r + 2, c.c); await page.mouse.click(q.x, q.y); }
  await page.screenshot({ path: '/tmp/t18-orders.png' });
  await page.getByRole('button', { name: 'Commit orders' }).click();
  await page.waitForTimeout(4000);
  await page.screenshot({ path: '/tmp/t18-after-move.png' });
  await page.getByRole('button', { name: 'Commit orders' }).click();
  await page.waitForTimeout(6000);
  await page.screenshot({ path: '/tmp/t18-after-turn.png' });
  console.log(await page.evaluate(() => (window as any).__muster.app.state.session.log.map((e: any) => e.text).join('\n')));
});
