import { describe, expect, it } from 'vitest';

import {
  SEARCH_PHRASES_MINIMUM,
  checkPage,
  checkSearchPhrases,
  checkTags,
  countProseWords,
} from './checkContent.mjs';

const knownTags = new Set(['инструкции', 'api-management']);
const words = (n: number) => Array.from({ length: n }, (_, i) => `слово${i}`).join(' ');

function page({
  description = 'Как выпустить ключ API для потребителя и проверить, что шлюз его принимает.',
  tags = '[инструкции]',
  body = words(300),
} = {}) {
  return `---\ntitle: Создание ключа\ndescription: ${description}\nsidebar_label: Создать ключ\nsidebar_position: 1\ntags: ${tags}\n---\n\n${body}\n`;
}

const check = (source: string, kind = 'пошаговая') =>
  checkPage({ file: 'docs/x.md', source, kind, knownTags }) as string[];

describe('checkPage', () => {
  it('passes a complete page', () => {
    expect(check(page())).toEqual([]);
  });

  it('fails on a missing description and an unknown tag', () => {
    const source = page().replace(/^description:.*\n/m, '');
    expect(check(source).join('\n')).toMatch(/нет поля «description»/);
    expect(check(page({ tags: '[неизвестный]' })).join('\n')).toMatch(
      /тег «неизвестный» не объявлен/,
    );
  });

  it('fails on a page below its word minimum', () => {
    expect(check(page({ body: words(100) })).join('\n')).toMatch(/100 слов, для вида «пошаговая»/);
    expect(check(page({ body: words(300) }), 'обзорная').join('\n')).toMatch(/нужно не меньше 500/);
  });

  it('fails on placeholder text in the front matter too (search keywords)', () => {
    expect(check(page({ tags: '[инструкции]\nkeywords: [ключ API, заглушка]' }))).toEqual([
      'docs/x.md:7: текст-заглушка «заглушк»',
    ]);
  });

  it('fails on placeholder text outside code, not inside it', () => {
    expect(check(page({ body: `${words(300)}\n\nTODO: дописать` })).join('\n')).toMatch(
      /заглушка «TODO»/,
    );
    expect(check(page({ body: `${words(300)}\n\n\`\`\`bash\n# TODO\n\`\`\`` }))).toEqual([]);
  });

  it('fails on an image without meaningful alt text and a heading without an id', () => {
    const body = `${words(300)}\n\n![](/img/a.svg)\n\n## Шаги\n`;
    const problems = check(page({ body })).join('\n');
    expect(problems).toMatch(/нет осмысленного alt/);
    expect(problems).toMatch(/нет явного якоря/);
  });

  it('fails on an alt text longer than 125 characters and passes one of exactly 125', () => {
    const longAlt = 'а'.repeat(126);
    expect(check(page({ body: `${words(300)}\n\n![${longAlt}](/img/a.svg)` })).join('\n')).toMatch(
      /alt у изображения \/img\/a\.svg длиной 126 символов \(не больше 125/,
    );
    expect(check(page({ body: `${words(300)}\n\n![${'а'.repeat(125)}](/img/a.svg)` }))).toEqual([]);
  });

  it('reports broken front matter instead of crashing', () => {
    expect(check(page({ description: 'Ключи: выпуск: и отзыв' })).join('\n')).toMatch(
      /front matter/,
    );
  });
});

describe('countProseWords', () => {
  it('does not count code, imports, JSX lines or heading ids', () => {
    const body =
      "import Tabs from '@theme/Tabs';\n\n## Шаги {#steps}\n\nОдин два три.\n\n```bash\ncurl a b c\n```\n<Tabs>\n";
    expect(countProseWords(body)).toBe(4);
  });

  it('does not count code inside a numbered step (an indented fence) either', () => {
    // «1.», «Выполните», «запрос:», «2.», «Готово.»
    const body = '1. Выполните запрос:\n\n   ```bash\n   curl a b c\n   ```\n\n2. Готово.\n';
    expect(countProseWords(body)).toBe(5);
  });
});

describe('checkSearchPhrases', () => {
  const list = (n: number, phrase = 'выпустить ключ') =>
    Array.from({ length: n }, (_, i) => `  - ${phrase} ${i}`).join('\n');
  const files = ['keys/add-key.md', 'intro.md'];

  it('passes when every page has its phrases', () => {
    const source = `keys/add-key.md:\n${list(SEARCH_PHRASES_MINIMUM)}\nintro.md:\n${list(12, 'начать')}\n`;
    expect(checkSearchPhrases(source, files)).toEqual([]);
  });

  it('fails on a page with too few or no phrases, and on a key that is no page', () => {
    const source = `keys/add-key.md:\n${list(SEARCH_PHRASES_MINIMUM - 1)}\nold-page.md:\n${list(12, 'старое')}\n`;
    expect(checkSearchPhrases(source, files)).toEqual([
      `docs/keys/add-key.md: в writing/search-phrases.yml ${SEARCH_PHRASES_MINIMUM - 1} фраз, нужно не меньше ${SEARCH_PHRASES_MINIMUM} (как читатель ищет эту страницу)`,
      `docs/intro.md: в writing/search-phrases.yml 0 фраз, нужно не меньше ${SEARCH_PHRASES_MINIMUM} (как читатель ищет эту страницу)`,
      'writing/search-phrases.yml: «old-page.md» — такой страницы в docs/ нет',
    ]);
  });

  it('fails on a phrase two pages claim, case, «ё» and spacing aside', () => {
    const source = `keys/add-key.md:\n${list(SEARCH_PHRASES_MINIMUM)}\n  - Где взять  ключ\n  - ещё ключ\nintro.md:\n  - где взять ключ\n${list(12, 'начать')}\n  - Выпустить ключ 1\n  - еще ключ\n`;
    expect(checkSearchPhrases(source, files)).toEqual(
      ['выпустить ключ 1', 'где взять ключ', 'еще ключ'].map(
        (phrase) =>
          `writing/search-phrases.yml: фраза «${phrase}» стоит у страниц keys/add-key.md, intro.md; оставьте её той, что лучше отвечает, другой напишите точнее`,
      ),
    );
  });

  it('reports a file that does not parse instead of crashing', () => {
    expect(checkSearchPhrases('intro.md: [не закрыт', files)[0]).toMatch(/не разбирается/);
  });
});

describe('checkTags', () => {
  it('passes Russian labels with Latin words in them, fails a label or description in English', () => {
    expect(
      checkTags({
        'api-management': { label: 'Управление API', description: 'Страницы о шлюзе API' },
      }),
    ).toEqual([]);
    expect(
      checkTags({
        'api-management': { label: 'API management', description: 'Страницы о шлюзе' },
        magistral: { label: 'Магистраль' },
      }),
    ).toEqual([
      'docs/tags.yml: у тега «api-management» label «API management» не по-русски',
      'docs/tags.yml: у тега «magistral» description «» не по-русски',
    ]);
  });
});
