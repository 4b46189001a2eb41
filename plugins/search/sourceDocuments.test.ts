import { describe, expect, it } from 'vitest';

import { documentGroups, inlineText, plainText, type SourcePage } from './sourceDocuments';

const page = (body: string, extra: Partial<SourcePage> = {}): SourcePage => ({
  url: '/docs/keys/add-key',
  title: 'Создание ключа',
  description: 'Как выдать потребителю ключ API.',
  keywords: 'ключ API, X-API-Key',
  breadcrumb: ['Документация', 'Ключи API'],
  body,
  ...extra,
});

describe('inlineText and plainText: the text a reader sees', () => {
  it('keeps link texts, drops images, emphasis, code marks and tags', () => {
    expect(
      inlineText(
        'См. [удаление ключа](./delete-key.md), **важно**, `X-API-Key` ![схема](a.png) <br/>',
      ),
    ).toBe('См. удаление ключа, важно, X-API-Key');
  });

  it('keeps the underscores of names and of code spans, drops those of emphasis', () => {
    expect(
      inlineText('Ответ `401 MISSING_API_KEY`, префикс `mgk_`, метка snake_case, _курсив_'),
    ).toBe('Ответ 401 MISSING_API_KEY, префикс mgk_, метка snake_case, курсив');
  });

  it('keeps the no-break spaces the pages show and joins lines with one space', () => {
    expect(inlineText('Из\u00a0чего  состоит\nзапись')).toBe('Из\u00a0чего состоит запись');
  });

  it('reads a tab by its label, as the tab shows it', () => {
    expect(inlineText('<TabItem value="console" label="Консоль" default>')).toBe('Консоль');
  });

  it('drops a list, quote or admonition marker, but not the number of a heading', () => {
    expect(plainText('2. Нажмите «Создать».')).toBe('Нажмите «Создать».');
    expect(plainText(':::warning Ключ показывается один раз')).toBe('Ключ показывается один раз');
    expect(inlineText('8. Включите API')).toBe('8. Включите API');
  });
});

describe('documentGroups', () => {
  const body = [
    'Ключ связывает потребителя с API.',
    '',
    '## Перед началом {#prerequisites}',
    '',
    '- Нужна роль',
    '- «Администратор».',
    '',
    '### 8. Включите API {#step-enable}',
    '',
    '```bash',
    '## not a heading',
    'curl -H "X-API-Key: $KEY"',
    '```',
    '',
    '| Код | Когда |',
    '|---|---|',
    '| `401 INVALID_API_KEY` | Ключ удалён |',
  ].join('\n');

  it('makes the five groups the upstream plugin made, numbered page by page', () => {
    const [titles, headings, descriptions, keywords, paragraphs] = documentGroups([page(body)]);
    const u = '/docs/keys/add-key';
    expect(titles.documents).toEqual([
      { i: 1, t: 'Создание ключа', u, b: ['Документация', 'Ключи API'] },
    ]);
    expect(descriptions.documents).toEqual([
      { i: 2, t: 'Как выдать потребителю ключ API.', u, p: 1 },
    ]);
    expect(keywords.documents).toEqual([{ i: 3, t: 'ключ API, X-API-Key', u, p: 1 }]);
    expect(headings.documents).toEqual([
      { i: 5, t: 'Перед началом', u, h: '#prerequisites', p: 1 },
      { i: 7, t: '8. Включите API', u, h: '#step-enable', p: 1 },
    ]);
    expect(paragraphs.documents.map((doc) => [doc.t, doc.s, doc.h])).toEqual([
      ['Ключ связывает потребителя с API.', 'Создание ключа', ''],
      ['Нужна роль «Администратор».', 'Перед началом', '#prerequisites'],
      ['Код Когда --- --- 401 INVALID_API_KEY Ключ удалён', '8. Включите API', '#step-enable'],
    ]);
  });

  it('leaves code blocks out, even one left open at the end of the page', () => {
    const [, headings, , , paragraphs] = documentGroups([
      page('Текст.\n\n```yaml\n## не заголовок\nkey: value\n'),
    ]);
    expect(headings.documents).toEqual([]);
    expect(paragraphs.documents.map((doc) => doc.t)).toEqual(['Текст.']);
  });

  it('reads a page saved with Windows line ends the same way', () => {
    expect(documentGroups([page(body.replaceAll('\n', '\r\n'))])).toEqual(
      documentGroups([page(body)]),
    );
  });

  it('numbers the next page after the last document of the one before', () => {
    const [titles] = documentGroups([page(body), page('Текст.', { url: '/docs/keys/delete-key' })]);
    expect(titles.documents.map((doc) => [doc.i, doc.u])).toEqual([
      [1, '/docs/keys/add-key'],
      [9, '/docs/keys/delete-key'],
    ]);
  });
});
