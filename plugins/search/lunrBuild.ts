/**
 * lunr 2.3.9's index build, writing the serialized index (what `lunr(config).toJSON()` gives)
 * without the objects that serialization drops.
 *
 * Replaces, for the build's own indexes (indexRewrite.ts), lunr 2.3.9's `lunr.Builder#add`,
 * `#calculateAverageFieldLengths`, `#createFieldVectors`, `#createTokenSet`, `#build` and
 * `lunr.Index#toJSON` (lunr.js). Why: the build only writes the index, and lunr's builder looks
 * up `invertedIndex[term][field][ref]` through a token's `toString` for every occurrence of
 * every word, builds a `lunr.Vector` per field by binary-search inserts and a token set (a
 * minimized trie of every term) that `toJSON` does not write. At 66 pages that was 0.2 s of the
 * index rewrite's 0.5 s on the main thread of `postBuild`; at 2,000 pages, seconds.
 *
 * What stays lunr's own: the builder and its set-up (fields, boosts, k1, b, ref, metadata
 * whitelist, the `use`d language plugins), the tokenizer and the pipelines; the postings are
 * made the way lunr makes them (`Object.create(null)`, the same insertion order), so that
 * `JSON.stringify` writes the same bytes. The scores are computed by lunr's own expression in
 * the same order of operations. lunrBuild.test.ts compares the JSON with lunr's on the docs'
 * own pages, with and without metadata, boosts and BM25 constants, and fails if lunr is not
 * 2.3.9.
 */
import { createRequire } from 'node:module';

import type { SerializedIndex } from './indexShards';

const require = createRequire(import.meta.url);

/* eslint-disable @typescript-eslint/no-explicit-any -- lunr 2 ships no types */
type Lunr = any;
const lunr: Lunr = require('lunr');

/** The lunr version this replacement was written against (lunr.js). */
export const LUNR_VERSION = '2.3.9';

/** A term's posting as lunr writes it: `_index`, then field → ref → metadata. */
type Posting = Record<string, unknown> & { _index: number };
type Metadata = Record<string, unknown[]>;

/** The metadata of every posting of an index that keeps none (frozen: nothing may add to it). */
const NO_METADATA: Metadata = Object.freeze(Object.create(null) as Metadata);

/**
 * The serialized index that `lunr(config)` would build, config called on a real
 * `lunr.Builder` (its `add` is this file's). Throws if lunr is not the version it copies.
 */
export function buildSerializedIndex(config: (this: Lunr, builder: Lunr) => void): SerializedIndex {
  if (lunr.version !== LUNR_VERSION)
    throw new Error(
      `plugins/search/lunrBuild.ts copies lunr ${LUNR_VERSION}'s builder, but lunr ${lunr.version} ` +
        'is installed: compare its Builder and Index#toJSON with this file (lunrBuild.test.ts).',
    );
  // As `lunr(config)` (lunr.js): the default pipelines, then the caller's set-up.
  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);

  let documentCount = 0;
  let termIndex = 0;
  /** Term → its posting. */
  const postings = new Map<string, Posting>();
  /** Term → the number of (field, document) pairs it occurs in (what lunr.idf counts). */
  const pairsWithTerm = new Map<string, number>();
  /** Field ref (`field/ref`) → term → occurrences, in lunr's insertion order. */
  const fieldTermFrequencies = new Map<string, Map<string, number>>();
  const fieldLengths = new Map<string, number>();
  /** Document ref → its boost (lunr: `attributes.boost || 1`). */
  const documentBoosts = new Map<string, number>();

  builder.add = (doc: Record<string, unknown>, attributes?: { boost?: number }) => {
    const docRef = doc[builder._ref] as string;
    const fields = Object.keys(builder._fields);
    documentBoosts.set(String(docRef), (attributes ?? {}).boost || 1);
    documentCount += 1;
    const whitelist: string[] = builder.metadataWhitelist;
    for (const fieldName of fields) {
      const { extractor } = builder._fields[fieldName];
      const field = extractor ? extractor(doc) : doc[fieldName];
      const tokens = builder.tokenizer(field, { fields: [fieldName] });
      const terms: Lunr[] = builder.pipeline.run(tokens);
      const fieldRef = `${fieldName}/${docRef}`;
      const frequencies = new Map<string, number>();
      fieldTermFrequencies.set(fieldRef, frequencies);
      fieldLengths.set(fieldRef, terms.length);
      /** Term → its metadata in this field of this document (looked up once per term). */
      const metadataOf = new Map<string, Metadata>();
      for (const token of terms) {
        const term = String(token);
        let metadata = metadataOf.get(term);
        if (metadata === undefined) {
          let posting = postings.get(term);
          if (posting === undefined) {
            posting = Object.create(null) as Posting;
            posting._index = termIndex;
            termIndex += 1;
            for (const name of fields) posting[name] = Object.create(null);
            postings.set(term, posting);
          }
          const byRef = posting[fieldName] as Record<string, Metadata>;
          metadata = byRef[docRef];
          if (metadata === undefined) {
            // With no metadata kept, every posting's metadata is the same empty object: one
            // frozen object instead of one per term, field and document (at 2,000 pages,
            // millions; JSON.stringify writes `{}` for each as lunr does).
            metadata = whitelist.length === 0 ? NO_METADATA : (Object.create(null) as Metadata);
            byRef[docRef] = metadata;
            pairsWithTerm.set(term, (pairsWithTerm.get(term) ?? 0) + 1);
          }
          metadataOf.set(term, metadata);
          frequencies.set(term, 1);
        } else {
          frequencies.set(term, (frequencies.get(term) as number) + 1);
        }
        for (const key of whitelist) {
          if (metadata[key] == undefined) metadata[key] = [];
          metadata[key].push(token.metadata[key]);
        }
      }
    }
  };

  config.call(builder, builder);

  const fields = Object.keys(builder._fields);
  // calculateAverageFieldLengths: sums of whole numbers, divided once per field.
  const lengthSums: Record<string, number> = {};
  const documentsWithField: Record<string, number> = {};
  for (const [fieldRef, length] of fieldLengths) {
    const field = fieldNameOf(fieldRef);
    documentsWithField[field] = (documentsWithField[field] || 0) + 1;
    lengthSums[field] = (lengthSums[field] || 0) + length;
  }
  const averageFieldLength: Record<string, number> = {};
  for (const field of fields)
    averageFieldLength[field] = lengthSums[field] / documentsWithField[field];

  // createFieldVectors: lunr's BM25 expression, the same operations in the same order.
  const k1: number = builder._k1;
  const b: number = builder._b;
  const idfOf = new Map<string, number>();
  const fieldVectors: [string, number[]][] = [];
  for (const [fieldRef, frequencies] of fieldTermFrequencies) {
    const fieldName = fieldNameOf(fieldRef);
    const docRef = fieldRef.slice(fieldName.length + 1);
    const fieldLength = fieldLengths.get(fieldRef) as number;
    const fieldBoost = builder._fields[fieldName].boost || 1;
    const docBoost = documentBoosts.get(docRef) as number;
    const pairs: [number, number][] = [];
    for (const [term, tf] of frequencies) {
      let idf = idfOf.get(term);
      if (idf === undefined) {
        // lunr.idf
        const withTerm = pairsWithTerm.get(term) as number;
        const x = (documentCount - withTerm + 0.5) / (withTerm + 0.5);
        idf = Math.log(1 + Math.abs(x));
        idfOf.set(term, idf);
      }
      let score =
        (idf * ((k1 + 1) * tf)) /
        (k1 * (1 - b + b * (fieldLength / averageFieldLength[fieldName])) + tf);
      score *= fieldBoost;
      score *= docBoost;
      pairs.push([(postings.get(term) as Posting)._index, Math.round(score * 1000) / 1000]);
    }
    // A lunr.Vector keeps its elements sorted by index: [index, value, index, value…].
    pairs.sort((x, y) => x[0] - y[0]);
    const elements: number[] = [];
    for (const [at, value] of pairs) elements.push(at, value);
    fieldVectors.push([fieldRef, elements]);
  }

  // Index#toJSON: terms sorted as strings, field vectors in the order they were made.
  const invertedIndex = [...postings.keys()]
    .sort()
    .map((term) => [term, postings.get(term) as Posting] as [string, Posting]);
  return {
    version: lunr.version,
    fields,
    fieldVectors,
    invertedIndex,
    pipeline: builder.searchPipeline.toJSON(),
  };
}

/** lunr.FieldRef.fromString: the field name is what comes before the first «/». */
function fieldNameOf(fieldRef: string): string {
  const at = fieldRef.indexOf('/');
  if (at === -1) throw new Error(`lunrBuild: malformed field ref ${fieldRef}`);
  return fieldRef.slice(0, at);
}

/** How an index is built: this file's build, or lunr's own (lunrIndexBuild, for comparison). */
export type IndexBuild = (config: (this: Lunr, builder: Lunr) => void) => SerializedIndex;

/** lunr's own build and serialization: what buildSerializedIndex must equal. */
export const lunrIndexBuild: IndexBuild = (config) => lunr(config).toJSON() as SerializedIndex;
