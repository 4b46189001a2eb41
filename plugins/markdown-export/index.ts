/**
 * Local Docusaurus plugin: after the build, every doc page also exists as clean Markdown at its
 * address + `.md` (build/docs/security.md), plus /llms.txt and /llms-full.txt.
 *
 * It reads what the docs plugin loaded (titles, descriptions, permalinks, the sidebar), converts
 * the sources with ./convert.ts and writes the files next to the HTML. Nothing runs in the
 * browser; `npm start` does not serve these files (they are made by `postBuild`).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { markdownPath, withoutTrailingSlash } from '../../src/utils/url';
import {
  DOCS_PLUGIN,
  currentDocsVersion,
  sourceFile,
  type LoadedDocLike,
} from '../shared/docsContent';

import { convertDoc, renderPage, type ConvertedPage } from './convert';
import { buildLlmsFull, buildLlmsTxt, sectionsFromSidebar, type LlmsSite } from './llms';

export interface MarkdownExportOptions {
  /** Heading of the top-level pages' section in llms.txt. */
  generalSectionTitle?: string;
  /** Paragraphs of llms.txt between the summary and the page list. */
  details?: string[];
}

type DocLike = LoadedDocLike;

/** Where a page's Markdown copy is written, inside the build folder (its address + `.md`). */
export function markdownFilePath(outDir: string, baseUrl: string, permalink: string): string {
  const relative = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length - 1) : permalink;
  return path.join(outDir, markdownPath(relative));
}

export default function markdownExportPlugin(context: LoadContext, rawOptions?: unknown): Plugin {
  const options = (rawOptions ?? {}) as MarkdownExportOptions;
  const { siteConfig, siteDir } = context;
  const siteUrl = withoutTrailingSlash(siteConfig.url);

  return {
    name: 'magistral-markdown-export',

    async postBuild({ outDir, plugins }) {
      const docsPlugin = plugins.find(
        (plugin) => plugin.name === DOCS_PLUGIN && (plugin.options.id ?? 'default') === 'default',
      );
      const version = currentDocsVersion(docsPlugin?.content);
      if (!version) throw new Error('markdown-export: the docs plugin has no loaded version');

      const docs = version.docs.filter((doc) => !doc.unlisted);
      const sourceOf = (doc: DocLike) =>
        path.relative(version.contentPath, sourceFile(siteDir, doc)).split(path.sep).join('/');
      const permalinkBySource = new Map(docs.map((doc) => [sourceOf(doc), doc.permalink]));

      const converted = new Map<string, ConvertedPage>();
      await Promise.all(
        docs.map(async (doc) => {
          const file = sourceFile(siteDir, doc);
          const page = convertDoc(
            await readFile(file, 'utf8'),
            { title: doc.title, description: doc.description },
            {
              siteUrl,
              permalink: doc.permalink,
              sourcePath: sourceOf(doc),
              resolveDoc: (source) => permalinkBySource.get(source),
            },
          );
          converted.set(doc.id, page);
          const target = markdownFilePath(outDir, siteConfig.baseUrl, doc.permalink);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, renderPage(page), 'utf8');
        }),
      );

      const site: LlmsSite = {
        name: siteConfig.title,
        summary: siteConfig.tagline,
        details: options.details ?? [
          'Документация на русском языке. Каждая страница есть в Markdown: добавьте `.md` к её ' +
            `адресу. Все страницы одним файлом: ${siteUrl}${siteConfig.baseUrl}llms-full.txt`,
        ],
      };
      const sidebar = Object.values(version.sidebars)[0] ?? [];
      const sections = sectionsFromSidebar(
        sidebar,
        docs.map((doc) => doc.id),
        { general: options.generalSectionTitle ?? 'Основное', other: 'Другие страницы' },
      );
      const docById = new Map(docs.map((doc) => [doc.id, doc]));
      const markdownUrl = (doc: DocLike) => `${siteUrl}${markdownPath(doc.permalink)}`;

      const llmsTxt = buildLlmsTxt(
        site,
        sections.map((section) => ({
          title: section.title,
          entries: section.docIds.map((id) => {
            const doc = docById.get(id) as DocLike;
            return {
              title: doc.title,
              description: doc.description,
              markdownUrl: markdownUrl(doc),
            };
          }),
        })),
      );
      const llmsFull = buildLlmsFull(
        site,
        sections.flatMap((section) =>
          section.docIds.map((id) => {
            const doc = docById.get(id) as DocLike;
            return renderPage(converted.get(id) as ConvertedPage, `${siteUrl}${doc.permalink}`);
          }),
        ),
      );
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt, 'utf8');
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFull, 'utf8');
    },
  };
}
