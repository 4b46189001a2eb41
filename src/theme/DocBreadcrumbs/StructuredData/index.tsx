import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { findFirstSidebarItemLink } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocBreadcrumbs/StructuredData';

import { breadcrumbList, jsonLd } from '@site/src/features/sharing/structuredData';

/**
 * Replaces (not wraps) the breadcrumbs' JSON-LD. The stock one keeps only crumbs with links;
 * our categories have no pages, so it would list the page alone. This one lists the home
 * page, each category (standing for its first page) and the page.
 */
export default function DocBreadcrumbsStructuredData({ breadcrumbs }: Props): React.ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const data = breadcrumbList(siteConfig.url, [
    { name: siteConfig.title, href: siteConfig.baseUrl },
    ...breadcrumbs.map((item) => ({
      name: item.label,
      href: item.href ?? findFirstSidebarItemLink(item),
    })),
  ]);
  return (
    <Head>
      <script type="application/ld+json">{jsonLd(data)}</script>
    </Head>
  );
}
