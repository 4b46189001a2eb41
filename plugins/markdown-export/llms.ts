/**
 * /llms.txt and /llms-full.txt (https://llmstxt.org): the site map for language models, and
 * every page in one file. Pure functions; the plugin gives them the pages in sidebar order.
 */

import type { SidebarItemLike } from '../shared/docsContent';

// Sidebar items: this module reads docs and categories; links are skipped.
export type { SidebarItemLike };

export interface DocSection {
  /** Category path, «Сервисы › Реестр API»; the top-level pages get `generalTitle`. */
  title: string;
  docIds: string[];
}

export interface LlmsEntry {
  title: string;
  description: string;
  /** Absolute address of the Markdown copy. */
  markdownUrl: string;
}

export interface LlmsSection {
  title: string;
  entries: LlmsEntry[];
}

export interface LlmsSite {
  /** `# Name` of the file. */
  name: string;
  /** The one-line `> ` summary. */
  summary: string;
  /** Paragraphs between the summary and the sections. */
  details: string[];
}

export const CATEGORY_SEPARATOR = ' › ';

/**
 * Groups the docs by sidebar category, in sidebar order: one section per category that has
 * pages of its own (a category comes before its sub-categories). Docs outside the sidebar go
 * into a last section.
 */
export function sectionsFromSidebar(
  sidebar: SidebarItemLike[],
  allDocIds: string[],
  titles: { general: string; other: string },
): DocSection[] {
  const sections = new Map<string, string[]>();
  const seen = new Set<string>();
  const add = (section: string, id: string | undefined) => {
    if (!id || seen.has(id) || !allDocIds.includes(id)) return;
    seen.add(id);
    sections.get(section)?.push(id);
  };
  const walk = (items: SidebarItemLike[], trail: string[]) => {
    const section = trail.length > 0 ? trail.join(CATEGORY_SEPARATOR) : titles.general;
    if (!sections.has(section)) sections.set(section, []);
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        add(section, item.id);
      } else if (item.type === 'category') {
        const categoryTrail = [...trail, item.label ?? ''];
        const categorySection = categoryTrail.join(CATEGORY_SEPARATOR);
        if (!sections.has(categorySection)) sections.set(categorySection, []);
        if (item.link?.type === 'doc') add(categorySection, item.link.id);
        walk(item.items ?? [], categoryTrail);
      }
    }
  };
  walk(sidebar, []);
  const rest = allDocIds.filter((id) => !seen.has(id));
  if (rest.length > 0) sections.set(titles.other, rest);
  return [...sections.entries()]
    .filter(([, docIds]) => docIds.length > 0)
    .map(([title, docIds]) => ({ title, docIds }));
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Link text must not end the `[…]` early. */
function linkText(text: string): string {
  return oneLine(text).replace(/([[\]])/g, '\\$1');
}

export function buildLlmsTxt(site: LlmsSite, sections: LlmsSection[]): string {
  const parts = [`# ${site.name}`, `> ${oneLine(site.summary)}`, ...site.details];
  for (const section of sections) {
    const list = section.entries.map((entry) => {
      const description = oneLine(entry.description);
      return `- [${linkText(entry.title)}](${entry.markdownUrl})${description ? `: ${description}` : ''}`;
    });
    parts.push(`## ${section.title}\n\n${list.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** Every page, whole, one after another, each with its address. */
export function buildLlmsFull(site: LlmsSite, pages: string[]): string {
  const header = [`# ${site.name}`, `> ${oneLine(site.summary)}`, ...site.details].join('\n\n');
  return `${[header, ...pages.map((page) => page.trimEnd())].join('\n\n---\n\n')}\n`;
}
