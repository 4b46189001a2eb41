/**
 * The search over the sharded index (shardFormat.ts), for the search worker: the head is loaded
 * once, the term shards and document buckets as queries need them.
 *
 * Each group is a real lunr.Index whose vocabulary (the sorted terms that expand words and
 * trailing wildcards, the TokenSet that expands typos) is the full one, while its postings and
 * field vectors hold only the loaded terms. A query's score needs only the document vector's
 * entries of the query's own terms, so once every term a query touches is loaded, the scores are
 * the full index's. The ranking (rank.ts) runs; every term and document it reached that was not
 * loaded is recorded (a term finds nothing, a document is absent; Corpus.incomplete() tells the
 * ranking to skip what depends on hits); the missing shards are fetched and the ranking runs
 * again, until nothing is missing. That fixed
 * point comes after at most as many rounds as there are files: usually one or two rounds of
 * terms (the second for the fuzzy retry or the other layout), then the shown documents, which
 * replace their stand-ins without another ranking (unless a shown text has no match positions:
 * its marks come from its words, so it is ranked again with the document).
 */
import {
  matchesInText,
  prepareRanking,
  rank,
  type Corpus,
  type RankOptions,
  type SearchDocument,
  type SearchResult,
  type WrappedIndex,
} from './rank';
import { knownFieldPosting, registerSortedTerms } from './lunrScores';
import { OVERTAKEN, type Overtaken } from './newestSearch';
import { repairStems } from './stemRepair';
import {
  SHARD_FORMAT,
  deltaDecode,
  lastAtOrBelow,
  phrasePages,
  headFiles,
  type DocBucket,
  type ShardHead,
  type TermShard,
  weightOf,
} from './shardFormat';

/* eslint-disable @typescript-eslint/no-explicit-any -- lunr 2 ships no types */
type Lunr = any;

/** Reads one file of the index (a path relative to the site's base URL) as parsed JSON. */
export type FetchJson = (file: string) => Promise<unknown>;

interface PartialGroup {
  fields: string[];
  /** Loaded postings (the object lunr reads through a proxy). */
  postings: Record<string, unknown>;
  vectors: Record<string, any>;
}

const vocabularies = new WeakMap<ShardHead, string[][]>();

/** A group's vocabulary, ascending (as the head lists it), once per head. */
function vocabularyOf(head: ShardHead, type: number): string[] {
  let lists = vocabularies.get(head);
  if (!lists) {
    lists = [];
    vocabularies.set(head, lists);
  }
  if (!lists[type]) {
    const { terms } = head.groups[type];
    lists[type] =
      terms === null ? head.vocabulary : deltaDecode(terms).map((k) => head.vocabulary[k]);
  }
  return lists[type];
}

const tokenSets = new WeakMap<ShardHead, unknown[]>();

/**
 * The TokenSet of a group's vocabulary, built once per head (lunr only reads it), on first use:
 * only a clause with typos needs it (lunrScores.ts expands the others over the sorted
 * vocabulary), and at 2 000 pages building the searched groups' sets took 50–80 ms of the first
 * query.
 */
function tokenSetOf(lunr: Lunr, head: ShardHead, type: number): unknown {
  let sets = tokenSets.get(head);
  if (!sets) {
    sets = [];
    tokenSets.set(head, sets);
  }
  if (!sets[type]) {
    const builder = new lunr.TokenSet.Builder();
    for (const word of vocabularyOf(head, type)) builder.insert(word);
    builder.finish();
    sets[type] = builder.root;
  }
  return sets[type];
}

export class ShardedIndex {
  readonly groups: WrappedIndex[];
  /** Files fetched so far, in order (the bench sums their sizes). */
  readonly fetched: string[] = [];
  private readonly parts: PartialGroup[];
  private readonly position = new Map<string, number>();
  private readonly loaded = new Map<string, Promise<void>>();
  private readonly done = new Set<string>();
  private readonly docs = new Map<number, SearchDocument>();
  private readonly corpus: Corpus;
  private readonly missingTerms = new Set<string>();
  private readonly missingDocs = new Set<number>();
  private readonly files: { terms: string[]; docs: string[] };
  private readonly docFiles: Set<string>;
  private readonly shardStarts: number[];
  private readonly docStarts: number[];

  constructor(
    private readonly lunr: Lunr,
    readonly head: ShardHead,
    private readonly fetchJson: FetchJson,
  ) {
    if (head.format !== SHARD_FORMAT)
      throw new Error(`search index format ${head.format}, expected ${SHARD_FORMAT}`);
    head.vocabulary.forEach((term, k) => this.position.set(term, k));
    this.files = headFiles(head);
    this.docFiles = new Set(this.files.docs);
    this.shardStarts = deltaDecode(head.shards.starts);
    this.docStarts = deltaDecode(head.docs.starts);
    this.parts = head.groups.map(({ fields }) => ({
      fields,
      postings: Object.create(null) as Record<string, unknown>,
      vectors: Object.create(null) as Record<string, any>,
    }));
    this.groups = head.groups.map((group, type) => {
      const part = this.parts[type];
      const empty = () => Object.fromEntries([['_index', 0], ...part.fields.map((f) => [f, {}])]);
      const invertedIndex = new Proxy(part.postings, {
        get: (target, term) => {
          const posting = target[term as string];
          if (posting !== undefined || typeof term !== 'string') return posting;
          // A term of the vocabulary whose shard is not here yet: nothing found this round.
          if (!this.done.has(this.shardOf(term))) this.missingTerms.add(term);
          return empty();
        },
      });
      const pipeline = lunr.Pipeline.load(group.pipeline);
      // As the build mended the index's stems: from the whole vocabulary.
      repairStems(pipeline, (term) => this.position.has(term), head.hash);
      const index = new lunr.Index({
        invertedIndex,
        fieldVectors: part.vectors,
        tokenSet: null,
        fields: part.fields,
        pipeline,
      });
      Object.defineProperty(index, 'tokenSet', {
        get: () => tokenSetOf(lunr, head, type),
        configurable: true,
      });
      registerSortedTerms(index, vocabularyOf(head, type));
      return { type, documents: [], index };
    });
    this.corpus = this.makeCorpus();
  }

  private shardOf(term: string): string {
    const k = this.position.get(term);
    if (k === undefined) return '';
    return this.files.terms[lastAtOrBelow(this.shardStarts, k)] ?? '';
  }

  private bucketOf(id: number): string {
    return this.files.docs[lastAtOrBelow(this.docStarts, id)] ?? '';
  }

  private makeCorpus(): Corpus {
    const { pages } = this.head;
    const ids = deltaDecode(pages.ids);
    const sortedIds = [...ids].sort((a, b) => a - b);
    const titleIds = new Set(ids);
    const titles = new Map<number, { t: string; l?: string; a?: number }>();
    const howTo = new Set(pages.a);
    const codesOfPage = new Map<number, Set<string>>();
    const allCodes = new Set<string>();
    ids.forEach((id, k) => {
      titles.set(id, {
        t: pages.t[k],
        ...(pages.l[k] ? { l: pages.l[k] } : {}),
        ...(howTo.has(k) ? { a: 1 } : {}),
      });
      if (pages.c[k]) {
        const codes = new Set(pages.c[k].split(' ').filter(Boolean));
        codesOfPage.set(id, codes);
        codes.forEach((code) => allCodes.add(code));
      }
    });
    const pageOfPhrase = phrasePages(ids, pages.q);
    return {
      pageCount: ids.length || 1,
      codesOfPage,
      allCodes,
      title: (page) => titles.get(page),
      pageOfPhrase: (id) => pageOfPhrase[id],
      phraseCount: pageOfPhrase.length,
      // Both checked at build time (indexShards.ts): a heading's page is the title before it,
      // and hit ids are title or heading ids.
      pageOf: (id) => sortedIds[lastAtOrBelow(sortedIds, id)] ?? id,
      isHeading: (id) => !titleIds.has(id),
      doc: (id) => {
        const doc = this.docs.get(id);
        if (doc !== undefined || this.done.has(this.bucketOf(id))) return doc;
        // Not loaded yet: a stand-in, so that the ranking stops at its limit as it will with the
        // document (this round's results are not used).
        this.missingDocs.add(id);
        return { i: id, t: '', u: '' };
      },
      incomplete: () => this.missingTerms.size > 0,
    };
  }

  private load(file: string): Promise<void> {
    let promise = this.loaded.get(file);
    if (!promise) {
      promise = this.fetchJson(file).then((json) => {
        if (this.docFiles.has(file)) this.addDocs(json as DocBucket);
        else this.addTerms(json as TermShard);
        this.done.add(file);
        this.fetched.push(file);
      });
      promise.catch(() => this.loaded.delete(file));
      this.loaded.set(file, promise);
    }
    return promise;
  }

  private addDocs(bucket: DocBucket): void {
    for (const doc of bucket) this.docs.set(doc.i, doc as unknown as SearchDocument);
  }

  private addTerms(shard: TermShard): void {
    const { Vector } = this.lunr;
    for (const [term, entry] of Object.entries(shard)) {
      for (const [g, termIndex, postings] of entry) {
        const part = this.parts[g];
        const out: Record<string, unknown> = { _index: termIndex };
        for (const field of part.fields) out[field] = {};
        for (const [f, deltas, stored, metadata] of postings) {
          const field = part.fields[f];
          const refs = out[field] as Record<string, object>;
          const ids = new Int32Array(deltas.length);
          const weights = new Float64Array(deltas.length);
          let ref = 0;
          deltas.forEach((delta, k) => {
            ref += delta;
            refs[ref] = metadata?.[k] || {};
            const key = `${field}/${ref}`;
            ids[k] = ref;
            weights[k] = weightOf(stored[k]);
            (part.vectors[key] ??= new Vector()).insert(termIndex, weights[k]);
          });
          // The ranking's query (lunrScores.ts) reads these instead of the vectors.
          knownFieldPosting(out, field, ids, weights);
        }
        part.postings[term] = out;
      }
    }
  }

  /**
   * Does now the query-independent work of the first search (prepareRanking: the stemmer, the
   * stemmed synonyms table), without loading anything: the worker calls it while it waits for the
   * first query, which on a cold page comes only once the search bar has set itself up.
   */
  prepare(): void {
    prepareRanking(this.groups);
  }

  /** Loads every file the index has (the bench's «index loaded» timing). */
  async loadAll(): Promise<void> {
    await Promise.all([...this.files.terms, ...this.files.docs].map((f) => this.load(f)));
  }

  /** rank() over the index, loading what it needs first; the same results as the full index. */
  async search(input: string, limit: number, options: RankOptions = {}): Promise<SearchResult[]> {
    const results = await this.searchUnless(input, limit, () => false, options);
    if (results === OVERTAKEN) throw new Error('search: overtaken without a newer search');
    return results;
  }

  /**
   * search(), given up before a round once `overtaken()` is true (newestSearch.ts: a newer query
   * of the same kind has come): then OVERTAKEN, and no more files are fetched for this query.
   */
  async searchUnless(
    input: string,
    limit: number,
    overtaken: Overtaken,
    options: RankOptions = {},
  ): Promise<SearchResult[] | typeof OVERTAKEN> {
    for (;;) {
      if (overtaken()) return OVERTAKEN;
      this.missingTerms.clear();
      this.missingDocs.clear();
      const results = rank(this.lunr, this.groups, input, limit, {
        ...options,
        corpus: this.corpus,
      });
      // Terms first: the documents a round asks for depend on the scores.
      const files = new Set(
        this.missingTerms.size > 0
          ? [...this.missingTerms].map((term) => this.shardOf(term))
          : [...this.missingDocs].map((id) => this.bucketOf(id)),
      );
      files.delete('');
      if (files.size === 0) return results;
      const documentsOnly = this.missingTerms.size === 0;
      await Promise.all([...files].map((file) => this.load(file)));
      // Only documents were missing: the scores are final, the stand-ins are replaced by the
      // documents (unless one is absent: then the ranking would have shown another, so again).
      // A shown text without match positions of its own gets them from its words (rank.ts,
      // namedWordPositions), which the stand-in has not: then the ranking runs once more.
      if (documentsOnly && results.every((result) => matchesInText(result.metadata))) {
        const complete = this.withDocuments(results);
        if (complete) return complete;
      }
    }
  }

  /** The results with their documents loaded, or null when one of them does not exist. */
  private withDocuments(results: SearchResult[]): SearchResult[] | null {
    const out: SearchResult[] = [];
    for (const result of results) {
      const document = this.docs.get(result.document.i);
      const page = result.page ? this.docs.get(result.page.i) : result.page;
      if (!document || (result.page && !page)) return null;
      out.push({ ...result, document, page });
    }
    return out;
  }
}
