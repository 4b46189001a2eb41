/**
 * How the search index reads a built doc page. Replaces the `parse` export of
 * @easyops-cn/docusaurus-search-local 0.55.3 (dist/server/server/utils/parse.js), which
 * scanDocuments.js calls through the module object (`(0, parse_1.parse)(html, …)`, read at each
 * call), with a copy of it that differs in two ways:
 *
 *  - **htmlparser2 instead of parse5.** Upstream's `cheerio.load(html)` builds the DOM with
 *    parse5, the spec parser: about 7 ms a page here, most of the upstream step at every scale
 *    (76 pages: 500 ms warm, 900 ms cold; htmlparser2 150–290 ms). Our pages are React's
 *    well-formed markup, where both parsers build the same tree: on every doc page of the site
 *    the documents are the same, string for string (tests/e2e/build-contract.spec.ts checks the
 *    built site, upstreamParse.test.ts the kinds of markup we emit). Markup where the two differ,
 *    such as a `<noscript>` inside the article (parse5 keeps its content as text), fails the
 *    build check.
 *  - **Runs of static blocks are unwrapped** (plugins/static-article). upstream's parseDocument
 *    cuts a page into sections by walking each heading's siblings (`$h.nextUntil("h1, h2, h3")`):
 *    with a heading inside a run, its section ended at the run's end, and the code blocks,
 *    tables and following runs up to the next heading were lost (2 858 index terms fell to
 *    2 186). Each run's wrapper is replaced by its children, so the parser sees the article as
 *    without the runs.
 *
 * Everything else is upstream's, in upstream's order: the robots `noindex` check, the copy
 * buttons and `ignoreCssSelectors` removed, the version badge of docs, then upstream's own
 * parsePage or parseDocument. upstreamParse.test.ts compares the copy with upstream's `parse`
 * on pages of every branch; tests/contracts/upstream.json holds the hashes of parse.js,
 * parseDocument.js, parsePage.js and scanDocuments.js.
 */
import { createRequire } from 'node:module';

import { replaceUpstreamExport, upstreamServerUtil } from './upstreamExports';

const require = createRequire(import.meta.url);

export const UPSTREAM_PARSE = upstreamServerUtil('parse.js');
const UPSTREAM_PARSE_DOCUMENT = upstreamServerUtil('parseDocument.js');
const UPSTREAM_PARSE_PAGE = upstreamServerUtil('parsePage.js');

/** The part of cheerio's API used here. */
interface Selection {
  attr(name: string): string | undefined;
  each(fn: (index: number, element: unknown) => void): Selection;
  filter(fn: (index: number, element: unknown) => boolean): Selection;
  remove(): Selection;
  replaceWith(content: unknown): Selection;
  contents(): unknown;
  text(): string;
}
export type Cheerio = (selector: unknown) => Selection;
type Load = (html: string) => Cheerio;

/** The plugin's own cheerio (its dependency, not whichever the site resolves). */
const cheerio = createRequire(UPSTREAM_PARSE)('cheerio') as {
  load(html: string, options?: object): Cheerio;
};

/** htmlparser2 for HTML (`xml` given, `xmlMode` off: cheerio's documented switch). */
export const loadWithHtmlparser2: Load = (html) =>
  cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } });
/** parse5, as upstream loads. For the tests that compare the two. */
export const loadWithParse5: Load = (html) => cheerio.load(html);

export interface ParseConfig {
  ignoreCssSelectors?: string[];
  forceIgnoreNoIndex?: boolean;
}
export type Parse = (html: string, type: string, url: string, config: ParseConfig) => unknown;

/** Replaces each run's wrapper by its children. */
export function unwrapStaticBlocks($: Cheerio): void {
  $('[data-static-blocks]').each((_, element) => {
    const run = $(element);
    run.replaceWith(run.contents());
  });
}

/** upstream's parse (0.55.3) with the given loader, and a doc page's runs unwrapped. */
export function parseWith(load: Load): Parse {
  // upstream's own section parsers, read at each call as upstream's parse reads them.
  const documentModule = require(UPSTREAM_PARSE_DOCUMENT) as {
    parseDocument: ($: Cheerio) => unknown;
  };
  const pageModule = require(UPSTREAM_PARSE_PAGE) as {
    parsePage: ($: Cheerio, url: string) => unknown;
  };
  return (html, type, url, { ignoreCssSelectors, forceIgnoreNoIndex }) => {
    const $ = load(html);
    if (!forceIgnoreNoIndex && $('meta[name="robots"]').attr('content')?.includes('noindex')) {
      // Unlisted content
      return null;
    }
    // Remove copy buttons from code boxes
    $('div[class^="mdxCodeBlock_"] button').remove();
    for (const selector of ignoreCssSelectors ?? []) $(selector).remove();
    if (type === 'docs') {
      // Remove version badges
      $('span.badge')
        .filter((_, element) => $(element).text().startsWith('Version:'))
        .remove();
    }
    if (type === 'page') return pageModule.parsePage($, url);
    unwrapStaticBlocks($);
    return documentModule.parseDocument($);
  };
}

/** Makes the upstream postBuild read pages through parseWith(htmlparser2) (once per process). */
export function installUpstreamParse(): void {
  replaceUpstreamExport<Parse>(
    UPSTREAM_PARSE,
    'parse',
    () => parseWith(loadWithHtmlparser2),
    'plugins/search/upstreamParse.ts',
  );
}
