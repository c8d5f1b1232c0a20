import { withBuiltApp } from '../support/preview';
async function main() {
  await withBuiltApp(4181, { width: 1280, height: 800 }, async (page) => {
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
    page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
    await page.goto('http://127.0.0.1:4181/?seed=5');
    await page.getByRole('button', { name: 'ACW Ironclads' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => !!(window as any).__musterTable);
    await page.waitForTimeout(500);
    const h = await page.evaluate(() => (window as any).__musterTable.handlePoint('start'));
    await page.mouse.move(h.x, h.y); await page.mouse.down(); await page.mouse.move(h.x, h.y + 30, { steps: 5 }); await page.mouse.up();
    const sp = await page.evaluate(() => (window as any).__musterTable.shipPoint('carondelet'));
    await page.mouse.move(sp.x + 60, sp.y);
    for (let i = 0; i < 6; i++) { await page.mouse.wheel(0, -200); await page.waitForTimeout(60); }
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/shots/turned.png' });
    const e = await page.evaluate(() => (window as any).__musterTable.handlePoint('end'));
    await page.mouse.move(e.x, e.y); await page.mouse.down(); await page.mouse.move(e.x, e.y - 80, { steps: 5 }); await page.mouse.up();
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/shots/endturn.png' });
    await page.getByRole('button', { name: 'Move ship' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/shots/moving.png' });
    await page.waitForTimeout(8000);
    await page.keyboard.press('0');
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/shots/after.png' });
  });
}
main();
