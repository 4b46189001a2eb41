/**
 * Rebuilds the lunr indexes of search-index*.json right after the upstream plugin has written
 * them (plugins/search/index.ts, postBuild):
 *  - ё is folded to е in the indexed text (the shown text keeps its ё; lengths are unchanged, so
 *    highlight positions still match), as the query side folds it (client/normalize.ts);
 *  - Russian stop words that are terms here («имя», «время», «день»…) stay in the index;
 *  - the page keywords are searched together with the titles (field `k`), and so is the page's
 *    sidebar label (field `l`, front matter `sidebar_label`: «Создать ключ» beside the title
 *    «Создание ключа API»);
 *  - the pages index leaves out the paragraphs of «Что дальше» (ABOUT_OTHER_PAGES): they are
 *    about the pages they link to, and searches each page's search phrases (field `q`,
 *    writing/search-phrases.yml: how readers type their way to it; searchPhrases);
 *  - a title document of a how-to page (front matter tag HOW_TO_TAG) is marked `a: 1`: a query
 *    that asks to do something ranks how-to pages before overviews (client/rank.ts);
 *  - each title document lists the error codes and header names its page mentions (`c`, not an
 *    index field: client/rank.ts matches them whole; see client/codes.ts), and the names its
 *    code blocks show (request fields such as expiresInDays; the blocks are not indexed).
 * Replaces the index building of the upstream plugin's server/utils/buildIndex.js (0.55.3): the
 * same lunr and lunr-languages (direct dependencies pinned to the versions the plugin resolves;
 * tests/contracts/upstream.test.ts checks both resolve to one copy), the same pipeline labels, so
 * the browser loads the index with the plugin's own registered functions.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { CODE_BLOCK_MARK, codeIdentifiers, pageCodes, requestCodes } from './client/codes';
import { foldYo, tokenizeQuery } from './client/normalize';
import { intentWords } from './client/queryRewrite';
import { keepingDomainWords } from './client/stopWords';
import type { SerializedIndex } from './indexShards';
import { PHRASES_GROUP } from './client/shardFormat';
import { repairStems } from './client/stemRepair';
import { buildSerializedIndex, type IndexBuild } from './lunrBuild';
import { markdownFilesUnder } from '../shared/files.mjs';
import { frontMatterOf } from '../shared/frontMatter.mjs';
import { SEARCH_PHRASES_FILE, parseSearchPhrases } from './searchPhrasesFile.mjs';
import { classifierIndex, trainPageClassifier, type ClassifierExample } from './pageClassifier';

const require = createRequire(import.meta.url);

/* eslint-disable @typescript-eslint/no-explicit-any -- lunr 2 ships no types */
type Lunr = any;
const lunr: Lunr = require('lunr');
// In the build process the upstream plugin has usually loaded these into the same lunr already;
// loading them again would re-register their pipeline functions.
if (!lunr.stemmerSupport) require('lunr-languages/lunr.stemmer.support')(lunr);
if (!lunr.multiLanguage) require('lunr-languages/lunr.multi')(lunr);

/** A language of lunr-languages, loaded once (English is lunr's own). */
function loadLanguage(language: string): void {
  if (language === 'en' || lunr[language]) return;
  require(`lunr-languages/lunr.${language}`)(lunr);
}

// lunr.multiLanguage registers its trimmer under a fixed label on every call: called once per
// language set (languagePipeline keeps one set-up per set).
function multiLanguage(languages: readonly string[]): Lunr {
  languages.forEach(loadLanguage);
  if (languages.length < 2) return null;
  // The upstream plugin has created the same one, registering its trimmer under the same
  // label; lunr warns on the second registration, which is expected here.
  const warn = lunr.utils.warn;
  lunr.utils.warn = () => undefined;
  try {
    return lunr.multiLanguage(...languages);
  } finally {
    lunr.utils.warn = warn;
  }
}

function russianStopWordFilter(): Lunr {
  // Same label as the plugin's filter: the browser resolves labels to its own functions.
  return keepingDomainWords(lunr.ru.stopWordFilter);
}

/**
 * Makes an index build's pipeline remember what it made of each word. lunr 2.3.9's
 * `Pipeline#run` (lunr.js) passes every token of every field through every function: here the
 * trimmers, stop-word filters and the Russian and English stemmers, each a function of the
 * token's string alone, so the output of a word is the same wherever it occurs. Words recur
 * across fields and pages, and stemming was most of the pipeline's time (about 160 ms of the
 * rewrite's 770 at 66 pages). A word's output is remembered as strings; a token meets it again
 * through `Token#update`, so it keeps its own metadata (positions), as the functions themselves
 * do. A word that becomes several tokens runs through the pipeline every time.
 */
export function rememberWords(pipeline: Lunr, outputs = new Map<string, string[]>()): void {
  const run = pipeline.run.bind(pipeline) as (tokens: Lunr[]) => Lunr[];
  pipeline.run = (tokens: Lunr[]) => {
    const result: Lunr[] = [];
    for (const token of tokens) {
      const word = String(token);
      const known = outputs.get(word);
      if (known?.length === 0) continue;
      if (known?.length === 1) {
        result.push(token.update(() => known[0]));
        continue;
      }
      const out = run([token]);
      if (!known) outputs.set(word, out.map(String));
      result.push(...out);
    }
    return result;
  };
}

type SetUp = (builder: Lunr) => void;
const languageSetUps = new Map<string, SetUp>();
/** The set-ups that mend stems, by the stems they mend with, then by language set. */
const mendingSetUps = new WeakMap<ReadonlySet<string>, Map<string, SetUp>>();

/**
 * The language set-up every index here shares, as the plugin's buildIndex.js does it: the
 * language plugins, English stop words kept (removeDefaultStopWordFilter: ['en']), the Russian
 * stop list without the domain words, refs in `i`; one per language set (and stems), so the
 * words' outputs are remembered across the indexes built with it. With `stems` (indexStems: the
 * stemmer's stems of every word of the index), the Russian stems are mended from them
 * (client/stemRepair.ts), as the search mends the query's from the index's terms.
 */
export function languagePipeline(
  languages: readonly string[],
  stems: ReadonlySet<string> | null = null,
  { keepStopWords = false }: { keepStopWords?: boolean } = {},
): SetUp {
  const key = languages.join(',') + (keepStopWords ? ' with stop words' : '');
  let setUps = languageSetUps;
  if (stems) {
    setUps = mendingSetUps.get(stems) ?? new Map<string, SetUp>();
    mendingSetUps.set(stems, setUps);
  }
  const known = setUps.get(key);
  if (known) return known;
  const multi = multiLanguage(languages);
  const ruFilter = languages.includes('ru') ? russianStopWordFilter() : null;
  // What this pipeline made of each word: the same for every index built with it.
  const outputs = new Map<string, string[]>();
  const setUp = (builder: Lunr) => {
    if (multi) builder.use(multi);
    else if (languages[0] !== 'en') builder.use(lunr[languages[0]]);
    builder.pipeline.remove(lunr.stopWordFilter);
    if (keepStopWords) {
      if (lunr.ru) builder.pipeline.remove(lunr.ru.stopWordFilter);
    } else if (ruFilter) {
      builder.pipeline.after(lunr.ru.stopWordFilter, ruFilter);
      builder.pipeline.remove(lunr.ru.stopWordFilter);
    }
    // Always the mending stemmer (with no stems it mends nothing): it keeps each word's plain
    // stem, so the mending build after indexStems does not stem the words again.
    repairStems(builder.pipeline, (term) => stems?.has(term) ?? false, 'build');
    rememberWords(builder.pipeline, outputs);
    builder.ref('i');
  };
  setUps.set(key, setUp);
  return setUp;
}

/**
 * What the plain pipeline (no mending) makes of every word of `texts`, as the index build would
 * see them (ё folded, lunr's tokenizer): the stems the build mends with.
 */
export function indexStems(texts: Iterable<string>, languages: readonly string[]): Set<string> {
  const builder = new lunr.Builder();
  languagePipeline(languages)(builder);
  const stems = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const term of builder.pipeline.run(builder.tokenizer(foldYo(text))))
      stems.add(String(term));
  }
  return stems;
}

/**
 * Indexes of the plugin's document groups (its SearchDocumentType, shared/interfaces.js):
 * titles come first, keywords fourth.
 */
export const TITLES = 0;
export const KEYWORDS = 3;
/** Keywords weigh less than the title words themselves; the sidebar label nearly as much. */
const KEYWORDS_BOOST = 0.5;
const LABEL_BOOST = 0.8;

/** What the index rewrite adds to a page's title document. */
export interface PageExtras {
  /** Title document id → the page's keywords. */
  keywords: Map<number, string>;
  /** Title document id → the page's sidebar label. */
  labels: Map<number, string>;
  /** Title document id → the page's search phrases (searchPhrases), one a line. */
  phrases?: Map<number, string>;
}

/** What the docs' Markdown tells the index beyond the built pages, by page URL (`/docs/<path>`). */
export interface DocsFacts {
  /** Sidebar labels (front matter `sidebar_label`). */
  labels?: Map<string, string>;
  /** Names the code blocks show and the requests they make (codeNamesOf). */
  codeNames?: Map<string, string[]>;
  /** The how-to pages: front matter `tags` include HOW_TO_TAG. */
  howTo?: ReadonlySet<string>;
  /** What readers type to find the page (writing/search-phrases.yml, searchPhrases). */
  phrases?: Map<string, string[]>;
}

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
  extras: PageExtras | null = null,
  languages: readonly string[] = ['ru', 'en'],
  build: IndexBuild = buildSerializedIndex,
  stems: ReadonlySet<string> | null = null,
): SerializedIndex {
  const setUp = languagePipeline(languages, stems);
  return build(function config(this: Lunr) {
    setUp(this);
    this.field('t', { extractor: (doc: IndexDocument) => foldYo(doc.t ?? '') });
    if (extras) {
      this.field('k', {
        boost: KEYWORDS_BOOST,
        // `i` arrives as the string ref (see below).
        extractor: (doc: IndexDocument) => foldYo(extras.keywords.get(Number(doc.i)) ?? ''),
      });
      this.field('l', {
        boost: LABEL_BOOST,
        extractor: (doc: IndexDocument) => foldYo(extras.labels.get(Number(doc.i)) ?? ''),
      });
    }
    this.metadataWhitelist = ['position'];
    for (const doc of documents) this.add({ ...doc, i: doc.i.toString() });
  });
}

/** Groups whose documents results show: titles and headings. */
const SHOWN_GROUPS = new Set([TITLES, 1]);

/** Where the pages index stands among the groups (after the plugin's five). */
export const PAGES = 5;

/**
 * Field boosts of the pages index: one document per page, its title, sidebar label, keywords,
 * search phrases, description, headings and paragraphs as fields. lunr scores each field with
 * BM25 (term frequency, the field's length, the word's rarity among pages), so a page that is
 * about the query's words outranks one that mentions them once. The phrases' weight was chosen
 * on the tuning halves and the old set: 1.5 with 20 phrases a page (0.5–4 gave the same tuning
 * figures within 4 queries; from 2 the old set lost one more); 1.25 with the 27–30 and then the
 * 37–40 of 27 November (1 lowers the first tuning half, 1.5 and 2 the old set by a query).
 */
export const PAGE_FIELDS: Record<string, number> = {
  t: 3,
  l: 2.5,
  k: 2,
  q: 1.25,
  d: 1.5,
  h: 1.5,
  c: 1,
};

/**
 * How the pages index scores: its field boosts and lunr's BM25 constants (k1: how fast repeats
 * of a word stop adding; b: how much a long field is discounted), lunr 2.3.9's defaults.
 * The offline search bench can fit them (scripts/bench/searchOffline.ts --fit).
 */
export interface PagesIndexSettings {
  fields: Record<string, number>;
  k1: number;
  b: number;
}
export const PAGES_INDEX: PagesIndexSettings = { fields: PAGE_FIELDS, k1: 1.2, b: 0.75 };

/**
 * Sections whose paragraphs describe other pages: «Что дальше» (#next-steps) is a list of links,
 * each with a line about the page it leads to. Those words are indexed on that page; here they
 * would make the page a match for the subject of every page it links to, so the pages index
 * leaves them out (their heading stays; leaving out the «Связанные страницы» lists of bare
 * titles as well did not help).
 */
export const ABOUT_OTHER_PAGES = /^#next-steps$/;

/** The pages index (no match positions: results show the title and heading documents). */
export function buildPagesIndex(
  groups: { documents: IndexDocument[] }[],
  extras: PageExtras,
  languages: readonly string[] = ['ru', 'en'],
  settings: PagesIndexSettings = PAGES_INDEX,
  build: IndexBuild = buildSerializedIndex,
  stems: ReadonlySet<string> | null = null,
): SerializedIndex {
  const GROUP_FIELD = ['t', 'h', 'd', '', 'c'];
  const pages = new Map<number, Record<string, string[]>>();
  for (const doc of groups[TITLES]?.documents ?? []) {
    pages.set(doc.i, {
      t: [doc.t ?? ''],
      l: [extras.labels.get(doc.i) ?? ''],
      k: [extras.keywords.get(doc.i) ?? ''],
      q: [extras.phrases?.get(doc.i) ?? ''],
      d: [],
      h: [],
      c: [],
    });
  }
  groups.forEach(({ documents }, type) => {
    const field = GROUP_FIELD[type];
    if (!field || type === TITLES) return;
    for (const doc of documents) {
      if (field === 'c' && ABOUT_OTHER_PAGES.test(String(doc.h ?? ''))) continue;
      pages.get(doc.p as number)?.[field].push(doc.t ?? '');
    }
  });
  const setUp = languagePipeline(languages, stems);
  return build(function config(this: Lunr) {
    setUp(this);
    for (const [field, boost] of Object.entries(settings.fields)) this.field(field, { boost });
    this.k1(settings.k1);
    this.b(settings.b);
    this.metadataWhitelist = [];
    for (const [id, fields] of pages) {
      this.add({
        i: String(id),
        ...Object.fromEntries(
          Object.entries(fields).map(([field, texts]) => [field, foldYo(texts.join('\n'))]),
        ),
      });
    }
  });
}

/** Where the phrases index stands among the groups (after the pages index). */
export const PHRASES = PHRASES_GROUP;

/**
 * The phrases index: each search phrase of a page (writing/search-phrases.yml) a document of its
 * own, field `t`, numbered 0, 1, 2… page by page in the titles' order; its documents are only
 * `{ i, p }` (the phrase's number and its page's title id). The pages index sums a page's phrases
 * into one field, where a query's words count wherever they stand among 40 phrases; here the
 * ranking takes a page's best single phrase (client/rank.ts): a query close to one way readers
 * ask for the page finds it, a nearest-neighbor search over the written queries.
 */
export function buildPhrasesGroup(
  titles: IndexDocument[],
  phrases: Map<number, string>,
  languages: readonly string[] = ['ru', 'en'],
  build: IndexBuild = buildSerializedIndex,
  stems: ReadonlySet<string> | null = null,
): { documents: IndexDocument[]; index: SerializedIndex } {
  const documents: IndexDocument[] = [];
  const texts: string[] = [];
  for (const { i: page } of titles) {
    for (const phrase of phrases.get(page)?.split('\n') ?? []) {
      documents.push({ i: documents.length, p: page });
      texts.push(foldYo(phrase));
    }
  }
  const setUp = languagePipeline(languages, stems);
  const index = build(function config(this: Lunr) {
    setUp(this);
    this.field('t');
    this.metadataWhitelist = [];
    texts.forEach((t, i) => this.add({ i: String(i), t }));
  });
  return { documents, index };
}

/**
 * The page classifier's group (pageClassifier.ts). Its examples are each search phrase and each
 * page's title, sidebar label and keyword, made terms by the index's pipeline without its stop
 * word filters: «не», «как», «почему», «кто» tell pages apart («не отслеживать»), though the other
 * indexes leave them out. The query's words reach the same terms: the search pipeline is the
 * stemmers alone, and the vocabulary (the head's, in the sharded index) now holds these words.
 * An example that asks who did something («кто удалил ключ») also holds WHO_DID_WORD, as the
 * query does (client/queryRewrite.ts intentWords).
 */
export function buildClassifierGroup(
  titles: IndexDocument[],
  extras: PageExtras,
  languages: readonly string[] = ['ru', 'en'],
  build: IndexBuild = buildSerializedIndex,
  stems: ReadonlySet<string> | null = null,
): SerializedIndex {
  const texts: string[] = [];
  const pageOf: number[] = [];
  const add = (text: string, page: number) => {
    if (text.trim() === '') return;
    texts.push(foldYo([text, ...intentWords(tokenizeQuery(text))].join(' ')));
    pageOf.push(page);
  };
  for (const { i: page, t } of titles) {
    add(t ?? '', page);
    add(extras.labels.get(page) ?? '', page);
    for (const keyword of (extras.keywords.get(page) ?? '').split(',')) add(keyword, page);
    for (const phrase of extras.phrases?.get(page)?.split('\n') ?? []) add(phrase, page);
  }
  const setUp = languagePipeline(languages, stems, { keepStopWords: true });
  const { terms, pipelineOnly } = termsOfTexts(texts, setUp, build);
  const examples: ClassifierExample[] = pageOf.map((page, i) => ({ terms: terms[i], page }));
  return classifierIndex(trainPageClassifier(examples), pipelineOnly);
}

/**
 * Each text's distinct terms as lunr 2.3.9's `Builder#add` indexes a field `t` (the builder's
 * tokenizer, then its pipeline), sorted as a serialized index sorts its terms; and an index of
 * no documents built with the same set-up (its pipeline is the search's). Replaces indexing the
 * texts only to read their terms back: at 2,000 pages (160,000 phrases) that took 0.3 GB and 5 s
 * of the build. indexRewrite.test.ts compares the terms with a lunr index of the same texts.
 */
export function termsOfTexts(
  texts: readonly string[],
  setUp: SetUp,
  build: IndexBuild = buildSerializedIndex,
): { terms: string[][]; pipelineOnly: SerializedIndex } {
  const terms: string[][] = [];
  const pipelineOnly = build(function config(this: Lunr) {
    setUp(this);
    this.field('t');
    for (const t of texts) {
      const tokens = this.pipeline.run(this.tokenizer(t, { fields: ['t'] })) as unknown[];
      terms.push([...new Set(tokens.map(String))].sort());
    }
  });
  return { terms, pipelineOnly };
}

/** A Markdown page of the docs folder: its URL (`/docs/<path>`), source and front matter. */
export interface DocsPage {
  url: string;
  source: string;
  front: Record<string, unknown>;
}

/** Each Markdown page of the docs folder, read and its front matter parsed once. */
function docsPages(docsDir: string | null): DocsPage[] {
  const pages: DocsPage[] = [];
  if (!docsDir) return pages;
  for (const file of markdownFilesUnder(docsDir)) {
    const source = readFileSync(path.join(docsDir, file), 'utf8');
    pages.push({
      url: `/docs/${file.replace(/\.mdx?$/, '')}`,
      source,
      front: frontMatterOf(source),
    });
  }
  return pages;
}

/** The docs' tag for step-by-step instructions (docs/tags.yml: «Пошаговые инструкции», /how-to). */
export const HOW_TO_TAG = 'инструкции';

/** A front matter list as strings (anything else: none). */
const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => String(item)) : [];

/** URLs (`/docs/<path>`) of the how-to pages: front matter `tags` include HOW_TO_TAG. */
function howToOf(pages: DocsPage[]): Set<string> {
  return new Set(
    pages.filter(({ front }) => stringList(front.tags).includes(HOW_TO_TAG)).map(({ url }) => url),
  );
}

/**
 * What readers type to find each page: writing/search-phrases.yml, page file inside docs/ → its
 * phrases (task verbs, slang and borrowed words, English terms, codes, symptoms), by page URL
 * (`/docs/<path>`). Searched in the pages index only (field `q`), never shown, and not in the
 * page's front matter, which every page's script carries to the browser. check:content holds
 * every page to a few of them.
 */
export function searchPhrases(file: string | null): Map<string, string[]> {
  const phrases = new Map<string, string[]>();
  if (!file || !existsSync(file)) return phrases;
  const { byPage, error } = parseSearchPhrases(readFileSync(file, 'utf8'));
  // check:content reports it in Russian; the build stops rather than lose the phrases.
  if (error) throw new Error(`search: ${file}: ${error}`);
  for (const [page, list] of byPage)
    if (list.length > 0) phrases.set(`/docs/${page.replace(/\.mdx?$/, '')}`, list);
  return phrases;
}

/**
 * Everything the index takes from the docs' sources: the docs folder and, by default, the search
 * phrases of the site it belongs to (SEARCH_PHRASES_FILE beside it).
 */
export function docsFacts(
  docsDir: string | null,
  phrasesFile: string | null = docsDir && path.join(path.dirname(docsDir), SEARCH_PHRASES_FILE),
  // One read of the folder for all three (at 2 000 pages, 24 MB of Markdown), unless the caller
  // has read the pages already (sourceIndex.ts).
  pages: DocsPage[] = docsPages(docsDir),
): Required<DocsFacts> {
  return {
    labels: labelsOf(pages),
    codeNames: codeNamesOf(pages),
    howTo: howToOf(pages),
    phrases: searchPhrases(phrasesFile),
  };
}

/** Sidebar labels of the docs (front matter `sidebar_label`) by page URL (`/docs/<path>`). */
function labelsOf(pages: DocsPage[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const { url, front } of pages) {
    const label = front.sidebar_label;
    if (typeof label === 'string' && label.trim() !== '') labels.set(url, label.trim());
  }
  return labels;
}

/**
 * The names the code blocks of each page show (client/codes.ts, codeIdentifiers) and the
 * requests they make (requestCodes: «delete:/admin-api/v1/…»), by page URL:
 * the index leaves code blocks out, so a field of a request (expiresInDays) would find nothing.
 */
function codeNamesOf(pages: DocsPage[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const { url, source } of pages) {
    const blocks = [...source.matchAll(/^[ \t]*(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^[ \t]*\1/gm)];
    const code = blocks.map((block) => block[2]).join('\n');
    const found = [...codeIdentifiers(code), ...requestCodes(code)];
    if (found.length > 0) names.set(url, found);
  }
  return names;
}

/**
 * The codes a page mentions: in its title, headings, description and paragraphs as the upstream
 * plugin indexed them (so not in code blocks), by title document id.
 */
function codesOfPages(
  groups: { documents: IndexDocument[] }[],
  namesByUrl: Map<string, string[]>,
): Map<number, string[]> {
  const text = new Map<number, string[]>();
  groups.forEach(({ documents }, type) => {
    for (const doc of documents) {
      const page = type === TITLES ? doc.i : (doc.p as number);
      const list = text.get(page) ?? [];
      list.push(doc.t ?? '');
      text.set(page, list);
    }
  });
  const urls = new Map(
    (groups[TITLES]?.documents ?? []).map((doc) => [doc.i, (doc.u ?? '').replace(/\/$/, '')]),
  );
  return new Map(
    [...text].map(([page, parts]) => {
      const named = namesByUrl.get(urls.get(page) ?? '') ?? [];
      const inText = pageCodes(parts.join('\n'));
      const inCode = named.filter((name) => !inText.includes(name));
      return [page, [...inText, ...inCode.map((name) => CODE_BLOCK_MARK + name)]];
    }),
  );
}

/**
 * The rewritten groups of an index as the upstream plugin wrote it (its five groups; a file
 * rewritten before also holds the pages index: rebuilt): documents and lunr indexes.
 */
export function rewriteGroups(
  groupsIn: { documents: IndexDocument[] }[],
  languages: readonly string[] = ['ru', 'en'],
  facts: DocsFacts = {},
  pagesIndex: PagesIndexSettings = PAGES_INDEX,
  build: IndexBuild = buildSerializedIndex,
): { documents: IndexDocument[]; index: SerializedIndex }[] {
  const labelsByUrl = facts.labels ?? new Map<string, string>();
  const howToUrls = facts.howTo ?? new Set<string>();
  const groups = groupsIn.slice(0, PAGES);
  const titles = groups[TITLES]?.documents ?? [];
  const urlOf = (doc: IndexDocument) => (doc.u ?? '').replace(/\/$/, '');
  const extras: PageExtras = {
    keywords: new Map(
      (groups[KEYWORDS]?.documents ?? []).map((doc) => [doc.p as number, doc.t ?? '']),
    ),
    labels: new Map(
      titles.flatMap((doc) => {
        const label = labelsByUrl.get(urlOf(doc));
        return label ? [[doc.i, label] as [number, string]] : [];
      }),
    ),
    phrases: new Map(
      titles.flatMap((doc) => {
        const phrases = facts.phrases?.get(urlOf(doc));
        return phrases ? [[doc.i, phrases.join('\n')] as [number, string]] : [];
      }),
    ),
  };
  const codes = codesOfPages(groups, facts.codeNames ?? new Map());
  for (const doc of titles) {
    const label = extras.labels.get(doc.i);
    if (label) doc.l = label;
    if (howToUrls.has(urlOf(doc))) doc.a = 1;
    else delete doc.a;
    const list = codes.get(doc.i) ?? [];
    if (list.length > 0) doc.c = list.join(' ');
    else delete doc.c;
  }
  // Every text the indexes below take, through the plain pipeline: the stems to mend with.
  const stems = indexStems(
    [
      ...groups.flatMap(({ documents }) => documents.map((doc) => doc.t ?? '')),
      ...extras.labels.values(),
      ...(extras.phrases?.values() ?? []),
    ],
    languages,
  );
  // The search (client/rank.ts) queries the titles, the headings and the pages index; the
  // descriptions, keywords and paragraphs live on in the pages index only, so their own groups
  // go out empty (the upstream layout of five groups stays, the index stays small).
  const rewritten = groups.map(({ documents }, type) => {
    const kept = SHOWN_GROUPS.has(type) ? documents : [];
    return {
      documents: kept,
      index: buildGroupIndex(kept, type === TITLES ? extras : null, languages, build, stems),
    };
  });
  // Sixth: the pages as wholes (no documents of its own; refs are the title documents' ids).
  rewritten.push({
    documents: [],
    index: buildPagesIndex(groups, extras, languages, pagesIndex, build, stems),
  });
  // Seventh: each search phrase on its own.
  rewritten.push(buildPhrasesGroup(titles, extras.phrases ?? new Map(), languages, build, stems));
  // Eighth: the page classifier, learned from the phrases and the titles, labels and keywords.
  rewritten.push({
    documents: [],
    index: buildClassifierGroup(titles, extras, languages, build, stems),
  });
  return rewritten;
}

/** The document groups the upstream plugin wrote into a search-index*.json. */
const readGroups = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as { documents: IndexDocument[] }[];

export function rewriteIndexFile(
  file: string,
  languages: readonly string[] = ['ru', 'en'],
  facts: DocsFacts = {},
): { groups: number; documents: number } {
  const rewritten = rewriteGroups(readGroups(file), languages, facts);
  writeFileSync(file, JSON.stringify(rewritten));
  return {
    groups: rewritten.length,
    documents: rewritten.reduce((n, g) => n + g.documents.length, 0),
  };
}
