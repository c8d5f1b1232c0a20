// The page's own fences, seen from the browser: a strict Content Security Policy is in force.
// (Window, navigation, permission and IPC checks are Electron's, tested in electron/*.test.ts.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { META_CONTENT_SECURITY_POLICY } from '../electron/csp';

test('the built page carries the strict policy, first thing in its head', () => {
  const html = readFileSync(path.resolve(__dirname, '../out/renderer/index.html'), 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
  expect(meta?.[1]?.replaceAll('&#39;', "'")).toBe(META_CONTENT_SECURITY_POLICY);
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
});

test('inline scripts, eval and foreign connections are refused in the page', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/');
  await expect(page.getByRole('main', { name: 'Main menu' })).toBeVisible();
  const result = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.appendChild(script);
    // A string handed to a timer is compiled like eval (eval itself is exempt inside this test hook).
    (setTimeout as unknown as (code: string, ms: number) => void)('window.__evaluated = true;', 0);
    await new Promise((r) => setTimeout(r, 100));
    const evalRan = (window as unknown as { __evaluated?: boolean }).__evaluated === true;
    let fetched = false;
    try {
      await fetch('https://example.com/');
      fetched = true;
    } catch {
      fetched = false;
    }
    return { injected: (window as unknown as { __injected?: boolean }).__injected === true, evalRan, fetched };
  });
  expect(result).toEqual({ injected: false, evalRan: false, fetched: false });
  expect(violations.length).toBeGreaterThanOrEqual(2);
});
