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
  SHARD_FORMAT,
  deltaDecode,
  deltaEncode,
  lastAtOrBelow,
  headFiles,
  type DocBucket,
  type ShardHead,
  type FieldPosting,
  PHRASES_GROUP,
  phrasePages,
  weightOf,
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
export const SHARD_SIZES: ShardSizes = { termShardBytes: 3_000, docBucketBytes: 500 };

export interface Sharded {
  head: ShardHead;
  /** File name (relative to the site's base URL) → JSON text. */
  files: Map<string, string>;
}

const TITLES = 0;
const HEADINGS = 1;

/** One group's term entries: term → [_index, its field postings with the weights folded in]. */
function groupEntries(index: SerializedIndex): Map<string, [number, FieldPosting[]]> {
  // The field vectors regrouped by term: each (field, ref, weight) a slot, a term's slots
  // together (a counting sort by the term's _index). A map per field ref took 0.3 GB at 2,000
  // pages, at the end of the index build, while the bundler is at its largest.
  const fieldNumber = new Map(index.fields.map((field, f) => [field, f]));
  let termSpan = 0;
  let slotCount = 0;
  for (const [, elements] of index.fieldVectors)
    for (let k = 0; k < elements.length; k += 2) {
      termSpan = Math.max(termSpan, elements[k] + 1);
      slotCount += 1;
    }
  const starts = new Int32Array(termSpan + 1);
  for (const [, elements] of index.fieldVectors)
    for (let k = 0; k < elements.length; k += 2) starts[elements[k] + 1] += 1;
  for (let t = 0; t < termSpan; t += 1) starts[t + 1] += starts[t];
  const next = starts.slice(0, termSpan);
  const slotField = new Int32Array(slotCount);
  const slotRef = new Float64Array(slotCount);
  const slotWeight = new Float64Array(slotCount);
  for (const [fieldRef, elements] of index.fieldVectors) {
    const at = fieldRef.indexOf('/');
    const field = fieldNumber.get(fieldRef.slice(0, at)) ?? -1;
    const ref = Number(fieldRef.slice(at + 1));
    for (let k = 0; k < elements.length; k += 2) {
      const slot = next[elements[k]];
      next[elements[k]] += 1;
      slotField[slot] = field;
      slotRef[slot] = ref;
      slotWeight[slot] = elements[k + 1];
    }
  }
  const entries = new Map<string, [number, FieldPosting[]]>();
  let folded = 0;
  for (const [term, posting] of index.invertedIndex) {
    const t = posting._index;
    const slots: number[] = [];
    for (let slot = starts[t] ?? 0; slot < (starts[t + 1] ?? 0); slot += 1) slots.push(slot);
    slots.sort((x, y) => slotField[x] - slotField[y] || slotRef[x] - slotRef[y]);
    let taken = 0;
    const out: FieldPosting[] = [];
    index.fields.forEach((field, f) => {
      const refs = Object.entries((posting[field] ?? {}) as Record<string, object>)
        .map(([ref, metadata]) => [Number(ref), metadata] as const)
        .sort((a, b) => a[0] - b[0]);
      if (refs.length === 0) return;
      // The term's slots of this field come next, in the refs' order, one a ref.
      while (taken < slots.length && slotField[slots[taken]] < f) taken += 1;
      const stored = refs.map(([ref]) => {
        const slot = slots[taken];
        if (slot !== undefined && slotField[slot] === f && slotRef[slot] < ref)
          throw new Error(
            `search shards: «${term}» has a weight in ${field}/${slotRef[slot]} its posting lacks`,
          );
        if (slot === undefined || slotField[slot] !== f || slotRef[slot] !== ref)
          throw new Error(`search shards: no weight of «${term}» in ${field}/${ref}`);
        taken += 1;
        const weight = slotWeight[slot];
        const integer = Math.round(weight * 1000);
        if (weightOf(integer) !== weight)
          throw new Error(`search shards: weight ${weight} is not in thousandths (lunr changed?)`);
        return integer;
      });
      if (refs.some(([ref]) => String(ref) !== String(Math.trunc(ref)) || ref < 0))
        throw new Error(`search shards: refs of «${term}» are not whole numbers`);
      folded += refs.length;
      const refList = deltaEncode(refs.map(([ref]) => ref));
      const withMetadata = refs.some(([, metadata]) => Object.keys(metadata).length > 0);
      out.push(
        withMetadata
          ? [
              f,
              refList,
              stored,
              refs.map(([, metadata]) => (Object.keys(metadata).length ? metadata : 0)),
            ]
          : [f, refList, stored],
      );
    });
    entries.set(term, [posting._index, out]);
  }
  // Every field-vector entry belongs to a posting (lunr builds both from the same terms): with
  // all of them folded in, the shards hold the whole index.
  if (folded !== slotCount)
    throw new Error(`search shards: ${slotCount} field-vector entries, ${folded} postings`);
  return entries;
}

/** A field posting back as lunr's: ref → metadata, and ref → weight. */
export function decodeFieldPosting([, deltas, stored, metadata]: FieldPosting): [
  string,
  number,
  object,
][] {
  const refs = deltaDecode(deltas);
  return refs.map((ref, k) => [String(ref), weightOf(stored[k]), (metadata?.[k] || {}) as object]);
}

/** Splits the groups of a rewritten index into the head and the shard files. */
export function shardIndex(groups: FullGroup[], sizes: ShardSizes = SHARD_SIZES): Sharded {
  const termTexts: string[] = [];
  const docTexts: string[] = [];
  const entries = groups.map(({ index }) => groupEntries(index));
  const vocabulary = [...new Set(entries.flatMap((map) => [...map.keys()]))].sort();
  const position = new Map(vocabulary.map((term, k) => [term, k]));

  // Term shards: consecutive vocabulary ranges of about termShardBytes each.
  const shardStarts: number[] = [];
  let shard: TermShard = {};
  let shardBytes = 0;
  let shardStart = 0;
  const flushShard = (next: number) => {
    if (next === shardStart) return;
    termTexts.push(JSON.stringify(shard));
    shardStarts.push(shardStart);
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

  // The phrases: numbered page by page in the titles' order, so the head keeps a count per page.
  const phrases = groups[PHRASES_GROUP]?.documents ?? [];
  const phraseCounts = titleIds.map(() => 0);
  const titlePlace = new Map(titleIds.map((id, k) => [id, k]));
  for (const doc of phrases) phraseCounts[titlePlace.get(doc.p as number) ?? -1] += 1;
  const numbered = phrasePages(titleIds, phraseCounts);
  if (
    phrases.length !== numbered.length ||
    phrases.some((doc, n) => doc.i !== n || doc.p !== numbered[n])
  )
    throw new Error('search shards: the phrases are not numbered page by page in title order');

  // Document buckets: consecutive ids, cut at the start of a page (titles and headings: a
  // phrase's document is its number and page, which the head's counts give).
  const titleSet = new Set(titleIds);
  const documents = groups
    .flatMap((g, type) => (type === PHRASES_GROUP ? [] : g.documents))
    .sort((a, b) => a.i - b.i);
  const docStarts: number[] = [];
  let bucket: DocBucket = [];
  let bucketBytes = 0;
  const flushBucket = () => {
    if (bucket.length === 0) return;
    docTexts.push(JSON.stringify(bucket));
    docStarts.push(bucket[0].i);
    bucket = [];
    bucketBytes = 0;
  };
  for (const doc of documents) {
    if (titleSet.has(doc.i) && bucketBytes >= sizes.docBucketBytes) flushBucket();
    bucket.push(doc);
    bucketBytes += JSON.stringify(doc).length;
  }
  flushBucket();

  const hash = createHash('sha256');
  for (const text of [...termTexts, '\n', ...docTexts]) hash.update(text).update('\n');
  const head: ShardHead = {
    format: SHARD_FORMAT,
    hash: hash.digest('hex').slice(0, 16),
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
    shards: { starts: deltaEncode(shardStarts) },
    pages: {
      ids: deltaEncode(titleIds),
      t: titles.map((doc) => String(doc.t ?? '')),
      l: titles.map((doc) => String(doc.l ?? '')),
      c: titles.map((doc) => String(doc.c ?? '')),
      a: titles.flatMap((doc, k) => (doc.a ? [k] : [])),
      q: phrases.length > 0 ? phraseCounts : [],
    },
    docs: { starts: deltaEncode(docStarts) },
  };
  const names = headFiles(head);
  const files = new Map<string, string>([
    ...names.terms.map((name, k) => [name, termTexts[k]] as [string, string]),
    ...names.docs.map((name, k) => [name, docTexts[k]] as [string, string]),
  ]);
  return { head, files };
}

/**
 * The full index back from the head and the shards: the same postings, field vectors and
 * documents (the benches and tests read it; the worker never does).
 */
export function joinShards(head: ShardHead, read: (file: string) => string): FullGroup[] {
  const groups: FullGroup[] = head.groups.map(({ fields, pipeline }) => ({
    documents: [],
    index: { version: head.version, fields, fieldVectors: [], invertedIndex: [], pipeline },
  }));
  const vectors = head.groups.map(() => new Map<string, number[]>());
  for (const file of headFiles(head).terms) {
    const shard = JSON.parse(read(file)) as TermShard;
    for (const [term, entry] of Object.entries(shard)) {
      for (const [g, termIndex, postings] of entry) {
        const { fields } = head.groups[g];
        const out: Record<string, unknown> & { _index: number } = { _index: termIndex };
        for (const field of fields) out[field] = {};
        for (const posting of postings) {
          const field = fields[posting[0]];
          const refs = out[field] as Record<string, object>;
          for (const [ref, weight, metadata] of decodeFieldPosting(posting)) {
            refs[ref] = metadata;
            const key = `${field}/${ref}`;
            const elements = vectors[g].get(key) ?? [];
            elements.push(termIndex, weight);
            vectors[g].set(key, elements);
          }
        }
        groups[g].index.invertedIndex.push([term, out]);
      }
    }
  }
  vectors.forEach((map, g) => {
    // Sorted as lunr writes them (a shard's integer-like terms, «200», come first in its JSON).
    groups[g].index.invertedIndex.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    groups[g].index.fieldVectors = [...map].map(([key, elements]) => {
      const pairs: [number, number][] = [];
      for (let k = 0; k < elements.length; k += 2) pairs.push([elements[k], elements[k + 1]]);
      pairs.sort((a, b) => a[0] - b[0]);
      return [key, pairs.flat()];
    });
  });
  const titleList = deltaDecode(head.pages.ids);
  const titleIds = new Set(titleList);
  for (const file of headFiles(head).docs) {
    for (const doc of JSON.parse(read(file)) as FullGroup['documents']) {
      groups[titleIds.has(doc.i) ? TITLES : HEADINGS].documents.push(doc);
    }
  }
  if (groups[PHRASES_GROUP])
    groups[PHRASES_GROUP].documents = phrasePages(titleList, head.pages.q).map((p, i) => ({
      i,
      p,
    }));
  return groups;
}

/**
 * Writes the shards of a full index under the build folder and its head as `file`; returns the
 * head and the number of shard files. The rewrite hands its groups over in memory: writing the
 * whole index only to read it back took about 3 s at 2 000 pages.
 */
export function writeShardedIndex(
  groups: FullGroup[],
  file: string,
  buildDir: string,
  sizes: ShardSizes = SHARD_SIZES,
) {
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
  return joinShards(head, (name) => readFileSync(path.join(buildDir, name), 'utf8'));
}
