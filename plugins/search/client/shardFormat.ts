/**
 * The sharded search index: what the build writes (../indexShards.ts) and the search worker
 * reads (shardedIndex.ts).
 *
 * `search-index{dir}.json` is the head, loaded on the first query: per group the lunr fields and
 * pipeline, the whole vocabulary (lunr expands wildcards and typos over it, so the expansion stays
 * the full index's), the pages' titles, labels and codes (the ranking reads them for every page
 * it scores), and the names of the other files. Those are content-hashed, under `assets/search/`:
 *  - term shards: for a range of the sorted vocabulary, each term's postings in every group, with
 *    the term's weight in each field vector it is in (a lunr score is the query vector's cosine
 *    with the document's field vector, and the query vector holds only the query's terms, so the
 *    entries of the query's terms are all a score needs);
 *  - document buckets: the title and heading documents of consecutive pages, by id.
 */

/** Bumped when the layout changes (a worker refuses a head of another format). */
export const SHARD_FORMAT = 1;

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
  /** Term shards: the vocabulary position each one starts at, and its file. */
  shards: { starts: number[]; files: string[] };
  /** The pages (title documents), in the titles group's order. */
  pages: {
    /** Ids, delta-encoded (ascending). */
    ids: number[];
    /** Title (`t`), sidebar label (`l`, '' when none), codes (`c`, '' when none). */
    t: string[];
    l: string[];
    c: string[];
  };
  /** Document buckets: the first document id of each, and its file. */
  docs: { starts: number[]; files: string[] };
}

/** Field → document ref → the term's weight, or [weight, match metadata] (positions). */
export type ShardPosting = Record<string, Record<string, number | [number, object]>>;

/** A term shard: term → [group, the term's lunr index (`_index`), its posting][]. */
export type TermShard = Record<string, [number, number, ShardPosting][]>;

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

/** The position of the last element ≤ value in an ascending list (-1 when none). */
export function lastAtOrBelow(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
