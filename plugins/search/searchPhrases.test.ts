// Each search phrase of writing/search-phrases.yml names a query its page answers best. This
// holds the ranking and the phrases to that claim: with the whole index, a phrase finds its own
// page among the first PHRASE_FINDS_ITS_PAGE_WITHIN results. A phrase that another page wins is
// either written for the wrong page or too general to tell the pages apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  groupsWithPhrases,
  loadGroups,
  rankedRoutes,
  serializedFromDocs,
} from '../../scripts/bench/searchIndexBench';
import { ALL_FEATURES, type WrappedIndex } from './client/rank';
import { docsFacts } from './indexRewrite';
import { SLOW_TEST_TIMEOUT } from './testing/slowTest';
import { SEARCH_PHRASES_FILE, parseSearchPhrases } from './searchPhrasesFile.mjs';

const SITE = path.resolve(__dirname, '../..');
const DOCS = path.join(SITE, 'docs');
/** How far down its own page may be (1 is too strict: sibling pages share many phrases' words). */
const PHRASE_FINDS_ITS_PAGE_WITHIN = 3;

const phrasesByPage = parseSearchPhrases(
  readFileSync(path.join(SITE, SEARCH_PHRASES_FILE), 'utf8'),
).byPage;

/** Each phrase whose page is not among the first results, with the pages shown instead. */
function strayPhrases(groups: WrappedIndex[], byPage: Map<string, string[]>): string[] {
  const stray: string[] = [];
  for (const [file, phrases] of byPage) {
    const page = file.replace(/\.mdx?$/, '');
    for (const phrase of phrases) {
      const shown = rankedRoutes(groups, phrase, { features: ALL_FEATURES });
      const place = shown.indexOf(page) + 1;
      if (place === 0 || place > PHRASE_FINDS_ITS_PAGE_WITHIN)
        stray.push(
          `${SEARCH_PHRASES_FILE}: «${phrase}» (${file}) — страница ${place === 0 ? 'не найдена' : `на ${place}-м месте`}, первой стоит ${shown[0]}`,
        );
    }
  }
  return stray;
}

describe('search phrases find their own pages', () => {
  let groups: WrappedIndex[];
  beforeAll(() => {
    groups = loadGroups(serializedFromDocs(DOCS, docsFacts(DOCS)));
  }, 60_000);

  it(
    `every phrase of ${SEARCH_PHRASES_FILE} is within the first ${PHRASE_FINDS_ITS_PAGE_WITHIN} results`,
    () => {
      expect(phrasesByPage.size).toBeGreaterThan(60);
      expect(strayPhrases(groups, phrasesByPage)).toEqual([]);
    },
    SLOW_TEST_TIMEOUT,
  );

  it('names a phrase written for the wrong page', () => {
    // A phrase about deleting a provider, written among the phrases of the page on creating keys:
    // even with it in the index, the search sends it to the provider's deletion page.
    const addKey = 'services/api-management/keys/add-key.md';
    const phrase = 'удалить поставщика';
    const moved = new Map(phrasesByPage);
    moved.set(addKey, [...(moved.get(addKey) ?? []), phrase]);
    const withMoved = groupsWithPhrases(DOCS, moved);
    const stray = strayPhrases(withMoved, new Map([[addKey, [phrase]]]));
    expect(stray).toHaveLength(1);
    expect(stray[0]).toMatch(
      /«удалить поставщика» \(services\/api-management\/keys\/add-key\.md\) — страница (не найдена|на \d+-м месте), первой стоит services\/api-management\/api-providers\/delete-provider/,
    );
  }, 60_000);
});
