import { describe, expect, it } from 'vitest';

import { breadcrumbList, jsonLd } from './structuredData';

describe('breadcrumbList', () => {
  it('lists home, the categories (by their first page) and the page', () => {
    const data = breadcrumbList('https://docs.example.ru/', [
      { name: 'Магистраль', href: '/' },
      { name: 'Сервисы', href: '/docs/services/api-registry/description' },
      { name: 'Управление API', href: '/docs/services/api-management/description' },
      { name: 'Ключи API', href: '/docs/services/api-management/keys/add-key' },
      { name: 'Создать ключ', href: '/docs/services/api-management/keys/add-key' },
    ]);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Магистраль', item: 'https://docs.example.ru/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Сервисы',
        item: 'https://docs.example.ru/docs/services/api-registry/description',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Управление API',
        item: 'https://docs.example.ru/docs/services/api-management/description',
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Создать ключ',
        item: 'https://docs.example.ru/docs/services/api-management/keys/add-key',
      },
    ]);
  });

  it('leaves out crumbs without a page', () => {
    const data = breadcrumbList('https://d.ru', [
      { name: 'Магистраль', href: '/' },
      { name: 'Пустой раздел' },
      { name: 'Безопасность', href: '/docs/security' },
    ]);
    expect(data.itemListElement.map((item) => item.name)).toEqual(['Магистраль', 'Безопасность']);
  });
});

describe('jsonLd', () => {
  it('cannot close its script element', () => {
    expect(jsonLd({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
