import path from 'node:path';
import type { DocusaurusConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';

import { loadedPages } from './loadedPages';

const doc = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Страница ${id}`,
  description: `Описание ${id}`,
  permalink: `/docs/${id}`,
  source: `@site/docs/${id}.md`,
  frontMatter: {},
  ...extra,
});

const siteConfig = {
  themeConfig: {
    navbar: {
      items: [
        { type: 'docSidebar', sidebarId: 'docs', label: 'Документация' },
        { type: 'search', position: 'right' },
      ],
    },
  },
} as unknown as DocusaurusConfig;

const allContent = (docs: ReturnType<typeof doc>[], sidebars: Record<string, unknown[]>) => ({
  'docusaurus-plugin-content-docs': {
    default: { loadedVersions: [{ isLast: true, docs, sidebars }] },
  },
});

describe('loadedPages', () => {
  it('takes address, title, description, keywords and source from what the docs plugin loaded', () => {
    const pages = loadedPages(
      allContent([doc('security', { frontMatter: { keywords: ['mTLS', 'TLS 1.3'] } })], {}),
      siteConfig,
      '/site',
    );
    expect(pages).toEqual([
      {
        url: '/docs/security',
        title: 'Страница security',
        description: 'Описание security',
        keywords: 'mTLS, TLS 1.3',
        breadcrumb: [],
        file: path.join('/site', 'docs/security.md'),
      },
    ]);
  });

  it('gives each page the navbar item of its sidebar and the categories above it', () => {
    const sidebar = [
      { type: 'doc', id: 'introduction' },
      {
        type: 'category',
        label: 'Сервисы',
        items: [
          {
            type: 'category',
            label: 'Управление API',
            items: [
              { type: 'doc', id: 'services/keys/add-key' },
              { type: 'link', href: '/x' },
            ],
          },
        ],
      },
    ];
    const pages = loadedPages(
      allContent([doc('introduction'), doc('services/keys/add-key'), doc('orphan')], {
        docs: sidebar,
      }),
      siteConfig,
      '/site',
    );
    expect(pages.map((page) => [page.url, page.breadcrumb])).toEqual([
      ['/docs/introduction', ['Документация']],
      ['/docs/services/keys/add-key', ['Документация', 'Сервисы', 'Управление API']],
      ['/docs/orphan', []],
    ]);
  });

  it('leaves out unlisted pages, as the upstream plugin left out their noindex HTML', () => {
    const pages = loadedPages(
      allContent([doc('a'), doc('b', { unlisted: true })], {}),
      siteConfig,
      '/site',
    );
    expect(pages.map((page) => page.url)).toEqual(['/docs/a']);
  });

  it('finds nothing without the docs plugin', () => {
    expect(loadedPages({}, siteConfig, '/site')).toEqual([]);
  });
});
