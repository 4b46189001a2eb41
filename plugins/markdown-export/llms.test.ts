import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { markdownFilePath } from './index';
import { buildLlmsFull, buildLlmsTxt, sectionsFromSidebar, type SidebarItemLike } from './llms';

const sidebar: SidebarItemLike[] = [
  { type: 'doc', id: 'introduction' },
  {
    type: 'category',
    label: 'Сервисы',
    items: [
      {
        type: 'category',
        label: 'Реестр API',
        items: [{ type: 'doc', id: 'services/api-registry/description' }],
      },
      { type: 'doc', id: 'services/extranet' },
      { type: 'link', label: 'Внешняя' },
    ],
  },
  { type: 'category', label: 'Пустой', items: [] },
  { type: 'doc', id: 'security' },
];
const titles = { general: 'Основное', other: 'Другие страницы' };

describe('sectionsFromSidebar', () => {
  it('groups pages by category path in sidebar order, a category before its sub-categories', () => {
    const ids = [
      'introduction',
      'services/api-registry/description',
      'services/extranet',
      'security',
    ];
    expect(sectionsFromSidebar(sidebar, ids, titles)).toEqual([
      { title: 'Основное', docIds: ['introduction', 'security'] },
      { title: 'Сервисы', docIds: ['services/extranet'] },
      { title: 'Сервисы › Реестр API', docIds: ['services/api-registry/description'] },
    ]);
  });

  it('puts pages missing from the sidebar last and skips sidebar entries that are not pages', () => {
    const sections = sectionsFromSidebar(sidebar, ['introduction', 'orphan'], titles);
    expect(sections).toEqual([
      { title: 'Основное', docIds: ['introduction'] },
      { title: 'Другие страницы', docIds: ['orphan'] },
    ]);
  });
});

const site = {
  name: 'Магистраль',
  summary: 'Платформа управления API.',
  details: ['Каждая страница есть в Markdown.'],
};

describe('buildLlmsTxt', () => {
  it('writes the llms.txt format: title, summary, details, sections of links with descriptions', () => {
    const text = buildLlmsTxt(site, [
      {
        title: 'Основное',
        entries: [
          {
            title: 'Введение [кратко]',
            description: 'Что такое\n«Магистраль».',
            markdownUrl: 'https://d.ru/docs/introduction.md',
          },
          { title: 'Без описания', description: '', markdownUrl: 'https://d.ru/docs/x.md' },
        ],
      },
    ]);
    expect(text).toBe(
      [
        '# Магистраль',
        '',
        '> Платформа управления API.',
        '',
        'Каждая страница есть в Markdown.',
        '',
        '## Основное',
        '',
        '- [Введение \\[кратко\\]](https://d.ru/docs/introduction.md): Что такое «Магистраль».',
        '- [Без описания](https://d.ru/docs/x.md)',
        '',
      ].join('\n'),
    );
  });
});

describe('buildLlmsFull', () => {
  it('puts the pages one after another under the site header, separated by rules', () => {
    expect(buildLlmsFull(site, ['# А\n\nТекст\n', '# Б\n'])).toBe(
      '# Магистраль\n\n> Платформа управления API.\n\nКаждая страница есть в Markdown.\n\n---\n\n# А\n\nТекст\n\n---\n\n# Б\n',
    );
  });
});

describe('markdownFilePath', () => {
  it('writes the copy next to the page folder, inside the base URL', () => {
    expect(markdownFilePath('/out', '/', '/docs/security')).toBe(
      path.join('/out', 'docs/security.md'),
    );
    expect(markdownFilePath('/out', '/base/', '/base/docs/a/b')).toBe(
      path.join('/out', 'docs/a/b.md'),
    );
    expect(markdownFilePath('/out', '/', '/')).toBe(path.join('/out', 'index.md'));
  });
});
