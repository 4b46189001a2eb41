import type { Reporter, TestCase } from '@playwright/test/reporter';

/** Prints the plain closing line «browser: N passed, N failed, N skipped» that CI reads. */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase): void {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(): void {
    const all = [...this.outcomes.values()];
    const passed = all.filter((o) => o === 'expected' || o === 'flaky').length;
    const skipped = all.filter((o) => o === 'skipped').length;
    const failed = all.length - passed - skipped;
    console.log(`browser: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
