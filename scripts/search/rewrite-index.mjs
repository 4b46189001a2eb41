// Rebuilds the lunr indexes of build/search-index*.json after `docusaurus build`:
//  - ё is folded to е in the indexed text (the shown text keeps its ё; lengths are unchanged,
//    so highlight positions still match), as the query side folds it too;
//  - Russian stop words that are terms here («имя», «время», «день»…) stay in the index.
// The pipeline keeps the plugin's registered labels, so the browser loads it as before.
// It must run after the build (the plugin's postBuild writes the file concurrently).
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const pluginRequire = createRequire(require.resolve('@easyops-cn/docusaurus-search-local'));
const lunr = pluginRequire('lunr');
pluginRequire('lunr-languages/lunr.stemmer.support')(lunr);
pluginRequire('lunr-languages/lunr.ru')(lunr);
pluginRequire('lunr-languages/lunr.multi')(lunr);

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

export const foldYo = (text) => text.replace(/ё/g, 'е').replace(/Ё/g, 'Е');

// Created once: lunr.multiLanguage registers its trimmer under a fixed label on every call.
const multiLanguage = lunr.multiLanguage('ru', 'en');

function russianStopWordFilter() {
  const original = lunr.ru.stopWordFilter;
  const kept = new Set(RUSSIAN_STOP_WORDS_KEPT);
  const filter = (token) => (kept.has(token.toString()) ? token : original(token));
  // Same label as the plugin's filter: the browser resolves labels to its own functions.
  filter.label = original.label;
  return filter;
}

/** Indexes of the plugin's document groups (its SearchDocumentType): titles come first. */
const TITLES = 0;
const KEYWORDS = 3;
/** Keywords weigh less than the title words themselves. */
const KEYWORDS_BOOST = 0.5;

/**
 * Builds one group's lunr index. For the titles group, `keywordsOfPage` (title document id →
 * the page's front matter keywords) adds a field `k`: the worker searches titles first and stops
 * at the result limit, so a page whose keywords name the query («удалить API» on «Удаление API
 * со шлюза») is found among the titles, not after every heading and paragraph that mentions the
 * words. Results show the title; a match in `k` has no highlight positions in it.
 *
 * @param {object[]} documents
 * @param {Map<number, string> | null} [keywordsOfPage]
 */
export function buildGroupIndex(documents, keywordsOfPage = null) {
  const ruFilter = russianStopWordFilter();
  return lunr(function build() {
    this.use(multiLanguage);
    // English stop words are kept (removeDefaultStopWordFilter: ['en']), as in the plugin.
    this.pipeline.remove(lunr.stopWordFilter);
    this.pipeline.after(lunr.ru.stopWordFilter, ruFilter);
    this.pipeline.remove(lunr.ru.stopWordFilter);
    this.ref('i');
    this.field('t', { extractor: (doc) => foldYo(doc.t ?? '') });
    if (keywordsOfPage) {
      this.field('k', {
        boost: KEYWORDS_BOOST,
        // `i` arrives as the string ref (see below).
        extractor: (doc) => foldYo(keywordsOfPage.get(Number(doc.i)) ?? ''),
      });
    }
    this.metadataWhitelist = ['position'];
    for (const doc of documents) this.add({ ...doc, i: doc.i.toString() });
  });
}

export function rewriteIndexFile(file) {
  const groups = JSON.parse(readFileSync(file, 'utf8'));
  const keywordsOfPage = new Map(
    (groups[KEYWORDS]?.documents ?? []).map((doc) => [doc.p, doc.t ?? '']),
  );
  const rewritten = groups.map(({ documents }, type) => ({
    documents,
    index: buildGroupIndex(documents, type === TITLES ? keywordsOfPage : null),
  }));
  writeFileSync(file, JSON.stringify(rewritten));
  return {
    groups: rewritten.length,
    documents: rewritten.reduce((n, g) => n + g.documents.length, 0),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const files = readdirSync(buildDir).filter((name) => /^search-index.*\.json$/.test(name));
  if (files.length === 0) {
    console.error(`search: no search-index*.json in ${buildDir}`);
    process.exit(1);
  }
  for (const name of files) {
    const { groups, documents } = rewriteIndexFile(path.join(buildDir, name));
    console.log(`search: rewrote ${name} (${groups} groups, ${documents} documents)`);
  }
}
