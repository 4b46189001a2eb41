/**
 * lunr's query, faster: the documents `index.query()` finds, with the very scores (to the bit),
 * in the same order, and their match metadata only when asked for (the ranking, rank.ts, reads
 * the metadata of the few results it shows, and none of the pages index). At ~2 000 pages lunr's
 * query was most of the ranking's time: it clones every matching field's metadata into a
 * MatchData and combines them per document, and scores each matching field by a dot product that
 * walks the whole document vector (hundreds of terms for a page's text) to meet the query's few.
 *
 * Here the scores are summed term by term: a field's score is the query vector's dot product
 * with the document's field vector, and lunr adds its products in ascending term index order;
 * walking the query vector's terms in that order and adding each term's product to every
 * document of its posting makes the same additions in the same order, so the same sums. The
 * term's weight in each document's vector is looked up once per posting and kept (a WeakMap on
 * the posting object: the index never changes a posting; the sharded loader, shardedIndex.ts,
 * adds a term's posting only after its weights are in the vectors).
 *
 * Relies on lunr 2.3.9's internals (package-lock.json), read from lunr.js:
 *  - Index.prototype.query: the clauses a lunr.Query collects (with lunr's own defaults); the
 *    pipeline run on a clause's term unless `usePipeline` is false; the terms expanded by
 *    `tokenSet.intersect(TokenSet.fromClause(clause)).toArray()`; `invertedIndex[term]` with
 *    `_index` and one object per field whose keys are the document refs (integers here, so
 *    Object.keys lists them in ascending order) and values the match metadata; required clauses
 *    as lunr.Set unions and intersections (the first required clause whose term expands to
 *    nothing empties the required set of its fields; a required clause with no term left after
 *    the pipeline throws); one query Vector per field, `upsert(termIndex, boost, +)`; the
 *    matching `field/ref` pairs in the order first met (clause, term, expanded term, field, ref),
 *    each scored as `queryVector.similarity(fieldVectors['field/ref'])` and added to its
 *    document's score in that order; results sorted by score, highest first (a stable sort);
 *  - Vector: `elements` as [index, value, …] sorted by index, each index once; `similarity(v) =
 *    dot(v) / magnitude() || 0` (the query vector's magnitude); `dot` adds the products of the
 *    shared indexes in ascending index order;
 *  - MatchData: a field's first term's metadata cloned (each key's array sliced), later terms'
 *    metadata as is; the document's other fields combined in, key by key;
 *  - TokenSet: the Builder takes the words in ascending order and adds each node's edges in that
 *    order; toArray walks a stack (a node's word first, then its edges last first), so
 *    expandSorted gives an exact word or a trailing wildcard the same terms in the same order.
 * A query lunr would treat otherwise (a prohibited clause; no clause, when lunr scores every
 * document) and refs that are not integers go to lunr itself.
 * The unit test (lunrScores.test.ts) compares it with index.query() on the site's index.
 */

import { partitionPoint } from './sorted';

/* eslint-disable @typescript-eslint/no-explicit-any -- lunr 2 ships no types */
type Lunr = any;
type LunrIndex = any;

export type Metadata = Record<string, Record<string, Record<string, unknown[]>>>;

/** A document a query found, as lunr's result: its ref (a number here) and score. */
export interface QueryMatch {
  id: number;
  score: number;
}

export interface QueryResults {
  /** Best first, as lunr orders them. */
  matches: QueryMatch[];
  /**
   * With `withMetadata`, of a found document: the matched terms (the keys of lunr's
   * matchData.metadata, in their order) and that metadata, built when asked for.
   */
  termsOf?: (id: number) => string[];
  /** undefined: the query did not find the document. */
  metadataOf?: (id: number) => Metadata | undefined;
}

/** lunr.Set.complete and lunr.Set.empty; otherwise a set of document refs. */
type RefSet = Set<number> | 'complete' | 'empty';

function intersect(a: RefSet, b: RefSet): RefSet {
  if (b === 'complete') return a;
  if (b === 'empty' || a === 'empty') return 'empty';
  if (a === 'complete') return b;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  const out = new Set<number>();
  for (const ref of small) if (large.has(ref)) out.add(ref);
  return out;
}

const contains = (set: RefSet, ref: number) =>
  set === 'complete' ? true : set === 'empty' ? false : set.has(ref);

/** A term's documents in one field: refs ascending, the term's weight in each field vector. */
interface FieldPosting {
  refs: Int32Array;
  /** NaN: the document's field vector lacks the term (lunr adds nothing for it). */
  weights: Float64Array;
  /** A document without a field vector at all (lunr throws when it scores it), or -1. */
  noVector: number;
}

class NotIntegerRefs extends Error {}

const postings = new WeakMap<object, Map<string, FieldPosting>>();

function fieldPosting(index: LunrIndex, posting: any, field: string): FieldPosting {
  let byField = postings.get(posting);
  if (!byField) {
    byField = new Map();
    postings.set(posting, byField);
  }
  let out = byField.get(field);
  if (out) return out;
  const termIndex = posting._index;
  const keys = Object.keys(posting[field]);
  out = { refs: new Int32Array(keys.length), weights: new Float64Array(keys.length), noVector: -1 };
  keys.forEach((key, k) => {
    const ref = Number(key);
    if (!Number.isInteger(ref) || ref < 0 || ref >= 2 ** 31 || String(ref) !== key)
      throw new NotIntegerRefs();
    const elements: number[] | undefined = index.fieldVectors[`${field}/${key}`]?.elements;
    let weight = NaN;
    if (elements) {
      let lo = 0;
      let hi = (elements.length >> 1) - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const at = elements[mid * 2];
        if (at < termIndex) lo = mid + 1;
        else if (at > termIndex) hi = mid - 1;
        else {
          weight = elements[mid * 2 + 1];
          break;
        }
      }
    } else out.noVector = ref;
    out.refs[k] = ref;
    out.weights[k] = weight;
  });
  byField.set(field, out);
  return out;
}

/**
 * A field's posting of a term as the sharded loader (shardedIndex.ts) makes it, with its refs
 * (ascending) and the term's weight in each document's field vector at hand: kept as
 * fieldPosting() would have found them in the vectors, without looking them up.
 */
export function knownFieldPosting(
  posting: object,
  field: string,
  refs: Int32Array,
  weights: Float64Array,
): void {
  let byField = postings.get(posting);
  if (!byField) {
    byField = new Map();
    postings.set(posting, byField);
  }
  byField.set(field, { refs, weights, noVector: -1 });
}

/** Whether an ascending list holds a value. */
function has(sorted: Int32Array, value: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else if (sorted[mid] > value) hi = mid - 1;
    else return true;
  }
  return false;
}

/** One (expanded term, field) pair, in the order lunr first meets it. */
interface Pair {
  term: string;
  field: number;
  fieldName: string;
  termIndex: number;
  posting: FieldPosting;
  /** The posting's metadata object per ref (for MatchData). */
  metadata: Record<string, object>;
}

/**
 * Per document and field, reused query after query (the ranking is synchronous): the dot
 * product so far, and the first pair that matched (-1: none). Indexed by ref × fields + field.
 */
interface Scratch {
  sums: Float64Array;
  first: Int32Array;
  seen: Uint8Array;
}

const scratches = new Map<number, Scratch>();

function scratchFor(fieldCount: number, docs: number): Scratch {
  let scratch = scratches.get(fieldCount);
  if (!scratch || scratch.seen.length < docs) {
    const size = Math.max(docs, (scratch?.seen.length ?? 0) * 2, 1024);
    scratch = {
      sums: new Float64Array(size * fieldCount),
      first: new Int32Array(size * fieldCount).fill(-1),
      seen: new Uint8Array(size),
    };
    scratches.set(fieldCount, scratch);
  }
  return scratch;
}

function lunrResults(index: LunrIndex, build: (query: any) => void): QueryResults {
  const results = index.query(build) as { ref: string; score: number; matchData: any }[];
  const byId = new Map(results.map((result) => [Number(result.ref), result]));
  return {
    matches: results.map(({ ref, score }) => ({ id: Number(ref), score })),
    termsOf: (id) => Object.keys(byId.get(id)?.matchData.metadata ?? {}),
    metadataOf: (id) => byId.get(id)?.matchData.metadata,
  };
}

/**
 * The documents `index.query(build)` finds, with the same scores; in the same order with
 * `ordered` (else in any order: sorting every document of a big index costs), and with
 * `withMetadata`, what lunr's matchData would say of each.
 */
export function queryMatches(
  lunr: Lunr,
  index: LunrIndex,
  build: (query: any) => void,
  { withMetadata, ordered }: { withMetadata: boolean; ordered: boolean },
): QueryResults {
  const query = new lunr.Query(index.fields);
  build.call(query, query);
  const clauses = query.clauses as any[];
  if (
    clauses.length === 0 ||
    clauses.some((clause) => clause.presence === lunr.Query.presence.PROHIBITED)
  )
    return lunrResults(index, build);
  try {
    return matches(lunr, index, clauses, withMetadata, ordered);
  } catch (error) {
    if (error instanceof NotIntegerRefs) return lunrResults(index, build);
    throw error;
  }
}

function matches(
  lunr: Lunr,
  index: LunrIndex,
  clauses: any[],
  withMetadata: boolean,
  ordered: boolean,
): QueryResults {
  const REQUIRED = lunr.Query.presence.REQUIRED;
  const fields = index.fields as string[];
  const F = fields.length;
  const fieldNumber = new Map(fields.map((field, f) => [field, f]));
  const queryVectors = fields.map(() => new lunr.Vector());
  const required: (RefSet | undefined)[] = fields.map(() => undefined);
  const pairs: Pair[] = [];
  const seen = new Set<string>();

  for (const clause of clauses) {
    // The union of the clause's documents (lunr.Set.empty until a term adds some).
    let clauseMatches: Set<number> | 'empty' = 'empty';
    const clauseFields = (clause.fields as string[]).map((field) => {
      const f = fieldNumber.get(field);
      // lunr reads the posting of a field the index does not have: undefined, and throws.
      if (f === undefined) throw new TypeError(`no field ${field}`);
      return f;
    });
    const terms: string[] = clause.usePipeline
      ? index.pipeline.runString(clause.term, { fields: clause.fields })
      : [clause.term];
    for (const term of terms) {
      clause.term = term;
      const expanded = expand(lunr, index, clause);
      if (expanded.length === 0 && clause.presence === REQUIRED) {
        for (const f of clauseFields) required[f] = 'empty';
        break;
      }
      for (const expandedTerm of expanded) {
        const posting = index.invertedIndex[expandedTerm];
        const termIndex = posting._index;
        for (const f of clauseFields) {
          const field = fields[f];
          const key = `${expandedTerm}/${field}`;
          const fp = fieldPosting(index, posting, field);
          if (clause.presence === REQUIRED) {
            if (clauseMatches === 'empty') clauseMatches = new Set();
            for (const ref of fp.refs) clauseMatches.add(ref);
            if (required[f] === undefined) required[f] = 'complete';
          }
          queryVectors[f].upsert(termIndex, clause.boost, (a: number, b: number) => a + b);
          if (seen.has(key)) continue;
          seen.add(key);
          pairs.push({
            term: expandedTerm,
            field: f,
            fieldName: field,
            termIndex,
            posting: fp,
            metadata: posting[field],
          });
        }
      }
    }
    if (clause.presence === REQUIRED) {
      for (const f of clauseFields) {
        const set = required[f];
        // lunr: `requiredMatches[field].intersect(…)` on undefined throws a TypeError.
        if (set === undefined) throw new TypeError(`no required matches for field ${fields[f]}`);
        required[f] = intersect(set, clauseMatches);
      }
    }
  }

  let allRequired: RefSet = 'complete';
  for (const set of required) if (set) allRequired = intersect(allRequired, set);

  // Term by term in ascending term index order, per field: the dot products' own additions.
  const pairsOf = fields.map(() => new Map<number, number[]>());
  let docCount = 0;
  pairs.forEach((pair, p) => {
    const list = pairsOf[pair.field].get(pair.termIndex);
    if (list) list.push(p);
    else pairsOf[pair.field].set(pair.termIndex, [p]);
    const { refs } = pair.posting;
    if (refs.length > 0) docCount = Math.max(docCount, refs[refs.length - 1] + 1);
  });
  const { sums, first, seen: touched } = scratchFor(F, docCount);
  const docs: number[] = [];
  let noVector = false;
  for (let f = 0; f < F; f += 1) {
    const elements = queryVectors[f].elements as number[];
    for (let e = 0; e < elements.length; e += 2) {
      const value = elements[e + 1];
      const list = pairsOf[f].get(elements[e]);
      if (!list) continue;
      for (const p of list) {
        const { refs, weights } = pairs[p].posting;
        if (pairs[p].posting.noVector >= 0) noVector = true;
        for (let k = 0; k < refs.length; k += 1) {
          const doc = refs[k];
          if (touched[doc] === 0) {
            touched[doc] = 1;
            docs.push(doc);
          }
          const at = doc * F + f;
          const weight = weights[k];
          if (weight === weight) sums[at] += value * weight;
          if (first[at] < 0 || p < first[at]) first[at] = p;
        }
      }
    }
  }

  const magnitudes = queryVectors.map((vector) => vector.magnitude() as number);
  const results: { id: number; score: number; first: number }[] = [];
  const order: number[] = [];
  let failed = false;
  for (const doc of docs) {
    const base = doc * F;
    if (contains(allRequired, doc)) {
      // The document's fields in the order lunr met them.
      order.length = 0;
      for (let f = 0; f < F; f += 1) {
        if (first[base + f] < 0) continue;
        let at = order.length;
        while (at > 0 && first[base + order[at - 1]] > first[base + f]) at -= 1;
        order.splice(at, 0, f);
      }
      let score = 0;
      for (let k = 0; k < order.length; k += 1) {
        const fieldScore = sums[base + order[k]] / magnitudes[order[k]] || 0;
        score = k === 0 ? fieldScore : score + fieldScore;
      }
      results.push({ id: doc, score, first: first[base + order[0]] });
      // lunr scores a field without a vector: reading its elements throws.
      if (noVector) failed ||= pairs.some((pair) => pair.posting.noVector === doc);
    }
    touched[doc] = 0;
    for (let f = 0; f < F; f += 1) {
      sums[base + f] = 0;
      first[base + f] = -1;
    }
  }
  if (failed) throw new TypeError('a document without a field vector');
  // lunr: pushed in the order first met (the first pair, then ascending refs), then a stable
  // sort by score.
  if (ordered) results.sort((a, b) => b.score - a.score || a.first - b.first || a.id - b.id);
  // (Unordered, the matches are the results themselves: no second object per document, which
  // at 2 000 pages is tens of thousands a query in the phrases group.)
  const out: QueryResults = {
    matches: ordered ? results.map(({ id, score }) => ({ id, score })) : results,
  };
  if (withMetadata) {
    let found: Set<number> | null = null;
    const isFound = (id: number) => {
      found ??= new Set(results.map((result) => result.id));
      return found.has(id);
    };
    const pairsByField = (id: number): number[][] => {
      if (!isFound(id)) return [];
      // Per field in the order lunr met them, the field's pairs in order.
      const byField = new Map<number, number[]>();
      pairs.forEach((pair, p) => {
        if (!has(pair.posting.refs, id)) return;
        const list = byField.get(pair.field);
        if (list) list.push(p);
        else byField.set(pair.field, [p]);
      });
      return [...byField.values()];
    };
    out.termsOf = (id) => {
      // (An object's keys: integer-like terms such as «5424» first, as in lunr's metadata.)
      const terms: Record<string, true> = Object.create(null);
      for (const list of pairsByField(id)) for (const p of list) terms[pairs[p].term] = true;
      return Object.keys(terms);
    };
    out.metadataOf = (id) =>
      isFound(id) ? matchMetadata(pairsByField(id), pairs, String(id)) : undefined;
  }
  return out;
}

const expansions = new WeakMap<object, Map<string, string[]>>();
/** Index → its vocabulary in ascending order, when the loader gives it (registerSortedTerms). */
const sortedTermsOf = new WeakMap<object, readonly string[]>();

/**
 * Gives an index's vocabulary, sorted as lunr's TokenSet.Builder needs it (ascending UTF-16 code
 * units): its exact terms and trailing wildcards then expand without the TokenSet (expandSorted),
 * which is built only for a clause with typos. The array stays the same for the index's life.
 */
export function registerSortedTerms(index: LunrIndex, terms: readonly string[]): void {
  sortedTermsOf.set(index, terms);
}

/** The first position in `terms` (ascending) whose term is not below `term`. */
const lowerBound = (terms: readonly string[], term: string): number =>
  partitionPoint(terms.length, (k) => terms[k] < term);

/**
 * Where an edge of a TokenSet node comes in Object.keys: a one-digit key is an array index, so
 * those come first in numeric order; the other keys in the order the builder added them
 * (ascending code units).
 */
const edgeRank = (unit: number): number =>
  unit >= 0x30 && unit <= 0x39 ? unit - 0x30 : 0x10 + unit;

/**
 * lunr 2.3.9's TokenSet#toArray order: a stack, so a node's word comes before its children's and
 * the children come last edge first (the edges as edgeRank orders them).
 */
function tokenSetOrder(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca !== cb) return edgeRank(cb) - edgeRank(ca);
  }
  return a.length - b.length;
}

/**
 * The expansion of a term without typos over a sorted vocabulary, as lunr's intersection gives
 * it: the term itself when it is there; for a trailing wildcard, every term it starts (in
 * tokenSetOrder). null: a clause only the TokenSet expands (a wildcard elsewhere).
 */
export function expandSorted(terms: readonly string[], term: string): string[] | null {
  // (The TokenSet never holds an empty word, even when the vocabulary lists one.)
  const star = term.indexOf('*');
  if (star === -1) {
    const at = lowerBound(terms, term);
    return term !== '' && terms[at] === term ? [term] : [];
  }
  if (star !== term.length - 1) return null;
  const prefix = term.slice(0, -1);
  const found: string[] = [];
  for (let at = lowerBound(terms, prefix); at < terms.length; at += 1) {
    if (!terms[at].startsWith(prefix)) break;
    if (terms[at] !== '') found.push(terms[at]);
  }
  return found.sort(tokenSetOrder);
}

/**
 * The vocabulary's terms a clause's term stands for (its wildcard or typos expanded), as lunr
 * expands them: `tokenSet.intersect(TokenSet.fromClause(clause)).toArray()`; over the sorted
 * vocabulary instead when the loader gave it (expandSorted: the same terms in the same order) and
 * the clause has no typos. The vocabulary of an index never changes (the sharded loader's holds
 * all of it from the start), so the expansion is kept per vocabulary and clause; the unit test
 * compares it with lunr's own.
 */
export function expand(lunr: Lunr, index: LunrIndex, clause: any): string[] {
  const key = `${clause.term}\u0000${'editDistance' in clause ? clause.editDistance : ''}`;
  const sorted = sortedTermsOf.get(index);
  // (A sorted vocabulary is shared by the loaders of one head, like their token set.)
  const vocabulary: object = sorted ?? index.tokenSet;
  let cache = expansions.get(vocabulary);
  if (!cache) {
    cache = new Map();
    expansions.set(vocabulary, cache);
  }
  let terms = cache.get(key);
  if (!terms) {
    if (sorted && !('editDistance' in clause))
      terms = expandSorted(sorted, clause.term) ?? undefined;
    terms ??= index.tokenSet.intersect(lunr.TokenSet.fromClause(clause)).toArray() as string[];
    cache.set(key, terms);
  }
  return terms;
}

/** lunr's MatchData of one document: per field in order, a MatchData of its pairs; combined. */
function matchMetadata(byField: number[][], pairs: Pair[], ref: string): Metadata {
  const fieldData = byField.map((list) => {
    const data: Metadata = Object.create(null);
    list.forEach((p, k) => {
      const { term, fieldName: field } = pairs[p];
      const metadata = pairs[p].metadata[ref] as Record<string, unknown[]>;
      data[term] = Object.create(null);
      if (k === 0) {
        // new lunr.MatchData(term, field, metadata): a clone.
        const cloned: Record<string, unknown[]> = Object.create(null);
        for (const key of Object.keys(metadata ?? {})) cloned[key] = metadata[key].slice();
        data[term][field] = cloned;
      } else {
        // MatchData.add of a term not there yet: the posting's own object.
        data[term][field] = metadata;
      }
    });
    return data;
  });
  const [out, ...others] = fieldData;
  for (const other of others) {
    // MatchData.combine
    for (const term of Object.keys(other)) {
      if (out[term] == undefined) out[term] = Object.create(null);
      for (const field of Object.keys(other[term])) {
        const keys = Object.keys(other[term][field]);
        if (out[term][field] == undefined) out[term][field] = Object.create(null);
        for (const key of keys) {
          if (out[term][field][key] == undefined) out[term][field][key] = other[term][field][key];
          else out[term][field][key] = out[term][field][key].concat(other[term][field][key]);
        }
      }
    }
  }
  return out;
}
