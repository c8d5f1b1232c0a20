// A skipped test must never read as a pass: list every skip, with its reason, at the end of the run.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SkipReporter implements Reporter {
  private skipped: { title: string; reason: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const reason = test.annotations.find((a) => a.type === 'skip')?.description ?? 'no reason given';
    this.skipped.push({ title: test.titlePath().slice(1).join(' › '), reason });
  }

  onEnd(): void {
    if (!this.skipped.length) return;
    console.log(`\n${this.skipped.length} test(s) SKIPPED, not passed:`);
    for (const s of this.skipped) console.log(`  SKIPPED  ${s.title}\n           reason: ${s.reason}`);
  }
}
