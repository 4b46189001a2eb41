// cspell:words logit logits softmax
// cspell:ignore udalit
/**
 * The ranking of the site's search, run by the search worker (replacements/worker.ts) for the
 * navbar dropdown and the /search page alike, so both rank the same way (the page asks for more
 * results; the first ones are the dropdown's).
 *
 * The upstream worker runs its query variants one by one over the five document groups (titles,
 * headings, descriptions, keywords, paragraphs) and stops at the result limit, so the first
 * paragraph that shares a word can outrank the page about the query. Here every page is scored at
 * once from all its fields:
 *  - the query becomes concepts (client/concepts.ts): each word or synonym phrase with its
 *    alternatives (synonyms, verb ↔ noun derivation, the word being typed);
 *  - for each concept and document group, one lunr query gives each document a score, scaled to
 *    the best document of that group; a page takes, per concept, its best field (weighted by
 *    group) and the concept's rarity among pages (idf);
 *  - error codes and header names match the page's codes (field `c` of the title documents,
 *    written by indexRewrite.ts);
 *  - a page's best single search phrase (the phrases group) multiplies its score by how much
 *    of the query that one phrase holds;
 *  - pages that cover more of the query come first; one result per page, shown by its best title
 *    or heading.
 * Pure: lunr and the loaded indexes come in as arguments (tests build small indexes).
 */
import {
  actionBase,
  sameAction,
  asksFor,
  asksToDo,
  asksWhatItIs,
  buildConcepts,
  CODE_BLOCK_MARK,
  codeStrength,
  codeTokens,
  type Concept,
  OVERVIEW_FACTOR,
  prepareSynonyms,
  UNDOING_FACTOR,
  undoingAction,
  withoutSynonyms,
} from './concepts';
import { pathPieces, queryMethods, requestStrength } from './codes';
import { queryMatches, type Metadata, type QueryResults } from './lunrScores';
import { CLASSIFIER_GROUP, PHRASES_GROUP } from './shardFormat';
import {
  WORD_CHARACTER,
  gluedWordsApart,
  russianInLatinAsCyrillic,
  searchCase,
  wordsTypedTogetherApart,
} from './normalize';
import { keepingDomainWords } from './stopWords';
import { repairKeyOf } from './stemRepair';
import {
  intentWords,
  layoutVariant,
  tokenizeQuery,
  transliterate,
  withoutNegated,
  withoutQuestionWords,
} from './queryRewrite';

/* eslint-disable @typescript-eslint/no-explicit-any -- lunr 2 ships no types */
type Lunr = any;
type LunrIndex = any;

/** The plugin's document groups (its SearchDocumentType). */
export const TITLE = 0;
export const HEADING = 1;
export const DESCRIPTION = 2;
export const KEYWORDS = 3;
export const CONTENT = 4;
/** The pages as wholes (indexRewrite.ts): one document per page, refs are title ids. */
export const PAGES = 5;
/**
 * Each search phrase of a page on its own (indexRewrite.ts buildPhrasesGroup): documents
 * `{ i, p }`, the phrase's number and its page's title id.
 */
export const PHRASES = PHRASES_GROUP;
/** The page classifier (pageClassifier.ts): a term's learned weight for each page. */
export const CLASSIFIER = CLASSIFIER_GROUP;
/**
 * How many of the first results the classifier may reorder: each page's place p (from 1) gives
 * it 1 / p, and the classifier adds TUNING.classifier × its probability for the page.
 */
export const CLASSIFIER_WINDOW = 8;
/**
 * The groups searched per concept: the pages, titles and headings for what to show, and the
 * phrases.
 */
const SEARCHED = new Set([TITLE, HEADING, PAGES, PHRASES]);

export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
  /** Title documents: error codes and header names the page mentions (indexRewrite.ts). */
  c?: string;
  /** Title documents: the page's sidebar label (indexRewrite.ts). */
  l?: string;
  /** Title documents: 1 on a how-to page (indexRewrite.ts). */
  a?: number;
}

export interface WrappedIndex {
  type: number;
  documents: SearchDocument[];
  index: LunrIndex;
}

export interface SearchResult {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false | undefined;
  metadata: Record<string, Record<string, { position?: [number, number][] }>>;
  tokens: string[];
  score: number;
}

/** What can be switched off, one mechanism at a time (the bench measures each one). */
export interface RankFeatures {
  synonyms: boolean;
  derivation: boolean;
  labels: boolean;
  codes: boolean;
  onePerPage: boolean;
  /** Page kinds: a query that asks to do something prefers how-to pages. */
  pageKinds: boolean;
  /** A page's best single search phrase (the phrases index). */
  phrases: boolean;
  /**
   * A page one of whose phrases holds most of the query, whatever its other scores (reads the
   * phrases' matches: nothing without `phrases`).
   */
  nearestPhrase: boolean;
  /**
   * A verb of the query (an infinitive or imperative with a synonym group) is read through its
   * group unless the pages' own text uses it, and holds the pages whose title starts with its
   * action («завести политику» → «Добавление политики»).
   */
  titleActions: boolean;
  /**
   * The first results reordered by a classifier learned from every page's search phrases,
   * title, label and keywords (pageClassifier.ts): the words that tell sibling pages apart.
   */
  pageClassifier: boolean;
  /**
   * «Кто» and a past-tense verb give the classifier one more word (queryRewrite.ts intentWords):
   * who did something, not how to do it.
   */
  whoDid: boolean;
}

export const ALL_FEATURES: RankFeatures = {
  synonyms: true,
  derivation: true,
  labels: true,
  codes: true,
  onePerPage: true,
  pageKinds: true,
  phrases: true,
  nearestPhrase: true,
  titleActions: true,
  pageClassifier: true,
  whoDid: true,
};

export interface RankOptions {
  features?: Partial<RankFeatures>;
  /** The constants below, for the bench's parameter sweeps. */
  tuning?: Partial<Tuning>;
  /** The documents, when not all of them are loaded (shardedIndex.ts); else built from `groups`. */
  corpus?: Corpus;
  /**
   * Every found page scored in full, none left out by its bound (the tests compare the two; the
   * results are the same).
   */
  exhaustive?: boolean;
}

export interface Tuning {
  /** How much a page's score grows with the share of the query's concepts it covers. */
  coveragePower: number;
  /** Bonus for a title or heading that matches several concepts at once. */
  sameDoc: number;
  /** A page that mentions a code the query names. */
  codeWeight: number;
  /** Bonus for a page whose title or sidebar label the query's words cover entirely. */
  complete: number;
  /** Bonus for a page whose code blocks make the request the query names (method and path). */
  request: number;
  /**
   * A page's score × (1 + phrase × the share of the query's concepts, by their rarity among the
   * phrases, that its best search phrase holds). Chosen on the four tuning parts (top-1 + MRR,
   * weighted by their queries) among 0.5–2, added and multiplied (engineering/search.md).
   */
  phrase: number;
  /**
   * Added to a page's score: nearestPhrase × the share of the query's concepts (by their rarity
   * among the phrases) that its best search phrase holds, counted whole (a match is a match, not
   * its BM25 score). Unlike the factor above it lifts a page the other scores barely found: the
   * phrase is a reader's query for that page. Chosen on the four tuning parts (top-1 + MRR,
   * weighted by their queries) among 0.5–3 (engineering/search.md).
   */
  nearestPhrase: number;
  /**
   * A verb read as typed holds each found page whose title starts with its action (by the verb's
   * synonym group) and that the verb itself did not find, with this share of the best page's score for
   * it. Chosen among 0.3, 0.5, 0.75 and 1: the only one that leaves every part of the query sets
   * as it was (engineering/search.md).
   */
  titleAction: number;
  /**
   * Added to 1 / place of each of the first CLASSIFIER_WINDOW results: this × the classifier's
   * probability of its page. 1 can move a page up one place when the classifier prefers it by
   * more than half of the probability; chosen among 0.5, 1 and 2 on the tuning halves and the
   * phrases held out (engineering/search.md).
   */
  classifier: number;
}

/**
 * A synonym group's other phrases find pages only for a query word found on fewer pages than
 * this: a word the docs use is read as typed (a title still counts as covered by the query
 * through the synonyms, see completeness). Measured offline (27 November) against the groups
 * always finding pages (top-1): round 3's tuning half, which the synonym table never saw, 0.788
 * → 0.818; the parts the table was extended on: tuning 0.863 → 0.863, tuning2 0.721 → 0.709, old
 * 0.967 → 0.978. Chosen among 1, 2, 3, 4, 6 and 12 by the four tuning parts together (top-1 +
 * MRR, weighted by their queries); engineering/search.md has every part's figures.
 */
export const SYNONYMS_BELOW_PAGES = 2;

/**
 * The pages index's fields that hold a page's own text: title, description, headings and
 * paragraphs; not its keywords, sidebar label or search phrases, which writers fill with the
 * readers' words, unevenly across sibling pages (one deletion page lists «стереть», the next not).
 */
const OWN_TEXT_FIELDS = ['t', 'd', 'h', 'c'];

/**
 * Where a word of the query is found weighs in through the pages index's field boosts
 * (indexRewrite.ts PAGES_INDEX); these constants weigh the parts of a page's score.
 */
export const TUNING: Tuning = {
  coveragePower: 1,
  sameDoc: 0.5,
  codeWeight: 0.9,
  complete: 0.45,
  request: 1,
  phrase: 1.25,
  nearestPhrase: 1.5,
  titleAction: 0.5,
  classifier: 1,
};

interface ConceptHits {
  /** Document id → scaled score (0..1], per group. */
  byGroup: Map<number, Map<number, number>>;
  /**
   * The title and heading queries, in order: their documents' match metadata (built for the
   * shown results only) and matched words (for highlighting, read until there are enough).
   */
  queries: QueryResults[];
  /** Pages with any hit. */
  pages: Set<number>;
}

/**
 * What the ranking reads of the documents. prepare() builds it from fully loaded groups; the
 * sharded loader (shardedIndex.ts) supplies one that loads documents on demand.
 */
export interface Corpus {
  /** Number of pages (title documents). */
  pageCount: number;
  /** Title document id → the codes its page mentions, in title document order. */
  codesOfPage: Map<number, Set<string>>;
  allCodes: Set<string>;
  /** A title or heading document (undefined: none, or not loaded yet). */
  doc(id: number): SearchDocument | undefined;
  /** The title, sidebar label and kind (`a`: how-to) of a page (of its title document). */
  title(page: number): { t?: string; l?: string; a?: number } | undefined;
  /** The page (title document id) of a heading. */
  pageOf(id: number): number;
  /** Whether the id of a title or heading hit is a heading's. */
  isHeading(id: number): boolean;
  /** The page (title document id) of a search phrase (its number in the phrases index). */
  pageOfPhrase(id: number): number | undefined;
  /** Number of search phrases (documents of the phrases index). */
  phraseCount: number;
  /**
   * True while a lunr query or a document lookup met data that is not loaded yet: the ranking
   * then skips the steps that depend on what was found (the fuzzy retry, the other keyboard
   * layout), and the loader runs it again once the data is there.
   */
  incomplete?(): boolean;
}

const prepared = new WeakMap<WrappedIndex[], Corpus>();

function prepare(groups: WrappedIndex[]): Corpus {
  let ready = prepared.get(groups);
  if (ready) return ready;
  const byId = new Map<number, SearchDocument>();
  const pageOf = new Map<number, number>();
  const codesOfPage = new Map<number, Set<string>>();
  const allCodes = new Set<string>();
  const headings = new Set<number>();
  const phrasePages: number[] = [];
  for (const { type, documents } of groups) {
    if (type === PHRASES) {
      for (const doc of documents) phrasePages[doc.i] = doc.p as number;
      continue;
    }
    for (const doc of documents) {
      byId.set(doc.i, doc);
      pageOf.set(doc.i, type === TITLE ? doc.i : (doc.p ?? doc.i));
      if (type === HEADING) headings.add(doc.i);
      if (type === TITLE && doc.c) {
        const codes = new Set(doc.c.split(' ').filter(Boolean));
        codesOfPage.set(doc.i, codes);
        codes.forEach((code) => allCodes.add(code));
      }
    }
  }
  const pageCount = groups.find((g) => g.type === TITLE)?.documents.length ?? 1;
  for (const { type, documents } of groups)
    if (type === TITLE) documents.forEach((d) => pageOf.set(d.i, d.i));
  ready = {
    pageCount,
    codesOfPage,
    allCodes,
    doc: (id) => byId.get(id),
    title: (page) => byId.get(page),
    pageOf: (id) => pageOf.get(id) ?? id,
    isHeading: (id) => headings.has(id),
    pageOfPhrase: (id) => phrasePages[id],
    phraseCount: phrasePages.length,
  };
  prepared.set(groups, ready);
  return ready;
}

function mergeMetadata(
  into: Record<string, Record<string, unknown>>,
  from: Record<string, Record<string, unknown>>,
): void {
  for (const [term, fields] of Object.entries(from)) {
    into[term] = { ...(into[term] ?? {}), ...fields };
  }
}

/**
 * A lunr query (lunrScores.ts: lunr's documents and scores; in lunr's order and what matched in
 * each only with `withMetadata`); a term lunr cannot parse finds nothing.
 */
function run(
  lunr: Lunr,
  index: LunrIndex,
  build: (query: any) => void,
  withMetadata: boolean,
): QueryResults {
  try {
    // Only the title and heading queries' order matters (ties of headings, highlighted words).
    return queryMatches(lunr, index, build, { withMetadata, ordered: withMetadata });
  } catch {
    return { matches: [] };
  }
}

/** At most this many characters between two words of a phrase (a space, «, » or « — »). */
const PHRASE_GAP_CHARS = 3;

/**
 * Whether the shown text holds the terms side by side, in any order: of their occurrences
 * (lunr's [start, length] positions) sorted by start, some run of consecutive ones names each
 * term once, with at most PHRASE_GAP_CHARS between one's end and the next one's start.
 */
export function showsSideBySide(positions: readonly (readonly [number, number])[][]): boolean {
  const occurrences = positions
    .flatMap((list, term) => list.map(([start, length]) => ({ term, start, end: start + length })))
    .sort((a, b) => a.start - b.start);
  const count = positions.length;
  for (let first = 0; first + count <= occurrences.length; first += 1) {
    const run = occurrences.slice(first, first + count);
    if (new Set(run.map((o) => o.term)).size !== count) continue;
    if (run.every((o, k) => k === 0 || o.start - run[k - 1].end <= PHRASE_GAP_CHARS)) return true;
  }
  return false;
}

/**
 * A phrase query's results with their highlights kept only where the phrase shows whole: lunr
 * finds a phrase's words in any fields of a document («API» in the title, «key» in its keywords
 * for «API key», a synonym of «ключ»), and highlighting its one visible word would mark «API» in
 * every title for the query «ключ». Where the matched words stand side by side in the shown text
 * (field `t`) the document keeps them; elsewhere it keeps none of them: «ключ доступа», a synonym
 * of «ключ», would mark «доступ» in «Заявки на доступ и выдача ключей». Scores are not touched.
 */
export function highlightsOfWholePhrase(results: QueryResults): QueryResults {
  const { metadataOf, termsOf } = results;
  if (!metadataOf || !termsOf) return results;
  /** The document's metadata when the phrase shows whole in it (built once per document). */
  const shown = new Map<number, Metadata | undefined>();
  const wholeMetadata = (id: number) => {
    if (shown.has(id)) return shown.get(id);
    const metadata = metadataOf(id);
    const positions = termsOf(id).map(
      (term) => (metadata?.[term]?.t?.position ?? []) as [number, number][],
    );
    const whole =
      metadata !== undefined &&
      positions.every((list) => list.length > 0) &&
      showsSideBySide(positions);
    shown.set(id, whole ? metadata : undefined);
    return shown.get(id);
  };
  return {
    matches: results.matches,
    metadataOf: wholeMetadata,
    termsOf: (id) => (wholeMetadata(id) ? termsOf(id) : []),
  };
}

/**
 * The concept's hits in every group: one lunr query per group with each one-word alternative as
 * an optional, boosted clause, and one query per phrase (all its words required).
 */
function conceptHits(
  lunr: Lunr,
  groups: WrappedIndex[],
  concept: Concept,
  fuzzy: boolean,
  fieldsOf: (type: number) => string[] | undefined,
  withPhrases: boolean,
): ConceptHits {
  const hits: ConceptHits = {
    byGroup: new Map(),
    queries: [],
    pages: new Set(),
  };
  const clause = (
    word: string,
    alternative: Concept['alternatives'][number],
    presence: number,
  ) => ({
    boost: alternative.weight,
    presence,
    wildcard: alternative.prefix ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
    usePipeline: !alternative.prefix,
    ...(fuzzy && !alternative.prefix && word.length >= 5 ? { editDistance: 1 } : {}),
  });
  const single = concept.alternatives.filter((a) => a.words.length === 1);
  const phrases = concept.alternatives.filter((a) => a.words.length > 1);
  const leftOut = (word: string) => leftOutByIndex(lunr, word);
  for (const { type, index } of groups) {
    if (!SEARCHED.has(type)) continue;
    if (type === PHRASES && !withPhrases) continue;
    const fields = fieldsOf(type);
    const scores = new Map<number, number>();
    const collect = (results: QueryResults) => {
      for (const { id, score } of results.matches) {
        if (score > (scores.get(id) ?? 0)) scores.set(id, score);
      }
      // The pages index keeps no positions (its refs are title ids): nothing to highlight.
      if (results.metadataOf) hits.queries.push(results);
    };
    const withMetadata = type !== PAGES && type !== PHRASES;
    const batches = single.length > 0 ? [single] : [];
    for (const batch of batches) {
      const build = (query: any) => {
        for (const alternative of batch) {
          query.term(alternative.words[0], {
            ...clause(alternative.words[0], alternative, lunr.Query.presence.OPTIONAL),
            ...(fields ? { fields } : {}),
          });
        }
      };
      collect(run(lunr, index, build, withMetadata));
    }
    for (const alternative of phrases) {
      // The words the index keeps: a stop word in a phrase («на доработке») is in no page's terms.
      const words = alternative.words.filter((word) => !leftOut(word));
      if (words.length === 0) continue;
      const build = (query: any) => {
        for (const word of words) {
          query.term(word, {
            ...clause(word, alternative, lunr.Query.presence.REQUIRED),
            ...(fields ? { fields } : {}),
          });
        }
      };
      collect(highlightsOfWholePhrase(run(lunr, index, build, withMetadata)));
    }
    const best = Math.max(0, ...scores.values());
    if (best <= 0) continue;
    const scaled = new Map<number, number>();
    for (const [id, score] of scores) {
      // Page scores stay raw (BM25 carries the word's rarity); the others are scaled to the best.
      scaled.set(id, type === PAGES ? score : score / best);
      if (type === PAGES) hits.pages.add(id);
    }
    hits.byGroup.set(type, scaled);
  }
  return hits;
}

const titleStemCache = new WeakMap<
  Corpus,
  { stem: (word: string) => string; pages: Map<number, [string[], string[]]> }
>();

const textStemCache = new WeakMap<(word: string) => string, Map<string, string[]>>();

/** The map kept for `key` in `caches`, made on first use. */
function cacheOf<K extends object, V>(caches: WeakMap<K, Map<string | number, V>>, key: K) {
  let cache = caches.get(key);
  if (!cache) {
    cache = new Map();
    caches.set(key, cache);
  }
  return cache;
}

/**
 * The stems (longer than two letters) of a text, for completeness; kept per stemmer and text
 * (a new sharded loader, with the same stemmer, finds the titles stemmed).
 */
function stemsOf(text: string, stem: (word: string) => string): string[] {
  const cache = cacheOf(textStemCache, stem);
  let stems = cache.get(text);
  if (!stems) {
    stems = tokenizeQuery(text)
      .map(stem)
      .filter((w) => w.length > 2);
    cache.set(text, stems);
  }
  return stems;
}

/**
 * The stems of a page's title and of its sidebar label, for completeness: the same pages come
 * back query after query, so their titles are split and stemmed once per corpus and stemmer.
 */
function titleStems(
  corpus: Corpus,
  page: number,
  stem: (word: string) => string,
): [string[], string[]] {
  let cache = titleStemCache.get(corpus);
  if (!cache || cache.stem !== stem) {
    cache = { stem, pages: new Map() };
    titleStemCache.set(corpus, cache);
  }
  let stems = cache.pages.get(page);
  if (!stems) {
    const doc = corpus.title(page);
    stems = [stemsOf(doc?.t ?? '', stem), stemsOf(doc?.l ?? '', stem)];
    // A title not loaded yet is not kept (the sharded loader's titles are all in its head).
    if (doc) cache.pages.set(page, stems);
  }
  return stems;
}

/** The action bases of a page's title words (concepts.ts `actionBase`), once per corpus. */
const titleActionCache = new WeakMap<Corpus, Map<number, string[]>>();

/** A one-word concept that is a verb asking to do something («стереть», «заведите»). */
const isVerb = (concept: Concept): boolean =>
  concept.tokens.length === 1 && asksToDo(concept.tokens);

function titleActions(corpus: Corpus, page: number): string[] {
  const cache = cacheOf(titleActionCache, corpus);
  let bases = cache.get(page);
  if (!bases) {
    const doc = corpus.title(page);
    bases = tokenizeQuery(doc?.t ?? '').map(actionBase);
    // A title not loaded yet is not kept (the sharded loader's titles are all in its head).
    if (doc) cache.set(page, bases);
  }
  return bases;
}

/** A page's title as the query's words are compared (lower case, ё folded), once per corpus. */
const titleTextCache = new WeakMap<Corpus, Map<number, string>>();

function titleText(corpus: Corpus, page: number): string {
  const cache = cacheOf(titleTextCache, corpus);
  let text = cache.get(page);
  if (text === undefined) {
    const doc = corpus.title(page);
    text = searchCase(doc?.t ?? '');
    if (doc) cache.set(page, text);
  }
  return text;
}

interface Scored {
  results: SearchResult[];
  /** Share of the query's concepts found anywhere. */
  coverage: number;
}

function rankTokens(
  lunr: Lunr,
  groups: WrappedIndex[],
  tokens: string[],
  codes: string[],
  request: { methods: string[]; words: string[] },
  limit: number,
  features: RankFeatures,
  stem: (word: string) => string,
  tuning: Tuning,
  ready: Corpus,
  exhaustive: boolean,
  whatItIs: boolean,
  /** A reading that cannot cover more of the query than this is not scored (see rank()). */
  coverageToBeat: number,
  /** The reading's words with the question and stop words the tokens leave out (classifier). */
  allWords: readonly string[],
): Scored {
  // Codes the index knows; names only code blocks show keep their mark (concepts.ts).
  const codeSet = features.codes
    ? codes.flatMap((code) =>
        [code, CODE_BLOCK_MARK + code].filter((known) => ready.allCodes.has(known)).slice(0, 1),
      )
    : [];
  const concepts = buildConcepts(tokens, { ...features, codes: codeSet, stem });
  if (concepts.length === 0) return { results: [], coverage: 0 };
  // Without the labels mechanism, the label field is not searched.
  const fieldsOf = (type: number) => {
    if (features.labels || (type !== TITLE && type !== PAGES)) return undefined;
    const fields = groups.find((g) => g.type === type)?.index.fields as string[] | undefined;
    return fields?.filter((f) => f !== 'l');
  };

  // Which reading of each concept counts, and the pages it finds, are decided on the pages index
  // alone: a concept's pages are its hits there (conceptHits). The other groups are asked once,
  // for the reading taken, and not at all for a reading of the query that cannot cover more of
  // it than `coverageToBeat`.
  const pagesGroup = groups.filter((group) => group.type === PAGES);
  const otherGroups = groups.filter((group) => group.type !== PAGES);
  const pageHits = (concept: Concept, fuzzy: boolean) =>
    conceptHits(lunr, pagesGroup, concept, fuzzy, fieldsOf, features.phrases);
  // As built, synonyms included: what a page's title may be covered by (completeness below).
  const builtConcepts = [...concepts];
  const decided = concepts.map((concept, c) => {
    // A word the docs use is read as typed: its synonyms find pages only for a word they use on
    // fewer pages (slang, borrowed and English words). A group's other phrases otherwise bring
    // pages that share a near word, not the reader's (measured: see SYNONYMS_BELOW_PAGES).
    if (concept.synonyms && concept.code === undefined) {
      const own = withoutSynonyms(concept, stem);
      const ownHits = own.alternatives.length > 0 ? pageHits(own, false) : null;
      // A verb counts the pages whose own text uses it: the readers' words in keywords and
      // phrases say nothing about how the docs name the action («стереть» is in the phrases of
      // four deletion pages out of six, and «стереть ключ» lost the key's page).
      // (The own text's pages are some of ownHits': asked only when those are enough.)
      const usedBy =
        ownHits &&
        ownHits.pages.size >= SYNONYMS_BELOW_PAGES &&
        features.titleActions &&
        isVerb(concept)
          ? conceptHits(lunr, pagesGroup, own, false, () => OWN_TEXT_FIELDS, false).pages.size
          : (ownHits?.pages.size ?? 0);
      if (ownHits && usedBy >= SYNONYMS_BELOW_PAGES) {
        concepts[c] = own;
        return { hits: ownHits, fuzzy: false };
      }
    }
    let hits = pageHits(concept, false);
    let fuzzy = false;
    // (While data is missing, an empty result says nothing: the loader runs the ranking again.)
    if (hits.pages.size === 0 && concept.code === undefined && !ready.incomplete?.()) {
      hits = pageHits(concept, true);
      fuzzy = true;
    }
    // A borrowed word typed in Cyrillic that finds nothing: its Latin spelling, with synonyms.
    const latin =
      hits.pages.size === 0 && concept.code === undefined && concept.tokens.length === 1
        ? transliterate(concept.tokens[0])
        : null;
    if (latin && !ready.incomplete?.()) {
      const [built] = buildConcepts([latin], { ...features, codes: [], stem });
      // Whole words only: a Latin prefix of a Russian word finds noise.
      const other = { ...built, alternatives: built.alternatives.filter((a) => !a.prefix) };
      const otherHits = pageHits(other, false);
      if (otherHits.pages.size > 0) {
        concepts[c] = { ...other, tokens: concept.tokens };
        hits = otherHits;
        fuzzy = false;
      }
    }
    if (concept.code !== undefined) {
      for (const [page, pageCodes] of ready.codesOfPage) {
        if (codeStrength(pageCodes, concept.code) > 0) hits.pages.add(page);
      }
    }
    return { hits, fuzzy };
  });
  const found = decided.filter(({ hits }) => hits.pages.size > 0).length;
  // (With data missing the other groups are still asked, so the loader fetches all it needs.)
  if (found / concepts.length <= coverageToBeat && !ready.incomplete?.())
    return { results: [], coverage: found / concepts.length };
  // (Before the check for missing terms below: the sharded loader fetches the classifier's
  // terms in the same round as the rest.)
  const logits = features.pageClassifier
    ? classifierLogits(lunr, groups, [
        ...allWords,
        ...(features.whoDid ? intentWords(allWords) : []),
      ])
    : null;
  const perConcept = decided.map(({ hits, fuzzy }, c) => {
    const all = conceptHits(lunr, otherGroups, concepts[c], fuzzy, fieldsOf, features.phrases);
    for (const [type, scores] of hits.byGroup) all.byGroup.set(type, scores);
    return { ...all, pages: hits.pages };
  });
  // Terms are missing (the sharded loader fetches them and runs the ranking again): no scoring.
  if (ready.incomplete?.()) return { results: [], coverage: 0 };
  const idf = perConcept.map((hits) =>
    hits.pages.size === 0 ? 0 : Math.log(1 + ready.pageCount / hits.pages.size),
  );
  const idfSum = idf.reduce((a, b) => a + b, 0) || 1;

  // Per page and concept: the page's score for it (BM25 over the whole page, scaled to the best
  // page); per title or heading: the concepts it holds at once.
  const pageConcept = new Map<number, number[]>();
  const docScore = new Map<number, number>();
  const phraseScore = new Map<number, number>();
  // Per phrase: the rarity of the concepts it holds, each counted whole.
  const phraseHeld = new Map<number, number>();
  const rowOf = (page: number) => {
    let row = pageConcept.get(page);
    if (!row) {
      row = new Array<number>(concepts.length).fill(0);
      pageConcept.set(page, row);
    }
    return row;
  };
  // A concept's rarity among the phrases: a phrase is matched against the others, not the pages.
  // (A concept no phrase holds says nothing about which phrase fits: it is left out.)
  const phraseIdf = perConcept.map((hits) => {
    const found = hits.byGroup.get(PHRASES)?.size ?? 0;
    return found === 0 ? 0 : Math.log(1 + ready.phraseCount / found);
  });
  const phraseIdfSum = phraseIdf.reduce((a, b) => a + b, 0) || 1;
  perConcept.forEach((hits, c) => {
    for (const [type, scores] of hits.byGroup) {
      for (const [id, score] of scores) {
        if (type === PAGES) {
          const row = rowOf(id);
          row[c] = Math.max(row[c], score);
        } else if (type === TITLE || type === HEADING) {
          docScore.set(id, (docScore.get(id) ?? 0) + idf[c] * score);
        } else if (type === PHRASES && features.phrases) {
          phraseScore.set(id, (phraseScore.get(id) ?? 0) + phraseIdf[c] * score);
          if (score > 0) phraseHeld.set(id, (phraseHeld.get(id) ?? 0) + phraseIdf[c]);
        }
      }
    }
    const code = concepts[c].code;
    if (code !== undefined) {
      for (const [page, pageCodes] of ready.codesOfPage) {
        const strength = codeStrength(pageCodes, code);
        if (strength === 0) continue;
        const row = rowOf(page);
        row[c] = Math.max(row[c], tuning.codeWeight * strength);
      }
    }
  });

  // A verb read as typed holds the found pages whose title starts with its action, through its
  // synonym group, though their text does not use it: «завести политику» finds «Добавление
  // политики» as «добавить политику» does, not only the pages whose keywords say «завести».
  if (features.titleActions) {
    concepts.forEach((concept, c) => {
      if (builtConcepts[c] === concept || !isVerb(concept)) return;
      const actions = builtConcepts[c].alternatives
        .filter((a) => a.words.length === 1)
        .map((a) => actionBase(a.words[0]));
      let best = 0;
      for (const row of pageConcept.values()) best = Math.max(best, row[c]);
      for (const [page, row] of pageConcept) {
        if (row[c] > 0) continue;
        const action = titleActions(ready, page)[0];
        if (action && actions.some((named) => sameAction(named, action)))
          row[c] = tuning.titleAction * best;
      }
    });
  }

  // The best heading of each page (by the concepts it holds at once).
  const bestHeading = new Map<number, { id: number; score: number }>();
  for (const [id, score] of docScore) {
    if (!ready.isHeading(id)) continue;
    const page = ready.pageOf(id);
    if (score > (bestHeading.get(page)?.score ?? 0)) bestHeading.set(page, { id, score });
  }
  // The best search phrase of each page: the share of the query's concepts (by their rarity
  // among the phrases) it holds. And its nearest phrase: the share of the query it holds, matches
  // counted whole; not for a query with one concept the phrases know: a single word is in many
  // pages' phrases and says nothing of which phrase fits (measured: the old set's one-word
  // queries drop). One pass: both read each matched phrase's page once.
  const bestPhrase = new Map<number, number>();
  const nearestPhrase = new Map<number, number>();
  const withNearest = features.nearestPhrase && phraseIdf.filter((value) => value > 0).length >= 2;
  for (const [id, score] of phraseScore) {
    const page = ready.pageOfPhrase(id);
    if (page === undefined) continue;
    if (score > (bestPhrase.get(page) ?? 0)) bestPhrase.set(page, score);
    if (!withNearest) continue;
    const share = (phraseHeld.get(id) ?? 0) / phraseIdfSum;
    if (share > (nearestPhrase.get(page) ?? 0)) nearestPhrase.set(page, share);
  }
  const relevanceOf = new Map(
    [...pageConcept].map(([page, row]) => [page, row.reduce((sum, value) => sum + value, 0)]),
  );
  const bestRelevance = Math.max(1e-9, ...relevanceOf.values());
  // How much of the page's title or sidebar label the query's words cover (stems), with the
  // one-word synonyms they stand for («выпустить ключ» covers «Создать ключ»).
  const queryStems = new Set(tokens.map(stem));
  for (const concept of builtConcepts)
    for (const alternative of concept.alternatives)
      if (features.synonyms && !alternative.prefix && alternative.words.length === 1)
        queryStems.add(stem(alternative.words[0]));
  const completeness = (page: number): number => {
    const [title, label] = titleStems(ready, page, stem);
    let best = 0;
    for (const words of features.labels ? [title, label] : [title]) {
      if (words.length === 0) continue;
      let covered = 0;
      for (const word of words) if (queryStems.has(word)) covered += 1;
      best = Math.max(best, covered / words.length);
    }
    return best;
  };
  // Whether a page's title document matched in the title itself (field `t`), not only through
  // the page's keywords or sidebar label: a heading that holds the query as well as such a
  // title does is what the result shows (the reader lands on that section). Asked only on ties.
  const titleTextMatched = (page: number): boolean =>
    perConcept.some((hits) =>
      hits.queries.some((query) => {
        const metadata = query.metadataOf?.(page);
        return metadata !== undefined && matchesInText(metadata);
      }),
    );
  // A page about undoing an action the query does not ask to undo, while another found page's
  // title names the action (concepts.ts). Whether a found title names it is asked only for the
  // pages scored below, and only of the titles that hold its letters.
  const namedAction = new Map<string, boolean>();
  const foundTitleNames = {
    has(base: string): boolean {
      let named = namedAction.get(base);
      if (named === undefined) {
        named = false;
        for (const page of pageConcept.keys()) {
          if (!titleText(ready, page).includes(base)) continue;
          if (titleActions(ready, page).includes(base)) {
            named = true;
            break;
          }
        }
        namedAction.set(base, named);
      }
      return named;
    },
  };
  const undoing = (page: number): boolean => {
    const action = undoingAction(titleActions(ready, page), foundTitleNames);
    return action !== null && !asksFor(concepts, action);
  };
  // A query that asks to do something: the pages that are not how-to pages rank lower.
  const toDo = features.pageKinds && asksToDo(tokens);
  // A query that asks what something is: the how-to pages rank lower.
  const whatIs = features.pageKinds && whatItIs && !toDo;
  // Each page's score without the two parts that read its title's words (completeness, undoing),
  // and the most those can make of it: the pages are scored in full from the highest bound down,
  // until the bound of the next one is below the last score shown. The order is the one full
  // scoring gives (the same sort), but the title words of a few pages are read, not of every
  // found page (a prefix like «сер» finds nearly all of them).
  const bounded = [...pageConcept.entries()].map(([page, row]) => {
    const matched = row.reduce((sum, value, c) => sum + (value > 0 ? idf[c] : 0), 0) / idfSum;
    const relevance = (relevanceOf.get(page) ?? 0) / bestRelevance;
    // The title wins a tie with a heading, unless it matched only through keywords or label.
    const titleScore = (docScore.get(page) ?? 0) * 1.05;
    const heading = bestHeading.get(page);
    const bestDoc =
      heading &&
      (heading.score > titleScore ||
        (heading.score >= (docScore.get(page) ?? 0) && !titleTextMatched(page)))
        ? heading.id
        : page;
    const together = Math.min(1, Math.max(titleScore, heading?.score ?? 0) / idfSum);
    const requested =
      request.methods.length > 0
        ? requestStrength(ready.codesOfPage.get(page) ?? NO_CODES, request.methods, request.words)
        : 0;
    // (Summed in the order full scoring sums them, so the scores are the same to the bit.)
    const partial =
      relevance * Math.pow(matched, tuning.coveragePower) + tuning.sameDoc * together * matched;
    const requestPart = tuning.request * requested;
    const howTo = ready.title(page)?.a === 1;
    const kind = (toDo && !howTo) || (whatIs && howTo) ? OVERVIEW_FACTOR : 1;
    // A page one of whose search phrases holds the query: its score grows with that share.
    const factor = kind * (1 + tuning.phrase * ((bestPhrase.get(page) ?? 0) / phraseIdfSum));
    // completeness ≤ 1, UNDOING_FACTOR < 1
    const nearest = tuning.nearestPhrase * (nearestPhrase.get(page) ?? 0);
    const bound = (partial + tuning.complete * matched + requestPart) * factor + nearest;
    return { page, bestDoc, matched, partial, requestPart, factor, nearest, bound };
  });
  bounded.sort((a, b) => b.bound - a.bound || a.page - b.page);
  // The classifier reorders the first CLASSIFIER_WINDOW: they are scored in full, whatever the
  // limit (the dropdown and /search show the same order).
  const scored = features.pageClassifier ? Math.max(limit, CLASSIFIER_WINDOW) : limit;
  const pages: { page: number; score: number; bestDoc: number }[] = [];
  const shown: number[] = [];
  for (const candidate of bounded) {
    // The scores of the pages a result would show, best first; stop once none can be beaten.
    if (!exhaustive && shown.length >= scored && candidate.bound < shown[scored - 1]) break;
    const score =
      (candidate.partial +
        tuning.complete * completeness(candidate.page) * candidate.matched +
        candidate.requestPart) *
        (undoing(candidate.page) ? UNDOING_FACTOR : 1) *
        candidate.factor +
      candidate.nearest;
    pages.push({ page: candidate.page, score, bestDoc: candidate.bestDoc });
    // The best `limit` scores so far, best first. (Every found page has its title document; not
    // asked for here: the sharded corpus would fetch it.)
    if (shown.length < scored || score > shown[scored - 1]) {
      let at = shown.length;
      while (at > 0 && shown[at - 1] < score) at -= 1;
      shown.splice(at, 0, score);
      if (shown.length > scored) shown.pop();
    }
  }
  pages.sort((a, b) => b.score - a.score || a.page - b.page);
  if (logits) reorderByClassifier(logits, pages, ready.pageCount, tuning);

  // The query's words, then the matched words of every title and heading query's documents in
  // order (the first twelve).
  const words = new Set<string>(tokens);
  collectWords: for (const hits of perConcept) {
    for (const query of hits.queries) {
      for (const { id } of query.matches) {
        if (words.size >= 12) break collectWords;
        query.termsOf?.(id).forEach((word) => words.add(word));
      }
    }
  }
  const resultTokens = [...words].slice(0, 12);
  const results: SearchResult[] = [];
  for (const { page, score, bestDoc } of pages) {
    if (results.length >= limit) break;
    const titleDoc = ready.doc(page);
    if (!titleDoc) continue;
    const shown = features.onePerPage ? bestDoc : page;
    const document = ready.doc(shown) ?? titleDoc;
    const type = shown === page ? TITLE : HEADING;
    const metadata: Record<string, Record<string, unknown>> = {};
    for (const hits of perConcept) {
      // The document's metadata of the concept's queries, merged as the queries came.
      let meta: Record<string, Record<string, unknown>> | null = null;
      for (const query of hits.queries) {
        const found = query.metadataOf?.(document.i);
        if (!found) continue;
        meta ??= {};
        mergeMetadata(meta, found);
      }
      if (meta) mergeMetadata(metadata, meta);
    }
    // A title found only through the page's keywords or sidebar label has no match positions
    // in its own text: its words that the query's concepts name are found here by their stems.
    if (!matchesInText(metadata)) {
      const position = namedWordPositions(document.t, concepts, stem, (word) =>
        leftOutByIndex(lunr, word),
      );
      if (position.length > 0) metadata[NAMED_WORDS] = { t: { position } };
    }
    results.push({
      document,
      type,
      page: type === TITLE ? undefined : titleDoc,
      metadata: metadata as SearchResult['metadata'],
      tokens: resultTokens,
      score,
    });
  }
  return { results, coverage: found / concepts.length };
}

/**
 * The page classifier's logit for each page the query's words weigh (pageClassifier.ts): the sum
 * of its words' weights. Each distinct word is asked alone, so its score is its weight itself
 * (lunr divides by the query vector's length). Asked before the other groups are scored, so the
 * sharded loader fetches these terms in the same round as the rest.
 */
function classifierLogits(
  lunr: Lunr,
  groups: WrappedIndex[],
  words: readonly string[],
): Map<number, number> {
  const logits = new Map<number, number>();
  const index = groups.find((group) => group.type === CLASSIFIER)?.index;
  if (!index) return logits;
  for (const word of new Set(words)) {
    const { matches } = run(
      lunr,
      index,
      (query: any) =>
        query.term(word, { presence: lunr.Query.presence.OPTIONAL, usePipeline: true }),
      false,
    );
    for (const { id, score } of matches) logits.set(id, (logits.get(id) ?? 0) + score);
  }
  return logits;
}

/**
 * The first CLASSIFIER_WINDOW pages reordered: 1 / place + TUNING.classifier × the probability the
 * classifier gives the page (a softmax over all pages of their logits; a page no word weighs has
 * logit 0).
 */
function reorderByClassifier(
  logits: Map<number, number>,
  pages: { page: number; score: number; bestDoc: number }[],
  pageCount: number,
  tuning: Tuning,
): void {
  if (logits.size === 0 || pages.length < 2) return;
  let top = 0;
  for (const value of logits.values()) top = Math.max(top, value);
  let sum = Math.max(0, pageCount - logits.size) * Math.exp(-top);
  for (const value of logits.values()) sum += Math.exp(value - top);
  const probability = (page: number) => Math.exp((logits.get(page) ?? 0) - top) / sum;
  const window = pages.slice(0, CLASSIFIER_WINDOW).map((entry, place) => ({
    entry,
    fused: 1 / (place + 1) + tuning.classifier * probability(entry.page),
  }));
  window.sort((a, b) => b.fused - a.fused);
  window.forEach(({ entry }, place) => (pages[place] = entry));
}

const NO_CODES: ReadonlySet<string> = new Set();

/** Whether match metadata holds positions in the shown text itself (field `t`). */
export const matchesInText = (metadata: Metadata | Record<string, Record<string, unknown>>) =>
  Object.values(metadata).some((fields) => 't' in fields);

/** The metadata key of positions found by namedWordPositions (not an index term). */
const NAMED_WORDS = ' named';
const WORD_RUN = new RegExp(`${WORD_CHARACTER}+`, 'gu');

/**
 * Where in `text` the words stand that an alternative of the query's concepts names: a word
 * whose stem is the alternative's (a prefix alternative: a word that starts with it), a phrase
 * where its words stand one after another (stop words the index leaves out are skipped on both
 * sides). [start, length] pairs, in the text's order, as lunr's positions.
 */
export function namedWordPositions(
  text: string,
  concepts: readonly Concept[],
  stem: (word: string) => string,
  leftOut: (word: string) => boolean,
): [number, number][] {
  const words = [...text.matchAll(WORD_RUN)]
    .map((match) => ({
      start: match.index,
      length: match[0].length,
      folded: searchCase(match[0]),
    }))
    .filter((word) => !leftOut(word.folded));
  if (words.length === 0) return [];
  const stems = words.map((word) => stem(word.folded));
  const named = new Set<number>();
  for (const concept of concepts) {
    for (const alternative of concept.alternatives) {
      const wanted = alternative.words
        .map(searchCase)
        .filter((word) => !leftOut(word))
        .map((word) => (alternative.prefix ? word : stem(word)));
      if (wanted.length === 0) continue;
      for (let at = 0; at + wanted.length <= words.length; at += 1) {
        const matches = wanted.every((word, offset) =>
          alternative.prefix
            ? words[at + offset].folded.startsWith(word)
            : stems[at + offset] === word,
        );
        if (matches) wanted.forEach((_, offset) => named.add(at + offset));
      }
    }
  }
  return [...named].sort((a, b) => a - b).map((index) => [words[index].start, words[index].length]);
}

const stemmers = new WeakMap<WrappedIndex[], (word: string) => string>();
/**
 * Stemmers by their pipeline (the names of its functions, lunr 2.3.9's Pipeline.toJSON()): a
 * pipeline loaded again (each sharded loader loads the head's) stems as the first one did, so
 * it shares its stemmer and the stems kept with it.
 */
const stemmersByPipeline = new Map<string, (word: string) => string>();

/** The index's own search pipeline (the stemmers), one function per loaded index. */
function stemmerOf(groups: WrappedIndex[]): (word: string) => string {
  let stem = stemmers.get(groups);
  if (!stem) {
    const pipeline = groups.find((g) => g.type === TITLE)?.index.pipeline;
    // The same labels stem alike only with the same vocabulary to mend from (stemRepair.ts).
    const key = pipeline ? JSON.stringify(pipeline.toJSON()) + repairKeyOf(pipeline) : '';
    stem = stemmersByPipeline.get(key);
    if (!stem) {
      const cache = new Map<string, string>();
      stem = (word: string): string => {
        let out = cache.get(word);
        if (out === undefined) {
          out = pipeline ? ((pipeline.runString(word) as string[])[0] ?? word) : word;
          cache.set(word, out);
        }
        return out;
      };
      stemmersByPipeline.set(key, stem);
    }
    stemmers.set(groups, stem);
  }
  return stem;
}

const leftOutWords = new Map<string, boolean>();
let indexStopWordFilter: ReturnType<typeof keepingDomainWords> | null = null;

/**
 * Whether the index leaves a word out: the index's own stop-word filter (lunr-languages' Russian
 * list without the domain words, keepingDomainWords) drops it: «на», «в», «из», «к». That
 * filter is not in the index's pipeline as loaded (lunr keeps the search pipeline, stemmers only).
 */
function leftOutByIndex(lunr: Lunr, word: string): boolean {
  let out = leftOutWords.get(word);
  if (out === undefined) {
    if (!indexStopWordFilter && lunr.ru?.stopWordFilter)
      indexStopWordFilter = keepingDomainWords(lunr.ru.stopWordFilter);
    out = indexStopWordFilter !== null && !indexStopWordFilter(new lunr.Token(word));
    leftOutWords.set(word, out);
  }
  return out;
}

/**
 * The query without the words the index leaves out (unless nothing else is left): such a word
 * can only find another form that shares its stem and is not on the stop list («сколько» found
 * «скольких» in one page's search phrase, and every «сколько…» query brought that page).
 */
function withoutIndexStopWords(lunr: Lunr, tokens: string[]): string[] {
  const kept = tokens.filter((token) => !leftOutByIndex(lunr, token));
  return kept.length > 0 ? kept : tokens;
}

/**
 * The words of one reading of the query that are ranked: without question words, negated words
 * and the words the index leaves out. The typed query and every other reading (other layout,
 * words apart, Cyrillic for Latin) go through the same steps.
 */
function rankedWords(lunr: Lunr, words: string[]): string[] {
  return withoutIndexStopWords(lunr, withoutNegated(withoutQuestionWords(words)));
}

/** Builds what the first query would: the index's stemmer and the stemmed synonyms table. */
export function prepareRanking(groups: WrappedIndex[]): void {
  prepareSynonyms(stemmerOf(groups));
}

/**
 * The results for what the visitor typed, best first, at most `limit`. The query in the other
 * keyboard layout is used instead when it covers more of itself than the typed one does.
 */
export function rank(
  lunr: Lunr,
  groups: WrappedIndex[],
  input: string,
  limit: number,
  options: RankOptions = {},
): SearchResult[] {
  const features = { ...ALL_FEATURES, ...options.features };
  const tuning = { ...TUNING, ...options.tuning };
  const stem = stemmerOf(groups);
  const corpus = options.corpus ?? prepare(groups);
  const words = tokenizeQuery(input);
  const typed = rankedWords(lunr, words);
  if (typed.length === 0) return [];
  const codes = codeTokens(input);
  // A request the query names: its methods (in capitals) and the other Latin words, for paths.
  const methods = features.codes ? queryMethods(input) : [];
  const request = {
    methods,
    words: pathPieces(input).filter((word) => !methods.includes(word)),
  };
  // One reading of the query ranked; the other layout's reading drops the codes and the request
  // the typed query names. Another reading counts only if it covers more of the query than the
  // best so far: one that cannot is not scored.
  const rankReading = (
    tokens: string[],
    whatItIs: boolean,
    withCodes: boolean,
    coverageToBeat: number,
    allWords: readonly string[],
  ) =>
    rankTokens(
      lunr,
      groups,
      tokens,
      withCodes ? codes : [],
      withCodes ? request : { methods: [], words: [] },
      limit,
      features,
      stem,
      tuning,
      corpus,
      options.exhaustive === true,
      whatItIs,
      coverageToBeat,
      allWords,
    );
  const first = rankReading(typed, asksWhatItIs(words), true, -1, words);
  if (first.coverage >= 1 || corpus.incomplete?.()) return first.results;
  let best = first;
  // Another reading of the query, taken when it covers more of it than the best so far.
  const tryVariant = (variant: string[] | null, withCodes: boolean) => {
    if (!variant) return;
    const tokens = rankedWords(lunr, variant);
    if (tokens.length === 0) return;
    const other = rankReading(tokens, asksWhatItIs(variant), withCodes, best.coverage, variant);
    if (other.coverage > best.coverage) best = other;
  };
  // Typed in the other keyboard layout («cthnbabrfn»).
  tryVariant(layoutVariant(typed), false);
  if (best.coverage >= 1 || corpus.incomplete?.()) return best.results;
  // Words glued by punctuation without a space («ключ,api»), then words typed together with
  // nothing between them («удалитьключ»): the same query with them apart.
  const glued = gluedWordsApart(typed);
  // Each word asked once (the variants ask about the same words).
  const found = new Map<string, boolean>();
  const finds = (word: string, typo = false) => {
    const key = typo ? `~${word}` : word;
    let result = found.get(key);
    if (result === undefined) {
      result = wordFindsPages(lunr, groups, word, typo, features, stem);
      found.set(key, result);
    }
    return result;
  };
  const variants = [
    () => glued,
    () => wordsTypedTogetherApart(glued ?? typed, finds),
    // Russian words typed in Latin letters («udalit sertifikat»): the query in Cyrillic.
    () => russianInLatinAsCyrillic(typed, finds),
  ];
  for (const variant of variants) {
    if (best.coverage >= 1) break;
    tryVariant(variant(), true);
  }
  return best.results;
}

/**
 * Whether a word finds any page as a whole word (its synonyms included; with `typo`, one typo
 * allowed, as the retry of a word that finds nothing). Only the pages index is asked: a concept's
 * pages are its hits there (conceptHits), and the other groups would only be scored for nothing.
 */
function wordFindsPages(
  lunr: Lunr,
  groups: WrappedIndex[],
  word: string,
  typo: boolean,
  features: RankFeatures,
  stem: (word: string) => string,
): boolean {
  const [built] = buildConcepts([word], { ...features, codes: [], stem });
  if (!built) return false;
  const whole = { ...built, alternatives: built.alternatives.filter((a) => !a.prefix) };
  if (whole.alternatives.length === 0) return false;
  const pages = groups.filter((group) => group.type === PAGES);
  return conceptHits(lunr, pages, whole, typo, () => undefined, false).pages.size > 0;
}
