/**
 * MDX source of a doc page → clean Markdown for people and AI tools.
 *
 * Pure: knows nothing of Docusaurus, the file system or the build. The plugin (index.ts) hands
 * it the source, the page's title and description (front matter, as Docusaurus parsed it) and
 * a way to find the address of another doc page.
 *
 * What changes:
 * - front matter → `# Title` and the description as a `> ` quote;
 * - `import`/`export` lines and MDX comments go away;
 * - `:::note Title … :::` → a quote starting with a bold Russian label (nesting kept);
 * - `<Tabs>`/`<TabItem label="…">` → a sub-heading per tab, one level below the last heading;
 * - `## Heading {#id}` → `## Heading`;
 * - links to .md files → absolute page URLs; `#anchor` and `/path` links → absolute URLs;
 * - images with a site path → absolute URLs.
 * Code blocks and inline code are never touched.
 */
import path from 'node:path';

import translations from '../../i18n/ru/code.json';

export interface ConvertContext {
  /** Public address of the site, without a trailing slash: `https://docs.example.ru`. */
  siteUrl: string;
  /** Address of the page on the site: `/docs/security`. */
  permalink: string;
  /** Path of the source inside the docs folder, with forward slashes: `concepts/api.md`. */
  sourcePath: string;
  /** Address of another doc page by its source path inside the docs folder, if it exists. */
  resolveDoc: (sourcePath: string) => string | undefined;
}

export interface PageMeta {
  title: string;
  description?: string;
}

export interface ConvertedPage {
  title: string;
  description: string;
  /** The page's Markdown without its title and description. */
  body: string;
}

/** Labels of the admonitions as the site shows them: the theme's strings in i18n/ru/code.json. */
export const ADMONITION_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(translations as Record<string, { message: string }>)
    .filter(([id]) => id.startsWith('theme.admonition.'))
    .map(([id, { message }]) => [
      id.slice('theme.admonition.'.length),
      message.charAt(0).toUpperCase() + message.slice(1),
    ]),
);

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})(.*)$/;
const ADMONITION_OPEN = /^\s*(:{3,})([a-z]+)(?:\[[^\]]*\])?(?:[ \t]+(.*?))?\s*$/;
const ADMONITION_CLOSE = /^\s*(:{3,})\s*$/;
const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t]*$/;
const HEADING_ID = /\s*\{#[^}\s]+\}\s*$/;
const TABS_TAG = /^\s*<\/?Tabs(\s[^>]*)?>\s*$/;
const TAB_ITEM_OPEN = /^\s*<TabItem\b([^>]*)>\s*$/;
const TAB_ITEM_CLOSE = /^\s*<\/TabItem>\s*$/;
const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;
const ESM_START = /^(import|export)\s/;
const ESM_END = /(^|\s)from\s+(['"]).*\2;?\s*$|^import\s+(['"]).*\3;?\s*$|;\s*$/;

interface Container {
  type: string;
  title: string;
  colons: number;
  lines: string[];
}

/** A tab's label: `label="…"` (or `'…'`, or `{'…'}`), else its value. */
export function tabLabel(attributes: string): string {
  const attr = (name: string) =>
    new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{\\s*['"\`]([^'"\`]*)['"\`]\\s*\\})`).exec(
      attributes,
    );
  const match = attr('label') ?? attr('value');
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
}

function splitUrl(url: string): { pathPart: string; suffix: string } {
  const index = url.search(/[?#]/);
  return index === -1
    ? { pathPart: url, suffix: '' }
    : { pathPart: url.slice(0, index), suffix: url.slice(index) };
}

/** Where a link or an image of the page should point in the Markdown copy. */
export function absoluteUrl(url: string, ctx: ConvertContext, kind: 'link' | 'image'): string {
  // `pathname:///files/x.yaml` — a static file linked past the router (Docusaurus syntax).
  if (url.startsWith('pathname://')) return `${ctx.siteUrl}${url.slice('pathname://'.length)}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url; // https:, mailto:
  if (url.startsWith('#')) return `${ctx.siteUrl}${ctx.permalink}${url}`;
  if (url.startsWith('/')) return `${ctx.siteUrl}${url}`;
  const { pathPart, suffix } = splitUrl(url);
  if (kind === 'link' && /\.mdx?$/.test(pathPart)) {
    const target = path.posix.normalize(
      path.posix.join(path.posix.dirname(ctx.sourcePath), decodeURI(pathPart)),
    );
    const permalink = ctx.resolveDoc(target);
    if (!permalink) {
      throw new Error(`${ctx.sourcePath}: link to an unknown doc "${url}"`);
    }
    return `${ctx.siteUrl}${permalink}${suffix}`;
  }
  // A plain relative address: resolved the way a browser on the page would.
  return new URL(url, `${ctx.siteUrl}${ctx.permalink}`).href;
}

/** Links and images of one line of prose; inline code stays as written. */
export function rewriteInline(line: string, ctx: ConvertContext): string {
  const code: string[] = [];
  let text = line.replace(/(`+)[\s\S]*?\1/g, (span) => {
    code.push(span);
    return `\uE000${code.length - 1}\uE000`;
  });
  text = text.replace(MDX_COMMENT, '');
  text = text.replace(
    /(!?)\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*(<[^>]*>|[^)\s]+)(\s+(?:"[^"]*"|'[^']*'))?\s*\)/g,
    (_match, bang: string, label: string, rawUrl: string, title = '') => {
      const url = rawUrl.startsWith('<') ? rawUrl.slice(1, -1) : rawUrl;
      const target = absoluteUrl(url, ctx, bang ? 'image' : 'link');
      return `${bang}[${label}](${target}${title})`;
    },
  );
  return text.replace(/\uE000(\d+)\uE000/g, (_match, index: string) => code[Number(index)]);
}

function trimBlankEdges(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start].trim() === '') start += 1;
  while (end > start && lines[end - 1].trim() === '') end -= 1;
  return lines.slice(start, end);
}

function quote(container: Container): string[] {
  const label = ADMONITION_LABELS[container.type] ?? container.type;
  const heading = container.title ? `**${label}. ${container.title}**` : `**${label}**`;
  const inner = trimBlankEdges(container.lines);
  const lines = [heading, ...(inner.length > 0 ? ['', ...inner] : [])];
  return lines.map((line) => (line === '' ? '>' : `> ${line}`));
}

/** Converts the body of a doc (front matter already removed). */
export function convertBody(body: string, ctx: ConvertContext): string {
  const source = body.replace(/\r\n?/g, '\n').replace(MDX_COMMENT, '');
  const root: Container = { type: 'root', title: '', colons: 0, lines: [] };
  const stack: Container[] = [root];
  const out = () => stack[stack.length - 1].lines;
  /** Adds a block (heading, quote) with blank lines around it. */
  const block = (lines: string[]) => {
    const target = out();
    if (target.length > 0 && target[target.length - 1] !== '') target.push('');
    target.push(...lines, '');
  };

  let fence: { marker: string } | null = null;
  let inEsm = false;
  let lastHeadingLevel = 1; // the page title
  const lines = source.split('\n');

  for (const line of lines) {
    if (fence) {
      out().push(line);
      const trimmed = line.trim();
      if (
        trimmed.startsWith(fence.marker) &&
        /^(`+|~+)$/.test(trimmed) &&
        trimmed[0] === fence.marker[0]
      ) {
        fence = null;
      }
      continue;
    }
    if (inEsm) {
      if (ESM_END.test(line.trim())) inEsm = false;
      continue;
    }

    const fenceOpen = FENCE_OPEN.exec(line);
    if (fenceOpen) {
      fence = { marker: fenceOpen[2] };
      out().push(line);
      continue;
    }
    if (ESM_START.test(line) && stack.length === 1) {
      inEsm = !ESM_END.test(line.trim());
      continue;
    }

    const admonitionOpen = ADMONITION_OPEN.exec(line);
    if (admonitionOpen && admonitionOpen[2] in ADMONITION_LABELS) {
      stack.push({
        type: admonitionOpen[2],
        title: rewriteInline(admonitionOpen[3] ?? '', ctx),
        colons: admonitionOpen[1].length,
        lines: [],
      });
      continue;
    }
    const admonitionClose = ADMONITION_CLOSE.exec(line);
    if (admonitionClose && stack.length > 1) {
      const container = stack.pop() as Container;
      block(quote(container));
      continue;
    }

    if (TABS_TAG.test(line) || TAB_ITEM_CLOSE.test(line)) {
      const target = out();
      if (target.length > 0 && target[target.length - 1] !== '') target.push('');
      continue;
    }
    const tabOpen = TAB_ITEM_OPEN.exec(line);
    if (tabOpen) {
      const level = Math.min(lastHeadingLevel + 1, 6);
      block([`${'#'.repeat(level)} ${tabLabel(tabOpen[1])}`]);
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      lastHeadingLevel = heading[1].length;
      const text = rewriteInline(heading[2].replace(HEADING_ID, ''), ctx);
      block([`${heading[1]} ${text}`]);
      continue;
    }

    if (line.trim() === '') {
      const target = out();
      if (target.length > 0 && target[target.length - 1] !== '') target.push('');
      continue;
    }
    out().push(rewriteInline(line, ctx));
  }

  // An unclosed admonition is closed at the end, as MDX would.
  while (stack.length > 1) {
    const container = stack.pop() as Container;
    block(quote(container));
  }
  return `${trimBlankEdges(root.lines).join('\n')}\n`;
}

/** Removes the YAML front matter block, if any. */
export function stripFrontMatter(source: string): string {
  return source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, '');
}

export function convertDoc(source: string, meta: PageMeta, ctx: ConvertContext): ConvertedPage {
  return {
    title: meta.title,
    description: (meta.description ?? '').replace(/\s+/g, ' ').trim(),
    body: convertBody(stripFrontMatter(source), ctx),
  };
}

/** The page as one Markdown document; `sourceUrl` adds a line with the page's address. */
export function renderPage(page: ConvertedPage, sourceUrl?: string): string {
  const parts = [`# ${page.title}`];
  if (sourceUrl) parts.push(`Страница на сайте: ${sourceUrl}`);
  if (page.description) parts.push(`> ${page.description}`);
  parts.push(page.body.trimEnd());
  return `${parts.join('\n\n')}\n`;
}
