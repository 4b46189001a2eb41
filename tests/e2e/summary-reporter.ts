import type { Reporter, TestCase } from '@playwright/test/reporter';

/**
 * Prints the plain closing line «browser: N passed, N failed, N skipped» that CI reads
 * (the nginx suite labels its line «browser (nginx): …»).
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();
  private readonly label: string;

  constructor(options: { label?: string } = {}) {
    this.label = options.label ?? 'browser';
  }

  onTestEnd(test: TestCase): void {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(): void {
    const all = [...this.outcomes.values()];
    const passed = all.filter((o) => o === 'expected' || o === 'flaky').length;
    const skipped = all.filter((o) => o === 'skipped').length;
    const failed = all.length - passed - skipped;
    console.log(`${this.label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
