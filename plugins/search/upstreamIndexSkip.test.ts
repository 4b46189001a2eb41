import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import type { IndexDocument } from './indexRewrite';
import { documentsOnly, installUpstreamIndexSkip, UPSTREAM_BUILD_INDEX } from './upstreamIndexSkip';

const require = createRequire(import.meta.url);
type BuildIndex = (
  allDocuments: (IndexDocument[] | undefined)[],
  config: unknown,
) => { documents: IndexDocument[]; index: unknown }[];
const upstream = require(UPSTREAM_BUILD_INDEX) as { buildIndex: BuildIndex };
const { buildIndex } = upstream;

/** The plugin's groups as scanDocuments gives them: titles, headings, one group never set. */
const groups = (): (IndexDocument[] | undefined)[] => {
  const all: (IndexDocument[] | undefined)[] = new Array(3);
  all[0] = [{ i: 1, t: 'Ключи API', u: '/docs/keys' }];
  all[1] = [{ i: 2, t: 'Создание ключа', u: '/docs/keys', h: '#create', p: 1 }];
  return all;
};

describe('the upstream postBuild writes its documents without lunr indexes', () => {
  it('keeps the layout of upstream buildIndex: the same groups and documents', () => {
    const config = {
      language: ['ru', 'en'],
      removeDefaultStopWordFilter: ['en'],
      removeDefaultStemmer: false,
    };
    const theirs = buildIndex(groups(), config);
    const ours = documentsOnly(groups(), config);
    expect(ours.map((group) => group.documents)).toEqual(theirs.map((group) => group.documents));
    expect(ours.every((group) => group.index === null)).toBe(true);
  });

  it('replaces the export upstream postBuildFactory.js calls, once', () => {
    installUpstreamIndexSkip();
    installUpstreamIndexSkip();
    expect(upstream.buildIndex).toBe(documentsOnly);
  });
});
