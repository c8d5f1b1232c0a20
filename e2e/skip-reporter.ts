// A skipped test must never read as a pass: list every skip, with its reason, at the end of the
// run; and a run of the core project says that the long tests were not part of it.
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

export default class SkipReporter implements Reporter {
  private skipped: { title: string; reason: string }[] = [];
  private longLeft = false;

  onBegin(_config: FullConfig, suite: Suite): void {
    const projects = suite.suites.map((s) => s.project()?.name);
    this.longLeft = projects.includes('core') && !projects.includes('long');
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const reason = test.annotations.find((a) => a.type === 'skip')?.description ?? 'no reason given';
    this.skipped.push({ title: test.titlePath().slice(1).join(' › '), reason });
  }

  onEnd(): void {
    if (this.longLeft) console.log('\nThe long end-to-end tests (tagged @long: whole games and races against the computer) were not run: `npm run test:e2e:long` runs them.');
    if (!this.skipped.length) return;
    console.log(`\n${this.skipped.length} test(s) SKIPPED, not passed:`);
    for (const s of this.skipped) console.log(`  SKIPPED  ${s.title}\n           reason: ${s.reason}`);
  }
}
