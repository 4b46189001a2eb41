import { describe, expect, it } from 'vitest';

import {
  calibratedCpuSlowdown,
  lighthouseRunProblems,
  longestTask,
  median,
  targetChecklist,
  verdict,
} from './lib.mjs';

describe('bench target checks', () => {
  it('verdict: at least / at most, and no figure', () => {
    expect(verdict(98, 98, 'min')).toBe('✓');
    expect(verdict(97, 98, 'min')).toBe('✗');
    expect(verdict(180, 180, 'max')).toBe('✓');
    expect(verdict(180.1, 180, 'max')).toBe('✗');
    expect(verdict(undefined, 1)).toBe('?');
    expect(verdict(Number.NaN, 1)).toBe('?');
  });

  it('targetChecklist lists each miss with its figure and target; a missing figure is a miss', () => {
    const { missed, check } = targetChecklist();
    check('long doc first view JS, KB', 174.7, 180, 'max');
    check('home mobile performance', 100, 98, 'min');
    check('long doc first view JS (old), KB', 180.1, 180, 'max');
    check('search top-3', 0.9491, 0.95, 'min');
    check('search MRR', undefined, 0.85, 'min');
    expect(missed).toEqual([
      'long doc first view JS (old), KB: 180.1 (target ≤ 180)',
      'search top-3: 0.949 (target ≥ 0.95)',
      'search MRR: no figure (target ≥ 0.85)',
    ]);
  });

  it('median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('Lighthouse runs that could not measure', () => {
  // As Lighthouse 12.2.3 reported a run in Chromium 150: scores, and audits that ended in errors.
  const misread = {
    audits: {
      'total-blocking-time': { scoreDisplayMode: 'numeric', numericValue: 55 },
      'largest-contentful-paint-element': {
        scoreDisplayMode: 'error',
        errorMessage:
          'Required TraceElements gatherer encountered an error: Dependency "RootCauses" failed\nstack',
      },
      'render-blocking-resources': {
        scoreDisplayMode: 'error',
        errorMessage: "Cannot read properties of undefined (reading 'frame_sequence')",
      },
      'lcp-lazy-loaded': { scoreDisplayMode: 'notApplicable' },
    },
  };

  it('names every errored audit by its first line, and the runtime error', () => {
    expect(lighthouseRunProblems(misread)).toEqual([
      'largest-contentful-paint-element: Required TraceElements gatherer encountered an error: Dependency "RootCauses" failed',
      "render-blocking-resources: Cannot read properties of undefined (reading 'frame_sequence')",
    ]);
    expect(
      lighthouseRunProblems({
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
        audits: {},
      }),
    ).toEqual(['NO_FCP: The page did not paint any content.']);
  });

  it('finds nothing in a run that measured everything', () => {
    expect(
      lighthouseRunProblems({
        audits: {
          'total-blocking-time': { scoreDisplayMode: 'numeric' },
          'lcp-lazy-loaded': { scoreDisplayMode: 'notApplicable' },
        },
      }),
    ).toEqual([]);
  });
});

describe('the longest task after the first paint', () => {
  // The shape of a Lighthouse 12.8.2 report on the long guide (Chromium 150, mobile preset).
  const report = {
    configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
    audits: {
      metrics: { details: { items: [{ observedFirstContentfulPaint: 163 }] } },
      'first-contentful-paint': { numericValue: 905 },
      'main-thread-tasks': {
        details: {
          items: [
            { startTime: 12, duration: 13 },
            // The document's first parse and layout: before the paint in the browser.
            { startTime: 61, duration: 56 },
            { startTime: 244, duration: 10 },
            { startTime: 256, duration: 12 },
          ],
        },
      },
      'long-tasks': {
        details: {
          items: [
            { url: 'http://127.0.0.1:4480/docs/guide', startTime: 826, duration: 112 },
            { url: 'Unattributable', startTime: 752, duration: 53 },
          ],
        },
      },
    },
  };

  it('takes the tasks the browser ran after its first paint, times the CPU slowdown', () => {
    expect(longestTask(report)).toEqual({
      longestTaskMs: 48,
      lanternLongestTaskMs: 112,
      longestTaskIn: '/docs/guide',
    });
  });

  it('is 0 when nothing runs after the paint, and 1× without a CPU slowdown', () => {
    const desktop = structuredClone(report);
    desktop.configSettings.throttling.cpuSlowdownMultiplier = 1;
    expect(longestTask(desktop).longestTaskMs).toBe(12);
    desktop.audits.metrics.details.items[0].observedFirstContentfulPaint = 400;
    expect(longestTask(desktop).longestTaskMs).toBe(0);
  });
});

describe('CPU slowdown calibrated to the machine', () => {
  it('keeps 4× at the reference machine and scales with its benchmark index', () => {
    expect(calibratedCpuSlowdown(1750)).toBe(4);
    expect(calibratedCpuSlowdown(3771)).toBe(8.6);
    expect(calibratedCpuSlowdown(1000)).toBe(2.3);
  });

  it('never speeds a slow machine up', () => {
    expect(calibratedCpuSlowdown(200)).toBe(1);
  });
});
