/**
 * The site's search index, built from the doc pages' sources (sourceDocuments.ts) and written
 * into the build folder: the head (search-index.json) and its shards (assets/search/). Runs in a
 * worker thread while the bundler works (sourceIndexWorker.mjs, started by index.ts); pure
 * enough to run in a test or a bench the same way.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { splitFrontMatter } from '../shared/frontMatter.mjs';
import { headFiles } from './client/shardFormat';
import { docsFacts, PAGES_INDEX, rewriteGroups } from './indexRewrite';
import { writeShardedIndex } from './indexShards';
import { buildSerializedIndex } from './lunrBuild';
import { documentGroups, type SourcePage } from './sourceDocuments';

/** A doc page as the docs plugin loaded it, with the path of its source file. */
export type LoadedPage = Omit<SourcePage, 'body'> & { file: string };

export interface SourceIndexJob {
  pages: LoadedPage[];
  languages: string[];
  /** The docs folder (docsFacts: sidebar labels, code block names, how-to pages, phrases). */
  docsDir: string;
  /** The build folder: search-index.json and assets/search/ are written into it. */
  outDir: string;
}

/** The file name of the index head inside the build folder (the upstream plugin's address). */
export const INDEX_HEAD_FILE = 'search-index.json';

/** What an index build wrote: documents, shard files, its time in ms, and the files. */
export interface SourceIndexResult {
  documents: number;
  shards: number;
  ms: number;
  /** Every file written, inside the build folder: the head, then the shards. */
  files: string[];
  /** How many times `between` was called: before each lunr index and before the sharding. */
  between: number;
  /** Full garbage collections the worker made at those points (sourceIndexWorker.mjs). */
  collections?: number;
}

/**
 * `between` runs before each lunr index is built and before the index is cut into shards: the
 * worker collects the garbage of the step before there (sourceIndexWorker.mjs).
 */
export function writeSourceIndex(
  job: SourceIndexJob,
  between: () => void = () => undefined,
): SourceIndexResult {
  let calls = 0;
  const step = () => {
    calls += 1;
    between();
  };
  const started = performance.now();
  // Each source read and its front matter parsed once, for the documents and for the facts.
  const read = job.pages.map(({ file, ...page }) => {
    const source = readFileSync(file, 'utf8');
    const { frontMatter, body } = splitFrontMatter(source);
    return { page: { ...page, body }, facts: { url: page.url, source, front: frontMatter ?? {} } };
  });
  const facts = docsFacts(
    job.docsDir,
    undefined,
    read.map((entry) => entry.facts),
  );
  const rewritten = rewriteGroups(
    documentGroups(read.map((entry) => entry.page)),
    job.languages,
    facts,
    PAGES_INDEX,
    (config) => {
      step();
      return buildSerializedIndex(config);
    },
  );
  step();
  const { head } = writeShardedIndex(rewritten, path.join(job.outDir, INDEX_HEAD_FILE), job.outDir);
  const { terms, docs } = headFiles(head);
  return {
    documents: rewritten.reduce((n, group) => n + group.documents.length, 0),
    shards: terms.length + docs.length,
    ms: Math.round(performance.now() - started),
    files: [INDEX_HEAD_FILE, ...terms, ...docs],
    between: calls,
  };
}
