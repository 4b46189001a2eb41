/**
 * The sharded search index: what the build writes (../indexShards.ts) and the search worker
 * reads (shardedIndex.ts).
 *
 * `search-index{dir}.json` is the head, loaded on the first query: per group the lunr fields and
 * pipeline, the whole vocabulary (lunr expands wildcards and typos over it, so the expansion stays
 * the full index's), the pages' titles, labels and codes (the ranking reads them for every page
 * it scores), and the hash of the other files' contents, which their names under `assets/search/`
 * carry:
 *  - term shards: for a range of the sorted vocabulary, each term's postings in every group, with
 *    the term's weight in each field vector it is in (a lunr score is the query vector's cosine
 *    with the document's field vector, and the query vector holds only the query's terms, so the
 *    entries of the query's terms are all a score needs);
 *  - document buckets: the title and heading documents of a page (small pages share one), by id.
 */

import { partitionPoint } from './sorted';

/**
 * Bumped when the layout changes (a worker refuses a head of another format). 7: the terms are
 * stems mended from the vocabulary (stemRepair.ts); a worker mends the query's the same way.
 * 8: an eighth group, the page classifier (CLASSIFIER_GROUP).
 */
export const SHARD_FORMAT = 8;

/** Where the shards go, relative to the site's base URL. */
export const SHARD_DIR = 'assets/search';

export interface HeadGroup {
  fields: string[];
  pipeline: string[];
  /** Positions in `vocabulary` of the group's terms, delta-encoded; null: all of them. */
  terms: number[] | null;
}

export interface ShardHead {
  format: number;
  /** lunr's version the index was built with. */
  version: string;
  groups: HeadGroup[];
  /** Every indexed term of every group, sorted as lunr sorts them (string order). */
  vocabulary: string[];
  /**
   * The hash of the other files' contents, in each of their names
   * (`assets/search/t<k>.<hash>.json`): a changed index gets new names, so they are served as
   * immutable, as everything under /assets is.
   */
  hash: string;
  /** Term shards (`t<k>.<hash>.json`): the vocabulary position each one starts at (delta-encoded). */
  shards: { starts: number[] };
  /** The pages (title documents), in the titles group's order. */
  pages: {
    /** Ids, delta-encoded (ascending). */
    ids: number[];
    /** Title (`t`), sidebar label (`l`, '' when none), codes (`c`, '' when none). */
    t: string[];
    l: string[];
    c: string[];
    /** Positions (in `ids`) of the how-to pages (title documents marked `a`). */
    a: number[];
    /**
     * How many search phrases each page has, in `ids` order: the phrases group numbers them
     * page by page (indexRewrite.ts buildPhrasesGroup), so a phrase's page follows from its
     * number. Empty without a phrases group.
     */
    q: number[];
  };
  /** Document buckets (`d<k>.<hash>.json`): the first document id of each (delta-encoded). */
  docs: { starts: number[] };
}

/**
 * A term's posting in one field of a group: [field position in the group's fields, document refs
 * (delta-encoded, ascending), the term's weights in those documents' field vectors × 1000 (lunr
 * rounds them to three decimals, so this is exact), and, when the group keeps match positions,
 * each document's metadata (0 for none)].
 */
export type FieldPosting =
  [number, number[], number[]] | [number, number[], number[], (object | 0)[]];

/** A term shard: term → [group, the term's lunr index (`_index`), its field postings][]. */
export type TermShard = Record<string, [number, number, FieldPosting[]][]>;

/** The weight lunr wrote (k / 1000) back from its stored integer. */
export const weightOf = (stored: number): number => stored / 1000;

/** The files of the term shards and of the document buckets. */
export function headFiles(head: ShardHead): { terms: string[]; docs: string[] } {
  return {
    terms: head.shards.starts.map((_, k) => `${SHARD_DIR}/t${k}.${head.hash}.json`),
    docs: head.docs.starts.map((_, k) => `${SHARD_DIR}/d${k}.${head.hash}.json`),
  };
}

/** A document bucket: the title and heading documents of some pages. */
export type DocBucket = ({ i: number } & Record<string, unknown>)[];

export const deltaEncode = (values: number[]): number[] =>
  values.map((value, i) => (i === 0 ? value : value - values[i - 1]));

export const deltaDecode = (deltas: number[]): number[] => {
  const out: number[] = [];
  let last = 0;
  for (const delta of deltas) {
    last += delta;
    out.push(last);
  }
  return out;
};

/** The phrases group's place among the groups (indexRewrite.ts PHRASES, client/rank.ts). */
export const PHRASES_GROUP = 6;
/** The page classifier's group (../pageClassifier.ts): documents are pages, weights learned. */
export const CLASSIFIER_GROUP = 7;

/** Phrase number → its page's title id, from the head's counts per page (`pages.q`). */
export function phrasePages(titleIds: readonly number[], counts: readonly number[]): number[] {
  const pages: number[] = [];
  counts.forEach((count, k) => {
    for (let n = 0; n < count; n += 1) pages.push(titleIds[k]);
  });
  return pages;
}

/** The position of the last element ≤ value in an ascending list (-1 when none). */
export function lastAtOrBelow(sorted: readonly number[], value: number): number {
  return partitionPoint(sorted.length, (k) => sorted[k] <= value) - 1;
}
