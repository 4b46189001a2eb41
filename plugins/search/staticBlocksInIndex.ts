/**
 * The index reads the article through the runs of static blocks (plugins/static-article): their
 * wrapper `div` must not hide the article's structure from the upstream parser.
 *
 * @easyops-cn/docusaurus-search-local 0.55.3 (dist/server/server/utils/parseDocument.js) cuts a
 * doc page into sections by walking the siblings of each heading (`$h.nextUntil("h1, h2, h3")`).
 * With a heading inside a run, its section ended at the run's end: the code blocks, tables and
 * following runs up to the next heading were lost (2 858 index terms fell to 2 186). Before the
 * upstream parser runs, each run's wrapper is replaced by its children, so it sees the article
 * exactly as without the runs.
 *
 * Installed by replacing the `parseDocument` export of that module: upstream's parse.js calls
 * it through the module object (`(0, parseDocument_1.parseDocument)($)`), read at each call.
 * staticBlocksInIndex.test.ts runs upstream's own `parse` on a page with runs and fails if that
 * changes; tests/contracts/upstream.json holds both files' hashes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const UTILS = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
  'dist/server/server/utils',
);
export const UPSTREAM_PARSE = require.resolve(path.join(UTILS, 'parse.js'));
export const UPSTREAM_PARSE_DOCUMENT = require.resolve(path.join(UTILS, 'parseDocument.js'));

/** The part of cheerio's API used here (the upstream parser's `$`). */
interface Selection {
  each(fn: (index: number, element: unknown) => void): unknown;
  replaceWith(content: unknown): unknown;
  contents(): unknown;
}
type Cheerio = (selector: unknown) => Selection;

/** Replaces each run's wrapper by its children. */
export function unwrapStaticBlocks($: Cheerio): void {
  $('[data-static-blocks]').each((_, element) => {
    const run = $(element);
    run.replaceWith(run.contents());
  });
}

type ParseDocument = (($: Cheerio) => unknown) & { seesThroughStaticBlocks?: true };

/** Makes the upstream parser see through the runs (once per process). */
export function installStaticBlocksUnwrap(): void {
  const module = require(UPSTREAM_PARSE_DOCUMENT) as { parseDocument: ParseDocument };
  const upstream = module.parseDocument;
  if (typeof upstream !== 'function') {
    throw new Error(
      `search: ${UPSTREAM_PARSE_DOCUMENT} no longer exports parseDocument; re-check plugins/search/staticBlocksInIndex.ts`,
    );
  }
  if (upstream.seesThroughStaticBlocks) return;
  const seeingThrough: ParseDocument = ($) => {
    unwrapStaticBlocks($);
    return upstream($);
  };
  seeingThrough.seesThroughStaticBlocks = true;
  module.parseDocument = seeingThrough;
}
