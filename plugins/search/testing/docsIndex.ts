/**
 * For tests: the upstream plugin's five document groups (titles, headings, descriptions,
 * keywords, paragraphs) made from the site's Markdown without a build, numbered page by page as
 * the plugin numbers them. Close enough to the built index (same pages, titles, headings, front
 * matter and prose; no rendered MDX components or admonition titles) for the index rewrite and
 * the ranking to behave as they do on the site.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { markdownFilesUnder } from '../../shared/files.mjs';
import { splitFrontMatter } from '../../shared/frontMatter.mjs';
import type { IndexDocument } from '../indexRewrite';

/** The Markdown pages of a folder, relative to it, in a fixed order (ids follow it). */
function markdownFiles(dir: string): string[] {
  return markdownFilesUnder(dir).sort();
}

/** Markdown and MDX to the text a reader sees (roughly: links, emphasis, code marks, tags). */
function plain(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{#[^}]+\}/g, '')
    .replace(/[*_`]/g, '')
    .replace(/^\s*(?:[-*+]|\d+\.|>|:::\w*)\s*/, '')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A front matter field as text: a list joined by commas, as the plugin indexes keywords. */
const frontText = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(', ') : value == null ? '' : String(value).trim();

export function docsIndexGroups(docsDir: string): { documents: IndexDocument[] }[] {
  const groups: IndexDocument[][] = [[], [], [], [], []];
  let id = 0;
  for (const file of markdownFiles(docsDir)) {
    const source = readFileSync(path.join(docsDir, file), 'utf8');
    const { frontMatter, body } = splitFrontMatter(source);
    const front = frontMatter ?? {};
    const route = file.replace(/\.mdx?$/, '');
    const u = `/docs/${route}`;
    // Windows line ends too: a heading line must not end in \r for the heading pattern.
    const lines = body.replace(/```[\s\S]*?```/g, '').split(/\r?\n/);
    const h1 = lines.find((line) => line.startsWith('# '));
    const title = frontText(front.title) || plain(h1?.slice(2) ?? route);
    const page = ++id;
    groups[0].push({ i: page, t: title, u, b: ['Документация'] });
    const description = frontText(front.description);
    if (description) groups[2].push({ i: ++id, t: description, u, p: page });
    const keywords = frontText(front.keywords);
    if (keywords) groups[3].push({ i: ++id, t: keywords, u, p: page });
    let section = title;
    let anchor = '';
    let paragraph: string[] = [];
    const flush = () => {
      const text = plain(paragraph.join(' '));
      paragraph = [];
      if (text) groups[4].push({ i: ++id, t: text, s: section, u, h: anchor, p: page });
    };
    for (const line of lines) {
      const heading = /^(#{2,3})\s+(.*)$/.exec(line);
      if (heading) {
        flush();
        section = plain(heading[2]);
        anchor = `#${/\{#([^}]+)\}/.exec(heading[2])?.[1] ?? section.toLowerCase().replace(/\s+/g, '-')}`;
        groups[1].push({ i: ++id, t: section, u, h: anchor, p: page });
      } else if (line.trim() === '' || line.startsWith('# ') || /^(import|export) /.test(line)) {
        flush();
      } else paragraph.push(line);
    }
    flush();
  }
  return groups.map((documents) => ({ documents }));
}
