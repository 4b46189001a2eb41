/**
 * For tests and the offline search bench: the upstream plugin's five document groups made from
 * a folder of Markdown without a build — the same extraction as the build's (sourceDocuments.ts),
 * with what the docs plugin would load taken from the files: the URL from the file's path, the
 * title, description and keywords from its front matter, and no breadcrumb beyond the navbar's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { markdownFilesUnder } from '../../shared/files.mjs';
import { splitFrontMatter } from '../../shared/frontMatter.mjs';
import { documentGroups, plainText, type SourcePage } from '../sourceDocuments';
import type { IndexDocument } from '../indexRewrite';

/** A front matter field as text: a list joined by commas, as the plugin indexes keywords. */
const frontText = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(', ') : value == null ? '' : String(value).trim();

/** The pages of a docs folder in path order (ids follow it). */
export function docsSourcePages(docsDir: string): SourcePage[] {
  return markdownFilesUnder(docsDir)
    .sort()
    .map((file) => {
      const { frontMatter, body } = splitFrontMatter(
        readFileSync(path.join(docsDir, file), 'utf8'),
      );
      const front = frontMatter ?? {};
      const route = file.replace(/\.mdx?$/, '');
      const h1 = body.split(/\r?\n/).find((line) => line.startsWith('# '));
      return {
        url: `/docs/${route}`,
        title: frontText(front.title) || plainText(h1?.slice(2) ?? route),
        description: frontText(front.description),
        keywords: frontText(front.keywords),
        breadcrumb: ['Документация'],
        body,
      };
    });
}

export function docsIndexGroups(docsDir: string): { documents: IndexDocument[] }[] {
  return documentGroups(docsSourcePages(docsDir));
}
