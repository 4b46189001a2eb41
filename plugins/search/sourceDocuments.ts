/**
 * The search documents of the doc pages, read from their Markdown, not from the built HTML.
 *
 * The upstream plugin made them in its postBuild: it parsed every built page (about 0.5 s of the
 * main thread at 66 pages, 20 s at 2 000) and found the title, the headings and the text between
 * them. Everything it found is in the sources: the title, description and keywords are the
 * docs plugin's metadata, the breadcrumb is the page's place in the sidebar, every heading has
 * an explicit `{#id}` (check:content), and no MDX component of the docs renders text of its own
 * (Tabs only wraps Markdown). So the index can be built while the bundler runs (see index.ts),
 * from what the docs plugin loaded, on a core the bundler leaves idle.
 *
 * The documents keep the upstream plugin's five groups and fields (its SearchDocument,
 * shared/interfaces.js in 0.55.3): titles `{i, t, u, b}`, headings `{i, t, u, h, p}`,
 * descriptions and keywords `{i, t, u, p}`, paragraphs `{i, t, s, u, h, p}`. Code blocks stay
 * out, as `ignoreCssSelectors` kept them out of the HTML pass. tests/e2e/build-contract.spec.ts
 * holds every title, heading, anchor and breadcrumb to what the built pages show.
 */
import type { IndexDocument } from './indexRewrite';

/** One doc page, as the index needs it. */
export interface SourcePage {
  /** The page's address (the docs plugin's permalink): `/docs/concepts/api`. */
  url: string;
  title: string;
  description: string;
  /** Front matter keywords, joined by «, » as the page's `<meta name="keywords">` has them. */
  keywords: string;
  /** The navbar item and the sidebar categories above the page: «Документация › Сервисы». */
  breadcrumb: string[];
  /** The Markdown after the front matter. */
  body: string;
}

/** Emphasis marks, not the underscores of names (RATE_LIMIT_EXCEEDED, snake_case). */
const withoutEmphasis = (text: string) =>
  text.replace(/\*+/g, '').replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '');

/**
 * Markdown and MDX inline to the text a reader sees: link texts, no emphasis or code marks (code
 * spans as written), tab labels as the tabs show them, no other tags.
 */
export function inlineText(text: string): string {
  return (
    text
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<TabItem\b[^>]*\blabel="([^"]*)"[^>]*>/g, ' $1 ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\{#[^}]+\}/g, '')
      .replace(/`([^`]*)`|[^`]+/g, (match, code?: string) => code ?? withoutEmphasis(match))
      .replace(/`/g, '')
      .replace(/\|/g, ' ')
      // Not the no-break spaces of the sources (after short words): the pages show them too.
      .replace(/[ \t\r\n]+/g, ' ')
      .trim()
  );
}

/** A line of a list, quote or admonition without its marker (the pages show none of them). */
export const withoutBlockMarker = (line: string) =>
  line.replace(/^\s*(?:[-*+]|\d+\.|>|:::\w*)\s*/, '');

/** A line of a paragraph, list, quote, table or admonition as text. */
export const plainText = (line: string) => inlineText(withoutBlockMarker(line));

/** A fenced code block, from its opening fence to the same fence (or the end of the page). */
const CODE_BLOCK = /^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\1[ \t]*$|(?![\s\S]))/gm;
/** The headings the upstream plugin indexed below the title: h2 and h3. */
const HEADING = /^(#{2,3})[ \t]+(.*)$/;
const HEADING_ID = /\{#([^}\s]+)\}/;

/**
 * The five document groups of the pages, numbered page by page in the order given (title,
 * description, keywords, then each section's heading and paragraphs), as the upstream plugin
 * numbered them.
 */
export function documentGroups(pages: readonly SourcePage[]): { documents: IndexDocument[] }[] {
  const groups: IndexDocument[][] = [[], [], [], [], []];
  let id = 0;
  for (const page of pages) {
    const u = page.url;
    const pageId = ++id;
    groups[0].push({ i: pageId, t: page.title, u, b: page.breadcrumb });
    if (page.description) groups[2].push({ i: ++id, t: page.description, u, p: pageId });
    if (page.keywords) groups[3].push({ i: ++id, t: page.keywords, u, p: pageId });
    let section = page.title;
    let anchor = '';
    let paragraph: string[] = [];
    const flush = () => {
      const text = inlineText(paragraph.join(' '));
      paragraph = [];
      if (text) groups[4].push({ i: ++id, t: text, s: section, u, h: anchor, p: pageId });
    };
    // Windows line ends too: a heading line must not end in \r.
    for (const line of page.body.replace(CODE_BLOCK, '').split(/\r?\n/)) {
      const heading = HEADING.exec(line);
      if (heading) {
        flush();
        section = inlineText(heading[2]);
        const explicit = HEADING_ID.exec(heading[2])?.[1];
        anchor = `#${explicit ?? section.toLowerCase().replace(/\s+/g, '-')}`;
        groups[1].push({ i: ++id, t: section, u, h: anchor, p: pageId });
      } else if (line.trim() === '' || line.startsWith('# ') || /^(import|export) /.test(line)) {
        flush();
      } else paragraph.push(withoutBlockMarker(line));
    }
    flush();
  }
  return groups.map((documents) => ({ documents }));
}
