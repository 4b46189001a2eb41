/**
 * The doc pages the search indexes, from what the docs plugin loaded (allContentLoaded): their
 * addresses, titles, descriptions, keywords and sources, and the breadcrumb the upstream plugin
 * read from each built page (the active navbar item and the sidebar categories above the page).
 */
import type { DocusaurusConfig } from '@docusaurus/types';

import {
  DOCS_PLUGIN,
  currentDocsVersion,
  sourceFile,
  type SidebarItemLike,
} from '../shared/docsContent';
import type { LoadedPage } from './sourceIndex';

/** Doc id → the labels of the categories above it, for every doc of a sidebar. */
function categoryPaths(
  items: SidebarItemLike[],
  above: string[] = [],
  into = new Map<string, string[]>(),
) {
  for (const item of items) {
    if (item.type === 'category') {
      categoryPaths(item.items ?? [], [...above, item.label ?? ''], into);
    } else if ((item.type === 'doc' || item.type === 'ref') && item.id && !into.has(item.id)) {
      into.set(item.id, above);
    }
  }
  return into;
}

/** The navbar item that links a sidebar (`type: 'docSidebar'`), by sidebar id. */
function navbarLabels(siteConfig: DocusaurusConfig): Map<string, string> {
  const navbar = (siteConfig.themeConfig as { navbar?: { items?: Record<string, unknown>[] } })
    .navbar;
  const labels = new Map<string, string>();
  for (const item of navbar?.items ?? []) {
    if (item.type === 'docSidebar' && typeof item.sidebarId === 'string')
      labels.set(item.sidebarId, String(item.label ?? ''));
  }
  return labels;
}

const keywordsText = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(', ') : typeof value === 'string' ? value : '';

export function loadedPages(
  allContent: Record<string, Record<string, unknown> | undefined>,
  siteConfig: DocusaurusConfig,
  siteDir: string,
): LoadedPage[] {
  const version = currentDocsVersion(allContent[DOCS_PLUGIN]?.default);
  if (!version) return [];
  const navbar = navbarLabels(siteConfig);
  const breadcrumbs = new Map<string, string[]>();
  for (const [sidebarId, items] of Object.entries(version.sidebars)) {
    const label = navbar.get(sidebarId);
    for (const [id, categories] of categoryPaths(items))
      if (!breadcrumbs.has(id)) breadcrumbs.set(id, label ? [label, ...categories] : categories);
  }
  return version.docs
    .filter((doc) => !doc.unlisted)
    .map((doc) => ({
      url: doc.permalink,
      title: doc.title,
      description: doc.description,
      keywords: keywordsText(doc.frontMatter?.keywords),
      breadcrumb: breadcrumbs.get(doc.id) ?? [],
      file: sourceFile(siteDir, doc),
    }));
}
