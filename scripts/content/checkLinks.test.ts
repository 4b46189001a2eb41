import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { checkLinks, docRoute, pageAnchors, pageLinks } from './checkLinks.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small site: docs/ and static/ from a map of files. */
function site(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-links-'));
  dirs.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return checkLinks({
    docsDir: path.join(root, 'docs'),
    staticDir: path.join(root, 'static'),
    extraRoutes: ['/', '/docs/tags'],
  }) as { problems: string[]; pages: number; links: number };
}

const page = (body: string) => `---\ntitle: Страница\n---\n\n${body}\n`;

const GOOD = {
  'docs/intro.md': page(
    [
      '## Шаги {#steps}',
      '## Что дальше',
      'См. [ключи](./keys/add-key.md#before), [шаги](#steps), [дальше](#что-дальше),',
      '[маршрут](/docs/keys/add-key#before), [относительный](keys/add-key), [теги](/docs/tags),',
      '[файл](pathname:///files/spec.yaml), ![схема](/img/scheme.svg), [сайт](https://example.com).',
      '```md',
      '[в примере](./missing.md)',
      '```',
      'И `[в коде](./missing.md)` тоже не ссылка.',
    ].join('\n\n'),
  ),
  'docs/keys/add-key.md': page(
    '## Перед началом {#before}\n\nНазад: [введение](../intro.md), ![](./local.png).',
  ),
  'docs/keys/local.png': 'png',
  'static/files/spec.yaml': 'openapi: 3.1.0',
  'static/img/scheme.svg': '<svg/>',
};

describe('checkLinks', () => {
  it('passes valid links of every kind and ignores code', () => {
    const { problems, pages, links } = site(GOOD);
    expect(problems).toEqual([]);
    expect(pages).toBe(2);
    expect(links).toBe(10);
  });

  it('checks a page saved with Windows line ends like any other', () => {
    const windows = (text: string) => text.split('\n').join('\r\n');
    const { problems, links } = site({
      ...GOOD,
      'docs/intro.md': windows(GOOD['docs/intro.md']),
      // Front matter is not prose: the «link» in the description is text, as with LF line ends.
      'docs/broken.md': windows(
        page('Якорь [нет](./intro.md#after), [есть](./intro.md#steps).').replace(
          'title: Страница',
          'title: Страница\ndescription: Текст «[ссылка](./missing.md)», не ссылка',
        ),
      ),
    });
    expect(problems).toEqual([
      'docs/broken.md:6: на странице /docs/intro нет якоря «#after» для ссылки «./intro.md#after»',
    ]);
    expect(links).toBe(12);
  });

  it('finds a planted broken link and a planted broken anchor, with file and line', () => {
    const { problems } = site({
      ...GOOD,
      'docs/broken.md': page(
        'Ссылка на [удалённую страницу](./keys/delete-key.md).\n\nЯкорь [нет](./keys/add-key.md#after).',
      ),
    });
    expect(problems).toEqual([
      'docs/broken.md:5: нет страницы «./keys/delete-key.md»',
      'docs/broken.md:7: на странице /docs/keys/add-key нет якоря «#after» для ссылки «./keys/add-key.md#after»',
    ]);
  });

  it('finds broken routes, anchors of routes, static files and images', () => {
    const { problems } = site({
      ...GOOD,
      'docs/broken.md': page(
        [
          '[маршрут](/docs/keys/remove)',
          '[якорь маршрута](/docs/intro#nope)',
          '[файл](pathname:///files/none.yaml)',
          '![схема](/img/none.svg)',
          '[свой якорь](#nowhere)',
        ].join('\n'),
      ),
    });
    expect(problems.map((p) => p.replace(/^docs\/broken\.md:\d+: /, ''))).toEqual([
      'нет страницы по адресу «/docs/keys/remove»',
      'на странице /docs/intro нет якоря «#nope» для ссылки «/docs/intro#nope»',
      'нет файла в static/ для ссылки «pathname:///files/none.yaml»',
      'нет изображения «/img/none.svg»',
      'на странице /docs/broken нет якоря «#nowhere» для ссылки «#nowhere»',
    ]);
  });
});

describe('pageAnchors', () => {
  it('has explicit ids, generated slugs as Docusaurus makes them (repeats numbered) and JSX ids', () => {
    const anchors = pageAnchors(
      page(
        '## Шаги {#steps}\n\n## Как `это` **работает**\n\n## Пример\n\n## Пример\n\n<a id="custom"></a>',
      ),
    );
    expect([...anchors]).toEqual(['steps', 'как-это-работает', 'пример', 'пример-1', 'custom']);
  });
});

describe('pageLinks and docRoute', () => {
  it('reads links with titles, reference definitions and JSX links', () => {
    const links = pageLinks(
      page('[a](./a.md "Заголовок")\n\n[b]: ./b.md\n\n<Link to="/docs/c">c</Link>'),
    ).map((l: { target: string }) => l.target);
    expect(links).toEqual(['./a.md', './b.md', '/docs/c']);
  });

  it('maps files to routes as the docs plugin does', () => {
    expect(docRoute('concepts/api.md')).toBe('/docs/concepts/api');
    expect(docRoute('guides/index.md')).toBe('/docs/guides');
    expect(docRoute('guides/guides.md')).toBe('/docs/guides');
    expect(docRoute('01-start/02-intro.md')).toBe('/docs/start/intro');
    expect(docRoute('a/b.md', { slug: '/custom' })).toBe('/docs/custom');
  });
});
