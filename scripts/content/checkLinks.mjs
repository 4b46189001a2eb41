// Fast link check of the docs, without a build (a full build finds the same links only at its
// end). Checks, outside code:
//  - links to other pages: relative file links (`../x.md`, `./y.md#anchor`) and routes
//    (`/docs/...`, relative routes), the page must exist;
//  - anchors (`#id`, `x.md#id`, `/docs/x#id`): a heading id of the target page — explicit
//    `{#id}` or the slug Docusaurus generates (createSlugger of @docusaurus/utils, the
//    github-slugger it uses), or an `id="…"` in the page's HTML/JSX;
//  - `pathname:///files/...` and `/img/...`: a file in static/;
//  - images (`![…](…)`, `<img src>`): static/ for absolute paths, next to the page for relative.
// External links (http, mailto, tel) are not fetched.
// Run: npm run check:links [-- --docs=<dir>] (also part of npm run check:content).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The two modules of @docusaurus/utils that Docusaurus's heading plugin uses, not the package's
// index (which loads most of Docusaurus's utilities and takes longer than the check itself).
import { createSlugger } from '@docusaurus/utils/lib/slugger.js';
import { parseMarkdownHeadingId } from '@docusaurus/utils/lib/markdownHeadingIdUtils.js';
import yaml from 'js-yaml';

import { frontMatterOf } from '../../plugins/shared/frontMatter.mjs';
import { filesUnder, markdownFilesUnder } from '../../plugins/shared/files.mjs';
import { textLines } from './markdownLines.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Heading text as Docusaurus slugs it (mdast toString): markup gone, text kept. */
export function headingText(markdown) {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .trim();
}

/**
 * The body lines of a page with code blanked out (fenced blocks, inline code), so that links in
 * examples are not checked; line numbers stay.
 */
export function proseLines(source) {
  const lines = source.split('\n');
  const text = textLines(lines);
  return lines.map((line, index) =>
    text[index] ? line.replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length)) : '',
  );
}

/** Every anchor a page defines: heading ids (explicit or generated) and HTML/JSX ids. */
export function pageAnchors(source) {
  const anchors = new Set();
  const slugger = createSlugger();
  const raw = source.split('\n');
  for (const [index, line] of proseLines(source).entries()) {
    // Outside code (the prose line), but with its inline code kept (the raw line).
    const heading = /^#{1,6}\s/.test(line) && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(raw[index]);
    if (heading) {
      const { id, text } = parseMarkdownHeadingId(heading[1]);
      anchors.add(id ?? slugger.slug(headingText(text)));
    }
    for (const match of line.matchAll(/\bid=["']([^"']+)["']/g)) anchors.add(match[1]);
  }
  return anchors;
}

/** Links and images of a page: { line, target, image }. */
export function pageLinks(source) {
  const links = [];
  proseLines(source).forEach((line, index) => {
    const add = (target, image) => links.push({ line: index + 1, target: target.trim(), image });
    // [text](target "title") and ![alt](src): the target ends at a space or the closing paren.
    for (const match of line.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      add(match[2], match[1] === '!');
    // Reference definitions: [label]: target
    const definition = /^\s*\[[^\]]+\]:\s*(\S+)/.exec(line);
    if (definition) add(definition[1], false);
    for (const match of line.matchAll(/<(a|Link)\b[^>]*?\b(?:href|to)=["']([^"']+)["']/g))
      add(match[2], false);
    for (const match of line.matchAll(/<img\b[^>]*?\bsrc=["']([^"']+)["']/g)) add(match[1], true);
  });
  return links;
}

/** Route of a doc file: docs/a/b.md → /docs/a/b; index.md and README.md → the folder. */
export function docRoute(file, frontMatter, routeBasePath = '/docs') {
  // Number prefixes (01-intro.md) are not part of the address.
  const plain = file.replace(/(^|\/)\d+[-_.]\s*/g, '$1');
  const dir = path.posix.dirname(plain);
  if (typeof frontMatter?.slug === 'string') {
    const slug = frontMatter.slug;
    return path.posix.join(routeBasePath, slug.startsWith('/') ? slug : path.posix.join(dir, slug));
  }
  const base = path.posix.basename(plain).replace(/\.mdx?$/, '');
  const name = /^(index|readme)$/i.test(base) || base === path.posix.basename(dir) ? '' : base;
  return path.posix.join(routeBasePath, dir === '.' ? '' : dir, name).replace(/\/$/, '') || '/';
}

const EXTERNAL = /^(https?:|mailto:|tel:|data:|\/\/)/i;

/**
 * Checks the links of every page of docsDir.
 * @param {{ docsDir: string, staticDir: string, routeBasePath?: string, extraRoutes?: string[] }} options
 * @returns {{ problems: string[], pages: number, links: number }}
 */
export function checkLinks({ docsDir, staticDir, routeBasePath = '/docs', extraRoutes = [] }) {
  const files = markdownFilesUnder(docsDir);
  const pages = new Map();
  const byRoute = new Map();
  for (const file of files) {
    const source = readFileSync(path.join(docsDir, file), 'utf8');
    const frontMatter = frontMatterOf(source);
    const page = { file, source, route: docRoute(file, frontMatter, routeBasePath), anchors: null };
    pages.set(file, page);
    byRoute.set(page.route, page);
  }
  const anchorsOf = (page) => (page.anchors ??= pageAnchors(page.source));
  const routes = new Set([...byRoute.keys(), ...extraRoutes]);
  const staticFile = (urlPath) => {
    const full = path.join(staticDir, decodeURIComponent(urlPath));
    return existsSync(full) && statSync(full).isFile();
  };

  const problems = [];
  let count = 0;
  for (const page of pages.values()) {
    for (const { line, target, image } of pageLinks(page.source)) {
      if (EXTERNAL.test(target)) continue;
      count += 1;
      const where = `${path.posix.join(path.basename(docsDir), page.file)}:${line}`;
      const [pathPart, anchor] = target.split('#', 2);
      const problem = (message) => problems.push(`${where}: ${message} «${target}»`);

      if (pathPart.startsWith('pathname://')) {
        if (!staticFile(pathPart.slice('pathname://'.length)))
          problem('нет файла в static/ для ссылки');
        continue;
      }
      if (image) {
        const ok = pathPart.startsWith('/')
          ? staticFile(pathPart)
          : existsSync(path.join(docsDir, path.posix.dirname(page.file), pathPart));
        if (!ok) problem('нет изображения');
        continue;
      }

      let targetPage = null;
      if (pathPart === '') targetPage = page;
      else if (/\.mdx?$/.test(pathPart)) {
        const file = pathPart.startsWith('/')
          ? path.posix.normalize(pathPart.slice(1))
          : path.posix.normalize(path.posix.join(path.posix.dirname(page.file), pathPart));
        targetPage = pages.get(file);
        if (!targetPage) {
          problem('нет страницы');
          continue;
        }
      } else {
        // A route: absolute, or relative to this page's address as the browser resolves it.
        const route =
          new URL(pathPart, `https://site${page.route}`).pathname.replace(/\/$/, '') || '/';
        targetPage = byRoute.get(route) ?? null;
        if (!targetPage) {
          if (!routes.has(route) && !staticFile(route)) problem('нет страницы по адресу');
          continue;
        }
      }
      if (
        anchor !== undefined &&
        anchor !== '' &&
        !anchorsOf(targetPage).has(decodeURIComponent(anchor))
      )
        problem(`на странице ${targetPage.route} нет якоря «#${anchor}» для ссылки`);
    }
  }
  return { problems, pages: pages.size, links: count };
}

/** Routes of the site outside the docs: src/pages and the docs' tag pages. */
export function siteRoutes(root = ROOT, routeBasePath = '/docs') {
  const routes = ['/', '/search', `${routeBasePath}/tags`];
  const pagesDir = path.join(root, 'src/pages');
  if (existsSync(pagesDir))
    for (const file of filesUnder(pagesDir)) {
      if (
        !/\.(tsx?|jsx?|mdx?)$/.test(file) ||
        /(^|\/)_/.test(file) ||
        /\.(test|module)\./.test(file)
      )
        continue;
      routes.push(
        `/${file.replace(/\.[^.]+$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/',
      );
    }
  const tagsFile = path.join(root, 'docs/tags.yml');
  if (existsSync(tagsFile))
    for (const [key, tag] of Object.entries(yaml.load(readFileSync(tagsFile, 'utf8')) ?? {}))
      routes.push(`${routeBasePath}/tags/${tag?.permalink?.replace(/^\//, '') ?? key}`);
  return routes;
}

function main() {
  const arg = process.argv.find((a) => a.startsWith('--docs='));
  const docsDir = path.resolve(arg ? arg.slice('--docs='.length) : path.join(ROOT, 'docs'));
  const started = performance.now();
  const { problems, pages, links } = checkLinks({
    docsDir,
    staticDir: path.join(ROOT, 'static'),
    extraRoutes: siteRoutes(),
  });
  const ms = Math.round(performance.now() - started);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `\ncheck:links: битых ссылок — ${problems.length}, страниц — ${pages} (${ms} мс)`,
    );
    process.exit(1);
  }
  console.log(`check:links: ссылок — ${links}, страниц — ${pages}, битых нет (${ms} мс)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
