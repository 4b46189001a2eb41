// cspell:ignore сием
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { rewriteGroups, type IndexDocument } from '../indexRewrite';
import { rank, type WrappedIndex } from './rank';

// The lunr the rewrite registered its languages in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lunr: any = createRequire(import.meta.url)('lunr');

/** A small index as the build makes it: pages with a title and paragraphs. */
function indexOf(pages: { url: string; title: string; text: string[] }[]): WrappedIndex[] {
  let id = 0;
  const titles: IndexDocument[] = [];
  const content: IndexDocument[] = [];
  for (const page of pages) {
    const i = ++id;
    titles.push({ i, t: page.title, u: page.url });
    for (const text of page.text)
      content.push({ i: ++id, t: text, s: page.title, u: page.url, p: i });
  }
  const groups = rewriteGroups([
    { documents: titles },
    { documents: [] },
    { documents: [] },
    { documents: [] },
    { documents: content },
  ]);
  return groups.map(({ documents, index }, type) => ({
    type,
    documents: documents as WrappedIndex['documents'],
    index,
  }));
}

const urls = (groups: WrappedIndex[], query: string) =>
  rank(lunr, groups, query, 8).map((r) => (r.page || r.document).u);

describe('rank: a title the query covers', () => {
  it('covers a title word through its synonyms: «выпустить» covers «Создать»', () => {
    // The whole title «Создать ключ» is covered, two of three words of the other one.
    const groups = indexOf([
      {
        url: '/docs/consumer',
        title: 'Выпустить ключ потребителя',
        text: ['Ключ передают в заголовке.'],
      },
      { url: '/docs/add-key', title: 'Создать ключ', text: ['Нажмите кнопку в консоли.'] },
    ]);
    expect(urls(groups, 'выпустить ключ')[0]).toBe('/docs/add-key');
  });
});

describe('rank: a page about undoing an action', () => {
  const groups = indexOf([
    {
      url: '/docs/disable-log',
      title: 'Выключение детального журнала',
      text: ['Детальный журнал пишет тела запросов.', 'Детальный журнал выключается сам.'],
    },
    {
      url: '/docs/enable-log',
      title: 'Включение детального журнала',
      text: ['Журнал включают на срок до 72 часов.'],
    },
  ]);

  it('comes after the page about doing it when the query does not ask to undo', () => {
    expect(urls(groups, 'детальный журнал')[0]).toBe('/docs/enable-log');
  });

  it('comes first when the query asks for it, by its word or a synonym', () => {
    expect(urls(groups, 'выключить детальный журнал')[0]).toBe('/docs/disable-log');
    expect(urls(groups, 'disable детальный журнал')[0]).toBe('/docs/disable-log');
  });
});

describe('rank: a borrowed word typed in Cyrillic', () => {
  it('finds the page by its Latin spelling when the Cyrillic word finds nothing', () => {
    const groups = indexOf([
      { url: '/docs/audit', title: 'Аудит', text: ['Передача записей в SIEM по syslog.'] },
      { url: '/docs/logging', title: 'Логирование', text: ['Журналы запросов через шлюз.'] },
    ]);
    expect(urls(groups, 'сием')).toEqual(['/docs/audit']);
  });
});
