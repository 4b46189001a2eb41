import { describe, expect, it } from 'vitest';

import {
  SETTLE_QUIET_SAMPLES,
  browserCpuTicks,
  isQuiet,
  waitForQuietBrowser,
} from './browserSettle.mjs';

describe('letting a fresh browser settle before the measured page', () => {
  it('is quiet only after enough samples in a row with at most a tick of CPU each', () => {
    const busyThenQuiet = [0, 20, 45, 46, 46, 47, 47, 48];
    expect(isQuiet(busyThenQuiet.slice(0, 6))).toBe(false); // 45 → 46 → 46 → 47: only 3 quiet
    expect(isQuiet(busyThenQuiet)).toBe(true); // 45 → 46 → 46 → 47 → 47 → 48: 5 quiet samples
    expect(isQuiet([0, 0, 0, 0, 0])).toBe(false); // four differences are not five
    expect(isQuiet([0, 0, 0, 0, 0, 2])).toBe(false); // the last sample took 2 ticks
  });

  it('waits while the browser works, and stops once it is quiet', async () => {
    const totals = [0, 30, 60, 61, 61, 61, 62, 62, 62, 62];
    let read = 0;
    const result = await waitForQuietBrowser({
      sampleMs: 1,
      readTicks: () => totals[Math.min(read++, totals.length - 1)],
    });
    expect(result.quiet).toBe(true);
    // Quiet from the third reading on: five more samples, then it stops.
    expect(read).toBe(3 + SETTLE_QUIET_SAMPLES);
  });

  it('gives up after the timeout on a browser that never settles, and says so', async () => {
    let ticks = 0;
    const result = await waitForQuietBrowser({
      sampleMs: 2,
      timeoutMs: 30,
      readTicks: () => (ticks += 5),
    });
    expect(result.quiet).toBe(false);
    expect(result.ms).toBeGreaterThanOrEqual(30);
  });

  it('does not wait where CPU time cannot be read', async () => {
    expect(await waitForQuietBrowser({ readTicks: () => null })).toEqual({ ms: 0, quiet: null });
  });

  it.runIf(process.platform === 'linux')(
    'reads the CPU time of the processes of one browser from /proc, by name and profile folder',
    () => {
      expect(browserCpuTicks(undefined, new Set(['no-such-process']))).toBe(0);
      // This very process (node, or vitest's worker) by its /proc name: some CPU time, counted…
      const node = new Set(['node', 'vitest', 'node (vitest 1)']);
      expect(browserCpuTicks(undefined, node)).toBeGreaterThan(0);
      // …but not when only the processes of a browser with that profile folder count.
      expect(browserCpuTicks('/tmp/no-such-profile', node)).toBe(0);
    },
  );
});
