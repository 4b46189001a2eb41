import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { missingSwaps, requestMatches, type ModuleSwap } from './moduleSwaps';

const upstreamDir = '/site/node_modules/search/dist/client/utils';
const tokenizeSwap: ModuleSwap = {
  name: 'query tokenizer',
  upstream: { file: path.join(upstreamDir, 'tokenize.js') },
  replacement: '/site/plugins/search/replacements/tokenize.ts',
  bundles: ['client'],
  upstreamAbsent: true,
  recheck: 'the worker',
};

describe('module swaps: which requests they take', () => {
  it('matches relative and full requests for the upstream file, with or without extension', () => {
    expect(requestMatches(tokenizeSwap, './tokenize', upstreamDir)).toBe(true);
    expect(requestMatches(tokenizeSwap, '../utils/tokenize.js', upstreamDir)).toBe(true);
    expect(requestMatches(tokenizeSwap, path.join(upstreamDir, 'tokenize'), '/x')).toBe(true);
    expect(requestMatches(tokenizeSwap, './tokenize', '/site/src')).toBe(false);
    expect(requestMatches(tokenizeSwap, './tokenizer', upstreamDir)).toBe(false);
  });

  it('matches a bare request exactly', () => {
    const swap: ModuleSwap = { ...tokenizeSwap, upstream: { request: 'tslib' } };
    expect(requestMatches(swap, 'tslib', '/any')).toBe(true);
    expect(requestMatches(swap, 'tslib/modules', '/any')).toBe(false);
  });
});

describe('module swaps: the check after compilation', () => {
  const bundle = (...files: string[]) => new Set(files);

  it('passes when the replacement is in the bundle and the upstream file is not', () => {
    expect(missingSwaps([tokenizeSwap], 'client', bundle(tokenizeSwap.replacement))).toEqual([]);
  });

  it('fails loudly when an upstream change makes the swap stop matching', () => {
    // The planted upstream change: the worker now imports `./tokenizeQuery`; nothing is swapped,
    // so the bundle has the upstream file and not ours.
    const upstream = path.join(upstreamDir, 'tokenize.js');
    const problems = missingSwaps([tokenizeSwap], 'client', bundle(upstream));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('«query tokenizer»: tokenize.ts is not in the client bundle');
    expect(problems[0]).toContain('Re-check: the worker');
    expect(problems[1]).toContain('is still in the client bundle');
  });

  it('checks a swap only in the bundles it is meant for', () => {
    expect(missingSwaps([tokenizeSwap], 'server', bundle())).toEqual([]);
  });
});
