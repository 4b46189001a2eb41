// Preparing a readers' round (tests/search/readers*/) or a batch of readers' phrases
// (writing/reader-phrases/batch-*/) from helpers' files, so that the next one is made the same way
// as the last (engineering/search.md, «Круг читателей»). Two steps, with a work folder outside
// the repository between them:
//
//   deal <work> <target> [--parts=4]
//     reads the writers' files <work>/writers/*.json ({ writer, role, queries: [{ query,
//     situation }] }), drops the queries that are search phrases already, that an earlier round,
//     batch or query set has asked, or that repeat one of this round (samePhrase), and writes
//     <target>/written.json (ids from 1, the dropped named in $comment), the parts for the judges
//     <work>/parts/part-K.json (dealt round the writers, so every part has every kind) and the
//     page catalogue the judges choose from, <work>/catalog.md. Each part goes to two judges.
//   merge <work> <target> [--round]
//     reads the judges' files <work>/judges/*.json ({ judgments: [{ id, best, also }] }), checks
//     that every query has exactly two judges naming pages that exist, and writes
//     <target>/judgments.json; with --round also queries.json and unanswered.json (mergeJudgments).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { mergeJudgments } from '../bench/searchSets.mjs';
import { splitFrontMatter } from '../../plugins/shared/frontMatter.mjs';
import {
  SEARCH_PHRASES_FILE,
  parseSearchPhrases,
  samePhrase,
} from '../../plugins/search/searchPhrasesFile.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Where the earlier query sets, rounds and batches are: every "query" in their JSON counts. */
export const ASKED_DIRS = ['tests/search', 'writing/reader-phrases'].map((dir) =>
  path.join(ROOT, dir),
);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};
const jsonFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map(String)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => path.join(dir, name))
    : [];

/** Every "query" string anywhere in a JSON value. */
export function queryStrings(value) {
  if (Array.isArray(value)) return value.flatMap(queryStrings);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'query' && typeof item === 'string' ? [item] : queryStrings(item),
  );
}

/**
 * What a new query must not be, as samePhrase keys, each with why: a search phrase, or a query of
 * an earlier set (any JSON under `askedDirs` but outside `ownDir`, the round's own folder).
 */
export function knownQueries(
  ownDir,
  phrasesSource = readFileSync(path.join(ROOT, SEARCH_PHRASES_FILE), 'utf8'),
  askedDirs = ASKED_DIRS,
) {
  const known = new Map();
  const own = `${path.resolve(ownDir)}${path.sep}`;
  for (const dir of askedDirs)
    for (const file of jsonFiles(dir).filter((name) => !name.startsWith(own)))
      for (const query of queryStrings(readJson(file)))
        known.set(samePhrase(query), 'asked before');
  for (const phrase of [...parseSearchPhrases(phrasesSource).byPage.values()].flat())
    known.set(samePhrase(phrase), 'phrase');
  return known;
}

/**
 * The writers' queries in order, each with an id from 1, its writer and role; a query that is
 * known or repeats an earlier one of the same round is dropped, with why.
 * @param {{ writer: string, role?: string, queries: { query: string, situation: string }[] }[]} writers
 * @param {Map<string, string>} known
 */
export function dealQueries(writers, known) {
  const seen = new Map(known);
  const written = [];
  const dropped = [];
  for (const { writer, role, queries } of writers) {
    if (typeof writer !== 'string' || !Array.isArray(queries))
      throw new Error('a writer\'s file needs "writer" and "queries"');
    for (const { query, situation } of queries) {
      if (typeof query !== 'string' || query.trim() === '' || typeof situation !== 'string')
        throw new Error(`${writer}: every query needs "query" and "situation"`);
      const key = samePhrase(query);
      const why = seen.get(key);
      if (why) {
        dropped.push({ query: query.trim(), why });
        continue;
      }
      seen.set(key, 'repeat');
      written.push({
        id: written.length + 1,
        query: query.trim(),
        situation: situation.trim(),
        writer,
        ...(role ? { role } : {}),
      });
    }
  }
  return { written, dropped };
}

/**
 * The queries dealt into `parts` parts for the judges: every parts-th query from the part's
 * number on, so that each part mixes the writers. A judge sees the query and its situation only.
 * @param {{ id: number, query: string, situation: string }[]} written
 * @param {number} parts
 */
export function judgeParts(written, parts) {
  return Array.from({ length: parts }, (_, part) =>
    written
      .filter((_, i) => i % parts === part)
      .map(({ id, query, situation }) => ({ id, query, situation })),
  );
}

/** The pages a judge can name: id (the path inside docs/ without .md), title and description. */
export function pageCatalog(docsDir = path.join(ROOT, 'docs')) {
  return readdirSync(docsDir, { recursive: true })
    .map(String)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => {
      const { frontMatter } = splitFrontMatter(readFileSync(path.join(docsDir, name), 'utf8'));
      return {
        id: name
          .replace(/\.mdx?$/, '')
          .split(path.sep)
          .join('/'),
        title: String(frontMatter?.title ?? ''),
        description: String(frontMatter?.description ?? ''),
        file: `docs/${name.split(path.sep).join('/')}`,
      };
    });
}

/** The catalogue as a Markdown table, for the judges. */
export const catalogTable = (pages) =>
  [
    '| id | title | description | file |',
    '|---|---|---|---|',
    ...pages.map(
      ({ id, title, description, file }) =>
        `| ${[id, title, description, file].map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`,
    ),
  ].join('\n');

/**
 * The judges' files made one judgments list in the order of the queries: every query judged by
 * exactly two judges, every page named one of `pages`.
 * @param {{ judgments: { id: number, best: string | null, also?: string[] }[] }[]} judgeFiles
 * @param {{ id: number }[]} written
 * @param {Set<string>} pages
 */
export function collectJudgments(judgeFiles, written, pages) {
  const byId = new Map(written.map(({ id }) => [id, []]));
  for (const { judgments } of judgeFiles)
    for (const { id, best, also = [] } of judgments) {
      const judges = byId.get(id);
      if (!judges) throw new Error(`judges: no query ${id}`);
      for (const page of [best, ...also])
        if (page !== null && !pages.has(page))
          throw new Error(`judges: query ${id} names no page of the docs: ${page}`);
      judges.push({ best, also: best === null ? [] : also.filter((page) => page !== best) });
    }
  for (const [id, judges] of byId)
    if (judges.length !== 2)
      throw new Error(`judges: query ${id} has ${judges.length} judges, not two`);
  return [...byId].map(([id, judges]) => ({ id, judges }));
}

function deal(work, target, parts) {
  const writers = jsonFiles(path.join(work, 'writers')).map(readJson);
  const { written, dropped } = dealQueries(writers, knownQueries(target));
  const said = (why) =>
    dropped
      .filter((d) => d.why === why)
      .map((d) => `«${d.query}»`)
      .join('; ');
  writeJson(path.join(target, 'written.json'), {
    $comment:
      `Написано ${written.length + dropped.length}, судьям отдано ${written.length}. ` +
      `Уже фразы поиска: ${said('phrase') || 'нет'}. ` +
      `Запросы прежних кругов и партий: ${said('asked before') || 'нет'}. ` +
      `Повторы: ${said('repeat') || 'нет'}.`,
    queries: written,
  });
  judgeParts(written, parts).forEach((queries, i) =>
    writeJson(path.join(work, 'parts', `part-${i + 1}.json`), { queries }),
  );
  writeFileSync(path.join(work, 'catalog.md'), `${catalogTable(pageCatalog())}\n`);
  return { written: written.length, dropped: dropped.length };
}

function merge(work, target, round) {
  const written = readJson(path.join(target, 'written.json')).queries;
  const pages = new Set(pageCatalog().map(({ id }) => id));
  const judgments = collectJudgments(
    jsonFiles(path.join(work, 'judges')).map(readJson),
    written,
    pages,
  );
  writeJson(path.join(target, 'judgments.json'), { judgments });
  if (!round) return { judged: judgments.length };
  const made = mergeJudgments(written, judgments);
  const keep = (file, comment, queries) => {
    const old = path.join(target, file);
    writeJson(old, { $comment: existsSync(old) ? readJson(old).$comment : comment, queries });
  };
  keep(
    'queries.json',
    'Запросы, на которые оба судьи назвали общую страницу: mergeJudgments() из written.json и ' +
      'judgments.json; не править руками, по промахам holdout-половины ничего не подбирать.',
    made.queries,
  );
  keep(
    'unanswered.json',
    'Запросы, на которые, по обоим судьям, не отвечает ни одна страница: темы, которых нет в ' +
      'документации.',
    made.unanswered,
  );
  return {
    judged: judgments.length,
    kept: made.queries.length,
    unanswered: made.unanswered.length,
    disputed: made.disputed.length,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [step, work, target] = process.argv.slice(2);
  const flag = (name) => process.argv.find((arg) => arg.startsWith(`--${name}`));
  if (!['deal', 'merge'].includes(step) || !work || !target) {
    console.error(
      'Использование: node scripts/search/readersRound.mjs deal <рабочая папка> <папка круга> ' +
        '[--parts=4] | merge <рабочая папка> <папка круга> [--round]',
    );
    process.exit(1);
  }
  const parts = Number(flag('parts')?.split('=')[1] ?? 4);
  if (!Number.isInteger(parts) || parts < 1) {
    console.error('--parts: нужно целое число частей для судей, не меньше 1 (например, --parts=4)');
    process.exit(1);
  }
  const result =
    step === 'deal'
      ? deal(path.resolve(work), path.resolve(target), parts)
      : merge(path.resolve(work), path.resolve(target), Boolean(flag('round')));
  console.log(JSON.stringify(result));
}
