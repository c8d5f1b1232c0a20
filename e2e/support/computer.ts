// The computer's answers held back (it decides in a worker) until the test lets them through, so
// what the table shows while it thinks, or what happens when its move comes at a chosen moment, can be looked at.
import type { Page } from '@playwright/test';

/** The computer's answers are held back until the test lets them through (the function returned). */
export async function holdTheComputer(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __holdBot: boolean; __heldBot: (() => void)[]; Worker: typeof Worker };
    w.__holdBot = true;
    w.__heldBot = [];
    const Real = w.Worker;
    w.Worker = class extends Real {
      override set onmessage(handler: ((e: MessageEvent) => void) | null) {
        super.onmessage = handler && ((e: MessageEvent) => (w.__holdBot ? w.__heldBot.push(() => handler.call(this, e)) : handler.call(this, e)));
      }
      override get onmessage(): ((e: MessageEvent) => void) | null {
        return super.onmessage;
      }
    };
  });
  return async () => {
    await page.evaluate(() => {
      const w = window as unknown as { __holdBot: boolean; __heldBot: (() => void)[] };
      w.__holdBot = false;
      for (const f of w.__heldBot.splice(0)) f();
    });
  };
}

/** Lets the answers held so far through, and holds the computer's next ones still (see holdTheComputer). */
export async function letHeldAnswersThrough(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const f of (window as unknown as { __heldBot: (() => void)[] }).__heldBot.splice(0)) f();
  });
}
