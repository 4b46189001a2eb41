// cspell:ignore апишке кнопк отключ отписа отслежива отслеживан подписа изменен
// cspell:words logit logits softmax
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { groupsWithPhrases, lunr, rankedRoutes } from '../../scripts/bench/searchIndexBench';
import { CLASSIFIER } from './client/rank';
import {
  CLASSIFIER_MIN_WEIGHT,
  CLASSIFIER_WEIGHTS_PER_TERM,
  MAX_WEIGHTS,
  classifierIndex,
  trainPageClassifier,
  type ClassifierExample,
} from './pageClassifier';
import { SEARCH_PHRASES_FILE, parseSearchPhrases } from './searchPhrasesFile.mjs';

// Two sibling pages share «отслеживание» and «изменение»; «не» and «отключить» say which.
const TRACK = 0;
const STOP = 5;
const examples: ClassifierExample[] = [
  { terms: ['отслеживан', 'изменен'], page: TRACK },
  { terms: ['подписа', 'изменен'], page: TRACK },
  { terms: ['кнопк', 'отслежива'], page: TRACK },
  { terms: ['отключ', 'отслеживан', 'изменен'], page: STOP },
  { terms: ['не', 'отслежива'], page: STOP },
  { terms: ['отписа', 'писем'], page: STOP },
];

describe('trainPageClassifier', () => {
  it('learns the words that tell sibling pages apart, the same way every time', () => {
    const weights = trainPageClassifier(examples);
    expect(trainPageClassifier(examples)).toEqual(weights);
    const weight = (term: string, page: number) => weights.get(term)?.get(page) ?? 0;
    expect(weight('отключ', STOP)).toBeGreaterThan(weight('отключ', TRACK));
    expect(weight('не', STOP)).toBeGreaterThan(weight('не', TRACK));
    expect(weight('подписа', TRACK)).toBeGreaterThan(weight('подписа', STOP));
    // A shared word weighs less between them than a word of one page.
    const spread = (term: string) => Math.abs(weight(term, STOP) - weight(term, TRACK));
    expect(spread('изменен')).toBeLessThan(spread('отключ'));
  });

  it('learns nothing when the matrix would pass MAX_WEIGHTS', () => {
    const wide = Array.from({ length: 101 }, (_, page) => ({
      terms: Array.from({ length: 1 + MAX_WEIGHTS / 10_000 }, (_, k) => `т${page}-${k}`),
      page,
    }));
    expect(trainPageClassifier(wide).size).toBe(0);
  });

  it('keeps each term’s largest weights, in thousandths as lunr stores them', () => {
    const weights = trainPageClassifier(examples, 1);
    for (const byPage of weights.values()) {
      expect(byPage.size).toBe(1);
      for (const value of byPage.values()) expect(Math.round(value * 1000) / 1000).toBe(value);
    }
  });

  it('leaves out weights below CLASSIFIER_MIN_WEIGHT, and only those', () => {
    const values = (weights: Map<string, Map<number, number>>) =>
      [...weights.values()].flatMap((byPage) => [...byPage.values()]);
    const all = values(trainPageClassifier(examples, CLASSIFIER_WEIGHTS_PER_TERM, 0));
    const kept = values(trainPageClassifier(examples));
    const small = all.filter((value) => Math.abs(value) < CLASSIFIER_MIN_WEIGHT);
    expect(small.length).toBeGreaterThan(0);
    expect(kept.every((value) => Math.abs(value) >= CLASSIFIER_MIN_WEIGHT)).toBe(true);
    expect(kept.length).toBe(all.length - small.length);
  });
});

describe('classifierIndex', () => {
  it('is a lunr index whose one-word query scores a page by the word’s weight', () => {
    const weights = trainPageClassifier(examples);
    const serialized = classifierIndex(weights, { version: lunr.version, pipeline: [] });
    const index = lunr.Index.load(serialized);
    const scores = new Map(
      index
        .query((query: { term: (term: string, options: object) => void }) =>
          query.term('отключ', { usePipeline: false }),
        )
        .map((result: { ref: string; score: number }) => [Number(result.ref), result.score]),
    );
    expect(scores.get(STOP)).toBeCloseTo(weights.get('отключ')?.get(STOP) ?? NaN, 6);
    expect(scores.get(TRACK)).toBeCloseTo(weights.get('отключ')?.get(TRACK) ?? NaN, 6);
  });
});

describe('the page classifier on the site’s pages', () => {
  it('finds the sibling page a phrase asks for when the index does not hold that phrase', () => {
    // «Выключение политики» without this phrase among its own: the pages index and the best
    // phrase find «Выключение теста доступности» (a test, switched off); the classifier has
    // learned from the other phrases that «отключить политику» means the policy page. (Until the
    // sixth readers' batch the example was «выключить логирование тел на апишке», which the
    // batch's phrases now answer without the classifier.)
    const site = path.resolve(__dirname, '../..');
    const docs = path.join(site, 'docs');
    const phrase = 'отключить политику на время нагрузочного теста';
    const { byPage } = parseSearchPhrases(
      readFileSync(path.join(site, SEARCH_PHRASES_FILE), 'utf8'),
    );
    const disablePage = 'services/api-management/policies/disable-policy.md';
    expect(byPage.get(disablePage)).toContain(phrase);
    byPage.set(
      disablePage,
      (byPage.get(disablePage) ?? []).filter((item) => item !== phrase),
    );
    const groups = groupsWithPhrases(docs, byPage);
    expect(groups[CLASSIFIER].index.fields).toEqual(['w']);
    const first = (pageClassifier: boolean) =>
      rankedRoutes(groups, phrase, { features: { pageClassifier } })[0];
    expect(first(true)).toBe('services/api-management/policies/disable-policy');
    expect(first(false)).toBe('services/api-management/synchronous-api/api-uptime-disable');
  }, 60_000);
});
