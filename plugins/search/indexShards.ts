/**
 * Splits a rewritten search index (indexRewrite.ts) into the head and the shards the search
 * worker loads on demand (client/shardFormat.ts describes the layout; client/shardedIndex.ts
 * reads it). Runs in the same postBuild, right after the rewrite, so `docusaurus build` alone
 * writes the final files.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  SHARD_DIR,
  SHARD_FORMAT,
  deltaDecode,
  deltaEncode,
  lastAtOrBelow,
  type DocBucket,
  type ShardHead,
  type ShardPosting,
  type TermShard,
} from './client/shardFormat';

/** lunr 2's serialized index (Index#toJSON). */
export interface SerializedIndex {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown> & { _index: number }][];
  pipeline: string[];
}

export interface FullGroup {
  documents: ({ i: number; p?: number } & Record<string, unknown>)[];
  index: SerializedIndex;
}

/**
 * Target sizes of the files, in bytes of JSON (gzip takes them to about a fifth). A term whose
 * postings alone are larger gets a shard of its own. Smaller files: fewer bytes a query moves
 * that it does not need, more requests.
 */
export interface ShardSizes {
  termShardBytes: number;
  docBucketBytes: number;
}
export const SHARD_SIZES: ShardSizes = { termShardBytes: 12_000, docBucketBytes: 6_000 };

export interface Sharded {
  head: ShardHead;
  /** File name (relative to the site's base URL) → JSON text. */
  files: Map<string, string>;
}

const TITLES = 0;
const HEADINGS = 1;

function hashedName(prefix: string, text: string): string {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  return `${SHARD_DIR}/${prefix}.${hash}.json`;
}

/** One group's term entries: term → [_index, posting with the field-vector weights folded in]. */
function groupEntries(index: SerializedIndex): Map<string, [number, ShardPosting]> {
  const weights = new Map<string, Map<number, number>>();
  for (const [fieldRef, elements] of index.fieldVectors) {
    const byTerm = new Map<number, number>();
    for (let k = 0; k < elements.length; k += 2) byTerm.set(elements[k], elements[k + 1]);
    weights.set(fieldRef, byTerm);
  }
  const entries = new Map<string, [number, ShardPosting]>();
  let folded = 0;
  for (const [term, posting] of index.invertedIndex) {
    const out: ShardPosting = {};
    for (const field of index.fields) {
      const refs = (posting[field] ?? {}) as Record<string, object>;
      for (const [ref, metadata] of Object.entries(refs)) {
        const weight = weights.get(`${field}/${ref}`)?.get(posting._index);
        if (weight === undefined)
          throw new Error(`search shards: no weight of «${term}» in ${field}/${ref}`);
        (out[field] ??= {})[ref] = Object.keys(metadata).length > 0 ? [weight, metadata] : weight;
        folded += 1;
      }
    }
    entries.set(term, [posting._index, out]);
  }
  // Every field-vector entry belongs to a posting (lunr builds both from the same terms): with
  // all of them folded in, the shards hold the whole index.
  const vectorEntries = index.fieldVectors.reduce((n, [, elements]) => n + elements.length / 2, 0);
  if (folded !== vectorEntries)
    throw new Error(`search shards: ${vectorEntries} field-vector entries, ${folded} postings`);
  return entries;
}

/** Splits the groups of a rewritten index into the head and the shard files. */
export function shardIndex(groups: FullGroup[], sizes: ShardSizes = SHARD_SIZES): Sharded {
  const files = new Map<string, string>();
  const entries = groups.map(({ index }) => groupEntries(index));
  const vocabulary = [...new Set(entries.flatMap((map) => [...map.keys()]))].sort();
  const position = new Map(vocabulary.map((term, k) => [term, k]));

  // Term shards: consecutive vocabulary ranges of about termShardBytes each.
  const shardStarts: number[] = [];
  const shardFiles: string[] = [];
  let shard: TermShard = {};
  let shardBytes = 0;
  let shardStart = 0;
  const flushShard = (next: number) => {
    if (next === shardStart) return;
    const text = JSON.stringify(shard);
    const name = hashedName('t', text);
    files.set(name, text);
    shardStarts.push(shardStart);
    shardFiles.push(name);
    shard = {};
    shardBytes = 0;
    shardStart = next;
  };
  vocabulary.forEach((term, k) => {
    const entry: TermShard[string] = [];
    entries.forEach((map, group) => {
      const found = map.get(term);
      if (found) entry.push([group, found[0], found[1]]);
    });
    const bytes = JSON.stringify(entry).length + term.length + 4;
    if (shardBytes > 0 && shardBytes + bytes > sizes.termShardBytes) flushShard(k);
    shard[term] = entry;
    shardBytes += bytes;
  });
  flushShard(vocabulary.length);

  // The pages, and the check the worker's pageOf() relies on: a heading belongs to the page with
  // the greatest title id not above its own (the plugin numbers documents page by page).
  const titles = groups[TITLES]?.documents ?? [];
  const titleIds = titles.map((doc) => doc.i);
  const sortedTitleIds = [...titleIds].sort((a, b) => a - b);
  for (const doc of groups[HEADINGS]?.documents ?? []) {
    const page = sortedTitleIds[lastAtOrBelow(sortedTitleIds, doc.i)];
    if (page !== doc.p)
      throw new Error(
        `search shards: heading ${doc.i} is on page ${doc.p}, not on the page before it (${page})`,
      );
  }

  // Document buckets: consecutive ids, cut at the start of a page.
  const titleSet = new Set(titleIds);
  const documents = groups.flatMap((g) => g.documents).sort((a, b) => a.i - b.i);
  const docStarts: number[] = [];
  const docFiles: string[] = [];
  let bucket: DocBucket = [];
  let bucketBytes = 0;
  const flushBucket = () => {
    if (bucket.length === 0) return;
    const text = JSON.stringify(bucket);
    const name = hashedName('d', text);
    files.set(name, text);
    docStarts.push(bucket[0].i);
    docFiles.push(name);
    bucket = [];
    bucketBytes = 0;
  };
  for (const doc of documents) {
    if (titleSet.has(doc.i) && bucketBytes >= sizes.docBucketBytes) flushBucket();
    bucket.push(doc);
    bucketBytes += JSON.stringify(doc).length;
  }
  flushBucket();

  const head: ShardHead = {
    format: SHARD_FORMAT,
    version: groups[0]?.index.version ?? '',
    groups: groups.map(({ index }, g) => {
      const own = entries[g];
      return {
        fields: index.fields,
        pipeline: index.pipeline,
        terms:
          own.size === vocabulary.length
            ? null
            : deltaEncode(
                [...own.keys()].map((term) => position.get(term) as number).sort((a, b) => a - b),
              ),
      };
    }),
    vocabulary,
    shards: { starts: shardStarts, files: shardFiles },
    pages: {
      ids: deltaEncode(titleIds),
      t: titles.map((doc) => String(doc.t ?? '')),
      l: titles.map((doc) => String(doc.l ?? '')),
      c: titles.map((doc) => String(doc.c ?? '')),
    },
    docs: { starts: docStarts, files: docFiles },
  };
  return { head, files };
}

/**
 * The full index back from the head and the shards: the same postings, field vectors and
 * documents (the benches and tests read it; the worker never does).
 */
export function unshardIndex(head: ShardHead, read: (file: string) => string): FullGroup[] {
  const groups: FullGroup[] = head.groups.map(({ fields, pipeline }) => ({
    documents: [],
    index: { version: head.version, fields, fieldVectors: [], invertedIndex: [], pipeline },
  }));
  const vectors = head.groups.map(() => new Map<string, number[]>());
  for (const file of head.shards.files) {
    const shard = JSON.parse(read(file)) as TermShard;
    for (const [term, entry] of Object.entries(shard)) {
      for (const [g, termIndex, posting] of entry) {
        const out: Record<string, unknown> & { _index: number } = { _index: termIndex };
        for (const field of head.groups[g].fields) {
          const refs: Record<string, object> = {};
          for (const [ref, value] of Object.entries(posting[field] ?? {})) {
            const [weight, metadata] = Array.isArray(value) ? value : [value, {}];
            refs[ref] = metadata;
            const key = `${field}/${ref}`;
            const elements = vectors[g].get(key) ?? [];
            elements.push(termIndex, weight);
            vectors[g].set(key, elements);
          }
          out[field] = refs;
        }
        groups[g].index.invertedIndex.push([term, out]);
      }
    }
  }
  vectors.forEach((map, g) => {
    groups[g].index.fieldVectors = [...map].map(([key, elements]) => {
      const pairs: [number, number][] = [];
      for (let k = 0; k < elements.length; k += 2) pairs.push([elements[k], elements[k + 1]]);
      pairs.sort((a, b) => a[0] - b[0]);
      return [key, pairs.flat()];
    });
  });
  const titleIds = new Set(deltaDecode(head.pages.ids));
  for (const file of head.docs.files) {
    for (const doc of JSON.parse(read(file)) as FullGroup['documents']) {
      groups[titleIds.has(doc.i) ? TITLES : HEADINGS].documents.push(doc);
    }
  }
  return groups;
}

/**
 * Replaces a rewritten search-index*.json by its head and writes the shards under the build
 * folder; returns the number of shard files.
 */
export function shardIndexFile(file: string, buildDir: string, sizes: ShardSizes = SHARD_SIZES) {
  const groups = JSON.parse(readFileSync(file, 'utf8')) as FullGroup[];
  const { head, files } = shardIndex(groups, sizes);
  for (const [name, text] of files) {
    const target = path.join(buildDir, name);
    mkdirSync(path.dirname(target), { recursive: true });
    if (!existsSync(target)) writeFileSync(target, text);
  }
  writeFileSync(file, JSON.stringify(head));
  return { head, files: files.size };
}

/** Reads a head and its shards from a build folder back into the full index (benches). */
export function readShardedIndexFile(file: string, buildDir: string): FullGroup[] {
  const head = JSON.parse(readFileSync(file, 'utf8')) as ShardHead;
  return unshardIndex(head, (name) => readFileSync(path.join(buildDir, name), 'utf8'));
}
