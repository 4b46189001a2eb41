/** Structured data (schema.org JSON-LD) for doc pages, built from the sidebar breadcrumbs. */
import { withoutTrailingSlash } from '../../utils/url';

export interface Crumb {
  name: string;
  /** Site path of the page the crumb stands for; crumbs without one are left out. */
  href?: string;
}

export interface BreadcrumbListData {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: {
    '@type': 'ListItem';
    position: number;
    name: string;
    item: string;
  }[];
}

/**
 * Home, then the sidebar path to the page. Categories have no pages of their own here, so they
 * stand for their first page; a crumb that points where the next one does is dropped (the
 * deeper one is more precise), so every item is a different page.
 */
export function breadcrumbList(siteUrl: string, crumbs: Crumb[]): BreadcrumbListData {
  const linked = crumbs.filter((crumb): crumb is Required<Crumb> => Boolean(crumb.href));
  const distinct = linked.filter((crumb, index) => linked[index + 1]?.href !== crumb.href);
  const base = withoutTrailingSlash(siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: distinct.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${base}${crumb.href}`,
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close it. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
