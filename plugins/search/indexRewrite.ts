/**
 * Rebuilds the lunr indexes of search-index*.json right after the upstream plugin has written
 * them (plugins/search/index.ts, postBuild):
 *  - ё is folded to е in the indexed text (the shown text keeps its ё; lengths are unchanged, so
 *    highlight positions still match), as the query side folds it (client/normalize.ts);
 *  - Russian stop words that are terms here («имя», «время», «день»…) stay in the index;
 *  - the page keywords are searched together with the titles (field `k`).
 * Replaces the index building of the upstream plugin's server/utils/buildIndex.js (0.55.3): the
 * same lunr and lunr-languages (direct dependencies pinned to the versions the plugin resolves;
 * tests/contracts/upstream.test.ts checks both resolve to one copy), the same pipeline labels, so
 * the browser loads the index with the plugin's own registered functions.
 */
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { foldYo } from './client/normalize';

const require = createRequire(import.meta.url);

/* eslint-disable @typescript-eslint/no-explicit-any -- lunr 2 ships no types */
type Lunr = any;
const lunr: Lunr = require('lunr');
// In the build process the upstream plugin has usually loaded these into the same lunr already;
// loading them again would re-register their pipeline functions.
if (!lunr.stemmerSupport) require('lunr-languages/lunr.stemmer.support')(lunr);
if (!lunr.multiLanguage) require('lunr-languages/lunr.multi')(lunr);

/** Words of lunr-languages' Russian stop list that are domain terms in these docs. */
export const RUSSIAN_STOP_WORDS_KEPT = [
  'имя',
  'время',
  'день',
  'год',
  'раз',
  'можно',
  'нельзя',
  'два',
  'три',
];

/** A language of lunr-languages, loaded once (English is lunr's own). */
function loadLanguage(language: string): void {
  if (language === 'en' || lunr[language]) return;
  require(`lunr-languages/lunr.${language}`)(lunr);
}

// lunr.multiLanguage registers its trimmer under a fixed label on every call: one per language set.
const multiLanguages = new Map<string, Lunr>();
function multiLanguage(languages: readonly string[]): Lunr {
  const key = languages.join(',');
  let plugin = multiLanguages.get(key);
  if (!plugin) {
    languages.forEach(loadLanguage);
    // The upstream plugin has created the same one, registering its trimmer under the same
    // label; lunr warns on the second registration, which is expected here.
    const warn = lunr.utils.warn;
    lunr.utils.warn = () => undefined;
    try {
      plugin = languages.length > 1 ? lunr.multiLanguage(...languages) : null;
    } finally {
      lunr.utils.warn = warn;
    }
    multiLanguages.set(key, plugin);
  }
  return plugin;
}

function russianStopWordFilter(): Lunr {
  const original = lunr.ru.stopWordFilter;
  const kept = new Set(RUSSIAN_STOP_WORDS_KEPT);
  const filter = (token: Lunr) => (kept.has(token.toString()) ? token : original(token));
  // Same label as the plugin's filter: the browser resolves labels to its own functions.
  filter.label = original.label;
  return filter;
}

/**
 * Indexes of the plugin's document groups (its SearchDocumentType, shared/interfaces.js):
 * titles come first, keywords fourth.
 */
export const TITLES = 0;
export const KEYWORDS = 3;
/** Keywords weigh less than the title words themselves. */
const KEYWORDS_BOOST = 0.5;

export interface IndexDocument {
  i: number;
  t?: string;
  u?: string;
  p?: number;
  [field: string]: unknown;
}

/**
 * Builds one group's lunr index. For the titles group, `keywordsOfPage` (title document id →
 * the page's front matter keywords) adds a field `k`: the worker searches titles first and stops
 * at the result limit, so a page whose keywords name the query («удалить API» on «Удаление API
 * со шлюза») is found among the titles, not after every heading and paragraph that mentions the
 * words. Results show the title; a match in `k` has no highlight positions in it.
 */
export function buildGroupIndex(
  documents: IndexDocument[],
  keywordsOfPage: Map<number, string> | null = null,
  languages: readonly string[] = ['ru', 'en'],
): Lunr {
  const multi = multiLanguage(languages);
  const ruFilter = languages.includes('ru') ? russianStopWordFilter() : null;
  return lunr(function build(this: Lunr) {
    if (multi) this.use(multi);
    else if (languages[0] !== 'en') this.use(lunr[languages[0]]);
    // English stop words are kept (removeDefaultStopWordFilter: ['en']), as in the plugin.
    this.pipeline.remove(lunr.stopWordFilter);
    if (ruFilter) {
      this.pipeline.after(lunr.ru.stopWordFilter, ruFilter);
      this.pipeline.remove(lunr.ru.stopWordFilter);
    }
    this.ref('i');
    this.field('t', { extractor: (doc: IndexDocument) => foldYo(doc.t ?? '') });
    if (keywordsOfPage) {
      this.field('k', {
        boost: KEYWORDS_BOOST,
        // `i` arrives as the string ref (see below).
        extractor: (doc: IndexDocument) => foldYo(keywordsOfPage.get(Number(doc.i)) ?? ''),
      });
    }
    this.metadataWhitelist = ['position'];
    for (const doc of documents) this.add({ ...doc, i: doc.i.toString() });
  });
}

export function rewriteIndexFile(
  file: string,
  languages: readonly string[] = ['ru', 'en'],
): { groups: number; documents: number } {
  const groups = JSON.parse(readFileSync(file, 'utf8')) as { documents: IndexDocument[] }[];
  const keywordsOfPage = new Map(
    (groups[KEYWORDS]?.documents ?? []).map((doc) => [doc.p as number, doc.t ?? '']),
  );
  const rewritten = groups.map(({ documents }, type) => ({
    documents,
    index: buildGroupIndex(documents, type === TITLES ? keywordsOfPage : null, languages),
  }));
  writeFileSync(file, JSON.stringify(rewritten));
  return {
    groups: rewritten.length,
    documents: rewritten.reduce((n, g) => n + g.documents.length, 0),
  };
}

/** Rewrites every search-index*.json of a build folder; returns the file names. */
export function rewriteIndexesIn(buildDir: string, languages: readonly string[]): string[] {
  const files = readdirSync(buildDir).filter((name) => /^search-index.*\.json$/.test(name));
  for (const name of files) rewriteIndexFile(path.join(buildDir, name), languages);
  return files;
}
