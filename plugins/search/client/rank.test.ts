// cspell:ignore скольк сием учетн удалитьключ журналаудита zzq яяй crjkmrj xtq
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { rewriteGroups, type IndexDocument } from '../indexRewrite';
import { loadedGroups } from '../testing/loadedGroups';
import {
  HEADING,
  namedWordPositions,
  rank,
  showsSideBySide,
  TITLE,
  type WrappedIndex,
} from './rank';

// The lunr the rewrite registered its languages in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lunr: any = createRequire(import.meta.url)('lunr');

/** A small index as the build makes it: pages with a title and paragraphs. */
function indexOf(
  pages: {
    url: string;
    title: string;
    text: string[];
    howTo?: boolean;
    codeNames?: string[];
    keywords?: string;
    headings?: { text: string; anchor: string }[];
    /** Search phrases (writing/search-phrases.yml). */
    phrases?: string[];
  }[],
): WrappedIndex[] {
  let id = 0;
  const titles: IndexDocument[] = [];
  const keywords: IndexDocument[] = [];
  const headings: IndexDocument[] = [];
  const content: IndexDocument[] = [];
  for (const page of pages) {
    const i = ++id;
    titles.push({ i, t: page.title, u: page.url });
    if (page.keywords) keywords.push({ i: ++id, t: page.keywords, u: page.url, p: i });
    for (const { text, anchor } of page.headings ?? [])
      headings.push({ i: ++id, t: text, u: page.url, h: `#${anchor}`, p: i });
    for (const text of page.text)
      content.push({ i: ++id, t: text, s: page.title, u: page.url, p: i });
  }
  const groups = rewriteGroups(
    [
      { documents: titles },
      { documents: headings },
      { documents: [] },
      { documents: keywords },
      { documents: content },
    ],
    ['ru', 'en'],
    {
      codeNames: new Map(
        pages.flatMap((page) => (page.codeNames ? [[page.url, page.codeNames]] : [])),
      ),
      howTo: new Set(pages.filter((page) => page.howTo).map((page) => page.url)),
      phrases: new Map(pages.flatMap((page) => (page.phrases ? [[page.url, page.phrases]] : []))),
    },
  );
  return loadedGroups(lunr, groups);
}

// The fixtures below hold a few pages each: each test isolates one mechanism, without the page
// classifier, which learns from a site's phrases and titles (tested on the real pages in
// pageClassifier.test.ts).
const ONE_MECHANISM = { pageClassifier: false };
const urls = (groups: WrappedIndex[], query: string) =>
  rank(lunr, groups, query, 8, { features: ONE_MECHANISM }).map((r) => (r.page || r.document).u);

describe('rank: a page’s best search phrase', () => {
  // Both pages hold the query's words among their phrases; only one holds them in one phrase.
  const groups = indexOf([
    {
      url: '/docs/scattered',
      title: 'Журнал запросов',
      text: ['Записи хранятся в журнале.'],
      phrases: ['где смотреть журнал', 'тело партнёра', 'запросы партнёра'],
    },
    {
      url: '/docs/together',
      title: 'Подробный журнал',
      text: ['Записи хранятся в журнале.'],
      phrases: ['посмотреть тело запроса в журнале', 'включить подробный журнал', 'журнал'],
    },
  ]);

  it('ranks first the page one of whose phrases holds the whole query', () => {
    expect(urls(groups, 'тело запроса в журнале')[0]).toBe('/docs/together');
  });

  it('adds nothing when switched off: the pages index alone ranks the other way', () => {
    const ranked = rank(lunr, groups, 'тело запроса в журнале', 8, {
      features: { phrases: false },
    }).map((r) => (r.page || r.document).u);
    expect(ranked[0]).toBe('/docs/scattered');
  });
});

describe('rank: words the index leaves out', () => {
  // «сколько» is on the index's stop list, «скольких» is not, and both stem to «скольк».
  const groups = indexOf([
    {
      url: '/docs/timeout',
      title: 'Тайм-аут маршрута',
      text: ['Тайм-аут ответа задают в секундах.'],
      phrases: ['до скольких секунд можно поднять тайм-аут'],
    },
    {
      url: '/docs/keys',
      title: 'Ключи потребителя',
      text: ['У потребителя может быть до 20 ключей.'],
    },
  ]);

  it('are not searched: «сколько» does not find «скольких» through their shared stem', () => {
    expect(urls(groups, 'сколько ключей у потребителя')).toEqual(['/docs/keys']);
  });

  it('are searched when nothing else is left', () => {
    expect(urls(groups, 'сколько')).toEqual(['/docs/timeout']);
  });

  it('are left out of the other readings too: the query typed in the Latin layout', () => {
    // «сколько ключей» typed with the keyboard in the Latin layout.
    expect(urls(groups, 'crjkmrj rk.xtq')).toEqual(['/docs/keys']);
  });
});

describe('rank: the nearest search phrase', () => {
  // One page uses the query's words in its title and text; the other only in one of its phrases
  // (a third page makes the words rarer than «everywhere»).
  const groups = indexOf([
    {
      url: '/docs/words',
      title: 'Шлюз и сервер поставщика',
      text: ['Шлюз передаёт запросы серверу поставщика.', 'Шлюз проверяет сервер поставщика.'],
      phrases: ['адрес сервера поставщика', 'настроить шлюз'],
    },
    {
      url: '/docs/phrase',
      title: 'Проверка доступности',
      text: ['Проверка идёт раз в минуту.', 'API отмечается недоступным.'],
      phrases: ['как часто шлюз проверяет сервер', 'интервал проверки'],
    },
    {
      url: '/docs/other',
      title: 'Балансировка',
      text: ['Несколько адресов.'],
      phrases: ['добавить адрес', 'веса адресов'],
    },
  ]);
  const ranked = (query: string, nearestPhrase: boolean) =>
    rank(lunr, groups, query, 8, { features: { nearestPhrase } }).map((r) => ({
      url: (r.page || r.document).u,
      score: r.score,
    }));

  it('lifts the page whose phrase holds the query above the page that only uses its words', () => {
    expect(ranked('шлюз проверяет сервер', false)[0].url).toBe('/docs/words');
    expect(ranked('шлюз проверяет сервер', true)[0].url).toBe('/docs/phrase');
  });

  it('adds nothing for a query of one word: many pages’ phrases hold it', () => {
    const withNearest = ranked('сервер', true);
    expect(withNearest.length).toBe(2);
    expect(withNearest).toEqual(ranked('сервер', false));
  });
});

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

describe('rank: page kinds', () => {
  // The overview matches the words better: the query covers its whole title.
  const groups = indexOf([
    {
      url: '/docs/concepts/uptime',
      title: 'Тесты доступности',
      text: ['Тест доступности проверяет сервер.', 'Интервал теста — минута.'],
    },
    {
      url: '/docs/uptime-enable',
      title: 'Включение теста доступности',
      text: ['Откройте API, задайте интервал теста доступности.'],
      howTo: true,
    },
  ]);

  it('a query that names a subject finds the overview first', () => {
    expect(urls(groups, 'интервал теста доступности')[0]).toBe('/docs/concepts/uptime');
  });

  it('a query that asks to do something finds the how-to page first', () => {
    expect(urls(groups, 'настроить интервал теста доступности')[0]).toBe('/docs/uptime-enable');
    const without = rank(lunr, groups, 'настроить интервал теста доступности', 8, {
      features: { ...ONE_MECHANISM, pageKinds: false },
    });
    expect((without[0].page || without[0].document).u).toBe('/docs/concepts/uptime');
  });
});

describe('rank: a query that asks what something is', () => {
  // The same title; the how-to page says «поставщик» and «сервер» more often.
  const groups = indexOf([
    {
      url: '/docs/concepts/provider',
      title: 'Поставщик API',
      text: ['Поставщик владеет API и сервером.'],
    },
    {
      url: '/docs/console/provider',
      title: 'Поставщик API',
      text: ['Поставщик API владеет сервером поставщика. Укажите поставщика и его сервер.'],
      howTo: true,
    },
  ]);
  const first = (query: string, pageKinds = true) => {
    const [top] = rank(lunr, groups, query, 8, { features: { pageKinds } });
    return (top.page || top.document).u;
  };

  it('finds the overview, not the steps, for «кто такой…», «что такое…», «разница…»', () => {
    expect(first('поставщик сервер')).toBe('/docs/console/provider');
    for (const query of [
      'кто такой поставщик сервер',
      'что такое поставщик сервер',
      'разница поставщик сервер',
    ])
      expect(first(query)).toBe('/docs/concepts/provider');
    expect(first('кто такой поставщик сервер', false)).toBe('/docs/console/provider');
  });
});

describe('rank: a request the query names', () => {
  const groups = indexOf([
    {
      url: '/docs/consumer',
      title: 'Consumers and keys',
      text: ['Consumers hold keys; keys of consumers expire.'],
      codeNames: ['post:/admin-api/v1/consumers/c1/keys'],
    },
    {
      url: '/docs/delete-key',
      title: 'Key lifetime',
      text: ['A key of consumers lives a year.'],
      codeNames: ['delete:/admin-api/v1/consumers/c1/keys/k1'],
    },
  ]);

  it('finds the page whose code blocks make it, by the method and the words of its path', () => {
    expect(urls(groups, 'consumers keys')[0]).toBe('/docs/consumer');
    expect(urls(groups, 'DELETE consumers keys')[0]).toBe('/docs/delete-key');
    const without = rank(lunr, groups, 'DELETE consumers keys', 8, { features: { codes: false } });
    expect((without[0].page || without[0].document).u).toBe('/docs/consumer');
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

describe('rank: words glued by punctuation', () => {
  const groups = indexOf([
    { url: '/docs/keys', title: 'Ключи API', text: ['Ключ выдаётся потребителю.'] },
    {
      url: '/docs/certificates',
      title: 'Сертификаты',
      text: ['Сертификат потребителя и его ключ.'],
    },
    { url: '/docs/tracing', title: 'Трассировка', text: ['Атрибут server.address в трассе.'] },
    { url: '/docs/servers', title: 'Серверы', text: ['Address of each server.'] },
  ]);

  it('finds what the words apart find when the glued token finds nothing', () => {
    expect(urls(groups, 'ключ,сертификат')).toEqual(urls(groups, 'ключ сертификат'));
    expect(urls(groups, 'ключ/сертификат')).toEqual(urls(groups, 'ключ сертификат'));
    expect(urls(groups, 'ключ,сертификат')[0]).toBe('/docs/certificates');
  });

  it('searches a dotted name whole', () => {
    expect(urls(groups, 'server.address')).toEqual(['/docs/tracing']);
  });
});

describe('rank: words typed together, Russian words in Latin letters', () => {
  const groups = indexOf([
    { url: '/docs/keys', title: 'Удаление ключа API', text: ['Ключ удаляется сразу.'] },
    {
      url: '/docs/certificates',
      title: 'Добавление сертификата',
      text: ['Сертификат потребителя загружается в хранилище.'],
    },
    { url: '/docs/audit', title: 'Журнал аудита', text: ['Кто и когда удалил ключ.'] },
  ]);

  it('finds what the words apart find when the run-together word finds nothing', () => {
    expect(urls(groups, 'удалить ключ')[0]).toBe('/docs/keys');
    expect(urls(groups, 'удалитьключ')).toEqual(urls(groups, 'удалить ключ'));
    expect(urls(groups, 'журналаудита')).toEqual(urls(groups, 'журнал аудита'));
  });

  // cspell:disable
  it('finds a Russian word typed in Latin letters as its Cyrillic spelling finds', () => {
    expect(urls(groups, 'sertifikat')).toEqual(urls(groups, 'сертификат'));
    expect(urls(groups, 'zhurnal audita')[0]).toBe('/docs/audit');
    // «udalit» has no soft sign: read as «удалит», as if typed so in Cyrillic.
    expect(urls(groups, 'udalit klyuch')).toEqual(urls(groups, 'удалит ключ'));
    expect(urls(groups, 'udalit klyuch')).toContain('/docs/keys');
  });
  // cspell:enable
});

describe('rank: a reading of the query that cannot cover more of it', () => {
  const groups = indexOf([
    {
      url: '/docs/certificates',
      title: 'Добавление сертификата',
      text: ['Сертификат потребителя загружается в хранилище.'],
    },
    { url: '/docs/keys', title: 'Удаление ключа API', text: ['Ключ удаляется сразу.'] },
  ]);
  /** The same groups, counting what is read of the titles' and headings' lunr indexes. */
  const counted = () => {
    const count = { reads: 0 };
    const wrapped = groups.map((group) =>
      group.type === TITLE || group.type === HEADING
        ? {
            ...group,
            index: new Proxy(group.index, {
              get(target, key, receiver) {
                count.reads += 1;
                return Reflect.get(target, key, receiver) as unknown;
              },
            }),
          }
        : group,
    );
    return { wrapped, count };
  };
  const readsFor = (query: string) => {
    const { wrapped, count } = counted();
    rank(lunr, wrapped, query, 8);
    return count.reads;
  };

  it('asks the titles and headings nothing for it', () => {
    // «zzq» finds nothing, so the query is covered in part and its other-layout reading
    // («cthnbabrfn яяй») is tried; it finds nothing either. «zz1» has no other-layout reading.
    expect(urls(groups, 'сертификат zzq')).toEqual(urls(groups, 'сертификат zz1'));
    expect(readsFor('сертификат zzq')).toBeGreaterThan(0);
    expect(readsFor('сертификат zzq')).toBe(readsFor('сертификат zz1'));
  });

  it('still ranks a reading that covers more: the other layout of a whole query', () => {
    // cspell:disable-next-line
    expect(urls(groups, 'cthnbabrfn')[0]).toBe('/docs/certificates');
  });
});

describe('rank: synonyms of a word the docs use', () => {
  const gateway = { url: '/docs/gateway', title: 'Шлюз API', text: ['Шлюз принимает запросы.'] };
  const proxy = (n: number) => ({
    url: `/docs/proxy-${n}`,
    title: `Настройка клиента ${n}`,
    text: ['Запросы идут через прокси организации.'],
  });

  it('reads a word two pages use as typed: its group’s other phrases bring no page', () => {
    const groups = indexOf([gateway, proxy(1), proxy(2)]);
    expect(urls(groups, 'прокси')).toEqual(['/docs/proxy-1', '/docs/proxy-2']);
  });

  it('reads a rarer word through its synonyms: one page, or none (slang)', () => {
    const one = indexOf([gateway, proxy(1)]);
    expect(urls(one, 'прокси')).toEqual(expect.arrayContaining(['/docs/gateway', '/docs/proxy-1']));
    expect(urls(one, 'гейтвей')).toEqual(
      expect.arrayContaining(['/docs/gateway', '/docs/proxy-1']),
    );
  });

  it('still counts a title as covered through the synonyms: «настройки» → «Конфигурация»', () => {
    const groups = indexOf([
      { url: '/docs/log', title: 'Журнал', text: ['Настройки журнала: настройки и настройки.'] },
      {
        url: '/docs/config',
        title: 'Конфигурация',
        text: ['Здесь описаны настройки платформы, её узлов, её хранилищ и её журналов.'],
      },
    ]);
    expect(urls(groups, 'настройки')[0]).toBe('/docs/config');
  });

  it('counts the pages of the word in any form: «шлюзы» is «шлюз»', () => {
    const pages = indexOf([gateway, { ...gateway, url: '/docs/gateway-2' }, proxy(1)]);
    expect(urls(pages, 'шлюзы')).toEqual(['/docs/gateway', '/docs/gateway-2']);
    expect(urls(indexOf([gateway, proxy(1)]), 'шлюзы')).toContain('/docs/proxy-1');
  });
});

describe('rank: a verb of the query and the action a title names', () => {
  const deletion = (what: string, url: string, keywords?: string) => ({
    url,
    title: `Удаление ${what}`,
    text: [`Удалите ${what}: после удаления вызовы получают ошибку.`],
    howTo: true,
    keywords,
  });
  const top = (groups: WrappedIndex[], query: string, titleActions: boolean) => {
    const [first] = rank(lunr, groups, query, 8, { features: { ...ONE_MECHANISM, titleActions } });
    return (first?.page || first?.document)?.u;
  };

  it('reads a verb only keywords use through its group: «стереть ключ» → «Удаление ключа»', () => {
    const groups = indexOf([
      deletion('ключа', '/docs/delete-key'),
      deletion('API', '/docs/delete-api', 'стереть API, снести API'),
      deletion('политики', '/docs/delete-policy', 'стереть политику'),
      {
        url: '/docs/keys',
        title: 'Ключи',
        text: ['Ключ потребителя создают в консоли.', 'Ключ передают в заголовке.'],
      },
    ]);
    expect(top(groups, 'стереть ключ', true)).toBe('/docs/delete-key');
    expect(top(groups, 'стереть ключ', false)).not.toBe('/docs/delete-key');
  });

  it('lets a title hold the verb the docs use elsewhere: «завести политику» → «Добавление политики»', () => {
    const groups = indexOf([
      {
        url: '/docs/add-consumer',
        title: 'Добавление потребителя',
        text: ['Заведите потребителя и назначьте ему политику.', 'Завести потребителя просто.'],
        howTo: true,
      },
      {
        url: '/docs/add-api',
        title: 'Добавление API',
        text: ['Чтобы завести API, выберите его политику доступа.'],
        howTo: true,
      },
      {
        url: '/docs/add-policy',
        title: 'Добавление политики',
        text: ['Политика ограничивает число запросов потребителя.'],
        howTo: true,
      },
    ]);
    expect(top(groups, 'завести политику', true)).toBe('/docs/add-policy');
    expect(top(groups, 'завести политику', false)).not.toBe('/docs/add-policy');
  });
});

describe('showsSideBySide', () => {
  it('finds terms next to each other in either order, across a space, comma or quote', () => {
    // «ключ доступа»: 0–4, 5–12.
    expect(showsSideBySide([[[0, 4]], [[5, 7]]])).toBe(true);
    expect(showsSideBySide([[[9, 4]], [[0, 7]]])).toBe(true);
    expect(showsSideBySide([[[0, 4]], [[7, 7]]])).toBe(true);
  });

  it('refuses terms apart, or a run that repeats one term instead of holding both', () => {
    // «Заявки на доступ и выдача ключей»: доступ 10–16, ключ 26–32.
    expect(showsSideBySide([[[26, 6]], [[10, 6]]])).toBe(false);
    expect(
      showsSideBySide([
        [
          [0, 4],
          [5, 4],
          [30, 4],
        ],
        [[20, 6]],
      ]),
    ).toBe(false);
    expect(showsSideBySide([[[0, 4]], []])).toBe(false);
  });
});

describe('rank: highlights of synonym phrases', () => {
  const groups = indexOf([
    {
      url: '/docs/add-key',
      title: 'Создание ключа API',
      text: ['Ключ передают в заголовке.'],
      keywords: 'API key, X-API-Key',
    },
    {
      url: '/docs/detailed-log',
      title: 'Включение детального журнала',
      text: ['Журнал хранит тела запросов.'],
    },
  ]);
  const shown = (query: string) => rank(lunr, groups, query, 8)[0];
  const highlightedInTitle = (result: ReturnType<typeof shown>) =>
    Object.entries(result.metadata)
      .filter(([, fields]) => fields.t)
      .map(([term]) => term)
      .sort();

  it('marks no word of a phrase that the shown title holds only in part', () => {
    // «ключ» brings «API key»: lunr finds «API» in the title and «key» in the keywords.
    const result = shown('ключ');
    expect(result.document.u).toBe('/docs/add-key');
    expect(highlightedInTitle(result)).toEqual(['ключ']);
    expect(result.tokens).not.toContain('api');
  });

  it('marks no word of a phrase whose words the shown title holds apart', () => {
    // «ключ» brings «ключ доступа»; this title has both words, but not side by side.
    const apart = indexOf([
      {
        url: '/docs/access',
        title: 'Заявки на доступ и выдача ключей',
        text: ['Заявку одобряет владелец.'],
      },
    ]);
    const result = rank(lunr, apart, 'ключ', 8)[0];
    expect(result.document.u).toBe('/docs/access');
    expect(highlightedInTitle(result)).toEqual(['ключ']);
    expect(result.tokens).not.toContain('доступ');
  });

  it('marks the words of a phrase the shown title holds whole', () => {
    // «подробный журнал» brings «детальный журнал», both of whose words the title shows.
    const result = shown('подробный журнал');
    expect(result.document.u).toBe('/docs/detailed-log');
    expect(highlightedInTitle(result)).toHaveLength(2);
  });
});

describe('rank: synonym phrases with a stop word', () => {
  // «на доработке» is a phrase of writing/search-synonyms.json; the index drops «на».
  const groups = indexOf([
    {
      url: '/docs/statuses',
      title: 'Статусы API',
      text: ['Статус «На доработке» значит, что владелец вернул описание автору.'],
    },
    {
      url: '/docs/roles',
      title: 'Роли в реестре',
      text: ['Роль владельца назначает администратор.'],
    },
  ]);

  it('finds the pages that hold the phrase’s other words', () => {
    expect(urls(groups, 'на доработке')).toEqual(['/docs/statuses']);
  });
});

describe('rank: the document a result shows', () => {
  const groups = indexOf([
    {
      url: '/docs/idp',
      title: 'Модуль «Поставщик удостоверений»',
      keywords: 'сервисная учётная запись, OIDC',
      headings: [
        { text: 'Сервисная учётная запись для API администрирования', anchor: 'service-account' },
      ],
      text: ['Сервисная учётная запись получает токен по client credentials.'],
    },
    {
      url: '/docs/audit',
      title: 'Модуль «Аудит»',
      headings: [{ text: 'Записи аудита', anchor: 'records' }],
      text: ['Учётная запись администратора видна в каждой записи.'],
    },
  ]);
  const shown = (query: string) =>
    rank(lunr, groups, query, 8).map((r) => `${(r.page || r.document).u}${r.document.h ?? ''}`);

  it('shows the heading that holds the query when the title matches only through keywords', () => {
    expect(shown('сервисная учетная запись')[0]).toBe('/docs/idp#service-account');
  });

  it('shows the title when the title itself holds the query', () => {
    expect(shown('поставщик удостоверений')[0]).toBe('/docs/idp');
  });
});

describe('namedWordPositions: a title found only through keywords', () => {
  // The stems of the Russian index («записи» and «запись» → «зап», «запросов» → «запрос»).
  const stems: Record<string, string> = {
    запись: 'зап',
    записи: 'зап',
    запросов: 'запрос',
    учетная: 'учетн',
    учетной: 'учетн',
    на: 'на',
    шлюзе: 'шлюз',
    статус: 'статус',
  };
  const stem = (word: string) => stems[word] ?? word;
  const leftOut = (word: string) => word === 'на';
  const concept = (tokens: string[], ...alternatives: [string, boolean?][]) => ({
    tokens,
    alternatives: alternatives.map(([words, prefix = false]) => ({
      words: words.split(' '),
      weight: 1,
      prefix,
    })),
  });

  it('finds the words the query names by their stems, «ё» as «е», and no other word', () => {
    const text = 'Записи учётной записи и частота запросов';
    const positions = namedWordPositions(
      text,
      [concept(['запись'], ['запись']), concept(['учетная'], ['учетная'])],
      stem,
      leftOut,
    );
    expect(positions.map(([start, length]) => text.slice(start, start + length))).toEqual([
      'Записи',
      'учётной',
      'записи',
    ]);
  });

  it('finds a phrase only where its words stand one after another, stop words skipped', () => {
    const text = 'Статус на шлюзе; шлюзе статус';
    const positions = namedWordPositions(
      text,
      [concept(['статус', 'на', 'шлюзе'], ['статус на шлюзе'])],
      stem,
      leftOut,
    );
    expect(positions).toEqual([
      [0, 6],
      [10, 5],
    ]);
  });

  it('takes a prefix alternative as the start of a word', () => {
    const text = 'Удаление API';
    expect(namedWordPositions(text, [concept(['удалить'], ['удал', true])], stem, leftOut)).toEqual(
      [[0, 8]],
    );
  });
});
