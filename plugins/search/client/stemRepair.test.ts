// cspell:ignore журна ауд архи
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { ABOUT_OTHER_PAGES, docsFacts, languagePipeline, rewriteGroups } from '../indexRewrite';
import { docsIndexGroups } from '../testing/docsIndex';
import { loadedGroups } from '../testing/loadedGroups';
import { foldYo } from './normalize';
import { RUSSIAN_STEMMER, repairKeyOf, repairStem, repairStems } from './stemRepair';

// The lunr the rewrite registered its languages in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lunr: any = createRequire(import.meta.url)('lunr');

const DOCS = path.resolve(__dirname, '../../../docs');
// Registers the site's languages (their pipeline functions) in this lunr.
languagePipeline(['ru', 'en']);

/** The search pipeline of the site's languages, as lunr loads it from an index. */
const searchPipeline = () => lunr.Pipeline.load([RUSSIAN_STEMMER, 'stemmer']);
const stemOf = (pipeline: { runString(word: string): string[] }, word: string) =>
  pipeline.runString(word)[0];

describe('stem repair: what it mends', () => {
  it('lunr-languages still gives one noun two stems (what the repair is for)', () => {
    const plain = searchPipeline();
    expect(stemOf(plain, 'журнал')).toBe('журна');
    expect(stemOf(plain, 'журнала')).toBe('журна');
    expect(stemOf(plain, 'журналы')).toBe('журнал');
    expect(stemOf(plain, 'аудит')).toBe('ауд');
    expect(stemOf(plain, 'аудита')).toBe('аудит');
  });

  it('grows a stem by one letter of its word when that start is a term, else leaves it', () => {
    const terms = new Set(['журнал', 'домен']);
    const isTerm = (term: string) => terms.has(term);
    expect(repairStem('журнал', 'журна', isTerm)).toBe('журнал');
    // Not a term one letter on: left as it is.
    expect(repairStem('архив', 'архи', isTerm)).toBe('архи');
    // Never more than one letter, never past the word, never off the word's start.
    expect(repairStem('журналист', 'журна', isTerm)).toBe('журнал');
    expect(repairStem('журн', 'журн', isTerm)).toBe('журн');
    expect(repairStem('домены', 'дом', isTerm)).toBe('дом');
    expect(repairStem('ёж', 'еж', () => true)).toBe('еж');
  });

  it('swaps the Russian stemmer of a pipeline under the same label', () => {
    const pipeline = searchPipeline();
    expect(repairStems(pipeline, (term) => term === 'журнал', 'test')).toBe(true);
    expect(pipeline.toJSON()).toEqual([RUSSIAN_STEMMER, 'stemmer']);
    expect(repairKeyOf(pipeline)).toBe('test');
    expect(stemOf(pipeline, 'журнал')).toBe('журнал');
    expect(stemOf(pipeline, 'журнала')).toBe('журнал');
    expect(stemOf(pipeline, 'журналы')).toBe('журнал');
    // Another word keeps its stem; English words pass the Russian stemmer untouched.
    expect(stemOf(pipeline, 'аудит')).toBe('ауд');
    expect(stemOf(pipeline, 'gateways')).toBe(stemOf(searchPipeline(), 'gateways'));
    const english = lunr.Pipeline.load(['stemmer']);
    expect(repairStems(english, () => true, 'test')).toBe(false);
    expect(repairKeyOf(english)).toBe('');
  });
});

describe('stem repair: the build and the search stem the docs alike', () => {
  let serialized: { documents: unknown[]; index: unknown }[];
  beforeAll(() => {
    serialized = JSON.parse(
      JSON.stringify(rewriteGroups(docsIndexGroups(DOCS), ['ru', 'en'], docsFacts(DOCS))),
    ) as { documents: unknown[]; index: unknown }[];
  }, 60_000);

  /** The words of the docs as the index takes them (trimmed, no stop words), before stemming. */
  function docsWords(): string[] {
    const builder = new lunr.Builder();
    languagePipeline(['ru', 'en'])(builder);
    const stack = builder.pipeline._stack.filter(
      (fn: { label?: string }) => !String(fn.label).startsWith('stemmer'),
    );
    const unstemmed = new lunr.Pipeline();
    stack.forEach((fn: unknown) => unstemmed.add(fn));
    const words = new Set<string>();
    for (const group of docsIndexGroups(DOCS))
      for (const doc of group.documents) {
        // The paragraphs about other pages are not indexed (indexRewrite.ts).
        if (ABOUT_OTHER_PAGES.test(String(doc.h ?? ''))) continue;
        for (const token of unstemmed.run(lunr.tokenizer(foldYo(String(doc.t ?? '')))))
          words.add(String(token));
      }
    return [...words];
  }

  /** The words whose search stem is no term of the index. */
  function missedWords(
    indexes: { pipeline: { runString(word: string): string[] }; invertedIndex: object }[],
  ) {
    const terms = new Set(indexes.flatMap((index) => Object.keys(index.invertedIndex)));
    return docsWords().filter((word) => !terms.has(stemOf(indexes[0].pipeline, word)));
  }

  it('every word of the docs is found by its own form', () => {
    const words = docsWords();
    expect(words.length).toBeGreaterThan(4000);
    expect(missedWords(loadedGroups(lunr, serialized).map(({ index }) => index))).toEqual([]);
  });

  it('the build mended stems: a search that does not mend misses words of the docs', () => {
    const plain = serialized.map(({ index }) => lunr.Index.load(index));
    expect(missedWords(plain)).toContain('журнал');
  });
});
