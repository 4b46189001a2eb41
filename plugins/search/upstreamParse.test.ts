// cspell:ignore ltr laquo raquo
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import {
  installUpstreamParse,
  loadWithHtmlparser2,
  loadWithParse5,
  type Parse,
  type ParseConfig,
  parseWith,
  UPSTREAM_PARSE,
} from './upstreamParse';

const require = createRequire(import.meta.url);

/** upstream's own parse, loaded afresh: the cached module's export may have been replaced. */
function upstreamParse(): Parse {
  const cached = require.cache[UPSTREAM_PARSE];
  delete require.cache[UPSTREAM_PARSE];
  try {
    return (require(UPSTREAM_PARSE) as { parse: Parse }).parse;
  } finally {
    if (cached) require.cache[UPSTREAM_PARSE] = cached;
  }
}

const SITE_CONFIG: ParseConfig = {
  ignoreCssSelectors: ['.theme-code-block'],
  forceIgnoreNoIndex: false,
};

/** A doc page as the build writes it: runs of static blocks around a code block and a table. */
const PAGE_WITH_RUNS = `<html><body><article><div class="markdown">
<header><h1>Ключи API</h1></header>
<div data-static-blocks="0"><p>Ключ открывает доступ к API.</p>
<h2 id="create">Создание<a class="hash-link" href="#create">#</a></h2><p>Откройте консоль.</p></div>
<div class="theme-code-block"><pre><code>curl -X POST</code></pre></div>
<div class="box"><table><tr><td>expiresInDays</td></tr></table></div>
<div data-static-blocks="1"><p>Ключ показывается один раз.</p>
<h2 id="delete">Удаление<a class="hash-link" href="#delete">#</a></h2><p>Удалите ключ.</p></div>
</div></article></body></html>`;

const withoutRuns = (html: string) =>
  html.replace(/<div data-static-blocks="\d+">([\s\S]*?)<\/div>(?=\n)/g, '$1');

/**
 * What React's server renderer and our theme write into a doc page: text separators and
 * Suspense markers as comments, escaped and named entities, void and self-closed elements, SVG,
 * tables without tbody, details, nested lists, admonitions, breadcrumbs and the active sidebar
 * item (read into the breadcrumb), a version badge, a code block with a copy button.
 */
const DOC_PAGE = `<!doctype html><html lang="ru" dir="ltr"><head><meta charset="UTF-8">
<title>Ключи | Магистраль</title><meta name="description" content="Как выпустить &amp; отозвать ключ &quot;API&quot;">
<meta name="keywords" content="ключ,api key,токен"><link rel="preload" href="/assets/js/main.js" as="script">
<script>window.x = "<div>не текст</div>";</script><style>.a > .b { color: red }</style></head>
<body class="navigation-with-keyboard"><svg xmlns="http://www.w3.org/2000/svg" style="display:none"><defs><symbol id="i"><path d="M0 0h24v24H0z"/></symbol></defs></svg>
<div id="__docusaurus"><nav class="navbar"><a class="navbar__link navbar__link--active" href="/docs">Документация</a></nav>
<div class="main-wrapper"><aside><nav class="menu"><ul class="menu__list"><li class="menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--active" href="/docs/keys">Ключи <!-- -->API</a></div></li></ul></nav></aside>
<main><nav aria-label="Хлебные крошки"><ul class="breadcrumbs"><li><a href="/">Главная</a></li></ul></nav>
<span class="badge badge--secondary">Version: 1.0</span><span class="badge">Бета</span>
<article><div class="theme-doc-markdown markdown"><header><h1>Ключи <!-- -->API</h1></header>
<p>Ключ&nbsp;— строка в заголовке <code>X-API-Key</code>. Пишите&#x27;так&#x27; &lt;не&gt; иначе<br/>вторая строка<br>третья.</p>
<!--$--><div class="theme-admonition alert alert--info"><div class="admonitionHeading"><span><svg viewBox="0 0 14 16"><path d="M7 2"></path></svg></span>примечание</div><div class="admonitionContent"><p>Ключ показывается один раз.</p></div></div><!--/$-->
<h2 class="anchor" id="create">Создание ключа<a href="#create" class="hash-link" aria-label="Прямая ссылка" title="Прямая ссылка">\u200b</a></h2>
<ol><li><p>Откройте <strong>Консоль</strong> → <em>Ключи</em>.</p><ul><li>вложенный пункт</li></ul></li><li>Нажмите «Создать».<img src="/img/a.png" alt="кнопка" loading="lazy"></li></ol>
<div class="mdxCodeBlock_x"><pre><code>curl -H "X-API-Key: $KEY"</code></pre><button type="button">Копировать</button></div>
<table><thead><tr><th>Поле</th><th>Тип</th></tr></thead><tr><td>expiresInDays</td><td>число</td></tr></table>
<h3 id="limits">Ограничения<a href="#limits" class="hash-link">#</a></h3>
<details><summary>Подробнее</summary><div><div>Не больше 365 дней.</div></div></details>
<div class="theme-code-block"><pre><code>{"expiresInDays": 30}</code></pre></div>
<blockquote><p>Цитата&nbsp;&mdash; с тире &#8212; и кавычками &laquo;ёлки&raquo;.</p></blockquote>
<h2 id="delete">Удаление<a href="#delete" class="hash-link">#</a></h2><p>Последний абзац <span class="badge">Version: 2.0</span><span class="badge">новое</span></p>
</div><footer class="theme-doc-footer"><a href="/edit">Редактировать</a></footer></article></main></div>
<footer class="footer"><div>© Магистраль</div></footer></div></body></html>`;

const UNLISTED_PAGE = DOC_PAGE.replace(
  '<meta charset="UTF-8">',
  '<meta charset="UTF-8"><meta name="robots" content="noindex, nofollow">',
);

describe('the search index reads a doc page as upstream does', () => {
  const upstream = upstreamParse();
  const ours = parseWith(loadWithHtmlparser2);
  const cases: [string, string, string, ParseConfig][] = [
    ['a doc page', DOC_PAGE, 'docs', SITE_CONFIG],
    ['a doc page, no ignored selectors', DOC_PAGE, 'docs', {}],
    ['a plain page', DOC_PAGE, 'page', SITE_CONFIG],
    ['an unlisted page', UNLISTED_PAGE, 'docs', SITE_CONFIG],
    ['an unlisted page, noindex ignored', UNLISTED_PAGE, 'docs', { forceIgnoreNoIndex: true }],
  ];

  it.each(cases)(
    '%s: the same documents as upstream parse with parse5',
    (_, html, type, config) => {
      const expected = upstream(html, type, '/docs/keys', config);
      expect(ours(html, type, '/docs/keys', config)).toEqual(expected);
    },
  );

  it('reads every part of the page the cases are about', () => {
    const parsed = ours(DOC_PAGE, 'docs', '/docs/keys', SITE_CONFIG) as {
      pageTitle: string;
      description: string;
      keywords: string;
      breadcrumb: string[];
      sections: { title: string; hash: string; content: string }[];
    };
    expect(parsed.pageTitle).toBe('Ключи API');
    expect(parsed.description).toBe('Как выпустить & отозвать ключ "API"');
    expect(parsed.keywords).toBe('ключ, api key, токен');
    expect(parsed.breadcrumb).toEqual(['Документация', 'Ключи API']);
    expect(parsed.sections.map(({ title, hash }) => [title, hash])).toEqual([
      ['Ключи API', ''],
      ['Создание ключа', '#create'],
      ['Ограничения', '#limits'],
      ['Удаление', '#delete'],
    ]);
    const [intro, create, limits] = parsed.sections.map(({ content }) => content);
    expect(intro).toContain("Пишите'так' <не> иначе");
    expect(intro).toContain('Ключ показывается один раз.');
    expect(create).toContain('expiresInDays');
    expect(create).not.toContain('Копировать');
    expect(limits).toContain('Не больше 365 дней.');
    expect(limits).toContain('«ёлки»');
    expect(limits).not.toContain('expiresInDays": 30');
    expect(ours(UNLISTED_PAGE, 'docs', '/docs/keys', SITE_CONFIG)).toBeNull();
  });

  it('reads runs of static blocks as if they were not wrapped, with either parser', () => {
    const plain = upstream(withoutRuns(PAGE_WITH_RUNS), 'docs', '/docs/keys', SITE_CONFIG);
    expect(withoutRuns(PAGE_WITH_RUNS)).not.toContain('data-static-blocks');
    expect(parseWith(loadWithParse5)(PAGE_WITH_RUNS, 'docs', '/docs/keys', SITE_CONFIG)).toEqual(
      plain,
    );
    expect(ours(PAGE_WITH_RUNS, 'docs', '/docs/keys', SITE_CONFIG)).toEqual(plain);
    // upstream alone loses what follows a run up to the next heading.
    expect(upstream(PAGE_WITH_RUNS, 'docs', '/docs/keys', SITE_CONFIG)).not.toEqual(plain);
  });

  it('is what the upstream postBuild calls once installed, and installs once', () => {
    installUpstreamParse();
    const installed = (require(UPSTREAM_PARSE) as { parse: Parse }).parse;
    installUpstreamParse();
    expect((require(UPSTREAM_PARSE) as { parse: Parse }).parse).toBe(installed);
    const sections = (
      installed(PAGE_WITH_RUNS, 'docs', '/docs/keys', SITE_CONFIG) as {
        sections: { title: string; content: string }[];
      }
    ).sections.map(({ title, content }) => `${title}: ${content.replace(/\s+/g, ' ').trim()}`);
    expect(sections).toEqual([
      'Ключи API: Ключ открывает доступ к API.',
      'Создание: Откройте консоль. expiresInDays Ключ показывается один раз.',
      'Удаление: Удалите ключ.',
    ]);
  });
});
