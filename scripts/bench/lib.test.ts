import { describe, expect, it } from 'vitest';

import { lighthouseRunProblems, median, targetChecklist, verdict } from './lib.mjs';

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
