// The query sets of bench:search: the old set (tests/search/queries.json) and the fresh queries
// (tests/search/fresh/part-*.json, written by people who saw one page at a time, never the
// ranking), split BY PAGE into a tuning half and a holdout half. The split is recorded in
// tests/search/split.json and never changes; splitPages() only made it (and the unit test checks
// that the file still is what it made). A second round of such queries (tests/search/second/,
// five per page, written 27 November by helpers who saw only their pages, never the queries of
// the first round, the synonyms, the search phrases or the ranking) follows the same split as
// the parts tuning2 and holdout2: holdout2 had never been measured when it was written. A third
// round (tests/search/third/, written 27 November evening the same way, after holdout2 had been
// measured many times) is the parts tuning3 and holdout3; it was measured once, for totals, when
// it came in. Its misses are not listed yet: list tuning3's only when tuning on it begins. A fourth
// round (tests/search/fourth/, 28 November evening, the same way, by four other helpers, each with
// pages it had not written for before) is tuning4 and holdout4: measured once when it came in,
// before and after the changes of that evening, to see whether they carry over. A fifth round
// (tests/search/fifth/, 30 November, the same way: four new helpers, each given only the bodies of
// its pages copied out of the repository) is tuning5 and holdout5, an estimate of the search as
// it stands: nothing has been tuned on either half, and neither lists its misses. A sixth round
// (tests/search/sixth/, 30 November afternoon, the same way, page order and kinds shuffled anew)
// is tuning6 and holdout6: measured once when it came in, before anything was changed that day.
// From then on tuning3, tuning4 and tuning6 list their misses too, to look for mechanisms in;
// tuning5 and every holdout still print figures only. A seventh round (tests/search/seventh/,
// 30 November evening, the same way, four new helpers, pages and kinds shuffled anew) is tuning7
// and holdout7: measured when it came in and after each change of that session; neither half
// lists its misses. An eighth round (tests/search/eighth/, 2 December morning, the same way: four
// new helpers, each given only the bodies of its pages and told the kinds, pages and kinds
// shuffled anew) is tuning8 and holdout8: measured once when it came in, before any change of
// that session, as the estimate of the search as it stood. tuning8 lists its misses from then on.
// The readers' round (tests/search/readers/queries.json, 2 December) is written the other way
// round: four helpers, each playing one reader (an API consumer, an API provider, an administrator,
// an architect or buyer), saw only the introduction of the docs, never a page, and wrote 40 queries
// each with the situation behind them; then two judges per query, independently, read the pages
// and named the page that answers it (or none). A query both judges answered, with a page that
// both accept, is kept; its expected pages are those both accept (mergeJudgments). It follows the
// split by its first expected page, as the parts tuning9 and holdout9, and was measured once when
// it came in, before any change; from then on tuning9 lists its misses, holdout9 never. Its kind
// is the reader who wrote it. The queries no page answers are in unanswered.json, for the writers.
// A second readers' round (tests/search/readers2/, 2 December afternoon, the same way: four new
// helpers in the same four roles, the introduction only; the 16 of their 160 queries that were
// search phrases already went to no judge) is tuning10 and holdout10: measured when it came in,
// before any change of that session; from then on tuning10 lists its misses, holdout10 never.
// A third readers' round (tests/search/readers3/, 2 December evening, the same way; 29 of 160
// were phrases or queries of earlier rounds and batches) is tuning11 and holdout11: measured when
// it came in on the search before and after that session's changes, which it took no part in.
// A fourth readers' round (tests/search/readers4/, 2 December night, the same way, made with
// scripts/search/readersRound.mjs: four new helpers in new situations of the four roles; 25 of 160
// were phrases or queries of earlier rounds and batches) is tuning12 and holdout12: measured when
// it came in, before any change of that session. tuning12 lists its misses from then on.
// Misses are listed for the tuning halves and the old set only: for the holdout halves the bench
// prints aggregate figures, nothing per query.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SEARCH_TESTS = path.join(ROOT, 'tests/search');
/** The folders of the rounds of fresh queries. */
export const FIRST_ROUND_DIR = path.join(SEARCH_TESTS, 'fresh');
export const SECOND_ROUND_DIR = path.join(SEARCH_TESTS, 'second');
export const THIRD_ROUND_DIR = path.join(SEARCH_TESTS, 'third');
export const FOURTH_ROUND_DIR = path.join(SEARCH_TESTS, 'fourth');
export const FIFTH_ROUND_DIR = path.join(SEARCH_TESTS, 'fifth');
export const SIXTH_ROUND_DIR = path.join(SEARCH_TESTS, 'sixth');
export const SEVENTH_ROUND_DIR = path.join(SEARCH_TESTS, 'seventh');
export const EIGHTH_ROUND_DIR = path.join(SEARCH_TESTS, 'eighth');
/**
 * The readers' rounds: queries written from a reader's situation, pages named by judges. Each
 * folder holds written.json and judgments.json, and what mergeJudgments makes of them:
 * queries.json and unanswered.json (the queries no page answers, by both judges: content the
 * docs lack).
 */
export const READERS_ROUNDS = [
  { dir: path.join(SEARCH_TESTS, 'readers'), suffix: '9' },
  { dir: path.join(SEARCH_TESTS, 'readers2'), suffix: '10' },
  { dir: path.join(SEARCH_TESTS, 'readers3'), suffix: '11' },
  { dir: path.join(SEARCH_TESTS, 'readers4'), suffix: '12' },
];
/** The readers' rounds' parts: the tuning and holdout half of each. */
export const READERS_PARTS = READERS_ROUNDS.flatMap(({ suffix }) => [
  `tuning${suffix}`,
  `holdout${suffix}`,
]);
/** The later rounds and the suffix of their parts (tuning2, holdout2…). */
export const LATER_ROUNDS = [
  { dir: SECOND_ROUND_DIR, suffix: '2' },
  { dir: THIRD_ROUND_DIR, suffix: '3' },
  { dir: FOURTH_ROUND_DIR, suffix: '4' },
  { dir: FIFTH_ROUND_DIR, suffix: '5' },
  { dir: SIXTH_ROUND_DIR, suffix: '6' },
  { dir: SEVENTH_ROUND_DIR, suffix: '7' },
  { dir: EIGHTH_ROUND_DIR, suffix: '8' },
];

/** The parts, in the order the bench prints them. */
export const PARTS = [
  'tuning',
  'holdout',
  'old',
  ...LATER_ROUNDS.flatMap(({ suffix }) => [`tuning${suffix}`, `holdout${suffix}`]),
  ...READERS_PARTS,
];
/**
 * A part's half of the split: its name without a later round's suffix (tuning2 → tuning,
 * holdout12 → holdout; stripping each suffix in turn would leave holdout1).
 */
export const halfOfPart = (part) => part.replace(/\d+$/, '');
/** Parts whose individual misses may be printed and looked at. */
export const LISTABLE_PARTS = new Set([
  'tuning',
  'old',
  'tuning2',
  'tuning3',
  'tuning4',
  'tuning6',
  'tuning8',
  'tuning9',
  'tuning10',
  'tuning11',
  'tuning12',
]);

/**
 * Top-1, top-3 and MRR of ranked queries, each with the place of its first expected page (0: not
 * shown). The one computation of the search benches (bench:search, searchOffline, batchCv).
 * @param {readonly { rank: number }[]} list
 */
export function rankFigures(list) {
  const n = list.length || 1;
  return {
    top1: list.filter((r) => r.rank === 1).length / n,
    top3: list.filter((r) => r.rank >= 1 && r.rank <= 3).length / n,
    mrr: list.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / n,
  };
}

/** A stable hash of a page path (no dependence on the order the pages are found in). */
export const pageHash = (page) => createHash('sha256').update(page).digest('hex');

/**
 * Pages sorted by the hash of their path, alternated: the first, third… go to tuning, the
 * second, fourth… to holdout.
 */
export function splitPages(pages) {
  const sorted = [...new Set(pages)].sort((a, b) => {
    const ha = pageHash(a);
    const hb = pageHash(b);
    return ha < hb ? -1 : ha > hb ? 1 : 0;
  });
  return {
    tuning: sorted.filter((_, i) => i % 2 === 0).sort(),
    holdout: sorted.filter((_, i) => i % 2 === 1).sort(),
  };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Every query of a round, from its folder's part-*.json files (the first round by default). */
export function freshQueries(dir = FIRST_ROUND_DIR) {
  return readdirSync(dir)
    .filter((name) => /^part-.*\.json$/.test(name))
    .sort()
    .flatMap((name) => readJson(path.join(dir, name)).queries);
}

export function readSplit(file = path.join(SEARCH_TESTS, 'split.json')) {
  return readJson(file);
}

/**
 * All bench queries, each with its part: a fresh query belongs to the half of its expected page
 * (every fresh query names one page).
 */
export function benchQueries() {
  const split = readSplit();
  const partOf = new Map([
    ...split.tuning.map((page) => [page, 'tuning']),
    ...split.holdout.map((page) => [page, 'holdout']),
  ]);
  const withHalf = (suffix) => (q) => {
    const part = partOf.get(q.expected[0]);
    if (!part) throw new Error(`tests/search/split.json: no half for page ${q.expected[0]}`);
    return { ...q, part: part + suffix };
  };
  const fresh = [
    ...freshQueries().map(withHalf('')),
    ...LATER_ROUNDS.flatMap(({ dir, suffix }) => freshQueries(dir).map(withHalf(suffix))),
  ];
  const old = readJson(path.join(SEARCH_TESTS, 'queries.json')).queries.map((q) => ({
    ...q,
    part: 'old',
  }));
  const readers = READERS_ROUNDS.flatMap(({ dir, suffix }) =>
    readJson(path.join(dir, 'queries.json')).queries.map(withHalf(suffix)),
  );
  return [...fresh, ...old, ...readers];
}

/**
 * The readers' round made from what was written and judged (tests/search/readers/written.json and
 * judgments.json): a query is kept when both judges name a page and some page is accepted by
 * both (a judge accepts its best page and its «also» pages); its expected pages are those, the
 * first judge's best first. Both judges naming no page: unanswered. Otherwise (one names none, or
 * no page in common): disputed, left out of both.
 * @param {{ id: number, query: string, situation: string, writer: string }[]} written
 * @param {{ id: number, judges: { best: string | null, also: string[] }[] }[]} judgments
 */
export function mergeJudgments(written, judgments) {
  const byId = new Map(judgments.map((j) => [j.id, j.judges]));
  const accepted = ({ best, also }) => (best === null ? [] : [best, ...also]);
  const queries = [];
  const unanswered = [];
  const disputed = [];
  for (const { id, query, situation, writer } of written) {
    const judges = byId.get(id);
    if (!judges || judges.length !== 2) throw new Error(`readers: query ${id} needs two judges`);
    const [first, second] = judges;
    const common = accepted(first).filter((page) => accepted(second).includes(page));
    if (first.best === null && second.best === null) unanswered.push({ query, situation, writer });
    else if (common.length > 0) queries.push({ query, kind: writer, situation, expected: common });
    else disputed.push({ query, situation, writer });
  }
  return { queries, unanswered, disputed };
}

/**
 * The search phrases (writing/search-phrases.yml, by page file) dealt into `folds` folds, every
 * `folds`-th phrase of each page from the fold's number on: the phrases each fold leaves in the
 * index and the ones it asks as queries, with the page each should find. Every phrase is asked
 * once, in the fold that leaves it out: a query set of readers' words on every page (not a half),
 * which the ranking has never been tuned on (searchOffline.ts --phrases-cv).
 * @param {Map<string, string[]>} byPage
 * @param {number} folds
 * @returns {{ kept: Map<string, string[]>, asked: { page: string, phrase: string }[] }[]}
 */
export function phraseFolds(byPage, folds) {
  return Array.from({ length: folds }, (_, fold) => {
    const kept = new Map();
    const asked = [];
    for (const [file, phrases] of byPage) {
      kept.set(
        file,
        phrases.filter((_, i) => i % folds !== fold),
      );
      const page = file.replace(/\.mdx?$/, '');
      phrases.forEach((phrase, i) => {
        if (i % folds === fold) asked.push({ page, phrase });
      });
    }
    return { kept, asked };
  });
}
