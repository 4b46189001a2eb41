// cspell:words logit logits softmax multinomial
/**
 * A page classifier learned from the readers' words of every page: multinomial logistic
 * regression (softmax) from a query's index terms to the page it asks for, trained at build time
 * on each search phrase (writing/search-phrases.yml) and on each page's title, sidebar label and
 * keywords, each an example of its page. Unlike the pages index's BM25, which counts every shared
 * word for both of two sibling pages, the regression learns which words tell them apart («не»,
 * «отключить», «письма») and which say nothing between them («отслеживание», «api»); the ranking
 * reorders its first results by it (client/rank.ts, feature `pageClassifier`).
 *
 * Stored as one more index group (CLASSIFIER_GROUP), so the sharded loader fetches a term's
 * weights with its postings: documents are the pages (refs: title ids), one field `w`, and a
 * term's weight in a page's field vector is the regression's weight. Only each term's
 * CLASSIFIER_WEIGHTS_PER_TERM largest weights (by size, either sign) are kept, in thousandths as
 * lunr stores its weights; no per-page bias (the pages have about as many examples each).
 * Measured in engineering/search.md («Классификатор страниц»).
 */
import type { SerializedIndex } from './indexShards';

/** Weights kept per term: 16 of 66 pages (all: ×4 the shards' bytes, a few queries more). */
export const CLASSIFIER_WEIGHTS_PER_TERM = 16;
/**
 * Smallest weight kept (by absolute value). Weights below 0.1 move no ranking of the tuning
 * halves, the old set or the phrases held out (thresholds 0.1 and 0.2 tried, 2 December), and
 * they were 52 of the index's 389 KB brotli; at 0.2 the tuning halves move both ways. After the
 * readers' phrases (354 KB brotli at 0.1) 0.15 again moves none of them and saves 12 KB; after
 * the fourth readers' batch (351 KB at 0.15) 0.2 moves none of them either (342.5 KB); after the
 * fifth (349 KB at 0.2) 0.25 moves none of them again (343 KB); after the sixth (349 KB at 0.25)
 * 0.3 moves one rank of tuning4 between second and third and no phrase held out (345 KB).
 */
export const CLASSIFIER_MIN_WEIGHT = 0.3;
/** Passes over the examples, the first step size (decaying) and the L2 penalty. */
const EPOCHS = 30;
const STEP = 0.5;
const STEP_DECAY = 0.2;
const L2 = 1e-4;
/**
 * Passes × examples' terms × pages the training may take: 30 passes at 66 pages (about a second
 * here) use a sixth of it; at 660 pages it allows one (about 2 s), and one is always made (at
 * 2 000 pages about 20 s: a sampled softmax would bound it, engineering/search.md).
 */
const OPERATIONS_BUDGET = 2e8;
/**
 * Most weights (terms × pages) trained, 80 MB: 66 pages have 0.2 million, 660 about 4, bench:scale
 * ×30 6.4 (its copies reuse the docs' words); 2,000 pages of distinct text, tens of millions.
 */
export const MAX_WEIGHTS = 1e7;
/** The classifier group's one field. */
export const CLASSIFIER_FIELD = 'w';

export interface ClassifierExample {
  /** The example's distinct index terms. */
  terms: string[];
  /** Its page (title document id). */
  page: number;
}

/**
 * The regression's weights, trained on the examples (deterministic: the same examples in the
 * same order give the same weights), each term's largest kept: term → page → weight.
 */
export function trainPageClassifier(
  examples: readonly ClassifierExample[],
  perTerm = CLASSIFIER_WEIGHTS_PER_TERM,
  minWeight = CLASSIFIER_MIN_WEIGHT,
): Map<string, Map<number, number>> {
  const pages = [...new Set(examples.map(({ page }) => page))].sort((a, b) => a - b);
  const column = new Map(pages.map((page, c) => [page, c]));
  const P = pages.length;
  // Terms as rows of one matrix (term number × page), examples as lists of row offsets.
  const termNumber = new Map<string, number>();
  const rowsOf = examples.map(({ terms }) =>
    Int32Array.from(terms, (term) => {
      let n = termNumber.get(term);
      if (n === undefined) {
        n = termNumber.size;
        termNumber.set(term, n);
      }
      return n * P;
    }),
  );
  // Too large a matrix for the build's memory: no classifier (the ranking then reorders
  // nothing). A sparse matrix and a sampled softmax would lift this (engineering/search.md).
  if (termNumber.size * P > MAX_WEIGHTS) return new Map();
  const targets = examples.map(({ page }) => column.get(page) ?? 0);
  const weights = new Float64Array(termNumber.size * P);
  const bias = new Float64Array(P);
  const logits = new Float64Array(P);
  // Each pass costs examples × pages × terms: at a few thousand pages, fewer passes keep the
  // build in seconds (the first passes, with the largest steps, learn the most).
  const termCount = rowsOf.reduce((sum, rows) => sum + rows.length + 1, 0);
  const epochs = Math.max(1, Math.min(EPOCHS, Math.floor(OPERATIONS_BUDGET / (termCount * P))));
  const order = examples.map((_, k) => k);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    const step = STEP / (1 + epoch * STEP_DECAY);
    // A fixed shuffle per pass (no randomness: the build is reproducible).
    for (let k = order.length - 1; k > 0; k -= 1) {
      const j = (k * 7919 + epoch * 31) % (k + 1);
      [order[k], order[j]] = [order[j], order[k]];
    }
    for (const k of order) {
      const rows = rowsOf[k];
      if (rows.length === 0) continue;
      logits.set(bias);
      for (let r = 0; r < rows.length; r += 1) {
        const row = rows[r];
        for (let c = 0; c < P; c += 1) logits[c] += weights[row + c];
      }
      let top = -Infinity;
      for (let c = 0; c < P; c += 1) top = Math.max(top, logits[c]);
      let sum = 0;
      for (let c = 0; c < P; c += 1) {
        logits[c] = Math.exp(logits[c] - top);
        sum += logits[c];
      }
      const target = targets[k];
      const scale = 1 / Math.sqrt(rows.length);
      // logits become the gradient of the loss by each page's logit.
      for (let c = 0; c < P; c += 1) {
        logits[c] = logits[c] / sum - (c === target ? 1 : 0);
        bias[c] -= step * logits[c];
      }
      const decay = 1 - step * L2;
      for (let r = 0; r < rows.length; r += 1) {
        const row = rows[r];
        for (let c = 0; c < P; c += 1)
          weights[row + c] = weights[row + c] * decay - step * scale * logits[c];
      }
    }
  }
  const kept = new Map<string, Map<number, number>>();
  const columns = pages.map((_, c) => c);
  for (const [term, n] of termNumber) {
    const row = n * P;
    const largest = [...columns]
      .sort((a, b) => Math.abs(weights[row + b]) - Math.abs(weights[row + a]) || a - b)
      .slice(0, perTerm);
    const byPage = new Map<number, number>();
    for (const c of largest) {
      const thousandths = Math.round(weights[row + c] * 1000);
      if (thousandths !== 0 && Math.abs(thousandths) >= minWeight * 1000)
        byPage.set(pages[c], thousandths / 1000);
    }
    if (byPage.size > 0) kept.set(term, byPage);
  }
  return kept;
}

/**
 * The classifier as a serialized lunr index: one field, the pages as documents, a term's weight
 * in a page's field vector its regression weight; the pipeline the query's words go through is
 * the one the examples' terms came from.
 */
export function classifierIndex(
  weights: Map<string, Map<number, number>>,
  like: Pick<SerializedIndex, 'version' | 'pipeline'>,
): SerializedIndex {
  const terms = [...weights.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const vectors = new Map<number, number[]>();
  const invertedIndex: SerializedIndex['invertedIndex'] = terms.map((term, termIndex) => {
    const refs: Record<string, object> = {};
    const byPage = weights.get(term) ?? new Map<number, number>();
    for (const [page, weight] of [...byPage].sort((a, b) => a[0] - b[0])) {
      refs[String(page)] = {};
      const elements = vectors.get(page) ?? [];
      elements.push(termIndex, weight);
      vectors.set(page, elements);
    }
    return [term, { _index: termIndex, [CLASSIFIER_FIELD]: refs }];
  });
  return {
    version: like.version,
    fields: [CLASSIFIER_FIELD],
    fieldVectors: [...vectors]
      .sort((a, b) => a[0] - b[0])
      .map(([page, elements]) => [`${CLASSIFIER_FIELD}/${page}`, elements]),
    invertedIndex,
    pipeline: like.pipeline,
  };
}
